import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@gramota/ui';
import { BUNDLED_FONTS, cssFontFamily, type FontKind } from '@gramota/doc-style';
import { useAddMyFontMutation } from '../editor.api';
import { ensureFontCss } from '../fonts/font-css';
import styles from './dialogs.module.css';

const KINDS: readonly FontKind[] = ['serif', 'sans', 'script', 'display'];

interface FontsDialogProps {
  myFonts: string[];
  onMyFontsChange(fonts: string[]): void;
  onChoose(family: string): void;
}

/**
 * Every bundled font, grouped by kind, each sample drawn in its own font. A chosen font is added
 * to the user's list (once: redactor-get-my-fonts?add=) and applied like a choice in the select.
 */
export function FontsDialog({ myFonts, onMyFontsChange, onChoose }: FontsDialogProps) {
  const { t } = useTranslation('redactor');
  const [addFont, { isLoading }] = useAddMyFontMutation();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    for (const font of BUNDLED_FONTS) ensureFontCss(font.family);
  }, []);

  const choose = async (family: string) => {
    setError(null);
    if (!myFonts.includes(family)) {
      try {
        const answer = await addFont(family).unwrap();
        onMyFontsChange(answer.my_fonts);
      } catch {
        setError(t('editor.fonts.addFailed'));
        return;
      }
    }
    onChoose(family);
  };

  return (
    <div className={styles.fonts} data-testid="fonts-dialog">
      <p className={styles.intro}>{t('editor.fonts.intro')}</p>
      <FormAlert message={error} />
      {KINDS.map((kind) => {
        const fonts = BUNDLED_FONTS.filter((font) => font.kind === kind);
        if (fonts.length === 0) return null;
        return (
          <section
            key={kind}
            className={styles.fontGroup}
            aria-label={t(`editor.fonts.kind_${kind}`)}
          >
            <h3 className={styles.fontGroupTitle}>{t(`editor.fonts.kind_${kind}`)}</h3>
            <ul className={styles.fontList}>
              {fonts.map((font) => (
                <li key={font.family}>
                  <button
                    type="button"
                    className={styles.fontChoice}
                    disabled={isLoading}
                    data-testid={`font-choice-${font.family}`}
                    onClick={() => void choose(font.family)}
                  >
                    <span className={styles.fontName}>
                      {font.family}
                      {myFonts.includes(font.family) ? (
                        <span className={styles.badge}>{t('editor.fonts.inList')}</span>
                      ) : null}
                      {font.cyrillic ? null : (
                        <span className={styles.badge}>{t('editor.fonts.noCyrillic')}</span>
                      )}
                    </span>
                    <span
                      className={styles.fontSample}
                      style={{ fontFamily: cssFontFamily(font.family) }}
                    >
                      {t('editor.fonts.sample')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
