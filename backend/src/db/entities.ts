import { AccessGrant } from '../modules/access';
import { AuthAttempt, LoginCode, Session, User } from '../modules/auth';
import { Doc, DocContent, DocFolder, DocStats } from '../modules/docs';
import { Licence } from '../modules/licences';
import { OAuthIdentity, OAuthState } from '../modules/oauth';
import { Stamp } from '../modules/profile';
import { Template } from '../modules/templates';
import { CreatorJob } from '../modules/creator';
import { ReadyFile } from '../modules/ready';

/** Every entity of every module; a module adds its own here when it gains a table. */
export const entities = [
  User,
  Session,
  LoginCode,
  AuthAttempt,
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
  CreatorJob,
  ReadyFile,
];
