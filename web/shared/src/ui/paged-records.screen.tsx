// A back-office screen of one record kind, a page at a time (food shifts, default descriptions,
// discount codes): the header with its "add" button, the searched list, and the add / edit modal.
// The screen holds which record is being edited; the feature gives its query, table and form.
import { Button, Stack, type ModalProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RecordFormModal, type Editing } from '../forms/record-form.modal.tsx';
import { PageHeader } from './page-header.tsx';
import { PagedListCard, usePagedSearch, type PageOf, type PagedListTexts } from './paged-list.tsx';

export interface PagedRecordsTexts extends PagedListTexts {
  readonly title: string;
  readonly intro: string;
  readonly add: string;
  readonly form: { readonly newTitle: string; readonly editTitle: string };
}

export interface PagedRecordsScreenProps<T extends { readonly id: string }> {
  readonly texts: PagedRecordsTexts;
  /** The screen's test id; `${testId}-new` is the add button, the list's ids start with it too. */
  readonly screenTestId: string;
  readonly testId: string;
  /** The feature's query hook for one page (a module-level hook, called here every render). */
  readonly usePage: (pageNumber: number, search: string) => UseQueryResult<PageOf<T>>;
  readonly pageSize: number;
  readonly table: (rows: readonly T[], edit: (record: T) => void) => ReactNode;
  /** The form for a record, or undefined for a new one; `done` closes the modal. */
  readonly form: (record: T | undefined, done: () => void) => ReactNode;
  readonly formSize?: ModalProps['size'];
}

export function PagedRecordsScreen<T extends { readonly id: string }>({
  texts,
  screenTestId,
  testId,
  usePage,
  pageSize,
  table,
  form,
  formSize,
}: PagedRecordsScreenProps<T>) {
  const paging = usePagedSearch();
  const [editing, setEditing] = useState<Editing<T>>();
  const page = usePage(paging.pageNumber, paging.settledSearch);
  return (
    <Stack gap="md" data-testid={screenTestId}>
      <PageHeader
        title={texts.title}
        intro={texts.intro}
        action={
          <Button onClick={() => setEditing('new')} data-testid={`${testId}-new`}>
            {texts.add}
          </Button>
        }
      />
      <PagedListCard paging={paging} page={page} pageSize={pageSize} texts={texts} testId={testId}>
        {(rows) => table(rows, setEditing)}
      </PagedListCard>
      <RecordFormModal
        editing={editing}
        onClose={() => setEditing(undefined)}
        titles={{ new: texts.form.newTitle, edit: texts.form.editTitle }}
        size={formSize}
      >
        {form}
      </RecordFormModal>
    </Stack>
  );
}
