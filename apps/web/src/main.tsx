// Web entry: zod set up for the Content-Security-Policy first, then the app.
import { configureZodJitless } from './lib/zod-jitless';

// Schemas read the setting when they are built, so everything else (the contract's schemas included) is
// loaded only after it; a static import could be bundled ahead of it.
configureZodJitless();
// A page the server rendered is painted first, its pictures included, then the app starts: its scripts (already
// fetched, modulepreload) run once the page has loaded (or after 2.5 s, should a picture be slow), and never hold
// its largest paint. Until then the page's links work as plain links. Any other page starts after its first frame.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  requestAnimationFrame(() => setTimeout(() => void import('./app/start'), 0));
};
// 'server-state' is app/server-state.ts's SERVER_STATE_ID, written out: an import would be one more file to fetch
if (document.getElementById('server-state') && document.readyState !== 'complete') {
  window.addEventListener('load', start, { once: true });
  setTimeout(start, 2_500);
} else start();
