// Prints the built-in critic's figures on its labelled set (test/fixtures/content-critic): per
// fault class recall and precision at the right place, and the clean items' false-alarm rate,
// for the tuning part, the held-out part and all; then each clean writer's items that the checks
// were tuned on (the third to ninth, fourteenth, fifteenth, eighteenth, nineteenth, twenty-second
// twenty-third, twenty-sixth, twenty-seventh, thirtieth and thirty-first: held out until their
// false alarms were fixed by design); then the thirty-fourth and thirty-fifth writers', never tuned
// on and never looked at while tuning: the false-alarm figure that counts; then the faults the
// tenth to thirteenth, sixteenth, seventeenth, twentieth, twenty-first, twenty-fourth, twenty-fifth,
// twenty-eighth and twenty-ninth writers planted apart (tuning data since the fifth to tenth rounds
// were built on their misses); last, the faults the thirty-second and thirty-third writers planted
// apart, never tuned on: the recall that counts.
// `--verbose` lists every miss and false alarm of the tuning data; the held-out sets print their
// figures only.
import { CLEAN_SECOND } from '../test/fixtures/content-critic/clean-second-writer.js';
import { FAULTY_ELEVENTH, FAULTY_SEVENTEENTH, FAULTY_SIXTEENTH, FAULTY_TENTH, FAULTY_THIRTEENTH, FAULTY_TWELFTH, FAULTY_TWENTIETH, FAULTY_TWENTY_FIRST, FAULTY_TWENTY_FOURTH, FAULTY_TWENTY_FIFTH, FAULTY_TWENTY_EIGHTH, FAULTY_TWENTY_NINTH, FAULTY_THIRTY_SECOND, FAULTY_THIRTY_THIRD, HELD_OUT_CLEAN_THIRTIETH, HELD_OUT_CLEAN_THIRTY_FIRST, HELD_OUT_CLEAN_THIRTY_FOURTH, HELD_OUT_CLEAN_THIRTY_FIFTH, HELD_OUT_CLEAN_TWENTY_SECOND, HELD_OUT_CLEAN_TWENTY_THIRD, HELD_OUT_CLEAN_TWENTY_SIXTH, HELD_OUT_CLEAN_TWENTY_SEVENTH, FIFTH_WRITER_CLEAN, FOURTH_WRITER_CLEAN, HELD_OUT_CLEAN_EIGHTEENTH, HELD_OUT_CLEAN_EIGHTH, HELD_OUT_CLEAN_FIFTEENTH, HELD_OUT_CLEAN_FOURTEENTH, HELD_OUT_CLEAN_NINETEENTH, HELD_OUT_CLEAN_NINTH, LABELLED, SEVENTH_WRITER_CLEAN, SIXTH_WRITER_CLEAN, THIRD_WRITER_CLEAN, type LabelledItem } from '../test/fixtures/content-critic/index.js';
import { score, table } from '../test/content/critic-eval.js';

const verbose = process.argv.includes('--verbose');
for (const [name, items] of [['Tuning items', LABELLED.filter((i) => i.split === 'tune')], ['Held-out items', LABELLED.filter((i) => i.split === 'held-out')], ['All items', LABELLED]] as const) {
  const s = score(items);
  console.log(table(name, s), '\n');
  if (verbose && name === 'All items') {
    const second = s.clean.flaggedIds.filter((id) => CLEAN_SECOND.some((c) => c.id === id)).length;
    console.log(`Second writer's clean items with a finding of medium severity or above: ${second} of ${CLEAN_SECOND.length} (${(second / CLEAN_SECOND.length).toFixed(2)})\n`);
    console.log(['Misses:', ...s.misses, '', 'False alarms:', ...s.falseAlarms, '', `Flagged clean: ${s.clean.flaggedIds.join(', ')}`].join('\n'));
  }
}

function cleanFigure(label: string, items: LabelledItem[], details = verbose) {
  const s = score(items);
  console.log(`${label}: ${s.clean.flagged} of ${s.clean.items} flagged (${s.clean.rate.toFixed(2)})`);
  if (details) console.log(['False alarms:', ...s.falseAlarms, '', `Flagged: ${s.clean.flaggedIds.join(', ')}`, ''].join('\n'));
}

cleanFigure("Third writer's clean items (tuned on since their false alarms were fixed)", THIRD_WRITER_CLEAN);

// The fourth writer's clean items, written apart; held out until their false alarms were fixed by design.
cleanFigure("Fourth writer's clean items (tuned on since their false alarms were fixed)", FOURTH_WRITER_CLEAN);

// The fifth writer's clean items, written apart; held out until their false alarms were fixed by design.
cleanFigure("Fifth writer's clean items (tuned on since their false alarms were fixed)", FIFTH_WRITER_CLEAN);

// The sixth and seventh writers' clean items, written apart; held out (11 of 100 flagged) until their false alarms were fixed by design.
cleanFigure("Sixth writer's clean items (tuned on since their false alarms were fixed)", SIXTH_WRITER_CLEAN);
cleanFigure("Seventh writer's clean items (tuned on since their false alarms were fixed)", SEVENTH_WRITER_CLEAN);

// The eighth and ninth writers' clean items, written apart; a guard for the fifth round of checks,
// then tuning data since the sixth round read their false alarms and fixed the causes by design.
cleanFigure("Eighth writer's clean items (tuned on since the sixth round)", HELD_OUT_CLEAN_EIGHTH);
cleanFigure("Ninth writer's clean items (tuned on since the sixth round)", HELD_OUT_CLEAN_NINTH);
cleanFigure('Eighth and ninth together', [...HELD_OUT_CLEAN_EIGHTH, ...HELD_OUT_CLEAN_NINTH]);

// The fourteenth and fifteenth writers' clean items, written apart while the fifth round was under
// way: the held-out figure of that round (10 of 100), tuning data since the sixth round read them.
cleanFigure("Fourteenth writer's clean items (tuned on since the sixth round)", HELD_OUT_CLEAN_FOURTEENTH);
cleanFigure("Fifteenth writer's clean items (tuned on since the sixth round)", HELD_OUT_CLEAN_FIFTEENTH);
cleanFigure('Fourteenth and fifteenth together', [...HELD_OUT_CLEAN_FOURTEENTH, ...HELD_OUT_CLEAN_FIFTEENTH]);

// The eighteenth and nineteenth writers' clean items, written apart while the sixth round was under
// way: that round's held-out figure (10 of 100), tuning data since the seventh round read them.
cleanFigure("Eighteenth writer's clean items (tuned on since the seventh round)", HELD_OUT_CLEAN_EIGHTEENTH);
cleanFigure("Nineteenth writer's clean items (tuned on since the seventh round)", HELD_OUT_CLEAN_NINETEENTH);
cleanFigure('Eighteenth and nineteenth together', [...HELD_OUT_CLEAN_EIGHTEENTH, ...HELD_OUT_CLEAN_NINETEENTH]);

// The twenty-second and twenty-third writers' clean items, written apart while the seventh round
// was under way: that round's held-out figure (12 of 100), tuning data since the eighth round read them.
cleanFigure("Twenty-second writer's clean items (tuned on since the eighth round)", HELD_OUT_CLEAN_TWENTY_SECOND);
cleanFigure("Twenty-third writer's clean items (tuned on since the eighth round)", HELD_OUT_CLEAN_TWENTY_THIRD);
cleanFigure('Twenty-second and twenty-third together', [...HELD_OUT_CLEAN_TWENTY_SECOND, ...HELD_OUT_CLEAN_TWENTY_THIRD]);

// The twenty-sixth and twenty-seventh writers' clean items, written apart while the eighth round
// was under way: that round's held-out figure (9 of 100), tuning data since the ninth round read them.
cleanFigure("Twenty-sixth writer's clean items (tuned on since the ninth round)", HELD_OUT_CLEAN_TWENTY_SIXTH);
cleanFigure("Twenty-seventh writer's clean items (tuned on since the ninth round)", HELD_OUT_CLEAN_TWENTY_SEVENTH);
cleanFigure('Twenty-sixth and twenty-seventh together', [...HELD_OUT_CLEAN_TWENTY_SIXTH, ...HELD_OUT_CLEAN_TWENTY_SEVENTH]);

// The thirtieth and thirty-first writers' clean items, written apart while the ninth round was
// under way: that round's held-out figure (9 of 100), tuning data since the tenth round read them.
cleanFigure("Thirtieth writer's clean items (tuned on since the tenth round)", HELD_OUT_CLEAN_THIRTIETH);
cleanFigure("Thirty-first writer's clean items (tuned on since the tenth round)", HELD_OUT_CLEAN_THIRTY_FIRST);
cleanFigure('Thirtieth and thirty-first together', [...HELD_OUT_CLEAN_THIRTIETH, ...HELD_OUT_CLEAN_THIRTY_FIRST]);

// The thirty-fourth and thirty-fifth writers' clean items, written apart while the tenth round was
// under way, never tuned on: the false-alarm figure that counts (the goal: at most 1 in 10 with a
// finding of medium severity or above). Figures only, so that nobody tunes on them by reading this
// output.
cleanFigure("Thirty-fourth writer's clean items (held out, never tuned on)", HELD_OUT_CLEAN_THIRTY_FOURTH, false);
cleanFigure("Thirty-fifth writer's clean items (held out, never tuned on)", HELD_OUT_CLEAN_THIRTY_FIFTH, false);
cleanFigure('Thirty-fourth and thirty-fifth together (held out)', [...HELD_OUT_CLEAN_THIRTY_FOURTH, ...HELD_OUT_CLEAN_THIRTY_FIFTH], false);

// Faults planted by a tenth and an eleventh writer who never saw the critic (5 a class each): the
// fifth round of checks was built on their misses, so they are tuning data now.
const tuned = score([...FAULTY_TENTH, ...FAULTY_ELEVENTH]);
console.log(`\n${table('Faults planted by the tenth and eleventh writers (tuning data since the fifth round)', tuned)}`);
if (verbose) console.log(['Misses:', ...tuned.misses, '', 'False alarms:', ...tuned.falseAlarms].join('\n'));

// Faults planted by a twelfth and a thirteenth writer, apart, while the fifth round was under way:
// its held-out figure, tuning data since the sixth round read their misses.
const tunedSixth = score([...FAULTY_TWELFTH, ...FAULTY_THIRTEENTH]);
console.log(`\n${table('Faults planted by the twelfth and thirteenth writers (tuning data since the sixth round)', tunedSixth)}`);
if (verbose) console.log(['Misses:', ...tunedSixth.misses, '', 'False alarms:', ...tunedSixth.falseAlarms].join('\n'));

// Faults planted by a sixteenth and a seventeenth writer, apart, while the sixth round was under
// way: its held-out figure, tuning data since the seventh round read their misses.
const tunedSeventh = score([...FAULTY_SIXTEENTH, ...FAULTY_SEVENTEENTH]);
console.log(`\n${table('Faults planted by the sixteenth and seventeenth writers (tuning data since the seventh round)', tunedSeventh)}`);
if (verbose) console.log(['Misses:', ...tunedSeventh.misses, '', 'False alarms:', ...tunedSeventh.falseAlarms].join('\n'));

// Faults planted by a twentieth and a twenty-first writer, apart, while the seventh round was under
// way: its held-out figure, tuning data since the eighth round read their misses.
const tunedEighth = score([...FAULTY_TWENTIETH, ...FAULTY_TWENTY_FIRST]);
console.log(`\n${table('Faults planted by the twentieth and twenty-first writers (tuning data since the eighth round)', tunedEighth)}`);
if (verbose) console.log(['Misses:', ...tunedEighth.misses, '', 'False alarms:', ...tunedEighth.falseAlarms].join('\n'));

// Faults planted by a twenty-fourth and a twenty-fifth writer, apart, while the eighth round was
// under way: its held-out figure, tuning data since the ninth round read their misses.
const tunedNinth = score([...FAULTY_TWENTY_FOURTH, ...FAULTY_TWENTY_FIFTH]);
console.log(`\n${table('Faults planted by the twenty-fourth and twenty-fifth writers (tuning data since the ninth round)', tunedNinth)}`);
if (verbose) console.log(['Misses:', ...tunedNinth.misses, '', 'False alarms:', ...tunedNinth.falseAlarms].join('\n'));

// Faults planted by a twenty-eighth and a twenty-ninth writer, apart, while the ninth round was
// under way: its held-out figure, tuning data since the tenth round read their misses.
const tunedTenth = score([...FAULTY_TWENTY_EIGHTH, ...FAULTY_TWENTY_NINTH]);
console.log(`\n${table('Faults planted by the twenty-eighth and twenty-ninth writers (tuning data since the tenth round)', tunedTenth)}`);
if (verbose) console.log(['Misses:', ...tunedTenth.misses, '', 'False alarms:', ...tunedTenth.falseAlarms].join('\n'));

// Faults planted by a thirty-second and a thirty-third writer, apart, while the tenth round was
// under way; never tuned on: the recall that counts. Figures only.
const heldOut = score([...FAULTY_THIRTY_SECOND, ...FAULTY_THIRTY_THIRD]);
console.log(`\n${table('Faults planted by the thirty-second and thirty-third writers (held out, never tuned on)', heldOut)}`);
