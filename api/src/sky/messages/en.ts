/** The first-light reminder push (sky.service.ts); at least 5 minutes before, so "minutes" as today. */
export default {
  reminderTitle: 'First light at {altar}',
  reminderBody: 'The Sun reaches the altar in {minutes, plural, one {# minute} other {# minutes}}.',
} as const;
