import { describe, expect, it } from "vitest";
import { allowsTagManager } from "~/lib/analytics/paths";
import { lintCompliance } from "~/lib/content/compliance-lint";
import { sectionTypes } from "~/lib/content/page-schema";
import { sanitizeRichText } from "../rich-text/sanitize";

/**
 * Why the health-form-tracker rule has nothing to find on this site today
 * (docs/compliance-linter.md): the claims that make it true, checked, so a
 * change that breaks one (a form section type, a lead form page that loads
 * the tag manager, forms allowed in rich text) fails here and the rule's
 * inputs must then be wired.
 */
describe("health questions in forms next to third-party tags", () => {
  it("rich text cannot carry a form: the sanitiser removes forms and their fields", () => {
    const html = sanitizeRichText(
      '<form action="/x"><label>Substance used <input name="substance"></label><select name="q"><option>Yes</option></select><textarea name="t"></textarea></form><p>Call us.</p>',
    );
    expect(html).not.toMatch(/<(form|input|select|textarea|option)\b/i);
  });

  it("page schemas have no form section", () => {
    expect(sectionTypes).not.toContain("form");
  });

  it("the lead form pages never load the tag manager", () => {
    for (const path of ["/contact", "/schedule-session", "/contact/"]) expect(allowsTagManager(path), path).toBe(false);
  });

  it("the rule fires when both inputs are present", () => {
    expect(
      lintCompliance({ title: "", html: "" }, { healthFormFields: ["Current medications"], thirdPartyTags: ["GTM-X1"] })[0],
    ).toMatchObject({ rule: "health-form-tracker", severity: "error" });
  });
});
