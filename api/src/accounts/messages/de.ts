import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  greeting: 'Hallo {name},',
  greetingNoName: 'Hallo,',
  verifySubject: 'Bestätige deine E-Mail-Adresse für Sacred Spaces',
  verifyBody:
    'Öffne diesen Link, um deine E-Mail-Adresse zu bestätigen und die Registrierung abzuschließen:\n{link}\n\nDer Link gilt {hours} Stunden. Wenn du dich nicht registriert hast, öffne ihn nicht: Jemand hat deine Adresse mit einem eigenen Passwort verwendet. Damit das Konto dir gehört, wähle unter {resetLink} dein eigenes Passwort.\n',
  signInSubject: 'Schließe deine Anmeldung bei Sacred Spaces ab',
  signInBody:
    'Jemand hat viele Passwörter an deinem Konto ausprobiert, deshalb schließt ein neues Gerät die Anmeldung per E-Mail ab. Du hast dich gerade mit dem richtigen Passwort angemeldet; öffne diesen Link auf diesem Gerät, um die Anmeldung abzuschließen (er gilt {minutes} Minuten, einmal):\n{link}\n\nWenn du das nicht warst, kennt jemand dein Passwort: Wähle unter {resetLink} ein neues.\n',
  signupAttemptSubject: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
  signupAttemptBody:
    'Jemand wollte mit dieser E-Mail-Adresse ein Sacred-Spaces-Konto anlegen, aber es gibt schon eines.\nWenn du das warst, melde dich an: {loginLink}\noder wähle mit diesem Link ein neues Passwort (er gilt eine Stunde):\n{link}\n\nWenn du das nicht warst, ignoriere diese E-Mail; es hat sich nichts geändert.\n',
  resetSubject: 'Wähle ein neues Passwort für Sacred Spaces',
  resetBody:
    'Öffne diesen Link, um ein neues Passwort zu wählen (er gilt eine Stunde, einmal):\n{link}\n\nWenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt, wie es ist.\n',
} satisfies Translation<typeof english>;
