import { useEffect, useState } from 'react';
import { fetchStyleChoices, type StyleChoice } from './basemapStyle';

/** Which map styles this server can draw (null until it answers), for every map and Settings. */
export function useStyleChoices(): StyleChoice[] | null {
  const [list, setList] = useState<StyleChoice[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchStyleChoices().then(
      (answer) => live && setList(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
