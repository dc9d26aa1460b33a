import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  someone: 'Jemand',
  reminderTitle: 'Noch unterwegs?',
  reminderBody: 'Verlängern oder beenden',
  justNow: 'gerade eben',
  minutesAgo: 'vor {minutes} Min.',
  hoursAgo: 'vor {hours} Std.',
  hoursMinutesAgo: 'vor {hours} Std. {minutes} Min.',
  daysAgo: 'vor {days} Tagen',
  expectedUnknown: 'zur angegebenen Zeit',
  overdueTitle: '{name} ist überfällig',
  overdueBody: 'Zurück erwartet: {expected}; {seen}.',
  noPositionShort: 'noch keine Position',
  lastSeenShort: 'zuletzt gesehen {ago}',
  alertSubject: 'Jemand, auf den du aufpasst, ist überfällig (Sacred Spaces)',
  overdueAsked:
    '{name} hat Sacred Spaces gebeten, dir Bescheid zu geben, falls die Wanderung bis {expected} nicht beendet ist.',
  overdueGrace: '{minutes} Minuten später ist die Wanderung weder beendet noch verlängert.',
  noPosition: 'Bei Sacred Spaces ist noch keine Position angekommen.',
  lastPosition: 'Letzte bekannte Position: {lat}, {lng}, {ago} ({time}).',
  lastPositionApproximate: 'Letzte bekannte Position: {lat}, {lng} (ungefähr), {ago} ({time}).',
  mapLine: 'Karte: {url}',
  livePage: 'Live-Seite: {url}',
  routeLine: 'Route: {route}',
  tryToReach:
    'Versuche, {name} zu erreichen. Wenn das nicht gelingt und du dir Sorgen machst, ruf den örtlichen Notruf an und gib diese Position durch.',
  whyAlert:
    'Du bekommst diese Nachricht, weil {name} dich als Notfallkontakt für diese Wanderung gewählt hat; du bekommst nur eine solche Warnung.',
  retention: 'Deine Adresse wird nur für die Wanderung gespeichert und {hours} Stunden nach ihrem Ende gelöscht.',
  safeTitle: '{name} ist in Sicherheit',
  safeBody: '{name} hat um {time} „Mir geht es gut“ gesendet.',
  safeSubject: 'Jemand, auf den du aufpasst, ist in Sicherheit (Sacred Spaces)',
  safeText:
    '{name} hat um {time} über Sacred Spaces „Mir geht es gut“ gesendet, nach der Überfällig-Warnung, die du bekommen hast.',
  whySafe: 'Du bekommst diese Nachricht, weil {name} dich als Notfallkontakt für diese Wanderung gewählt hat.',
  noticeSubject: 'Du wurdest als Notfallkontakt gewählt (Sacred Spaces)',
  noticeChosen: '{name} hat dich als Notfallkontakt für eine Wanderung mit Sacred Spaces gewählt.',
  noticeWhat:
    'Falls die Wanderung zur angegebenen Zeit nicht beendet und nicht verlängert ist, bekommst du eine einzige E-Mail mit der letzten bekannten Position und einem Live-Link zum Mitverfolgen.',
  noticeNothing: 'Du musst jetzt nichts tun.',
  noticeOptOut: 'Wenn du kein Notfallkontakt sein möchtest, öffne diesen Link: {link}',
} satisfies Translation<typeof english>;
