import type {
  PrintDelivery,
  PrintOperatorOrder,
  PrintOrderGetAnswer,
  PrintOrderInfo,
} from '@gramota/contracts';
import type { i18n as I18n } from 'i18next';
import en from '../../locales/en/print.json';
import { registerPrintStrings } from './i18n/register-strings';

/** The print namespace with English preloaded, for renderArea's `strings`. */
export const printStringsEn = (i18n: I18n) => void registerPrintStrings(i18n, { en });

export const NO_DELIVERY: PrintDelivery = {
  name: '',
  phone: '',
  city: '',
  address: '',
  postcode: '',
  comment: '',
};

export function order(overrides: Partial<PrintOrderInfo> = {}): PrintOrderInfo {
  return {
    id: 0,
    status: 'cart',
    files: [],
    delivery: NO_DELIVERY,
    sum: '0',
    sum_minor: 0,
    currency: 'RUB',
    time: Date.UTC(2026, 0, 15),
    data_id: '',
    ...overrides,
  };
}

/** A cart of two files (1 and 3 pages) at 15 RUB a page, and the given orders. */
export function printOrderAnswer(orders: PrintOrderInfo[] = []): PrintOrderGetAnswer {
  return {
    result: 'success',
    cart: order({
      files: [
        {
          id: 11,
          name: 'Certificate for Anna',
          thumb: '/data/doc/A_1_th.webp',
          pages: 1,
          copies: 1,
        },
        { id: 12, name: 'Diplomas 5A', thumb: '/data/doc/D_2_th.webp', pages: 3, copies: 2 },
      ],
      sum: '105',
      sum_minor: 10500,
    }),
    orders,
    page_price: '15',
  };
}

export function operatorOrder(overrides: Partial<PrintOperatorOrder> = {}): PrintOperatorOrder {
  return {
    ...order({
      id: 41,
      status: 'paid',
      files: [
        {
          id: 5,
          name: 'Certificate for Anna',
          thumb: '/data/doc/A_1_th.webp',
          pages: 1,
          copies: 3,
        },
      ],
      delivery: {
        name: 'Maria Ivanova',
        phone: '79001234567',
        city: 'Kazan',
        address: 'Bauman st. 1',
        postcode: '420111',
        comment: 'Call first',
      },
      sum: '45',
      sum_minor: 4500,
      data_id: 'd-41',
    }),
    user_id: 'u-1',
    user_email: 'maria@school.example',
    ...overrides,
  };
}
