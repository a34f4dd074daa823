import { api } from '@gramota/store';

/**
 * The user api key for list URLs, from the login-check answer (anonymous visitors have one too,
 * so they see their own files). Null until the answer of the current session arrives.
 */
export function useUserKey(): string | null {
  const { currentData } = api.useLoginCheckQuery();
  return currentData?.user_key ?? null;
}
