// The tasks the gateway offers: what an area asks a model to do (the character's reply, a concept
// map, class content, a critique, the criticism chat). Every provider performs every task: a
// remote provider through its generic text and structured calls (the task's `remote`, with the
// area's prompts and parsing), the built-in provider with the area's deterministic engine (the
// task's `builtin`). The area that owns a task declares both halves with defineTask, so this
// shared layer imports no area, and a task without a built-in engine does not type-check.
// Callers run a task on the model the gateway resolved (`model.run(task, input)`) and never ask
// which provider that is.
import type { ModelTask } from './types.js';

export type { ModelTask, TaskResult } from './types.js';

/** Declares a task; the identity function, there for the inferred types and the doc comment. */
export function defineTask<I, O>(task: ModelTask<I, O>): ModelTask<I, O> {
  return task;
}
