import { useEffect, useState, type ComponentType } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useShellApi, type ModalRequest } from '@gramota/shell-api';
import type { ShellApiMock } from '@gramota/shell-api/testing';
import { renderArea } from '../../test-support/render-area';
import { useDocsCommands } from '../use-docs-commands';
import { preloadKitParts } from '@gramota/ui/testing';

// The kit's forms and menus load as a browser has them after the first press (lazyPart).
beforeAll(preloadKitParts);

const SEARCH = new URLSearchParams();

/** My documents' new folder form, with `create` as what it sends. */
function NewFolderModal({ create, close }: { create: jest.Mock; close: jest.Mock }) {
  const commands = useDocsCommands({
    route: { view: 'folder', folderId: null },
    folderId: null,
    parentOf: () => null,
    embed: false,
    search: SEARCH,
  });
  const { calls } = useShellApi() as ShellApiMock;
  const [modal, setModal] = useState<ModalRequest<object> | undefined>();
  useEffect(() => {
    if (modal) return;
    commands.newFolder();
    setModal(calls.modals.at(-1));
  }, [calls, commands, modal]);
  if (!modal) return null;
  const Form = modal.component as ComponentType<Record<string, unknown>>;
  return <Form {...modal.props} onSubmit={create} close={close} />;
}

const input = () => screen.getByLabelText('Name') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByTestId('name-form-submit'));

describe('the new folder form', () => {
  test('starts as "New folder" and refuses an empty or too long name on the field', () => {
    const create = jest.fn();
    renderArea(<NewFolderModal create={create} close={jest.fn()} />);
    expect(input().value).toBe('New folder');
    fireEvent.change(input(), { target: { value: '  ' } });
    submit();
    expect(screen.getByTestId('field-error').textContent).toBe('Please fill in this field');
    fireEvent.change(input(), { target: { value: 'x'.repeat(101) } });
    submit();
    expect(screen.getByTestId('field-error').textContent).toBe(
      'The field cannot be longer than 100 characters',
    );
    expect(create).not.toHaveBeenCalled();
  });

  test('an answer naming the field shows its text there; otherwise above the form', async () => {
    const refusal = (data: object) => ({ status: 400, data: { result: 'error', ...data } });
    const create = jest
      .fn()
      .mockRejectedValueOnce(
        refusal({
          error_code: 'name_html',
          error_text: 'The name cannot contain HTML tags',
          name: 'name',
        }),
      )
      .mockRejectedValueOnce(
        refusal({
          error_code: 'not_found',
          error_text: 'Not found',
          'alert-text': 'The folder is gone',
        }),
      )
      .mockResolvedValueOnce(undefined);
    const close = jest.fn();
    renderArea(<NewFolderModal create={create} close={close} />);
    fireEvent.change(input(), { target: { value: ' <b>Class</b> ' } });
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('field-error').textContent).toBe(
        'The name cannot contain HTML tags',
      ),
    );
    expect(create).toHaveBeenCalledWith('<b>Class</b>');

    submit();
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toBe('The folder is gone'),
    );

    submit();
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  test('a second submit while the name is being sent sends it once (the form engine)', async () => {
    let finish: () => void = () => undefined;
    const create = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const close = jest.fn();
    renderArea(<NewFolderModal create={create} close={close} />);
    submit();
    submit();
    expect(create).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });

  test("the area's translation of the code is shown on the field the answer names", async () => {
    const create = jest.fn().mockRejectedValueOnce({
      status: 400,
      data: { result: 'error', error_code: 'name_too_long', error_text: 'x', name: 'name' },
    });
    renderArea(<NewFolderModal create={create} close={jest.fn()} />);
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('field-error').textContent).toBe(
        'The name must be at most 100 characters long',
      ),
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });
});
