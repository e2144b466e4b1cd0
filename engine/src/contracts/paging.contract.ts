// Paged lists (spec §9: default page size 10; the hourly report shape: data, pageNumber, pageSize, totalCount).
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;

export const PageQuery = z.object({
  pageNumber: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE),
});

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
  });

/** A query may wait (bounded) until its read model has reached the position a command answered. */
export const MinPositionQuery = z.object({ minPosition: z.string().min(1).optional() });
