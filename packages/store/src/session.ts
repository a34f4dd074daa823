import type { ProfileAnswer } from '@gramota/contracts';
import { api } from './api';

type Dispatch = (action: unknown) => unknown;
interface QueryResult<T> {
  data?: T;
}

/** Who the visitor is: login-check gives the user key, profile-get the rest (fills the slices). */
export const loadSession = () => async (dispatch: Dispatch) => {
  const check = (await dispatch(api.endpoints.loginCheck.initiate())) as QueryResult<{
    user_key: string;
  }>;
  if (!check.data) return null;
  const profile = (await dispatch(
    api.endpoints.profileGet.initiate(check.data.user_key),
  )) as QueryResult<ProfileAnswer>;
  return profile.data ?? null;
};

/**
 * After the session changes (login, registration, logout, switching into a granted account and
 * back) every cached answer may belong to someone else: drop them all, then load who we are now.
 */
export const refreshSession = () => async (dispatch: Dispatch) => {
  dispatch(api.util.resetApiState());
  return (await dispatch(loadSession())) as ProfileAnswer | null;
};
