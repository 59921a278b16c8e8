import { type APIRequestContext, type Browser, type Page, request as playwrightRequest } from "@playwright/test";
import { signInCookie } from "../../support/staff";
import { E2E_ADMIN } from "./staff-accounts";

/** The inbox specs' shared steps: signed in as the e2e admin, and leads made through the public API. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * One sign-in per worker, shared by the inbox specs: better-auth limits
 * sign-ins per address (a few per 10 s), and the whole suite signs in from
 * one address. A session lasts far longer than a run.
 */
let cookie: Promise<string> | undefined;
export function adminCookie(baseURL: string): Promise<string> {
  cookie ??= signInCookie(baseURL, E2E_ADMIN).catch((error: unknown) => {
    cookie = undefined;
    throw error;
  });
  return cookie;
}

export async function adminPage(browser: Browser, baseURL: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const cookie = await adminCookie(baseURL);
  const context = await browser.newContext(options);
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
    }),
  );
  return context.newPage();
}

/** A lead through POST /api/leads (as the chat or an integration sends one). */
export async function sendApiLead(request: APIRequestContext, baseURL: string, name: string, email: string) {
  const response = await request.post("/api/leads", {
    headers: { Origin: new URL(baseURL).origin },
    data: { name, email, message: "Please call us about census growth for our IOP.", privacyPolicy: true },
  });
  if (!response.ok()) throw new Error(`lead not stored: ${response.status()} ${await response.text()}`);
}

/** The id of the lead with this e-mail, found through the inbox's search as the admin sees it. */
export async function leadIdByEmail(admin: APIRequestContext, email: string): Promise<string> {
  const html = await (await admin.get(`/admin?q=${encodeURIComponent(email)}`)).text();
  const id = /\/admin\/leads\/([0-9a-f-]{36})/.exec(html)?.[1];
  if (!id) throw new Error(`no lead found for ${email}`);
  return id;
}

/** An API client signed in as the e2e admin, posting from the site's own origin and never following redirects. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: await adminCookie(baseURL), Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
}
