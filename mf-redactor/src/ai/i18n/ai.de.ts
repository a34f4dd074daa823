import type { AiStrings } from './ai.ru';

export const aiDe: AiStrings = {
  open: 'KI-Assistent',
  title: 'KI-Assistent',
  loading: 'Wird geladen…',
  intro:
    'Bitten Sie den Assistenten, den Text des Dokuments zu schreiben oder zu überarbeiten. Er sieht nur den Text dieses Dokuments und Ihre Nachrichten.',
  empty: 'Hier erscheint Ihr Gespräch mit dem Assistenten.',
  you: 'Sie',
  assistant: 'Assistent',
  message: 'Nachricht an den Assistenten',
  placeholder:
    'Zum Beispiel: Schreibe einen Dankesbrief an die Eltern für ihre Hilfe beim Schulfest, herzlich, 60 Wörter',
  hint: 'Enter sendet, Umschalt+Enter beginnt eine neue Zeile',
  tooLong: 'Die Nachricht ist zu lang: höchstens {{max}} Zeichen, jetzt {{length}}.',
  send: 'Senden',
  stop: 'Stopp',
  writing: 'Der Assistent schreibt…',
  stopped: 'Antwort gestoppt: Was angekommen ist, bleibt erhalten.',
  partial: 'Die Antwort ist unvollständig.',
  insert: 'In das Dokument einfügen',
  replace: 'Auswahl ersetzen',
  inserted: 'Der Text wurde in das Dokument eingefügt.',
  insertFailed: 'Einfügen nicht möglich: Wechseln Sie zur Textbearbeitung.',
  clear: 'Verlauf löschen',
  clearFailed: 'Der Verlauf konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  notConfigured:
    'Der KI-Assistent ist auf diesem Server nicht eingerichtet. Ein Administrator kann ihn in den Servereinstellungen verbinden.',
  signIn: 'Melden Sie sich an, um den Assistenten zu nutzen.',
  signInAction: 'Anmelden',
  selection: {
    title: 'Ausgewählter Text',
    none: 'Wählen Sie Text im Dokument aus, um ihn zu kürzen, zu korrigieren oder zu übersetzen.',
    language: 'Übersetzen in',
  },
  actions: {
    shorter: 'Kürzer',
    formal: 'Förmlicher',
    spelling: 'Rechtschreibung korrigieren',
    translate: 'Übersetzen',
  },
  asked: {
    shorter: 'Kürzen: „{{text}}“',
    formal: 'Förmlicher formulieren: „{{text}}“',
    spelling: 'Rechtschreibung korrigieren: „{{text}}“',
    translate: 'Übersetzen ({{language}}): „{{text}}“',
  },
  errors: {
    not_found: 'Dokument nicht gefunden.',
    message_too_short: 'Schreiben Sie mindestens 2 Zeichen.',
    message_too_long: 'Die Nachricht ist zu lang: höchstens 4.000 Zeichen.',
    action_invalid: 'Unbekannte Aktion.',
    language_invalid: 'Wählen Sie eine der Sprachen der Oberfläche.',
    text_required: 'Wählen Sie zuerst den Text aus.',
    rate_minute: 'Zu viele Fragen in einer Minute. Bitte warten Sie kurz.',
    rate_day:
      'Sie haben den Assistenten heute schon sehr oft gefragt. Bitte kommen Sie morgen wieder.',
    ai_not_configured: 'Der KI-Assistent ist auf diesem Server nicht eingerichtet.',
    ai_unreachable: 'Der KI-Dienst ist nicht erreichbar. Bitte versuchen Sie es später.',
    ai_failed: 'Der KI-Dienst hat mit einem Fehler geantwortet. Bitte versuchen Sie es erneut.',
    ai_timeout: 'Der KI-Dienst hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.',
    ai_dropped: 'Die Antwort wurde abgebrochen. Was angekommen ist, bleibt erhalten.',
    ai_garbage: 'Der KI-Dienst hat eine unlesbare Antwort geschickt.',
    rate_address_minute:
      'Zu viele Fragen aus Ihrem Netzwerk in einer Minute. Bitte warten Sie kurz.',
    rate_address_day:
      'Aus Ihrem Netzwerk kamen heute schon sehr viele Fragen. Bitte kommen Sie morgen wieder.',
    ai_budget_spent:
      'Der Assistent hat alle Fragen beantwortet, die dieser Server für heute erlaubt. Bitte kommen Sie morgen wieder.',
    login_required: 'Melden Sie sich an, um den Assistenten zu nutzen.',
    unknown: 'Es kam keine Antwort. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  },
};
