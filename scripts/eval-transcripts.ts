// npm run eval:transcripts: every built-in scenario's skilled and poor transcripts
// (test/fixtures/transcripts) played through the engine: outcome, checklist and score of each.
// VERBOSE=<scenario_id> prints the conversation.
import { builtinScenarioLibrary } from '../src/conversations/scenarios/library.js';
import { playTranscript, transcriptsFor } from '../test/conversations/scenarios/transcripts.js';

let skilledOk = 0, poorOk = 0, beats = 0, n = 0;
for (const s of builtinScenarioLibrary().list()) {
  const t = transcriptsFor(s.scenario_id);
  if (!t) continue;
  n++;
  const good = playTranscript(s, t.skilled);
  const bad = playTranscript(s, t.poor);
  if (good.report.outcome === 'success') skilledOk++;
  if (bad.report.outcome !== 'success') poorOk++;
  if (good.report.overall_score > bad.report.overall_score) beats++;
  const marks = (r: typeof good.report) => (r.outcome_checklist ?? []).map((o) => (o.met ? '✓' : '✗') + o.id).join(' ');
  console.log(`${s.scenario_id}: skilled ${good.report.outcome} ${good.report.overall_score} [${marks(good.report)}] | poor ${bad.report.outcome} ${bad.report.overall_score} [${marks(bad.report)}]`);
  if (good.report.outcome !== 'success' && process.env.WHY) {
    const c = good.session.counters, st = good.session.state;
    console.log(`   why: trust ${st.trust} resistance ${st.resistance} commitment ${st.commitment_level}; objections raised ${c.objectionsRaised!.toString(2)} settled ${c.objectionsSettled!.toString(2)} of ${s.character?.objections.length}; rung ${c.rung}; agreed ${c.agreed}; commitment requests ${c.commitmentRequests}`);
  }
  if (process.env.VERBOSE === s.scenario_id) {
    for (const [name, lines, played] of [['skilled', t.skilled, good], ['poor', t.poor, bad]] as const) {
      console.log(`--- ${name}`);
      lines.forEach((l, i) => console.log(`  L${i + 1} [${played.report.timeline[i]?.user_action.replace(/^".*" /, '')}] ${l}\n     -> ${played.npc[i]}  ${JSON.stringify(played.report.timeline[i]?.state_delta)}`));
    }
  }
}
console.log(`\n${n} scenarios: skilled success ${skilledOk}/${n}, poor not success ${poorOk}/${n}, skilled outscores poor ${beats}/${n}`);
