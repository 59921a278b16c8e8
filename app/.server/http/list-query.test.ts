import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listQuery } from "./list-query";

const schema = z.object({
  q: z.string().max(200).catch(""),
  page: z.coerce.number().int().min(1).catch(1),
  status: z.enum(["new", "won"]).optional().catch(undefined),
});

type Thrown = { data: { error: { code: string; message: string; fields?: Record<string, string> } }; init: { status: number } };

describe("listQuery", () => {
  it("reads the query string through the schema, with its defaults for what a hand-edited address got wrong", () => {
    expect(listQuery(new Request("http://localhost/admin?q=ada&page=3&status=won"), schema)).toEqual({
      q: "ada",
      page: 3,
      status: "won",
    });
    expect(listQuery("http://localhost/admin?page=-4&status=lost", schema)).toEqual({ q: "", page: 1, status: undefined });
  });

  it("refuses a control character with 400 in the envelope, naming the field", () => {
    let thrown: Thrown | undefined;
    try {
      listQuery(new Request("http://localhost/admin?q=a%00b"), schema);
    } catch (error) {
      thrown = error as Thrown;
    }
    expect(thrown?.init.status).toBe(400);
    expect(thrown?.data.error.code).toBe("BAD_REQUEST");
    expect(thrown?.data.error.fields).toEqual({ q: "Remove the control characters from this value." });
  });

  it("refuses a value the schema has no default for", () => {
    const strict = z.object({ id: z.string().uuid("Choose a lead.") });
    expect(() => listQuery("http://localhost/x?id=nope", strict)).toThrow();
    try {
      listQuery("http://localhost/x?id=nope", strict);
    } catch (error) {
      expect((error as Thrown).data.error).toMatchObject({ message: "Choose a lead.", fields: { id: "Choose a lead." } });
    }
  });
});
