import { concept as c, subdomain as s, type CuratedDomain } from './types.js';

export const languageArts: CuratedDomain = {
  id: 'language-arts',
  label: { en: 'Language arts', es: 'Lengua y literatura', fr: 'Français (langue et littérature)', de: 'Deutsch (Sprache und Literatur)' },
  aliases: ['english', 'english language arts', 'ela', 'literacy', 'reading and writing', 'literature'],
  subdomains: [
    s('reading', ['Reading', 'Lectura', 'Lecture', 'Lesen'], 'phonics vocabulary reading-comprehension main-idea inference', 'reading comprehension'),
    s('grammar', ['Grammar', 'Gramática', 'Grammaire', 'Grammatik'], 'parts-of-speech sentence-structure punctuation', 'syntax|punctuation'),
    s('writing', ['Writing', 'Escritura', 'Écriture', 'Schreiben'], 'sentence-structure paragraphs narrative-writing persuasive-writing essay-structure', 'composition|essays'),
    s('literature', ['Literature', 'Literatura', 'Littérature', 'Literatur'], 'figurative-language poetry literary-analysis', 'poetry|literary analysis'),
  ],
  concepts: [
    c('phonics', 'prerequisite', ['Phonics and decoding', 'Conciencia fonológica y decodificación', 'Correspondances graphèmes-phonèmes', 'Laut-Buchstaben-Zuordnung'], 'Matching letters to sounds and blending them to read words.', { aka: 'decoding|letter sounds|alphabet' }),
    c('vocabulary', 'prerequisite', ['Vocabulary', 'Vocabulario', 'Vocabulaire', 'Wortschatz'], 'Knowing word meanings and working out new words from context and word parts.', { req: 'phonics', aka: 'words|word meaning|prefixes and suffixes' }),
    c('parts-of-speech', 'concept', ['Parts of speech', 'Categorías gramaticales', 'Classes grammaticales', 'Wortarten'], 'Nouns, verbs, adjectives, adverbs, pronouns, prepositions and conjunctions.', { req: 'vocabulary', aka: 'nouns|verbs|adjectives|word classes' }),
    c('sentence-structure', 'concept', ['Sentence structure', 'Estructura de la oración', 'Structure de la phrase', 'Satzbau'], 'Subjects and predicates; simple, compound and complex sentences.', { req: 'parts-of-speech', aka: 'sentences|syntax|clauses' }),
    c('punctuation', 'skill', ['Punctuation', 'Puntuación', 'Ponctuation', 'Zeichensetzung'], 'Full stops, commas, apostrophes, quotation marks and colons used correctly.', { req: 'sentence-structure', aka: 'commas|apostrophes' }),
    c('reading-comprehension', 'skill', ['Reading comprehension', 'Comprensión lectora', 'Compréhension de texte', 'Leseverstehen'], 'Understanding and remembering what a text says; monitoring understanding while reading.', { req: 'vocabulary', aka: 'comprehension|understanding texts' }),
    c('main-idea', 'skill', ['Main idea and summary', 'Idea principal y resumen', 'Idée principale et résumé', 'Hauptaussage und Zusammenfassung'], 'Finding what a text is mostly about and summarising it in your own words.', { req: 'reading-comprehension', aka: 'summarising|summarizing|key ideas' }),
    c('inference', 'skill', ['Making inferences', 'Hacer inferencias', 'Faire des inférences', 'Schlussfolgerungen ziehen'], 'Reading between the lines: using clues in the text and what you know.', { req: 'main-idea', aka: 'inferences|reading between the lines' }),
    c('paragraphs', 'skill', ['Paragraph writing', 'Redacción de párrafos', 'Rédaction de paragraphes', 'Absätze schreiben'], 'Topic sentences, supporting details and linking ideas within a paragraph.', { req: 'sentence-structure', aka: 'paragraph|topic sentence' }),
    c('narrative-writing', 'skill', ['Narrative writing', 'Escritura narrativa', 'Écriture narrative', 'Erzählendes Schreiben'], 'Telling stories with characters, setting, plot and a point of view.', { req: 'paragraphs', aka: 'story writing|creative writing|narrative' }),
    c('persuasive-writing', 'skill', ['Persuasive and argumentative writing', 'Escritura argumentativa', 'Écriture argumentative', 'Argumentierendes Schreiben'], 'Stating a claim, supporting it with reasons and evidence, and answering objections.', { req: 'paragraphs', rel: 'inference', aka: 'argument|persuasion|argumentative essay|opinion writing' }),
    c('essay-structure', 'skill', ['Essay structure', 'Estructura del ensayo', 'Structure de la dissertation', 'Aufbau eines Aufsatzes'], 'Introduction with a thesis, body paragraphs, and a conclusion.', { req: 'persuasive-writing', aka: 'essay|essays|thesis statement' }),
    c('figurative-language', 'concept', ['Figurative language', 'Lenguaje figurado', 'Figures de style', 'Bildhafte Sprache (Stilmittel)'], 'Simile, metaphor, personification, imagery and the effects they create.', { req: 'inference', aka: 'metaphor|simile|literary devices|imagery' }),
    c('poetry', 'concept', ['Poetry', 'Poesía', 'Poésie', 'Lyrik'], 'Rhythm, rhyme, form and imagery in poems; reading poems aloud and analysing them.', { req: 'figurative-language', aka: 'poems|poem|rhyme|meter' }),
    c('literary-analysis', 'skill', ['Literary analysis', 'Análisis literario', 'Analyse littéraire', 'Literarische Analyse'], 'Interpreting theme, character, structure and language, supported by quotations.', { req: 'figurative-language essay-structure', aka: 'theme|character analysis|literary criticism' }),
  ],
};
