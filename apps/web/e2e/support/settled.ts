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
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).length), { timeout: 15_000 })
    .toBe(0);
