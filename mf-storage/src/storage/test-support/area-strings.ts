import type { i18n as I18n } from 'i18next';
import driveEn from '../../../locales/en/drive.json';
import en from '../../../locales/en/storage.json';
import { registerStrings } from '../../i18n/register-strings';

/**
 * Registers the area's namespaces ('storage' and 'drive') with English preloaded: the tests read
 * it at once, where the product fetches it when chosen.
 */
export function registerAreaStrings(i18n: I18n) {
  void registerStrings(i18n, { storage: { en }, drive: { en: driveEn } });
}
