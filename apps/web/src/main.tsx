/**
 * Boots the web app: language and the stored user, app state (categories), then the router.
 * Boot errors are logged; an error that carries a url sends the browser there (spec §8).
 */
import '@mantine/core/styles.css';
import './boot-frame.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { AppRoutes, preloadScreens } from './app/router';
import { categoriesQuery } from './lib/categories';
import { api } from './lib/api';
import { authStore, restoreStoredUser } from './lib/auth-store';
import { handleBootError } from './lib/boot-error';
import { refreshStoredUser } from './lib/current-user';
import { initI18n } from './lib/i18n';

async function boot() {
  restoreStoredUser();
  // the first page's code comes while the texts do, not after them
  preloadScreens(window.location);
  const i18n = await initI18n();
  void queryClient.prefetchQuery(categoriesQuery(i18n.language));
  void refreshStoredUser(api, authStore);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => handleBootError(error));
