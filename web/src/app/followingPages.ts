import type { FieldPolicy } from '@apollo/client';
import { MAX_LIST_ITEMS } from '@sacred/core/limits';
import { useEffect, useRef, useState } from 'react';

/**
 * The cache policy of a list read in pages with `after`: a page asked with `after` is added to what is
 * cached, a first page (no `after`) replaces it; `limit` and `after` do not make separate lists, the
 * `keyArgs` named (such as the box a list is narrowed to) do.
 */
export function pagedListPolicy(keyArgs: string[] | false = false): FieldPolicy<unknown[]> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      return args?.after ? [...(existing ?? []), ...incoming] : incoming;
    },
  };
}

/**
 * Asks for the next page whenever the list's last page came back full, until the list is whole or holds
 * MAX_LIST_ITEMS; true while a page is on its way.
 */
export function useFollowingPages(
  items: ReadonlyArray<{ cursor: string }> | undefined,
  pageSize: number,
  fetchAfter: (after: string) => Promise<unknown>,
): boolean {
  const fetchRef = useRef(fetchAfter);
  useEffect(() => {
    fetchRef.current = fetchAfter;
  });
  // The cursor whose following page has been answered (or failed).
  const [answeredAfter, setAnsweredAfter] = useState<string>();
  const count = items?.length ?? 0;
  const last = count > 0 && count % pageSize === 0 && count < MAX_LIST_ITEMS ? items?.[count - 1]?.cursor : undefined;

  useEffect(() => {
    if (last === undefined) return;
    fetchRef
      .current(last)
      .catch(() => {
        // What is listed stays; the next visit asks again.
      })
      .finally(() => setAnsweredAfter(last));
  }, [last]);

  return last !== undefined && answeredAfter !== last;
}
