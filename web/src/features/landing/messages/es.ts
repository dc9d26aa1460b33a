import type { Translation } from '../../../i18n/catalogue';
import type english from './en';

export default {
  documentTitle: 'Bienvenida',
  splashLabel: 'Bienvenida',
  close: 'Cerrar',
  introLabel: 'Introducción',
  closeIntro: 'Cerrar la introducción',
  signIn: 'Iniciar sesión',
  slidePosition: '{position} de {count}',
  previousSlide: 'Diapositiva anterior',
  nextSlide: 'Diapositiva siguiente',
  goToSlide: 'Ir a la diapositiva {position}: {title}',
  next: 'Siguiente',
  getStarted: 'Empezar',
  discoverTitle: 'Descubre lugares hermosos',
  discoverDescription:
    'Encuentra altares tranquilos y espacios sagrados escondidos en bosques, en cumbres y junto a aguas serenas, todo en un mapa.',
  createTitle: 'Crea espacios de paz',
  createDescription:
    'Reúne piedras, pétalos y ramas caídas para construir un pequeño altar y comparte su historia con la comunidad.',
  visitTitle: 'Visita y contribuye',
  visitDescription:
    'Visita un altar, dedica un momento de calma a un ritual, deja una reseña y aporta tu cuidado sin dejar rastro.',
  connectTitle: 'Conecta con la comunidad',
  connectDescription: 'Recorre peregrinaciones con otros buscadores, comparte tu camino y cuidad juntos de la tierra.',
  heading: 'Descubre espacios hermosos',
  lead: 'Encuentra, crea y visita lugares de paz en la naturaleza, con una comunidad que los cuida.',
  haveAccount: '¿Ya tienes una cuenta? <link>Iniciar sesión</link>',
  or: 'o',
  enterAsGuest: 'Entrar como invitado sagrado',
  guestNote: 'Explora altares sin una cuenta',
  footer: 'Al continuar, te unes al Círculo Sagrado y honras nuestro Pacto de la Comunidad.',
} satisfies Translation<typeof english>;
