import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { appPaths, type GetDocParts } from '@gramota/contracts';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { selectIsLoggedIn, useAppSelector } from '@gramota/store';

export type LoadOutcome = 'loading' | 'ready' | 'forbidden' | 'trashed' | 'failed';

/** What the get-doc answer means for the screen (seed 000 §2, §8; seed 001 §2, §8). */
export function loadOutcome(
  data: GetDocParts | undefined,
  error: FetchBaseQueryError | SerializedError | undefined,
): LoadOutcome {
  if (error) {
    const status = 'status' in error ? error.status : null;
    return status === 403 ? 'forbidden' : 'failed';
  }
  if (!data) return 'loading';
  if (data.result === 'forbidden') return 'forbidden';
  return data.data.trash === '1' ? 'trashed' : 'ready';
}

/**
 * 'forbidden' sends a visitor to log in and back ('Log in to access the document'). A signed-in
 * teacher gets the same answer for a document deleted forever, another teacher's or a mistyped
 * id: logging in again cannot help (the login page would only pass them on to the profile), so
 * they return to My documents with a message (seed 001 §2). A trashed document asks to be
 * restored first and goes to the trash; any other failure returns to My documents.
 */
export function useLoadOutcomeEffects(outcome: LoadOutcome) {
  const { t } = useTranslation('redactor');
  const { navigate, requireLogin } = useShellApi();
  const notify = useNotify();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (outcome === 'forbidden' && loggedIn) {
      notify.error(t('redactor.notAvailable'));
      navigate(appPaths.docs());
    } else if (outcome === 'forbidden') requireLogin('document');
    if (outcome === 'trashed') {
      notify.info(t('redactor.recoverBeforeOpening'));
      navigate(appPaths.docsTrash());
    }
    if (outcome === 'failed') {
      notify.error(t('redactor.loadFailed'));
      navigate(appPaths.docs());
    }
    // Once per outcome: the functions from the shell are stable for the area's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);
}
