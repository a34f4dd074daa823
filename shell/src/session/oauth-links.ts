import { accountPaths } from '@gramota/contracts';

/** Starts a sign-in (or a connection) with a provider; it sends the visitor back to `returnTo`. */
export function oauthStartUrl(provider: string, returnTo: string): string {
  return `${accountPaths.oauthStart(provider)}?return_to=${encodeURIComponent(returnTo)}`;
}
