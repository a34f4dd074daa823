import { useTranslation } from 'react-i18next';
import type { ReadyFile } from '@gramota/contracts';
import { formatDisplayName, type FileItem } from '@gramota/ui';
import { VerifyFileDetails } from '../verify/verify-file-details.component';
import { FileBadges } from './file-badges.component';
import { fileTitle } from './ready-items';
import styles from './selection-details.module.css';

/**
 * The selected file's format, JPEG/PDF and free mark. The shared browser's cards have no slot
 * for badges yet, so they are shown here for the selection.
 */
export function SelectionDetails({
  selected,
  files,
}: {
  selected: readonly FileItem[];
  files: ReadonlyMap<string, ReadyFile>;
}) {
  const { t } = useTranslation('ready');
  const chosen = selected.flatMap((item) => files.get(item.id) ?? []);
  if (chosen.length === 0) return null;
  return (
    <div className={styles.details} aria-label={t('ready.details.label')} aria-live="polite">
      {chosen.length === 1 ? (
        <>
          <span className={styles.name}>{formatDisplayName(fileTitle(chosen[0]!))}</span>
          <FileBadges file={chosen[0]!} />
          {/* A verifiable file's number, status and revocation (issue 35). */}
          <VerifyFileDetails readyId={Number(chosen[0]!.id)} />
        </>
      ) : (
        <span className={styles.name}>{t('ready.details.selected', { count: chosen.length })}</span>
      )}
    </div>
  );
}
