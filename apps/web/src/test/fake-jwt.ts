// Builds an unsigned JWT with the given claims, for client-side tests (the client never verifies signatures).
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}
