import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { editorCodeIn, scriptClosure } from "../tests/e2e/support/script-closure";
import { chromiumFlags, weightTemplates } from "./config";
import { firstBlogArticle, startOurServer } from "./lib";

/**
 * Script weight per public template (issue 10): each page is loaded in
 * Chromium with no interaction until the network is idle, and every script it
 * ran is counted, gzipped: files (whatever the server's own compression) and
 * inline JavaScript (not JSON-LD or Speculation Rules, which are data).
 * Targets: content templates 20 KB or less, the form pages 120 KB or less.
 * And no public page may load, or be able to import later, the content
 * studio's editor code (TipTap, dnd-kit, studio components: issue 22).
 */
const KB = 1024;

export async function run() {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) {
    console.log(`  Chromium not found at ${chromePath} (set CHROME_PATH): skipping the weight benchmark`);
    return;
  }
  const server = await startOurServer(3404);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  let over = 0;
  try {
    console.log("gzipped script per page after network idle, no interaction (KB = 1024 bytes)");
    console.log(
      `  ${"template".padEnd(22)} ${"page".padEnd(42)} ${"files".padStart(6)} ${"file KB".padStart(8)} ${"inline KB".padStart(10)} ${"total KB".padStart(9)}  target`,
    );
    for (const template of weightTemplates) {
      const pathname = template.path === "blog-article" ? await firstBlogArticle(server.url) : template.path;
      if (!pathname) {
        console.log(`  ${template.name.padEnd(22)} no /blog/<slug> link found on /blog`);
        continue;
      }
      const page = await browser.newPage();
      const files: Promise<number>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        files.push(
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      });
      const response = await page.goto(`${server.url}${pathname}`, { waitUntil: "networkidle" });
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll("script:not([src])")]
          .filter((script) => ["", "module", "text/javascript"].includes(script.getAttribute("type") ?? ""))
          .map((script) => script.textContent ?? ""),
      );
      await page.close();
      const fileBytes = (await Promise.all(files)).reduce((sum, bytes) => sum + bytes, 0);
      const inlineBytes = inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
      const total = fileBytes + inlineBytes;
      // The editor's chunks must not be reachable at all, whatever their weight (the debug page is not public).
      const editorCode =
        template.targetKb === null
          ? []
          : editorCodeIn(await scriptClosure(server.url, await (await fetch(`${server.url}${pathname}`)).text()));
      const ok = (template.targetKb === null || total <= template.targetKb * KB) && editorCode.length === 0;
      if (!ok) over++;
      const verdict =
        template.targetKb === null
          ? "reference"
          : `<= ${template.targetKb} ${ok ? "ok" : editorCode.length ? `OVER: editor code in ${editorCode.join(", ")}` : "OVER"}`;
      const status = response?.status() === 200 || template.path === "/no-such-page" ? "" : ` (answered ${response?.status()})`;
      console.log(
        `  ${template.name.padEnd(22)} ${pathname.slice(0, 42).padEnd(42)} ${String(files.length).padStart(6)} ${(fileBytes / KB).toFixed(1).padStart(8)} ${(inlineBytes / KB).toFixed(1).padStart(10)} ${(total / KB).toFixed(1).padStart(9)}  ${verdict}${status}`,
      );
    }
    console.log(over === 0 ? "  every template is within its target" : `  ${over} template(s) over target`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
