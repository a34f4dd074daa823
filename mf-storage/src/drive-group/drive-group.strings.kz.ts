import type { Translation } from '../i18n/translation';
import type { DriveGroupStrings } from './drive-group.strings';

/** A drive run's group page, Kazakh (mirrors drive-group.strings.ts). */
export const driveGroupKz: Translation<DriveGroupStrings> = {
  title: '«{{name}}» құжаттары',
  created: 'Жасалған уақыты: {{time}}',
  mailAfter: 'Хаттар жіберілетін ең ерте уақыт: {{time}}',
  notFound: 'Мұндай файлдар тобы жоқ немесе ол сіздікі емес.',
  loadFailed: 'Файлдарды жүктеу мүмкін болмады. Қайталап көріңіз.',
  columns: { row: '№', name: 'Файл', state: 'Дайындығы', email: 'E-mail', mail: 'Хат' },
  states: { ready: 'Дайын', wait: 'Жасалып жатыр…', error: 'Қате' },
  mail: { none: '—', waiting: 'Жіберуді күтуде', sent: 'Жіберілді', failed: 'Жіберілмеді' },
  open: 'Ашу',
  pdf: 'PDF',
};
