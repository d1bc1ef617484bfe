import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium, with the flags this network-less machine needs. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export type Viewport = { width: number; height: number };

export const DESKTOP: Viewport = { width: 1366, height: 768 };
export const TABLET: Viewport = { width: 768, height: 1024 };

export const newPage = async (browser: Browser, baseURL: string, viewport: Viewport = DESKTOP): Promise<Page> => {
  const context = await browser.newContext({ baseURL, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
};

/** Screenshots go to screenshots/ at the repo root (ignored by git) for a person to look at. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: new URL(`../../../../screenshots/${name}.png`, import.meta.url).pathname });

