import { INTENTION_LIMITS, INTENTION_MESSAGES } from '@sacred/core/intentions';
import { KNOWN_PUSH_SERVICE_HOSTS } from '@sacred/core/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { signUpMember, TestClient, type SignedUpMember } from '../../test/http';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../test/mailbox';
import { eventually } from '../../test/wait';
import { FakePushService } from '../push/fake-push-service';

let app: TestApp;
let mailbox: Mailbox;
let pushService: FakePushService;
let guestAddresses = 0;

const FIRST = { latitude: 43.6101, longitude: -72.3101 };
const SECOND = { latitude: 43.6201, longitude: -72.3201 };
const DATE = /^Your intention was carried to .+ on \d{1,2} [A-Z][a-z]+ \d{4}$/;

beforeAll(async () => {
  mailbox = await startMailbox();
  pushService = new FakePushService();
  await pushService.start();
  app = await startTestApp({
    mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <hello@sacred.test>' },
    push: { serviceHosts: KNOWN_PUSH_SERVICE_HOSTS, allowLoopback: true },
  });
});

afterAll(async () => {
  await app?.close();
  await mailbox?.close();
  await pushService?.stop();
});

/** A two-site pilgrimage with distinct names. */
async function route() {
  const first = await buildAltar(app.db.knex, {
    ...FIRST,
    name: `Cedar Cairn ${Math.random().toString(36).slice(2, 7)}`,
  });
  const second = await buildAltar(app.db.knex, {
    ...SECOND,
    name: `Lantern Rock ${Math.random().toString(36).slice(2, 7)}`,
  });
  const pilgrimage = await buildPilgrimage(app.db.knex, { altarIds: [first.id, second.id] });
  return { pilgrimage, first, second };
}

async function startWalking(walker: SignedUpMember, pilgrimageId: number): Promise<number> {
  const started = await walker.client.post(`/api/pilgrimages/${pilgrimageId}/start`, FIRST);
  expect(started.status, started.text).toBe(200);
  return started.body.id as number;
}

async function checkpoint(walker: SignedUpMember, journeyId: number, at: typeof FIRST, altarId: number, key?: string) {
  expect((await walker.client.request('PUT', `/api/active-pilgrimages/${journeyId}/location`, at)).status).toBe(200);
  return walker.client.post(
    `/api/active-pilgrimages/${journeyId}/checkpoint`,
    { altarId },
    key ? { 'idempotency-key': key } : {},
  );
}

async function entrust(sender: SignedUpMember, pilgrimageId: number, body: Record<string, unknown>) {
  const answer = await sender.client.post(`/api/pilgrimages/${pilgrimageId}/intentions`, body);
  expect(answer.status, answer.text).toBe(201);
  return (answer.body.intention as { id: number }).id;
}

const mailsTo = (email: string) => mailbox.messages.filter((mail: ReceivedMail) => mail.to.includes(email));

describe('entrusting an intention', () => {
  it('takes a member’s text up to 500 characters, to the pilgrimage or one of its sites', async () => {
    const { pilgrimage, first } = await route();
    const sender = await signUpMember(app.url);
    const made = await sender.client.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, {
      text: '  For my grandmother’s recovery.  ',
      anonymous: true,
      altarId: first.id,
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({
      message: INTENTION_MESSAGES.entrusted,
      intention: {
        text: 'For my grandmother’s recovery.',
        anonymous: true,
        status: 'offered',
        confirmed: true,
        altarId: first.id,
        altarName: first.name,
        pilgrimageId: pilgrimage.id,
      },
    });
    const sent = await sender.client.get('/api/intentions/sent');
    expect((sent.body as unknown as Array<{ id: number }>).map((row) => row.id)).toEqual([
      (made.body.intention as { id: number }).id,
    ]);

    const longest = await sender.client.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, {
      text: 'a'.repeat(INTENTION_LIMITS.textMax),
    });
    expect(longest.status).toBe(201);
    expect((longest.body.intention as { altarId: number | null }).altarId).toBeNull();

    const before = await app.db.knex('intentions').count<{ count: string }[]>('* as count');
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ text: 'a'.repeat(INTENTION_LIMITS.textMax + 1) }, 'text', INTENTION_MESSAGES.textTooLong],
      [{ text: '   ' }, 'text', INTENTION_MESSAGES.textRequired],
      [{}, 'text', INTENTION_MESSAGES.textRequired],
      [{ text: 'For peace', altarId: 'x' }, 'altarId', INTENTION_MESSAGES.siteNotOnRoute],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await sender.client.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors?.[field], JSON.stringify(body)).toBe(message);
    }
    const elsewhere = await buildAltar(app.db.knex, { name: 'Not on the route' });
    const offRoute = await sender.client.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, {
      text: 'For peace',
      altarId: elsewhere.id,
    });
    expect(offRoute.status).toBe(400);
    expect(offRoute.body.message).toBe(INTENTION_MESSAGES.siteNotOnRoute);
    const missing = await sender.client.post('/api/pilgrimages/99999999/intentions', { text: 'For peace' });
    expect(missing.status).toBe(404);
    expect(await app.db.knex('intentions').count<{ count: string }[]>('* as count')).toEqual(before);

    // GraphQL enforces the same schema and messages.
    const graphql = await sender.client.graphql(
      'mutation M($p: Int!, $i: IntentionInput!) { entrustIntention(pilgrimageId: $p, input: $i) { message } }',
      { p: pilgrimage.id, i: { text: 'b'.repeat(INTENTION_LIMITS.textMax + 1) } },
    );
    const error = (graphql.body.errors as unknown as Array<{ message: string; extensions: { code: string } }>)[0];
    expect(error).toMatchObject({ message: INTENTION_MESSAGES.textTooLong, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('offers a guest’s intention only once the link sent to their email is opened, counted like sign-ups', async () => {
    const { pilgrimage } = await route();
    const email = `guest.${Date.now()}@example.test`;
    const guest = new TestClient(app.url, { 'x-forwarded-for': `203.0.113.${++guestAddresses}` });
    const noEmail = await guest.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, { text: 'For rain' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors?.email).toBe(INTENTION_MESSAGES.emailRequired);
    const made = await guest.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, {
      text: 'For rain on the dry fields',
      email,
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toEqual({ message: INTENTION_MESSAGES.checkYourEmail, intention: null });
    const mail = await mailbox.waitFor((received) => received.to.includes(email));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] as string;
    expect(token).toBeDefined();

    const walker = await signUpMember(app.url);
    await startWalking(walker, pilgrimage.id);
    const offeredBefore = await walker.client.get(`/api/pilgrimages/${pilgrimage.id}/intentions`);
    expect(offeredBefore.body.offered).toEqual([]);

    const confirmed = await guest.post('/api/intentions/confirm', { token });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ text: 'For rain on the dry fields', status: 'offered', confirmed: true });
    const again = await guest.post('/api/intentions/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INTENTION_MESSAGES.invalidToken);
    const offered = await walker.client.get(`/api/pilgrimages/${pilgrimage.id}/intentions`);
    expect(offered.body.offered).toEqual([
      { id: confirmed.body.id, altarId: null, altarName: null, from: null, createdAt: expect.any(String) },
    ]);
    // Offered, never with its text or the guest's address.
    expect(offered.text).not.toContain('dry fields');
    expect(offered.text).not.toContain(email);
  });

  it('refuses a guest past the sign-up limit of their address, storing nothing', async () => {
    const limited = await startTestApp({
      mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <hello@sacred.test>' },
      signupRateLimit: 2,
    });
    try {
      const pilgrimage = await buildPilgrimage(limited.db.knex);
      const guest = new TestClient(limited.url, { 'x-forwarded-for': '192.0.2.77' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await guest.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, {
          text: `For courage ${attempt}`,
          email: `limited.${attempt}@example.test`,
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const stored = await limited.db.knex('intentions').count<{ count: string }[]>('* as count');
      expect(Number(stored[0]?.count)).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe('carrying intentions', () => {
  it('lets only walkers of the pilgrimage accept, one walker first, and never more than the limit at once', async () => {
    const { pilgrimage, first } = await route();
    const sender = await signUpMember(app.url, { firstName: 'Maren', lastName: 'Holt' });
    const ids: number[] = [];
    for (let index = 0; index <= INTENTION_LIMITS.carriedAtOnce + 1; index++) {
      ids.push(await entrust(sender, pilgrimage.id, { text: `Intention number ${index}`, altarId: first.id }));
    }
    const bystander = await signUpMember(app.url);
    const notWalking = await bystander.client.post(`/api/intentions/${ids[0]}/accept`);
    expect(notWalking.status).toBe(404);
    expect((await bystander.client.get(`/api/pilgrimages/${pilgrimage.id}/intentions`)).body).toMatchObject({
      walking: false,
      offered: [],
    });
    expect((await sender.client.post(`/api/intentions/${ids[0]}/accept`)).status).toBe(404);

    // Four walkers ask for the same intention at once: one carries it.
    const walkers = await Promise.all([0, 1, 2, 3].map(() => signUpMember(app.url)));
    await Promise.all(walkers.map((walker) => startWalking(walker, pilgrimage.id)));
    const offered = await walkers[0]!.client.get(`/api/pilgrimages/${pilgrimage.id}/intentions`);
    expect(offered.body.offered).toHaveLength(ids.length);
    expect((offered.body.offered as Array<{ from: string }>)[0]?.from).toBe('Maren Holt');
    expect(offered.text).not.toContain('Intention number');
    const race = await Promise.all(walkers.map((walker) => walker.client.post(`/api/intentions/${ids[0]}/accept`)));
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    for (const lost of race.filter((answer) => answer.status === 409)) {
      expect(lost.body.message).toBe(INTENTION_MESSAGES.alreadyTaken);
      expect(lost.text).not.toContain('Intention number');
    }
    const winner = race.findIndex((answer) => answer.status === 200);
    expect(race[winner]?.body).toMatchObject({ text: 'Intention number 0', from: 'Maren Holt', status: 'carried' });

    // One walker asks for every other one at once: no more than the limit are carried.
    const greedy = walkers[(winner + 1) % walkers.length]!;
    const rush = await Promise.all(ids.slice(1).map((id) => greedy.client.post(`/api/intentions/${id}/accept`)));
    expect(rush.filter((answer) => answer.status === 200)).toHaveLength(INTENTION_LIMITS.carriedAtOnce);
    expect(rush.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual([
      INTENTION_MESSAGES.carryLimit,
    ]);
    const carried = await greedy.client.get(`/api/pilgrimages/${pilgrimage.id}/intentions`);
    // The one refused is still offered to the others.
    expect(carried.body.carryingCount).toBe(INTENTION_LIMITS.carriedAtOnce);
    expect(carried.body.offered).toHaveLength(1);
    expect(carried.body.carrying).toHaveLength(INTENTION_LIMITS.carriedAtOnce);

    // Declining gives it back: the carrier no longer reads it, and the sender sees it declined.
    const given = (carried.body.carrying as Array<{ id: number }>)[0]!.id;
    const declined = await greedy.client.post(`/api/intentions/${given}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe(INTENTION_MESSAGES.declined);
    expect((await greedy.client.post(`/api/intentions/${given}/decline`)).status).toBe(404);
    expect((await bystander.client.post(`/api/intentions/${ids[0]}/decline`)).status).toBe(404);
    const after = await greedy.client.get(`/api/pilgrimages/${pilgrimage.id}/intentions`);
    expect((after.body.carrying as Array<{ id: number }>).map((row) => row.id)).not.toContain(given);
    const sent = (await sender.client.get('/api/intentions/sent')).body as unknown as Array<{
      id: number;
      status: string;
    }>;
    expect(sent.find((row) => row.id === given)?.status).toBe('declined');

    // The sender withdraws one still carried: it leaves its carrier's list.
    const withdrawn = (after.body.carrying as Array<{ id: number }>)[0]!.id;
    expect((await greedy.client.request('DELETE', `/api/intentions/${withdrawn}`)).status).toBe(404);
    const taken = await sender.client.request('DELETE', `/api/intentions/${withdrawn}`);
    expect(taken.body).toMatchObject({ id: withdrawn, status: 'withdrawn' });
    expect((await sender.client.request('DELETE', `/api/intentions/${withdrawn}`)).status).toBe(400);
  });

  it('delivers at the accepted checkpoint of its site, and tells the sender once by web push', async () => {
    const { pilgrimage, first, second } = await route();
    const sender = await signUpMember(app.url);
    const device = pushService.device(`intentions-${sender.id}`);
    expect(
      (
        await sender.client.post(`/api/users/${sender.id}/notifications/subscribe`, {
          subscription: device.subscription,
        })
      ).status,
    ).toBe(201);
    const atFirst = await entrust(sender, pilgrimage.id, { text: 'For the first cairn', altarId: first.id });
    const atSecond = await entrust(sender, pilgrimage.id, { text: 'For the far rock', altarId: second.id });
    const whole = await entrust(sender, pilgrimage.id, { text: 'For the whole way' });
    const walker = await signUpMember(app.url);
    const journeyId = await startWalking(walker, pilgrimage.id);
    for (const id of [atFirst, atSecond, whole]) {
      expect((await walker.client.post(`/api/intentions/${id}/accept`)).status).toBe(200);
    }
    // Too far from the site: refused, nothing delivered.
    const far = await checkpoint(walker, journeyId, SECOND, first.id);
    expect(far.status).toBe(400);
    const reached = await checkpoint(walker, journeyId, FIRST, first.id, 'replayed-checkpoint-1');
    expect(reached.status, reached.text).toBe(200);
    // The device replays the queued checkpoint on reconnect: answered as before, delivered and told once.
    const replay = await checkpoint(walker, journeyId, FIRST, first.id, 'replayed-checkpoint-1');
    expect(replay.status).toBe(200);

    const statusOf = async () =>
      Object.fromEntries(
        (
          (await sender.client.get('/api/intentions/sent')).body as unknown as Array<{ id: number; status: string }>
        ).map((row) => [row.id, row.status]),
      );
    expect(await statusOf()).toEqual({ [atFirst]: 'delivered', [atSecond]: 'carried', [whole]: 'carried' });
    const pushes = await eventually(
      () => pushService.receivedBy(device.name),
      (received) => received.length > 0,
    );
    expect(pushes).toHaveLength(1);
    const payload = pushes[0]?.payload as { body: string; title: string };
    expect(payload.body).toMatch(DATE);
    expect(payload.body).toContain(first.name);

    const done = await checkpoint(walker, journeyId, SECOND, second.id);
    expect(done.status, done.text).toBe(200);
    expect(done.body.completed).toBe(true);
    expect(await statusOf()).toEqual({ [atFirst]: 'delivered', [atSecond]: 'delivered', [whole]: 'delivered' });
    const all = await eventually(
      () => pushService.receivedBy(device.name),
      (received) => received.length >= 3,
    );
    const bodies = all.map((push) => (push.payload as { body: string }).body);
    expect(bodies).toHaveLength(3);
    expect(bodies.some((body) => body.includes(second.name))).toBe(true);
    expect(bodies.some((body) => body.includes(pilgrimage.name))).toBe(true);
    // Told by push: no email as well.
    expect(mailsTo(sender.email).filter((mail) => mail.subject === 'Your intention was carried')).toEqual([]);
    // The carrier keeps what they carried, delivered; the sender's text reaches nobody else.
    const carried = await walker.client.get(`/api/pilgrimages/${pilgrimage.id}/intentions`);
    expect((carried.body.carrying as Array<{ status: string }>).map((row) => row.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
  });

  it('offers again what a walker carried when they end the walk before its site', async () => {
    const { pilgrimage, second } = await route();
    const sender = await signUpMember(app.url);
    const id = await entrust(sender, pilgrimage.id, { text: 'For the far rock', altarId: second.id });
    const leaver = await signUpMember(app.url);
    const journeyId = await startWalking(leaver, pilgrimage.id);
    expect((await leaver.client.post(`/api/intentions/${id}/accept`)).status).toBe(200);
    const ended = await leaver.client.graphql(
      'mutation M($id: Int!) { endJourney(activePilgrimageId: $id) { isActive } }',
      { id: journeyId },
    );
    expect(ended.body.data).toEqual({ endJourney: { isActive: false } });
    const next = await signUpMember(app.url);
    await startWalking(next, pilgrimage.id);
    const offered = await next.client.get(`/api/pilgrimages/${pilgrimage.id}/intentions`);
    expect((offered.body.offered as Array<{ id: number }>).map((row) => row.id)).toEqual([id]);
    const left = await leaver.client.get(`/api/pilgrimages/${pilgrimage.id}/intentions`);
    expect(left.body).toMatchObject({ walking: false, carryingCount: 0, carrying: [] });
    const sent = (await sender.client.get('/api/intentions/sent')).body as unknown as Array<{ status: string }>;
    expect(sent[0]?.status).toBe('offered');
    expect((await next.client.post(`/api/intentions/${id}/accept`)).status).toBe(200);
  });

  it('never offers again what a checkpoint proved but delivery has yet to move', async () => {
    const { pilgrimage, first } = await route();
    const sender = await signUpMember(app.url);
    const id = await entrust(sender, pilgrimage.id, { text: 'For the first cairn', altarId: first.id });
    const walker = await signUpMember(app.url);
    const journeyId = await startWalking(walker, pilgrimage.id);
    expect((await walker.client.post(`/api/intentions/${id}/accept`)).status).toBe(200);
    expect((await checkpoint(walker, journeyId, FIRST, first.id)).status).toBe(200);
    expect(
      (
        await walker.client.graphql('mutation M($id: Int!) { endJourney(activePilgrimageId: $id) { id } }', {
          id: journeyId,
        })
      ).status,
    ).toBe(200);
    // As between the checkpoint's commit and its delivery: proved, still carried, the journey over.
    await app.db.knex('intentions').where({ id }).update({ status: 'carried', delivered_at: null, notified_at: null });
    const other = await signUpMember(app.url);
    await startWalking(other, pilgrimage.id);
    const offered = await other.client.get(`/api/pilgrimages/${pilgrimage.id}/intentions`);
    expect(offered.body.offered).toEqual([]);
    await app.server.services.intentions.deliverProved(journeyId);
    expect(await app.db.knex('intentions').where({ id }).first('status')).toEqual({ status: 'delivered' });
  });

  it('tells a sender without push by email, and a guest at their address', async () => {
    const { pilgrimage, first } = await route();
    const sender = await signUpMember(app.url);
    const memberIntention = await entrust(sender, pilgrimage.id, { text: 'For my brother', altarId: first.id });
    const email = `guest.carried.${Date.now()}@example.test`;
    const guest = new TestClient(app.url, { 'x-forwarded-for': `203.0.113.${++guestAddresses}` });
    expect(
      (
        await guest.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, {
          text: 'For the sea',
          email,
          altarId: first.id,
        })
      ).status,
    ).toBe(201);
    const link = await mailbox.waitFor((mail) => mail.to.includes(email));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(link.text)?.[1];
    const guestIntention = (await guest.post('/api/intentions/confirm', { token })).body.id as number;
    const walker = await signUpMember(app.url);
    const journeyId = await startWalking(walker, pilgrimage.id);
    for (const id of [memberIntention, guestIntention]) {
      expect((await walker.client.post(`/api/intentions/${id}/accept`)).status).toBe(200);
    }
    expect((await checkpoint(walker, journeyId, FIRST, first.id)).status).toBe(200);
    for (const to of [sender.email, email]) {
      const told = await mailbox.waitFor(
        (mail) => mail.to.includes(to) && mail.subject === 'Your intention was carried',
      );
      expect(told.text.split('.\n')[0]).toMatch(DATE);
      expect(told.text).toContain(first.name);
    }
    expect(mailsTo(email).filter((mail) => mail.subject === 'Your intention was carried')).toHaveLength(1);
  });

  it('lets the carrier report what they were given: a report for the moderators, and it is given back', async () => {
    const { pilgrimage } = await route();
    const sender = await signUpMember(app.url);
    const id = await entrust(sender, pilgrimage.id, { text: 'Something unkind' });
    const walker = await signUpMember(app.url);
    await startWalking(walker, pilgrimage.id);
    const stranger = await signUpMember(app.url);
    expect((await stranger.client.post(`/api/intentions/${id}/report`, { reason: 'Unkind words' })).status).toBe(404);
    // The community's report route knows no intentions: nobody may report one by its id.
    const generic = await stranger.client.post('/api/reports', {
      contentType: 'intention',
      contentId: id,
      reason: 'Unkind words',
    });
    expect(generic.status).toBe(400);
    expect((await walker.client.post(`/api/intentions/${id}/accept`)).status).toBe(200);
    const short = await walker.client.post(`/api/intentions/${id}/report`, { reason: 'x' });
    expect(short.status).toBe(400);
    const reported = await walker.client.post(`/api/intentions/${id}/report`, { reason: 'Unkind words' });
    expect(reported.status, reported.text).toBe(201);
    expect(
      await app.db.knex('content_reports').where({ content_type: 'intention', content_id: id }).select('reporter_id'),
    ).toEqual([{ reporter_id: walker.id }]);
    const sent = (await sender.client.get('/api/intentions/sent')).body as unknown as Array<{ status: string }>;
    expect(sent[0]?.status).toBe('declined');
  });
});
