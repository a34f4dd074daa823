import { useCallback, useEffect, useRef } from 'react';
import { takeLoginReturn, useShellApi } from '@gramota/shell-api';
import { refreshSession, useAppDispatch } from '@gramota/store';
import { AFTER_LOGIN_PATH, POST_LOGIN_DELAY_MS } from '../session/session-actions';
import type { LoginFlowEvent } from './login-flow';

/**
 * After any successful sign-in (seed 001 §4): every cached answer is dropped and the profile is
 * loaded again, then after 1 s the visitor goes to the stored address or to My documents.
 */
export function useSignedIn(send: (event: LoginFlowEvent) => void) {
  const dispatch = useAppDispatch();
  const { navigate } = useShellApi();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(async () => {
    send({ type: 'signed-in' });
    await dispatch(refreshSession());
    const target = takeLoginReturn()?.path ?? AFTER_LOGIN_PATH;
    timer.current = setTimeout(() => navigate(target), POST_LOGIN_DELAY_MS);
  }, [dispatch, navigate, send]);
}
