import { useEffect } from 'react';

/** Names the browser tab after the page: "{title} · Sacred Spaces". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Sacred Spaces`;
  }, [title]);
}
