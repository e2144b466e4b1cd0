// The discount code as a back-office record (records kit): created, edited, switched off and removed
// by the vendor, one stream per vendor. The kit checks the fields' rules against the vendor's other
// codes; the one rule that needs the clock — a new code must not already be expired — is added
// around the kit's decide, with `now` from the command (engine code never reads a clock).
import { DomainError, type FieldError } from '../shared/domain-error.ts';
import { defineRecordKind, type RecordKind } from '../records/record.decider.ts';
import { DiscountCodeFields } from './discount-code.fields.ts';
import { discountCodeErrors, expirationErrors } from './discount-code.rules.ts';

const recordKind = defineRecordKind({
  kind: 'discount-code',
  eventPrefix: 'DiscountCode',
  notFound: 'DISCOUNT_CODE_NOT_FOUND',
  fields: DiscountCodeFields,
  check: (fields, others) => discountCodeErrors(fields, others),
});

type Kind = RecordKind<typeof DiscountCodeFields>;
type Decide = Kind['decider']['decide'];

/** The expiration errors of a create, read straight from its (not yet parsed) fields. */
function expiredOnCreate(fields: unknown, now: string): FieldError[] {
  const parsed = DiscountCodeFields.shape.expiration.safeParse(
    (fields as { expiration?: unknown } | undefined)?.expiration,
  );
  return parsed.success ? expirationErrors(parsed.data, now) : [];
}

const decide: Decide = (command, state) => {
  if (command.type !== 'CreateRecord') return recordKind.decider.decide(command, state);
  const past = expiredOnCreate(command.data.fields, command.metadata.now);
  let events: ReturnType<Decide>;
  try {
    events = recordKind.decider.decide(command, state);
  } catch (error) {
    // One answer with every field error of the form, the expiration's among them.
    if (past.length > 0 && error instanceof DomainError && error.errors.length > 0)
      throw new DomainError(error.code, [...error.errors, ...past]);
    throw error;
  }
  if (past.length > 0) throw new DomainError('DISCOUNT_EXPIRATION_PAST', past);
  return events;
};

const decider = { ...recordKind.decider, decide };

export const discountCodeKind: Kind = {
  ...recordKind,
  decider,
  aggregate: { ...recordKind.aggregate, decider },
};
