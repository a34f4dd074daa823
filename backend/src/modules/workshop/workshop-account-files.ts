import type { EntityManager } from 'typeorm';
import { workshopFileKey } from './workshop-answers';
import { WorkshopTemplate } from './workshop-template.entity';
import { sceneLayerFiles } from '../render/scene-layers';

/** The generated pictures of an account's templates (store keys), for removing the account with them. */
export function workshopAccountFiles() {
  return async (userId: string, manager: EntityManager): Promise<string[]> => {
    const rows = await manager
      .getRepository(WorkshopTemplate)
      .find({ where: { userId }, select: { id: true, pageFile: true, thumbFile: true } });
    return (
      rows
        // The page picture's layers too (absent for templates made before them).
        .flatMap((row) => [
          row.pageFile,
          row.thumbFile,
          ...(row.pageFile ? Object.values(sceneLayerFiles(row.pageFile)) : []),
        ])
        .filter(Boolean)
        .map(workshopFileKey)
    );
  };
}
