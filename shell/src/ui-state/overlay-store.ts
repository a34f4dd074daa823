import type { ModalRequest, ToastRequest } from '@gramota/shell-api';

export interface OpenModal {
  id: number;
  request: ModalRequest<object>;
}
export interface OpenToast {
  id: number;
  request: ToastRequest;
}
interface OverlayState {
  modals: OpenModal[];
  toasts: OpenToast[];
}

/**
 * Modals and toasts carry components and callbacks, which do not belong in Redux (not
 * serializable); this tiny store feeds the shell's modal and toast hosts.
 */
export function createOverlayStore() {
  let state: OverlayState = { modals: [], toasts: [] };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: OverlayState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const closeModal = (id?: number) => {
    const closing =
      id === undefined ? state.modals : state.modals.filter((modal) => modal.id === id);
    if (closing.length === 0) return;
    set({ ...state, modals: state.modals.filter((modal) => !closing.includes(modal)) });
    closing.forEach((modal) => modal.request.onClose?.());
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openModal(request: ModalRequest<object>) {
      const id = nextId++;
      set({ ...state, modals: [...state.modals, { id, request }] });
      return { close: () => closeModal(id) };
    },
    closeModal,
    showToast(request: ToastRequest) {
      const id = nextId++;
      set({ ...state, toasts: [...state.toasts, { id, request }] });
      const timeout = request.timeout ?? 5000;
      if (timeout > 0) setTimeout(() => this.hideToast(id), timeout);
    },
    hideToast(id: number) {
      set({ ...state, toasts: state.toasts.filter((toast) => toast.id !== id) });
    },
  };
}

export type OverlayStore = ReturnType<typeof createOverlayStore>;
