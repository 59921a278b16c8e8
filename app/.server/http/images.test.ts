import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImageHandler, type ImageHandler, pickImageFormat } from "./images";

/** The /images endpoint on a real HTTP server, reading the repo's public/art and caching in a temp dir. */
let server: Server;
let base: string;
let cacheDir: string;
let images: ImageHandler;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "image-cache-test-"));
  images = createImageHandler({ sourceDir: path.resolve("public"), cacheDir });
  server = createServer((req, res) => {
    images(req, res).catch(() => res.end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(cacheDir, { recursive: true, force: true });
});

describe("GET /images/<art>?w=<width>", () => {
  it("rasterises SVG art at the asked width, as AVIF or WebP by the Accept header", async () => {
    const avif = await fetch(`${base}/images/art/hero-growth.svg?w=640`, { headers: { Accept: "image/avif,image/webp,*/*" } });
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("vary")).toBe("Accept");
    expect(avif.headers.get("cache-control")).toMatch(/public, max-age=\d{7,}/);
    const avifMeta = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
    expect(avifMeta.width).toBe(640);
    expect(avifMeta.height).toBe(360);

    const webp = await fetch(`${base}/images/art/hero-growth.svg?w=1920`, { headers: { Accept: "image/webp,*/*" } });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(1920);
  });

  it("renders a variant once, for concurrent requests too, and keeps it on disk", async () => {
    const url = `${base}/images/art/team-2.svg?w=320`;
    const headers = { Accept: "image/webp" };
    const rendersBefore = images.renderCount();
    const filesBefore = await readdir(cacheDir);
    const bodies = await Promise.all(Array.from({ length: 5 }, () => fetch(url, { headers }).then((r) => r.arrayBuffer())));
    expect(new Set(bodies.map((body) => Buffer.from(body).toString("base64"))).size).toBe(1);
    expect(images.renderCount() - rendersBefore).toBe(1);
    expect((await readdir(cacheDir)).length - filesBefore.length).toBe(1);
    await fetch(url, { headers }).then((r) => r.arrayBuffer());
    expect(images.renderCount() - rendersBefore).toBe(1);
    const etag = (await fetch(url, { headers })).headers.get("etag")!;
    const revalidated = await fetch(url, { headers: { ...headers, "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
  });

  it("answers 400 for widths the spec does not list and 404 outside the allowed folder", async () => {
    expect((await fetch(`${base}/images/art/hero-growth.svg?w=641`)).status).toBe(400);
    expect((await fetch(`${base}/images/art/hero-growth.svg`)).status).toBe(400);
    for (const bad of [
      "/images/art/no-such-file.svg?w=640",
      "/images/art/../logo.svg?w=640",
      "/images/art/%2e%2e/logo.svg?w=640",
      "/images/art/..%2flogo.svg?w=640",
      "/images/logo.svg?w=640",
      "/images/art/hero-growth.txt?w=640",
    ]) {
      const response = await fetch(`${base}${bad}`);
      expect(response.status, bad).toBe(404);
      expect(await response.text()).toBe("Image not found\n");
    }
  });
});

describe("pickImageFormat", () => {
  it("prefers AVIF, then WebP, then PNG", () => {
    expect(pickImageFormat("image/avif,image/webp,image/apng,*/*")).toBe("avif");
    expect(pickImageFormat("image/webp,*/*")).toBe("webp");
    expect(pickImageFormat("*/*")).toBe("png");
    expect(pickImageFormat(undefined)).toBe("png");
  });
});
