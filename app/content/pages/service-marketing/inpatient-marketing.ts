import { faq, servicePage } from "./build";

export const inpatientMarketing = servicePage({
  path: "/inpatient-marketing",
  breadcrumb: "Inpatient Marketing",
  seo: {
    title: "Inpatient & Residential Rehab Marketing",
    description:
      "Marketing for residential addiction treatment (ASAM 3.5 and 3.7): steady census, out-of-state travel admissions, family decision-makers and accreditation trust.",
    keywords: [
      "inpatient rehab marketing",
      "residential treatment marketing",
      "residential census",
      "ASAM 3.5 marketing",
      "travel admissions",
      "inpatient addiction treatment leads",
    ],
  },
  hero: {
    title: "Inpatient Rehab Marketing for a Census That Stays Full",
    subtitle:
      "Residential beds are expensive to leave empty. We build demand for your ASAM 3.5 and 3.7 programs that holds through holidays, payer changes and the quiet weeks after New Year.",
    ctaText: "Talk About Your Census",
    ctaUrl: "/contact",
  },
  about: {
    title: "Who inpatient marketing is for",
    html: `<p>Residential treatment is the highest-stakes decision a family makes in the addiction journey. Someone is leaving home, work and children for 30, 45 or 90 days, often in another state, and usually after a crisis. The person researching your program is frequently not the patient: it is a mother at midnight, a spouse comparing three tabs, or an employee-assistance counselor with a short list.</p>
<p>We market residential programs that are licensed for their level of care, accredited by The Joint Commission or CARF, and able to show what a day in treatment looks like. That includes:</p>
<ul>
<li>Clinically managed residential programs (ASAM 3.5) and medically monitored programs (ASAM 3.7)</li>
<li>Gender-specific, young adult, professional and faith-integrated tracks that need their own audience</li>
<li>Destination programs that admit most of their patients from out of state</li>
</ul>
<h3>Why residential is different</h3>
<p>Every open bed has a daily cost, stays are long, and one admission can be worth more than a month of outpatient groups. That raises the value of each call and makes waste expensive. Our work centers on <strong>bed-days filled</strong>, the right clinical fit, and a payer mix your utilization review team can defend when insurers push back on length of stay.</p>`,
  },
  problems: {
    title: "Problems we solve for residential programs",
    subtitle: "The patterns we see when inpatient census is harder to hold than it should be.",
    items: [
      {
        icon: "calendar",
        title: "Feast-or-famine census",
        description:
          "A waiting list in October and twelve open beds in January. We plan campaigns against your seasonal admission curve and hold budget in reserve for the weeks families historically postpone treatment.",
      },
      {
        icon: "globe",
        title: "Travel admissions that fall through",
        description:
          "Out-of-state callers drop off when logistics are unclear. Pages that explain pick-up, what to pack, phone policy and the first 72 hours turn a willing caller into someone who actually boards the flight.",
      },
      {
        icon: "star",
        title: "Luxury photos, no clinical proof",
        description:
          "Pools and chef menus attract tourists, not committed patients. We lead with credentials, staff with licenses, modalities and medical coverage, then show the setting as support for the clinical case.",
      },
      {
        icon: "shield",
        title: "Short stays after authorization",
        description:
          "Commercial payers approve fewer days when the admission was a poor fit. Copy and screening questions that match your admission criteria reduce early discharges and denied continued-stay reviews.",
      },
      {
        icon: "home",
        title: "Aftercare gap after discharge",
        description:
          "Patients finishing residential care often step down elsewhere. Alumni and step-down messaging keeps your own PHP, IOP or sober-living partners in view before the discharge date arrives.",
      },
    ],
  },
  process: {
    title: "How we build residential demand",
    subtitle: "Planned around bed-days, not monthly lead counts.",
    steps: [
      {
        icon: "chart",
        title: "Census and payer baseline",
        description:
          "We chart twelve months of admissions, average length of stay and payer mix so every target is tied to beds you can actually fill.",
      },
      {
        icon: "users",
        title: "Decision-maker research",
        description:
          "We interview your admissions team about who calls, what they fear and why they choose another program, then build messaging for families as well as patients.",
      },
      {
        icon: "target",
        title: "Regional and national campaigns",
        description:
          "Local search for nearby families plus carefully bounded national campaigns for travel admissions, both running only under your LegitScript certification.",
      },
      {
        icon: "trending-up",
        title: "Length-of-stay feedback loop",
        description:
          "Admissions that discharge early are traced back to their source, so budget moves toward channels that produce patients who complete care.",
      },
    ],
  },
  deliverables: {
    title: "Deliverables for inpatient programs",
    subtitle: "Built for long stays and high-value admissions.",
    items: [
      {
        icon: "layout",
        title: "Level-of-care landing pages",
        description: "Separate pages for 3.5 and 3.7 care, each with admission criteria and insurance details.",
      },
      {
        icon: "video",
        title: "Virtual tour and day-in-treatment content",
        description: "Filmed without identifiable patients, scripted with your clinical director.",
      },
      {
        icon: "globe",
        title: "Travel admission guide",
        description: "A clear out-of-state arrival page covering transport, intake and family contact.",
      },
      {
        icon: "award",
        title: "Accreditation and licensing display",
        description: "Joint Commission or CARF marks, state license numbers and staff credentials shown where decisions happen.",
      },
      {
        icon: "target",
        title: "Residential search campaigns",
        description: "Geo-tiered ads with bid rules for hours your intake team is fully staffed.",
      },
      {
        icon: "chart",
        title: "Bed-day reporting",
        description: "Monthly census, admits and average length of stay alongside cost per admission.",
      },
    ],
  },
  faq: {
    title: "Inpatient marketing FAQ",
    items: [
      faq(
        "Should we advertise nationally or stay local?",
        "Both, in proportion. Local families convert faster and are easier to keep engaged after discharge, while national campaigns fill specialized tracks. We set separate budgets and goals so a cheap national click never crowds out a nearby family ready to admit.",
      ),
      faq(
        "Can we show real patient stories?",
        "Only with written, specific authorization, and we avoid it for anyone still in care. Where 42 CFR Part 2 applies, even confirming someone was a patient needs consent. We prefer alumni who choose to speak publicly, family perspectives, and clinician-led explanations of the treatment process.",
      ),
      faq(
        "How fast can we expect more residential admissions?",
        "Paid search typically generates qualified calls within the first week. Organic rankings for residential terms usually move in 3-6 months. Most residential clients see clear improvement in admission quality within 30-60 days as screening and landing pages improve.",
      ),
      faq(
        "Do you work with single-case agreements and out-of-network payers?",
        "We don't negotiate with payers, but we market to the payer mix you want. If you are out-of-network, copy, keywords and hours are shaped to attract callers whose benefits your business office can work with, and your VOB outcomes feed back into the targeting.",
      ),
    ],
  },
  cta: {
    title: "Fill beds with patients who stay",
    subtitle:
      "Tell us your bed count, average length of stay and payer mix. We will show you the census plan we would run for the next two quarters.",
    ctaText: "Schedule a Census Review",
    ctaUrl: "/schedule-session",
    background: "primary",
  },
});
