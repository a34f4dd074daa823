import { aiErrors, type AiErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** The assistant's refusals: `{ result: 'error', error_code, error_text, name? }` (aiErrors). */
export const aiError = codedErrors<AiErrorCode>({ texts: aiErrors });
