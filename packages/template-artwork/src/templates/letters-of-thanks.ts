// b: letters of thanks (благодарности, благодарственные письма).
import { flowerCorners } from '../artwork/designs/celebration';
import { classic } from '../artwork/designs/classic';
import { flagRibbon } from '../artwork/designs/national';
import { kyiv, petersburg } from '../artwork/designs/regional';
import { autumnLeaves } from '../artwork/designs/seasonal';
import { PALETTES } from '../artwork/palettes';
import type { TemplateDefinition } from '../catalogue.types';
import { bold, content, heading, paragraph, spacer } from '../content';
import { titleGallery } from './title-galleries';

const ruThanks = (to: string, text: string, signer = 'Директор школы') =>
  content(
    paragraph(bold(to), { size: 24 }),
    paragraph(text, { align: 'justify', size: 16 }),
    spacer,
    paragraph(`${signer} ____________ [И. О. Фамилия]`, { align: 'left', size: 14 }),
    paragraph('«___» ____________ 20__ г.', { align: 'left', size: 12 }),
  );

export const lettersOfThanks: TemplateDefinition[] = [
  {
    id: 'ru:401:0',
    name: 'Цветочная благодарность',
    category: 'b',
    groups: ['nice'],
    format: 'a4',
    lng: 'ru',
    pro: false,
    title: 'Благодарность',
    font: 'Lora',
    content: ruThanks(
      'Уважаемые [Имя Отчество и Имя Отчество]!',
      'Выражаем вам искреннюю благодарность за воспитание [сына / дочери], активное участие в жизни класса и школы, за помощь в организации праздников и поддержку учителей.',
      'Классный руководитель',
    ),
    movableTitle: {
      gallery: [
        ...titleGallery('ru-blagodarnost', 'Благодарность', ['emerald', 'crimson']),
        ...titleGallery('ru-pismo', 'Благодарственное\nписьмо', ['gold']),
      ],
      index: 1,
    },
    design: flowerCorners({ palette: PALETTES.blossom, flower: 'rose' }),
  },
  {
    id: 'ru:402:0',
    name: 'Официальная',
    category: 'b',
    groups: ['honorable'],
    format: 'a4',
    lng: 'ru',
    pro: true,
    title: 'Благодарственное письмо',
    font: 'PT Serif',
    content: ruThanks(
      '[Уважаемый|Уважаемая] [Имя Отчество]!',
      'Администрация [МБОУ СОШ № 1] выражает вам глубокую благодарность за многолетний добросовестный труд, высокий профессионализм и большой вклад в обучение и воспитание подрастающего поколения.',
    ),
    movableTitle: {
      gallery: [
        ...titleGallery('ru-pismo', 'Благодарственное\nписьмо', ['royal', 'gold']),
        ...titleGallery('ru-blagodarnost', 'Благодарность', ['royal']),
      ],
      index: 0,
    },
    design: classic({
      palette: PALETTES.royalBlue,
      border: 'meander',
      crest: 'flourish',
      seal: 'bottom-centre',
    }),
  },
  {
    id: 'ru:403:0',
    name: 'Учителю с любовью',
    category: 'b',
    groups: ['autumn', 'school'],
    format: 'a4',
    lng: 'ru',
    pro: false,
    title: 'Благодарность',
    font: 'Philosopher',
    content: content(
      heading('Благодарность', 40),
      ruThanks(
        'Дорогая [Имя Отчество]!',
        'Спасибо вам за доброту, терпение и знания, которые вы дарите нам каждый день. С Днём учителя!',
        'Ученики [5 «А»] класса',
      ),
    ),
    design: autumnLeaves({ palette: PALETTES.forest, seed: 12, count: 48 }),
  },
  {
    id: 'ru:404:0',
    name: 'Петербургская',
    category: 'b',
    groups: ['region'],
    region: 'ru-spe',
    format: 'a4',
    lng: 'ru',
    pro: true,
    title: 'Благодарность',
    font: 'Old Standard TT',
    content: content(
      heading('Благодарность', 40),
      ruThanks(
        '[Уважаемый|Уважаемая] [Имя Отчество]!',
        'Благодарим вас за участие в проведении городского фестиваля [«Петербургские сезоны»] и неравнодушное отношение к делу.',
      ),
    ),
    design: petersburg({ palette: PALETTES.royalBlue }),
  },
  {
    // A pupil's letter of thanks: the name in the dative (set the name column's case to
    // «дательный» in the table) and the words that follow the pupil's gender.
    id: 'ru:409:0',
    name: 'Благодарность ученику',
    category: 'b',
    groups: ['school'],
    format: 'a4',
    lng: 'ru',
    pro: false,
    title: 'Благодарность',
    font: 'Lora',
    content: content(
      heading('Благодарность', 40),
      paragraph('объявляется', { size: 18 }),
      paragraph(bold('[Фамилия Имя]'), { size: 28 }),
      paragraph('[ученику|ученице] [5 «Б»] класса [МБОУ СОШ № 1]', { size: 16 }),
      paragraph('за добросовестную учёбу, [его|её] старание и активное участие в жизни класса', {
        size: 16,
      }),
      spacer,
      paragraph('Классный руководитель ____________ [И. О. Фамилия]', {
        align: 'left',
        size: 14,
      }),
      paragraph('«___» ____________ 20__ г.', { align: 'left', size: 12 }),
    ),
    design: flowerCorners({ palette: PALETTES.sunny, flower: 'tulip' }),
  },
  {
    id: 'en:405:0',
    name: 'Thank You, Volunteer',
    category: 'b',
    groups: ['nice'],
    format: 'a4h',
    lng: 'en',
    pro: false,
    title: 'Thank You',
    font: 'Lora',
    content: content(
      heading('Thank You', 40),
      paragraph(bold('[Volunteer Name]'), { size: 24 }),
      paragraph(
        'for your generous help at the [School Spring Fair]. Your time and kindness made it possible!',
        { size: 14 },
      ),
      paragraph('[Name], Parent-Teacher Association', { align: 'left', size: 12 }),
    ),
    design: flowerCorners({ palette: PALETTES.sunny, flower: 'tulip' }),
  },
  {
    id: 'uk:406:0',
    name: 'Київська подяка',
    category: 'b',
    groups: ['region'],
    region: 'ua-30',
    format: 'a4',
    lng: 'uk',
    pro: false,
    title: 'Подяка',
    font: 'PT Serif',
    content: content(
      paragraph(bold('Шановна [Ім’я По батькові]!'), { size: 24 }),
      paragraph(
        'Щиро дякуємо вам за сумлінну працю, турботу про дітей та вагомий внесок у розвиток нашої школи.',
        { align: 'justify', size: 16 },
      ),
      spacer,
      paragraph('Директор школи ____________ [Ім’я Прізвище]', { align: 'left', size: 14 }),
      paragraph('м. Київ, «___» ____________ 20__ р.', { align: 'left', size: 12 }),
    ),
    movableTitle: { gallery: titleGallery('uk-podyaka', 'Подяка', ['royal', 'gold']), index: 0 },
    design: kyiv({ palette: PALETTES.royalBlue }),
  },
  {
    id: 'de:407:0',
    name: 'Dankeschön',
    category: 'b',
    groups: ['nice'],
    format: 'a5',
    lng: 'de',
    pro: false,
    title: 'Dankeschön',
    font: 'Lobster',
    content: content(
      heading('Dankeschön', 48),
      paragraph(bold('Liebe(r) [Name],'), { size: 20 }),
      paragraph(
        'vielen Dank für Ihre Unterstützung bei unserem [Klassenausflug]. Ohne Sie wäre es nicht so schön gewesen!',
        { size: 16 },
      ),
      spacer,
      paragraph('Ihre Klasse [3b]', { align: 'right', size: 16 }),
    ),
    design: flowerCorners({ palette: PALETTES.violet, flower: 'blossom' }),
  },
  {
    id: 'kk:408:0',
    name: 'Көк байрақ',
    category: 'b',
    groups: ['national'],
    format: 'a4',
    lng: 'kk',
    pro: true,
    title: 'Алғыс хат',
    font: 'Noto Serif',
    content: content(
      paragraph(bold('Құрметті [Аты-жөні]!'), { size: 24 }),
      paragraph(
        'Балаларды оқыту мен тәрбиелеудегі адал еңбегіңіз және мектеп өміріне қосқан үлесіңіз үшін шын жүректен алғыс білдіреміз.',
        { align: 'justify', size: 16 },
      ),
      spacer,
      paragraph('Мектеп директоры ____________ [Аты-жөні]', { align: 'left', size: 14 }),
    ),
    movableTitle: { gallery: titleGallery('kk-alghys', 'Алғыс хат', ['gold', 'royal']), index: 0 },
    design: flagRibbon({
      palette: PALETTES.steppeSky,
      stripes: ['#00afca', '#fec50c', '#00afca'],
      emblem: 'sun',
    }),
  },
];
