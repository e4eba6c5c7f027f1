// Web entry: zod set up for the Content-Security-Policy first, then the app.
import { z } from 'zod';

// Zod's JIT first probes `Function('')`, an eval the CSP forbids: zod catches the error, but the browser
// still reports a violation. Schemas read the setting when they are built, so everything else (the
// contract's schemas included) is loaded only after it; a static import could be bundled ahead of it.
z.config({ jitless: true });
void import('./app/start');
