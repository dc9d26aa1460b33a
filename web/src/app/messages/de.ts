import type { Translation } from '../../i18n/catalogue';
import type english from './en';

export default {
  mainNavigation: 'Hauptnavigation',
  skipToContent: 'Zum Inhalt springen',
  navMap: 'Karte',
  navPilgrimages: 'Pilgerwege',
  navAddAltar: 'Altar\nhinzufügen',
  navFeed: 'Community',
  navProfile: 'Profil',
  guestModeTitle: 'Heiliger Gastmodus',
  guestClaimUnknown: 'Heilige Orte entdecken',
  guestClaimCapped: '{cap}+ heilige Orte entdecken',
  guestClaim: '{count, plural, one {# heiligen Ort entdecken} other {# heilige Orte entdecken}}',
  signIn: 'Anmelden',
  signInTitle: 'Anmelden',
  guestFeed: 'Melde dich an, um die Community zu sehen',
  guestProfile: 'Melde dich an, um dein Profil zu sehen',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundBody: 'Die Seite, die du suchst, gibt es nicht oder sie ist umgezogen.',
  home: 'Startseite',
  exploreMap: 'Karte entdecken',
  routeErrorTitle: 'Etwas ist schiefgelaufen',
  routeErrorMessage: 'Diese Seite konnte nicht angezeigt werden. Prüfe deine Verbindung und versuch es noch einmal.',
  notifications: 'Benachrichtigungen ({hotkey})',
  dismissNotification: 'Benachrichtigung schließen',
} satisfies Translation<typeof english>;
