import { NameForm } from './dialogs/name-form.lazy';
import { MoveToModal } from './file-area/move-to.lazy';
import { ShareModal } from './file-area/share/share.lazy';
import { ContextMenu } from './file-browser/context-menu.lazy';

/**
 * Loads the kit's parts that arrive on first use (components/lazy-part), as a browser has them
 * after the teacher's first press: a test then finds a modal or menu in the render that opens it.
 */
export async function preloadKitParts(): Promise<void> {
  await Promise.all([
    NameForm.preload(),
    MoveToModal.preload(),
    ShareModal.preload(),
    ContextMenu.preload(),
  ]);
}
