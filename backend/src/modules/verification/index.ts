// Verifiable documents (issue 35): the document ID, its check character and its addresses. The
// module's routes (the public /v/ page, revocation), its entities and the render's printed ID and
// QR code come next; the ID is the contract between them all.
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
export {
  statusOf,
  VerificationService,
  type IssuedFile,
  type VerifyStatus,
} from './verification.service';
export { createVerifyRoutes, VERIFY_MISSES_PER_HOUR } from './verify.routes';
