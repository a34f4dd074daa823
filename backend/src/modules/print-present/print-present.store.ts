import {
  appPaths,
  isLanguage,
  PRINT_PRESENT_LIMITS,
  type Language,
  type PrintPresentModalAnswer,
} from '@gramota/contracts';
import type { FileStore } from '../../shared/file-store';
import { builtInPrintPresent, type PrintPresentTexts } from './print-present.texts';

/** The operator's texts, per language, each part optional (the built-in one fills the rest). */
export type PrintPresentOverrides = Partial<Record<Language, Partial<PrintPresentTexts>>>;

/** A text the operator may not store, with what is wrong (the admin command prints it). */
export class PrintPresentInputError extends Error {
  override name = 'PrintPresentInputError';
}

export const PRINT_PRESENT_FILE = 'print-present.json';

/** Paragraphs of a text as the operator typed it: one per non-empty line. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const { titleMax, textMax, actionMax } = PRINT_PRESENT_LIMITS;

function checkedText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text && text.length <= max ? text : undefined;
}

function checkedParagraphs(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const lines = value.filter((line): line is string => typeof line === 'string');
  const text = lines.map((line) => line.trim()).filter(Boolean);
  return text.length > 0 && text.join('\n').length <= textMax ? text : undefined;
}

/** What of a stored entry is usable; a hand-edited file's wrong parts are left out, not fatal. */
function readEntry(value: unknown): Partial<PrintPresentTexts> {
  if (!value || typeof value !== 'object') return {};
  const entry = value as Record<string, unknown>;
  const title = checkedText(entry.title, titleMax);
  const text = checkedParagraphs(entry.text);
  const action = checkedText(entry.action, actionMax);
  return {
    ...(title !== undefined && { title }),
    ...(text !== undefined && { text }),
    ...(action !== undefined && { action }),
  };
}

/**
 * The print-present modal's texts: `print-present.json` in the file store (DATA_DIR on one
 * machine, the bucket on several; written by the admin command, read on every call, so a change
 * shows on every instance without a restart or a release), over the built-in ones.
 */
export class PrintPresentStore {
  constructor(private readonly files: FileStore) {}

  /** The stored texts; a missing file is none, an unreadable one is none too (and says so). */
  async overrides(onBadFile?: (error: unknown) => void): Promise<PrintPresentOverrides> {
    let raw: string;
    try {
      const bytes = await this.files.read(PRINT_PRESENT_FILE);
      if (!bytes) return {};
      raw = bytes.toString('utf8');
    } catch (error) {
      onBadFile?.(error);
      return {};
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      onBadFile?.(error);
      return {};
    }
    const overrides: PrintPresentOverrides = {};
    if (!parsed || typeof parsed !== 'object') return overrides;
    for (const [language, entry] of Object.entries(parsed as Record<string, unknown>)) {
      if (!isLanguage(language)) continue;
      const usable = readEntry(entry);
      if (Object.keys(usable).length > 0) overrides[language] = usable;
    }
    return overrides;
  }

  /** The modal in one language: the operator's parts over the built-in ones. */
  async answer(
    language: Language,
    onBadFile?: (error: unknown) => void,
  ): Promise<PrintPresentModalAnswer> {
    const own = (await this.overrides(onBadFile))[language] ?? {};
    return {
      result: 'success',
      ...builtInPrintPresent(language),
      ...own,
      action_url: appPaths.payPrint(),
    };
  }

  /** Sets parts of one language's texts (the others stay); refuses empty or too long ones. */
  async set(language: Language, change: Partial<PrintPresentTexts>): Promise<void> {
    const entry: Partial<PrintPresentTexts> = {};
    if (change.title !== undefined) {
      const title = checkedText(change.title, titleMax);
      if (!title) throw new PrintPresentInputError(`--title: 1 to ${titleMax} characters`);
      entry.title = title;
    }
    if (change.text !== undefined) {
      const text = checkedParagraphs(change.text);
      if (!text) throw new PrintPresentInputError(`--text: 1 to ${textMax} characters`);
      entry.text = text;
    }
    if (change.action !== undefined) {
      const action = checkedText(change.action, actionMax);
      if (!action) throw new PrintPresentInputError(`--action: 1 to ${actionMax} characters`);
      entry.action = action;
    }
    if (Object.keys(entry).length === 0)
      throw new PrintPresentInputError('Give at least one of --title, --text, --action');
    const all = await this.overrides();
    all[language] = { ...all[language], ...entry };
    await this.write(all);
  }

  /** Back to the built-in texts: one language, or all of them. */
  async reset(language?: Language): Promise<void> {
    if (language === undefined) {
      await this.files.delete(PRINT_PRESENT_FILE);
      return;
    }
    const all = await this.overrides();
    delete all[language];
    await this.write(all);
  }

  /** Whole or not at all (the store's put): a server reading then sees the old file or the new. */
  private async write(all: PrintPresentOverrides): Promise<void> {
    await this.files.put(PRINT_PRESENT_FILE, `${JSON.stringify(all, null, 2)}\n`, {
      contentType: 'application/json',
    });
  }
}
