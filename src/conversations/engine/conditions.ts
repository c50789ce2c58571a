// The failure-pattern condition language. Scenario files use it in `failure_patterns[].condition`;
// the scenario schema calls conditionProblem() to reject conditions that do not parse.
//
// Grammar (keywords are case-insensitive; `and` binds tighter than `or`):
//   expr    := andExpr ("or" andExpr)*
//   andExpr := unary ("and" unary)*
//   unary   := "not" unary | "(" expr ")" | clause
//   clause  := variable op number          op := < <= > >= == !=
//   number  := digits with an optional fraction, optionally negative: 2, 0.3, -0.1, .5
//
// Variables (all numbers; see VARIABLES below for each meaning). A condition is evaluated after
// every learner turn against the state and counters AFTER that turn.
//
// Conditions are compiled once into closures over a numeric vector (compileCondition), and the
// engine caches the compiled form per scenario, so the per-turn cost is a few comparisons.

export const VARIABLES = {
  trust: 'current trust 0..1',
  resistance: 'current resistance 0..1',
  commitment_level: 'current commitment 0..1',
  skepticism: 'current skepticism 0..1',
  engagement: 'current engagement 0..1',
  turn: 'learner turns so far',
  closed_question_streak: 'consecutive turns with closed but no open questions',
  hostile_turns: 'turns with hostility',
  pushy_turns: 'turns with pressure',
  empathy_turns: 'turns with empathy or acknowledgement',
  reflection_turns: 'turns with a reflection',
  open_questions: 'open questions so far',
  closed_questions: 'closed questions so far',
  commitment_requests: 'turns asking for a commitment',
  evidence_turns: 'turns with evidence or benefits',
  structure_turns: 'turns with structure markers',
  assertive_turns: 'turns with assertive statements',
  trust_drop: 'initial trust minus current trust',
  resistance_rise: 'current resistance minus initial resistance',
  commitment_gain: 'current commitment minus initial commitment',
  last_turn_words: 'words in the latest learner turn',
  max_turn_words: 'words in the longest learner turn',
  talk_ratio: 'learner words / all words so far (0..1)',
  filler_words: 'filler words so far',
  skipped_critical_phases: 'critical phases skipped so far',
  phase_index: 'index of the current phase (0-based)',
  turns_in_phase: 'learner turns spent in the current phase',
} as const;

export type Variable = keyof typeof VARIABLES;
export const VARIABLE_NAMES = Object.keys(VARIABLES) as Variable[];
/** Position of each variable in the vector a compiled condition reads. */
export const VAR_INDEX = Object.fromEntries(VARIABLE_NAMES.map((v, i) => [v, i])) as Record<Variable, number>;

export type Vars = Float64Array;
export type CompiledCondition = (vars: Vars) => boolean;

type Op = '<' | '<=' | '>' | '>=' | '==' | '!=';

interface Tok {
  kind: 'ident' | 'number' | 'op' | 'lparen' | 'rparen' | 'end';
  text: string;
  pos: number;
}

export class ConditionError extends Error {}

const TOKEN = /\s*(?:(-?\d+(?:\.\d+)?|-?\.\d+)|([A-Za-z_][A-Za-z0-9_]*)|(<=|>=|==|!=|<|>)|(\()|(\))|(\S))/y;

function lex(src: string): Tok[] {
  const toks: Tok[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < src.length) {
    const start = TOKEN.lastIndex;
    const m = TOKEN.exec(src);
    if (!m) break;
    const pos = m.index + (m[0].length - m[0].trimStart().length) + 1;
    if (m[1] !== undefined) toks.push({ kind: 'number', text: m[1], pos });
    else if (m[2] !== undefined) toks.push({ kind: 'ident', text: m[2], pos });
    else if (m[3] !== undefined) toks.push({ kind: 'op', text: m[3], pos });
    else if (m[4] !== undefined) toks.push({ kind: 'lparen', text: '(', pos });
    else if (m[5] !== undefined) toks.push({ kind: 'rparen', text: ')', pos });
    else if (m[6] !== undefined) {
      const hint = m[6] === '=' ? ' (use == to compare)' : m[6] === '&' || m[6] === '|' || m[6] === '!' ? ' (use and, or, not)' : '';
      throw new ConditionError(`unexpected character "${m[6]}" at position ${pos}${hint}`);
    }
    if (TOKEN.lastIndex === start) break;
  }
  toks.push({ kind: 'end', text: 'end of condition', pos: src.length + 1 });
  return toks;
}

const KEYWORDS = new Set(['and', 'or', 'not']);

class Parser {
  private i = 0;
  constructor(private readonly toks: Tok[]) {}

  private peek(): Tok {
    return this.toks[this.i]!;
  }
  private next(): Tok {
    return this.toks[this.i++]!;
  }
  private isKeyword(word: string): boolean {
    const t = this.peek();
    return t.kind === 'ident' && t.text.toLowerCase() === word;
  }
  private describe(t: Tok): string {
    return t.kind === 'end' ? 'the end of the condition' : `"${t.text}" at position ${t.pos}`;
  }

  parse(): CompiledCondition {
    if (this.peek().kind === 'end') throw new ConditionError('condition is empty');
    const e = this.expr();
    const t = this.peek();
    if (t.kind !== 'end') throw new ConditionError(`expected "and", "or" or the end, got ${this.describe(t)}`);
    return e;
  }

  private expr(): CompiledCondition {
    return this.joined('or', () => this.andExpr(), (parts) => (v) => parts.some((p) => p(v)));
  }

  private andExpr(): CompiledCondition {
    return this.joined('and', () => this.unary(), (parts) => (v) => parts.every((p) => p(v)));
  }

  /** Operands separated by `keyword`; one operand stands for itself, more are joined by `join`. */
  private joined(keyword: string, operand: () => CompiledCondition, join: (parts: CompiledCondition[]) => CompiledCondition): CompiledCondition {
    const parts = [operand()];
    while (this.isKeyword(keyword)) {
      this.next();
      parts.push(operand());
    }
    return parts.length === 1 ? parts[0]! : join(parts);
  }

  private unary(): CompiledCondition {
    if (this.isKeyword('not')) {
      this.next();
      const inner = this.unary();
      return (v) => !inner(v);
    }
    if (this.peek().kind === 'lparen') {
      this.next();
      const inner = this.expr();
      const t = this.next();
      if (t.kind !== 'rparen') throw new ConditionError(`expected ")" to close the parenthesis, got ${this.describe(t)}`);
      return inner;
    }
    return this.clause();
  }

  private clause(): CompiledCondition {
    const name = this.next();
    if (name.kind !== 'ident' || KEYWORDS.has(name.text.toLowerCase())) {
      throw new ConditionError(`expected a variable name, got ${this.describe(name)}`);
    }
    const variable = name.text.toLowerCase();
    if (!Object.hasOwn(VARIABLES, variable)) {
      throw new ConditionError(`unknown variable "${name.text}" at position ${name.pos}; known variables: ${VARIABLE_NAMES.join(', ')}`);
    }
    const op = this.next();
    if (op.kind !== 'op') throw new ConditionError(`expected a comparison (<, <=, >, >=, ==, !=) after "${name.text}", got ${this.describe(op)}`);
    const num = this.next();
    if (num.kind !== 'number') throw new ConditionError(`expected a number after "${op.text}", got ${this.describe(num)}`);
    const value = Number(num.text);
    const idx = VAR_INDEX[variable as Variable];
    return compare(idx, op.text as Op, value);
  }
}

function compare(idx: number, op: Op, value: number): CompiledCondition {
  switch (op) {
    case '<':
      return (v) => v[idx]! < value;
    case '<=':
      return (v) => v[idx]! <= value;
    case '>':
      return (v) => v[idx]! > value;
    case '>=':
      return (v) => v[idx]! >= value;
    case '==':
      return (v) => Math.abs(v[idx]! - value) < 1e-9;
    case '!=':
      return (v) => Math.abs(v[idx]! - value) >= 1e-9;
  }
}

/** Parses and compiles a condition; throws ConditionError with a readable message. */
export function compileCondition(condition: string): CompiledCondition {
  return new Parser(lex(condition)).parse();
}

/** Returns a one-line problem when the condition does not parse, otherwise undefined. */
export function conditionProblem(condition: string): string | undefined {
  try {
    compileCondition(condition);
    return undefined;
  } catch (err) {
    if (err instanceof ConditionError) return `invalid condition "${condition}": ${err.message}`;
    throw err;
  }
}
