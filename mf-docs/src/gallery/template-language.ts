import {
  ALL_TEMPLATE_LANGUAGES,
  REGION_LANGUAGES,
  TEMPLATE_LANGUAGES,
  TEMPLATE_REGIONS,
  type RegionLanguage,
} from '@gramota/contracts';
import type { Translate } from '@gramota/ui';

export type GalleryLanguage = (typeof TEMPLATE_LANGUAGES)[number] | typeof ALL_TEMPLATE_LANGUAGES;
export const GALLERY_LANGUAGES: readonly GalleryLanguage[] = [
  ...TEMPLATE_LANGUAGES,
  ALL_TEMPLATE_LANGUAGES,
];

/**
 * Each catalogue language by its own name, the same in every interface language (a Kazakh teacher
 * looks for «Қазақша», whatever language the page is in), so these are not translations.
 */
export const TEMPLATE_LANGUAGE_NAMES: Record<(typeof TEMPLATE_LANGUAGES)[number], string> = {
  ru: 'Русский',
  en: 'English',
  uk: 'Українська',
  de: 'Deutsch',
  kk: 'Қазақша',
};

/** The language menu's label: a catalogue language's own name, or the translated "all languages". */
export function languageLabel(lng: string, t: Translate): string {
  return (TEMPLATE_LANGUAGE_NAMES as Record<string, string>)[lng] ?? t('gallery:languages.all');
}

/** Interface languages without templates of their own read the closest catalogue. */
const FROM_INTERFACE: Record<string, GalleryLanguage> = { kz: 'kk', be: 'ru', it: 'en' };

/**
 * The gallery's template language (seed 001 §9 "template language default from settings
 * curTemplateLng"): the saved choice, else the interface language's catalogue.
 */
export function templateLanguage(saved: string | undefined, interfaceLanguage: string) {
  if (saved && (GALLERY_LANGUAGES as readonly string[]).includes(saved))
    return saved as GalleryLanguage;
  const short = interfaceLanguage.slice(0, 2);
  if ((TEMPLATE_LANGUAGES as readonly string[]).includes(short)) return short as GalleryLanguage;
  return FROM_INTERFACE[short] ?? 'ru';
}

export function hasRegions(lng: string): lng is RegionLanguage {
  return (REGION_LANGUAGES as readonly string[]).includes(lng);
}

const splitRegions = (saved: string | undefined) =>
  (saved ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/** The region chosen for a language among the saved template_regions ('' for every region). */
export function chosenRegion(saved: string | undefined, lng: string): string {
  if (!hasRegions(lng)) return '';
  const codes = TEMPLATE_REGIONS[lng].map((region) => region.code);
  return splitRegions(saved).find((code) => codes.includes(code)) ?? '';
}

/**
 * The template_regions / template_regions_txt settings after choosing `region` ('all': every
 * region) for `lng`: the choices for other languages stay.
 */
export function withRegion(saved: string | undefined, lng: RegionLanguage, region: string) {
  const own = new Set(TEMPLATE_REGIONS[lng].map((entry) => entry.code));
  const kept = splitRegions(saved).filter((code) => !own.has(code));
  const codes = region !== 'all' && own.has(region) ? [...kept, region] : kept;
  const names = codes.map(
    (code) =>
      Object.values(TEMPLATE_REGIONS)
        .flat()
        .find((entry) => entry.code === code)?.name ?? code,
  );
  return { template_regions: codes.join(','), template_regions_txt: names.join(', ') };
}
