import type { HelpStrings } from './help.ru';

export const helpEn: HelpStrings = {
  title: 'Help',
  index: 'All help topics',
  openAsPage: 'Open as a page',
  notFound: 'There is no such help topic',
  steps: 'Steps',
};
