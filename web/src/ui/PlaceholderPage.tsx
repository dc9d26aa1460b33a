import { useEffect } from 'react';
import { Lead, Page, PageTitle } from './Page';

interface PlaceholderPageProps {
  title: string;
  message?: string;
}

/** A screen whose feature lands in a later issue: the spec title and a short note. */
export function PlaceholderPage({
  title,
  message = 'This part of Sacred Spaces is coming soon.',
}: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <Lead>{message}</Lead>
    </Page>
  );
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Sacred Spaces`;
  }, [title]);
}
