import { fireEvent, screen, waitFor } from '@testing-library/react';
import { galleryAnswer } from '../test-support/answers';
import { installFakeApi } from '@gramota/shell-api/testing';
import { renderArea } from '../test-support/render-area';
import GalleryScreen from './gallery-screen.component';

function server(activatePay: 'success' | 'has-pro' = 'success') {
  return installFakeApi((call) => {
    if (call.path === '/api/template-activate-pay/en%3A201%3A0/')
      return [200, { result: activatePay, url: '/app/invoice/template/en-201-0/' }];
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: false, user_key: 'k1', is_access: 'false' }];
    if (call.path.startsWith('/api/templates-get/')) return [200, galleryAnswer];
    return undefined;
  });
}

const cardNames = () =>
  Array.from(document.querySelectorAll('[data-testid="template-card"]'), (card) =>
    card.getAttribute('data-template-name'),
  );

describe('the template gallery', () => {
  let api: ReturnType<typeof server>;
  // jsdom does not scroll; the gallery scrolls to the top on each new page.
  beforeAll(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => api.uninstall());

  test('asks templates-get for the interface language with the saved regions and "my"', async () => {
    api = server();
    renderArea(<GalleryScreen />, { at: '/app/templates/' });
    await screen.findAllByTestId('template-card');
    const call = api.calls.find((entry) => entry.path.startsWith('/api/templates-get/'));
    expect(call?.path).toBe('/api/templates-get/en/1/k1/');
    expect(call?.query.get('my')).toBe('true');
  });

  test('the first page shows every type that has templates; PRO cards carry the badge', async () => {
    api = server();
    renderArea(<GalleryScreen />, { at: '/app/templates/' });
    await screen.findAllByTestId('template-card');
    expect(
      Array.from(document.querySelectorAll('[data-category-section]'), (section) =>
        section.getAttribute('data-category-section'),
      ),
    ).toEqual(['g', 'd', 'o']);
    expect(screen.getAllByTestId('pro-badge')).toHaveLength(1);
  });

  test('a category page marks its tab and its group, and lists only that group', async () => {
    api = server();
    renderArea(<GalleryScreen />, { at: '/app/templates/g/school/' });
    await screen.findAllByTestId('template-card');
    expect(cardNames()).toEqual(['Golden Laurel']);
    const tab = screen.getByRole('link', { name: 'Certificates of merit' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    const groups = screen.getByRole('navigation', { name: 'Sections' });
    expect(groups.querySelector('[aria-current="page"]')?.getAttribute('data-group')).toBe(
      'school',
    );
  });

  test('cards lead to their card page, keeping the folder the document will go to', async () => {
    api = server();
    renderArea(<GalleryScreen />, { at: '/app/templates/d/?folder=f7' });
    const [card] = await screen.findAllByTestId('template-card');
    expect(card!.querySelector('a')?.getAttribute('href')).toBe(
      '/app/templates/card/en-201-0/?folder=f7',
    );
  });

  test('activate-pay cards go to the template\u2019s invoice', async () => {
    api = server();
    renderArea(<GalleryScreen />, { at: '/app/templates/d/?do=activate-pay' });
    const [card] = await screen.findAllByTestId('template-card');
    expect(card!.querySelector('a')?.getAttribute('href')).toBe('/app/invoice/template/en-201-0/');
  });

  test('activate-pay: a click asks template-activate-pay and goes where it says', async () => {
    api = server();
    const { shellApi } = renderArea(<GalleryScreen />, { at: '/app/templates/d/?do=activate-pay' });
    const [card] = await screen.findAllByTestId('template-card');
    fireEvent.click(card!.querySelector('a')!);
    await waitFor(() =>
      expect(shellApi.calls.navigate).toEqual(['/app/invoice/template/en-201-0/']),
    );
    expect(
      api.calls.find((call) => call.path.startsWith('/api/template-activate-pay/'))?.method,
    ).toBe('POST');
  });

  test('activate-pay: a template already PRO says so and stays in the gallery', async () => {
    api = server('has-pro');
    const { shellApi } = renderArea(<GalleryScreen />, { at: '/app/templates/d/?do=activate-pay' });
    const [card] = await screen.findAllByTestId('template-card');
    fireEvent.click(card!.querySelector('a')!);
    await waitFor(() => expect(shellApi.calls.toasts).toHaveLength(1));
    expect(JSON.stringify(shellApi.calls.toasts[0])).toContain(
      'You already have PRO for this template',
    );
    expect(shellApi.calls.navigate).toEqual([]);
  });

  test('an empty search is refused with "Enter a search query"; a word finds its cards', async () => {
    api = server();
    renderArea(<GalleryScreen />, { at: '/app/templates/' });
    await screen.findAllByTestId('template-card');
    const input = screen.getByRole('searchbox', { name: 'Search templates' });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('field-error').textContent).toBe('Enter a search query');
    expect(window.location.pathname).toBe('/app/templates/');

    fireEvent.change(input, { target: { value: 'merit' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(window.location.search).toBe('?sq=merit'));
    expect(window.location.pathname).toBe('/app/templates/search/');
  });

  test('a search page lists what matches, or says Nothing found', async () => {
    api = server();
    renderArea(<GalleryScreen />, { at: '/app/templates/search/?sq=science' });
    await screen.findAllByTestId('template-card');
    expect(cardNames()).toEqual(['Science Fair']);
  });
});
