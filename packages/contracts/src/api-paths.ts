/** Paths of the seeds' calls, written once. Builders take the path parameters. */
export const apiPaths = {
  profileGet: (userKey: string) => `/api/profile-get/${encodeURIComponent(userKey)}/`,
  profileSetSettings: () => '/api/profile-set-settings/',
  pwaInt: () => '/api/pwa-int/',
  loginCheck: () => '/api/login-check/',
} as const;

/** The run-time remotes manifest read by the shell at start (ARCHITECTURE §2). */
export const REMOTES_MANIFEST_PATH = '/app/remotes.json';
