import type { EntityManager } from 'typeorm';

/**
 * Moves one kind of data (documents, folders, files, licences...) from an anonymous account to
 * the account its owner just logged into. Runs inside the merge transaction: use `entityManager`.
 */
export type AccountMerger = (
  fromUserId: string,
  toUserId: string,
  entityManager: EntityManager,
) => Promise<void>;

const mergers = new Set<AccountMerger>();

/**
 * Modules register their merger once, at import time (a module's index.ts). Registering the same
 * function twice keeps one. Returns a function that removes it again (for tests).
 */
export function registerAccountMerger(merger: AccountMerger): () => void {
  mergers.add(merger);
  return () => {
    mergers.delete(merger);
  };
}

export async function runAccountMergers(
  fromUserId: string,
  toUserId: string,
  entityManager: EntityManager,
): Promise<void> {
  for (const merger of mergers) await merger(fromUserId, toUserId, entityManager);
}
