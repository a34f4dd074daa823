import type { DeliveryErrorCode } from '@gramota/contracts';

/** The delivery contract's error codes in German. */
export const deliveryErrorsDe: Record<DeliveryErrorCode, string> = {
  not_found: 'Nicht gefunden',
  files_invalid: 'Geben Sie die Dateinummern durch Kommas getrennt an',
  email_invalid: 'Geben Sie eine gültige E-Mail-Adresse ein',
  email_taken: 'Diese E-Mail-Adresse gehört zu einem anderen Konto',
  email_present: 'Ihr Konto hat bereits eine E-Mail-Adresse',
  need_login: 'Bitte melden Sie sich zuerst an',
  one_file: 'Per E-Mail kann nur eine Datei gesendet werden',
  send_failed: 'Die Datei konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  rights_not_granted: 'Die Zugriffsrechte wurden leider nicht erteilt!',
  not_configured: 'Diese Versandart ist auf dem Server nicht eingerichtet',
  file_wait: 'Die Datei ist noch nicht fertig. Versuchen Sie es in einer Minute erneut.',
  too_many_mails:
    'In der letzten Stunde wurden zu viele E-Mails gesendet. Bitte später erneut versuchen.',
  in_trash: 'Stellen Sie die Datei aus dem Papierkorb wieder her, bevor Sie sie senden',
  print_order_full: 'Ein Druckauftrag fasst höchstens 200 Dateien. Bestellen Sie zuerst diese.',
  disk_host_refused:
    'Der Cloud-Speicher hat eine Upload-Adresse außerhalb seiner eigenen Server angegeben, daher wurde nichts gesendet. Bitte informieren Sie den Administrator der Website.',
};
