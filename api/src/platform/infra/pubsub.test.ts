import { describe, expect, it } from 'vitest';
import { TopicHub } from './pubsub';

describe('TopicHub', () => {
  it('delivers each event to every subscriber of its topic, in order, queued until read', async () => {
    const hub = new TopicHub();
    const first = hub.subscribe('chat:1')[Symbol.asyncIterator]();
    const second = hub.subscribe('chat:1')[Symbol.asyncIterator]();
    const other = hub.subscribe('chat:2')[Symbol.asyncIterator]();
    const pending = first.next();
    hub.publish('chat:1', 'a');
    hub.publish('chat:1', 'b');
    expect(await pending).toEqual({ value: 'a', done: false });
    expect(await first.next()).toEqual({ value: 'b', done: false });
    expect(await second.next()).toEqual({ value: 'a', done: false });
    expect(await second.next()).toEqual({ value: 'b', done: false });
    hub.publish('chat:2', 'c');
    expect(await other.next()).toEqual({ value: 'c', done: false });
  });

  it('forgets a subscriber that returns, ends its pending read, and reports the first and last', async () => {
    const hub = new TopicHub();
    const calls: string[] = [];
    const onFirst = () => calls.push('first');
    const onLast = () => calls.push('last');
    const subscribe = () => hub.subscribe('chat:1', onFirst, onLast)[Symbol.asyncIterator]();
    const one = subscribe();
    const two = subscribe();
    expect(hub.listenerCount('chat:1')).toBe(2);
    const waiting = one.next();
    await one.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(await one.next()).toEqual({ value: undefined, done: true });
    expect(hub.listenerCount('chat:1')).toBe(1);
    await two.return?.();
    await two.return?.();
    expect(hub.listenerCount('chat:1')).toBe(0);
    expect(calls).toEqual(['first', 'last']);
    hub.publish('chat:1', 'nobody hears this');
  });
});
