// OpenAPI document (generated from the contract's zod schemas) at /api/docs/json, Swagger UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Transformed = ReturnType<typeof jsonSchemaTransform>;

/**
 * A route that answers a file (`produces`): its success answer is documented as that file's content types, its
 * errors as JSON (what `produces` alone would say of every answer).
 */
function filesAsTheirTypes(transformed: Transformed): Transformed {
  const { produces, ...schema } = transformed.schema as FastifySchema & {
    produces?: string[];
    response?: Record<string, { description?: string; content?: object }>;
  };
  if (!produces) return transformed;
  const ok = schema.response?.[200];
  const file = { schema: { type: 'string', format: 'binary' } };
  schema.response = {
    ...schema.response,
    200: {
      description: ok?.description ?? 'The file',
      content: Object.fromEntries(produces.map((type) => [type, file])),
    },
  };
  return { ...transformed, schema };
}

export async function installDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Heirloom API',
        version: '0.1.0',
        description:
          "The API behind the Heirloom owner app and the brands' console. Paths are absolute on the server that serves this document.",
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          brandKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A brand API key (hlk_…), created with `npm run brand -- create-key <brand>`',
          },
          staffSession: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A brand console session (hls_…), opened from an e-mailed sign-in link or invitation',
          },
        },
      },
    },
    transform: (input) => filesAsTheirTypes(jsonSchemaTransform(input)),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
  // Swagger UI styles itself inline; loosen the CSP for its pages only.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/docs') && !request.url.startsWith('/api/docs/json')) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'; object-src 'none'",
      );
    }
  });
}
