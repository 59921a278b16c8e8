import { existsSync } from "node:fs";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserQueue, runLabAudits } from "./index";

/**
 * Issue 21, finding 1: axe-core must run on a site that sends a strict nonce Content-Security-Policy
 * (ours does, and so do many treatment-centre sites). The page below plants three faults axe knows:
 * an image without alt, an input without a label, and grey-on-white text.
 */
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);

const CSP = "script-src 'nonce-abc'; default-src 'self'";
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbor Recovery</title>
<link rel="stylesheet" href="/site.css">
<script nonce="abc">document.documentElement.dataset.nonced = "ran";</script>
<script>document.addEventListener("DOMContentLoaded", () => document.body.insertAdjacentHTML("beforeend", '<img id="unnonced" src="/pixel.svg">'));</script>
</head><body><main><h1>Admissions</h1>
<p class="faint">Call us any time, day or night.</p>
<img src="/pixel.svg" width="40" height="40">
<form><input type="text" name="name"></form></main></body></html>`;

let server: Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((req, res) => {
    // A stylesheet of its own origin: default-src 'self' refuses inline style attributes.
    if (req.url === "/site.css") {
      res.writeHead(200, { "content-type": "text/css" }).end(".faint { color: #bbbbbb; background: #ffffff; }");
      return;
    }
    if (req.url === "/pixel.svg") {
      res
        .writeHead(200, { "content-type": "image/svg+xml" })
        .end('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>');
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": CSP }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

describe.skipIf(!hasChromium)("axe-core under a strict nonce CSP", () => {
  it("runs and reports the planted faults", async () => {
    const result = await runLabAudits(
      {
        chromePath: CHROMIUM,
        network: { allowPrivate: true, allowedPorts: [] },
        queue: createBrowserQueue(),
        runTimeoutMs: 30_000,
      },
      { lighthouse: [], axe: [`${base}/admissions`] },
    );
    const page = result.axe[0]!;
    expect(page.error).toBeNull();
    expect(result.skippedReason).toBeNull();
    const rules = page.violations.map((v) => v.id);
    expect(rules).toEqual(expect.arrayContaining(["image-alt", "label", "color-contrast"]));
    expect(page.violations.find((v) => v.id === "color-contrast")?.impact).toBe("serious");
    // The page kept its policy: the script without the nonce never ran, so its image is not there to be judged.
    expect(page.violations.flatMap((v) => v.targets)).not.toContain("#unnonced");
    expect(page.violations.find((v) => v.id === "image-alt")?.nodes).toBe(1);
  }, 90_000);
});
