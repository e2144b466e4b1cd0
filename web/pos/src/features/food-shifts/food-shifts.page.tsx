// /bo/food-shifts: the vendor's food shifts (صبحانه، ناهار، شام), a page at a time, searched by
// title, with a form for the weekday × hours of each.
import { PagedRecordsScreen } from '@sofre/web-shared';
import { FoodShiftForm } from './food-shift.form.tsx';
import { PAGE_SIZE, useFoodShiftPage } from './food-shifts.api.ts';
import { foodShiftMessages } from './food-shifts.messages.ts';
import { FoodShiftsTable } from './food-shifts.table.tsx';

export function FoodShiftsPage() {
  return (
    <PagedRecordsScreen
      texts={foodShiftMessages}
      screenTestId="food-shifts-page"
      testId="food-shift"
      usePage={useFoodShiftPage}
      pageSize={PAGE_SIZE}
      table={(shifts, edit) => <FoodShiftsTable shifts={shifts} onEdit={edit} />}
      form={(shift, done) => <FoodShiftForm shift={shift} onDone={done} />}
      formSize="lg"
    />
  );
}
