import type { DocsErrorCode } from '@gramota/contracts';

/** The docs contract's error codes in German (loaded with the areas' German strings only). */
export const docsErrorsDe: Record<DocsErrorCode, string> = {
  not_found: 'Nicht gefunden',
  forbidden: 'Zugriff verweigert',
  name_empty: 'Bitte füllen Sie dieses Feld aus',
  name_too_long: 'Das Feld darf höchstens 100 Zeichen lang sein',
  doc_name_too_long: 'Das Feld darf höchstens 200 Zeichen lang sein',
  name_html: 'Der Name darf keine HTML-Tags enthalten',
  search_too_short: 'Geben Sie mindestens 3 Zeichen ein',
  search_too_long: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein',
  type_invalid: 'Unbekannter Dokumenttyp',
  view_invalid: 'Unbekannter Bereich',
  selection_empty: 'Wählen Sie ein Dokument oder einen Ordner',
  selection_invalid: 'Unbekannte Objekte',
  selection_too_large: 'Zu viele Objekte ausgewählt',
  select_document: 'Wählen Sie ein Dokument',
  rename_one: 'Wählen Sie genau ein Dokument oder einen Ordner',
  action_invalid: 'Unbekannte Aktion',
  already_in_trash: 'Dieses Objekt ist bereits im Papierkorb',
  not_in_trash: 'Dieses Objekt ist nicht im Papierkorb',
  trashed_with_folder:
    'Dieses Objekt kam mit seinem Ordner in den Papierkorb: Stellen Sie den ganzen Ordner wieder her oder löschen Sie ihn',
  in_trash: 'Stellen Sie das Dokument oder den Ordner vor dem Öffnen wieder her!',
  move_into_itself:
    'Ein Ordner kann nicht in sich selbst oder in einen seiner Unterordner verschoben werden',
  template_not_found: 'Vorlage nicht gefunden',
  need_only_docs: 'Bitte wählen Sie nur Dokumente aus!',
  need_pro:
    'Um die Dateien auf diese Weise zu erhalten, brauchen Sie PRO-Zugang zu allen Vorlagen der ausgewählten Dokumente.',
  more_than_30: 'Sie können Dateien aus höchstens 30 Dokumenten auf einmal erstellen',
  generation_unavailable: 'Das Erstellen von Dateien ist auf diesem Server noch nicht verfügbar',
};
