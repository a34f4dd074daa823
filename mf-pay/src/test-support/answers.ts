import type {
  InvoiceOffersAnswer,
  PayGetAnswer,
  PaymentRecord,
  PayProfile,
  PaySettingsAnswer,
} from '@gramota/contracts';
import type { Handler, RecordedCall } from '@gramota/shell-api/testing';

/** A session: a teacher logged in (key k1), or a visitor. */
export const session =
  (login = true): Handler =>
  (call: RecordedCall) =>
    call.path === '/api/login-check/'
      ? [200, { result: 'success', login, user_key: 'k1', is_access: 'false' }]
      : undefined;

export const payProfile = (extra: Partial<PayProfile> = {}): PayProfile => ({
  email: 'olga@school.example',
  country: 'RU',
  currency: 'RUB',
  login: true,
  is_access: 'false',
  is_timeplate_buy: '0',
  is_template_all_active: '0',
  is_workshop_pay: '0',
  id: '7',
  ...extra,
});

export const settingsAnswer = (email: string, country: string): PaySettingsAnswer => ({
  result: 'success',
  email,
  country,
  currency: 'RUB',
  requisites: { org: '', inn: '', kpp: '', address: '' },
  countries: [
    { code: 'RU', name: 'Russia' },
    { code: 'KZ', name: 'Kazakhstan' },
  ],
});

export const record = (extra: Partial<PaymentRecord> = {}): PaymentRecord => ({
  aim: 'template',
  aim_id: 'en:201:0',
  product: 'template-12',
  status: 'new',
  operator: '',
  method: '',
  time: Date.UTC(2026, 4, 3),
  sum: '1 990',
  sum_minor: 199_000,
  currency: 'RUB',
  text: 'PRO: Diploma for the winner, 12 months',
  date_start: '',
  date_end: '',
  active: false,
  data_id: 'Rec0rd-1',
  invoice_url: '',
  act_url: '',
  cause: '',
  ...extra,
});

export const offersAnswer = (extra: Partial<InvoiceOffersAnswer> = {}): InvoiceOffersAnswer => ({
  result: 'success',
  name: 'Diploma for the winner',
  has_pro: false,
  profile: payProfile(),
  offers: [
    {
      product: 'template-1',
      sum: '290',
      sum_minor: 29_000,
      currency: 'RUB',
      months: 1,
      text: 'PRO: Diploma, 1 month',
    },
    {
      product: 'template-12',
      sum: '1 990',
      sum_minor: 199_000,
      currency: 'RUB',
      months: 12,
      text: 'PRO: Diploma, 12 months',
    },
    {
      product: 'all-12',
      sum: '4 990',
      sum_minor: 499_000,
      currency: 'RUB',
      months: 12,
      text: 'All templates, 12 months',
    },
  ],
  ...extra,
});

export const payGetAnswer = (extra: Partial<PayGetAnswer> = {}): PayGetAnswer => ({
  result: 'success',
  payments: [],
  licences: [],
  discount: 0,
  discount_vis: false,
  need_select: false,
  all_share: false,
  all_end: '',
  all_share_team: false,
  all_share_team_date_end: '',
  all_share_team_org: '',
  teams: [],
  profile: payProfile(),
  prices: { one_short: '290', all_from_short: '490', workshop_1: '390', workshop_12: '2 990' },
  ...extra,
});

/** The first handler that answers wins. */
export const handlers =
  (...list: Handler[]): Handler =>
  (call) => {
    for (const handler of list) {
      const answer = handler(call);
      if (answer) return answer;
    }
    return undefined;
  };
