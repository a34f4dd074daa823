import { REDACTOR_LIMITS } from '@gramota/contracts';
import {
  cmToPx,
  formatPadding,
  isPageFormat,
  MARGIN_LIMIT_PX,
  pageSize,
  parsePadding,
  pxToCm,
} from '@gramota/doc-style';
import type { PageSettings } from '../model/doc-state';
import { formatTitlesFloat, parseTitlesFloat } from '../model/doc-state';

/** The page settings dialog's inputs, as typed (seed 001 §2 page settings, §5 margins in cm). */
export interface PageSettingsForm {
  format: string;
  top: string;
  right: string;
  bottom: string;
  left: string;
  titleX: string;
  titleY: string;
  titlesMargin: string;
  titleIndex: number;
}

export type PageSettingsField = Exclude<keyof PageSettingsForm, 'titleIndex'>;
export type PageSettingsError = 'number' | 'range' | 'format';

export const MARGIN_FIELDS = ['top', 'right', 'bottom', 'left'] as const;
/** Title offsets share the slider range (contract REDACTOR_LIMITS.titleOffsetMin/Max). */
export const TITLE_OFFSET_LIMIT_PX = REDACTOR_LIMITS.titleOffsetMax;
/** What doc-set accepts for titles_margin, px either way. */
export const TITLE_MARGIN_MAX_PX = 2000;

const cm = (px: number) => pxToCm(px).toFixed(2);

export function formFromSettings(settings: PageSettings): PageSettingsForm {
  const [top, right, bottom, left] = parsePadding(settings.padding) ?? [0, 0, 0, 0];
  const { x, y } = parseTitlesFloat(settings.titlesFloat);
  return {
    format: settings.format,
    top: cm(top),
    right: cm(right),
    bottom: cm(bottom),
    left: cm(left),
    titleX: String(x),
    titleY: String(y),
    titlesMargin: settings.titlesMargin,
    titleIndex: settings.titleIndex,
  };
}

/** A number as teachers type it: '1,5' as well as '1.5'. */
export function readNumber(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** Sides follow the ruler (±400 px); top and bottom run from 0 to the page's height. */
function marginInRange(field: (typeof MARGIN_FIELDS)[number], px: number, format: string) {
  if (field === 'left' || field === 'right') return Math.abs(px) <= MARGIN_LIMIT_PX;
  return px >= 0 && px <= pageSize(isPageFormat(format) ? format : 'a4').height;
}

export type SettingsResult =
  | { ok: true; settings: PageSettings }
  | { ok: false; errors: Partial<Record<PageSettingsField, PageSettingsError>> };

/**
 * The settings the form asks for. A margin left as shown keeps its exact px value: cm with two
 * decimals would otherwise move it by a fraction on every Apply.
 */
export function settingsFromForm(form: PageSettingsForm, initial: PageSettings): SettingsResult {
  const errors: Partial<Record<PageSettingsField, PageSettingsError>> = {};
  if (!isPageFormat(form.format)) errors.format = 'format';
  const shown = formFromSettings(initial);
  const initialMargins = parsePadding(initial.padding);

  const margins = MARGIN_FIELDS.map((field, index) => {
    if (initialMargins && form[field] === shown[field]) return initialMargins[index] ?? 0;
    const value = readNumber(form[field]);
    if (value === null) errors[field] = 'number';
    else if (!marginInRange(field, cmToPx(value), form.format)) errors[field] = 'range';
    return value === null ? 0 : cmToPx(value);
  });

  const offset = (field: 'titleX' | 'titleY') => {
    const value = readNumber(form[field]);
    if (value === null) errors[field] = 'number';
    else if (Math.abs(value) > TITLE_OFFSET_LIMIT_PX) errors[field] = 'range';
    return Math.round(value ?? 0);
  };
  const x = offset('titleX');
  const y = offset('titleY');

  // titles_margin is '' for templates without a movable title: keep it empty then.
  let titlesMargin = form.titlesMargin.trim();
  if (titlesMargin !== '') {
    const value = readNumber(titlesMargin);
    if (value === null) errors.titlesMargin = 'number';
    else if (Math.abs(value) > TITLE_MARGIN_MAX_PX) errors.titlesMargin = 'range';
    else titlesMargin = String(Math.round(value));
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const [top = 0, right = 0, bottom = 0, left = 0] = margins;
  return {
    ok: true,
    settings: {
      format: form.format,
      padding: formatPadding([top, right, bottom, left]),
      titlesFloat: formatTitlesFloat({ x, y }),
      titlesMargin,
      titleIndex: form.titleIndex,
    },
  };
}

/** The largest margin a teacher may type, in cm (±400 px). */
export const MARGIN_LIMIT_CM = Math.floor(pxToCm(MARGIN_LIMIT_PX) * 100) / 100;
