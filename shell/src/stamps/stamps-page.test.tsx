import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import type { AuditLogAnswer, StampRequestsAnswer, StampVaultAnswer } from '@gramota/contracts';
import { renderShell } from '../test-support/render-shell';
import { StampsPage } from './stamps-page.component';
import { retentionText } from './audit-log.section';
import profileRu from '../../locales/ru/profile.json';
import profileUk from '../../locales/uk/profile.json';
import profileBe from '../../locales/be/profile.json';

const request = {
  id: 'req-1',
  stamp_id: 'sig',
  stamp_name: 'Director O. Ivanova',
  stamp_kind: 'signature' as const,
  doc_id: '41',
  doc_name: 'Olympiad diploma 5B',
  requester_id: 'u-teacher',
  requester_name: 'Anna Petrova <anna@school.test>',
  note: 'For the olympiad',
  status: 'pending' as const,
  created_at: '2026-11-30T08:00:00.000Z',
  decided_at: null,
  decided_by_name: null,
  preview_url: '/api/doc-thum/41/abc/',
};

const ownerVault: StampVaultAnswer = {
  result: 'success',
  is_owner: true,
  stamps: [
    {
      id: 'seal',
      kind: 'stamp',
      name: 'School seal',
      placement: 'all',
      may_place: true,
      chosen: [],
    },
    {
      id: 'sig',
      kind: 'signature',
      name: 'Director O. Ivanova',
      placement: 'chosen',
      may_place: true,
      chosen: [],
    },
  ],
  members: [
    { id: 'u-deputy', name: 'Deputy Head', email: 'deputy@school.test' },
    { id: 'u-teacher', name: 'Anna Petrova', email: 'anna@school.test' },
  ],
};

const log: AuditLogAnswer = {
  result: 'success',
  next: null,
  // This server keeps the log 30 days (AUDIT_RETENTION_DAYS=30): the intro says so.
  retention_days: 30,
  events: [
    {
      id: 'e1',
      at: '2026-11-30T08:00:00.000Z',
      actor_id: 'u-teacher',
      actor: 'Anna Petrova <anna@school.test>',
      action: 'stamp_placed',
      outcome: 'refused',
      stamp_id: 'sig',
      stamp_name: 'Director O. Ivanova',
      doc_id: '41',
      doc_name: 'Olympiad diploma 5B',
      file_id: null,
      detail: '',
    },
  ],
};

function serveVault(
  vault: StampVaultAnswer,
  requests: StampRequestsAnswer,
  auditLog: AuditLogAnswer = log,
): Handler {
  return (call) => {
    if (call.path === '/api/stamp-vault/') return [200, vault];
    if (call.path === '/api/stamp-requests/') return [200, requests];
    if (call.path === '/api/stamp-requests/req-1/decide/')
      return [200, { result: 'success', request: { ...request, status: 'approved' } }];
    if (call.path === '/api/stamp-vault/sig/rule/')
      return [200, { result: 'success', stamp: ownerVault.stamps[1] }];
    if (call.path === '/api/audit-log/') return [200, auditLog];
    return undefined;
  };
}

describe('the stamp vault page', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.uninstall());

  it('lets the owner approve a request in one click, beside the document’s preview', async () => {
    api = installFakeApi(
      serveVault(ownerVault, { result: 'success', to_decide: [request], mine: [] }),
    );
    const { shellApi } = renderShell(<StampsPage />);
    const requests = await screen.findByTestId('stamp-requests');
    const item = await within(requests).findByText(
      'Anna Petrova <anna@school.test> asks to place “Director O. Ivanova” on “Olympiad diploma 5B”',
    );
    expect(
      within(requests).getByAltText('The document “Olympiad diploma 5B”').getAttribute('src'),
    ).toBe('/api/doc-thum/41/abc/');
    expect(item).toBeTruthy();
    fireEvent.click(within(requests).getByText('Approve'));
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.path === '/api/stamp-requests/req-1/decide/'),
      ).toHaveLength(1),
    );
    expect(
      api.calls.find((call) => call.path === '/api/stamp-requests/req-1/decide/')!.body,
    ).toEqual({
      decision: 'approve',
    });
    await waitFor(() =>
      expect(shellApi.calls.toasts.map((toast) => toast.text)).toContain('Request approved'),
    );
  });

  it('lets the owner give the signature to chosen people and shows the log with a CSV link', async () => {
    api = installFakeApi(serveVault(ownerVault, { result: 'success', to_decide: [], mine: [] }));
    renderShell(<StampsPage />);
    const rules = await screen.findByTestId('stamp-rules');
    const signature = rules.querySelector('[data-stamp="sig"]') as HTMLElement;
    fireEvent.click(within(signature).getByRole('checkbox', { name: 'Deputy Head' }));
    fireEvent.click(within(signature).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/stamp-vault/sig/rule/')?.body).toEqual({
        placement: 'chosen',
        chosen: 'u-deputy',
      }),
    );

    const logSection = await screen.findByTestId('audit-log');
    const row = await within(logSection).findByText('Placed on a document — refused');
    // The period the log keeps entries is the server's answer, not a fixed three years.
    expect(within(logSection).getByTestId('audit-intro').textContent).toBe(
      'Who uploaded, placed or removed a stamp or signature, asked for it and allowed it, and ' +
        'when. The log cannot be changed. Entries are kept for 30 days.',
    );
    expect(row.closest('tr')!.textContent).toContain('Anna Petrova <anna@school.test>');
    fireEvent.change(within(logSection).getByLabelText('Action'), {
      target: { value: 'stamp_requested' },
    });
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.path === '/api/audit-log/' && call.query.get('action') === 'stamp_requested',
        ),
      ).toBe(true),
    );
    expect(within(logSection).getByTestId('audit-csv').getAttribute('href')).toBe(
      '/api/audit-log-csv/?action=stamp_requested&lng=en',
    );
    // The links for parents open a run's files to people outside: the same log has them (issue 37).
    const actions = within(logSection).getByLabelText('Action') as HTMLSelectElement;
    expect(Array.from(actions.options, (option) => option.text)).toEqual(
      expect.arrayContaining([
        'Links for parents made',
        'Links for parents revoked',
        'A link for parents that no longer works was opened',
      ]),
    );
  });

  it('names the log’s period in years when it is whole years (the default 1095 days)', async () => {
    api = installFakeApi(
      serveVault(
        ownerVault,
        { result: 'success', to_decide: [], mine: [] },
        { ...log, retention_days: 1095 },
      ),
    );
    renderShell(<StampsPage />);
    const intro = await screen.findByTestId('audit-intro');
    await waitFor(() => expect(intro.textContent).toMatch(/Entries are kept for 3 years\.$/));
    expect(intro.textContent).not.toContain('days');
    // The intro reads the first page's answer: the log is asked for once.
    expect(api.calls.filter((call) => call.path === '/api/audit-log/')).toHaveLength(1);
  });

  it('shows a member what they may place and their own requests, without rules or the log', async () => {
    const memberVault: StampVaultAnswer = {
      result: 'success',
      is_owner: false,
      stamps: [
        { id: 'seal', kind: 'stamp', name: 'School seal', placement: 'all', may_place: true },
        {
          id: 'sig',
          kind: 'signature',
          name: 'Director O. Ivanova',
          placement: 'chosen',
          may_place: false,
        },
      ],
    };
    api = installFakeApi(
      serveVault(memberVault, {
        result: 'success',
        to_decide: [],
        mine: [{ ...request, status: 'declined' }],
      }),
    );
    renderShell(<StampsPage />);
    const mine = await screen.findByTestId('my-stamp-requests');
    expect(mine.textContent).toContain('“Director O. Ivanova” on “Olympiad diploma 5B”');
    expect(mine.textContent).toContain('Declined');
    const rules = screen.getByTestId('stamp-rules');
    expect(rules.textContent).toContain('To place it, ask for it in the document editor.');
    expect(within(rules).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByTestId('audit-log')).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/audit-log/')).toBe(false);
  });
});

describe('the log’s period in the languages with four plural forms', () => {
  const period = async (language: string, strings: unknown, days: number) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      resources: { [language]: { profile: strings as Record<string, unknown> } },
      interpolation: { escapeValue: false },
    });
    return retentionText(i18n.getFixedT(language, 'profile'), days);
  };

  it.each([
    ['ru', profileRu, 30, 'Записи хранятся 30 дней.'],
    ['ru', profileRu, 31, 'Записи хранятся 31 день.'],
    ['ru', profileRu, 92, 'Записи хранятся 92 дня.'],
    ['ru', profileRu, 365, 'Записи хранятся 1 год.'],
    ['ru', profileRu, 1095, 'Записи хранятся 3 года.'],
    ['ru', profileRu, 1825, 'Записи хранятся 5 лет.'],
    ['uk', profileUk, 30, 'Записи зберігаються 30 днів.'],
    ['uk', profileUk, 1095, 'Записи зберігаються 3 роки.'],
    ['be', profileBe, 30, 'Запісы захоўваюцца 30 дзён.'],
    ['be', profileBe, 1095, 'Запісы захоўваюцца 3 гады.'],
  ])('%s, %i days', async (language, strings, days, text) => {
    expect(await period(language, strings, days)).toBe(text);
  });
});
