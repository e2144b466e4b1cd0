// An Excel download timed while the gateway's memory is watched: its resident set is sampled from
// /proc/<pid>/status every few milliseconds during the download (the peak over the baseline is
// what one streamed workbook costs), and VmHWM gives the process's high-water mark afterwards.
import { readdirSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { VENDOR_HEADERS } from '../order-request.ts';
import type { RouteTarget } from './route-latency.ts';

export type ExcelRun =
  | {
      readonly name: string;
      readonly path: string;
      readonly seconds: number;
      readonly firstByteMs: number;
      readonly megabytes: number;
      /** Rows of the first sheet read back (headers and totals included), and whether it is RTL. */
      readonly rows: number;
      readonly rightToLeft: boolean;
      readonly rssBeforeMb: number;
      readonly rssPeakMb: number;
      readonly hwmMb: number;
    }
  | { readonly name: string; readonly path: string; readonly missing: string };

const SAMPLE_MS = 5;

/** The workbook's first sheet, read back (a month's file fits in memory here, not in the gateway). */
async function firstSheet(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

/** A field of /proc/<pid>/status in MB (the kernel writes kB). */
export function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

export async function measureExcel(
  baseUrl: string,
  token: string,
  pid: number,
  target: RouteTarget,
): Promise<ExcelRun> {
  const rssBeforeMb = procStatusMb(pid, 'VmRSS');
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, procStatusMb(pid, 'VmRSS'));
  }, SAMPLE_MS);
  try {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${target.path}`, {
      headers: { ...VENDOR_HEADERS, authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) {
      const text = await response.text();
      const missing = text.includes('ROUTE_NOT_FOUND')
        ? 'no such route yet (404)'
        : `${response.status}: ${text.slice(0, 200)}`;
      return { ...target, missing };
    }
    const chunks: Uint8Array[] = [];
    let firstByteMs = 0;
    for await (const chunk of response.body) {
      if (chunks.length === 0) firstByteMs = performance.now() - started;
      chunks.push(chunk);
    }
    const seconds = (performance.now() - started) / 1000;
    const file = Buffer.concat(chunks);
    const sheet = await firstSheet(file);
    return {
      ...target,
      seconds,
      firstByteMs,
      megabytes: file.byteLength / 1_048_576,
      rows: sheet?.rowCount ?? 0,
      rightToLeft: sheet?.views[0]?.rightToLeft === true,
      rssBeforeMb,
      rssPeakMb: Math.max(rssPeakMb, procStatusMb(pid, 'VmRSS')),
      hwmMb: procStatusMb(pid, 'VmHWM'),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The processes whose parent is `pid` (the children files of its tasks in /proc). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * The process that serves: tsx starts the script in a child node process (which runs esbuild in
 * a child of its own), so the server is the process of the tree with the most memory.
 */
export function servingProcess(pid: number): number {
  const tree = (p: number): number[] => [p, ...childrenOf(p).flatMap(tree)];
  const rss = (p: number) => {
    try {
      return procStatusMb(p, 'VmRSS');
    } catch {
      return 0;
    }
  };
  return tree(pid).reduce((best, p) => (rss(p) > rss(best) ? p : best), pid);
}
