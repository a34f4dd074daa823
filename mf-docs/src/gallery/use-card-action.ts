import { useCallback, type MouseEvent } from 'react';
import { appPaths, type TemplateCard } from '@gramota/contracts';
import { useRoute, useShellApi } from '@gramota/shell-api';
import { isFramed, postToParent, TEMPLATE_SELECTED } from '../common/frame-messages';
import { cardPath, parseCardMode, type CardMode } from './gallery-route';

/**
 * What choosing a card does under `?do=` (seed 001 §2): create-doc (default) opens the card page
 * with its Create button; activate-pay goes to the template's invoice; select-template hands the
 * id to the editor (the framing page, or /app/redactor/{doc}/?template= when not framed).
 */
export function useCardAction() {
  const { search } = useRoute();
  const { navigate } = useShellApi();
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

  /** Click handler of a card link; lets the link navigate unless the mode acts here. */
  const onChoose = useCallback(
    (card: TemplateCard, event: MouseEvent) => {
      // Outside a frame and without a document to return to, the card page is the best answer.
      if (mode !== 'select-template' || (!isFramed() && !doc)) return;
      event.preventDefault();
      select(card.id);
    },
    [mode, doc, select],
  );

  return { mode, href, onChoose, select };
}
