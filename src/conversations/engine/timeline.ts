// Compact timeline records. Thousands of sessions live in memory at once, so a record keeps its
// features and states as short packed strings (one UTF-16 unit per number) instead of objects:
// ~150 bytes per turn instead of ~500. `features`, `state_before` and `state_after` are getters
// that decode on demand, so readers see the TimelineRecord shape unchanged. A record's
// state_before string IS the previous record's state_after string (shared, not copied).
// States are exact in thousandths (the transition keeps 3 decimals), so packing loses nothing.
import { ACTS } from './acts/acts.js';
import { EMOTIONS } from './categories.js';
import type { CoachHint, NpcState, TimelineRecord, TurnFeatures } from './types.js';

const FEATURE_KEYS = [
  'words',
  'openQuestions',
  'closedQuestions',
  'reflection',
  'complexReflection',
  'empathy',
  'acknowledgement',
  'affirmation',
  'pressure',
  'hostility',
  'evidence',
  'benefits',
  'structure',
  'commitmentRequest',
  'fillers',
  'assertive',
  'agreement',
  'objection',
] as const satisfies ReadonlyArray<keyof TurnFeatures>;

const BOOLEAN_FEATURES = new Set<string>(['reflection', 'complexReflection', 'commitmentRequest']);
const MAX_UNIT = 0xffff;

const unit = (x: number) => Math.min(MAX_UNIT, Math.max(0, Math.round(x)));

// String.fromCharCode over an array gives one flat string; `+=` would build a rope of cons cells
// (32 bytes each) that stays in memory with the record.
export function packFeatures(f: TurnFeatures): string {
  const codes = FEATURE_KEYS.map((k) => {
    const v = f[k];
    return unit(typeof v === 'boolean' ? (v ? 1 : 0) : v);
  });
  codes.push(Math.max(0, ACTS.indexOf(f.act)));
  return String.fromCharCode(...codes);
}

export function unpackFeatures(packed: string): TurnFeatures {
  const f = {} as Record<string, number | boolean>;
  FEATURE_KEYS.forEach((k, i) => {
    const v = packed.charCodeAt(i);
    f[k] = BOOLEAN_FEATURES.has(k) ? v === 1 : v;
  });
  const act = ACTS[packed.charCodeAt(FEATURE_KEYS.length)] ?? 'information_giving';
  return { ...(f as unknown as Omit<TurnFeatures, 'act'>), act };
}

export function packState(s: NpcState): string {
  const e = (EMOTIONS as readonly string[]).indexOf(s.emotion);
  return String.fromCharCode(unit(s.trust * 1000), unit(s.resistance * 1000), unit(s.commitment_level * 1000), unit(s.skepticism * 1000), unit(s.engagement * 1000), e < 0 ? 0 : e);
}

export function unpackState(packed: string): NpcState {
  return {
    trust: packed.charCodeAt(0) / 1000,
    resistance: packed.charCodeAt(1) / 1000,
    commitment_level: packed.charCodeAt(2) / 1000,
    skepticism: packed.charCodeAt(3) / 1000,
    engagement: packed.charCodeAt(4) / 1000,
    emotion: EMOTIONS[packed.charCodeAt(5)] ?? 'neutral',
  };
}

export class CompactRecord implements TimelineRecord {
  constructor(
    readonly turn_number: number,
    /** Packed features (packFeatures). */
    readonly f: string,
    /** Packed state before the turn (packState); the previous record's `a`. */
    readonly b: string,
    /** Packed state after the turn. */
    readonly a: string,
    readonly phase_id: string | null,
    readonly coach_hint: CoachHint | null,
    readonly user_text: string,
    readonly npc_text: string,
  ) {}

  get features(): TurnFeatures {
    return unpackFeatures(this.f);
  }
  get state_before(): NpcState {
    return unpackState(this.b);
  }
  get state_after(): NpcState {
    return unpackState(this.a);
  }
}

/** A decoded, plain copy of a record (what the report works on). */
export function decodeRecord(r: TimelineRecord): TimelineRecord {
  return {
    turn_number: r.turn_number,
    features: r.features,
    state_before: r.state_before,
    state_after: r.state_after,
    phase_id: r.phase_id,
    coach_hint: r.coach_hint,
    user_text: r.user_text,
    npc_text: r.npc_text,
  };
}

/** A record read back from JSON (a shared session store) as the compact record it was. */
export function reviveRecord(plain: Pick<CompactRecord, 'turn_number' | 'f' | 'b' | 'a' | 'phase_id' | 'coach_hint' | 'user_text' | 'npc_text'>): CompactRecord {
  return new CompactRecord(plain.turn_number, plain.f, plain.b, plain.a, plain.phase_id, plain.coach_hint, plain.user_text, plain.npc_text);
}
