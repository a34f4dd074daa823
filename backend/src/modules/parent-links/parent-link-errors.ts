import { parentLinkErrors, type ParentLinkErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** `{ result: 'error', error_code, error_text, name? }` of the links' calls (contracts parent-links.ts). */
export const parentLinkError = codedErrors<ParentLinkErrorCode>({ texts: parentLinkErrors });
