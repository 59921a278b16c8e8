/**
 * Where a lead came from: the landing page (with its UTM parameters) and the
 * referrer, as the form carried them. Only http(s) URLs are kept, capped in
 * length; anything else is dropped rather than rejected, because a broken
 * attribution field must never cost a lead.
 */
export interface Attribution {
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

const MAX_URL = 2000;
const MAX_UTM = 200;
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

export function cleanUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.length > MAX_URL || !URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.username = "";
  url.password = "";
  url.hash = "";
  return url.toString();
}

function utm(url: URL | null, name: string): string | null {
  // Control characters go first, then the spaces they hid: `%00%20=1+1` was stored as " =1+1" (issue 20 C13).
  const value = url?.searchParams.get(name)?.replace(CONTROL_CHARACTERS, "").trim();
  return value ? value.slice(0, MAX_UTM) : null;
}

export function attributionFrom(input: { landingPage?: unknown; referrer?: unknown }): Attribution {
  const landingPage = cleanUrl(input.landingPage);
  const url = landingPage ? new URL(landingPage) : null;
  return {
    landingPage,
    referrer: cleanUrl(input.referrer),
    utmSource: utm(url, "utm_source"),
    utmMedium: utm(url, "utm_medium"),
    utmCampaign: utm(url, "utm_campaign"),
    utmTerm: utm(url, "utm_term"),
    utmContent: utm(url, "utm_content"),
  };
}
