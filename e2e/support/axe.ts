import fs from 'node:fs';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules: what the app promises teachers (issue 18). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let axeSource: string | undefined;

/** One violation a teacher would meet, in words a developer can act on. */
export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: string; readonly summary: string }>;
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Runs axe-core on what the page shows now and returns its serious and critical WCAG 2.1 AA
 * violations. The engine goes in through the DevTools protocol (page.evaluate), not a script tag:
 * the site's Content-Security-Policy runs no inline script, and evaluate is not bound by it.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = (await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> };
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    WCAG_TAGS,
  )) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact || '',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: `${node.target.map(String).join(' > ')} ${node.html.slice(0, 160)}`,
        summary: (node.failureSummary || '').replace(/\s+/g, ' ').trim(),
      })),
    }));
}

/** The findings as lines to read in a failed test's output. */
export function describeFindings(findings: readonly AxeFinding[]): string[] {
  return findings.flatMap((finding) => [
    `${finding.rule} (${finding.impact}): ${finding.help}`,
    ...finding.nodes.map((node) => `  ${node.target} — ${node.summary}`),
  ]);
}
