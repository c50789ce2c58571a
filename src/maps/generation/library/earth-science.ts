import { concept as c, subdomain as s, type CuratedDomain } from './types.js';

export const earthScience: CuratedDomain = {
  id: 'earth-science',
  label: { en: 'Earth science', es: 'Ciencias de la Tierra', fr: 'Sciences de la Terre', de: 'Geowissenschaften' },
  aliases: ['earth sciences', 'earth and space science', 'geology', 'astronomy'],
  subdomains: [
    s('geology', ['Geology', 'Geología', 'Géologie', 'Geologie'], 'earth-structure minerals rock-cycle weathering-erosion plate-tectonics earthquakes-volcanoes', 'rocks|plate tectonics'),
    s('atmosphere', ['Atmosphere and climate', 'Atmósfera y clima', 'Atmosphère et climat', 'Atmosphäre und Klima'], 'water-cycle atmosphere weather greenhouse-effect climate-change', 'weather|climate change'),
    s('space', ['Space', 'Espacio', 'Espace', 'Weltraum'], 'solar-system earth-motion seasons moon-phases', 'astronomy|solar system'),
  ],
  concepts: [
    c('earth-structure', 'prerequisite', ["Earth's layers", 'Capas de la Tierra', 'Structure interne de la Terre', 'Schalenbau der Erde'], 'Crust, mantle, outer and inner core, and how we know about them.', { aka: 'crust|mantle|core|layers of the earth' }),
    c('minerals', 'prerequisite', ['Minerals', 'Minerales', 'Minéraux', 'Minerale'], 'Naturally occurring crystalline solids and how to identify them.', { aka: 'mineral|crystals' }),
    c('rock-cycle', 'concept', ['Rocks and the rock cycle', 'Rocas y ciclo de las rocas', 'Roches et cycle des roches', 'Gesteine und Gesteinskreislauf'], 'Igneous, sedimentary and metamorphic rocks and how each turns into the others.', { req: 'minerals earth-structure', aka: 'rocks|igneous|sedimentary|metamorphic' }),
    c('weathering-erosion', 'concept', ['Weathering and erosion', 'Meteorización y erosión', 'Altération et érosion', 'Verwitterung und Erosion'], 'Breaking down rock and carrying it away by water, wind and ice.', { req: 'rock-cycle', aka: 'weathering|erosion|deposition' }),
    c('plate-tectonics', 'concept', ['Plate tectonics', 'Tectónica de placas', 'Tectonique des plaques', 'Plattentektonik'], 'The lithosphere moves in plates driven by mantle convection; plate boundaries.', { req: 'earth-structure', aka: 'tectonic plates|continental drift|plate boundaries|mountain building|mountains' }),
    c('earthquakes-volcanoes', 'concept', ['Earthquakes and volcanoes', 'Terremotos y volcanes', 'Séismes et volcans', 'Erdbeben und Vulkane'], 'How plate movements cause earthquakes and volcanic eruptions.', { req: 'plate-tectonics', rel: 'rock-cycle', aka: 'earthquakes|volcanoes|seismic waves|erupt|eruption|eruptions' }),
    c('water-cycle', 'concept', ['Water cycle', 'Ciclo del agua', "Cycle de l'eau", 'Wasserkreislauf'], 'Evaporation, condensation, precipitation and runoff move water around the planet.', { aka: 'hydrological cycle|evaporation|precipitation' }),
    c('atmosphere', 'concept', ['The atmosphere', 'La atmósfera', "L'atmosphère", 'Die Atmosphäre'], 'Layers and composition of the air, air pressure and how the Sun heats the Earth.', { req: 'water-cycle', aka: 'air|air pressure|layers of the atmosphere' }),
    c('weather', 'concept', ['Weather systems', 'Sistemas meteorológicos', 'Systèmes météorologiques', 'Wettersysteme'], 'Air masses, fronts, highs and lows, and weather forecasting.', { req: 'atmosphere', aka: 'weather|fronts|forecasting' }),
    c('greenhouse-effect', 'concept', ['Greenhouse effect', 'Efecto invernadero', 'Effet de serre', 'Treibhauseffekt'], 'How gases such as carbon dioxide trap heat and keep the Earth warm.', { req: 'atmosphere', aka: 'greenhouse gases' }),
    c('climate-change', 'concept', ['Climate change', 'Cambio climático', 'Changement climatique', 'Klimawandel'], 'Human-caused global warming, its evidence, effects, and ways to mitigate and adapt.', { req: 'greenhouse-effect weather', aka: 'global warming' }),
    c('solar-system', 'concept', ['The solar system', 'El sistema solar', 'Le système solaire', 'Das Sonnensystem'], 'The Sun, planets, moons and smaller bodies, and the scale of the solar system.', { aka: 'planets|sun|solar system' }),
    c('earth-motion', 'concept', ["Earth's rotation and orbit", 'Rotación y traslación de la Tierra', 'Rotation et révolution de la Terre', 'Erdrotation und Erdumlauf'], 'Rotation gives day and night; the orbit around the Sun takes a year.', { req: 'solar-system', aka: 'rotation|revolution|day and night|orbit' }),
    c('seasons', 'concept', ['Seasons', 'Estaciones del año', 'Saisons', 'Jahreszeiten'], 'Seasons come from the tilt of Earth’s axis, not its distance from the Sun.', { req: 'earth-motion', aka: 'season|axial tilt|solstice|equinox' }),
    c('moon-phases', 'concept', ['Phases of the Moon and eclipses', 'Fases de la Luna y eclipses', 'Phases de la Lune et éclipses', 'Mondphasen und Finsternisse'], 'Why the Moon’s appearance changes over a month, and how eclipses happen.', { req: 'earth-motion', aka: 'moon|lunar phases|eclipses|tides' }),
  ],
};
