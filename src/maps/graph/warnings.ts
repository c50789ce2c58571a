// Collects the repairs the engine made. Adversarial input can trigger thousands of the same repair;
// each kind keeps a few examples and a count so warnings stay readable.
const EXAMPLES_PER_KIND = 5;

export class WarningLog {
  private readonly kinds = new Map<string, { messages: string[]; total: number; noun: string }>();

  add(kind: string, message: string, noun = kind): void {
    const entry = this.kinds.get(kind) ?? { messages: [], total: 0, noun };
    if (entry.messages.length < EXAMPLES_PER_KIND) entry.messages.push(message);
    entry.total++;
    this.kinds.set(kind, entry);
  }

  list(): string[] {
    const out: string[] = [];
    for (const { messages, total, noun } of this.kinds.values()) {
      out.push(...messages);
      if (total > messages.length) out.push(`…and ${total - messages.length} more ${noun}`);
    }
    return out;
  }
}
