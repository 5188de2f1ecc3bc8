import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, DetailCode, internalError, notFound } from './api-error.ts';
import { asPaginationError } from './pagination.ts';

/**
 * Every error leaves as the spec §7 body. Client mistakes keep their message; anything
 * unexpected is logged in full and answered with a bare 500 — no stack, no SQL.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let apiError: ApiError;
    const pagination = asPaginationError(error);
    if (error instanceof ApiError) {
      apiError = error;
    } else if (pagination) {
      // A cursor the store found foreign to the list (the store throws no HTTP errors).
      apiError = pagination;
    } else if (
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // Fastify's own client errors (bad JSON, body too large, bad URL encoding…).
      const status = error.statusCode;
      apiError = new ApiError(
        status,
        3,
        'InvalidArgument error',
        DetailCode.MALFORMED_REQUEST,
        'malformed request',
      );
    } else {
      request.log.error({ err: error }, 'request failed');
      apiError = internalError();
    }
    void reply.status(apiError.status).type('application/json').send(apiError.toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    const error = notFound(DetailCode.ROUTE_NOT_FOUND, 'no such route', request.url.split('?')[0]);
    void reply.status(404).send(error.toBody());
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs — a path with a
 * malformed escape (`/api/v2/asset/%zz`, 400) or a path parameter over maxParamLength (414) —
 * gets the spec §7 body too instead of Fastify's own `{error, code, statusCode}`.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  let apiError: ApiError;
  if (status >= 400 && status < 500) {
    const message = status === 414 ? 'path parameter too long' : 'malformed request';
    apiError = new ApiError(
      status,
      3,
      'InvalidArgument error',
      DetailCode.MALFORMED_REQUEST,
      message,
    );
  } else {
    request.log.error({ err: error }, 'request failed');
    apiError = internalError();
  }
  void reply.status(apiError.status).type('application/json').send(apiError.toBody());
}
