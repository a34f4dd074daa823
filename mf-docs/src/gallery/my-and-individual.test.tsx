import { act, screen } from '@testing-library/react';
import type { LicenceInfo, TemplatesGetAnswer } from '@gramota/contracts';
import { installFakeApi } from '@gramota/shell-api/testing';
import { api as storeApi } from '@gramota/store';
import { galleryAnswer } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import GalleryScreen from './gallery-screen.component';

const licence = (kind: LicenceInfo['kind'], end: string, active = true): LicenceInfo => ({
  id: `${kind}-${end}`,
  kind,
  template_id: null,
  date_start: '2026-01-01',
  date_end: end,
  active,
});

function server(licences: LicenceInfo[], answer: TemplatesGetAnswer = galleryAnswer) {
  return installFakeApi((call) => {
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: true, user_key: 'k1', is_access: 'false' }];
    if (call.path === '/api/profile-licences/') return [200, { result: 'success', licences }];
    if (call.path.startsWith('/api/templates-get/')) return [200, answer];
    return undefined;
  });
}

async function openGallery(at: string) {
  const view = renderArea(<GalleryScreen />, { at });
  await act(async () => {
    await view.shellApi.store.dispatch(storeApi.endpoints.loginCheck.initiate());
  });
  return view;
}

const tabNames = () =>
  Array.from(
    screen.getByRole('navigation', { name: 'Template types' }).querySelectorAll('[data-category]'),
    (tab) => tab.getAttribute('data-category'),
  );

describe('the gallery’s own lists', () => {
  let api: ReturnType<typeof server>;
  beforeAll(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => api.uninstall());

  test('my templates with an all-templates licence say what it covers and until when', async () => {
    api = server([licence('all-templates', '2027-11-28'), licence('template', '2027-01-01')]);
    await openGallery('/app/templates/my/');
    const covered = await screen.findByTestId('my-licence');
    expect(covered.textContent).toContain('All catalogue templates are yours');
    expect(covered.textContent).toContain(
      'Your all-templates licence is valid until 28 November 2027 inclusive: every catalogue template opens as PRO',
    );
    expect(screen.queryByText('No purchased templates yet')).toBeNull();
  });

  test('a school licence says so, and templates bought one by one are listed under it', async () => {
    const withBought: TemplatesGetAnswer = {
      ...galleryAnswer,
      my: { 'en:102:0': galleryAnswer.types.g!.honorable!['en:102:0']! },
    };
    api = server(
      [licence('all-templates', '2026-12-31'), licence('school', '2027-06-30')],
      withBought,
    );
    await openGallery('/app/templates/my/');
    const covered = await screen.findByTestId('my-licence');
    expect(covered.dataset.licence).toBe('school');
    expect(covered.textContent).toContain('Your school licence is valid until 30 June 2027');
    expect(screen.getByRole('heading', { name: 'Templates bought one by one' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'My templates' }).children).toHaveLength(1);
  });

  test('without such a licence (or with an expired one) it still says nothing was bought yet', async () => {
    api = server([licence('all-templates', '2025-01-01', false)]);
    await openGallery('/app/templates/my/');
    await screen.findByText('No purchased templates yet');
    expect(screen.queryByTestId('my-licence')).toBeNull();
  });

  test('«Individual» is not offered while the gallery has no individual templates', async () => {
    api = server([]);
    await openGallery('/app/templates/');
    await screen.findAllByTestId('template-card');
    expect(tabNames()).toEqual(['g', 'd', 'c', 'b', 's', 'p', 'o', 'my', 'workshop']);
  });

  test('with individual templates the tab is offered and its page lists them', async () => {
    const withIndividual: TemplatesGetAnswer = {
      ...galleryAnswer,
      types: {
        ...galleryAnswer.types,
        i: {
          school: {
            'en:901:0': {
              ...galleryAnswer.types.d!.school!['en:201:0']!,
              id: 'en:901:0',
              name: 'Lyceum No. 2 Diploma',
            },
          },
        },
      },
    };
    api = server([], withIndividual);
    await openGallery('/app/templates/individual/');
    await screen.findAllByTestId('template-card');
    expect(tabNames()).toEqual(['g', 'd', 'c', 'b', 's', 'p', 'o', 'i', 'my', 'workshop']);
    expect(screen.getByRole('link', { name: 'Individual' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  test('the individual address without templates explains them and leads to the workshop', async () => {
    api = server([]);
    await openGallery('/app/templates/individual/');
    await screen.findByText('No individual templates yet');
    expect(screen.getByRole('link', { name: 'To the workshop' }).getAttribute('href')).toBe(
      '/app/workshop/',
    );
  });
});
