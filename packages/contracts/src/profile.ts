import type { Settings } from './settings';
import type { PermissionFlags } from './permissions';

/** GET /api/login-check/ */
export interface LoginCheckAnswer {
  result: 'success';
  login: boolean;
  /**
   * The api key used in list URLs; never a credential on its own. While switched into another
   * account (is_access 'true') it is that account's key.
   */
  user_key: string;
  /** 'true' while working in another user's account through granted access. */
  is_access: 'true' | 'false';
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
  /**
   * The grant's permissions while is_access is 'true' (comma list / flags). Empty and all false in
   * one's own account, where everything is allowed.
   */
  permissions_str: string;
  permissions: PermissionFlags;
  /** Accounts that granted me access: owner id → { name } (empty while switched). */
  users_access: Record<string, { name: string }>;
  dev: '' | 'dev';
  currency: string;
  /** From licences: '1' while a workshop licence is active. */
  is_workshop_pay: '0' | '1';
  /** From licences: '1' while a school licence is active. */
  is_school: '0' | '1';
  /** From licences: '1' while an all-templates (or school) licence is active. */
  is_template_all_active: '0' | '1';
  timezone: string;
  /** Configured sign-in provider id → connected to this account. */
  oauth: Record<string, boolean>;
  /** Whether the account has a password (so a social connection may be removed). */
  has_password: boolean;
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
