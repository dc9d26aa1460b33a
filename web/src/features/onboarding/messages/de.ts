import type { Translation } from '../../../i18n/catalogue';
import type english from './en';

export default {
  welcomeTitle: 'Willkommen',
  welcomeBody:
    'Willkommen bei Sacred Spaces, einer gemeinsamen Karte friedlicher Orte in der Natur, gestaltet von Menschen, die das Land lieben und schützen.',
  discoverTitle: 'Heilige Orte entdecken',
  discoverBody:
    'Erkunde die Karte und finde Altäre in deiner Nähe. Tippe auf eine Markierung, um ihre Geschichte zu lesen, Fotos zu sehen und einen Besuch zu planen.',
  altarTitle: 'Deinen eigenen Altar gestalten',
  altarBody:
    'Einen besonderen Ort gefunden? Teile ihn mit „Altar hinzufügen“: bis zu drei Fotos, seine Geschichte, die verwendeten Materialien und sein Standort.',
  earthTitle: 'Leitlinien für die heilige Erde',
  earthBody:
    'Verwende nur natürliche, biologisch abbaubare Materialien aus der Umgebung. Kein Plastik, kein Müll: Hinterlass jeden Ort so sauber, wie du ihn vorgefunden hast, oder sauberer.',
  pilgrimageTitle: 'Einen Pilgerweg gehen',
  pilgrimageBody:
    'Folge einer Route, die heilige Orte verbindet, zeichne deine Wanderung beim Gehen auf und markiere unterwegs die Checkpoints.',
  communityTitle: 'Gemeinschaft aufbauen',
  communityBody:
    'Teile Momente in der Community, schreib Bewertungen, führe ein heiliges Tagebuch und wandere mit anderen Pilgernden.',
  completionTitle: 'Alles bereit!',
  itemExplore: 'Die Karte erkunden',
  itemAltar: 'Deinen ersten Altar gestalten',
  itemPilgrimage: 'Einen Pilgerweg mitgehen',
  itemShare: 'Deine Reise teilen',
  itemConnect: 'Mit anderen in Verbindung kommen',
  itemProtect: 'Die Natur schützen',
  stepLabel: 'Schritt {position} von {total}',
  skip: 'Überspringen',
  progress: 'Fortschritt der Einführung',
  previous: 'Zurück',
  next: 'Weiter',
  getStarted: 'Los geht’s',
  completionText: 'Deine heilige Reise beginnt jetzt. Das kannst du tun:',
  startExploring: 'Jetzt entdecken',
} satisfies Translation<typeof english>;
