/**
 * At most one React state update per animation frame while dragging (react-konva#396): Konva
 * moves the node itself; the editor only needs the latest guides once per frame, and nothing
 * after the drag ends.
 */
export interface FrameBatcher<T> {
  push(value: T): void;
  /** Applies a pending value now (drag end): nothing is applied after it. */
  flush(): void;
  cancel(): void;
}

export function createFrameBatcher<T>(
  apply: (value: T) => void,
  requestFrame: (callback: () => void) => number = (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle: number) => void = (handle) => cancelAnimationFrame(handle),
): FrameBatcher<T> {
  let pending: { value: T } | null = null;
  let handle: number | null = null;
  const run = () => {
    handle = null;
    const next = pending;
    pending = null;
    if (next) apply(next.value);
  };
  return {
    push(value) {
      pending = { value };
      if (handle === null) handle = requestFrame(run);
    },
    flush() {
      if (handle !== null) cancelFrame(handle);
      run();
    },
    cancel() {
      if (handle !== null) cancelFrame(handle);
      handle = null;
      pending = null;
    },
  };
}
