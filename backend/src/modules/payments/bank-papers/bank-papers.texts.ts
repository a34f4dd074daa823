import type { Language } from '@gramota/contracts';

/**
 * The words of the bank invoice (счёт на оплату) and the act (акт оказанных услуг), in the
 * account's language. Plain text: paper-html.ts escapes every value. Placeholders: `{{number}}`
 * the record's number, `{{date}}` the paper's date, `{{count}}` the lines, `{{sum}}` the total.
 */
export interface BankPaperTexts {
  invoiceTitle: string;
  actTitle: string;
  /** The bank block above the invoice. */
  recipientBank: string;
  bik: string;
  account: string;
  corrAccount: string;
  recipient: string;
  inn: string;
  kpp: string;
  address: string;
  /** Parties: the invoice's supplier and buyer, the act's contractor and customer. */
  supplier: string;
  buyer: string;
  contractor: string;
  customer: string;
  /** The table's head. */
  lineNumber: string;
  lineName: string;
  quantity: string;
  unit: string;
  price: string;
  sum: string;
  /** One service. */
  unitService: string;
  total: string;
  noVat: string;
  toPay: string;
  /** 'Всего наименований 1, на сумму 49,00 RUB' */
  totalLine: string;
  /** What to write in the transfer's purpose. */
  purpose: string;
  purposeText: string;
  /** Printed under the invoice's table. */
  invoiceNote: string;
  /** The act's statement that the service was done. */
  actStatement: string;
  director: string;
  accountant: string;
  /** Signature line captions. */
  signature: string;
}

export const BANK_PAPER_TEXTS: Record<Language, BankPaperTexts> = {
  ru: {
    invoiceTitle: 'Счёт на оплату № {{number}} от {{date}}',
    actTitle: 'Акт оказанных услуг № {{number}} от {{date}}',
    recipientBank: 'Банк получателя',
    bik: 'БИК',
    account: 'Сч. №',
    corrAccount: 'Корр. сч.',
    recipient: 'Получатель',
    inn: 'ИНН',
    kpp: 'КПП',
    address: 'Адрес',
    supplier: 'Поставщик',
    buyer: 'Покупатель',
    contractor: 'Исполнитель',
    customer: 'Заказчик',
    lineNumber: '№',
    lineName: 'Наименование работ, услуг',
    quantity: 'Кол-во',
    unit: 'Ед.',
    price: 'Цена',
    sum: 'Сумма',
    unitService: 'усл.',
    total: 'Итого',
    noVat: 'Без НДС',
    toPay: 'Всего к оплате',
    totalLine: 'Всего наименований {{count}}, на сумму {{sum}}',
    purpose: 'Назначение платежа',
    purposeText: 'Оплата по счёту № {{number}} от {{date}}. Без НДС',
    invoiceNote:
      'Оплата этого счёта означает согласие с условиями оказания услуг. Доступ открывается после ' +
      'поступления денег на счёт поставщика.',
    actStatement:
      'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объёму, ' +
      'качеству и срокам оказания услуг не имеет.',
    director: 'Руководитель',
    accountant: 'Бухгалтер',
    signature: 'подпись',
  },
  en: {
    invoiceTitle: 'Invoice No. {{number}} of {{date}}',
    actTitle: 'Certificate of services rendered No. {{number}} of {{date}}',
    recipientBank: "Recipient's bank",
    bik: 'BIC',
    account: 'Account No.',
    corrAccount: 'Corr. account',
    recipient: 'Recipient',
    inn: 'TIN',
    kpp: 'KPP',
    address: 'Address',
    supplier: 'Supplier',
    buyer: 'Buyer',
    contractor: 'Contractor',
    customer: 'Customer',
    lineNumber: 'No.',
    lineName: 'Services',
    quantity: 'Qty',
    unit: 'Unit',
    price: 'Price',
    sum: 'Amount',
    unitService: 'serv.',
    total: 'Total',
    noVat: 'No VAT',
    toPay: 'Total to pay',
    totalLine: 'Items in total: {{count}}, amounting to {{sum}}',
    purpose: 'Payment reference',
    purposeText: 'Payment of invoice No. {{number}} of {{date}}. No VAT',
    invoiceNote:
      'Paying this invoice means accepting the terms of the services. Access opens once the ' +
      "money reaches the supplier's account.",
    actStatement:
      'The services listed above have been rendered in full and on time. The customer has no ' +
      'claims as to their scope, quality or timing.',
    director: 'Director',
    accountant: 'Accountant',
    signature: 'signature',
  },
  uk: {
    invoiceTitle: 'Рахунок на оплату № {{number}} від {{date}}',
    actTitle: 'Акт наданих послуг № {{number}} від {{date}}',
    recipientBank: 'Банк одержувача',
    bik: 'БІК',
    account: 'Рах. №',
    corrAccount: 'Кор. рах.',
    recipient: 'Одержувач',
    inn: 'ІПН',
    kpp: 'КПП',
    address: 'Адреса',
    supplier: 'Постачальник',
    buyer: 'Покупець',
    contractor: 'Виконавець',
    customer: 'Замовник',
    lineNumber: '№',
    lineName: 'Найменування робіт, послуг',
    quantity: 'Кільк.',
    unit: 'Од.',
    price: 'Ціна',
    sum: 'Сума',
    unitService: 'посл.',
    total: 'Разом',
    noVat: 'Без ПДВ',
    toPay: 'Усього до сплати',
    totalLine: 'Усього найменувань {{count}}, на суму {{sum}}',
    purpose: 'Призначення платежу',
    purposeText: 'Оплата за рахунком № {{number}} від {{date}}. Без ПДВ',
    invoiceNote:
      'Оплата цього рахунку означає згоду з умовами надання послуг. Доступ відкривається після ' +
      'надходження грошей на рахунок постачальника.',
    actStatement:
      'Вищезазначені послуги надано повністю і вчасно. Замовник не має претензій щодо обсягу, ' +
      'якості та строків надання послуг.',
    director: 'Керівник',
    accountant: 'Бухгалтер',
    signature: 'підпис',
  },
  kz: {
    invoiceTitle: '{{date}} № {{number}} төлем шоты',
    actTitle: '{{date}} № {{number}} көрсетілген қызметтер актісі',
    recipientBank: 'Алушының банкі',
    bik: 'БСК',
    account: 'Шот №',
    corrAccount: 'Корр. шот',
    recipient: 'Алушы',
    inn: 'СТН',
    kpp: 'КПП',
    address: 'Мекенжай',
    supplier: 'Жеткізуші',
    buyer: 'Сатып алушы',
    contractor: 'Орындаушы',
    customer: 'Тапсырыс беруші',
    lineNumber: '№',
    lineName: 'Жұмыстар, қызметтер атауы',
    quantity: 'Саны',
    unit: 'Бірл.',
    price: 'Бағасы',
    sum: 'Сомасы',
    unitService: 'қызм.',
    total: 'Барлығы',
    noVat: 'ҚҚС-сыз',
    toPay: 'Барлығы төлеуге',
    totalLine: 'Барлық атаулар саны {{count}}, сомасы {{sum}}',
    purpose: 'Төлемнің мақсаты',
    purposeText: '{{date}} № {{number}} шот бойынша төлем. ҚҚС-сыз',
    invoiceNote:
      'Бұл шотты төлеу қызмет көрсету шарттарымен келісуді білдіреді. Қолжетімділік ақша ' +
      'жеткізушінің шотына түскеннен кейін ашылады.',
    actStatement:
      'Жоғарыда аталған қызметтер толық әрі уақытында көрсетілді. Тапсырыс берушінің қызметтердің ' +
      'көлеміне, сапасына және мерзіміне шағымы жоқ.',
    director: 'Басшы',
    accountant: 'Бухгалтер',
    signature: 'қолы',
  },
  be: {
    invoiceTitle: 'Рахунак на аплату № {{number}} ад {{date}}',
    actTitle: 'Акт аказаных паслуг № {{number}} ад {{date}}',
    recipientBank: 'Банк атрымальніка',
    bik: 'БІК',
    account: 'Рах. №',
    corrAccount: 'Кар. рах.',
    recipient: 'Атрымальнік',
    inn: 'УНП',
    kpp: 'КПП',
    address: 'Адрас',
    supplier: 'Пастаўшчык',
    buyer: 'Пакупнік',
    contractor: 'Выканаўца',
    customer: 'Заказчык',
    lineNumber: '№',
    lineName: 'Найменне работ, паслуг',
    quantity: 'Кольк.',
    unit: 'Адз.',
    price: 'Цана',
    sum: 'Сума',
    unitService: 'пасл.',
    total: 'Разам',
    noVat: 'Без ПДВ',
    toPay: 'Усяго да аплаты',
    totalLine: 'Усяго найменняў {{count}}, на суму {{sum}}',
    purpose: 'Прызначэнне плацяжу',
    purposeText: 'Аплата па рахунку № {{number}} ад {{date}}. Без ПДВ',
    invoiceNote:
      'Аплата гэтага рахунку азначае згоду з умовамі аказання паслуг. Доступ адкрываецца пасля ' +
      'паступлення грошай на рахунак пастаўшчыка.',
    actStatement:
      'Вышэйпералічаныя паслугі выкананы цалкам і ў тэрмін. Заказчык не мае прэтэнзій да аб’ёму, ' +
      'якасці і тэрмінаў аказання паслуг.',
    director: 'Кіраўнік',
    accountant: 'Бухгалтар',
    signature: 'подпіс',
  },
  de: {
    invoiceTitle: 'Rechnung Nr. {{number}} vom {{date}}',
    actTitle: 'Leistungsnachweis Nr. {{number}} vom {{date}}',
    recipientBank: 'Bank des Empfängers',
    bik: 'BIC',
    account: 'Konto-Nr.',
    corrAccount: 'Korr.-Konto',
    recipient: 'Empfänger',
    inn: 'Steuer-Nr. (INN)',
    kpp: 'KPP',
    address: 'Anschrift',
    supplier: 'Lieferant',
    buyer: 'Käufer',
    contractor: 'Auftragnehmer',
    customer: 'Auftraggeber',
    lineNumber: 'Nr.',
    lineName: 'Leistungen',
    quantity: 'Menge',
    unit: 'Einh.',
    price: 'Preis',
    sum: 'Betrag',
    unitService: 'Leist.',
    total: 'Summe',
    noVat: 'Ohne MwSt.',
    toPay: 'Zu zahlen',
    totalLine: 'Positionen insgesamt: {{count}}, Betrag {{sum}}',
    purpose: 'Verwendungszweck',
    purposeText: 'Zahlung der Rechnung Nr. {{number}} vom {{date}}. Ohne MwSt.',
    invoiceNote:
      'Mit der Zahlung dieser Rechnung werden die Leistungsbedingungen angenommen. Der Zugang ' +
      'wird freigeschaltet, sobald das Geld auf dem Konto des Lieferanten eingeht.',
    actStatement:
      'Die oben genannten Leistungen wurden vollständig und fristgerecht erbracht. Der ' +
      'Auftraggeber hat keine Beanstandungen zu Umfang, Qualität und Fristen.',
    director: 'Geschäftsführer',
    accountant: 'Buchhalter',
    signature: 'Unterschrift',
  },
  it: {
    invoiceTitle: 'Fattura n. {{number}} del {{date}}',
    actTitle: 'Verbale di servizi resi n. {{number}} del {{date}}',
    recipientBank: 'Banca del beneficiario',
    bik: 'BIC',
    account: 'Conto n.',
    corrAccount: 'Conto di corrispondenza',
    recipient: 'Beneficiario',
    inn: 'Codice fiscale (INN)',
    kpp: 'KPP',
    address: 'Indirizzo',
    supplier: 'Fornitore',
    buyer: 'Acquirente',
    contractor: 'Prestatore',
    customer: 'Committente',
    lineNumber: 'N.',
    lineName: 'Servizi',
    quantity: 'Q.tà',
    unit: 'U.m.',
    price: 'Prezzo',
    sum: 'Importo',
    unitService: 'serv.',
    total: 'Totale',
    noVat: 'Senza IVA',
    toPay: 'Totale da pagare',
    totalLine: 'Voci in totale: {{count}}, per un importo di {{sum}}',
    purpose: 'Causale',
    purposeText: 'Pagamento della fattura n. {{number}} del {{date}}. Senza IVA',
    invoiceNote:
      "Il pagamento di questa fattura implica l'accettazione delle condizioni del servizio. " +
      "L'accesso si apre quando il denaro arriva sul conto del fornitore.",
    actStatement:
      'I servizi sopra elencati sono stati resi per intero e nei tempi. Il committente non ha ' +
      'contestazioni su quantità, qualità e tempi.',
    director: 'Direttore',
    accountant: 'Contabile',
    signature: 'firma',
  },
};
