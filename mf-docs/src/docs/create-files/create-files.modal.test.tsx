import { act, screen, waitFor } from '@testing-library/react';
import { GENERATION_UNAVAILABLE } from '@gramota/contracts';
import { installFakeApi } from '@gramota/shell-api/testing';
import { renderArea } from '../../test-support/render-area';
import { CREATE_FILES_RULES } from './create-files-job';
import { CreateFilesModal } from './create-files.modal';

describe('the create-files progress modal', () => {
  test('a server that cannot make files yet (501) is said plainly and nothing pretends to finish', async () => {
    const api = installFakeApi((call) =>
      call.path.startsWith('/api/creator/') ? [501, GENERATION_UNAVAILABLE] : undefined,
    );
    renderArea(<CreateFilesModal docIds={['1', '2']} close={jest.fn()} />);
    await waitFor(() =>
      expect(screen.getByTestId('create-files').getAttribute('data-phase')).toBe('failed'),
    );
    expect(screen.getByTestId('create-files-text').textContent).toBe(
      'File creation stopped. Making files is not available on this server yet',
    );
    expect(screen.queryByRole('button', { name: 'Open ready files' })).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/creator/1/']);
    api.uninstall();
  });
  test('a file the server could not make stops the job with a message, instead of polling for ever', async () => {
    jest.useFakeTimers();
    const api = installFakeApi((call) => {
      if (call.path === '/api/creator/1/') return [200, { result: 'success', doc: '77' }];
      if (call.path === '/api/docs-creater-get-status/77/')
        return [200, { result: 'success', status: 'error', docs: { '77': 'error' } }];
      return undefined;
    });
    renderArea(<CreateFilesModal docIds={['1']} close={jest.fn()} />);
    await act(() => jest.advanceTimersByTimeAsync(CREATE_FILES_RULES.pollIntervalMs * 3));
    expect(screen.getByTestId('create-files').getAttribute('data-phase')).toBe('failed');
    expect(screen.getByTestId('create-files-text').textContent).toBe(
      'File creation stopped. Some files could not be made. Try again, or make the file from the document in the editor.',
    );
    const polls = api.calls.filter((call) => call.path.startsWith('/api/docs-creater-get-status/'));
    expect(polls).toHaveLength(1);
    api.uninstall();
    jest.useRealTimers();
  });
});
