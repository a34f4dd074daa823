import { pdfFacts } from '@gramota/app-harness';
import { AssistantModal } from '../pages/ai-assistant.page';
import { RedactorPage } from '../pages/redactor.page';
import { describeFindings, seriousViolations } from '../support/axe';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher, type Teacher } from '../pages/use-teacher';
import { launchOpenAiChat, type LaunchedOpenAiChat } from '../support/stand-ins';
import { readUntil } from '../support/wait';

/** A free A4 portrait diploma of the starter catalogue, without fields. */
const PLAIN_TEMPLATE = 'ru:101:0';
const API_KEY = 'sk-e2e-assistant-key';
const MODEL = 'e2e-chat-model';

const QUESTION =
  'write a letter of thanks to the parents for helping with the school fair, warm, 60 words';
/** Words no template holds, so that finding them in the document or the PDF means the answer. */
const ANSWER =
  'Dear parents, thank you warmly for baking pies, painting posters and staying late: our autumn fair at School Seven was a joyful success.';
/** The teacher's own line in the document, which the assistant must be told about. */
const DOCUMENT_LINE = 'School fair of Class 4B, Saturday 14 September';
/** Another teacher's document and question, which must never reach the provider for the first. */
const NEIGHBOUR_LINE = 'Private note of Irina: the bake sale raised 31400 roubles';
const NEIGHBOUR_QUESTION = 'suggest a title for the chess club diploma of Irina';

const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The text of every paragraph of the editor, in order. */
const paragraphs = (editor: RedactorPage) =>
  editor.blocks.evaluateAll((blocks) => blocks.map((block) => block.textContent ?? ''));

describe('The AI writing assistant in the editor (issue 20)', () => {
  let chat: LaunchedOpenAiChat;
  const handle = useAppAndBrowser(async () => {
    chat = await launchOpenAiChat({ apiKey: API_KEY, model: MODEL });
    return {
      env: {
        AI_BASE_URL: chat.apiUrl,
        AI_API_KEY: API_KEY,
        AI_MODEL: MODEL,
        AI_TIMEOUT_MS: '8000',
      },
    };
  });
  afterAll(async () => {
    await chat?.stop();
  });
  beforeEach(async () => {
    await chat.reset();
  });
  const teacher = useTeacher(handle);
  const neighbour = useTeacher(handle, 'neighbour');

  let registered = 0;
  /**
   * The teacher signs up (only a signed-in teacher may ask the assistant), then makes a new
   * document with her line typed and saved, the caret on an empty line below.
   */
  async function documentWithLine(who: Teacher, line: string): Promise<[RedactorPage, string]> {
    registered += 1;
    await who.steps.registerAs(`ai-teacher-${registered}@school.test`, 'long enough password');
    const page = who.page;
    const editor = new RedactorPage(page, handle.app.baseUrl);
    const docId = await editor.createFromTemplate(PLAIN_TEMPLATE);
    await editor.waitForEditor();
    await editor.typeNewParagraph(line);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await editor.waitUntilSaved();
    return [editor, docId];
  }

  /** The indicator back to rest, so that the next 'saved' can only be of a later change. */
  async function settledSave(editor: RedactorPage): Promise<void> {
    await readUntil(
      () => editor.saveIndicator.getAttribute('data-state'),
      (state) => state === 'idle',
      20_000,
    );
  }

  test('streams an answer to a question, inserts it at the caret, keeps it and prints it; the provider hears only this document', async () => {
    // Another teacher has her own document and conversation with the assistant.
    const [neighbourEditor] = await documentWithLine(neighbour, NEIGHBOUR_LINE);
    const neighbourModal = new AssistantModal(neighbour.page);
    await neighbourModal.open(neighbourEditor);
    await neighbourModal.ask(NEIGHBOUR_QUESTION);
    await neighbourModal.waitUntilAnswered();
    expect(await neighbourModal.textOf(neighbourModal.answers.last())).toContain('Answer to:');
    const before = (await chat.requests()).length;

    const { page } = teacher;
    const [editor, docId] = await documentWithLine(teacher, DOCUMENT_LINE);
    const modal = new AssistantModal(page);
    await modal.open(editor);
    await chat.next('normal', { answer: ANSWER, delayMs: 150 });
    await modal.ask(QUESTION);

    // The answer grows on screen piece by piece, with Stop offered while it is being written.
    const answer = modal.answers.last();
    const seen: { text: string; stop: boolean }[] = [];
    await readUntil(
      async () => {
        // Stop is read first: a text still short after it means Stop was shown mid-answer.
        const stop = await modal.stop.isVisible();
        const text = await modal.textOf(answer);
        if (seen.at(-1)?.text !== text) seen.push({ text, stop });
        return text;
      },
      (text) => text === ANSWER,
      20_000,
    );
    const partial = seen.filter(({ text }) => text.length > 0 && text !== ANSWER);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.every(({ text }) => ANSWER.startsWith(text))).toBe(true);
    expect(partial.every(({ stop }) => stop)).toBe(true);
    expect(seen.at(-1)?.text).toBe(ANSWER);
    await modal.waitUntilAnswered();
    expect(await modal.stop.count()).toBe(0);
    expect(await modal.textOf(modal.questions.last())).toBe(QUESTION);
    // The modal with its conversation meets WCAG 2.1 AA as the other screens do (axe-core).
    expect(describeFindings(await seriousViolations(page))).toEqual([]);

    // The provider got this document's text and the teacher's message, nothing of the neighbour.
    const requests = (await chat.requests()).slice(before);
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent!.authorization).toBe(`Bearer ${API_KEY}`);
    expect([sent!.body.model, sent!.body.stream]).toEqual([MODEL, true]);
    expect(sent!.body.messages?.at(-1)).toEqual({ role: 'user', content: QUESTION });
    const told = JSON.stringify(sent!.body.messages);
    expect(told).toContain(DOCUMENT_LINE);
    expect(told).not.toContain(NEIGHBOUR_LINE);
    expect(told).not.toContain(NEIGHBOUR_QUESTION);

    // Insert: the answer lands on the empty line under the teacher's line, and is saved.
    await settledSave(editor);
    await answer.getByRole('button', { name: 'Insert into the document' }).click();
    await modal.root.getByText('The text was inserted into the document.').waitFor();
    await modal.close();
    const lines = await paragraphs(editor);
    expect(lines.slice(lines.indexOf(DOCUMENT_LINE), lines.indexOf(DOCUMENT_LINE) + 2)).toEqual([
      DOCUMENT_LINE,
      ANSWER,
    ]);
    await editor.waitUntilSaved();

    // After a reload the text is in the document, and the conversation is kept in the modal.
    await editor.open(docId);
    expect(await paragraphs(editor)).toContain(ANSWER);
    await modal.open(editor);
    await modal.answers.first().waitFor();
    expect(await modal.questions.count()).toBe(1);
    expect(await modal.textOf(modal.questions.first())).toBe(QUESTION);
    expect(await modal.answers.count()).toBe(1);
    expect(await modal.textOf(modal.answers.first())).toBe(ANSWER);
    await modal.close();

    // The made file (free flow) prints the answer.
    await editor.button('creator-export').click();
    await editor.continueFree();
    const progress = page.locator('[data-testid="creator-progress"]');
    await progress.waitFor();
    await readUntil(
      () => progress.getAttribute('data-phase'),
      (phase) => phase === 'ready',
      60_000,
    );
    const pdfHref = await progress.locator('a[href$=".pdf"]').getAttribute('href');
    const pdfAnswer = await page.request.get(new URL(pdfHref!, handle.app.baseUrl).href);
    expect(pdfAnswer.status()).toBe(200);
    expect(squeeze((await pdfFacts(await pdfAnswer.body())).text)).toContain(ANSWER);
  });

  test('a one-letter message is not sent; a cut-off answer keeps what arrived; a failing service keeps the question', async () => {
    const { page } = teacher;
    const [editor] = await documentWithLine(teacher, DOCUMENT_LINE);
    const modal = new AssistantModal(page);
    await modal.open(editor);

    // One character: Enter does nothing, the field keeps it, Send stays unavailable.
    await modal.ask('a');
    expect(await modal.field.inputValue()).toBe('a');
    expect(await modal.root.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(await modal.questions.count()).toBe(0);

    // The provider breaks off after two pieces: the pieces stay, marked as cut off.
    await chat.next('drop', { answer: ANSWER, delayMs: 50 });
    await modal.ask('thank the parents for the fair');
    const cut = modal.answers.last();
    await cut.getByText('The answer was cut off. What arrived is kept.').waitFor();
    const kept = await modal.textOf(cut);
    expect(kept.length).toBeGreaterThan(0);
    expect(ANSWER.startsWith(kept) && kept !== ANSWER).toBe(true);
    // The one-letter message never reached the provider: only the question after it did.
    const requests = await chat.requests();
    expect(requests.map((request) => request.body.messages?.at(-1)?.content)).toEqual([
      'thank the parents for the fair',
    ]);

    // The service fails outright: it says so, and the question is back in the field to retry.
    await chat.next('error', { status: 500 });
    await modal.ask('write an invitation to the spring concert');
    await modal.problem.waitFor();
    expect(squeeze(await modal.problem.textContent())).toBe(
      'The AI service answered with an error. Please try again.',
    );
    expect(await modal.field.inputValue()).toBe('write an invitation to the spring concert');
    expect(await modal.questions.count()).toBe(1);
    expect(await chat.requests()).toHaveLength(2);
  });

  test('a visitor without an account is asked to sign in, and Sign in leads to the login page', async () => {
    const { page } = teacher;
    const editor = new RedactorPage(page, handle.app.baseUrl);
    await editor.createFromTemplate(PLAIN_TEMPLATE);
    await editor.waitForEditor();
    await editor.button('ai-assistant').click();
    // The modal offers no conversation, only the way to sign in.
    const signIn = page.locator('[data-testid="ai-sign-in"]');
    await signIn.getByText('Sign in to use the assistant.').waitFor();
    expect(await page.getByLabel('Message to the assistant').count()).toBe(0);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page
      .locator('[data-testid="login-reason"]')
      .getByText('Sign in to use the AI assistant')
      .waitFor();
    expect(await chat.requests()).toEqual([]);
  });

  test('an answer with markup is inserted as text: it shows literally and never runs', async () => {
    const { page } = teacher;
    const [editor, docId] = await documentWithLine(teacher, DOCUMENT_LINE);
    const modal = new AssistantModal(page);
    await modal.open(editor);
    const payload = '<img src=x onerror="window.__pwned=1"> Thanks to every family!';
    await chat.next('normal', { answer: payload });
    await modal.ask('thank the families in one line');
    await modal.waitUntilAnswered();
    expect(await modal.textOf(modal.answers.last())).toBe(payload);

    await settledSave(editor);
    await modal.answers.last().getByRole('button', { name: 'Insert into the document' }).click();
    await modal.close();
    expect(await paragraphs(editor)).toContain(payload);
    expect(await editor.content.locator('img[src="x"]').count()).toBe(0);
    await editor.waitUntilSaved();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    await editor.open(docId);
    expect(await paragraphs(editor)).toContain(payload);
    expect(await editor.content.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
