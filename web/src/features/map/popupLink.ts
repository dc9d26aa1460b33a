import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** True in the installed app (display-mode standalone, or iOS's home-screen flag). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** How a popup link opens: a new tab in a browser (as the spec says); in place in the installed app. */
export function popupLinkTarget(standalone: boolean): { target?: '_blank'; rel?: string } {
  return standalone ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}

/**
 * A popup link's props: the installed app would be left for a browser tab by target=_blank, so
 * there the link navigates within the app (no reload).
 */
export function usePopupLink(href: string) {
  const navigate = useNavigate();
  const standalone = isStandalone();
  return {
    href,
    ...popupLinkTarget(standalone),
    onClick: standalone
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          void navigate(href);
        }
      : undefined,
  };
}
