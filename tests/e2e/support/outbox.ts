import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";

/**
 * The e2e server's e-mail: without SMTP_URL every message is an .eml file in
 * DATA_DIR/outbox (playwright.config.ts names DATA_DIR). `nextMail` waits
 * for the newest message to an address written after `since`.
 */
export interface OutboxMail {
  subject: string;
  text: string;
  file: string;
}

const outboxDir = () => path.join(process.env.PLAYWRIGHT_E2E_DATA_DIR ?? "", "outbox");

async function newestTo(to: string, since: number): Promise<OutboxMail | null> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return null;
  }
  const candidates: { file: string; mtime: number }[] = [];
  for (const name of names.filter((entry) => entry.endsWith(".eml"))) {
    const file = path.join(outboxDir(), name);
    const { mtimeMs } = await stat(file);
    if (mtimeMs >= since) candidates.push({ file, mtime: mtimeMs });
  }
  for (const { file } of candidates.sort((a, b) => b.mtime - a.mtime)) {
    const parsed = await simpleParser(await readFile(file));
    const recipients = [parsed.to].flat().flatMap((address) => address?.value.map((entry) => entry.address?.toLowerCase()) ?? []);
    if (recipients.includes(to.toLowerCase())) return { subject: parsed.subject ?? "", text: parsed.text ?? "", file };
  }
  return null;
}

export async function nextMail(to: string, since: number): Promise<OutboxMail> {
  let found: OutboxMail | null = null;
  await expect
    .poll(
      async () => {
        found = await newestTo(to, since);
        return found !== null;
      },
      { message: `an e-mail to ${to} in ${outboxDir()}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as unknown as OutboxMail;
}
