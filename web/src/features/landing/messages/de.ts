import type { Translation } from '../../../i18n/catalogue';
import type english from './en';

export default {
  documentTitle: 'Willkommen',
  splashLabel: 'Willkommen',
  close: 'Schließen',
  introLabel: 'Einführung',
  closeIntro: 'Einführung schließen',
  signIn: 'Anmelden',
  slidePosition: '{position} von {count}',
  previousSlide: 'Vorherige Folie',
  nextSlide: 'Nächste Folie',
  goToSlide: 'Zu Folie {position}: {title}',
  next: 'Weiter',
  getStarted: 'Los geht’s',
  discoverTitle: 'Schöne Orte entdecken',
  discoverDescription:
    'Finde stille Altäre und heilige Orte, verborgen in Wäldern, auf Berggipfeln und an ruhigem Wasser – alle auf einer Karte.',
  createTitle: 'Friedliche Orte gestalten',
  createDescription:
    'Sammle Steine, Blüten und heruntergefallene Äste, baue einen kleinen Altar und teile seine Geschichte mit der Gemeinschaft.',
  visitTitle: 'Besuchen & mitwirken',
  visitDescription:
    'Besuche einen Altar, nimm dir einen stillen Moment für ein Ritual, schreib eine Bewertung und hinterlass nichts als deine Fürsorge.',
  connectTitle: 'Gemeinschaft erleben',
  connectDescription: 'Geh Pilgerwege mit anderen Suchenden, teile deine Reise und kümmert euch gemeinsam um die Erde.',
  heading: 'Schöne Orte entdecken',
  lead: 'Finde, gestalte und besuche friedliche Orte in der Natur – mit einer Gemeinschaft, die sich um sie kümmert.',
  haveAccount: 'Schon ein Konto? <link>Anmelden</link>',
  or: 'oder',
  enterAsGuest: 'Als heiliger Gast eintreten',
  guestNote: 'Altäre ohne Konto entdecken',
  footer: 'Wenn du fortfährst, trittst du dem Heiligen Kreis bei und achtest unseren Gemeinschaftsbund.',
} satisfies Translation<typeof english>;
