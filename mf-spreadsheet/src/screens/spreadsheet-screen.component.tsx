import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage, Button, EmptyState } from '@gramota/ui';
import { appPaths } from '@gramota/contracts';
import { useRoute, useShellApi } from '@gramota/shell-api';
import { useSpreadsheetMetaGetQuery } from '../spreadsheet.api';
import { defaultTable, metaKeys, normaliseTable } from '../model/layout';
import { sheetErrorText } from '../sheet/sheet-errors';
import { SheetWorkspace } from '../sheet/sheet-workspace.component';
import type { SheetGridProps } from '../sheet/sheet-grid.component';
import styles from './spreadsheet-screen.module.css';

/**
 * /app/spreadsheet/{docId}/ (seed 001 §2 Spreadsheet): the document's table, on its own page or
 * inside the editor's modal frame with ?embed=true.
 */
export function SpreadsheetScreen({
  loadLibrary,
}: {
  loadLibrary?: SheetGridProps['loadLibrary'];
}) {
  const { t, i18n } = useTranslation(['spreadsheet', 'common']);
  const shell = useShellApi();
  const route = useRoute();
  const docId = route.rest[0] ?? '';
  const embed = shell.embed || route.search.get('embed') === 'true';
  const { data, error, isLoading, refetch } = useSpreadsheetMetaGetQuery(docId, { skip: !docId });

  const initialTable = useMemo(() => {
    if (!data) return null;
    return data.table
      ? normaliseTable(data.table)
      : defaultTable(metaKeys(data.meta), i18n.language);
  }, [data, i18n.language]);

  const title = data?.meta.doc_name
    ? t('spreadsheet:spreadsheet.title', { name: data.meta.doc_name })
    : t('spreadsheet:spreadsheet.titleNoName');

  let body;
  if (isLoading) body = <EmptyState title={t('spreadsheet:spreadsheet.loading')} />;
  else if (error && 'status' in error && error.status === 404)
    // Not the account's document (or gone): nothing to retry, the way back is My documents.
    body = (
      <EmptyState
        title={t('spreadsheet:spreadsheet.notFound')}
        text={t('spreadsheet:spreadsheet.notFoundText')}
      >
        <Button onClick={() => shell.navigate(appPaths.docs())}>
          {t('spreadsheet:spreadsheet.toDocs')}
        </Button>
      </EmptyState>
    );
  else if (error || !data || !initialTable)
    body = (
      <EmptyState
        title={t('spreadsheet:spreadsheet.loadFailed')}
        text={error ? sheetErrorText(t, error) : undefined}
      >
        <Button onClick={() => void refetch()}>{t('spreadsheet:spreadsheet.retry')}</Button>
      </EmptyState>
    );
  else
    body = (
      <SheetWorkspace
        key={docId}
        docId={docId}
        meta={data.meta}
        initialTable={initialTable}
        embed={embed}
        loadLibrary={loadLibrary}
      />
    );

  // In the editor's modal frame the frame's own title names the window: one title, not two (the
  // heading stays for screen readers), and the table gets the frame's height.
  if (embed)
    return (
      <section className={styles.embedded} data-area="spreadsheet">
        <h1 className={styles.visuallyHidden}>{title}</h1>
        {body}
      </section>
    );
  return (
    <AreaPage page="spreadsheet" title={title}>
      {body}
    </AreaPage>
  );
}
