import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  confirmSubject: 'Confirma tu intención para {pilgrimage}',
  confirmBody:
    'Hola:\n\nAbre este enlace para confiar tu intención a quienes caminan {pilgrimage}:\n{link}\n\nEl enlace funciona durante {hours} horas. Te escribiremos una sola vez, cuando la lleven. Si no lo pediste, ignora este correo: no se ofrecerá nada.\n',
  carriedTitle: 'Tu intención ha sido llevada',
  carried: 'Tu intención fue llevada a {place} el {date}',
  carriedHow: 'Una persona de Sacred Spaces la llevó hasta allí y llegó a pie a la parada.',
} satisfies Translation<typeof english>;
