import type { i18n as I18n } from 'i18next';
import type { ModalRequest } from '@gramota/shell-api';
import type { OverlayStore } from '../ui-state/overlay-store';
import { registerHelpStrings } from './help-strings';
import { helpPage, isHelpSlug } from './help-pages';
import { helpSlugOf } from './help-paths';
import { HelpModal } from './help-modal.component';

/**
 * Opens a help page (its /app/help/... address) in the shell's modal host, titled by the page.
 * Loaded on first use so help text stays out of the shell's first download; the labels' language
 * arrives before the modal opens, so its title is never the Russian fallback.
 */
export async function openHelpModal(overlays: OverlayStore, i18n: I18n, path: string) {
  await registerHelpStrings(i18n);
  const slug = helpSlugOf(path) ?? '';
  const title = isHelpSlug(slug) ? helpPage(slug, i18n.language).title : i18n.t('help:title');
  const request: ModalRequest<{ slug: string }> = { title, component: HelpModal, props: { slug } };
  return overlays.openModal(request as ModalRequest<object>);
}
