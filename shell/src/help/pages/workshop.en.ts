import type { HelpPage } from '../help-page.types';

export const workshopEn: HelpPage = {
  title: 'The workshop: your own template',
  intro:
    'In the workshop you build your own certificate or diploma template: choose a layout, background, frame and title, and add pictures. Then you make documents from it like from any other template.',
  sections: [
    {
      heading: 'Layout',
      paragraphs: [
        'The layout decides where the title, the text and the signatures sit on the page. Choose it first: the rest of the design follows it.',
      ],
    },
    {
      heading: 'Background, frame and title',
      steps: [
        'Background: the colour or picture of the whole page.',
        'Frame: the pattern along the edge of the page; you can remove it.',
        'Title: the large heading such as Certificate, Diploma, Letter of thanks. Pick one or type your own.',
      ],
    },
    {
      heading: 'Pictures and QR code',
      paragraphs: [
        'Add the school emblem, the contest symbol or a photo: upload a picture, drag it into place and resize it by a corner. The QR code leads to a page where the document can be checked.',
      ],
    },
    {
      heading: 'Undo',
      paragraphs: [
        'If something goes wrong, press Undo: steps are taken back one at a time. Redo brings back what you undid.',
      ],
    },
    {
      heading: 'Ready',
      paragraphs: [
        'When you like the template, press Ready. It is saved and prepared for use; it appears in My templates, and you can make documents from it one by one or from a class list.',
      ],
    },
  ],
};
