import { act, screen } from '@testing-library/react';
import { installFakeApi } from '@gramota/shell-api/testing';
import { handlers, session } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import { ConnectPage } from './connect-page.component';

const settle = async () => {
  for (let round = 0; round < 20; round += 1) await act(() => jest.advanceTimersByTimeAsync(20));
};

const refusal = (code: string) =>
  installFakeApi(
    handlers(session(true), (call) =>
      call.path === '/api/pay-templates-team-connect/u1/'
        ? [400, { result: 'error', error_code: code, error_text: 'refused' }]
        : undefined,
    ),
  );

describe('the team connect page', () => {
  let api: ReturnType<typeof installFakeApi>;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    api.uninstall();
    jest.useRealTimers();
  });

  test.each([
    ['team_link_used', 'This link has already been used'],
    ['team_link_expired', 'This team licence has ended'],
    ['team_full', 'All seats of this team are taken'],
  ])('a refusal (%s) says why', async (code, text) => {
    api = refusal(code);
    renderArea(<ConnectPage uid="u1" />, { at: '/app/pay/connect/u1/' });
    await settle();
    expect(screen.getByTestId('connect-refused').textContent).toContain(text);
  });

  test('joining shows the organisation and the end date, and asks once', async () => {
    api = installFakeApi(
      handlers(session(true), (call) =>
        call.path === '/api/pay-templates-team-connect/u1/'
          ? [200, { result: 'success', org: 'School 5', date_end: '2027-05-31' }]
          : undefined,
      ),
    );
    renderArea(<ConnectPage uid="u1" />, { at: '/app/pay/connect/u1/' });
    await settle();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(
      screen.getByText('Until 31 May 2027, all templates are open to you from “School 5”.'),
    ).toBeTruthy();
    expect(
      api.paths().filter((path) => path === '/api/pay-templates-team-connect/u1/'),
    ).toHaveLength(1);
  });

  test('a guest logs in first and the link is not used', async () => {
    api = installFakeApi(session(false));
    renderArea(<ConnectPage uid="u1" />, { at: '/app/pay/connect/u1/' });
    await settle();
    expect(screen.getByText('Log in to join')).toBeTruthy();
    expect(api.paths()).not.toContain('/api/pay-templates-team-connect/u1/');
  });
});
