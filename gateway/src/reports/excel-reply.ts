// A report's /excel variant: the same rows as its JSON route, streamed as an .xlsx file in the
// vendor's currency unit (projections report-workbook.ts). The file starts flowing before the last
// page is read; a failure after the first byte can only cut the download short, so it is logged.
import { PassThrough } from 'node:stream';
import { writeReportWorkbook, type ReportSheet } from '@sofre/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The 200 answer of an /excel route in its schema (a file, not JSON). */
export const ExcelFile = z.any().describe('An .xlsx file');

export interface ExcelReport<Row> {
  /** ASCII, without extension, e.g. `orders-paid-2025-03-01-2025-03-31`. */
  readonly fileName: string;
  readonly sheet: ReportSheet<Row>;
  readonly pages: AsyncIterable<readonly Row[]>;
}

export function sendReportExcel<Row>(
  reply: FastifyReply,
  request: FastifyRequest,
  report: ExcelReport<Row>,
): FastifyReply {
  const body = new PassThrough();
  writeReportWorkbook(body, report.sheet, report.pages, {
    unit: contextOf(request).vendor.currencyUnit,
  }).catch((error: unknown) => {
    request.log.error({ err: error }, 'report excel failed while streaming');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .type(XLSX)
    .header('content-disposition', `attachment; filename="${report.fileName}.xlsx"`)
    .send(body);
}
