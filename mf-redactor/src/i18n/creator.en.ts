import type { CreatorStrings } from './creator.ru';

/** The "get the file" flows, English (mirrors creator.ru.ts; English has only _one/_other). */
export const creatorEn: CreatorStrings = {
  group: 'Get the document',
  types: {
    print: 'Print',
    export: 'Download',
    mass: 'Mass creation',
    'share-mobile': 'To phone',
    'send-email': 'By e-mail',
    telegram: 'To Telegram',
    yadisk: 'To Yandex Disk',
    storage: 'To storage',
    'print-order': 'Order printing',
  },
  massGrey: 'Mass creation is not available for documents of more than two templates',
  failed: 'The file could not be made. Check your connection and try again.',
  progress: {
    preparing: 'Your file is being prepared…',
    secondsLeft: '{{seconds}} s left',
    freeHint: 'A free file is prepared with a delay. PRO documents get their files at once.',
    loading: 'Loading…',
    sending: 'Sending the file…',
    readyExport: 'The file is downloaded.',
    readyPrint: 'The file has been sent to print.',
    other: 'Other formats:',
    jpeg: 'JPEG picture',
    pdf: 'PDF',
    directLink: 'If the download has not started, open the file by its direct link:',
    directLinkPrint: 'If the print dialog has not opened, open the file by its direct link:',
    link: 'Direct link',
    error: 'ERROR',
    errorHint: 'The file could not be loaded. Try the direct link:',
  },
  banner: {
    label: 'Preparing the file',
    preparing: 'Preparing the file…',
    loading: 'Loading…',
    ready: 'Ready',
    error: 'ERROR',
    link: 'Direct link',
    hide: 'Hide',
  },
  donate: {
    title: 'Support the project',
    text: 'The service is free for teachers and lives on its users’ support. Support us — or continue for free.',
    support: 'Support us',
    continue: 'Continue for free',
    continueIn: 'Continue for free ({{seconds}})',
  },
  needSelect: {
    title: 'Choose a template',
    text: 'Choose a template for the document to get its file.',
    action: 'Choose a template',
  },
  timeLimit: {
    title: 'Too often',
    text: 'Free files cannot be made that often. Wait a little and try again, or get PRO.',
  },
  bug: {
    title: 'Something went wrong',
    text: 'The file could not be made. We know about the error; please try again a little later.',
    details: 'Details:',
  },
  share: {
    title: 'To phone',
  },
  notes: {
    title: 'The file was made with replacements:',
    font_unavailable: 'The font “{{name}}” is not available; {{fallback}} was used instead.',
    font_file_missing:
      'A font file ({{name}}) was not found on the server; the text may show in a similar font.',
    picture_missing: 'The picture “{{name}}” was not found; the document was made without it.',
    stamp_missing: 'A stamp or signature was not found; the document was made without it.',
    qr_invalid: 'A QR code holds an invalid link; the document was made without it.',
    foreign_file: '“{{name}}” is not a file of this site; the document was made without it.',
    format_unknown: 'The page format “{{name}}” is unknown; {{fallback}} was used instead.',
    margins_unreadable:
      'The page margins could not be read; the document was made without margins.',
    pages_cut_one:
      'The document is longer than {{count}} page: only the first page went into the file.',
    pages_cut_other:
      'The document is longer than {{count}} pages: only the first {{count}} went into the file.',
  },
  needText: {
    title: 'Add the text',
    one: 'One text of the document is still empty. Fill it in and try again.',
    some_one: '{{count}} text of the document is still empty. Fill it in and try again.',
    some_other: '{{count}} texts of the document are still empty. Fill them in and try again.',
    several_one:
      '{{count}} text of the document is empty. Fill it in so the document looks finished.',
    several_other:
      '{{count}} texts of the document are empty. Fill them in so the document looks finished.',
    many_one:
      'The document is almost empty: {{count}} text is not filled in. Write the text or choose another template.',
    many_other:
      'The document is almost empty: {{count}} texts are not filled in. Write the text or choose another template.',
  },
};
