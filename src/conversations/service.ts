// The conversation service: the one place sessions are created, advanced, ended and read. The
// /api/v1 routes and the hosted page both call it, so both see the same sessions, rules and
// capability issuer. The deterministic engine decides state, phase, flags and hints; the character's
// words are tasks of the model gateway (below): the built-in provider speaks the engine's own lines,
// a configured model provider voices the character (and writes the report's ai_summary).
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import { appError } from '../http/errors.js';
import type { LlmGateway } from '../llm/gateway.js';
import { defineTask } from '../llm/task.js';
import type { LanguageModel } from '../llm/types.js';
import type { Logger } from '../logger.js';
import { noPracticeRecorder, type PracticeLearner, type PracticeRecorder } from '../shared/practice-record.js';
import type { ApiKeyOwner } from './auth.js';
import { assertAccess, mayAccess, type SessionAccess } from './policy.js';
import type { SessionCapabilities } from './capability.js';
import * as engine from './engine/index.js';
import type { PreparedTurn, Report } from './engine/types.js';
import { generateOpening, generateReply, generateSummary, type NpcPromptInput } from './npc-model.js';
import { ScenarioInterner } from './scenarios/intern.js';
import type { Scenario } from './scenarios/schema.js';
import { LiveQuota } from './live-quota.js';
import { builtinScenarioCards, type CardLanguage } from './scenarios/cards.js';
import { withCard } from './scenarios/localize.js';
import { assertSupportedLocale, ENGINE_LANGUAGES, MODEL_LANGUAGES } from './locales.js';
import { ProseJudge } from './prose-judge.js';
import { MAX_USER_TURNS_LIMIT, TTL_DEFAULT_SECONDS, type CreateConversationRequest } from './schemas.js';
import { practiceCompletion, practiceStart } from './practice-events.js';
import { NO_METADATA, NO_UI, scenarioCard, takenTurn, userTurnCount, type ConversationRecord, type EndReason, type TakenTurn } from './session.js';
import type { SessionStore } from './store.js';
import { andThen, isPromise, type Awaitable } from '../storage/live/awaitable.js';
import type { AdmissionLimits, HolderQuota, Refusal } from '../storage/live/holder-quota.js';
import { EntryChanged, type ReadOptions, type SaveOptions } from '../storage/live/expiring-store.js';
import { LockTimeout, MemoryKeyedLock, type KeyedLock } from '../storage/live/lock.js';

export interface ScenarioLookup {
  get(id: string): Scenario | undefined;
}

/** Everything the service works with, built by the composition root. */
export interface ConversationServiceDeps {
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  llm: LlmGateway;
  store: SessionStore<ConversationRecord>;
  scenarios: ScenarioLookup;
  capabilities: SessionCapabilities;
  /** SESSION_MAX_LIVE (`capacity_exceeded`), the per-key and per-address shares, SESSION_MAX_BYTES. */
  limits: Pick<AppConfig['conversations'], 'maxLiveSessions' | 'maxLivePerKey' | 'maxLivePerIp' | 'maxSessionBytes'>;
  /** The learning record (xAPI statements for a session with a learner); default: none. */
  recorder?: PracticeRecorder;
  /** Live sessions per holder, for the admission limits. Default: this instance's memory. */
  quota?: HolderQuota;
  /** Serialises the turns and ends of one session. Default: this instance's memory. */
  locks?: KeyedLock;
}

/** A new session, its opening line and the capability its embed_url carries. */
export interface CreatedConversation {
  record: ConversationRecord;
  opening: string;
  capability: string;
}

export class ConversationService {
  readonly capabilities: SessionCapabilities;
  private readonly store: SessionStore<ConversationRecord>;
  /** One session's turns and ends, one at a time (in memory: a queue per session; with Redis: a lock). */
  private readonly locks: KeyedLock;
  /** Sessions created with the same inline scenario share one (frozen) scenario object. */
  private readonly inlineScenarios = new ScenarioInterner();
  /** Live (not ended) sessions per holder; see live-quota.ts. */
  private readonly quota: HolderQuota;
  private readonly proseJudge = new ProseJudge();
  private readonly recorder: PracticeRecorder;

  constructor(private readonly deps: ConversationServiceDeps) {
    this.store = deps.store;
    this.recorder = deps.recorder ?? noPracticeRecorder;
    this.capabilities = deps.capabilities;
    this.quota = deps.quota ?? new LiveQuota();
    this.locks = deps.locks ?? new MemoryKeyedLock();
    // A session that expires stops counting against its holders' shares.
    deps.store.onExpire((id) => this.settle(this.quota.release(id)));
  }

  /** Sessions held (for capacity checks and tests). */
  liveSessions(): Awaitable<number> {
    return this.store.size();
  }

  /** Frees every expired session now (the timer does this periodically). */
  sweep(): Awaitable<number> {
    return this.store.sweep();
  }

  // ---- the character's words: tasks of the model gateway ----

  /** The languages the provider can play the character in. */
  private readonly languages = defineTask({
    name: 'conversations.languages',
    builtin: () => ENGINE_LANGUAGES,
    remote: () => Promise.resolve(MODEL_LANGUAGES),
  });

  /** The character's first line: the engine's, or the model's rendering of the scenario's intent. */
  private readonly opening = defineTask({
    name: 'conversations.opening',
    builtin: ({ engineLine }: { input: NpcPromptInput; intent: string; engineLine: string }) => engineLine,
    remote: (model, { input, intent }) =>
      this.generate('npc_generation_failed', 'The model provider failed to write the opening message; retry the request', model, () => generateOpening(model, input, intent)),
  });

  /**
   * The character's side of one turn: its line, and the turn as judged (the model judges the
   * plain-language failure patterns alongside, prose-judge.ts). The built-in provider answers at
   * once with the engine's line, so a built-in turn never awaits.
   */
  private readonly voice = defineTask({
    name: 'conversations.reply',
    builtin: ({ prepared }: { record: ConversationRecord; text: string; prepared: PreparedTurn }): VoicedTurn => ({ reply: prepared.builtinReply, prepared }),
    remote: async (model, { record, text, prepared }): Promise<VoicedTurn> => {
      // Nothing is committed before the model answers, so a failure leaves the session as it was.
      const [reply, judged] = await Promise.all([
        this.generate('npc_generation_failed', 'The model provider failed to write the reply; the turn was not counted, retry it', model, () =>
          generateReply(model, { engine: record.engine, npc: record.card.npc }, prepared, text),
        ),
        this.judgeProse(record, text, prepared, model),
      ]);
      await this.ensureStillLive(record);
      this.deps.logger.debug({ session_id: record.id, turn: userTurnCount(record) + 1, generator: generatorOf(model) }, 'conversation.turn');
      return { reply, prepared: judged };
    },
  });

  /**
   * Whether the character's reply is written at once (the engine) or waits on a model: a turn in a
   * shared store that waits holds the session's lock while it waits, so calls behind it queue
   * instead of each asking the model and all but one being refused.
   */
  private readonly repliesAtOnce = defineTask({
    name: 'conversations.replies_at_once',
    builtin: () => true,
    remote: () => Promise.resolve(false),
  });

  /** The report: the engine's, with the model's ai_summary when a model writes one. */
  private readonly report = defineTask({
    name: 'conversations.report',
    builtin: ({ report }: { record: ConversationRecord; report: Report; endedAt: number }) => report,
    remote: async (model, { record, report, endedAt }) => {
      const input: NpcPromptInput = { engine: record.engine, npc: record.card.npc };
      const summary = await this.generate('report_generation_failed', 'The model provider failed to write the report summary; the session was not ended, retry', model, () =>
        generateSummary(model, input, report),
      );
      await this.ensureStillLive(record);
      return engine.buildReport(record.engine, endedAt, summary);
    },
  });

  async create(req: CreateConversationRequest, owner: ApiKeyOwner): Promise<CreatedConversation> {
    const scenario = this.resolveScenario(req.scenario_id, req.scenario);
    const options = req.options ?? {};
    const model = this.deps.llm.resolve();
    assertSupportedLocale(options.locale, await model.run(this.languages, undefined));
    const holders = holdersOf(owner);
    await this.ensureCapacity(holders);

    const now = this.deps.clock.now();
    const started = engine.start({
      scenario,
      role: req.role ?? 'learner',
      locale: options.locale,
      coachEnabled: options.coach_enabled ?? true,
      now,
      maxUserTurns: options.max_user_turns,
    });
    let session = started.session;
    // A language the scenario has no translation for (a model plays it): its card still names it,
    // briefs it, and states the goal and the character's role in that language.
    const spoken = engine.spokenLanguage(session);
    const ownCard = req.scenario_id && spoken !== (session.scenario.language ?? 'en') ? builtinScenarioCards().get(spoken as CardLanguage)?.scenarios.get(req.scenario_id) : undefined;
    if (ownCard) session = { ...session, scenario: withCard(session.scenario, spoken, ownCard) };
    this.noteLocaleFallback(options.locale, session.language);

    // The session's scenario is the one it plays: translated when the locale has a translation.
    const card = scenarioCard(session.scenario);
    const opening = await model.run(this.opening, {
      input: { engine: session, npc: card.npc },
      // The scenario's own line says the most about its intent; a model writes it in the session's language.
      intent: (session.role === 'learner' ? session.scenario.npc_profile?.opening : undefined) ?? started.openingMessage,
      engineLine: started.openingMessage,
    });
    session = { ...session, turns: session.turns.map((t, i) => (i === 0 ? { ...t, text: opening } : t)) };
    const ttl = options.ttl_seconds ?? TTL_DEFAULT_SECONDS;
    const id = this.deps.random.uuid();
    const expiresAt = now + ttl * 1000;
    // Counted before it is stored, in one step with the check: sessions may have been created
    // (here or on another instance) while the provider was answering.
    await this.admit(id, holders, expiresAt);
    const record: ConversationRecord = {
      id,
      ownerKeyIndex: owner.keyIndex,
      engine: session,
      card,
      maxUserTurns: options.max_user_turns ?? MAX_USER_TURNS_LIMIT,
      maxUserTurnsSet: options.max_user_turns !== undefined,
      ui: options.ui ?? NO_UI,
      metadata: options.metadata ?? NO_METADATA,
      createdAt: now,
      expiresAt,
      endedAt: null,
      endReason: null,
      report: null,
      transcriptBytes: session.turns.reduce((n, t) => n + Buffer.byteLength(t.text), 0),
    };
    if (options.learner) record.learner = { ...options.learner, source: 'integrator' };
    try {
      await this.store.set(record.id, record);
    } catch (err) {
      this.settle(this.quota.release(id)); // not stored: its place goes back
      throw err;
    }
    if (record.learner) void this.recorder.started(practiceStart(record));
    this.deps.logger.info(
      { session_id: record.id, scenario_id: card.id, role: session.role, generator: generatorOf(model) },
      'conversation.created',
    );
    return { record, opening, capability: this.capabilities.issue(record.id) };
  }

  /**
   * The session a learner turn will be taken on, for its owner or the page holding its capability:
   * with a shared store, the copy this instance holds when it has one, without asking Redis. A copy
   * another instance changed since (a turn, a claim, an end, a delete) is caught by the version
   * check of the turn's save, and the turn taken again on the session as it is. A copy that would
   * refuse the turn (ended, another key's) is confirmed by a fresh read before it answers.
   */
  forTurn(id: string, access: SessionAccess): Awaitable<ConversationRecord> {
    const held = this.store.get(id, HELD);
    if (isPromise(held)) return held.then((record) => allowed(record, access));
    if (held && held.endedAt === null && mayAccess(held, access)) return held;
    return this.accessible(id, access);
  }

  /**
   * One learner turn on a session fetched with `forTurn` (so access is checked before the body is
   * validated), with `text` already validated and trimmed. Synchronous for a built-in turn (nothing
   * to wait for); a promise when a model writes the reply. `access` is the caller's, checked again
   * on the session the turn is taken on: a claim made meanwhile (on any instance) refuses it.
   */
  sendMessage(record: ConversationRecord, text: string, access: SessionAccess): TakenTurn | Promise<TakenTurn> {
    const id = record.id;
    if (record.endedAt !== null) throw sessionEnded();
    const model = this.deps.llm.resolve();
    // Nothing in flight on this session, and no other instance can touch it (memory only): the turn
    // starts now. One the provider answers at once cannot interleave with anything; one that waits
    // holds the session's lock until it is stored, so later calls queue behind it.
    if (this.locks.isFreeHere(id)) {
      const taken = this.takeTurn(record, text, model, access);
      if (taken instanceof Promise) {
        return this.serialized(id, async () => {
          const reply = await taken;
          await this.save(record);
          return reply;
        });
      }
      if (record.endedAt !== null) this.settle(this.quota.release(id));
      return taken;
    }
    // Shared (Redis), nothing queued on the session here, and a reply written at once: the turn is
    // taken on the session as this request has it (usually this instance's copy, asked nothing),
    // and stored only over that version while no call on any instance holds the session's lock:
    // one round trip to Redis. A refused save stores nothing and answers what changed; the turn is
    // taken again on that, and after a second refusal (or a lock held) in the lock.
    if (!this.locks.busyHere(id) && model.run(this.repliesAtOnce, undefined) === true) return this.unlockedTurn(record, text, model, access, true);
    return this.lockedTurn(id, text, model, access);
  }

  /** A built-in turn taken without the lock and stored only over the version it was taken on. */
  private unlockedTurn(record: ConversationRecord, text: string, model: LanguageModel, access: SessionAccess, again: boolean): Promise<TakenTurn> {
    // The provider answers at once (asked by the caller), so this is not a promise.
    const taken = this.takeTurn(record, text, model, access) as TakenTurn;
    return this.save(record, { unlocked: true }).then(
      () => taken,
      (err: unknown) => {
        if (!(err instanceof EntryChanged)) throw err;
        if (!again || err.locked) return this.lockedTurn(record.id, text, model, access);
        // The session as Redis answered the refusal, or, when it could not be brought up to date
        // (deleted, stored anew), as read now: a delete is 404 here, an end 409.
        const current = (err.current as ConversationRecord | undefined) ?? this.store.get(record.id);
        return andThen(current, (found) => {
          if (!found) throw notFound();
          return this.unlockedTurn(found, text, model, access, false);
        });
      },
    );
  }

  /** One learner turn in the session's lock, on the session as it is then. */
  private lockedTurn(id: string, text: string, model: LanguageModel, access: SessionAccess): Promise<TakenTurn> {
    return this.serialized(id, async () => {
      // The session as it is now: a turn queued ahead of this one (here or on another instance) may have changed it.
      const current = await this.current(id);
      const reply = await this.takeTurn(current, text, model, access);
      await this.save(current);
      return reply;
    });
  }

  /** One learner turn on the session as it is now; synchronous unless the provider's reply is awaited. */
  private takeTurn(record: ConversationRecord, text: string, model: LanguageModel, access: SessionAccess): TakenTurn | Promise<TakenTurn> {
    // The session as it is now may have been claimed since the caller's was read (another instance).
    assertAccess(record, access);
    // The session was active when this message arrived; a turn queued ahead of it ended it.
    if (record.endedAt !== null) throw record.endReason === 'max_turns_reached' ? maxTurnsReached(record) : sessionEnded();
    if (userTurnCount(record) >= record.maxUserTurns) throw maxTurnsReached(record);

    const now = this.deps.clock.now();
    const prepared = engine.prepareTurn(record.engine, text, now);
    const voiced = model.run(this.voice, { record, text, prepared });
    // Answered at once (the built-in provider): committed now, with no closure or promise on the hot path.
    if (!(voiced instanceof Promise)) return this.commit(record, text, voiced.prepared, voiced.reply, now);
    return voiced.then((v) => this.commit(record, text, v.prepared, v.reply, now));
  }

  private commit(record: ConversationRecord, text: string, prepared: PreparedTurn, reply: string, now: number): TakenTurn {
    record.engine = engine.commitTurn(record.engine, text, prepared, reply, now);
    record.transcriptBytes += Buffer.byteLength(text) + Buffer.byteLength(reply);
    if (userTurnCount(record) >= record.maxUserTurns) this.markEnded(record, now, 'max_turns_reached');
    // The turn that crosses the bound is taken; then the session ends (its report via /end).
    else if (record.transcriptBytes >= this.deps.limits.maxSessionBytes) this.markEnded(record, now, 'max_size_reached');
    return takenTurn(record, reply, prepared.coachHint);
  }

  /** Ends the session (idempotent: the same report again) and returns it with its report. */
  async end(id: string, access: SessionAccess): Promise<ConversationRecord & { report: Report }> {
    await this.accessible(id, access);
    return this.serialized(id, async () => {
      const record = await this.current(id);
      // Claimed (on any instance) since the check above: the learner's alone to end.
      assertAccess(record, access);
      if (record.report) return record as ConversationRecord & { report: Report };
      const now = this.deps.clock.now();
      const endedAt = record.endedAt ?? now;
      const model = this.deps.llm.resolve();
      const report = await model.run(this.report, { record, report: engine.buildReport(record.engine, endedAt), endedAt });
      if (record.endedAt === null) this.markEnded(record, endedAt, 'ended_by_caller');
      record.report = report;
      // Queued, never awaited: the record store being slow or down never delays the report.
      if (record.learner) record.learningRecord = await this.recorder.completed(practiceCompletion(record, report, endedAt));
      await this.save(record);
      this.deps.logger.info({ session_id: id, end_reason: record.endReason, generator: generatorOf(model) }, 'conversation.report');
      return record as ConversationRecord & { report: Report };
    });
  }

  /** The session, for its owner or the page holding its capability. */
  get(id: string, access: SessionAccess): Awaitable<ConversationRecord> {
    return this.accessible(id, access);
  }

  /**
   * The hosted page's logged-in user becomes the learner of a session that has none yet, has not
   * ended and has no learner turn yet: its start is written to their record now, its result at
   * /end, and from then on only their page may use it (policy.ts). A session somebody already
   * played stays anonymous: whoever played it may still hold its link. Returns whether the
   * session has a learner afterwards.
   */
  claimLearner(id: string, access: SessionAccess, learner: PracticeLearner): Awaitable<boolean> {
    const found = this.accessible(id, access);
    // A store that answers at once holds this very object: the change is made in place, unless a
    // call on the session is in flight (a turn or an end waiting on a model): the claim waits for
    // it, and a turn it took keeps the session anonymous.
    if (!isPromise(found) && !this.locks.busyHere(id)) return this.claim(found, learner);
    return andThen(found, () =>
      this.serialized(id, async () => {
        const record = await this.current(id);
        const had = record.learner !== undefined;
        const claimed = this.claim(record, learner);
        if (!had && claimed) await this.save(record);
        return claimed;
      }),
    );
  }

  remove(id: string, access: SessionAccess): Awaitable<void> {
    const found = this.accessible(id, access);
    if (!isPromise(found)) return andThen(this.store.delete(id), () => this.quota.release(id));
    // In a shared store a turn in flight would store the session again after the delete: the
    // delete waits for it (the turn answers, then the session is gone).
    return found.then(() =>
      this.serialized(id, async () => {
        await this.store.delete(id);
        await this.quota.release(id);
      }),
    );
  }

  // ---- internals ----

  private claim(record: ConversationRecord, learner: PracticeLearner): boolean {
    if (!record.learner && record.endedAt === null && userTurnCount(record) === 0) {
      record.learner = learner;
      // Queued without waiting (the recorder never rejects): a start changes nothing the caller sees.
      void this.recorder.started(practiceStart(record));
    }
    return record.learner !== undefined;
  }

  private resolveScenario(scenarioId: string | undefined, inline: Scenario | undefined): Scenario {
    if (inline) return this.inlineScenarios.intern(inline);
    const found = this.deps.scenarios.get(scenarioId!);
    if (!found) throw appError('scenario_not_found', `No built-in scenario "${scenarioId}" (see GET /api/scenarios)`);
    return found;
  }

  private accessible(id: string, access: SessionAccess): Awaitable<ConversationRecord> {
    const found = this.store.get(id);
    // No closure on the synchronous (memory) path: this runs on every turn.
    return isPromise(found) ? found.then((record) => allowed(record, access)) : allowed(found, access);
  }

  /** The session as the store holds it now (inside its lock); 404 when it is gone. */
  private async current(id: string): Promise<ConversationRecord> {
    const record = await this.store.get(id);
    if (!record) throw notFound();
    return record;
  }

  /**
   * After waiting (model), the session may have been deleted or may have expired. In memory the
   * store holds the very object; in Redis a copy, so there it is enough that it still exists.
   */
  private ensureStillLive(record: ConversationRecord): Awaitable<void> {
    const found = this.store.get(record.id);
    if (isPromise(found)) {
      return found.then((f) => {
        if (!f) throw notFound();
      });
    }
    if (found !== record) throw notFound();
  }

  /** Stores the changed session; an ended one stops counting against its holders. */
  private async save(record: ConversationRecord, options?: SaveOptions): Promise<void> {
    await this.store.set(record.id, record, options);
    if (record.endedAt !== null) await this.quota.release(record.id);
  }

  /** A side effect nobody waits for (an expiry's release): a failure is logged, never thrown. */
  private settle(result: Awaitable<void>): void {
    if (isPromise(result)) result.catch((err: unknown) => this.deps.logger.warn({ err: { message: (err as Error)?.message } }, 'conversation.quota_release_failed'));
  }

  /**
   * With a model configured, it (not the built-in matcher) decides the plain-language failure
   * patterns of this turn; when the call fails, the built-in judgement stands (logged).
   */
  private async judgeProse(record: ConversationRecord, text: string, prepared: PreparedTurn, model: LanguageModel): Promise<PreparedTurn> {
    const prose = engine.prosePatterns(record.engine.scenario);
    if (prose.length === 0) return prepared;
    const turnNumber = prepared.counters.turn ?? userTurnCount(record) + 1;
    let raised: ReadonlySet<string>;
    try {
      raised = await this.proseJudge.judge(model, {
        sessionId: record.id,
        turnNumber,
        learnerLine: text,
        previousNpcLine: engine.previousNpcLine(record.engine),
        npcName: record.card.npc.name,
        patterns: prose,
      });
    } catch (err) {
      this.deps.logger.warn({ session_id: record.id, err: { name: (err as Error)?.name, message: (err as Error)?.message } }, 'conversation.prose_judge_failed');
      return prepared;
    }
    const already = new Set(record.engine.flags.map((f) => f.flag));
    const flags = prepared.newFlags.filter((f) => f.evaluator !== 'builtin_prose');
    for (const p of prose) {
      if (raised.has(p.flag) && !already.has(p.flag) && !flags.some((f) => f.flag === p.flag)) {
        flags.push(engine.failurePatternFlag(record.engine, p, 'model', turnNumber));
      }
    }
    return { ...prepared, newFlags: flags };
  }

  /** The caller releases the session's quota once the change is stored (save, or the built-in turn). */
  private markEnded(record: ConversationRecord, at: number, reason: EndReason): void {
    record.endedAt = at;
    record.endReason = reason;
  }

  /**
   * Room for one more live session: under SESSION_MAX_LIVE in all, under the caller's share
   * (its key's, or for demo sessions its address's), and under twice SESSION_MAX_LIVE held in
   * memory (ended sessions stay readable until their TTL, so they are bounded too). A check only,
   * made before the provider is asked for an opening; `admit` is what holds the limits.
   */
  private async ensureCapacity(holders: readonly string[]): Promise<void> {
    const limits = this.admissionLimits;
    const full = async () => (await this.quota.total()) >= limits.total || (await this.store.size()) >= 2 * limits.total;
    if (await full()) await this.store.sweep();
    if (await full()) throw this.refused({ full: 'all' });
    for (const holder of holders) if ((await this.quota.held(holder)) >= limits.shareOf(holder)) throw this.refused({ full: 'holder', holder });
  }

  /** Counts the new session under its holders if the limits allow, else refuses with the limit's error. */
  private async admit(id: string, holders: readonly string[], expiresAt: number): Promise<void> {
    const limits = this.admissionLimits;
    const overMemory = async () => (await this.store.size()) >= 2 * limits.total;
    let refusal = (await overMemory()) ? ({ full: 'all' } as const) : await this.quota.admit(id, holders, expiresAt, limits);
    if (refusal?.full === 'all') {
      await this.store.sweep();
      refusal = (await overMemory()) ? refusal : await this.quota.admit(id, holders, expiresAt, limits);
    }
    if (refusal) throw this.refused(refusal);
  }

  private get admissionLimits(): AdmissionLimits {
    const { maxLiveSessions, maxLivePerKey, maxLivePerIp } = this.deps.limits;
    return { total: maxLiveSessions, shareOf: (holder) => (holder.startsWith('ip:') ? maxLivePerIp : maxLivePerKey) };
  }

  private refused(refusal: Refusal): Error {
    const retry = { headers: { 'Retry-After': '60' } };
    if (refusal.full === 'all') {
      return appError('capacity_exceeded', `The service holds its maximum of ${this.deps.limits.maxLiveSessions} live sessions; end or delete sessions, or retry later`, undefined, retry);
    }
    const byAddress = refusal.holder.startsWith('ip:');
    const share = this.admissionLimits.shareOf(refusal.holder);
    return appError('rate_limited', `${byAddress ? 'This address' : 'This API key'} already holds its share of ${share} live sessions; end or delete one, or retry later`, undefined, retry);
  }

  private async generate<T>(code: 'npc_generation_failed' | 'report_generation_failed', message: string, model: LanguageModel, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.deps.logger.warn({ err: { name: (err as Error)?.name, message: (err as Error)?.message }, provider: model.provider, model: model.model, code }, 'conversation.model_failed');
      throw appError(code, message, undefined, { cause: err });
    }
  }

  private noteLocaleFallback(requested: string | undefined, spoken: string): void {
    if (!requested) return;
    const primary = requested.split('-')[0]!.toLowerCase();
    if (primary !== spoken.toLowerCase()) {
      this.deps.logger.warn({ requested_locale: requested, language: spoken }, 'conversation.locale_fallback');
    }
  }

  /**
   * Runs `fn` after every earlier queued call on this session has settled (on any instance, with
   * Redis). Waiting past the lock's bound is 409 `session_busy`, so a caller never hangs; so is
   * a save refused because the session changed meanwhile (a lock that expired under a stalled
   * holder), which stored nothing.
   */
  private serialized<T>(id: string, fn: () => Promise<T>): Promise<T> {
    return this.locks.run(id, fn).catch((err: unknown) => {
      if (err instanceof LockTimeout || err instanceof EntryChanged) {
        throw appError('session_busy', 'Another call on this session is still being processed; retry shortly', undefined, { headers: { 'Retry-After': '1' } });
      }
      throw err;
    });
  }
}

/** Reads for a turn: a copy this instance holds will do (the turn's save checks its version). */
const HELD: ReadOptions = { held: true };

function allowed(record: ConversationRecord | undefined, access: SessionAccess): ConversationRecord {
  if (!record) throw notFound();
  assertAccess(record, access);
  return record;
}

/** Which provider and model spoke: logged with each session's creation, model turn and report. */
const generatorOf = (model: LanguageModel) => ({ provider: model.provider, model: model.model });

/** A turn as the provider voiced it: the character's line, and the turn with its judged flags. */
interface VoicedTurn {
  reply: string;
  prepared: PreparedTurn;
}

/** Whose shares a new session uses: its API key, and for a demo session the client's address too. */
function holdersOf(owner: ApiKeyOwner): string[] {
  const key = `key:${owner.keyIndex}`;
  return owner.demoClientIp !== undefined ? [key, `ip:${owner.demoClientIp}`] : [key];
}

const notFound = () => appError('not_found', 'Session not found: it expired, was deleted or never existed');
const sessionEnded = () => appError('session_ended', 'The session has ended; fetch the report with POST /end');
const maxTurnsReached = (r: ConversationRecord) =>
  appError('max_turns_reached', `The session reached its limit of ${r.maxUserTurns} user turns while this message was waiting; it has ended`);
