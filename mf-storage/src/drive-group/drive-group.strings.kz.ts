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
  /** Why a message was refused (mail_refusal). */
  refusals: {
    account_day_limit:
      'Жіберілмеді: тіркелгіңіз бүгін рұқсат етілген хат санын жіберіп қойды. Қалғанын ертең жіберіңіз.',
    installation_day_limit:
      'Жіберілмеді: сервер бүгін рұқсат етілген хат санын жіберіп қойды. Ертең қайталаңыз.',
    unsubscribed: 'Жіберілмеді: бұл мекенжай сіздің хаттарыңыздан бас тартты.',
    unverified: 'Жіберілмеді: алдымен электрондық пошта мекенжайыңызды растаңыз.',
  },
  open: 'Ашу',
  pdf: 'PDF',
};
