import i18next from 'i18next';
import { commonResources } from '@gramota/ui/testing';
import en from '../../locales/en/workshop.json';
import { registerStrings } from '../i18n/register-strings';

/**
 * An i18next instance in Russian or English (both present at once) set up as the shell sets it:
 * the kit's namespace, which the area's falls back to for the texts every file area shares.
 */
export async function workshopInstance(language: 'ru' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'ru',
    fallbackNS: 'kit',
    resources: commonResources,
  });
  await registerStrings(instance, { en });
  return instance;
}
