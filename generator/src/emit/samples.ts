/** Sample values for inputs a demo page, a story or a test must set, as TypeScript expressions. */

const STRING_LITERAL = /^'([^'\\]*)'/;

/**
 * A value of a declared type: text, a number, a flag, an empty list, the first of a union of
 * string literals, a function that does nothing. Anything else is not known here: undefined, and
 * the caller writes its framework's escape (`$any(null)`, `undefined as never`).
 */
export function sampleValue(type: string, name: string): string | undefined {
  const t = type.trim();
  if (t === 'string') return `'Sample ${name}'`;
  if (t === 'number') return '3';
  if (t === 'boolean') return 'true';
  if (t.endsWith('[]') || t.startsWith('Array<') || t.startsWith('readonly ')) return '[]';
  const literal = t.match(STRING_LITERAL);
  if (literal) return `'${literal[1]}'`;
  if (t.includes('=>')) return '() => undefined';
  return undefined;
}
