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

  it("does not read our /ptsd-treatment-marketing as health information: it speaks of the people a program serves", () => {
    // Its clinical words outnumber its marketing words two to one; what it says is how to reach trauma survivors.
    // Seen as a flaky own-site audit: the check failed whenever the analyzer's sample of 40 pages included it.
    const trauma =
      "Marketing a PTSD program is different from marketing general mental health care. The people you serve may avoid reminders of trauma, and reach treatment through a VA clinician. This service is for programs offering evidence-based trauma therapy, Cognitive Processing Therapy, Prolonged Exposure and EMDR, in residential or outpatient settings, for PTSD alongside substance use and addiction. Imagery of combat can trigger the people you want to reach. Ads for PTSD-plus-substance-use run only under your LegitScript certification; therapy, counseling and aftercare for trauma, anxiety and depression are described calmly.";
    expect(readsAsHealthInformation(trauma)).toBe(false);
  });

  it("needs more than a passing mention", () => {
    expect(readsAsHealthInformation("We are proud to support recovery and sobriety in our community.")).toBe(false);
  });
});
