import { type APIResponse, expect } from "@playwright/test";

/** One hostile request to a tool and the refusal it must get. */
export interface HostileCase {
  name: string;
  send: () => Promise<APIResponse>;
  status: number;
  /** A part of the answer's clear message. */
  message: string;
}

/** Each case gets its 4xx with its message, and no answer leaks a stack trace; the caller checks nothing changed. */
export async function expectRefusals(cases: readonly HostileCase[]) {
  for (const each of cases) {
    const response = await each.send();
    expect(response.status(), each.name).toBe(each.status);
    const body = await response.text();
    expect(body, each.name).toContain(each.message);
    expect(body, each.name).not.toMatch(/\n\s+at [\w.<>]+ \(|node_modules/);
  }
}
