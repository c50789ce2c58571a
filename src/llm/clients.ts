// SDK client factories and a small cache so a hot path does not rebuild clients per call. Every
// client has the SDK's own retries off (maxRetries: 0): src/llm/retry.ts is the one policy. Base
// URLs are always passed explicitly so the SDKs never pick one up from OPENAI_*/ANTHROPIC_* env.
import { createHash } from 'node:crypto';
import Anthropic from '@anthropic-ai/sdk';
import { LRUCache } from 'lru-cache';
import OpenAI, { AzureOpenAI } from 'openai';
import type { FetchLike } from '../net/outbound.js';

export interface AzureClientSettings {
  apiKey: string;
  endpoint: string;
  /**
   * Unset for Azure's Batch API: the SDK would route POST /batches under /deployments/<name>,
   * while Azure serves batches (and files) at the resource level; the lines name the deployment.
   */
  deployment?: string;
  apiVersion: string;
  timeoutMs: number;
  fetch?: FetchLike;
}

export function createAzureClient(s: AzureClientSettings): OpenAI {
  return new AzureOpenAI({
    apiKey: s.apiKey,
    // baseURL rather than `endpoint`: the SDK refuses both, and would read OPENAI_BASE_URL otherwise.
    baseURL: `${s.endpoint.replace(/\/+$/, '')}/openai`,
    ...(s.deployment ? { deployment: s.deployment } : {}),
    apiVersion: s.apiVersion,
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: s.timeoutMs,
    ...(s.fetch ? { fetch: s.fetch } : {}),
  });
}

export interface OpenAIClientSettings {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
  fetch?: FetchLike;
}

export function createOpenAIClient(s: OpenAIClientSettings): OpenAI {
  return new OpenAI({
    apiKey: s.apiKey,
    baseURL: s.baseUrl ?? 'https://api.openai.com/v1',
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: s.timeoutMs,
    ...(s.fetch ? { fetch: s.fetch } : {}),
  });
}

export interface AnthropicClientSettings {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
  fetch?: FetchLike;
}

export function createAnthropicClient(s: AnthropicClientSettings): Anthropic {
  return new Anthropic({
    apiKey: s.apiKey,
    authToken: null,
    baseURL: s.baseUrl ?? 'https://api.anthropic.com',
    maxRetries: 0,
    timeout: s.timeoutMs,
    ...(s.fetch ? { fetch: s.fetch } : {}),
  });
}

/** Least-recently-used cache of SDK clients keyed by provider, key fingerprint and endpoint. */
export class ClientCache {
  private readonly entries: LRUCache<string, object>;
  constructor(max = 64) {
    this.entries = new LRUCache<string, object>({ max });
  }

  get<T extends object>(parts: Array<string | undefined>, build: () => T): T {
    const key = parts.map((p) => p ?? '').join('\u0000');
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit as T;
    const created = build();
    this.entries.set(key, created);
    return created;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Cache keys hold a fingerprint of an API key, never the key itself. */
export function fingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url').slice(0, 22);
}
