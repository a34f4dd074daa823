import { isCurrency, isLanguage, type Currency, type Language } from '@gramota/contracts';
import type { EntityManager } from 'typeorm';
import { accountLanguage, User } from '../auth';

/** What the pay calls read of an account: its currency, language and e-mail. */
export interface PayAccount {
  user: User;
  currency: Currency;
  language: Language;
}

export async function payAccount(manager: EntityManager, userId: string): Promise<PayAccount> {
  const user = await manager.getRepository(User).findOneByOrFail({ id: userId });
  const language = accountLanguage(user);
  return {
    user,
    currency: isCurrency(user.currency) ? user.currency : 'RUB',
    language: isLanguage(language) ? language : 'ru',
  };
}
