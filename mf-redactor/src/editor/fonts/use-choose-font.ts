import { useCallback } from 'react';
import { inlineStyle } from '@gramota/doc-content';
import { applyStyleOfKind } from '../content/text-commands';
import { useEditorActions } from '../editor-context';
import { ensureFontCss } from './font-css';

/**
 * Choosing a font (toolbar select or fonts dialog). With PRO and fonts_use_fragment on, it applies
 * to the selected text; fragment fonts without PRO get the need-PRO notice and change nothing
 * (seed 001 §5); otherwise the document font changes.
 */
export function useChooseFont() {
  const actions = useEditorActions();
  return useCallback(
    (family: string) => {
      const props = actions.props();
      if (props.fontsUseFragment && !props.proAllowed) {
        props.onNeedPro('font');
        return;
      }
      ensureFontCss(family);
      if (props.fontsUseFragment) {
        actions.update((state) => applyStyleOfKind(state, 'font', inlineStyle.font(family)));
        actions.focusText();
      } else {
        props.onFontChange(family);
      }
    },
    [actions],
  );
}
