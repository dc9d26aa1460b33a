import type { Translation } from '../../../i18n/catalogue';
import type english from './en';

export default {
  title: 'Notificaciones push',
  unsupported: 'Este navegador no admite notificaciones push.',
  enabledTitle: 'Notificaciones activadas',
  enabled:
    '¡Las notificaciones sagradas ya están activadas! Mañana por la mañana recibirás tu primer recordatorio diario.',
  error: 'Error',
  enableFailed: 'No se pudieron activar las notificaciones. Revisa los ajustes de tu navegador e inténtalo de nuevo.',
  updateFailed: 'No se pudieron guardar los ajustes. Inténtalo de nuevo.',
  on: 'Las notificaciones están activadas en este dispositivo.',
  off: 'Las notificaciones push están desactivadas en este dispositivo.',
  dailyReminder: 'Recordatorio diario',
  dailyReminderHint: 'Una suave invitación matinal a detenerte y reflexionar',
  nearbySacredSpaces: 'Espacios sagrados cercanos',
  nearbySacredSpacesHint: 'Nuevos altares a menos de 10 km de tu última ubicación conocida',
  pilgrimageUpdates: 'Novedades de peregrinaciones',
  pilgrimageUpdatesHint: 'Los puntos de control y mensajes de tus acompañantes',
  communityActivity: 'Actividad de la comunidad',
  communityActivityHint: '«Me gusta» y comentarios en tus publicaciones',
  deviceAndMember:
    'Estas opciones son para este dispositivo. Tus interruptores de Ajustes > Notificaciones valen para todos tus dispositivos (e incluyen las insignias); una notificación llega solo cuando ambos la permiten, y los ajustes de notificaciones de tu navegador o teléfono aún pueden silenciarla.',
  disable: 'Desactivar notificaciones',
  enable: 'Activar notificaciones',
} satisfies Translation<typeof english>;
