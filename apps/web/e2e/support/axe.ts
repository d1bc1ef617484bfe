import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { screenSettled } from './settled.ts';

/**
 * axe's findings on the page as "impact rule target" lines, read once the screen has settled: a dialog, a note or a
 * button still fading in fails the contrast check with the colour of its half-drawn frame (the documents journey
 * failed CI that way on an alert that had just appeared). `serious` keeps only serious and critical findings.
 */
export const axeViolations = async (page: Page, options: { serious?: boolean; rules?: string[] } = {}) => {
  await screenSettled(page);
  // Legacy mode: axe.run in the page itself. The default runs each frame's part, then opens a blank page in the context
  // and injects axe again there to finish (a second page and 600 KB of script per check: 1.1 s against 0.5 s a check
  // here). It exists for cross-origin frames, and the app has none.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (options.rules) builder.withRules(options.rules);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => !options.serious || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} ${v.nodes[0]?.target}`);
};
