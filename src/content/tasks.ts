// The class content's tasks of the model gateway (llm/task.ts): writing a version, reviewing
// content, and the chat about a review. The built-in provider answers with the deterministic
// generator (generation/builtin.ts) and checks (critic/builtin.ts, critic/chat.ts); a remote model
// with the prompts of generation/model.ts and critic/model.ts. The service runs them on whatever
// model the gateway resolved.
import { defineTask } from '../llm/task.js';
import type { ChatMessage, Generator } from '../llm/types.js';
import { builtinCritique, type CriticInput } from './critic/builtin.js';
import { builtinChatAnswer } from './critic/chat.js';
import { mergeFindings, RECOMPUTED_TYPES, sortFindings, withQuotes, type Finding } from './critic/findings.js';
import { boundedHistory, modelChat, modelCritique, type ChatInput } from './critic/model.js';
import { generateBuiltin } from './generation/builtin.js';
import { generateWithModel } from './generation/model.js';
import type { Generated, GenerationInput } from './generation/types.js';
import { CHAT_HISTORY_VERBATIM } from './limits.js';

const BUILTIN_CRITIC: Generator = { provider: 'builtin', model: 'builtin-critic-v2' };

/** One version of content for a mode (throws ContentGenerationFailed when a model cannot write it). */
export const generateContentTask = defineTask({
  name: 'content.generate',
  builtin: (input: GenerationInput): Generated => generateBuiltin(input),
  remote: (model, input) => generateWithModel(model, input),
});

export interface CritiqueTaskInput {
  critic: CriticInput;
  /** The built-in checks of `critic`, which every review starts from. */
  checks: { findings: Finding[]; notes: string[] };
}

export interface Critique {
  findings: Finding[];
  notes: string[];
  generator: Generator;
}

/** A review of content (throws CriticModelFailed when a model cannot give one). */
export const critiqueTask = defineTask({
  name: 'content.critique',
  // The built-in checks are the review.
  builtin: ({ checks }: CritiqueTaskInput): Critique => ({ findings: checks.findings, notes: checks.notes, generator: { ...BUILTIN_CRITIC } }),
  remote: async (model, { critic, checks }): Promise<Critique> => {
    // The recomputed checks always run; a model's critique is merged in and never overrides them.
    // Arithmetic, answer keys and structure are recomputed whatever the review type.
    let findings = checks.findings;
    if (critic.criticType !== 'comprehensive') {
      const recomputed = builtinCritique({ ...critic, criticType: 'comprehensive' }).findings.filter((f) => RECOMPUTED_TYPES.has(f.type));
      const have = new Set(findings.map((f) => `${f.type} ${f.location}`));
      findings = sortFindings([...findings, ...recomputed.filter((f) => !have.has(`${f.type} ${f.location}`))]);
    }
    const { findings: fromModel, generator } = await modelCritique(model, critic);
    return {
      findings: mergeFindings(findings, withQuotes(fromModel, critic.content)),
      generator,
      notes: [`Reviewed by ${generator.provider} (${generator.model}); the built-in checks' findings are merged in, and the model's findings on arithmetic, answer keys and structure are replaced by the recomputed ones.`],
    };
  },
});

export interface ChatAnswer {
  response: string;
  generator: Generator;
  /** Present when older messages were condensed for the model. */
  historyNote?: string;
}

/** An answer in the chat about a review (throws CriticModelFailed when a model cannot answer). */
export const criticChatTask = defineTask({
  name: 'content.chat',
  builtin: (input: ChatInput): ChatAnswer => ({
    response: builtinChatAnswer({ userMessage: input.userMessage, findings: input.findings, originalContent: input.originalContent, chatHistory: input.chatHistory }),
    generator: { ...BUILTIN_CRITIC },
  }),
  remote: async (model, input): Promise<ChatAnswer> => {
    const { text, generator } = await modelChat(model, input);
    const { summary } = boundedHistory(input.chatHistory);
    return { response: text, generator, ...(summary ? { historyNote: historyNote(input.chatHistory) } : {}) };
  },
});

function historyNote(history: ChatMessage[]): string {
  return `The model saw the last ${CHAT_HISTORY_VERBATIM} messages verbatim and a condensed line for ${history.length - CHAT_HISTORY_VERBATIM} older ones.`;
}
