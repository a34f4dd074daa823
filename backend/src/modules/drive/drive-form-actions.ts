import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { FolderFormActions, type AreaItemRules } from '../folders';
import { driveFolderStore } from './drive-folder-store';
import { DriveGroup } from './drive-group.entity';

/**
 * What only groups need of the form actions: a rename changes the group's name. Deleting a group
 * forever needs nothing more than the store's delete: its rows (drive_group_files) go with it by
 * their foreign key, so messages not sent yet never go; the creator jobs and the made files stay,
 * since they are the teacher's Ready files too.
 */
const groupRules: AreaItemRules = {
  async renameItem(manager: EntityManager, userId: string, id: number, name: string) {
    await manager.update(DriveGroup, { id, userId }, { name });
  },
};

/**
 * The form actions on Drive groups and their folders (seed 000 §7 /api/drive-{type}-{action}/):
 * the folders module's on drive_groups + drive_folders.
 */
export function driveFormActions(dataSource: DataSource, clock: Clock): FolderFormActions {
  return new FolderFormActions(dataSource, clock, driveFolderStore, groupRules);
}
