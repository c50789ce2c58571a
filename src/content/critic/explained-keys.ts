// Answer-key findings about a whole option list that another finding already explains. A key is
// counted over the list ("no wrong option", "more than one best choice"); when another check
// reports the reason the count comes out so, the count adds nothing a teacher would act on apart
// from that reason, and reporting it too makes one fault look like two. Only then is it dropped:
// with no such finding (a review of one type, or a cause no check reads), it may be the only sign.
import type { Mode } from '../content-schemas.js';
import { resolvePointer, type Finding } from './findings.js';

type Entry = Record<string, unknown>;

/**
 * The answer-key findings at an option list that another finding explains:
 * - the list is too short to be a question (the structure check reports the list itself) and holds
 *   a single option, which cannot be both a right and a wrong one (SATA), nor a best choice beside
 *   a worse one (SPL; a single option that is not best lacks a best choice too, which is the
 *   structure check's finding since the eleventh round);
 * - several best choices that are, but for one, options the duplicate check reports as another
 *   option written again: one choice written twice, not two keys;
 * - every option keyed right where one of them is an option about the others ("All of the
 *   above") that the all/none check reports: it is keyed as it claims, and the option is the fault.
 */
export function withoutExplainedKeys(findings: Finding[], mode: Mode, content: unknown): Finding[] {
  if (mode !== 'SATA' && mode !== 'SPL') return findings;
  const explained = new Set<string>();
  for (const f of findings) {
    if (f.type !== 'answer_key' || !f.location.endsWith('/options') || explained.has(f.location)) continue;
    const list = resolvePointer(content, f.location);
    if (!Array.isArray(list)) continue;
    const options = list.map((o): Entry => (o && typeof o === 'object' ? (o as Entry) : {}));
    const keyed = (o: Entry) => (mode === 'SATA' ? o.correct === true : o.quality === 'best');
    const at = (type: Finding['type']) => new Set(findings.filter((g) => g.type === type && g.location.startsWith(`${f.location}/`)).map((g) => Number(g.location.slice(f.location.length + 1))));
    const short = findings.some((g) => g.type === 'structure' && g.location === f.location) && options.length < 2 && (mode === 'SATA' || options.every(keyed));
    const copies = at('duplicate_option');
    const best = options.map((o, i) => (keyed(o) ? i : -1)).filter((i) => i >= 0);
    const copiedBest = mode === 'SPL' && best.length > 1 && best.filter((i) => !copies.has(i)).length === 1;
    const aboutOthers = at('all_none_above');
    const allOfThem = options.length > 1 && options.every(keyed) && [...aboutOthers].some((i) => options[i] !== undefined);
    if (short || copiedBest || allOfThem) explained.add(f.location);
  }
  return explained.size ? findings.filter((f) => !(f.type === 'answer_key' && explained.has(f.location))) : findings;
}
