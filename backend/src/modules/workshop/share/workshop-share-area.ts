import { DOC_ID_PATTERN, FOLDER_ID_PATTERN, type ShareType } from '@gramota/contracts';
import { In, type DataSource } from 'typeorm';
import type { OwnedShareItem, ShareArea, ShareItemRef } from '../../sharing';
import { WorkshopFolder } from '../workshop-folder.entity';
import { WorkshopTemplate } from '../workshop-template.entity';

/** Row ids fit a 32-bit integer column; longer digit strings name nothing. */
const rowId = (digits: string): number | null => {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
};

/** The link page of a shared template (mf-workshop opens it for any signed-in person). */
export const workshopSharedPath = (code: string) => `/app/workshop/shared/${code}/`;

/**
 * The workshop as a sharing area: templates ('wsdoc:12') and folders ('folder:f3') of the
 * account, not in the trash, and their share_type column.
 */
export function workshopShareArea(dataSource: DataSource): ShareArea {
  const tables = { wsdoc: WorkshopTemplate, folder: WorkshopFolder } as const;
  const idsOf = (refs: ShareItemRef[], type: keyof typeof tables) =>
    refs.filter((ref) => ref.type === type).map((ref) => ref.id);

  return {
    name: 'workshop',
    permission: 'workshop_full',
    itemTypes: {
      wsdoc: (id) => (DOC_ID_PATTERN.test(id) ? rowId(id) : null),
      folder: (id) => (FOLDER_ID_PATTERN.test(id) ? rowId(id.slice(1)) : null),
    },
    async ownedItems(ownerId, refs) {
      const found: OwnedShareItem[] = [];
      for (const type of ['wsdoc', 'folder'] as const) {
        const ids = idsOf(refs, type);
        if (ids.length === 0) continue;
        const rows = await dataSource
          .getRepository<WorkshopTemplate | WorkshopFolder>(tables[type])
          .find({
            select: { id: true, shareType: true },
            where: { id: In(ids), userId: ownerId, trashed: false },
          });
        for (const row of rows) found.push({ type, id: row.id, shareType: row.shareType });
      }
      return found;
    },
    async setShareType(ownerId, refs, type: ShareType) {
      for (const kind of ['wsdoc', 'folder'] as const) {
        const ids = idsOf(refs, kind);
        if (ids.length > 0)
          await dataSource
            .getRepository<WorkshopTemplate | WorkshopFolder>(tables[kind])
            .update({ id: In(ids), userId: ownerId }, { shareType: type });
      }
    },
    linkPath: workshopSharedPath,
  };
}
