import type { WorkshopCreateStatusAnswer } from '@gramota/contracts';
import { makeTemplate, type MakeTemplatePorts } from './make-template';

function ports(statuses: WorkshopCreateStatusAnswer['status'][], overrides = {}) {
  const order: string[] = [];
  const waits: number[] = [];
  let poll = 0;
  const value: MakeTemplatePorts = {
    save: async () => void order.push('save'),
    create: async () => {
      order.push('create');
      return { result: 'success' };
    },
    status: async () => {
      order.push('status');
      return { result: 'success', status: statuses[Math.min(poll++, statuses.length - 1)]! };
    },
    sleep: async (ms) => void waits.push(ms),
    ...overrides,
  };
  return { value, order, waits };
}

describe("'Ready' in the template editor", () => {
  it('saves, starts the picture and polls every 1.5 s until it is ready', async () => {
    const { value, order, waits } = ports(['wait', 'wait', 'ready']);
    expect(await makeTemplate(value)).toEqual({ ok: true });
    expect(order).toEqual(['save', 'create', 'status', 'status', 'status']);
    expect(waits).toEqual([1500, 1500, 1500]);
  });

  it('gives up after 10 polls', async () => {
    const { value, order } = ports(['wait']);
    expect(await makeTemplate(value)).toEqual({ ok: false, reason: 'timeout' });
    expect(order.filter((step) => step === 'status')).toHaveLength(10);
  });

  it('does not generate when the save failed, and stops on an error status', async () => {
    const failing = ports(['ready'], { save: async () => Promise.reject(new Error('x')) });
    expect(await makeTemplate(failing.value)).toEqual({ ok: false, reason: 'save' });
    expect(failing.order).toEqual([]);
    const broken = ports(['wait', 'error']);
    expect(await makeTemplate(broken.value)).toMatchObject({ ok: false, reason: 'status' });
  });
});
