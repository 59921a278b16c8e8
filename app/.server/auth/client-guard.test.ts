import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import routes from "../../routes";
import type { Exchange } from "../http/pipeline";
import { ACCESS_RULES, accessRuleFor, neededFor } from "./access-rules";
import type { Auth } from "./create-auth";
import { guardStep } from "./guard";
import { hasRole } from "./staff";

/**
 * The guard's table for client accounts (issue 25 item 6): a client passes
 * only the /client-dashboard rule; every other private page answers the 403
 * page and every private API 403 JSON, before any route runs, for every
 * route of app/routes.ts and every prefix of the access table; staff are
 * refused at /client-dashboard; and a client is never staff to any role
 * check.
 */
function routePaths(entries: readonly { path?: string; children?: unknown[] }[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    return [path, ...routePaths((entry.children ?? []) as never, entry.path ? path : parent)];
  });
}

const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";
const paths = [...new Set([...routePaths(routes as never), ...ACCESS_RULES.map((rule) => rule.prefix)])].map((path) =>
  path.replace(/:[A-Za-z]+\??/g, SAMPLE_ID).replace(/\*$/, ""),
);

type Account = { id: string; email: string; name: string; role: string; twoFactorEnabled?: boolean };
const CLIENT: Account = { id: "client-1", email: "client@centre.example", name: "Centre", role: "client" };
const ADMIN: Account = { id: "admin-1", email: "admin@agency.example", name: "Avery", role: "admin" };
const SUPER: Account = { id: "super-1", email: "super@agency.example", name: "Sam", role: "super_admin", twoFactorEnabled: true };

function fakeAuth(account: Account | null): Auth {
  return {
    api: {
      getSession: async () => (account ? { user: { ...account, banned: false }, session: { id: `s-${account.id}` } } : null),
    },
  } as unknown as Auth;
}

interface Answer {
  passed: boolean;
  status?: number;
  body?: string;
  location?: string;
  access?: Exchange["access"];
}

async function ask(account: Account | null, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const step = guardStep(
    {
      auth: fakeAuth(account),
      config: { publicUrl: "http://localhost:3000", superAdminEmail: undefined } as never,
      database: { db: {} } as never,
    },
    { refused: () => {} },
  );
  const answer: Answer = { passed: false };
  const res = {
    writeHead(status: number, head: Record<string, string> = {}) {
      answer.status = status;
      answer.location = head.Location;
      return this;
    },
    end(body?: string) {
      answer.body = body;
    },
  } as unknown as ServerResponse;
  const req = {
    method,
    url: path,
    headers: { host: "localhost:3000", cookie: "better-auth.session_token=x.y", ...headers },
    socket: {},
  } as unknown as IncomingMessage;
  const exchange = { req, res, pathname: path } as Exchange;
  await step(exchange, () => {
    answer.passed = true;
  });
  answer.access = exchange.access;
  return answer;
}

const isClientArea = (path: string) => path === "/client-dashboard" || path.startsWith("/client-dashboard/");

describe("the guard and client accounts", () => {
  it("gives /client-dashboard to clients only, and no other rule to them", () => {
    for (const rule of ACCESS_RULES) {
      for (const method of ["GET", "POST"]) {
        const need = neededFor(rule, method);
        expect(need === "client", `${method} ${rule.prefix}`).toBe(rule.prefix === "/client-dashboard");
      }
    }
    expect(accessRuleFor("/client-dashboard/reports/x/report.pdf")?.need).toBe("client");
  });

  it("never counts a client as staff of any role", () => {
    expect(hasRole({ role: "client" } as never, "admin")).toBe(false);
    expect(hasRole({ role: "client" } as never, "super_admin")).toBe(false);
  });

  it("resolves a client's session as a client, never as staff", async () => {
    const answer = await ask(CLIENT, "GET", "/");
    expect(answer.passed).toBe(true);
    expect(answer.access?.staff).toBeNull();
    expect(answer.access?.client).toMatchObject({ id: CLIENT.id, email: CLIENT.email });
  });

  it("fails closed for a role it does not know", async () => {
    const answer = await ask({ ...CLIENT, role: "owner" }, "GET", "/");
    expect(answer.access).toEqual({ staff: null, client: null });
  });

  it("refuses a client every private page and API of app/routes.ts and the table, and lets it into its dashboard", async () => {
    let walked = 0;
    for (const path of paths) {
      const rule = accessRuleFor(path);
      if (!rule) continue;
      for (const method of ["GET", "POST"]) {
        const need = neededFor(rule, method);
        if (need === "public") continue;
        walked += 1;
        const answer = await ask(CLIENT, method, path, method === "POST" ? { origin: "http://localhost:3000" } : {});
        const label = `${method} ${path}`;
        if (isClientArea(path)) {
          expect(answer.passed, label).toBe(true);
          continue;
        }
        expect(answer.passed, label).toBe(false);
        expect(answer.status, label).toBe(403);
        if (rule.kind === "api") expect(JSON.parse(answer.body ?? "{}").error.code, label).toBe("FORBIDDEN");
        else expect(answer.body, label).toContain("Access denied");
      }
    }
    expect(walked).toBeGreaterThan(40);
  });

  it("refuses staff the client dashboard (403), and sends anonymous visitors to sign in", async () => {
    for (const account of [ADMIN, SUPER]) {
      for (const path of [
        "/client-dashboard",
        `/client-dashboard/sites/${SAMPLE_ID}`,
        `/client-dashboard/reports/${SAMPLE_ID}/report.pdf`,
      ]) {
        const answer = await ask(account, "GET", path);
        expect(answer.passed, `${account.role} ${path}`).toBe(false);
        expect(answer.status, `${account.role} ${path}`).toBe(403);
      }
    }
    const anonymous = await ask(null, "GET", "/client-dashboard");
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe("/auth?redirectTo=%2Fclient-dashboard");
  });

  it("refuses a client's cross-site post before anything else", async () => {
    const answer = await ask(CLIENT, "POST", "/client-dashboard", { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(answer.passed).toBe(false);
  });
});
