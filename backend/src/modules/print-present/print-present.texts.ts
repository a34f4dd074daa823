import type { Language, PrintPresentModalAnswer } from '@gramota/contracts';

export type PrintPresentTexts = Pick<PrintPresentModalAnswer, 'title' | 'text' | 'action'>;

/**
 * The printed-copies offer as it ships (seed 000 §7 print-present-modal): what the modal says
 * until the operator changes it (`npm run admin -- print-present text …`). Plain text.
 */
export const BUILT_IN_PRINT_PRESENT: Record<Language, PrintPresentTexts> = {
  ru: {
    title: 'Печатные экземпляры',
    text: [
      'Готовые документы можно заказать в напечатанном виде.',
      'Выберите файлы в разделе «Готовые файлы» и нажмите «Заказать печать», затем оформите заказ.',
    ],
    action: 'Перейти к заказу печати',
  },
  uk: {
    title: 'Друковані примірники',
    text: [
      'Готові документи можна замовити в надрукованому вигляді.',
      'Виберіть файли в розділі „Готові файли“ і натисніть „Замовити друк“, потім оформіть замовлення.',
    ],
    action: 'Перейти до замовлення друку',
  },
  be: {
    title: 'Друкаваныя экзэмпляры',
    text: [
      'Гатовыя дакументы можна замовіць у надрукаваным выглядзе.',
      'Выберыце файлы ў раздзеле „Гатовыя файлы“ і націсніце „Замовіць друк“, потым аформіце заказ.',
    ],
    action: 'Перайсці да заказу друку',
  },
  kz: {
    title: 'Басылған даналар',
    text: [
      'Дайын құжаттарды басылған түрде тапсырыс беруге болады.',
      '«Дайын файлдар» бөлімінде файлдарды таңдап, «Басып шығаруға тапсырыс беру» түймесін басыңыз, содан кейін тапсырысты рәсімдеңіз.',
    ],
    action: 'Басып шығару тапсырысына өту',
  },
  en: {
    title: 'Printed copies',
    text: [
      'Your finished documents can be ordered as printed copies.',
      'Select files in Ready files, choose "Order printing", then complete the order.',
    ],
    action: 'Go to the print order',
  },
  de: {
    title: 'Gedruckte Exemplare',
    text: [
      'Fertige Dokumente können Sie auch gedruckt bestellen.',
      'Wählen Sie die Dateien unter „Fertige Dateien“ aus, klicken Sie auf „Druck bestellen“ und schließen Sie die Bestellung ab.',
    ],
    action: 'Zur Druckbestellung',
  },
  it: {
    title: 'Copie stampate',
    text: [
      'I documenti pronti si possono ordinare anche in versione stampata.',
      'Seleziona i file in «File pronti», premi «Ordina la stampa» e completa l’ordine.',
    ],
    action: 'Vai all’ordine di stampa',
  },
};
