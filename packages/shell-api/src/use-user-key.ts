import { api } from '@gramota/store';

/**
 * The user api key for list URLs, from the login-check answer in the cache (anonymous visitors
 * have one too, so they see their own files). When the session changes (login, logout, switching
 * accounts) the shell drops the whole cache and asks again; until the new answer arrives this is
 * null, so no list is asked for with the previous account's key (the server would refuse it with
 * 403). The shell has the answer already; on the standalone page this same query asks for it.
 */
export function useUserKey(): string | null {
  const { currentData } = api.useLoginCheckQuery();
  return currentData?.user_key ?? null;
}
