import { describe, expect, it } from "vitest";
import { plans } from "./plans";

describe("plans", () => {
  it("are Entry Level, Standard and Premium, with only Standard highlighted", () => {
    expect(plans.map((plan) => plan.title)).toEqual(["Entry Level", "Standard", "Premium"]);
    expect(plans.filter((plan) => plan.highlighted).map((plan) => plan.title)).toEqual(["Standard"]);
  });

  it("link each card to its plan page", () => {
    expect(plans.map((plan) => plan.ctaLink)).toEqual(["/entry-plan", "/marketing-plan", "/high-end-plan"]);
  });

  it("carry the spec's exact secondary call to action per plan", () => {
    expect(plans.map((plan) => plan.secondaryLink)).toEqual([
      { text: "Schedule a Consultation", to: "/schedule-session" },
      { text: "Schedule a Strategy Session", to: "/schedule-session" },
      { text: "Request Custom Quote", to: "/contact" },
    ]);
  });

  it("keep the spec's prices in the data (never rendered on cards)", () => {
    expect(plans.map((plan) => plan.price)).toEqual(["$5,500/month", "$8,000-$15,000/month", "$15,000+/month"]);
    for (const plan of plans) {
      const shown = [plan.title, plan.description, plan.ctaText, ...plan.features, ...plan.problems].join(" ");
      expect(shown, plan.title).not.toMatch(/\$\d/);
    }
  });
});
