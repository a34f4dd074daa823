import { useTranslation } from 'react-i18next';
import { dialogClasses, FormAlert } from '@gramota/ui';
import { ActiveParentLinks } from './active-parent-links.component';
import { NewParentLinksForm } from './new-parent-links.form';
import { useParentLinkSetQuery } from './parent-links.api';
import { useParentLinkError } from './use-parent-link-error';

export interface ParentLinksModalProps {
  /** The run's made files, in table order. */
  ids: readonly string[];
  close: () => void;
}

/**
 * Links for parents (issue 37): one link per pupil to that pupil's file only, for as many days as
 * the teacher chooses. A run has at most one set that works; while it works the dialog gives its
 * sheet of QR cards, its CSV and each pupil's link, and can revoke it; otherwise it makes a new one.
 */
export function ParentLinksModal({ ids }: ParentLinksModalProps) {
  const { t } = useTranslation('ready');
  const linkError = useParentLinkError();
  const { data, error, isLoading } = useParentLinkSetQuery(ids);
  const set = data?.set ?? null;
  return (
    <div className={dialogClasses.body} data-testid="parent-links">
      <p>{t('ready.parentLinks.intro')}</p>
      <FormAlert message={linkError(error)} />
      {isLoading || error ? null : set?.state === 'active' ? (
        <ActiveParentLinks set={set} />
      ) : (
        <NewParentLinksForm ids={ids} previous={set} />
      )}
    </div>
  );
}
