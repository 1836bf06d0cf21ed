/**
 * Features the description asks for ("sortable", "with a loading state"), and the words that said
 * so; a feature it turns down ("no autoplay") is not asked for.
 */
import { FEATURE_CUES } from '../lexicon/features';
import type { Feature } from '../model';
import { wantedMatch, words } from '../text';

export function readFeatures(lower: string): { features: Set<Feature>; words: string[] } {
  const features = new Set<Feature>();
  const understood: string[] = [];
  for (const [pattern, feature] of FEATURE_CUES) {
    const match = wantedMatch(pattern, lower);
    if (match) {
      features.add(feature);
      understood.push(...words(match[0]));
    }
  }
  return { features, words: understood };
}
