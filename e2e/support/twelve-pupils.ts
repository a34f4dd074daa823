import { backendRequire } from '@gramota/app-harness';

const iconv = backendRequire('iconv-lite') as { encode(text: string, encoding: string): Buffer };

/** Twelve pupils of class 5 «А». */
export const TWELVE_PUPILS = [
  'Абрамова Алиса',
  'Борисов Глеб',
  'Волкова Вера',
  'Григорьев Денис',
  'Дмитриева Ева',
  'Ёлкин Жора',
  'Зайцева Инна',
  'Ковалёв Лев',
  'Макарова Нина',
  'Осипов Пётр',
  'Романова Софья',
  'Титов Ульян',
];

/**
 * The twelve as Excel's «CSV (разделители — точки с запятой)» writes them on Russian Windows:
 * Windows-1251, CRLF, `;`, the names under `nameHeader` and the class beside them.
 */
export const twelvePupilsCsv = (nameHeader: string): Buffer =>
  iconv.encode(
    `${[`${nameHeader};Класс`, ...TWELVE_PUPILS.map((name) => `${name};5 «А»`)].join('\r\n')}\r\n`,
    'win1251',
  );
