/** The moderators' alert emails (report.service.ts); the content named by its type and id, as today. */
export default {
  hiddenSubject: 'Hidden by reports: {type} {id}',
  decideSubject: 'Needs a decision: {type} {id}',
  reportedSubject: 'New report: {type} {id}',
  hiddenText: 'The {type} {id} is now hidden from everyone but its author.',
  decideText:
    'The {type} {id} was reported by {threshold} established members. It stays visible until a moderator decides.',
  reportedText: 'The {type} {id} was reported.',
  openReports: 'Open reports: {count}.',
  decideIn: 'Decide in the moderation queue: {link}',
} as const;
