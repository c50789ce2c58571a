// Text of a value read from untyped data (a parsed document, a model's answer): strings as they
// are, nothing for null and undefined, JSON for objects (never "[object Object]").
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'object':
      return value === null ? '' : JSON.stringify(value);
    default:
      return '';
  }
}
