/**
 * What of DATA_DIR belongs in the file store, as key prefixes: made files, storage copies,
 * userpics and workshop pictures (public/), stamps and signatures (private/), document thumbnails
 * (thumbs/), pictures in documents (doc-images/), bank papers (bank-papers/) and the operator's
 * print-present texts. The rest of DATA_DIR stays with its instance: the SQLite file,
 * remotes.json, the outbox of a mail-less install, tmp/.
 */
export const FILE_STORE_PREFIXES = [
  'public/',
  'private/',
  'thumbs/',
  'doc-images/',
  'bank-papers/',
  'print-present.json',
];
