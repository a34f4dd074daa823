import type { Language } from '@gramota/contracts';

/** The sandbox checkout page's words (issue 19), in every interface language; ru is the default. */
export interface SandboxCheckoutTexts {
  title: string;
  notice: string;
  payment: string;
  amount: string;
  approve: string;
  decline: string;
  causeLabel: string;
  /** Filled in as the decline's cause, changeable. */
  causeDefault: string;
  notFound: string;
  expired: string;
  alreadyPaid: string;
  alreadyCancelled: string;
  formExpired: string;
  notDelivered: string;
  backToShop: string;
  /** The sandbox is off here (PAY_SANDBOX not on): its page and its Pay button. */
  off: string;
}

export const SANDBOX_CHECKOUT_TEXTS: Record<Language, SandboxCheckoutTexts> = {
  ru: {
    title: 'Тестовая оплата',
    notice: 'Это тестовая касса: деньги не списываются. Выберите, чем закончится оплата.',
    payment: 'Платёж',
    amount: 'Сумма',
    approve: 'Оплатить',
    decline: 'Отклонить',
    causeLabel: 'Причина отказа',
    causeDefault: 'Отклонено банком',
    notFound: 'Такой оплаты нет. Вернитесь на сайт и начните оплату снова.',
    expired: 'Время на оплату истекло. Вернитесь на сайт и начните оплату снова.',
    alreadyPaid: 'Этот платёж уже оплачен.',
    alreadyCancelled: 'Этот платёж уже отклонён.',
    formExpired: 'Страница устарела. Обновите её и попробуйте ещё раз.',
    notDelivered:
      'Магазин не принял уведомление об оплате. Результат сохранён: сайт узнает его при проверке статуса.',
    backToShop: 'Вернуться на сайт',
    off: 'Тестовая оплата на этом сайте выключена. Вернитесь на сайт и выберите другой способ оплаты.',
  },
  en: {
    title: 'Test payment',
    notice: 'This is a test checkout: no money is charged. Choose how the payment ends.',
    payment: 'Payment',
    amount: 'Amount',
    approve: 'Pay',
    decline: 'Decline',
    causeLabel: 'Reason for declining',
    causeDefault: 'Declined by the bank',
    notFound: 'There is no such payment. Go back to the site and start the payment again.',
    expired: 'The time to pay has run out. Go back to the site and start the payment again.',
    alreadyPaid: 'This payment has already been made.',
    alreadyCancelled: 'This payment has already been declined.',
    formExpired: 'This page is out of date. Reload it and try again.',
    notDelivered:
      'The shop did not accept the payment notification. The outcome is saved: the site learns it when it checks the status.',
    backToShop: 'Back to the site',
    off: 'Test payments are turned off on this site. Go back to the site and choose another way to pay.',
  },
  uk: {
    title: 'Тестова оплата',
    notice: 'Це тестова каса: гроші не списуються. Оберіть, чим закінчиться оплата.',
    payment: 'Платіж',
    amount: 'Сума',
    approve: 'Оплатити',
    decline: 'Відхилити',
    causeLabel: 'Причина відмови',
    causeDefault: 'Відхилено банком',
    notFound: 'Такої оплати немає. Поверніться на сайт і почніть оплату знову.',
    expired: 'Час на оплату минув. Поверніться на сайт і почніть оплату знову.',
    alreadyPaid: 'Цей платіж уже оплачено.',
    alreadyCancelled: 'Цей платіж уже відхилено.',
    formExpired: 'Сторінка застаріла. Оновіть її та спробуйте ще раз.',
    notDelivered:
      'Магазин не прийняв повідомлення про оплату. Результат збережено: сайт дізнається його під час перевірки статусу.',
    backToShop: 'Повернутися на сайт',
    off: 'Тестову оплату на цьому сайті вимкнено. Поверніться на сайт і виберіть інший спосіб оплати.',
  },
  kz: {
    title: 'Сынақ төлемі',
    notice: 'Бұл сынақ кассасы: ақша алынбайды. Төлем немен аяқталатынын таңдаңыз.',
    payment: 'Төлем',
    amount: 'Сомасы',
    approve: 'Төлеу',
    decline: 'Бас тарту',
    causeLabel: 'Бас тарту себебі',
    causeDefault: 'Банк қабылдамады',
    notFound: 'Мұндай төлем жоқ. Сайтқа оралып, төлемді қайта бастаңыз.',
    expired: 'Төлем уақыты өтіп кетті. Сайтқа оралып, төлемді қайта бастаңыз.',
    alreadyPaid: 'Бұл төлем төленіп қойған.',
    alreadyCancelled: 'Бұл төлемнен бас тартылған.',
    formExpired: 'Бет ескірді. Оны жаңартып, қайта көріңіз.',
    notDelivered:
      'Дүкен төлем туралы хабарламаны қабылдамады. Нәтиже сақталды: сайт оны мәртебені тексергенде біледі.',
    backToShop: 'Сайтқа оралу',
    off: 'Бұл сайтта сынақ төлемі өшірулі. Сайтқа оралып, төлеудің басқа тәсілін таңдаңыз.',
  },
  be: {
    title: 'Тэставая аплата',
    notice: 'Гэта тэставая каса: грошы не спісваюцца. Выберыце, чым скончыцца аплата.',
    payment: 'Плацёж',
    amount: 'Сума',
    approve: 'Аплаціць',
    decline: 'Адхіліць',
    causeLabel: 'Прычына адмовы',
    causeDefault: 'Адхілена банкам',
    notFound: 'Такой аплаты няма. Вярніцеся на сайт і пачніце аплату зноў.',
    expired: 'Час на аплату скончыўся. Вярніцеся на сайт і пачніце аплату зноў.',
    alreadyPaid: 'Гэты плацёж ужо аплачаны.',
    alreadyCancelled: 'Гэты плацёж ужо адхілены.',
    formExpired: 'Старонка састарэла. Абнавіце яе і паспрабуйце яшчэ раз.',
    notDelivered:
      'Крама не прыняла паведамленне пра аплату. Вынік захаваны: сайт даведаецца пра яго пры праверцы статусу.',
    backToShop: 'Вярнуцца на сайт',
    off: 'Тэставая аплата на гэтым сайце выключана. Вярніцеся на сайт і выберыце іншы спосаб аплаты.',
  },
  de: {
    title: 'Testzahlung',
    notice:
      'Dies ist eine Testkasse: Es wird kein Geld abgebucht. Wählen Sie, wie die Zahlung endet.',
    payment: 'Zahlung',
    amount: 'Betrag',
    approve: 'Bezahlen',
    decline: 'Ablehnen',
    causeLabel: 'Grund der Ablehnung',
    causeDefault: 'Von der Bank abgelehnt',
    notFound:
      'Diese Zahlung gibt es nicht. Kehren Sie zur Website zurück und starten Sie die Zahlung neu.',
    expired:
      'Die Zeit zum Bezahlen ist abgelaufen. Kehren Sie zur Website zurück und starten Sie die Zahlung neu.',
    alreadyPaid: 'Diese Zahlung ist bereits bezahlt.',
    alreadyCancelled: 'Diese Zahlung wurde bereits abgelehnt.',
    formExpired: 'Diese Seite ist veraltet. Laden Sie sie neu und versuchen Sie es noch einmal.',
    notDelivered:
      'Der Shop hat die Zahlungsbenachrichtigung nicht angenommen. Das Ergebnis ist gespeichert: Die Website erfährt es bei der Statusprüfung.',
    backToShop: 'Zurück zur Website',
    off: 'Testzahlungen sind auf dieser Website ausgeschaltet. Kehren Sie zur Website zurück und wählen Sie eine andere Zahlungsart.',
  },
  it: {
    title: 'Pagamento di prova',
    notice:
      'Questa è una cassa di prova: non viene addebitato denaro. Scegli come finisce il pagamento.',
    payment: 'Pagamento',
    amount: 'Importo',
    approve: 'Paga',
    decline: 'Rifiuta',
    causeLabel: 'Motivo del rifiuto',
    causeDefault: 'Rifiutato dalla banca',
    notFound: 'Questo pagamento non esiste. Torna al sito e avvia di nuovo il pagamento.',
    expired: 'Il tempo per pagare è scaduto. Torna al sito e avvia di nuovo il pagamento.',
    alreadyPaid: 'Questo pagamento è già stato effettuato.',
    alreadyCancelled: 'Questo pagamento è già stato rifiutato.',
    formExpired: 'Questa pagina non è più valida. Ricaricala e riprova.',
    notDelivered:
      'Il negozio non ha accettato la notifica di pagamento. Il risultato è salvato: il sito lo saprà quando controlla lo stato.',
    backToShop: 'Torna al sito',
    off: 'I pagamenti di prova sono disattivati su questo sito. Torna al sito e scegli un altro modo di pagare.',
  },
};
