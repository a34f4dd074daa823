import { z } from 'zod';
import { EMBED_LIMITS, EMBED_SCOPES } from './embed';

// Apart from embed.ts so that the front ends, which import the paths and limits, do not carry zod
// (a module-level `z.object(...)` call cannot be tree-shaken; this file is dropped when unused).
export const embedCreateSchema = z.object({
  scope: z.enum(EMBED_SCOPES),
  /** The document (spreadsheet), the made files of a run as `1,2,3` (ready-run), '' (picker). */
  target: z.string().max(400).default(''),
  origins: z.string().max(2000),
  days: z.coerce
    .number()
    .int()
    .min(EMBED_LIMITS.daysMin)
    .max(EMBED_LIMITS.daysMax)
    .default(EMBED_LIMITS.daysDefault),
});
