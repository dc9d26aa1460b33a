import { useEffect, useState } from 'react';

/** The time now, renewed every `intervalMs`, so text that depends on it ("N min ago", "due") stays true. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
