/** Tags as typed, without repeats (compared regardless of case): the first spelling is kept. */
export const distinctTags = (tags: readonly string[]): string[] => {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
