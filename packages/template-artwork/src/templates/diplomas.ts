// d: diplomas (дипломы): winners, places, contests.
import { laurelCrest } from '../artwork/designs/laurel-crest';
import { cornerRibbons, lowPolyCorners, sideBand } from '../artwork/designs/modern';
import { themedFrame } from '../artwork/designs/themed';
import { PALETTES, type PaletteName } from '../artwork/palettes';
import type { TemplateDefinition } from '../catalogue.types';
import { bold, content, heading, italic, paragraph, spacer } from '../content';
import { titleGallery } from './title-galleries';

const ruDiploma = (what: string, signer = 'Председатель жюри') =>
  content(
    paragraph('награждается', { size: 18 }),
    paragraph(bold('[Фамилия Имя]'), { size: 28 }),
    paragraph('[ученик|ученица] [7 «Б»] класса', { size: 16 }),
    paragraph(what, { size: 16 }),
    spacer,
    paragraph(`${signer} ____________ [И. О. Фамилия]`, { align: 'left', size: 14 }),
    paragraph('«___» ____________ 20__ г.', { align: 'left', size: 12 }),
  );

const DEGREES: Array<{
  index: number;
  place: number;
  degree: string;
  name: string;
  palette: PaletteName;
  pro: boolean;
}> = [
  {
    index: 0,
    place: 1,
    degree: 'I',
    name: 'Диплом I степени (золото)',
    palette: 'crimson',
    pro: false,
  },
  {
    index: 1,
    place: 2,
    degree: 'II',
    name: 'Диплом II степени (серебро)',
    palette: 'silverBlue',
    pro: false,
  },
  {
    index: 2,
    place: 3,
    degree: 'III',
    name: 'Диплом III степени (бронза)',
    palette: 'bronzeBrown',
    pro: true,
  },
];

/** One design in gold, silver and bronze: the index of the id is the place. */
const degreeDiplomas: TemplateDefinition[] = DEGREES.map(
  ({ index, place, degree, name, palette, pro }) => ({
    id: `ru:201:${index}`,
    name,
    category: 'd',
    groups: ['honorable', 'school'],
    format: 'a4',
    lng: 'ru',
    pro,
    title: 'Диплом',
    font: 'Philosopher',
    content: ruDiploma(`за ${degree} место в [школьной олимпиаде по математике]`),
    movableTitle: {
      gallery: titleGallery(
        'ru-diplom',
        'Диплом',
        place === 2 ? ['silver', 'royal', 'gold'] : ['gold', 'royal', 'silver'],
      ),
      index: 0,
    },
    design: laurelCrest({ palette: PALETTES[palette], centre: 'place', place }),
  }),
);

export const diplomas: TemplateDefinition[] = [
  ...degreeDiplomas,
  {
    id: 'ru:202:0',
    name: 'Музыкальный конкурс',
    category: 'd',
    groups: ['music'],
    format: 'a4',
    lng: 'ru',
    pro: true,
    title: 'Диплом',
    font: 'Marck Script',
    content: content(
      heading('Диплом', 48),
      ruDiploma(
        'лауреат [I] степени [городского конкурса юных пианистов]',
        'Директор музыкальной школы',
      ),
    ),
    design: themedFrame({ palette: PALETTES.violet, theme: 'music', seed: 2 }),
  },
  {
    id: 'ru:203:0',
    name: 'Юный художник',
    category: 'd',
    groups: ['art', 'children'],
    format: 'a4h',
    lng: 'ru',
    pro: false,
    title: 'Диплом',
    font: 'Comfortaa',
    content: content(
      heading('Диплом', 36),
      paragraph('награждается', { size: 14 }),
      paragraph(bold('[Фамилия Имя]'), { size: 22 }),
      paragraph('за творческие успехи на выставке детского рисунка [«Краски лета»]', { size: 14 }),
      paragraph('Руководитель студии ____________ [И. О. Фамилия]', { align: 'left', size: 12 }),
    ),
    design: themedFrame({ palette: PALETTES.sunny, theme: 'art', seed: 3 }),
  },
  {
    id: 'ru:208:0',
    name: 'Конкурс рисунков',
    category: 'd',
    groups: ['draw', 'children'],
    format: 'a4',
    lng: 'ru',
    pro: false,
    title: 'Диплом',
    font: 'Caveat',
    content: content(
      heading('Диплом', 48),
      paragraph('участника конкурса рисунков', { size: 20 }),
      paragraph(bold('«[Моя семья]»'), { size: 24 }),
      paragraph('награждается', { size: 18 }),
      paragraph(bold('[Фамилия Имя]'), { size: 30 }),
      paragraph('[4 «В»] класс', { size: 18 }),
      spacer,
      paragraph('Воспитатель ____________ [И. О. Фамилия]', { align: 'left', size: 16 }),
    ),
    design: themedFrame({ palette: PALETTES.sunny, theme: 'draw', seed: 6 }),
  },
  {
    id: 'en:204:0',
    name: 'Science Fair',
    category: 'd',
    groups: ['school'],
    format: 'a4h',
    lng: 'en',
    pro: false,
    title: 'Diploma',
    font: 'Montserrat',
    content: content(
      heading('Diploma', 40),
      paragraph('awarded to', { size: 14 }),
      paragraph(bold('[Student Name]'), { size: 26 }),
      paragraph('for [First Place] at the [School Science Fair 2025]', { size: 14 }),
      paragraph(italic('[Project title]'), { size: 12 }),
      paragraph('[Teacher Name], Science Teacher', { align: 'left', size: 12 }),
    ),
    design: sideBand({ palette: PALETTES.navyGold }),
  },
  {
    id: 'de:205:0',
    name: 'Sportfest',
    category: 'd',
    groups: ['sport'],
    format: 'a4',
    lng: 'de',
    pro: false,
    title: 'Siegerurkunde',
    font: 'Oswald',
    content: content(
      heading('Siegerurkunde', 40),
      paragraph(bold('[Vorname Nachname]'), { size: 28 }),
      paragraph('Klasse [6b]', { size: 16 }),
      paragraph('hat beim [Sportfest 2025] im [Weitsprung] den [1.] Platz belegt.', { size: 16 }),
      spacer,
      paragraph('Sportlehrer(in) ____________', { align: 'left', size: 14 }),
    ),
    design: themedFrame({ palette: PALETTES.forest, theme: 'sport', seed: 15 }),
  },
  {
    id: 'kk:206:0',
    name: 'Жеңімпаз',
    category: 'd',
    groups: ['honorable'],
    format: 'a4',
    lng: 'kk',
    pro: true,
    title: 'Диплом',
    font: 'Montserrat',
    content: content(
      paragraph(bold('[Тегі Аты]'), { size: 28 }),
      paragraph('[8 «Ә»] сынып оқушысы', { size: 16 }),
      paragraph('[аудандық пән олимпиадасында] [I] орын алғаны үшін марапатталады', { size: 16 }),
      spacer,
      paragraph('Қазылар алқасының төрағасы ____________', { align: 'left', size: 14 }),
    ),
    movableTitle: { gallery: titleGallery('kk-diplom', 'Диплом', ['gold', 'emerald']), index: 0 },
    design: cornerRibbons({ palette: PALETTES.emerald }),
  },
  {
    id: 'uk:207:0',
    name: 'Переможець олімпіади',
    category: 'd',
    groups: ['school'],
    format: 'a4',
    lng: 'uk',
    pro: false,
    title: 'Диплом',
    font: 'Open Sans',
    content: content(
      heading('Диплом', 48),
      paragraph('нагороджується', { size: 18 }),
      paragraph(bold('[Прізвище Ім’я]'), { size: 28 }),
      paragraph('[учень|учениця] [9-Б] класу', { size: 16 }),
      paragraph('переможець [I] етапу Всеукраїнської учнівської олімпіади з [фізики]', {
        size: 16,
      }),
      spacer,
      paragraph('Голова журі ____________ [Ім’я Прізвище]', { align: 'left', size: 14 }),
    ),
    design: lowPolyCorners({ palette: PALETTES.violet, seed: 4 }),
  },
];
