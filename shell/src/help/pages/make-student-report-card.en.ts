import type { HelpPage } from '../help-page.types';

export const makeStudentReportCardEn: HelpPage = {
  title: 'How to make a student report card',
  intro:
    'A report card shows a student’s marks in each subject for every term and the year. You make it from a template just like a certificate; for a whole class, mass creation saves time.',
  sections: [
    {
      heading: 'One report card',
      steps: [
        'Open Templates and search for Report card.',
        'Press the template and the editor opens with a new document.',
        'Type the student’s first and last name, the class and the school year.',
        'In the table of marks fill in the subject rows: the mark for each term and the final mark for the year.',
        'At the bottom name the class teacher and, if you need, add the school stamp (PRO).',
        'Press Make file and print the report card from Ready files.',
      ],
    },
    {
      heading: 'Report cards for the whole class',
      steps: [
        'Make one report card as above: it becomes the sample.',
        'Open mass creation and load a table: one row per student, their marks in the columns.',
        'Match the columns with the fields of the report card and check the rows.',
        'Press Make files and download all report cards as one PDF or a ZIP archive.',
      ],
    },
    {
      heading: 'Tips',
      paragraphs: [
        'Before printing, open one ready file and check that long subject names fit on their line. If not, make the font smaller in the sample and make the files again.',
      ],
    },
  ],
};
