// The sandbox printer shipped with the product (ARCHITECTURE decision 10): a TCP listener that
// takes print jobs as a network thermal printer does (raw ESC/POS on a port, like 9100), decodes
// the raster pictures back and saves each page as a PNG in its folder — so a person, the demo and
// the tests can look at every ticket. It closes the connection once the page is saved: the job's
// sender then knows it was taken. It listens on loopback only.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { renderHere, type PrintRenderer } from '../render/print-renderer.ts';

export interface SandboxPrint {
  /** The PNG's file name: when it arrived (UTC), on which port, which page. */
  readonly name: string;
  readonly port: number;
  readonly receivedAt: string;
  readonly width: number;
  readonly height: number;
}

export interface SandboxPrinterOptions {
  /** Where the PNGs go (DATA_DIR/sandbox-printer). */
  readonly dir: string;
  /** Where the pages are developed into PNG; default this thread. */
  readonly renderer?: Pick<PrintRenderer, 'develop'>;
  readonly log?: { warn(details: object, message: string): void };
}

const NAME = /^(\d{8}T\d{9}Z)-(\d+)-(\d+)\.png$/;
/** How many prints the listing shows, newest first. */
const LISTED = 200;

const stamp = (at: Date) => at.toISOString().replace(/[-:.]/g, '');
const instantOf = (s: string) =>
  `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`;

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (file: string) => {
  const head = readFileSync(file).subarray(16, 24);
  return { width: head.readUInt32BE(0), height: head.readUInt32BE(4) };
};

export class SandboxPrinter {
  private readonly servers: Server[] = [];
  private readonly sockets = new Set<Socket>();
  private saved = 0;
  private sequence = 0;

  constructor(private readonly options: SandboxPrinterOptions) {
    mkdirSync(options.dir, { recursive: true });
  }

  /** Starts a printer on `port` (0: any free one); answers the port it listens on. */
  listen(port = 0, host = '127.0.0.1'): Promise<number> {
    // Half-open: the sender's end of the job is not our end; we close once the pages are saved.
    const server = createServer({ allowHalfOpen: true }, (socket) => {
      const chunks: Buffer[] = [];
      const local = socket.localPort ?? port;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => socket.destroy());
      socket.on('end', () => {
        void this.save(Buffer.concat(chunks), local).finally(() => socket.end());
      });
    });
    this.servers.push(server);
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  private async save(bytes: Buffer, port: number): Promise<void> {
    try {
      const at = stamp(new Date());
      const pages = await (this.options.renderer ?? renderHere).develop(bytes);
      for (const png of pages) {
        // Pages saved by this printer are numbered, so two jobs in one millisecond do not collide.
        const name = `${at}-${port}-${String(++this.sequence).padStart(4, '0')}.png`;
        // Written aside and renamed into place: a listing never reads a page half written.
        const file = join(this.options.dir, name);
        await writeFile(`${file}.part`, png);
        await rename(`${file}.part`, file);
        this.saved++;
      }
    } catch (error) {
      this.options.log?.warn({ err: error, port }, 'sandbox printer: could not read the job');
    }
  }

  /** Every page saved (also by an earlier run on the same folder), newest first. */
  prints(): SandboxPrint[] {
    return readdirSync(this.options.dir)
      .flatMap((name) => {
        const match = NAME.exec(name);
        if (!match) return [];
        const size = pngSize(join(this.options.dir, name));
        return [{ name, port: Number(match[2]), receivedAt: instantOf(match[1]!), ...size }];
      })
      .sort((a, b) => (a.name < b.name ? 1 : -1))
      .slice(0, LISTED);
  }

  /** The PNG of a print, if it is one of ours. */
  file(name: string): Buffer | undefined {
    if (!NAME.test(name)) return undefined;
    try {
      return readFileSync(join(this.options.dir, name));
    } catch {
      return undefined;
    }
  }

  /** Pages this printer saved since it started. */
  get pagesSaved(): number {
    return this.saved;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await Promise.all(
      this.servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
    );
  }
}
