/** The text as a LIKE / ILIKE pattern that matches it literally: `%`, `_` and `\` stand only for themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The LIKE / ILIKE pattern for "holds this text anywhere". */
export const likeContains = (text: string): string => `%${escapeLike(text)}%`;

/**
 * Whether the trigram index can narrow an ILIKE of this text: pg_trgm takes trigrams only from runs of
 * 3 letters or digits, and reads every entry of the index for a pattern without one.
 */
export const trigramIndexCanNarrow = (text: string): boolean => /[\p{L}\p{N}]{3}/u.test(text);
