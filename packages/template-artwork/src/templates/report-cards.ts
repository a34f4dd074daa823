// s: report cards and school certificates (табели, похвальные листы, свидетельства). All of them
// work in fields mode: the teacher fills a form per pupil instead of editing the text.
import type { TemplateField } from '@gramota/contracts';
import { classic } from '../artwork/designs/classic';
import { schoolSheet } from '../artwork/designs/school-sheet';
import { themedFrame } from '../artwork/designs/themed';
import { PALETTES } from '../artwork/palettes';
import type { TemplateDefinition } from '../catalogue.types';
import { bold, content, field, heading, paragraph, permanent, spacer, variable } from '../content';
import {
  englishCard,
  germanCard,
  kazakhCard,
  primaryCard,
  russianCard,
  ukrainianCard,
} from './report-card-contents';
import { titleGallery } from './title-galleries';

const meritSheet: TemplateField[] = [
  variable('pupil', 'Фамилия и имя ученика', 'Смирнова Анна'),
  permanent('class_name', 'Класс', '4 «А»'),
  permanent('year', 'Учебный год', '2025/2026'),
  permanent('director', 'Директор', 'И. И. Иванов'),
];

const clubCertificate: TemplateField[] = [
  variable('pupil', 'Фамилия и имя', 'Васильев Егор'),
  permanent('club', 'Кружок', 'изостудии «Акварелька»'),
  permanent('hours', 'Часов', '72'),
  permanent('leader', 'Руководитель', 'О. С. Белова'),
];

export const reportCards: TemplateDefinition[] = [
  {
    id: 'ru:501:0',
    name: 'Табель успеваемости',
    category: 's',
    groups: ['school'],
    format: 'a4',
    lng: 'ru',
    pro: false,
    title: 'Табель успеваемости',
    font: 'Roboto',
    ...russianCard,
    design: schoolSheet({ palette: PALETTES.royalBlue, paper: 'squares', motif: 'books' }),
  },
  {
    id: 'ru:502:0',
    name: 'Похвальный лист',
    category: 's',
    groups: ['honorable', 'school'],
    format: 'a4',
    lng: 'ru',
    pro: false,
    title: 'Похвальный лист',
    font: 'Philosopher',
    content: content(
      paragraph('награждается', { size: 18 }),
      paragraph(bold(field('pupil')), { size: 28 }),
      paragraph(['[ученик|ученица] ', field('class_name'), ' класса'], { size: 16 }),
      paragraph(['за отличные успехи в учении в ', field('year'), ' учебном году'], { size: 16 }),
      spacer,
      paragraph(['Директор школы ____________ ', field('director')], { align: 'left', size: 14 }),
    ),
    fields: meritSheet,
    movableTitle: {
      gallery: titleGallery('ru-pokhvalny', 'Похвальный лист', ['crimson', 'gold']),
      index: 0,
    },
    design: classic({
      palette: PALETTES.emerald,
      border: 'beaded',
      crest: 'wreath',
      seal: 'bottom-centre',
    }),
  },
  {
    id: 'ru:503:0',
    name: 'Мои успехи (начальная школа)',
    category: 's',
    groups: ['children', 'school'],
    format: 'a4',
    lng: 'ru',
    pro: true,
    title: 'Мои успехи',
    font: 'Comfortaa',
    ...primaryCard,
    design: themedFrame({ palette: PALETTES.sunny, theme: 'school', seed: 8 }),
  },
  {
    id: 'ru:504:0',
    name: 'Свидетельство об окончании кружка',
    category: 's',
    groups: ['art'],
    format: 'a5',
    lng: 'ru',
    pro: false,
    title: 'Свидетельство',
    font: 'Lora',
    content: content(
      heading('Свидетельство', 36),
      paragraph('выдано', { size: 16 }),
      paragraph(bold(field('pupil')), { size: 24 }),
      paragraph(
        [
          'в том, что [он|она] [окончил|окончила] курс ',
          field('club'),
          ' в объёме ',
          field('hours'),
          ' часов',
        ],
        { size: 14 },
      ),
      spacer,
      paragraph(['Руководитель ____________ ', field('leader')], { align: 'left', size: 12 }),
    ),
    fields: clubCertificate,
    design: themedFrame({ palette: PALETTES.teal, theme: 'art', seed: 14 }),
  },
  {
    id: 'en:505:0',
    name: 'Report Card',
    category: 's',
    groups: ['school'],
    format: 'a4',
    lng: 'en',
    pro: false,
    title: 'Report Card',
    font: 'Open Sans',
    ...englishCard,
    design: schoolSheet({ palette: PALETTES.navyGold, paper: 'lines', motif: 'cap' }),
  },
  {
    id: 'de:506:0',
    name: 'Halbjahreszeugnis',
    category: 's',
    groups: ['school'],
    format: 'a4',
    lng: 'de',
    pro: false,
    title: 'Halbjahreszeugnis',
    font: 'Merriweather',
    ...germanCard,
    design: schoolSheet({ palette: PALETTES.emerald, paper: 'lines', motif: 'globe' }),
  },
  {
    id: 'uk:507:0',
    name: 'Табель успішності',
    category: 's',
    groups: ['school'],
    format: 'a4',
    lng: 'uk',
    pro: false,
    title: 'Табель успішності',
    font: 'Roboto',
    ...ukrainianCard,
    design: schoolSheet({ palette: PALETTES.sunny, paper: 'squares', motif: 'open-book' }),
  },
  {
    id: 'kk:508:0',
    name: 'Үлгерім табелі',
    category: 's',
    groups: ['school'],
    format: 'a4',
    lng: 'kk',
    pro: false,
    title: 'Үлгерім табелі',
    font: 'Roboto',
    ...kazakhCard,
    design: schoolSheet({ palette: PALETTES.steppeSky, paper: 'squares', motif: 'books' }),
  },
];
