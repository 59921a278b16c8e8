import { crc32, deflateRawSync, inflateRawSync } from "node:zlib";

/**
 * The bundle's archive format: a plain ZIP (readable by any unzip tool),
 * written and read here rather than with adm-zip because both directions
 * need what adm-zip does not give:
 * - writing streams one entry at a time (a media file is read, compressed
 *   and sent before the next is read), so the whole archive is never in
 *   memory; only the central directory (a few dozen bytes per entry) is kept;
 * - reading checks the entry count and the declared sizes before anything is
 *   inflated, and caps each inflate at the bytes still allowed
 *   (`maxOutputLength`), so a zip bomb stops at the cap whatever its headers
 *   claim. Names are checked before use: no `..`, no absolute or drive
 *   paths, no backslashes, no control characters.
 * Only what we write is read back: stored (0) or deflated (8) entries,
 * no encryption, no ZIP64 (a bundle over 4 GB is refused).
 */

export interface ZipSource {
  name: string;
  bytes: Uint8Array;
  /** Deflate the entry (JSON); images are already compressed and are stored. */
  compress: boolean;
}

const u16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
};
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
};

/** DOS date and time of `date` (the ZIP header's resolution: two seconds). */
function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((Math.max(date.getUTCFullYear(), 1980) - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

const LIMIT_32 = 0xffff_ffff;

/**
 * Writes a ZIP from entries produced one at a time. Yields the archive's
 * bytes in order; `entries` is pulled only as the consumer reads.
 */
export async function* writeZip(entries: AsyncIterable<ZipSource>, madeAt = new Date()): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  const stamp = dosTime(madeAt);
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const checksum = crc32(entry.bytes);
    const data = entry.compress ? deflateRawSync(entry.bytes) : Buffer.from(entry.bytes);
    const method = entry.compress ? 8 : 0;
    if (offset + data.byteLength > LIMIT_32 || entry.bytes.byteLength > LIMIT_32)
      throw new Error("the bundle is larger than 4 GB");
    // Flag bit 11: the name is UTF-8.
    const common = Buffer.concat([
      u16(20),
      u16(0x0800),
      u16(method),
      u16(stamp.time),
      u16(stamp.date),
      u32(checksum),
      u32(data.byteLength),
      u32(entry.bytes.byteLength),
      u16(name.byteLength),
    ]);
    const local = Buffer.concat([u32(0x04034b50), common, u16(0), name]);
    central.push(Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    yield local;
    yield data;
    offset += local.byteLength + data.byteLength;
    count += 1;
    if (count > 0xffff) throw new Error("the bundle has more than 65,535 files");
  }
  const directory = Buffer.concat(central);
  yield directory;
  yield Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(count), u16(count), u32(directory.byteLength), u32(offset), u16(0)]);
}

export interface ZipLimits {
  /** Most entries taken. */
  maxEntries: number;
  /** Most bytes all entries may inflate to, together. */
  maxTotalBytes: number;
}

/** Why an archive was refused; the message is for people. */
export class ZipRefusal extends Error {
  constructor(
    readonly reason: "corrupt" | "too-many-entries" | "too-large" | "bad-name" | "unsupported",
    message: string,
  ) {
    super(message);
  }
}

interface CentralEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** A name we would write: relative, forward slashes, no `..`, no control characters, no drive letters. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.length > 200) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\u0000-\u001f\u007f\\:]/.test(name)) return false;
  if (name.startsWith("/")) return false;
  return name.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

function findEnd(bytes: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  for (let at = bytes.byteLength - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50) return at;
  }
  return -1;
}

/** Reads the central directory and checks every entry's name and declared size, inflating nothing. */
function readDirectory(bytes: Buffer, limits: ZipLimits): CentralEntry[] {
  const corrupt = () => new ZipRefusal("corrupt", "The file is not a readable ZIP archive.");
  if (bytes.byteLength < 22) throw corrupt();
  const end = findEnd(bytes);
  if (end < 0) throw corrupt();
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || start === LIMIT_32) throw new ZipRefusal("unsupported", "ZIP64 archives are not taken.");
  if (count > limits.maxEntries) {
    throw new ZipRefusal("too-many-entries", `The bundle has ${count} files; at most ${limits.maxEntries} are taken.`);
  }
  if (start + size > end) throw corrupt();
  const entries: CentralEntry[] = [];
  const names = new Set<string>();
  let at = start;
  let declared = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== 0x02014b50) throw corrupt();
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) throw corrupt();
    const entry: CentralEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + 46, at + 46 + nameLength).toString("utf8"),
    };
    at += 46 + nameLength + extraLength + commentLength;
    if (!isSafeEntryName(entry.name)) {
      throw new ZipRefusal(
        "bad-name",
        `The bundle holds a file named ${JSON.stringify(entry.name.slice(0, 80))}, which is not a plain relative name; nothing was read.`,
      );
    }
    if (names.has(entry.name)) throw new ZipRefusal("bad-name", `The bundle holds two files named ${entry.name}.`);
    names.add(entry.name);
    if (entry.flags & 0x1) throw new ZipRefusal("unsupported", "Encrypted archives are not taken.");
    if (entry.method !== 0 && entry.method !== 8)
      throw new ZipRefusal("unsupported", `${entry.name} uses a compression method we do not read.`);
    if (entry.size === LIMIT_32 || entry.compressedSize === LIMIT_32)
      throw new ZipRefusal("unsupported", "ZIP64 archives are not taken.");
    declared += entry.size;
    if (declared > limits.maxTotalBytes) throw tooLarge(limits);
    entries.push(entry);
  }
  return entries;
}

const tooLarge = (limits: ZipLimits) =>
  new ZipRefusal(
    "too-large",
    `The bundle unpacks to more than ${Math.round(limits.maxTotalBytes / (1024 * 1024))} MB, the most taken.`,
  );

/**
 * The archive's files by name, inflated under the limits. The declared sizes
 * are checked first (readDirectory); each inflate is then capped at the
 * entry's declared size and at what is left of the total, so a header that
 * lies stops the inflate at the cap instead of after it.
 */
export function readZip(input: Uint8Array, limits: ZipLimits): Map<string, Buffer> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const entries = readDirectory(bytes, limits);
  const files = new Map<string, Buffer>();
  let total = 0;
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > bytes.byteLength || bytes.readUInt32LE(at) !== 0x04034b50) {
      throw new ZipRefusal("corrupt", `${entry.name}: the archive is damaged.`);
    }
    const dataStart = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > bytes.byteLength) throw new ZipRefusal("corrupt", `${entry.name}: the archive is cut short.`);
    const raw = bytes.subarray(dataStart, dataEnd);
    const left = limits.maxTotalBytes - total;
    let data: Buffer;
    if (entry.method === 0) {
      data = Buffer.from(raw);
    } else {
      try {
        // One byte over the declared size is enough to know the header lied.
        data = inflateRawSync(raw, { maxOutputLength: Math.max(1, Math.min(entry.size + 1, left + 1)) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
          throw entry.size + 1 <= left + 1
            ? new ZipRefusal("corrupt", `${entry.name} unpacks to more than its header says; the archive was refused.`)
            : tooLarge(limits);
        }
        throw new ZipRefusal("corrupt", `${entry.name}: the archive is damaged.`);
      }
    }
    if (data.byteLength !== entry.size) throw new ZipRefusal("corrupt", `${entry.name} is not the size its header says.`);
    if (crc32(data) !== entry.crc) throw new ZipRefusal("corrupt", `${entry.name} is damaged (its checksum does not match).`);
    total += data.byteLength;
    if (total > limits.maxTotalBytes) throw tooLarge(limits);
    files.set(entry.name, data);
  }
  return files;
}
