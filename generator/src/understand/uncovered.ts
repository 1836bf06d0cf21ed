/**
 * Parts people ask for that no blueprint draws. When a description names one, the answer says so
 * in plain words and the confidence drops, instead of another component standing in silently.
 */
const UNCOVERED_PARTS: [RegExp, string][] = [
  [
    /\b(?:line|bar|pie|donut|area) (?:chart|graph)s?\b|\bcharts?\b|\bgraphs?\b|\bsparklines?\b/,
    'a chart',
  ],
  [/\bheat ?maps?\b/, 'a heat map'],
  [/\bmaps?\b(?! to\b)|\bgeolocation\b/, 'a map'],
  [/\bcalendars?\b|\bscheduler\b|\bagenda view\b/, 'a calendar'],
  [/\bvideo player\b|\bvideos? with (?:play|controls)\b/, 'a video player'],
  [/\baudio player\b|\bpodcast player\b|\bmusic player\b/, 'an audio player'],
  [/\b(?:rich[- ]text|wysiwyg|markdown|code) editor\b/, 'a text editor'],
  [/\btree ?view\b|\bfile tree\b|\bfolder tree\b/, 'a tree view'],
  [/\bgantt\b/, 'a Gantt chart'],
  [/\bsignature pad\b|\bdrawing canvas\b|\bcanvas\b/, 'a drawing canvas'],
  [/\bcolou?r picker\b/, 'a colour picker'],
  [/\bqr code\b/, 'a QR code'],
  [/\bdiagram\b|\bflow ?chart\b|\borg(?:anisation|anization)? chart\b/, 'a diagram'],
];

/**
 * The parts a (lower-case) description asks for that the engine cannot build, in plain words. A
 * word that is only one of the labels the description lists ("List, Grid and Map views") names an
 * option, not the part.
 */
export function uncoveredParts(lower: string, labels: readonly string[] = []): string[] {
  const named = new Set(labels.map((label) => label.toLowerCase().trim()));
  return UNCOVERED_PARTS.filter(([pattern]) => {
    const found = pattern.exec(lower);
    return found !== null && !named.has(found[0]) && !named.has(found[0].replace(/s$/, ''));
  }).map(([, part]) => part);
}
