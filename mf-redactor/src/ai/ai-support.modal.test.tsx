import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CSRF_HEADER } from '@gramota/contracts';
import { renderRedactor } from '../test-support/render-redactor';
import { AiSupportModal } from './ai-support.modal';
import { installAiApi, liveStream, modalAnswer, refusal, sse, streamOf } from './ai-test-api';

const DOC = '42';
let api: ReturnType<typeof installAiApi>;

afterEach(() => api.uninstall());

function openModal({
  selection = '',
  configured = true,
  signInRequired = false,
  history = modalAnswer().messages,
  onInsert = jest.fn(() => true),
  language = 'en',
} = {}) {
  api = installAiApi(DOC, modalAnswer(history, configured, signInRequired));
  const view = renderRedactor(
    <AiSupportModal docId={DOC} selection={selection} onInsert={onInsert} close={jest.fn()} />,
    { language },
  );
  return { ...view, onInsert };
}

const field = () => screen.findByRole('textbox', { name: 'Message to the assistant' });

async function ask(text: string) {
  const box = await field();
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
  return box as HTMLTextAreaElement;
}

describe('the AI support modal', () => {
  test('the conversation so far, oldest first', async () => {
    openModal({
      history: [
        { id: 1, role: 'user', text: 'Write a thank-you', time: 1, partial: false },
        { id: 2, role: 'assistant', text: 'Dear parents…', time: 2, partial: true },
        // A quick action is kept as its action and text, and worded in the interface language.
        {
          id: 3,
          role: 'user',
          text: 'Спасибо за помощь',
          time: 3,
          partial: false,
          action: 'translate',
          language: 'de',
        },
        { id: 4, role: 'assistant', text: 'Danke für die Hilfe', time: 4, partial: false },
      ],
    });
    const log = await screen.findByTestId('ai-log');
    const texts = within(log)
      .getAllByTestId('ai-text')
      .map((node) => node.textContent);
    expect(texts).toEqual([
      'Write a thank-you',
      'Dear parents…',
      'Translate (Deutsch): “Спасибо за помощь”',
      'Danke für die Hilfe',
    ]);
    expect(within(log).getByText('The answer is incomplete.')).toBeTruthy();
  });

  test('Enter sends the message; the answer shows piece by piece as it arrives', async () => {
    openModal();
    const answer = liveStream();
    api.answer(answer);
    const box = await ask('  write a letter of thanks, warm, 60 words  ');
    expect(api.asks).toHaveLength(1);
    expect(api.asks[0]!.url).toBe('/api/ai-support-ask/42/');
    expect(api.asks[0]!.body).toEqual({ message: 'write a letter of thanks, warm, 60 words' });
    expect(api.asks[0]!.headers.get(CSRF_HEADER)).toBe('XMLHttpRequest');
    expect(api.asks[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(box.value).toBe('');

    await act(async () =>
      answer.live.send(sse('start', { id: 5 }) + sse('delta', { text: 'Dear ' })),
    );
    const reply = () => screen.getAllByTestId('ai-assistant').at(-1)!;
    await waitFor(() => expect(within(reply()).getByTestId('ai-text').textContent).toBe('Dear '));
    expect(within(reply()).getByText('The assistant is writing…')).toBeTruthy();
    // A frame split across two chunks.
    await act(async () => answer.live.send('event: delta\ndata: {"text":"par'));
    await act(async () => answer.live.send('ents"}\n\n'));
    await waitFor(() =>
      expect(within(reply()).getByTestId('ai-text').textContent).toBe('Dear parents'),
    );
    await act(async () => {
      answer.live.send(sse('done', { id: 6 }));
      answer.live.end();
    });
    await waitFor(() =>
      expect(within(reply()).queryByText('The assistant is writing…')).toBeNull(),
    );
    expect(within(reply()).getByRole('button', { name: 'Insert into the document' })).toBeTruthy();
  });

  test('Shift+Enter is a new line; a message of one character is not sent', async () => {
    openModal();
    const box = await field();
    fireEvent.change(box, { target: { value: ' a ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((screen.getByTestId('ai-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('ai-send'));
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(api.asks).toHaveLength(0);
    expect((box as HTMLTextAreaElement).value).toBe(' a ');
  });

  test('a message over the limit says so on the field and is not sent', async () => {
    openModal();
    const box = await ask('x'.repeat(4001));
    expect(screen.getByTestId('ai-problem').textContent).toBe(
      'The message is too long: at most 4000 characters, now 4001.',
    );
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(api.asks).toHaveLength(0);
    expect(box.value).toHaveLength(4001);
  });

  test('Stop ends the answer: what arrived stays, marked as cut short', async () => {
    openModal();
    const answer = liveStream();
    api.answer(answer);
    await ask('write a letter');
    await act(async () => answer.live.send(sse('delta', { text: 'Dear parents, thank' })));
    await waitFor(() =>
      expect(screen.getAllByTestId('ai-text').at(-1)!.textContent).toBe('Dear parents, thank'),
    );
    fireEvent.click(screen.getByTestId('ai-stop'));
    await screen.findByText('Answer stopped: what arrived is kept.');
    expect(api.asks[0]!.signal?.aborted).toBe(true);
    expect(answer.live.cancelled).toBe(true);
    expect(screen.getAllByTestId('ai-text').at(-1)!.textContent).toBe('Dear parents, thank');
    expect(screen.getByTestId('ai-send')).toBeTruthy();
  });

  test('a refusal is shown in the teacher language and the message stays in the field', async () => {
    openModal();
    api.answer(
      refusal(429, 'rate_minute', 'Too many questions in a minute. Please wait a little.'),
    );
    const box = await ask('write a letter');
    expect((await screen.findByTestId('ai-problem')).textContent).toBe(
      'Too many questions in a minute. Please wait a little.',
    );
    await waitFor(() => expect(box.value).toBe('write a letter'));
    expect(screen.queryByTestId('ai-user')).toBeNull();
  });

  test('the limits of the network and of the server are said in the teacher language', async () => {
    openModal();
    const said = {
      rate_address_minute:
        'Too many questions from your network in a minute. Please wait a little.',
      rate_address_day:
        'Many questions have come from your network today. Please come back tomorrow.',
      ai_budget_spent:
        'The assistant has answered all the questions this server allows for today. Please come back tomorrow.',
    };
    for (const [code, text] of Object.entries(said)) {
      // The server's English words are not what is shown: the code's own text is.
      api.answer(refusal(429, code, 'server words'));
      const box = await ask(`write a letter (${code})`);
      await waitFor(() => expect(screen.getByTestId('ai-problem').textContent).toBe(text));
      await waitFor(() => expect(box.value).toBe(`write a letter (${code})`));
    }
    expect(api.asks).toHaveLength(3);
  });

  test('a German teacher reads that the server’s day is spent in German', async () => {
    openModal({ language: 'de' });
    api.answer(refusal(429, 'ai_budget_spent', 'server words'));
    const box = await screen.findByRole('textbox');
    fireEvent.change(box, { target: { value: 'Schreib einen Brief' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('ai-problem').textContent).toBe(
        'Der Assistent hat alle Fragen beantwortet, die dieser Server für heute erlaubt. Bitte kommen Sie morgen wieder.',
      ),
    );
  });

  test('a visitor without an account is asked to sign in, and Sign in opens the login page', async () => {
    const { shellApi } = openModal({ signInRequired: true });
    expect((await screen.findByTestId('ai-sign-in')).textContent).toContain(
      'Sign in to use the assistant.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(shellApi.calls.requireLogin).toEqual([{ reason: 'ai', returnTo: undefined }]);
    expect(api.asks).toHaveLength(0);
  });

  test('an unknown refusal shows the server text; a failed connection a plain message', async () => {
    openModal();
    api.answer(refusal(400, 'something_new', 'Server words'));
    const box = await ask('write a letter');
    expect((await screen.findByTestId('ai-problem')).textContent).toBe('Server words');
    await waitFor(() => expect(box.value).toBe('write a letter'));
    // No answer scripted: fetch itself fails.
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('ai-problem').textContent).toBe(
        'Could not get an answer. Check the connection and try again.',
      ),
    );
    await waitFor(() => expect(box.value).toBe('write a letter'));
  });

  test('an answer dropped mid-way keeps what arrived and says so; the question comes back', async () => {
    openModal();
    api.answer(streamOf(sse('start', { id: 1 }), sse('delta', { text: 'Dear par' })));
    const box = await ask('write a letter');
    expect(await screen.findByText('The answer was cut off. What arrived is kept.')).toBeTruthy();
    expect(screen.getAllByTestId('ai-text').at(-1)!.textContent).toBe('Dear par');
    await waitFor(() => expect(box.value).toBe('write a letter'));
  });

  test("an error event of the provider is shown in the teacher's language", async () => {
    openModal();
    api.answer(
      streamOf(
        sse('start', { id: 1 }),
        sse('error', { error_code: 'ai_timeout', error_text: 'x', id: 2 }),
      ),
    );
    await ask('write a letter');
    expect(
      await screen.findByText('The AI service took too long to answer. Please try again.'),
    ).toBeTruthy();
  });

  test('insert gives the editor the answer as plain text: markup stays literal', async () => {
    const { onInsert } = openModal();
    const html = '<b onclick="alert(1)">Dear</b> parents\n<script>x()</script>';
    api.answer(streamOf(sse('delta', { text: html }), sse('done', { id: 2 })));
    await ask('write a letter');
    const button = await screen.findByRole('button', { name: 'Insert into the document' });
    expect(screen.getAllByTestId('ai-text').at(-1)!.textContent).toBe(html);
    expect(
      document.querySelector('[data-testid="ai-log"] b, [data-testid="ai-log"] script'),
    ).toBeNull();
    fireEvent.click(button);
    expect(onInsert).toHaveBeenCalledWith(html);
    expect(screen.getByText('The text was inserted into the document.')).toBeTruthy();
  });

  test('insert that the editor cannot take says so', async () => {
    openModal({
      history: [{ id: 2, role: 'assistant', text: 'Dear parents', time: 2, partial: false }],
      onInsert: jest.fn(() => false),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Insert into the document' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not insert: switch to editing the text.',
    );
  });

  test('a quick action sends the selection; its answer replaces the selection', async () => {
    const { onInsert } = openModal({ selection: 'Дорогие родители, спасибо вам' });
    expect((await screen.findByTestId('ai-selection')).textContent).toBe(
      'Дорогие родители, спасибо вам',
    );
    api.answer(streamOf(sse('delta', { text: 'Спасибо, родители!' }), sse('done', { id: 2 })));
    fireEvent.click(screen.getByTestId('ai-action-shorter'));
    await waitFor(() => expect(api.asks).toHaveLength(1));
    expect(api.asks[0]!.body).toEqual({ action: 'shorter', text: 'Дорогие родители, спасибо вам' });
    expect(screen.getAllByTestId('ai-text')[0]!.textContent).toBe(
      'Make shorter: “Дорогие родители, спасибо вам”',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Replace the selection' }));
    expect(onInsert).toHaveBeenCalledWith('Спасибо, родители!');
  });

  test('translate sends the chosen interface language', async () => {
    openModal({ selection: 'Thank you' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Translate into' }), {
      target: { value: 'de' },
    });
    api.answer(streamOf(sse('delta', { text: 'Danke' }), sse('done', { id: 2 })));
    fireEvent.click(screen.getByTestId('ai-action-translate'));
    await waitFor(() => expect(api.asks).toHaveLength(1));
    expect(api.asks[0]!.body).toEqual({ action: 'translate', text: 'Thank you', language: 'de' });
  });

  test('with no selection the quick actions ask for one', async () => {
    openModal();
    expect(
      await screen.findByText('Select text in the document to shorten, correct or translate it.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('ai-action-shorter')).toBeNull();
  });

  test('not set up on the server: said plainly, nothing to type in', async () => {
    openModal({ configured: false });
    expect((await screen.findByTestId('ai-not-configured')).textContent).toContain(
      'The AI assistant is not set up on this server.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('clear history forgets the conversation', async () => {
    openModal({
      history: [{ id: 1, role: 'user', text: 'Write a thank-you', time: 1, partial: false }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear history' }));
    await screen.findByText('Your conversation with the assistant will appear here.');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /api/ai-support-clear/42/',
    );
  });
});
