import type { DeliveryErrorCode } from '@gramota/contracts';

/** The delivery contract's error codes in Italian. */
export const deliveryErrorsIt: Record<DeliveryErrorCode, string> = {
  not_found: 'Non trovato',
  files_invalid: 'Indica i numeri dei file separati da virgole',
  email_invalid: 'Inserisci un indirizzo email valido',
  email_taken: 'Questo indirizzo email appartiene a un altro account',
  email_present: 'Il tuo account ha già un indirizzo email',
  need_login: 'Accedi prima',
  one_file: 'Via email si può inviare un solo file',
  send_failed: 'Impossibile inviare il file. Riprova più tardi.',
  rights_not_granted: 'Purtroppo i permessi di accesso non sono stati concessi!',
  not_configured: 'Questo metodo di invio non è configurato sul server',
  file_wait: 'Il file non è ancora pronto. Riprova tra un minuto.',
  too_many_mails: 'Troppe email inviate nell’ultima ora. Riprova più tardi.',
  in_trash: 'Ripristina il file dal cestino prima di inviarlo',
  print_order_full: 'Un ordine di stampa contiene al massimo 200 file. Ordina prima questi.',
  disk_host_refused:
    'Il disco cloud ha indicato un indirizzo di caricamento fuori dai propri server, quindi non è stato inviato nulla. Avvisa l’amministratore del sito.',
};
