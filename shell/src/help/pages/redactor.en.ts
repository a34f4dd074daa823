import type { HelpPage } from '../help-page.types';

export const redactorEn: HelpPage = {
  title: 'Working in the editor',
  intro:
    'In the editor you fill in a document from a template: type text right on the page, choose fonts, add a stamp or a QR code, then save and get a file ready to print.',
  sections: [
    {
      heading: 'Text on the page',
      paragraphs: [
        'Click any text on the page and a cursor appears: change the text as in any word processor. You see the change at once.',
      ],
      steps: [
        'Double-click a word to select it; triple-click to select the whole line.',
        'Undo and Redo in the top bar take back your latest changes.',
        'Clear brings back the template’s default text: handy when you want to start again.',
        'Change template changes the background, format and title, and keeps your text.',
      ],
    },
    {
      heading: 'Fonts and formatting',
      paragraphs: [
        'Select some text and a toolbar appears above it: font, size, style (bold, italic, underline), colour and alignment.',
        'If a line does not fit, make the font smaller or split it in two with Enter.',
      ],
    },
    {
      heading: 'Page margins and indents',
      paragraphs: [
        'The sliders of the ruler above the page, or the Page settings window (in centimetres), set the page margins. The green sliders change the indents of the paragraph the cursor is in.',
      ],
    },
    {
      heading: 'Data fields',
      paragraphs: [
        'Fields are the places in a template that take your data: first and last name, class, contest name, date, signature. Fill them one by one in the fields panel.',
        'Mass creation uses the same fields: each column of the table fills its own field.',
      ],
    },
    {
      heading: 'Stamp and QR code (PRO)',
      paragraphs: [
        'In PRO documents you can add your stamp or signature and a QR code that lets anyone check the document with a phone.',
      ],
      steps: [
        'Upload your stamp in your profile, on the Stamp tab.',
        'In the editor press Stamp or QR code and the picture appears on the page.',
        'Drag it into place and pull a corner to resize it.',
      ],
    },
    {
      heading: 'Saving',
      paragraphs: [
        'The document saves itself every few seconds and when you leave the page. “All changes saved” tells you everything is stored.',
      ],
    },
    {
      heading: 'The ready file and printing',
      steps: [
        'Press Make file and the document becomes a PDF or a picture.',
        'The file appears in Ready files: download it, share it by link or print it from there.',
        'When printing, choose Actual size (100%) in the printer settings so the margins match the blank.',
      ],
    },
  ],
};
