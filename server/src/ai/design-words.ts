/** What an answer kept from design mode says: its edits in words, in order (the first ten). */
export const keptEditsMessage = (words: readonly string[]): string => {
  const shown = words.slice(0, 10);
  const more = words.length - shown.length;
  return `Edited in design mode: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
};
