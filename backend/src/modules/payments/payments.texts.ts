import type { Language, PayProduct } from '@gramota/contracts';

/**
 * What a payment record says was bought (PaymentRecord.text, the checkout's description), in
 * the account's language. `{name}` is the template's name, `{seats}` the team's seats,
 * `{org}` its organisation, `{id}` the print order's number.
 */
export const PAYMENT_TEXTS: Record<Language, Record<PayProduct, string>> = {
  ru: {
    'template-1': 'PRO: {name}, 1 месяц',
    'template-12': 'PRO: {name}, 12 месяцев',
    'all-1': 'PRO: все шаблоны, 1 месяц',
    'all-12': 'PRO: все шаблоны, 12 месяцев',
    'team-12': 'PRO для команды «{org}»: все шаблоны, {seats} мест, 12 месяцев',
    'school-12': 'Школьный аккаунт, 12 месяцев',
    'workshop-1': 'Мастерская шаблонов, 1 месяц',
    'workshop-12': 'Мастерская шаблонов, 12 месяцев',
    donate: 'Пожертвование на развитие сервиса',
    print: 'Заказ печати № {id}',
  },
  en: {
    'template-1': 'PRO: {name}, 1 month',
    'template-12': 'PRO: {name}, 12 months',
    'all-1': 'PRO: all templates, 1 month',
    'all-12': 'PRO: all templates, 12 months',
    'team-12': 'PRO for the team "{org}": all templates, {seats} seats, 12 months',
    'school-12': 'School account, 12 months',
    'workshop-1': 'Template workshop, 1 month',
    'workshop-12': 'Template workshop, 12 months',
    donate: 'A donation to the service',
    print: 'Print order no. {id}',
  },
  uk: {
    'template-1': 'PRO: {name}, 1 місяць',
    'template-12': 'PRO: {name}, 12 місяців',
    'all-1': 'PRO: усі шаблони, 1 місяць',
    'all-12': 'PRO: усі шаблони, 12 місяців',
    'team-12': 'PRO для команди «{org}»: усі шаблони, {seats} місць, 12 місяців',
    'school-12': 'Шкільний акаунт, 12 місяців',
    'workshop-1': 'Майстерня шаблонів, 1 місяць',
    'workshop-12': 'Майстерня шаблонів, 12 місяців',
    donate: 'Пожертва на розвиток сервісу',
    print: 'Замовлення друку № {id}',
  },
  kz: {
    'template-1': 'PRO: {name}, 1 ай',
    'template-12': 'PRO: {name}, 12 ай',
    'all-1': 'PRO: барлық үлгілер, 1 ай',
    'all-12': 'PRO: барлық үлгілер, 12 ай',
    'team-12': '«{org}» командасына PRO: барлық үлгілер, {seats} орын, 12 ай',
    'school-12': 'Мектеп аккаунты, 12 ай',
    'workshop-1': 'Үлгілер шеберханасы, 1 ай',
    'workshop-12': 'Үлгілер шеберханасы, 12 ай',
    donate: 'Сервисті дамытуға қайырымдылық',
    print: '№ {id} басып шығару тапсырысы',
  },
  be: {
    'template-1': 'PRO: {name}, 1 месяц',
    'template-12': 'PRO: {name}, 12 месяцаў',
    'all-1': 'PRO: усе шаблоны, 1 месяц',
    'all-12': 'PRO: усе шаблоны, 12 месяцаў',
    'team-12': 'PRO для каманды «{org}»: усе шаблоны, {seats} месцаў, 12 месяцаў',
    'school-12': 'Школьны акаўнт, 12 месяцаў',
    'workshop-1': 'Майстэрня шаблонаў, 1 месяц',
    'workshop-12': 'Майстэрня шаблонаў, 12 месяцаў',
    donate: 'Ахвяраванне на развіццё сэрвісу',
    print: 'Заказ друку № {id}',
  },
  de: {
    'template-1': 'PRO: {name}, 1 Monat',
    'template-12': 'PRO: {name}, 12 Monate',
    'all-1': 'PRO: alle Vorlagen, 1 Monat',
    'all-12': 'PRO: alle Vorlagen, 12 Monate',
    'team-12': 'PRO für das Team „{org}“: alle Vorlagen, {seats} Plätze, 12 Monate',
    'school-12': 'Schulkonto, 12 Monate',
    'workshop-1': 'Vorlagenwerkstatt, 1 Monat',
    'workshop-12': 'Vorlagenwerkstatt, 12 Monate',
    donate: 'Eine Spende für den Dienst',
    print: 'Druckauftrag Nr. {id}',
  },
  it: {
    'template-1': 'PRO: {name}, 1 mese',
    'template-12': 'PRO: {name}, 12 mesi',
    'all-1': 'PRO: tutti i modelli, 1 mese',
    'all-12': 'PRO: tutti i modelli, 12 mesi',
    'team-12': 'PRO per il team «{org}»: tutti i modelli, {seats} posti, 12 mesi',
    'school-12': 'Account scolastico, 12 mesi',
    'workshop-1': 'Laboratorio dei modelli, 1 mese',
    'workshop-12': 'Laboratorio dei modelli, 12 mesi',
    donate: 'Una donazione al servizio',
    print: 'Ordine di stampa n. {id}',
  },
};

export function paymentText(
  language: Language,
  product: PayProduct,
  values: { name?: string; seats?: number; org?: string; id?: string },
): string {
  return PAYMENT_TEXTS[language][product].replace(/\{(name|seats|org|id)\}/g, (_, key: string) =>
    String(values[key as keyof typeof values] ?? ''),
  );
}

/** The team offer on the invoice page: no organisation chosen yet, priced per seat. */
export const TEAM_OFFER_TEXTS: Record<Language, string> = {
  ru: 'PRO для команды: все шаблоны, 12 месяцев, цена за одно место',
  en: 'PRO for a team: all templates, 12 months, price per seat',
  uk: 'PRO для команди: усі шаблони, 12 місяців, ціна за одне місце',
  kz: 'Командаға PRO: барлық үлгілер, 12 ай, бір орынның бағасы',
  be: 'PRO для каманды: усе шаблоны, 12 месяцаў, кошт за адно месца',
  de: 'PRO für ein Team: alle Vorlagen, 12 Monate, Preis pro Platz',
  it: 'PRO per un team: tutti i modelli, 12 mesi, prezzo per posto',
};
