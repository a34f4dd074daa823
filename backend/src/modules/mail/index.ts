// The mail module's public face: sending e-mail (SMTP or the outbox folder) and the /outbox/ page.
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { MailService, type MailConfig } from './mail.service';
import { createOutboxRoutes, outboxPageOn } from './outbox.routes';

export { MailService, outboxDir, type MailAttachment, type MailMessage } from './mail.service';
export { escapeHtml } from './outbox.page';
export { plainPage, sendPlainPage } from './plain-page';
export { codeMessage, fileMessage, type CodePurpose } from './mail-templates';
export {
  browserLanguage,
  htmlLang,
  languageOfTag,
  pickLanguage,
  readerLanguage,
  type LanguageNegotiation,
} from './reader-language';
export {
  readEml,
  decodeQuotedPrintable,
  decodeEncodedWords,
  type EmlAttachment,
} from './eml-reader';
export { isLoopbackRequest, outboxPageOn } from './outbox.routes';

export function createMailModule(
  config: MailConfig & Pick<Config, 'trustProxy' | 'outboxPage'>,
  logger: Logger,
  onHandled?: (result: 'sent' | 'failed') => void,
) {
  const mail = new MailService(config, logger, onHandled);
  const page = outboxPageOn(config);
  return {
    mail,
    router: createOutboxRoutes(config.dataDir, page),
    /** What the login page is told (`outbox`): codes are on the /outbox/ page. */
    outboxHint: page && mail.usesOutbox,
  };
}
