import { describe, expect, it } from "vitest";
import { analysisCards, benefits, homeFaq, homeHero, homeSections } from "./home";
import { coreServices, treatmentServices } from "./services";

describe("home page content", () => {
  it("names the spec's service trios and links each to its service page", () => {
    expect(coreServices.map((card) => [card.title, card.primaryLink.to])).toEqual([
      ["SEO & Content Marketing", "/rehab/seo"],
      ["PPC & Digital Advertising", "/rehab/ppc"],
      ["Website Design & Development", "/addiction-treatment-website-design"],
    ]);
    expect(treatmentServices.map((card) => [card.title, card.primaryLink.to])).toEqual([
      ["Rehab & Inpatient", "/inpatient-marketing"],
      ["Outpatient & IOP", "/iop-marketing"],
      ["Mental Health", "/mental-health-marketing"],
    ]);
  });

  it("sends every call to action to /contact or /schedule-session", () => {
    const targets = [
      homeHero.cta.to,
      homeSections.closing.ctaUrl,
      ...[...coreServices, ...treatmentServices].map((card) => card.secondaryLink.to),
    ];
    for (const target of targets) expect(["/contact", "/schedule-session"]).toContain(target);
    expect(homeHero.cta.text).toBe("Get Started");
  });

  it("has the five benefits, six FAQ questions and the three analysis cards of the spec", () => {
    expect(benefits.map((benefit) => benefit.title)).toEqual([
      "Industry Expertise",
      "Data-Driven Strategies",
      "Customized Solutions",
      "Measurable Results",
      "Exceptional Customer Service",
    ]);
    expect(homeFaq).toHaveLength(6);
    expect(new Set(homeFaq.map((item) => item.id)).size).toBe(6);
    expect(analysisCards.map((card) => card.title)).toEqual(["SEO Analysis", "Performance Check", "Content Strategy"]);
    expect(homeSections.analysis.cta).toEqual({ text: "Analyze Your Website", to: "/client-ingestion" });
  });
});
