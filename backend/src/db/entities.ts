import { AccessGrant } from '../modules/access';
import { AiMessageRow } from '../modules/ai-assistant';
import { Alert, AlertState } from '../modules/alerts';
import { AuthAttempt, LoginCode, Session, SignInAddress, User } from '../modules/auth';
import { Doc, DocContent, DocFolder, DocStats } from '../modules/docs';
import { PeriodicLease } from '../modules/leases';
import { Licence } from '../modules/licences';
import {
  Payment,
  PaymentEvent,
  PaySettings,
  PayTeam,
  PayTeamInvite,
  PayTeamMember,
} from '../modules/payments';
import { SandboxCheckout } from '../modules/payments/providers';
import { BankPaper } from '../modules/payments/bank-papers';
import { OAuthIdentity, OAuthState } from '../modules/oauth';
import { Stamp } from '../modules/profile';
import { Template } from '../modules/templates';
import { TelegramLink, TelegramUpdateOffset } from '../modules/telegram';
import { YadiskToken } from '../modules/yadisk';
import { CreatorJob } from '../modules/creator';
import { ReadyFile, ReadyFolder } from '../modules/ready';
import { SentMail } from '../modules/delivery';
import { PrintOrder, PrintOrderFile, PrintOrderItem } from '../modules/print-order';
import { StorageDocument, StorageFolder } from '../modules/storage';
import { EmbedLink } from '../modules/embed';
import { ClassList, SpreadsheetTableRow, SpreadsheetUpload } from '../modules/spreadsheet';
import {
  DriveAccount,
  DriveFolder,
  DriveGroup,
  DriveGroupFile,
  MailTemplateRow,
} from '../modules/drive';
import { ShareEntry, ShareLink } from '../modules/sharing';
import { WorkshopFolder, WorkshopTemplate, WorkshopUpload } from '../modules/workshop';
import { UsageEvent } from '../modules/usage-limits';
import { MailSuppression, MassMail } from '../modules/mass-mail';
import { IssuerKey, VerifiableFile, VerifyDocChoice } from '../modules/verification';
import { Printer } from '../modules/printers';
import { AuditEvent } from '../modules/audit';
import { StampChosen, StampRequest } from '../modules/stamp-vault';
import { ParentLink, ParentLinkSet } from '../modules/parent-links';

/** Every entity of every module; a module adds its own here when it gains a table. */
export const entities = [
  User,
  Session,
  LoginCode,
  AuthAttempt,
  SignInAddress,
  AccessGrant,
  Licence,
  OAuthIdentity,
  OAuthState,
  Stamp,
  Template,
  Doc,
  DocContent,
  DocFolder,
  DocStats,
  TelegramLink,
  TelegramUpdateOffset,
  YadiskToken,
  CreatorJob,
  ReadyFile,
  ReadyFolder,
  StorageDocument,
  StorageFolder,
  SentMail,
  PrintOrderItem,
  PrintOrder,
  PrintOrderFile,
  EmbedLink,
  SpreadsheetTableRow,
  SpreadsheetUpload,
  ClassList,
  DriveAccount,
  DriveFolder,
  MailTemplateRow,
  DriveGroup,
  DriveGroupFile,
  WorkshopTemplate,
  WorkshopFolder,
  WorkshopUpload,
  ShareEntry,
  UsageEvent,
  MassMail,
  MailSuppression,
  VerifiableFile,
  VerifyDocChoice,
  IssuerKey,
  Printer,
  AuditEvent,
  StampChosen,
  StampRequest,
  ParentLinkSet,
  ParentLink,
  PeriodicLease,
  ShareLink,
  Alert,
  AlertState,
  Payment,
  PaymentEvent,
  PaySettings,
  PayTeam,
  PayTeamMember,
  PayTeamInvite,
  SandboxCheckout,
  BankPaper,
  AiMessageRow,
];
