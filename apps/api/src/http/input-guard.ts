// Refuses text PostgreSQL cannot store: a NUL character (U+0000) in a path parameter, the query string or
// the body. Text columns refuse it, so without this check a NUL in a search, a finder's message or a push
// token reached the database and answered 500.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * Where the first NUL character is: the dotted path of the string (or key) holding it, '' for the value
 * itself, undefined when there is none. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function nulCharacterAt(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, inner] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        pending.push({ value: inner, path: at });
      }
    }
  }
  return undefined;
}

export const nulCharacterRefused = (field: string) =>
  new AppError(400, 'VALIDATION', {
    field: field.replaceAll('\u0000', ''),
    detail: 'NUL characters are not allowed',
  });

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulCharacterAt(part);
      if (field !== undefined) throw nulCharacterRefused(field);
    }
  });
}
