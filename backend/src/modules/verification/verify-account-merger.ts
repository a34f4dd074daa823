import type { AccountMerger } from '../auth';
import { IssuerKey } from './issuer-key.entity';
import { VerifiableFile } from './verifiable-file.entity';
import { VerifyDocChoice } from './verify-doc-choice.entity';

/**
 * A visitor's verifiable files follow them into the account they log into (their docs do): the
 * records keep their IDs (they are printed) and take the next bits of the account's revocation
 * list; the documents' choices move; the visitor's signing key moves only when the account has
 * none (credentials it signed stay verifiable), else it is dropped with the visitor.
 */
export const verificationAccountMerger: AccountMerger = async (fromUserId, toUserId, manager) => {
  const files = manager.getRepository(VerifiableFile);
  const last = await files
    .createQueryBuilder('file')
    .select('MAX(file.statusIndex)', 'last')
    .where('file.userId = :toUserId', { toUserId })
    .getRawOne<{ last: number | string | null }>();
  const offset = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
  await files
    .createQueryBuilder()
    .update(VerifiableFile)
    .set({ userId: toUserId, statusIndex: () => `status_index + ${offset}` })
    .where('user_id = :fromUserId', { fromUserId })
    .execute();
  await manager.getRepository(VerifyDocChoice).update({ userId: fromUserId }, { userId: toUserId });
  const keys = manager.getRepository(IssuerKey);
  if (await keys.existsBy({ userId: toUserId })) await keys.delete({ userId: fromUserId });
  else await keys.update({ userId: fromUserId }, { userId: toUserId });
};
