// Default descriptions: the canned notes a cashier adds with one tap instead of typing them —
// on an order line ("بدون پیاز", "تند", "سس جدا") or on the whole order ("قاشق و چنگال نیاورید").
// The POS keeps them offline (spec §9 offline stores), so they are a small list per vendor.
import { z } from 'zod';
import { errorMessages } from '../shared/domain-error.ts';
import { defineRecordKind } from '../records/record.decider.ts';
import { roleNameKey as nameKey } from '../staff/role.ts';

/** Where a note goes: on one line of the order, or on the order as a whole. */
export const DescriptionTarget = z.enum(['ITEM', 'ORDER']);
export type DescriptionTarget = z.infer<typeof DescriptionTarget>;

export const DefaultDescriptionFields = z.object({
  title: z.string().trim().min(1).max(200),
  target: DescriptionTarget.default('ITEM'),
});
export type DefaultDescriptionFields = z.output<typeof DefaultDescriptionFields>;

export const defaultDescriptionKind = defineRecordKind({
  kind: 'default-description',
  eventPrefix: 'DefaultDescription',
  notFound: 'DEFAULT_DESCRIPTION_NOT_FOUND',
  fields: DefaultDescriptionFields,
  // The same note twice in one list is a mistake; the same words for a line and for the order
  // are two different notes. Titles compare as role names do (ی/ي, spaces, case).
  check: (fields, others) =>
    others.some(
      (o) => o.fields.target === fields.target && nameKey(o.fields.title) === nameKey(fields.title),
    )
      ? [
          {
            field: 'title',
            code: 'DEFAULT_DESCRIPTION_TITLE_TAKEN',
            message: errorMessages.DEFAULT_DESCRIPTION_TITLE_TAKEN,
          },
        ]
      : [],
});
