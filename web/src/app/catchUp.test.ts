import { describe, expect, it } from 'vitest';
import { catchUpOnReconnect } from './catchUp';

describe('catchUpOnReconnect', () => {
  it('refetches on every connection after the first, never on the first', async () => {
    let refetches = 0;
    const connected = catchUpOnReconnect(async () => void (refetches += 1));
    connected();
    expect(refetches).toBe(0);
    connected();
    connected();
    expect(refetches).toBe(2);
  });

  it('keeps working when a refetch fails (the network may drop again)', async () => {
    let calls = 0;
    const connected = catchUpOnReconnect(async () => {
      calls += 1;
      throw new Error('offline again');
    });
    connected();
    connected();
    await Promise.resolve();
    connected();
    expect(calls).toBe(2);
  });
});
