import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in a journey's page: injects `axe.min.js` (a devDependency; no CDN) and runs it on the
 * whole document. Returns the violations a journey must not have, those of impact serious or
 * critical, in a short form that reads well in a failed `expect(...).toEqual([])`.
 */
const AXE_PATH = createRequire(`${process.cwd()}/package.json`).resolve('axe-core/axe.min.js');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** The selectors of the offending elements (at most 5). */
  targets: string[];
}

const BLOCKING = new Set(['serious', 'critical']);

export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through DevTools, not added as a <script>: the app's CSP refuses inline scripts.
  if (!injected) await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  const violations = await page.evaluate(async (exclude) => {
    type Violation = { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const context = exclude.length ? { include: [document], exclude: exclude.map((selector) => [selector]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, options.exclude ?? []);
  return violations.filter((v) => BLOCKING.has(v.impact));
}

/**
 * axe's serious and critical findings on the page as it is, at 1280 and at 375 px, and whether it
 * scrolls sideways at either; the viewport is left at `end` px.
 */
export async function axeAtBothWidths(page: Page, end = 1280): Promise<Record<string, unknown>> {
  const findings: Record<string, unknown> = {};
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    const found = await axeViolations(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    if (found.length) findings[`${width} px axe`] = found;
    if (sideways) findings[`${width} px scrolls sideways`] = true;
  }
  await page.setViewportSize({ width: end, height: 800 });
  return findings;
}
