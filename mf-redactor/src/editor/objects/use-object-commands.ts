import { useMemo } from 'react';
import { useEditorActions } from '../editor-context';
import { objectOf, removeObject, replaceObjectData } from '../content/object-commands';
import type { EditorObjectType, ObjectData } from '../content/object-types';

/**
 * Changes to one object, always made on its latest data (a cell's text committed on blur and the
 * button click that caused the blur arrive one after the other).
 */
export function useObjectCommands<T extends EditorObjectType>(blockKey: string, type: T) {
  const actions = useEditorActions();
  return useMemo(
    () => ({
      change(transform: (data: ObjectData<T>) => ObjectData<T>) {
        actions.update((state) => {
          const object = objectOf(state, blockKey);
          if (!object || object.type !== type) return state;
          return replaceObjectData(state, blockKey, transform(object.data as ObjectData<T>));
        });
      },
      remove() {
        actions.selectObject(null);
        actions.setObjectEditing(blockKey, false);
        actions.update((state) => removeObject(state, blockKey));
        actions.focusText();
      },
    }),
    [actions, blockKey, type],
  );
}
