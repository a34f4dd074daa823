import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRenderEngine, type RenderEngine, type RenderEngineOptions } from '../modules/render';
import { LocalFileStore } from '../shared/file-store';

/** The real engine (Debian Chromium) of a test file, over its own data folder. */
export interface EngineBlock {
  readonly engine: RenderEngine;
  /** The engine's DATA_DIR (its file store): put the pictures a render reads under it. */
  readonly dataDir: string;
}

/**
 * Starts one render engine (one warm page, a minute's timeout) for the file's tests in
 * beforeAll, after `prepare` has filled its new data folder, and closes it and removes the
 * folder in afterAll.
 */
export function engineForBlock(
  prefix: string,
  options: {
    prepare?: (dataDir: string) => Promise<unknown>;
    engine?: Partial<Omit<RenderEngineOptions, 'fileStore'>>;
  } = {},
): EngineBlock {
  let engine: RenderEngine | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `gramota-${prefix}-`));
    await options.prepare?.(dataDir);
    engine = createRenderEngine({
      fileStore: new LocalFileStore(dataDir),
      pages: 1,
      timeoutMs: 60_000,
      ...options.engine,
    });
  });
  afterAll(async () => {
    await engine?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });
  return {
    get engine() {
      if (!engine) throw new Error('The render engine is not started (beforeAll failed?)');
      return engine;
    },
    get dataDir() {
      if (!dataDir) throw new Error('The data folder is not made (beforeAll failed?)');
      return dataDir;
    },
  };
}
