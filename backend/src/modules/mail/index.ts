// The mail module's public face: sending e-mail (SMTP or the outbox folder) and the /outbox/ page.
import type { Logger } from '../../logger';
import { MailService, type MailConfig } from './mail.service';
import { createOutboxRoutes } from './outbox.routes';

export { MailService, outboxDir, type MailAttachment, type MailMessage } from './mail.service';
export { escapeHtml } from './outbox.page';
export {
  codeMessage,
  fileMessage,
  pickMailLanguage,
  type MailLanguage,
  type CodePurpose,
} from './mail-templates';
export {
  readEml,
  decodeQuotedPrintable,
  decodeEncodedWords,
  type EmlAttachment,
} from './eml-reader';
export { isLoopbackRequest } from './outbox.routes';

export function createMailModule(config: MailConfig, logger: Logger) {
  const mail = new MailService(config, logger);
  return { mail, router: createOutboxRoutes(mail, config.dataDir) };
}
