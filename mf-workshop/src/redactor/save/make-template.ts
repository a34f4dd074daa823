import { WORKSHOP_LIMITS } from '@gramota/contracts';
import type { WorkshopCreateAnswer, WorkshopCreateStatusAnswer } from '@gramota/contracts';

export interface MakeTemplatePorts {
  /** Saves the latest scene; rejects when the server did not take it. */
  save(): Promise<void>;
  create(): Promise<WorkshopCreateAnswer>;
  status(): Promise<WorkshopCreateStatusAnswer>;
  sleep(ms: number): Promise<void>;
}

export type MakeTemplateOutcome =
  { ok: true } | { ok: false; reason: 'save' | 'create' | 'status' | 'timeout'; text?: string };

/**
 * 'Ready' (seed 001 §4): save first, then make the template's page picture; poll its status every
 * 1.5 s until ready. Any non-success answer, or more than 10 polls, ends with an error.
 */
export async function makeTemplate(ports: MakeTemplatePorts): Promise<MakeTemplateOutcome> {
  try {
    await ports.save();
  } catch {
    return { ok: false, reason: 'save' };
  }
  try {
    const started = await ports.create();
    if (started.result !== 'success') return { ok: false, reason: 'create' };
  } catch {
    return { ok: false, reason: 'create' };
  }
  for (let poll = 0; poll < WORKSHOP_LIMITS.createPollMax; poll += 1) {
    await ports.sleep(WORKSHOP_LIMITS.createPollMilliseconds);
    let answer: WorkshopCreateStatusAnswer;
    try {
      answer = await ports.status();
    } catch {
      return { ok: false, reason: 'status' };
    }
    if (answer.result !== 'success' || answer.status === 'error')
      return { ok: false, reason: 'status', text: answer.error_text };
    if (answer.status === 'ready') return { ok: true };
  }
  return { ok: false, reason: 'timeout' };
}
