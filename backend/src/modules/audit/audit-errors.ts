import { stampVaultErrors, type StampVaultErrorCode } from '@gramota/contracts';
import { codedErrors } from '../../errors';

/** `{ result: 'error', error_code, error_text, name? }` of the vault and log calls (contracts stamp-vault.ts). */
export const vaultError = codedErrors<StampVaultErrorCode>({ texts: stampVaultErrors });
