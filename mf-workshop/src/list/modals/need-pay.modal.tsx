import { useTranslation } from 'react-i18next';
import { NeedPayNotice, dialogClasses } from '@gramota/ui';
import { PlanBadge } from '../plan-badge.component';

export interface NeedPayModalProps {
  /** Why the plan is needed: another template, an uploaded one, or a document from one of many. */
  /** …or a picture or QR code in the template editor (seed 001 §5, §6). */
  reason: 'create' | 'upload' | 'createDoc' | 'pictures';
  pay: '0' | '1';
  onPay: () => void;
  close: () => void;
}

const TEXTS = {
  create: 'text',
  upload: 'upload',
  createDoc: 'createDoc',
  pictures: 'pictures',
} as const;

/** Seed 001 §6, §8 'workshop-pay': the plan the account has, why it is not enough, the pay page. */
export function NeedPayModal({ reason, pay, onPay, close }: NeedPayModalProps) {
  const { t } = useTranslation('workshop');
  return (
    <div className={dialogClasses.body}>
      <p className={dialogClasses.row}>
        {t('list.needPay.plan')} <PlanBadge pay={pay} />
      </p>
      <NeedPayNotice close={close} onPay={onPay} text={t(`list.needPay.${TEXTS[reason]}`)} />
    </div>
  );
}
