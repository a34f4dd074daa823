import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AREAS } from '@gramota/contracts';
import { createLogger } from '../../../logger';
import { defaultRemotes, RemotesService, validateOverrides } from '../remotes.service';

describe('RemotesService', () => {
  let dataDir: string;
  const overridesFile = () => path.join(dataDir, 'remotes.json');

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-remotes-'));
  });

  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('points every area at the build this server serves', () => {
    const remotes = defaultRemotes();
    expect(Object.keys(remotes).sort()).toEqual([...AREAS].sort());
    expect(remotes.docs).toBe('/mf/docs/mf-manifest.json');
  });

  it('picks up an override file written while running, and its later edits', async () => {
    const service = new RemotesService(dataDir, createLogger('silent'));
    expect(await service.manifest()).toEqual(defaultRemotes());

    fs.writeFileSync(overridesFile(), JSON.stringify({ ready: '/mf/ready-v2/mf-manifest.json' }));
    expect((await service.manifest()).ready).toBe('/mf/ready-v2/mf-manifest.json');

    fs.writeFileSync(
      overridesFile(),
      JSON.stringify({ ready: 'https://cdn.example/ready/v3/mf-manifest.json', pay: '/x.json' }),
    );
    const manifest = await service.manifest();
    expect(manifest.ready).toBe('https://cdn.example/ready/v3/mf-manifest.json');
    expect(manifest.pay).toBe('/x.json');
    expect(manifest.docs).toBe('/mf/docs/mf-manifest.json');

    fs.rmSync(overridesFile());
    expect(await service.manifest()).toEqual(defaultRemotes());
  });

  it('serves the defaults when the override file is broken, and says so in the log once', async () => {
    const logged: unknown[] = [];
    const logger = createLogger('silent');
    jest
      .spyOn(logger, 'error')
      .mockImplementation(((entry: unknown) => void logged.push(entry)) as never);
    const service = new RemotesService(dataDir, logger);
    fs.writeFileSync(overridesFile(), '{ not json');
    expect(await service.manifest()).toEqual(defaultRemotes());
    expect(await service.manifest()).toEqual(defaultRemotes());
    expect(logged).toHaveLength(1);
  });

  it.each([
    [[], 'must be a JSON object of area name to URL'],
    [{ admin: '/x' }, 'unknown area "admin"'],
    [{ docs: 5 }, '"docs" must be a URL string'],
    [{ docs: '' }, '"docs" must be a URL string'],
  ])('refuses %j', (raw, error) => {
    expect(validateOverrides(raw)).toEqual({ ok: false, error });
  });
});
