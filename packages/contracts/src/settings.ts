import { z } from 'zod';
import { VERIFY_ISSUER_MAX, VERIFY_PLACES } from './verification';

const view = z.enum(['thumbnail', 'list']);

/**
 * The settings object (seed 000 §3, seed 001 §3). Known keys are typed; `toast_disable_{id}`
 * flags are allowed by pattern. Anything else is refused so a client cannot grow the stored blob.
 */
export const knownSettingsSchema = z
  .object({
    curTemplateLng: z.string().max(8),
    sidebar: z.enum(['auto', 'none', 'open']),
    changeLngModal: z.boolean(),
    lng: z.string().max(8),
    pwa_promo: z.boolean(),
    docs_view: view,
    ready_view: view,
    storage_view: view,
    drive_view: view,
    workshop_view: view,
    hide_select_panel: z.boolean(),
    print_present: z.boolean(),
    spreadsheet_window_max: z.boolean(),
    template_regions: z.string().max(200),
    template_regions_txt: z.string().max(500),
    my_fonts: z.string().max(2000),
    fonts_use_fragment: z.boolean(),
    school_redactor_hide: z.boolean(),
    unlimit_redactor_hide: z.boolean(),
    creator_pro_bg_wait: z.enum(['0', '1']),
    school_present: z.boolean(),
    // Verifiable documents (issue 35): the account's default for new files, its mark, and the
    // school or account name the public page shows as the issuer.
    verify_default: z.boolean(),
    verify_place: z.enum(VERIFY_PLACES),
    verify_qr: z.boolean(),
    verify_issuer: z.string().max(VERIFY_ISSUER_MAX),
  })
  .partial();

export type Settings = z.infer<typeof knownSettingsSchema> & {
  [toastKey: `toast_disable_${string}`]: boolean;
};

const TOAST_KEY = /^toast_disable_[a-z0-9_-]{1,40}$/i;

/** Validates a partial settings object; returns the clean object or a message naming the bad key. */
export function parseSettings(
  input: unknown,
): { ok: true; value: Settings } | { ok: false; error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: 'settings must be a JSON object' };
  }
  const known: Record<string, unknown> = {};
  const toasts: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(input)) {
    if (TOAST_KEY.test(key)) {
      if (typeof value !== 'boolean') return { ok: false, error: `${key} must be true or false` };
      toasts[key] = value;
    } else if (key in knownSettingsSchema.shape) {
      known[key] = value;
    } else {
      return { ok: false, error: `Unknown setting: ${key.slice(0, 60)}` };
    }
  }
  const parsed = knownSettingsSchema.strict().safeParse(known);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `Invalid setting ${String(issue?.path[0] ?? '')}: ${issue?.message ?? ''}`,
    };
  }
  return { ok: true, value: { ...parsed.data, ...toasts } as Settings };
}
