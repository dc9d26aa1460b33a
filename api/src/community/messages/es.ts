import type { Translation } from '../../i18n/translator';
import type english from './en';

// {type} is the content's type as the API names it (post, review, altar, pilgrimage, intention).
export default {
  hiddenSubject: 'Oculto por denuncias: {type} {id}',
  decideSubject: 'Necesita una decisión: {type} {id}',
  reportedSubject: 'Nueva denuncia: {type} {id}',
  hiddenText: 'El contenido {type} {id} queda oculto para todos salvo para su autor.',
  decideText:
    'El contenido {type} {id} ha sido denunciado por {threshold} miembros veteranos. Sigue visible hasta que un moderador decida.',
  reportedText: 'El contenido {type} {id} ha sido denunciado.',
  openReports: 'Denuncias abiertas: {count}.',
  decideIn: 'Decide en la cola de moderación: {link}',
} satisfies Translation<typeof english>;
