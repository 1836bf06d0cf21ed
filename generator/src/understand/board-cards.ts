/**
 * A board's cards written under their column: "Cards start in To do: Restock milk, Wipe tables",
 * "Start with To do: 'Renew SSL cert', 'Update vendor list'; In progress: 'Migrate payroll DB';
 * Done: empty". Each column named with a colon after it holds the cards listed there.
 */
import { splitList } from '../text';

/** How a column's list is written: its name, bare or quoted, then a colon. */
const openings = (column: string) =>
  ['', '"', '“', "'", '‘'].map((quote) => {
    const close = { '': '', '"': '"', '“': '”', "'": "'", '‘': '’' }[quote]!;
    return `${quote}${column.toLowerCase()}${close}:`;
  });

/** Words that say a column starts with no card. */
const NONE = /^(?:empty|none|nothing|no cards?|-|–)$/i;

/** A card's title without the quotes or the stop around it. */
const title = (card: string) =>
  card
    .trim()
    .replace(/^["“'‘]|["”'’]$/g, '')
    .replace(/[.!]$/, '')
    .trim();

/** The cards each column is written with, by column; undefined when no column lists any. */
export function cardsByColumn(
  columns: readonly string[],
  text: string,
): Record<string, string[]> | undefined {
  const lower = text.toLowerCase();
  const found: Record<string, string[]> = {};
  for (const column of columns) {
    const at = openings(column)
      .map((opening) => ({ opening, index: lower.indexOf(opening) }))
      .find(({ index }) => index >= 0);
    if (!at) continue;
    const rest = text.slice(at.index + at.opening.length);
    // The list runs to the end of its clause: a semicolon, a full stop before a space, a line.
    const end = rest.search(/;|\.(?:\s|$)|\n/);
    const cards = splitList(end >= 0 ? rest.slice(0, end) : rest)
      .map(title)
      .filter((card) => card !== '' && !NONE.test(card));
    found[column] = cards;
  }
  return Object.values(found).some((cards) => cards.length > 0) ? found : undefined;
}
