/** The archetype a description names: each preset's cues, weighed. */
import { ARCHETYPE_CUES } from '../lexicon/archetypes';
import { ARCHETYPES } from '../model';
import type { Archetype } from '../model';

/**
 * What the description is, before it says what that has or does: "a button with … a spinner" is a
 * button. The head ends at the first word that relates it to its parts.
 */
const HEAD_END =
  /[,;:.(]|\b(?:with|that|which|whose|where|when|while|showing|shows|containing|including|listing|for|on|in|of|to|and|plus|using)\b/;
/** A cue in the head outweighs any single cue elsewhere (the strongest weigh 9). */
const HEAD_BONUS = 10;

/**
 * "A button that opens a confirmation modal": the button is the dialog's trigger; what it opens is
 * what the description is.
 */
const OPENS_OVERLAY =
  /\b(?:button|link|icon)(?:\s+⟦\d+⟧)?\s+(?:that|which|to)\s+(?:opens?|shows?|launch(?:es)?|triggers?|brings? up|pops? up|reveals?|displays?)\s+(?:up\s+)?(?=(?:an?|the)\s+[^.;,]{0,30}?\b(?:modal|dialog|pop-?up|popover|drawer|lightbox|tooltip|toast|snackbar|dropdown|drop-down|menu)\b)/;

/** "A 'Save' button; clicking it pops a toast …": the same, the button named first. */
const IT_OPENS =
  /^[.;,]?\s*(?:and\s+)?(?:click(?:s|ing)?|press(?:es|ing)?|tap(?:s|ping)?)\s+(?:on\s+)?(?:it|this|that)(?:\s+button)?\s+(?:opens?|shows?|launch(?:es)?|triggers?|brings?\s+up|pops?(?:\s+up)?|reveals?|displays?)\s+(?:up\s+)?(?=(?:(?:an?|the)\s+)?[^.;,]{0,30}?\b(?:modal|dialog|pop-?up|popover|drawer|lightbox|tooltip|toast|snackbar|dropdown|drop-down|menu)\b)/;

export function headOf(lower: string): string {
  const head = headBefore(lower);
  const opens = OPENS_OVERLAY.exec(lower);
  if (opens && opens.index < head.length)
    return headBefore(lower.slice(opens.index + opens[0].length));
  const it = /\b(?:button|link)\b/.test(head) ? IT_OPENS.exec(lower.slice(head.length)) : null;
  return it ? headBefore(lower.slice(head.length + it[0].length)) : head;
}

function headBefore(lower: string): string {
  const end = HEAD_END.exec(lower);
  return end ? lower.slice(0, end.index) : lower;
}

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
  const head = headOf(lower);
  for (const archetype of ARCHETYPES) {
    let score = 0;
    let inHead = false;
    let position = Infinity;
    const matched: string[] = [];
    for (const [pattern, weight] of ARCHETYPE_CUES[archetype]) {
      const match = pattern.exec(lower);
      if (!match) continue;
      score += weight;
      position = Math.min(position, match.index);
      matched.push(match[0]);
      if (!inHead && pattern.test(head)) inHead = true;
    }
    if (inHead) score += HEAD_BONUS;
    if (score > best.score || (score === best.score && score > 0 && position < best.position))
      best = { archetype, score, position, matched };
  }
  return best;
}
