/**
 * A person-readable name for the browser of a session ("Chrome on Windows"),
 * and a coarse hint of where it was (the first parts of the address only),
 * for the account page's session list. Enough to recognise one's own
 * devices; no full address on the page.
 */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/Chrome\/|CriOS|Chromium/, "Chrome"],
  [/Safari\//, "Safari"],
  [/curl\//, "curl"],
  [/node|undici/i, "a script"],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iOS/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown browser";
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown browser";
}

/** 203.0.113.7 → "203.0.113.x"; 2001:db8:1:2::1 → "2001:db8:1:…". */
export function coarseAddress(address: string | null | undefined): string {
  if (!address) return "unknown network";
  const v4 = address.replace(/^::ffff:/, "");
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return `${v4.split(".").slice(0, 3).join(".")}.x`;
  if (address.includes(":")) return `${address.split(":").slice(0, 3).join(":")}:…`;
  return "unknown network";
}
