/**
 * Where a visit or a lead came from, as one channel name: a UTM source
 * ("linkedin", "LinkedIn", "linkedin.com") and a referring host
 * ("www.linkedin.com", "lnkd.in") of the same network count as one
 * (issue 20 D6: "linkedin" and "linkedin.com" were counted as two). Names
 * are lower case, as the inbox's source filter has always used them; a
 * source not in this table stays as it was given (lower case, without www.).
 */
export const SOURCE_CHANNELS: readonly { channel: string; names: readonly string[]; domains: readonly string[] }[] = [
  { channel: "google", names: ["google", "googleads", "adwords", "gclid"], domains: ["google.com", "googleadservices.com"] },
  { channel: "bing", names: ["bing", "microsoft"], domains: ["bing.com"] },
  { channel: "facebook", names: ["facebook", "fb", "meta"], domains: ["facebook.com", "fb.com", "fb.me"] },
  { channel: "instagram", names: ["instagram", "ig"], domains: ["instagram.com"] },
  { channel: "linkedin", names: ["linkedin"], domains: ["linkedin.com", "lnkd.in"] },
  { channel: "x", names: ["twitter", "x"], domains: ["twitter.com", "x.com", "t.co"] },
  { channel: "youtube", names: ["youtube", "yt"], domains: ["youtube.com", "youtu.be"] },
  { channel: "yahoo", names: ["yahoo"], domains: ["yahoo.com"] },
  { channel: "duckduckgo", names: ["duckduckgo", "ddg"], domains: ["duckduckgo.com"] },
];

/** The channel of a UTM source or a referring host (`LinkedIn`, `linkedin.com`, `https://www.linkedin.com/feed` → `linkedin`). */
export function sourceChannel(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim().toLowerCase();
  if (!value) return null;
  const host = value
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/:?#].*$/, "")
    .replace(/^(www|m|l|lm|mobile)\./, "");
  for (const entry of SOURCE_CHANNELS) {
    if (entry.names.includes(host)) return entry.channel;
    // google.com, google.co.uk, news.google.com: a domain, its subdomains, and Google's country domains.
    for (const domain of entry.domains) {
      if (host === domain || host.endsWith(`.${domain}`)) return entry.channel;
    }
    if (entry.channel === "google" && /(^|\.)google\.[a-z.]{2,6}$/.test(host)) return entry.channel;
  }
  return host;
}
