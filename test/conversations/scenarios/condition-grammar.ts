// A reference checker for the failure-condition language, written from the task's grammar so the
// library's conditions are checked even while the engine's parser is still a stub:
//   expr := and ("or" and)* ; and := unary ("and" unary)* ; unary := "not" unary | "(" expr ")" | clause
//   clause := variable op number ; op := < <= > >= == !=
export const CONDITION_VARIABLES = [
  'trust',
  'resistance',
  'commitment_level',
  'skepticism',
  'engagement',
  'turn',
  'closed_question_streak',
  'hostile_turns',
  'pushy_turns',
  'empathy_turns',
  'reflection_turns',
  'open_questions',
  'closed_questions',
  'commitment_requests',
  'evidence_turns',
  'trust_drop',
  'resistance_rise',
  'last_turn_words',
  'talk_ratio',
  'skipped_critical_phases',
  'phase_index',
] as const;

/** Variables holding a 0..1 share; a threshold outside that range can never (or always) match. */
export const UNIT_VARIABLES = new Set(['trust', 'resistance', 'commitment_level', 'skepticism', 'engagement', 'trust_drop', 'resistance_rise', 'talk_ratio']);

const TOKEN = /\s*(<=|>=|==|!=|<|>|\(|\)|[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?|\.\d+|\S)/y;

export interface Clause {
  variable: string;
  op: string;
  value: number;
}

type Node = { kind: 'or' | 'and'; parts: Node[] } | { kind: 'not'; inner: Node } | ({ kind: 'clause' } & Clause);

export interface CheckedCondition {
  clauses: Clause[];
  /** Evaluates the condition; variables missing from `vars` count as 0. */
  evaluate(vars: Readonly<Record<string, number>>): boolean;
}

/** Parses a condition, or throws an Error saying what is wrong. */
export function checkCondition(source: string): CheckedCondition {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (TOKEN.lastIndex < source.length && (m = TOKEN.exec(source))) tokens.push(m[1]!);
  let i = 0;
  const clauses: Clause[] = [];
  const peek = () => tokens[i];
  const expect = (what: string, ok: (t: string | undefined) => boolean): string => {
    const t = tokens[i];
    if (!ok(t)) throw new Error(`expected ${what} at token ${i + 1} ("${t ?? 'end'}")`);
    i++;
    return t!;
  };
  const list = (kind: 'or' | 'and', item: () => Node): Node => {
    const parts = [item()];
    while (peek() === kind) {
      i++;
      parts.push(item());
    }
    return parts.length === 1 ? parts[0]! : { kind, parts };
  };
  const expr = (): Node => list('or', () => list('and', unary));
  const unary = (): Node => {
    if (peek() === 'not') {
      i++;
      return { kind: 'not', inner: unary() };
    }
    if (peek() === '(') {
      i++;
      const inner = expr();
      expect('")"', (t) => t === ')');
      return inner;
    }
    const variable = expect('a variable', (t) => (CONDITION_VARIABLES as readonly string[]).includes(t ?? ''));
    const op = expect('a comparison', (t) => ['<', '<=', '>', '>=', '==', '!='].includes(t ?? ''));
    const value = Number(expect('a number', (t) => t !== undefined && /^(\d+(\.\d+)?|\.\d+)$/.test(t)));
    const clause = { variable, op, value };
    clauses.push(clause);
    return { kind: 'clause', ...clause };
  };
  const root = expr();
  if (i !== tokens.length) throw new Error(`unexpected "${tokens[i]}" at token ${i + 1}`);
  const run = (n: Node, vars: Readonly<Record<string, number>>): boolean => {
    switch (n.kind) {
      case 'or':
        return n.parts.some((p) => run(p, vars));
      case 'and':
        return n.parts.every((p) => run(p, vars));
      case 'not':
        return !run(n.inner, vars);
      case 'clause': {
        const x = vars[n.variable] ?? 0;
        const ops: Record<string, boolean> = { '<': x < n.value, '<=': x <= n.value, '>': x > n.value, '>=': x >= n.value, '==': x === n.value, '!=': x !== n.value };
        return ops[n.op]!;
      }
    }
  };
  return { clauses, evaluate: (vars) => run(root, vars) };
}
