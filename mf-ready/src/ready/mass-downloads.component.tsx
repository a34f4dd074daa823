import { useTranslation } from 'react-i18next';
import { spreadsheetPaths } from '@gramota/contracts';
import { Button, buttonClasses } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';
import { ClassPrintModal, type ClassPrintModalProps } from './class-print.modal';
import { ParentLinksModal, type ParentLinksModalProps } from './parent-links.modal';
import styles from './mass-downloads.module.css';

export interface MassDownloadsProps {
  /** The run's file ids in table order. */
  ids: readonly string[];
  /** The ids of the files that were made. */
  made: { has(id: string): boolean };
  /** No file is still being made, and the answer is in. */
  done: boolean;
}

/**
 * The whole class at once (issue 15) on /app/ready/mass/{ids}/: one ZIP of the run's files, each
 * named after its pupil, and one PDF of every page to print, in table order. They wait until no
 * file is being made; a file that could not be made is left out.
 */
export function MassDownloads({ ids, made, done }: MassDownloadsProps) {
  const { t } = useTranslation(['ready', 'paper']);
  const { showModal } = useShellApi();
  const ready = ids.filter((id) => made.has(id));
  if (!done || ready.length === 0)
    return (
      <div className={styles.row} data-testid="mass-downloads">
        <Button disabled>{t('ready.mass.zip')}</Button>
        <Button disabled>{t('ready.mass.pdf')}</Button>
        <Button disabled>{t('paper:classPrint')}</Button>
        <Button disabled>{t('ready.parentLinks.title')}</Button>
      </div>
    );
  return (
    <div className={styles.row} data-testid="mass-downloads">
      <a className={buttonClasses('primary')} href={spreadsheetPaths.massZip(ready)} download>
        {t('ready.mass.zip')}
      </a>
      <a className={buttonClasses('secondary')} href={spreadsheetPaths.massPdf(ready)} download>
        {t('ready.mass.pdf')}
      </a>
      {/* Onto blanks, several to a sheet or for a print shop (issue 36). */}
      <Button
        onClick={() =>
          showModal<Omit<ClassPrintModalProps, 'close'>>({
            title: t('paper:classPrint'),
            component: ClassPrintModal,
            props: { ids: ready },
          })
        }
      >
        {t('paper:classPrint')}
      </Button>
      {/* One link per pupil, each opening only that pupil's file (issue 37). */}
      <Button
        onClick={() =>
          showModal<Omit<ParentLinksModalProps, 'close'>>({
            title: t('ready.parentLinks.title'),
            component: ParentLinksModal,
            props: { ids: ready },
          })
        }
      >
        {t('ready.parentLinks.title')}
      </Button>
    </div>
  );
}
