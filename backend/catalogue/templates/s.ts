// s: report cards and school certificates (табели, похвальные листы, свидетельства). All of them
// work in fields mode: the teacher fills a form per pupil instead of editing the text.
import type { TemplateField } from '@gramota/contracts';
import { classic } from '../artwork/designs/classic';
import { schoolSheet } from '../artwork/designs/school-sheet';
import { themedFrame } from '../artwork/designs/themed';
import { PALETTES } from '../artwork/palettes';
import type { TemplateDefinition } from '../catalogue.types';
import { bold, content, field, heading, paragraph, permanent, spacer, variable, type Inline } from '../content';
import { titleGallery } from './title-galleries';

interface ReportCardText {
  title: string;
  pupilLine: Array<string | Inline>;
  periodLine: Array<string | Inline>;
  teacherLine: string;
  /** Subject id -> [subject name, default mark]. */
  subjects: Array<[string, string, string]>;
  fields: { pupil: [string, string]; className: [string, string]; period: [string, string]; teacher: [string, string] };
}

/** A report card: the pupil, the period, one line per subject with its mark, the teacher. */
function reportCard(text: ReportCardText, size = 14): { content: string; fields: TemplateField[] } {
  return {
    content: content(
      heading(text.title, 32),
      paragraph(text.pupilLine, { size: size + 2 }),
      paragraph(bold(field('pupil')), { size: 24 }),
      paragraph(text.periodLine, { size }),
      spacer,
      ...text.subjects.map(([id, subject]) => paragraph([`${subject} — `, bold(field(id))], { align: 'left', size })),
      spacer,
      paragraph([`${text.teacherLine} ____________ `, field('teacher')], { align: 'left', size }),
    ),
    fields: [
      variable('pupil', ...text.fields.pupil),
      permanent('class_name', ...text.fields.className),
      permanent('period', ...text.fields.period),
      ...text.subjects.map(([id, subject, mark]) => variable(id, subject, mark)),
      permanent('teacher', ...text.fields.teacher),
    ],
  };
}

const russianCard = reportCard({
  title: 'Табель успеваемости',
  pupilLine: ['ученика(цы) ', field('class_name'), ' класса'],
  periodLine: ['за ', field('period')],
  teacherLine: 'Классный руководитель',
  subjects: [
    ['russian', 'Русский язык', '5'],
    ['literature', 'Литература', '5'],
    ['maths', 'Математика', '4'],
    ['english', 'Английский язык', '5'],
    ['history', 'История', '4'],
    ['biology', 'Биология', '5'],
    ['pe', 'Физическая культура', '5'],
    ['behaviour', 'Поведение', 'примерное'],
  ],
  fields: {
    pupil: ['Фамилия и имя ученика', 'Петров Алексей'],
    className: ['Класс', '6 «А»'],
    period: ['Период', 'I четверть 2025/2026 учебного года'],
    teacher: ['Классный руководитель', 'Н. П. Соколова'],
  },
});

const primaryCard = reportCard(
  {
    title: 'Мои успехи',
    pupilLine: ['ученика(цы) ', field('class_name'), ' класса'],
    periodLine: [field('period')],
    teacherLine: 'Учитель',
    subjects: [
      ['reading', 'Чтение', 'отлично'],
      ['writing', 'Письмо', 'хорошо'],
      ['maths', 'Математика', 'отлично'],
      ['world', 'Окружающий мир', 'отлично'],
      ['art', 'Рисование', 'отлично'],
    ],
    fields: {
      pupil: ['Имя ученика', 'Маша Иванова'],
      className: ['Класс', '2 «Б»'],
      period: ['Период', 'Первое полугодие'],
      teacher: ['Учитель', 'Е. А. Кузнецова'],
    },
  },
  12,
);

const englishCard = reportCard({
  title: 'Report Card',
  pupilLine: ['Grade ', field('class_name')],
  periodLine: [field('period')],
  teacherLine: 'Homeroom teacher',
  subjects: [
    ['english', 'English Language Arts', 'A'],
    ['maths', 'Mathematics', 'A-'],
    ['science', 'Science', 'B+'],
    ['history', 'Social Studies', 'A'],
    ['art', 'Art', 'A'],
    ['pe', 'Physical Education', 'A'],
  ],
  fields: {
    pupil: ['Student name', 'Olivia Smith'],
    className: ['Grade', '5'],
    period: ['Term', 'Term 1, 2025–2026'],
    teacher: ['Teacher', 'Ms. Laura Wilson'],
  },
});

const germanCard = reportCard({
  title: 'Halbjahreszeugnis',
  pupilLine: ['Klasse ', field('class_name')],
  periodLine: ['Schuljahr ', field('period')],
  teacherLine: 'Klassenleitung',
  subjects: [
    ['german', 'Deutsch', 'gut (2)'],
    ['maths', 'Mathematik', 'sehr gut (1)'],
    ['english', 'Englisch', 'gut (2)'],
    ['science', 'Sachkunde', 'sehr gut (1)'],
    ['music', 'Musik', 'gut (2)'],
    ['sport', 'Sport', 'sehr gut (1)'],
  ],
  fields: {
    pupil: ['Name des Schülers', 'Lena Schneider'],
    className: ['Klasse', '4a'],
    period: ['Schuljahr', '2025/2026'],
    teacher: ['Klassenleitung', 'Frau Becker'],
  },
});

const ukrainianCard = reportCard({
  title: 'Табель успішності',
  pupilLine: ['учня (учениці) ', field('class_name'), ' класу'],
  periodLine: ['за ', field('period')],
  teacherLine: 'Класний керівник',
  subjects: [
    ['ukrainian', 'Українська мова', '11'],
    ['literature', 'Українська література', '10'],
    ['maths', 'Математика', '9'],
    ['english', 'Англійська мова', '11'],
    ['history', 'Історія України', '10'],
    ['pe', 'Фізична культура', '12'],
  ],
  fields: {
    pupil: ['Прізвище та ім’я учня', 'Коваленко Олена'],
    className: ['Клас', '7-Б'],
    period: ['Період', 'І семестр 2025/2026 навчального року'],
    teacher: ['Класний керівник', 'О. М. Шевчук'],
  },
});

const kazakhCard = reportCard({
  title: 'Үлгерім табелі',
  pupilLine: [field('class_name'), ' сынып оқушысы'],
  periodLine: [field('period')],
  teacherLine: 'Сынып жетекшісі',
  subjects: [
    ['kazakh', 'Қазақ тілі', '5'],
    ['russian', 'Орыс тілі', '5'],
    ['maths', 'Математика', '4'],
    ['english', 'Ағылшын тілі', '5'],
    ['history', 'Қазақстан тарихы', '5'],
    ['pe', 'Дене шынықтыру', '5'],
  ],
  fields: {
    pupil: ['Оқушының аты-жөні', 'Әлиев Нұрлан'],
    className: ['Сынып', '6 «Ә»'],
    period: ['Кезең', '2025–2026 оқу жылының І тоқсаны'],
    teacher: ['Сынып жетекшісі', 'Ғ. Б. Сейітова'],
  },
});

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
      paragraph(['ученик(ца) ', field('class_name'), ' класса'], { size: 16 }),
      paragraph(['за отличные успехи в учении в ', field('year'), ' учебном году'], { size: 16 }),
      spacer,
      paragraph(['Директор школы ____________ ', field('director')], { align: 'left', size: 14 }),
    ),
    fields: meritSheet,
    movableTitle: { gallery: titleGallery('ru-pokhvalny', 'Похвальный лист', ['crimson', 'gold']), index: 0 },
    design: classic({ palette: PALETTES.emerald, border: 'beaded', crest: 'wreath', seal: 'bottom-centre' }),
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
      paragraph(['в том, что он(а) окончил(а) курс ', field('club'), ' в объёме ', field('hours'), ' часов'], { size: 14 }),
      spacer,
      paragraph(['Руководитель ____________ ', field('leader')], { align: 'left', size: 13 }),
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
