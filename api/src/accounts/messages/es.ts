import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  greeting: 'Hola, {name}:',
  greetingNoName: 'Hola:',
  verifySubject: 'Confirma tu correo para Sacred Spaces',
  verifyBody:
    'Abre este enlace para confirmar tu correo y terminar de crear tu cuenta:\n{link}\n\nEl enlace funciona durante {hours} horas. Si no creaste ninguna cuenta, no lo abras: alguien usó tu dirección con una contraseña suya. Para que la cuenta sea tuya, elige tu propia contraseña en {resetLink}.\n',
  signInSubject: 'Termina de iniciar sesión en Sacred Spaces',
  signInBody:
    'Alguien ha probado muchas contraseñas en tu cuenta, así que un dispositivo nuevo termina de iniciar sesión por correo. Acabas de iniciar sesión con la contraseña correcta; abre este enlace en ese dispositivo para terminar (funciona durante {minutes} minutos, una sola vez):\n{link}\n\nSi no fuiste tú, alguien conoce tu contraseña: elige una nueva en {resetLink}.\n',
  signupAttemptSubject: 'Alguien intentó crear una cuenta con tu correo',
  signupAttemptBody:
    'Alguien intentó crear una cuenta de Sacred Spaces con este correo, que ya tiene una.\nSi fuiste tú, inicia sesión: {loginLink}\no elige una contraseña nueva con este enlace (funciona durante una hora):\n{link}\n\nSi no fuiste tú, ignora este correo; no ha cambiado nada.\n',
  resetSubject: 'Elige una contraseña nueva para Sacred Spaces',
  resetBody:
    'Abre este enlace para elegir una contraseña nueva (funciona durante una hora, una sola vez):\n{link}\n\nSi no lo pediste, ignora este correo; tu contraseña sigue igual.\n',
} satisfies Translation<typeof english>;
