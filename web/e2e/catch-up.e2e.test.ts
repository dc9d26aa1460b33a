import type { Page, Request, WebSocketRoute } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { LIVE_TEXTS } from '../src/features/journeys/journeyView';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

/**
 * The server keeps no backlog per client: what is published while a phone's socket is down never arrives
 * over the socket. When the socket comes back, the web app refetches what is on screen
 * (web/src/app/catchUp.ts). Here the network goes away (the socket drops and HTTP fails, so the fallback
 * polling cannot fetch either), a companion writes in the chat and shares a reflection meanwhile, and
 * both appear once the socket reconnects.
 */
describeInBrowser('catching up after the socket reconnects', () => {
  const e2e = useBrowserApp({ altarCount: 12 });

  it('shows the chat message and the update posted while the socket was down', async () => {
    const { altars } = await graphqlRequest<{ altars: Array<{ id: number; latitude: number; longitude: number }> }>(
      e2e.app.url,
      'query { altars(limit: 3) { id latitude longitude } }',
    );
    const start = { latitude: altars[0]!.latitude + 0.01, longitude: altars[0]!.longitude };

    const companion = await e2e.openPhonePage();
    const walker = await e2e.openPhonePage();
    try {
      await signInAs(companion.page, DEMO_EMAIL, DEMO_PASSWORD);
      const created = await companion.page.request.post('/api/pilgrimages', {
        data: {
          name: 'Tunnel Walk',
          description: 'Through the old railway tunnel and out to the stones.',
          altarIds: altars.map((altar) => altar.id),
          distance: 3,
          estimatedDuration: '1 day',
          difficulty: 'easy',
          type: 'nature_walk',
          startingPoint: 'Tunnel mouth',
          endingPoint: 'The stones',
        },
      });
      expect(created.status()).toBe(201);
      const pilgrimageId = ((await created.json()) as { id: number }).id;
      expect((await companion.page.request.post(`/api/pilgrimages/${pilgrimageId}/start`, { data: start })).ok()).toBe(
        true,
      );

      // The walker's network, under the test's control: the socket passes through while it is up; while it is
      // down, sockets are refused and GraphQL over HTTP fails, as in a tunnel.
      const network = { up: true, socketOpen: false };
      let current: { page: WebSocketRoute; server: WebSocketRoute } | undefined;
      await walker.context.routeWebSocket(/\/graphql$/, (socket) => {
        // Closed without a code, as a lost connection looks to graphql-ws (1011 would tell it to give up).
        if (!network.up) return void socket.close();
        const server = socket.connectToServer();
        current = { page: socket, server };
        socket.onMessage((message) => server.send(message));
        server.onMessage((message) => {
          if (String(message).includes('"connection_ack"')) network.socketOpen = true;
          socket.send(message);
        });
        socket.onClose(() => void server.close());
        server.onClose((code, reason) => void socket.close({ code, reason }));
      });
      const refetchedAfterReconnect: string[] = [];
      let reconnected = false;
      await walker.context.route('**/graphql', async (route) => {
        if (!network.up) return route.abort('internetdisconnected');
        if (reconnected) refetchedAfterReconnect.push(operationOf(route.request()));
        return route.continue();
      });
      const abortedPolls: string[] = [];
      walker.context.on('requestfailed', (request) => abortedPolls.push(operationOf(request)));

      await skipOnboarding(walker.context);
      await walker.context.grantPermissions(['geolocation']);
      await walker.context.setGeolocation({ ...start, accuracy: 8 });
      await signInAs(walker.page, 'sofia.alvarez@sacredspaces.app', DEMO_PASSWORD);
      await walker.page.goto(`/pilgrimage/active?id=${pilgrimageId}`);
      await walker.page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      await walker.page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();
      await walker.page.getByRole('tab', { name: 'Chat' }).click();

      // Live while connected.
      await until(() => network.socketOpen);
      await say(companion.page, pilgrimageId, 'At the tunnel mouth now');
      await chatMessage(walker.page, 'At the tunnel mouth now').waitFor();

      // Into the tunnel: the socket drops and nothing reaches the server.
      network.up = false;
      network.socketOpen = false;
      await current?.page.close();
      await current?.server.close();
      await say(companion.page, pilgrimageId, 'Waiting for you at the stones');
      const reflection = await companion.page.request.post(`/api/pilgrimages/${pilgrimageId}/updates`, {
        data: { updateType: 'reflection', content: 'Light at the end of the tunnel' },
      });
      expect(reflection.ok()).toBe(true);
      // The page falls back to polling, which cannot reach the server either.
      await until(() => abortedPolls.includes('ChatMessages'), 20_000);
      expect(await chatMessage(walker.page, 'Waiting for you at the stones').count()).toBe(0);

      // Out of the tunnel: graphql-ws reconnects by itself and the page refetches what it shows.
      reconnected = true;
      network.up = true;
      await until(() => network.socketOpen, 40_000);
      await chatMessage(walker.page, 'Waiting for you at the stones').waitFor();
      // The refetch covers every query on screen, also those that are never polled (the member).
      await until(() => refetchedAfterReconnect.includes('Me'));
      await walker.page.getByRole('tab', { name: 'Feed' }).click();
      await walker.page.getByTestId('live-feed').getByText('Light at the end of the tunnel').waitFor();

      // And live again: a message after the reconnect arrives over the new socket.
      await say(companion.page, pilgrimageId, 'See you there');
      await walker.page.getByRole('tab', { name: 'Chat' }).click();
      await chatMessage(walker.page, 'See you there').waitFor();
      expect(walker.pageErrors).toEqual([]);
    } finally {
      await walker.context.close();
      await companion.context.close();
    }
  });
});

function operationOf(request: Request): string {
  try {
    return ((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '') || '';
  } catch {
    return '';
  }
}

const chatMessage = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

async function say(page: Page, pilgrimageId: number, message: string): Promise<void> {
  const sent = await page.request.post(`/api/pilgrimages/${pilgrimageId}/messages`, { data: { message } });
  expect(sent.status()).toBe(201);
}

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
