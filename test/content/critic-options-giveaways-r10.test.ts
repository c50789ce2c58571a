// Give-aways and duplicates in other words, tenth round: broader readings, each with the author's
// own examples (en/es/fr), and the parallel options that must stay apart.
import { describe, expect, it } from 'vitest';
import { paraphrase, readOption } from '../../src/content/critic/assessment-option-paraphrase.js';
import { kindred } from '../../src/content/critic/assessment-stem-words.js';
import type { Lang } from '../../src/content/critic/text.js';
import { critique, probeItem } from './critic-eval.js';

const same = (a: string, b: string, lang: Lang) => paraphrase(readOption(a, lang), readOption(b, lang), lang);
const quiz = (lang: 'en' | 'es' | 'fr', ...questions: Array<[string, Array<[string, boolean]>]>) =>
  probeItem('SATA', lang, '7', { title: 'T', questions: questions.map(([stem, options]) => ({ stem, options: options.map(([text, correct]) => ({ text, correct, rationale: 'Because.' })) })) });
const giveaways = (item: ReturnType<typeof quiz>) => critique(item).filter((f) => f.type === 'answer_giveaway' && f.severity === 'medium').map((f) => f.location);

describe('duplicates in other words, tenth round', () => {
  it.each<[Lang, string, string]>([
    ['en', 'Lifeguards', 'The lifeguards'],
    ['en', 'Ask a librarian', 'Ask your librarian'],
    ['en', 'Switch off the lamp before you leave the room', 'Switch the lamp off before you leave the room'],
    ['en', 'Label the bins and sort the recycling', 'Sort the recycling and label the bins'],
    ['en', 'Deciding what rules mean', 'Deciding the meaning of rules'],
    ['en', 'Through irrigation, farmers bring water to dry fields', 'Farmers bring water to dry fields through irrigation'],
    ['es', 'La pesca', 'Pesca'],
    ['es', 'Apagar la luz y cerrar la ventana', 'Cerrar la ventana y apagar la luz'],
    ['fr', 'Avertir immédiatement un surveillant', 'Avertir un surveillant tout de suite'],
    ['fr', 'Ranger le matériel et nettoyer la table', 'Nettoyer la table et ranger le matériel'],
  ])('%s: "%s" and "%s" are one option', (lang, a, b) => {
    expect(same(a, b, lang)).toBeDefined();
  });
  it.each<[Lang, string, string]>([
    ['en', 'Jupiter is the largest planet', 'Saturn is the largest planet'],
    ['en', 'Bus A, then bus C', 'Bus B, then bus C'],
    ['en', 'She thanked him', 'He thanked her'],
    ['en', 'Heat moves from the warm tea to the cool air', 'Heat moves from the cool air to the warm tea'],
    ['en', 'Rinse the graze and cover it', 'Cover the graze and rinse it later'],
    ['en', 'a orange', 'an orange'],
    ['en', 'They were late.', 'They are late.'],
    ['en', 'Melting turns solid ice into liquid water', 'Freezing turns liquid water into solid ice'],
    ['en', 'Warm air rises and cool air sinks', 'Warm air sinks and cool air rises'],
    ['fr', 'Nous sommes partis tôt.', 'Nous avons parti tôt.'],
  ])('%s: "%s" and "%s" are two options', (lang, a, b) => {
    expect(same(a, b, lang)).toBeUndefined();
  });
});

describe('give-aways, tenth round', () => {
  it('reads a word family through derived endings', () => {
    expect(kindred('renewable', 'renewing')).toBe(true);
    expect(kindred('mutualismo', 'mutuamente')).toBe(true);
    expect(kindred('evolution', 'evolved')).toBe(true);
    expect(kindred('plant', 'planet')).toBe(false);
  });
  it('the key alone echoing a word of the stem', () => {
    expect(giveaways(quiz('en', ['Which word names the change when a caterpillar is transformed into a butterfly?', [['transformation', true], ['hibernation', false], ['migration', false]]]))).toEqual(['/questions/0/stem']);
    expect(giveaways(quiz('en', ['Plants use its nitrogen to build proteins; the gas is taken in from the air by soil bacteria. Which gas is it?', [['Nitrogen gas', true], ['Oxygen', false], ['Helium', false]]]))).toEqual(['/questions/0/stem']);
    // A task that names the topic is no echo.
    expect(giveaways(quiz('en', ['Select all the parts found in plant cells only.', [['Cell wall', true], ['Chloroplast', true], ['Nucleus', false]]]))).toEqual([]);
  });
  it('an article before a blank agrees with the key only', () => {
    expect(giveaways(quiz('es', ['El conjunto de seres vivos de un lugar y su medio forman un ___.', [['ecosistema', true], ['población', false], ['comunidad', false]]]))).toEqual(['/questions/0/stem']);
  });
  it('the premise before an either-or states the answer', () => {
    const lesson = probeItem('KE', 'fr', '6', { title: 'T', sections: [{ heading: 'H', body: 'Les déserts.' }], checkQuestions: [{ question: 'Le désert, avec ses jours chauds et ses nuits froides, a-t-il des nuits froides ou chaudes ?', answer: 'Froides' }] });
    expect(giveaways(lesson)).toEqual(['/checkQuestions/0/question']);
  });
  it('a chance said as "N out of M" is the fraction', () => {
    expect(giveaways(quiz('en', ['A bag has 5 balls and 2 are red, so the chance of red is 2 out of 5. What is the probability of red?', [['2/5', true], ['3/5', false], ['1/5', false]]]))).toEqual(['/questions/0/stem']);
  });
  it('only the keyed statement hedged, a distractor absolute', () => {
    expect(giveaways(quiz('en', ['Which statement about volcanoes is true?', [['Volcanoes usually form near the edges of plates', true], ['Volcanoes always erupt every year', false], ['Volcanoes form only in cold places', false]]]))).toEqual(['/questions/0/stem']);
  });
  it('an earlier question states a later answer', () => {
    expect(giveaways(quiz('en', ['Chlorophyll is the green pigment that absorbs light. Which organ makes most food?', [['The leaf', true], ['The root', false]]], ['Which green pigment absorbs light?', [['Chlorophyll', true], ['Keratin', false]]]))).toContain('/questions/1/stem');
  });
  it('not a quoted text to choose, nor the stem turned round', () => {
    expect(giveaways(quiz('en', ['A 3 kg box is pulled by a rope with a force of 6 N. Select all true statements.', [['Its acceleration is 2 m/s²', true], ['The box pulls back on the rope with a force of 6 N', true], ['The box has no mass', false]]]))).toEqual([]);
  });
});
