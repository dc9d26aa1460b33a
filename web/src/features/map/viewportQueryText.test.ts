import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MapViewportDocument } from '../../gql/graphql';
import { VIEWPORT_QUERY_TEXT } from './viewportQueryText';

describe('the first-paint script viewport query', () => {
  it('asks what Apollo asks for the map viewport, __typename included', () => {
    expect(print(parse(VIEWPORT_QUERY_TEXT))).toBe(print(addTypenameToDocument(MapViewportDocument)));
  });
});
