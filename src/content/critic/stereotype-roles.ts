// Readings of the stereotype check that do not hang on a listed trait said of a listed group, but
// on what a teacher notices in the grammar of an instruction or a reason (stereotypes.ts calls them
// once its lists have found nothing):
// - TASKS SHARED OUT BY SEX: both sexes named as groups, each given its own task in the same
//   sentence, and at least one task the one that sex is stereotyped for ("the girls will prepare the
//   snacks while the boys move the tables", "que las niñas decoren … y los niños carguen …", "les
//   filles feront le goûter pendant que les garçons installeront …"). One task for both ("the girls
//   the blue poster and the boys the red one") or neutral tasks stay quiet.
// - AN AGE GIVEN AS THE REASON FOR A LIMIT: "at their age they would not keep up", "a su edad no
//   podrían…", "à leur âge, ils ne suivraient pas…". A stage of development ("at this age children
//   cannot yet…") is not a person's age, and what the law or the body decides ("vote", "drive") is no
//   limit of the mind (the same verbs the inability shape leaves out).
// - A TRAIT SAID TO BE INBORN BY AN IDIOM: "it's in their blood", "lo llevan en la sangre", "ils ont
//   ça dans le sang", "in their genes", or a group that "has by nature" something ("tienen por
//   naturaleza una resistencia…").
// - A LAPSE OF MIND AS A HABIT: a group that forgets, loses count or track, gets confused or muddled
//   "easily" or "quickly" ("grandparents forget things easily", "los ancianos se lían enseguida",
//   "les personnes âgées oublient facilement"). Tiring, healing or catching cold are the body's, so
//   "young children tire quickly" stays quiet.
import type { Lang } from './text.js';

export interface RoleHit {
  group: string;
  predicate: string;
  /** Tasks shared out by sex, or an age given as a reason: the explanation says which. */
  kind?: 'tasks' | 'age';
}

const re = (source: string) => new RegExp(source, 'iu');
const word = (alternatives: string) => `(?<!\\p{L})(?:${alternatives})(?!\\p{L})`;

interface Roles {
  female: string;
  male: string;
  /** Tasks a sex is stereotyped for, as verb stems or phrases (any form). */
  femaleTasks: string;
  maleTasks: string;
  /** A person's age as the reason ("at their age"). */
  age: string;
  /** A limit after the age: the modal of inability, then a verb. */
  limit: string;
  idiom: string;
  lapse: string;
  /** A reason whose subject is the group just named ("since they", "porque", "parce qu'elles"). */
  reason: string;
}

const EN_BODY_OR_LAW = '(?!(?:see|hear|walk|stand|climb|reach|lift|carry|eat|drink|vote|buy|sign|marry|enter|afford|pay|drive|travel|fly|sleep|breathe|work legally|be served|legally)(?!\\p{L}))';
const ES_BODY_OR_LAW = '(?!(?:ver|oír|andar|caminar|subir|alcanzar|levantar|cargar|comer|beber|votar|comprar|firmar|casarse|entrar|pagar|conducir|viajar|dormir|respirar)(?!\\p{L}))';
const FR_BODY_OR_LAW = "(?!(?:voir|entendre|marcher|monter|atteindre|soulever|porter|manger|boire|voter|acheter|signer|se marier|entrer|payer|conduire|voyager|dormir|respirer)(?!\\p{L}))";

const ROLES: Record<Exclude<Lang, 'other'>, Roles> = {
  en: {
    female: '(?:the |our )?(?:girls|women|mums|moms|mothers|ladies|daughters|sisters)',
    male: '(?:the |our )?(?:boys|men|dads|fathers|sons|brothers|lads)',
    femaleTasks: '(?:cook|bake|prepar\\p{L}* (?:the )?(?:food|snacks?|drinks|tea|lunch|cake)|(?:make|makes|making) (?:the |some )?(?:food|snacks?|drinks|tea|lunch|dinner|cakes?|salads?|sandwiches|biscuits|cookies|pancakes|soup|costumes|bunting|decorations)|decorat|paint (?:the )?(?:signs?|posters?|banners?)|clean|tidy|wash|sew|serve|sing|dance|take (?:the )?notes|write (?:the )?(?:notes|minutes|invitations|cards)|welcome|greet|look after|care for|comfort|colou?r|arrange (?:the )?flowers)',
    maleTasks: '(?:carry|carries|lift|move (?:the )?(?:tables?|chairs?|boxes|benches|furniture)|build|fix|repair|handle (?:the )?(?:drill|tools?|saw|hammer|wiring|money|cash)|use (?:the )?(?:drill|tools?|saw|hammer)|wire|connect (?:the )?(?:wires|cables|circuit)|set up (?:the )?(?:tables?|chairs?|stage|equipment|speakers)|load|unload|dig|lead|captain|drive|do (?:the )?(?:measuring|calculations|sums|heavy)|measure|code|program|take charge|(?:sort out|run|light|man|do|cook on) (?:the )?(?:barbecue|bbq|grill|fire))',
    age: '(?:at (?:their|his|her|your) age|(?:given|because of) (?:their|his|her) age)',
    limit: `(?:would not|wouldn't|will not|won't|cannot|can't|could not|couldn't|will never|would never|could never|can never|are unable to|is unable to|are not able to|is not able to|aren't able to|isn't able to) (?:really |even |properly |ever )?(?!(?:yet|still)(?!\\p{L}))${EN_BODY_OR_LAW}[\\p{L}]+`,
    idiom: "(?:(?:it's|it is|that's|that is|is|are|runs?) (?:just )?in (?:their|his|her) (?:blood|genes|dna|nature)|(?:have|has) (?:[\\p{L}']+ ){0,3}?in (?:their|his|her) (?:blood|genes|dna)|(?:have|has) (?:by nature|naturally|innately) (?:a |an |the |more |less )?[\\p{L}-]+)",
    reason: '(?:since|because|as|for) they',
    lapse: "(?:forget|forgets) (?:[\\p{L}']+ ){0,2}?(?:easily|quickly|in no time|all the time)|(?:lose|loses) (?:their |the )?(?:place|way|thread|things|keys|glasses|patience|temper) (?:easily|quickly|in no time|all the time)|(?:lose|loses) (?:count|track|focus|interest|concentration|the thread)|(?:get|gets|become|becomes) (?:[\\p{L}]+ )?(?:muddled|mixed up|confused|flustered|lost|distracted|bored|overwhelmed) (?:easily|quickly|in no time)|(?:mix|mixes|muddle|muddles) (?:[\\p{L}]+ ){0,2}?up (?:easily|quickly|all the time)",
  },
  es: {
    female: '(?:las |nuestras )?(?:niñas|chicas|mujeres|madres|mamás|hijas|hermanas)',
    male: '(?:los |nuestros )?(?:niños|chicos|hombres|padres|papás|hijos|hermanos)',
    femaleTasks: '(?:cocin|prepar\\p{L}* (?:la |el |los |las )?(?:merienda|comida|bocadillos|pastel|tarta|café|ensaladas?|picnic)|hac\\p{L}* (?:la |el )?(?:merienda|comida|pastel|tarta)|decor|adorn|pint\\p{L}* (?:los |las )?(?:carteles|pancartas)|limpi|barr|recog|lav|cos|sirv|cant|bail|tom\\p{L}* (?:los )?apuntes|apunt|anot|recib|cuid|colore)',
    maleTasks: '(?:carg|levant|mont|muev|mov|constru|arregl|repar|conect|cabl|instal|cav|lider|dirig|conduc|manej|calcul|mid|program)',
    age: '(?:a (?:su|sus|tu) edad|(?:por|dada) su edad)',
    limit: `(?:no (?:podrían|podrán|pueden|podría|podrá|puede|sabrían|sabrán|aguantarían|aguantarán|seguirían|seguirán|entenderían|entenderán|aprenderían|aprenderán|se adaptarían)|nunca (?:podrían|podrán|pueden)) (?:bien )?(?!(?:todavía|aún)(?!\\p{L}))${ES_BODY_OR_LAW}[\\p{L}]+`,
    idiom: '(?:(?:lo )?(?:llevan|lleva|tienen|tiene) (?:[\\p{L}]+ ){0,2}?en (?:la sangre|los genes|el adn)|(?:está|es) en (?:su|sus) (?:sangre|genes|adn|naturaleza)|(?:tienen|tiene|poseen|posee) (?:por naturaleza|de por sí|por instinto|innatamente) (?:una? |más |menos )?[\\p{L}]+)',
    reason: '(?:porque|ya que|pues|puesto que)(?: ellas| ellos)?',
    lapse: '(?:se (?:lían|lía|confunden|confunde|pierden|pierde|despistan|despista|olvidan|olvida|agobian|agobia|bloquean|bloquea|líen)|olvidan|olvida|pierden (?:la cuenta|el hilo)|pierde (?:la cuenta|el hilo)) (?:[\\p{L}]+ ){0,3}?(?:enseguida|fácilmente|con facilidad|rápido|pronto|en nada|a la primera)',
  },
  fr: {
    female: '(?:les |nos )?(?:filles|femmes|mères|mamans|sœurs|soeurs)',
    male: '(?:les |nos )?(?:garçons|hommes|pères|papas|frères)',
    femaleTasks: "(?:cuisin|prépar\\p{L}* (?:le |la |les )?(?:goûter|repas|gâteaux?|café|sandwichs|pique-nique|crêpes|salades?)|fer\\p{L}* (?:le |la |les )?(?:goûter|gâteaux?|cuisine|ménage|vaisselle)|décor|peign\\p{L}* (?:les )?(?:affiches|panneaux)|nettoi|nettoy|rang|lav|cous|serv|chant|dans|pren\\p{L}* (?:les )?notes|accueill|s['’]occup\\p{L}* des (?:petits|enfants|invités)|colori)",
    maleTasks: "(?:port|soulev|install|déplac|mont|construi|répar|brich|branch|câbl|creus|dirig|condui|calcul|mesur|programm|s['’]occup\\p{L}* (?:des outils|de la perceuse|du matériel|des câbles))",
    age: "(?:à (?:leur|son|ton|votre) âge|vu (?:leur|son) âge)",
    // A modal needs a verb of the mind after it ("ne pourraient pas suivre"), not "encore" (a stage) or a right ("voter").
    limit: `(?:ne (?:pourraient|pourront|peuvent|pourrait|pourra|peut|sauraient|sauront|saurait|saura) (?:pas|jamais) (?!(?:encore|toujours)(?!\\p{L}))${FR_BODY_OR_LAW}[\\p{L}]+|ne (?:suivraient|suivront|suivrait|suivra|tiendraient|tiendront|tiendrait|comprendraient|comprendront|comprendrait|comprendra|apprendraient|apprendrait|s['’]adapteraient|s['’]adapterait) (?:pas|jamais)|n['’](?:arriveraient|arriveront|arriverait|arrivera|arrivent) (?:pas|jamais) à (?!(?:encore|toujours)(?!\\p{L}))${FR_BODY_OR_LAW}[\\p{L}]+)`,
    idiom: "(?:(?:ont|a) (?:[\\p{L}'’]+ ){0,2}?dans (?:le sang|les gènes)|(?:c['’]est|est) dans (?:leur|leurs|son|ses) (?:sang|gènes|adn|nature)|(?:ont|a|possèdent|possède) (?:par nature|naturellement|de nature|d['’]instinct) (?:une? |plus de |moins de |le |la )?[\\p{L}]+)",
    reason: "(?:parce qu['’]|puisqu['’]|car )(?:ils|elles)",
    lapse: "(?:oublient|oublie|s['’]embrouillent|s['’]embrouille|se perdent|se perd|se trompent|se trompe|perdent (?:le fil|le compte)|perd (?:le fil|le compte)|se mélangent|se mélange) (?:[\\p{L}'’]+ ){0,3}?(?:facilement|vite|tout de suite|rapidement|en un rien de temps|sans arrêt)",
  },
};

interface CompiledRoles {
  mentions: RegExp;
  femaleThenMale: RegExp;
  maleThenFemale: RegExp;
  femaleTask: RegExp;
  maleTask: RegExp;
  ageLimit: RegExp;
  idiom: RegExp;
  lapse: RegExp;
  sexThenReason: RegExp;
  reasonThenSex: RegExp;
}

/** A task: a verb group after the sex's name (a modal, "will", "can", a future or a subjunctive), then up to 40 letters. */
const TASK = '([^;:.!?]{2,60}?)';
const JOIN = '(?:[,;]\\s*|\\s+(?:while|whereas|and|but|y|e|mientras|mientras que|pero|et|tandis que|pendant que|alors que|mais)\\s+(?:que\\s+)?|\\s*[,;]\\s*(?:and|y|et)\\s+(?:que\\s+)?)';

function compileRoles(r: Roles): CompiledRoles {
  const female = word(r.female);
  const male = word(r.male);
  return {
    mentions: re(`${female}|${male}|${r.age}`),
    femaleThenMale: re(`${female}${TASK}${JOIN}${male}${TASK}(?:[.;!]|$)`),
    maleThenFemale: re(`${male}${TASK}${JOIN}${female}${TASK}(?:[.;!]|$)`),
    femaleTask: re(`(?<!\\p{L})${r.femaleTasks}`),
    maleTask: re(`(?<!\\p{L})${r.maleTasks}`),
    ageLimit: re(`${r.age}[\\s,]+(?:(?:they|he|she|you|ellos|ellas|él|ella|ils|elles|il|elle)\\s+)?(?:[\\p{L}']+\\s+){0,2}?${r.limit}`),
    idiom: re(`(?<!\\p{L})${r.idiom}`),
    // A lapse right after the group, or after one short verb phrase joined to it ("tire quickly and lose count easily").
    lapse: re(`^[\\s,]*(?:[^,]{1,30},\\s*)?(?:[\\p{L}']+(?:\\s+[\\p{L}']+){0,2}\\s+(?:and|y|e|et)\\s+)?(?:(?:usually|often|always|tend to|tends to|just|simply|suelen|siempre|a menudo|souvent|toujours|ont tendance à)\\s+)*(?:${r.lapse})(?!\\p{L})`),
    sexThenReason: re(`(${female}|${male})[^.;:!?]{0,80}?(?<!\\p{L})${r.reason}(?!\\p{L})`),
    // The other order: "since the lads are more competitive, …", "como los chicos son…", "comme les garçons sont…".
    reasonThenSex: re(`(?<!\\p{L})(?:since|because|as|como|porque|ya que|comme|puisque|parce que)\\s+(${female}|${male})(?!\\p{L})`),
  };
}

const COMPILED: Record<Lang, CompiledRoles> = (() => {
  const en = compileRoles(ROLES.en);
  return { en, es: compileRoles(ROLES.es), fr: compileRoles(ROLES.fr), other: en };
})();

/** Fields that name either sex or an age as a reason: the only ones these readings look at. */
export const mentionsRoles = (text: string, lang: Lang) => COMPILED[lang].mentions.test(text);

/** A task that starts with an article or a preposition and is short has no verb of its own: "and the boys the red one", "et les garçons la seconde". */
const ELLIPSIS = /^(?:the|a|an|on|in|at|for|el|la|las|los|un|una|en|por|con|le|les|une|des|au|aux|pour)(?:\s+\S+){0,3}$/iu;
const POSSESSIVE = /^['’]s?(?!\p{L})/u;
const STATE = /^(?:are|were|is|was|have|had|'re|son|eran|están|estaban|tienen|sont|étaient|ont|avaient)(?!\p{L})/iu;
/** The stems (first four letters) of a task's first three words: two tasks that share one are one task ("set up the chairs", "set them up"; "montarán el escenario", "lo montarán"). */
const stems = (task: string) => task.trim().toLowerCase().split(/\s+/u).slice(0, 3).filter((w) => w.length >= 3).map((w) => w.slice(0, 4));

/** Both sexes each given a task, one of them stereotyped for that sex. */
function tasksBySex(sentence: string, c: CompiledRoles): RoleHit | undefined {
  for (const [pattern, femaleFirst] of [[c.femaleThenMale, true], [c.maleThenFemale, false]] as const) {
    const m = pattern.exec(sentence);
    if (!m) continue;
    const [femaleTask, maleTask] = femaleFirst ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    // An ellipsis ("and the boys the red one") or the same task for both is no division of roles.
    if (ELLIPSIS.test(femaleTask.trim()) || ELLIPSIS.test(maleTask.trim())) continue;
    // A state is no task: "the boys are in room 4 and the girls will sing"; nor is a thing of
    // theirs ("Men's wheelchair basketball was on the programme in 1960; women's was added in 1968").
    if (STATE.test(femaleTask.trim()) || STATE.test(maleTask.trim()) || POSSESSIVE.test(femaleTask) || POSSESSIVE.test(maleTask)) continue;
    const shared = new Set(stems(femaleTask).filter((s) => !/^(?:will|can|shou|must|may|migh|woul|are|que|van|pued|debe|vont|peuv|doiv|the|les|las|los|them)$/u.test(s)));
    if (stems(maleTask).some((s) => shared.has(s))) continue;
    if (c.femaleTask.test(femaleTask) || c.maleTask.test(maleTask)) return { group: m[0].trim(), predicate: m[0].trim(), kind: 'tasks' };
  }
  return undefined;
}

/**
 * Either sex named (even as "the girls") and then a reason whose subject they are ("put the girls
 * on the desk, since they are…"): the rest of the sentence after the reason, for the caller's
 * predicates, since the reason is what generalises.
 */
export function reasonAfterSex(sentence: string, lang: Lang): { group: string; rest: string } | undefined {
  const c = COMPILED[lang];
  const m = c.sexThenReason.exec(sentence) ?? c.reasonThenSex.exec(sentence);
  return m ? { group: m[1]!, rest: sentence.slice(m.index + m[0].length) } : undefined;
}

/** The first of these readings that holds for a sentence; `groups` finds a group named generically. */
export function roleReading(sentence: string, lang: Lang, groupAt: (s: string) => Array<{ index: number; text: string }>): RoleHit | undefined {
  const c = COMPILED[lang];
  const roles = tasksBySex(sentence, c);
  if (roles) return roles;
  const age = c.ageLimit.exec(sentence);
  if (age) return { group: age[0], predicate: age[0], kind: 'age' };
  for (const g of groupAt(sentence)) {
    const rest = sentence.slice(g.index + g.text.length);
    const lapse = c.lapse.exec(rest);
    if (lapse) return { group: g.text, predicate: lapse[0].replace(/^[\s,]+/u, '').trim() };
    const idiom = c.idiom.exec(rest);
    if (idiom && idiom.index < 60) return { group: g.text, predicate: idiom[0] };
  }
  return undefined;
}
