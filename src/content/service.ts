// The domain logic of class content: who may act (policy.ts), the version rules (numbers 1..4,
// never delete the active one, If-Match), generation and critique. Never sees req/res: it throws
// the shared typed errors, which the error middleware turns into the documented body.
import type { Principal } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import { ValidationError, appError, type AppError } from '../http/errors.js';
import type { LlmGateway, ResolveInput } from '../llm/gateway.js';
import type { ChatMessage, Generator } from '../llm/types.js';
import type { Logger } from '../logger.js';
import { LockTimeout, MemoryKeyedLock, type KeyedLock } from '../storage/live/lock.js';
import { classForEditor } from './policy.js';
import { contentSchemaFor, isMode, type AnyContent, type Mode } from './content-schemas.js';
import { builtinCritique, type CriticInput } from './critic/builtin.js';
import { renderCriticism, type CriticType, type Finding } from './critic/findings.js';
import { CriticModelFailed } from './critic/model.js';
import { ContentGenerationFailed } from './generation/model.js';
import type { Generated } from './generation/types.js';
import { CHAT_HISTORY_MAX, CONTENT_MAX_BYTES, MAX_VERSIONS } from './limits.js';
import type { SchoolClass, SchoolClassDirectory } from './school-directory.js';
import { COMPETENCY_ID_PATTERN } from './schemas.js';
import { VersionLimitReached, type CompetencyRecord, type ContentKey, type ContentStore, type ModeState, type StoredVersion, type VersionRecord, type WriteGuard } from './store.js';
import { criticChatTask, critiqueTask, generateContentTask, type ChatAnswer, type Critique } from './tasks.js';

export interface ContentServiceDeps {
  store: ContentStore;
  directory: SchoolClassDirectory;
  llm: LlmGateway;
  clock: Clock;
  logger: Logger;
  /**
   * Serialises the writes to one competency's mode. The store's transaction already orders them
   * on one database; with REDIS_URL a Redis lock orders them across instances too. Default: this
   * process's queue.
   */
  locks?: KeyedLock;
}

export interface VersionView {
  record: VersionRecord;
  state: ModeState;
  etag: string;
}

/** A version as a GET answers it: the record but its content, the content's stored JSON text, the mode's state and the ETag. */
export interface StoredVersionView extends StoredVersion {
  state: ModeState;
  etag: string;
}

/** The ETag of a version: its number and the mode's write count, so any write to the mode changes it. */
export const versionEtag = (version: number, state: ModeState) => `"${version}.${state.revision}"`;

const notFound = (what: string) => appError('content_not_found', what);
const versionLimit = () =>
  appError('version_limit', `A competency keeps at most ${MAX_VERSIONS} versions per mode: delete a version first`, { field: 'version', reason: 'version_limit' });

/** "quadratic-equations" -> "Quadratic equations". */
export const nameFromId = (id: string) => {
  const s = id.replace(/[-_.:]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** The entity tags an If-Match header lists, weak ones without their `W/`. */
const ifMatchTags = (header: string) => header.split(',').map((t) => t.trim().replace(/^W\//, ''));

function matchesIfMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true;
  return ifMatchTags(header).some((tag) => tag === '*' || tag === etag);
}

export function checkContentSize(content: unknown, field: string): void {
  const bytes = Buffer.byteLength(JSON.stringify(content));
  if (bytes > CONTENT_MAX_BYTES) {
    throw appError('content_too_large', `${field} is ${bytes} bytes as JSON; the limit is ${CONTENT_MAX_BYTES}`, { field, reason: 'too_large' });
  }
}

export class ContentService {
  private readonly locks: KeyedLock;

  constructor(private readonly deps: ContentServiceDeps) {
    this.locks = deps.locks ?? new MemoryKeyedLock();
  }

  /** The class if the caller may use its content (404 unknown class, 403 otherwise). */
  authorize(p: Principal, classId: string): Promise<SchoolClass> {
    return classForEditor(this.deps.directory, p, classId);
  }

  /** Path segments to a key; anything malformed is an unknown competency, mode or version (404). */
  key(classId: string, competencyId: string, mode: string): ContentKey {
    if (!COMPETENCY_ID_PATTERN.test(competencyId)) throw notFound('No such competency');
    if (!isMode(mode)) throw notFound(`No such mode: use KE, SPL or SATA`);
    return { classId, competencyId, mode };
  }

  versionNumber(raw: string): number {
    if (!/^[1-4]$/.test(raw)) throw notFound('No such version: versions are numbered 1 to 4');
    return Number(raw);
  }

  list(classId: string): Promise<CompetencyRecord[]> {
    return this.deps.store.listCompetencies(classId);
  }

  async get(key: ContentKey, version: number): Promise<VersionView> {
    const { found: record, state, etag } = await this.lookUp(key, version, (k, v) => this.deps.store.version(k, v));
    return { record, state, etag };
  }

  /** The same version for a GET: its content as stored, sent without being parsed (store.ts `StoredVersion`). */
  async read(key: ContentKey, version: number): Promise<StoredVersionView> {
    const { found, state, etag } = await this.lookUp(key, version, (k, v) => this.deps.store.storedVersion(k, v));
    return { ...found, state, etag };
  }

  /** The mode's state and one of its versions as `fetch` reads it: 404 naming which is missing. */
  private async lookUp<T>(key: ContentKey, version: number, fetch: (key: ContentKey, version: number) => Promise<T | undefined>) {
    const state = await this.deps.store.modeState(key);
    const found = state && (await fetch(key, version));
    if (!state || !found) throw notFound(state ? `Version ${version} does not exist` : 'No content for this competency and mode');
    return { found, state, etag: versionEtag(version, state) };
  }

  /** Validates content against its mode: 400 `invalid_content` naming each path (content.questions[0].options...). */
  parseContent(mode: Mode, content: unknown): AnyContent {
    checkContentSize(content, 'content');
    const parsed = contentSchemaFor(mode).safeParse(content);
    if (!parsed.success) throw ValidationError.fromZod(parsed.error, 'invalid_content', ['content']);
    return parsed.data;
  }

  /** PUT on version N: a new version from the body (N stays). */
  async edit(p: Principal, key: ContentKey, version: number, rawContent: unknown, ifMatch: string | undefined): Promise<{ newVersion: number }> {
    const source = (await this.get(key, version)).record;
    const content = this.parseContent(key.mode, rawContent);
    const now = new Date(this.deps.clock.now()).toISOString();
    const competency = (await this.deps.store.competency(key.classId, key.competencyId))!;
    const guard: WriteGuard = (state) => {
      if (!state || !state.versions.includes(version)) throw notFound(`Version ${version} does not exist`);
      if (!matchesIfMatch(ifMatch, versionEtag(version, state))) throw preconditionFailed(ifMatch);
    };
    const { versions } = await this.write(key, () =>
      this.deps.store.addVersions(key, competency, [
        { content, generatedAt: source.generatedAt, editedBy: p.email, lastEditedAt: now, editCount: source.editCount + 1, generator: source.generator, basedOn: version, notes: [], generated: false },
      ], guard),
    );
    return { newVersion: versions[0]! };
  }

  async setActive(key: ContentKey, version: number): Promise<number> {
    const state = await this.write(key, () =>
      this.deps.store.setActive(key, version, (s) => {
        if (!s) throw notFound('No content for this competency and mode');
        if (!s.versions.includes(version)) throw notFound(`Version ${version} does not exist`);
      }),
    );
    return state.activeVersion;
  }

  async remove(key: ContentKey, version: number, ifMatch: string | undefined): Promise<void> {
    await this.write(key, () =>
      this.deps.store.deleteVersion(key, version, (s) => {
        if (!s || !s.versions.includes(version)) throw notFound(s ? `Version ${version} does not exist` : 'No content for this competency and mode');
        if (!matchesIfMatch(ifMatch, versionEtag(version, s))) throw preconditionFailed(ifMatch);
        if (s.activeVersion === version) {
          throw appError('active_version', `Version ${version} is the active version: make another version active first`, { field: 'version', reason: 'active' });
        }
      }),
    );
  }

  async regenerate(
    p: Principal,
    cls: SchoolClass,
    key: ContentKey,
    body: { count: number; customPrompt?: string | null; competencyName?: string; competencyDescription?: string },
    selection: ResolveInput,
  ): Promise<{ newVersions: number[]; generator: Generator; notes: string[] }> {
    const before = await this.deps.store.modeState(key);
    // Checked before generating (no model call for nothing) and again when storing (a concurrent writer).
    if ((before?.versions.length ?? 0) + body.count > MAX_VERSIONS) throw versionLimit();
    const known = await this.deps.store.competency(key.classId, key.competencyId);
    const competency = {
      name: body.competencyName ?? known?.name ?? nameFromId(key.competencyId),
      description: body.competencyDescription ?? known?.description ?? '',
    };
    const model = this.deps.llm.resolve(selection);
    const base = before?.generatedTotal ?? 0;
    const inputs = Array.from({ length: body.count }, (_, i) => ({
      mode: key.mode,
      competencyName: competency.name,
      competencyDescription: competency.description,
      subject: cls.subject,
      gradeLevel: cls.gradeLevel,
      language: cls.language || 'en',
      scenarioContext: cls.scenarioContext ?? '',
      customPrompt: body.customPrompt ?? null,
      variant: base + i,
    }));
    let generated: Generated[];
    try {
      generated = await Promise.all(inputs.map(async (input) => model.run(generateContentTask, input)));
    } catch (err) {
      if (err instanceof ContentGenerationFailed) {
        this.deps.logger.warn({ content: { ...key, provider: model.provider, model: model.model, reason: err.message } }, 'content generation failed');
        throw appError('generation_failed', 'The model could not write valid content; nothing was stored. Try again.');
      }
      throw err;
    }
    const now = new Date(this.deps.clock.now()).toISOString();
    const drafts = generated.map((g) => ({ content: g.content, generatedAt: now, editedBy: p.email, lastEditedAt: now, editCount: 0, generator: g.generator, basedOn: null, notes: g.notes, generated: true }));
    const { versions } = await this.write(key, () => this.deps.store.addVersions(key, competency, drafts, () => {}));
    const generator = generated[0]!.generator;
    this.deps.logger.info({ content: { ...key, versions, generator } }, 'content generated');
    return { newVersions: versions, generator, notes: [...new Set(generated.flatMap((g) => g.notes))] };
  }

  async critique(cls: SchoolClass, input: Omit<CriticInput, 'gradeLevel' | 'language'>, selection: ResolveInput): Promise<{ criticism: string; findings: Finding[]; generator: Generator }> {
    checkContentSize(input.content, 'content');
    const full: CriticInput = { ...input, gradeLevel: cls.gradeLevel, language: cls.language || 'en' };
    const model = this.deps.llm.resolve(selection);
    let review: Critique;
    try {
      review = await model.run(critiqueTask, { critic: full, checks: builtinCritique(full) });
    } catch (err) {
      if (err instanceof CriticModelFailed) throw appError('critic_failed', 'The model could not review the content. Try again.');
      throw err;
    }
    const { findings, notes, generator } = review;
    this.deps.logger.info({ content: { classId: cls.id, criticType: input.criticType, system: input.system, findings: findings.length, generator } }, 'content critiqued');
    return { criticism: renderCriticism({ type: input.criticType, competencyName: input.competencyName, system: input.system, findings, notes }), findings, generator };
  }

  async chat(
    cls: SchoolClass,
    input: {
      userMessage: string;
      criticism: string;
      criticismType: CriticType;
      competencyName: string;
      competencyDescription: string;
      system: Mode;
      originalContent: unknown;
      findings?: Finding[];
      chatHistory: ChatMessage[];
    },
    selection: ResolveInput,
  ): Promise<ChatAnswer> {
    checkContentSize(input.originalContent, 'originalContent');
    this.checkHistoryLength(input.chatHistory.length);
    const model = this.deps.llm.resolve(selection);
    // The review as data: the findings sent back, or the same deterministic checks recomputed.
    const findings =
      input.findings ??
      builtinCritique({ criticType: input.criticismType, system: input.system, content: input.originalContent, competencyName: input.competencyName, competencyDescription: input.competencyDescription, gradeLevel: cls.gradeLevel, language: cls.language || 'en' }).findings;
    try {
      return await model.run(criticChatTask, { ...input, findings });
    } catch (err) {
      if (err instanceof CriticModelFailed) throw appError('chat_failed', 'The model could not answer. Try again.');
      throw err;
    }
  }

  checkHistoryLength(length: number): void {
    if (length > CHAT_HISTORY_MAX) {
      throw appError('history_too_long', `chatHistory has ${length} messages; at most ${CHAT_HISTORY_MAX} are accepted. Start a new chat from the latest criticism.`, { field: 'chatHistory', reason: 'too_long' });
    }
  }

  /**
   * Runs a store write under the mode's lock; a version-limit refusal from inside the transaction
   * becomes 400, a lock another instance held too long 503.
   */
  private async write<T>(key: ContentKey, fn: () => Promise<T>): Promise<T> {
    try {
      return await this.locks.run(`${key.classId}/${key.competencyId}/${key.mode}`, fn);
    } catch (err) {
      if (err instanceof VersionLimitReached) throw versionLimit();
      if (err instanceof LockTimeout) throw appError('storage_unavailable', 'Another change to this content is still being written; retry shortly', undefined, { headers: { 'Retry-After': '1' } });
      throw err;
    }
  }
}

function preconditionFailed(header: string | undefined): AppError {
  // A header holding no entity tag at all (the ETag without its quotes, as some clients and
  // shells send it) can never match: say that, not that someone changed the content.
  if (!ifMatchTags(header ?? '').some((t) => t === '*' || /^"[^"]*"$/.test(t))) {
    return appError('precondition_failed', 'If-Match holds no entity tag: send the ETag header of your read as it came, quotes included (If-Match: "1.2")');
  }
  return appError('precondition_failed', 'The content changed since you read it (If-Match does not match the current ETag): reload it and apply your edit again');
}
