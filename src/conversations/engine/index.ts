// The engine's public facade. The HTTP layer uses only these functions.
//   start       -> a new session and its opening line
//   prepareTurn -> analyse a learner turn; compute next state, phase, flags, hint and a built-in
//                  reply. PURE: the session is not touched, so a failed model call can drop it.
//   commitTurn  -> applies a prepared turn. For speed and memory it MUTATES the session it is given
//                  and returns that same object (arrays are appended to, never copied). Call it once
//                  per prepared turn, only when the reply text is final.
//   buildReport -> the KSTAR report from the session's timeline (deterministic: same session, same report)
//
// Determinism: no clock, no randomness inside; times come from the caller. The same transcript
// always gives the same states, flags, hints, replies and report.
//
// Role counterpart (the user plays the character; the engine plays the skilled practitioner):
// - The engine's replies are the practitioner's moves (replies.ts): open questions, reflections
//   that quote the learner's key clause back, empathy, de-escalation, proposals and a close.
// - The state describes the PRACTITIONER'S PROGRESS with the character as the learner portrays
//   it: the character's agreement raises trust and commitment, objections and hostility raise
//   resistance and skepticism, and each calm turn earns the practitioner a little trust
//   (transition.ts, counterpartDeltas). Phases follow the practitioner's moves; no skips are
//   charged to the learner and the learner-role built-in flags are off (failure patterns still run).
// - What is SCORED is the learner's PORTRAYAL (report.ts, portrayal): emotional realism (turns
//   voicing a feeling, doubt or agreement), consistency (no implausible jumps in trust), standing
//   ground (objections), a believable ending (a clear decision) and depth (turn length). The
//   outcome still reports how far the practitioner got. Coach hints nudge the portrayal
//   ("say what your character feels", "raise a doubt before agreeing").
import { isTranslation, localizedScenario } from '../scenarios/localize.js';
import type { Scenario } from '../scenarios/schema.js';
import { analyseTurn, contentKeys, lineInfo } from './analyser.js';
import { shippedModel } from './acts/model.js';
import { characterTurn, compiledCharacter } from './character.js';
import { normaliseEmotion } from './categories.js';
import { coachHint } from './coach.js';
import { compiledScenario } from './compiled.js';
import { conditionVars, copyCounters, countTurn, newCounters, type Counters } from './counters.js';
import { chooseLanguage, lexiconFor, packFor } from './lang/index.js';
import { formalityOf, say, spokenLanguage, textLocaleFor } from './messages.js';
import { stepPhase } from './phases.js';
import { builtinReply, concernsFor, DEFAULT_NAME, openingLine, practitionerMove, reactionFor, speaksScenarioLanguage } from './replies.js';
import { buildReport as buildKstarReport } from './report.js';
import { CompactRecord, packFeatures, packState } from './timeline.js';
import { initialDerived, nextState, round3, SUCCESS } from './transition.js';
import type { ConversationRole, EngineSession, Flag, FlagEvaluator, NpcState, PreparedTurn, Report, StartResult, TurnFeatures } from './types.js';

export interface StartInput {
  scenario: Scenario;
  role: ConversationRole;
  locale?: string;
  coachEnabled: boolean;
  now: number;
  /** options.max_user_turns, when set: lets the coach warn before the end. */
  maxUserTurns?: number;
}

/** Learner text beyond this many characters is not analysed (it still counts as said). */
export const MAX_ANALYSED_CHARS = 20_000;

function persona(scenario: Scenario) {
  return { name: scenario.npc_profile?.name ?? DEFAULT_NAME, role: scenario.npc_profile?.role ?? '' };
}

export function start(input: StartInput): StartResult {
  const choice = chooseLanguage(input.locale);
  // A session in a language the scenario is translated into plays it in that language.
  const scenario = localizedScenario(input.scenario, choice.language);
  const texts = packFor(choice.language).texts;
  const compiled = compiledScenario(scenario);
  const s = scenario.initial_state;
  const trust = round3(s.trust);
  const resistance = round3(s.resistance);
  const state: NpcState = { trust, resistance, commitment_level: round3(s.commitment_level), ...initialDerived(trust, resistance), emotion: normaliseEmotion(s.emotion) };
  const seed = scenario.scenario_id ?? scenario.title ?? scenario.type;
  const own = speaksScenarioLanguage(scenario, choice.language) ? scenario.npc_profile?.opening : undefined;
  const openingMessage = openingLine(texts, compiled.category, input.role, persona(scenario), seed, own);
  const session: EngineSession = {
    scenario,
    role: input.role,
    language: choice.language,
    requestedLocale: input.locale,
    textLocale: textLocaleFor(input.locale),
    formality: formalityOf(scenario, compiled.category),
    coachEnabled: input.coachEnabled,
    initialState: state,
    state,
    phaseIndex: 0,
    visitedPhases: compiled.phases.ids.length > 0 ? [compiled.phases.ids[0]!] : [],
    turns: [{ role: 'npc', text: openingMessage, timestamp: input.now }],
    hints: [],
    flags: [],
    timeline: [],
    counters: newCounters(lineInfo(openingMessage, choice.language).words),
    startedAt: input.now,
    languageFallback: choice.fellBack,
  };
  if (input.maxUserTurns !== undefined) session.maxUserTurns = input.maxUserTurns;
  return { session, openingMessage };
}

/** The session's coach and report are written in `language`. */
function textLanguageIs(session: EngineSession, language: string): boolean {
  return spokenLanguage(session) === language;
}

/**
 * The flag a scenario's failure pattern raises. Its description is written in the scenario's own
 * language; a session whose text is in another one gets the catalogue's general warning and label
 * instead of a sentence the learner may not read.
 */
export function failurePatternFlag(session: EngineSession, pattern: { flag: string; description: string }, evaluator: FlagEvaluator, turn: number): Flag {
  if (!isTranslation(session.scenario) && textLanguageIs(session, session.scenario.language ?? 'en')) return { flag: pattern.flag, description: pattern.description, turn_number: turn, evaluator };
  return { flag: pattern.flag, label: say(session.textLocale, 'flag_label.scenario'), description: say(session.textLocale, 'flag.scenario'), turn_number: turn, evaluator };
}

function lastNpcText(session: EngineSession): string {
  for (let i = session.turns.length - 1; i >= 0; i--) if (session.turns[i]!.role === 'npc') return session.turns[i]!.text;
  return '';
}

/** The practitioner's planned move, as the features of a turn, for phase tracking. */
function practitionerFeatures(f: TurnFeatures, session: EngineSession): TurnFeatures {
  const move = practitionerMove(f, session.state, (session.counters as Counters).turn + 1);
  return {
    ...f,
    openQuestions: move === 'explore' || move === 'clarify' ? 1 : 0,
    reflection: move === 'reflect' || move === 'empathize',
    evidence: move === 'propose' ? 1 : 0,
    benefits: 0,
    commitmentRequest: move === 'close',
  };
}

function hasFlag(flags: readonly Flag[], name: string): boolean {
  for (const f of flags) if (f.flag === name) return true;
  return false;
}

export function prepareTurn(session: EngineSession, userText: string, now: number): PreparedTurn {
  const compiled = compiledScenario(session.scenario);
  const texts = packFor(session.language).texts;
  const plan = compiled.phases;
  const previousNpcText = lastNpcText(session);
  const text = userText.length > MAX_ANALYSED_CHARS ? userText.slice(0, MAX_ANALYSED_CHARS) : userText;
  const analysis = analyseTurn(text, previousNpcText, session.language);
  const features = analysis.features;

  const before = session.counters as Counters;
  let counters = countTurn(before, features);
  // Role learner: phases follow the learner's moves. Role counterpart: the engine is the
  // practitioner, so phases follow ITS move (explore/reflect -> discovery, propose ->
  // presentation, close -> closing) and nothing the learner does counts as a skip.
  const step =
    session.role === 'counterpart'
      ? stepPhase(plan, session.phaseIndex, before.turnsInPhase, practitionerFeatures(features, session), [])
      : stepPhase(plan, session.phaseIndex, before.turnsInPhase, features, session.visitedPhases);
  if (session.role === 'counterpart') {
    step.skipped = [];
    step.skippedCritical = 0;
  }
  counters.turnsInPhase = step.turnsInPhase;
  counters.skippedCritical += step.skippedCritical;

  let state = nextState(
    { category: compiled.category, role: session.role, phaseIndex: step.phaseIndex, phaseCount: plan.ids.length, state: session.state, features },
    compiled.weights,
  );

  // Flags: built-in ones first, then the scenario's failure patterns; each name at most once, on
  // the first turn it applies. Built-in (role learner only):
  //   hostility                     the first hostile turn
  //   pressure                      the second turn with pressure
  //   skipped_critical_phase        a late move jumped over a critical phase (phases.ts)
  //   premature_commitment_request  a commitment request while trust - resistance <= 0.1
  //   monologue                     a turn of more than 150 words
  const newFlags: Flag[] = [];
  const turn = counters.turn;
  const raise = (flag: string, description: string, evaluator: FlagEvaluator = 'builtin', label?: string) => {
    if (hasFlag(session.flags, flag) || hasFlag(newFlags, flag)) return;
    newFlags.push(label === undefined ? { flag, description, turn_number: turn, evaluator } : { flag, label, description, turn_number: turn, evaluator });
  };
  const firstSkippedCritical = step.skipped.find((j) => plan.critical[j]);
  // The learner hears a phase by the scenario's label when the session speaks the scenario's
  // language, else by the translated name of its kind ("Explorar sus necesidades").
  const ownLabels = speaksScenarioLanguage(session.scenario, session.language);
  const phaseName = (i: number): string => {
    const kind = plan.kinds[i]!;
    return ownLabels || kind === 'other' ? plan.labels[i]! : say(session.textLocale, `phase.${kind}`);
  };
  // Messages are formatted only for a flag actually raised (the catalogue caches the formatter).
  const builtin = (flag: string, params?: Record<string, string>) => {
    if (!hasFlag(session.flags, flag) && !hasFlag(newFlags, flag)) raise(flag, say(session.textLocale, `flag.${flag}`, params), 'builtin', say(session.textLocale, `flag_label.${flag}`));
  };
  if (session.role === 'learner') {
    if (features.hostility > 0) builtin('hostility');
    if (counters.pushyTurns >= 2 && features.pressure > 0) builtin('pressure');
    if (firstSkippedCritical !== undefined) builtin('skipped_critical_phase', { phase: phaseName(firstSkippedCritical) });
    if (features.commitmentRequest && session.state.trust - session.state.resistance <= 0.1) builtin('premature_commitment_request');
    if (features.words > 150) builtin('monologue');
  }
  if (compiled.patterns.length > 0) {
    const vars = conditionVars(counters, state, session.initialState, step.phaseIndex);
    for (const p of compiled.patterns) {
      if (!(p.kind === 'condition' ? p.test(vars) : p.matches({ features, text })) || hasFlag(session.flags, p.flag) || hasFlag(newFlags, p.flag)) continue;
      newFlags.push(failurePatternFlag(session, p, p.kind === 'condition' ? 'condition' : 'builtin_prose', turn));
    }
  }

  let hint = null;
  if (session.coachEnabled) {
    const result = coachHint({
      role: session.role,
      features,
      counters,
      locale: session.textLocale,
      formality: session.formality,
      phaseChanged: step.changed,
      phaseLabel: step.changed && step.phaseIndex < plan.ids.length ? phaseName(step.phaseIndex) : null,
      skippedCriticalLabel: firstSkippedCritical !== undefined ? phaseName(firstSkippedCritical) : null,
      inLastPhase: plan.ids.length > 0 && step.phaseIndex === plan.ids.length - 1,
      maxUserTurns: session.maxUserTurns,
      initialResistance: session.initialState.resistance,
      now,
    });
    hint = result.hint;
    counters = result.counters;
  }

  // The character as a person (character.ts): facts, objections, the hidden-need ladder. Only in
  // the scenario's own language (its facts are written in it) and when the learner practises.
  const character = session.role === 'learner' && speaksScenarioLanguage(session.scenario, session.language) ? compiledCharacter(session.scenario) : null;
  let characterReply: { said: readonly string[]; reaction: ReturnType<typeof reactionFor> | null; lines: NonNullable<EngineSession['scenario']['character']>['lines'] } | undefined;
  let said: Set<string> | undefined;
  if (character) {
    said = new Set();
    for (const t of session.turns) if (t.role === 'npc') said.add(t.text);
    const ct = characterTurn({
      character,
      features,
      turnKeys: contentKeys(analysis.tokens, lexiconFor(session.language)),
      reaction: reactionFor(features, state),
      next: state,
      thresholds: { trust: SUCCESS.trust, resistance: SUCCESS.resistance, initial: session.initialState },
      progress: counters,
      turn,
    });
    counters = copyCounters(counters);
    Object.assign(counters, ct.progress);
    state = ct.state;
    // Saying yes is the commitment: the state shows it.
    if (ct.reaction === 'commitYes' && state.commitment_level < SUCCESS.commitment) state = { ...state, commitment_level: SUCCESS.commitment };
    // The mood shown and the stance stated come from one state: a character who says "not yet" is
    // not shown convinced, and one who says yes is.
    if ((ct.reaction === 'commitNotYet' || ct.reaction === 'commitMaybe') && state.emotion === 'convinced') state = { ...state, emotion: state.trust >= 0.65 ? 'warm' : 'neutral' };
    else if (ct.reaction === 'commitYes' && state.emotion !== 'convinced') state = { ...state, emotion: 'convinced' };
    characterReply = { said: ct.lines, reaction: ct.reaction, lines: character.source.lines };
  }

  const reply = builtinReply({
    texts,
    role: session.role,
    phaseKind: plan.kinds[step.phaseIndex] ?? null,
    features,
    next: state,
    turn,
    userText: text,
    previousNpcText,
    concerns: concernsFor(session.scenario, session.language, texts, compiled.category),
    character: characterReply,
    said,
  });

  const prepared: PreparedTurn = { features, nextState: state, phaseIndex: step.phaseIndex, phaseChanged: step.changed, newFlags, coachHint: hint, builtinReply: reply, counters };
  if (characterReply && characterReply.said.length > 0) prepared.characterCue = characterReply.said.join(' ');
  return prepared;
}

export function commitTurn(session: EngineSession, userText: string, prepared: PreparedTurn, npcText: string, now: number): EngineSession {
  const plan = compiledScenario(session.scenario).phases;
  const counters = copyCounters(prepared.counters as Counters);
  counters.npcWords += lineInfo(npcText, session.language).words;
  const stateBefore = session.state;
  session.state = prepared.nextState;
  session.phaseIndex = prepared.phaseIndex;
  const phaseId = plan.ids[prepared.phaseIndex] ?? null;
  if (phaseId !== null && !session.visitedPhases.includes(phaseId)) session.visitedPhases.push(phaseId);
  session.turns.push({ role: 'user', text: userText, timestamp: now }, { role: 'npc', text: npcText, timestamp: now });
  if (prepared.coachHint) session.hints.push(prepared.coachHint);
  for (const f of prepared.newFlags) session.flags.push(f);
  const previous = session.timeline[session.timeline.length - 1] as CompactRecord | undefined;
  session.timeline.push(
    new CompactRecord(
      counters.turn,
      packFeatures(prepared.features),
      previous?.a ?? packState(stateBefore),
      packState(prepared.nextState),
      phaseId,
      prepared.coachHint,
      userText,
      npcText,
    ),
  );
  session.counters = counters;
  return session;
}

export function buildReport(session: EngineSession, now: number, aiSummary?: string): Report {
  return buildKstarReport(session, now, aiSummary);
}

/** Loads the act classifier's weights now (about 50 ms) rather than on the first learner turn. */
export function warmEngine(): void {
  shippedModel();
}

export { chooseLanguage, SUPPORTED_LANGUAGES } from './lang/index.js';
export { spokenLanguage } from './messages.js';
export { conditionProblem, VARIABLES as CONDITION_VARIABLES } from './conditions.js';

/** The scenario's failure patterns written in plain language (a model may judge these). */
export function prosePatterns(scenario: EngineSession['scenario']): { flag: string; description: string; condition: string }[] {
  return compiledScenario(scenario).patterns.flatMap((p) => (p.kind === 'prose' ? [{ flag: p.flag, description: p.description, condition: p.condition }] : []));
}

/** The character's latest line (what the learner answered). */
export function previousNpcLine(session: EngineSession): string {
  return lastNpcText(session);
}
export { EMOTIONS } from './categories.js';
