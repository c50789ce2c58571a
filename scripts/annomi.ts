// Reads AnnoMI (Wu et al., ICASSP 2022; uccollab/AnnoMI), real motivational-interviewing
// transcripts whose therapist utterances experts labelled, into one record per therapist
// utterance. The path is always an argument: the service never reads the data at run time.
//
// Some transcripts were labelled by several annotators, and then each utterance appears once per
// annotator. Each label is decided by majority over the annotators of that utterance (the subtype
// among those who said the behaviour is there); a tie goes to the annotator with the lowest id.
// One record per utterance, so a transcript's lines are never counted twice, and the caller splits
// by transcript, so no transcript is in both training and test.
import { readFileSync } from 'node:fs';

export interface RealUtterance {
  transcript: number;
  utterance: number;
  text: string;
  /** The client's last line before this one in the transcript ('' at the start). */
  previous: string;
  question: boolean;
  /** Meaningful when `question`. */
  open: boolean;
  reflection: boolean;
  /** Meaningful when `reflection`. */
  complex: boolean;
  /** Each annotator's own labels, by annotator id (several only on the multi-annotated transcripts). */
  annotators: AnnotatorLabels[];
}

export interface AnnotatorLabels {
  annotator: number;
  question: boolean;
  open: boolean;
  reflection: boolean;
  complex: boolean;
}

/** RFC 4180 fields: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

type Row = Record<string, string>;

/** The most frequent value; a tie goes to the value of the annotator with the lowest id. */
function majority(rows: readonly Row[], pick: (r: Row) => string): string {
  const sorted = [...rows].sort((a, b) => Number(a.annotator_id) - Number(b.annotator_id));
  const counts = new Map<string, number>();
  for (const r of sorted) counts.set(pick(r), (counts.get(pick(r)) ?? 0) + 1);
  const top = Math.max(...counts.values());
  return pick(sorted.find((r) => counts.get(pick(r)) === top)!);
}

export function loadAnnoMI(file: string): RealUtterance[] {
  const [header, ...body] = parseCsv(readFileSync(file, 'utf8')).filter((r) => r.length > 1);
  const rows: Row[] = body.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ''])));
  const byUtterance = new Map<string, Row[]>();
  for (const r of rows) {
    const key = `${r.transcript_id}\t${r.utterance_id}`;
    const list = byUtterance.get(key);
    if (list) list.push(r);
    else byUtterance.set(key, [r]);
  }
  const ordered = [...byUtterance.values()].sort((a, b) => Number(a[0]!.transcript_id) - Number(b[0]!.transcript_id) || Number(a[0]!.utterance_id) - Number(b[0]!.utterance_id));
  const out: RealUtterance[] = [];
  let transcript = -1;
  let previous = '';
  for (const rs of ordered) {
    const r0 = rs[0]!;
    if (Number(r0.transcript_id) !== transcript) {
      transcript = Number(r0.transcript_id);
      previous = '';
    }
    if (r0.interlocutor === 'client') {
      previous = r0.utterance_text!;
      continue;
    }
    const question = majority(rs, (r) => r.question_exists!) === 'True';
    const reflection = majority(rs, (r) => r.reflection_exists!) === 'True';
    const asked = rs.filter((r) => r.question_exists === 'True');
    const reflected = rs.filter((r) => r.reflection_exists === 'True');
    out.push({
      transcript,
      utterance: Number(r0.utterance_id),
      text: r0.utterance_text!,
      previous,
      question,
      open: asked.length > 0 && majority(asked, (r) => r.question_subtype!) === 'open',
      reflection,
      complex: reflected.length > 0 && majority(reflected, (r) => r.reflection_subtype!) === 'complex',
      annotators: rs
        .map((r) => ({ annotator: Number(r.annotator_id), question: r.question_exists === 'True', open: r.question_subtype === 'open', reflection: r.reflection_exists === 'True', complex: r.reflection_subtype === 'complex' }))
        .sort((a, b) => a.annotator - b.annotator),
    });
  }
  return out;
}

/**
 * Transcript-grouped folds: transcripts, largest first, each to the fold holding the fewest
 * utterances so far (ties to the lower fold). Deterministic; a transcript is in exactly one fold.
 */
export function transcriptFolds(lines: readonly RealUtterance[], k: number): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const l of lines) sizes.set(l.transcript, (sizes.get(l.transcript) ?? 0) + 1);
  const load = new Array<number>(k).fill(0);
  const fold = new Map<number, number>();
  for (const [t, n] of [...sizes].sort((a, b) => b[1] - a[1] || a[0] - b[0])) {
    const f = load.indexOf(Math.min(...load));
    fold.set(t, f);
    load[f]! += n;
  }
  return fold;
}
