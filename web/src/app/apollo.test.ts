import { describe, expect, it } from 'vitest';
import { graphqlWsUrl } from './apollo';

describe('graphqlWsUrl', () => {
  it('follows the page protocol and host', () => {
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
    expect(graphqlWsUrl({ protocol: 'https:', host: 'sacred.example' })).toBe('wss://sacred.example/graphql');
  });
});
