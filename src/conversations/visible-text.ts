// What a learner's message means as text: NFC-normalised, without control characters (NUL, ESC,
// C1 controls) or invisible format characters (zero-width spaces and joiners, bidi overrides,
// BOM, soft hyphen). A message made only of such characters is empty (`empty_text`), never a turn.

/** Controls other than tab and line breaks, plus every format (Cf) character. */
const INVISIBLE = /[^\P{Cc}\t\n\r]|\p{Cf}|[\u115f\u1160\u3164\uffa0]/gu;

export function visibleText(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').trim();
}
