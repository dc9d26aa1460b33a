/** The guest banner counts sacred spaces up to this many and says "500+" from there. */
export const SACRED_SPACES_CLAIM_CAP = 500;

/** The guest banner's claim from the real count; without a count (loading, offline) no number at all. */
export function sacredSpacesClaim(count: number | undefined): string {
  if (count === undefined) return 'Exploring sacred spaces';
  if (count >= SACRED_SPACES_CLAIM_CAP) return `Exploring ${SACRED_SPACES_CLAIM_CAP}+ sacred spaces`;
  return `Exploring ${count} sacred ${count === 1 ? 'space' : 'spaces'}`;
}
