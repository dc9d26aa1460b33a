import type { Translation } from '../../i18n/catalogue';
import type english from './en';

export default {
  mainNavigation: 'Navegación principal',
  skipToContent: 'Saltar al contenido',
  navMap: 'Mapa',
  navPilgrimages: 'Peregrinaciones',
  navAddAltar: 'Añadir\naltar',
  navFeed: 'Comunidad',
  navProfile: 'Perfil',
  guestModeTitle: 'Modo invitado sagrado',
  guestClaimUnknown: 'Explorando espacios sagrados',
  guestClaimCapped: 'Explorando {cap}+ espacios sagrados',
  guestClaim: 'Explorando {count, plural, one {# espacio sagrado} other {# espacios sagrados}}',
  signIn: 'Iniciar sesión',
  signInTitle: 'Iniciar sesión',
  guestFeed: 'Inicia sesión para ver la comunidad',
  guestProfile: 'Inicia sesión para ver tu perfil',
  notFoundTitle: 'Página no encontrada',
  notFoundBody: 'La página que buscas no existe o se ha movido.',
  home: 'Inicio',
  exploreMap: 'Explorar el mapa',
  routeErrorTitle: 'Algo ha salido mal',
  routeErrorMessage: 'No se ha podido mostrar esta página. Comprueba tu conexión y vuelve a intentarlo.',
  notifications: 'Notificaciones ({hotkey})',
  dismissNotification: 'Cerrar la notificación',
} satisfies Translation<typeof english>;
