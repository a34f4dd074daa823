// Report cards in five languages: the pupil, the period, one line per subject with its mark and
// the teacher, each a field of fields mode.
import type { TemplateField } from '@gramota/contracts';
import {
  bold,
  content,
  field,
  heading,
  paragraph,
  permanent,
  spacer,
  variable,
  type Inline,
} from '../content';

interface ReportCardText {
  title: string;
  pupilLine: Array<string | Inline>;
  periodLine: Array<string | Inline>;
  teacherLine: string;
  /** Subject id -> [subject name, default mark]. */
  subjects: Array<[string, string, string]>;
  fields: {
    pupil: [string, string];
    className: [string, string];
    period: [string, string];
    teacher: [string, string];
  };
}

/** A report card: the pupil, the period, one line per subject with its mark, the teacher. */
function reportCard(text: ReportCardText, size = 14): { content: string; fields: TemplateField[] } {
  return {
    content: content(
      heading(text.title, 30),
      paragraph(text.pupilLine, { size: size + 2 }),
      paragraph(bold(field('pupil')), { size: 24 }),
      paragraph(text.periodLine, { size }),
      spacer,
      ...text.subjects.map(([id, subject]) =>
        paragraph([`${subject} — `, bold(field(id))], { align: 'left', size }),
      ),
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

export const russianCard = reportCard({
  title: 'Табель успеваемости',
  pupilLine: ['[ученика|ученицы] ', field('class_name'), ' класса'],
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

export const primaryCard = reportCard(
  {
    title: 'Мои успехи',
    pupilLine: ['[ученика|ученицы] ', field('class_name'), ' класса'],
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

export const englishCard = reportCard({
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

export const germanCard = reportCard({
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

export const ukrainianCard = reportCard({
  title: 'Табель успішності',
  pupilLine: ['[учня|учениці] ', field('class_name'), ' класу'],
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

export const kazakhCard = reportCard({
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
