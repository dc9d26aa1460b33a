import type { Translation } from '../../../i18n/catalogue';
import type english from './en';

export default {
  apiJourneyNotFound: 'Abgeschlossene Wanderung nicht gefunden',
  apiNotCompleted:
    'Diese Wanderung ist noch nicht abgeschlossen: Eine Urkunde gibt es, sobald jede Station erreicht ist.',
  apiCredentialNotFound: 'Urkunde nicht gefunden',
  apiVerified: 'Diese Urkunde ist echt: Sacred Spaces hat sie ausgestellt, und sie wurde nicht verändert.',
  apiNotVerified:
    'Diese Urkunde lässt sich nicht bestätigen: Sie wurde nach der Ausstellung verändert oder nicht von uns ausgestellt.',
  passportTitle: 'Pilgerpass',
  passportLead:
    'Jeder Checkpoint, den du im Umkreis von 0,1 Meilen (rund 160 m) um seine Station erreichst, ist hier ein Stempel.',
  opening: 'Dein Pass wird geöffnet...',
  noStampsTitle: 'Noch keine Stempel',
  noStampsText: 'Beginne einen Pilgerweg und erreiche seine erste Station, um einen zu bekommen.',
  stampCount: '{count, plural, one {# Stempel} other {# Stempel}}',
  completedOn: 'Abgeschlossen am {date}',
  underWay: 'Unterwegs',
  noDate: '—',
  stampsOf: 'Stempel von {pilgrimage}',
  openCredential: 'Deine Urkunde öffnen',
  showName: 'Meinen Namen auf der Urkunde zeigen',
  issueAgain: 'Neu ausstellen',
  getCredential: 'Meine Urkunde holen',
  issueFailed: 'Die Urkunde konnte nicht ausgestellt werden.',
  verifyTitle: 'Pilgerurkunde prüfen',
  credentialTitle: 'Pilgerurkunde',
  checking: 'Die Urkunde wird geprüft...',
  noSuchCredential: 'Diese Urkunde gibt es nicht',
  noSuchCredentialText: 'Vielleicht ist der Link vertippt; bitte die Person, der sie gehört, um den QR-Code.',
  holderCompleted: '{holder} hat <name>{pilgrimage}</name> am <time>{date}</time> abgeschlossen.',
  pilgrimCompleted: 'Eine Pilgerin oder ein Pilger hat <name>{pilgrimage}</name> am <time>{date}</time> abgeschlossen.',
  provesStamps: 'Sie belegt diese Stempel:',
  stampsProved: 'Belegte Stempel',
  provedStamp: '{altar}, <time>{date}</time>',
  positionsChecked:
    'Jede Position wurde geprüft: Einen Stempel gibt es nur im Umkreis von 0,1 Meilen (rund 160 m) um seine Station. Wo die Stationen liegen und wo gewandert wurde, steht nicht in der Urkunde.',
  qrAlt: 'QR-Code der Adresse dieser Seite, {address}',
  signedOn: 'Signiert von Sacred Spaces (Ed25519) am <time>{date}</time>.',
  print: 'Drucken',
} satisfies Translation<typeof english>;
