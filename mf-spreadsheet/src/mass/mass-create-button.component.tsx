import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import type { MassCreateButtonProps } from './mass-button-props';
import { useMassVerifyChoiceQuery } from './mass.api';
import { useMassCreate } from './use-mass-create';
import styles from './mass-dialogs.module.css';

/**
 * The topbar's "Create documents": one file per checked row (seed 001 §4, §6), with the run's
 * verification switch (issue 35): it starts as the document's choice, and what it says when the
 * run starts is what every row of the run prints.
 */
export function MassCreateButton(props: MassCreateButtonProps) {
  const { t } = useTranslation('spreadsheet');
  const verifyText = useTranslation('verify').t;
  const { data } = useMassVerifyChoiceQuery(props.docId);
  const [changed, setChanged] = useState<boolean | undefined>(undefined);
  const verify = changed ?? data?.choice.on;
  const { start, busy } = useMassCreate(props, verify);
  return (
    <>
      {data ? (
        <label className={styles.verifySwitch}>
          <input
            type="checkbox"
            name="verify"
            checked={verify === true}
            disabled={busy}
            onChange={(event) => setChanged(event.target.checked)}
          />
          {verifyText('runSwitch')}
        </label>
      ) : null}
      <Button variant="primary" onClick={start} disabled={busy} data-testid="mass-create">
        {t('mass.create')}
      </Button>
    </>
  );
}
