import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { ReportWalkBatteryDocument } from '../../gql/graphql';

interface BatteryManagerLike extends EventTarget {
  level: number;
}

type WithBattery = Navigator & { getBattery?: () => Promise<BatteryManagerLike> };

const EVERY_MS = 5 * 60_000;

/**
 * Sends the battery level for the share page while something is shared (a link open or a watch set),
 * where the browser exposes it (the Battery Status API: Chromium); at most every 5 minutes, or when it
 * moves by 5 points. Elsewhere nothing is sent and the page shows no battery.
 */
export function useBatteryReport(journeyId: number, active: boolean): void {
  const [report] = useMutation(ReportWalkBatteryDocument);
  useEffect(() => {
    const nav = navigator as WithBattery;
    if (!active || typeof nav.getBattery !== 'function') return;
    let battery: BatteryManagerLike | undefined;
    let sentLevel = -1;
    let sentAt = 0;
    let stopped = false;
    const send = () => {
      if (!battery || stopped) return;
      const level = battery.level;
      if (Math.abs(level - sentLevel) < 0.05 && Date.now() - sentAt < EVERY_MS) return;
      sentLevel = level;
      sentAt = Date.now();
      report({ variables: { activePilgrimageId: journeyId, level } }).catch(() => undefined);
    };
    nav
      .getBattery()
      .then((manager) => {
        battery = manager;
        manager.addEventListener('levelchange', send);
        send();
      })
      .catch(() => undefined);
    const timer = window.setInterval(send, EVERY_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      battery?.removeEventListener('levelchange', send);
    };
  }, [active, journeyId, report]);
}
