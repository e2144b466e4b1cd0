// Table categories: the areas of the floor a vendor seats guests in (سالن اصلی، تراس، VIP). Only
// fields a manager creates and edits, so the records kit holds them; an inactive category is left
// off the floor view and the POS table picker, its tables keep their category.
import { z } from 'zod';
import { errorMessages } from '../shared/domain-error.ts';
import { defineRecordKind } from '../records/record.decider.ts';

export const DiningTableCategoryFields = z.object({
  title: z.string().trim().min(1).max(100),
  /** Place on the floor view and in the pickers, smallest first. */
  sortOrder: z.number().int().min(0).max(9999).default(0),
  active: z.boolean().default(true),
});
export type DiningTableCategoryFields = z.output<typeof DiningTableCategoryFields>;

export const diningTableCategoryKind = defineRecordKind({
  kind: 'dining-table-category',
  eventPrefix: 'DiningTableCategory',
  notFound: 'DINING_TABLE_CATEGORY_NOT_FOUND',
  fields: DiningTableCategoryFields,
  check: (fields, others) =>
    others.some((o) => o.fields.title === fields.title)
      ? [
          {
            field: 'title',
            code: 'DINING_TABLE_CATEGORY_TITLE_TAKEN',
            message: errorMessages.DINING_TABLE_CATEGORY_TITLE_TAKEN,
          },
        ]
      : [],
});
