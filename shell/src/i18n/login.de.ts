import type { LoginStrings } from './login.ru';

export const loginDe: LoginStrings = {
  intro:
    'Melden Sie sich an oder registrieren Sie sich, um dauerhaft auf Ihre Dokumente zugreifen zu können.',
  anonymous:
    'Sie arbeiten gerade ohne Anmeldung: Ihre Dokumente werden in diesem Browser gespeichert.',
  email: 'E-Mail',
  password: 'Passwort',
  newPassword: 'Neues Passwort',
  name: 'Name (optional)',
  code: 'Code aus der E-Mail',
  continue: 'Weiter',
  signIn: 'Anmelden',
  register: 'Registrieren',
  changeEmail: 'Ändern',
  emailShown: 'Anmeldung als {{email}}',
  registerFor: 'Neues Konto für {{email}}',
  registerHint:
    'Dokumente, die Sie bereits ohne Anmeldung erstellt haben, bleiben im neuen Konto erhalten. Das Passwort muss mindestens 8 Zeichen lang sein.',
  sendCode: 'Code statt Passwort senden',
  forgotPassword: 'Passwort vergessen?',
  codeSent: 'Wir haben einen Code an {{email}} gesendet. Er ist 10 Minuten gültig.',
  resetCodeSent:
    'Wir haben einen Code zum Ändern des Passworts an {{email}} gesendet. Er ist 10 Minuten gültig.',
  resendCode: 'Code erneut senden',
  codeResent: 'Ein neuer Code wurde gesendet.',
  usePassword: 'Mit Passwort anmelden',
  checkCode: 'Code prüfen',
  setNewPassword: 'Legen Sie ein neues Passwort für {{email}} fest.',
  savePassword: 'Passwort speichern und anmelden',
  done: 'Sie sind angemeldet. Einen Moment…',
  or: 'oder',
  socialSignIn: 'Mit {{name}} anmelden',
  outboxHint:
    'Auf diesem Server ist kein E-Mail-Versand eingerichtet: Die E-Mail mit dem Code liegt auf einer Betreiberseite',
  outboxLink: 'Ausgehende E-Mails',
};
