/**
 * How many entries a ZIP archive says it holds, read from its end-of-central-directory record: a few bytes at the
 * end, before anything is parsed. An importer refuses an archive with too many entries from this (issue 35 B2: a
 * 5 MB zip of 60,000 empty entries kept the keyword import parsing, and the event loop blocked, for 20 s before
 * its "more than 20 files" refusal). Null when there is no such record (not a ZIP, or cut short); a ZIP64 archive
 * says 0xffff here, which is over any limit of ours.
 */
export function zipEntryCount(bytes: Uint8Array): number | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at -= 1) {
    if (view.readUInt32LE(at) === 0x06054b50) return view.readUInt16LE(at + 10);
  }
  return null;
}
