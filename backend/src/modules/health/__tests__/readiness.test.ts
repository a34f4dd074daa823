import { sharedReadiness, type ReadinessCheck } from '../readiness';

describe('readiness probes behind a public /readyz', () => {
  it('probes once for every ask within the fresh time, and again after it', async () => {
    let probes = 0;
    let clock = 0;
    const check: ReadinessCheck = {
      name: 'database',
      probe: async () => {
        probes += 1;
      },
    };
    const readiness = sharedReadiness([check], () => clock, 1_000);
    const reports = await Promise.all(Array.from({ length: 20 }, () => readiness()));
    expect(probes).toBe(1);
    expect(reports.every((report) => report.ready)).toBe(true);
    clock = 999;
    await readiness();
    expect(probes).toBe(1);
    clock = 1_000;
    await readiness();
    expect(probes).toBe(2);
  });

  it('reports a failing check as missing without throwing', async () => {
    const readiness = sharedReadiness([
      { name: 'redis', probe: () => Promise.reject(new Error('refused')) },
    ]);
    expect(await readiness()).toEqual({
      ready: false,
      checks: { redis: 'missing' },
      missing: ['redis'],
    });
  });
});
