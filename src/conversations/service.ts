// The conversation service: the one place sessions are created, advanced, ended and read. The
// /api/v1 routes and the hosted page both call it, so both see the same sessions, rules and
// capability issuer. The deterministic engine decides state, phase, flags and hints; a configured
// model provider only voices the character (and writes the report's ai_summary).
import type { AppContext } from '../context.js';
import { AppError, errors } from '../http/errors.js';
import { parseWith } from '../http/validate.js';
import { isBuiltin } from '../llm/builtin.js';
import type { LanguageModel } from '../llm/types.js';
import { SessionCapabilities } from '../simulation/capability.js';
import { assertAccess, type ApiKeyOwner, type SessionAccess } from './auth.js';
import * as engine from './engine/index.js';
import type { CoachHint, NpcState, PreparedTurn, Turn } from './engine/types.js';
import { generateOpening, generateReply, generateSummary, type NpcPromptInput } from './npc-model.js';
import { presentCreated, presentEnd, presentMessage, presentReport, presentState, presentStatus, sessionUrls } from './presenters.js';
import { ScenarioInterner } from './scenarios/intern.js';
import { builtinScenarioLibrary } from './scenarios/library.js';
import type { Scenario } from './scenarios/schema.js';
import { visibleText } from './visible-text.js';
import {
  CreateConversationRequestSchema,
  MAX_USER_TURNS_LIMIT,
  SendMessageRequestSchema,
  TTL_DEFAULT_SECONDS,
  type ConversationStatus,
  type CreateConversationResponse,
  type EndConversationResponse,
  type ReportBody,
  type SendMessageResponse,
} from './schemas.js';
import { NO_METADATA, NO_UI, scenarioCard, userTurnCount, type ConversationRecord, type ScenarioCard, type UiOptions } from './session.js';
import { MemorySessionStore, startSweeper, type SessionStore } from './store.js';

export interface ScenarioLookup {
  get(id: string): Scenario | undefined;
}

export interface ConversationServiceOptions {
  store?: SessionStore<ConversationRecord>;
  scenarios?: ScenarioLookup;
  capabilities?: SessionCapabilities;
  /** How often the shared sweep frees expired sessions. */
  sweepIntervalMs?: number;
}

/** What the hosted page needs to render a session (it verifies the capability first). */
export interface PageView {
  session_id: string;
  scenario: { id: string; title: string; type: ScenarioCard['type'] };
  npc: ScenarioCard['npc'];
  role: 'learner' | 'counterpart';
  locale: string | null;
  language: string;
  ui: UiOptions;
  coach_enabled: boolean;
  /** The caller's cap, or null when only the soft cap of 200 applies. */
  max_user_turns: number | null;
  turn_count: number;
  turns: Turn[];
  state: NpcState;
  hints: CoachHint[];
  ended: boolean;
  end_reason: ConversationRecord['endReason'];
  expires_at: string;
  /** The report once /end has produced it, else null. */
  report: ReportBody | null;
}

const DEFAULT_SWEEP_MS = 30_000;

export class ConversationService {
  readonly capabilities: SessionCapabilities;
  private readonly store: SessionStore<ConversationRecord>;
  private readonly scenarios: ScenarioLookup;
  /** Tail of each session's queue of turns/ends; absent when nothing is in flight. */
  private readonly queues = new Map<string, Promise<void>>();
  /** Sessions created with the same inline scenario share one (frozen) scenario object. */
  private readonly inlineScenarios = new ScenarioInterner();
  private readonly stopSweeper: () => void;

  constructor(
    private readonly ctx: AppContext,
    opts: ConversationServiceOptions = {},
  ) {
    this.store = opts.store ?? new MemorySessionStore<ConversationRecord>(ctx.clock);
    this.scenarios = opts.scenarios ?? builtinScenarioLibrary();
    this.capabilities = opts.capabilities ?? new SessionCapabilities(ctx.random.bytes(32));
    this.stopSweeper = startSweeper(this.store, opts.sweepIntervalMs ?? DEFAULT_SWEEP_MS);
  }

  close(): void {
    this.stopSweeper();
  }

  /** Sessions held (for capacity checks and tests). */
  liveSessions(): number {
    return this.store.size();
  }

  /** Frees every expired session now (the timer does this periodically). */
  sweep(): number {
    return this.store.sweep();
  }

  async create(body: unknown, owner: ApiKeyOwner, baseUrl: string): Promise<CreateConversationResponse> {
    const req = parseWith(CreateConversationRequestSchema, body ?? {}, 'invalid_config');
    const scenario = this.resolveScenario(req.scenario_id, req.scenario);
    const options = req.options ?? {};
    this.ensureCapacity();

    const now = this.ctx.clock.now();
    const started = engine.start({
      scenario,
      role: req.role ?? 'learner',
      locale: options.locale,
      coachEnabled: options.coach_enabled ?? true,
      now,
      maxUserTurns: options.max_user_turns,
    });
    let session = started.session;
    let opening = started.openingMessage;
    this.noteLocaleFallback(options.locale, session.language);

    const card = scenarioCard(scenario);
    const model = this.model();
    if (model) {
      const input: NpcPromptInput = { engine: session, npc: card.npc };
      opening = await this.generate('npc_generation_failed', 'The model provider failed to write the opening message; retry the request', model, () =>
        // The scenario's own line says the most about its intent; the model writes it in the session's language.
        generateOpening(model, input, (session.role === 'learner' ? scenario.npc_profile?.opening : undefined) ?? started.openingMessage),
      );
      session = { ...session, turns: session.turns.map((t, i) => (i === 0 ? { ...t, text: opening } : t)) };
      this.ensureCapacity(); // sessions may have been created while the model was answering
    }

    const ttl = options.ttl_seconds ?? TTL_DEFAULT_SECONDS;
    const record: ConversationRecord = {
      id: this.ctx.random.uuid(),
      ownerKeyIndex: owner.keyIndex,
      engine: session,
      card,
      maxUserTurns: options.max_user_turns ?? MAX_USER_TURNS_LIMIT,
      maxUserTurnsSet: options.max_user_turns !== undefined,
      ui: options.ui ?? NO_UI,
      metadata: options.metadata ?? NO_METADATA,
      createdAt: now,
      expiresAt: now + ttl * 1000,
      endedAt: null,
      endReason: null,
      report: null,
    };
    this.store.set(record.id, record);
    this.ctx.logger.info(
      { session_id: record.id, scenario_id: card.id, role: session.role, generator: this.generator(model) },
      'conversation.created',
    );
    return presentCreated(record, sessionUrls(baseUrl, record.id, this.capabilities.issue(record.id)), opening);
  }

  /** Synchronous for a built-in turn (nothing to wait for); a promise when a model writes the reply. */
  sendMessage(id: string, body: unknown, access: SessionAccess): SendMessageResponse | Promise<SendMessageResponse> {
    const record = this.accessible(id, access);
    const text = parseMessageText(body);
    if (record.endedAt !== null) throw sessionEnded();
    const model = this.model();
    // A built-in turn never awaits, so nothing can interleave with it: it needs the session's queue
    // only when a model-backed call on this session is still in flight.
    if (!model && !this.queues.has(id)) return this.takeTurn(record, text, undefined);
    return this.exclusive(id, async () => this.takeTurn(record, text, model));
  }

  /** One learner turn; synchronous unless a model writes the reply. */
  private takeTurn(record: ConversationRecord, text: string, model: LanguageModel | undefined): SendMessageResponse | Promise<SendMessageResponse> {
    this.ensureStillLive(record);
    // The session was active when this message arrived; a turn queued ahead of it ended it.
    if (record.endedAt !== null) throw record.endReason === 'max_turns_reached' ? maxTurnsReached(record) : sessionEnded();
    if (userTurnCount(record) >= record.maxUserTurns) throw maxTurnsReached(record);

    const now = this.ctx.clock.now();
    const prepared = engine.prepareTurn(record.engine, text, now);
    if (!model) return this.commit(record, text, prepared, prepared.builtinReply, now, undefined);
    const input: NpcPromptInput = { engine: record.engine, npc: record.card.npc };
    // Nothing is committed before the model answers, so a failure leaves the session as it was.
    return this.generate('npc_generation_failed', 'The model provider failed to write the reply; the turn was not counted, retry it', model, () =>
      generateReply(model, input, prepared, text),
    ).then((reply) => {
      this.ensureStillLive(record);
      return this.commit(record, text, prepared, reply, now, model);
    });
  }

  private commit(record: ConversationRecord, text: string, prepared: PreparedTurn, reply: string, now: number, model: LanguageModel | undefined): SendMessageResponse {
    record.engine = engine.commitTurn(record.engine, text, prepared, reply, now);
    if (userTurnCount(record) >= record.maxUserTurns) {
      record.endedAt = now;
      record.endReason = 'max_turns_reached';
    }
    if (model) this.ctx.logger.debug({ session_id: record.id, turn: userTurnCount(record), generator: this.generator(model) }, 'conversation.turn');
    return presentMessage(record, reply, prepared.coachHint);
  }

  async end(id: string, access: SessionAccess): Promise<EndConversationResponse> {
    const record = this.accessible(id, access);
    return this.exclusive(id, async () => {
      this.ensureStillLive(record);
      if (record.report) return presentEnd(record, record.report);
      const now = this.ctx.clock.now();
      const endedAt = record.endedAt ?? now;
      let report = engine.buildReport(record.engine, endedAt);
      const model = this.model();
      if (model) {
        const input: NpcPromptInput = { engine: record.engine, npc: record.card.npc };
        const summary = await this.generate('report_generation_failed', 'The model provider failed to write the report summary; the session was not ended, retry', model, () =>
          generateSummary(model, input, report),
        );
        this.ensureStillLive(record);
        report = engine.buildReport(record.engine, endedAt, summary);
      }
      if (record.endedAt === null) {
        record.endedAt = endedAt;
        record.endReason = 'ended_by_caller';
      }
      record.report = presentReport(report);
      this.ctx.logger.info({ session_id: id, end_reason: record.endReason, generator: this.generator(model) }, 'conversation.report');
      return presentEnd(record, record.report);
    });
  }

  status(id: string, access: SessionAccess): ConversationStatus {
    return presentStatus(this.accessible(id, access));
  }

  remove(id: string, access: SessionAccess): { deleted: true } {
    this.accessible(id, access);
    this.store.delete(id);
    return { deleted: true };
  }

  pageView(id: string): PageView {
    const r = this.accessible(id, { kind: 'capability' });
    const e = r.engine;
    return {
      session_id: r.id,
      scenario: { id: r.card.id, title: r.card.title, type: r.card.type },
      npc: { ...r.card.npc },
      role: e.role,
      locale: e.requestedLocale ?? null,
      language: e.language,
      ui: { ...r.ui },
      coach_enabled: e.coachEnabled,
      max_user_turns: r.maxUserTurnsSet ? r.maxUserTurns : null,
      turn_count: userTurnCount(r),
      turns: e.turns.map((t) => ({ ...t })),
      state: presentState(e.state),
      hints: e.coachEnabled ? e.hints.map((h) => ({ ...h })) : [],
      ended: r.endedAt !== null,
      end_reason: r.endReason,
      expires_at: new Date(r.expiresAt).toISOString(),
      report: r.report,
    };
  }

  // ---- internals ----

  private resolveScenario(scenarioId: string | undefined, inline: Scenario | undefined): Scenario {
    if (inline) return this.inlineScenarios.intern(inline);
    const found = this.scenarios.get(scenarioId!);
    if (!found) throw errors.notFound('scenario_not_found', `No built-in scenario "${scenarioId}" (see GET /api/scenarios)`);
    return found;
  }

  private accessible(id: string, access: SessionAccess): ConversationRecord {
    const record = this.store.get(id);
    if (!record) throw notFound();
    assertAccess(record.ownerKeyIndex, access);
    return record;
  }

  /** After waiting (queue, model), the session may have been deleted or may have expired. */
  private ensureStillLive(record: ConversationRecord): void {
    if (this.store.get(record.id) !== record) throw notFound();
  }

  private ensureCapacity(): void {
    const max = this.ctx.config.conversations.maxLiveSessions;
    if (this.store.size() < max) return;
    this.store.sweep();
    if (this.store.size() >= max) {
      throw new AppError(503, 'capacity_exceeded', `The service holds its maximum of ${max} live sessions; end or delete sessions, or retry later`, undefined, {
        'Retry-After': '60',
      });
    }
  }

  /** The server's default model, or undefined when it is the built-in engine. */
  private model(): LanguageModel | undefined {
    const model = this.ctx.llm.resolve();
    return isBuiltin(model) ? undefined : model;
  }

  private generator(model: LanguageModel | undefined) {
    return model ? { provider: model.provider, model: model.model } : { provider: 'builtin', model: 'builtin-v1' };
  }

  private async generate<T>(code: string, message: string, model: LanguageModel, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.ctx.logger.warn({ err: { name: (err as Error)?.name, message: (err as Error)?.message }, provider: model.provider, model: model.model, code }, 'conversation.model_failed');
      throw errors.upstream(code, message, err);
    }
  }

  private noteLocaleFallback(requested: string | undefined, spoken: string): void {
    if (!requested) return;
    const primary = requested.split('-')[0]!.toLowerCase();
    if (primary !== spoken.toLowerCase()) {
      this.ctx.logger.warn({ requested_locale: requested, language: spoken }, 'conversation.locale_fallback');
    }
  }

  /** Runs `fn` after every earlier queued call on this session has settled. */
  private async exclusive<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(id);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    this.queues.set(id, mine);
    try {
      if (previous) await previous;
      return await fn();
    } finally {
      release();
      if (this.queues.get(id) === mine) this.queues.delete(id);
    }
  }
}

function parseMessageText(body: unknown): string {
  const b = (body ?? {}) as Record<string, unknown>;
  const empty = () => errors.badRequest('empty_text', 'text is required and must contain visible characters');
  if (typeof b === 'object' && !Array.isArray(b) && (b.text === undefined || b.text === null || (typeof b.text === 'string' && visibleText(b.text) === ''))) {
    throw empty();
  }
  const text = visibleText(parseWith(SendMessageRequestSchema, body, 'invalid_config').text);
  if (text === '') throw empty();
  return text;
}

const notFound = () => errors.notFound('not_found', 'Session not found: it expired, was deleted or never existed');
const sessionEnded = () => errors.conflict('session_ended', 'The session has ended; fetch the report with POST /end');
const maxTurnsReached = (r: ConversationRecord) =>
  errors.conflict('max_turns_reached', `The session reached its limit of ${r.maxUserTurns} user turns while this message was waiting; it has ended`);

const services = new WeakMap<AppContext, ConversationService>();

/** One service per app: the /api/v1 routes and the hosted page share its sessions and capabilities. */
export function getConversationService(ctx: AppContext): ConversationService {
  let service = services.get(ctx);
  if (!service) {
    const created = new ConversationService(ctx);
    service = created;
    services.set(ctx, created);
    ctx.onClose(() => created.close());
  }
  return service;
}
