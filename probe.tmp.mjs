import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage();
p.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 400)));
p.on("pageerror", (e) => console.log("pageerror", e.message));
await p.goto(process.argv[2]);
await p.waitForTimeout(3000);
console.log(await p.evaluate(() => document.documentElement.dataset.islands));
await b.close();
