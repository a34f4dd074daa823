import type { LoginStrings } from './login.ru';

export const loginIt: LoginStrings = {
  intro: 'Accedi o registrati per mantenere l’accesso permanente ai tuoi documenti.',
  anonymous: 'Stai lavorando senza accedere: i documenti sono salvati in questo browser.',
  email: 'E-mail',
  password: 'Password',
  newPassword: 'Nuova password',
  name: 'Nome (facoltativo)',
  code: 'Codice dall’e-mail',
  continue: 'Continua',
  signIn: 'Accedi',
  register: 'Registrati',
  changeEmail: 'Modifica',
  emailShown: 'Accesso per {{email}}',
  registerFor: 'Nuovo account per {{email}}',
  registerHint:
    'I documenti che hai già creato senza accedere resteranno nel nuovo account. La password deve avere almeno 8 caratteri.',
  sendCode: 'Inviami un codice al posto della password',
  forgotPassword: 'Password dimenticata?',
  codeSent: 'Abbiamo inviato un codice a {{email}}. È valido per 10 minuti.',
  resetCodeSent:
    'Abbiamo inviato un codice per cambiare la password a {{email}}. È valido per 10 minuti.',
  resendCode: 'Invia di nuovo il codice',
  codeResent: 'Nuovo codice inviato.',
  usePassword: 'Accedi con la password',
  checkCode: 'Verifica il codice',
  setNewPassword: 'Imposta una nuova password per {{email}}.',
  savePassword: 'Salva la password e accedi',
  done: 'Accesso effettuato. Un attimo…',
  or: 'oppure',
  socialSignIn: 'Accedi con {{name}}',
  outboxHint:
    'Su questo server la posta non è configurata: l’e-mail con il codice si trova nella pagina di servizio',
  outboxLink: 'Posta in uscita',
};
