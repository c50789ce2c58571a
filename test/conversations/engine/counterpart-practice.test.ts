// When the learner plays the character, the engine's practitioner models good practice (MITI):
// in every supported language, across every built-in scenario, at least half of its lines are open
// questions or reflections, and reflections are at least as many as questions (MITI "fair", 1:1),
// as the engine's own analyser judges them.
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/conversations/engine/analyser.js';
import { commitTurn, prepareTurn, start } from '../../../src/conversations/engine/index.js';
import { builtinScenarioLibrary } from '../../../src/conversations/scenarios/library.js';

// A character who hesitates, worries, objects, softens and stays unsure: what a learner playing it says.
const CHARACTER: Record<string, string[]> = {
  en: ["I'm not sure about this, honestly.", 'My workload is already too high and I worry about the budget.', 'Last time we tried something like this it failed and I got the blame.', 'I suppose I could think about it, but I need to talk to my team.', 'The price is a real problem for us.', 'Fine, maybe a small trial could work.', "I still worry my manager won't support it.", "Okay, let's see."],
  es: ['No estoy seguro de esto, la verdad.', 'Ya tengo demasiado trabajo y me preocupa el presupuesto.', 'La última vez que probamos algo así salió mal y me culparon a mí.', 'Supongo que podría pensarlo, pero tengo que hablar con mi equipo.', 'El precio es un problema real para nosotros.', 'Vale, quizá una prueba pequeña podría funcionar.', 'Sigo preocupado de que mi jefe no lo apoye.', 'Bueno, veremos.'],
  fr: ['Je ne suis pas sûr de tout ça, honnêtement.', "J'ai déjà trop de travail et le budget m'inquiète.", "La dernière fois qu'on a essayé, ça a échoué et on m'a blâmé.", 'Je pourrais y réfléchir, mais je dois en parler à mon équipe.', 'Le prix est un vrai problème pour nous.', "D'accord, un petit essai pourrait peut-être marcher.", "J'ai toujours peur que mon responsable ne soutienne pas le projet.", 'Bon, on verra.'],
  de: ['Ich bin mir da ehrlich gesagt nicht sicher.', 'Ich habe schon zu viel Arbeit und mache mir Sorgen um das Budget.', 'Als wir so etwas zuletzt versucht haben, ist es gescheitert und ich war schuld.', 'Ich könnte darüber nachdenken, aber ich muss mit meinem Team sprechen.', 'Der Preis ist für uns ein echtes Problem.', 'Gut, vielleicht könnte ein kleiner Test funktionieren.', 'Ich fürchte immer noch, dass mein Chef es nicht unterstützt.', 'Na ja, mal sehen.'],
  it: ['Non sono sicuro di questo, sinceramente.', 'Ho già troppo lavoro e il budget mi preoccupa.', "L'ultima volta che ci abbiamo provato è andata male e hanno dato la colpa a me.", 'Potrei pensarci, ma devo parlarne con il mio team.', 'Il prezzo è un vero problema per noi.', 'Va bene, forse una piccola prova potrebbe funzionare.', 'Temo ancora che il mio capo non lo sostenga.', 'Vedremo.'],
  nl: ['Ik weet het eerlijk gezegd niet zo zeker.', 'Ik heb al te veel werk en ik maak me zorgen over het budget.', 'De vorige keer ging het mis en kreeg ik de schuld.', 'Ik zou erover kunnen nadenken, maar ik moet met mijn team praten.', 'De prijs is echt een probleem voor ons.', 'Goed, misschien kan een kleine proef werken.', 'Ik ben nog steeds bang dat mijn manager het niet steunt.', 'Nou, we zien wel.'],
  pt: ['Não tenho certeza sobre isso, sinceramente.', 'Já tenho trabalho demais e o orçamento me preocupa.', 'Da última vez que tentamos algo assim deu errado e me culparam.', 'Acho que poderia pensar, mas preciso falar com minha equipe.', 'O preço é um problema real para nós.', 'Certo, talvez um pequeno teste possa funcionar.', 'Ainda tenho medo de que meu chefe não apoie.', 'Bem, vamos ver.'],
};

const library = builtinScenarioLibrary();

describe('the practitioner, when the learner plays the character', () => {
  it.each(Object.keys(CHARACTER))('%s: at least half open questions or reflections, and reflections >= questions', (language) => {
    let lines = 0;
    let openOrReflection = 0;
    let reflections = 0;
    let questions = 0;
    for (const scenario of library.list()) {
      let { session } = start({ scenario, role: 'counterpart', coachEnabled: false, now: 0, locale: language });
      CHARACTER[language]!.forEach((line, i) => {
        const p = prepareTurn(session, line, (i + 1) * 1000);
        session = commitTurn(session, line, p, p.builtinReply, (i + 1) * 1000);
        const f = analyse(p.builtinReply, line, language);
        lines++;
        if (f.openQuestions > 0 || f.reflection) openOrReflection++;
        if (f.reflection) reflections++;
        if (f.openQuestions + f.closedQuestions > 0) questions++;
      });
    }
    expect(openOrReflection / lines).toBeGreaterThanOrEqual(0.5);
    expect(reflections).toBeGreaterThanOrEqual(questions);
  });
});
