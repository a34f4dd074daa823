import type { Translate } from '../../i18n/translate';
import type { ShareArea, ShareType } from '@gramota/contracts';
import { AlertModal } from '../../components/alert-modal.component';
import type { NotifyShell } from '../../components/notify';
import type { FileItem } from '../../file-browser/file-browser.types';
import type { ShareCalls } from './share-calls';
import { shareRules } from './share-rules';
import { ShareModal } from './share.lazy';

export interface OpenShareOptions {
  area: ShareArea;
  /** The area's four share hooks. */
  calls: ShareCalls;
  /** The share type of a listed item (the area's own answer keeps it). */
  shareTypeOf: (item: FileItem) => ShareType | undefined;
  shell: Pick<NotifyShell, 'showModal'>;
  /** Translates 'common:share.*'. */
  t: Translate;
}

/**
 * "Share" of any file area (seed 001 §4 Sharing): the share modal for a selection of one share
 * type, the 'Different access' alert when the types differ, nothing for an empty selection.
 */
export function openShare(selected: readonly FileItem[], options: OpenShareOptions): void {
  const { area, calls, shareTypeOf, shell, t } = options;
  const decision = shareRules(selected, shareTypeOf);
  if (decision.kind === 'none') return;
  if (decision.kind === 'different') {
    shell.showModal({
      title: t('common:share.differentTitle'),
      component: AlertModal,
      props: { text: t('common:share.different') },
    });
    return;
  }
  shell.showModal({
    // What is shared, by name (seed 001 §4): the teacher sees which item the dialog changes.
    title: t('common:share.titleOf', { name: selected.map((item) => item.name).join(', ') }),
    component: ShareModal,
    props: { area, calls, dataId: decision.dataId, shareType: decision.shareType },
  });
}
