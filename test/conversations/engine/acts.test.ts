// The act classifier (src/conversations/engine/acts/): the shipped model is the one the corpus
// and options produce, training is deterministic, and the judgements the engine relies on hold
// for the lines a trainer named (docs/engine.md, "How a turn is judged").
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/conversations/engine/analyser.js';
import { ACTS } from '../../../src/conversations/engine/acts/acts.js';
import { actScores, classify, lineScores, modelFromJson, shippedModel, MODEL_PATH } from '../../../src/conversations/engine/acts/model.js';
import { actFeatures } from '../../../src/conversations/engine/acts/features.js';
import { ruleAnalysis } from '../../../src/conversations/engine/analyser.js';
import { loadCorpus } from '../../../scripts/eval-pedagogy.js';
import { train } from '../../../src/conversations/engine/acts/train.js';
import { warningFor } from '../../../src/conversations/engine/coach.js';
import { readFileSync } from 'node:fs';
import { trainingDigest, trainingLines } from '../../../scripts/train-acts.js';

describe('act model', () => {
  it('the shipped model was fitted on the current tuning lines with the current options (npm run train:acts)', () => {
    const shipped = JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as { trainedOn?: string };
    expect(shipped.trainedOn).toBe(trainingDigest(trainingLines()));
  });

  it('training is deterministic: the same lines give the same weights', () => {
    const lines = trainingLines().filter((_, i) => i % 10 === 0);
    expect(JSON.stringify(train(lines))).toBe(JSON.stringify(train(lines)));
  });

  it('a line always gets the same act, with a probability in (0, 1]', () => {
    const model = shippedModel();
    const f = ['w:how', 'w:about', 'w:demo', 'q:last'];
    const a = classify(model, f);
    expect(classify(model, f)).toEqual(a);
    expect(ACTS).toContain(a.act);
    expect(a.confidence).toBeGreaterThan(0);
    expect(a.confidence).toBeLessThanOrEqual(1);
  });

  it('classifying from tokens gives exactly the scores of the named features the model was trained on', () => {
    const model = shippedModel();
    const corpus = loadCorpus();
    for (const [lang, items] of corpus) {
      for (const it of items.filter((_, i) => i % 17 === 0)) {
        const r = ruleAnalysis(it.text, '', lang);
        const byName = [...actScores(model, actFeatures(r.tokens, r.features))];
        const direct = [...lineScores(model, r.tokens, r.features)];
        direct.forEach((x, k) => expect(x, `${lang}: ${it.text}`).toBeCloseTo(byName[k]!, 9));
      }
    }
  });

  it('refuses a model whose act list differs from the code', () => {
    expect(() => modelFromJson({ version: 1, acts: ['open_question'], bias: [0], weights: {} })).toThrow(/train:acts/);
  });
});

describe('the judgements a trainer named', () => {
  it.each([
    ['How about we book a demo for next week?'],
    ["Let's set up a pilot with your team."],
  ])('"%s" asks for a commitment; it is not an open question', (line) => {
    const f = analyse(line, '', 'en');
    expect(f.act).toBe('commitment_request');
    expect(f.commitmentRequest).toBe(true);
    expect(f.openQuestions).toBe(0);
  });

  it('a request for the next step after a summary is heard as one', () => {
    const f = analyse('To sum up: the price works, the timing does not, and your manager decides. Could you send me the signed form by Friday?', '', 'en');
    expect(f.commitmentRequest).toBe(true);
  });

  it.each([
    ['en', "That's our policy, I can't change it.", 'defensive_deflection'],
    ['en', 'Calm down.', 'dismissal'],
    ['en', "If you don't sign by Friday, the deal is off.", 'ultimatum'],
    ['en', "I'll make sure your boss hears about this.", 'threat'],
    ['en', 'This is all your fault.', 'blame'],
  ])('%s "%s" reads as %s', (lang, line, act) => {
    expect(analyse(line, '', lang).act).toBe(act);
  });

  it.each([
    ['en', 'Calm down.', 'dismissal'],
    ['en', "Either you lower the price or we walk away.", 'ultimatum'],
    ['en', "I'll see you in court.", 'threat'],
    ['es', 'Cálmese, no es para tanto.', 'dismissal'],
    ['de', 'Entweder Sie senken den Preis, oder wir gehen.', 'ultimatum'],
  ])('%s: the coach warns about "%s" with its own advice (%s)', (lang, line, warning) => {
    expect(warningFor(analyse(line, '', lang))).toBe(warning);
  });

  it.each([
    ['en', "I see it differently: I think the data points the other way."],
    ['en', "With respect, I don't think that number is accurate."],
    ['es', '¿Qué sistema usa ahora mismo?'],
    ['es', 'Ahora mismo trabajamos con dos proveedores.'],
  ])('%s: no warning for "%s" (calm disagreement, "ahora mismo" as a time)', (lang, line) => {
    expect(warningFor(analyse(line, '', lang))).toBeNull();
  });
});
