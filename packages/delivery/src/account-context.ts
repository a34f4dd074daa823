import type { DeliveryContext } from './delivery-ports';

/**
 * The account as the delivery rules see it. While the profile is not known, the address counts
 * as known: the server then answers need_email and the form comes all the same.
 */
export function accountContext(
  loggedIn: boolean,
  profile: { email?: string | null } | null | undefined,
): DeliveryContext {
  return { loggedIn, hasEmail: profile ? Boolean(profile.email) : true };
}
