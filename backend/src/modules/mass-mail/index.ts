// Drive mass mail's rules (issue 28, finding 5): who may send, daily caps, unsubscribing and the
// operator's record of every message. The drive mailer asks it before each message.
export { MailSuppression, MassMail, type MassMailOutcome } from './mass-mail.entity';
export {
  MASS_MAIL_CHANNEL,
  MassMailService,
  verifiedEmailOf,
  type MassMailDecision,
  type MassMailPass,
  type MassMailRecord,
} from './mass-mail.service';
export { createUnsubscribeRoutes } from './unsubscribe.routes';
