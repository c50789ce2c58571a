// The word lists the stereotype check composes, per language (English, Spanish, French). Each
// entry is a regular-expression fragment, matched case-insensitively on word boundaries that know
// accented letters. Three lists carry the meaning: GROUPS (people named generically by gender,
// age, class, origin, religion, region, disability; OCCUPATIONS only under an essentialist frame),
// FRAMES (words that generalise: "usually", "by nature", "suelen", "par nature"), and the
// predicate parts (TRAITS of character, mind or ability, and verb phrases of learning, working and
// caring). A trait is something no membership of a group decides; needs, risks and bodily facts
// ("need more calcium", "more sensitive to heat", "live longer") are deliberately absent, so a
// sentence about them is never a stereotype here.

export interface Lexicon {
  /** Groups named generically (the article, where the language needs one, is part of the entry). */
  groups: string[];
  /** Jobs as identities: judged only under a strong essentialist frame ("naturally", "all … are"). */
  occupations: string[];
  /** Just before a group, a word that makes it particular people ("the two boys", "estos niños"). */
  particular: string;
  /** Just after a group, words that narrow it to particular people ("in your group", "de la clase"). */
  narrowed: string;
  /** Linking verbs that put a trait on the subject ("are", "son", "sont", "makes them"). */
  copulas: string[];
  /** Words that may stand between a subject and its predicate ("usually", "por naturaleza"). */
  adverbs: string[];
  /** Degree words before a trait ("more", "too", "más", "trop"). */
  degrees: string[];
  /** Traits of character, mind or ability (predicative: after a linking verb or a degree word). */
  traits: string[];
  /** Traits read only after a degree word ("less interested", "more competitive"). */
  gradedTraits: string[];
  /** After an essentialist adverb ("naturally", "by nature") any adjective is a trait, except these. */
  notTraits: string[];
  /** Predicates that stand on their own after the subject (verb phrases, "better at"). */
  predicates: string[];
  /** Predicates read only right after the group ("immigrants steal"), never across a sentence. */
  adjacentPredicates: string[];
  /** Words that generalise. */
  frames: string[];
  /** The strong frames an occupation needs. */
  essentialist: string[];
  /** The word of a comparison ("than", "que"). */
  than: string;
  /** Besides the groups, the other side of a comparison of people ("local families", "ceux du Nord"). */
  comparedWith: string;
  /** Adverbs that say a trait is inborn: after them any adjective is a trait ("naturally shy"). */
  inborn: string[];
  /** Adverbs of "as a rule": after them too any adjective is a trait ("always late"), past participles aside. */
  habitual: string[];
  /** A past participle (a state done to people, "are usually offered"), not a trait. */
  participle: string;
  /** Predicates of taste and habit, read only in a sentence that generalises ("usually prefer"). */
  framedPredicates: string[];
  /** Phrases that state a role or trait by sex on their own ("a woman's place is…"). */
  roles: string[];
  /** The sentence teaches against the claim, or reports it as someone's view. */
  debunk: string[];
  /** Said before the group: the claim is reported as someone's view ("Some people think…"). */
  reported: string[];
  /** The sentence says the groups are alike. */
  equality: string[];
  /** Sources that, with a figure, make a sentence a statistic. */
  sources: string[];
  /** A negation just before a predicate denies it ("are not lazier", "no son más"). */
  negation: string;
  /** A possibility, not a generalisation ("can be good at", "pueden ser"). */
  possibility: string;
}

export const EN: Lexicon = {
  groups: [
    // gender
    '(?:mothers-in-law|fathers-in-law|in-laws|lads|girls|boys|women|men|ladies|mothers|fathers|mums|moms|dads|wives|husbands|housewives|single (?:mothers|mums|moms|parents)|grandparents|grandmothers|grandfathers|grandmas|grannies|grandpas)',
    // age
    '(?:(?:old|older|elderly|aged|young|younger) (?:people|adults|folk|folks|men|women|drivers|workers|employees|volunteers|citizens|generation|learners|students|patients|customers|visitors|residents|neighbours|neighbors|members|relatives|passengers|shoppers|readers|users|voters|colleagues|staff))',
    'the (?:elderly|aged|young|old|older generation|younger generation)',
    '(?:pensioners|retirees|senior citizens|seniors|teenagers|teens|adolescents|millennials|baby boomers|boomers|gen z|teenage (?:boys|girls))',
    '(?:kids|children|pupils|students|people|families) from (?:poor|rich|wealthy|deprived|working[- ]class|immigrant|broken|single[- ]parent|council|rough) (?:homes|backgrounds|families|areas|neighbourhoods|neighborhoods|estates)',
    '(?:kids|children|youngsters) (?:these days|today|nowadays)',
    'people (?:(?:of )?(?:his|her|their|your|my|that|this) age|over (?:\\d+|forty|fifty|sixty|seventy|eighty))',
    // class
    '(?:(?:poor|rich|wealthy|posh|working[- ]class|middle[- ]class|upper[- ]class|low[- ]income|high[- ]income|homeless|unemployed) (?:people|families|kids|children|students|pupils|parents|households|folk|men|women|boys|girls|workers))',
    'the (?:poor|rich|wealthy|homeless|unemployed|working class|upper class|middle class|lower class)',
    'people on benefits',
    '(?:people|families|parents|households|kids|children) on (?:low|high|small|modest) incomes?',
    // origin, colour, religion, sexuality, disability, region
    '(?:(?:black|white|asian|african|arab|hispanic|latino|latina|muslim|jewish|christian|catholic|hindu|sikh|buddhist|immigrant|migrant|refugee|foreign|international|traveller|traveler|travelling|traveling|welsh|irish|scottish|english|british|french|german|italian|spanish|polish|pakistani|caribbean|jamaican|nigerian|american|russian|romanian|turkish|greek|dutch|portuguese|brazilian|korean|vietnamese|somali|kurdish|indigenous|native|roma|gypsy|chinese|indian|mexican|polish|african[- ]american|gay|lesbian|trans|transgender|disabled|deaf|blind|autistic|dyslexic|country|rural|urban|city|southern|northern) (?:people|families|kids|children|students|pupils|parents|men|women|boys|girls|workers|folk|communities|drivers|neighbours|neighbors))',
    '(?:the )?(?:asians|africans|arabs|hispanics|latinos|muslims|jews|christians|catholics|protestants|hindus|sikhs|buddhists|atheists|immigrants|migrants|refugees|asylum seekers|foreigners|gypsies|natives|southerners|northerners|city dwellers|villagers|peasants|germans|italians|spaniards|americans|mexicans|europeans|indians|russians|poles|turks|brazilians|canadians|australians|nigerians|pakistanis|koreans|filipinos|romanians|swedes|greeks|scots|westerners|easterners|londoners|parisians|new yorkers)',
    'the (?:english|french|spanish|dutch|irish|welsh|scottish|british|chinese|japanese|vietnamese|portuguese|swiss|disabled|blind|deaf)',
    'people (?:from|in|of) (?:the |a |an )?(?:(?:[\\p{L}-]+ )?(?:backgrounds?|descent|origin|heritage|families|homes|areas|countries|neighbourhoods|neighborhoods|estates)|south|north|east|west|countryside|country|city|cities|villages?|[\\p{L}-]+)',
    'people of colou?r',
    'people with (?:disabilities|a disability|autism|dyslexia|adhd|down syndrome)',
    'wheelchair users',
    'people in wheelchairs',
  ],
  occupations: ['(?:nurses|engineers|scientists|politicians|lawyers|bankers|farmers|builders|mechanics|secretaries|cleaners|soldiers|artists|programmers|accountants|salespeople|police officers|doctors|footballers|athletes|dancers|teachers|plumbers|miners|factory workers|fishermen|waiters|taxi drivers|civil servants|lorry drivers|truck drivers|bus drivers|hairdressers|actors|musicians|electricians|carpenters|labourers|laborers|shop assistants|estate agents|car salesmen|journalists|landlords|bosses|managers|office workers|manual workers|tradesmen|truckers|cabbies|bin men|dustmen|footballers|gamers|influencers)'],
  particular: '(?:the|these|those|our|your|my|his|her|their|its|two|three|four|five|six|both|some|several|few|certain|\\d+)\\s+$',
  narrowed: '^\\s+(?:(?:in|of|at|from|on) (?:the|this|that|your|our|my|his|her|their) (?:class|group|team|pair|family|school|photo|picture|story|club|lab|room|queue|line|list|table|project)|(?:named|called|here|there)\\b|who (?:are|were) (?:here|there|present)\\b)',
  copulas: ['have always been', 'have been', 'has been', 'are', 'is', 'were', 'was', 'be', 'being', 'been', "'re", 'seem', 'seems', 'become', 'becomes', 'remain', 'stay', 'make them', 'makes them', 'made them', 'tend to be', 'tends to be'],
  // Hedges ("perhaps", "a bit") and connectives ("however") may stand there too: a hedged generalisation is one.
  adverbs: ['anyway', 'in any case', 'perhaps', 'maybe', 'a little', 'a bit', 'slightly', 'somewhat', 'fairly', 'pretty', 'however', 'though', 'on the other hand', 'in contrast', 'by contrast', 'famously', 'notoriously', 'proverbially', 'known to be', 'usually', 'typically', 'generally', 'always', 'naturally', 'just', 'simply', 'really', 'all', 'mostly', 'often', 'by nature', 'inherently', 'innately', 'instinctively', 'obviously', 'clearly', 'certainly', 'of course', 'also', 'probably', 'tend to', 'tends to', 'as a rule', 'in general', 'these days', 'today', 'nowadays', 'even', 'still', 'much', 'far'],
  degrees: ['more', 'less', 'too', 'so', 'very', 'far more', 'much more', 'a lot more', 'far less', 'much less', 'rather', 'quite', 'extremely', 'incredibly', 'most', 'least'],
  traits: [
    'lazy', 'lazier', 'idle', 'hard-working', 'hardworking', 'harder-working', 'industrious', 'diligent', 'disciplined', 'undisciplined',
    'careful', 'careless', 'neat', 'neater', 'tidy', 'tidier', 'messy', 'messier', 'untidy', 'sloppy', 'organised', 'organized', 'disorganised', 'disorganized',
    'emotional', 'rational', 'irrational', 'logical', 'illogical', 'hysterical', 'moody', 'intelligent', 'unintelligent', 'clever', 'cleverer', 'smart', 'smarter',
    'stupid', 'dumb', 'gifted', 'talented', 'aggressive', 'violent', 'dishonest', 'honest', 'trustworthy', 'untrustworthy', 'greedy', 'selfish',
    'generous', 'kind(?! of)', 'kinder', 'gentle', 'gentler', 'caring', 'nurturing', 'sensitive(?! to)', 'shy', 'loud', 'louder', 'noisy', 'noisier', 'rude', 'ruder', 'polite',
    'bossy', 'obedient', 'submissive', 'dominant', 'brave', 'braver', 'cowardly', 'timid', 'irresponsible', 'responsible(?! for)', 'reliable', 'unreliable', 'forgetful',
    'stubborn', 'patient', 'impatient', 'punctual', 'thrifty', 'stingy', 'cunning', 'sly', 'dirty', 'hopeless', 'useless', 'incapable', 'incompetent',
    'clumsy', 'naive', 'gullible', 'arrogant', 'fussy', 'inferior', 'superior', 'primitive', 'backward', 'uncivilised', 'uncivilized', 'savage', 'fanatical',
    'materialistic', 'superstitious', 'ignorant', 'reserved', 'hot-blooded', 'fiery', 'snobbish', 'boring', 'calmer', 'weak-willed', 'too weak', 'self-centred', 'self-centered',
    'egoistic', 'egotistical', 'spoilt', 'spoiled', 'entitled(?! to)', 'ungrateful', 'frivolous', 'vain', 'chatty', 'gossipy',
    'dangerous', 'reckless', 'friendly', 'unfriendly', 'grumpy', 'cranky', 'calm', 'open-minded', 'narrow-minded', 'closed-minded', 'bad-tempered', 'hot-headed',
    'lazy', 'unmotivated', 'unambitious', 'dishonest', 'corrupt', 'scheming', 'manipulative', 'weak-minded', 'feeble-minded', 'slow-witted', 'quick-witted', 'dim', 'thick',
    'sneaky', 'devious', 'loyal', 'disloyal', 'cheerful', 'passionate', 'excitable', 'sporty', 'bookish', 'nerdy', 'loud-mouthed', 'demanding', 'difficult', 'helpless',
    'laid-back', 'easy-going', 'slack', 'tight-fisted', 'tight(?:er)? with (?:money|cash|their money)', '(?:lost|at sea|all at sea) (?:with|when it comes to|in front of)', 'slow (?:with|at|on) (?:paperwork|forms|numbers|figures|words|spelling|instructions|ideas|anything|change|technology|computers)', 'suspicious of (?:anything|everything|new|change|outsiders|strangers)', 'set in their ways', 'badly behaved', 'badly-behaved', 'well behaved', 'ill-mannered', 'bad-mannered', 'troublemakers', 'drunk', 'drunks', 'alcoholics', 'heavy drinkers',
    'obsessed with', 'immature', 'strict', 'stricter', 'lenient', 'pushy', 'overprotective', 'controlling', 'permissive', 'resistant to change', 'a burden', 'a problem', 'a danger', 'a nuisance', 'afraid of (?:change|technology|computers|hard work)', 'scared of (?:change|technology|computers)', 'late', 'rough', 'rougher', 'rowdy', 'boisterous',
    'wild', 'hyperactive', 'quiet', 'quieter', 'rebellious', 'intolerant', 'simple-minded', 'mean(?! (?:that|to|by|the|a)\\b)', 'not to be trusted', '(?:glued|addicted) to',
    '(?:always |often )?(?:looking|out) for (?:a fight|trouble)', 'up to no good', 'detail-oriented', 'scatterbrained', 'lazy', 'workshy', 'work-shy', 'thick-skinned',
    "not (?:as|so) [\\p{L}-]+ (?:at|with|as)", 'stuck in their ways', 'out of touch', 'behind the times', 'no good',
    '(?:better|worse|good|bad|poor|great|terrible|natural|born) (?:[\\p{L}-]+(?:ers|ors|ists|ians|ants|ents)|athletes|cooks|thieves|liars|leaders|drivers|parents)',
    '(?:good|bad|great|terrible|awful|hopeless|useless|poor|no good|rubbish|brilliant|excellent|clumsy|better|worse) (?:at|with)',
    '(?:good|bad|poor|terrible|better|worse|careful|careless|aggressive|dangerous|safer) drivers',
    '(?:born|natural) (?:leaders|carers|nurturers|engineers|mathematicians|athletes|dancers|musicians|organisers|organizers|cooks|fighters|liars|criminals|followers|thieves)',
    'not (?:good|capable|interested|smart|clever|bright|logical|rational|made|cut out|suited|fit|strong enough|tough enough|serious)',
    'all (?:the same|alike)',
    '(?:meant|made|built|born|designed) (?:for|to)',
  ],
  predicates: [
    '(?:better|worse|best|worst)(?: suited)? (?:at|with|in|than|to)',
    "(?:make|makes) (?:terrible|bad|poor|stupid|silly|foolish|good|better|worse|wise|wiser|rash) (?:decisions|choices)",
    '(?:make|makes) (?:poor|bad|terrible|good|better|worse|great|natural|born) [\\p{L}-]+s',
    '(?:are|is) (?:the )?(?:best|worst) (?:[\\p{L}-]+(?:ers|ors|ists|ians|ants|ents)|cooks|leaders|drivers|parents|athletes)',
    '(?:are|is) (?:(?!(?:larger|bigger|smaller|taller|shorter|older|younger|other)\\b)[\\p{L}]+er|more [\\p{L}-]+|less [\\p{L}-]+) (?:[\\p{L}-]+(?:ers|ors|ists|ians)|cooks|leaders|drivers|parents|athletes|learners|students)',
    '(?:struggle|struggles) (?:with (?:anything|technology|computers|phones|maths|math|numbers|new|digital|change)|to (?:learn|understand|keep up|concentrate|adapt|use (?:technology|computers|phones)))',
    '(?:hate|hates|love|loves) [\\p{L}]+ing\\b',
    'ha(?:ve|s) (?:a |an |no )?(?:natural|innate|inborn|instinctive|built-in) [\\p{L}-]+',
    'ha(?:ve|s) (?:less|more|little|no) (?:interest in|vocabulary|discipline|patience|talent|ambition|motivation|common sense|imagination|manners|respect|taste|sense of humou?r)',
    '(?:have|has) (?:much |far )?(?:(?!(?:larger|bigger|smaller|longer|shorter|higher|lower|greater|fewer|lighter|heavier|thicker|thinner|stronger|weaker|deeper|older|younger|faster|slower)\\b)[\\p{L}]+er|better|worse|more (?:[\\p{L}-]+ly )?(?:patience|talent|common sense|discipline|empathy|imagination)) (?:handwriting|manners|judgement|judgment|taste|instincts|sense|memories|minds|brains|spatial skills|people skills|social skills)',
    '(?:are|is) (?:a|an) (?:burden|drain|nuisance|danger|threat|liability|bad influence|problem|menace|pest|nightmare|disgrace|joke)',
    '(?:[\\p{L}]+ )?(?:badly|terribly|poorly|carelessly|recklessly|lazily|selfishly|rudely|aggressively|dishonestly)(?= *(?:[,.;:!)]|$|and\\b|so\\b|because\\b))',
    '(?:refuse|refuses) to (?:learn|integrate|work|adapt|change|listen|fit in|share|help|follow)',
    '(?:take|takes) advantage of', '(?:abuse|abuses) the (?:system|rules)', '(?:come here to |just want to |only want to )?(?:live|lives|sponge|sponges) off (?:benefits|welfare|the state|others)',
    '(?:keep|keeps) to themselves', '(?:forget|forgets) (?:so |too |very )?(?:quickly|easily|everything)', 'in a (?:hurry|rush)',
    "(?:don't|do not|never|rarely|seldom) [\\p{L}]+ (?:hard |long |well )?enough", "never (?:say hello|say thank you|thank|help|share|smile|listen|tidy up|clean up)",
    '(?:waste|wastes) (?:their |its )?(?:money|time)', 'spend (?:their|its) money on the wrong things',
    '(?:make|makes) (?:poor|bad|terrible|good|better|worse|great|natural|born) (?:[\\p{L}-]+(?:ers|ors|ists|ians|ants|ents)|athletes|cooks|leaders|drivers|parents)',
    '(?:lack|lacks) (?:the |any |a )?(?:[\\p{L}-]+ )?(?:skills?|ability|abilities|talent|discipline|logic|patience|ambition|intelligence|confidence|drive|brains|aptitude)',
    "(?:don't|do not|never) (?:really )?value (?:education|school|learning|reading|hard work|books)",
    '(?:more|less) likely to (?:cheat|steal|lie|commit (?:a )?crimes?|break (?:the )?rules|be violent|fight|drop out|misbehave|be lazy)',
    '(?:push|pushes|talk|talks|complain|complains|worry|worries|gossip|gossips|chatter|chatters|cry|cries|argue|argues|fuss|fusses|drink|drinks) (?:far |way )?too (?:much|easily|often|hard)',
    "(?:can't|cannot|can never|are unable to) (?:hold a conversation|pay attention|live independently|look after themselves|hold down a job|be relied on)",
    "(?:don't|do not|never|rarely) (?:read|study|do (?:their )?homework|help out|pay attention|pay (?:their )?taxes|work hard|plan ahead)\\b(?! (?:on|at|in) )",
    "(?:have|has) (?:always |often |more |a lot of |real )?(?:trouble|difficulty|problems) (?:learning|understanding|concentrating|focusing|following|sitting still|using|with (?:maths|math|numbers|technology|computers|reading))",
    "(?:can't|cannot|can never|could never|don't know how to|do not know how to|are unable to) (?:really |properly |ever )?(?:use (?:technology|computers|phones|smartphones|a computer)|do (?:maths|math|sums)|read (?:a )?maps?|drive|park|cook|fix (?:things|anything)|build (?:things|anything)|organi[sz]e|be trusted|keep (?:a secret|secrets|calm)|control (?:their|his|her) (?:emotions|feelings|temper)|make decisions|think for themselves|take a joke|handle (?:pressure|stress|money)|manage money|lead)",
    '(?:picks?|picked) up(?:\\s+[\\p{L}\'-]+){0,3}?\\s+(?:faster|quicker|more quickly|slower|more slowly|better|more easily)',
    '(?:learn|learns|understand|understands|grasp|grasps|master|masters|adapt|adapts|work|works|study|studies|try|tries|think|thinks|behave|behaves|concentrate|concentrates|listen|listens|cope|copes|drive|drives|reason|reasons|pick up|picks up|catch on|catches on)(?:\\s+[\\p{L}\'-]+){0,2}?\\s+(?:faster|quicker|more quickly|slower|more slowly|better|worse|more easily|harder|less hard|more carefully|less carefully|more logically|less logically)(?=\\s*(?:[,.;:!)]|$|than\\b|and\\b|because\\b|so\\b|but\\b))',
    '(?:slow|quick|fast|slower|quicker|faster) (?:to|at) (?:learn|understand|pick up|adapt|grasp|catch on|accept|change|judge|complain)',
    "(?:won't|will not|can't|cannot|can never|could never|don't|do not|never|rarely|seldom|hardly ever|are unable to|are incapable of) (?:really |properly |ever |fully )?(?:remember|learn|understand|manage money|cope|concentrate|focus|care|listen|try|think logically|be trusted|handle|follow instructions|grasp|keep up|adapt|sit still|work hard|save money|plan ahead|lead|want to (?:work|learn|study|integrate|try))",
    '(?:care|cares) (?:less|more|only) about',
    '(?:should|must|ought to) (?:stay|remain|be kept|keep out|stick to|leave|let|not be allowed|never be allowed|not lead|not vote|do the (?:cooking|cleaning|housework))',
    'belongs? (?:in|at) (?:the )?(?:home|kitchen)',
    'ha(?:ve|s) (?:a |no )?(?:natural |real |better |worse |good |bad |poor |much better |far better )?(?:gift|talent|head|knack|flair|aptitude|ear|eye|patience|feel|sense|instinct|understanding) for',
    '(?:get|gets|become|becomes) (?:easily |so |very |quickly )?(?:confused|flustered|lost|upset|angry|hysterical|emotional|scared|nervous|bored|distracted)',
    'lack (?:the )?(?:discipline|logic|patience|ambition|intelligence|talent)',
  ],
  gradedTraits: ['comfortable', 'precise', 'accurate', 'meticulous', 'interested', 'ambitious', 'motivated', 'curious', 'competitive', 'academic', 'serious', 'mature', 'sensible', 'independent', 'confident', 'open', 'tolerant', 'religious', 'gentle', 'tough', 'hard', 'soft', 'practical', 'creative', 'artistic', 'musical', 'technical', 'scientific', 'verbal'],
  notTraits: ['at', 'from', 'of', 'with', 'for', 'by', 'about', 'over', 'under', 'into', 'after', 'before', 'between', 'among', 'his', 'her', 'their', 'our', 'my', 'your', 'its', 'this', 'that', 'these', 'those', 'some', 'very', 'so', 'too', 'much', 'many', 'part', 'often', 'educated', 'paid', 'employed', 'qualified', 'drawn', 'hungry', 'thirsty', 'tired', 'sleepy', 'asleep', 'awake', 'healthy', 'ill', 'sick', 'taller', 'shorter', 'heavier', 'lighter',
    'young', 'old', 'adults?', 'healthier', 'fitter', 'richer', 'poorer', 'wealthier', 'older', 'younger', 'bigger', 'smaller', 'larger', 'stronger', 'faster', 'slower', 'pregnant', 'retired', 'welcome', 'eligible', 'present', 'absent', 'busy', 'happy', 'glad', 'pleased', 'keen', 'ready',
    'willing', 'available', 'entitled', 'required', 'expected', 'invited', 'advised', 'encouraged', 'offered', 'given', 'told', 'asked', 'paid', 'home', 'there', 'here', 'out', 'away', 'first', 'last', 'one', 'two',
    'growing', 'living', 'working', 'studying', 'taking', 'using', 'learning', 'playing', 'going', 'coming', 'more', 'less', 'not', 'also', 'still', 'now', 'then', 'likely', 'unlikely', 'prone', 'susceptible', 'vulnerable', 'exposed', 'affected', 'represented', 'common', 'frequent', 'numerous', 'sensitive', 'able', 'allowed', 'born', 'free', 'equal', 'different', 'varied', 'diverse', 'in', 'on', 'to', 'a', 'an', 'the'],
  adjacentPredicates: ["(?:tend to |tends to )?(?:panic|panics|overreact|overreacts|give up|gives up|lose their temper|cry|cries|sulk|sulks|show off|shows off|brag|brags|boast|boasts|freak out|freaks out|never think (?:about|ahead|before)|do not think (?:about|ahead|before)|don't think (?:about|ahead|before))", '(?:lie|steal|steals|cheat|cheats|complain|complains|gossip|gossips|nag|nags|whine|whines|exaggerate|exaggerate)'],
  frames: ['usually', 'typically', 'generally', 'always', 'never', 'naturally', 'by nature', 'innately', 'inherently', 'instinctively', 'born', 'all', 'most', 'tend to', 'tends to', 'as a rule', 'in general', 'everyone knows', 'everybody knows', 'we all know', 'everyone says', 'everybody says', 'of course', 'obviously', 'these days', 'nowadays', 'today', 'like most', 'like all', 'like other', 'like every', 'as all', 'as most', 'because they', 'because their', 'it is well known', "it's well known", 'as we all know', 'as everyone knows', 'as everybody knows', 'like (?:her|him|them)'],
  essentialist: ['naturally', 'by nature', 'innately', 'inherently', 'born', 'all', 'always', 'never', 'everyone knows', 'everybody knows'],
  than: 'than',
  comparedWith: "(?:the |their |other |local |native |most |all )?(?:those|everyone else|locals|natives|others|(?:[\\p{L}-]+ )?(?:families|people|children|kids|workers|students|pupils|girls|boys|women|men))",
  inborn: ['naturally', 'by nature', 'innately', 'inherently', 'instinctively'],
  habitual: ['always', 'usually', 'typically', 'generally', 'invariably', 'forever', 'all'],
  // "-ed", and plurals (nouns: "all members"), but not "-ous" or "-ss" adjectives ("nervous", "careless").
  participle: '[\\p{L}]+(?:ed|(?<!ou|s)s)',
  framedPredicates: [
    '(?:prefer|prefers|like|likes|love|loves|enjoy|enjoys|hate|hates|dislike|dislikes|avoid|avoids) (?:[\\p{L}-]+ ){0,2}?(?:maths|math|science|physics|chemistry|coding|computers|technology|football|sport|sports|reading|books|poetry|dolls|cars|shopping|gossip|fighting|cooking|dancing|art|music|risks|responsibility|hard work|change)',
    '(?:find|finds) (?:[\\p{L}-]+ ){1,3}(?:boring|dull|pointless|uninteresting|easy|easier|too easy)',
    '(?:spend|spends) (?:too much|all their|all of their|most of their) (?:time|money)',
    '(?:arrive|arrives|turn up|turns up|are|is) (?:always |usually )?late',
  ],
  roles: [
    // "Has always been a woman's natural job": the present or a perfect that runs to now, an adjective before the noun; the past tells history.
    "(?:is|are|remains?|(?:has|have)(?: always| long)? been) (?:always |still |really |just )?(?:a )?(?:man|woman|girl|boy|mother|wife|husband)['’]s (?:(?:natural|proper|real|true|rightful|traditional) )?(?:job|work|thing|subject|sport|game|place|role|task|duty|chore|business|domain)",
    "(?:a|the) (?:woman|man)['’]s place is",
    '(?:throws?|runs?|cry|cries|fights?|screams?|plays?) like a girl',
    "(?:real|proper) (?:men|boys) (?:don['’]t|do not|never)",
    'boys will be boys',
    // One member standing for the sex, with a norm in the present: "A real man doesn't ask for help", "A girl shouldn't…".
    "^(?:[\\p{L}]+[,:;]\\s*)?(?:a|any) (?:real |proper |true )?(?:man|boy|woman|girl|lady),? (?:doesn't|does not|never|shouldn't|should not|mustn't|must not|can't|cannot|should always|always) [\\p{L}]+",
    // A person labelled by a group, as a verdict: "Typical teenager: …", "Typical boy!".
    '^typical (?:teenagers?|teens?|boys?|girls?|men|man|women|woman|blokes?|lads?|pensioners?|foreigners?|immigrants?|tourists?|northerners?|southerners?)(?=\\s*[:!,.;—–-])',
    "(?:a|any) (?:woman|girl|man|boy) (?:would not|wouldn't|could not|couldn't|can't|cannot|will never|would never) (?:understand|know how|manage|cope|be able)",
    '(?:jobs|subjects|sports|toys|games) for (?:boys|girls) only',
  ],
  debunk: ['myths?', 'stereotyp\\w*', 'prejudic\\w*', 'clichés?', 'bias(?:ed)?', 'assum\\w*', 'not true', 'untrue', 'false(?:ly)?', "wrongly", "(?:is|are|it's|was|were) wrong", 'wrong to', 'unfair(?:ly)?', 'no evidence', 'no (?:real )?difference', 'research (?:shows|finds|found)', 'nothing (?:shows|proves|suggests)', 'no (?:study|research|evidence) (?:shows|proves|suggests)', 'stud(?:y|ies) (?:shows?|finds?|found)', 'used to (?:think|believe|say)', '(?:was|were) (?:thought|believed|said|assumed|claimed)', 'the (?:idea|belief|view|claim|notion) that', 'accus\\w*', 'discriminat\\w*', 'sexis\\w*', 'racis\\w*', 'ageis\\w*', 'judg(?:e|ing) (?:people|someone|anyone|others)'],
  reported: ["(?<!(?:everyone|everybody|we all) )(?:says?|said)(?=[\\s,:])", 'thinks?', 'thought', 'believes?', 'believed', 'claims?', 'claimed', 'argues?', 'argued', 'insists?', 'insisted', 'suggests?', 'suggested', 'asserts?', 'asserted', 'tells?', 'told', 'hear', 'heard', 'according to', 'wrote', 'writes', 'worried', 'worries', 'fears?', 'feared', 'afraid', 'convinced', 'imagines?', 'assumes?'],
  equality: ['equally', 'just as', "(?<!(?:not|n't|never)(?: [\\p{L}-]+){0,3} )as (?:[\\p{L}-]+ ){1,2}as", 'not all', 'not every', 'the same', 'no (?:more|less)', 'both', 'regardless', 'whatever their', 'whichever', '(?<!than )anyone', 'everyone can'],
  sources: ['%', 'per ?cent', 'survey', 'census', 'study', 'studies', 'report', 'data', 'according to', 'statistics'],
  negation: "(?:\\bnot|n['’]t|\\bnever|\\bno|\\bnor|\\bhardly)\\s+(?:[\\p{L}]+\\s+)?$",
  possibility: "(?:\\bcan|\\bcould|\\bmay|\\bmight)\\s+(?:[\\p{L}]+\\s+)?$",
};

export const ES: Lexicon = {
  groups: [
    // The longer names first: "los niños ricos" before "los niños".
    '(?:los|las) (?:niños|niñas|chicos|chicas|familias|personas|hijos|hijas|alumnos|alumnas) (?:ricos|ricas|pobres|gitanos|gitanas|inmigrantes|extranjeros|extranjeras|musulmanes|musulmanas|negros|negras)',
    '(?:las|los) (?:niñas|niños|chicas|chicos|mujeres|hombres|madres|padres|suegras|suegros|cuñadas|cuñados|nueras|yernos|abuelas|abuelos|ancianos|ancianas|viejos|viejas|mayores|jubilados|jubiladas|pensionistas|jóvenes|adolescentes|pobres|ricos|ricas|inmigrantes|emigrantes|migrantes|extranjeros|extranjeras|refugiados|refugiadas|gitanos|gitanas|payos|musulmanes|musulmanas|judíos|judías|cristianos|católicos|protestantes|ateos|negros|negras|blancos|blancas|indígenas|indios|nativos|discapacitados|minusválidos|ciegos|sordos|autistas|campesinos|pueblerinos|urbanitas|gallegos|andaluces|catalanes|vascos|madrileños|castellanos|canarios|asturianos|extremeños|aragoneses|valencianos|murcianos|ingleses|británicos|franceses|alemanes|italianos|españoles|portugueses|chinos|japoneses|coreanos|árabes|africanos|asiáticos|europeos|americanos|estadounidenses|mexicanos|argentinos|colombianos|venezolanos|peruanos|chilenos|cubanos|latinos|latinoamericanos|sudamericanos|rusos|polacos|rumanos|marroquíes|magrebíes|moros|turcos|griegos|suecos|nórdicos|sureños|norteños|mediterráneos)',
    'las personas (?:mayores|ancianas|pobres|ricas|inmigrantes|extranjeras|con discapacidad|en silla de ruedas|discapacitadas|ciegas|sordas|musulmanas|negras|gitanas|de (?:edad|color|campo|ciudad|pueblo|(?:su|esa|cierta) edad))',
    'las familias (?:pobres|ricas|humildes|adineradas|inmigrantes|gitanas|obreras|acomodadas)',
    'la gente (?:mayor|joven|pobre|rica|humilde|del (?:sur|norte|campo|pueblo)|de (?:campo|ciudad|pueblo|color|(?:su|esa|mi|tu) edad))',
    '(?:los|las) (?:pueblos|países|habitantes|gentes) del (?:sur|norte)',
    '(?:los|las) del (?:sur|norte|campo|pueblo)',
    '(?:personas|gente) de (?:su|esa|cierta) edad',
    '(?:las personas|la gente|los) de origen [\\p{L}]+',
    '(?:los|las) (?:alumnos|alumnas|niños|niñas|chicos|chicas|estudiantes|hijos|hijas) de (?:familias|origen|barrios) (?:pobres|humildes|inmigrantes|gitanas|obreras|ricas|acomodadas|[\\p{L}]+)',
    '(?:los|las) (?:hijos|hijas) de (?:inmigrantes|gitanos|obreros|pobres)',
    'la mujer', 'el hombre',
    'buen[oa] (?:mujer|hombre|madre|padre|chica|chico|español|española|andaluz|andaluza|gallego|gallega|catalán|catalana)',
  ],
  occupations: ['(?:los|las) (?:camioneros|fontaneros|electricistas|oficinistas|albañiles|carpinteros|dependientes|periodistas|jefes|caseros|informáticos|enfermeras|enfermeros|ingenieros|ingenieras|científicos|políticos|abogados|banqueros|agricultores|albañiles|mecánicos|secretarias|limpiadoras|soldados|artistas|programadores|contables|vendedores|policías|médicos|futbolistas|maestros|maestras|mineros|obreros|pescadores|camareros|camareras|taxistas|funcionarios|peluqueras|actores|músicos)'],
  particular: '(?:estos|estas|esos|esas|aquellos|aquellas|dos|tres|cuatro|cinco|algunos|algunas|unos|unas|varios|varias|mis|tus|sus|nuestros|nuestras|vuestros|vuestras|ambos|ambas|\\d+)\\s+$',
  narrowed: '^\\s+(?:de (?:la|esta|esa|tu|su|nuestra|vuestra|mi|cada) (?:clase|mesa|grupo|equipo|familia|escuela|aula|foto|historia|excursión|lista|fila|imagen)|del (?:grupo|equipo|aula|curso|colegio|instituto|barrio|club|pueblo)|de (?:\\d|quinto|sexto|primero|segundo|tercero|cuarto)|que (?:están|estaban|han venido|vinieron|hay)\\b|presentes\\b)',
  copulas: ['han sido siempre', 'han sido', 'ha sido', 'son', 'eran', 'fueron', 'serán', 'serían', 'es', 'era', 'suelen ser', 'tienden a ser', 'parecen', 'resultan', 'se vuelven', 'acaban siendo', 'siguen siendo', '(?:los|las) (?:hace|hacen|vuelve|vuelven)'],
  adverbs: ['quizás', 'quizá', 'tal vez', 'un poco', 'algo', 'en cambio', 'sin embargo', 'por su parte', 'por el contrario', 'siempre', 'naturalmente', 'por naturaleza', 'de por sí', 'por lo general', 'en general', 'generalmente', 'normalmente', 'casi siempre', 'todos', 'todas', 'también', 'claramente', 'obviamente', 'simplemente', 'realmente', 'típicamente', 'suelen', 'tienden a', 'evidentemente', 'sin duda', 'hoy en día', 'de hoy', 'de hoy en día'],
  degrees: ['unos', 'unas', 'más', 'menos', 'muy', 'demasiado', 'tan', 'poco', 'bastante', 'mucho más', 'mucho menos', 'algo más'],
  // Adjectives in every gender and number: -o/-a(s), -e(s), consonant(+es).
  traits: [
    'perezos[oa]s?', 'vag[oa]s?', 'holgazan(?:a|es|as)?', 'trabajador(?:a|es|as)?', 'disciplinad[oa]s?', 'indisciplinad[oa]s?', 'cuidados[oa]s?', 'descuidad[oa]s?', 'ordenad[oa]s?', 'desordenad[oa]s?',
    'emocional(?:es)?', 'emotiv[oa]s?', 'sensibles?(?! (?:a|al)\\b)', 'racional(?:es)?', 'irracional(?:es)?', 'lógic[oa]s?', 'inteligentes?', 'list[oa]s?', 'tont[oa]s?', 'torpes?', 'hábil(?:es)?', 'amables?', 'cariños[oa]s?', 'dulces?',
    'egoístas?', 'generos[oa]s?', 'tacañ[oa]s?', 'violent[oa]s?', 'agresiv[oa]s?', 'honrad[oa]s?', 'deshonest[oa]s?', 'honest[oa]s?', 'suci[oa]s?', 'ruidos[oa]s?', 'maleducad[oa]s?', 'educad[oa]s?',
    'obedientes?', 'sumis[oa]s?', 'débil(?:es)?', 'responsables?(?! de)', 'irresponsables?', 'impacientes?', 'pacientes?', 'impuntual(?:es)?', 'puntual(?:es)?', 'incapa(?:z|ces)', 'inferior(?:es)?', 'superior(?:es)?',
    'atrasad[oa]s?', 'primitiv[oa]s?', 'fanátic[oa]s?', 'ignorantes?', 'supersticios[oa]s?', 'materialistas?', 'cobardes?', 'valientes?', 'tímid[oa]s?', 'mand[oó]n(?:a|es|as)?', 'testarud[oa]s?',
    'orgullos[oa]s?', 'desconfiad[oa]s?', 'despistad[oa]s?', 'olvidadiz[oa]s?', 'charlatan(?:a|es|as)?', 'chismos[oa]s?', 'mentiros[oa]s?', 'ladr[oó]n(?:a|es|as)?', 'delincuentes?', 'conflictiv[oa]s?', 'frívol[oa]s?',
    'caprichos[oa]s?', 'mimad[oa]s?', 'consentid[oa]s?', 'desagradecid[oa]s?', 'sos[oa]s?', 'frí[oa]s?', 'cerrad[oa]s?', 'estúpid[oa]s?', 'brut[oa]s?', 'inútil(?:es)?', 'negad[oa]s?', 'intuitiv[oa]s?',
    'gruñon(?:a|es|as)?', 'cascarrabias', 'abiert[oa]s?', 'calmad[oa]s?', 'tranquil[oa]s?', 'nervios[oa]s?', 'peligros[oa]s?', 'imprudentes?', 'antipátic[oa]s?', 'simpátic[oa]s?', 'alegres?', 'serios?', 'serias?',
    'corrupt[oa]s?', 'interesad[oa]s?', 'envidios[oa]s?', 'celos[oa]s?', 'exagerad[oa]s?', 'dramátic[oa]s?', 'histéric[oa]s?', 'débiles de carácter', 'cabezot[ae]s?', 'manipulador(?:a|es|as)?',
    '(?:buen[oa]s?|mal[oa]s?|nul[oa]s?|torpes?|hábil(?:es)?|negad[oa]s?|inútil(?:es)?|mejor(?:es)?|peor(?:es)?) (?:en|para|con)',
    '(?:buen[oa]s?|mal[oa]s?|mejor(?:es)?|peor(?:es)?) (?:conductor(?:a|es|as)?|líder(?:es)?|estudiantes?|cociner[oa]s?|trabajador(?:a|es|as)?|madres?|padres?|alumn[oa]s?)',
    '(?:líderes|cuidadoras|cocineras) natos?', 'tod[oa]s iguales', 'de mente cerrada', 'anticuad[oa]s?',
    '(?:lent[oa]s?|rápid[oa]s?|torpes?) (?:para|en|a la hora de) (?:aprender|entender|adaptarse|usar)',
    'detallistas?', 'malcriad[oa]s?', 'estrict[oa]s?', 'sobreprotector(?:a|es|as)?', 'precis[oa]s?', 'exact[oa]s?', 'meticulos[oa]s?', 'minucios[oa]s?', 'cómod[oa]s? con', 'borrach[oa]s?', 'impuntuales?', 'rebeldes?', 'intolerantes?', 'maleducad[oa]s?', 'revoltos[oa]s?', 'brusc[oa]s?', 'escandalos[oa]s?', 'obsesionad[oa]s? con', 'adict[oa]s? a',
    'reaci[oa]s? al cambio', 'perdid[oa]s (?:con|ante|delante de)', 'miedos[oa]s?', 'creíd[oa]s?', 'engreíd[oa]s?', 'presumid[oa]s?', 'chul[oa]s?', 'una carga', 'un peligro', 'un problema', 'una amenaza', 'un lastre', 'no (?:son|es) tan [\\p{L}]+ como', 'peores', 'mejores',
  ],
  gradedTraits: ['interesad[oa]s?', 'ambicios[oa]s?', 'motivad[oa]s?', 'curios[oa]s?', 'competitiv[oa]s?', 'maduros?', 'maduras?', 'sensatos?', 'sensatas?', 'independientes?', 'segur[oa]s? de sí', 'tolerantes?', 'religios[oa]s?', 'fuertes?', 'duros?', 'duras?', 'práctic[oa]s?', 'creativ[oa]s?', 'artístic[oa]s?', 'deportistas?'],
  notTraits: ['altos', 'altas', 'bajos', 'bajas', 'mayores', 'menores', 'jóvenes', 'fuertes', 'rápid[oa]s', 'sanos', 'sanas', 'enfermos', 'enfermas', 'felices', 'bienvenid[oa]s', 'libres', 'propens[oa]s?', 'vulnerables?', 'expuest[oa]s?', 'afectad[oa]s?', 'comunes', 'frecuentes', 'numeros[oa]s?', 'libres', 'iguales', 'distint[oa]s?', 'diferentes', 'capaces', 'en', 'de', 'a', 'un', 'una', 'el', 'la', 'los', 'las', 'probable', 'probables'],
  predicates: [
    '(?:mejor(?:es)?|peor(?:es)?) (?:que|en|para|con)',
    'se les da(?:n)? (?:bien|mal|mejor|peor)',
    '(?:tienen|poseen|tiene|posee) (?:más |menos |un |una )?(?:facilidad|don|talento|cabeza|habilidad|mano|paciencia|disciplina) (?:para|con)',
    'no tienen? (?:cabeza|paciencia|interés|talento|disciplina|facilidad|respeto|educación|modales|vergüenza)',
    'no (?:saben?|entienden?|sirven?|se preocupan?|les importa|les interesa|quieren? (?:esforzarse|trabajar|estudiar|aprender|integrarse)|se esfuerzan?|aprenden?|se enteran?|valen?|recuerdan?|se acuerdan?|se concentran?|escuchan?|cuidan?|respetan?)',
    'no pueden? (?:aprender|entender|concentrarse|estar quiet[oa]s|con las|usar (?:la tecnología|el ordenador|el móvil|internet)|conducir|hacer cuentas)',
    'nunca (?:vienen?|participan?|colaboran?|acuden?|se implican?|aprenden?|entienden?|saben?|se esfuerzan?|escuchan?|recuerdan?|se concentran?|piensan? en|ayudan?|recogen)',
    '(?:se ponen|se pone) (?:muy )?(?:nervios[oa]s|histéric[oa]s|agresiv[oa]s|pesad[oa]s)', '(?:se asustan|se enfadan|se rinden|se agobian|lloran) (?:enseguida|fácilmente|con facilidad|por todo|por nada)',
    '(?:se preocupan|se quejan|se agobian) (?:demasiado|por todo|por nada)',
    '(?:tienen|tiene) (?:mejor|peor|más|menos|buen|mal) (?:gusto|ojo|oído|mano|letra|memoria|sentido del humor)',
    '(?:aprend|entiend|trabaj|estudi|piens|conduc|razon|capt|se adapt|se esfuerz|se concentr)\\p{L}*(?:\\s+\\p{L}+){0,2}?\\s+(?:más despacio|más deprisa|más lento|más rápido|más|menos|mejor|peor|antes)(?=\\s*(?:[,.;:!)]|$|que\\b|y\\b|porque\\b|pero\\b))',
    'les cuesta (?:más |mucho )?(?:aprender|entender|concentrarse|adaptarse)',
    'no se aclaran? con', '(?:todo lo nuevo |la tecnología |el cambio |todo )?les da(?:n)? miedo',
    'deberían (?:quedarse|dejar|ocuparse|encargarse|limitarse)',
    '(?:nacieron|nacen|están hech[oa]s|sirven) para',
    'sólo piensan en', 'solo piensan en',
    '(?:tienen|tener|tiene) (?:menos|más|poco|poca|ningún|ninguna) (?:interés|vocabulario|disciplina|paciencia|cabeza|talento|facilidad|ambición|sentido común)',
    '(?:odian|les encanta|les encantan) [\\p{L}]+(?:ar|er|ir)\\b', 'nunca lloran', 'tienen un (?:sentido|don|instinto|talento) (?:natural|innato)',
    '(?!(?:pasan|están|estaban|eran|son|quedan)\\b)[\\p{L}]+(?:an|en) (?:mal|fatal|peor)(?! (?:de|del|a|al|[\\p{L}]+(?:ad|id)[oa]s?)\\b)',
    'se aprovechan (?:de|del)', 'abusan (?:de|del)', '(?:vienen a |quieren |solo quieren )?viv(?:en|ir) (?:de las ayudas|del cuento|de los demás|del Estado)', '(?:se niegan|se resisten) a (?:aprender|integrarse|trabajar|adaptarse|cambiar)',
    'no [\\p{L}]+ (?:lo )?(?:suficiente|bastante)', 'se (?:olvidan|les olvida) (?:de )?todo', 'van siempre con prisas', '(?:llegan|llega) tarde', 'no valoran (?:la educación|el estudio|la escuela|los libros)', 'carecen de', 'les falta (?:disciplina|cabeza|paciencia|talento|capacidad)',
    '(?:hablan|habla|se quejan|se queja|lloran|llora|beben|bebe|discuten|discute) demasiado', 'toman (?:malas|peores) decisiones',
  ],
  adjacentPredicates: ['(?:roban|mienten|engañan|se quejan|exageran)'],
  frames: ['por naturaleza', 'naturalmente', 'de por sí', 'siempre', 'nunca', 'jamás', 'todos', 'todas', 'la mayoría', 'en general', 'generalmente', 'normalmente', 'por lo general', 'suelen', 'suele', 'tienden a', 'tiende a', 'de hoy', 'hoy en día', 'hoy día', 'de ahora', 'actuales', 'innat[oa]s?', 'nacen', 'ya se sabe', 'todo el mundo sabe', 'como (?:todo el mundo|cualquiera) sabe', 'todo el mundo dice', 'como (?:tod[oa]s|la mayoría|buen[oa]s?)', 'típicamente', 'por definición', 'de siempre', 'porque (?:ellos|ellas)', 'como (?:ella|él)'],
  essentialist: ['por naturaleza', 'naturalmente', 'de por sí', 'innat[oa]s?', 'nacen', 'todos', 'todas', 'siempre', 'nunca', 'ya se sabe', 'todo el mundo sabe'],
  than: 'que',
  comparedWith: '(?:otr[oa]s|aquell[oa]s|ell[oa]s|l[oa]s de(?:l)? [\\p{L}]+|el resto|la del (?:sur|norte))',
  inborn: ['por naturaleza', 'naturalmente', 'de por sí', 'por instinto', 'innatamente'],
  habitual: ['siempre', 'generalmente', 'normalmente', 'por lo general', 'todos', 'todas'],
  participle: '[\\p{L}]+(?:ad|id)[oa]s?',
  framedPredicates: [
    '(?:prefieren|prefiere|odian|odia|evitan|evita) (?:[\\p{L}]+ ){0,2}?(?:las matemáticas|la ciencia|las ciencias|la física|la informática|el fútbol|el deporte|leer|la lectura|la poesía|las muñecas|los coches|ir de compras|cocinar|bailar|el riesgo|los riesgos|el cambio)',
    'no les gusta(?:n)? (?:[\\p{L}]+ ){0,2}?(?:las matemáticas|la ciencia|las ciencias|la física|la informática|el fútbol|el deporte|leer|la lectura|la poesía|estudiar|trabajar)',
    'les (?:gusta|gustan|encanta|encantan) (?:[\\p{L}]+ ){0,2}?(?:las muñecas|los coches|ir de compras|cotillear|el fútbol|pelear|cocinar)',
    'gastan (?:demasiado|todo su) (?:tiempo|dinero)',
  ],
  roles: [
    '(?:es|son|era|eran|ha sido siempre|siempre ha sido|han sido siempre|siempre han sido) (?:por naturaleza )?(?:una? |cosa |cosas )?(?:cosas?|trabajos?|tareas?|deportes?|juegos?|juguetes?|asuntos?|colores?) (?:de|para) (?:niñas|niños|chicas|chicos|mujeres|hombres)\\b(?! y)',
    '(?:llora|lloras|lloran|corre|corres|corren|lanza|lanzas|lanzan|pelea|peleas|pelean) como una niña',
    'los hombres (?:de verdad )?no lloran',
    '^(?:[\\p{L}]+[,:;]\\s*)?(?:un|una) (?:chico|niño|hombre|chica|niña|mujer)(?: de verdad)?,? (?:no|nunca|jamás) (?:debe |tiene que |puede )?[\\p{L}]+(?:a|e)(?!\\p{L})',
    '(?:el lugar|el sitio) de la mujer (?:es|está)',
    '^típic[oa] de (?:chicos|chicas|hombres|mujeres|adolescentes|niños|niñas)(?=\\s*[:!,.;—–-])',
  ],
  debunk: ['mitos?', 'estereotip\\w*', 'prejuicios?', 'tópicos?', 'clichés?', "falso(?!\\s+(?!de(?!\\p{L})|que(?!\\p{L}))\\p{L})", 'falsa', 'no es (?:cierto|verdad)', 'sin (?:pruebas|base|fundamento)', 'no hay (?:pruebas|diferencias?)', 'ninguna diferencia', 'se (?:creía|pensaba|decía|consideraba)', 'la (?:idea|creencia) de que', 'injust\\w*', 'discrimin\\w*', 'sexis\\w*', 'racis\\w*', 'machis\\w*', 'los estudios (?:muestran|demuestran)', 'nada (?:demuestra|indica|prueba)', 'ningún estudio', 'suponer', 'prejuzgar'],
  reported: ['(?<!todo el mundo )(?:dicen?|piensan?|creen?)(?=[\\s,:])', 'creían', 'pensaban', 'decían', 'afirmaban', 'sostenían', 'aseguraban', 'se dice', 'hay quien', 'algunos (?:piensan|dicen|creen)', 'opinan?', 'afirman?', 'según', 'oído', 'escuchado', 'preocupa', 'preocupad[oa]s?', 'temen?', 'miedo de que', 'convencid[oa]s?', 'imagina'],
  equality: ['no tod[oa]s', 'igual de', 'igualmente', 'igual que', '(?<!no (?:son|es) )tan [\\p{L}]+ como', 'lo mismo', 'sin importar', 'independientemente', 'tanto (?:los|las) [\\p{L}]+ como', 'cualquier persona', 'ambos', 'ambas'],
  sources: ['%', 'por ciento', 'encuesta', 'censo', 'estudio', 'estudios', 'datos', 'informe', 'según', 'estadísticas?', 'INE'],
  negation: '(?:\\bno|\\bnunca|\\bjamás|\\bni)\\s+(?:[\\p{L}]+\\s+)?$',
  possibility: '(?:\\bpueden|\\bpuede|\\bpodrían|\\bpodría)\\s+(?:[\\p{L}]+\\s+)?$',
};

export const FR: Lexicon = {
  groups: [
    // The longer names first: "les filles d'immigrés" before "les filles".
    "les (?:enfants|élèves|fils|filles) (?:d['’]immigrés|d['’]ouvriers|de riches|de pauvres|de familles (?:pauvres|modestes|immigrées|défavorisées|aisées|riches)|des quartiers(?: populaires)?|de banlieue|des cités)",
    "(?:les|la plupart des|comme tous les|comme toutes les|beaucoup de) (?:belles-mères|beaux-pères|belles-filles|gendres|filles|garçons|femmes|hommes|mères|pères|mamans|papas|mamies|mamys|papys|papis|grands-mères|grands-pères|grands-parents|personnes âgées|vieux|vieilles|seniors|retraités|jeunes|ados|adolescents|adolescentes|pauvres|riches|immigrés|immigrées|migrants|étrangers|étrangères|réfugiés|musulmans|musulmanes|juifs|juives|chrétiens|catholiques|protestants|athées|noirs|noires|blancs|blanches|arabes|maghrébins|roms|gitans|tsiganes|gens du voyage|handicapés|aveugles|sourds|autistes|anglais|britanniques|français|allemands|italiens|espagnols|portugais|belges|suisses|américains|chinois|japonais|coréens|africains|asiatiques|européens|russes|polonais|roumains|turcs|grecs|marocains|algériens|tunisiens|parisiens|marseillais|bretons|corses|alsaciens|normands|provençaux|méridionaux|sudistes|nordistes|provinciaux|banlieusards|citadins|ruraux|campagnards|paysans)",
    'les familles (?:pauvres|modestes|aisées|riches|immigrées|défavorisées|populaires)',
    'les (?:milieux|classes|quartiers) (?:populaires|défavorisés|aisés)',
    'les personnes (?:handicapées|en situation de handicap|en fauteuil(?: roulant)?|de couleur|de (?:son|leur|cet) âge|issues de l[\'’]immigration|d[\'’]origine [\\p{L}]+)',
    "les gens d['’]origine [\\p{L}]+",

    "les gens (?:du (?:sud|nord|midi|coin|voyage)|de (?:la campagne|la ville|banlieue|province|couleur|(?:son|leur|cet) âge))",
    'ceux du (?:sud|nord|midi)',
    'la femme',
  ],
  occupations: ['les (?:plombiers|routiers|électriciens|menuisiers|garagistes|vendeurs de voitures|journalistes|patrons|propriétaires|informaticiens|employés de bureau|infirmières|infirmiers|ingénieurs|scientifiques|politiciens|politiques|avocats|banquiers|agriculteurs|maçons|mécaniciens|secrétaires|soldats|artistes|programmeurs|comptables|vendeurs|vendeuses|policiers|médecins|footballeurs|professeurs|instituteurs|institutrices|mineurs|ouvriers|pêcheurs|serveurs|serveuses|chauffeurs de taxi|fonctionnaires|coiffeuses|acteurs|musiciens)'],
  particular: "(?:ces|deux|trois|quatre|cinq|quelques|certains|certaines|plusieurs|mes|tes|ses|nos|vos|leurs|\\d+)\\s+$",
  narrowed: "^\\s+(?:de (?:la|ta|sa|notre|votre|ma|cette|chaque) (?:classe|groupe|équipe|famille|école|photo|table|liste|sortie)|du (?:groupe|collège|lycée|quartier|village|club|cours|cm\\d|ce\\d)|de (?:ton|son|notre|votre|mon|ce|leur) (?:groupe|équipe|école|collège|club)|de (?:\\d|cm|ce|6e|5e|4e|3e)|qui (?:sont|étaient) (?:là|présents|présentes)\\b|présents\\b|présentes\\b)",
  copulas: ['ont toujours été', 'ont été', 'a été', 'sont', 'seront', 'étaient', 'restent', 'semblent', 'paraissent', 'deviennent', 'ont l[\'’]air', 'se montrent', 'est', '(?:les|la|le) rend(?:ent)?', 'ont tendance à être'],
  adverbs: ['de toute façon', 'de toute manière', 'peut-être', 'plutôt', 'un peu', 'un brin', 'en revanche', 'par contre', 'quant à eux', 'quant à elles', 'eux', 'elles', 'pour leur part', 'toujours', 'naturellement', 'par nature', 'de nature', 'souvent', 'généralement', 'en général', "d['’]habitude", 'habituellement', 'tous', 'toutes', 'vraiment', 'clairement', 'évidemment', 'bien sûr', 'simplement', 'forcément', 'typiquement', 'ont tendance à', "aujourd['’]hui", 'de nos jours'],
  degrees: ['plus', 'moins', 'trop', 'très', 'si', 'tellement', 'bien plus', 'beaucoup plus', 'bien moins', 'beaucoup moins', 'peu', 'assez', 'nettement plus', 'nettement moins'],
  // Adjectives in every gender and number: -e(s), -eux/-euse(s), -if/-ive(s), -al/-aux.
  traits: [
    'paresseu(?:x|se|ses)', 'fainéante?s?', 'travailleu(?:r|rs|se|ses)', 'disciplinée?s?', 'indisciplinée?s?', 'soigneu(?:x|se|ses)', 'négligente?s?', 'ordonnée?s?', 'désordonnée?s?',
    'émoti(?:f|fs|ve|ves)', 'sensibles?(?! (?:à|au|aux)\\b)', 'rationnel(?:le)?s?', 'irrationnel(?:le)?s?', 'logiques?', 'intelligente?s?', 'bêtes?', 'stupides?', 'idiote?s?', 'douée?s?', 'habiles?', 'maladroite?s?',
    'gentil(?:le)?s?', 'dou(?:x|ce|ces)', 'aimables?', 'égoïstes?', 'généreu(?:x|se|ses)', 'avares?', 'radine?s?', 'violente?s?', 'agressi(?:f|fs|ve|ves)', 'honnêtes?', 'malhonnêtes?', 'voleu(?:r|rs|se|ses)',
    'sales?', 'bruyante?s?', 'impolie?s?', 'polie?s?', 'obéissante?s?', 'soumise?s?', 'faibles?', 'responsables?(?! de)', 'irresponsables?', 'impatiente?s?', 'patiente?s?', 'ponctuel(?:le)?s?',
    'incapables?', 'inférieure?s?', 'supérieure?s?', 'arriérée?s?', 'primiti(?:f|fs|ve|ves)', 'fanatiques?', 'ignorante?s?', 'superstitieu(?:x|se|ses)', 'matérialistes?', 'lâches?', 'courageu(?:x|se|ses)',
    'timides?', 'têtue?s?', 'orgueilleu(?:x|se|ses)', 'menteu(?:r|rs|se|ses)', 'tricheu(?:r|rs|se|ses)', 'nul(?:le)?s?', 'bavarde?s?', 'râleu(?:r|rs|se|ses)', 'distraite?s?', 'étourdie?s?', 'froide?s?',
    'fière?s?', 'fiers', 'hautaine?s?', 'frivoles?', 'capricieu(?:x|se|ses)', 'gâtée?s?', 'ingrate?s?', 'brutes?', 'brut(?:al|aux|ale|ales)', 'intuiti(?:f|fs|ve|ves)', 'calmes?', 'sages?', 'agitée?s?', 'turbulente?s?',
    'grincheu(?:x|se|ses)', 'ouverte?s?', 'fermée?s?', 'ouverts? d[\'’]esprit', 'dangereu(?:x|se|ses)', 'imprudente?s?', 'nerveu(?:x|se|ses)', 'sérieu(?:x|se|ses)', 'joyeu(?:x|se|ses)', 'corrompue?s?',
    'jaloux', 'jalouses?', 'envieu(?:x|se|ses)', 'dramatiques?', 'hystériques?', 'manipulat(?:eur|eurs|rice|rices)', 'rancunière?s?', 'rancuniers', 'dépassée?s?', 'vieux jeu', 'bornée?s?', 'naï(?:f|fs|ve|ves)',
    '(?:bon(?:ne)?s?|mauvais(?:es?)?|nul(?:le)?s?|douée?s?|habiles?|maladroite?s?|meilleure?s?|pires?) (?:en|pour|avec|à)',
    '(?:bon(?:ne)?s?|mauvais(?:es?)?|meilleure?s?|pires?|moins bon(?:ne)?s?|de moins bon(?:ne)?s|de meilleure?s|de bon(?:ne)?s|de mauvais(?:es)?) (?:conducteurs?|conductrices?|élèves?|dirigeants?|cuisiniers?|cuisinières?|travailleurs?|mères?|pères?|leaders?)',
    '(?:des )?(?:meneurs|leaders|cuisinières) nées?', 'tous pareils', 'toutes pareilles',
    "(?:lente?s?|rapides?) à (?:apprendre|comprendre|s['’]adapter|saisir)",
    'brouillon(?:ne)?s?', 'strict(?:e)?s?', 'surprotect(?:eur|eurs|rice|rices)', "à l['’]aise (?:avec|en|pour)", 'précise?s?', 'minutieu(?:x|se|ses)', 'méticuleu(?:x|se|ses)', 'en retard', 'ivrognes?', 'rebelles?', 'intolérante?s?', 'mal élevée?s?', 'turbulente?s?', 'bagarreu(?:r|rs|se|ses)', 'obsédée?s? par', 'accros? (?:à|aux|au)',
    'méfiante?s?', 'perdue?s? (?:devant|avec|face à)', 'crainti(?:f|fs|ve|ves)', 'prétentieu(?:x|se|ses)', 'vantarde?s?', 'un fardeau', 'une charge', 'un danger', 'une menace', 'un problème', 'appliquée?s?', 'réfractaires? (?:au|aux)', 'pas aussi [\\p{L}]+ que', 'pires', 'meilleure?s',
  ],
  gradedTraits: ['intéressée?s?', 'ambitieu(?:x|se|ses)', 'motivée?s?', 'curieu(?:x|se|ses)', 'compétiti(?:f|fs|ve|ves)', 'mûre?s?', 'matures?', 'raisonnables?', 'indépendante?s?', 'sûre?s? d[\'’]eux', 'tolérante?s?', 'religieu(?:x|se|ses)', 'forte?s?', 'dure?s?', 'pratiques?', 'créati(?:f|fs|ve|ves)', 'artistes?', 'sporti(?:f|fs|ve|ves)'],
  notTraits: ['originaires', 'là', 'ici', 'partis', 'nés', 'grande?s', 'petite?s', 'âgée?s', 'jeunes', 'fortes?', 'forts', 'rapides', 'malades', 'heureu(?:x|ses)', 'bienvenue?s', 'exposée?s?', 'touchée?s?', 'vulnérables?', 'sujets', 'sujettes', 'nombreu(?:x|ses)', 'fréquente?s?', 'libres', 'égaux', 'égales', 'différente?s?', 'capables', 'à', 'en', 'de', 'des', 'du', 'un', 'une', 'le', 'la', 'les', 'probables?', 'susceptibles?', 'nés', 'nées'],
  predicates: [
    '(?:meilleur(?:e)?s|pires|moins bon(?:ne)?s) (?:que|en|pour|à|avec)',
    "(?:ont|n['’]ont) (?:pas |aucun |plus de |moins de |un |le |la )?(?:don|talent|sens|facilité|tête|patience) (?:pour|de|à|des|du)",
    "ne (?:viennent|participent|s['’]impliquent|comprend|sait|veut|savent|comprennent|s['’]intéressent|se soucient|font|veulent|retiennent|écoutent|réfléchissent|respectent|travaillent)\\s+(?:(?:de toute façon|en général|généralement|souvent|vraiment|même|toujours|forcément|évidemment|jamais vraiment|absolument)\\s+)?(?:pas|jamais|rien|guère|aucun)",
    'ne peuvent (?:pas|jamais) (?:apprendre|comprendre|se concentrer|rester|réussir)',
    "se moquent (?:de|du|des)",
    "n['’](?:apprennent|écoutent|aiment|ont) (?:pas|jamais|rien|aucun)",
    "(?:apprenn|appren|compren|travaill|étudi|réfléchi|condui|raisonn|s['’]adapt|retienn|pens)\\p{L}*(?:\\s+\\p{L}+){0,2}?\\s+(?:plus|moins|mieux|moins bien|plus vite|moins vite|plus lentement|plus facilement)(?=\\s*(?:[,.;:!)]|$|que\\b|qu['’]|et\\b|car\\b|parce\\b|mais\\b))",
    "ont (?:toujours |souvent |beaucoup |bien )?(?:du mal|plus de mal|moins de mal|des difficultés|plus de difficultés) à (?:apprendre|comprendre|se concentrer|s['’]adapter|utiliser|lire|écrire|suivre|respecter|obéir)",
    "(?:parlent|parle|se plaignent|se plaint|pleurent|pleure|boivent|boit|râlent|râle) (?:toujours |beaucoup )?trop(?: fort)?",
    "ne (?:valorisent|respectent) pas (?:l['’]école|les études|le travail|les règles)",
    // A verb done badly ("conduisent mal"), not a state ("sont souvent mal logés").
    "(?!(?:souvent|sont|étaient|seront|restent|semblent|paraissent)\\b)[\\p{L}]+ent (?:mal|très mal|n['’]importe comment)(?! (?:de|du|des|à|au|[\\p{L}]+(?:é|ée|és|ées))\\b)",
    '(?:profitent|abusent) (?:des|du|de la|de l[\'’])', '(?:viennent |veulent )?viv(?:ent|re) (?:des aides|aux crochets)', 'refusent (?:de|d[\'’])(?:apprendre| s[\'’]intégrer| travailler| s[\'’]adapter| changer)',
    "ne [\\p{L}]+ (?:pas|jamais) assez",
    "(?:paniquent|s['’]énervent|abandonnent|pleurent|s['’]inquiètent|s['’]affolent) (?:toujours |très |trop )?(?:facilement|vite|pour rien|pour un rien|trop|tout le temps)",
    "ont (?:plus de|moins de|meilleur|bon|mauvais|un meilleur|un mauvais) (?:goût|oreille|œil|mémoire|sens de l['’]humour)",
    "ont (?:moins|plus|peu|pas) (?:de|d['’]) ?(?:vocabulaire|discipline|patience|talent|facilité|ambition|motivation|intérêt|bon sens)",
    "(?:adorent|détestent) [\\p{L}]+(?:er|ir|re)\\b", "ont (?:un|le) (?:sens|don|instinct|talent) (?:naturel|inné)", 'oublient tout', 'sont toujours pressée?s', 'manquent (?:de|d[\'’])',
    "devraient (?:rester|laisser|s['’]occuper|se contenter)",
    '(?:faits?|faites|nés?|nées?) pour',
    'ne pensent qu[\'’]à',
    'ne tiennent (?:pas|jamais) en place',
  ],
  adjacentPredicates: ['(?:volent|mentent|trichent|se plaignent|râlent|exagèrent)'],
  frames: ['par nature', 'de nature', 'naturellement', 'toujours', 'jamais', 'tous', 'toutes', 'la plupart', 'en général', 'généralement', "d['’]habitude", 'habituellement', 'souvent', 'ont tendance à', 'a tendance à', "aujourd['’]hui", 'de nos jours', 'actuels', 'nés', 'nées', 'inné(?:e)?s?', 'tout le monde sait', 'tout le monde dit', 'on sait bien', 'chacun sait', 'comme (?:tous|toutes|la plupart|beaucoup)', 'typiquement', 'forcément', 'évidemment', 'bien sûr', "parce qu['’](?:ils|elles)", 'car (?:ils|elles)', 'comme (?:elle|lui)'],
  essentialist: ['par nature', 'de nature', 'naturellement', 'nés', 'nées', 'inné(?:e)?s?', 'tous', 'toutes', 'toujours', 'jamais', 'tout le monde sait'],
  than: 'que',
  comparedWith: "(?:ceux|celles|eux|elles|d['’]autres|les autres|les [\\p{L}]+)",
  inborn: ['par nature', 'de nature', 'naturellement', 'instinctivement'],
  habitual: ['toujours', 'généralement', 'tous', 'toutes', 'en général', "d['’]habitude"],
  participle: '[\\p{L}]+(?:ée?s?|ie?s?|ue?s?)',
  framedPredicates: [
    "(?:préfèrent|préfère|détestent|déteste|évitent|évite) (?:[\\p{L}]+ ){0,2}?(?:les maths|les mathématiques|les sciences|la physique|l['’]informatique|le foot|le football|le sport|la lecture|lire|la poésie|les poupées|les voitures|le shopping|la cuisine|la danse|le risque|les risques|le changement)",
    "n['’]aiment (?:pas|guère) (?:[\\p{L}]+ ){0,2}?(?:les maths|les mathématiques|les sciences|la physique|l['’]informatique|le foot|le sport|la lecture|lire|la poésie|travailler|étudier)",
    'passent (?:trop de|tout leur) (?:temps|argent)',
    'arrivent (?:toujours |souvent )?en retard',
  ],
  roles: [
    "(?:est|sont|c['’]est|a toujours été|ont toujours été) (?:naturellement |avant tout |par nature )?(?:un |une |des )?(?:métiers?|trucs?|travail|sports?|jeux|jouets?|affaires?|choses?|tâches?|matières?|couleurs?) (?:d['’]hommes?|de femmes?|de filles|de garçons|pour (?:les )?(?:filles|garçons|hommes|femmes))\\b(?! et)",
    '(?:pleure|pleures|pleurent|court|cours|courent|lance|lances|lancent) comme une fille',
    'les (?:vrais )?hommes ne pleurent (?:pas|jamais)',
    "^(?:[\\p{L}]+[,:;]\\s*)?(?:un|une) (?:vrai |vraie )?(?:garçon|homme|fille|femme),? (?:ça )?(?:ne|n['’]) ?(?:doit )?[\\p{L}]+ (?:pas|jamais)",
    "la place (?:d['’]une|de la) femme est",
    "^(?:typique|c['’]est bien) (?:des |d['’]un |d['’]une |un |une )?(?:ados?|garçons?|filles?|hommes?|femmes?)(?=\\s*[:!,.;—–-])",
  ],
  debunk: ['mythes?', 'clichés?', 'préjugés?', 'idées? reçues?', "faux(?!\\s+(?!de(?!\\p{L})|d['’]|que(?!\\p{L})|qu['’])\\p{L})", 'fausse', 'pas vrai', 'sans preuve', 'aucune preuve', 'aucune différence', 'pas de différence', 'stéréotyp\\w*', 'on (?:croyait|pensait|disait)', "l['’]idée (?:que|selon)", 'injust\\w*', 'discrimin\\w*', 'sexis\\w*', 'racis\\w*', 'les études (?:montrent|prouvent)', 'rien ne (?:montre|prouve|indique)', 'aucune étude', 'supposer', 'généraliser'],
  reported: ['(?<!tout le monde )(?:dit|disent|pense|pensent|croit|croient)(?=[\\s,:])', 'croyaient', 'pensaient', 'disaient', 'affirmaient', 'prétendaient', 'on entend', 'certains (?:pensent|disent|croient)', 'affirme', 'affirment', 'prétend', 'prétendent', 'selon', "d['’]après", 'entendu', 'craint', 'craignent', 'peur qu', "s['’]inquiète", "s['’]inquiètent", 'inquiet', 'inquiète', 'convaincue?s?', 'imagine'],
  equality: ['pas tou(?:s|tes)', 'autant que', '(?<!pas )aussi [\\p{L}]+ que', 'de la même (?:façon|manière)', 'quel(?:le)?s? que soi(?:en)?t', 'peu importe', 'également', 'pareil(?:le)?s? que', 'tout le monde peut', 'les uns comme les autres', 'filles comme garçons', 'garçons comme filles'],
  sources: ['%', 'pour ?cent', 'enquête', 'recensement', 'étude', 'études', 'données', 'rapport', 'selon', "d['’]après", 'statistiques?', 'INSEE'],
  negation: "(?:\\bne|\\bn['’]|\\bpas|\\bjamais|\\bni)\\s*(?:[\\p{L}]+\\s+)?$",
  possibility: '(?:\\bpeuvent|\\bpeut|\\bpourraient|\\bpourrait)\\s+(?:[\\p{L}]+\\s+)?$',
};
