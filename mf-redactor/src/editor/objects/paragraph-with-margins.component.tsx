import { EditorBlock } from 'draft-js';
import type { ComponentProps } from 'react';

type BlockComponentProps = ComponentProps<typeof EditorBlock> & {
  blockProps: { left: number; right: number };
};

/**
 * A paragraph with its own margins (the ruler's paragraph slider): draft's block, editable as
 * usual, inside a box with the margins the renderer writes on its <p>.
 */
export function ParagraphWithMargins(props: BlockComponentProps) {
  const { left, right } = props.blockProps;
  return (
    <div style={{ marginLeft: left, marginRight: right }}>
      <EditorBlock {...props} />
    </div>
  );
}
