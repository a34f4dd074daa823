import { AiAssistant1767000000000 } from './1767000000000-ai-assistant';
import { UsageEvents1767100000000 } from './1767100000000-usage-events';
import { MassMail1767180000500 } from './1767180000500-mass-mail';
import { MassFileOrder1767200000000 } from './1767200000000-mass-file-order';
import { StorageTrashedBy1767300000400 } from './1767300000400-storage-trashed-by';
import { PeriodicLeases1767400000000 } from './1767400000000-periodic-leases';
import { StorageLists1767500000000 } from './1767500000000-storage-lists';
import { VerifiableFiles1767600000000 } from './1767600000000-verifiable-files';
import { VerifyChoices1767700000000 } from './1767700000000-verify-choices';
import { Printers1767800000000 } from './1767800000000-printers';
import { StampVault1767900000000 } from './1767900000000-stamp-vault';
import { ParentLinks1768000000000 } from './1768000000000-parent-links';
import { CreateUsersAndSessions1763800000000 } from './1763800000000-create-users-and-sessions';
import { Accounts1764000000000 } from './1764000000000-accounts';
import { Templates1764200000000 } from './1764200000000-templates';
import { Docs1764400000000 } from './1764400000000-docs';
import { DocsListVersion1764600000000 } from './1764600000000-docs-list-version';
import { DocsNameSearch1764800000000 } from './1764800000000-docs-name-search';
import { DocRawContent1765000000000 } from './1765000000000-doc-raw-content';
import { CreatorJobs1765200000000 } from './1765200000000-creator-jobs';
import { StorageDocuments1765400000000 } from './1765400000000-storage-documents';
import { SentMails1765450000000 } from './1765450000000-sent-mails';
import { PrintOrderItems1765500000000 } from './1765500000000-print-order-items';
import { TelegramLinks1765600000000 } from './1765600000000-telegram-links';
import { YadiskTokens1765700000000 } from './1765700000000-yadisk-tokens';
import { ReadyFolders1765800000000 } from './1765800000000-ready-folders';
import { CreatorJobNotes1765900000000 } from './1765900000000-creator-job-notes';
import { SignInAddresses1765950000000 } from './1765950000000-sign-in-addresses';
import { ShareCodes1766000000000 } from './1766000000000-share-codes';
import { EmbedLinks1766100000000 } from './1766100000000-embed-links';
import { Spreadsheets1766200000000 } from './1766200000000-spreadsheets';
import { MassRuns1766300000000 } from './1766300000000-mass-runs';
import { DriveGroups1766400000000 } from './1766400000000-drive-groups';
import { Workshop1766500000000 } from './1766500000000-workshop';
import { Sharing1766500000001 } from './1766500000001-sharing';
import { WorkshopUploads1766500000002 } from './1766500000002-workshop-uploads';
import { StorageFolders1766600000000 } from './1766600000000-storage-folders';
import { StorageUploads1766600000005 } from './1766600000005-storage-uploads';
import { StorageNameLower1766600000006 } from './1766600000006-storage-name-lower';
import { DriveTrash1766700000000 } from './1766700000000-drive-trash';
import { Alerts1766800000000 } from './1766800000000-alerts';
import { Payments1766900000000 } from './1766900000000-payments';
import { PaySandbox1766900000050 } from './1766900000050-pay-sandbox';
import { BankPapers1766900000100 } from './1766900000100-bank-papers';
import { PrintOrders1766900000200 } from './1766900000200-print-orders';

/**
 * Every migration, oldest first. Listed by import rather than found by a file glob so the same
 * list works from TypeScript sources (tests) and from the compiled dist/.
 */
export const migrations = [
  CreateUsersAndSessions1763800000000,
  Accounts1764000000000,
  Templates1764200000000,
  Docs1764400000000,
  DocsListVersion1764600000000,
  DocsNameSearch1764800000000,
  DocRawContent1765000000000,
  CreatorJobs1765200000000,
  StorageDocuments1765400000000,
  SentMails1765450000000,
  PrintOrderItems1765500000000,
  TelegramLinks1765600000000,
  YadiskTokens1765700000000,
  ReadyFolders1765800000000,
  CreatorJobNotes1765900000000,
  SignInAddresses1765950000000,
  ShareCodes1766000000000,
  EmbedLinks1766100000000,
  Spreadsheets1766200000000,
  MassRuns1766300000000,
  DriveGroups1766400000000,
  Workshop1766500000000,
  Sharing1766500000001,
  WorkshopUploads1766500000002,
  StorageFolders1766600000000,
  StorageUploads1766600000005,
  StorageNameLower1766600000006,
  DriveTrash1766700000000,
  Alerts1766800000000,
  Payments1766900000000,
  PaySandbox1766900000050,
  BankPapers1766900000100,
  PrintOrders1766900000200,
  AiAssistant1767000000000,
  UsageEvents1767100000000,
  MassMail1767180000500,
  MassFileOrder1767200000000,
  StorageTrashedBy1767300000400,
  PeriodicLeases1767400000000,
  StorageLists1767500000000,
  VerifiableFiles1767600000000,
  VerifyChoices1767700000000,
  Printers1767800000000,
  StampVault1767900000000,
  ParentLinks1768000000000,
];
