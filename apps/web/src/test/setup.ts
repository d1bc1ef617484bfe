import '@testing-library/jest-dom/vitest';
import '@portaria/shared/zod-locale';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { allEndpoints } from '@portaria/shared/endpoints';
import { preloadContracts } from '../lib/endpoint-client';

// Answers are checked against their contracts in tests; loading them once here keeps each call as quick as fetch.
beforeAll(() => preloadContracts(allEndpoints));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
