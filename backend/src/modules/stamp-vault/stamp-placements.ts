import { t } from '../../shared/texts';
import { vaultError, type AuditLog } from '../audit';
import { accountLanguage } from '../auth';
import {
  languageOf,
  stampsById,
  type PlacementRule,
  type VaultCaller,
  type VaultTables,
} from './vault-kit';

/**
 * Where stamps are placed (issue 37): a document's or a workshop template's save may add only
 * stamps the caller may place, and a copy keeps only those. Refusals and every placement and
 * removal go to the audit log.
 */
export class StampPlacements {
  constructor(
    private readonly tables: VaultTables,
    private readonly rule: PlacementRule,
    private readonly log: AuditLog,
  ) {}

  /**
   * doc-set's check (the redactor module) and the workshop's scene save (`docId` null: a
   * template, where only the rule counts): the stamps a save adds must each be the caller's to
   * place; a refusal is logged and nothing is saved. Answers what to log once the save went
   * through (each stamp placed and removed).
   */
  async checkPlacements(
    caller: VaultCaller,
    docId: number | null,
    before: readonly string[],
    after: readonly string[],
    /** Where, when not a document (a workshop template's name). */
    detail = '',
  ): Promise<() => Promise<void>> {
    const added = [...new Set(after)].filter((id) => !before.includes(id));
    const removed = [...new Set(before)].filter((id) => !after.includes(id));
    if (added.length === 0 && removed.length === 0) return async () => {};
    const stamps = await stampsById(this.tables.stamps, [...added, ...removed], caller.accountId);
    const doc = docId === null ? null : await this.tables.docs.findOneBy({ id: docId });
    for (const id of added) {
      const stamp = stamps.get(id);
      // A stamp of nobody in this account places nothing: the render leaves it out (stamp_missing).
      if (!stamp || (await this.rule.mayPlace(caller, stamp, docId ?? undefined))) continue;
      await this.log.record(caller.accountId, caller.actor, {
        action: 'stamp_placed',
        outcome: 'refused',
        stamp,
        doc,
        detail,
      });
      throw vaultError(403, 'stamp_not_allowed', 'content');
    }
    return async () => {
      for (const [ids, action] of [
        [added, 'stamp_placed'],
        [removed, 'stamp_removed'],
      ] as const)
        for (const id of ids) {
          const stamp = stamps.get(id);
          if (stamp)
            await this.log.record(caller.accountId, caller.actor, { action, stamp, doc, detail });
        }
    };
  }

  /**
   * docs-copy's check (the docs module): a copy is a new document, which no approval covers. Of
   * the stamps on the original, the ones the caller may place on the copy: by the stamp's rule
   * (the owner, everyone, or the people chosen), not by an approval for the original. A stamp of
   * nobody in this account is not the vault's to take away (as in checkPlacements): it stays.
   */
  async placeableOnCopy(caller: VaultCaller, stampIds: readonly string[]): Promise<string[]> {
    const stamps = await stampsById(this.tables.stamps, [...stampIds], caller.accountId);
    const placeable: string[] = [];
    for (const id of new Set(stampIds)) {
      const stamp = stamps.get(id);
      if (!stamp || (await this.rule.mayPlace(caller, stamp))) placeable.push(id);
    }
    return placeable;
  }

  /**
   * Each stamp left out of a copy, logged as removed from the new document, the detail naming the
   * original in the account owner's language. Called once the copy is committed.
   */
  async leftOutOfCopy(
    caller: VaultCaller,
    stampIds: readonly string[],
    copy: { id: number; name: string },
    original: { id: number; name: string },
  ): Promise<void> {
    const stamps = await stampsById(this.tables.stamps, [...stampIds], caller.accountId);
    if (stamps.size === 0) return;
    const owner = await this.tables.users.findOneBy({ id: caller.accountId });
    const detail = t(
      languageOf(owner ? accountLanguage(owner) : undefined),
      'audit:leftOutOfCopy',
      { doc: original.name },
    );
    for (const id of new Set(stampIds)) {
      const stamp = stamps.get(id);
      if (stamp)
        await this.log.record(caller.accountId, caller.actor, {
          action: 'stamp_removed',
          stamp,
          doc: copy,
          detail,
        });
    }
  }
}
