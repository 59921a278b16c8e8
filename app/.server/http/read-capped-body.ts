/**
 * A request body as bytes, or null when it is longer than `maxBytes` (by its
 * Content-Length, or while it streams in: the reading stops there, so an
 * oversized body is never held in memory). Every body we read goes through
 * here (parse-request.ts), so no request can make the server buffer more.
 */
export async function readCappedBytes(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The same, as UTF-8 text. */
export async function readCappedBody(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readCappedBytes(request, maxBytes);
  return bytes === null ? null : new TextDecoder("utf-8").decode(bytes);
}
