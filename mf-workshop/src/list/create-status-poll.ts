import {
  WORKSHOP_LIMITS,
  workshopErrors,
  type WorkshopCreateStatusAnswer,
} from '@gramota/contracts';

/** How a template's generation ended: its thumbnail, or why not. */
export type CreateOutcome =
  | { status: 'ready'; thum: string }
  | { status: 'error'; reason: 'failed' | 'timeout'; text?: string };

export interface CreatePollCalls {
  /** workshop-template-create: starts the generation; a rejection is a failure. */
  create: (id: string) => Promise<unknown>;
  /** workshop-template-create-status: one poll. */
  status: (id: string) => Promise<WorkshopCreateStatusAnswer>;
  /** Waits between polls (setTimeout in the app, fake timers in tests). */
  wait?: (milliseconds: number) => Promise<void>;
}

const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Seed 001 §4 Workshop template creation: create, then the status every 1.5 s until ready. Any
 * non-success answer ends it with an error, so does a status still waiting after 10 polls.
 */
export async function pollCreateStatus(id: string, calls: CreatePollCalls): Promise<CreateOutcome> {
  const wait = calls.wait ?? sleep;
  try {
    await calls.create(id);
  } catch {
    return { status: 'error', reason: 'failed' };
  }
  for (let poll = 0; poll < WORKSHOP_LIMITS.createPollMax; poll += 1) {
    await wait(WORKSHOP_LIMITS.createPollMilliseconds);
    let answer: WorkshopCreateStatusAnswer;
    try {
      answer = await calls.status(id);
    } catch {
      return { status: 'error', reason: 'failed' };
    }
    if (answer.result !== 'success' || answer.status === 'error')
      return { status: 'error', reason: 'failed', text: answer.error_text };
    if (answer.status === 'ready') return { status: 'ready', thum: answer.thum ?? '' };
  }
  return { status: 'error', reason: 'timeout' };
}

/**
 * Before a document is made from a template that is not ready (just left in the editor, seed
 * 000 §2: its page picture is being made): the status every 1.5 s until ready, generation started
 * once when the template turns out a draft (the leave's call had not arrived). 'error' when it
 * failed, stayed waiting after 10 polls, or the status cannot be read (a template shared for
 * viewing: create-doc then answers for itself).
 */
export async function awaitTemplateReady(
  id: string,
  calls: CreatePollCalls,
): Promise<CreateOutcome> {
  const wait = calls.wait ?? sleep;
  let started = false;
  for (let poll = 0; poll <= WORKSHOP_LIMITS.createPollMax; poll += 1) {
    let answer: WorkshopCreateStatusAnswer;
    try {
      answer = await calls.status(id);
    } catch {
      return { status: 'error', reason: 'failed' };
    }
    if (answer.status === 'ready') return { status: 'ready', thum: answer.thum ?? '' };
    if (answer.result !== 'success') return { status: 'error', reason: 'failed' };
    // A draft answers 'error' with not_ready's text; a failed picture with another.
    const draft = answer.status === 'error' && answer.error_text === workshopErrors.not_ready;
    if (answer.status === 'error' && (!draft || started))
      return { status: 'error', reason: 'failed', text: answer.error_text };
    if (draft) {
      started = true;
      try {
        await calls.create(id);
      } catch {
        return { status: 'error', reason: 'failed' };
      }
    }
    await wait(WORKSHOP_LIMITS.createPollMilliseconds);
  }
  return { status: 'error', reason: 'timeout' };
}
