import { DEFAULT_PDF_PREVIEW, PdfPreviews } from '../pdf-previews';

/** The queue with `slots` and `waitingPerAccount`, the drawing limits as configured by default. */
const previews = (slots: number, waitingPerAccount: number) =>
  new PdfPreviews({ ...DEFAULT_PDF_PREVIEW, slots, waitingPerAccount });

/** Lets every resolved turn's `then` run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the PDF drawing slots (fair between accounts)', () => {
  it('gives an account one slot at a time: its next PDF waits while another account draws', async () => {
    const queue = previews(2, 5);
    const started: string[] = [];
    const turn = (account: string, label: string) =>
      queue.take(account).then((release) => {
        started.push(label);
        return release!;
      });
    const slow1 = turn('mallory', 'mallory 1');
    const slow2 = turn('mallory', 'mallory 2');
    const teacher = turn('teacher', 'teacher');
    await settle();
    // Two slots, but Mallory holds only one: the teacher's PDF takes the other.
    expect(started).toEqual(['mallory 1', 'teacher']);
    expect(queue.state()).toEqual({
      drawing: 2,
      waiting: 1,
      accounts: { mallory: { drawing: 1, waiting: 1 }, teacher: { drawing: 1, waiting: 0 } },
    });
    (await teacher)();
    await settle();
    // A free slot, but Mallory is still drawing: her second PDF waits for her first.
    expect(started).toEqual(['mallory 1', 'teacher']);
    (await slow1)();
    await settle();
    expect(started).toEqual(['mallory 1', 'teacher', 'mallory 2']);
    (await slow2)();
    expect(queue.state()).toEqual({ drawing: 0, waiting: 0, accounts: {} });
  });

  it('takes the accounts in turn when a slot frees (round robin), not in the order sent', async () => {
    const queue = previews(1, 5);
    const started: string[] = [];
    const releases: Array<() => void> = [];
    const turn = (account: string, label: string) =>
      void queue.take(account).then((release) => {
        started.push(label);
        releases.push(release!);
      });
    turn('a', 'a1');
    for (const label of ['a2', 'a3', 'a4']) turn('a', label);
    turn('b', 'b1');
    turn('b', 'b2');
    turn('c', 'c1');
    await settle();
    while (releases.length > 0) {
      releases.shift()!();
      await settle();
    }
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('lets at most waitingPerAccount of an account wait; past it the answer is no turn, at once', async () => {
    const queue = previews(2, 1);
    const drawing = await queue.take('mallory');
    const waiting = queue.take('mallory');
    // Mallory already has one waiting: the next gets no turn (null) without waiting.
    expect(await queue.take('mallory')).toBeNull();
    // Another account is not held up by Mallory's bound.
    const teacher = await queue.take('teacher');
    expect(teacher).toEqual(expect.any(Function));
    teacher!();
    drawing!();
    (await waiting)!();
    // Given back twice counts once.
    drawing!();
    expect(queue.state()).toEqual({ drawing: 0, waiting: 0, accounts: {} });
    // The bound is per account and counts those waiting now: Mallory may wait again.
    const again = await queue.take('mallory');
    expect(again).toEqual(expect.any(Function));
  });
});
