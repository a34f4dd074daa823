import { isCurrency, type PwaIntAnswer } from '@gramota/contracts';
import type { User } from '../auth';
import type { LicencesService } from '../licences';
import type { BuildVersion } from './build-version';
import { pricesFor } from '../payments';

export class PwaService {
  constructor(
    private readonly buildVersion: BuildVersion,
    private readonly licences: Pick<LicencesService, 'hasWorkshopPlan'>,
  ) {}

  /** GET /api/pwa-int/ (seed 000 §7): what the installed app needs at start. */
  async intro(user: User): Promise<PwaIntAnswer> {
    return {
      result: 'success',
      ver_st: await this.buildVersion.current(),
      currency: user.currency,
      // The prices of the payments module's table, in the account's currency.
      ...pricesFor(isCurrency(user.currency) ? user.currency : 'RUB'),
      is_workshop_pay: (await this.licences.hasWorkshopPlan(user.id)) ? '1' : '0',
      timezone: user.timezone,
    };
  }
}
