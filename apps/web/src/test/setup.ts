import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  // A focused masked field (@react-input/mask) polls its caret on a timer until it loses focus: blur it before
  // unmounting, or the timer outlives the test's window.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  cleanup();
  sessionStorage.clear();
});
