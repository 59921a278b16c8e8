import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackHttp, startLoopbackHttp } from "../../../../../tests/support/loopback-http";
import { createBrowserQueue, runLabAudits } from "./index";

/**
 * axe-core on pages as real sites build them, served on loopback and run through the lab as an
 * analysis runs it: a strict nonce Content-Security-Policy, and content revealed on scroll.
 */
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Issue 21, finding 1: axe-core must run on a site that sends a strict nonce Content-Security-Policy
 * (ours does, and so do many treatment-centre sites). The page below plants three faults axe knows:
 * an image without alt, an input without a label, and grey-on-white text.
 */
const CSP = "script-src 'nonce-abc'; default-src 'self'";
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbor Recovery</title>
<link rel="stylesheet" href="/site.css">
<script nonce="abc">document.documentElement.dataset.nonced = "ran";</script>
<script>document.addEventListener("DOMContentLoaded", () => document.body.insertAdjacentHTML("beforeend", '<img id="unnonced" src="/pixel.svg">'));</script>
</head><body><main><h1>Admissions</h1>
<p class="faint">Call us any time, day or night.</p>
<img src="/pixel.svg" width="40" height="40">
<form><input type="text" name="name"></form></main></body></html>`;

/**
 * Content that fades in as it is scrolled to (our own site does this, as do many sites built with
 * animate-on-scroll libraries) is read by axe as whatever opacity it has when axe runs: below the fold
 * that is 0, and our own analyzer reported 20 contrast failures on our own home page for dark text on
 * white. Here the sections below the fold wait at 10% opacity, which axe reads as faint text. axe
 * must judge the page a reader sees: scrolled through, animations finished. A real low-contrast line
 * is still reported.
 */
const REVEAL_CSS = `body { margin: 0; font: 16px sans-serif; color: #111; background: #fff; }
.spacer { height: 2400px; }
[data-reveal="hidden"] { opacity: 0.1; transform: translateY(1.5rem); }
[data-reveal] { transition: opacity 700ms ease-out, transform 700ms ease-out; }
.faint { color: #bbbbbb; }`;
const REVEAL_SCRIPT = `const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (entry.isIntersecting) { entry.target.dataset.reveal = "shown"; observer.unobserve(entry.target); }
  }
}, { threshold: 0.1 });
for (const el of document.querySelectorAll("[data-reveal]")) observer.observe(el);`;
const REVEAL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Programs</title>
<link rel="stylesheet" href="/reveal.css"><script nonce="n1" defer src="/reveal.js"></script></head>
<body><main><h1>Our programs</h1><div class="spacer"></div>
<section data-reveal="hidden"><h2>Residential treatment</h2><p>Thirty to ninety days of care, with family sessions every week.</p></section>
<section data-reveal="hidden"><h2>Outpatient</h2><p>Evening groups three times a week, close to home.</p></section>
<p class="faint">This grey line is too faint for anyone to read comfortably.</p>
</main></body></html>`;

let site: LoopbackHttp;
beforeAll(async () => {
  site = await startLoopbackHttp((req, res) => {
    const [type, body] =
      req.url === "/site.css"
        ? // A stylesheet of its own origin: default-src 'self' refuses inline style attributes.
          ["text/css", ".faint { color: #bbbbbb; background: #ffffff; }"]
        : req.url === "/pixel.svg"
          ? ["image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>']
          : req.url === "/reveal.css"
            ? ["text/css", REVEAL_CSS]
            : req.url === "/reveal.js"
              ? ["text/javascript", REVEAL_SCRIPT]
              : [];
    if (type) return void res.writeHead(200, { "content-type": type }).end(body);
    const programs = req.url === "/programs";
    res
      .writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": programs ? "script-src 'nonce-n1' 'self'" : CSP,
      })
      .end(programs ? REVEAL_PAGE : PAGE);
  });
});
afterAll(() => site.close());

/** The lab's axe run on one page of the site. */
async function axeOn(path: string) {
  const result = await runLabAudits(
    {
      chromePath: CHROMIUM,
      network: { allowPrivate: true, allowedPorts: [] },
      queue: createBrowserQueue(),
      runTimeoutMs: 30_000,
    },
    { lighthouse: [], axe: [`${site.origin}${path}`] },
  );
  return { page: result.axe[0]!, skippedReason: result.skippedReason };
}

describe.skipIf(!existsSync(CHROMIUM))("axe-core under a strict nonce CSP", () => {
  it("runs and reports the planted faults", async () => {
    const { page, skippedReason } = await axeOn("/admissions");
    expect(page.error).toBeNull();
    expect(skippedReason).toBeNull();
    const rules = page.violations.map((v) => v.id);
    expect(rules).toEqual(expect.arrayContaining(["image-alt", "label", "color-contrast"]));
    expect(page.violations.find((v) => v.id === "color-contrast")?.impact).toBe("serious");
    // The page kept its policy: the script without the nonce never ran, so its image is not there to be judged.
    expect(page.violations.flatMap((v) => v.targets)).not.toContain("#unnonced");
    expect(page.violations.find((v) => v.id === "image-alt")?.nodes).toBe(1);
  }, 90_000);
});

describe.skipIf(!existsSync(CHROMIUM))("axe on a page that reveals its content on scroll", () => {
  it("judges the revealed page: no contrast failure for dark text faded in, the faint line still reported", async () => {
    const { page } = await axeOn("/programs");
    expect(page.error).toBeNull();
    const contrast = page.violations.find((v) => v.id === "color-contrast");
    expect(contrast?.nodes, JSON.stringify(contrast?.targets)).toBe(1);
    expect(contrast?.targets).toEqual([".faint"]);
  }, 90_000);
});
