// Retries of the background workers (the job queue, the chain worker): how long to wait, and what to record.

/** The wait after the `attempts`-th failure: `firstMs`, then twice as long each time, up to `maxMs`. */
export function backoffMs(attempts: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/** A failure as a stored reason: viem's short message where it has one, 500 characters at most. */
export function errorReason(error: unknown): string {
  const text =
    error instanceof Error
      ? (error as Error & { shortMessage?: string }).shortMessage || error.message
      : String(error);
  return text.slice(0, 500);
}
