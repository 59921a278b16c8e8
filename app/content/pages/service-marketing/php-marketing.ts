import { faq, servicePage } from "./build";

export const phpMarketing = servicePage({
  path: "/php-marketing",
  breadcrumb: "PHP Marketing",
  seo: {
    title: "Partial Hospitalization (PHP) Program Marketing",
    description:
      "PHP marketing for day programs with 20+ clinical hours a week: step-down and step-up referrals, authorization-ready intake and compliant housing copy.",
    keywords: [
      "PHP marketing",
      "partial hospitalization marketing",
      "day treatment marketing",
      "ASAM 2.5",
      "step-down referrals",
      "PHP census",
    ],
  },
  hero: {
    title: "Partial Hospitalization Program Marketing",
    subtitle:
      "A PHP sits between the hospital or residential bed and ordinary life. We market it that way: to patients stepping down, to patients stepping up, and to the clinicians and payers who decide which level of care fits.",
    ctaText: "Discuss Your PHP",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "What PHP marketing is and who needs it",
    html: `<p>A partial hospitalization program, ASAM Level 2.5 for substance use and a day-treatment level for mental health, delivers <strong>20 or more hours of structured clinical care a week</strong>, usually five or six days, while the patient sleeps at home or in supportive housing. It is intensive enough to replace an inpatient stay for many patients and structured enough that payers expect documented medical necessity before and during treatment.</p>
<p>That combination makes PHP one of the hardest levels of care to explain to the public. Most people have never heard the term, and many confuse it with a hospital admission. Our PHP marketing serves:</p>
<ul>
<li>Freestanding PHPs for addiction, mental health or co-occurring disorders</li>
<li>Residential centers whose patients step down to their own day program</li>
<li>Hospital-affiliated and adolescent day-treatment programs</li>
</ul>
<h3>Marketing that respects authorization</h3>
<p>Payer authorization and concurrent review shape every PHP admission. An ad that attracts someone who clearly needs only weekly therapy wastes intake time and creates a denial your UR team has to absorb. We write copy and screening questions around the clinical picture PHP exists for, so the people who call are the people your medical director can justify admitting.</p>`,
  },
  problems: {
    title: "PHP marketing problems we fix",
    subtitle: "Day programs struggle for reasons specific to the level of care.",
    items: [
      {
        icon: "book",
        title: "Nobody searches for PHP",
        description:
          "Families type words like day treatment, intensive program or help after the hospital. We build pages and keywords around that language and explain partial hospitalization in plain terms once they arrive.",
      },
      {
        icon: "file-text",
        title: "Denied authorizations after admission",
        description:
          "When marketing promises a level of care the patient's clinical picture does not support, payers deny days. Screening-oriented pages and intake scripts cut the admissions that end in a denial letter.",
      },
      {
        icon: "home",
        title: "Housing offers that invite scrutiny",
        description:
          "Free or discounted housing offered to induce PHP enrollment is a known patient-brokering pattern. We help you describe housing options truthfully, with no inducement language, so your marketing never becomes evidence.",
      },
      {
        icon: "link",
        title: "Leaking step-downs",
        description:
          "Residential patients ready for day treatment often discharge to a competitor. Continuing-care messaging and referral pathways keep clinically appropriate patients in your continuum.",
      },
      {
        icon: "clock",
        title: "Weekday-only attention",
        description:
          "Hospital discharges and crisis calls happen on Fridays and weekends. Campaign schedules and call coverage are set around when PHP decisions are really made.",
      },
    ],
  },
  process: {
    title: "How we run PHP marketing",
    subtitle: "Four steps, designed with your utilization review team in the room.",
    steps: [
      {
        icon: "stethoscope",
        title: "Clinical criteria workshop",
        description:
          "With your medical director and UR lead we list who PHP is for, who it is not for, and which words patients and payers use for each.",
      },
      {
        icon: "layout",
        title: "Explain-the-level content",
        description:
          "A clear PHP page with a weekly schedule, hours, what a day looks like, and how it differs from IOP and inpatient care.",
      },
      {
        icon: "link",
        title: "Referral pathways",
        description:
          "Materials for inpatient psychiatric units, emergency departments and residential programs, with tracked referral lines.",
      },
      {
        icon: "chart",
        title: "Authorization-aware reporting",
        description:
          "Admissions reported with approved days and denials by source, so we can stop channels that bring patients payers will not authorize.",
      },
    ],
  },
  deliverables: {
    title: "What PHP clients get",
    subtitle: "Everything needed to explain a level of care people rarely understand.",
    items: [
      {
        icon: "book",
        title: "Plain-language PHP explainer",
        description: "Hours per week, transport, meals, and what happens after completion.",
      },
      {
        icon: "calendar",
        title: "Sample weekly schedule",
        description: "Groups, individual sessions and psychiatry visits laid out day by day.",
      },
      {
        icon: "link",
        title: "Step-down and step-up pages",
        description: "One for patients leaving residential or hospital care, one for IOP patients who need more support.",
      },
      {
        icon: "file-text",
        title: "Referrer packet",
        description: "Admission criteria, payer list and a direct line for discharge planners.",
      },
      {
        icon: "target",
        title: "Day-treatment search campaigns",
        description: "Keywords for day treatment and post-hospital care, run under your certification.",
      },
      {
        icon: "shield",
        title: "Housing and inducement copy review",
        description: "Language checked against EKRA and state patient-brokering rules.",
      },
    ],
  },
  faq: {
    title: "PHP marketing FAQ",
    items: [
      faq(
        "Do you market PHPs for mental health as well as addiction?",
        "Yes. The structure is similar but the audience differs: mental-health PHP referrals come heavily from inpatient psychiatric units and outpatient psychiatrists, while addiction PHP relies more on residential step-downs and direct family searches. We build separate pages and campaigns for each.",
      ),
      faq(
        "Can we advertise that PHP includes housing?",
        "You can describe housing accurately if it is clinically and legally sound in your state. What you cannot do is offer free rent, transport or other benefits to persuade someone to enroll. We review that language with your compliance lead before it goes live.",
      ),
      faq(
        "How do you measure PHP marketing success?",
        "By admissions that receive authorization and complete the program, not raw inquiries. We report cost per admission, authorized days per admission and step-down rates by source, so you can see which channels produce sustainable census.",
      ),
      faq(
        "How long until we see more PHP admissions?",
        "Referral pathways and paid search can move within weeks; paid calls typically begin in the first week. Organic visibility for day-treatment terms takes 3-6 months because the content has to earn trust with both search engines and the families reading it.",
      ),
    ],
  },
  cta: {
    title: "Make your day program the clear next step",
    subtitle:
      "Bring us your admission criteria and last quarter's authorization outcomes. We will show you where PHP referrals are being lost.",
    ctaText: "Schedule a PHP Strategy Call",
    ctaUrl: "/schedule-session",
    background: "primary",
  },
});
