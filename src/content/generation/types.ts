// What a generator is given and what it returns, whichever engine writes the content.
import type { Generator } from '../../llm/types.js';
import type { AnyContent, Mode } from '../content-schemas.js';

export interface GenerationInput {
  mode: Mode;
  competencyName: string;
  competencyDescription: string;
  subject: string;
  gradeLevel: string;
  language: string;
  scenarioContext: string;
  customPrompt: string | null;
  /** Which angle the built-in generator takes (versions ever generated for the mode, plus the index in this batch). */
  variant: number;
}

export interface Generated {
  content: AnyContent;
  generator: Generator;
  notes: string[];
}
