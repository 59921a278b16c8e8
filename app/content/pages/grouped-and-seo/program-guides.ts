import { buildPage } from "./build-page";

/**
 * /inpatient-treatment and /outpatient-treatment: guides to marketing such a
 * program to families and referents. The matching /services/* pages sell the
 * agency's package; these explain the audience and the message.
 */

export const inpatientMarketingGuide = buildPage({
  path: "/inpatient-treatment",
  breadcrumb: "Inpatient Treatment",
  backgrounds: ["dark", "default", "secondary", "gradient", "default", "secondary"],
  seo: {
    title: "Marketing an Inpatient Program to Families and Referents",
    description:
      "A guide to marketing inpatient addiction treatment: what families ask, what referents need, insurance verification, length of stay and census planning.",
    keywords: [
      "inpatient treatment marketing guide",
      "marketing inpatient rehab to families",
      "insurance verification rehab",
      "length of stay",
      "census planning",
    ],
  },
  hero: {
    title: "Marketing Inpatient Treatment to Families and Referents",
    subtitle:
      "The decision to enter inpatient care is usually made by a family under pressure or a professional with a patient in front of them. This guide explains what each needs to hear, and how we plan marketing around your census.",
    ctaText: "Schedule a Session",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "Two audiences, one decision",
    html: `<p>Inpatient care is rarely chosen by the patient alone. A spouse, parent or adult child makes the first call, often after a crisis. Or a hospital social worker, therapist, employee assistance counselor or interventionist recommends a program they trust. Marketing an inpatient program means answering both groups, and they ask different questions.</p>
<h3>What families want to know</h3>
<ul>
<li><strong>Will insurance pay, and how much will we owe?</strong> A fast, clear insurance verification is the single most important step in most inpatient admissions.</li>
<li><strong>How long will they be away?</strong> Families plan work, childcare and school around length of stay, so explain how it is decided clinically and reviewed with the payer.</li>
<li><strong>Is it safe?</strong> Medical staffing, detox on site, accreditation by the Joint Commission or CARF, and state licensure.</li>
<li><strong>Can we visit, and what happens after?</strong> Family programming, visiting policy and discharge planning.</li>
</ul>
<h3>What referents want to know</h3>
<ul>
<li>Admission criteria, exclusions and how quickly you can accept a patient.</li>
<li>Which payers you contract with and whether you accept single-case agreements.</li>
<li>Your approach to co-occurring disorders and medication for opioid use disorder.</li>
<li>How you will communicate with them, within the patient's written consent under 42 CFR Part 2.</li>
</ul>
<p>Your website, ads and outreach should answer every one of these questions before anyone has to call to ask.</p>`,
  },
  problems: {
    title: "Where inpatient marketing usually goes wrong",
    subtitle: "Mistakes that cost admissions even when the program itself is excellent.",
    items: [
      {
        icon: "shield",
        title: "Selling the amenities, not the care",
        description:
          "Pool and chef photos attract the wrong calls and make referring clinicians doubt the program's seriousness.",
      },
      {
        icon: "clock",
        title: "Slow insurance answers",
        description:
          "A family told 'we will call you back tomorrow' about benefits often calls the next program on their list tonight.",
      },
      {
        icon: "calendar",
        title: "Vague talk about length of stay",
        description:
          "Promising a fixed 30 or 90 days sets expectations that payer reviews may not support, and families feel misled later.",
      },
      {
        icon: "users",
        title: "No content for professionals",
        description: "Referents find only consumer copy and no admission criteria, so they refer to programs that publish them.",
      },
      {
        icon: "chart",
        title: "Marketing disconnected from census",
        description:
          "Spend stays flat while occupancy swings, instead of rising ahead of the discharges you can already see coming.",
      },
    ],
  },
  process: {
    title: "How we plan marketing around census",
    subtitle: "Inpatient marketing works best when it looks two to four weeks ahead.",
    as: "features",
    items: [
      {
        icon: "calendar",
        title: "Forecast open beds",
        description:
          "From expected discharges and average length of stay by payer, we estimate how many beds will open in the coming weeks.",
      },
      {
        icon: "dollar",
        title: "Set the payer targets",
        description:
          "We agree which payers and levels of care to pursue for those beds, based on contracts, authorization history and margin.",
      },
      {
        icon: "phone",
        title: "Speed up verification",
        description:
          "We streamline the path from first call or form to a completed VOB, and measure the time it takes every week.",
      },
      {
        icon: "megaphone",
        title: "Adjust channels to the forecast",
        description:
          "Paid search and referral outreach scale up ahead of openings and ease off when the unit is full, rather than running at a flat rate.",
      },
    ],
  },
  deliverables: {
    title: "What we put in place",
    subtitle: "The working parts of an inpatient marketing program.",
    items: [
      {
        icon: "home",
        title: "Family-facing program pages",
        description: "Daily life, safety, visiting, insurance and aftercare, explained plainly.",
      },
      {
        icon: "stethoscope",
        title: "Referent pages and criteria sheet",
        description: "Admission criteria, exclusions, payers and response times.",
      },
      {
        icon: "shield",
        title: "Insurance verification flow",
        description: "A short form and call script that produce a VOB fast.",
      },
      { icon: "calendar", title: "Census forecast sheet", description: "A weekly view of expected openings that drives spend." },
      {
        icon: "target",
        title: "Campaigns that follow the forecast",
        description: "Paid search budgets scaled to open beds by level of care.",
      },
      { icon: "chart", title: "Admissions funnel report", description: "Inquiries, VOBs, assessments and admits, by source." },
    ],
  },
  faq: {
    title: "Inpatient marketing questions",
    items: [
      {
        question: "Should we publish our prices?",
        answer:
          "Most programs publish accepted insurance and explain self-pay options rather than a price list, because a family's cost depends on their benefits. A fast VOB answers the real question.",
      },
      {
        question: "How should we describe length of stay?",
        answer:
          "Explain that it is set by clinical need and reviewed with the insurer, give typical ranges by program, and avoid guarantees. That is honest and it holds up when a payer review shortens a stay.",
      },
      {
        question: "Can we pay interventionists or referral sources?",
        answer:
          "Not per patient. Payments tied to referrals can violate EKRA, state brokering laws and, for federal programs, the Anti-Kickback Statute. Build referral relationships on clinical quality and communication.",
      },
      {
        question: "How quickly can census improve?",
        answer:
          "Paid search can bring inquiries in the first week. Improvements to verification speed and referral pages usually show in admissions within 30-60 days.",
      },
    ],
  },
  cta: {
    title: "Plan the next quarter of inpatient admissions",
    subtitle:
      "In a session we will look at your discharges, payer mix and verification speed together, and show how marketing can run ahead of your census.",
    ctaText: "Book a Planning Session",
    ctaUrl: "/schedule-session",
    background: "primary",
  },
});

export const outpatientMarketingGuide = buildPage({
  path: "/outpatient-treatment",
  breadcrumb: "Outpatient Treatment",
  backgrounds: ["gradient", "default", "dark", "secondary", "default", "secondary"],
  seo: {
    title: "Marketing Outpatient and IOP Treatment: A Practical Guide",
    description:
      "How to market IOP and outpatient treatment: evening programs for working adults, employers and EAPs, step-down from residential care and alumni continuing care.",
    keywords: [
      "outpatient treatment marketing",
      "IOP marketing guide",
      "evening intensive outpatient",
      "EAP referrals",
      "step-down care",
      "alumni continuing care",
    ],
  },
  hero: {
    title: "Marketing Outpatient Treatment That Fits Around Life",
    subtitle:
      "Outpatient patients keep their jobs, homes and families while they get better. Marketing an IOP or outpatient program means showing them, their employers and the programs that discharge to you how treatment fits around all three.",
    ctaText: "Talk to Our Team",
    ctaUrl: "/contact",
  },
  about: {
    title: "Who chooses outpatient care, and why",
    html: `<p>Outpatient treatment reaches people inpatient care does not: the nurse who cannot take a month off, the father who must be home at night, the college student between semesters, the person finishing a residential stay who needs structure without a bed. Each comes to you by a different route.</p>
<h3>Four routes into an outpatient program</h3>
<ul>
<li><strong>Direct search by working adults.</strong> They want to know group times, whether evening tracks exist, how long the program lasts and whether their insurance covers it. They rarely travel far.</li>
<li><strong>Employers and EAPs.</strong> HR departments and employee assistance programs look for providers who protect confidentiality, offer evening hours and can document attendance with the employee's consent.</li>
<li><strong>Step-down from higher care.</strong> Residential, PHP and detox programs discharge patients who need IOP close to home. A good step-down partnership is often an outpatient program's steadiest source.</li>
<li><strong>Alumni and continuing care.</strong> People who finished your IOP return for outpatient sessions, alumni groups or support after a lapse, and they refer friends.</li>
</ul>
<h3>Levels of care to explain clearly</h3>
<p>IOP (ASAM 2.1) usually means several three-hour sessions a week; outpatient (level 1) is lighter, often weekly. Many people do not know the difference, and payers authorize each separately, so both need their own explanation.</p>`,
  },
  problems: {
    title: "Common gaps in outpatient marketing",
    subtitle: "Each leaves an open seat that another program fills.",
    items: [
      {
        icon: "clock",
        title: "Evening tracks that nobody can find",
        description: "The schedule working adults need exists, but it is not in page titles, ads or the business profile.",
      },
      {
        icon: "lock",
        title: "Employers unsure about confidentiality",
        description:
          "HR teams hesitate to refer when a program does not explain how attendance is reported and what stays private.",
      },
      {
        icon: "link",
        title: "Step-down left to chance",
        description: "Without regular contact, discharge planners forget you and send patients to whoever they spoke to last.",
      },
      {
        icon: "heart",
        title: "Alumni who drift away",
        description: "Graduates have no reason to stay in touch, so continuing care and word-of-mouth referrals fade.",
      },
      {
        icon: "map-pin",
        title: "Competing on the wrong geography",
        description:
          "Marketing aimed at the whole state instead of the neighborhoods from which people can realistically attend.",
      },
    ],
  },
  process: {
    title: "How we approach outpatient marketing",
    subtitle: "One plan for each route into the program.",
    as: "benefits",
    items: [
      {
        icon: "search",
        title: "Lead with the schedule",
        description:
          "We put track names, times and start dates in page titles, ads and business profiles, because for outpatient care the schedule is the offer.",
      },
      {
        icon: "shield",
        title: "Give employers what they need",
        description:
          "We write a short guide for HR and EAP staff on referral, consent and return-to-work, and help your team present it.",
      },
      {
        icon: "users",
        title: "Formalize step-down relationships",
        description:
          "We help you agree clinical handoff steps with residential and PHP partners and keep in touch with their discharge planners on a schedule.",
      },
      {
        icon: "mail",
        title: "Keep alumni connected",
        description:
          "An alumni newsletter and events calendar, with consent-based contact lists and nothing that reveals who attended treatment.",
      },
    ],
  },
  deliverables: {
    title: "What the work produces",
    subtitle: "Tools your team can use every week.",
    items: [
      {
        icon: "calendar",
        title: "Schedule-led pages and profiles",
        description: "Day, evening and virtual tracks findable by time and place.",
      },
      { icon: "file-text", title: "Employer and EAP guide", description: "How referral, consent and attendance reporting work." },
      { icon: "link", title: "Step-down partner plan", description: "Named partners, handoff steps and a contact calendar." },
      { icon: "mail", title: "Alumni newsletter and events", description: "Consent-based and privacy-safe." },
      { icon: "map-pin", title: "Drive-time market map", description: "The area each office can realistically serve." },
      {
        icon: "chart",
        title: "Source-by-source report",
        description: "Admissions from search, employers, step-down and alumni.",
      },
    ],
  },
  faq: {
    title: "Outpatient marketing questions",
    items: [
      {
        question: "Is evening IOP worth advertising separately?",
        answer:
          "Usually yes. People who need evening hours search for them specifically, and a separate page and campaign lets you fill those groups without spending on daytime seats that are already full.",
      },
      {
        question: "How do employers fit with 42 CFR Part 2?",
        answer:
          "Part 2 means you can share information with an employer only with the patient's written consent. Explaining that clearly reassures employees and gives HR a process they can follow.",
      },
      {
        question: "Can we market to our own alumni?",
        answer:
          "Yes, with their consent to be contacted. Keep messages general, never reference someone's treatment in a way others could see, and make unsubscribing easy.",
      },
      {
        question: "How soon do outpatient programs see results?",
        answer:
          "Schedule-led pages and profiles often lift inquiries within 30-60 days; step-down and employer relationships build steadily over the following months.",
      },
    ],
  },
  cta: {
    title: "Fill your program from every route in",
    subtitle:
      "Tell us your tracks, offices and referral partners. We will show you which of the four routes has the most room to grow.",
    ctaText: "Get in Touch",
    ctaUrl: "/contact",
    background: "gradient",
  },
});
