import type { Page } from 'playwright-core';
import { DESKTOP, shot, TABLET } from './browser.ts';

/** Lets running CSS transitions (dialog fade-in, button colours) finish so the picture shows the settled screen. */
export const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // spinners loop forever: wait only for the ones that end
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** One screenshot at 1366x768 and one on the 768x1024 tablet, then back to the desktop size. */
export const shotBoth = async (page: Page, name: string) => {
  await settle(page);
  await shot(page, `${name}-1366x768`);
  await page.setViewportSize(TABLET);
  await settle(page);
  await shot(page, `${name}-768x1024`);
  await page.setViewportSize(DESKTOP);
};

/**
 * The text of the newest message sent to a phone ending in `lastDigits`, read from the development outbox page as a
 * person trying the demo would (a second tab of the same browser).
 */
export const readOutboxMessage = async (page: Page, outboxPath: string, lastDigits: string): Promise<string> => {
  const outbox = await page.context().newPage();
  await outbox.goto(outboxPath);
  await outbox.getByRole('button', { name: 'Atualizar' }).click();
  const message = outbox
    .getByRole('list', { name: 'Mensagens enviadas' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`Para: .*${lastDigits}`) })
    .first();
  await message.waitFor();
  const text = await message.innerText();
  await outbox.close();
  return text;
};

/** The newest SMS code sent to a phone ending in `lastDigits`, from the development outbox. */
export const readCodeFromOutbox = async (page: Page, outboxPath: string, lastDigits: string): Promise<string> => {
  const text = await readOutboxMessage(page, outboxPath, lastDigits);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox message: ${text}`);
  return code;
};

/** Last four digits of a masked phone such as "(11) *****-5678". */
export const lastFourOf = (masked: string) => masked.replace(/\D/g, '').slice(-4);
