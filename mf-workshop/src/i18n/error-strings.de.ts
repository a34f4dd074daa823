import type { WorkshopErrorCode } from '@gramota/contracts';
// The German docs error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsDe } from '@gramota/ui/strings/docs-errors.de';
import type { WorkshopErrors } from './error-strings';

const workshopErrorsDe: Record<WorkshopErrorCode, string> = {
  login_required: 'Melden Sie sich an, um eine Vorlage zu erstellen',
  not_found: 'Nicht gefunden',
  forbidden: 'Zugriff verweigert',
  format_invalid: 'Unbekanntes Seitenformat',
  maket_invalid: 'Unbekanntes Layout',
  scene_invalid: 'Die Vorlage konnte nicht gelesen werden',
  scene_too_large: 'Die Vorlage ist zu groß',
  margins_invalid: 'Die Ränder konnten nicht gelesen werden',
  template_locked:
    'Aus dieser Vorlage liegen bereits Dateien im Speicher: Erstellen Sie eine Kopie, um die Gestaltung zu ändern',
  template_in_use:
    'Diese Vorlage wird von Dokumenten verwendet, die daraus erstellt wurden: Löschen Sie diese zuerst oder behalten Sie die Vorlage',
  not_ready: 'Die Vorlage wird vorbereitet: Klicken Sie im Vorlageneditor auf „Fertig“',
  file_missing: 'Wählen Sie ein Bild zum Hochladen aus',
  file_too_large: 'Das Bild ist größer als 10 MB',
  file_not_image: 'Diese Datei ist kein Bild: Laden Sie JPEG, PNG oder WebP hoch',
  file_svg: 'SVG-Bilder können nicht hochgeladen werden: Speichern Sie das Bild als PNG',
  image_too_large: 'Das Bild hat zu viele Pixel',
  upload_failed: 'Fehler beim Hochladen. Bitte versuchen Sie es erneut',
  upload_rate: 'Zu viele Bilder hochgeladen: versuchen Sie es in ein paar Minuten erneut',
  share_type_invalid: 'Unbekannte Zugriffsart',
  share_user_missing: 'Es gibt keinen Benutzer mit dieser E-Mail-Adresse oder ID',
  share_self: 'Sie können nicht mit sich selbst teilen',
  share_user_exists: 'Dieser Benutzer hat bereits Zugriff',
  different_access: 'Die ausgewählten Objekte haben unterschiedliche Zugriffsrechte',
  selection_empty: 'Wählen Sie ein Dokument oder einen Ordner aus',
  select_template: 'Wählen Sie eine Vorlage aus',
  create_failed: 'Die Vorlage konnte nicht erstellt werden. Bitte versuchen Sie es erneut',
};

/** The area's error texts in German (the workshop's codes win, as in Russian). */
export const errorsDe: WorkshopErrors = { ...docsErrorsDe, ...workshopErrorsDe };
