import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: the component's module becomes a chunk of its own, fetched the first time
 * it renders (a page, or a part only some viewers get), so the entry stays small.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a component's own props are checked where it is rendered
export function lazyNamed<K extends string>(load: () => Promise<{ [key in K]: ComponentType<any> }>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
