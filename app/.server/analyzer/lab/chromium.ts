import { existsSync } from "node:fs";

/** DESIGN.md §1: the flags every Chromium we start runs with. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** With the guard proxy: every request through it (loopback included), and no WebRTC UDP around it. */
export function proxyFlags(proxyUrl: string): string[] {
  return [
    `--proxy-server=${proxyUrl}`,
    "--proxy-bypass-list=<-loopback>",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  ];
}

/** CHROME_PATH when set, else Debian's /usr/bin/chromium; null when neither exists. */
export function resolveChromePath(env: Record<string, string | undefined> = process.env): string | null {
  const candidates = [env.CHROME_PATH, "/usr/bin/chromium"].filter((p): p is string => Boolean(p));
  return candidates.find((p) => existsSync(p)) ?? null;
}
