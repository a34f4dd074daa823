import type { Language } from '@gramota/contracts';

/** A text's forms by the plural category of its number (Intl.PluralRules); `other` always. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The locale Intl knows each interface language by ('kz' is Kazakh, 'kk'). */
export function intlLocale(language: Language): string {
  return language === 'kz' ? 'kk' : language;
}

/** Puts values into a text's `{{name}}` placeholders; unknown ones stay as written. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The form for this number in this language, with `{{count}}` written as the language writes numbers. */
export function plural(language: Language, count: number, forms: PluralForms): string {
  const locale = intlLocale(language);
  const category = new Intl.PluralRules(locale).select(count);
  const form = forms[category] ?? forms.other;
  return fill(form, { count: new Intl.NumberFormat(locale).format(count) });
}
