import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { useNotify, useRoute, useShellApi } from '@gramota/shell-api';
import { AreaPage } from '@gramota/ui';
import { useWorkshopTemplateGetQuery } from './api/redactor.api';
import { RedactorWorkspace } from './redactor-workspace.component';
import styles from './redactor.module.css';

/**
 * /app/workshop/redactor/{id}/ (seed 001 §2): needs login; 'forbidden' sends the visitor to log
 * in and back; a template that is not there (or not the account's) returns to My templates.
 */
export default function WorkshopRedactorScreen() {
  const { t } = useTranslation(['workshop', 'common']);
  const id = useRoute().rest[1] ?? '';
  const { requireLogin, navigate } = useShellApi();
  const notify = useNotify();
  const answer = useWorkshopTemplateGetQuery(id, {
    skip: !/^\d{1,10}$/.test(id),
    refetchOnMountOrArgChange: true,
  });
  const status = answer.error && 'status' in answer.error ? answer.error.status : null;
  // A visitor (401) or a switched-in member without the permission (403) logs in as someone else.
  const outcome = !/^\d{1,10}$/.test(id)
    ? 'missing'
    : status === 401 || status === 403
      ? 'forbidden'
      : answer.isError
        ? 'missing'
        : (answer.data?.result ?? 'loading');

  useEffect(() => {
    if (outcome === 'forbidden') requireLogin('template');
    if (outcome === 'missing') {
      notify.error(t('workshop:redactor.notFound'));
      navigate(appPaths.workshop());
    }
    if (outcome === 'invalid') notify.alert(t('workshop:errors.scene_invalid'));
    // Once per outcome: the shell's functions are stable for the area's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  return (
    <AreaPage page="workshop-redactor" title={t('common:pages.workshop-redactor')}>
      {answer.data?.result === 'success' ? (
        <RedactorWorkspace
          key={answer.fulfilledTimeStamp}
          data={answer.data.data}
          scene={answer.data.scene}
        />
      ) : (
        <div
          className={styles.placeholder}
          aria-busy={outcome === 'loading'}
          data-testid="workshop-redactor-loading"
        >
          {outcome === 'invalid'
            ? t('workshop:errors.scene_invalid')
            : t('workshop:redactor.loading')}
        </div>
      )}
    </AreaPage>
  );
}

export { WorkshopRedactorScreen };
