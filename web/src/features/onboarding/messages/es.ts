import type { Translation } from '../../../i18n/catalogue';
import type english from './en';

export default {
  welcomeTitle: 'Bienvenida',
  welcomeBody:
    'Te damos la bienvenida a Sacred Spaces, un mapa comunitario de lugares de paz en la naturaleza, creado por personas que aman y protegen la tierra.',
  discoverTitle: 'Descubre espacios sagrados',
  discoverBody:
    'Explora el mapa para encontrar altares cerca de ti. Toca un marcador para leer su historia, ver fotos y planear una visita.',
  altarTitle: 'Crea tu propio altar',
  altarBody:
    '¿Has encontrado un lugar especial? Usa Añadir altar para compartirlo: añade hasta tres fotos, su historia, los materiales usados y su ubicación.',
  earthTitle: 'Pautas de la Tierra Sagrada',
  earthBody:
    'Usa solo materiales naturales y biodegradables que encuentres cerca. Nada de plástico ni residuos: deja cada lugar tan limpio como lo encontraste, o más.',
  pilgrimageTitle: 'Haz una peregrinación',
  pilgrimageBody:
    'Sigue una ruta que une lugares sagrados, registra tu recorrido mientras caminas y marca los puntos de control por el camino.',
  communityTitle: 'Crea comunidad',
  communityBody:
    'Comparte momentos en la comunidad, escribe reseñas, lleva un diario sagrado y camina junto a otros peregrinos.',
  completionTitle: '¡Todo listo!',
  itemExplore: 'Explora el mapa',
  itemAltar: 'Crea tu primer altar',
  itemPilgrimage: 'Únete a una peregrinación',
  itemShare: 'Comparte tu camino',
  itemConnect: 'Conecta con otras personas',
  itemProtect: 'Protege la naturaleza',
  stepLabel: 'Paso {position} de {total}',
  skip: 'Omitir',
  progress: 'Progreso de la introducción',
  previous: 'Anterior',
  next: 'Siguiente',
  getStarted: 'Empezar',
  completionText: 'Tu camino sagrado empieza ahora. Esto es lo que puedes hacer:',
  startExploring: 'Empezar a explorar',
} satisfies Translation<typeof english>;
