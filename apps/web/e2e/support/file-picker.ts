import type { FileChooser, Page } from 'playwright-core';

type PickedFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Enter on the focused attach button opens the file picker, and the picker answers with `file`, as a person picks it.
 * Playwright turns Chromium's picker interception on only once something listens for 'filechooser', and sends that
 * without waiting for it; a key press sent straight after can reach the page first: the real picker opens (headless,
 * nobody ever answers it) and no event comes. So the listener goes first, then `isReady` (a round trip to the page,
 * such as checking that the focus is where Enter will land), then the key.
 */
export const pickWithEnter = async (
  page: Page,
  isReady: () => Promise<unknown>,
  file: PickedFile,
): Promise<FileChooser> => {
  const chosen = page.waitForEvent('filechooser');
  await isReady();
  await page.keyboard.press('Enter');
  const chooser = await chosen;
  await chooser.setFiles(file);
  return chooser;
};
