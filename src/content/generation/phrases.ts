// The built-in generator's sentences in the class's language (English, Spanish, French). Other
// languages get English sentences, and the version's notes say so. Facts (concepts, their
// labels and descriptions, misconceptions) come from the maps area's knowledge base.
import type { TopicConcept } from '../../maps/index.js';

export interface Phrases {
  angles: [string, string, string, string];
  /** An objective for a concept at its Bloom level. */
  objective: (bloom: TopicConcept['bloom'], label: string, math: boolean) => string;
  overview: (topic: string) => string;
  buildsOn: (labels: string) => string;
  prerequisites: (labels: string) => string;
  misconceptionsHeading: string;
  misconception: (m: string) => string;
  partOf: (label: string, topic: string) => string;
  whichIdea: (description: string) => string;
  whichIdeaByLabel: (label: string, topic: string) => string;
  solveTitle: string;
  solve: (equation: string) => string;
  workOut: (expression: string) => string;
  so: (answer: string) => string;
  checkTitle: string;
  misconceptionTitle: string;
  orderTitle: string;
  orderProblem: (labels: string) => string;
  orderSolution: (labels: string) => string;
  buildsOnQuestion: (label: string) => string;
  misconceptionProblem: (m: string) => string;
  misconceptionSolution: (label: string, description: string) => string;
  sataPartOf: (topic: string) => string;
  sataTrue: (topic: string) => string;
  rightPart: (label: string, description: string) => string;
  wrongPart: (label: string, sibling: string) => string;
  rightStatement: (label: string) => string;
  commonMisconception: string;
  splTitle: (topic: string) => string;
  splSituation: (context: string, topic: string) => string;
  splRole: (subject: string, grade: string) => string;
  splAsked: (label: string) => string;
  splLater: (topic: string) => string;
  good: string;
  later: string;
  misled: string;
  confused: (sibling: string) => string;
  debrief: (topic: string, labels: string) => string;
  unknownObjective: (name: string) => string;
  unknownSection: (name: string) => string;
  unknownBody: (name: string) => string;
  unknownQuestion: (name: string) => string;
  unknownAnswer: string;
}

const en: Phrases = {
  angles: ['overview', 'step by step', 'common mistakes', 'putting it to use'],
  objective: (b, l, math) => `${{ remember: 'Identify', understand: 'Explain', apply: math ? 'Solve problems with' : 'Apply', analyse: 'Analyse', evaluate: 'Evaluate', create: 'Create' }[b]} ${lowerFirst(l)}.`,
  overview: (t) => `${t}: the ideas, in the order they are usually taught`,
  buildsOn: (l) => `This builds on ${l}.`,
  prerequisites: (l) => `Before this topic, learners need ${l}.`,
  misconceptionsHeading: 'Common mistakes',
  misconception: (m) => `- A common mistake: "${m}"`,
  partOf: (l, t) => `${l}: one of the ideas of ${t}.`,
  whichIdea: (d) => `Which idea does this describe? "${d}"`,
  whichIdeaByLabel: (l, t) => `What does "${l}" mean in ${t}?`,
  solveTitle: 'A worked example',
  solve: (e) => `Solve ${e}.`,
  workOut: (e) => `Work out ${e}.`,
  so: (a) => `So the answer is ${a}.`,
  checkTitle: 'Check your understanding',
  misconceptionTitle: 'Spot the mistake',
  orderTitle: 'Putting the ideas in order',
  orderProblem: (l) => `Put these ideas in the order they are taught, and say why: ${l}.`,
  orderSolution: (l) => `The order is: ${l}. Each idea builds on the one before it.`,
  buildsOnQuestion: (l) => `What does ${lowerFirst(l)} build on?`,
  misconceptionProblem: (m) => `A classmate says: "${m}" Is that right?`,
  misconceptionSolution: (l, d) => `That is a common mistake. Think about ${lowerFirst(l)}: ${d}`,
  sataPartOf: (t) => `Which of these are ideas of ${t}? Select all that apply.`,
  sataTrue: (t) => `Which statements about ${t} are true? Select all that apply.`,
  rightPart: (_l, d) => d,
  wrongPart: (l, s) => `${l} belongs to ${s}, a related topic.`,
  rightStatement: (l) => `This is what ${lowerFirst(l)} says.`,
  commonMisconception: 'This is a common misconception.',
  splTitle: (t) => `Practice: ${t}`,
  splSituation: (c, t) => `${c}\n\nToday the talk turns to **${t}**, and the others look to you.`,
  splRole: (s, g) => `A ${s} learner (${g})`,
  splAsked: (l) => `Someone asks you about ${lowerFirst(l)}. What do you tell them?`,
  splLater: (t) => `Say it is part of ${t} and offer to look it up together later.`,
  good: 'Well done: accurate, and it helps the others understand.',
  later: 'Honest, but the others learn nothing yet.',
  misled: 'This is a common misconception; look at the explanation again.',
  confused: (s) => `This describes ${lowerFirst(s)}, a different idea.`,
  debrief: (t, l) => `The best answers used the ideas of ${t} precisely: ${l}.`,
  unknownObjective: (n) => `Explain ${lowerFirst(n)} in your own words.`,
  unknownSection: (n) => `About ${n}`,
  unknownBody: (n) => `The built-in knowledge base has nothing on "${n}" yet, so this version holds only a frame for the teacher to fill in.`,
  unknownQuestion: (n) => `What is the most important idea of ${lowerFirst(n)}?`,
  unknownAnswer: 'To be written by the teacher.',
};

const es: Phrases = {
  angles: ['visión general', 'paso a paso', 'errores frecuentes', 'ponerlo en práctica'],
  objective: (b, l, math) => `${{ remember: 'Identificar', understand: 'Explicar', apply: math ? 'Resolver problemas de' : 'Aplicar', analyse: 'Analizar', evaluate: 'Evaluar', create: 'Crear' }[b]} ${lowerFirst(l)}.`,
  overview: (t) => `${t}: las ideas, en el orden en que se enseñan`,
  buildsOn: (l) => `Se apoya en: ${l}.`,
  prerequisites: (l) => `Antes de este tema hace falta: ${l}.`,
  misconceptionsHeading: 'Errores frecuentes',
  misconception: (m) => `- Un error frecuente: «${m}»`,
  partOf: (l, t) => `${l}: una de las ideas de ${t}.`,
  whichIdea: (d) => `¿Qué idea describe esto? «${d}»`,
  whichIdeaByLabel: (l, t) => `¿Qué significa «${l}» en ${t}?`,
  solveTitle: 'Un ejemplo resuelto',
  solve: (e) => `Resuelve ${e}.`,
  workOut: (e) => `Calcula ${e}.`,
  so: (a) => `La respuesta es ${a}.`,
  checkTitle: 'Comprueba lo aprendido',
  misconceptionTitle: 'Encuentra el error',
  orderTitle: 'Ordenar las ideas',
  orderProblem: (l) => `Ordena estas ideas como se enseñan y explica por qué: ${l}.`,
  orderSolution: (l) => `El orden es: ${l}. Cada idea se apoya en la anterior.`,
  buildsOnQuestion: (l) => `¿En qué se apoya ${lowerFirst(l)}?`,
  misconceptionProblem: (m) => `Un compañero dice: «${m}». ¿Tiene razón?`,
  misconceptionSolution: (l) => `Es un error frecuente. Piensa en ${lowerFirst(l)}.`,
  sataPartOf: (t) => `¿Cuáles de estas son ideas de ${t}? Selecciona todas las que correspondan.`,
  sataTrue: (t) => `¿Qué afirmaciones sobre ${t} son ciertas? Selecciona todas las que correspondan.`,
  rightPart: (l) => `${l} forma parte de este tema.`,
  wrongPart: (l, s) => `${l} pertenece a ${s}, un tema relacionado.`,
  rightStatement: (l) => `Es lo que dice ${lowerFirst(l)}.`,
  commonMisconception: 'Es un error frecuente.',
  splTitle: (t) => `Práctica: ${t}`,
  splSituation: (c, t) => `${c}\n\nHoy la conversación gira hacia **${t}**, y todos te miran a ti.`,
  splRole: (s, g) => `Estudiante de ${s} (${g})`,
  splAsked: (l) => `Alguien te pregunta por ${lowerFirst(l)}. ¿Qué le dices?`,
  splLater: (t) => `Decir que es parte de ${t} y proponer buscarlo juntos después.`,
  good: 'Bien hecho: es preciso y ayuda a los demás a entender.',
  later: 'Sincero, pero los demás todavía no aprenden nada.',
  misled: 'Es un error frecuente; vuelve a mirar la explicación.',
  confused: (s) => `Esto describe ${lowerFirst(s)}, otra idea.`,
  debrief: (t, l) => `Las mejores respuestas usaban con precisión las ideas de ${t}: ${l}.`,
  unknownObjective: (n) => `Explicar ${lowerFirst(n)} con tus propias palabras.`,
  unknownSection: (n) => `Sobre ${n}`,
  unknownBody: (n) => `La base de conocimiento integrada todavía no tiene nada sobre «${n}»; esta versión es solo un marco para que lo complete el profesor.`,
  unknownQuestion: (n) => `¿Cuál es la idea más importante de ${lowerFirst(n)}?`,
  unknownAnswer: 'La escribe el profesor.',
};

const fr: Phrases = {
  angles: ["vue d'ensemble", 'pas à pas', 'erreurs fréquentes', 'mise en pratique'],
  objective: (b, l, math) => `${{ remember: 'Identifier', understand: 'Expliquer', apply: math ? 'Résoudre des problèmes de' : 'Appliquer', analyse: 'Analyser', evaluate: 'Évaluer', create: 'Créer' }[b]} ${lowerFirst(l)}.`,
  overview: (t) => `${t} : les idées, dans l'ordre où on les enseigne`,
  buildsOn: (l) => `S'appuie sur : ${l}.`,
  prerequisites: (l) => `Avant ce thème, il faut : ${l}.`,
  misconceptionsHeading: 'Erreurs fréquentes',
  misconception: (m) => `- Une erreur fréquente : « ${m} »`,
  partOf: (l, t) => `${l} : une des idées de ${t}.`,
  whichIdea: (d) => `Quelle idée cela décrit-il ? « ${d} »`,
  whichIdeaByLabel: (l, t) => `Que veut dire « ${l} » en ${t} ?`,
  solveTitle: 'Un exemple corrigé',
  solve: (e) => `Résoudre ${e}.`,
  workOut: (e) => `Calculer ${e}.`,
  so: (a) => `La réponse est ${a}.`,
  checkTitle: 'Vérifier ses connaissances',
  misconceptionTitle: "Repérer l'erreur",
  orderTitle: 'Mettre les idées en ordre',
  orderProblem: (l) => `Remettez ces idées dans l'ordre où on les enseigne, et dites pourquoi : ${l}.`,
  orderSolution: (l) => `L'ordre est : ${l}. Chaque idée s'appuie sur la précédente.`,
  buildsOnQuestion: (l) => `Sur quoi s'appuie ${lowerFirst(l)} ?`,
  misconceptionProblem: (m) => `Un camarade dit : « ${m} ». A-t-il raison ?`,
  misconceptionSolution: (l) => `C'est une erreur fréquente. Pensez à ${lowerFirst(l)}.`,
  sataPartOf: (t) => `Lesquelles sont des idées de ${t} ? Cochez toutes les bonnes réponses.`,
  sataTrue: (t) => `Quelles affirmations sur ${t} sont vraies ? Cochez toutes les bonnes réponses.`,
  rightPart: (l) => `${l} fait partie de ce thème.`,
  wrongPart: (l, s) => `${l} relève de ${s}, un thème voisin.`,
  rightStatement: (l) => `C'est ce que dit ${lowerFirst(l)}.`,
  commonMisconception: "C'est une erreur fréquente.",
  splTitle: (t) => `Mise en situation : ${t}`,
  splSituation: (c, t) => `${c}\n\nAujourd'hui, on parle de **${t}**, et les autres comptent sur vous.`,
  splRole: (s, g) => `Élève de ${s} (${g})`,
  splAsked: (l) => `On vous interroge sur ${lowerFirst(l)}. Que répondez-vous ?`,
  splLater: (t) => `Dire que cela fait partie de ${t} et proposer de chercher ensemble plus tard.`,
  good: 'Bien : exact, et cela aide les autres à comprendre.',
  later: "Honnête, mais les autres n'apprennent rien pour l'instant.",
  misled: "C'est une erreur fréquente ; relisez l'explication.",
  confused: (s) => `Cela décrit ${lowerFirst(s)}, une autre idée.`,
  debrief: (t, l) => `Les meilleures réponses utilisaient avec précision les idées de ${t} : ${l}.`,
  unknownObjective: (n) => `Expliquer ${lowerFirst(n)} avec ses propres mots.`,
  unknownSection: (n) => `À propos de ${n}`,
  unknownBody: (n) => `La base de connaissances intégrée ne contient encore rien sur « ${n} » ; cette version n'est qu'un cadre à compléter par l'enseignant.`,
  unknownQuestion: (n) => `Quelle est l'idée la plus importante de ${lowerFirst(n)} ?`,
  unknownAnswer: "À rédiger par l'enseignant.",
};

/** Lower-cases the first letter for running text, leaving acronyms (DNA, CO₂) alone. */
export function lowerFirst(s: string): string {
  return /^\p{Lu}[\p{Lu}\d₀-₉]/u.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

const TABLE: Record<string, Phrases> = { en, es, fr };

/** The phrases for a language; `native` is false when English stands in. */
export function phrasesFor(language: string): { phrases: Phrases; native: boolean; code: string } {
  const code = language.toLowerCase().slice(0, 2);
  const phrases = TABLE[code];
  return phrases ? { phrases, native: true, code } : { phrases: en, native: false, code: 'en' };
}
