import { chromium, type Browser, type Page } from 'playwright-core';
import { screenSettled } from './settled.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type LaunchOptions = {
  /**
   * Chromium's fake camera (a moving test pattern) answers getUserMedia without a permission prompt, for a page that
   * takes a photo; the context must still be granted 'camera' (newPage's `permissions`).
   */
  hasFakeCamera?: boolean;
  /**
   * The app's service worker (decision 129) installs in the spec's pages. Off by default: its first visit downloads
   * every screen's code (3.9 MB) in the background of each new context, which slowed the journeys of a full run into
   * timeouts (2026-11-30); the offline journey turns it on.
   */
  hasServiceWorker?: boolean;
  /**
   * The fake camera shows this .y4m file instead of its test pattern (implies `hasFakeCamera`). Chromium opens the file
   * each time a page starts the camera, so a spec may rewrite it between two readings.
   */
  fakeVideoFile?: string;
};

const FAKE_CAMERA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

const cameraArgs = ({ hasFakeCamera = false, fakeVideoFile }: LaunchOptions) => {
  if (fakeVideoFile) return [...FAKE_CAMERA_ARGS, `--use-file-for-fake-video-capture=${fakeVideoFile}`];
  return hasFakeCamera ? FAKE_CAMERA_ARGS : [];
};

/** Debian's chromium, with the flags this network-less machine needs. */
export const launchBrowser = (options: LaunchOptions = {}): Promise<Browser> =>
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
      ...cameraArgs(options),
    ],
  });

export type Viewport = { width: number; height: number };

export const DESKTOP: Viewport = { width: 1366, height: 768 };
export const TABLET: Viewport = { width: 768, height: 1024 };

/**
 * A page in its own context; `permissions` are granted to it (e.g. ['camera'] with the fake camera).
 * `deviceScaleFactor`: device pixels per CSS px (203 / 96 renders as a 203 dpi label printer would).
 */
export const newPage = async (
  browser: Browser,
  baseURL: string,
  viewport: Viewport = DESKTOP,
  permissions: string[] = [],
  deviceScaleFactor = 1,
  hasServiceWorker = false,
): Promise<Page> => {
  const context = await browser.newContext({
    serviceWorkers: hasServiceWorker ? 'allow' : 'block',
    baseURL,
    viewport,
    permissions,
    deviceScaleFactor,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
};

/**
 * Screenshots go to screenshots/ at the repo root (ignored by git) for a person to look at. `E2E_SCREENSHOTS=0` skips
 * them (.ci/run, where nobody opens them: ~0.45 s of CPU each, 180 in a full run).
 */
export const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  // As a person sees it once the last change is drawn: a dialog closing behind a new one was caught half faded.
  await screenSettled(page);
  await page.screenshot({ path: new URL(`../../../../screenshots/${name}.png`, import.meta.url).pathname });
};

/**
 * The page's clock runs `shiftMs` away from the real one, as a server started with support/shifted-clock.mjs: only
 * `new Date()` and `Date.now()` move (timers run as usual), from the first document on. Call before the first goto.
 * A string, not a function: the test runner's transform could add helpers the page does not have.
 */
export const shiftPageClock = (page: Page, shiftMs: number) =>
  page.context().addInitScript(`(() => {
    const shift = ${Math.round(shiftMs)};
    const RealDate = Date;
    class ShiftedDate extends RealDate {
      constructor(...args) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...args);
      }
      static now() {
        return RealDate.now() + shift;
      }
    }
    globalThis.Date = ShiftedDate;
  })();`);
