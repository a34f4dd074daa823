import type { HelpStrings } from './help.ru';

export const helpKz: HelpStrings = {
  title: 'Анықтама',
  index: 'Анықтаманың барлық бөлімдері',
  openAsPage: 'Жеке бет ретінде ашу',
  notFound: 'Анықтамада мұндай бөлім жоқ',
  steps: 'Қадамдар',
};
