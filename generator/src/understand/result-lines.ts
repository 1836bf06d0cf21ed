/**
 * A calculator's results as the description writes them out: "show 'Tip: 12.00' and 'Total:
 * 92.00'", "\"Tip per person: $X.XX\"", "'Tu IMC: 22.9'". Each quoted line of a label and an
 * example value (result-line.ts) names the result whose words its label shares most; the result
 * then shows that line's label, its value printed the way the example is.
 */
import { FORMULAS, type FormulaId } from '../lexicon/formulas';
import { parseResultLine } from '../result-line';
import { mapNamedLabels } from './tool-labels';
import type { Quote } from './quotes';

/** The quoted lines naming results, by the result's key. */
export function readResultLines(
  quotes: readonly Quote[],
  formula: FormulaId,
): Record<string, string> | undefined {
  const lines = quotes.flatMap((quote) => {
    const line = parseResultLine(quote.text);
    return line ? [{ label: line.label, text: quote.text.trim() }] : [];
  });
  if (!lines.length) return undefined;
  const family = FORMULAS.find((f) => f.id === formula)!;
  const outputs = family.outputs.map((o) => ({ ...o, aliases: o.aliases ?? [], input: false }));
  const mapped = mapNamedLabels(
    lines.map((line) => ({ label: line.label })),
    outputs,
  ).labels;
  if (!mapped) return undefined;
  // Each result keeps the whole line, its example value included.
  return Object.fromEntries(
    Object.entries(mapped).map(([key, label]) => [
      key,
      lines.find((line) => line.label === label)!.text,
    ]),
  );
}
