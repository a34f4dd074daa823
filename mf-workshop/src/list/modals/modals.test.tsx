import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import { renderArea } from '../test-support/render-area';
import { ShareModal } from '@gramota/ui';
import { workshopShareCalls } from '../workshop-list.api';
import { UploadTemplateModal } from './upload-template.modal';
import { CreateTemplateModal } from './create-template.modal';

// The part loads as it does in the browser after a first press (lazyPart), before any test opens it.
beforeAll(() => ShareModal.preload());

const signedIn: Handler = (call) =>
  call.path === '/api/login-check/'
    ? [200, { result: 'success', login: true, user_key: 'k1', is_access: 'false' }]
    : undefined;

function server(extra: Handler) {
  return installFakeApi((call) => extra(call) ?? signedIn(call));
}

describe('My templates dialogs', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('share: the kit’s modal calls workshop-share-*, and the server’s error shows next to the field', async () => {
    api = server((call) => {
      if (call.path === '/api/workshop-share-get-users/')
        return [200, { result: 'success', share_type: 'users', users: [], link: '' }];
      if (call.path === '/api/workshop-share-add-user/')
        return [
          400,
          { result: 'error', error_code: 'share_user_missing', error_text: 'x', name: 'email' },
        ];
      return undefined;
    });
    renderArea(
      <ShareModal
        area="workshop"
        calls={workshopShareCalls}
        dataId="wsdoc:1"
        shareType="users"
        close={jest.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('E-mail or user id'), {
      target: { value: 'nobody@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('No user with this e-mail or id');
    const add = api.calls.find((call) => call.path === '/api/workshop-share-add-user/');
    expect(add?.query.get('data_id')).toBe('wsdoc:1');
    expect(add?.query.get('email')).toBe('nobody@example.com');
    expect(add?.query.get('share_type')).toBe('users');
  });

  test('upload: err shows its message on the form for 6 s', async () => {
    api = server((call) =>
      call.path === '/api/workshop-upload/template/'
        ? [200, { status: 'err', error_code: 'file_not_image', error_text: 'not an image' }]
        : undefined,
    );
    const onUploaded = jest.fn();
    renderArea(
      <UploadTemplateModal
        folderId={null}
        onUploaded={onUploaded}
        onNeedPay={jest.fn()}
        close={jest.fn()}
      />,
    );
    const file = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/Template picture/), { target: { files: [file] } });
    const message = 'This file is not a picture: upload a JPEG, PNG or WebP';
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.queryByText(message)).not.toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(5999));
      expect(screen.queryByText(message)).not.toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.queryByText(message)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    expect(onUploaded).not.toHaveBeenCalled();
  });

  test('upload: need-pay closes the form and opens the pay modal; ok opens the new template', async () => {
    let status = 'need-pay';
    api = server((call) =>
      call.path === '/api/workshop-upload/template/'
        ? [
            200,
            status === 'ok'
              ? {
                  status,
                  img: '/i.png',
                  filename: 'a.png',
                  format: 'a4',
                  file: '42',
                  width: 1,
                  height: 1,
                }
              : { status },
          ]
        : undefined,
    );
    const onUploaded = jest.fn();
    const onNeedPay = jest.fn();
    const close = jest.fn();
    renderArea(
      <UploadTemplateModal
        folderId="f1"
        onUploaded={onUploaded}
        onNeedPay={onNeedPay}
        close={close}
      />,
    );
    const file = new File(['png'], 'emblem.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Template picture/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onNeedPay).toHaveBeenCalled());
    expect(close).toHaveBeenCalled();
    status = 'ok';
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('42'));
    const form = api.calls.find((call) => call.path === '/api/workshop-upload/template/')
      ?.body as FormData;
    expect(form.get('folder_id')).toBe('f1');
    expect(form.get('format')).toBe('a4');
  });

  test('create: a custom size outside 5..100 cm is refused before any call; a valid one opens the editor', async () => {
    api = server((call) =>
      call.path === '/api/workshop-template-new/'
        ? [200, { result: 'success', data_id: '9' }]
        : undefined,
    );
    const onCreated = jest.fn();
    renderArea(
      <CreateTemplateModal
        folderId={null}
        onCreated={onCreated}
        onNeedPay={jest.fn()}
        close={jest.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Width, cm'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('The size must be from 5 to 100 cm');
    expect(api.calls.some((call) => call.path === '/api/workshop-template-new/')).toBe(false);
    fireEvent.change(screen.getByLabelText('Width, cm'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Height, cm'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('9'));
    const body = api.calls.find((call) => call.path === '/api/workshop-template-new/')?.body;
    expect(body).toMatchObject({ format: 'ni-20x15', folder_id: 'root', name: 'My template' });
  });

  test('create (form engine): a second submit while creating sends once; a refusal naming the name marks it', async () => {
    const answers: Array<[number, unknown]> = [
      [400, { result: 'error', name: 'name', tooltip: 'This name is taken' }],
      [200, { result: 'success', data_id: '9' }],
    ];
    api = server((call) =>
      call.path === '/api/workshop-template-new/' ? answers.shift() : undefined,
    );
    const onCreated = jest.fn();
    renderArea(
      <CreateTemplateModal
        folderId={null}
        onCreated={onCreated}
        onNeedPay={jest.fn()}
        close={jest.fn()}
      />,
    );
    const form = screen.getByTestId('create-template');
    await act(async () => fireEvent.submit(form));
    await waitFor(() =>
      expect(screen.getByTestId('field-error').textContent).toBe('This name is taken'),
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('9'));
    expect(api.paths().filter((path) => path === '/api/workshop-template-new/')).toHaveLength(2);
  });

  test('upload (form engine): a second submit while uploading sends the picture once', async () => {
    api = server((call) =>
      call.path === '/api/workshop-upload/template/'
        ? [
            200,
            {
              status: 'ok',
              img: '/i.png',
              filename: 'a.png',
              format: 'a4',
              file: '42',
              width: 1,
              height: 1,
            },
          ]
        : undefined,
    );
    const onUploaded = jest.fn();
    renderArea(
      <UploadTemplateModal
        folderId={null}
        onUploaded={onUploaded}
        onNeedPay={jest.fn()}
        close={jest.fn()}
      />,
    );
    const file = new File(['png'], 'emblem.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Template picture/), { target: { files: [file] } });
    const form = screen.getByTestId('upload-template');
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('42'));
    expect(api.paths().filter((path) => path === '/api/workshop-upload/template/')).toHaveLength(1);
  });
});
