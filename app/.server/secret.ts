import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config";

/**
 * The secret that signs form tokens and keys the visitor hashes. APP_SECRET
 * when it is set (required in production on PostgreSQL, where several
 * instances must agree). On the embedded database there is one instance, so
 * a random secret is generated once and kept in DATA_DIR/app-secret: forms
 * rendered before a restart still verify after it, and no default secret
 * that everybody knows ever signs anything.
 */
export async function resolveAppSecret(config: Pick<Config, "appSecret" | "dataDir">): Promise<string> {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, "app-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const generated = randomBytes(32).toString("hex");
  // `wx`: if another process wrote it first, use theirs.
  try {
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: "wx" });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readFile(file, "utf8")).trim();
  }
}
