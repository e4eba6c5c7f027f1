// Reads a JWT's claims without verifying it (the server verifies); used for the docs/product.md "States" exp check.
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const parsed: unknown = JSON.parse(atob(base64));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** docs/product.md "States": valid only if the exp claim is present and lies in the future (seconds vs now). */
export function isTokenValid(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  if (!token) return false;
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && exp > Math.floor(nowMs / 1000);
}

export function tokenSubject(token: string | null | undefined): string | undefined {
  const sub = token ? decodeJwtPayload(token)?.sub : undefined;
  return typeof sub === 'string' ? sub : undefined;
}
