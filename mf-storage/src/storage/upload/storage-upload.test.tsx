import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import { loginCheck, storageAnswer, storageDocument } from '../test-support/answers';
import { renderArea } from '../test-support/render-area';
import StorageScreen from '../storage-screen.component';

const diploma = storageDocument('1', 'Diploma of Ivanov');
const programme = storageDocument('40', 'Programme', { source: 'upload', type: 'pdf' });
const pdf = new File(['%PDF-1.7'], 'Programme.pdf', { type: 'application/pdf' });
const photo = new File(['\x89PNG'], 'Class photo.png', { type: 'image/png' });
const files = (...list: File[]) => ({ dataTransfer: { types: ['Files'], files: list } });

/** A signed-in teacher's storage; an upload adds 'Programme' (or is refused with `refusal`). */
function server(refusal?: [number, unknown], extra: Handler = () => undefined) {
  let uploaded = false;
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/login-check/') return loginCheck();
    if (call.path === '/api/storage-get/k1/')
      return [200, storageAnswer(uploaded ? [diploma, programme] : [diploma])];
    if (call.path === '/api/storage-upload/') {
      if (refusal) return refusal;
      uploaded = true;
      return [200, { result: 'success', documents: { '40': programme } }];
    }
    return undefined;
  });
}

const refused = (error_code: string, error_text: string): [number, unknown] => [
  400,
  { result: 'error', error_code, error_text, name: 'file', tooltip: error_text },
];

describe('Uploading into the storage', () => {
  let api: ReturnType<typeof server>;
  afterEach(() => api.uninstall());

  test('files dropped from the desktop go to storage-upload as FormData; the list shows them', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />);
    await screen.findByRole('option', { name: 'Diploma of Ivanov' });
    const zone = screen.getByTestId('storage-drop-zone');
    fireEvent.dragEnter(zone, files(pdf, photo));
    expect(screen.getByTestId('storage-drop-zone-overlay').textContent).toBe(
      'Drop files here to upload them into this folder',
    );
    fireEvent.drop(zone, files(pdf, photo));
    expect((await screen.findByTestId('storage-upload-status')).textContent).toBe(
      'Uploading 2 files…',
    );
    expect(await screen.findByRole('option', { name: 'Programme' })).toBeTruthy();
    const upload = api.calls.find((call) => call.path === '/api/storage-upload/')!;
    expect(upload.method).toBe('POST');
    const body = upload.body as FormData;
    expect(body.getAll('file').map((file) => (file as File).name)).toEqual([
      'Programme.pdf',
      'Class photo.png',
    ]);
    expect(body.get('folder')).toBe('root');
    // The list may show the new file a render before the upload's status line goes (on a busy
    // machine, CI): the status is waited for, not read at once.
    await waitFor(() => expect(screen.queryByTestId('storage-upload-status')).toBeNull());
    expect(shellApi.calls.toasts.map((toast) => toast.text)).toEqual(['Uploaded 1 file']);
  });

  test('the Upload button opens the file chooser; the chosen files go into the folder shown', async () => {
    api = server(undefined, (call) =>
      call.path === '/api/storage-get/k1/'
        ? [200, storageAnswer([], [], { path: [{ id: 'f3', name: 'Class 5A' }] })]
        : undefined,
    );
    renderArea(<StorageScreen />, { at: '/app/storage/folder/f3/' });
    await screen.findByText('This folder is empty');
    const input = screen.getByTestId('storage-upload-input') as HTMLInputElement;
    const click = jest.spyOn(input, 'click');
    fireEvent.click(screen.getAllByRole('button', { name: 'Upload' })[0]!);
    expect(click).toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [pdf] } });
    await waitFor(() => expect(api.paths()).toContain('/api/storage-upload/'));
    const upload = api.calls.find((call) => call.path === '/api/storage-upload/')!;
    expect((upload.body as FormData).get('folder')).toBe('f3');
  });

  test('a refusal is said in the storage’s words for its code, and stays until closed', async () => {
    api = server(refused('upload_broken', 'The file is damaged and cannot be read'));
    renderArea(<StorageScreen />, { language: 'ru' });
    await screen.findByRole('option', { name: 'Diploma of Ivanov' });
    fireEvent.drop(screen.getByTestId('storage-drop-zone'), files(pdf));
    const error = await screen.findByTestId('storage-upload-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('Файл повреждён, его не удаётся прочитать');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByTestId('storage-upload-error')).toBeNull();
  });

  test('a file the storage does not keep is refused before anything is sent', async () => {
    api = server();
    renderArea(<StorageScreen />);
    await screen.findByRole('option', { name: 'Diploma of Ivanov' });
    const notes = new File(['x'], 'notes.docx', { type: 'application/msword' });
    fireEvent.drop(screen.getByTestId('storage-drop-zone'), files(pdf, notes));
    expect((await screen.findByTestId('storage-upload-error')).textContent).toContain(
      'Only PDF, JPEG, PNG and WebP files can be uploaded',
    );
    expect(api.paths()).not.toContain('/api/storage-upload/');
  });

  test('nothing is uploaded into the trash or "Shared with me"', async () => {
    api = server();
    const { shellApi } = renderArea(<StorageScreen />, { at: '/app/storage/trash/' });
    await screen.findByRole('option', { name: 'Diploma of Ivanov' });
    fireEvent.drop(screen.getByTestId('storage-drop-zone'), files(pdf));
    expect(shellApi.calls.toasts).toHaveLength(1);
    expect(api.paths()).not.toContain('/api/storage-upload/');
  });
});
