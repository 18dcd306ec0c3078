import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorSchema } from '@app/contracts';

/** The Fastify instance every module's routes are registered on. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Error responses a route may answer, for the OpenAPI document. */
export const errors = (...codes: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 429)[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorSchema])) as Record<
    (typeof codes)[number],
    typeof ErrorSchema
  >;
