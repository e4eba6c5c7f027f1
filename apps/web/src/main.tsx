// Web entry: zod set up for the Content-Security-Policy first, then the app.
import { configureZodJitless } from './lib/zod-jitless';
import { fetchAppScripts, startOnGesture } from './app/start-on-gesture';

// Schemas read the setting when they are built, so everything else (the contract's schemas included) is
// loaded only after it; a static import could be bundled ahead of it.
configureZodJitless();

const startApp = () => import('./app/start');

/**
 * Whether the server rendered this page for this visitor, so that the app would only hydrate it (app/start.tsx),
 * and the app has nothing to do before the visitor acts (app/render.tsx's `startsAtOnce`: a sign-in link, a tap):
 * a session kept in this browser for an owner's page (decision 042: `data-owner`), none for a visitor's, and no
 * language chosen here other than the page's. Read here, without the app's code:
 * 'server-state' is app/server-state.ts's SERVER_STATE_ID, and the two keys are api/token-store.ts's and i18n's,
 * written out (an import would be one more file to fetch before the page can wait).
 */
function waitsForTheVisitor(): boolean {
  const state = document.getElementById('server-state');
  if (!state || state.dataset.starts === 'at-once') return false;
  try {
    const chosen = localStorage.getItem('heirloom.language');
    // an owner's page was rendered from this browser's cookie, set with the tokens kept here: it is this session's
    // (app/start.tsx checks it is the same owner before it hydrates)
    const session = localStorage.getItem('heirloom.refreshToken') !== null;
    const ownersPage = 'owner' in state.dataset;
    return session === ownersPage && (!chosen || chosen === document.documentElement.lang);
  } catch {
    // no storage (private mode): no session and no choice kept either
    return true;
  }
}

// A page the server rendered for this visitor is whole without scripts: the app starts on the visitor's first
// gesture, and a tap before it has hydrated the page is held and done again after (decision 041). Its scripts are
// fetched once the page has loaded and painted, never ahead of its pictures. Any other page (the empty app page, or
// a page the app renders over) starts after its first frame.
if (waitsForTheVisitor()) {
  startOnGesture(startApp);
  const fetchScripts = () => requestAnimationFrame(() => setTimeout(() => fetchAppScripts(), 0));
  if (document.readyState === 'complete') fetchScripts();
  else window.addEventListener('load', fetchScripts, { once: true });
} else {
  fetchAppScripts();
  requestAnimationFrame(() => setTimeout(() => void startApp(), 0));
}
