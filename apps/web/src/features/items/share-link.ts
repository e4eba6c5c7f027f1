// Sharing a link from an item's page: the phone's share sheet when there is one, else the clipboard.
import { useState } from 'react';

/** What the owner is told after a share: nothing (shared, or the sheet closed), copied, or copying failed. */
export type ShareStatus = 'idle' | 'copied' | 'copyFailed';

export const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Shares `url` (titled `title`) with the share sheet, or copies it when there is none or it fails. */
export async function shareLink(url: string, title: string): Promise<ShareStatus> {
  if (canShare()) {
    try {
      await navigator.share({ title, url });
      return 'idle';
    } catch (error) {
      // the owner closed the sheet: nothing to say; any other failure falls back to copying
      if (error instanceof DOMException && error.name === 'AbortError') return 'idle';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'copyFailed';
  }
}

/** A share button's state: what its last share came to, a share, and a way to clear what it said. */
export function useShare(): [ShareStatus, (url: string, title: string) => Promise<void>, () => void] {
  const [status, setStatus] = useState<ShareStatus>('idle');
  const share = async (url: string, title: string) => {
    setStatus('idle');
    setStatus(await shareLink(url, title));
  };
  return [status, share, () => setStatus('idle')];
}
