import { faq, servicePage } from "./build";

export const outpatientMarketing = servicePage({
  path: "/outpatient-marketing",
  breadcrumb: "Outpatient Marketing",
  seo: {
    title: "Outpatient Addiction Treatment Marketing",
    description:
      "Outpatient rehab marketing for ASAM Level 1 programs: local search, evening-group visibility, EAP referrals and step-down patients from residential care.",
    keywords: [
      "outpatient rehab marketing",
      "outpatient addiction treatment marketing",
      "ASAM level 1",
      "EAP referrals",
      "local SEO for outpatient",
      "evening treatment programs",
    ],
  },
  hero: {
    title: "Outpatient Treatment Marketing for Your Own Neighborhood",
    subtitle:
      "Outpatient patients come from a twenty-minute drive, keep their jobs and attend around their lives. We make your program the obvious local choice for them and for the professionals who refer them.",
    ctaText: "Plan Local Growth",
    ctaUrl: "/contact",
  },
  about: {
    title: "What outpatient marketing covers",
    html: `<p>Standard outpatient care (ASAM Level 1) means fewer than nine hours of services a week: individual counseling, a group or two, medication management and recovery support. The people who choose it are often still working, still parenting and still driving themselves to appointments. They search on their lunch break, compare distance and session times, and want to know whether their insurance covers it before they call.</p>
<p>This service is for outpatient clinics and multi-level centers that need a dependable flow of:</p>
<ul>
<li>Self-referred adults who want help without leaving work</li>
<li>Step-down patients completing residential, PHP or IOP elsewhere in your region</li>
<li>Referrals from primary care, employee assistance programs and occupational health</li>
<li>Patients continuing office-based medication for opioid use disorder</li>
</ul>
<h3>A local business first</h3>
<p>Unlike destination residential programs, an outpatient clinic lives and dies within a small radius. That makes the <strong>map pack</strong>, your Google Business Profile, reviews, and the handful of local referrers who send patients every month more important than national ad reach. We treat your outpatient program like the neighborhood healthcare practice it is, with the compliance standards of an addiction-treatment provider.</p>`,
  },
  problems: {
    title: "Where outpatient programs lose patients",
    subtitle: "Outpatient growth problems are usually local visibility and scheduling problems in disguise.",
    items: [
      {
        icon: "map-pin",
        title: "Invisible in the map pack",
        description:
          "If your Google Business Profile lists the wrong category, outdated hours or a suite number that does not match your website, you lose the searches that matter most: those made within a few miles of your door.",
      },
      {
        icon: "clock",
        title: "Schedules nobody can find",
        description:
          "Working adults choose programs by the clock. When evening and weekend groups are buried in a PDF, callers assume you only run daytime sessions and book with the clinic that posts its times.",
      },
      {
        icon: "link",
        title: "Step-downs going elsewhere",
        description:
          "Residential programs in your region discharge patients every week. Without relationships and a clear continuing-care page, those patients are referred to whichever outpatient clinic the case manager remembers.",
      },
      {
        icon: "dollar",
        title: "Low-value clicks on broad terms",
        description:
          "Generic rehab keywords pull callers looking for inpatient care. Ad groups built around outpatient intent and a tight radius keep spend on people who can attend a Tuesday evening group.",
      },
    ],
  },
  process: {
    title: "Our outpatient growth process",
    subtitle: "Local visibility first, then paid reach, then referral relationships.",
    steps: [
      {
        icon: "map-pin",
        title: "Local footprint audit",
        description:
          "Business profiles, directory listings, reviews and service-area pages checked for every clinic address you operate.",
      },
      {
        icon: "calendar",
        title: "Schedule-led site structure",
        description:
          "We publish group times, telehealth options and intake hours as crawlable pages, not images, so people and search engines can read them.",
      },
      {
        icon: "target",
        title: "Radius-bound search campaigns",
        description:
          "Ads limited to a realistic commute, scheduled for the hours your front desk answers, and written around keeping work and family intact.",
      },
      {
        icon: "users",
        title: "Referral-source program",
        description:
          "Outreach materials for primary care, EAPs and discharge planners, with tracking numbers so you know which relationships produce admissions.",
      },
    ],
  },
  deliverables: {
    title: "What outpatient clients receive",
    subtitle: "Tools sized for a local program's budget and staff.",
    items: [
      {
        icon: "map-pin",
        title: "Google Business Profile management",
        description: "Categories, hours, posts and review replies that never confirm a reviewer is a patient.",
      },
      {
        icon: "calendar",
        title: "Live group schedule pages",
        description: "Evening, weekend and telehealth options that staff can update in minutes.",
      },
      {
        icon: "file-text",
        title: "Referrer one-pagers",
        description: "Admission criteria, insurance accepted and a direct referral line for clinicians.",
      },
      {
        icon: "star",
        title: "Ethical review requests",
        description: "A HIPAA-aware process for inviting feedback without incentives or pressure.",
      },
      {
        icon: "target",
        title: "Local paid search",
        description: "Commute-radius campaigns under your LegitScript certification.",
      },
      {
        icon: "chart",
        title: "Clinic-level reporting",
        description: "Calls, intakes and first-session attendance for each location.",
      },
    ],
  },
  faq: {
    title: "Outpatient marketing FAQ",
    items: [
      faq(
        "Is paid search worth it for a small outpatient clinic?",
        "Often yes, if it is narrow. A tight radius, outpatient-only keywords and ads that run only while someone can answer keep costs reasonable. Paid leads usually arrive in the first week, which buys time while local SEO builds over 3-6 months.",
      ),
      faq(
        "How do we get more referrals from residential programs?",
        "Make it easy and keep it clean. We create a continuing-care page and a referrer packet, and help you track which partners send patients. There is no payment, gift or free service in exchange for referrals, because that runs into EKRA and state anti-kickback rules.",
      ),
      faq(
        "Can we ask patients for Google reviews?",
        "You can invite feedback in a neutral, non-coercive way, but never offer anything in return, and your replies must not confirm that a reviewer received treatment. We write reply templates your team can adapt so privacy is protected even when a review is negative.",
      ),
      faq(
        "Do you market office-based MAT?",
        "Yes, within platform rules. We describe medication for opioid use disorder as part of a clinical program and keep drug names out of ad copy, since prescription-drug terms trigger extra restrictions on Google and Meta.",
      ),
    ],
  },
  cta: {
    title: "Be the first outpatient program your town finds",
    subtitle:
      "We will review your local listings, schedule pages and referral sources, and show you the three changes likely to move intakes fastest.",
    ctaText: "Request a Local Review",
    ctaUrl: "/contact",
    background: "gradient",
  },
});
