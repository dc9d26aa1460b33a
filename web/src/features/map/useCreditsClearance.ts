import { useEffect, type RefObject } from 'react';

/**
 * While the map's credits are open (MapLibre's compact attribution opens itself until the map is first
 * moved), the height they take, as `--open-credits` on the map's screen; 0px once they are folded. The
 * bottom-left cards stand that much higher (MapLayout.tsx), so the open credits, which run left across
 * them on a phone, never hide a card's close button.
 */
export function useCreditsClearance(screen: RefObject<HTMLElement | null>, mapLoaded: boolean): void {
  useEffect(() => {
    const element = screen.current;
    const credits = mapLoaded ? element?.querySelector<HTMLElement>('.maplibregl-ctrl-attrib') : null;
    if (!element || !credits) return;
    const measure = () => {
      const open = credits.classList.contains('maplibregl-compact-show');
      element.style.setProperty('--open-credits', `${open ? credits.offsetHeight : 0}px`);
    };
    // Opening, folding and a longer text (the fallback notice, the elevation credit) all change its size.
    const sizes = new ResizeObserver(measure);
    sizes.observe(credits);
    measure();
    return () => {
      sizes.disconnect();
      element.style.removeProperty('--open-credits');
    };
  }, [screen, mapLoaded]);
}
