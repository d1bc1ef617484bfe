import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Resolves once the element and every ancestor are fully opaque: a dialog's fade-in is over (axe reads colours). */
export const settled = (locator: Locator) =>
  expect
    .poll(
      () =>
        locator.evaluate((el) => {
          for (let node: Element | null = el; node; node = node.parentElement) {
            if (getComputedStyle(node).opacity !== '1') return false;
          }
          return true;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);

/**
 * Resolves once no finite CSS transition or animation runs on the page: a button's colour still fading in would fail
 * axe's contrast check. Endless ones (a spinner, a skeleton's pulse) are not waited for.
 */
export const animationsDone = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(
          () => document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);

/**
 * The screen as a person sees it once the last change is drawn: two animation frames (a transition that a click has
 * just set off is running by then), then no finite animation left. Used before a screenshot and an axe check instead
 * of a fixed pause: on a quiet screen it returns at once, on a busy machine it waits as long as the fade really takes.
 */
export const screenSettled = async (page: Page) => {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await animationsDone(page);
};
