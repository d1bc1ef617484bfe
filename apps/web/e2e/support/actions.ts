import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Slower than a barcode scanner's 10–40 ms between keys: a person typing. */
export const PERSON_TYPING = { delay: 60 };

/**
 * Counts what a person does at the desk (issues 17 and 32), as the desk journeys measure it:
 * - `press`: each key is one key press (Enter, Tab, an arrow, Space, a shortcut letter typed outside any field);
 * - `type`: a text typed into a field, one key press per character, kept apart as `typed`;
 * - `click`: one click, on a target already on screen (a click that needs a scroll first fails).
 * `count.keys` holds every key press, typed characters included (issue 17's measure); `actions()` is issue 32's:
 * clicks plus the key presses that are not text typed into a field.
 */
export const countActions = (page: Page) => {
  const count = { keys: 0, clicks: 0 };
  let typed = 0;
  return {
    count,
    /** Clicks + keys that are no typed text: what issue 32 caps at 4 a task. */
    actions: () => count.clicks + count.keys - typed,
    /** Characters typed as text into fields. */
    typed: () => typed,
    press: async (...keys: string[]) => {
      for (const key of keys) {
        count.keys += 1;
        await page.keyboard.press(key);
        await page.waitForTimeout(0);
      }
    },
    type: async (text: string) => {
      count.keys += text.length;
      typed += text.length;
      await page.keyboard.type(text, PERSON_TYPING);
    },
    click: async (target: Locator) => {
      await target.waitFor();
      const box = await target.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box, 'o alvo do clique está na tela sem rolar').not.toBeNull();
      expect(
        box!.y >= 0 && box!.y + box!.height <= viewport.height,
        `visível sem rolar: ${await target.innerText()}`,
      ).toBe(true);
      count.clicks += 1;
      await target.click();
    },
  };
};
