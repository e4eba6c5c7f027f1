// Web entry: zod set up for the Content-Security-Policy first, then the app.
import { configureZodJitless } from './lib/zod-jitless';

// Schemas read the setting when they are built, so everything else (the contract's schemas included) is
// loaded only after it; a static import could be bundled ahead of it.
configureZodJitless();
void import('./app/start');
