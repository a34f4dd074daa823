/** A tiny external store for React's useSyncExternalStore: dialogs read a flow's snapshot. */
export class SnapshotStore<S> {
  private readonly listeners = new Set<() => void>();

  constructor(private snapshot: S) {}

  getSnapshot = (): S => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  set(snapshot: S): void {
    if (snapshot === this.snapshot) return;
    this.snapshot = snapshot;
    this.listeners.forEach((listener) => listener());
  }

  /** The screen goes away: nobody listens any more. */
  clear(): void {
    this.listeners.clear();
  }
}
