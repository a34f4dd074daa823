// o: greeting cards and other (открытки и прочее): holidays, a timetable.
import { balloonParty, flowerCorners } from '../artwork/designs/celebration';
import { steppeOrnament } from '../artwork/designs/national';
import { schoolSheet } from '../artwork/designs/school-sheet';
import { autumnLeaves, winterSnow } from '../artwork/designs/seasonal';
import { PALETTES } from '../artwork/palettes';
import type { TemplateDefinition } from '../catalogue.types';
import { bold, content, field, heading, italic, paragraph, permanent } from '../content';

const DAYS = [
  ['monday', 'Понедельник'],
  ['tuesday', 'Вторник'],
  ['wednesday', 'Среда'],
  ['thursday', 'Четверг'],
  ['friday', 'Пятница'],
] as const;

const LESSONS: Record<(typeof DAYS)[number][0], string> = {
  monday: 'Русский язык, Математика, Литература, Физкультура, Музыка',
  tuesday: 'Математика, Английский язык, История, Русский язык, ИЗО',
  wednesday: 'Литература, Биология, Математика, Технология',
  thursday: 'Русский язык, География, Английский язык, Физкультура',
  friday: 'Математика, Литература, Обществознание, Классный час',
};

export const cards: TemplateDefinition[] = [
  {
    id: 'ru:701:0',
    name: 'С Днём учителя',
    category: 'o',
    groups: ['autumn', 'school'],
    format: 'a4h',
    lng: 'ru',
    pro: false,
    title: 'С Днём учителя!',
    font: 'Marck Script',
    content: content(
      heading('С Днём учителя!', 40),
      paragraph('Дорогой [Имя Отчество]!', { size: 20 }),
      paragraph(
        'Спасибо за мудрость, терпение и любовь к своему делу. Пусть каждый урок приносит радость!',
        { size: 16 },
      ),
      paragraph(italic('Ваши ученики'), { align: 'right', size: 16 }),
    ),
    design: autumnLeaves({ palette: PALETTES.autumn, seed: 21, count: 44 }),
  },
  {
    id: 'ru:702:0',
    name: 'С Новым годом',
    category: 'o',
    groups: ['winter'],
    format: 'a4h',
    lng: 'ru',
    pro: false,
    title: 'С Новым годом!',
    font: 'Lobster',
    content: content(
      heading('С Новым годом!', 40),
      paragraph('Пусть новый год принесёт радость, здоровье и новые открытия!', { size: 16 }),
      paragraph(italic('[Подпись]'), { align: 'right', size: 16 }),
    ),
    design: winterSnow({ palette: PALETTES.winter, seed: 8 }),
  },
  {
    id: 'ru:703:0',
    name: 'С 8 Марта',
    category: 'o',
    groups: ['nice'],
    format: 'a5',
    lng: 'ru',
    pro: false,
    title: 'С 8 Марта!',
    font: 'Marck Script',
    content: content(
      heading('С 8 Марта!', 48),
      paragraph('Дорогие мамы, бабушки и учителя!', { size: 20 }),
      paragraph('Поздравляем с праздником весны! Желаем счастья, тепла и улыбок!', { size: 18 }),
      paragraph(italic('[Ученики 3 «А» класса]'), { align: 'right', size: 16 }),
    ),
    design: flowerCorners({ palette: PALETTES.blossom, flower: 'tulip' }),
  },
  {
    id: 'ru:704:0',
    name: 'Расписание уроков',
    category: 'o',
    groups: ['school'],
    format: 'a4h',
    lng: 'ru',
    pro: false,
    title: 'Расписание уроков',
    font: 'Roboto',
    content: content(
      heading('Расписание уроков', 24),
      paragraph([field('class_name'), ' класс'], { size: 12 }),
      ...DAYS.map(([id, day]) =>
        paragraph([bold(`${day}: `), field(id)], { align: 'left', size: 10 }),
      ),
    ),
    fields: [
      permanent('class_name', 'Класс', '5 «Б»'),
      ...DAYS.map(([id, day]) => permanent(id, day, LESSONS[id])),
    ],
    design: schoolSheet({ palette: PALETTES.sunny, paper: 'lines', motif: 'cap' }),
  },
  {
    id: 'en:705:0',
    name: 'Happy Birthday',
    category: 'o',
    groups: ['children'],
    format: 'a4h',
    lng: 'en',
    pro: false,
    title: 'Happy Birthday!',
    font: 'Lobster',
    content: content(
      heading('Happy Birthday!', 40),
      paragraph(bold('[Name]'), { size: 24 }),
      paragraph('Wishing you a year full of fun, friends and big adventures!', { size: 16 }),
      paragraph(italic('From [your class]'), { size: 14 }),
    ),
    design: balloonParty({ palette: PALETTES.violet, seed: 5 }),
  },
  {
    id: 'de:706:0',
    name: 'Frohe Weihnachten',
    category: 'o',
    groups: ['winter'],
    format: 'a5',
    lng: 'de',
    pro: true,
    title: 'Frohe Weihnachten',
    font: 'Lobster',
    content: content(
      heading('Frohe Weihnachten', 40),
      paragraph('und ein gutes neues Jahr!', { size: 20 }),
      paragraph('Wir wünschen Ihnen und Ihrer Familie besinnliche Feiertage.', { size: 16 }),
      paragraph(italic('[Klasse 2c]'), { align: 'right', size: 16 }),
    ),
    design: winterSnow({ palette: PALETTES.forest, seed: 13 }),
  },
  {
    id: 'uk:707:0',
    name: 'З Днем учителя',
    category: 'o',
    groups: ['autumn'],
    format: 'a5',
    lng: 'uk',
    pro: false,
    title: 'З Днем учителя!',
    font: 'Caveat',
    content: content(
      heading('З Днем учителя!', 48),
      paragraph('Дорога [Ім’я По батькові]!', { size: 22 }),
      paragraph('Дякуємо за знання, підтримку та щирість. Натхнення вам і добрих учнів!', {
        size: 18,
      }),
      paragraph(italic('Ваш [5-А] клас'), { align: 'right', size: 18 }),
    ),
    design: autumnLeaves({ palette: PALETTES.forest, seed: 30, count: 50 }),
  },
  {
    id: 'kk:708:0',
    name: 'Наурыз',
    category: 'o',
    groups: ['national'],
    format: 'a4h',
    lng: 'kk',
    pro: false,
    title: 'Наурыз құтты болсын!',
    font: 'Noto Serif',
    content: content(
      heading('Наурыз құтты болсын!', 36),
      paragraph('Көктем мерекесімен! Шаңырағыңызға береке мен бақ, отбасыңызға амандық тілейміз!', {
        size: 16,
      }),
      paragraph(italic('[Қолы]'), { align: 'right', size: 14 }),
    ),
    design: steppeOrnament({ palette: PALETTES.emerald }),
  },
];
