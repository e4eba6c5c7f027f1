// Starts the app: styles, texts and the React root (main.tsx loads this once zod is set up). A screen the server
// rendered (app/render.tsx) is hydrated: its HTML stays on screen while the code catches up.
import { hydrate, onlineManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './theme.css';
import './layout.css';
import { OFFLINE_CACHE_KEY, tokenStore } from '../api/token-store';
import { i18n, loadCommonTexts, shareLanguageWithServer } from '../i18n';
import { App, createQueryClient } from './app';
import { createAppRouter } from './router';
import { reviveRender, SERVER_STATE_ID, type RenderState } from './server-state';

const root = document.getElementById('root');
// the shell's texts in the visitor's language only, before anything is shown
await loadCommonTexts();
const rendered = document.getElementById(SERVER_STATE_ID);
const state = rendered && (JSON.parse(rendered.textContent || '{"queries":[]}') as RenderState);
// the server renders in the language it read from the request, for a visitor without a session or, on an owner's
// screen, for the owner of the page session (decision 042): hydrated when this is who is signed in here
const hydrating =
  state !== null && document.documentElement.lang === i18n.language && state.owner === tokenStore.owner();
document.documentElement.lang = i18n.language;
// a language remembered before the server rendered pages (or another browser's default): from now on, the same
shareLanguageWithServer(i18n.language);
const queryClient = createQueryClient();
// offline from the start (no 'offline' event comes then): queries wait for the network instead of failing, and show
// what was kept (decision 038)
onlineManager.setOnline(navigator.onLine);
// the signed-in owner's last-known answers, read back before the first screen asks for them (kept by the offline
// notice, app/offline-notice.tsx); its code loads only when there is a copy, never with the sign-in screen. Under
// an owner's page the server rendered, the copy is read too (the other screens' answers), the server's newer ones
// over it.
if ((!hydrating || state?.owner) && localStorage.getItem(OFFLINE_CACHE_KEY) !== null) {
  const { restoreOfflineCache } = await import('./offline-cache');
  restoreOfflineCache(queryClient, { key: OFFLINE_CACHE_KEY, owner: tokenStore.owner });
}
// the data the server rendered with: the screens read it at once instead of asking for it again
if (hydrating && state) hydrate(queryClient, reviveRender(state));
const router = createAppRouter(queryClient);
if (root) {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  if (hydrating) {
    // the screen's code and texts first, so the first render is the server's, element for element
    await router.ready();
    // as a transition, the hydration is done in slices of a few milliseconds between which the browser paints and
    // answers input, instead of one long task; a tap on a part not hydrated yet hydrates that part first
    startTransition(() => {
      hydrateRoot(root, app, {
        // a difference is repaired by React (it renders the part again); it is no error for the visitor
        onRecoverableError: (error) => console.warn('hydration', error),
      });
    });
  } else {
    // what the server rendered (if anything) stays until the app's first render replaces it; rendered as a
    // transition, in slices, like the hydration
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}
