import '@testing-library/jest-dom/vitest';
import '@portaria/shared/zod-locale';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
