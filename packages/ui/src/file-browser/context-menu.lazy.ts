import { lazyPart } from '../components/lazy-part';
import type { ContextMenuProps } from './context-menu.component';

/**
 * The actions menu (right click, Shift+F10, the toolbar's "More"), loaded when first opened; the
 * file browser asks for it on the first pointer or key press, before any menu is opened
 * (components/lazy-part).
 */
export const ContextMenu = lazyPart<ContextMenuProps>(() =>
  import(/* webpackChunkName: "kit-context-menu" */ './context-menu.component').then(
    (module) => module.ContextMenu,
  ),
);

/** Starts the menu's download; a failure is left to the opening, which tries again. */
export function warmContextMenu(): void {
  ContextMenu.preload().catch(() => undefined);
}
