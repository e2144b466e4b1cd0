// /bo/discount-codes: the vendor's discount codes (spec §3), newest first, a page at a time,
// searched by code, with a form whose fields follow the code's type.
import { Button, Stack } from '@mantine/core';
import type { DiscountCodeView } from '@sofre/engine/contracts';
import { PagedListCard, PageHeader, usePagedSearch, type Editing } from '@sofre/web-shared';
import { useState } from 'react';
import { DiscountCodeFormModal } from './discount-code.form.tsx';
import { PAGE_SIZE, useDiscountCodePage } from './discount-codes.api.ts';
import { discountMessages as text } from './discount-codes.messages.ts';
import { DiscountCodesTable } from './discount-codes.table.tsx';

export function DiscountCodesPage() {
  const paging = usePagedSearch();
  const [editing, setEditing] = useState<Editing<DiscountCodeView>>();
  const page = useDiscountCodePage(paging.pageNumber, paging.settledSearch);
  return (
    <Stack gap="md" data-testid="discount-codes-page">
      <PageHeader
        title={text.title}
        intro={text.intro}
        action={
          <Button onClick={() => setEditing('new')} data-testid="discount-new">
            {text.add}
          </Button>
        }
      />
      <PagedListCard
        paging={paging}
        page={page}
        pageSize={PAGE_SIZE}
        texts={text}
        testId="discount"
      >
        {(codes) => <DiscountCodesTable codes={codes} onEdit={setEditing} />}
      </PagedListCard>
      <DiscountCodeFormModal editing={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
