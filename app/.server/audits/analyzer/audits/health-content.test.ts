import { describe, expect, it } from "vitest";
import { readsAsHealthInformation } from "./health-content";

describe("readsAsHealthInformation", () => {
  it("reads a treatment centre's program page as health information", () => {
    const program =
      "Our medical detox program helps adults through alcohol and opioid withdrawal safely. Physicians watch for symptoms around the clock, and medication-assisted treatment with buprenorphine eases cravings. After detox, residential or outpatient therapy continues, with counseling for co-occurring anxiety and depression.";
    expect(readsAsHealthInformation(program)).toBe(true);
  });

  it("does not read an agency's page about marketing treatment centres as health information", () => {
    // Shaped like our own service pages: it names treatments, but what it says is marketing.
    const marketing =
      "Addiction treatment website design that turns visitors into admissions. We build fast, compliant websites for detox and residential treatment centers, with landing pages, SEO and Google Ads campaigns that bring qualified leads. Our agency tracks every call and conversion, so you see the cost per admission of each campaign and your rankings for the keywords families search.";
    expect(readsAsHealthInformation(marketing)).toBe(false);
  });

  it("does not read a page written for operators as health information, however clinical", () => {
    // Shaped like our /medical-detox-marketing: clinical facts, addressed to the people who run a detox.
    const forOperators =
      "Medically monitored withdrawal management means physician oversight, nursing around the clock and medications to manage withdrawal symptoms. It is the right level for alcohol and benzodiazepine withdrawal with seizure risk and complicated opioid withdrawal. Your facility should say so: we align your ads with your admissions team and your census, and your medical director reviews every page.";
    expect(readsAsHealthInformation(forOperators)).toBe(false);
    // The same facts told to a family are health information.
    const forFamilies =
      "Medically monitored withdrawal management means physician oversight, nursing around the clock and medications to manage withdrawal symptoms. It is the right level for alcohol and benzodiazepine withdrawal with seizure risk and complicated opioid withdrawal. If you or a loved one is in withdrawal, our clinicians will keep your recovery safe; our patients are never alone.";
    expect(readsAsHealthInformation(forFamilies)).toBe(true);
  });

  it("needs more than a passing mention", () => {
    expect(readsAsHealthInformation("We are proud to support recovery and sobriety in our community.")).toBe(false);
  });
});
