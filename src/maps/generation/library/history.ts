import { concept as c, subdomain as s, type CuratedDomain } from './types.js';

export const history: CuratedDomain = {
  id: 'history',
  label: { en: 'History', es: 'Historia', fr: 'Histoire', de: 'Geschichte' },
  aliases: ['world history', 'social studies'],
  subdomains: [
    s('skills', ['Historical skills', 'Habilidades históricas', 'Compétences historiques', 'Historische Kompetenzen'], 'chronology primary-sources causation', 'historical thinking|sources'),
    s('ancient-medieval', ['Ancient and medieval history', 'Historia antigua y medieval', 'Histoire antique et médiévale', 'Antike und Mittelalter'], 'ancient-civilisations ancient-greece roman-empire middle-ages', 'ancient history|medieval history|antiquity'),
    s('early-modern', ['Early modern history', 'Edad Moderna', 'Époque moderne', 'Frühe Neuzeit'], 'renaissance reformation age-of-exploration enlightenment', 'renaissance|reformation'),
    s('modern', ['Modern history', 'Historia contemporánea', 'Histoire contemporaine', 'Neuere Geschichte'], 'american-revolution french-revolution industrial-revolution imperialism world-war-1 world-war-2 cold-war', 'revolutions|twentieth century|world wars'),
  ],
  concepts: [
    c('chronology', 'prerequisite', ['Chronology and timelines', 'Cronología y líneas de tiempo', 'Chronologie et frises', 'Chronologie und Zeitleisten'], 'Placing events in order, dating systems (BCE/CE), periods and centuries.', { aka: 'timeline|timelines|dates|periods' }),
    c('primary-sources', 'skill', ['Analysing primary sources', 'Análisis de fuentes primarias', 'Analyse de documents historiques', 'Quellenanalyse'], 'Questioning the origin, purpose, reliability and bias of historical evidence.', { req: 'chronology', aka: 'sources|evidence|source analysis' }),
    c('causation', 'skill', ['Cause and consequence', 'Causas y consecuencias', 'Causes et conséquences', 'Ursachen und Folgen'], 'Explaining why events happened and what they changed; short- and long-term causes.', { req: 'chronology', rel: 'primary-sources', aka: 'causes|consequences|historical causation|change and continuity' }),
    c('ancient-civilisations', 'concept', ['First civilisations', 'Primeras civilizaciones', 'Premières civilisations', 'Frühe Hochkulturen'], 'Mesopotamia, Egypt, the Indus valley and China: farming, cities, writing and states.', { req: 'chronology', aka: 'mesopotamia|ancient egypt|early civilizations|ancient civilizations' }),
    c('ancient-greece', 'concept', ['Ancient Greece', 'Antigua Grecia', 'Grèce antique', 'Antikes Griechenland'], 'City-states, Athenian democracy, philosophy and the Hellenistic world.', { req: 'ancient-civilisations', aka: 'greece|athens|sparta|greek democracy' }),
    c('roman-empire', 'concept', ['Roman Republic and Empire', 'República e Imperio romano', 'République et Empire romains', 'Römische Republik und Kaiserzeit'], 'Rome from republic to empire, its institutions, expansion and fall in the West.', { req: 'ancient-greece', aka: 'rome|ancient rome|roman empire' }),
    c('middle-ages', 'concept', ['The Middle Ages', 'La Edad Media', 'Le Moyen Âge', 'Das Mittelalter'], 'Feudalism, the Church, towns and trade in medieval Europe, and contacts with Islam and Byzantium.', { req: 'roman-empire', aka: 'medieval|feudalism|medieval europe|crusades' }),
    c('renaissance', 'concept', ['The Renaissance', 'El Renacimiento', 'La Renaissance', 'Die Renaissance'], 'Renewed interest in classical learning, humanism, art and the printing press.', { req: 'middle-ages', aka: 'humanism|printing press' }),
    c('reformation', 'concept', ['The Reformation', 'La Reforma protestante', 'La Réforme', 'Die Reformation'], 'Luther, Calvin and the split of Western Christianity; wars of religion.', { req: 'renaissance', aka: 'protestant reformation|luther' }),
    c('age-of-exploration', 'concept', ['Age of exploration', 'Era de los descubrimientos', 'Grandes découvertes', 'Zeitalter der Entdeckungen'], 'European voyages, colonisation of the Americas and the Atlantic slave trade.', { req: 'renaissance', aka: 'exploration|colonisation|colonization|columbus' }),
    c('enlightenment', 'concept', ['The Enlightenment', 'La Ilustración', 'Les Lumières', 'Die Aufklärung'], 'Reason, rights and the social contract: Locke, Montesquieu, Voltaire and Rousseau.', { req: 'reformation', aka: 'age of reason|philosophes' }),
    c('american-revolution', 'concept', ['American Revolution', 'Revolución estadounidense', 'Révolution américaine', 'Amerikanische Revolution'], 'The colonies’ break with Britain, the Declaration of Independence and the Constitution.', { req: 'enlightenment age-of-exploration', aka: 'american independence|declaration of independence' }),
    c('french-revolution', 'concept', ['French Revolution', 'Revolución francesa', 'Révolution française', 'Französische Revolution'], '1789–1799: the end of absolute monarchy, the rights of man, the Terror and Napoleon.', { req: 'enlightenment', rel: 'american-revolution', aka: 'revolution of 1789|napoleon|storming of the bastille' }),
    c('industrial-revolution', 'concept', ['Industrial Revolution', 'Revolución industrial', 'Révolution industrielle', 'Industrielle Revolution'], 'Steam power, factories and railways transform work, cities and society from about 1750.', { req: 'chronology enlightenment', aka: 'industrialisation|industrialization|factories' }),
    c('imperialism', 'concept', ['Imperialism', 'Imperialismo', 'Impérialisme', 'Imperialismus'], 'The scramble for colonies in Africa and Asia in the nineteenth century and its consequences.', { req: 'industrial-revolution', aka: 'empire|colonialism|scramble for africa' }),
    c('world-war-1', 'concept', ['First World War', 'Primera Guerra Mundial', 'Première Guerre mondiale', 'Erster Weltkrieg'], 'Causes, trench warfare, the home front and the peace settlements of 1914–1918.', { req: 'imperialism causation', aka: 'world war i|ww1|wwi|great war' }),
    c('world-war-2', 'concept', ['Second World War', 'Segunda Guerra Mundial', 'Seconde Guerre mondiale', 'Zweiter Weltkrieg'], 'Totalitarian regimes, global war, the Holocaust and its aftermath, 1939–1945.', { req: 'world-war-1', aka: 'world war ii|ww2|wwii|holocaust' }),
    c('cold-war', 'concept', ['The Cold War', 'La Guerra Fría', 'La guerre froide', 'Der Kalte Krieg'], 'Rivalry between the USA and the USSR, 1947–1991: blocs, arms race and decolonisation.', { req: 'world-war-2', aka: 'iron curtain|berlin wall|arms race' }),
  ],
};
