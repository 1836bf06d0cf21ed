/**
 * How much of the description was understood: the share of its content words that some extractor
 * reported understanding, on top of how surely an archetype was recognised. A part no blueprint
 * draws caps it, since the answer is then only the nearest component.
 */
import { STOPWORDS } from '../lexicon/stopwords';
import { words } from '../text';

export interface Confidence {
  confidence: number;
  /** The description's content words that were understood, sorted. */
  understood: string[];
}

export function confidenceFrom(
  lower: string,
  understoodWords: Iterable<string>,
  archetypeScore: number,
  uncovered: string[],
): Confidence {
  const understood = new Set([...understoodWords].map((w) => w.toLowerCase()));
  const tokens = words(lower.replace(/⟦\d+⟧/g, ' '))
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 2 && !STOPWORDS.has(w));
  const known = tokens.filter(
    (w) =>
      understood.has(w) ||
      [...understood].some((u) => u.length > 3 && (w.startsWith(u) || u.startsWith(w))),
  );
  const ratio = tokens.length ? known.length / tokens.length : 0;
  const measured =
    Math.round(
      Math.min(
        0.98,
        Math.max(
          0.1,
          (archetypeScore > 0 ? 0.45 : 0.15) + 0.5 * ratio + (archetypeScore >= 5 ? 0.05 : 0),
        ),
      ) * 100,
    ) / 100;
  return {
    confidence: uncovered.length ? Math.min(measured, 0.35) : measured,
    understood: [...understood].filter((w) => tokens.includes(w)).sort(),
  };
}
