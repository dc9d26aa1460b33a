import { COMPANION_TEXTS, coarsePosition, companionshipOf, visiblePosition } from '@sacred/core/companions';
import { describe, expect, it } from 'vitest';
import { companionshipText } from './CompanionControls';

describe('walking together', () => {
  it('names the tie under a fellow pilgrim, from the viewer side', () => {
    const links = [{ requesterId: 1, addresseeId: 2, accepted: false }];
    expect(companionshipText(companionshipOf(1, 2, links))).toBe(COMPANION_TEXTS.requested);
    expect(companionshipText(companionshipOf(2, 1, links))).toBe(COMPANION_TEXTS.incoming);
    expect(companionshipText(companionshipOf(2, 1, [{ ...links[0]!, accepted: true }]))).toBe(
      COMPANION_TEXTS.walkingTogether,
    );
    expect(companionshipText(companionshipOf(3, 1, links))).toBeNull();
  });

  it('shows strangers the centre of the ~1 km cell, companions the point, nobody anything while off', () => {
    const point = { latitude: 34.87123, longitude: -111.76188, heading: 90 };
    expect(visiblePosition(point, { sharing: true, companionship: 'none' })).toEqual({
      ...coarsePosition(point.latitude, point.longitude),
      heading: null,
      precision: 'coarse',
    });
    expect(coarsePosition(point.latitude, point.longitude)).toEqual({ latitude: 34.875, longitude: -111.765 });
    expect(visiblePosition(point, { sharing: true, companionship: 'accepted' })).toEqual({
      ...point,
      precision: 'exact',
    });
    expect(visiblePosition(point, { sharing: false, companionship: 'accepted' }).latitude).toBeNull();
    expect(visiblePosition(point, { sharing: false, companionship: 'self' }).precision).toBe('exact');
  });
});
