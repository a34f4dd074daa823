import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { newTeacherContext } from '@gramota/app-harness';
import { trackApiCalls } from '../support/api-quiet';
import type { AppHandle } from '../support/fixtures';
import { PageErrors } from '../support/page-errors';
import { ShellPage } from './shell.page';
import { TeacherSteps } from './teacher';

const artifactsDir = path.resolve(__dirname, '..', 'artifacts');

export interface Teacher {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly shell: ShellPage;
  readonly errors: PageErrors;
  /** Login page, profile menu and profile pages in this teacher's browser. */
  readonly steps: TeacherSteps;
}

function artifactName(label: string): string {
  const name = (expect.getState().currentTestName || 'test')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
  return label ? `${name}--${label}` : name;
}

/**
 * A teacher with a fresh browser context (no cookies, empty cache, English UI) per test. After
 * each test: a screenshot in e2e/artifacts/, and the test fails on uncaught or console errors.
 * Two teachers in one test (an owner and a member) get a label each, so both screenshots stay.
 */
export function useTeacher(
  handle: AppHandle,
  label = '',
  contextOptions: BrowserContextOptions = {},
): Teacher {
  let current: Teacher | undefined;
  beforeEach(async () => {
    const context = await newTeacherContext(handle.browser, contextOptions);
    const page = await context.newPage();
    trackApiCalls(page);
    current = {
      context,
      page,
      shell: new ShellPage(page, handle.app.baseUrl),
      errors: new PageErrors(page),
      steps: new TeacherSteps(page, handle.app.baseUrl),
    };
  });
  afterEach(async () => {
    if (!current) return;
    const { context, page, errors } = current;
    current = undefined;
    try {
      fs.mkdirSync(artifactsDir, { recursive: true });
      await page.screenshot({ path: path.join(artifactsDir, `${artifactName(label)}.png`) });
    } catch {
      // a screenshot is a convenience, never the reason a test fails
    }
    await context.close();
    expect(errors.unexpected()).toEqual([]);
  });
  return {
    get context() {
      return required().context;
    },
    get page() {
      return required().page;
    },
    get shell() {
      return required().shell;
    },
    get errors() {
      return required().errors;
    },
    get steps() {
      return required().steps;
    },
  };

  function required(): Teacher {
    if (!current) throw new Error('No teacher outside a test');
    return current;
  }
}
