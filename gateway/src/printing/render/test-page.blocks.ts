// A printer's test page: the vendor, «چاپ آزمایشی», which printer and when (Jalali date, Tehran
// time), and a line saying that a readable page means the printer works.
import type { TestPageDocument } from '@sofre/engine/printing';
import { testPageWords as words } from '../printing.messages.ts';
import type { Block } from './layout.ts';
import { jalaliDate, tehranTime } from './paper-format.ts';

export const testPageBlocks = (page: TestPageDocument): Block[] => [
  { kind: 'text', text: page.vendorName, size: 38, bold: true, center: true },
  { kind: 'banner', text: words.title, size: 34 },
  { kind: 'row', label: words.printer, value: page.printerName, size: 28 },
  { kind: 'row', label: words.date, value: jalaliDate(page.at), size: 28 },
  { kind: 'row', label: words.time, value: tehranTime(page.at), size: 28 },
  { kind: 'rule', dashed: true },
  { kind: 'text', text: words.ok, size: 24, center: true },
  { kind: 'gap', height: 24 },
];
