// The print-present module's public face (seed 000 §7 print-present-modal, §9): the modal's texts,
// which the operator changes with `npm run admin -- print-present text …` (no release needed).
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { FileStore } from '../../shared/file-store';
import { createPrintPresentRoutes } from './print-present.routes';
import { PrintPresentStore } from './print-present.store';

export {
  paragraphsOf,
  PrintPresentInputError,
  PrintPresentStore,
  PRINT_PRESENT_FILE,
  type PrintPresentOverrides,
} from './print-present.store';
export { builtInPrintPresent, type PrintPresentTexts } from './print-present.texts';

export function createPrintPresentModule(
  fileStore: FileStore,
  session: AppMiddleware,
  logger: Logger,
) {
  const store = new PrintPresentStore(fileStore);
  return { store, router: createPrintPresentRoutes(store, session, logger) };
}
