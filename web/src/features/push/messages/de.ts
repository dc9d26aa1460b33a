import type { Translation } from '../../../i18n/catalogue';
import type english from './en';

export default {
  title: 'Push-Benachrichtigungen',
  unsupported: 'Dieser Browser unterstützt keine Push-Benachrichtigungen.',
  enabledTitle: 'Benachrichtigungen eingeschaltet',
  enabled:
    'Heilige Benachrichtigungen sind jetzt eingeschaltet! Deine erste tägliche Erinnerung bekommst du morgen früh.',
  error: 'Fehler',
  enableFailed:
    'Benachrichtigungen ließen sich nicht einschalten. Bitte prüf die Einstellungen deines Browsers und versuch es noch einmal.',
  updateFailed: 'Die Einstellungen konnten nicht gespeichert werden. Bitte versuch es noch einmal.',
  on: 'Benachrichtigungen sind auf diesem Gerät eingeschaltet.',
  off: 'Push-Benachrichtigungen sind auf diesem Gerät ausgeschaltet.',
  dailyReminder: 'Tägliche Erinnerung',
  dailyReminderHint: 'Eine sanfte Einladung am Morgen, innezuhalten und nachzuspüren',
  nearbySacredSpaces: 'Heilige Orte in der Nähe',
  nearbySacredSpacesHint: 'Neue Altäre im Umkreis von 10 km um deinen zuletzt bekannten Standort',
  pilgrimageUpdates: 'Neues von Pilgerwegen',
  pilgrimageUpdatesHint: 'Stationen und Nachrichten deiner Begleitung',
  communityActivity: 'Aktivität in der Community',
  communityActivityHint: 'Likes und Kommentare zu deinen Beiträgen',
  deviceAndMember:
    'Diese Auswahl gilt für dieses Gerät. Deine Schalter unter Einstellungen > Benachrichtigungen gelten für alle deine Geräte (und umfassen Abzeichen); eine Benachrichtigung kommt nur, wenn beide es erlauben, und die Benachrichtigungseinstellungen deines Browsers oder Handys können sie trotzdem stummschalten.',
  disable: 'Benachrichtigungen ausschalten',
  enable: 'Benachrichtigungen einschalten',
} satisfies Translation<typeof english>;
