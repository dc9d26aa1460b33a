import type { PilgrimageService } from './pilgrimage.service';

export const CURATION_COMMANDS = ['feature', 'unfeature', 'withdraw', 'restore'] as const;
export type CurationCommand = (typeof CURATION_COMMANDS)[number];

/**
 * A curator's decision on one pilgrimage: feature/unfeature (Featured badge, listed first), withdraw
 * (gone from lists and detail for everyone but its creator) or restore. False for an unknown id.
 */
export function curatePilgrimage(
  pilgrimages: PilgrimageService,
  command: CurationCommand,
  id: number,
): Promise<boolean> {
  switch (command) {
    case 'feature':
      return pilgrimages.setFeatured(id, true);
    case 'unfeature':
      return pilgrimages.setFeatured(id, false);
    case 'withdraw':
      return pilgrimages.setStatus(id, 'withdrawn');
    case 'restore':
      return pilgrimages.setStatus(id, 'published');
  }
}
