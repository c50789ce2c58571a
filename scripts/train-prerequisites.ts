// `npm run train:prerequisites -- --data <lecturebank-prerequisites.json>`: fits the prerequisite
// scorer on all three LectureBank domains (Li et al., AAAI 2019) and writes the shipped weights.
// Deterministic: the same data gives the same file (the CI test checks it).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trainPrerequisites } from '../src/maps/generation/prerequisites/model.js';
import { wordNet } from '../src/maps/generation/wordnet/reader.js';
import { dataArgument, loadLectureBank } from './prerequisites-eval/evaluate.js';

export const WEIGHTS_FILE = fileURLToPath(new URL('../resources/prerequisites/weights.json', import.meta.url));

const domains = loadLectureBank(dataArgument(process.argv.slice(2)));
const model = trainPrerequisites(wordNet(), Object.values(domains));
writeFileSync(WEIGHTS_FILE, `${JSON.stringify(model, null, 2)}\n`);
console.log(`wrote ${WEIGHTS_FILE}: ${model.features.length} features, threshold ${model.threshold}`);
