/**
 * Our company's requisites, printed as the seller (invoice) and the contractor (act). Each field
 * comes from PAY_SELLER_* (config.ts `paySeller`); the defaults below are placeholders that make a
 * bare `npm start` print a readable paper, not real bank details: an operator taking bank
 * transfers sets every one of them.
 */
export interface SellerRequisites {
  /** 'ООО «Грамота»' */
  name: string;
  inn: string;
  kpp: string;
  address: string;
  /** The bank the money is sent to. */
  bank: string;
  bik: string;
  /** Settlement account (Сч. №, 20 digits). */
  account: string;
  /** The bank's correspondent account. */
  corrAccount: string;
  /** Who signs for the company (Руководитель), and its accountant. */
  director: string;
  accountant: string;
}

export const DEFAULT_SELLER: SellerRequisites = {
  name: 'ООО «Грамота»',
  inn: '7700000000',
  kpp: '770001001',
  address: '101000, г. Москва',
  bank: 'АО «Банк»',
  bik: '044525000',
  account: '40702810000000000000',
  corrAccount: '30101810000000000000',
  director: 'Иванов И. И.',
  accountant: 'Иванов И. И.',
};

/** The configured fields over the defaults (an empty value keeps the default). */
export function sellerRequisites(configured: Partial<SellerRequisites> = {}): SellerRequisites {
  const seller = { ...DEFAULT_SELLER };
  for (const key of Object.keys(DEFAULT_SELLER) as (keyof SellerRequisites)[]) {
    const value = configured[key]?.trim();
    if (value) seller[key] = value;
  }
  return seller;
}
