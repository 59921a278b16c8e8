import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where the media library keeps its files. Names are ours (`<random key>.<ext>`,
 * checked here again), never an uploader's, so nothing a request sends can
 * point outside the store.
 *
 * Only the file store exists: no S3 client is installed, and none was added
 * for this. An S3-compatible store implements the same five methods over a
 * bucket (put = PutObject, get = GetObject, stat = HeadObject's
 * ContentLength/LastModified, delete = DeleteObject); the image pipeline and
 * the library only ever call this interface, so it plugs in at
 * createMediaStorage (content/services.ts builds the storage) behind a setting.
 */
export interface MediaStorage {
  readonly kind: "file";
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Size and modification time (the image cache keys its variants by them), or null. */
  stat(name: string): Promise<{ size: number; modifiedMs: number } | null>;
  delete(name: string): Promise<void>;
}

const NAME = /^[a-z0-9]{20,40}\.(jpg|png|webp|avif|svg)$/;

function checked(name: string): string {
  if (!NAME.test(name)) throw new Error(`not a media file name: ${JSON.stringify(name)}`);
  return name;
}

/** Files under `dir` (DATA_DIR/media by default), written aside then renamed, so a reader never sees half a file. */
export function createFileMediaStorage(dir: string): MediaStorage {
  const at = (name: string) => path.join(dir, checked(name));
  return {
    kind: "file",
    async put(name, bytes) {
      const file = at(name);
      await mkdir(dir, { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(name) {
      return readFile(at(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
    },
    async stat(name) {
      const info = await stat(at(name)).catch(() => null);
      return info?.isFile() ? { size: info.size, modifiedMs: info.mtimeMs } : null;
    },
    async delete(name) {
      await rm(at(name), { force: true });
    },
  };
}
