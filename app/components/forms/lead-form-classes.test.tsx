import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadFormIslandProps } from "./lead-form-island";

/**
 * The lead-form island is built with a `cn` without tailwind-merge
 * (app/islands/cn-plain.ts, aliased in vite.islands.config.ts), while the
 * server renders the same components with the full `cn`. Both must give the
 * same class strings, or hydration would patch classes and the server's
 * first paint would differ from the live form. This renders every state the
 * server can show with each `cn` and compares.
 */
const tokens = { formToken: "token", idempotencyKey: "key" };
const attribution = { landingPage: "https://example.test/contact", referrer: "" };
const fieldErrors = { name: "Name is required", email: "Please enter a valid email address", message: "Message is required" };
const slots = ["2026-11-23T14:00:00.000Z", "2026-11-23T14:30:00.000Z"];

const states: LeadFormIslandProps[] = [
  { form: "consultation", tokens, attribution },
  { form: "consultation", tokens, attribution, result: { ok: true, message: "sent" } },
  { form: "consultation", tokens, attribution, result: { ok: true, message: "sent", warning: "saved, e-mail late" } },
  { form: "consultation", tokens, attribution, result: { ok: false, message: "failed" } },
  { form: "consultation", tokens, attribution, result: { ok: false, message: "check", fields: fieldErrors } },
  { form: "booking", slots, tokens, attribution },
  { form: "booking", slots: [], tokens, attribution },
  { form: "booking", slots, tokens, attribution, result: { ok: true, message: "sent", slot: slots[0] } },
  {
    form: "booking",
    slots,
    tokens,
    attribution,
    result: { ok: false, message: "check", fields: { ...fieldErrors, slot: "Pick a time" } },
  },
  { form: "booking", slots, tokens, attribution, result: { ok: false, message: "taken" } },
];

async function renderAll() {
  const { LeadForm } = await import("./lead-form-island");
  return states.map((props) => renderToStaticMarkup(<LeadForm {...props} />));
}

describe("the lead-form island's classes", () => {
  afterEach(() => {
    vi.doUnmock("~/lib/cn");
    vi.resetModules();
  });

  it("are the same with the island's cn (no tailwind-merge) as with the server's", async () => {
    vi.resetModules();
    const server = await renderAll();
    vi.resetModules();
    vi.doMock("~/lib/cn", () => import("~/islands/cn-plain"));
    const island = await renderAll();
    expect(island).toEqual(server);
    expect(server.join("").length).toBeGreaterThan(5000);
  });
});
