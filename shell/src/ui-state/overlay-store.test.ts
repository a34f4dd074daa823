import { createOverlayStore } from './overlay-store';

const Nothing = () => null;

describe('overlay store', () => {
  it('opens and closes modals, calling onClose once', () => {
    const store = createOverlayStore();
    const onClose = jest.fn();
    const handle = store.openModal({ title: 'A', component: Nothing, onClose });
    store.openModal({ title: 'B', component: Nothing });
    expect(store.getState().modals.map((modal) => modal.request.title)).toEqual(['A', 'B']);
    handle.close();
    handle.close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(store.getState().modals.map((modal) => modal.request.title)).toEqual(['B']);
    store.closeModal();
    expect(store.getState().modals).toEqual([]);
  });

  it('hides toasts after their timeout', () => {
    jest.useFakeTimers();
    const store = createOverlayStore();
    store.showToast({ text: 'Saved', timeout: 1000 });
    store.showToast({ text: 'Sticky', timeout: 0 });
    jest.advanceTimersByTime(1001);
    expect(store.getState().toasts.map((toast) => toast.request.text)).toEqual(['Sticky']);
    jest.useRealTimers();
  });
});
