import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@sacred/core/messages';
import { startTestApp, type TestApp } from '../../../test/app';
import { TestClient, validSignup } from '../../../test/http';
import { RateLimitedError } from '../errors';
import { WriteBudget, writesOf } from './write-budget';

const member = (userId: number) => ({ userId });
const guest = { userId: undefined };

describe('WriteBudget', () => {
  it('allows a burst, then refuses with the seconds until one write has refilled', () => {
    let now = 0;
    const budget = new WriteBudget({ burst: 3, perMinute: 6 }, () => now);
    for (let i = 0; i < 3; i += 1) budget.spend(member(1), '10.0.0.1');
    const refusal = (() => {
      try {
        budget.spend(member(1), '10.0.0.1');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).message).toBe(API_MESSAGES.tooManyWrites);
    expect((refusal as RateLimitedError).retryAfterSeconds).toBe(10);
    now += 9_000;
    expect(() => budget.spend(member(1), '10.0.0.1')).toThrow(RateLimitedError);
    now += 1_000;
    expect(() => budget.spend(member(1), '10.0.0.1')).not.toThrow();
  });

  it('keeps one budget per member and one per guest address', () => {
    const budget = new WriteBudget({ burst: 1, perMinute: 1 }, () => 0);
    budget.spend(member(1), '10.0.0.1');
    expect(() => budget.spend(member(1), '10.0.0.2')).toThrow(RateLimitedError);
    expect(() => budget.spend(member(2), '10.0.0.1')).not.toThrow();
    expect(() => budget.spend(guest, '10.0.0.1')).not.toThrow();
    expect(() => budget.spend(guest, '10.0.0.1')).toThrow(RateLimitedError);
    expect(() => budget.spend(guest, '10.0.0.2')).not.toThrow();
  });

  it('charges a many-write request at most a full budget, so it can pass once the budget is full', () => {
    const budget = new WriteBudget({ burst: 2, perMinute: 60 }, () => 0);
    expect(() => budget.spend(member(1), 'a', 5)).not.toThrow();
    expect(() => budget.spend(member(1), 'a')).toThrow(RateLimitedError);
  });

  it('takes back a refund up to the full budget, and never for a writer it has not charged', () => {
    const budget = new WriteBudget({ burst: 2, perMinute: 1 }, () => 0);
    budget.spend(member(1), '10.0.0.1');
    budget.spend(member(1), '10.0.0.1');
    budget.refund(member(1), '10.0.0.1', 5);
    budget.spend(member(1), '10.0.0.1');
    budget.spend(member(1), '10.0.0.1');
    expect(() => budget.spend(member(1), '10.0.0.1')).toThrow(RateLimitedError);
    budget.refund(member(2), '10.0.0.1');
    budget.spend(member(2), '10.0.0.1');
    budget.spend(member(2), '10.0.0.1');
    expect(() => budget.spend(member(2), '10.0.0.1')).toThrow(RateLimitedError);
  });

  it('limits nothing when no rule is configured', () => {
    const budget = new WriteBudget(undefined);
    for (let i = 0; i < 1000; i += 1) budget.spend(member(1), 'a');
  });
});

describe('writesOf', () => {
  it('counts the root fields of a mutation, through aliases and fragments', () => {
    const document = parse(`
      mutation Two { a: togglePostLike(postId: 1) { id } ...More ... on Mutation { c: logout } }
      fragment More on Mutation { b: togglePostLike(postId: 2) { id } }
      query Q { me { id } }`);
    expect(writesOf(document, 'Two')).toBe(3);
    expect(writesOf(document, 'Q')).toBe(0);
    expect(writesOf(parse('subscription { altarCreated { id } }'))).toBe(0);
  });
});

describe('write rate limit over HTTP and WebSocket', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ writeRateLimit: { burst: 4, perMinute: 1 } });
  });
  afterAll(() => app?.close());

  const signUp = async () => {
    const client = new TestClient(app.url);
    const response = await client.post('/api/auth/signup', validSignup());
    expect(response.status).toBe(201);
    return { client, id: (response.body.user as { id: number }).id };
  };
  const postsOf = async (userId: number) =>
    Number((await app.db.knex('posts').where({ author_id: userId }).count({ n: '*' }))[0]?.n);

  it('answers 429 with Retry-After and a message once a member has spent the burst, and stores nothing', async () => {
    const { client, id } = await signUp();
    for (let i = 0; i < 4; i += 1) expect((await client.post('/api/posts', { content: `Dawn ${i}` })).status).toBe(201);
    const refused = await client.post('/api/posts', { content: 'One too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(API_MESSAGES.tooManyWrites);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await postsOf(id)).toBe(4);

    const mutation = await client.graphql('mutation { createPost(input: { content: "Via GraphQL" }) { id } }');
    expect(mutation.status).toBe(429);
    expect(mutation.headers.get('retry-after')).not.toBeNull();
    const errors = mutation.body.errors as unknown as Array<{ message: string; extensions: { code: string } }>;
    expect(errors[0]).toMatchObject({ message: API_MESSAGES.tooManyWrites, extensions: { code: 'RATE_LIMITED' } });
    expect(await postsOf(id)).toBe(4);

    // Reading is never limited, and another member has a budget of their own.
    expect((await client.get('/api/posts')).status).toBe(200);
    expect((await client.graphql('{ posts { id } }')).status).toBe(200);
    const other = await signUp();
    expect((await other.client.post('/api/posts', { content: 'My own budget' })).status).toBe(201);
  });

  it('limits mutations sent over the WebSocket too', async () => {
    const { client, id } = await signUp();
    for (let i = 0; i < 4; i += 1) await client.post('/api/posts', { content: `Dusk ${i}` });
    const socket = client.socket();
    try {
      const result = await new Promise<{ errors?: ReadonlyArray<{ message: string; extensions?: unknown }> }>(
        (resolve, reject) => {
          let last: { errors?: ReadonlyArray<{ message: string; extensions?: unknown }> } = {};
          socket.subscribe(
            { query: 'mutation { createPost(input: { content: "Over the socket" }) { id } }' },
            { next: (value) => (last = value as typeof last), error: reject, complete: () => resolve(last) },
          );
        },
      );
      expect(result.errors?.[0]).toMatchObject({
        message: API_MESSAGES.tooManyWrites,
        extensions: { code: 'RATE_LIMITED' },
      });
    } finally {
      await socket.dispose();
    }
    expect(await postsOf(id)).toBe(4);
  });
});
