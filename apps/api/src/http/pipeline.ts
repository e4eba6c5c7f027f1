// What every request goes through before its route, installed on the whole app in this order: error
// handling, the input guard, the security headers, per-route rate limits (counted in Redis when REDIS_URL is
// set), the API docs, multipart bodies and authentication (routes declare `auth` in the contract).
import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { installErrorHandling } from '../lib/errors';
import { installAuthentication } from './authenticate';
import { installDocs } from './docs';
import { installInputGuard } from './input-guard';
import { installRateLimit } from './rate-limit';
import { installSecurityHeaders } from './security';

export async function installPipeline(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  installErrorHandling(app);
  installInputGuard(app);
  installSecurityHeaders(app, config.production, config.payments.provider === 'stripe');
  await installRateLimit(app);
  if (config.apiDocs) await installDocs(app, config.publicUrl);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  installAuthentication(app);
}
