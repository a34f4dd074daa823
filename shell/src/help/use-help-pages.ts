import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedHelpPages, loadHelpPages, type HelpLibrary } from './help-pages';

/**
 * The help pages in the interface language. Null only before the first language's pages arrive;
 * after a language switch the previous pages stay on screen until the new ones are in, so the
 * help never blinks empty.
 */
export function useHelpPages(): HelpLibrary | null {
  const { i18n } = useTranslation('help');
  const language = i18n.language;
  const ready = loadedHelpPages(language);
  const [fetched, setFetched] = useState<HelpLibrary | null>(null);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadHelpPages(language).then((pages) => {
      if (current) setFetched(pages);
    });
    return () => {
      current = false;
    };
  }, [language, ready]);
  return ready ?? fetched;
}
