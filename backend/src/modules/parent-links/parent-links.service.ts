import { randomUUID } from 'node:crypto';
import {
  deliveryPaths,
  PARENT_LINK_DAYS,
  PARENT_LINK_LIMITS,
  type ParentLinkSetInfo,
  type ParentLinkState,
} from '@gramota/contracts';
import { IsNull, LessThan, MoreThan, Or, In, type DataSource, type EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import type { AuditActor, AuditLog } from '../audit';
import { User } from '../auth';
import { inTableOrder, ReadyFile, shareMobileCode } from '../ready';
import { parentLinkError } from './parent-link-errors';
import { ParentLinkSet } from './parent-link-set.entity';
import { ParentLink } from './parent-link.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The account the request works in and the person behind it. */
export interface LinksCaller {
  accountId: string;
  actor: AuditActor;
}

/** What a link opens, for the share-to-phone page. */
export interface OpenedLink {
  file: ReadyFile;
  /** ms: when the link stops working. */
  until: number;
  /** The account's time zone, to say the day in. */
  timeZone: string;
}

/** A set with its links, for the sheet and the CSV. */
export interface LinkSetContents {
  set: ParentLinkSet;
  links: Array<{ pupil: string; url: string }>;
  timeZone: string;
}

export interface ParentLinksDependencies {
  dataSource: DataSource;
  clock: Clock;
  log: AuditLog;
  /** The site's address the links start with (config PUBLIC_URL). */
  publicUrl: string;
  /** The name of the account's doc, null when it is gone. */
  docName: (accountId: string, docId: number) => Promise<string | null>;
  /**
   * Runs `work` in a transaction holding the lock of `key` across every instance (the
   * usage-limits kit's), so two clicks at once cannot both pass a check and both make a set.
   */
  withLock: <T>(key: string, work: (manager: EntityManager) => Promise<T>) => Promise<T>;
}

/**
 * Links for parents (issue 37): one link per pupil's made file of a class run, working until the
 * set expires or is revoked. Every id is looked up inside the caller's account; making and
 * revoking are written to the account's log, and so is opening a link that no longer works.
 */
export class ParentLinksService {
  constructor(private readonly deps: ParentLinksDependencies) {}

  /** The run's newest set (working or not), or null: what the dialog shows. */
  async current(
    caller: LinksCaller,
    fileIds: readonly number[],
  ): Promise<ParentLinkSetInfo | null> {
    const files = await this.filesOfRun(caller.accountId, fileIds);
    const set = await this.newestOfRun(caller.accountId, files[0]!.massId!);
    return set ? this.info(set) : null;
  }

  async create(
    caller: LinksCaller,
    fileIds: readonly number[],
    days: number,
  ): Promise<ParentLinkSetInfo> {
    if (!(PARENT_LINK_DAYS as readonly number[]).includes(days))
      throw parentLinkError(400, 'days_invalid', 'days');
    const files = await this.filesOfRun(caller.accountId, fileIds);
    const massId = files[0]!.massId!;
    const docId = files[0]!.docId;
    const docName = ((await this.deps.docName(caller.accountId, docId)) ?? '').slice(0, 200);
    // The day's count and the run's working set are checked and the set written under one lock
    // per account: a double click (or two teachers of the account) makes one set, not two.
    const set = await this.deps.withLock(`parent-links:${caller.accountId}`, async (manager) => {
      const now = this.deps.clock().getTime();
      const sets = manager.getRepository(ParentLinkSet);
      const madeToday = await sets.countBy({
        accountId: caller.accountId,
        createdAt: MoreThan(now - DAY_MS),
      });
      if (madeToday >= PARENT_LINK_LIMITS.setsPerDay) throw parentLinkError(429, 'too_many_sets');
      const newest = await this.newestOfRun(caller.accountId, massId, manager);
      if (newest && this.stateOf(newest, now) === 'active')
        throw parentLinkError(409, 'links_active');
      const made: ParentLinkSet = {
        id: randomUUID(),
        accountId: caller.accountId,
        massId,
        docId,
        docName,
        createdBy: caller.actor.id,
        createdAt: now,
        expiresAt: now + days * DAY_MS,
        revokedAt: null,
      };
      await sets.insert(made);
      await manager.getRepository(ParentLink).insert(
        files.map((file, position) => ({
          code: shareMobileCode(),
          setId: made.id,
          readyFileId: file.id,
          position,
          pupil: file.name.slice(0, 200),
          refusedLoggedAt: null,
        })),
      );
      return made;
    });
    await this.deps.log.record(caller.accountId, caller.actor, {
      action: 'parent_links_made',
      doc: { id: docId, name: set.docName },
      detail: `${files.length} · ${new Date(set.expiresAt).toISOString().slice(0, 10)}`,
    });
    return this.info(set);
  }

  /** Stops every link of the set's run at once (any older set of the run too). */
  async revoke(caller: LinksCaller, setId: string): Promise<ParentLinkSetInfo> {
    const sets = this.deps.dataSource.getRepository(ParentLinkSet);
    const set = await sets.findOneBy({ id: setId, accountId: caller.accountId });
    if (!set) throw parentLinkError(404, 'not_found', 'id');
    if (set.revokedAt !== null) throw parentLinkError(409, 'already_revoked');
    const now = this.deps.clock().getTime();
    await sets.update(
      { accountId: caller.accountId, massId: set.massId, revokedAt: IsNull() },
      { revokedAt: now },
    );
    await this.deps.log.record(caller.accountId, caller.actor, {
      action: 'parent_links_revoked',
      doc: { id: set.docId, name: set.docName },
      detail: String(await this.deps.dataSource.getRepository(ParentLink).countBy({ setId })),
    });
    return this.info({ ...set, revokedAt: now });
  }

  /** A working set's links for the sheet and the CSV; a revoked or expired one is refused. */
  async contents(caller: LinksCaller, setId: string): Promise<LinkSetContents> {
    const set = await this.deps.dataSource
      .getRepository(ParentLinkSet)
      .findOneBy({ id: setId, accountId: caller.accountId });
    if (!set) throw parentLinkError(404, 'not_found', 'id');
    if (this.stateOf(set, this.deps.clock().getTime()) !== 'active')
      throw parentLinkError(410, 'links_inactive');
    const links = await this.linksOf(set.id);
    return {
      set,
      links: links.map((link) => ({ pupil: link.pupil, url: this.urlOf(link.code) })),
      timeZone: await this.timeZoneOf(set.accountId),
    };
  }

  /**
   * What a code on the share-to-phone page opens: the file while its set works; 'gone' once the
   * set was revoked or expired (the attempt is logged, once a day per link); null for a code that
   * is no link or a file no longer there.
   */
  async open(code: string): Promise<OpenedLink | 'gone' | null> {
    const link = await this.deps.dataSource.getRepository(ParentLink).findOneBy({ code });
    if (!link) return null;
    const set = await this.deps.dataSource
      .getRepository(ParentLinkSet)
      .findOneBy({ id: link.setId });
    if (!set) return null;
    const now = this.deps.clock().getTime();
    if (this.stateOf(set, now) !== 'active') {
      await this.logRefused(link, set, now);
      return 'gone';
    }
    const file = await this.deps.dataSource
      .getRepository(ReadyFile)
      .findOneBy({ id: link.readyFileId, userId: set.accountId, trashed: false });
    if (!file) return null;
    return { file, until: set.expiresAt, timeZone: await this.timeZoneOf(set.accountId) };
  }

  /** The link's full address: the share-to-phone page of its code. */
  urlOf(code: string): string {
    return `${this.deps.publicUrl}${deliveryPaths.shareMobilePage(code)}`;
  }

  private async logRefused(link: ParentLink, set: ParentLinkSet, now: number) {
    // One instance wins the day's entry: the update is guarded by the last time written.
    const claimed = await this.deps.dataSource.getRepository(ParentLink).update(
      {
        code: link.code,
        refusedLoggedAt: Or(IsNull(), LessThan(now - DAY_MS)),
      },
      { refusedLoggedAt: now },
    );
    if (!claimed.affected) return;
    await this.deps.log.record(set.accountId, null, {
      action: 'parent_link_refused',
      outcome: 'refused',
      doc: { id: set.docId, name: set.docName },
      fileId: link.readyFileId,
      detail: link.pupil,
    });
  }

  /**
   * The account's made files among the ids, all of one class run, in the run's table order:
   * a missing id or another account's is not_found, files of no run or of two is not_one_run.
   */
  private async filesOfRun(accountId: string, fileIds: readonly number[]): Promise<ReadyFile[]> {
    const ids = [...new Set(fileIds)];
    if (ids.length === 0 || ids.length > PARENT_LINK_LIMITS.files)
      throw parentLinkError(400, 'files_invalid', 'files');
    const files = await this.deps.dataSource
      .getRepository(ReadyFile)
      .findBy({ id: In(ids), userId: accountId, trashed: false });
    if (files.length !== ids.length) throw parentLinkError(404, 'not_found', 'files');
    const massId = files[0]!.massId;
    if (massId === null || files.some((file) => file.massId !== massId))
      throw parentLinkError(400, 'not_one_run', 'files');
    return inTableOrder(files, (file) => file);
  }

  private newestOfRun(accountId: string, massId: string, manager = this.deps.dataSource.manager) {
    return manager.getRepository(ParentLinkSet).findOne({
      where: { accountId, massId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  private linksOf(setId: string) {
    return this.deps.dataSource
      .getRepository(ParentLink)
      .find({ where: { setId }, order: { position: 'ASC' } });
  }

  private stateOf(set: ParentLinkSet, now: number): ParentLinkState {
    if (set.revokedAt !== null) return 'revoked';
    return now >= set.expiresAt ? 'expired' : 'active';
  }

  private async timeZoneOf(accountId: string): Promise<string> {
    const user = await this.deps.dataSource.getRepository(User).findOneBy({ id: accountId });
    return user?.timezone || 'UTC';
  }

  private async info(set: ParentLinkSet): Promise<ParentLinkSetInfo> {
    const links = await this.linksOf(set.id);
    return {
      id: set.id,
      state: this.stateOf(set, this.deps.clock().getTime()),
      created_at: new Date(set.createdAt).toISOString(),
      expires_at: new Date(set.expiresAt).toISOString(),
      revoked_at: set.revokedAt === null ? null : new Date(set.revokedAt).toISOString(),
      links: links.map((link) => ({
        file: String(link.readyFileId),
        pupil: link.pupil,
        url: this.urlOf(link.code),
      })),
    };
  }
}
