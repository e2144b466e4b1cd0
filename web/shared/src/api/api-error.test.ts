import { describe, expect, it } from 'vitest';
import { problemToError } from './api-error.ts';

describe('problem+json to ApiError', () => {
  it('keeps the code, the Persian message and the field errors', () => {
    const error = problemToError(400, {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'اطلاعات ارسال‌شده معتبر نیست.',
      errors: [{ field: 'discount.amount', code: 'too_big', message: 'حداکثر ۱۰۰' }],
    });
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(error.message).toBe('اطلاعات ارسال‌شده معتبر نیست.');
    expect(error.fieldMessage('discount')).toBe('حداکثر ۱۰۰');
    expect(error.fieldMessage('tableNumber')).toBeUndefined();
  });

  it('falls back to a message field, then to the generic Persian message', () => {
    expect(problemToError(502, { message: 'سرویس در دسترس نیست' }).message).toBe(
      'سرویس در دسترس نیست',
    );
    expect(problemToError(500, undefined)).toMatchObject({
      code: 'OPERATION_FAILED',
      message: 'خطا در انجام عملیات',
    });
  });
});
