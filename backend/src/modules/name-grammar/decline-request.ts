import {
  GRAMMAR_CASES,
  GRAMMAR_LANGUAGES,
  SPREADSHEET_LIMITS,
  type DeclineRequest,
} from '@gramota/contracts';
import { z } from 'zod';
import { declineInvalid } from './name-grammar-errors';

const { declineNamesMax, declineNameChars } = SPREADSHEET_LIMITS;

const nameSchema = z.object({
  text: z.string().max(declineNameChars),
  gender: z.enum(['m', 'f']).nullable().optional(),
});

const requestSchema = z
  .object({
    language: z.enum(GRAMMAR_LANGUAGES),
    case: z.string(),
    names: z.array(nameSchema).max(declineNamesMax),
  })
  // Each language has its own cases: the vocative is Ukrainian only.
  .refine((request) =>
    (GRAMMAR_CASES[request.language] as readonly string[]).includes(request.case),
  );

/** A JSON body as a DeclineRequest within its limits, or 400 decline_invalid. */
export function declineRequest(body: unknown): DeclineRequest {
  const checked = requestSchema.safeParse(body);
  if (!checked.success) throw declineInvalid();
  return checked.data as DeclineRequest;
}
