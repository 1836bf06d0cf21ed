/**
 * A result written out as a line of a label and an example value: "Tip: 12.00", "Total per
 * person: $X.XX", "Tu IMC = 22.9", "Words: N". The example says how the value is printed: with a
 * currency sign or none, and with how many decimals (X / N stand for digits).
 */

const LINE =
  /^(\p{L}[\p{L}\p{N} %'’()/-]{0,40}?)\s*[:=]\s*([$€£])?\s?(?:\d[\d,]*|[NX]+)(?:[.,](\d+|[NX]+))?(?:\s?([%$€£])|\s\p{L}{1,12})?$/u;

export interface ResultLine {
  label: string;
  /** The currency sign before or after the value, if any. */
  currency?: string;
  /** Decimals shown, when the example shows any. */
  decimals?: number;
}

export function parseResultLine(text: string): ResultLine | undefined {
  const line = LINE.exec(text.trim());
  if (!line) return undefined;
  const currency = line[2] ?? (line[4] === '%' ? undefined : line[4]);
  return {
    label: line[1]!.trim(),
    ...(currency ? { currency } : {}),
    ...(line[3] ? { decimals: line[3].length } : {}),
  };
}
