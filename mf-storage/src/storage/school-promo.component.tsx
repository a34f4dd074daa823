import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  api,
  saveSettings,
  selectProfile,
  selectSettings,
  useAppDispatch,
  useAppSelector,
} from '@gramota/store';
import { Button, ScreenNote } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';
import { PromoSchoolModal } from './modals/promo-school.modal';
import { useStorageNavigation } from './storage-navigation';
import styles from './storage.module.css';

/**
 * The school account offer (seed 001 §7 promo-school-modal): sharing folders between colleagues
 * is what a school account is for. Offered to a signed-in teacher on their own account who is
 * not a school already; `school_present` remembers that the offer was seen.
 */
export function useSchoolPromo() {
  const { t } = useTranslation('storage');
  const { showModal } = useShellApi();
  const go = useStorageNavigation();
  const dispatch = useAppDispatch();
  const session = api.useLoginCheckQuery().currentData;
  const profile = useAppSelector(selectProfile);
  const settings = useAppSelector(selectSettings);
  const offered =
    session?.login === true && session.is_access !== 'true' && profile?.is_school !== '1';
  const open = useCallback(() => {
    showModal({ title: t('storage.promo.title'), component: PromoSchoolModal, props: { go } });
    if (!settings.school_present) void dispatch(saveSettings({ school_present: true }));
  }, [dispatch, go, settings.school_present, showModal, t]);
  const dismiss = useCallback(
    () => void dispatch(saveSettings({ school_present: true })),
    [dispatch],
  );
  return { offered, seen: Boolean(settings.school_present), open, dismiss };
}

/** 'For schools' in the storage's heading. */
export function ForSchoolsButton() {
  const { t } = useTranslation('storage');
  const promo = useSchoolPromo();
  if (!promo.offered) return null;
  return (
    <Button variant="link" onClick={promo.open} data-testid="storage-for-schools">
      {t('storage.promo.button')}
    </Button>
  );
}

/** A quiet note in 'Shared with me' until the teacher has seen the offer or hidden the note. */
export function SchoolPromoNote() {
  const { t } = useTranslation('storage');
  const promo = useSchoolPromo();
  if (!promo.offered || promo.seen) return null;
  return (
    <ScreenNote>
      <span className={styles.promoNote} data-testid="school-promo-note">
        <span>{t('storage.promo.note')}</span>
        <Button variant="link" onClick={promo.open}>
          {t('storage.promo.more')}
        </Button>
        <Button variant="link" onClick={promo.dismiss}>
          {t('storage.promo.hide')}
        </Button>
      </span>
    </ScreenNote>
  );
}
