import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  subject: 'Deine Woche bei Sacred Spaces',
  pilgrim: 'Pilgernde',
  greeting: 'Hallo {name},',
  yourWeek: 'Deine Woche:',
  rituals: '- {count, plural, one {{count} Ritual} other {{count} Rituale}}',
  journeysCompleted:
    '- {count, plural, one {{count} Pilgerweg abgeschlossen} other {{count} Pilgerwege abgeschlossen}}',
  communityWeek: 'Die Community diese Woche:',
  newAltars: '- {count, plural, one {{count} neuer heiliger Ort} other {{count} neue heilige Orte}}',
  newPosts: '- {count, plural, one {{count} neuer Beitrag} other {{count} neue Beiträge}}',
  newlyShared: '- Neu geteilt: {names}',
  visit: 'Besuchen: {link}',
  why: 'Du bekommst diese E-Mail, weil der wöchentliche E-Mail-Überblick in deinen Einstellungen an ist. Abbestellen: {link}',
  unsubscribe: 'Abbestellen',
} satisfies Translation<typeof english>;
