import { describe, expect, it } from "vitest";
import { templateSchema } from "./work";

const template = (subject: string) => templateSchema.safeParse({ name: "Follow-up", subject, body: "Hello {{name}}" });
const problem = (subject: string) => template(subject).error?.issues[0]?.message;

describe("an e-mail template's subject", () => {
  it("goes into a mail header as plain text on one line (issue 35 B6)", () => {
    expect(problem("Hello\u2028Bcc: x@example.com")).toBe("The subject must be one line (no line breaks).");
    expect(problem("Hello\r\nBcc: x@example.com")).toBe("The subject must be one line (no line breaks).");
    expect(problem("=?utf-8?b?QWRtaW4gVGVhbQ==?=")).toBe("Write the subject as plain text.");
    expect(problem("Your report \u202efdp.exe")).toBe("Write the subject as plain text.");
    expect(template("Your site's report, {{name}}").success).toBe(true);
  });
});
