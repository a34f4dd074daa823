import { createOverlayStore } from './overlay-store';
import { installModalHistory } from './modal-history';

const Nothing = () => null;

/** The next popstate of a real traversal (jsdom runs history.back() asynchronously). */
const popped = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }),
  );
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const titles = (overlays: ReturnType<typeof createOverlayStore>) =>
  overlays.getState().modals.map((modal) => modal.request.title);

describe('modal history', () => {
  let uninstall: () => void;
  let overlays: ReturnType<typeof createOverlayStore>;
  let phone: boolean;

  beforeEach(() => {
    // A fresh entry drops the forward entries earlier tests left, so history.length counts.
    history.pushState(null, '', '/app/docs/');
    overlays = createOverlayStore();
    phone = true;
    uninstall = installModalHistory(overlays, { pushesEntries: () => phone });
  });
  afterEach(() => uninstall());

  it('on a phone, Back closes the open modal and the page stays', async () => {
    const lengthBefore = history.length;
    overlays.openModal({ title: 'New folder', component: Nothing });
    await settled();
    expect(location.hash).toBe('#modal');
    expect(history.length).toBe(lengthBefore + 1);

    history.back();
    await popped();
    expect(titles(overlays)).toEqual([]);
    expect(location.pathname).toBe('/app/docs/');
    expect(location.hash).toBe('');
  });

  it('Back closes nested modals one at a time, the top one first', async () => {
    overlays.openModal({ title: 'Share', component: Nothing });
    await settled();
    overlays.openModal({ title: 'Confirm', component: Nothing });
    await settled();

    history.back();
    await popped();
    expect(titles(overlays)).toEqual(['Share']);
    expect(location.hash).toBe('#modal');

    history.back();
    await popped();
    expect(titles(overlays)).toEqual([]);
    expect(location.hash).toBe('');
  });

  it('closing by its button steps back over its entry, leaving no #modal behind', async () => {
    const handle = overlays.openModal({ title: 'New folder', component: Nothing });
    await settled();
    handle.close();
    await popped();
    expect(location.pathname).toBe('/app/docs/');
    expect(location.hash).toBe('');

    // That step back was the modal's own: a later Back is the page's again.
    overlays.openModal({ title: 'Language', component: Nothing });
    await settled();
    history.back();
    await popped();
    expect(titles(overlays)).toEqual([]);
  });

  it('closing after a link moved on does not step back off the new page', async () => {
    const handle = overlays.openModal({ title: 'Menu', component: Nothing });
    await settled();
    history.pushState(null, '', '/app/ready/');
    handle.close();
    await settled();
    await settled();
    expect(location.pathname).toBe('/app/ready/');

    // Back reaches the menu's old entry: it comes back without '#modal' and opens nothing.
    history.back();
    await popped();
    expect(location.pathname).toBe('/app/docs/');
    expect(location.hash).toBe('');
  });

  it('a modal replacing a closed one takes over its entry', async () => {
    const lengthBefore = history.length;
    const first = overlays.openModal({ title: 'Rename', component: Nothing });
    await settled();
    first.close();
    overlays.openModal({ title: 'Error', component: Nothing });
    await settled();
    expect(history.length).toBe(lengthBefore + 1);
    expect(location.hash).toBe('#modal');

    history.back();
    await popped();
    expect(titles(overlays)).toEqual([]);
    expect(location.hash).toBe('');
  });

  it('on a desktop no entry is pushed and Back closes every modal', async () => {
    phone = false;
    history.pushState(null, '', '/app/ready/');
    overlays.openModal({ title: 'A', component: Nothing });
    overlays.openModal({ title: 'B', component: Nothing });
    await settled();
    expect(location.hash).toBe('');

    history.back();
    await popped();
    expect(titles(overlays)).toEqual([]);
    expect(location.pathname).toBe('/app/docs/');
  });
});
