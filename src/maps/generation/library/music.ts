import { concept as c, subdomain as s, type CuratedDomain } from './types.js';

export const music: CuratedDomain = {
  id: 'music',
  label: { en: 'Music', es: 'Música', fr: 'Musique', de: 'Musik' },
  aliases: ['music theory'],
  subdomains: [
    s('theory', ['Music theory', 'Teoría musical', 'Théorie musicale', 'Musiktheorie'], 'pitch-notation rhythm-meter scales intervals key-signatures chords harmony', 'theory|harmony'),
  ],
  concepts: [
    c('pitch-notation', 'prerequisite', ['Pitch and staff notation', 'Altura y pentagrama', 'Hauteur et portée', 'Tonhöhe und Notensystem'], 'Reading notes on the staff with treble and bass clefs.', { aka: 'notes|staff|clefs|reading music' }),
    c('rhythm-meter', 'prerequisite', ['Rhythm and meter', 'Ritmo y compás', 'Rythme et mesure', 'Rhythmus und Takt'], 'Note values, rests, time signatures and keeping a steady beat.', { aka: 'rhythm|time signatures|beat|tempo' }),
    c('scales', 'concept', ['Major and minor scales', 'Escalas mayores y menores', 'Gammes majeures et mineures', 'Dur- und Molltonleitern'], 'Patterns of tones and semitones that build major and minor scales.', { req: 'pitch-notation', aka: 'scale|major scale|minor scale' }),
    c('intervals', 'concept', ['Intervals', 'Intervalos', 'Intervalles', 'Intervalle'], 'The distance between two pitches, named by number and quality.', { req: 'scales', aka: 'interval' }),
    c('key-signatures', 'skill', ['Keys and key signatures', 'Tonalidades y armaduras', 'Tonalités et armures', 'Tonarten und Vorzeichen'], 'Sharps and flats at the start of the staff; the circle of fifths.', { req: 'scales', aka: 'keys|circle of fifths' }),
    c('chords', 'concept', ['Chords and triads', 'Acordes y tríadas', 'Accords et triades', 'Akkorde und Dreiklänge'], 'Three or more notes sounded together; major, minor, diminished and augmented triads.', { req: 'intervals', aka: 'chord|triads' }),
    c('harmony', 'concept', ['Harmony and chord progressions', 'Armonía y progresiones de acordes', 'Harmonie et enchaînements', 'Harmonielehre und Akkordfolgen'], 'How chords move: functions, cadences and common progressions.', { req: 'chords key-signatures rhythm-meter', aka: 'chord progressions|cadences' }),
  ],
};
