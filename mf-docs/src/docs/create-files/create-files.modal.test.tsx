import { screen, waitFor } from '@testing-library/react';
import { GENERATION_UNAVAILABLE } from '@gramota/contracts';
import { installFakeApi } from '@gramota/shell-api/testing';
import { renderArea } from '../../test-support/render-area';
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
});
