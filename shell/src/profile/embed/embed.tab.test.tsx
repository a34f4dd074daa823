import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { embedPaths, type EmbedLinkInfo, type ProfileAnswer } from '@gramota/contracts';
import { api } from '@gramota/store';
import { installFakeApi, profileAnswer, type Handler } from '@gramota/shell-api/testing';
import { renderShell } from '../../test-support/render-shell';
import { ProfilePage } from '../profile-page.component';

const SCHOOL = 'https://school.example';
const anna = profileAnswer({ login: true, name: 'Anna', email: 'anna@school.ru' });
const visitor = profileAnswer({ login: false });
const annaInSchool = profileAnswer({ login: true, name: 'School No. 5', is_access: 'true' });

const link = (overrides: Partial<EmbedLinkInfo> = {}): EmbedLinkInfo => ({
  id: '0b7f3c52-8d2e-4a53-9c1f-5d6e7f809a1b',
  scope: 'docs-picker',
  target: '',
  origins: [SCHOOL],
  created: '2025-09-01T10:00:00.000Z',
  expires: '2025-10-01T10:00:00.000Z',
  ...overrides,
});

interface CreateBody {
  scope: EmbedLinkInfo['scope'];
  target: string;
  origins: string;
  days: number;
}

/** A server that keeps the account's embed links as the backend does (embed.routes.ts). */
function server(
  profile: ProfileAnswer,
  links: EmbedLinkInfo[] = [],
  extra: Handler = () => undefined,
) {
  let made = 0;
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    switch (call.path) {
      case '/api/login-check/':
        return [200, { result: 'success', login: profile.login, user_key: 'k1' }];
      case '/api/profile-get/k1/':
        return [200, profile];
      case embedPaths.list:
        return [200, { result: 'success', links }];
      case embedPaths.create: {
        const body = call.body as CreateBody;
        if (!body.origins.split(/[\s,]+/).every((site) => /^https?:\/\/[^/]+$/.test(site))) {
          return [
            400,
            {
              result: 'error',
              error_code: 'embed_origins_invalid',
              error_text: 'List the sites that may show it',
              name: 'origins',
            },
          ];
        }
        made += 1;
        const created = link({
          id: `0b7f3c52-8d2e-4a53-9c1f-5d6e7f809a${String(made).padStart(2, '0')}`,
          scope: body.scope,
          target: body.target,
          origins: body.origins.split(/[\s,]+/),
        });
        links = [created, ...links];
        const url = `http://localhost/app/docs/?embed=true&embed_key=${'T'.repeat(43)}`;
        return [
          200,
          { result: 'success', link: created, url, iframe: `<iframe src="${url}"></iframe>` },
        ];
      }
      case embedPaths.revoke: {
        const { id } = call.body as { id: string };
        links = links.filter((item) => item.id !== id);
        return [200, { result: 'success' }];
      }
      default:
        return undefined;
    }
  });
}

async function renderEmbedTab(profile: ProfileAnswer) {
  window.history.pushState(null, '', '/app/profile/embed/');
  const view = renderShell(<ProfilePage />);
  await act(async () => {
    await view.store.dispatch(api.endpoints.loginCheck.initiate());
    await view.store.dispatch(api.endpoints.profileGet.initiate('k1'));
  });
  // The page follows the loaded profile: the owner's tabs, 'Forbidden' or the invitation to log in.
  if (profile.is_access === 'true') await screen.findByTestId('forbidden');
  else if (profile.login) await screen.findByTestId('profile-tabs');
  else await screen.findByText('Log in to see your profile.');
  return view;
}

const rows = () => screen.queryAllByTestId('embed-link-row');
const typeSites = (text: string) =>
  fireEvent.change(screen.getByTestId('embed-origins'), { target: { value: text } });

describe('the profile tab "Embedding"', () => {
  let fake: ReturnType<typeof installFakeApi>;
  afterEach(() => fake?.uninstall());

  it('creates a picker link: shows the link and the iframe code once, and lists it', async () => {
    fake = server(anna);
    await renderEmbedTab(anna);
    expect(screen.getByRole('link', { name: 'Embedding' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await screen.findByTestId('embed-empty')).toBeTruthy();
    expect(screen.getByText(/Only the sites you list may show it/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Sites that may show it'), {
      target: { value: SCHOOL },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));

    const url = (await screen.findByLabelText('Link')) as HTMLInputElement;
    expect(url.value).toMatch(/\/app\/docs\/\?embed=true&embed_key=T{43}$/);
    expect(url.readOnly).toBe(true);
    expect((screen.getByTestId('embed-iframe') as HTMLTextAreaElement).value).toContain(
      `<iframe src="${url.value}"`,
    );
    expect(screen.getByTestId('embed-once-note').textContent).toContain('shown only once');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();

    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = within(rows()[0]!);
    expect(row.getByText('My documents')).toBeTruthy();
    expect(row.getByText(SCHOOL)).toBeTruthy();
    expect(row.getByText('1 October 2025')).toBeTruthy();
    expect(fake.calls.find((call) => call.path === embedPaths.create)?.body).toEqual({
      scope: 'docs-picker',
      target: '',
      origins: SCHOOL,
      days: 30,
    });
  });

  it('copies the link to the clipboard and says so', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    fake = server(anna);
    const { shellApi } = await renderEmbedTab(anna);
    typeSites(SCHOOL);
    fireEvent.click(screen.getByTestId('embed-create'));
    const url = (await screen.findByTestId('embed-url')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url.value));
    expect(shellApi.calls.toasts.at(-1)).toMatchObject({ text: 'Copied', kind: 'success' });
    Object.assign(navigator, { clipboard: undefined });
  });

  it("shows the server's translated message under the sites field for a bad site", async () => {
    fake = server(anna);
    const { shellApi } = await renderEmbedTab(anna);
    await act(async () => {
      await shellApi.i18n.changeLanguage('ru');
    });
    typeSites('school.example/page');
    fireEvent.click(screen.getByRole('button', { name: 'Создать ссылку' }));

    const sites = screen.getByLabelText('Сайты, где его можно показывать');
    const group = sites.closest('[data-field]') as HTMLElement;
    await waitFor(() => expect(group.dataset.error).toBe('true'));
    expect(within(group).getByTestId('field-error').textContent).toBe(
      'Укажите сайты, которым можно его показывать: адреса вида https://school.example, не больше 10',
    );
    expect(sites.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('embed-url')).toBeNull();
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect((screen.getByTestId('embed-create') as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends one link for a double click: Create is disabled while sending', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    fake = server(anna);
    await renderEmbedTab(anna);
    typeSites(SCHOOL);
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: Request) => {
      if (new URL(input.url).pathname === embedPaths.create) await held;
      return original(input);
    }) as typeof fetch;
    const create = screen.getByTestId('embed-create') as HTMLButtonElement;
    fireEvent.click(create);
    fireEvent.click(create);
    await waitFor(() => expect(create.disabled).toBe(true));
    await act(async () => release());
    await screen.findByTestId('embed-url');
    expect(fake.paths().filter((path) => path === embedPaths.create)).toHaveLength(1);
  });

  it("offers the account's documents for a spreadsheet link and names the document in the list", async () => {
    fake = server(anna, [], (call) =>
      call.path === '/api/docs-get/k1/' && call.query.get('view') === 'recent'
        ? [
            200,
            {
              result: 'success',
              folders: {},
              path: [],
              total_docs: 2,
              docs: {
                '12': { id: '12', name: 'Class 5B diplomas', time: 2 },
                '11': { id: '11', name: 'Sports day', time: 1 },
              },
            },
          ]
        : undefined,
    );
    await renderEmbedTab(anna);
    fireEvent.change(screen.getByTestId('embed-scope'), { target: { value: 'spreadsheet' } });
    const documents = await screen.findByLabelText('Document');
    await waitFor(() =>
      expect([...documents.querySelectorAll('option')].map((option) => option.textContent)).toEqual(
        ['Choose a document', 'Class 5B diplomas', 'Sports day'],
      ),
    );
    typeSites(SCHOOL);
    fireEvent.click(screen.getByTestId('embed-create'));
    expect(await screen.findByText('Please fill in this field')).toBeTruthy();
    expect(fake.paths()).not.toContain(embedPaths.create);

    fireEvent.change(documents, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('embed-create'));
    await screen.findByTestId('embed-url');
    expect(fake.calls.find((call) => call.path === embedPaths.create)?.body).toMatchObject({
      scope: 'spreadsheet',
      target: '12',
    });
    expect(await screen.findByText('Spreadsheet of “Class 5B diplomas”')).toBeTruthy();
  });

  it('takes the files of a run from the pasted address of its page', async () => {
    fake = server(anna);
    await renderEmbedTab(anna);
    fireEvent.change(screen.getByTestId('embed-scope'), { target: { value: 'ready-run' } });
    fireEvent.change(screen.getByLabelText('Made files'), {
      target: { value: 'https://gramota.example:8443/app/ready/mass/12-13-14/' },
    });
    typeSites(SCHOOL);
    fireEvent.change(screen.getByTestId('embed-days'), { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('embed-create'));
    expect(await screen.findByText('Enter a whole number of days from 1 to 365')).toBeTruthy();

    fireEvent.change(screen.getByTestId('embed-days'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('embed-create'));
    await screen.findByTestId('embed-url');
    expect(fake.calls.find((call) => call.path === embedPaths.create)?.body).toEqual({
      scope: 'ready-run',
      target: '12,13,14',
      origins: SCHOOL,
      days: 7,
    });
    expect(await screen.findByText('Files of a run (No. 12, 13, 14)')).toBeTruthy();
  });

  it('revokes a link after a confirmation and removes its row', async () => {
    const old = link();
    fake = server(anna, [old]);
    const { shellApi, renderModal } = await renderEmbedTab(anna);
    await waitFor(() => expect(rows()).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Revoke the link: My documents' }));
    expect(fake.paths()).not.toContain(embedPaths.revoke);
    expect(shellApi.calls.modals[0]).toMatchObject({
      title: 'Revoke',
      props: { text: 'Revoke the link “My documents”? Sites showing it stop working at once.' },
    });
    renderModal();
    fireEvent.click(screen.getByTestId('confirm-button'));

    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(fake.calls.find((call) => call.path === embedPaths.revoke)?.body).toEqual({
      id: old.id,
    });
    expect(screen.getByTestId('embed-empty')).toBeTruthy();
    expect(shellApi.calls.toasts.at(-1)).toMatchObject({ text: 'Link revoked' });
  });

  it.each([
    ['an anonymous visitor', visitor],
    ['a colleague working in the account through granted access', annaInSchool],
  ])('is absent for %s', async (_who, profile) => {
    fake = server(profile, [link()]);
    await renderEmbedTab(profile);
    expect(screen.queryByRole('link', { name: 'Embedding' })).toBeNull();
    expect(screen.queryByTestId('embed-form')).toBeNull();
    expect(screen.queryByTestId('embed-links')).toBeNull();
    expect(fake.paths()).not.toContain(embedPaths.list);
  });
});
