// The built-in generator's sentences in the class's language (English, Spanish, French, German).
// Other languages get English sentences, and the version records that (see builtin.ts). Facts
// (definitions) come from the curated library (translated labels) and WordNet (English glosses).

export interface Phrases {
  angles: [string, string, string, string];
  define: (t: string) => string;
  explainFit: (t: string, b: string) => string;
  distinguish: (t: string, s: string) => string;
  apply: (t: string, subject: string) => string;
  identify: (t: string) => string;
  whatIs: (t: string) => string;
  fitsIn: (t: string) => string;
  buildsOn: string;
  leadsTo: string;
  kinds: (t: string) => string;
  related: string;
  inSubject: (t: string, subject: string, grade: string) => string;
  useIn: (t: string, context: string) => string;
  notTheSame: (t: string, s: string) => string;
  isKindOf: (k: string, t: string) => string;
  exampleTitle: (k: string) => string;
  exampleProblem: (k: string, t: string) => string;
  exampleYes: (k: string, t: string, def: string) => string;
  compareTitle: (t: string, s: string) => string;
  compareProblem: (t: string, s: string) => string;
  compareSolution: (t: string, tdef: string, s: string, sdef: string) => string;
  qWhatIs: (t: string) => string;
  qNameKind: (t: string) => string;
  qDifference: (t: string, s: string) => string;
  qBuildsOn: (t: string) => string;
  sataStem: (t: string) => string;
  sataStemNot: (t: string) => string;
  sataKindStem: (t: string) => string;
  rightDef: (t: string) => string;
  wrongDef: (s: string, t: string) => string;
  rightKind: (k: string, t: string) => string;
  wrongKind: (s: string, t: string) => string;
  splTitle: (t: string) => string;
  splSituation: (context: string, t: string) => string;
  splRole: (subject: string, grade: string) => string;
  splAsked: (t: string) => string;
  splClassify: (k: string, t: string) => string;
  splNext: (t: string) => string;
  vague: (t: string) => string;
  good: string;
  partly: string;
  dodge: string;
  confused: (s: string) => string;
  debrief: (t: string) => string;
  unknownDefinition: (t: string, subject: string) => string;
}

const en: Phrases = {
  angles: ['overview', 'through examples', 'telling it apart', 'putting it to use'],
  define: (t) => `Define ${t} in your own words.`,
  explainFit: (t, b) => `Explain how ${t} relates to ${b}.`,
  distinguish: (t, s) => `Distinguish ${t} from ${s}.`,
  apply: (t, s) => `Apply ${t} to a new problem in ${s}.`,
  identify: (t) => `Identify examples of ${t}.`,
  whatIs: (t) => `What ${t} is`,
  fitsIn: (t) => `Where ${t} fits`,
  buildsOn: 'It builds on',
  leadsTo: 'It leads on to',
  kinds: (t) => `Kinds of ${t}`,
  related: 'Related ideas',
  inSubject: (t, s, g) => `Using ${t} in ${s} (${g})`,
  useIn: (t, c) => `Picture this: ${c} Where does ${t} show up here, and what would go differently without it? Write two sentences, using the definition above.`,
  notTheSame: (t, s) => `${t} and ${s} are easy to confuse`,
  isKindOf: (k, t) => `${k} is a kind of ${t}.`,
  exampleTitle: (k) => `Recognising ${k}`,
  exampleProblem: (k, t) => `Is ${k} an example of ${t}? Explain.`,
  exampleYes: (k, t, d) => `Yes. ${d} That matches what ${t} is, so ${k} is one case of it.`,
  compareTitle: (t, s) => `${t} or ${s}?`,
  compareProblem: (t, s) => `A classmate says ${t} and ${s} are the same thing. Are they?`,
  compareSolution: (t, td, s, sd) => `No. **${t}**: ${td}\n\n**${s}**: ${sd}\n\nCompare the two definitions word by word to see where they differ.`,
  qWhatIs: (t) => `What is ${t}?`,
  qNameKind: (t) => `Name one kind or example of ${t}.`,
  qDifference: (t, s) => `How is ${t} different from ${s}?`,
  qBuildsOn: (t) => `What do you need to know before learning ${t}?`,
  sataStem: (t) => `Which statements describe ${t}? Select all that apply.`,
  sataStemNot: (t) => `Which of these are true of ${t}? Select all that apply.`,
  sataKindStem: (t) => `Which of these are kinds or examples of ${t}? Select all that apply.`,
  rightDef: (t) => `This is what ${t} means.`,
  wrongDef: (s, t) => `This describes ${s}, not ${t}.`,
  rightKind: (k, t) => `${k} is a kind of ${t}.`,
  wrongKind: (s, t) => `${s} is related, but it is not a kind of ${t}.`,
  splTitle: (t) => `Practice: ${t}`,
  splSituation: (c, t) => `${c}\n\nToday the conversation turns to **${t}**, and you are the one people look to.`,
  splRole: (s, g) => `A ${s} learner (${g})`,
  splAsked: (t) => `Someone asks you what ${t} actually is. What do you say?`,
  splClassify: (k, t) => `You come across ${k}. Someone asks whether it counts as ${t}. What do you answer?`,
  splNext: (t) => `The group wants to go further with ${t}. What do you suggest?`,
  vague: (t) => `Say that ${t} is complicated and move on.`,
  good: 'Well done: this is accurate and it helps the others understand.',
  partly: 'Partly right: true, but it leaves out what makes the idea useful.',
  dodge: 'This avoids the question: the others learn nothing from it.',
  confused: (s) => `This mixes it up with ${s}; look at the two definitions again.`,
  debrief: (t) => `Look back at each choice: the best options used the definition of ${t} precisely and connected it to what came before and after it.`,
  unknownDefinition: (t, s) => `${t} is the competency this ${s} class is working on.`,
};

const es: Phrases = {
  angles: ['visión general', 'a través de ejemplos', 'cómo distinguirlo', 'ponerlo en práctica'],
  define: (t) => `Definir ${t} con tus propias palabras.`,
  explainFit: (t, b) => `Explicar cómo se relaciona ${t} con ${b}.`,
  distinguish: (t, s) => `Distinguir ${t} de ${s}.`,
  apply: (t, s) => `Aplicar ${t} a un problema nuevo de ${s}.`,
  identify: (t) => `Identificar ejemplos de ${t}.`,
  whatIs: (t) => `Qué es ${t}`,
  fitsIn: (t) => `Dónde encaja ${t}`,
  buildsOn: 'Se apoya en',
  leadsTo: 'Conduce a',
  kinds: (t) => `Tipos de ${t}`,
  related: 'Ideas relacionadas',
  inSubject: (t, s, g) => `${t} en ${s} (${g})`,
  useIn: (t, c) => `Imagina esto: ${c} ¿Dónde aparece ${t} aquí y qué cambiaría sin ello? Escribe dos frases usando la definición anterior.`,
  notTheSame: (t, s) => `${t} y ${s} se confunden con facilidad`,
  isKindOf: (k, t) => `${k} es un tipo de ${t}.`,
  exampleTitle: (k) => `Reconocer ${k}`,
  exampleProblem: (k, t) => `¿Es ${k} un ejemplo de ${t}? Explica.`,
  exampleYes: (k, t, d) => `Sí. ${d} Eso coincide con lo que es ${t}, así que ${k} es un caso de ello.`,
  compareTitle: (t, s) => `¿${t} o ${s}?`,
  compareProblem: (t, s) => `Un compañero dice que ${t} y ${s} son lo mismo. ¿Lo son?`,
  compareSolution: (t, td, s, sd) => `No. **${t}**: ${td}\n\n**${s}**: ${sd}\n\nCompara las dos definiciones palabra por palabra.`,
  qWhatIs: (t) => `¿Qué es ${t}?`,
  qNameKind: (t) => `Nombra un tipo o ejemplo de ${t}.`,
  qDifference: (t, s) => `¿En qué se diferencia ${t} de ${s}?`,
  qBuildsOn: (t) => `¿Qué necesitas saber antes de aprender ${t}?`,
  sataStem: (t) => `¿Qué afirmaciones describen ${t}? Selecciona todas las que correspondan.`,
  sataStemNot: (t) => `¿Cuáles de estas son ciertas sobre ${t}? Selecciona todas las que correspondan.`,
  sataKindStem: (t) => `¿Cuáles son tipos o ejemplos de ${t}? Selecciona todas las que correspondan.`,
  rightDef: (t) => `Esto es lo que significa ${t}.`,
  wrongDef: (s, t) => `Esto describe ${s}, no ${t}.`,
  rightKind: (k, t) => `${k} es un tipo de ${t}.`,
  wrongKind: (s, t) => `${s} está relacionado, pero no es un tipo de ${t}.`,
  splTitle: (t) => `Práctica: ${t}`,
  splSituation: (c, t) => `${c}\n\nHoy la conversación gira hacia **${t}**, y todos te miran a ti.`,
  splRole: (s, g) => `Estudiante de ${s} (${g})`,
  splAsked: (t) => `Alguien te pregunta qué es realmente ${t}. ¿Qué dices?`,
  splClassify: (k, t) => `Te encuentras con ${k}. Alguien pregunta si cuenta como ${t}. ¿Qué respondes?`,
  splNext: (t) => `El grupo quiere profundizar en ${t}. ¿Qué propones?`,
  vague: (t) => `Decir que ${t} es complicado y seguir adelante.`,
  good: 'Bien hecho: es preciso y ayuda a los demás a entender.',
  partly: 'En parte: es cierto, pero omite lo que hace útil la idea.',
  dodge: 'Esto evita la pregunta: los demás no aprenden nada.',
  confused: (s) => `Esto lo confunde con ${s}; vuelve a mirar las dos definiciones.`,
  debrief: (t) => `Repasa cada elección: las mejores usaban la definición de ${t} con precisión y la conectaban con lo anterior y lo siguiente.`,
  unknownDefinition: (t, s) => `${t} es la competencia en la que trabaja esta clase de ${s}.`,
};

const fr: Phrases = {
  ...en,
  angles: ["vue d'ensemble", 'par des exemples', 'le distinguer', 'le mettre en pratique'],
  define: (t) => `Définir ${t} avec ses propres mots.`,
  explainFit: (t, b) => `Expliquer le lien entre ${t} et ${b}.`,
  distinguish: (t, s) => `Distinguer ${t} de ${s}.`,
  apply: (t, s) => `Appliquer ${t} à un nouveau problème de ${s}.`,
  identify: (t) => `Identifier des exemples de ${t}.`,
  whatIs: (t) => `Ce qu'est ${t}`,
  fitsIn: (t) => `La place de ${t}`,
  buildsOn: "S'appuie sur",
  leadsTo: 'Mène à',
  kinds: (t) => `Types de ${t}`,
  related: 'Idées liées',
  qWhatIs: (t) => `Qu'est-ce que ${t} ?`,
  qNameKind: (t) => `Citez un type ou un exemple de ${t}.`,
  qDifference: (t, s) => `En quoi ${t} diffère-t-il de ${s} ?`,
  qBuildsOn: (t) => `Que faut-il savoir avant d'apprendre ${t} ?`,
  sataStem: (t) => `Quelles affirmations décrivent ${t} ? Cochez toutes les bonnes réponses.`,
  sataStemNot: (t) => `Lesquelles sont vraies pour ${t} ? Cochez toutes les bonnes réponses.`,
  sataKindStem: (t) => `Lesquels sont des types ou des exemples de ${t} ? Cochez toutes les bonnes réponses.`,
  rightDef: (t) => `C'est ce que signifie ${t}.`,
  wrongDef: (s, t) => `Ceci décrit ${s}, pas ${t}.`,
  splTitle: (t) => `Mise en situation : ${t}`,
  splAsked: (t) => `On vous demande ce qu'est vraiment ${t}. Que répondez-vous ?`,
};

const de: Phrases = {
  ...en,
  angles: ['Überblick', 'anhand von Beispielen', 'abgrenzen', 'anwenden'],
  define: (t) => `${t} mit eigenen Worten definieren.`,
  explainFit: (t, b) => `Erklären, wie ${t} mit ${b} zusammenhängt.`,
  distinguish: (t, s) => `${t} von ${s} unterscheiden.`,
  apply: (t, s) => `${t} auf eine neue Aufgabe in ${s} anwenden.`,
  identify: (t) => `Beispiele für ${t} erkennen.`,
  whatIs: (t) => `Was ${t} ist`,
  fitsIn: (t) => `Wo ${t} hingehört`,
  buildsOn: 'Baut auf',
  leadsTo: 'Führt weiter zu',
  kinds: (t) => `Arten von ${t}`,
  related: 'Verwandte Ideen',
  qWhatIs: (t) => `Was ist ${t}?`,
  qNameKind: (t) => `Nenne eine Art oder ein Beispiel von ${t}.`,
  qDifference: (t, s) => `Wie unterscheidet sich ${t} von ${s}?`,
  qBuildsOn: (t) => `Was musst du wissen, bevor du ${t} lernst?`,
  sataStem: (t) => `Welche Aussagen beschreiben ${t}? Wähle alle zutreffenden aus.`,
  sataStemNot: (t) => `Was trifft auf ${t} zu? Wähle alle zutreffenden aus.`,
  sataKindStem: (t) => `Was sind Arten oder Beispiele von ${t}? Wähle alle zutreffenden aus.`,
  rightDef: (t) => `Das bedeutet ${t}.`,
  wrongDef: (s, t) => `Das beschreibt ${s}, nicht ${t}.`,
  splTitle: (t) => `Übung: ${t}`,
  splAsked: (t) => `Jemand fragt dich, was ${t} eigentlich ist. Was sagst du?`,
};

const TABLE: Record<string, Phrases> = { en, es, fr, de };

/** The phrases for a language; `native` is false when English stands in. */
export function phrasesFor(language: string): { phrases: Phrases; native: boolean } {
  const code = language.toLowerCase().slice(0, 2);
  const phrases = TABLE[code];
  return phrases ? { phrases, native: code === 'en' || code === 'es' } : { phrases: en, native: false };
}
