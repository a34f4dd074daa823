import type { HelpPage } from '../help-page.types';

export const spreadsheetEn: HelpPage = {
  title: 'Mass creation from a class list',
  intro:
    'Mass creation makes many documents of the same kind with different data at once: certificates for the whole class, for example. Each row of the table is one document.',
  sections: [
    {
      heading: 'The list of students',
      paragraphs: ['Fill the table in one of these ways:'],
      steps: [
        'Upload a CSV or Excel (xlsx) file with the class list.',
        'Paste the link to an online sheet (a Google Sheet anyone with the link can view).',
        'Or type the rows into the table by hand; you can also copy them from another sheet and paste.',
      ],
    },
    {
      heading: 'Which column fills which field',
      paragraphs: [
        'Above each column choose the template field it fills: Last and first name, Class, Category and so on. Columns without a field do not go into the document.',
        'If the first row of the file holds column names, leave it out of the run.',
      ],
    },
    {
      heading: 'Check the rows',
      paragraphs: [
        'Look through the table before you start: no empty rows, no typos in names, no stray spaces. Tick the rows you want documents for.',
        'One run makes up to 30 documents; split a longer list into parts.',
      ],
    },
    {
      heading: 'Making the files',
      steps: [
        'Press Make files and the run starts; you see its progress on screen.',
        'The files appear in Ready files.',
        'Download them as one ZIP archive or as one PDF that is easy to print in one go.',
      ],
    },
    {
      heading: 'Mailing through Drive',
      paragraphs: [
        'If the table has a column with e-mail addresses, each student or parent can get their own document by mail. You set the text of the letter and the sender name in the mail template; the files are kept on Drive, in the folder of this mailing.',
      ],
    },
  ],
};
