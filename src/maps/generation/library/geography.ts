import { concept as c, subdomain as s, type CuratedDomain } from './types.js';

export const geography: CuratedDomain = {
  id: 'geography',
  label: { en: 'Geography', es: 'Geografía', fr: 'Géographie', de: 'Geografie' },
  aliases: ['geo'],
  subdomains: [
    s('physical', ['Physical geography', 'Geografía física', 'Géographie physique', 'Physische Geografie'], 'map-skills latitude-longitude landforms rivers climate-zones biomes natural-hazards', 'landforms|climate'),
    s('human', ['Human geography', 'Geografía humana', 'Géographie humaine', 'Humangeografie'], 'population migration urbanisation development globalisation natural-resources', 'population|cities|development'),
  ],
  concepts: [
    c('map-skills', 'prerequisite', ['Maps and scale', 'Mapas y escala', 'Cartes et échelle', 'Karten und Maßstab'], 'Reading maps: symbols, compass directions, grid references and scale.', { aka: 'maps|map reading|scale|compass' }),
    c('latitude-longitude', 'skill', ['Latitude and longitude', 'Latitud y longitud', 'Latitude et longitude', 'Breiten- und Längengrade'], 'Locating any place on Earth with the grid of parallels and meridians.', { req: 'map-skills', aka: 'coordinates|equator|meridians|hemispheres' }),
    c('landforms', 'concept', ['Landforms', 'Formas del relieve', 'Formes du relief', 'Landformen'], 'Mountains, plains, plateaus, valleys and coasts, and the processes that shape them.', { req: 'map-skills', aka: 'relief|mountains|coasts' }),
    c('rivers', 'concept', ['Rivers and drainage basins', 'Ríos y cuencas', 'Fleuves et bassins versants', 'Flüsse und Einzugsgebiete'], 'How rivers erode, transport and deposit; river landforms and flooding.', { req: 'landforms', aka: 'river|drainage basin|floods' }),
    c('climate-zones', 'concept', ['Weather and climate zones', 'Tiempo y zonas climáticas', 'Temps et zones climatiques', 'Wetter und Klimazonen'], 'The difference between weather and climate; how latitude, altitude and oceans shape climate.', { req: 'latitude-longitude', aka: 'climate|weather|climate zones' }),
    c('biomes', 'concept', ['Biomes', 'Biomas', 'Biomes', 'Vegetationszonen (Biome)'], 'Large ecosystems such as rainforest, desert, savanna and tundra, and their climates.', { req: 'climate-zones', aka: 'biome|rainforest|desert|tundra' }),
    c('natural-hazards', 'concept', ['Natural hazards', 'Riesgos naturales', 'Risques naturels', 'Naturgefahren'], 'Earthquakes, volcanoes, tropical storms and floods: causes, effects and responses.', { req: 'landforms climate-zones', aka: 'hazards|earthquakes|volcanoes|hurricanes' }),
    c('population', 'concept', ['Population distribution and change', 'Distribución y dinámica de la población', 'Répartition et évolution de la population', 'Bevölkerungsverteilung und -entwicklung'], 'Where people live and why; birth and death rates; population pyramids.', { req: 'map-skills', aka: 'population growth|demography|population pyramids' }),
    c('migration', 'concept', ['Migration', 'Migraciones', 'Migrations', 'Migration'], 'Why people move: push and pull factors, and the effects on origin and destination.', { req: 'population', aka: 'migrants|push and pull factors|refugees' }),
    c('urbanisation', 'concept', ['Urbanisation', 'Urbanización', 'Urbanisation', 'Verstädterung'], 'The growth of cities, urban land use and the challenges of megacities.', { req: 'population', rel: 'migration', aka: 'urbanization|cities|urban growth' }),
    c('development', 'concept', ['Development and inequality', 'Desarrollo y desigualdad', 'Développement et inégalités', 'Entwicklung und Ungleichheit'], 'Measuring development (GDP per capita, HDI) and why countries differ.', { req: 'population', aka: 'hdi|developing countries|inequality' }),
    c('natural-resources', 'concept', ['Natural resources and sustainability', 'Recursos naturales y sostenibilidad', 'Ressources naturelles et développement durable', 'Natürliche Ressourcen und Nachhaltigkeit'], 'Water, energy and food resources, and managing them sustainably.', { req: 'biomes development', aka: 'resources|sustainability|energy resources' }),
    c('globalisation', 'concept', ['Globalisation', 'Globalización', 'Mondialisation', 'Globalisierung'], 'Growing links between countries through trade, transport, communication and companies.', { req: 'development urbanisation', aka: 'globalization|global trade' }),
  ],
};
