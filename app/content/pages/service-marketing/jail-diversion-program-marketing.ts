import { faq, servicePage } from "./build";

export const jailDiversionProgramMarketing = servicePage({
  path: "/jail-diversion-program-marketing",
  breadcrumb: "Jail Diversion Marketing",
  seo: {
    title: "Jail Diversion & Treatment Court Program Marketing",
    description:
      "Marketing for jail diversion and justice-involved treatment: drug court and county contract positioning, probation referrals, Part 2-compliant reporting.",
    keywords: [
      "jail diversion marketing",
      "drug court treatment provider",
      "justice-involved treatment",
      "county behavioral health contracts",
      "probation referrals",
      "court-ordered treatment",
    ],
  },
  hero: {
    title: "Jail Diversion Program Marketing for Court-Trusted Providers",
    subtitle:
      "Judges, probation officers and county buyers choose treatment partners on reliability, reporting and outcomes. We help your program prove all three, and reach defendants and families searching for court-ordered care.",
    ctaText: "Talk About Justice Partnerships",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "What jail diversion marketing is and who it serves",
    html: `<p>Jail diversion programs redirect people with substance use or mental health conditions away from incarceration and into treatment, at arrest, at first appearance, through a treatment court or as a condition of probation. SAMHSA's Sequential Intercept Model maps those points, and each one has its own decision-makers. Most of them are not searching Google. They are reading proposals, asking colleagues and watching which providers send attendance reports on time.</p>
<p>That makes this a business-to-government and business-to-professional market, with a consumer side attached. We work with:</p>
<ul>
<li>Treatment providers serving adult drug courts, DUI courts, mental health courts and veterans treatment courts</li>
<li>Outpatient and IOP programs holding, or bidding for, county behavioral health and pretrial diversion contracts</li>
<li>Residential programs that accept court-ordered admissions and need to reach public defenders and probation departments</li>
<li>Reentry programs working with jails on release planning and continuity of medication</li>
</ul>
<h3>Two audiences, two jobs</h3>
<p>Institutional buyers and referral officers need <strong>evidence of reliability</strong>: capacity, accepted funding, reporting practices and outcomes. Defendants and families need reassurance that your program satisfies the court and treats people with dignity. We build for both without confusing either.</p>`,
  },
  problems: {
    title: "What holds justice-involved programs back",
    subtitle: "The hardest part is being known and trusted by a small number of busy professionals.",
    items: [
      {
        icon: "users",
        title: "Probation officers who do not know you",
        description:
          "Officers with large caseloads refer to the two or three programs they already trust. Without a clear referral process and a person to call, your open slots stay invisible to them.",
      },
      {
        icon: "file-text",
        title: "Proposals without evidence",
        description:
          "County RFPs ask for capacity, staffing, evidence-based practices and outcomes. Programs that have never documented them scramble at deadline and lose to providers with a ready capability statement.",
      },
      {
        icon: "lock",
        title: "Court reporting that risks privacy",
        description:
          "Sharing attendance or test results with a court requires a specific consent under 42 CFR Part 2 when your program is covered. Referral partners should see that your process is compliant and dependable.",
      },
      {
        icon: "search",
        title: "Families searching in a panic",
        description:
          "After an arrest, families search for court-approved treatment and options they can afford. If your site never mentions court-ordered care, they find someone else.",
      },
      {
        icon: "shield",
        title: "Referral relationships that cross lines",
        description:
          "Gifts or payments to attorneys, case managers or recruiters in exchange for clients can violate EKRA and state patient-brokering laws. Your outreach must rest on service quality alone.",
      },
    ],
  },
  process: {
    title: "How we build justice-sector demand",
    subtitle: "Credibility with institutions first, then public visibility.",
    steps: [
      {
        icon: "award",
        title: "Capability statement and outcomes",
        description:
          "We document your services, funding accepted, capacity, evidence-based practices and program outcomes in formats procurement officers and judges can use.",
      },
      {
        icon: "map-pin",
        title: "Jurisdiction mapping",
        description:
          "We list the courts, probation departments, public defender offices and county agencies in your service area, and who makes referral decisions in each.",
      },
      {
        icon: "link",
        title: "Referral process pages",
        description:
          "A clear page and packet explaining how to refer, how consent works, what reports partners receive and how fast you can start someone.",
      },
      {
        icon: "search",
        title: "Public search presence",
        description:
          "Pages and local visibility for people searching for court-ordered or diversion-approved treatment, written without judgment.",
      },
    ],
  },
  deliverables: {
    title: "What justice-involved programs receive",
    subtitle: "Materials that serve courts, counties and families.",
    items: [
      {
        icon: "file-text",
        title: "Capability statement",
        description: "A proposal-ready summary of services, staffing, outcomes and reporting.",
      },
      {
        icon: "link",
        title: "Referral partner portal page",
        description: "Referral steps, consent forms and a direct line for officers and court coordinators.",
      },
      {
        icon: "lock",
        title: "Consent and reporting explainer",
        description: "How 42 CFR Part 2 consent and court updates work in your program.",
      },
      {
        icon: "users",
        title: "Family and defendant guide",
        description: "What diversion involves, what the court expects and how to start.",
      },
      {
        icon: "chart",
        title: "Outcomes one-pager",
        description: "Retention and completion figures from your own data, refreshed each quarter.",
      },
      {
        icon: "map-pin",
        title: "Jurisdiction outreach plan",
        description: "Contacts, meeting schedule and follow-up for each court and agency.",
      },
    ],
  },
  faq: {
    title: "Jail diversion marketing FAQ",
    items: [
      faq(
        "Do you write county RFP responses?",
        "We don't submit bids, but we create the program descriptions, capability statements, outcome summaries and visuals your grant writer or operations lead needs, so responses are faster and stronger.",
      ),
      faq(
        "How do we connect with drug courts and probation offices?",
        "Through consistent, useful contact: a referral packet, an introductory meeting, reliable reports and a named liaison. We plan and track that outreach. We never recommend gifts or payments, which can violate EKRA and state anti-kickback rules.",
      ),
      faq(
        "How does 42 CFR Part 2 affect court reporting?",
        "Part 2 allows disclosures to the criminal justice agency that referred someone only with the patient's written consent, and limits what can be shared. We make your consent and reporting process visible to referral partners, because a clear process builds confidence.",
      ),
      faq(
        "Is paid advertising useful for diversion programs?",
        "Sometimes, for the public side. Families and defendants searching for court-approved treatment can be reached through search ads under your LegitScript certification. For institutional buyers, relationships and documentation matter much more.",
      ),
    ],
  },
  cta: {
    title: "Become the provider courts count on",
    subtitle:
      "Share the courts and counties you serve today. We will outline the materials and outreach that would put your program on more referral lists.",
    ctaText: "Schedule a Strategy Call",
    ctaUrl: "/schedule-session",
    background: "primary",
  },
});
