import { isCurrency, type Currency, type Language } from '@gramota/contracts';
import type { EntityManager } from 'typeorm';
import { accountLanguage, User } from '../auth';
import { pickLanguage } from '../mail';

/** What the pay calls read of an account: its currency, language and e-mail. */
export interface PayAccount {
  user: User;
  currency: Currency;
  language: Language;
}

/**
 * `browser`: the request's preferred language among the seven, for an account that never chose
 * one (the interface shows that language then, and the texts made here must match it).
 */
export async function payAccount(
  manager: EntityManager,
  userId: string,
  browser?: Language,
): Promise<PayAccount> {
  const user = await manager.getRepository(User).findOneByOrFail({ id: userId });
  return {
    user,
    currency: isCurrency(user.currency) ? user.currency : 'RUB',
    language: pickLanguage(accountLanguage(user), browser),
  };
}
