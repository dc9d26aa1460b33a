import { agoText, formatWalkTime, WALK_SAFE } from '@sacred/core/walk-safe';
import { isTimeZone } from '@sacred/core/time-zone';
import type { Audience, Text } from '../i18n/translator';
import type { ActivePilgrimage } from '../journeys/journey.types';
import type { Pilgrimage } from '../pilgrimages/pilgrimage.types';
import type { SafetyRow } from './walk-safe.repository';
import { SHARE_PATH } from './walk-share.service';
import { walkSafeText } from './messages';
import type english from './messages/en';

type WalkSafeText = Text<typeof english>;

export interface SafetyText {
  title: string;
  body: string;
  url: string;
  subject: string;
  text: string;
}

/** A safety message, written for each recipient: in their language and zone. */
export type SafetyMessage = (audience: Audience) => SafetyText;

/**
 * What walk safe sends, in the language of whom it is sent to: a member contact's own, the walker's for an
 * email address (walk-safe's contacts get the walker's language). Times are in the recipient's zone when a
 * member's is known, else in the watch's (the walker's), and always name the zone.
 */
export function walkTimeText(t: WalkSafeText, at: Date, timeZone: string): string {
  if (t.language === 'en') return formatWalkTime(at, timeZone);
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const text = new Intl.DateTimeFormat(t.locale, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${text} (${zone})`;
}

/** "12 min ago" as core's agoText counts it, in the recipient's language. */
export function agoTextIn(t: WalkSafeText, at: Date, now: Date): string {
  if (t.language === 'en') return agoText(at, now);
  const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return t('justNow');
  if (minutes < 60) return t('minutesAgo', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48)
    return minutes % 60 === 0 ? t('hoursAgo', { hours }) : t('hoursMinutesAgo', { hours, minutes: minutes % 60 });
  return t('daysAgo', { days: Math.floor(hours / 24) });
}

/** The zone a recipient reads the walk's times in: their own when known, else the watch's. */
const zoneFor = (audience: Audience, walkZone: string) => audience.timeZone ?? walkZone;

export interface OverdueFacts {
  row: SafetyRow;
  journey: ActivePilgrimage;
  /** The pilgrimage as a guest sees it: sensitive sites at their public points. */
  pilgrimage: Pilgrimage | undefined;
  /** The walker's newest position as others may see it, when the server has one. */
  seen: { latitude: number; longitude: number; approximate: boolean } | undefined;
  /** The walker's first name; undefined when they have none ("A walker"). */
  firstName: string | undefined;
  link: { token: string; url: string };
  now: Date;
}

/** The overdue alert: the position as others may see it, a live link, the route; no member text in the subject. */
export function overdueMessage({ row, journey, pilgrimage, seen, firstName, link, now }: OverdueFacts): SafetyMessage {
  return (audience) => {
    const t = walkSafeText(audience);
    const zone = zoneFor(audience, row.time_zone);
    const name = firstName ?? t('someone');
    const expected = row.expected_back_at ? walkTimeText(t, row.expected_back_at, zone) : t('expectedUnknown');
    let where = t('noPosition');
    let short = t('noPositionShort');
    if (seen) {
      const lat = seen.latitude.toFixed(5);
      const lng = seen.longitude.toFixed(5);
      const at = journey.lastLocationUpdate ?? journey.startedAt;
      const ago = agoTextIn(t, at, now);
      short = t('lastSeenShort', { ago });
      where = [
        t(seen.approximate ? 'lastPositionApproximate' : 'lastPosition', {
          lat,
          lng,
          ago,
          time: walkTimeText(t, at, zone),
        }),
        t('mapLine', { url: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}` }),
      ].join('\n');
    }
    const sites = (pilgrimage?.sites ?? []).map((site) => site.name);
    const route = `${pilgrimage?.name ?? journey.pilgrimageName}${sites.length > 0 ? `: ${sites.join(' → ')}` : ''}`;
    return {
      title: t('overdueTitle', { name }),
      body: t('overdueBody', { expected, seen: short }),
      url: `${SHARE_PATH}${link.token}`,
      subject: t('alertSubject'),
      text: [
        t('overdueAsked', { name, expected }),
        t('overdueGrace', { minutes: WALK_SAFE.alertGraceMinutes }),
        '',
        where,
        t('livePage', { url: link.url }),
        t('routeLine', { route }),
        '',
        t('tryToReach', { name }),
        '',
        t('whyAlert', { name }),
        t('retention', { hours: WALK_SAFE.graceHoursAfterJourney }),
      ].join('\n'),
    };
  };
}

/** "I'm safe", to the contacts an alert went to. */
export function safeMessage(firstName: string | undefined, now: Date, timeZone: string): SafetyMessage {
  return (audience) => {
    const t = walkSafeText(audience);
    const time = walkTimeText(t, now, zoneFor(audience, timeZone));
    const name = firstName ?? t('someone');
    return {
      title: t('safeTitle', { name }),
      body: t('safeBody', { name, time }),
      url: '/',
      subject: t('safeSubject'),
      text: [
        t('safeText', { name, time }),
        '',
        t('whySafe', { name }),
        t('retention', { hours: WALK_SAFE.graceHoursAfterJourney }),
      ].join('\n'),
    };
  };
}

/** The one notice to an address new to the walker, in the walker's language. */
export function noticeMessage(audience: Audience, firstName: string | undefined, optOut: string) {
  const t = walkSafeText(audience);
  const name = firstName ?? t('someone');
  return {
    subject: t('noticeSubject'),
    text: [
      t('noticeChosen', { name }),
      t('noticeWhat'),
      t('noticeNothing'),
      '',
      t('noticeOptOut', { link: optOut }),
    ].join('\n'),
  };
}

/** "Still walking?": the walker's own reminder. */
export function reminderText(audience: Audience): { title: string; body: string } {
  const t = walkSafeText(audience);
  return { title: t('reminderTitle'), body: t('reminderBody') };
}
