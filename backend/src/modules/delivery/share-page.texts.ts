import type { Language } from '@gramota/contracts';

/** The share-to-mobile page's words (plain text: the page escapes nothing of these). */
export interface SharePageTexts {
  title: string;
  jpeg: string;
  pdf: string;
  hint: string;
  missingTitle: string;
  missing: string;
}

export const SHARE_PAGE_TEXTS: Record<Language, SharePageTexts> = {
  ru: {
    title: 'Файл из Грамоты',
    jpeg: 'Скачать JPEG',
    pdf: 'Скачать PDF',
    hint: 'JPEG — картинка для печати, PDF — документ с текстом.',
    missingTitle: 'Файл не найден',
    missing: 'Ссылка устарела или файл удалён. Попросите прислать новую ссылку.',
  },
  en: {
    title: 'A file from Gramota',
    jpeg: 'Download JPEG',
    pdf: 'Download PDF',
    hint: 'JPEG is a picture for printing, PDF a document with text.',
    missingTitle: 'File not found',
    missing: 'The link has expired or the file was deleted. Ask for a new link.',
  },
  uk: {
    title: 'Файл із Грамоти',
    jpeg: 'Завантажити JPEG',
    pdf: 'Завантажити PDF',
    hint: 'JPEG — зображення для друку, PDF — документ із текстом.',
    missingTitle: 'Файл не знайдено',
    missing: 'Посилання застаріло або файл видалено. Попросіть надіслати нове посилання.',
  },
  kz: {
    title: 'Грамотадан файл',
    jpeg: 'JPEG жүктеп алу',
    pdf: 'PDF жүктеп алу',
    hint: 'JPEG — басып шығаруға арналған сурет, PDF — мәтіні бар құжат.',
    missingTitle: 'Файл табылмады',
    missing: 'Сілтеменің мерзімі өткен немесе файл жойылған. Жаңа сілтеме жіберуді сұраңыз.',
  },
  be: {
    title: 'Файл з сэрвісу «Грамота»',
    jpeg: 'Спампаваць JPEG',
    pdf: 'Спампаваць PDF',
    hint: 'JPEG — малюнак для друку, PDF — дакумент з тэкстам.',
    missingTitle: 'Файл не знойдзены',
    missing: 'Спасылка састарэла або файл выдалены. Папрасіце даслаць новую спасылку.',
  },
  de: {
    title: 'Eine Datei aus Gramota',
    jpeg: 'JPEG herunterladen',
    pdf: 'PDF herunterladen',
    hint: 'JPEG ist ein Bild zum Drucken, PDF ein Dokument mit Text.',
    missingTitle: 'Datei nicht gefunden',
    missing:
      'Der Link ist abgelaufen oder die Datei wurde gelöscht. Bitten Sie um einen neuen Link.',
  },
  it: {
    title: 'Un file da Gramota',
    jpeg: 'Scarica JPEG',
    pdf: 'Scarica PDF',
    hint: 'JPEG è un’immagine per la stampa, PDF un documento con testo.',
    missingTitle: 'File non trovato',
    missing: 'Il link è scaduto o il file è stato eliminato. Chiedi un nuovo link.',
  },
};
