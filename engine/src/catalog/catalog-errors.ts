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

/** Collects every fault of a form at once; `check()` throws them under the first one's code. */
export class Faults {
  private readonly errors: FieldError[] = [];

  add(code: ErrorCode, field: string): this {
    this.errors.push(fieldError(code, field));
    return this;
  }

  check(): void {
    const first = this.errors[0];
    if (first) throw new DomainError(first.code as ErrorCode, this.errors);
  }
}
