import {
  GRAMMAR_CASES,
  GRAMMAR_LANGUAGES,
  SPREADSHEET_LIMITS,
  type DeclinedName,
  type DeclineNameInput,
  type DeclineRequest,
  type GrammarCase,
  type GrammarLanguage,
} from '@gramota/contracts';
import { declineInvalid } from './name-grammar-errors';
import { confidenceDoubt, detectedGender, type NameLanguage } from './name-language';
import { joinRoles, readName } from './name-parts';
import { russianNames } from './russian-names';
import { ukrainianNames } from './ukrainian-names';

const LANGUAGES: Record<GrammarLanguage, NameLanguage> = { ru: russianNames, uk: ukrainianNames };

/** Lets other requests run between two names (the Ukrainian surname classifier takes ~3 ms). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The request's size and values, checked before any work: a call costs at most declineNamesMax
 * names of declineNameChars characters, whoever sends it (the route checks the body first; this
 * keeps other callers to the same bound).
 */
function checkRequest(request: DeclineRequest): void {
  const { declineNamesMax, declineNameChars } = SPREADSHEET_LIMITS;
  const cases: readonly string[] = GRAMMAR_CASES[request.language] ?? [];
  if (
    !GRAMMAR_LANGUAGES.includes(request.language) ||
    !cases.includes(request.case) ||
    !Array.isArray(request.names) ||
    request.names.length > declineNamesMax ||
    request.names.some(
      (name) =>
        typeof name?.text !== 'string' ||
        name.text.length > declineNameChars ||
        (name.gender != null && name.gender !== 'm' && name.gender !== 'f'),
    )
  )
    throw declineInvalid();
}

async function declineName(
  input: DeclineNameInput,
  language: NameLanguage,
  grammarCase: GrammarCase,
): Promise<DeclinedName> {
  const text = input.text.trim();
  const given = input.gender ?? null;
  const asWritten = (detected: DeclinedName['detected'], doubt: DeclinedName['doubt']) => ({
    text,
    declined: text,
    gender: given ?? detected,
    detected,
    doubt,
  });
  const reading = readName(text);
  if (reading.kind === 'latin') return asWritten(null, 'latin');
  if (reading.kind === 'parts') return asWritten(null, 'parts');
  if (reading.kind === 'not_a_name') return asWritten(null, 'unknown_name');

  const signs = await language.signs(reading.roles);
  const detected = detectedGender(signs);
  const gender = given ?? detected;
  if (gender === null) return asWritten(detected, 'gender_unknown');
  const doubt = confidenceDoubt(reading.roles, signs, gender);
  if (doubt) return asWritten(detected, doubt);
  const roles =
    grammarCase === 'nominative'
      ? reading.roles
      : await language.decline(reading.roles, grammarCase, gender);
  return { text, declined: joinRoles(roles), gender, detected };
}

/**
 * Pupils' names in a grammatical case (issue 29), each with the gender used and what the name
 * alone tells. A name the library cannot decline with confidence is given back as written with
 * its doubt, for the teacher to confirm or correct before the run. The nominative declines
 * nothing but still reads genders and doubts (the client learns genders from it).
 */
export async function declineNames(request: DeclineRequest): Promise<DeclinedName[]> {
  checkRequest(request);
  const language = LANGUAGES[request.language];
  const declined: DeclinedName[] = [];
  for (const name of request.names) {
    declined.push(await declineName(name, language, request.case));
    if (request.language === 'uk') await nextTurn();
  }
  return declined;
}
