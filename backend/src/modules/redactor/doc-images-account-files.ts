import { DocImagesService } from './doc-images.service';

/** The pictures an account placed in its documents: one folder of the file store per account. */
export function docImagesAccountFiles() {
  return async (userId: string): Promise<string[]> => [DocImagesService.prefixOf(userId)];
}
