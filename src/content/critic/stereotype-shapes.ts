// Shapes of a generalisation that the stereotype check reads besides its word lists
// (stereotype-lexicon.ts), per language. Each is a way of saying what a group (or a person, because
// of a group) can or cannot do, written with any verb or adjective, so that new wording is read
// by its grammar rather than by a listed phrase:
// - an INABILITY said of the group: "are not able to …", "are unable to …", "no son capaces de …",
//   "ne sont pas capables de …", "n'arrivent pas à …";
// - TOO … TO: "are too old to pick up …", "son demasiado cerrados para …", "sont trop agités pour …";
// - a habitual RANK: "are always the last to pay", "siempre son los últimos en …", "sont toujours
//   les dernières à …";
// - a group named by a noun and a qualifier or by where it comes from ("poorer families",
//   "families from there", "les élèves étrangers", "los jóvenes de barrio");
// - a conclusion about ONE PERSON drawn from a group they belong to, presumed ("Tom uses a
//   wheelchair, so obviously he cannot…", "Como es gitano, seguro que no quiere…", "Comme elle est
//   en fauteuil roulant, elle ne peut évidemment pas…");
// - TASTES AND HABITS: what the group does not do or does only, right after it ("don't ask for
//   directions", "only care about", "no se interesan por", "ne pensent qu'à", "manquent de"), and a
//   preference where the sentence generalises ("as a rule … don't like", "préfèrent toujours").
// What a body, a law or money decides is no trait: the verbs after an inability, "too … to" or a
// rank exclude seeing, hearing, walking, reaching, voting, buying, paying, affording, eating and the
// like ("wheelchair users are unable to use the stairs", "too young to vote", "trop petits pour
// atteindre"), and the adjectives of "too" exclude size and weight ("too short to reach").

export interface Shapes {
  /** Groups named by a noun and a qualifier, or by where they come from (matched before the lexicon's). */
  groups: string[];
  /** Predicates in the shapes above, said of a group subject. */
  predicates: string[];
  /** Tastes and habits said of the group, read only in a sentence that generalises ("as a rule", "toujours"). */
  framed: string[];
  /** Predicates read only right after the group (adverbs aside), never further on in the sentence. */
  adjacent: string[];
  /** A person's membership of a group: the verb and the group ("uses a wheelchair", "es gitano"). */
  membership: string;
  /** Before the membership, the word that makes it a reason ("since", "como", "comme"). */
  reasonBefore: string;
  /** After the membership, the word that draws a conclusion from it ("so", "así que", "donc"). */
  reasonAfter: string;
  /** The words that presume the conclusion ("obviously", "seguro que", "évidemment"). */
  presumed: string;
  /** A limit, a lack or a taste put on the person ("cannot", "no quiere", "ne peut pas", "will prefer"). */
  limit: string;
  /** Disparaging traits: said right after a job named generically, a prejudice about the job ("builders are rough"). */
  disparaging: string[];
  /**
   * Any agent noun that opens the sentence as a bare plural ("Truckers", "Los fontaneros", "Les
   * routiers"): a job or a pastime not in the lists, read like a listed job (a disparaging trait right
   * after it). The roles of a lesson (learners, readers, players, members…) are left out.
   */
  agents: string;
  /**
   * Any group of people named by a plural person noun, listed or not: the head a word for people by
   * its ending ("-ers", "-istas", "-istes", "-ians", "-eños", "-ois") or a word for kin, age, place
   * or origin ("cousins", "chavales", "voisins"), with a qualifier of where they are from ("city
   * folk", "los chavales de pueblo", "les gens de la montagne"). Read only as the subject that opens
   * a sentence which also generalises (a frame word or a comparison of groups), since such nouns
   * often name the people of a lesson ("Bakers usually start at dawn").
   */
  people: string;
  /** After `people`, where they are from ("from the north", "de pueblo", "de la montagne"). */
  from: string;
  /**
   * A lapse of mind or temper compared, with the group after it: "(they) panic more easily than
   * boys", "se distraen más fácilmente que los chicos", "abandonnent plus vite que les garçons";
   * the group is appended where the shapes are compiled.
   */
  behind: string;
}

const EN_NOT_TRAIT_VERB = '(?!(?:see|hear|make|walk|stand|climb|reach|lift|carry|eat|drink|digest|absorb|produce|vote|buy|sign|marry|enter|afford|pay|attend|apply|claim|receive|get|use the (?:stairs|steps|lift)|travel|fly|drive|own|inherit|serve|join|sleep|breathe|ride|swim|work (?:legally|full[- ]time))(?!\\p{L}))';
const ES_NOT_TRAIT_VERB = '(?!(?:ver|oír|andar|caminar|subir|bajar|alcanzar|levantar|cargar|comer|beber|digerir|votar|comprar|firmar|casarse|entrar|pagar|permitirse|costear|asistir|solicitar|cobrar|recibir|conducir|viajar|dormir|respirar|nadar|heredar|acceder)(?!\\p{L}))';
// A rank is a habit ("always the last to pay"), so only what befalls people is left out of it ("the first to fall ill").
const EN_NOT_HABIT_VERB = '(?!(?:see|hear|get|catch|suffer|die|fall|be|lose)(?!\\p{L}))';
const ES_NOT_HABIT_VERB = '(?!(?:ver|oír|enfermar|sufrir|morir|caer|perder|ser)(?!\\p{L}))';
const FR_NOT_HABIT_VERB = "(?!(?:voir|entendre|tomber|souffrir|mourir|perdre|être)(?!\\p{L}))";
const FR_NOT_TRAIT_VERB = "(?!(?:voir|entendre|marcher|monter|descendre|atteindre|soulever|porter|manger|boire|digérer|voter|acheter|signer|se marier|entrer|payer|se payer|s['’]offrir|assister|obtenir|recevoir|conduire|voyager|dormir|respirer|nager|hériter|accéder|se loger|se nourrir|se soigner)(?!\\p{L}))";

const EN_PERSON_WORDS = '(?:folk|folks|kids|youngsters|youths|lads|blokes|guys|teenagers|teens|grown-ups|relatives|cousins|uncles|aunts|aunties|siblings|brothers|sisters|sons|daughters|neighbours|neighbors|locals|villagers|townies|townsfolk|townspeople|countryfolk|newcomers|outsiders|incomers|in-laws|grandchildren|nephews|nieces|housemates|flatmates|classmates|twins)';
// Words in "-ers", "-ors", "-ists", "-ians" that name things or the people of a lesson, not a group.
// One word before the head that qualifies it ("city", "young", "small-town"), not one that points at particular people.
const EN_MODIFIER = '(?:(?!(?:the|these|those|our|your|my|his|her|their|its|two|three|four|five|some|several|both|few|certain|other|such|many|most|all|no|any|each|every)(?!\\p{L}))[\\p{L}-]+ )?';
const EN_NOT_PEOPLE = '(?!(?:beginners|learners|readers|writers|users|players|members|volunteers|speakers|listeners|others|partners|customers|viewers|voters|leaders|winners|losers|starters|answers|numbers|letters|papers|layers|centers|centres|computers|matters|powers|waters|orders|colours|colors|factors|sectors|errors|mirrors|doors|floors|actors|authors|teachers|tutors|instructors|students|scientists|researchers|historians|experts|specialists|others|rivers|flowers|towers|monsters|dinners|corners|borders|filters|markers|stickers|posters|chapters|meters|metres|litres|liters|quarters|members|containers|printers|sensors|motors|vectors|rulers|calculators|headphones|sports|summers|winters|weathers|lockers|shelters|boulders|clusters|oysters|lobsters|hamsters|spiders|feathers|tigers|panthers|beavers|otters|cucumbers|peppers|burgers|flavours|flavors|rumours|rumors|odours|odors|vapours|vapors|favours|favors|harbours|harbors|labours|chambers|cylinders|diameters|parameters|registers|remainders|fingers|shoulders|ladders|hammers|drawers|lawnmowers|tractors|trailers|boilers|heaters|toasters|blenders|speakers|controllers|processors|servers|routers|browsers|passengers|dinosaurs|ancestors|predators|spectators|visitors|competitors|customers|editors|inventors)(?!\\p{L}))';

/**
 * How far ahead, in its stretch of words (letters, spaces and apostrophes), a comparison of what a
 * group does looks for pay ("work harder than men and are paid less"): 400 characters, longer than
 * any such stretch of a real sentence. Unbounded, the look-ahead read to the end of the stretch
 * from every group a sentence names, so a sentence naming thousands of groups without a comma cost
 * their number times its length.
 */
export const PAID_REACH = 400;

export const EN_SHAPES: Shapes = {
  groups: [
    // Pointed at rather than named: "families like that", "people like him", "that generation", "kids his age", "someone from her background".
    '(?:families|people|parents|kids|children|pupils|folk|girls|boys|men|women) like (?:that|them|those|theirs|him|her|his|hers|yours)',
    '(?:that|his|her|their|my|your) generation',
    '(?:kids|children|boys|girls|men|women|lads) (?:of )?(?:his|her|their|that) age',
    '(?:someone|anyone|people|kids|children|pupils|families) (?:from|of|with) (?:her|his|their|that|such an?|an?) (?:[\\p{L}-]+ )?(?:background|upbringing)',
    // An age or a sex said of any word for people: "older cashiers", "young plumbers", "female bus drivers".
    `(?:old|older|elderly|aged|young|younger|teenage|female|male) (?:[\\p{L}-]+ )?${EN_NOT_PEOPLE}[\\p{L}]{3,}(?:ers|ors|ists|ians)(?!\\p{L})`,
    // A setting of a group with its people as subject: "in poorer families the parents", "in those homes, parents".
    '(?:in|among) (?:poor|poorer|rich|richer|working-class|middle-class|low-income|immigrant|traveller|traveler|single-parent|[\\p{L}-]+ian|[\\p{L}-]+ish) (?:families|homes|households|communities)(?:,)? (?:the )?(?:parents|mothers|fathers|children|kids)',
    // Before "women" on its own, so that the noun after it is part of the group.
    '(?:women|female|lady|woman) drivers',
    '(?:retired|unemployed|jobless) (?:people|men|women|folk|workers|parents)',
    '(?:grandads|granddads|nans|nannies|aunties|stay-at-home (?:mums|moms|dads|parents|mothers|fathers)|working (?:mums|moms|mothers|dads|fathers))',
    '(?:pupils|children|kids|students|families|people|parents|households) on (?:free school meals|benefits|welfare|the dole)',
    '(?:(?:poorer|richer|wealthier|better-off|worse-off|less well-off) (?:people|families|kids|children|students|pupils|parents|households|folk|men|women|boys|girls|workers))',
    // Named by where they live or work, with any place word: "country people", "city kids", "office workers".
    '(?:country|city|town|village|farm|office|factory|estate|valley|island|mountain|coastal|inner-city|small-town|big-city|suburban|seaside|hill|desk|manual|blue-collar|white-collar) (?:people|folk|kids|children|families|workers|dwellers|boys|girls|women|men|parents|staff|types)',
    '(?:people|families|kids|children|pupils|parents|households|folk) on (?:the|that|those|these) (?:[\\p{L}\\u0027\\u2019-]+ )?(?:estates?|sites?|camps?|blocks?)',
    '(?:people|families|kids|children|pupils|students|parents|households|folk|workers|men|women|boys|girls|teenagers|youngsters) from (?:there|round here|around here|abroad|other countries|poor countries|council estates|(?:the|that|those|these) (?:[\\p{L}\\u0027\\u2019-]+ )?(?:estates?|sites?|camps?|areas?|parts? of town|sides? of town|villages?|towns?|neighbourhoods?|neighborhoods?|projects|slums|countryside|valleys?|north|south|east|west|inner city))',
  ],
  predicates: [
    `(?:are|is|'re)(?: (?:just|simply|really|usually|often|generally|naturally|mostly))? (?:not|never) (?:really |fully |always )?(?:able|capable) (?:to|of) ${EN_NOT_TRAIT_VERB}[\\p{L}]+`,
    `(?:aren't|isn't)(?: (?:really|fully|always))? (?:able|capable) (?:to|of) ${EN_NOT_TRAIT_VERB}[\\p{L}]+`,
    // The same inability put in the future or the conditional: "will not be able to cope", "would never manage to".
    `(?:will|would|'ll|'d)(?: (?:just|simply|really|probably|certainly|obviously|never))? (?:not |never )?be (?:unable|incapable|(?:not |never )?able|(?:not |never )?capable) (?:to|of) ${EN_NOT_TRAIT_VERB}[\\p{L}]+`,
    `(?:won't|wouldn't)(?: (?:really|ever))? be (?:able|capable) (?:to|of) ${EN_NOT_TRAIT_VERB}[\\p{L}]+`,
    `(?:are|is|'re)(?: (?:just|simply|really|usually|often|generally|naturally|mostly))? (?:unable|incapable) (?:to|of) ${EN_NOT_TRAIT_VERB}[\\p{L}]+`,
    `(?:are|is|'re|seem|get)(?: (?:just|simply|really|usually|often|generally|naturally|mostly|far|much|a bit|rather|anyway|in any case))* too (?!(?:short|tall|small|big|large|heavy|light|little|young|many|few|much)(?!\\p{L}))[\\p{L}-]+ (?:to ${EN_NOT_TRAIT_VERB}[\\p{L}]+|for (?:a |an |the |any )?[\\p{L}-]+)`,
    `(?:are|is|'re)(?: (?:always|usually|typically|generally|invariably|often|nearly always|almost always))? the (?:last|first|slowest|quickest|fastest|worst|best|laziest|noisiest|loudest|least [\\p{L}-]+|most (?!(?:likely|vulnerable|exposed|affected|at)(?!\\p{L}))[\\p{L}-]+|(?!(?:largest|biggest|oldest|youngest|tallest|smallest|highest|lowest|latest|earliest|greatest)(?!\\p{L}))[\\p{L}]+est) (?:ones? )?to ${EN_NOT_HABIT_VERB}[\\p{L}]+`,
    '(?:are|is|\'re) (?:rarely|seldom|never|hardly ever|not (?:very|really|at all)) (?:interested|motivated|ambitious|curious|serious|sensible|mature|confident|tolerant|practical|creative|academic|careful|reliable|patient|polite|punctual|organi[sz]ed|tidy|honest|friendly|helpful|hard-working|hardworking)',
    'ha(?:ve|s) no (?:idea|clue|notion|sense) (?:how|of|about|what|where|why|when|who|which)',
    // Not getting the modern world, and a presumed lack of schooling: "just doesn't get computers", "won't have read many books".
    "(?:doesn't|don't|do not|does not|never) (?:really |quite )?(?:get|understand|grasp) (?:computers|technology|the internet|phones|smartphones|apps|social media|anything (?:new|modern|digital)|modern [\\p{L}]+)",
    "(?:won't|will not|wouldn't|would not) (?:have )?(?:read|seen|learned|learnt|been taught|been shown) (?:many|much|any|a lot|very much)",
    // Struggling as a habit of mind, with anything but what the body does: "struggle to focus", "struggle with change".
    `(?:struggle|struggles) to ${EN_NOT_TRAIT_VERB}[\\p{L}]+`,
    '(?:struggle|struggles) with (?:anything|change|new|numbers|words|spelling|reading|writing|instructions|paperwork|forms|rules|deadlines|abstract|technology|gadgets|screens)',
    // "Can never" and "could never" judge what a group is capable of: "could never manage a day on a farm".
    `(?:can|could) never (?:really |properly )?${EN_NOT_TRAIT_VERB}[\\p{L}]+`,
    // Litotes, a judgment: "are not very interested", "have never been very patient".
    "(?:(?:are|is|'re|were)(?: just| simply| really)? (?:not|never)|aren't|isn't|weren't|(?:have|has) never been) (?:been )?(?:very|really|particularly|especially|terribly|all that) (?:careful|tidy|neat|patient|polite|honest|reliable|organi[sz]ed|hard-working|hardworking|clever|bright|smart|logical|practical|creative|interested|curious|ambitious|motivated|open|tolerant|friendly|sensible|mature|serious|punctual|generous|brave|good (?:at|with))",
    // An inborn liking: "are naturally more into drums".
    "(?:are|is|'re)(?: (?:just|simply|really|all|usually|always))* (?:naturally|by nature|innately|instinctively) (?:more|less|much more|far more) (?:into|drawn to|keen on|at home with|at ease with|in tune with)",
    // A group compared with "-er" ("are friendlier but less cultured than"); size, age, wealth,
    // health, speed and counts are no traits ("are taller than", "are older than", "are fewer than").
    "(?:are|is|'re)(?: (?:just|simply|really|usually|often|generally|naturally|mostly|much|far|a lot|a bit))* (?!(?:taller|shorter|older|younger|bigger|smaller|larger|heavier|lighter|stronger|weaker|faster|slower|richer|poorer|wealthier|healthier|fitter|higher|lower|greater|fewer|longer|later|earlier|wider|deeper|thinner|fatter|hotter|colder|warmer|cooler|safer|likelier|other|rather|together|over|under)(?!\\p{L}))[\\p{L}]+(?:ier|er)(?: (?:and|but) (?:more |less )?[\\p{L}]+)? than",
    // Duties left undone as a habit ("never finish their homework", "rarely hand in").
    '(?:never|rarely|seldom|hardly ever) (?:finish|finishes|complete|completes|hand in|hands in|turn in|turns in|bring|brings|return|returns|tidy up|tidies up|clean up|cleans up|turn up on time|turns up on time|say (?:sorry|thank you)|says (?:sorry|thank you))',
    // Roles ranked with an article: "are naturally the better listeners".
    "(?:are|is|'re)(?: (?:just|simply|really|usually|often|generally|naturally|always))* the (?:better|worse|best|worst|natural|born) [\\p{L}-]+(?:ers|ors|ists|ians)",
  ],
  framed: [
    "(?:prefer|prefers|would rather|don't like|do not like|doesn't like|never like|don't enjoy|do not enjoy|don't bother|do not bother|never bother|tend not to bother|rarely bother|won't bother) [\\p{L}]+",
  ],
  adjacent: [
    // What the group does not do, or does only, as a habit: "don't ask for directions", "only care about their phones".
    "(?:don't|do not|never|rarely|seldom|hardly ever|tend not to|won't) (?:ask|listen|bother|try|share|help|think|care|admit|say sorry|apologi[sz]e|plan|save|queue|push|encourage|support|praise|check|read with|turn up|show up|join in|take part|speak up|make an effort|respect|trust|obey|follow (?:the )?rules|say please)(?!\\p{L})",
    // A behaviour that ends the clause after "always": a habit said of the group ("always dawdle", "always complain"), what the law or the body decides aside.
    "(?:always|invariably|constantly|forever) (?!(?:get|gets|win|wins|vote|votes|pay|pays|need|needs|eat|eats|sleep|sleeps|pray|prays|work|works|come|comes|go|goes|arrive|arrives|qualify|qualifies|have|has|are|is|do|does)(?!\\p{L}))[\\p{L}]+(?=\\s*(?:[,.;:!]|$|and\\b|so\\b|because\\b))",
    // A subject kept from a sex or a group as a habit: "don't do maths", "never do sport".
    "(?:don't|do not|never|can't|cannot) do (?:maths|math|science|physics|sport|sports|coding|computers|cooking|feelings|emotions|DIY)(?!\\p{L})",
    // Meddling and idleness idioms.
    '(?:stick|poke|sticks|pokes) their noses? (?:in|into)|(?:interfere|interferes|meddle|meddles) in everything',
    "(?:never|don't|do not) (?:do a stroke|lift a finger)|(?:do|does) nothing all day|twiddle their thumbs",
    '(?:only|just) (?:care|cares|think|thinks|talk|talks|worry|worries) (?:about|of)',
    // Rules a family is said not to set, a group's parenting judged: "don't set a bedtime", "never set limits".
    "(?:don't|do not|never|rarely|seldom) (?:set|give|enforce|impose|have) (?:any |a |their children (?:a |any )?|their kids (?:a |any )?)?(?:bedtimes?|rules|limits|boundaries|routines?|curfews?)",
    "(?:don't|do not|never|rarely|seldom) (?:really )?value [\\p{L}]+",
    '(?:lose|loses) (?:patience|interest|(?:their|his|her) temper|concentration|focus)',
    "(?:will|'ll) (?:always|never|naturally) (?:choose|pick|prefer|want|go for|take|complain|cheat|lie)(?!\\p{L})",
    // Two groups compared on what they do, right after the group: "push their children harder than
    // other families do"; a copula, and what a body, pay or the law decides, are left out ("are more
    // likely than", "live longer than", "earn less than", "need more sleep than"), and so is an
    // adverb, so that the verb after it is the one judged ("usually use … more than").
    `(?!(?:[\\p{L}]+ly|always|often|never|still|now|also|just|seldom|even|all|are|is|were|was|be|been|being|seem|seems|live|lives|earn|earns|weigh|weighs|sleep|sleeps|eat|eats|grow|grows|die|dies|spend|spends|pay|pays|get|gets|vote|votes|score|scores|scored|receive|receives|make|makes|smoke|smokes|drink|drinks|need|needs|require|requires|use|uses|own|owns|have|has|lose|loses|burn|burns|breathe|breathes|suffer|suffers|travel|travels|commute|commutes|outnumber|at|in|on|of|for|with|from|by|who|that)(?!\\p{L}))(?![\\p{L}' ]{0,${PAID_REACH}}?(?<!\\p{L})(?:paid|earned|given|offered|charged)(?!\\p{L}))[\\p{L}]+(?: [\\p{L}'-]+){0,3}? (?:harder|easier|better|worse|more|less|more [\\p{L}]+ly|less [\\p{L}]+ly|more difficult|less difficult) than (?:the |their |other |local |native |most |all )?(?:those|everyone else|locals|natives|others|(?:[\\p{L}-]+ )?(?:families|people|children|kids|workers|students|pupils|girls|boys|women|men|parents))`,
  ],
  membership: "(?:(?:uses|is in|needs) a wheelchair|(?:is|'s) (?:a |an )?(?:girl|boy|woman|man|pensioner|grandmother|grandfather|immigrant|refugee|foreigner|migrant|traveller|traveler|gypsy|muslim|jewish|hindu|sikh|catholic|deaf|blind|disabled|autistic|dyslexic|elderly|old|poor|black|asian|african|arab|hispanic|latino|latina|roma)(?!\\p{L})|has (?:autism|dyslexia|adhd|down syndrome|a disability)|(?:comes|is) from (?:a )?(?:poor|immigrant|working-class|traveller|traveler) (?:family|background|home)|(?:is|'s|comes) from (?!(?:school|home|work|the|a|an|our|my|his|her|their|next|here|there)(?!\\p{L}))\\p{Lu}\\p{L}+)",
  reasonBefore: '(?:since|because|as)',
  reasonAfter: '(?:so|therefore|and so|which means(?: that)?|that means)',
  presumed: '(?:obviously|naturally|of course|clearly|surely|certainly|no doubt|inevitably)',
  limit: "(?:cannot|can't|can never|won't|will not|will never|isn't able|is not able|is unable|shouldn't|should not|will (?:[\\p{L}]+ )?(?:prefer|struggle|need help|find it hard|be no good|be worse|be slower|be late|be lazy|be rude|be loud|be noisy|cheat|lie|steal)|prefers?|would rather)",
  agents: "^(?:(?:most|all) )?(?!(?:beginners|learners|readers|writers|users|players|members|volunteers|speakers|listeners|others|partners|customers|viewers|voters|leaders|winners|losers|starters|answers|numbers|letters|papers|layers|centers|computers|matters|powers|waters|orders|colours|colors|factors|sectors|errors|mirrors|doors|floors|actors|authors)(?!\\p{L}))\\p{L}+(?:ers|ors|ists|ians|ees)(?!\\p{L})",
  // "Most city folk", "Young drivers", "Country cousins", "Engineers from the north": bare people ("people", "adults") are everyone, not a group.
  people: `(?:(?:most|all|many|nearly all|almost all) )?(?:${EN_MODIFIER}${EN_PERSON_WORDS}|${EN_MODIFIER}(?:people|adults)(?= (?:from|in|of) )|${EN_MODIFIER}${EN_NOT_PEOPLE}\\p{L}{3,}(?:ers|ors|ists|ians))(?!\\p{L})`,
  from: ' (?:from|in|of) (?:the )?[\\p{L}-]+',
  behind: "(?:panic|panics|cry|cries|give up|gives up|(?:get|gets) (?:upset|angry|bored|distracted|scared|flustered|emotional)|(?:lose|loses) (?:their |his |her )?(?:temper|focus|concentration|interest|nerve)|worry|worries|complain|complains|fight|fights|lie|lies|cheat|cheats|gossip|gossips|learn|learns|understand|understands|concentrate|concentrates|forget|forgets|switch off|switches off|pick up|picks up|grasp|grasps|catch on|catches on)(?: [\\p{L}'-]+){0,5}? (?:(?:(?:much|far|a lot) )?(?:more|less) (?:easily|quickly|readily|often|willingly|slowly)|(?:much |far |a lot )?(?:faster|quicker|slower|better|worse)) than (?:the |other |most )?",
  // Lateness, coldness and thinking themselves right judge the people of a trade as surely as laziness does.
  disparaging: ['always late(?! (?:in|when|if|on|because|during|after)(?!\\p{L}))', '(?:always )?late for (?:everything|anything)', 'cold', 'unfriendly', 'think (?:they are|they\'re) (?:always )?right', 'lazy', 'idle', 'work-?shy', 'careless', 'sloppy', 'messy', 'dishonest', 'greedy', 'selfish', 'rude', 'stupid', 'dumb', 'thick', 'aggressive', 'violent', 'rough', 'brutish', 'brutes', 'untrustworthy', 'unreliable', 'corrupt', 'crooks', 'cheats', 'liars', 'arrogant', 'ignorant', 'narrow-minded', 'closed-minded', 'suspicious', 'soft', 'useless', 'hopeless', 'incompetent', 'boring', 'snobbish', 'snobs', 'lazy', 'not (?:very|really|at all) (?:interested|bright|clever|smart|reliable|honest|open|careful|polite|patient)', 'all (?:crooks|cheats|liars|the same)', 'dodgy', 'shady', 'have no (?:imagination|manners|taste|sense of humou?r|common sense|patience|respect)', "(?:never|don't|do not) (?:do a stroke|lift a finger)", '(?:do|does) nothing all day', 'twiddle their thumbs', 'crooked', 'cowboys', 'rip-off merchants', 'tight-fisted', 'money-grabbing', 'greedy', 'full of themselves'],
};

const ES_PERSON_WORDS = '(?:chavales|chavalas|críos|crías|chicos|chicas|jóvenes|mayores|ancianos|ancianas|abuelos|abuelas|vecinos|vecinas|tíos|tías|primos|primas|hermanos|hermanas|hijos|hijas|nietos|nietas|suegros|suegras|cuñados|cuñadas|adolescentes|adultos|paisanos|lugareños|forasteros|pueblerinos|urbanitas|gitanos|payos|emigrantes|inmigrantes)';
const ES_NOT_PEOPLE = '(?!(?:números|colores|errores|jugadores|lectores|usuarios|participantes|miembros|voluntarios|autores|profesores|alumnos|ganadores|estudiantes|maestros|maestras|veranos|planos|granos|océanos|pantanos|gusanos|agujeros|valores|sabores|olores|motores|factores|sectores|dineros|primeros|terceros|enteros|sensores|vectores|deportes|ordenadores|marcadores|contenedores|exteriores|interiores|anteriores|posteriores|mejores|peores|mayores|menores|superiores|inferiores|investigadores|expertos|científicos)(?!\\p{L}))';

export const ES_SHAPES: Shapes = {
  groups: [
    // Pointed at rather than named: "las familias así", "esa generación", "gente como ellos", "ese tipo de familias".
    '(?:las familias|la gente|los chicos|las chicas|los padres|los niños) (?:así|como (?:ellos|ellas|esos|esas|esa|ese))',
    '(?:esa|su|mi|tu|aquella) generación',
    // An age or a sex said of any word for people: "los cajeros mayores", "las conductoras jóvenes".
    `(?:los|las) ${ES_NOT_PEOPLE}[\\p{L}]{3,}(?:eros|eras|istas|ores|oras|antes|entes) (?:mayores|ancianos|ancianas|jóvenes|mujeres|varones|de (?:más de )?(?:cierta edad|(?:\\d+|cuarenta|cincuenta|sesenta|setenta) años))(?!\\p{L})`,
    '(?:en|entre) (?:las )?familias (?:pobres|humildes|modestas|ricas|gitanas|inmigrantes|obreras|monoparentales)(?:,)? (?:los padres|las madres|los niños|los hijos)', '(?:ese|este) tipo de (?:familias|gente|personas|alumnos|chicos|chicas|padres)', 'gente (?:así|como (?:ellos|ellas|esa|ese))',
    '(?:los|las) (?:jóvenes|chicos|chicas|niños|niñas|familias|alumnos|alumnas) (?:de barrio|de (?:los|las) (?:barrios|chabolas|afueras|suburbios|pueblos))',
    '(?:las|los) familias (?:más )?(?:pobres|humildes|ricas|extranjeras) de (?:allí|ahí|ese barrio|esa zona|esos barrios)',
    // Named by where they live, with any place word: "los de ciudad", "la gente de la costa", "los pueblos nómadas".
    '(?:los|las) de (?:ciudad|pueblo|campo|barrio|fuera|aldea|capital|(?:la|las|los|el) (?:ciudad|ciudades|costa|capital|montaña|sierra|isla|islas|pueblos|aldeas|barrios|afueras))',
    '(?:los|las) (?:pueblos|gentes) (?:del? (?:la |las |los )?[\\p{L}]+|[\\p{L}]+(?:os|as|es))',
    'la gente (?:de|del) (?:la |el |las |los )?[\\p{L}]+',
  ],
  predicates: [
    `no (?:son|es|somos|sois)(?: (?:realmente|nunca))? capa(?:z|ces) de ${ES_NOT_TRAIT_VERB}[\\p{L}]+`,
    `(?:son|es|parecen|suelen ser|tienden a ser)(?: (?:siempre|normalmente|generalmente|ya|simplemente|de todas formas|de todos modos))? demasiado (?!(?:baj[oa]s|alt[oa]s|pequeñ[oa]s|grandes|pesad[oa]s|jóvenes|much[oa]s|poc[oa]s)(?!\\p{L}))[\\p{L}]+ (?:(?:como )?para ${ES_NOT_TRAIT_VERB}[\\p{L}]+)`,
    `(?:son|es|suelen ser)(?: (?:siempre|casi siempre|normalmente|generalmente|por lo general))? (?:los|las|el|la) (?:últim[oa]s?|primer[oa]s?|peores|mejores|más [\\p{L}]+|menos [\\p{L}]+) en ${ES_NOT_HABIT_VERB}[\\p{L}]+(?:ar|er|ir)(?:se)?`,
    'no tienen? (?:ningún |ninguna |mucho |mucha |demasiado |demasiada )(?:cabeza|paciencia|interés|talento|disciplina|facilidad|ganas)',
    // Litotes, a judgment: "nunca han sido muy trabajadores", "no son muy cuidadosos".
    '(?:no|nunca|jamás) (?:son|eran|han sido|fueron|serán|es|ha sido|era) (?:muy|demasiado|especialmente|realmente|nada) (?:trabajador(?:es|as)|cuidados[oa]s|ordenad[oa]s|pacientes|educad[oa]s|honrad[oa]s|honest[oa]s|puntuales|responsables|list[oa]s|inteligentes|disciplinad[oa]s|constantes|serios|serias|abiert[oa]s|toleran(?:tes)|generos[oa]s|limpi[oa]s|buen[oa]s (?:en|con|para))',
    '(?:les|le) cuesta (?:todo|más todo|mucho todo)',
    // Not knowing how, in the present too: "no saben adaptarse", "no sabe usar…".
    `no (?:podrán|podrían|serán capaces de|sabrán|sabrían|saben|sabe) ${ES_NOT_TRAIT_VERB}[\\p{L}]+`,
    '(?:no|nunca) (?:ponen|fijan|imponen|marcan|tienen) (?:ningun[oa]s? |normas |horarios? |límites )?(?:normas|horarios?|límites|hora de (?:acostarse|dormir))',
  ],
  // A taste or an ease said of the group as the one it befalls, where the sentence generalises: "(a los chicos), por naturaleza, les interesa menos la lectura".
  framed: ['(?:prefieren|prefiere) [\\p{L}]+', '(?:les|le) (?:interesa|interesan|gusta|gustan|cuesta|cuestan|aburre|aburren|atrae|atraen|importa|importan|motiva|motivan)(?: (?:mucho|bastante|bien))? (?:más|menos|poco|nada)'],
  adjacent: [
    'siempre (?!(?:ganan|votan|pagan|comen|duermen|rezan|trabajan|vienen|van|llegan|tienen|son|están)(?!\\p{L}))[\\p{L}]+(?:an|en)(?=\\s*(?:[,.;:!]|$|y\\b|así\\b|porque\\b|cuando\\b))',
    'no (?:dan|da) (?:ni )?(?:un )?palo al agua', 'se meten? en todo',
    'no les (?:van|gustan|interesan|llaman la atención) (?:[\\p{L}]+ ){0,2}?(?:los videojuegos|los deportes|el fútbol|las matemáticas|las ciencias|la tecnología|la informática|los coches|la cocina|las muñecas|el maquillaje|la mecánica)', 'se rascan la barriga', 'no (?:paran|se están) quiet[oa]s',
    'no se interesan? (?:por|en)', '(?:solo|sólo) (?:piensan|se preocupan|hablan) (?:en|de|por)'],
  membership: '(?:(?:usa|va en|está en|necesita) (?:una )?silla de ruedas|es (?:una? )?(?:gitan[oa]|mujer|chica|chico|niña|niño|mayor|ancian[oa]|viej[oa]|extranjer[oa]|inmigrante|refugiad[oa]|musulmán|musulmana|judí[oa]|cieg[oa]|sord[oa]|autista|disléxic[oa]|pobre|negr[oa]|chin[oa]|marroquí|ruman[oa])(?!\\p{L})|tiene (?:una discapacidad|autismo|dislexia|síndrome de down))',
  reasonBefore: '(?:como|ya que|puesto que|dado que|porque)',
  reasonAfter: '(?:así que|por eso|por lo tanto|de modo que|de manera que|y claro)',
  presumed: '(?:seguro que|obviamente|evidentemente|claro que|por supuesto|naturalmente|lógicamente|sin duda|como es normal)',
  limit: '(?:no (?:puede|podrá|quiere|querrá|sabe|sabrá|va a|entiende|entenderá|sirve|servirá)|preferirá|prefiere|le costará|le cuesta|será (?:peor|más lent[oa]|incapaz))',
  agents: '^(?:(?:casi )?tod[oa]s )?(?:los|las) (?!(?:números|colores|errores|jugadores|lectores|usuarios|participantes|miembros|voluntarios|autores|profesores|alumnos|ganadores)(?!\\p{L}))\\p{L}+(?:eros|eras|istas|ores|oras|anos|anas|ientes)(?!\\p{L})',
  people: `(?:(?:casi )?tod[oa]s )?(?:la mayoría de )?(?:los|las) (?:${ES_PERSON_WORDS}|${ES_NOT_PEOPLE}\\p{L}{3,}(?:eros|eras|istas|ores|oras|anos|anas|eses|esas|eños|eñas|ientes))(?!\\p{L})`,
  from: ' de(?:l| la| las| los)? [\\p{L}]+',
  behind: '(?:se (?:asustan|asusta|rinden|rinde|distraen|distrae|enfadan|enfada|aburren|aburre|quejan|queja|agobian|agobia|concentran|concentra)|se ponen nervios[oa]s|lloran|llora|mienten|miente|pelean|aprenden|aprende|entienden|entiende|olvidan|olvida)(?: [\\p{L}]+){0,4}? (?:mucho )?(?:más|menos) (?:fácilmente|rápido|rápidamente|a menudo|despacio|lentamente) que ',
  disparaging: ['impuntuales', 'llegan tarde', 'fríos', 'antipátic[oa]s', 'arrogantes', 'vag[oa]s', 'perezos[oa]s', 'holgazanes', 'brut[oa]s', 'descuidad[oa]s', 'deshonest[oa]s', 'tramposos', 'ladrones', 'corrupt[oa]s', 'maleducad[oa]s', 'groser[oa]s', 'cerrad[oa]s', 'ignorantes', 'incompetentes', 'inútiles', 'aburrid[oa]s', 'egoístas', 'agresiv[oa]s', 'violent[oa]s', 'mentiros[oa]s', 'estafadores', 'no (?:dan|da) (?:ni )?(?:un )?palo al agua', 'se rascan la barriga', 'no hacen nada', 'no (?:muy|demasiado|nada) (?:honrad[oa]s|honest[oa]s|list[oa]s|cuidados[oa]s|abiert[oa]s|educad[oa]s)'],
};

const FR_PERSON_WORDS = "(?:gens|jeunes|gamins|gamines|gosses|mômes|ados|vieux|anciens|voisins|voisines|cousins|cousines|oncles|tantes|beaux-parents|frères|sœurs|fils|filles|petits-enfants|citadins|campagnards|provinciaux|villageois|banlieusards|montagnards|insulaires|étrangers|immigrés|paysans)";
const FR_NOT_PEOPLE = "(?!(?:joueurs|joueuses|lecteurs|lectrices|utilisateurs|utilisatrices|membres|bénévoles|auteurs|professeurs|élèves|gagnants|couleurs|erreurs|nombres|chercheurs|chercheuses|scientifiques|spécialistes|experts|terrains|lendemains|moyens|entretiens|quotidiens|minerais|ordinateurs|capteurs|moteurs|facteurs|secteurs|valeurs|odeurs|saveurs|fleurs|heures|hauteurs|largeurs|longueurs|vecteurs|calculateurs|marqueurs|premiers|premières|derniers|dernières|entiers|papiers|cahiers|claviers|escaliers|quartiers|chantiers|sentiers|paniers|fichiers|métiers|dossiers|ateliers|greniers|policiers|ouvriers)(?!\\p{L}))";

export const FR_SHAPES: Shapes = {
  groups: [
    '(?:les|la plupart des) (?:mères|pères|femmes|hommes) au foyer',
    "les (?:jeunes|ados|adolescents|adolescentes|enfants) d['’]aujourd['’]hui",
    // Pointed at rather than named: "les familles comme celle-là", "cette génération", "les gens comme eux", "ce genre de familles".
    "(?:les familles|les gens|les parents|les jeunes|les enfants) comme (?:eux|elles|ça|celle-là|celui-là|ceux-là|celles-là)",
    '(?:cette|leur|sa|ma|ta) génération',
    // An age or a sex said of any word for people: "les caissiers âgés", "les conductrices jeunes".
    `les ${FR_NOT_PEOPLE}[\\p{L}]{3,}(?:eurs|euses|istes|iers|ières|iens|iennes|ants|antes) (?:âgés|âgées|jeunes|vieux|vieilles|d['’]un certain âge|de plus de (?:\\d+|quarante|cinquante|soixante|soixante-dix) ans)(?!\\p{L})`,
    "(?:dans|chez) (?:les )?familles (?:modestes|pauvres|populaires|défavorisées|aisées|riches|immigrées|nombreuses|monoparentales)(?:,)? (?:les parents|les mères|les pères|les enfants|on)", "ce (?:genre|type) de (?:familles|gens|personnes|élèves|parents|jeunes)",
    // Named by where they live, with any place word: "les gens de la côte", "ceux de la ville", "les peuples nomades".
    "les gens (?:de|du|des) (?:la |l['’])?[\\p{L}]+",
    "ceux (?:de la|du|des|de l['’]|d['’]en) ?[\\p{L}]+",
    'les peuples [\\p{L}]+(?:s|x)',
    "les (?:élèves|enfants|jeunes|familles|parents|gens|personnes|habitants|travailleurs|ouvriers|femmes|hommes|filles|garçons|employés|salariés|étudiants|étudiantes|collégiens|lycéens) (?:étrangers|étrangères|immigrés|immigrées|musulmans|musulmanes|juifs|juives|noirs|noires|arabes|africains|africaines|asiatiques|maghrébins|maghrébines|roms|gitans|pauvres|riches|âgés|âgées|handicapés|handicapées|des (?:cités|banlieues|quartiers)|de (?:cité|quartier)|de (?:banlieue|province|la campagne|couleur))",
  ],
  predicates: [
    `ne (?:sont|est) (?:pas|jamais|guère) (?:vraiment |toujours )?capables? (?:de |d['’])${FR_NOT_TRAIT_VERB}[\\p{L}]+`,
    `n['’]arrivent (?:pas|jamais) à ${FR_NOT_TRAIT_VERB}[\\p{L}]+`,
    `ne (?:pourront|pourraient|sauront|sauraient|seront|seraient) (?:(?:de toute façon|sûrement|certainement|évidemment|jamais vraiment)\\s+)?(?:pas|jamais) (?:capables? (?:de |d['’]))?${FR_NOT_TRAIT_VERB}[\\p{L}]+`,
    "ne (?:fixent|posent|mettent|imposent|donnent) (?:pas|jamais|aucune?) (?:de |d['’])?(?:heures?|règles?|limites?|horaires?|cadre)",
    `(?:sont|est|semblent|restent)(?: (?:toujours|souvent|généralement|vraiment|simplement|bien|de toute façon|de toute manière))? trop (?!(?:petite?s?|grande?s?|jeunes|lourde?s?|nombreu(?:x|ses)|peu)(?!\\p{L}))[\\p{L}]+ pour ${FR_NOT_TRAIT_VERB}[\\p{L}]+`,
    `(?:sont|est)(?: (?:toujours|souvent|généralement|en général|presque toujours))? (?:les|le|la) (?:derni(?:er|ers|ère|ères)|premi(?:er|ers|ère|ères)|pires|meilleure?s?|plus [\\p{L}]+|moins [\\p{L}]+) à ${FR_NOT_HABIT_VERB}[\\p{L}]+`,
    // Litotes, a judgment: "ne sont pas très soigneux", "n'ont jamais été très travailleurs".
    "(?:ne|n['’]) ?(?:sont|étaient|seront|est|ont(?: jamais| pas)? été) (?:pas|jamais|guère)? ?(?:été )?(?:très|vraiment|particulièrement|si|tellement) (?:soigneu(?:x|ses)|travailleu(?:rs|ses)|patient(?:e)?s|poli(?:e)?s|honnêtes|ponctuel(?:le)?s|ordonné(?:e)?s|curieu(?:x|ses)|ouvert(?:e)?s|doué(?:e)?s|sérieu(?:x|ses)|généreu(?:x|ses)|disciplinée?s|bon(?:ne)?s (?:en|avec|pour))",
    "ont (?:(?:toujours|souvent|beaucoup|bien|en général|généralement|d['’]habitude|vraiment|tous|toutes) )*(?:du mal|plus de mal|des difficultés|plus de difficultés) à (?:apprendre|comprendre|se concentrer|s['’]adapter|s['’]intégrer|utiliser|lire|écrire|suivre|respecter|obéir|travailler|s['’]organiser|parler|communiquer|écouter|accepter)",
  ],
  framed: ['(?:préfèrent|préfère) [\\p{L}]+'],
  adjacent: [
    "(?!(?:gagn|vot|pai|mang|dorm|pri|travaill|vienn|arriv|ont|sont)\\p{L}*ent\\b)[\\p{L}]+ent toujours(?=\\s*(?:[,.;:!]|$|et\\b|donc\\b|parce\\b|quand\\b))",
    '(?:ne (?:font|fichent|foutent) (?:rien|pas grand-chose)|se tournent les pouces)',
    '(?:se mêlent|se mêle) (?:toujours |souvent )?de tout',
    "manquent (?:de|d['’]\\p{L}+)", "ne (?:pensent|s['’]intéressent) qu['’](?:à|au|aux)", "n['’]ont (?:aucune|pas la moindre) idée", 'ne (?:lisent|rangent|aident|remercient|partagent) (?:plus|jamais|pas|rien)'],
  membership: "(?:(?:est|se déplace) en fauteuil roulant|utilise un fauteuil roulant|est (?:une? )?(?:fille|garçon|femme|homme|vieille?|âgée?|étrang(?:er|ère)|immigrée?|réfugiée?|musulmane?|juive?|aveugle|sourde?|autiste|dyslexique|handicapée?|pauvre|noire?|gitane?|rom)(?!\\p{L})|a (?:un handicap|de l['’]autisme|une dyslexie))",
  reasonBefore: "(?:comme|puisque|puisqu['’]|parce qu['’]|étant donné qu['’]|vu qu['’])",
  reasonAfter: "(?:donc|alors|du coup|c['’]est pourquoi)",
  presumed: "(?:évidemment|bien sûr|forcément|naturellement|sûrement|certainement|bien entendu|c['’]est sûr|de toute façon)",
  limit: "(?:ne (?:peut|pourra|sait|saura|veut|voudra|comprend|comprendra|sert|servira) (?:\\p{L}+ )?(?:pas|jamais|rien)|n['’](?:arrive|arrivera) (?:pas|jamais)|préf[éè]re(?:ra|rait)?|aura du mal|sera (?:moins|plus lente?|nulle?|incapable))",
  agents: "^(?:(?:tous|toutes) )?les (?!(?:joueurs|joueuses|lecteurs|lectrices|utilisateurs|membres|bénévoles|auteurs|professeurs|élèves|gagnants|couleurs|erreurs|nombres)(?!\\p{L}))\\p{L}+(?:eurs|euses|istes|iens|iennes|iers|ières|ains|aines)(?!\\p{L})",
  people: `(?:(?:tous|toutes) )?(?:la plupart des|les) (?:${FR_PERSON_WORDS}|${FR_NOT_PEOPLE}(?:\\p{L}{3,}(?:eurs|euses|istes|iennes|ières)|\\p{L}{3,}(?:iens|iers)|\\p{L}{4,}(?:ais|aises|ois|oises|ains|aines)))(?!\\p{L})`,
  from: " (?:de|du|des|d['’]) ?(?:la |l['’])?[\\p{L}]+",
  behind: "(?:paniquent|panique|pleurent|pleure|abandonnent|abandonne|s['’](?:énervent|énerve|ennuient|ennuie|affolent|affole)|se (?:plaignent|plaint|découragent|décourage|concentrent|concentre|battent)|mentent|ment|apprennent|apprend|comprennent|comprend|oublient|oublie)(?: [\\p{L}'’]+){0,4}? (?:bien |beaucoup )?(?:plus|moins) (?:facilement|vite|souvent|rapidement|lentement) qu(?:e |['’])(?:chez )?",
  disparaging: ['arrivent (?:toujours |souvent )?en retard', 'toujours en retard', 'froi(?:ds|des)', 'arrogante?s', 'paresseu(?:x|ses?)', 'fainéante?s', 'malhonnêtes', 'voleu(?:rs|ses)', 'escrocs', 'brutes', 'brut(?:aux|ales)', 'grossi(?:ers|ères)', 'négligente?s', 'fermée?s', 'bornée?s', 'incompétente?s', 'nul(?:le)?s', 'ignorante?s', 'corrompue?s', 'égoïstes', 'ennuyeu(?:x|ses)', 'menteu(?:rs|ses)', 'ne (?:font|fichent|foutent) (?:rien|pas grand-chose)', 'se tournent les pouces', 'tricheu(?:rs|ses)', 'agressi(?:fs|ves)', 'pas (?:très|vraiment) (?:honnêtes|soigneu(?:x|ses)|ouverte?s|polie?s|sérieu(?:x|ses))'],
};
