import { useTranslation } from 'react-i18next';
import { useRoute } from '@gramota/shell-api';
import { AreaPage, EmptyState } from '@gramota/ui';
import { parseRedactorRoute } from '../redactor-route';
import { useGetDocQuery, useRedactorTriggersQuery } from '../redactor.api';
import { DocumentWorkspace } from './document-workspace.component';
import { loadOutcome, useLoadOutcomeEffects } from './use-load-outcome';
import styles from './redactor-screen.module.css';

/** /app/redactor/{docId}/ and its admin-default form (seed 001 §2 Document editor). */
export default function RedactorScreen() {
  const { t } = useTranslation(['redactor', 'common']);
  const route = useRoute();
  const parsed = parseRedactorRoute(route.rest, route.search);
  if (parsed.view === 'unknown')
    return (
      <AreaPage page="redactor" title={t('common:pages.redactor')}>
        <EmptyState title={t('redactor:redactor.unknownRoute')} />
      </AreaPage>
    );
  return (
    <DocumentLoader
      key={parsed.docId}
      docId={parsed.docId}
      adminDefault={parsed.adminDefaultTemplate !== null}
      selectTemplate={parsed.selectTemplate}
    />
  );
}

interface DocumentLoaderProps {
  docId: string;
  adminDefault: boolean;
  selectTemplate: string | null;
}

function DocumentLoader({ docId, adminDefault, selectTemplate }: DocumentLoaderProps) {
  const { t } = useTranslation(['redactor', 'common']);
  const doc = useGetDocQuery(docId, { refetchOnMountOrArgChange: true });
  const outcome = loadOutcome(doc.data, doc.error);
  useLoadOutcomeEffects(outcome);

  const parts = doc.data?.result === 'success' ? doc.data : null;
  // Asked only once the document is known to be the visitor's (a foreign id answers 404).
  const triggers = useRedactorTriggersQuery(docId, { skip: !parts });
  // The banners and the PRO state come with the page, so the badge does not flip after it shows.
  if (outcome !== 'ready' || !parts || triggers.isLoading || triggers.isUninitialized)
    return (
      <AreaPage page="redactor" title={t('common:pages.redactor')}>
        <div className={styles.placeholder} aria-busy="true" data-testid="redactor-loading">
          {t('redactor:redactor.loading')}
        </div>
      </AreaPage>
    );
  return (
    <DocumentWorkspace
      // A fresh copy from the server (after doc-clear) is a new editing session: the route reloads.
      key={doc.fulfilledTimeStamp}
      docId={docId}
      data={parts.data}
      html={parts.content}
      triggers={triggers.data}
      adminDefault={adminDefault}
      selectTemplate={selectTemplate}
    />
  );
}
