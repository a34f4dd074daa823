import { useCallback, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, type TemplateCard } from '@gramota/contracts';
import { useNotify, useRoute, useShellApi } from '@gramota/shell-api';
import { isPlainClick } from '@gramota/ui';
import { useTemplateActivatePayMutation } from './templates.api';
import { isFramed, postToParent, TEMPLATE_SELECTED } from '../common/frame-messages';
import { cardPath, parseCardMode, type CardMode } from './gallery-route';

/**
 * What choosing a card does under `?do=` (seed 001 §2): create-doc (default) opens the card page
 * with its Create button; activate-pay asks template-activate-pay where to pay (the template's
 * invoice, or 'has-pro' when it is PRO already); select-template hands the id to the editor (the
 * framing page, or /app/redactor/{doc}/?template= when not framed).
 */
export function useCardAction() {
  const { t } = useTranslation('gallery');
  const { search } = useRoute();
  const { navigate } = useShellApi();
  const notify = useNotify();
  const [activatePay] = useTemplateActivatePayMutation();
  const mode: CardMode = parseCardMode(search);
  const doc = search.get('doc');

  const select = useCallback(
    (templateId: string) => {
      if (postToParent({ type: TEMPLATE_SELECTED, id: templateId })) return;
      if (doc) navigate(appPaths.redactor(doc, templateId));
    },
    [doc, navigate],
  );

  const href = useCallback(
    (card: TemplateCard) =>
      mode === 'activate-pay' ? appPaths.invoiceTemplate(card.id) : cardPath(card.id, search),
    [mode, search],
  );

  /** activate-pay: the server says where to pay; a template already PRO says so instead. */
  const pay = useCallback(
    async (templateId: string) => {
      try {
        const answer = await activatePay(templateId).unwrap();
        if (answer.result === 'has-pro') notify.info(t('card.hasPro'));
        else navigate(answer.url);
      } catch {
        navigate(appPaths.invoiceTemplate(templateId));
      }
    },
    [activatePay, navigate, notify, t],
  );

  /** Click handler of a card link; lets the link navigate unless the mode acts here. */
  const onChoose = useCallback(
    (card: Pick<TemplateCard, 'id'>, event: MouseEvent) => {
      if (mode === 'activate-pay') {
        // A new tab (modifier click) opens the invoice link itself.
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void pay(card.id);
        return;
      }
      // Outside a frame and without a document to return to, the card page is the best answer.
      if (mode !== 'select-template' || (!isFramed() && !doc)) return;
      event.preventDefault();
      select(card.id);
    },
    [mode, doc, pay, select],
  );

  return { mode, href, onChoose, select, pay };
}
