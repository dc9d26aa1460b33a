import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_TABS } from './examples';

const schema = buildSchema(readFileSync(new URL('../../../api/schema.graphql', import.meta.url), 'utf8'));

describe('the explorer examples', () => {
  it.each(EXAMPLE_TABS.map((tab) => [tab.query.match(/^(query|mutation|subscription) (\w+)/m)?.[2], tab]))(
    '%s is valid against the committed schema',
    (_name, tab) => {
      const document = parse(tab.query);
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
    },
  );

  it('covers a query, a mutation and a subscription', () => {
    const kinds = EXAMPLE_TABS.map((tab) => parse(tab.query).definitions[0]).map((definition) =>
      definition?.kind === 'OperationDefinition' ? definition.operation : undefined,
    );
    expect(kinds).toEqual(expect.arrayContaining(['query', 'mutation', 'subscription']));
  });
});
