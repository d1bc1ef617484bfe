import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, type LaunchOptions, type Viewport } from './browser.ts';
import { logLeaks } from './log-leaks.ts';
import { startServer, type RunningServer, type ServerOptions } from './server.ts';

/**
 * One real server (fresh temp database) and one chromium per spec file, started before its tests and stopped
 * after. Each test opens its own page (its own browser context: nothing shared but the database).
 */
export const useRealApp = (
  env: Record<string, string> | (() => Record<string, string>) = {},
  launch: LaunchOptions = {},
  serverOptions: Pick<ServerOptions, 'isSeededByServer'> = {},
) => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Side by side: chromium starts (~1 s) while the server boots its database (~5 s).
    const [started, launched] = await Promise.allSettled([
      startServer(typeof env === 'function' ? env() : env, serverOptions),
      launchBrowser(launch),
    ]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    const leaks = logLeaks(server?.output() ?? '', server?.outboxPath ?? '');
    await server?.stop();
    if (leaks.length) throw new Error(`o log do servidor expôs dados:\n${leaks.join('\n')}`);
  });
  const url = () => {
    if (!server) throw new Error('servidor não iniciado');
    return server.url;
  };
  return {
    url,
    /** What the server printed so far (the one-time setup address of an installation without demo data). */
    output: () => server?.output() ?? '',
    /** `/dev/outbox?key=…`, as printed by the server: the way a person opens the outbox. */
    outboxPath: () => {
      if (!server) throw new Error('servidor não iniciado');
      return server.outboxPath;
    },
    openPage: (viewport: Viewport = DESKTOP, permissions: string[] = [], deviceScaleFactor = 1) => {
      if (!browser) throw new Error('navegador não iniciado');
      return newPage(browser, url(), viewport, permissions, deviceScaleFactor, launch.hasServiceWorker);
    },
  };
};
