// A network device's IP address as a manager types it: any digits, and the Persian decimal
// separator that many keyboards type for the dot (printers, card readers).
import { normalizeDigits } from '@sofre/web-shared';

/** '۱۹۲٫۱۶۸٫۱٫۶۰' → '192.168.1.60'. */
export const normalizeIp = (typed: string): string =>
  normalizeDigits(typed).replace(/[٫,]/g, '.').replace(/\s/g, '');
