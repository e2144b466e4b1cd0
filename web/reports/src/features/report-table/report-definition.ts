// A report page is a route and its columns: what the generic page (report-page.tsx) needs to
// fetch a report, show it in a grid, page and sort it on the server, total it and download it.
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { pageGroups } from '../../messages/reports.messages.ts';

/** How a column's cells read (report-columns.ts). */
export type ColumnKind =
  | 'text'
  | 'money'
  | 'count'
  | 'percent'
  | 'minutes'
  | 'dateTime'
  | 'period'
  | 'source'
  | 'delivery'
  | 'payment'
  | 'status';

export interface ReportColumn {
  /** The row's field; a dotted path reaches into an object ('rejectedBy.userId'). */
  readonly field: string;
  readonly header: string;
  readonly kind: ColumnKind;
  /** Summed in the totals row (reports that are not paged), or taken from the answer's totals. */
  readonly total?: boolean;
  /** The route's SortBy value for this column, when it sorts on the server. */
  readonly sortBy?: string;
  readonly minWidth?: number;
  /** Words for the values of a code column (a status, an entry kind). */
  readonly labels?: Readonly<Record<string, string>>;
}

export type Row = Readonly<Record<string, unknown>>;

export interface ReportDefinition<Answer = unknown> {
  /** The page's path under /bo/reports. */
  readonly slug: string;
  readonly title: string;
  readonly intro?: string;
  readonly group: keyof typeof pageGroups;
  /** The GET route; its /excel variant takes the same query without paging. */
  readonly route: string;
  readonly response: z.ZodType<Answer>;
  readonly columns: readonly ReportColumn[];
  readonly rows: (answer: Answer) => readonly Row[];
  /** The route pages (PageNumber, PageSize → totalCount). */
  readonly paged?: (answer: Answer) => number;
  /** The totals row from the answer (a paged report's totals are the server's). */
  readonly totals?: (answer: Answer) => Row | undefined;
  /** The route has an /excel variant. */
  readonly excel?: boolean;
  /** The route sorts by `SortBy` (the column's sortBy), biggest first. */
  readonly serverSort?: { readonly param: string; readonly initial: string };
  /** More of the query (a fixed OrderType, …). */
  readonly query?: Readonly<Record<string, string>>;
  /**
   * How the route takes its period: 'range' (Range or FromDate..ToDate, the default) or 'days'
   * (FromDate..ToDate only, a named range counted into days here).
   */
  readonly period?: 'range' | 'days';
  /** What a row opens (a drawer): each row gets a «جزئیات» button, and a click on it opens it too. */
  readonly detail?: ComponentType<{ readonly row?: Row; readonly onClose: () => void }>;
}

/** Keeps a definition's answer type checked against its columns' use, then erases it. */
export const defineReport = <Answer>(report: ReportDefinition<Answer>): ReportDefinition =>
  report as unknown as ReportDefinition;

/** A row's value at a dotted path. */
export const valueAt = (row: Row | undefined, field: string): unknown =>
  field.split('.').reduce<unknown>((v, key) => (v as Row | undefined)?.[key], row);

/** The totals row of the rows themselves: each total column summed. */
export function sumColumns(rows: readonly Row[], columns: readonly ReportColumn[]): Row {
  const totals: Record<string, number> = {};
  for (const c of columns.filter((c) => c.total))
    totals[c.field] = rows.reduce((s, r) => s + Number(valueAt(r, c.field) ?? 0), 0);
  return totals;
}
