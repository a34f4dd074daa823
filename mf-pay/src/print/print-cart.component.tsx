import { useTranslation } from 'react-i18next';
import type { PrintOrderInfo } from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { Button, EmptyState } from '@gramota/ui';
import { CopiesStepper } from './copies-stepper.component';
import { usePrintOrderRemoveFileMutation, usePrintOrderSetCopiesMutation } from './print.api';
import { printErrorText } from './print-errors';
import styles from './print.module.css';

export interface PrintCartProps {
  cart: PrintOrderInfo;
  pagePrice: string;
  /** False for a member who may only look. */
  canChange: boolean;
}

/** The files waiting to be ordered: thumbnail, name, pages, copies, remove; the sum below. */
export function PrintCart({ cart, pagePrice, canChange }: PrintCartProps) {
  const { t } = useTranslation(['print', 'common']);
  const notify = useNotify();
  const [setCopies, copiesState] = usePrintOrderSetCopiesMutation();
  const [remove, removeState] = usePrintOrderRemoveFileMutation();
  const busy = copiesState.isLoading || removeState.isLoading;

  const run = (task: Promise<unknown>, done?: string) =>
    task.then(
      () => done && notify.success(done),
      (error: unknown) => notify.error(printErrorText(t, error)),
    );

  if (cart.files.length === 0)
    return <EmptyState title={t('print:cart.empty')} text={t('print:cart.emptyText')} />;

  const pages = cart.files.reduce((sum, file) => sum + file.pages * file.copies, 0);
  return (
    <section className={styles.section} data-testid="print-cart">
      <h2>{t('print:cart.title')}</h2>
      <ul className={styles.files}>
        {cart.files.map((file) => (
          <li key={file.id} className={styles.file} data-testid="print-cart-file">
            {file.thumb ? (
              <img className={styles.thumb} src={file.thumb} alt="" loading="lazy" />
            ) : null}
            <div className={styles.fileText}>
              <strong>{file.name}</strong>
              <span className={styles.muted}>{t('print:cart.pages', { count: file.pages })}</span>
            </div>
            {canChange ? (
              <>
                <CopiesStepper
                  copies={file.copies}
                  disabled={busy}
                  onChange={(copies) => void run(setCopies({ id: file.id, copies }).unwrap())}
                />
                <Button
                  disabled={busy}
                  onClick={() => void run(remove(file.id).unwrap(), t('print:cart.removed'))}
                >
                  {t('print:cart.remove')}
                </Button>
              </>
            ) : (
              <span>
                {t('print:cart.copies')}: {file.copies}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {t('print:cart.pagePrice', { price: pagePrice, currency: cart.currency })}
        {' · '}
        {t('print:cart.printed', { count: pages })}
      </p>
      <p className={styles.sum} data-testid="print-sum">
        {t('print:cart.sum', { sum: cart.sum, currency: cart.currency })}
      </p>
    </section>
  );
}
