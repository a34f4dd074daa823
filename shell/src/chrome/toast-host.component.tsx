import { useSyncExternalStore } from 'react';
import { ToastView } from '@gramota/ui';
import type { OverlayStore } from '../ui-state/overlay-store';
import styles from './toast-host.module.css';

export function ToastHost({ overlays }: { overlays: OverlayStore }) {
  const { toasts } = useSyncExternalStore(overlays.subscribe, overlays.getState);
  return (
    <div className={styles.host} aria-live="polite">
      {toasts.map(({ id, request }) => (
        <ToastView
          key={id}
          text={request.text}
          kind={request.kind ?? 'info'}
          action={request.action}
          onClose={() => overlays.hideToast(id)}
        />
      ))}
    </div>
  );
}
