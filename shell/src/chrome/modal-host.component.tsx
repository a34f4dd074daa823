import { useSyncExternalStore } from 'react';
import { ModalFrame } from '@gramota/ui';
import type { OverlayStore } from '../ui-state/overlay-store';

/** Renders every open modal; areas open them through `shellApi.showModal`. */
export function ModalHost({ overlays }: { overlays: OverlayStore }) {
  const { modals } = useSyncExternalStore(overlays.subscribe, overlays.getState);
  return (
    <>
      {modals.map(({ id, request }) => {
        const Content = request.component;
        const close = () => overlays.closeModal(id);
        return (
          <ModalFrame
            key={id}
            title={request.title}
            backdrop={request.backdrop ?? 'default'}
            onClose={close}
          >
            <Content {...request.props} close={close} />
          </ModalFrame>
        );
      })}
    </>
  );
}
