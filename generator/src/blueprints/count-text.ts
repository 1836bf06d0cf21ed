/** A live count in the description's own wording, as one neutral expression for a computed value. */
import type { CountWording } from '../model';
import { tsString } from '../text';

/** "items" → "item", "tries" → "try": the word after a count of one. */
function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  return /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * The wording's pattern with `n` (and `total`) put in: "{n} items left" reads
 * `n + (n === 1 ? ' item left' : ' items left')`, so a count of one is singular.
 */
export function countExpr(wording: CountWording, n: string, total = "''"): string {
  const pieces = wording.template.split(/(\{n\}|\{total\})/).filter((piece) => piece !== '');
  return pieces
    .map((piece, i) => {
      if (piece === '{n}') return `(${n})`;
      if (piece === '{total}') return `(${total})`;
      const word = /^ ([a-z]+)/i.exec(piece)?.[1];
      if (pieces[i - 1] !== '{n}' || !word || singular(word) === word) return tsString(piece);
      const one = piece.replace(word, singular(word));
      return `((${n}) === 1 ? ${tsString(one)} : ${tsString(piece)})`;
    })
    .join(' + ');
}
