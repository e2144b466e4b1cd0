import { describe, expect, it } from 'vitest';
import { otpSms, templateToken } from './otp-message.ts';

describe('the login-code SMS', () => {
  it('names the vendor and carries the code in Latin digits, also as template tokens', () => {
    const sms = otpSms({ to: '09121234567', code: '۴۸۲۹۱۳', vendorName: 'کبابی رضا' });
    expect(sms.text.split('\n')[0]).toBe('کد ورود شما به کبابی رضا: 482913');
    expect(sms.purpose).toBe('OTP');
    expect(sms.template).toEqual({ name: 'otp', tokens: ['482913', 'کبابی\u200cرضا'] });
  });

  it('falls back to the brand and adds the WebOTP line for a domain', () => {
    const sms = otpSms({ to: '09121234567', code: '١٢٣٤٥٦', domain: 'shandiz.sofre.ir' });
    expect(sms.text).toContain('کد ورود شما به سفره: 123456');
    expect(sms.text.endsWith('\n@shandiz.sofre.ir #123456')).toBe(true);
  });

  it('refuses something that is not a code', () => {
    expect(() => otpSms({ to: '09121234567', code: '12ab' })).toThrow();
  });

  it('keeps template tokens free of spaces, underscores and separators', () => {
    expect(templateToken(' رستوران  سنتی_شاندیز - شعبه ۲ ')).toBe(
      'رستوران\u200cسنتی\u200cشاندیز\u200cشعبه\u200c۲',
    );
  });
});
