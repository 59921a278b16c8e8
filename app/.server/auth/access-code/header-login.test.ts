import { describe, expect, it } from "vitest";
import { documentPath } from "./header-login";

describe("documentPath", () => {
  it("judges a client-side data request by the page it is for", () => {
    expect(documentPath("/admin.data")).toBe("/admin");
    expect(documentPath("/super-admin/tokens.data")).toBe("/super-admin/tokens");
    expect(documentPath("/_root.data")).toBe("/");
    expect(documentPath("/admin")).toBe("/admin");
  });
});
