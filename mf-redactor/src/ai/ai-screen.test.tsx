import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { modalAnswer } from './ai-test-api';
import { docData, getDocText } from '../test-support/answers';
import { rawOf } from '../test-support/fake-editor';
import { redactorServer as server, unmountAndSettle } from '../test-support/redactor-server';
import { renderRedactor } from '../test-support/render-redactor';
import RedactorScreen from '../screen/redactor-screen.component';
import type { AiSupportModalProps } from './ai-support.modal';
import { onNarrowScreen } from '../test-support/narrow-screen';

jest.mock('../editor', () => jest.requireActual('../test-support/fake-editor'));

const saved = JSON.stringify(rawOf('Текст'));
const fake = jest.requireActual('../test-support/fake-editor');

function openEditor() {
  return server([200, getDocText(docData({ content_raw: saved }))], (call) =>
    call.path === '/api/ai-support-modal/42/' ? [200, modalAnswer()] : undefined,
  );
}

describe("the editor's AI assistant button", () => {
  let api: ReturnType<typeof server>;
  afterEach(async () => {
    fake.fakeSelection.text = '';
    await unmountAndSettle();
    api.uninstall();
  });

  test('opens the assistant with the selection; its insert goes into the document', async () => {
    api = openEditor();
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    fake.fakeSelection.text = 'Текст';
    fireEvent.click(await screen.findByRole('button', { name: 'AI assistant' }));
    const request = shellApi.calls.modals.at(-1)!;
    expect(request.title).toBe('AI assistant');
    const props = request.props as AiSupportModalProps;
    expect(props.docId).toBe('42');
    expect(props.selection).toBe('Текст');
    let inserted = false;
    act(() => {
      inserted = props.onInsert('Спасибо!');
    });
    expect(inserted).toBe(true);
    expect(screen.getByText('Спасибо!')).toBeTruthy();
    renderModal();
    expect(await screen.findByTestId('ai-selection')).toBeTruthy();
    await waitFor(() => expect(api.paths()).toContain('/api/ai-support-modal/42/'));
  });
});

describe('on a narrow screen', () => {
  let api: ReturnType<typeof server>;
  onNarrowScreen();
  afterEach(async () => {
    await unmountAndSettle();
    api.uninstall();
  });

  test('the assistant is in the mobile editor menu, not in the crowded topbar', async () => {
    api = openEditor();
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('mobile-editor'));
    expect(screen.queryByTestId('ai-assistant')).toBeNull();
    const { close } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'AI assistant' }));
    expect(close).toHaveBeenCalled();
    expect(shellApi.calls.modals.at(-1)!.title).toBe('AI assistant');
  });
});
