import type { Locator } from 'playwright-core';
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
