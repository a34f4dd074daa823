import path from 'node:path';
import { DocImagesService } from './doc-images.service';

/** The pictures an account placed in its documents: one folder per account. */
export function docImagesAccountFiles(dataDir: string) {
  const root = new DocImagesService(dataDir).root;
  return async (userId: string): Promise<string[]> => [path.join(root, userId)];
}
