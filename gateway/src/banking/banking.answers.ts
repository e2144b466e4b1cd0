// How the banking records of the records read model are answered: the record's fields beside its
// id and times; lists are paged and searched as every back-office list is (spec §9).
import type { BankView, PagedSearchQuery, PosTerminalView } from '@sofre/engine/contracts';
import { bankLabels, type BankFields, type PosTerminalFields } from '@sofre/engine/banking';
import type { RecordView } from '@sofre/projections';
import { pageRecords, type Page } from '../records/record-page.ts';

export const terminalAnswer = (view: RecordView<PosTerminalFields>): PosTerminalView => ({
  id: view.id,
  ...view.fields,
  createdAt: view.createdAt,
  updatedAt: view.updatedAt,
});

export const bankAnswer = (view: RecordView<BankFields>): BankView => ({
  id: view.id,
  ...view.fields,
  createdAt: view.createdAt,
  updatedAt: view.updatedAt,
});

/** What a search finds a reader by: title, bank (either spelling), terminal number, serial, IP. */
export const terminalText = (t: PosTerminalView): string =>
  [t.title, t.bankProvider, bankLabels[t.bankProvider], t.terminalId, t.serialNumber, t.ip].join(
    ' ',
  );

export const bankText = (b: BankView): string =>
  [b.title, b.bankName, bankLabels[b.bankName], b.accountHolder, b.iban, b.merchantId].join(' ');

/** PageNumber/pageNumber, PageSize/pageSize, Search/search: whichever the client sent. */
export const pageOfQuery = <T>(
  rows: readonly T[],
  query: PagedSearchQuery,
  textOf: (row: T) => string,
): Page<T> =>
  pageRecords(
    rows,
    {
      pageNumber: query.pageNumber ?? query.PageNumber,
      pageSize: query.pageSize ?? query.PageSize,
      search: query.search ?? query.Search,
    },
    textOf,
  );
