import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ShareUsersAnswer } from '@gramota/contracts';
import { commonResources } from '../../i18n/common-test-resources';
import type { ShareCalls } from './share-calls';
import { ShareModal } from './share.modal';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: commonResources, defaultNS: 'common', initAsync: false });
i18n.addResourceBundle('en', 'storage', {
  errors: { share_user_missing: 'No user with this e-mail or id' },
});

/** An API error as RTK Query's unwrap() throws it. */
const apiError = (status: number, body: object) => ({ status, data: body });

/** Fake share hooks: each call is recorded; `answers` says how each ends. */
function fakeCalls(
  people: ShareUsersAnswer,
  answers: Partial<Record<'setType' | 'addUser' | 'setUser', unknown>> = {},
) {
  const trigger = (name: 'setType' | 'addUser' | 'setUser') =>
    jest.fn(() => ({
      unwrap: () =>
        answers[name] === undefined
          ? Promise.resolve({ result: 'success' })
          : Promise.reject(answers[name]),
    }));
  const setType = trigger('setType');
  const addUser = trigger('addUser');
  const setUser = trigger('setUser');
  const getUsers = jest.fn((_dataId: string, options: { skip: boolean }) =>
    options.skip ? {} : { data: people },
  );
  const calls: ShareCalls = {
    useGetUsers: getUsers,
    useSetType: () => [setType],
    useAddUser: () => [addUser, { isLoading: false }],
    useSetUser: () => [setUser],
  };
  return { calls, setType, addUser, setUser, getUsers };
}

const noOne: ShareUsersAnswer = { result: 'success', share_type: 'users', users: [], link: '' };

function renderModal(calls: ShareCalls, shareType: 'users' | 'link' | 'others' = 'users') {
  return render(
    <I18nextProvider i18n={i18n}>
      <ShareModal
        area="storage"
        calls={calls}
        dataId="doc:1,folder:f3"
        shareType={shareType}
        close={jest.fn()}
      />
    </I18nextProvider>,
  );
}

describe('the file areas’ share modal (seed 001 §4 Sharing)', () => {
  test('the server’s error about an added person shows next to the field, in the area’s words', async () => {
    const fake = fakeCalls(noOne, {
      addUser: apiError(400, {
        result: 'error',
        error_code: 'share_user_missing',
        error_text: 'x',
        name: 'email',
      }),
    });
    renderModal(fake.calls);
    const field = screen.getByLabelText('E-mail or user id');
    fireEvent.change(field, { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('No user with this e-mail or id');
    expect(fake.addUser).toHaveBeenCalledWith({
      dataId: 'doc:1,folder:f3',
      shareType: 'users',
      email: 'nobody@example.com',
    });
    // What was typed stays, to be corrected.
    expect((field as HTMLInputElement).value).toBe('nobody@example.com');
    // The server named 'email': that is this field, marked (the form engine's field error).
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('field-error').textContent).toBe('No user with this e-mail or id');
  });

  test('a second click on Add while the person is being added sends once', async () => {
    const fake = fakeCalls(noOne);
    let finish: (answer: { result: string }) => void = () => undefined;
    fake.addUser.mockImplementation(() => ({
      unwrap: () => new Promise((resolve) => (finish = resolve)),
    }));
    renderModal(fake.calls);
    const field = screen.getByLabelText('E-mail or user id') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'a@example.com' } });
    const add = screen.getByRole('button', { name: 'Add' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(fake.addUser).toHaveBeenCalledTimes(1);
    expect(add.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish({ result: 'success' }));
    expect(field.value).toBe('');
    expect(add.getAttribute('aria-busy')).toBeNull();
  });

  test('digits are taken for a user id, and the field empties once the person is added', async () => {
    const fake = fakeCalls(noOne);
    renderModal(fake.calls);
    const field = screen.getByLabelText('E-mail or user id') as HTMLInputElement;
    fireEvent.change(field, { target: { value: ' 42 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(field.value).toBe(''));
    expect(fake.addUser).toHaveBeenCalledWith({
      dataId: 'doc:1,folder:f3',
      shareType: 'users',
      id: '42',
    });
  });

  test('each person’s access is changed to edit or removed', async () => {
    const fake = fakeCalls({
      ...noOne,
      users: [{ id: '7', email: 'b@example.com', name: 'Bella', permission: 'view' }],
    });
    renderModal(fake.calls);
    // The kit's own select (SelectField), named for the person.
    const right = screen.getByRole('combobox', { name: 'Access of Bella' });
    expect(right.closest('[data-field]')?.getAttribute('data-field')).toBe('permission-7');
    expect(right.className).toContain('control');
    fireEvent.change(right, { target: { value: 'edit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(fake.setUser).toHaveBeenCalledTimes(2));
    expect(fake.setUser.mock.calls).toEqual([
      [{ dataId: 'doc:1,folder:f3', type: 'edit', user: '7' }],
      [{ dataId: 'doc:1,folder:f3', type: 'remove', user: '7' }],
    ]);
  });

  test('a refused type change puts the old type back and says why', async () => {
    const fake = fakeCalls(noOne, {
      setType: apiError(400, {
        result: 'error',
        error_code: 'different_access',
        error_text: 'The objects you selected have different access levels',
      }),
    });
    renderModal(fake.calls);
    const type = screen.getByLabelText('Who has access') as HTMLSelectElement;
    fireEvent.change(type, { target: { value: 'others' } });
    await screen.findByText('The objects you selected have different access levels');
    expect(type.value).toBe('users');
    expect(fake.setType).toHaveBeenCalledWith({ dataId: 'doc:1,folder:f3', type: 'others' });
  });

  test('every signed-in user: no people to list, so none are asked for', () => {
    const fake = fakeCalls(noOne);
    renderModal(fake.calls, 'others');
    expect(screen.queryByLabelText('E-mail or user id')).toBeNull();
    expect(fake.getUsers).toHaveBeenCalledWith('doc:1,folder:f3', { skip: true });
  });

  test('the copied link says "Copied" for 2 s', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const fake = fakeCalls({ ...noOne, share_type: 'link', link: 'https://x.test/s/1' });
    renderModal(fake.calls, 'link');
    const copy = screen.getByRole('button', { name: 'Copy link' });
    jest.useFakeTimers();
    try {
      await act(async () => fireEvent.click(copy));
      expect(writeText).toHaveBeenCalledWith('https://x.test/s/1');
      expect(screen.getByRole('status').textContent).toBe('Copied');
      await act(() => jest.advanceTimersByTimeAsync(1999));
      expect(screen.queryByText('Copied')).not.toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.queryByText('Copied')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('the seeds’ texts, word for word, in ru and en', () => {
    expect(commonResources.en.common.share.different).toBe(
      'The objects you selected have different access levels',
    );
    expect(commonResources.ru.common.share.different).toBe(
      'У выбранных объектов разные уровни доступа',
    );
    expect(commonResources.en.common.share.differentTitle).toBe('Different access');
  });
});
