import type { i18n as I18n } from 'i18next';
import type { ModalRequest } from '@gramota/shell-api';
import type { OverlayStore } from '../ui-state/overlay-store';
import { registerHelpStrings } from './help-strings';
import { isHelpSlug, loadHelpPages } from './help-pages';
import { helpSlugOf } from './help-paths';
import { HelpModal } from './help-modal.component';

/**
 * Opens a help page (its /app/help/... address) in the shell's modal host, titled by the page.
 * Loaded on first use so help text stays out of the shell's first download; the labels' language
 * and the language's pages arrive before the modal opens, so its title is never the Russian
 * fallback.
 */
export async function openHelpModal(overlays: OverlayStore, i18n: I18n, path: string) {
  const [, pages] = await Promise.all([registerHelpStrings(i18n), loadHelpPages(i18n.language)]);
  const slug = helpSlugOf(path) ?? '';
  const title = isHelpSlug(slug) ? pages[slug].title : i18n.t('help:title');
  const request: ModalRequest<{ slug: string }> = { title, component: HelpModal, props: { slug } };
  return overlays.openModal(request as ModalRequest<object>);
}
