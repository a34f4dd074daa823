import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api as storeApi } from '@gramota/store';
import { installFakeApi, profileAnswer } from '@gramota/shell-api/testing';
import { renderArea } from '../test-support/render-area';
import { SetUserpicModal } from './set-userpic.modal';

const OLD = '/data/userpic/7-old.webp';
const NEW = '/data/userpic/7-new.webp';

/** A signed-in teacher whose profile-get shows `userpic()`; the upload answers `upload`. */
function server(userpic: () => string, upload: () => [number, unknown]) {
  return installFakeApi((call) => {
    if (call.path === '/api/profile-get/k1/')
      return [200, profileAnswer({ login: true, name: 'Анна Петровна', userpic: userpic() })];
    if (call.path === '/api/workshop-upload/userpic/') return upload();
    return undefined;
  });
}

async function renderWithProfile(close = jest.fn()) {
  const view = renderArea(<SetUserpicModal close={close} />);
  await act(() => view.shellApi.store.dispatch(storeApi.endpoints.profileGet.initiate('k1')));
  // RTK tells the store's readers of a query's answer a frame later: until then no profile ('?').
  await waitFor(() => expect(screen.queryByText('?')).toBeNull());
  return view;
}

const choose = (name: string) =>
  fireEvent.change(screen.getByLabelText(/^Photo/), {
    target: { files: [new File(['bytes'], name, { type: 'image/png' })] },
  });
const picture = () => screen.getByTestId('userpic-image').getAttribute('src');

describe('Set userpic', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('ok: the new picture shows at once and the profile is read again', async () => {
    let stored = OLD;
    api = server(
      () => stored,
      () => {
        stored = NEW;
        return [
          200,
          {
            status: 'ok',
            img: NEW,
            filename: 'me.png',
            format: 'webp',
            file: '7-new.webp',
            width: 256,
            height: 256,
          },
        ];
      },
    );
    const close = jest.fn();
    await renderWithProfile(close);
    expect(picture()).toBe(OLD);
    choose('me.png');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Photo updated');
    expect(picture()).toBe(NEW);
    const sent = api.calls.find((call) => call.path === '/api/workshop-upload/userpic/');
    expect(sent?.method).toBe('POST');
    expect(((sent?.body as FormData).get('file') as File).name).toBe('me.png');
    // 'Profile' is invalidated: the top bar and the list's header get the new picture too.
    await waitFor(() =>
      expect(api.paths().filter((path) => path === '/api/profile-get/k1/')).toHaveLength(2),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(close).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });

  test('err: the message shows on the form for 6 s, the picture and profile stay', async () => {
    api = server(
      () => OLD,
      () => [200, { status: 'err', error_code: 'file_svg', error_text: 'svg' }],
    );
    await renderWithProfile();
    choose('emblem.svg');
    const message = 'SVG pictures cannot be uploaded: save it as PNG';
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('alert').textContent).toBe(message);
      await act(() => jest.advanceTimersByTimeAsync(5999));
      expect(screen.queryByText(message)).not.toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.queryByText(message)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    expect(picture()).toBe(OLD);
    expect(screen.queryByText('Photo updated')).toBeNull();
    expect(api.paths().filter((path) => path === '/api/profile-get/k1/')).toHaveLength(1);
  });

  test('without a file nothing is sent: "Choose a picture to upload"; no userpic shows initials', async () => {
    api = server(
      () => '',
      () => [500, {}],
    );
    await renderWithProfile();
    expect(screen.getByTestId('userpic-initials').textContent).toBe('АП');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a picture to upload');
    expect(api.paths()).not.toContain('/api/workshop-upload/userpic/');
  });

  test('a second submit while uploading sends the picture once (the form engine)', async () => {
    api = server(
      () => OLD,
      () => [
        200,
        {
          status: 'ok',
          img: NEW,
          filename: 'me.png',
          format: 'webp',
          file: '7-new.webp',
          width: 256,
          height: 256,
        },
      ],
    );
    await renderWithProfile();
    choose('me.png');
    const form = screen.getByTestId('set-userpic');
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByText('Photo updated');
    expect(api.paths().filter((path) => path === '/api/workshop-upload/userpic/')).toHaveLength(1);
  });
});
