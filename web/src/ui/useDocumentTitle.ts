import { useEffect } from 'react';
import { useUiText } from './messages';

/** Names the browser tab after the page: "{title} · Sacred Spaces", once, whether or not the title names it. */
export function useDocumentTitle(title: string): void {
  const productName = useUiText()('productName');
  useEffect(() => {
    document.title = title.endsWith(productName) ? title : `${title} · ${productName}`;
  }, [title, productName]);
}
