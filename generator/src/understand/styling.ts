/** Colours, corners, shadow, density, variant and theme the description asks for. */
import type { Styling } from '../model';
import { COLOUR_WORD, COLOUR_WORDS, contrastText, namedColour, normalizeHex } from '../text';

export function interpretStyling(lower: string, base?: Styling): Styling {
  const styling: Styling = base
    ? { ...base }
    : {
        primary: '#4f46e5',
        onPrimary: '#ffffff',
        radius: 'default',
        shadow: true,
        density: 'comfortable',
        variant: 'filled',
        theme: 'auto',
      };
  const hexes = [...lower.matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/g)].map((m) => ({
    value: normalizeHex(m[0])!,
    at: m.index,
  }));
  const named = [...lower.matchAll(COLOUR_WORD)].map((m) => ({
    value: namedColour(m[1]!)!,
    at: m.index,
    word: m[1]!,
  }));
  const colours = [...hexes.map((h) => ({ ...h, word: '' })), ...named].sort((a, b) => a.at - b.at);
  let primarySet = false;
  for (const colour of colours) {
    const context = lower.slice(Math.max(0, colour.at - 25), colour.at + 30);
    if (
      /background|backdrop|bg\b/.test(context) &&
      !/button/.test(lower.slice(colour.at, colour.at + 20))
    ) {
      styling.background = colour.value;
    } else if (colour.word === 'white' || colour.word === 'black') {
      continue;
    } else if (!primarySet) {
      styling.primary = colour.value;
      primarySet = true;
    } else {
      styling.accent = colour.value;
    }
  }
  styling.onPrimary = contrastText(styling.primary);
  if (/\b(?:pill|fully rounded|capsule)\b/.test(lower)) styling.radius = 'pill';
  else if (/\b(?:rounded|round corners|soft corners|curved)\b/.test(lower))
    styling.radius = 'rounded';
  else if (/\b(?:square|sharp|no radius|boxy)\b/.test(lower)) styling.radius = 'square';
  if (/\b(?:flat|no shadows?|borderless)\b/.test(lower)) styling.shadow = false;
  else if (/\b(?:shadow|elevated|floating|raised)\b/.test(lower)) styling.shadow = true;
  if (/\b(?:compact|dense|condensed|tight)\b/.test(lower)) styling.density = 'compact';
  else if (/\b(?:spacious|airy|roomy|generous spacing)\b/.test(lower)) styling.density = 'spacious';
  if (/\b(?:outline|outlined|ghost)\b/.test(lower)) styling.variant = 'outline';
  else if (/\b(?:filled|solid)\b/.test(lower)) styling.variant = 'filled';
  if (
    /\bdark[- ]themed?\b|\bdark (?:theme|background|look|style|colou?rs?)\b|\bin dark\b|\bdark card\b|\bit dark\b/.test(
      lower,
    )
  )
    styling.theme = 'dark';
  else if (/\blight[- ]themed?\b|\blight (?:theme|background)\b/.test(lower))
    styling.theme = 'light';
  return styling;
}

/** The styling words of a description: colours (named or hex) and shape, shadow, density, theme. */
export function stylingWords(lower: string): string[] {
  const found: string[] = [];
  for (const m of lower.matchAll(
    /#[0-9a-f]{3,6}\b|\b(rounded|shadow|outline|dark|compact|spacious|square|pill|flat|themed|theme|corners)\b/g,
  ))
    found.push(m[0].replace('#', ''));
  for (const w of COLOUR_WORDS) if (lower.includes(w)) found.push(w);
  return found;
}
