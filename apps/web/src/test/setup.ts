import '@testing-library/jest-dom/vitest';
import '@portaria/shared/zod-locale';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { withEmotionCache, type EmotionCache } from '@emotion/react';
import type * as UserEventModule from '@testing-library/user-event';
import * as React from 'react';
import { allEndpoints } from '@portaria/shared/endpoints';
import { preloadContracts } from '../lib/endpoint-client';

// happy-dom (the test DOM) counts every button or input inside a <label> as labelled by it. The HTML standard, and
// every browser, label only the label's control (its `for` target, else its first labelable descendant), so a link
// button inside a checkbox's label keeps its own name; this keeps that rule in tests.
// (A <select> is a proxy in happy-dom, so it never equals its label's control: it keeps happy-dom's answer.)
for (const Labelable of [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
]) {
  const labels = Object.getOwnPropertyDescriptor(Labelable.prototype, 'labels')!.get!;
  Object.defineProperty(Labelable.prototype, 'labels', {
    configurable: true,
    get(this: HTMLElement) {
      const all = [...(labels.call(this) as NodeListOf<HTMLLabelElement>)];
      return this.tagName === 'SELECT'
        ? all
        : all.filter((label) => label.hasAttribute('for') || label.control === this);
    },
  });
}
// happy-dom has no print dialog to open; tests spy on this to check that printing was asked for.
window.print ??= () => undefined;

// React's development build records an owner stack for each element it creates (an Error with its stack, about a
// fifth of a typing test's CPU here); they only enrich the component stacks of React's own warnings. React stops
// recording after 10,000 elements per render; the count is held there, so a warning names no owner stack.
const reactInternals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
  configurable: true,
  get: () => 10_000,
  set: () => undefined,
});

// A request no test answered fails at once, as a relative URL does in Node's fetch, instead of reaching the network:
// happy-dom would send it to http://localhost:3000. Tests answer requests with vi.stubGlobal (test-utils' mockFetch).
globalThis.fetch = (input) => Promise.reject(new TypeError(`Requisição sem resposta no teste: ${String(input)}`));

// Answers are checked against their contracts in tests; loading them once here keeps each call as quick as fetch.
beforeAll(() => preloadContracts(allEndpoints));

// findBy and waitFor give up after 1 s by default; with both cores busy (npm test runs the server suite beside these)
// a screen can take longer to appear than that, and one such wait failed a test under load. Waiting longer changes
// nothing when the screen is right; a wrong one still fails, 5 s later.
configure({ asyncUtilTimeout: 5_000 });

// The style rules MUI's components add (emotion's default cache, one <style> per rule) would stay in <head> for every
// file this worker runs after (the module graph and the DOM are shared: decision 080): 2,600 sheets by a worker's
// last file. happy-dom reads every rule on each getComputedStyle (the accessible names behind getByRole, user-event's
// pointer-events check, MUI's TextareaAutosize), so each file got slower than the one before. After each test the
// sheets go and the cache forgets them: the next render inserts what it uses again.
let emotionCache: EmotionCache | undefined;
beforeAll(() => {
  const Probe = withEmotionCache((_props: object, cache: EmotionCache) => {
    emotionCache = cache;
    return null;
  });
  render(React.createElement(Probe));
  cleanup();
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  emotionCache?.sheet.flush();
  if (emotionCache) emotionCache.inserted = {};
});

// user-event waits a timer turn after every key and pointer action by default (`delay: 0`). No component here
// depends on that gap (debounces and timeouts are tested with their own timers), and skipping it (`delay: null`)
// was a third of the typing-heavy files' time. `setup()` and each direct call (`userEvent.click(el)`) get it; a
// test's own options still win.
const OPTIONS_AT = {
  click: 1,
  dblClick: 1,
  tripleClick: 1,
  hover: 1,
  unhover: 1,
  clear: 1,
  keyboard: 1,
  paste: 1,
  pointer: 1,
  type: 2,
  selectOptions: 2,
  deselectOptions: 2,
  upload: 2,
  tab: 0,
  copy: 0,
  cut: 0,
} as const;
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const { userEvent } = await importOriginal<typeof UserEventModule>();
  const api: Record<string, unknown> = {
    ...userEvent,
    setup: (options?: object) => userEvent.setup({ delay: null, ...options }),
  };
  for (const [name, at] of Object.entries(OPTIONS_AT)) {
    const direct = (userEvent as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
    api[name] = (...args: unknown[]) => {
      const all = [...args];
      all[at] = { delay: null, ...(all[at] as object | undefined) };
      return direct(...all);
    };
  }
  return { default: api, userEvent: api };
});
