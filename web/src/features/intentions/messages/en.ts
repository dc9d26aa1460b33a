import { INTENTION_API_TEXTS } from '../apiTexts';

/** Carried intentions: entrust one, confirm it by email, carry it, and see what became of it. */
export default {
  ...INTENTION_API_TEXTS,
  // Where an intention goes and from whom (`place` is `site` or `whole`, `named` is `yes` or `no`).
  toFrom:
    '{place, select, site {To {altar}} other {To the whole pilgrimage}} · {named, select, yes {from {from}} other {from someone who stays unnamed}}',
  carryAria:
    '{place, select, site {Carry the intention to {altar}} other {Carry the intention to the whole pilgrimage}}',
  // What became of an intention, as its sender reads it.
  statusOffered: 'Waiting for a walker to carry it',
  statusCarried:
    '{place, select, site {A walker carries it to {altar}} other {A walker carries it to the whole pilgrimage}}',
  statusDelivered:
    '{place, select, site {Carried to {altar} on {date}} other {Carried to the whole pilgrimage on {date}}}',
  statusDeclined: 'Its walker gave it back',
  statusWithdrawn: 'You withdrew it',
  statusUnconfirmed: 'Waiting for you to open the link we emailed',
  withAnonymous: '{status} · anonymous',
  // /intentions
  pageTitle: 'Your intentions',
  pageLead: 'What you entrusted to walkers, and where it was carried.',
  reading: 'Reading your intentions...',
  noneTitle: 'No intentions yet',
  noneText: "On a pilgrimage's page, “Carry an intention” asks a walker to take yours along.",
  findPilgrimage: 'Find a pilgrimage',
  intentionFor: 'Intention for {pilgrimage}',
  withdraw: 'Withdraw',
  // /intentions/confirm
  confirmDocumentTitle: 'Confirm your intention',
  confirmTitle: 'Your intention',
  confirming: 'Confirming...',
  confirmedNote: 'We will write to you once, when a walker has carried it.',
  seePilgrimage: 'See the pilgrimage',
  pilgrimages: 'Pilgrimages',
  // Carry an intention (the pilgrimage's page)
  entrustTitle: 'Carry an intention',
  entrustNote:
    'Entrust a prayer or a hope to this pilgrimage. A walker carries it to the site you choose, and you are told when it is delivered. Only you and your carrier read it.',
  textLabel: 'Your intention',
  charactersLeft: '{count, plural, other {# characters left}}',
  charactersTooMany: '{count, plural, other {# characters too many}}',
  carriedTo: 'Carried to',
  wholePilgrimageOption: 'The whole pilgrimage (delivered at its end)',
  emailLabel: 'Your email (to confirm it, and to tell you when it is carried)',
  anonymous: 'Anonymous: my carrier does not see my name',
  sending: 'Sending...',
  entrust: 'Entrust this intention',
  entrustOffline: 'Connect to the network to entrust an intention.',
  entrustFailed: 'The intention could not be sent. Please try again.',
  // Intentions to carry (the walker's card)
  carryTitle: 'Intentions to carry',
  readingCarry: 'Reading the intentions...',
  offlineNote: 'Offline: what you carry, as last seen. Each is delivered when your checkpoint reaches the server.',
  youCarry: 'You carry',
  nothingYet: 'Nothing yet.',
  carriedList: 'Intentions you carry',
  delivered: 'Delivered {date}',
  decline: 'Decline',
  offeredHeading: 'Offered on this pilgrimage',
  noneWaitingTitle: 'No intentions waiting',
  noneWaitingText: 'When someone entrusts one to this pilgrimage, it shows here.',
  offeredList: 'Intentions offered',
  carryIt: 'Carry it',
  carryFull: 'You carry {count}: deliver one before taking another.',
  beginToCarry: "Begin this pilgrimage to carry others' intentions.",
  actionFailed: 'That did not work. Please try again.',
  // Reporting a carried intention
  report: 'Report',
  reportTitle: 'Report this intention',
  reportText: 'The moderators read your reason and the intention. You will no longer carry it.',
  reason: 'Reason',
  cancel: 'Cancel',
  sendReport: 'Send report',
  reportFailed: 'The report could not be sent.',
};
