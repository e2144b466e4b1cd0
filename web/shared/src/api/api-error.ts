// A refused or failed request, as the screens use it: the stable code, the Persian message to
// toast (spec §8: data.message in red) and the field errors to show beside form fields (§5).
import { Problem } from '@sofre/engine/contracts';
import { commonMessages } from '../messages/shared.messages.ts';

export interface FieldError {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: readonly FieldError[] = [],
    /** On a 409 for a thing changed meanwhile: the thing as it is now (an order two edit). */
    readonly current?: unknown,
  ) {
    super(message);
  }

  /** The message of the first error on a field, or on any field under it ('discount' ⊇ 'discount.amount'). */
  fieldMessage(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field || e.field.startsWith(`${field}.`))
      ?.message;
  }
}

/** A 401 that ended the session (spec §8): the page is going to the login, so no red toast. */
export const SESSION_ENDED = 'SESSION_ENDED';

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Reads an error response: problem+json when the gateway sent one, a generic message otherwise. */
export function problemToError(status: number, body: unknown): ApiError {
  const problem = Problem.safeParse(body);
  if (problem.success) {
    const { code, message, errors, current } = problem.data;
    return new ApiError(status, code, message, errors, current);
  }
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : commonMessages.operationFailed;
  return new ApiError(status, 'OPERATION_FAILED', message);
}

/** Any thrown value as an ApiError, so one toast path handles everything. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError(0, 'OPERATION_FAILED', commonMessages.operationFailed);
}
