/** The installable app's strings (namespace 'pwa'), Russian: the seed's language. */
export const pwaRu = {
  promo: {
    title: 'Установите приложение Грамота',
    text: 'Грамота откроется с рабочего стола или главного экрана, в своём окне, как обычное приложение.',
    offline: 'Открытые разделы и список документов будут видны и без интернета.',
    install: 'Установить',
    later: 'Не сейчас',
  },
  installed: {
    title: 'Приложение установлено',
    text: 'Грамота установлена. Откройте её с рабочего стола или главного экрана.',
    ok: 'Хорошо',
  },
  intro: {
    title: 'Приложение Грамота',
    updated: 'Приложение обновилось до новой версии.',
    text: 'Создавайте грамоты, дипломы и сертификаты по шаблонам прямо из приложения.',
    prices: 'Документ — от {{one}} ₽, все шаблоны — от {{all}} ₽.',
    open: 'Перейти к моим документам',
  },
} as const;

export type PwaStrings = typeof pwaRu;

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** Another language's 'pwa' strings: the same keys, its own words. */
export type PwaTranslation = Strings<PwaStrings>;
