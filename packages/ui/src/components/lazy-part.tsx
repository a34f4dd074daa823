import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { focusFirstField } from '../dialogs/use-focus-trap';

/** A component whose code arrives when it is first shown, and a way to ask for it sooner. */
export type LazyPart<P extends object> = ((props: P) => JSX.Element) & {
  /** Starts the download (on a pointer down, say); the same promise every time. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * Where a modal's field takes the focus once the modal's content has arrived: the frame's focus
 * trap ran when the box opened empty and could only focus the box itself.
 */
function FocusOnArrival() {
  const markRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = markRef.current?.closest<HTMLElement>('[role="dialog"]');
    const active = document.activeElement;
    if (dialog && (active === dialog || active === document.body)) focusFirstField(dialog);
  }, []);
  return <span ref={markRef} hidden />;
}

/**
 * The kit's parts that no first screen shows (the share modal, the folder picker, the name form,
 * the context menu) load when first opened (ISSUE 34): `@gramota/ui` is one shared module, bundled
 * whole into every first load, so a part exported eagerly costs every page its bytes.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline, a new build) is tried again on the next opening.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Once the code is here (preloaded on a pointer down, say), lazy() gets a thenable that answers
  // at once, so the part renders in the same pass instead of suspending for a frame.
  type Loaded = { default: ComponentType<P> };
  const Loaded = lazy(() => {
    const ready = loaded;
    if (!ready) return preload().then((component) => ({ default: component }));
    const answersAtOnce = {
      then: (resolve: (module: Loaded) => void) => resolve({ default: ready }),
    };
    return answersAtOnce as unknown as Promise<Loaded>;
  }) as unknown as ComponentType<P>; // lazy()'s own type wraps P in ref attributes.
  function Part(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
        <FocusOnArrival />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload });
}

/** A trigger's handlers that start its parts' downloads. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * Handlers for a button that opens lazy parts: pointing at it or tabbing to it starts the
 * downloads, so the part is usually here by the click (a click's press comes ~100 ms after the
 * pointer arrives). A failed download is left for the opening to try again.
 */
export function preloadOnIntent(
  ...parts: Array<{ preload: () => Promise<unknown> }>
): IntentHandlers {
  const start = () => {
    for (const part of parts) part.preload().catch(() => undefined);
  };
  return { onPointerEnter: start, onFocus: start };
}
