import { useTranslation } from 'react-i18next';
import { appPaths, type PrintPresentModalAnswer } from '@gramota/contracts';

interface PrintPresentModalProps {
  close: () => void;
  /** The server's texts (GET /api/print-present-modal/); null when it could not be asked. */
  content: PrintPresentModalAnswer | null;
}

/**
 * What the print-present modal says: printed copies of the made files can be ordered. The words
 * are the server's (the operator changes them without a release); the built-in ones only stand
 * in when the server could not be asked. Plain text, never HTML.
 */
export function PrintPresentModal({ close, content }: PrintPresentModalProps) {
  const { t } = useTranslation('shell');
  const paragraphs = content ? content.text : [t('printPresent.text'), t('printPresent.how')];
  // Only a path of this app: the link never leads off the site, whatever the answer says.
  const target =
    content && /^\/app\/[^/]/.test(content.action_url) ? content.action_url : appPaths.payPrint();
  return (
    <div data-testid="print-present-modal">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <a href={target} onClick={close}>
        {content ? content.action : t('printPresent.action')}
      </a>
    </div>
  );
}
