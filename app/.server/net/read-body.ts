import { pipeline, Readable } from "node:stream";
import zlib from "node:zlib";

export interface CappedBody {
  body: Buffer;
  truncated: boolean;
}

type Encoding = "gzip" | "deflate" | "br" | null;

/** The one content coding we decode, or null for identity and codings we do not ask for (the body is kept as sent). */
export function decodableEncoding(header: string | null): Encoding {
  const value = header?.trim().toLowerCase() ?? "";
  if (value === "gzip" || value === "x-gzip") return "gzip";
  if (value === "deflate") return "deflate";
  if (value === "br") return "br";
  return null;
}

/**
 * Reads at most `maxBytes` of the decoded body. Both the bytes on the wire and
 * the decoded bytes are counted, so neither a huge body nor a small one that
 * inflates to gigabytes (a compression bomb) is read past the cap: once either
 * reaches it, reading stops, the streams are destroyed and `truncated` is set.
 * A corrupt encoding throws (the caller reports it as a failed fetch).
 */
export async function readCappedBody(wire: Readable, encoding: Encoding, maxBytes: number): Promise<CappedBody> {
  const chunks: Buffer[] = [];
  let kept = 0;
  let truncated = false;
  if (!encoding) {
    try {
      for await (const raw of wire) {
        ({ kept, truncated } = take(chunks, raw as Buffer, kept, maxBytes));
        if (truncated) break;
      }
    } finally {
      stop(wire);
    }
    return { body: Buffer.concat(chunks), truncated };
  }
  const input = wire[Symbol.asyncIterator]();
  let decoder: zlib.Gunzip | zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress | undefined;
  try {
    const first = await input.next();
    if (first.done) return { body: Buffer.alloc(0), truncated: false };
    const head = first.value as Buffer;
    decoder = makeDecoder(encoding, head);
    let wireBytes = 0;
    async function* counted() {
      let next: IteratorResult<unknown> = { done: false, value: head };
      while (!next.done) {
        const chunk = next.value as Buffer;
        wireBytes += chunk.length;
        yield chunk;
        next = await input.next();
      }
    }
    // Errors of either side reach the loop below through the decoder.
    pipeline(Readable.from(counted()), decoder, () => {});
    for await (const data of decoder) {
      ({ kept, truncated } = take(chunks, data as Buffer, kept, maxBytes));
      if (truncated || wireBytes > maxBytes) {
        truncated = true;
        break;
      }
    }
  } finally {
    if (decoder) stop(decoder);
    stop(wire);
  }
  return { body: Buffer.concat(chunks), truncated };
}

function makeDecoder(encoding: Exclude<Encoding, null>, first: Buffer) {
  if (encoding === "gzip") return zlib.createGunzip();
  if (encoding === "br") return zlib.createBrotliDecompress();
  // "deflate" should be zlib-wrapped (RFC 9110), but some servers send raw deflate: tell them apart by the zlib header check.
  const [cmf = 0, flg = 0] = first;
  const wrapped = first.length >= 2 && (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0;
  return wrapped ? zlib.createInflate() : zlib.createInflateRaw();
}

function take(chunks: Buffer[], data: Buffer, kept: number, maxBytes: number) {
  const room = maxBytes - kept;
  if (data.length > room) {
    if (room > 0) chunks.push(data.subarray(0, room));
    return { kept: maxBytes, truncated: true };
  }
  chunks.push(data);
  return { kept: kept + data.length, truncated: false };
}

/** Stops reading; a destroyed undici body emits an abort error nobody needs to hear. */
function stop(stream: Readable | zlib.Gunzip | zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress) {
  if (stream.destroyed) return;
  stream.on("error", () => {});
  stream.destroy();
}
