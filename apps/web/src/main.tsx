import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado');

// The first render as a transition: React builds the screen in 5 ms slices, not in one long task that keeps an old
// PC (or a phone) from answering while the login appears (decision 003, issue 30).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
