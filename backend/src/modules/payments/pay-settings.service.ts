import type { Language, PayRequisites, PaySettingsAnswer } from '@gramota/contracts';
import type { DataSource, Repository } from 'typeorm';
import { isEmail } from '../auth';
import { payAccount } from './account-of';
import { payError } from './pay-errors';
import { PaySettings } from './pay-settings.entity';

/** Countries the settings modal offers (ISO 3166 alpha-2): where the teachers are. */
export const PAY_COUNTRIES = [
  'RU',
  'UA',
  'KZ',
  'BY',
  'UZ',
  'KG',
  'AM',
  'AZ',
  'GE',
  'MD',
  'TJ',
  'TM',
  'LV',
  'LT',
  'EE',
  'DE',
  'AT',
  'CH',
  'IT',
  'FR',
  'ES',
  'PL',
  'CZ',
  'IL',
  'TR',
  'GB',
  'US',
  'CA',
] as const;

/** Intl knows Kazakh as 'kk'; the product's code is 'kz'. */
const intlLanguage = (language: Language) => (language === 'kz' ? 'kk' : language);

export function countryNames(language: Language): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames([intlLanguage(language), 'en'], { type: 'region' });
  return PAY_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
}

export interface SettingsInput {
  email?: unknown;
  country?: unknown;
  org?: unknown;
  inn?: unknown;
  kpp?: unknown;
  address?: unknown;
}

const field = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The receipt e-mail, country and bank requisites the payment modal needs (seed 001 §5). */
export class PaySettingsService {
  private readonly settings: Repository<PaySettings>;

  constructor(private readonly dataSource: DataSource) {
    this.settings = dataSource.getRepository(PaySettings);
  }

  /** The saved settings; the e-mail defaults to the account's own. */
  async read(userId: string, browser?: Language): Promise<PaySettingsAnswer> {
    const account = await payAccount(this.dataSource.manager, userId, browser);
    const saved = await this.settings.findOneBy({ userId });
    return {
      result: 'success',
      email: saved?.email || account.user.email || '',
      country: saved?.country ?? '',
      currency: account.currency,
      requisites: requisitesOf(saved),
      countries: countryNames(account.language),
    };
  }

  /** The requisites alone (bank papers); empty strings until entered. */
  async requisites(userId: string): Promise<PayRequisites & { email: string }> {
    const saved = await this.settings.findOneBy({ userId });
    return { ...requisitesOf(saved), email: saved?.email ?? '' };
  }

  /** GET /api/pay-set-settings/: e-mail and country required; requisites optional. */
  async save(userId: string, input: SettingsInput, browser?: Language): Promise<PaySettingsAnswer> {
    const email = field(input.email).toLowerCase();
    if (email.length <= 3) throw payError(400, 'email_required', 'email');
    if (!isEmail(email)) throw payError(400, 'email_invalid', 'email');
    const country = field(input.country).toUpperCase();
    if (!(PAY_COUNTRIES as readonly string[]).includes(country))
      throw payError(400, 'country_required', 'country');
    const requisites = {
      org: field(input.org),
      inn: field(input.inn),
      kpp: field(input.kpp),
      address: field(input.address),
    };
    if (requisites.org.length > 300) throw payError(400, 'requisites_required', 'org');
    if (requisites.inn !== '' && !/^(\d{10}|\d{12})$/.test(requisites.inn))
      throw payError(400, 'requisites_required', 'inn');
    if (requisites.kpp !== '' && !/^\d{9}$/.test(requisites.kpp))
      throw payError(400, 'requisites_required', 'kpp');
    if (requisites.address.length > 500) throw payError(400, 'requisites_required', 'address');
    await this.settings.save({ userId, email, country, ...requisites });
    return this.read(userId, browser);
  }
}

function requisitesOf(saved: PaySettings | null): PayRequisites {
  return {
    org: saved?.org ?? '',
    inn: saved?.inn ?? '',
    kpp: saved?.kpp ?? '',
    address: saved?.address ?? '',
  };
}
