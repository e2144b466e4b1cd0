// Uploaded images on disk: DATA_DIR/files/<vendorId>/<sha256>.<ext>. The name is the content's
// hash, so the same image uploaded twice is one file and a served file never changes (it can be
// cached for a year). Written to a temporary name first, so a reader never sees half a file.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageType } from './image-type.ts';

/** Vendor ids and stored names are both checked against these before they touch a path. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
export const STORED_NAME = /^[0-9a-f]{64}\.(jpg|png|webp)$/;

export class FileStore {
  constructor(private readonly root: string) {}

  /** Stores the bytes; answers the public path `/files/<vendorId>/<name>`. */
  async save(vendorId: string, bytes: Buffer, type: ImageType): Promise<string> {
    if (!SAFE_SEGMENT.test(vendorId)) throw new Error(`unsafe vendor id for a path: ${vendorId}`);
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${type}`;
    const dir = join(this.root, vendorId);
    const path = join(dir, name);
    if (!(await exists(path))) {
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `.${randomUUID()}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    }
    return `/files/${vendorId}/${name}`;
  }

  /** The stored bytes, or undefined for a name that is not a stored file. */
  async read(vendorId: string, name: string): Promise<Buffer | undefined> {
    if (!SAFE_SEGMENT.test(vendorId) || !STORED_NAME.test(name)) return undefined;
    try {
      return await readFile(join(this.root, vendorId, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}

/** The gateway's file store: DATA_DIR/files. */
export const fileStoreIn = (dataDir: string): FileStore => new FileStore(join(dataDir, 'files'));

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
