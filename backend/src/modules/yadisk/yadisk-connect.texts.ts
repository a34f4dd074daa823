import { deliveryErrors, type Language } from '@gramota/contracts';

/** The connect popup's words. */
export interface ConnectPageTexts {
  title: string;
  granted: string;
  refused: string;
}

/**
 * The Russian refusal is seed 001 §8's, the English one the contract's own; the others say what
 * the front ends' delivery error tables say for rights_not_granted.
 */
export const CONNECT_PAGE_TEXTS: Record<Language, ConnectPageTexts> = {
  ru: {
    title: 'Яндекс Диск',
    granted: 'Яндекс Диск подключён. Это окно можно закрыть.',
    refused: 'К сожалению, права доступа не получены!',
  },
  en: {
    title: 'Yandex Disk',
    granted: 'Yandex Disk is connected. You can close this window.',
    refused: deliveryErrors.rights_not_granted,
  },
  uk: {
    title: 'Яндекс Диск',
    granted: 'Яндекс Диск підключено. Це вікно можна закрити.',
    refused: 'На жаль, права доступу не отримано!',
  },
  kz: {
    title: 'Яндекс Диск',
    granted: 'Яндекс Диск қосылды. Бұл терезені жабуға болады.',
    refused: 'Өкінішке қарай, қолжетімділік құқықтары алынбады!',
  },
  be: {
    title: 'Яндекс Дыск',
    granted: 'Яндекс Дыск падключаны. Гэта акно можна закрыць.',
    refused: 'На жаль, правы доступу не атрыманы!',
  },
  de: {
    title: 'Yandex Disk',
    granted: 'Yandex Disk ist verbunden. Sie können dieses Fenster schließen.',
    refused: 'Die Zugriffsrechte wurden leider nicht erteilt!',
  },
  it: {
    title: 'Yandex Disk',
    granted: 'Yandex Disk è collegato. Puoi chiudere questa finestra.',
    refused: 'Purtroppo i permessi di accesso non sono stati concessi!',
  },
};
