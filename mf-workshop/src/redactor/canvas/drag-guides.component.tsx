import { useSyncExternalStore } from 'react';
import type { SnapGuide } from '@gramota/scene';
import styles from './drag-guides.module.css';

/**
 * The snapping guides of a drag in progress, kept outside React's editor state: a drag changes
 * them up to once per frame, and only the guides' own component draws again (the editor, its
 * panels and the other 30 shapes do not re-render while a picture moves).
 */
export interface GuidesStore {
  get(): readonly SnapGuide[];
  set(guides: readonly SnapGuide[]): void;
  subscribe(listener: () => void): () => void;
}

const NONE: readonly SnapGuide[] = [];

export function createGuidesStore(): GuidesStore {
  let current = NONE;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(guides) {
      const next = guides.length === 0 ? NONE : guides;
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The guides as lines laid over the stage, not a Konva layer: a layer is one more page-sized
 * canvas the browser composes on every frame of the drag (measured in bench:workshop); a line is
 * a box one pixel wide.
 */
export function DragGuides({ store, scale }: { store: GuidesStore; scale: number }) {
  const guides = useSyncExternalStore(store.subscribe, store.get);
  if (guides.length === 0) return null;
  return (
    <div className={styles.guides} data-testid="workshop-guides">
      {guides.map((guide) => (
        <div
          key={`${guide.orientation}-${guide.position}`}
          className={styles[guide.orientation]}
          style={
            guide.orientation === 'vertical'
              ? { left: guide.position * scale }
              : { top: guide.position * scale }
          }
        />
      ))}
    </div>
  );
}
