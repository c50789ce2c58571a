// Distinct KE items of the 2 KB sample's shape for the critic's measurements
// (scripts/bench-critic.ts, scripts/critic-snapshot.ts): the numbers, names and a few words
// change with n, so a run over many n never critiques the same text twice.
import type { Mode } from '../src/content/content-schemas.js';

export interface CritiqueBody {
  criticType: string;
  system: Mode;
  competencyName: string;
  competencyDescription: string;
  content: Record<string, unknown>;
}

const NAMES = ['Maya', 'Tom', 'Priya', 'Kwame', 'Lucía', 'Wei', 'Omar', 'Sarah', 'Arjun', 'Emma', 'Diego', 'Amara'];
const VEHICLES = ['train', 'bus', 'ferry', 'lorry', 'tram', 'coach'];

/** The sample with its numbers, people and vehicles changed: variant n of the same lesson. */
export function keVariant(sample: CritiqueBody, n: number): CritiqueBody {
  const hours = 2 + (n % 5);
  const speed = 40 + 5 * (n % 23);
  const distance = speed * hours;
  const name = NAMES[n % NAMES.length]!;
  const vehicle = VEHICLES[n % VEHICLES.length]!;
  const sprint = 10 + (n % 7);
  const text = JSON.stringify(sample.content)
    .replaceAll('240', String(distance))
    .replaceAll('80', String(speed))
    .replaceAll('3 hours', `${hours} hours`)
    .replaceAll('/ 3 =', `/ ${hours} =`)
    .replaceAll('Maya', name)
    .replaceAll('train', vehicle)
    .replaceAll('12.5 seconds', `${sprint} seconds`)
    .replaceAll('100 / 12.5 = 8', `100 / ${sprint} = ${+(100 / sprint).toFixed(2)}`)
    .replaceAll('at 8 m/s', `at ${+(100 / sprint).toFixed(2)} m/s`)
    .replaceAll('150 ÷ 5', `${150 + n} ÷ 5`)
    .replaceAll('"30"', `"${(150 + n) / 5}"`);
  return { ...sample, content: JSON.parse(text) as Record<string, unknown> };
}
