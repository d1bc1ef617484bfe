import { defineConfig, type ViteUserConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

// The component tests' settings; the root vitest.config.ts runs them as two projects (see there).
export const webTest: NonNullable<ViteUserConfig['test']> = {
  root: import.meta.dirname,
  // happy-dom rather than jsdom: the same tests in about 85 % of the CPU time (decision 080); src/test/setup.ts keeps
  // the two places where happy-dom departs from browsers that a test meets (labels, print).
  environment: 'happy-dom',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['src/test/setup.ts'],
  css: false,
  // As the server's: a file's tests type into MUI forms with user-event, which takes seconds when both cores are
  // busy (npm test runs the server suite beside them); vitest's 5 s default failed two of them under load. One
  // value for every file (a `vi.setConfig` in one file would also reach the files that share its worker).
  testTimeout: 30_000,
};

/**
 * react-router ships one module for everything, and its components are built by `React.forwardRef(...)` /
 * `React.memo(...)` calls the bundler must keep, with all they reach, even when unused: `Form` (and useSubmit's
 * form-data code), `NavLink`, the data router's routes. None of them is used here, yet they sat in the entry chunk
 * that the login downloads (~2 KB gzip). Marking those calls pure lets the build drop the unused ones (decision 003).
 */
const reactRouterPureComponents = (): Plugin => ({
  name: 'portaria:react-router-pure-components',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
    handler: (code) => ({
      code: code
        .replace(/= (React\d*)\.(forwardRef|memo)\(/g, '= /* @__PURE__ */ $1.$2(')
        // `NavLink.displayName = "NavLink";` would keep NavLink alive; the name only shows in React's devtools.
        .replace(/^\w+\.displayName = "[^"]*";$/gm, ''),
      map: null,
    }),
  },
});

/**
 * MUI's pt-BR locale (in the theme) builds an `Intl.NumberFormat('pt-BR')` when its module loads, for the table
 * pagination's "1–10 de 42". The first Intl object of a page loads the locale's ICU data: ~30 ms of the login's
 * start-up script on a desktop, ~120 ms on Lighthouse's phone, for a number the login never formats. Built on
 * first use instead; the same formatter and the same text. A changed MUI file fails the build, not the screen.
 */
const LAZY_FORMAT_NUMBER = `const buildFormatNumber = locale => {
  let formatter;
  let isBuilt = false;
  return value => {
    if (!Number.isFinite(value)) {
      return String(value);
    }
    if (!isBuilt) {
      isBuilt = true;
      if (typeof Intl !== 'undefined' && Intl.NumberFormat) {
        try {
          formatter = new Intl.NumberFormat(locale);
        } catch {
          // fallback to String()
        }
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
};
export default buildFormatNumber;
`;
const muiLazyNumberFormat = (): Plugin => ({
  name: 'portaria:mui-lazy-number-format',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]@mui[\\/]material[\\/]locale[\\/]utils[\\/]buildFormatNumber\.mjs$/ },
    handler(code) {
      if (!code.includes('formatter = new Intl.NumberFormat(locale)')) {
        this.error('@mui/material mudou locale/utils/buildFormatNumber: revise o plugin mui-lazy-number-format');
      }
      return { code: LAZY_FORMAT_NUMBER, map: null };
    },
  },
});

/**
 * Chrome's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+; other browsers read a comment) on the
 * files the first screen loads: the entry and what it imports statically. Their functions nearly all run at start-up;
 * with the hint V8 compiles them on a background thread while the file downloads, instead of one by one on the main
 * thread on their first call, which was most of the start-up script task (Lighthouse's blocking time, issue 30).
 * Lazy chunks keep V8's lazy compilation. The comment must open the file.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHintOnFirstScreen = (): Plugin => ({
  name: 'portaria:compile-hint-first-screen',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const hinted = new Set<string>();
      const hint = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || hinted.has(fileName)) return;
        hinted.add(fileName);
        chunk.code = COMPILE_HINT + chunk.code;
        chunk.imports.forEach(hint);
      };
      chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => hint(chunk.fileName));
    },
  },
});

/**
 * The installable app and its service worker (issue 35, decision 129): Workbox precaches the built shell and every
 * screen's chunk, so the desk opens with no network after its first visit; page navigations get the cached
 * index.html, /api never goes through the worker (the desk's data is cached per person in IndexedDB instead).
 * `prompt` without a prompt: a new version installs and waits until the desk next starts the app (all tabs closed),
 * never a skipWaiting or a reload in the middle of a form. Registered from the signed-in screens
 * (lib/offline/register-service-worker.ts), so the login's download is unchanged.
 */
const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    strategies: 'generateSW',
    filename: 'sw.js',
    includeAssets: ['favicon.svg', 'robots.txt'],
    manifest: {
      name: 'Portaria',
      short_name: 'Portaria',
      description: 'Controle de acesso, correspondências, reservas e ocorrências na portaria do condomínio.',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0b4f6c',
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,wasm,webmanifest}'],
      // pdf.js (~630 kB) and ZXing's .wasm are screens' code too: the desk opens a PDF or scans offline.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      skipWaiting: false,
      clientsClaim: false,
      cleanupOutdatedCaches: true,
      inlineWorkboxRuntime: true,
    },
  });

export default defineConfig({
  plugins: [react(), reactRouterPureComponents(), muiLazyNumberFormat(), compileHintOnFirstScreen(), installableApp()],
  server: { port: 3000, proxy: { '/api': apiTarget } },
  // The one chunk over 600 kB is pdf.js (pdf-document, ~630 kB, 190 kB gzip): it is loaded only when a PDF is
  // opened in the file viewer, never on the login or the dashboard, so the limit sits just above it: a chunk (or a
  // pdf.js update) past 660 kB still warns. Each screen's own budget is checked by `npm run bench:web`.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 660 },
  test: { ...webTest, name: 'web' },
});
