import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { preloadPages } from './app/lazy-page';
import { AppRouter, routes } from './app/router';
import { applyStoredToken } from './lib/api';

// At start-up the stored token becomes the default Authorization header (spec 000 §4).
applyStoredToken();
// The page's code comes beside the session check, not after it (decision 067 "Route-level code splitting").
preloadPages(routes, window.location.pathname);
// Offline at start, a signed-in person lands on their own tasks (decision 170): that page's code too.
if (!navigator.onLine) preloadPages(routes, '/dashboard/-/user-dashboard');

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
