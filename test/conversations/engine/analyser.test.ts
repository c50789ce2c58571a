// The turn analyser: features per language (open question, reflection, empathy, hostility at
// least), negation, accents and elisions, and the English details.
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/conversations/engine/analyser.js';
import { chooseLanguage } from '../../../src/conversations/engine/lang/index.js';

interface LangCase {
  npc: string;
  open: string[];
  closed: string;
  reflection: string;
  empathy: string;
  hostility: string;
  pressure: string;
  evidence: string;
  commitment: string;
  /** A conditional ("could we…") commitment request. */
  conditionalCommitment: string;
  /** An open question that uses directive words ("you need to", "right now") about their needs. */
  askedDirective: string;
  /** The same directive words stated: pressure. */
  statedDirective: string;
  /** An open question built around a reflective stem ("How do you feel…?"): it asks, it doesn't mirror. */
  askedFeeling: string;
  negated: string;
}

const CASES: Record<string, LangCase> = {
  en: {
    npc: "I'm mostly worried about the price and the cost of switching.",
    open: ['What worries you most about switching?', 'And how do you see it?', 'Tell me more about your team.'],
    closed: 'Do you use Excel?',
    reflection: 'It sounds like the price is a real worry for you.',
    empathy: 'I understand, that must be hard for you.',
    hostility: "That's ridiculous, you idiot.",
    pressure: 'You need to sign today, this is your last chance.',
    evidence: 'For example, our data shows clients like you save 30% of admin time.',
    commitment: 'Would you be willing to start a pilot next week?',
    conditionalCommitment: 'Could we agree to meet again next Tuesday to decide?',
    askedDirective: 'What would you need to see to feel comfortable right now?',
    statedDirective: 'You need to decide right now.',
    askedFeeling: 'How do you feel about the change?',
    negated: "I don't agree.",
  },
  es: {
    npc: 'Me preocupa mucho el precio y el coste del cambio.',
    open: ['¿Qué es lo que más le inquieta?', 'Bueno, ¿cómo lo ve usted?', 'Cuénteme más sobre su equipo.'],
    closed: '¿Usa Excel?',
    reflection: 'Parece que el precio le preocupa bastante.',
    empathy: 'Entiendo, debe ser difícil para usted.',
    hostility: 'Es usted un idiota, qué ridículo.',
    pressure: 'Tiene que firmar hoy, es su última oportunidad.',
    evidence: 'Por ejemplo, los datos muestran que clientes como usted ahorran un 30% de tiempo.',
    commitment: '¿Estaría dispuesto a empezar un piloto la semana que viene?',
    conditionalCommitment: '¿Podríamos acordar una reunión el martes para decidir?',
    askedDirective: '¿Qué tiene que pasar para que se sienta cómodo ahora mismo?',
    statedDirective: 'Tiene que decidir ahora mismo.',
    askedFeeling: '¿Cómo se siente con el cambio?',
    negated: 'No lo entiendo.',
  },
  fr: {
    npc: "Je m'inquiète surtout du prix et du coût du changement.",
    open: ["Qu'est-ce qui vous inquiète le plus ?", 'Comment voyez-vous les choses ?', 'Racontez-moi votre journée.'],
    closed: 'Vous utilisez Excel ?',
    reflection: 'Si je comprends bien, le prix vous inquiète beaucoup.',
    empathy: 'Je comprends, ça doit être difficile pour vous.',
    hostility: "C'est ridicule, vous êtes un idiot.",
    pressure: "Vous devez signer tout de suite, c'est votre dernière chance.",
    evidence: 'Par exemple, les données montrent que des clients comme vous économisent 30 % de temps.',
    commitment: 'Seriez-vous prêt à lancer un pilote la semaine prochaine ?',
    conditionalCommitment: 'Pourrions-nous convenir d’un rendez-vous mardi pour décider ?',
    askedDirective: 'Qu’est-ce que vous devez voir pour être à l’aise tout de suite ?',
    statedDirective: 'Vous devez décider tout de suite.',
    askedFeeling: 'Qu’est-ce qui vous inquiète dans ce changement ?',
    negated: 'Je ne comprends pas.',
  },
  de: {
    npc: 'Ich mache mir vor allem Sorgen um den Preis und die Umstellungskosten.',
    open: ['Was beunruhigt Sie am meisten an der Umstellung?', 'Und wie sehen Sie das?', 'Erzählen Sie mir von Ihrem Team.'],
    closed: 'Nutzen Sie Excel?',
    reflection: 'Es klingt so, als ob der Preis Ihnen große Sorgen macht.',
    empathy: 'Ich verstehe, das muss schwer für Sie sein.',
    hostility: 'Das ist lächerlich, Sie Idiot.',
    pressure: 'Sie müssen heute unterschreiben, das ist Ihre letzte Chance.',
    evidence: 'Zum Beispiel zeigen unsere Daten, dass Kunden wie Sie 30 Prozent Zeit sparen.',
    commitment: 'Wären Sie bereit, nächste Woche mit einem Pilotprojekt zu starten?',
    conditionalCommitment: 'Könnten wir uns einigen, am Dienstag zu entscheiden?',
    askedDirective: 'Was ist für Sie jetzt gleich am wichtigsten?',
    statedDirective: 'Sie müssen sofort entscheiden.',
    askedFeeling: 'Wie fühlen Sie sich mit der Änderung?',
    negated: 'Ich verstehe das nicht.',
  },
  pt: {
    npc: 'Estou muito preocupado com o preço e o custo da mudança.',
    open: ['O que mais te preocupa nessa mudança?', 'Como você vê isso?', 'Me conte mais sobre a sua equipe.'],
    closed: 'Você usa Excel?',
    reflection: 'Parece que o preço te preocupa bastante.',
    empathy: 'Entendo, deve ser difícil para você.',
    hostility: 'Você é um idiota, isso é ridículo.',
    pressure: 'Você precisa assinar agora mesmo, é a última chance.',
    evidence: 'Por exemplo, os dados mostram que clientes como você economizam 30% do tempo.',
    commitment: 'Você estaria disposto a começar um piloto na semana que vem?',
    conditionalCommitment: 'Poderíamos combinar uma reunião na terça para decidir?',
    askedDirective: 'O que você precisa ver para se sentir confortável agora mesmo?',
    statedDirective: 'Você precisa decidir agora mesmo.',
    askedFeeling: 'Como você se sente com a mudança?',
    negated: 'Não entendo.',
  },
  it: {
    npc: 'Sono preoccupato soprattutto per il prezzo e i costi del cambio.',
    open: ['Che cosa la preoccupa di più?', "Com'è la situazione adesso?", 'Mi racconti della sua squadra.'],
    closed: 'Usa Excel?',
    reflection: 'Se ho capito bene, il prezzo la preoccupa molto.',
    empathy: 'Capisco, deve essere difficile per lei.',
    hostility: 'È ridicolo, lei è un idiota.',
    pressure: 'Deve firmare subito, è la sua ultima occasione.',
    evidence: 'Per esempio, i dati mostrano che clienti come lei risparmiano il 30% del tempo.',
    commitment: 'Sarebbe disposto a iniziare un progetto pilota la settimana prossima?',
    conditionalCommitment: 'Potremmo concordare un incontro martedì per decidere?',
    askedDirective: 'Cosa lei deve vedere per sentirsi a suo agio subito?',
    statedDirective: 'Lei deve decidere subito.',
    askedFeeling: 'Come si sente con il cambiamento?',
    negated: 'Non capisco.',
  },
  nl: {
    npc: 'Ik maak me vooral zorgen over de prijs en de overstapkosten.',
    open: ['Wat vindt u het lastigst aan deze overstap?', 'Hoe kijkt u daar zelf tegenaan?', 'Vertel eens over uw team.'],
    closed: 'Gebruikt u Excel?',
    reflection: 'Het klinkt alsof de prijs u veel zorgen baart.',
    empathy: 'Ik begrijp het, dat moet moeilijk voor u zijn.',
    hostility: 'Dat is belachelijk, u bent een idioot.',
    pressure: 'U moet vandaag tekenen, dit is uw laatste kans.',
    evidence: 'Bijvoorbeeld: onze gegevens laten zien dat klanten zoals u 30 procent tijd besparen.',
    commitment: 'Zou u bereid zijn volgende week met een pilot te beginnen?',
    conditionalCommitment: 'Zouden we kunnen afspreken om dinsdag te beslissen?',
    askedDirective: 'Wat moet u zien om u nu meteen op uw gemak te voelen?',
    statedDirective: 'U moet nu meteen beslissen.',
    askedFeeling: 'Hoe voelt u zich bij de verandering?',
    negated: 'Ik begrijp het niet.',
  },
};

describe.each(Object.entries(CASES))('analyser (%s)', (lang, c) => {
  it('open questions, including prompts without a question mark', () => {
    for (const text of c.open) {
      const f = analyse(text, c.npc, lang);
      expect(f.openQuestions, text).toBe(1);
      expect(f.closedQuestions, text).toBe(0);
    }
  });
  it('closed questions', () => {
    const f = analyse(c.closed, c.npc, lang);
    expect(f.closedQuestions).toBe(1);
    expect(f.openQuestions).toBe(0);
  });
  it('reflection', () => expect(analyse(c.reflection, c.npc, lang).reflection).toBe(true));
  it('empathy, and no hostility in it', () => {
    const f = analyse(c.empathy, c.npc, lang);
    expect(f.empathy).toBeGreaterThan(0);
    expect(f.hostility).toBe(0);
  });
  it('hostility', () => expect(analyse(c.hostility, c.npc, lang).hostility).toBeGreaterThan(0));
  it('pressure', () => expect(analyse(c.pressure, c.npc, lang).pressure).toBeGreaterThan(0));
  it('evidence and benefits', () => {
    const f = analyse(c.evidence, c.npc, lang);
    expect(f.evidence).toBeGreaterThan(0);
    expect(f.benefits).toBeGreaterThan(0);
  });
  it('commitment request', () => expect(analyse(c.commitment, c.npc, lang).commitmentRequest).toBe(true));
  it('a conditional commitment request ("could we agree")', () => expect(analyse(c.conditionalCommitment, c.npc, lang).commitmentRequest).toBe(true));
  it('directive words push when stated, not when asked about their needs', () => {
    const asked = analyse(c.askedDirective, c.npc, lang);
    expect(asked.pressure, c.askedDirective).toBe(0);
    expect(asked.openQuestions, c.askedDirective).toBe(1);
    expect(analyse(c.statedDirective, c.npc, lang).pressure, c.statedDirective).toBeGreaterThan(0);
  });
  it('an open question about feelings asks, it does not reflect', () => {
    const f = analyse(c.askedFeeling, c.npc, lang);
    expect(f.reflection, c.askedFeeling).toBe(false);
    expect(f.openQuestions, c.askedFeeling).toBe(1);
  });
  it('a negation cancels empathy or agreement', () => {
    const f = analyse(c.negated, c.npc, lang);
    expect(f.empathy + f.agreement).toBe(0);
  });
  it('neutral small talk shows no empathy, hostility or pressure', () => {
    const f = analyse(c.closed, c.npc, lang);
    expect(f.empathy + f.hostility + f.pressure).toBe(0);
  });
});

describe('analyser details (English)', () => {
  const npc = 'I have been worried about the budget and the deadline for weeks.';
  it('accents, capitals and typographic apostrophes do not matter', () => {
    expect(analyse('QUÉ le preocupa?', npc, 'es').openQuestions).toBe(1);
    expect(analyse('que le preocupa?', npc, 'es').openQuestions).toBe(1);
    expect(analyse('Qu’est-ce qui vous inquiète ?', npc, 'fr').openQuestions).toBe(1);
    expect(analyse('It sounds like you’re worried.', npc, 'en').reflection).toBe(true);
  });
  it('a paraphrase without a stem counts as reflection when it reuses their content words', () => {
    expect(analyse('Weeks of worry about budget and deadline, then.', npc, 'en').reflection).toBe(true);
    expect(analyse('Let us talk about our product.', npc, 'en').reflection).toBe(false);
  });
  it('a reflective stem still reflects in a statement or a checking question', () => {
    expect(analyse('So you feel left out?', npc, 'en').reflection).toBe(true);
    expect(analyse('It sounds like the budget worries you, what would help?', npc, 'en').reflection).toBe(true);
    expect(analyse('¿Le preocupa el plazo?', npc, 'es').reflection).toBe(true);
  });
  it('first-person action statements are assertive ("I\'ll refund it today")', () => {
    expect(analyse("First, I'll refund the duplicate today; second, I'll send you a confirmation.", npc, 'en').assertive).toBe(2);
    expect(analyse("I'd propose 92 thousand.", npc, 'en').assertive).toBe(1);
    expect(analyse('Je vais vous rembourser aujourd’hui.', npc, 'fr').assertive).toBe(1);
    expect(analyse('Ich werde die Gutschrift heute veranlassen.', npc, 'de').assertive).toBe(1);
  });
  it('counts several questions in one turn', () => {
    const f = analyse('How is the team? Do they like it? Is it fast? Why not?', npc, 'en');
    expect(f).toMatchObject({ openQuestions: 2, closedQuestions: 2 });
  });
  it('structure, fillers, assertiveness, talk length', () => {
    const f = analyse('Um, first, I propose a pilot. Then, you know, we review. Finally we decide.', npc, 'en');
    expect(f.structure).toBeGreaterThanOrEqual(3);
    expect(f.fillers).toBe(2);
    expect(f.assertive).toBe(1);
    expect(f.words).toBe(14);
  });
  it('shouting counts as pressure', () => {
    expect(analyse('SIGN THIS NOW! DO IT!', npc, 'en').pressure).toBeGreaterThan(0);
  });
  it('empty and symbol-only text has no features', () => {
    const f = analyse(' ?!… ', npc, 'en');
    expect(f.words).toBe(0);
    expect(f.openQuestions + f.closedQuestions + f.empathy + f.hostility).toBe(0);
  });
});

describe('locale to language', () => {
  it.each([
    [undefined, 'en', false],
    ['en-GB', 'en', false],
    ['es-419', 'es', false],
    ['pt_BR', 'pt', false],
    ['FR', 'fr', false],
    ['nl-BE', 'nl', false],
    ['zh-Hant-TW', 'en', true],
    ['x', 'en', true],
  ])('%s -> %s (fallback %s)', (locale, language, fellBack) => {
    expect(chooseLanguage(locale)).toEqual({ language, fellBack });
  });
});

describe('dismissals and "your problem"', () => {
  it.each([
    ['en', 'Whatever.', 'Whatever works best for you is fine.', 'Tell me more about your problem.', "That's your problem, not mine."],
    ['es', 'Lo que sea.', 'Haremos lo que sea necesario.', 'Cuénteme su problema.', 'Eso es su problema.'],
    ['fr', 'Peu importe.', 'Peu importe le prix, parlons de la qualité.', 'Décrivez-moi votre problème.', "C'est votre problème."],
    ['de', 'Egal.', 'Egal wie, wir finden eine Lösung.', 'Beschreiben Sie mir Ihr Problem.', 'Das ist Ihr Problem.'],
    ['pt', 'Tanto faz.', 'Não me importa esperar um pouco.', 'Me conte o seu problema.', 'É problema seu.'],
    ['it', 'Non mi interessa.', 'Non mi interessa il colore, mi interessa il prezzo.', 'Mi descriva il suo problema.', 'È un problema suo.'],
    ['nl', 'Hou je mond.', 'Ik kan het niet zeggen.', 'Vertel me over uw probleem.', 'Dat is uw probleem.'],
  ])('%s: a dismissal alone is hostile, inside a sentence it is not; asking about their problem is not', (lang, alone, inside, asking, dismissing) => {
    expect(analyse(alone, '', lang).hostility, alone).toBeGreaterThan(0);
    expect(analyse(inside, '', lang).hostility, inside).toBe(0);
    expect(analyse(asking, '', lang).hostility, asking).toBe(0);
    expect(analyse(dismissing, '', lang).hostility, dismissing).toBeGreaterThan(0);
  });
});


describe('ordinary openers are not praise, benefits or empathy', () => {
  it.each([
    ['en', 'Hi, how can I help you today?'],
    ['en', 'Tell me about your experience with the current tool.'],
    ['en', "I'm here to talk about our new pricing."],
    ['fr', 'Bonjour, comment puis-je vous aider ?'],
    ['fr', 'Parlez-moi de votre expérience.'],
    ['es', 'Cuénteme su experiencia con el sistema actual.'],
    ['es', 'Estoy aquí para presentarle el producto.'],
    ['de', 'Erzählen Sie mir von Ihrer Erfahrung.'],
    ['pt', 'Conte-me sobre sua experiência.'],
    ['it', 'Mi racconti la sua esperienza.'],
    ['nl', 'Vertel eens over uw ervaring.'],
  ])('%s: "%s"', (lang, text) => {
    const f = analyse(text, '', lang);
    expect(f.affirmation + f.benefits + f.empathy).toBe(0);
  });
  it('the real thing still counts', () => {
    expect(analyse('This will help you save two hours a week.', '', 'en').benefits).toBeGreaterThan(0);
    expect(analyse("I'm here for you.", '', 'en').empathy).toBeGreaterThan(0);
    expect(analyse('With your experience, you will handle this well.', '', 'en').affirmation).toBeGreaterThan(0);
  });
});

describe('agenda questions are not commitment requests', () => {
  it.each([
    ['en', 'Shall we start with your current process?'],
    ['en', 'Are you in charge of purchasing?'],
    ['es', '¿Empezamos por su situación actual?'],
    ['fr', 'On commence par votre situation ?'],
    ['de', 'Legen wir los mit Ihrer Situation?'],
    ['pt', 'Vamos começar pela sua situação?'],
    ['it', 'Iniziamo dalla sua situazione?'],
    ['nl', 'Zullen we beginnen met uw situatie?'],
  ])('%s: "%s"', (lang, text) => expect(analyse(text, '', lang).commitmentRequest).toBe(false));
});
