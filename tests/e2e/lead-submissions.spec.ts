import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { nonJsonLines } from "./support/log-lines";
import { type OwnServer, startOwnServer } from "./support/own-server";

/**
 * Malformed submissions against a real production server, to the form
 * action (/contact, a plain form post) and to the JSON endpoint
 * (/api/leads): each gets a 4xx with a clear message, no 500, no stack
 * trace, and nothing reaches the database (checked in the server's own
 * PGlite files once it has stopped).
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const valid = {
  name: "Dana Whitfield",
  email: "dana@harborrecovery.example",
  phone: "(561) 555-0142",
  facility: "Harbor Recovery Center",
  message: "We run a 40-bed residential program and want more admissions.",
  privacyPolicy: "on",
};

const M = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  message: "Message must be at least 10 characters.",
  privacy: "You must accept the privacy policy.",
};

const long = (n: number) => "x".repeat(n);

/** Cases that both endpoints receive: [what, field overrides (undefined removes), expected text]. */
const cases: [string, Record<string, string | undefined>, string][] = [
  ["every field empty", { name: "", email: "", phone: "", facility: "", message: "", privacyPolicy: undefined }, M.name],
  ["name missing", { name: undefined }, M.name],
  ["name of one letter", { name: "A" }, M.name],
  ["name of spaces", { name: "     " }, M.name],
  ["name of zero-width spaces", { name: "\u200B\u200B\u200B\u200B" }, M.name],
  ["script in the name", { name: "<script>alert(1)</script>" }, "Name can't contain < or >."],
  ["header injection in the name", { name: "Dana\r\nBcc: victim@example.com" }, "Name contains characters we can't accept."],
  ["NUL bytes in the name", { name: "Da\u0000na" }, "Name contains characters we can't accept."],
  ["name too long", { name: long(101) }, "Name must be at most 100 characters."],
  ["bidirectional override in the name", { name: "Eve \u202egnp.exe" }, "Please enter your name as plain text."],
  ["encoded word in the name", { name: "=?utf-8?b?QWRtaW4gVGVhbQ==?=" }, "Please enter your name as plain text."],
  ["email missing", { email: undefined }, M.email],
  ["email without @", { email: "not-an-email" }, M.email],
  ["email without domain", { email: "dana@" }, M.email],
  ["SQL in the email", { email: "dana@example.com' OR '1'='1" }, M.email],
  ["space in the email", { email: "dana@exam ple.com" }, M.email],
  ["header injection in the email", { email: "d@x.example\r\nBcc: a@b.example" }, M.email],
  ["email too long", { email: `${long(250)}@example.com` }, M.email],
  ["phone too short", { phone: "12345" }, M.phone],
  ["SQL in the phone", { phone: "'; DROP TABLE leads; --" }, M.phone],
  ["letters for a phone", { phone: "abcdefghijkl" }, M.phone],
  ["phone too long", { phone: "1".repeat(40) }, M.phone],
  ["markup in the facility", { facility: "<b>Harbor</b>" }, "Facility name can't contain < or >."],
  ["facility too long", { facility: long(151) }, "Facility name must be at most 150 characters."],
  ["message missing", { message: undefined }, M.message],
  ["message too short", { message: "help pls" }, M.message],
  [
    "script in the message",
    { message: "<script>document.location='https://evil.example'</script> call me" },
    "Please remove HTML tags from your message.",
  ],
  [
    "image tag with handler",
    { message: "Hello <img src=x onerror=alert(1)> there friends" },
    "Please remove HTML tags from your message.",
  ],
  [
    "NUL byte in the message",
    { message: "hello\u0000 world, we need admissions" },
    "Message contains characters we can't accept.",
  ],
  [
    "bell characters in the message",
    { message: "\u0007\u0007\u0007 ring ring ring ring" },
    "Message contains characters we can't accept.",
  ],
  ["message of invisible characters", { message: "\u200B".repeat(30) }, M.message],
  ["message over 5,000 characters", { message: long(5001) }, "Message must be at most 5,000 characters."],
  ["privacy policy not accepted", { privacyPolicy: undefined }, M.privacy],
  ["privacy policy false", { privacyPolicy: "false" }, M.privacy],
  ["privacy policy nonsense", { privacyPolicy: "yes please" }, M.privacy],
];

function fields(overrides: Record<string, string | undefined>) {
  const merged: Record<string, string | undefined> = { ...valid, ...overrides };
  return Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function asJson(form: Record<string, string>) {
  const { privacyPolicy, ...rest } = form;
  return { ...rest, ...(privacyPolicy === undefined ? {} : { privacyPolicy: privacyPolicy === "on" ? true : privacyPolicy }) };
}

function expectNoLeak(body: string) {
  expect(body).not.toMatch(/\n\s+at\s|node_modules|Error: |TypeError|DrizzleQueryError/);
}

let server: OwnServer;

test.beforeAll(async () => {
  // A fresh database is migrated and seeded at start: on a busy machine that takes a while.
  test.setTimeout(120_000);
  server = await startOwnServer({ LEAD_RATE_LIMIT: "10000", LEAD_MIN_FILL_SECONDS: "0" });
});
test.afterAll(async () => {
  await server?.remove();
});

test("the form action answers every malformed post with a 4xx and the field's message", async () => {
  expect(cases.length).toBeGreaterThanOrEqual(30);
  for (const [what, overrides, expected] of cases) {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields(overrides)),
    });
    const body = await response.text();
    expect(response.status, what).toBeGreaterThanOrEqual(400);
    expect(response.status, what).toBeLessThan(500);
    expect(body.replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">"), what).toContain(expected);
    expectNoLeak(body);
  }
});

test("the form action refuses what no form sends", async () => {
  const odd: [string, RequestInit, number, string][] = [
    [
      "JSON to the form action",
      { headers: { "Content-Type": "application/json" }, body: JSON.stringify(asJson(valid)) },
      415,
      "Please send the form from the page.",
    ],
    ["plain text", { headers: { "Content-Type": "text/plain" }, body: "name=Dana" }, 415, "Please send the form from the page."],
    [
      "1 MB message",
      {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields({ message: long(1024 * 1024) })),
      },
      413,
      "The submission is too large.",
    ],
  ];
  for (const [what, init, status, expected] of odd) {
    const response = await fetch(`${server.url}/contact`, { method: "POST", ...init });
    const body = await response.text();
    expect(response.status, what).toBe(status);
    expect(body, what).toContain(expected);
    expectNoLeak(body);
  }
});

test("the JSON endpoint answers every malformed submission with a 4xx and a message per field", async () => {
  const typed: [string, unknown, string][] = [
    ["name as a number", { ...asJson(valid), name: 123 }, M.name],
    ["email as a boolean", { ...asJson(valid), email: true }, M.email],
    ["message as an array", { ...asJson(valid), message: ["we need", "admissions"] }, M.message],
    ["privacy policy as a string", { ...asJson(valid), privacyPolicy: "true" }, M.privacy],
    ["privacy policy as 1", { ...asJson(valid), privacyPolicy: 1 }, M.privacy],
    ["phone as an object", { ...asJson(valid), phone: { number: "5615550142" } }, M.phone],
  ];
  const all: [string, unknown, string][] = [
    ...cases.map(([what, overrides, expected]) => [what, asJson(fields(overrides)), expected] as [string, unknown, string]),
    ...typed,
  ];
  for (const [what, payload, expected] of all) {
    const response = await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    const text = await response.text();
    expect(response.status, what).toBe(400);
    const answer = JSON.parse(text) as { error: { message: string; fields: Record<string, string> } };
    expect(Object.values(answer.error.fields), what).toContain(expected);
    expect(answer.error.message, what).toBe("Please correct the highlighted fields.");
    expectNoLeak(text);
  }

  const raw: [string, RequestInit, number, string][] = [
    [
      "bad JSON",
      { headers: { "Content-Type": "application/json" }, body: '{"name": "Dana",' },
      400,
      "The request body is not valid JSON.",
    ],
    ["a JSON array", { headers: { "Content-Type": "application/json" }, body: "[]" }, 400, "must be a JSON object"],
    ["JSON null", { headers: { "Content-Type": "application/json" }, body: "null" }, 400, "must be a JSON object"],
    [
      "a lone surrogate",
      { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...asJson(valid), name: "Dana \ud800" }) },
      400,
      "Please correct the highlighted fields.",
    ],
    [
      "form encoding",
      { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(valid) },
      415,
      "application/json",
    ],
    ["no content type", { body: JSON.stringify(asJson(valid)) }, 415, "application/json"],
    [
      "1 MB message",
      { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...asJson(valid), message: long(1024 * 1024) }) },
      413,
      "too large",
    ],
  ];
  for (const [what, init, status, expected] of raw) {
    const response = await fetch(`${server.url}/api/leads`, { method: "POST", ...init });
    const text = await response.text();
    expect(response.status, what).toBe(status);
    expect((JSON.parse(text) as { error: { message: string } }).error.message, what).toContain(expected);
    expectNoLeak(text);
  }
  const get = await fetch(`${server.url}/api/leads`);
  expect(get.status).toBe(405);
});

test("nothing malformed was stored, and a valid submission still is", async () => {
  const response = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(asJson(valid)),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
  // Stopped first: the log is written in batches, and the last one goes out as the process exits.
  await server.stop();
  expect(server.output()).not.toContain('"level":"error"');
  // Every line the server wrote under this bad input is one JSON object (issue 9 B4).
  expect(nonJsonLines(server.output())).toEqual([]);
  const pglite = await PGlite.create(path.join(server.dataDir, "pglite"));
  try {
    const leads = await pglite.query<{ n: number }>("select count(*)::int as n from leads");
    expect(leads.rows[0]?.n).toBe(1);
  } finally {
    await pglite.close();
  }
});
