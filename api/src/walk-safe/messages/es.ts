import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  someone: 'Alguien',
  reminderTitle: '¿Sigues caminando?',
  reminderBody: 'Amplía o termina',
  justNow: 'ahora mismo',
  minutesAgo: 'hace {minutes} min',
  hoursAgo: 'hace {hours} h',
  hoursMinutesAgo: 'hace {hours} h {minutes} min',
  daysAgo: 'hace {days} días',
  expectedUnknown: 'la hora que indicó',
  overdueTitle: '{name} no ha vuelto a tiempo',
  overdueBody: 'Debía volver antes de {expected}; {seen}.',
  noPositionShort: 'aún sin posición',
  lastSeenShort: 'vista por última vez {ago}',
  alertSubject: 'Alguien a quien acompañas no ha vuelto a tiempo (Sacred Spaces)',
  overdueAsked: '{name} pidió a Sacred Spaces que te avisara si no volvía de su caminata antes de {expected}.',
  overdueGrace: '{minutes} minutos después no ha terminado ni ampliado la caminata.',
  noPosition: 'Todavía no ha llegado ninguna posición a Sacred Spaces.',
  lastPosition: 'Última posición conocida: {lat}, {lng}, {ago} ({time}).',
  lastPositionApproximate: 'Última posición conocida: {lat}, {lng} (aproximada), {ago} ({time}).',
  mapLine: 'Mapa: {url}',
  livePage: 'Página en directo: {url}',
  routeLine: 'Ruta: {route}',
  tryToReach:
    'Intenta contactar con {name}. Si no lo consigues y te preocupa, llama a los servicios de emergencia locales y dales esta posición.',
  whyAlert:
    'Recibes esto porque {name} te eligió como contacto de seguridad para esta caminata; solo recibes un aviso así.',
  retention: 'Tu dirección solo se guarda durante la caminata y se borra {hours} horas después de que termine.',
  safeTitle: '{name} está a salvo',
  safeBody: '{name} envió «Estoy bien» a las {time}.',
  safeSubject: 'Alguien a quien acompañas está a salvo (Sacred Spaces)',
  safeText: '{name} envió «Estoy bien» desde Sacred Spaces a las {time}, después del aviso de retraso que recibiste.',
  whySafe: 'Recibes esto porque {name} te eligió como contacto de seguridad para esta caminata.',
  noticeSubject: 'Te han elegido como contacto de seguridad (Sacred Spaces)',
  noticeChosen: '{name} te eligió como contacto de seguridad para una caminata en Sacred Spaces.',
  noticeWhat:
    'Si no ha vuelto a la hora indicada y no la ha ampliado, recibirás un único correo con su última posición conocida y un enlace en directo para seguirle.',
  noticeNothing: 'Ahora no tienes que hacer nada.',
  noticeOptOut: 'Si no quieres ser contacto de seguridad, abre este enlace: {link}',
} satisfies Translation<typeof english>;
