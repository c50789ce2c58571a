// Sentences that report a mistake learners make ("A common mistake is to write 0.3² = 0.9"): a
// teacher quotes the slip to warn of it, so its arithmetic is not checked. Apart because it is
// word lists per language, read before any number is.
import { sentences, type Lang } from './text.js';

/**
 * A sentence that reports a mistake learners make ("A common mistake is to write 3/4 = 0.34",
 * "Un error frecuente es pensar que 3/4 es 0,34", "Une erreur fréquente est d'écrire 40 min =
 * 0,4 h", "Students often think 0.5 × 0.5 = 2.5") states the wrong calculation on purpose, as a
 * teacher quotes it to warn: it is left out of the text before its arithmetic is read (blanked,
 * so that line breaks and places stay). A mistake noun alone is not enough ("the error is 2 cm"):
 * the sentence must either say someone thinks, writes or says it, or that it is done wrongly
 * (REPORTS_MISTAKE), or name it as a mistake of a kind ("a common mistake", "el error es",
 * "par erreur": MISTAKE_NAMED). Two rounds of work wrote the two readings; either one is enough.
 */
export function withoutReportedMistakes(text: string, lang: Lang): string {
  const reports = REPORTS_MISTAKE[lang];
  const reported = !!reports && MISTAKE_WORD.test(text) && reports.test(text);
  const named = MISTAKE_NAMED[lang].test(text);
  if (!reported && !named) return text;
  let out = text;
  for (const s of sentences(text, lang)) if ((reported && reports.test(s)) || (named && MISTAKE_NAMED[lang].test(s))) out = out.replace(s, ' '.repeat(s.length));
  return out;
}
/** A word a report of a mistake needs, in any language: tested once on the whole text first. */
const MISTAKE_WORD = /(?<!\p{L})(?:mistak\p{L}*|error\p{L}*|erreur\p{L}*|misconception\p{L}*|wrongly|tort|often|usually|sometimes|suelen|menudo|souvent|confund\p{L}*|confond\p{L}*|confus\p{L}*|tempting|tentador|tentant|students|learners|pupils|alumnos|estudiantes|élèves)(?!\p{L})/iu;
const SAYING: Record<'en' | 'es' | 'fr', string> = {
  en: String.raw`(?:think|thinking|write|writing|say|saying|believe|believing|assume|assuming|confuse|confusing|read|reading|put|putting|take|taking|treat|treating)s?`,
  es: String.raw`(?:pensar|piensan?|creer|creen?|escribir|escriben?|decir|dicen?|confundir|confunden?|poner|ponen?|tomar|toman?|leer|leen?)`,
  fr: String.raw`(?:penser|pensent|croire|croient|écrire|écrivent|dire|disent|confondre|confondent|mettre|mettent|lire|lisent|prendre|prennent)`,
};
const REPORTS_MISTAKE: Partial<Record<Lang, RegExp>> = {
  en: new RegExp(String.raw`(?<!\p{L})(?:(?:mistake|error|misconception|slip|trap|pitfall|mix-up)s?\b[^.;!?]*?\b${SAYING.en}|${SAYING.en}\b[^.;!?]*?\b(?:by mistake|in error)|(?:wrongly|mistakenly|often|usually|sometimes|tempting\s+to)\s+${SAYING.en}|(?:students|learners|pupils|children|many|some)\s+(?:(?:often|sometimes|usually|wrongly|may|might|tend\s+to)\s+)?${SAYING.en})(?!\p{L})`, 'iu'),
  es: new RegExp(String.raw`(?<!\p{L})(?:(?:error|errores|equivocación|confusión|trampa)(?!\p{L})[^.;!?]*?(?<!\p{L})${SAYING.es}|(?:suelen|a menudo|muchas veces|erróneamente|por error|tentador)\s+${SAYING.es}|(?:alumnos|estudiantes|muchos|algunos)\s+(?:(?:a menudo|suelen)\s+)?${SAYING.es})(?!\p{L})`, 'iu'),
  fr: new RegExp(String.raw`(?<!\p{L})(?:(?:erreur|erreurs|confusion|piège|étourderie)(?!\p{L})[^.;!?]*?(?<!\p{L})(?:d['’]|de\s+)?${SAYING.fr}|${SAYING.fr}\s+(?:souvent|à tort|par erreur)|tentant\s+(?:d['’]|de\s+)${SAYING.fr}|(?:élèves|beaucoup|certains)\s+(?:\p{L}+\s+)?${SAYING.fr})(?!\p{L})`, 'iu'),
};
/** A sentence that names what it says as a mistake (read beside REPORTS_MISTAKE: either one is enough): "a common mistake is", "un error frecuente es", "une erreur fréquente est", "by mistake", "à tort". */
const MISTAKE_NAMED: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:(?:common|frequent|typical|classic|usual|easy|tempting)\s+(?:mistake|error|slip|misconception|trap)|(?:the|a|one)\s+(?:mistake|error)\s+(?:is|would be)\s+to|by mistake|wrongly|mistakenly)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:(?:error|fallo|confusión)\s+(?:muy\s+)?(?:frecuente|común|típic[oa]|habitual|clásic[oa])|(?:el|un)\s+error\s+(?:es|sería)|por error|equivocadamente|erróneamente)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:(?:erreur|confusion)\s+(?:très\s+)?(?:fréquente|courante|classique|typique|habituelle)|l['’]erreur\s+(?:serait|est|consiste)|par erreur|à tort)(?!\p{L})/iu,
  other: /(?!)/u,
};
