import type { Translation } from '../../i18n/translator';
import type english from './en';

// {type} is the content's type as the API names it (post, review, altar, pilgrimage, intention).
export default {
  hiddenSubject: 'Durch Meldungen ausgeblendet: {type} {id}',
  decideSubject: 'Entscheidung nötig: {type} {id}',
  reportedSubject: 'Neue Meldung: {type} {id}',
  hiddenText: 'Der Inhalt {type} {id} ist jetzt für alle außer der verfassenden Person ausgeblendet.',
  decideText:
    'Der Inhalt {type} {id} wurde von {threshold} etablierten Mitgliedern gemeldet. Er bleibt sichtbar, bis jemand aus der Moderation entscheidet.',
  reportedText: 'Der Inhalt {type} {id} wurde gemeldet.',
  openReports: 'Offene Meldungen: {count}.',
  decideIn: 'Entscheide in der Moderationsliste: {link}',
} satisfies Translation<typeof english>;
