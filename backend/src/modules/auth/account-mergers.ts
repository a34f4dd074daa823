import type { EntityManager } from 'typeorm';

/**
 * Moves one kind of data (documents, folders, files, licences...) from an anonymous account to
 * the account its owner just logged into. Runs inside the merge transaction: use `entityManager`.
 * Each module exports its own; backend/src/account-mergers.ts lists them for app.ts.
 */
export type AccountMerger = (
  fromUserId: string,
  toUserId: string,
  entityManager: EntityManager,
) => Promise<void>;

/** Runs `mergers` one after another, in their order, inside the merge's transaction. */
export async function runAccountMergers(
  mergers: readonly AccountMerger[],
  fromUserId: string,
  toUserId: string,
  entityManager: EntityManager,
): Promise<void> {
  for (const merger of mergers) await merger(fromUserId, toUserId, entityManager);
}
