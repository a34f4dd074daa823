/**
 * jsdom has no PointerEvent; this stand-in (a MouseEvent with a pointer id) lets fireEvent's
 * pointer events carry clientX/clientY and button, as the drag code reads them.
 */
export function installPointerEvents() {
  if (typeof window.PointerEvent === 'function') return;
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventStandIn;
}
