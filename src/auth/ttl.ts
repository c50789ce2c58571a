// Token lifetimes written the way people say them: `90s`, `30m`, `8h`, `7d`, or plain seconds.
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
export const MAX_TTL_SECONDS = 30 * 86_400;

export function parseTtl(text: string): number {
  const m = /^(\d+)\s*([smhd]?)$/i.exec(text.trim());
  if (!m) throw new Error(`invalid duration "${text}": use e.g. 3600, 90s, 30m, 8h or 7d`);
  const seconds = Number(m[1]) * UNIT_SECONDS[(m[2] || 's').toLowerCase()]!;
  if (seconds < 1 || seconds > MAX_TTL_SECONDS) throw new Error(`duration "${text}" must be between 1 s and 30 days`);
  return seconds;
}
