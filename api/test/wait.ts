/**
 * Reads until `done` holds of the value or `timeoutMs` has passed, and answers the last value read: the
 * test asserts on it, so a wait that runs out fails with what was there. Tests wait on what the system
 * shows, never on a pause.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
  intervalMs = 100,
): Promise<T> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > giveUpAt) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Waits until `check` holds or `timeoutMs` has passed; the test asserts afterwards. */
export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  await eventually(check, (held) => held, timeoutMs, 25);
}
