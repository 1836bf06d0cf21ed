/** A LIKE pattern matching text that contains `text`: `%` and `_` in it are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
