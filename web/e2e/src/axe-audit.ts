// axe-core inside a Chromium page, against WCAG 2.1 A and AA: the findings a person with low
// vision or on a screen reader would stumble on. Only serious and critical ones are returned, in
// a form a failing test prints readably (rule, element, what is wrong).
import axe, { type AxeResults, type ImpactValue, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export interface AuditScope {
  /** Only this part of the page (e.g. an open modal); the whole document by default. */
  readonly include?: string;
}

export interface Finding {
  readonly rule: string;
  readonly impact: ImpactValue | undefined;
  readonly help: string;
  readonly target: string;
  readonly html: string;
  readonly summary: string;
}

/** Runs axe on what the page shows now; injects axe-core on the first call per document. */
export async function auditPage(page: Page, scope: AuditScope = {}): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_21_AA },
    resultTypes: ['violations'],
  };
  const context = scope.include ?? 'html';
  const results = await page.evaluate(
    ([context, options]) =>
      (window as unknown as { axe: typeof axe }).axe.run(context, options) as Promise<AxeResults>,
    [context, options] as const,
  );
  return results.violations
    .filter((v) => BLOCKING.includes(v.impact ?? null))
    .flatMap((v) =>
      v.nodes.map((node) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        target: node.target.join(' '),
        html: node.html.slice(0, 160),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    );
}

/** One line per finding, for a test's failure message. */
export const readable = (findings: readonly Finding[]): string[] =>
  findings.map((f) => `[${f.impact}] ${f.rule} (${f.help}) at ${f.target} ${f.html}: ${f.summary}`);
