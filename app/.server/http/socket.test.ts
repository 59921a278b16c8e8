import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { requireStaff } from "../auth/staff";
import { createLogger } from "../log";
import { requestContext } from "../request-context";
import { apiRoute } from "./api-handler";
import { AppError, errorResponse, methodNotAllowed } from "./app-error";
import { eventStream } from "./event-stream";
import { NUL_MESSAGE, parseForm, parseJson, parseQuery } from "./parse-request";

/** The socket (app-error, parse-request, api-handler, event-stream) as a client meets it. */
const schema = z.object({ email: z.email("Enter a valid e-mail address."), name: z.string().min(1, "Enter your name.") });

const post = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  new Request("http://site.test/api/x", {
    method: "POST",
    body,
    headers: { "Content-Type": type, ...headers },
    duplex: "half",
  } as RequestInit);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A body that never ends, counting the bytes it hands out: proof that reading stops at the cap. */
function endlessBody(chunkBytes = 1024) {
  const counter = { sent: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.sent += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(97));
    },
  });
  return { stream, counter };
}

describe("AppError and the envelope", () => {
  it("maps codes to statuses and answers one JSON shape that no cache keeps", async () => {
    const response = errorResponse(new AppError("BAD_REQUEST", "Fix this.", { fields: { email: "Bad." } }));
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message: "Fix this.", fields: { email: "Bad." } } });
  });

  it("says Allow on a 405", () => {
    const notAllowed = errorResponse(methodNotAllowed(["GET", "HEAD"]));
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("parseJson", () => {
  it("gives the schema's value for a good body", async () => {
    const body = JSON.stringify({ email: "a@b.example", name: "Ana" });
    expect(await parseJson(post(body, "application/json"), schema, { maxBytes: 1024 })).toEqual({
      email: "a@b.example",
      name: "Ana",
    });
  });

  it("refuses another media type with 415, malformed JSON with 400, and bad fields with 400 and each field's message", async () => {
    expect((await refusal(parseJson(post("{}", "text/plain"), schema, { maxBytes: 1024 }))).status).toBe(415);
    expect((await refusal(parseJson(post("{", "application/json"), schema, { maxBytes: 1024 }))).status).toBe(400);
    const invalid = await refusal(
      parseJson(post(JSON.stringify({ email: "x" }), "application/json"), schema, { maxBytes: 1024 }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.fields).toEqual({ email: "Enter a valid e-mail address.", name: expect.any(String) });
  });

  it("refuses a body over the cap by its Content-Length without reading it, and stops reading a streamed one at the cap", async () => {
    const declared = await refusal(
      parseJson(post("{}", "application/json", { "Content-Length": String(10 * 1024 * 1024) }), schema, { maxBytes: 4096 }),
    );
    expect(declared.status).toBe(413);

    const { stream, counter } = endlessBody();
    const streamed = await refusal(parseJson(post(stream, "application/json"), schema, { maxBytes: 4096 }));
    expect(streamed.status).toBe(413);
    // Read up to the cap and one chunk past it, then cancelled: never the endless rest.
    expect(counter.sent).toBeLessThanOrEqual(4096 + 3 * 1024);
  });

  it("uses a feature's own texts where the spec names them", async () => {
    const error = await refusal(
      parseJson(post("{}", "text/plain"), schema, { maxBytes: 1024, messages: { unsupportedType: "Send JSON." } }),
    );
    expect(error.message).toBe("Send JSON.");
  });
});

describe("parseForm and parseQuery", () => {
  it("reads url-encoded and multipart forms alike; a field sent twice becomes a list", async () => {
    const listSchema = z.object({ scopes: z.array(z.string()), name: z.string() });
    expect(
      await parseForm(post("scopes=a&scopes=b&name=N", "application/x-www-form-urlencoded"), listSchema, { maxBytes: 1024 }),
    ).toEqual({ scopes: ["a", "b"], name: "N" });
    const form = new FormData();
    form.set("email", "a@b.example");
    form.set("name", "Ana");
    const multipart = new Request("http://site.test/x", { method: "POST", body: form });
    expect(await parseForm(multipart, schema, { maxBytes: 4096 })).toEqual({ email: "a@b.example", name: "Ana" });
  });

  it("refuses a NUL in any text of a body, JSON or form, naming where it is, before anything is written", async () => {
    const anything = z.unknown();
    const json = await refusal(
      parseJson(post('{"sections":[{"title":"a\\u0000b"}]}', "application/json"), anything, { maxBytes: 4096 }),
    );
    expect([json.status, json.message, json.fields]).toEqual([400, NUL_MESSAGE, { "sections.0.title": NUL_MESSAGE }]);
    const key = await refusal(parseJson(post('{"a\\u0000":1}', "application/json"), anything, { maxBytes: 4096 }));
    expect(key.status).toBe(400);
    const encoded = await refusal(
      parseForm(post("alt=a%00b", "application/x-www-form-urlencoded"), anything, { maxBytes: 1024 }),
    );
    expect([encoded.status, encoded.fields]).toEqual([400, { alt: NUL_MESSAGE }]);
    const form = new FormData();
    form.set("file", new File(["x"], "photo\u0000.png", { type: "image/png" }));
    const upload = new Request("http://site.test/x", { method: "POST", body: form });
    expect((await refusal(parseForm(upload, anything, { maxBytes: 4096, files: true }))).fields).toEqual({ file: NUL_MESSAGE });
    // Other control characters are text a field's own rules judge (a line feed in a message is fine).
    expect(await parseJson(post('{"note":"a\\nb"}', "application/json"), anything, { maxBytes: 4096 })).toEqual({ note: "a\nb" });
  });

  it("refuses JSON sent to a form with 415, not a 500", async () => {
    expect((await refusal(parseForm(post("{}", "application/json"), schema, { maxBytes: 1024 }))).status).toBe(415);
  });

  it("refuses control characters in the query with the field named, before any query runs", () => {
    let caught: unknown;
    try {
      parseQuery("http://site.test/admin?q=%00", z.object({ q: z.string() }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).fields).toHaveProperty("q");
    expect(parseQuery("http://site.test/admin?q=ana", z.object({ q: z.string() }))).toEqual({ q: "ana" });
  });
});

function routerContext(reportError = vi.fn()) {
  const context = new RouterContextProvider();
  context.set(requestContext, { requestId: "r1", nonce: "n", log: createLogger("silent"), clientIp: "127.0.0.1", reportError });
  return { context, reportError };
}

describe("apiRoute", () => {
  const api = apiRoute({
    GET: () => Response.json({ ok: true }),
    POST: async ({ request }) => Response.json(await parseJson(request, schema, { maxBytes: 1024 }), { status: 201 }),
  });

  it("answers 405 with Allow (HEAD comes with GET) for a method the route does not list", async () => {
    const { context } = routerContext();
    const response = await api({ request: new Request("http://site.test/api/x", { method: "DELETE" }), params: {}, context });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST, HEAD");
    expect((await response.json()).error.code).toBe("METHOD_NOT_ALLOWED");
  });

  it("turns a refusal into the envelope, and an unexpected failure into a logged 500 without details", async () => {
    const { context, reportError } = routerContext();
    const refused = await api({ request: post("{", "application/json"), params: {}, context });
    expect(refused.status).toBe(400);
    expect(reportError).not.toHaveBeenCalled();

    const failing = apiRoute({ GET: () => Promise.reject(new Error("connection to 10.0.0.5 refused")) });
    const response = await failing({ request: new Request("http://site.test/api/x"), params: {}, context });
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.error.code).toBe("INTERNAL");
    expect(JSON.stringify(body)).not.toContain("10.0.0.5");
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it("answers requireStaff's thrown data() with its status, not a logged 500", async () => {
    const { context, reportError } = routerContext();
    const guarded = apiRoute({
      GET: ({ context: routeContext }) => Promise.resolve(requireStaff(routeContext)).then(() => new Response("x")),
    });
    const response = await guarded({ request: new Request("http://site.test/api/x"), params: {}, context });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("UNAUTHORIZED");
    expect(reportError).not.toHaveBeenCalled();
  });

  it("passes a thrown Response (a redirect, a 401 from the guard) through as the answer", async () => {
    const { context } = routerContext();
    const redirecting = apiRoute({
      GET: () => Promise.reject(new Response(null, { status: 302, headers: { Location: "/auth" } })),
    });
    const response = await redirecting({ request: new Request("http://site.test/api/x"), params: {}, context });
    expect(response.status).toBe(302);
  });
});

describe("eventStream", () => {
  it("streams events in the browser's format and ends when the producer returns", async () => {
    const request = new Request("http://site.test/api/x/events");
    const response = eventStream(request, (sink) => {
      sink.send("progress", { done: 1 });
      sink.send("done", { done: 2 }, "7");
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(await response.text()).toBe('event: progress\ndata: {"done":1}\n\nid: 7\nevent: done\ndata: {"done":2}\n\n');
  });

  it("sends keep-alive comments while quiet, and a client that goes away stops the producer without an error", async () => {
    const client = new AbortController();
    const request = new Request("http://site.test/api/x/events", { signal: client.signal });
    const onError = vi.fn();
    let stopped!: () => void;
    const producerStopped = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    const response = eventStream(
      request,
      (sink) =>
        new Promise<void>((resolve) => {
          sink.signal.addEventListener("abort", () => {
            stopped();
            resolve();
          });
        }),
      { keepAliveMs: 20, onError },
    );
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe(": keep-alive\n\n");
    await reader.cancel();
    await producerStopped;
    expect(onError).not.toHaveBeenCalled();
  });
});
