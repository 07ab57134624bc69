// What every e2e test of the Five Parsecs battle page does to it: find by test id, wait for the store to be idle and
// the page painted, click and settle, read the battle's state.
import type { Page } from "playwright-core";

export const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Waits until the store has run every input and the browser has painted the result. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await window.fpbBattle!.idle();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** Clicks the first element with the test id, then settles (not for a click that navigates away). */
export async function click(page: Page, id: string): Promise<void> {
  await testid(page, id).first().click();
  await settle(page);
}

/** Reads an expression of the battle's state `s` in the page. */
export const state = <T>(page: Page, read: string): Promise<T> =>
  page.evaluate(`(() => { const s = window.fpbBattle.state(); return ${read}; })()`) as Promise<T>;
