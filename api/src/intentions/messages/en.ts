/** The intention emails and push (intention.service.ts; core's deliveredText for "carried"). */
export default {
  confirmSubject: 'Confirm your intention for {pilgrimage}',
  confirmBody:
    'Hello,\n\nOpen this link to offer your intention to the walkers of {pilgrimage}:\n{link}\n\nThe link works for {hours} hours. We will write to you once, when it is carried. If you did not ask for this, ignore this email: nothing will be offered.\n',
  carriedTitle: 'Your intention was carried',
  carried: 'Your intention was carried to {place} on {date}',
  carriedHow: 'A walker of Sacred Spaces carried it there and reached the site on foot.',
} as const;
