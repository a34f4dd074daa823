import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_TIMING } from '@gramota/contracts';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { Button } from '@gramota/ui';
import {
  usePayBankPaperStartMutation,
  usePayBankPaperStatusQuery,
  type BankPaper,
} from '../pay.api';
import { payErrorCode, payErrorText } from '../pay-errors';
import { openPaySettings } from '../settings/open-pay-settings';

export interface BankPaperLinkProps {
  dataId: string;
  paper: BankPaper;
  /** The PDF when it was made before ('' when not yet). */
  url: string;
}

/**
 * A bank paper (the invoice to pay by, the act after payment): a button that asks for it, then
 * -status every 2 s (seed 001 §9) until the PDF link is ready. Missing school requisites open
 * the settings modal, and the paper is asked for again after they are saved.
 */
export function BankPaperLink({ dataId, paper, url }: BankPaperLinkProps) {
  const { t } = useTranslation(['pay', 'common']);
  const shell = useShellApi();
  const notify = useNotify();
  const [start, starting] = usePayBankPaperStartMutation();
  const [waiting, setWaiting] = useState(false);
  const [ready, setReady] = useState(url);
  const status = usePayBankPaperStatusQuery(
    { dataId, paper },
    { skip: !waiting, pollingInterval: PAY_TIMING.paperPollMs },
  ).currentData;

  useEffect(() => {
    if (!waiting || !status) return;
    if (status.status === 'ready') {
      setWaiting(false);
      setReady(status.url);
    } else if (status.status === 'error') {
      setWaiting(false);
      notify.error(t('pay:bank.failed'));
    }
  }, [waiting, status, notify, t]);

  const ask = async () => {
    try {
      const answer = await start({ dataId, paper }).unwrap();
      if (answer.status === 'ready' && answer.url) setReady(answer.url);
      else setWaiting(true);
    } catch (error) {
      if (payErrorCode(error) === 'requisites_required')
        openPaySettings(shell, t, () => void ask());
      else notify.alert(payErrorText(t, error));
    }
  };

  if (ready)
    return (
      <a href={ready} target="_blank" rel="noreferrer" data-testid={`bank-${paper}-link`}>
        {t(`pay:bank.${paper}Download`)}
      </a>
    );
  return (
    <Button
      onClick={() => void ask()}
      busy={starting.isLoading || waiting}
      data-testid={`bank-${paper}-button`}
    >
      {waiting ? t('pay:bank.making') : t(`pay:bank.${paper}Make`)}
    </Button>
  );
}
