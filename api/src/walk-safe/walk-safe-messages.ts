import { agoText, formatWalkTime, WALK_SAFE, WALK_SAFE_TEXTS } from '@sacred/core/walk-safe';
import type { ActivePilgrimage } from '../journeys/journey.types';
import type { Pilgrimage } from '../pilgrimages/pilgrimage.types';
import type { SafetyMessage } from './safety-contacts.service';
import type { SafetyRow } from './walk-safe.repository';
import { SHARE_PATH } from './walk-share.service';

export interface OverdueFacts {
  row: SafetyRow;
  journey: ActivePilgrimage;
  /** The pilgrimage as a guest sees it: sensitive sites at their public points. */
  pilgrimage: Pilgrimage | undefined;
  /** The walker's newest position as others may see it, when the server has one. */
  seen: { latitude: number; longitude: number; approximate: boolean } | undefined;
  firstName: string;
  link: { token: string; url: string };
  now: Date;
}

/** The overdue alert: the position as others may see it, a live link, the route; no member text in the subject. */
export function overdueMessage({ row, journey, pilgrimage, seen, firstName, link, now }: OverdueFacts): SafetyMessage {
  const expected = row.expected_back_at ? formatWalkTime(row.expected_back_at, row.time_zone) : 'the time they set';
  let where = 'No position has reached Sacred Spaces yet.';
  let short = 'no position yet';
  if (seen) {
    const lat = seen.latitude.toFixed(5);
    const lng = seen.longitude.toFixed(5);
    const at = journey.lastLocationUpdate ?? journey.startedAt;
    short = `last seen ${agoText(at, now)}`;
    where = [
      `Last known position: ${lat}, ${lng}${seen.approximate ? ' (approximate)' : ''}, ${agoText(at, now)} (${formatWalkTime(at, row.time_zone)}).`,
      `Map: https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
    ].join('\n');
  }
  const sites = (pilgrimage?.sites ?? []).map((site) => site.name);
  const route = `${pilgrimage?.name ?? journey.pilgrimageName}${sites.length > 0 ? `: ${sites.join(' → ')}` : ''}`;
  return {
    title: `${firstName} is overdue`,
    body: `Expected back by ${expected}; ${short}.`,
    url: `${SHARE_PATH}${link.token}`,
    subject: WALK_SAFE_TEXTS.alertSubject,
    text: [
      `${firstName} asked Sacred Spaces to tell you if they were not back from their walk by ${expected}.`,
      `${WALK_SAFE.alertGraceMinutes} minutes later they have neither ended nor extended the walk.`,
      '',
      where,
      `Live page: ${link.url}`,
      `Route: ${route}`,
      '',
      `Try to reach ${firstName}. If you cannot and you are worried, call the local emergency services and give them this position.`,
      '',
      `You receive this because ${firstName} chose you as a safety contact for this walk; you receive one such alert.`,
      `Your address is kept only for the walk and deleted ${WALK_SAFE.graceHoursAfterJourney} hours after it ends.`,
    ].join('\n'),
  };
}

/** "I'm safe", to the contacts an alert went to. */
export function safeMessage(firstName: string, now: Date, timeZone: string): SafetyMessage {
  const time = formatWalkTime(now, timeZone);
  return {
    title: `${firstName} is safe`,
    body: `${firstName} sent "I'm safe" at ${time}.`,
    url: '/',
    subject: WALK_SAFE_TEXTS.safeSubject,
    text: [
      `${firstName} sent "I'm safe" from Sacred Spaces at ${time}, after the overdue alert you received.`,
      '',
      `You receive this because ${firstName} chose you as a safety contact for this walk.`,
      `Your address is kept only for the walk and deleted ${WALK_SAFE.graceHoursAfterJourney} hours after it ends.`,
    ].join('\n'),
  };
}
