import type { Settings } from './settings';
import type { PermissionFlags } from './permissions';

/** GET /api/login-check/ */
export interface LoginCheckAnswer {
  result: 'success';
  login: boolean;
  /** The user api key used in list URLs; never a credential on its own. */
  user_key: string;
}

/** GET /api/profile-get/{userKey}/ (seed 000 §3 Profile + seed 001 §7 Profile). */
export interface ProfileAnswer {
  result: 'success';
  id: string;
  name: string;
  email: string;
  userpic: string;
  login: boolean;
  settings: Settings;
  is_access: 'true' | 'false';
  permissions_str: string;
  permissions: PermissionFlags;
  users_access: Record<string, { name: string }>;
  dev: '' | 'dev';
  currency: string;
  is_workshop_pay: '0' | '1';
  timezone: string;
  oauth: Record<string, boolean>;
  yadisk: boolean;
}

/** GET /api/pwa-int/ (seed 000 §7). */
export interface PwaIntAnswer {
  result: 'success';
  ver_st: string;
  currency: string;
  one_short: string;
  all_from_short: string;
  is_workshop_pay: '0' | '1';
  workshop_1: string;
  workshop_12: string;
  timezone: string;
}

/** POST /api/profile-set-settings/ (seed 000 §7): the merged settings after the change. */
export interface SetSettingsAnswer {
  result: 'success';
  settings: Settings;
}
