// Refusals that point at the field at fault, so the form can mark it (spec §5 `errors`).
import {
  DomainError,
  errorMessages,
  type ErrorCode,
  type FieldError,
} from '../shared/domain-error.ts';

export const fieldError = (code: ErrorCode, field: string): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

export const refuse = (code: ErrorCode, field: string, detail?: Record<string, unknown>) =>
  new DomainError(code, [fieldError(code, field)], detail);
