// The one error handler (fastify/demo): whatever went wrong, the client gets problem+json.
// Domain refusals keep their code and Persian text; validation lists every bad field; anything
// unexpected is logged and answered as OPERATION_FAILED without leaking internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { errorMessages, isDomainError, type FieldError } from '@sofre/engine';
import { defaultFieldMessage, fieldMessages, messages } from '../messages.ts';
import { PaymentProviderError } from '../payments/providers/payment-provider.port.ts';
import { SmsProviderError } from '../sms/sms.port.ts';
import {
  GatewayProblem,
  PathNotFound,
  problem,
  sendProblem,
  statusOfDomainError,
} from './problem.ts';
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

export function problemOf(error: unknown, request: FastifyRequest) {
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
  // An outside provider (payment gateway, SMS panel) failed us: its code and Persian text, 503 if
  // worth trying again shortly, else 502. Their `detail` is for logs, never for the client.
  if (error instanceof PaymentProviderError || error instanceof SmsProviderError) {
    const status = error.retryable ? 503 : 502;
    return problem({ status, code: error.code, message: error.message, instance });
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

export function registerErrorHandler(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setErrorHandler((error, request, reply) => {
    const known = problemOf(error, request);
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
