import { faq, servicePage } from "./build";

export const dualDiagnosisMarketing = servicePage({
  path: "/dual-diagnosis-marketing",
  breadcrumb: "Dual Diagnosis Marketing",
  seo: {
    title: "Dual Diagnosis Treatment Center Marketing",
    description:
      "Co-occurring disorder marketing that proves integrated treatment: psychiatric staffing, clinician-reviewed content and referrals from mental-health clinicians.",
    keywords: [
      "dual diagnosis marketing",
      "co-occurring disorders marketing",
      "integrated treatment",
      "dual diagnosis rehab leads",
      "psychiatric referrals",
      "co-occurring enhanced",
    ],
  },
  hero: {
    title: "Dual Diagnosis Marketing That Proves Integrated Care",
    subtitle:
      "Almost every rehab now claims to treat co-occurring disorders. We help programs that truly integrate psychiatric and addiction care show it, so the families and clinicians who need that depth can find you.",
    ctaText: "Discuss Your Program",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "What dual diagnosis marketing means",
    html: `<p>Dual diagnosis, or co-occurring disorders, describes a person living with both a substance use disorder and a mental-health condition: depression and alcohol use, PTSD and opioid use, bipolar disorder and stimulant use. The evidence favors <strong>integrated treatment</strong>, where one team treats both conditions at the same time under one plan, over sequential or parallel care, where the patient is sent to separate providers who rarely talk to each other.</p>
<p>The trouble is the label. Many programs with a part-time psychiatrist call themselves dual diagnosis centers, and searchers cannot tell the difference. Marketing a genuinely integrated program means proving it with detail:</p>
<ul>
<li>Psychiatric providers on staff, how often patients see them, and who adjusts medication</li>
<li>Whether your program is co-occurring capable or co-occurring enhanced, and what that means for the patient</li>
<li>Therapies offered for the mental-health condition, not only for substance use</li>
<li>How the plan continues after discharge, including psychiatric follow-up</li>
</ul>
<h3>Who this is for</h3>
<p>Residential, PHP and IOP programs with real psychiatric capacity, and mental-health programs that treat substance use alongside it. Your referral sources include psychiatrists, therapists, inpatient psychiatric units and families who have already watched single-focus treatment fail.</p>`,
  },
  problems: {
    title: "Dual diagnosis marketing problems we solve",
    subtitle: "The label is crowded; the proof is rare.",
    items: [
      {
        icon: "brain",
        title: "Same claim as every competitor",
        description:
          "A paragraph saying you treat co-occurring disorders is not a differentiator. Psychiatrist profiles, treatment schedules and condition pages show searchers and referrers what integration looks like in your program.",
      },
      {
        icon: "users",
        title: "Mental-health referrers overlooked",
        description:
          "Psychiatrists and therapists see clients whose drinking or drug use is making their depression or anxiety worse. Without outreach written for clinicians, they never consider your program.",
      },
      {
        icon: "file-text",
        title: "Condition pages without clinical review",
        description:
          "Pages about bipolar disorder or schizophrenia alongside substance use are health content search engines scrutinize. Unreviewed copy ranks poorly and can misinform vulnerable readers.",
      },
      {
        icon: "target",
        title: "Admissions outside your capability",
        description:
          "Broad campaigns attract patients whose psychiatric acuity your program cannot safely manage. Clear exclusion criteria and matching ad copy protect patients and your staff.",
      },
      {
        icon: "message",
        title: "Messaging that shames",
        description:
          "Terms like addict or self-medicating alienate people who already feel judged. We use person-first language that reflects how your clinicians actually talk about both conditions.",
      },
    ],
  },
  process: {
    title: "How we market integrated treatment",
    subtitle: "Start with what your clinical team really does, then publish it.",
    steps: [
      {
        icon: "stethoscope",
        title: "Clinical capability interview",
        description:
          "We sit with your medical director and clinical lead to document psychiatric staffing, conditions treated, exclusions and how one plan covers both disorders.",
      },
      {
        icon: "book",
        title: "Condition-pair content",
        description:
          "Pages for the co-occurring pairs you treat most, each reviewed and signed by a named clinician before publication.",
      },
      {
        icon: "link",
        title: "Clinician outreach",
        description:
          "Referral materials for psychiatrists, therapists and psychiatric hospitals that speak their language and include your admission criteria.",
      },
      {
        icon: "chart",
        title: "Fit-focused optimization",
        description:
          "We track admissions that were clinically appropriate against those that needed transfer, and tune targeting toward the first group.",
      },
    ],
  },
  deliverables: {
    title: "What dual diagnosis clients get",
    subtitle: "Proof of integration, presented where decisions are made.",
    items: [
      {
        icon: "brain",
        title: "Co-occurring condition library",
        description: "Clinician-reviewed pages for the pairs you treat, with reviewer names and dates.",
      },
      {
        icon: "award",
        title: "Psychiatric team profiles",
        description: "Credentials, roles and how often patients see each provider.",
      },
      {
        icon: "file-text",
        title: "Clinical referral guide",
        description: "Acuity criteria, medication management approach and a direct clinical line.",
      },
      {
        icon: "layout",
        title: "Integrated care explainer",
        description: "A plain-language page showing how one plan treats both conditions.",
      },
      {
        icon: "target",
        title: "Certified search campaigns",
        description: "Paid search for co-occurring intent, run under your LegitScript certification.",
      },
      {
        icon: "chart",
        title: "Appropriate-admission reporting",
        description: "Admissions, transfers out and cost per admission by source.",
      },
    ],
  },
  faq: {
    title: "Dual diagnosis marketing FAQ",
    items: [
      faq(
        "Can we call ourselves a dual diagnosis center?",
        "If your program treats both conditions together with qualified psychiatric providers, yes, and we will help you show it. If psychiatric care is mostly referred out, we will describe it as it is, since overstated claims create problems with LegitScript monitoring, payers and families.",
      ),
      faq(
        "Which conditions should have their own pages?",
        "The pairings you treat most often and can treat safely. For many programs that means depression, anxiety, trauma and bipolar disorder alongside alcohol, opioid or stimulant use. We look at your admissions data before deciding.",
      ),
      faq(
        "Why do you insist on clinician review?",
        "Because pages about mental illness and addiction are health content that can affect someone's safety. Search engines weigh medical expertise heavily for these topics, and a named reviewer gives readers and referrers a reason to trust what they read.",
      ),
      faq(
        "How long before dual diagnosis SEO pays off?",
        "Organic results for clinical topics usually appear in 3-6 months. Clinician outreach and paid search produce inquiries sooner, and paid campaigns typically begin producing calls within the first week.",
      ),
    ],
  },
  cta: {
    title: "Let your clinical depth speak for itself",
    subtitle:
      "We will review how your site presents co-occurring care today and show where families and clinicians are losing confidence.",
    ctaText: "Schedule a Program Review",
    ctaUrl: "/schedule-session",
    background: "gradient",
  },
});
