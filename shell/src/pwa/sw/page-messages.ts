// What the pages and the worker say to each other: the names alone, so a page's own code carries
// none of the worker's routes or its offline page (ISSUE 34, first load).

/** Messages the worker posts to its pages about how an API read was answered. */
export const SW_MESSAGES = {
  fromCache: 'gramota-sw:answered-from-cache',
  fromNetwork: 'gramota-sw:answered-from-network',
} as const;

/** The page tells the worker the offline page's words in the teacher's language. */
export const OFFLINE_TEXTS_MESSAGE = 'gramota-sw:offline-texts';

/** The offline page's words in one language: the page sends them, the worker keeps them. */
export interface OfflinePageTexts {
  lang: string;
  title: string;
  note: string;
  retry: string;
}
