import {
  nameCorrectionKey,
  SPREADSHEET_LIMITS,
  type DeclineDoubt,
  type DeclinedName,
  type DeclineRequest,
  type PupilGender,
} from '@gramota/contracts';
import type { NameKey } from './name-plan';
import type { ComposedRow, ComposedRun, MassRow } from './row-compose';

/** The decline endpoint (spreadsheetPaths.decline): one answer per name, in order. */
export type DeclineCall = (request: DeclineRequest) => Promise<DeclinedName[]>;

/** One name of a row as the pre-run check shows it. */
export interface NameLine {
  key: string;
  /** As the table writes it (the key's columns joined). */
  written: string;
  /** As it will print: the teacher's correction, else the library's form, else as written. */
  printed: string;
  /** Why the library's form is not printed; gone once the teacher confirmed or corrected it. */
  doubt?: DeclineDoubt;
  /** The teacher's own form prints (settings.corrections). */
  corrected: boolean;
  /** Where a correction of this name is kept; '' when the name is only read for the gender. */
  correctionKey: string;
}

/** A row ready to send: values as they print, and the gender its words are chosen by. */
export interface PreparedRow extends MassRow {
  gender: PupilGender | null;
  /** Where the gender comes from: the '%Пол' column, or the pupil's name. */
  genderFrom: 'table' | 'name' | null;
  /** The '%Пол' cell as typed when it names no gender we know. */
  unreadGender: string;
  names: NameLine[];
}

export interface PreparedRun {
  rows: PreparedRow[];
  /**
   * The pre-run check lists every row's name and gender: a name is declined, or the document's
   * words follow the gender.
   */
  showNames: boolean;
}

/** Answers of one key's decline calls by row index (rows without a name have none). */
type Answers = Map<number, DeclinedName>;

/**
 * Declines each declined key's names (and reads the pupil's for genders), at most
 * declineNamesMax a call; a name longer than the call takes is printed as written and shown as
 * doubtful. The pupil's name is sent with the gender column's gender.
 */
async function declineKey(
  name: NameKey,
  pupil: boolean,
  rows: readonly ComposedRow[],
  decline: DeclineCall,
): Promise<Answers> {
  const sent = rows.filter((row) => {
    const text = row.values[name.key] ?? '';
    return text !== '' && text.length <= SPREADSHEET_LIMITS.declineNameChars;
  });
  const answers: Answers = new Map();
  for (let start = 0; start < sent.length; start += SPREADSHEET_LIMITS.declineNamesMax) {
    const chunk = sent.slice(start, start + SPREADSHEET_LIMITS.declineNamesMax);
    const declined = await decline({
      language: name.grammar.language,
      case: name.grammar.case,
      names: chunk.map((row) => ({
        text: row.values[name.key]!,
        gender: pupil ? row.tableGender : null,
      })),
    });
    chunk.forEach((row, index) => {
      const answer = declined[index];
      if (answer) answers.set(row.index, answer);
    });
  }
  return answers;
}

function nameLine(
  name: NameKey,
  row: ComposedRow,
  answer: DeclinedName | undefined,
  gender: PupilGender | null,
  corrections: Readonly<Record<string, string>>,
): NameLine {
  const written = row.values[name.key] ?? '';
  const correctionKey = nameCorrectionKey(name.grammar, answer?.gender ?? gender, written);
  const correction = written === '' ? undefined : corrections[correctionKey];
  if (correction !== undefined)
    return { key: name.key, written, printed: correction, corrected: true, correctionKey };
  // No answer for a name: too long for the call (or empty, which the empty check reports).
  const doubt = answer ? answer.doubt : written === '' ? undefined : 'parts';
  const printed = answer && !answer.doubt ? answer.declined : written;
  return { key: name.key, written, printed, doubt, corrected: false, correctionKey };
}

/**
 * The names of a run made ready to print (issue 29): each declined key's names in its case, the
 * teacher's corrections over the library's forms, doubtful names as written; and each row's
 * gender — the '%Пол' column's, else the one the pupil's name tells.
 */
export async function prepareRun(run: ComposedRun, decline: DeclineCall): Promise<PreparedRun> {
  const { names, rows, corrections } = run;
  const keys = names.genderOnly && names.pupil ? [names.pupil] : names.declined;
  const answers = await Promise.all(
    keys.map((name) => declineKey(name, name === names.pupil, rows, decline)),
  );
  const answersOf = new Map(keys.map((name, index) => [name.key, answers[index]!]));
  const prepared = rows.map((row): PreparedRow => {
    const pupilAnswer = names.pupil ? answersOf.get(names.pupil.key)?.get(row.index) : undefined;
    const detected = pupilAnswer?.gender ?? null;
    const gender = row.tableGender ?? detected;
    const genderFrom = row.tableGender ? 'table' : detected ? 'name' : null;
    const values = { ...row.values };
    const lines: NameLine[] = [];
    if (names.genderOnly && names.pupil) {
      const written = values[names.pupil.key] ?? '';
      lines.push({
        key: names.pupil.key,
        written,
        printed: written,
        doubt: gender === null && written !== '' ? 'gender_unknown' : undefined,
        corrected: false,
        correctionKey: '',
      });
    }
    for (const name of names.declined) {
      const own = name === names.pupil ? gender : null;
      const line = nameLine(name, row, answersOf.get(name.key)?.get(row.index), own, corrections);
      values[name.key] = line.printed;
      lines.push(line);
    }
    return {
      index: row.index,
      values,
      email: row.email,
      gender,
      genderFrom,
      unreadGender: row.unreadGender,
      names: lines,
    };
  });
  return { rows: prepared, showNames: names.declined.length > 0 || names.gendered };
}
