import { useSyncExternalStore } from 'react';
import { Line } from 'react-konva';
import type { SnapGuide } from '@gramota/scene';

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

export function DragGuides({ store, scale }: { store: GuidesStore; scale: number }) {
  const guides = useSyncExternalStore(store.subscribe, store.get);
  return (
    <>
      {guides.map((guide) => (
        <Line
          key={`${guide.orientation}-${guide.position}`}
          points={guide.points}
          stroke="#e0245e"
          strokeWidth={1 / scale}
          dash={[6 / scale, 4 / scale]}
          listening={false}
        />
      ))}
    </>
  );
}
