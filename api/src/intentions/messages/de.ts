import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  confirmSubject: 'Bestätige dein Anliegen für {pilgrimage}',
  confirmBody:
    'Hallo,\n\nÖffne diesen Link, um dein Anliegen den Pilgernden von {pilgrimage} anzuvertrauen:\n{link}\n\nDer Link gilt {hours} Stunden. Wir schreiben dir einmal, wenn es mitgetragen wurde. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Es wird nichts angeboten.\n',
  carriedTitle: 'Dein Anliegen wurde mitgetragen',
  carried: 'Dein Anliegen wurde am {date} zu {place} getragen',
  carriedHow: 'Jemand von Sacred Spaces hat es dorthin getragen und die Station zu Fuß erreicht.',
} satisfies Translation<typeof english>;
