import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRAMMAR_CASES, GRAMMAR_LANGUAGES, type KeyGrammar } from '@gramota/contracts';
import {
  DEFAULT_SEPARATOR,
  SEPARATOR_MAX_CHARS,
  SEPARATOR_PRESETS,
  grammarValue,
  parseGrammarValue,
  separatorPreset,
  type SeparatorPreset,
} from './key-options';
import styles from './sheet-workspace.module.css';
import { runtimeT } from '@gramota/ui';

/** The separator of a joined key: space, comma, none, or typed. */
export function SeparatorField({
  separator = DEFAULT_SEPARATOR,
  onChange,
}: {
  separator?: string;
  onChange(separator: string): void;
}) {
  const { t } = useTranslation('spreadsheet');
  const id = useId();
  const [typing, setTyping] = useState(separatorPreset(separator) === 'custom');
  const preset: SeparatorPreset = typing ? 'custom' : separatorPreset(separator);
  const choose = (value: SeparatorPreset) => {
    setTyping(value === 'custom');
    if (value !== 'custom') onChange(SEPARATOR_PRESETS[value]);
  };
  return (
    <div className={styles.menuField}>
      <label htmlFor={`${id}-preset`}>{t('spreadsheet.separator.label')}</label>
      <select
        id={`${id}-preset`}
        value={preset}
        onChange={(event) => choose(event.target.value as SeparatorPreset)}
      >
        {(['space', 'comma', 'none', 'custom'] as const).map((name) => (
          <option key={name} value={name}>
            {t(`spreadsheet.separator.${name}`)}
          </option>
        ))}
      </select>
      {preset === 'custom' ? (
        <input
          type="text"
          aria-label={t('spreadsheet.separator.customLabel')}
          maxLength={SEPARATOR_MAX_CHARS}
          value={separator}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : null}
    </div>
  );
}

/**
 * The case a key's names are printed in: as written, or one of Russian's six and Ukrainian's
 * seven cases, grouped by language, in the interface language's words.
 */
export function GrammarField({
  grammar,
  onChange,
}: {
  grammar?: KeyGrammar;
  onChange(grammar: KeyGrammar | null): void;
}) {
  const { t } = useTranslation('spreadsheet');
  const id = useId();
  return (
    <div className={styles.menuField}>
      <label htmlFor={id}>{t('spreadsheet.grammar.label')}</label>
      <select
        id={id}
        value={grammar ? grammarValue(grammar) : ''}
        onChange={(event) => onChange(parseGrammarValue(event.target.value))}
      >
        <option value="">{t('spreadsheet.grammar.asWritten')}</option>
        {GRAMMAR_LANGUAGES.map((language) => (
          <optgroup key={language} label={t(`spreadsheet.grammar.groups.${language}`)}>
            {GRAMMAR_CASES[language].map((name) => (
              <option key={name} value={grammarValue({ language, case: name })}>
                {t('spreadsheet.grammar.option', {
                  language: t(`spreadsheet.grammar.languages.${language}`),
                  name: runtimeT(t)(`spreadsheet.grammar.${language}.${name}.name`),
                  question: runtimeT(t)(`spreadsheet.grammar.${language}.${name}.question`),
                })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
