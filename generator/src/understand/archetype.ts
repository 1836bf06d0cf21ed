/** The archetype a description names: each preset's cues, weighed. */
import { ARCHETYPE_CUES } from '../lexicon/archetypes';
import { ARCHETYPES } from '../model';
import type { Archetype } from '../model';

export function scoreArchetypes(lower: string): {
  archetype: Archetype;
  score: number;
  matched: string[];
} {
  let best: { archetype: Archetype; score: number; position: number; matched: string[] } = {
    archetype: 'card',
    score: 0,
    position: Infinity,
    matched: [],
  };
  for (const archetype of ARCHETYPES) {
    let score = 0;
    let position = Infinity;
    const matched: string[] = [];
    for (const [pattern, weight] of ARCHETYPE_CUES[archetype]) {
      const match = pattern.exec(lower);
      if (!match) continue;
      score += weight;
      position = Math.min(position, match.index);
      matched.push(match[0]);
    }
    if (score > best.score || (score === best.score && score > 0 && position < best.position))
      best = { archetype, score, position, matched };
  }
  return best;
}
