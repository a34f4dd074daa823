import { appPaths } from '@gramota/contracts';

/**
 * The profile's sub-pages: /app/profile/, /app/profile/licence, /app/profile/stamp,
 * /app/profile/access, /app/profile/embed.
 */
export const PROFILE_TABS = ['account', 'licence', 'stamp', 'access', 'embed'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function profileTabFor(sub: string | undefined): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(sub ?? '') && sub !== 'account'
    ? (sub as ProfileTab)
    : 'account';
}

export function profileTabPath(tab: ProfileTab): string {
  return appPaths.profile(tab === 'account' ? undefined : tab);
}
