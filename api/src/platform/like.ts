/** The text as a LIKE / ILIKE pattern that matches it literally: `%`, `_` and `\` stand only for themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The LIKE / ILIKE pattern for "holds this text anywhere". */
export const likeContains = (text: string): string => `%${escapeLike(text)}%`;
