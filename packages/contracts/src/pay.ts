/**
 * Payments, PRO, invoices, print orders and donations (issue 19; seed 001 §2 Payments, §3 Payment
 * record / Pay data / Profile (commerce), §4 Payment polling, Donate dialog, §5, §7 Payments;
 * seed 000 §3 Price object).
 *
 * Money: every sum is an integer number of minor units (kopecks, cents, tiyn...) on the server and
 * in these answers (`sum_minor`); `sum` is the same amount written for people ('1 990', '9.90')
 * by formatMoney. Prices never travel as floats.
 *
 * Errors: the seeds' shape `{ result: 'error', error_code, error_text, name? }` with payErrors'
 * codes; 401 login_required for guests, 403 forbidden for another account's record or a member
 * without pay_full, 404 for an unknown id.
 */

/** The six currencies a teacher may pay in (profile-set-currency). */
export const CURRENCIES = ['RUB', 'UAH', 'KZT', 'BYN', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** Minor units per major unit (all six have two decimals). */
export const MINOR_UNITS = 100;

/** Payment record aims (seed 001 §3), plus the donation that skips the free wait. */
export const PAY_AIMS = [
  'template',
  'template_i',
  'subscribe',
  'workshop',
  'print',
  'prepay-print',
  'donate',
] as const;
export type PayAim = (typeof PAY_AIMS)[number];

/**
 * What can be bought. Each product is one aim and, for licences, a licence kind and a length.
 *  - template-1 / template-12: PRO for one template (aim template_i / template), 1 or 12 months.
 *  - all-1 / all-12: all templates (aim subscribe).
 *  - team-12: all templates for `seats` colleagues of one organisation (aim subscribe), each
 *    joining by a one-time connect link; the buyer is one of the seats.
 *  - school-12: a school account (aim subscribe; licence kind school).
 *  - workshop-1 / workshop-12: the workshop plan (aim workshop).
 *  - donate: a donation for one document that skips the free file's wait (aim donate).
 *  - print: a print order paid before printing (aim prepay-print).
 */
export const PAY_PRODUCTS = [
  'template-1',
  'template-12',
  'all-1',
  'all-12',
  'team-12',
  'school-12',
  'workshop-1',
  'workshop-12',
  'donate',
  'print',
] as const;
export type PayProduct = (typeof PAY_PRODUCTS)[number];
export const isPayProduct = (value: unknown): value is PayProduct =>
  typeof value === 'string' && (PAY_PRODUCTS as readonly string[]).includes(value);

/**
 * /app/invoice/workshop/{id}/ for the workshop plan itself (no one template asked for it: the
 * workshop's need-pay dialogs). Any other id is the workshop template that needed the plan.
 */
export const WORKSHOP_PLAN_INVOICE = 'plan';

/** Seats a team licence may have (the buyer included). */
export const TEAM_SEATS = { min: 2, max: 100 } as const;

/**
 * Operators (seed 001 §7 invoice-set-pay-method): 'one' is the built-in sandbox checkout (the
 * default provider), 'yandex' YooKassa, 'paypal' PayPal (EUR and USD only), 'bank' a bank transfer
 * against the invoice PDF, marked paid by the operator (`npm run admin -- payment paid`).
 */
export const PAY_OPERATORS = ['one', 'yandex', 'paypal', 'bank'] as const;
export type PayOperator = (typeof PAY_OPERATORS)[number];
export const isPayOperator = (value: unknown): value is PayOperator =>
  typeof value === 'string' && (PAY_OPERATORS as readonly string[]).includes(value);

/** Methods within an operator ('card', 'sbp', 'wallet', 'paypal', 'invoice'). */
export const PAY_METHODS = ['card', 'sbp', 'wallet', 'paypal', 'invoice'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/**
 * A record's status: new (made, no method chosen), wait-paid (sent to a checkout or a bank invoice
 * issued), paid, cancel (declined or cancelled by the provider; `cause` says why).
 */
export const PAY_STATUSES = ['new', 'wait-paid', 'paid', 'cancel'] as const;
export type PayStatus = (typeof PAY_STATUSES)[number];

/** Seed 000 §3 Price object: prices written for people in the profile's currency. */
export interface PriceObject {
  one_short: string;
  all_from_short: string;
  workshop_1: string;
  workshop_12: string;
}

/** Seed 001 §3 Payment record, as pay-get lists it (newest first). */
export interface PaymentRecord {
  aim: PayAim;
  /** Template id 'lng:id:index', workshop template id, print order id or doc id; '' otherwise. */
  aim_id: string;
  product: PayProduct;
  status: PayStatus;
  operator: PayOperator | '';
  method: PayMethod | '';
  /** When it was made, ms since epoch. */
  time: number;
  sum: string;
  sum_minor: number;
  currency: Currency;
  /** What was bought, in the teacher's language ('PRO: Diploma for the winner, 12 months'). */
  text: string;
  /** The licence's first and last day (UTC, 'YYYY-MM-DD') once paid; '' before. */
  date_start: string;
  date_end: string;
  /** A paid licence running today. */
  active: boolean;
  /** The record's public id in URLs (random, unguessable; still checked against the caller). */
  data_id: string;
  /** Bank transfers: the invoice and act PDFs once made ('' until then). */
  invoice_url: string;
  act_url: string;
  /** Why a cancelled payment was cancelled ('' otherwise). */
  cause: string;
}

/** An active licence of the account, for the pay page. */
export interface PayLicence {
  kind: 'template' | 'all-templates' | 'workshop' | 'school';
  template_id: string | null;
  /** The template's name when kind is template. */
  name: string;
  date_end: string;
  /** Set when the licence comes from a team: its organisation. */
  team_org: string;
}

/** A team licence the account bought: its seats and connect links. */
export interface PayTeam {
  uid: string;
  org: string;
  seats: number;
  date_end: string;
  members: Array<{ name: string; email: string; joined: number }>;
  /** Connect links not used yet: appPaths.payConnect(uid) each. */
  invites: string[];
}

/** Seed 001 §3 Pay data: GET /api/pay-get/{userKey}/ */
export interface PayGetAnswer {
  result: 'success';
  payments: PaymentRecord[];
  licences: PayLicence[];
  /** Percent off for the account (school accounts 10); 0 otherwise. */
  discount: number;
  discount_vis: boolean;
  need_select: boolean;
  /** The account has an all-templates licence (its own or a team's). */
  all_share: boolean;
  all_end: string;
  /** The account is a member of a team licence: the organisation and end date. */
  all_share_team: boolean;
  all_share_team_date_end: string;
  all_share_team_org: string;
  teams: PayTeam[];
  profile: PayProfile;
  prices: PriceObject;
}

/** Seed 001 §3 Profile (commerce), the part the pay area reads. */
export interface PayProfile {
  email: string;
  country: string;
  currency: Currency;
  login: boolean;
  is_access: 'true' | 'false';
  is_timeplate_buy: '0' | '1';
  is_template_all_active: '0' | '1';
  is_workshop_pay: '0' | '1';
  id: string;
}

/** One product with its price in the account's currency, for the invoice page. */
export interface PayOffer {
  product: PayProduct;
  sum: string;
  sum_minor: number;
  currency: Currency;
  months: number;
  text: string;
}

/**
 * POST /api/invoice-create/ { product, aim_id?, doc_id?, seats?, org?, sum_minor? (donate) } →
 * a new record in state 'new' (or the same unpaid one again for the same product and aim).
 */
export interface InvoiceCreateAnswer {
  result: 'success';
  payment: PaymentRecord;
  /** The operators this currency can use, in order ('paypal' only for EUR and USD). */
  operators: PayOperator[];
}

/** GET /api/invoice-offers/?aim_id= : what the invoice page offers for a template or workshop. */
export interface InvoiceOffersAnswer {
  result: 'success';
  offers: PayOffer[];
  /** The template's name, when aim_id names one. */
  name: string;
  /** Already PRO for it (or all templates): nothing to buy. */
  has_pro: boolean;
  profile: PayProfile;
}

/** GET /api/invoice-get/{dataId}/ : one record of the account. */
export interface InvoiceGetAnswer {
  result: 'success';
  payment: PaymentRecord;
  operators: PayOperator[];
}

/**
 * GET /api/invoice-set-pay-method/{dataId}/{operator}/{method}/ : the record goes to wait-paid.
 * `url` is the provider's checkout to open ('' for bank: the invoice PDF is made next).
 */
export interface SetPayMethodAnswer {
  result: 'success';
  url: string;
  payment: PaymentRecord;
}

/** GET /api/invoice-status-pay/{dataId}/ polled every 2.5 s (seed 001 §4 Payment polling). */
export interface InvoiceStatusAnswer {
  result: 'success';
  status: PayStatus;
  cause: string;
}

/**
 * GET /api/invoice-create-bank-invoice/{dataId}/, /api/pay-create-bank-act/{dataId}/ start making
 * the PDF; their -status/ variants are polled every 2 s: 'wait' until `url` is ready.
 */
export interface BankPaperAnswer {
  result: 'success';
  status: 'wait' | 'ready' | 'error';
  url: string;
}

/** The school's requisites for bank papers, entered once (pay-set-settings). */
export interface PayRequisites {
  org: string;
  inn: string;
  kpp: string;
  address: string;
}

/** GET /api/pay-settings-modal/ : what the settings modal shows. */
export interface PaySettingsAnswer {
  result: 'success';
  email: string;
  country: string;
  currency: Currency;
  requisites: PayRequisites;
  /** ISO 3166 alpha-2 codes offered, with names in the teacher's language. */
  countries: Array<{ code: string; name: string }>;
}

/**
 * GET /api/pay-set-settings/?email=&country=[&org=&inn=&kpp=&address=] : e-mail and country are
 * required (seed 001 §5); the answer is the saved settings.
 */
export type PaySetSettingsAnswer = PaySettingsAnswer;

/**
 * GET /api/invoce-check-pay-modal/ (the seed's spelling): the newest finished payment the teacher
 * has not been shown yet, once. 'none' when there is nothing to show.
 */
export interface CheckPayModalAnswer {
  result: 'success';
  modal: 'none' | 'success' | 'cancel';
  cause: string;
  payment: PaymentRecord | null;
}

/** GET /api/profile-set-currency/?currency= : the prices in the new currency. */
export interface SetCurrencyAnswer extends PriceObject {
  result: 'success';
  currency: Currency;
}

/** GET /api/pay-templates-team-connect/{uid}/ : the caller joins the team licence. */
export interface TeamConnectAnswer {
  result: 'success';
  org: string;
  date_end: string;
}

/** GET /api/invoice-paypal-pay/{dataId}/?token= : the PayPal return; captures the order. */
export interface PaypalPayAnswer {
  result: 'success';
  status: PayStatus;
}

/** GET /api/template-activate-pay/{templateId}/ (seed 001 §7 Templates): where to pay for it. */
export interface TemplateActivatePayAnswer {
  result: 'success' | 'has-pro';
  /** appPaths.invoiceTemplate(templateId) */
  url: string;
}

/** Print orders (print-order-add-file puts made files in the cart). */
export const PRINT_ORDER_STATUSES = [
  'cart',
  'wait-paid',
  'paid',
  'printing',
  'sent',
  'done',
  'cancel',
] as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number];
export const isPrintOrderStatus = (value: unknown): value is PrintOrderStatus =>
  (PRINT_ORDER_STATUSES as readonly unknown[]).includes(value);

export interface PrintOrderFile {
  id: number;
  name: string;
  thumb: string;
  pages: number;
  copies: number;
}

export interface PrintDelivery {
  name: string;
  phone: string;
  city: string;
  address: string;
  postcode: string;
  comment: string;
}

export interface PrintOrderInfo {
  id: number;
  status: PrintOrderStatus;
  files: PrintOrderFile[];
  delivery: PrintDelivery;
  sum: string;
  sum_minor: number;
  currency: Currency;
  /** ms */
  time: number;
  data_id: string;
}

/** GET /api/print-order-get/ : the cart and the account's orders, newest first. */
export interface PrintOrderGetAnswer {
  result: 'success';
  cart: PrintOrderInfo;
  orders: PrintOrderInfo[];
  /** Price of one printed page in the account's currency. */
  page_price: string;
}

export const PRINT_LIMITS = { copiesMax: 500, filesMax: 200 } as const;

/** Delivery fields' longest lengths; the phone is kept as its digits (10 to 15 of them). */
export const PRINT_DELIVERY_LIMITS = {
  name: 200,
  city: 100,
  address: 500,
  postcode: 12,
  comment: 1000,
  phoneDigitsMin: 10,
  phoneDigitsMax: 15,
} as const;

/** POST /api/print-order-set-copies/ */
export interface PrintOrderSetCopiesBody {
  /** The cart file's id (PrintOrderFile.id). */
  id: number;
  copies: number;
}

/** POST /api/print-order-remove-file/ */
export interface PrintOrderRemoveFileBody {
  id: number;
}

/** Answer of set-copies and remove-file: the cart as it is now. */
export interface PrintOrderCartAnswer {
  result: 'success';
  cart: PrintOrderInfo;
}

/** POST /api/print-order-submit/: the delivery details; the cart becomes an order. */
export type PrintOrderSubmitBody = PrintDelivery;

/** The order waits for its prepay-print record: the screen opens appPaths.invoicePay(data_id). */
export interface PrintOrderSubmitAnswer {
  result: 'success';
  order: PrintOrderInfo;
  data_id: string;
}

/** Where the operator may move an order from each status. */
export const PRINT_OPERATOR_MOVES: Readonly<Record<PrintOrderStatus, readonly PrintOrderStatus[]>> =
  {
    cart: [],
    'wait-paid': ['cancel'],
    paid: ['printing', 'cancel'],
    printing: ['sent', 'cancel'],
    sent: ['done'],
    done: [],
    cancel: [],
  };

/** An order as the operator sees it: whose it is, to reach the teacher. */
export interface PrintOperatorOrder extends PrintOrderInfo {
  user_id: string;
  user_email: string;
}

/** GET /api/print-order-operator-list/ (dev accounts only): every order, newest first. */
export interface PrintOperatorListAnswer {
  result: 'success';
  orders: PrintOperatorOrder[];
}

/** POST /api/print-order-operator-set-status/ */
export interface PrintOperatorSetStatusBody {
  id: number;
  status: PrintOrderStatus;
}

export interface PrintOperatorSetStatusAnswer {
  result: 'success';
  order: PrintOperatorOrder;
}

/** Error codes of the pay area with their English texts. */
export const payErrors = {
  login_required: 'Log in to pay!',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  email_required: 'Enter your e-mail address for the receipt',
  email_invalid: 'Please enter a valid email address',
  country_required: 'Choose your country',
  currency_invalid: 'Unknown currency',
  product_invalid: 'Unknown product',
  aim_invalid: 'There is nothing to pay for with this link',
  operator_invalid: 'This payment method is not available',
  operator_currency: 'This payment method does not take this currency',
  seats_invalid: 'A team has from 2 to 100 seats',
  org_required: 'Enter the organisation',
  sum_invalid: 'Enter a sum from 1 to 100 000',
  already_paid: 'This invoice is already paid',
  already_pro: 'You already have PRO for this',
  not_bank: 'Papers are made only for a bank transfer',
  requisites_required: 'Enter the school requisites first',
  act_not_paid: 'The act is made once the invoice is paid',
  team_link_used: 'This link has already been used',
  team_link_expired: 'This team licence has ended',
  team_full: 'All seats of this team are taken',
  team_own: 'You are already in this team',
  provider_failed: 'The payment service did not answer. Please try again later.',
  webhook_invalid: 'Notification refused',
  print_empty: 'Add files to the print order first',
  print_copies_invalid: 'From 1 to 500 copies',
  print_delivery_invalid: 'Fill in the delivery details',
  print_not_cart: 'This order can no longer be changed',
  print_status_invalid: 'The order cannot move to this status',
  remove_paid: 'A paid invoice cannot be removed',
} as const;
export type PayErrorCode = keyof typeof payErrors;

/** A donation's sum in minor units: 1 to 100 000 of the currency (payErrors.sum_invalid). */
export const DONATE_LIMITS_MINOR = { min: 100, max: 10_000_000 } as const;

/** Polling periods (seed 001 §9). */
export const PAY_TIMING = { statusPollMs: 2500, paperPollMs: 2000 } as const;

/** Formats minor units for people: '1 990' (no kopecks when whole), '9.90' otherwise. */
export function formatMoney(sumMinor: number): string {
  const whole = Math.trunc(sumMinor / MINOR_UNITS);
  const part = Math.abs(sumMinor % MINOR_UNITS);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return part === 0 ? grouped : `${grouped}.${String(part).padStart(2, '0')}`;
}

const seg = encodeURIComponent;

/**
 * The pay area's calls. Router patterns (for Koa) are the `*Route` strings; builders for the
 * front end take the parameters. Webhooks and the sandbox checkout are the providers', not the app's.
 */
export const payPaths = {
  payGet: (userKey: string) => `/api/pay-get/${seg(userKey)}/`,
  payGetRoute: '/api/pay-get/:userKey/',
  invoiceOffers: () => '/api/invoice-offers/',
  invoiceCreate: () => '/api/invoice-create/',
  invoiceGet: (dataId: string) => `/api/invoice-get/${seg(dataId)}/`,
  invoiceGetRoute: '/api/invoice-get/:dataId/',
  setPayMethod: (dataId: string, operator: PayOperator, method: PayMethod) =>
    `/api/invoice-set-pay-method/${seg(dataId)}/${operator}/${method}/`,
  setPayMethodRoute: '/api/invoice-set-pay-method/:dataId/:operator/:method/',
  statusPay: (dataId: string) => `/api/invoice-status-pay/${seg(dataId)}/`,
  statusPayRoute: '/api/invoice-status-pay/:dataId/',
  bankInvoice: (dataId: string) => `/api/invoice-create-bank-invoice/${seg(dataId)}/`,
  bankInvoiceRoute: '/api/invoice-create-bank-invoice/:dataId/',
  bankInvoiceStatus: (dataId: string) => `/api/invoice-create-bank-invoice-status/${seg(dataId)}/`,
  bankInvoiceStatusRoute: '/api/invoice-create-bank-invoice-status/:dataId/',
  bankAct: (dataId: string) => `/api/pay-create-bank-act/${seg(dataId)}/`,
  bankActRoute: '/api/pay-create-bank-act/:dataId/',
  bankActStatus: (dataId: string) => `/api/pay-create-bank-act-status/${seg(dataId)}/`,
  bankActStatusRoute: '/api/pay-create-bank-act-status/:dataId/',
  /** The made PDFs, served only to their owner. */
  bankPaperFile: (dataId: string, paper: 'invoice' | 'act') =>
    `/api/pay-bank-paper/${seg(dataId)}/${paper}.pdf`,
  bankPaperFileRoute: '/api/pay-bank-paper/:dataId/:paper.pdf',
  setSettings: () => '/api/pay-set-settings/',
  settingsModal: () => '/api/pay-settings-modal/',
  checkPayModal: () => '/api/invoce-check-pay-modal/',
  paypalPay: (dataId: string) => `/api/invoice-paypal-pay/${seg(dataId)}/`,
  paypalPayRoute: '/api/invoice-paypal-pay/:dataId/',
  removeInvoice: () => '/api/pay-remove-invoice/',
  setCurrency: () => '/api/profile-set-currency/',
  teamConnect: (uid: string) => `/api/pay-templates-team-connect/${seg(uid)}/`,
  teamConnectRoute: '/api/pay-templates-team-connect/:uid/',
  templateActivatePay: (templateId: string) => `/api/template-activate-pay/${seg(templateId)}/`,
  templateActivatePayRoute: '/api/template-activate-pay/:templateId/',
  /** Providers' notifications (no session, no CSRF header; each verified its own way). */
  webhook: (operator: PayOperator) => `/api/pay-webhook/${operator}/`,
  webhookRoute: '/api/pay-webhook/:operator/',
  /** Print orders. */
  printOrderGet: () => '/api/print-order-get/',
  printOrderSetCopies: () => '/api/print-order-set-copies/',
  printOrderRemoveFile: () => '/api/print-order-remove-file/',
  printOrderSubmit: () => '/api/print-order-submit/',
  /** The print operator's calls (accounts with dev 'dev'). */
  printOrderOperatorList: () => '/api/print-order-operator-list/',
  printOrderOperatorSetStatus: () => '/api/print-order-operator-set-status/',
  /** A file of an order for printing (operators only): its print-quality JPEG or its PDF. */
  printOrderOperatorFile: (fileId: number, kind: 'jpeg' | 'pdf') =>
    `/api/print-order-operator-file/${fileId}/${kind}/`,
  printOrderOperatorFileRoute: '/api/print-order-operator-file/:fileId/:kind/',
} as const;
