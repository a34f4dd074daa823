import type { ContentBlock, ContentState } from 'draft-js';
import type { EditorObjectType, ObjectData } from '../content/object-types';
import { PictureObject } from './picture-object.component';
import { TableObject } from './table-object.component';
import { TextboxObject } from './textbox-object.component';

interface ObjectBlockProps {
  block: ContentBlock;
  contentState: ContentState;
}

/** draft-js block component of atomic blocks: the object its entity describes. */
export function ObjectBlock({ block, contentState }: ObjectBlockProps) {
  const entityKey = block.getEntityAt(0);
  if (!entityKey) return null;
  const entity = contentState.getEntity(entityKey);
  const blockKey = block.getKey();
  const type = entity.getType() as EditorObjectType;
  switch (type) {
    case 'IMAGE':
    case 'QR':
    case 'STAMP':
      return (
        <PictureObject
          blockKey={blockKey}
          type={type}
          data={entity.getData() as ObjectData<typeof type>}
        />
      );
    case 'TABLE':
      return <TableObject blockKey={blockKey} data={entity.getData() as ObjectData<'TABLE'>} />;
    case 'TEXTBOX':
      return <TextboxObject blockKey={blockKey} data={entity.getData() as ObjectData<'TEXTBOX'>} />;
    default:
      return null;
  }
}
