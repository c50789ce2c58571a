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

/** The clauses of a condition, or throws an Error saying what is wrong. */
export function checkCondition(source: string): Clause[] {
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
  const expr = (): void => {
    and();
    while (peek() === 'or') {
      i++;
      and();
    }
  };
  const and = (): void => {
    unary();
    while (peek() === 'and') {
      i++;
      unary();
    }
  };
  const unary = (): void => {
    if (peek() === 'not') {
      i++;
      unary();
    } else if (peek() === '(') {
      i++;
      expr();
      expect('")"', (t) => t === ')');
    } else {
      const variable = expect('a variable', (t) => (CONDITION_VARIABLES as readonly string[]).includes(t ?? ''));
      const op = expect('a comparison', (t) => ['<', '<=', '>', '>=', '==', '!='].includes(t ?? ''));
      const value = Number(expect('a number', (t) => t !== undefined && /^(\d+(\.\d+)?|\.\d+)$/.test(t)));
      clauses.push({ variable, op, value });
    }
  };
  expr();
  if (i !== tokens.length) throw new Error(`unexpected "${tokens[i]}" at token ${i + 1}`);
  return clauses;
}
