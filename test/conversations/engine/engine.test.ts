// The facade end to end: purity of prepareTurn, flags, phases, coach, replies, report citations,
// counterpart role and language fallback.
import { describe, expect, it } from 'vitest';
import { buildReport, commitTurn, prepareTurn, start, type StartInput } from '../../../src/conversations/engine/index.js';
import { compiledScenario } from '../../../src/conversations/engine/compiled.js';
import type { EngineSession } from '../../../src/conversations/engine/types.js';
import { packFor } from '../../../src/conversations/engine/lang/index.js';
import { say } from '../../../src/conversations/engine/messages.js';
import { phasedSales, scenarioOf } from './fixtures.js';

function run(lines: string[], input: Partial<StartInput> = {}): EngineSession {
  let { session } = start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 0, ...input });
  lines.forEach((line, i) => {
    const p = prepareTurn(session, line, (i + 1) * 10_000);
    session = commitTurn(session, line, p, p.builtinReply, (i + 1) * 10_000);
  });
  return session;
}

const goodSales = [
  'Hi Sam, thanks for making the time. How are things going with your current setup?',
  "It sounds like the switching costs are what worry you most. What would a switch need to look like for you?",
  'I understand, that is a fair concern. For example, clients like you cut admin time by 30% in the first month, which means your team saves about a day a week.',
  'First, a two-week pilot with one team; then we review the numbers together. That way there is no risk for you.',
  'Would you be willing to start the pilot next Monday?',
];

describe('start', () => {
  it('opens in character with the profile name and derived state', () => {
    const { session, openingMessage } = start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 5 });
    expect(openingMessage).toContain('Sam');
    expect(session.turns).toEqual([{ role: 'npc', text: openingMessage, timestamp: 5 }]);
    expect(session.state).toMatchObject({ trust: 0.4, resistance: 0.6, commitment_level: 0.2, emotion: 'guarded' });
    expect(session.state.skepticism).toBeGreaterThan(0);
    expect(session.visitedPhases).toEqual(['opening']);
  });

  it('normalises the locale to its language and falls back to English clearly', () => {
    expect(start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 0, locale: 'de-AT' }).session.language).toBe('de');
    const ja = start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 0, locale: 'ja-JP' }).session;
    expect(ja.language).toBe('en');
    expect(ja.requestedLocale).toBe('ja-JP');
    expect(ja.languageFallback).toBe(true);
  });
});

describe('prepareTurn / commitTurn', () => {
  it('prepareTurn does not touch the session', () => {
    const session = run(goodSales.slice(0, 2));
    const before = structuredClone(session);
    prepareTurn(session, 'You need to sign right now, this is ridiculous!', 99_000);
    expect(session).toEqual(before);
  });

  it('commitTurn appends the turn pair, the timeline record, hints and flags', () => {
    const session = run(goodSales);
    expect(session.turns).toHaveLength(1 + 2 * goodSales.length);
    expect(session.timeline.map((r) => r.turn_number)).toEqual([1, 2, 3, 4, 5]);
    expect(session.timeline[1]!.state_before).toEqual(session.timeline[0]!.state_after);
    expect(session.timeline[0]!.state_before).toEqual(session.initialState);
    expect(session.timeline[4]!.state_after).toEqual(session.state);
    expect(session.timeline[0]!.features).toMatchObject({ openQuestions: 1, commitmentRequest: false });
    expect(session.turns[2]).toEqual({ role: 'npc', text: session.timeline[0]!.npc_text, timestamp: 10_000 });
  });

  it('a well-run sales conversation builds trust and commitment and reaches the closing phase', () => {
    const session = run(goodSales);
    expect(session.state.trust).toBeGreaterThan(0.55);
    expect(session.state.resistance).toBeLessThan(0.45);
    expect(session.state.commitment_level).toBeGreaterThan(0.3);
    expect(session.visitedPhases).toEqual(['opening', 'discovery', 'presentation', 'closing']);
    expect(session.flags.map((f) => f.flag)).not.toContain('skipped_critical_phase');
  });

  it('raises a failure-pattern flag once, on the first turn its condition holds', () => {
    const session = run(['Do you use Excel?', 'Is it slow?', 'Does your team like it?', 'Is it expensive?']);
    const flags = session.flags.filter((f) => f.flag === 'interrogation');
    expect(flags).toEqual([{ flag: 'interrogation', description: 'Interrogation with closed questions', turn_number: 3, evaluator: 'condition' }]);
    expect(session.flags.find((f) => f.flag === 'no_empathy')?.turn_number).toBe(2);
  });

  it('detects a skipped critical phase (pitching before discovery) with a flag and a coach warning', () => {
    const { session } = start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 0 });
    const p = prepareTurn(session, 'Our product saves 30% of admin time, research shows it.', 1000);
    expect(p.phaseIndex).toBe(2);
    expect(p.newFlags.map((f) => f.flag)).toContain('skipped_critical_phase');
    expect(p.coachHint).toMatchObject({ type: 'warning', timestamp: 1000 });
    expect(p.coachHint!.message).toContain('Discovery');
  });

  it('built-in flags: hostility on the first hostile turn', () => {
    const session = run(['Hello.', 'This is a stupid objection, honestly.', 'You idiot.']);
    expect(session.flags.filter((f) => f.flag === 'hostility')).toEqual([expect.objectContaining({ turn_number: 2 })]);
  });
});

describe('coach', () => {
  const hintFor = (lines: string[], last: string) => {
    const session = run(lines);
    return prepareTurn(session, last, 1).coachHint;
  };
  it.each([
    ['hostility outranks everything', [], 'Shut up and listen, you must sign today.', 'warning', /hostile/],
    ['pressure', [], 'You need to sign today, last chance.', 'warning', /pushing/],
    ['three closed questions in a row', ['Do you use Excel?', 'Is it slow?'], 'Does your team like it?', 'suggestion', /3 closed questions/],
    ['long monologue', [], 'word '.repeat(130), 'suggestion', /130 words/],
    ['a good reflection', ['How are things going?'], 'It sounds like switching costs are the real worry.', 'praise', /reflection/],
    ['a phase change', [], 'How are things going with your current setup?', 'phase', /Discovery/],
  ])('%s', (_name, lines, last, type, message) => {
    const hint = hintFor(lines, last);
    expect(hint?.type).toBe(type);
    expect(hint?.message).toMatch(message);
  });

  it('an open question about their needs is not pushing, even with "you need to" and "right now" in it', () => {
    const session = run(['How are things going with your current setup?']);
    const p = prepareTurn(session, 'What would you need to see, right now, to feel comfortable with a change?', 1);
    expect(p.coachHint?.type).not.toBe('warning');
    expect(p.features.pressure).toBe(0);
    expect(p.nextState.trust).toBeGreaterThanOrEqual(session.state.trust);
    expect(p.builtinReply).not.toMatch(/push|rushed|Slow down/);
  });

  it('asks for a commitment near the end when none was requested', () => {
    let { session } = start({ scenario: scenarioOf('sales'), role: 'learner', coachEnabled: true, now: 0, maxUserTurns: 5 });
    const hints = [];
    for (const line of ['Hello there.', 'Nice weather today.', 'Our offices are in town.', 'We have many clients.']) {
      const p = prepareTurn(session, line, 1);
      hints.push(p.coachHint);
      session = commitTurn(session, line, p, p.builtinReply, 1);
    }
    expect(hints.filter((h) => h?.type === 'suggestion' && /commitment/.test(h.message))).toHaveLength(1);
  });

  it('coachEnabled false gives no hints', () => {
    const { session } = start({ scenario: phasedSales, role: 'learner', coachEnabled: false, now: 0 });
    expect(prepareTurn(session, 'You idiot, sign now!', 1).coachHint).toBeNull();
  });
});

describe('coach for role counterpart', () => {
  it('info when the portrayal is too thin, suggestion when the character gives in at once', () => {
    const { session } = start({ scenario: phasedSales, role: 'counterpart', coachEnabled: true, now: 0 });
    expect(prepareTurn(session, 'ok', 1).coachHint?.type).toBe('info');
    expect(prepareTurn(session, 'Sounds good, I agree with everything you say.', 1).coachHint?.type).toBe('suggestion');
  });
});

describe('failure conditions are compiled once per scenario', () => {
  it('the compiled form is cached by scenario identity', () => {
    expect(compiledScenario(phasedSales)).toBe(compiledScenario(phasedSales));
    expect(compiledScenario(phasedSales).patterns.map((p) => p.flag)).toEqual(['interrogation', 'no_empathy']);
    expect(compiledScenario({ ...phasedSales })).not.toBe(compiledScenario(phasedSales));
  });
});

describe('built-in replies', () => {
  it('vary deterministically: the same reaction is worded differently across a session, identically across replays', () => {
    const lines = Array.from({ length: 8 }, () => 'What else matters to you?');
    const a = run(lines).turns.filter((t) => t.role === 'npc').map((t) => t.text);
    const b = run(lines).turns.filter((t) => t.role === 'npc').map((t) => t.text);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBeGreaterThan(3);
  });

  it('use the profile name in the opening and answer questions with the category concern', () => {
    const { session, openingMessage } = start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 0 });
    expect(openingMessage).toMatch(/Sam/);
    expect(prepareTurn(session, 'What matters most to you in a new tool?', 1).builtinReply).toMatch(/price|switching costs|workflow/);
  });

  it('never repeat the previous character line, even when the learner repeats themselves', () => {
    let { session } = start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 0 });
    for (let i = 0; i < 30; i++) {
      const line = i % 2 ? 'Is it slow?' : 'ok';
      const p = prepareTurn(session, line, i);
      const previous = session.turns[session.turns.length - 1]!.text;
      expect(p.builtinReply).not.toBe(previous);
      session = commitTurn(session, line, p, p.builtinReply, i);
    }
  });

  it('react to how the learner talks', () => {
    const { session } = start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 0 });
    const hostile = prepareTurn(session, 'This is ridiculous, you idiot.', 1).builtinReply;
    const warm = prepareTurn(session, "I'm sorry, that sounds really frustrating.", 1).builtinReply;
    expect(hostile).not.toBe(warm);
    expect(hostile).toMatch(/tone|rude|talk to me|spoken to/);
    expect(warm).toMatch(/Thank|appreciate|means a lot|understood/);
  });
});

describe('report', () => {
  it('cites the learner\'s own turns, numbers and words', () => {
    const session = run(goodSales);
    const report = buildReport(session, 120_000);
    expect(report.kstar.action).toMatch(/turn \d/);
    expect(report.kstar.action).toMatch(/"[^"]+"/);
    expect(report.kstar.situation).toContain('0.40');
    expect(report.kstar.task).toContain('two-week pilot');
    expect(report.skill_scores.map((s) => s.skill)).toEqual(['empathy', 'structure', 'assertiveness', 'closure', 'strategy']);
    const empathy = report.skill_scores[0]!;
    expect(empathy.feedback).toMatch(/Turn [23] \("/);
    expect(report.timeline).toHaveLength(5);
    expect(report.timeline[0]!.user_action).toContain('Hi Sam');
    // A good learner gets a short plan: only what they did not already show (see the next test).
    expect(report.improvement_plan.length).toBeGreaterThanOrEqual(1);
    expect(report.duration_seconds).toBe(120);
    expect(report.metrics.user_turns).toBe(5);
    expect(report.conviction_delta).toBeCloseTo(session.state.commitment_level - 0.2, 3);
    expect(report.overall_score).toBeGreaterThan(40);
  });

  it('never recommends a behaviour the learner already showed, and reports MITI-style counts', () => {
    const item = (key: string) => say('en', `report.plan.${key}`, { formality: 'formal' });
    const texts = { empathy: item('empathy'), reflection: item('reflection'), closure: item('closure'), structure: item('structure') };
    // goodSales reflects and empathises (turn 2-3), signposts (turn 4), asks for a commitment (turn 5).
    const report = buildReport(run(goodSales), 1);
    for (const shown of [texts.empathy, texts.reflection, texts.closure, texts.structure]) expect(report.improvement_plan).not.toContain(shown);
    // A learner who only states facts is told to do all of it.
    const flat = buildReport(run(['Hello.', 'We have a product.', 'It costs money.', 'Um, you know, it is good.']), 1);
    expect(flat.improvement_plan).toEqual(expect.arrayContaining([texts.reflection]));
    expect(flat.improvement_plan.some((p) => p === texts.closure || p === texts.empathy)).toBe(true);
    expect(flat.metrics).toMatchObject({ filler_count: 2, reflection_to_question_ratio: 0 });
    expect(flat.metrics.talk_ratio_chars).toBeGreaterThan(0);
    expect(flat.metrics.talk_ratio_chars).toBeLessThan(1);
  });

  it('suggests a better line for the two weakest turns, fitted to what went wrong, in the session language', () => {
    const plan = { pressure: say('en', 'report.better_line.pressure', { formality: 'formal' }) };
    const report = buildReport(run(['How are things going with your current setup?', 'You need to sign today, last chance.', 'Is it slow?', 'It sounds like the switching costs worry you.']), 1);
    expect(report.better_lines).toHaveLength(2);
    const pushy = report.better_lines.find((b) => b.turn_number === 2);
    expect(pushy).toEqual({ turn_number: 2, said: 'You need to sign today, last chance.', suggestion: plan.pressure });
    expect(report.better_lines.map((b) => b.turn_number)).toEqual([...report.better_lines.map((b) => b.turn_number)].sort((a, b) => a - b));
    const es = buildReport(run(['¿Es lento?', 'Tiene que firmar hoy, última oportunidad.'], { locale: 'es' }), 1);
    expect(es.better_lines.map((b) => b.suggestion)).toContain(say('es', 'report.better_line.pressure', { formality: 'formal' }));
    expect(buildReport(run([]), 1).better_lines).toEqual([]);
  });

  it('state_delta holds only changed fields, 3 decimals, plus the emotion change', () => {
    const report = buildReport(run(goodSales), 1);
    for (const t of report.timeline) {
      for (const [k, v] of Object.entries(t.state_delta)) {
        if (k === 'emotion') expect(typeof v).toBe('string');
        else {
          expect(v).not.toBe(0);
          expect(Math.round((v as number) * 1000) / 1000).toBe(v);
        }
      }
    }
  });

  it('outcome follows the documented thresholds and the summary can come from the caller', () => {
    expect(buildReport(run([]), 1).outcome).toBe('failure');
    const hostile = run(['You idiot.', 'Shut up, this is stupid.', 'Sign now or else, you moron!']);
    expect(buildReport(hostile, 1).outcome).toBe('failure');
    expect(buildReport(hostile, 1).improvement_plan[0]).toMatch(/Turn 1 \("You idiot\."\) was hostile/);
    expect(buildReport(hostile, 1, 'Model summary.').ai_summary).toBe('Model summary.');
  });

  it('the same session gives the same report', () => {
    const a = buildReport(run(goodSales), 50_000);
    const b = buildReport(run(goodSales), 50_000);
    expect(a).toEqual(b);
  });

  it('weights skills by evaluation_criteria', () => {
    const session = run(goodSales);
    const report = buildReport(session, 1);
    const w = { empathy: 30, structure: 10, assertiveness: 10, closure: 25, strategy: 25 };
    const expected = report.skill_scores.reduce((a, s) => a + s.score * w[s.skill as keyof typeof w], 0) / 100;
    expect(report.overall_score).toBe(Math.round(expected));
  });
});

describe('role counterpart (the learner plays the character)', () => {
  const texts = packFor('en').texts;
  it('the engine replies as the practitioner and the state follows the portrayal', () => {
    const started = start({ scenario: phasedSales, role: 'counterpart', coachEnabled: true, now: 0 });
    let session = started.session;
    expect(started.openingMessage).toMatch(/\?/);
    const lines = [
      "Honestly, I'm not sure. We already have a tool and I don't think we can afford a switch.",
      'But my team hates change, and the last rollout was a disaster.',
      'Okay, that makes sense. A small pilot sounds good.',
      "I agree, let's do it.",
    ];
    const replies: string[] = [];
    for (const line of lines) {
      const p = prepareTurn(session, line, 1);
      replies.push(p.builtinReply);
      session = commitTurn(session, line, p, p.builtinReply, 1);
    }
    expect(replies.some((r) => r.includes('?'))).toBe(true);
    expect(replies.some((r) => r.includes('"'))).toBe(true); // reflects the learner's own words back
    expect(session.state.commitment_level).toBeGreaterThan(session.initialState.commitment_level);
    const report = buildReport(session, 1);
    expect(report.skill_scores).toHaveLength(5);
    expect(report.skill_scores[0]!.feedback).toMatch(/Turn \d/);
  });

  it('the practitioner answers a question with a proposal, and meets a stated worry with empathy or a reflection', () => {
    const warm = scenarioOf('sales', { initial_state: { trust: 0.6, resistance: 0.3, commitment_level: 0.2 } });
    const { session } = start({ scenario: warm, role: 'counterpart', coachEnabled: true, now: 0 });
    const asked = prepareTurn(session, 'Maybe. What would that look like?', 1);
    expect(texts.practitioner.propose).toContain(asked.builtinReply);
    // With little trust yet, empathy before any proposal.
    const wary = start({ scenario: phasedSales, role: 'counterpart', coachEnabled: true, now: 0 }).session;
    expect(texts.practitioner.empathize).toContain(prepareTurn(wary, 'Maybe. What would that look like?', 1).builtinReply);
    const worried = prepareTurn(session, 'I worry the team will fall apart if people are not here.', 1);
    expect(worried.features.objection).toBeGreaterThan(0);
    expect(texts.practitioner.explore).not.toContain(worried.builtinReply);
  });

  it('hostile portrayal raises resistance and the practitioner de-escalates', () => {
    const { session } = start({ scenario: phasedSales, role: 'counterpart', coachEnabled: true, now: 0 });
    const p = prepareTurn(session, 'This is stupid, you are wasting my time.', 1);
    expect(p.nextState.resistance).toBeGreaterThan(session.state.resistance);
    expect(p.builtinReply).toMatch(/upset|frustrating/);
  });
});

describe("the character's concerns", () => {
  const open = ['What matters most to you here?', 'How do you see it?', 'What else is on your mind?', 'Why is that?', 'How would that affect you?'];
  const replies = (session: EngineSession) => session.turns.filter((t) => t.role === 'npc').map((t) => t.text);
  const own = ['the Saturday rush', 'card fees on small sales'];
  const withConcerns = scenarioOf('sales', { npc_profile: { name: 'Grace', concerns: own } });

  it("voices the scenario's own concerns, not the category's", () => {
    const said = replies(run(open, { scenario: withConcerns })).join(' ');
    expect(own.some((c) => said.includes(c)), said).toBe(true);
    expect(packFor('en').texts.concerns.sales.some((c) => said.includes(c)), said).toBe(false);
  });

  it("uses the category's translated concerns in a session of another language", () => {
    const said = replies(run(['¿Qué es lo más importante para usted?', '¿Cómo lo ve?', '¿Qué más le preocupa?'], { scenario: withConcerns, locale: 'es' })).join(' ');
    expect(own.some((c) => said.includes(c)), said).toBe(false);
    expect(packFor('es').texts.concerns.sales.some((c) => said.includes(c)), said).toBe(true);
  });

  it('uses its own concerns in another language when the scenario is written in it', () => {
    const spanish = scenarioOf('sales', { language: 'es', npc_profile: { name: 'Grace', concerns: ['las comisiones de la tarjeta'] } });
    const said = replies(run(['¿Qué es lo más importante para usted?', '¿Cómo lo ve?', '¿Qué más le preocupa?'], { scenario: spanish, locale: 'es' })).join(' ');
    expect(said).toContain('las comisiones de la tarjeta');
  });

  it("opens with the scenario's own line in its language, the category's otherwise, the practitioner's in role counterpart", () => {
    const opening = 'Hello! I am just looking, to be honest.';
    const scenario = scenarioOf('sales', { npc_profile: { name: 'Grace', opening } });
    expect(start({ scenario, role: 'learner', coachEnabled: true, now: 0 }).openingMessage).toBe(opening);
    const es = start({ scenario, role: 'learner', coachEnabled: true, now: 0, locale: 'es' }).openingMessage;
    expect(es).not.toBe(opening);
    expect(es).toContain('Grace');
    expect(packFor('en').texts.practitionerOpenings.sales).toContain(start({ scenario, role: 'counterpart', coachEnabled: true, now: 0 }).openingMessage);
  });

  it('the practitioner (role counterpart) never voices them as its own', () => {
    const lines = ["I'm not sure about this at all.", 'The price worries me.', 'Maybe. I need to think.', 'I suppose we could try.', "It's the cost, mostly."];
    const said = replies(run(lines, { scenario: withConcerns, role: 'counterpart' })).join(' ');
    for (const c of [...own, ...packFor('en').texts.concerns.sales]) expect(said).not.toContain(c);
  });
});

describe('what the character answers', () => {
  const reactions = packFor('en').texts.reactions;
  /** The reply comes from one of these templates (matched on the text before any placeholder). */
  const from = (list: readonly string[], reply: string) => list.some((t) => reply.includes(t.split('{')[0]!.trim()));

  it('answers the substance when a turn acknowledges first and then proposes or brings evidence', () => {
    const session = run(['How are things going with your current setup?']);
    const proposal = prepareTurn(session, "That makes sense. Here's what I'd suggest: a two-week pilot, then we review it together.", 1).builtinReply;
    expect(from(reactions.position, proposal), proposal).toBe(true);
    const evidence = prepareTurn(session, 'I understand. For example, clients like you cut admin time by 30%.', 1).builtinReply;
    expect(from([...reactions.evidenceConvinced, ...reactions.evidenceDoubt], evidence), evidence).toBe(true);
    const empathy = prepareTurn(session, 'I understand, that must be hard.', 1).builtinReply;
    expect(from(reactions.empathy, empathy), empathy).toBe(true);
  });
});

describe('phase names in another language', () => {
  it("names phases by the scenario's labels in its language, by translated kind in another", () => {
    const es = start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 0, locale: 'es' }).session;
    const rushed = prepareTurn(es, '¿Estaría dispuesto a empezar un piloto la semana que viene?', 1);
    expect(rushed.coachHint?.message).toContain('«Explorar sus necesidades»');
    expect(rushed.newFlags.find((f) => f.flag === 'skipped_critical_phase')?.description).toContain('Explorar sus necesidades');
    const en = start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 0 }).session;
    expect(prepareTurn(en, 'Would you be willing to start a pilot next week?', 1).coachHint?.message).toContain('"Discovery"');
    // A Spanish scenario keeps its own labels in a Spanish session.
    const spanish = start({ scenario: { ...phasedSales, language: 'es' }, role: 'learner', coachEnabled: true, now: 0, locale: 'es' }).session;
    expect(prepareTurn(spanish, '¿Estaría dispuesto a empezar un piloto la semana que viene?', 1).coachHint?.message).toContain('«Discovery»');
  });
});

describe('coach warnings that fit the moment', () => {
  const hint = (line: string, language = 'en') => {
    const { session } = start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 0, locale: language });
    return prepareTurn(session, line, 1);
  };
  it.each([
    ['a threat', 'Keep this up and I will see you in court.', 'en'],
    ['an ultimatum', 'Either you accept these terms or we walk away.', 'en'],
    ['a dismissal', 'Calm down, you are overreacting.', 'en'],
    ['a Spanish ultimatum', 'Lo toma o lo deja.', 'es'],
    ['a French dismissal', 'Calmez-vous, vous exagérez.', 'fr'],
    ['a German threat', 'Noch ein Fehler und Sie sind raus, das werden Sie bereuen.', 'de'],
  ])('always warns about %s', (_name, line, language) => {
    expect(hint(line, language).coachHint?.type).toBe('warning');
  });

  it.each([
    ['a calm disagreement', 'With respect, I do not think that number is accurate.', 'en'],
    ['"ahora mismo" as a time', 'Ahora mismo estoy en una reunión, le llamo a las cuatro.', 'es'],
    ['"right now" as a time', 'I am free right now if you want to go through it.', 'en'],
  ])('never warns about %s', (_name, line, language) => {
    const p = hint(line, language);
    expect(p.coachHint?.type).not.toBe('warning');
    expect(p.features.pressure).toBe(0);
  });

  it('does not suggest open questions in the closing phase, where closed questions pin down the agreement', () => {
    const closing = run(goodSales.slice(0, 4));
    let session = closing;
    const hints = [];
    for (const line of ['Is Monday good for you?', 'Is one team enough to start?', 'Shall I send the pilot terms today?']) {
      const p = prepareTurn(session, line, 1);
      hints.push(p.coachHint);
      session = commitTurn(session, line, p, p.builtinReply, 1);
    }
    expect(session.phaseIndex).toBe(compiledScenario(session.scenario).phases.ids.length - 1);
    expect(hints.filter((h) => h && /closed questions/.test(h.message))).toEqual([]);
  });
});
