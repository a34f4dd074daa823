import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSettings, selectSettings, useAppDispatch, useAppSelector } from '@gramota/store';
import type { RegionLanguage } from '@gramota/contracts';
import {
  chosenRegion,
  templateLanguage,
  withRegion,
  type GalleryLanguage,
} from './template-language';

/** The gallery's language and regions, read from and saved to the settings object. */
export function useGallerySettings() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const lng = templateLanguage(settings.curTemplateLng, i18n.language ?? 'ru');
  const regions = settings.template_regions ?? '';

  const setLanguage = useCallback(
    (next: GalleryLanguage) => void dispatch(saveSettings({ curTemplateLng: next })),
    [dispatch],
  );
  const setRegion = useCallback(
    (forLanguage: RegionLanguage, region: string) =>
      dispatch(saveSettings(withRegion(regions, forLanguage, region))),
    [dispatch, regions],
  );

  return { lng, regions, region: chosenRegion(regions, lng), setLanguage, setRegion };
}
