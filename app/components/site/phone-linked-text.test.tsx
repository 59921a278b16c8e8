import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { privacyPolicy } from "~/content/legal/privacy";
import { PhoneLinkedText } from "./phone-linked-text";

describe("PhoneLinkedText", () => {
  it("makes every printed number a tel: link and leaves the words around it as they are", () => {
    const html = renderToString(
      <PhoneLinkedText text="Call 1-800-662-4357, (800) 555-0199 or 800.555.0100 now; not 2026 or 988." />,
    );
    expect(html).toContain('href="tel:+18006624357"');
    expect(html).toContain('href="tel:+18005550199"');
    expect(html).toContain('href="tel:+18005550100"');
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(html.replace(/<[^>]+>/g, "")).toBe("Call 1-800-662-4357, (800) 555-0199 or 800.555.0100 now; not 2026 or 988.");
  });

  it("links the helpline our privacy policy prints", () => {
    const blocks = privacyPolicy.sections.flatMap((section) => section.blocks).filter((b) => typeof b === "string");
    const withHelpline = blocks.find((block) => block.includes("1-800-662-4357"));
    expect(withHelpline).toBeDefined();
    expect(renderToString(<PhoneLinkedText text={withHelpline!} />)).toContain('href="tel:+18006624357"');
  });
});
