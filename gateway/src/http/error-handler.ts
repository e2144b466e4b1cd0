// The one error handler (fastify/demo): whatever went wrong, the client gets problem+json.
// Domain refusals keep their code and Persian text; validation lists every bad field; anything
// unexpected is logged and answered as OPERATION_FAILED without leaking internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { errorMessages, isDomainError, type FieldError } from '@sofre/engine';
import { defaultFieldMessage, fieldMessages, messages } from '../messages.ts';
import {
  GatewayProblem,
  PathNotFound,
  problem,
  sendProblem,
  statusOfDomainError,
} from './problem.ts';
import type { ProblemMapping } from './problem-mapping.ts';
import { refusalDetailOf } from './refusal-detail.ts';

interface ValidationIssue {
  readonly keyword: string;
  readonly instancePath: string;
  /** A contract's own words for the refusal (Persian), else zod's English default. */
  readonly message?: string;
  /** A contract's own code for a refinement rides in params.params.code (order-limits.ts). */
  readonly params?: { readonly params?: { readonly code?: unknown } };
}

const PERSIAN = /[\u0600-\u06FF]/;

export function fieldErrorsOf(issues: readonly ValidationIssue[], context?: string): FieldError[] {
  return issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const ownCode = issue.params?.params?.code;
    const ownMessage = issue.message && PERSIAN.test(issue.message) ? issue.message : undefined;
    return {
      field: path || context || '',
      code: typeof ownCode === 'string' ? ownCode : issue.keyword,
      message: ownMessage ?? fieldMessages[issue.keyword] ?? defaultFieldMessage,
    };
  });
}

const validationProblem = (errors: readonly FieldError[], instance: string) =>
  problem({
    status: 400,
    code: 'VALIDATION_FAILED',
    message: messages.VALIDATION_FAILED,
    errors,
    instance,
  });

export function problemOf(
  error: unknown,
  request: FastifyRequest,
  mappings: readonly ProblemMapping[] = [],
) {
  const instance = request.url;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationProblem(fieldErrorsOf(error.validation, error.validationContext), instance);
  }
  // A command's own schema refused what the request schema let through (e.g. a 150 % discount).
  if (error instanceof ZodError) {
    const issues = error.issues.map((i) => ({
      keyword: i.code,
      instancePath: `/${i.path.join('/')}`,
      message: i.message,
      params: 'params' in i ? { params: i.params as { code?: unknown } } : {},
    }));
    return validationProblem(fieldErrorsOf(issues, 'body'), instance);
  }
  if (isDomainError(error)) {
    const { code, errors } = error;
    const status = statusOfDomainError(code);
    const detail = refusalDetailOf(error, request.sofre?.vendor.currencyUnit);
    const message = errorMessages[code];
    return problem({ status, code, message, errors, instance, ...(detail ? { detail } : {}) });
  }
  if (error instanceof PathNotFound) {
    const { code } = error;
    return problem({ status: 404, code, message: errorMessages[code], instance });
  }
  if (error instanceof GatewayProblem) {
    const { status, code, errors } = error;
    return problem({ status, code, message: messages[code], errors, instance });
  }
  // A feature's own error (an outside provider failed us), as the feature maps it.
  for (const mapping of mappings) {
    const mapped = mapping(error);
    if (mapped) return problem({ ...mapped, instance });
  }
  const fastifyError = error as Partial<FastifyError>;
  // fastify's own 4xx (malformed JSON, unsupported media type, body too large): the client's fault.
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
    const errors = [
      {
        field: 'body',
        code: fastifyError.code ?? 'BAD_REQUEST',
        message: messages.VALIDATION_FAILED,
      },
    ];
    return { ...validationProblem(errors, instance), status: fastifyError.statusCode };
  }
  return undefined;
}

/** A chance to answer an unmatched request otherwise (the web apps' deep links). */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export interface ErrorHandlerOptions {
  /** The features' own errors as problems (problem-mapping.ts). */
  readonly mappings?: readonly ProblemMapping[];
  readonly fallback?: NotFoundFallback;
}

export function registerErrorHandler(
  app: FastifyInstance,
  options: ErrorHandlerOptions = {},
): void {
  const { mappings = [], fallback } = options;
  app.setErrorHandler((error, request, reply) => {
    const known = problemOf(error, request, mappings);
    if (known) {
      request.log.info({ code: known.code, status: known.status }, 'request refused');
      const secondsLeft = isDomainError(error) ? error.detail?.secondsLeft : undefined;
      if (typeof secondsLeft === 'number') reply.header('retry-after', String(secondsLeft));
      return sendProblem(reply, known);
    }
    request.log.error({ err: error }, 'request failed');
    const failed = problem({
      status: 500,
      code: 'OPERATION_FAILED',
      message: errorMessages.OPERATION_FAILED,
      instance: request.url,
    });
    return sendProblem(reply, failed);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    const notFound = problem({
      status: 404,
      code: 'ROUTE_NOT_FOUND',
      message: messages.ROUTE_NOT_FOUND,
      instance: request.url,
    });
    return sendProblem(reply, notFound);
  });
}
