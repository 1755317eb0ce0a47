import type { Locator, Page } from 'playwright-core';

/** Performance marks the page keeps from its first script on: long tasks and handled clicks. */
export function instrument(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[]; __clicks: number[] };
    w.__longTasks = [];
    w.__clicks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('click', () => w.__clicks.push(performance.now()), true);
  });
}

/**
 * Clicks `target` and answers when the page took the click (`performance.now()`, recorded by
 * `instrument`): how long after navigation the page was interactive.
 */
export async function clickedAt(page: Page, target: Locator): Promise<number> {
  await target.click();
  return page.evaluate(() => (window as unknown as { __clicks: number[] }).__clicks.at(-1) ?? Number.NaN);
}
