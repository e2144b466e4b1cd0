// A report bound is a calendar day (YYYY-MM-DD, read by the server as a Tehran day): the shared
// Jalali day field's conversions (back-office-ui/jalali-day.field.tsx).
export {
  calendarDay as reportDay,
  jalaliDayLabel,
} from '../../back-office-ui/jalali-day.field.tsx';
