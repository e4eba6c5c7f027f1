// AppError (status + machine code) and the one error handler that shapes every error reply.
import { type ErrorCode, SESSION_INVALID } from '@heirloom/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { http } from './http-status';
import { messageFor } from '../error-texts';
import { languageFromHeader } from './messages';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    /** more of the reply's body, as the route's error schema describes it (e.g. a CSV file's lines) */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND');
export const unauthorized = (code: ErrorCode = SESSION_INVALID) => new AppError(401, code);
export const tooManyRequests = (
  code: ErrorCode,
  retryAfterSeconds: number,
  params: Record<string, number> = {},
) =>
  new AppError(
    429,
    code,
    { seconds: retryAfterSeconds, ...params },
    { 'retry-after': String(retryAfterSeconds) },
  );

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  field?: string,
  extra: Record<string, unknown> = {},
) {
  const language = languageFromHeader(request.headers['accept-language']);
  return reply.status(statusCode).send({
    ...extra,
    statusCode,
    error: http(statusCode),
    code,
    message: messageFor(code, language, params),
    ...(field ? { field } : {}),
  });
}

const french = z.locales.fr();

/** A validation detail in French (zod's own French texts), the English one if zod has none. */
function inFrench(issue: z.core.$ZodIssue, english: string): string {
  try {
    const text = french.localeError?.(issue as never);
    return typeof text === 'string' ? text : (text?.message ?? english);
  } catch {
    return english;
  }
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      const field =
        typeof error.params.field === 'string' && error.params.field ? error.params.field : undefined;
      return sendError(request, reply, error.statusCode, error.code, error.params, field, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const rawPath = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const field =
        rawPath || (issue?.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || undefined;
      const message = issue?.message ?? 'invalid value';
      const code = message === 'Missing args in login.' ? 'MISSING_LOGIN_ARGS' : 'VALIDATION';
      const language = languageFromHeader(request.headers['accept-language']);
      // the provider hands zod's issue on as {keyword: code, params: the rest}: rebuilt for zod's French texts
      const zodIssue = issue && { ...issue.params, code: issue.keyword, message, path: [] };
      const detail = language === 'fr' && zodIssue ? inFrench(zodIssue as never, message) : message;
      return sendError(request, reply, 400, code, { field: field ?? '', detail }, field);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return sendError(request, reply, 500, 'INTERNAL');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendError(request, reply, 429, 'TOO_MANY_REQUESTS');
    }
    if (status === 413) return sendError(request, reply, 413, 'PAYLOAD_TOO_LARGE');
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, empty body…
      return sendError(request, reply, status, 'VALIDATION', { detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'INTERNAL');
  });
}
