// Poppler's command-line tools (pdftotext, pdfinfo, pdftoppm), which read the certificate's PDF back in tests:
// .ci/run installs them (poppler-utils); where they are missing, the tests that need them say so and are skipped.
import { execFileSync } from 'node:child_process';

export const popplerInstalled = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
