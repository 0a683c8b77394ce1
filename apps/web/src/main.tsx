/**
 * Boots the web app: language and the stored user, app state (categories), then the router.
 * Boot errors are logged; an error that carries a url sends the browser there (spec §8).
 */
import '@mantine/core/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { categoriesQuery } from './lib/categories';
import { api } from './lib/api';
import { authStore, restoreStoredUser } from './lib/auth-store';
import { handleBootError } from './lib/boot-error';
import { refreshStoredUser } from './lib/current-user';
import { initI18n } from './lib/i18n';

async function boot() {
  const [i18n] = await Promise.all([initI18n(), restoreStoredUser()]);
  void queryClient.prefetchQuery(categoriesQuery(i18n.language));
  void refreshStoredUser(api, authStore);
  const root = createRoot(document.getElementById('root')!);
  // drawn as a transition: React yields to the browser every few milliseconds while it builds the
  // first screen, so a tap or a scroll on a slow phone is not held up behind it
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  );
}

boot().catch((error: unknown) => handleBootError(error));
