import type { createFilesRu } from './create-files.ru';

/** Bulk "create files" from documents, Kazakh. */
export const createFilesKz: typeof createFilesRu = {
  title: 'Файлдар жасау',
  sending: 'Құжаттарды жіберіп жатырмыз: {{total}} ішінен {{done}}',
  waiting: 'Файлдарды дайындап жатырмыз…',
  ready: 'Файлдар дайын',
  openReady: 'Дайын файлдарды ашу',
  progress: 'Файлдарды жасау барысы',
  stopped: 'Файлдарды жасау тоқтатылды',
  notMade:
    'Кейбір файлдар жасалмады. Қайталап көріңіз немесе файлды редактордағы құжаттан жасаңыз.',
  needPro:
    'Файлдарды осы тәсілмен алу үшін таңдалған құжаттардың барлық үлгілеріне PRO-қолжетімділік қажет.',
  moreThan30Title: '30-дан астам құжат',
  moreThan30:
    'Бір рет ең көбі 30 құжаттан файл жасауға болады. Таңдалған құжаттар: {{count}}. Артығын таңдаудан алып, қайталап көріңіз.',
};
