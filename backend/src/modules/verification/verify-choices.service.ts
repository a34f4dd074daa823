import {
  accountVerifyChoice,
  DEFAULT_VERIFY_CHOICE,
  isVerifyPlace,
  type Settings,
  type VerifyChoice,
  type VerifyChoiceAnswer,
} from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { User } from '../auth';
import { Doc } from '../docs';
import { readStoredSettings } from '../profile';
import { VerifyDocChoice } from './verify-doc-choice.entity';

/** The account's default (settings verify_*), filled from DEFAULT_VERIFY_CHOICE. */
export const accountChoice = (settings: Settings): VerifyChoice => accountVerifyChoice(settings);

/** What a job's file prints, and the issuer name its record shows. */
export interface VerifyDecision {
  choice: VerifyChoice;
  issuerName: string;
}

/**
 * Whether a document's files are verifiable (issue 35): its own choice, else the account's
 * default from the settings; a mass run may decide for its rows.
 */
export class VerifyChoicesService {
  constructor(private readonly dataSource: DataSource) {}

  private async account(userId: string): Promise<{ settings: Settings; name: string }> {
    const user = await this.dataSource
      .getRepository(User)
      .findOne({ select: { id: true, settings: true, name: true }, where: { id: userId } });
    return { settings: readStoredSettings(user?.settings), name: user?.name ?? '' };
  }

  private async ownDoc(userId: string, docId: number): Promise<boolean> {
    return this.dataSource.getRepository(Doc).existsBy({ id: docId, userId });
  }

  /** The document's choice and where it comes from; null when the doc is not the account's. */
  async forDoc(userId: string, docId: number): Promise<VerifyChoiceAnswer | null> {
    if (!(await this.ownDoc(userId, docId))) return null;
    const own = await this.dataSource.getRepository(VerifyDocChoice).findOneBy({ docId, userId });
    if (own)
      return {
        result: 'success',
        choice: {
          on: own.enabled,
          place: isVerifyPlace(own.place) ? own.place : DEFAULT_VERIFY_CHOICE.place,
          qr: own.qr,
        },
        source: 'doc',
      };
    const { settings } = await this.account(userId);
    return { result: 'success', choice: accountChoice(settings), source: 'account' };
  }

  /** Keeps the document's own choice; false when the doc is not the account's. */
  async setForDoc(userId: string, docId: number, choice: VerifyChoice): Promise<boolean> {
    if (!(await this.ownDoc(userId, docId))) return false;
    await this.dataSource
      .getRepository(VerifyDocChoice)
      .upsert({ docId, userId, enabled: choice.on, place: choice.place, qr: choice.qr }, ['docId']);
    return true;
  }

  /** The issuer name the account chose to show (settings verify_issuer), else its name. */
  async issuerName(userId: string): Promise<string> {
    const { settings, name } = await this.account(userId);
    return settings.verify_issuer?.trim() || name;
  }

  /**
   * What a new file of the doc prints: `runOn` (a mass run's own switch) wins over the doc's
   * choice, which wins over the account's default. The issuer is the settings' name, else the
   * account's.
   */
  async decide(userId: string, docId: number, runOn?: boolean): Promise<VerifyDecision> {
    const [doc, { settings, name }] = await Promise.all([
      this.forDoc(userId, docId),
      this.account(userId),
    ]);
    const choice = doc?.choice ?? accountChoice(settings);
    return {
      choice: runOn === undefined ? choice : { ...choice, on: runOn },
      issuerName: settings.verify_issuer?.trim() || name,
    };
  }
}
