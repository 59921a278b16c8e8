import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./app-error";
import { answer, type PageActionArgs, pageAction, refuse } from "./page-action";

/** What React Router hands an action: `data()` answers are { data, init }. */
type Answered = { data: Record<string, unknown>; init?: { status?: number; headers?: Record<string, string> } };
type Thrown = Answered;

function post(body: BodyInit, type = "application/x-www-form-urlencoded"): PageActionArgs {
  const request = new Request("http://localhost/admin/x", { method: "POST", body, headers: { "Content-Type": type } });
  return { request, params: {}, context: new RouterContextProvider() };
}

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rename"), name: z.string().trim().min(1, "Enter a name.") }),
  z.object({ intent: z.literal("remove"), id: z.string().uuid("Choose a row.") }),
]);

describe("pageAction", () => {
  it("hands the handler the form checked by the schema and answers with the form's intent", async () => {
    const seen: unknown[] = [];
    const action = pageAction(schema, (input) => {
      seen.push(input);
      return answer(true, "Renamed.");
    });
    const result = (await action(post("intent=rename&name=%20Ada%20"))) as Answered;
    expect(seen).toEqual([{ intent: "rename", name: "Ada" }]);
    expect(result.data).toEqual({ ok: true, message: "Renamed.", intent: "rename" });
    expect(result.init?.status).toBe(200);
  });

  it("refuses what the schema refuses with 400 and the field, without calling the handler", async () => {
    let called = false;
    const action = pageAction(schema, () => {
      called = true;
      return answer(true, "no");
    });
    const result = (await action(post("intent=rename&name="))) as Answered;
    expect(called).toBe(false);
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      message: "Enter a name.",
      intent: "rename",
      fields: { name: "Enter a name." },
    });
  });

  it("throws 415 for another media type to the error screen, and answers 413 past the cap, before the schema", async () => {
    const action = pageAction(schema, () => answer(true, "no"), { maxBytes: 16 });
    // Thrown, so the page's loader (which may redirect) does not run after it: the envelope with its status.
    const thrown = (await action(post("{}", "application/json")).catch((error: unknown) => error)) as Thrown;
    expect(thrown.init?.status).toBe(415);
    expect(thrown.data).toEqual({ error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Send the form as a form post." } });
    const large = (await action(post(`intent=rename&name=${"a".repeat(64)}`))) as Answered;
    expect(large.init?.status).toBe(413);
    expect(large.data).toMatchObject({ ok: false, message: "The form is too large." });
  });

  it("carries a refusal's status, returned or thrown from deep inside", async () => {
    const returned = pageAction(schema, () => refuse(404, "This row does not exist."));
    const id = "5b0f8a56-2b3c-4f6e-9a61-0d7c1b1e2f3a";
    const r1 = (await returned(post(`intent=remove&id=${id}`))) as Answered;
    expect(r1.init?.status).toBe(404);
    expect(r1.data).toEqual({ ok: false, message: "This row does not exist.", intent: "remove" });

    const thrown = pageAction(schema, () => {
      throw refuse(409, "Someone changed it first.");
    });
    const r2 = (await thrown(post(`intent=remove&id=${id}`))) as Answered;
    expect(r2.init?.status).toBe(409);

    const appError = pageAction(schema, () => {
      throw new AppError("FORBIDDEN", "Not yours.");
    });
    const r3 = (await appError(post(`intent=remove&id=${id}`))) as Answered;
    expect(r3.init?.status).toBe(403);
    expect(r3.data).toEqual({ ok: false, message: "Not yours.", intent: "remove" });
  });

  it("runs the guard before reading the body, and lets other failures through", async () => {
    const action = pageAction(schema, () => answer(true, "no"), {
      guard: () => {
        throw new Response(null, { status: 403 });
      },
    });
    const args = post("intent=rename&name=x");
    await expect(action(args)).rejects.toBeInstanceOf(Response);
    expect(args.request.bodyUsed).toBe(false);

    const failing = pageAction(schema, () => {
      throw new Error("database down");
    });
    await expect(failing(post("intent=rename&name=x"))).rejects.toThrow("database down");
  });

  it("reads JSON when asked and passes a handler's Response through", async () => {
    const action = pageAction(z.object({ n: z.number() }), (input) => Response.json({ twice: input.n * 2 }), { json: true });
    const response = (await action(post(JSON.stringify({ n: 2 }), "application/json"))) as Response;
    expect(await response.json()).toEqual({ twice: 4 });
  });
});
