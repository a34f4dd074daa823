import { parseSettings, type Settings } from '@gramota/contracts';
import { BadRequestError } from '../../errors';

/** Longest `settings` payload accepted; the whole object is a few hundred bytes in practice. */
export const MAX_SETTINGS_PAYLOAD_CHARS = 20_000;
/** Keys kept per user: `toast_disable_{id}` flags are open-ended, the stored blob must not be. */
export const MAX_STORED_SETTINGS_KEYS = 200;

/**
 * Reads the `settings` field of POST /api/profile-set-settings/: a JSON string (the seeds' form
 * encoding) or, in a JSON body, the object itself. Throws BadRequestError naming the problem.
 */
export function decodeSettingsPayload(field: unknown): Settings {
  if (field === undefined || field === null || field === '') {
    throw new BadRequestError('settings is required', 'settings');
  }
  let candidate: unknown = field;
  if (typeof field === 'string') {
    if (field.length > MAX_SETTINGS_PAYLOAD_CHARS)
      throw new BadRequestError('settings is too long', 'settings');
    try {
      candidate = JSON.parse(field);
    } catch {
      throw new BadRequestError('settings is not valid JSON', 'settings');
    }
  } else if (typeof field !== 'object') {
    throw new BadRequestError('settings must be a JSON string of an object', 'settings');
  }
  const parsed = parseSettings(candidate);
  if (!parsed.ok) throw new BadRequestError(parsed.error, 'settings');
  return parsed.value;
}

/**
 * Reads the stored JSON text. Anything unreadable or no longer valid (a key removed from the
 * contract, say) is dropped key by key rather than failing the whole profile.
 */
export function readStoredSettings(text: string | null | undefined): Settings {
  let stored: unknown;
  try {
    stored = JSON.parse(text || '{}');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (parseSettings({ [key]: value }).ok) kept[key] = value;
  }
  return kept as Settings;
}

/** A partial update: keys in `patch` replace stored ones, everything else stays. */
export function mergeSettings(stored: Settings, patch: Settings): Settings {
  const merged = { ...stored, ...patch };
  if (Object.keys(merged).length > MAX_STORED_SETTINGS_KEYS) {
    throw new BadRequestError('Too many settings', 'settings');
  }
  return merged;
}
