// Objects (pictures, QR codes, stamps, tables, text boxes) are atomic blocks with one entity.
// Entity data is never changed in place: draft-js 0.11 keeps entities in a global store that undo
// does not see, so an update makes a new entity and points the block at it.
import {
  AtomicBlockUtils,
  ContentBlock,
  EditorState,
  Modifier,
  SelectionState,
  genKey,
} from 'draft-js';
import { List } from 'immutable';
import type { EditorObjectType, ObjectData } from './object-types';

export function insertObject<T extends EditorObjectType>(
  state: EditorState,
  type: T,
  data: ObjectData<T>,
): EditorState {
  const content = state.getCurrentContent().createEntity(type, 'IMMUTABLE', data);
  const withEntity = EditorState.set(state, { currentContent: content });
  return AtomicBlockUtils.insertAtomicBlock(withEntity, content.getLastCreatedEntityKey(), ' ');
}

/** The type and data of the object in an atomic block, or null for any other block. */
export function objectOf(
  state: EditorState,
  blockKey: string,
): { type: EditorObjectType; data: ObjectData<EditorObjectType> } | null {
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(blockKey);
  if (!block || block.getType() !== 'atomic') return null;
  const entityKey = block.getEntityAt(0);
  if (!entityKey) return null;
  const entity = content.getEntity(entityKey);
  return { type: entity.getType() as EditorObjectType, data: entity.getData() };
}

/** The data of the object in a block if it is of `type`, else null. */
export function objectDataOf<T extends EditorObjectType>(
  state: EditorState,
  blockKey: string,
  type: T,
): ObjectData<T> | null {
  const object = objectOf(state, blockKey);
  return object?.type === type ? (object.data as ObjectData<T>) : null;
}

/** A new version of an object's data, as one undoable step; the caret stays where it was. */
export function replaceObjectData(
  state: EditorState,
  blockKey: string,
  data: ObjectData<EditorObjectType>,
): EditorState {
  const current = objectOf(state, blockKey);
  if (!current) return state;
  const block = state.getCurrentContent().getBlockForKey(blockKey);
  const withEntity = state.getCurrentContent().createEntity(current.type, 'IMMUTABLE', data);
  const whole = SelectionState.createEmpty(blockKey).merge({
    focusOffset: block.getLength(),
  }) as SelectionState;
  const content = Modifier.applyEntity(withEntity, whole, withEntity.getLastCreatedEntityKey());
  return EditorState.acceptSelection(
    EditorState.push(state, content, 'apply-entity'),
    state.getSelection(),
  );
}

/** Removes an object's block; an empty paragraph stays if it was the only block. */
export function removeObject(state: EditorState, blockKey: string): EditorState {
  const content = state.getCurrentContent();
  if (!content.getBlockForKey(blockKey)) return state;
  const before = content.getBlockBefore(blockKey);
  const after = content.getBlockAfter(blockKey);
  let blockMap = content.getBlockMap().delete(blockKey);
  let caret: SelectionState;
  if (after) caret = SelectionState.createEmpty(after.getKey());
  else if (before)
    caret = SelectionState.createEmpty(before.getKey()).merge({
      anchorOffset: before.getLength(),
      focusOffset: before.getLength(),
    }) as SelectionState;
  else {
    const empty = new ContentBlock({
      key: genKey(),
      type: 'unstyled',
      text: '',
      characterList: List(),
    });
    blockMap = blockMap.set(empty.getKey(), empty);
    caret = SelectionState.createEmpty(empty.getKey());
  }
  const next = content.merge({
    blockMap,
    selectionBefore: state.getSelection(),
    selectionAfter: caret,
  }) as typeof content;
  return EditorState.push(state, next, 'remove-range');
}
