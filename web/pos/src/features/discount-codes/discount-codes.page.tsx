// /bo/discount-codes: the vendor's discount codes (spec §3), newest first, a page at a time,
// searched by code, with a form whose fields follow the code's type.
import { PagedRecordsScreen } from '@sofre/web-shared';
import { DiscountCodeForm } from './discount-code.form.tsx';
import { PAGE_SIZE, useDiscountCodePage } from './discount-codes.api.ts';
import { discountMessages } from './discount-codes.messages.ts';
import { DiscountCodesTable } from './discount-codes.table.tsx';

export function DiscountCodesPage() {
  return (
    <PagedRecordsScreen
      texts={discountMessages}
      screenTestId="discount-codes-page"
      testId="discount"
      usePage={useDiscountCodePage}
      pageSize={PAGE_SIZE}
      table={(codes, edit) => <DiscountCodesTable codes={codes} onEdit={edit} />}
      form={(code, done) => <DiscountCodeForm code={code} onDone={done} />}
      formSize="lg"
    />
  );
}
