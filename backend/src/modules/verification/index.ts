// Verifiable documents (issue 35): a made file's document ID and QR code, the public page at
// /v/{id} (verify.routes.ts, no app JavaScript), the account's choices and revocations
// (verify-api.routes.ts), and the records (verifiable_files) the creator's jobs reserve and file.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import type { UsageLimits } from '../usage-limits';
import { issuedThumbnail } from './issued-thumbnail';
import { VerificationService } from './verification.service';
import { createVerifyApiRoutes } from './verify-api.routes';
import { VerifyChoicesService } from './verify-choices.service';
import { VerifyIssuer } from './verify-issuer';
import { createVerifyRoutes } from './verify.routes';
import { createCredentialRoutes } from './credential.routes';
import { CredentialsService } from './credentials.service';
import { IssuerKeysService } from './issuer-keys.service';

export {
  formatVerifyId,
  newVerifyId,
  normalizeVerifyId,
  VERIFY_ID_ALPHABET,
  VERIFY_ID_LENGTH,
  VERIFY_ID_RANDOM_LENGTH,
  verifyIdFrom,
  verifyPaths,
} from './verify-id';
export { VerifiableFile } from './verifiable-file.entity';
export { VerifyDocChoice } from './verify-doc-choice.entity';
export { IssuerKey } from './issuer-key.entity';
export {
  rowOf,
  statusOf,
  VerificationService,
  type IssuedFile,
  type ReservedFile,
  type VerifyStatus,
  type VerifyTarget,
} from './verification.service';
export { accountChoice, VerifyChoicesService } from './verify-choices.service';
export { VerifyIssuer, type NewFile, type VerifyMarkChoice } from './verify-issuer';
export { verificationAccountMerger } from './verify-account-merger';
export { createVerifyRoutes, VERIFY_MISSES_PER_HOUR } from './verify.routes';
export { CredentialsService, VC_JWT_MEDIA_TYPE } from './credentials.service';
export { encodeStatusList, statusListBit, STATUS_LIST_MIN_BITS } from './status-list';

export interface VerificationModuleDependencies {
  dataSource: DataSource;
  clock: Clock;
  usageLimits: UsageLimits;
  session: AppMiddleware;
  /** Where made files are kept: the page shows the issued file's thumbnail. */
  fileStore: FileStore;
  /** The site's address: credentials name their issuer and revocation list under it. */
  publicUrl: string;
  /** Seals the signing keys (config verifySigningSecret); unset: no credentials (503). */
  signingSecret?: string;
}

/** The records, the choices, the issuer the creator asks, and both routers. */
export function createVerificationModule(deps: VerificationModuleDependencies) {
  const records = new VerificationService(deps.dataSource, deps.clock);
  const choices = new VerifyChoicesService(deps.dataSource);
  const credentials = new CredentialsService(
    deps.dataSource,
    deps.clock,
    new IssuerKeysService(deps.dataSource, deps.clock, deps.signingSecret),
    records,
    deps.publicUrl,
    (userId) => choices.issuerName(userId),
  );
  const publicRouter = createVerifyRoutes(
    records,
    deps.usageLimits,
    (file) => issuedThumbnail(deps.dataSource, deps.fileStore, file),
    (file, token) => credentials.check(file, token),
  );
  // /v/issuer/{slug} and /v/status/{slug}: the issuers' public documents beside the page.
  publicRouter.use(createCredentialRoutes(credentials, deps.session).routes());
  return {
    records,
    choices,
    credentials,
    issuer: new VerifyIssuer(choices, records),
    /** /v/, /v/{id}, the issuers' documents and the credential download: before the statics. */
    publicRouter,
    /** /api/verify-*. */
    apiRouter: createVerifyApiRoutes(records, choices, deps.session),
  };
}
