import { parsePermissions, type ProfileAnswer } from '@gramota/contracts';

/** A profile-get answer with sensible defaults. */
export function profileAnswer(overrides: Partial<ProfileAnswer> = {}): ProfileAnswer {
  return {
    result: 'success',
    id: '7',
    name: '',
    email: '',
    userpic: '',
    login: false,
    settings: {},
    is_access: 'false',
    permissions_str: '',
    permissions: parsePermissions(''),
    users_access: {},
    dev: '',
    currency: 'RUB',
    is_workshop_pay: '0',
    is_school: '0',
    is_template_all_active: '0',
    has_password: true,
    timezone: 'Europe/Moscow',
    oauth: {},
    yadisk: false,
    ...overrides,
  };
}
