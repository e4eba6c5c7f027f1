// Builds the Fastify application from a config object: its dependencies (app.deps), the HTTP pipeline, the
// API's modules under /api (each a plugin declaring the modules it needs, modules/index.ts) and the web app.
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDeps, type AppDeps } from './deps';
import { installDidDocument } from './http/did-document';
import { installPipeline } from './http/pipeline';
import { serializerCompiler } from './http/serializers';
import { installWebApp } from './http/web';
import { installRequestLog, LazyChildLogger, loggerOptions } from './lib/logger';
import { apiModules } from './modules';
import { ServiceRegistry } from './modules/services';

export type { AppDeps } from './deps';
export type { Services } from './modules/services';

export async function buildApp(config: Config, given: AppDeps = {}): Promise<FastifyInstance> {
  // the not-found answer, once the web app installed it (an undecodable address reaches no route)
  const web: { notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown } = {};
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify's two lines per request are off; lib/logger.ts logs slow requests (and each one in development)
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, options) => new LazyChildLogger(logger, bindings, options),
    // an address whose percent-encoding is broken, or with a segment longer than any id, names nothing: the
    // not-found answer (a page in the visitor's language on the web, the JSON error under /api), not the router's
    // bare 400 or 414
    frameworkErrors: (error, request, reply) => {
      if ((error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') && web.notFound)
        return web.notFound(request, (reply as FastifyReply).code(404));
      return (reply as FastifyReply).code(400).send(error);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(config.responseChecks));

  const deps = await openDeps(config, given, app.log);
  app.addHook('onClose', async () => {
    await deps.reads.close();
    await deps.chain?.stop();
    await deps.database.close();
  });
  app.decorate('deps', deps);
  app.decorate('database', deps.database);
  app.decorate('providers', deps.providers);
  const services = new ServiceRegistry();
  app.decorate('serviceRegistry', services);
  app.decorate('services', services.all);

  try {
    installRequestLog(app, config.requestLog);
    await installPipeline(app);
    await app.register(apiModules, { prefix: '/api', modules: given.modules });
    installDidDocument(app, config.publicUrl, deps.credentialKeys);
    web.notFound = await installWebApp(app, config.webDistDir, { publicUrl: config.publicUrl });
  } catch (err) {
    // a module missing what it needs: what was opened is closed again (the database first of all)
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
