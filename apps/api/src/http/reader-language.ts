// The language a reader reads brand content in: the one the app shows them (the web client sends it as
// Accept-Language), English without one.
import type { Language } from '@heirloom/contract';
import type { FastifyRequest } from 'fastify';
import { languageFromHeader } from '../lib/messages';

export const readerLanguage = (request: FastifyRequest): Language =>
  languageFromHeader(request.headers['accept-language']);
