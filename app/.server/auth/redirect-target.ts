/**
 * Where to go after signing in: `redirectTo` only when it is a path on this
 * site. `//evil.example`, `/\evil.example`, `https://...` and anything with
 * control characters would send the person (and a fresh session) elsewhere.
 */
export const AFTER_SIGN_IN = "/admin";

export function safeRedirectTarget(value: unknown, fallback = AFTER_SIGN_IN): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://same.invalid");
    if (url.origin !== "http://same.invalid") return fallback;
    // Dot segments collapse as a browser resolves them: `/.//evil.example`, `/..//x` and `/%2e//x`
    // become `//evil.example`, which a browser reads as another host. Judge the path as it will be used.
    if (url.pathname.startsWith("//")) return fallback;
    // Back to the sign-in page would only show the form again.
    if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
