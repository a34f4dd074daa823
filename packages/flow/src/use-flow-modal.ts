import { useEffect, useRef } from 'react';
import { useShellApi, type ModalHandle, type ModalRequest } from '@gramota/shell-api';

interface OpenModal<K> {
  kind: K;
  handle: ModalHandle | null;
  /** Closed by the flow moving on, not by the teacher: that must not cancel the flow. */
  replaced: boolean;
}

/**
 * Keeps the shell's modal in step with a flow: one modal per kind of view, opened when the kind
 * appears and closed when the flow leaves it. The teacher closing it (button, Escape, ×) calls
 * `onTeacherClose` (the flow cancels, its polling stops). `request` is read when a kind opens.
 */
export function useFlowModal<K extends string, P extends object>(
  kind: K | null,
  request: (kind: K) => Omit<ModalRequest<P>, 'onClose'>,
  onTeacherClose: () => void,
) {
  const { showModal } = useShellApi();
  const open = useRef<OpenModal<K> | null>(null);
  const latest = useRef({ request, onTeacherClose });
  latest.current = { request, onTeacherClose };

  useEffect(() => {
    const current = open.current;
    if (current?.kind === kind) return;
    if (current) close(current);
    open.current = null;
    if (!kind) return;
    const entry: OpenModal<K> = { kind, handle: null, replaced: false };
    entry.handle = showModal<P>({
      ...latest.current.request(kind),
      onClose: () => {
        if (!entry.replaced) latest.current.onTeacherClose();
      },
    });
    open.current = entry;
  }, [kind, showModal]);

  // Leaving the screen closes whatever is open (the flow itself is disposed by its owner).
  useEffect(
    () => () => {
      if (open.current) close(open.current);
      open.current = null;
    },
    [],
  );
}

function close<K>(modal: OpenModal<K>) {
  modal.replaced = true;
  modal.handle?.close();
}
