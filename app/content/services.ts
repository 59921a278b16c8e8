import { BedDouble, Brain, CalendarClock, LayoutTemplate, type LucideIcon, MousePointerClick, Search } from "lucide-react";

/** A service card of spec public-site §3 (the image is left to the service page itself). */
export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  features: string[];
  /** What the visitor is struggling with that this service fixes. */
  problems: string[];
  icon: LucideIcon;
  primaryLink: { text: string; to: string };
  secondaryLink: { text: string; to: string };
  highlighted?: boolean;
}

/** Home: the three channels every treatment-centre client starts from. */
export const coreServices: ServiceCard[] = [
  {
    id: "seo-content",
    title: "SEO & Content Marketing",
    description:
      "Rank for the searches families make at two in the morning: level-of-care pages, insurance pages and clinically reviewed articles that answer real questions.",
    features: [
      "Technical audits and Core Web Vitals fixes",
      "Local SEO for each facility and Google Business Profile",
      "Content reviewed by licensed clinicians",
      "Links earned from recovery and healthcare publications",
    ],
    problems: ["Directories and call aggregators outrank your own site", "Traffic arrives but does not call admissions"],
    icon: Search,
    primaryLink: { text: "Explore Rehab SEO", to: "/rehab/seo" },
    secondaryLink: { text: "Get a Free SEO Review", to: "/contact" },
  },
  {
    id: "ppc",
    title: "PPC & Digital Advertising",
    description:
      "Google and Microsoft Ads run from LegitScript-certified accounts, with keywords, landing pages and call tracking built around your admissions criteria.",
    features: [
      "LegitScript certification support and policy-safe ad copy",
      "Negative keyword lists that screen out job seekers and out-of-network calls",
      "Call-only and landing-page campaigns by level of care",
      "Bids adjusted to cost per admission, not cost per click",
    ],
    problems: ["Ads disapproved under Google's addiction services policy", "High spend on calls you cannot admit"],
    icon: MousePointerClick,
    primaryLink: { text: "Explore Rehab PPC", to: "/rehab/ppc" },
    secondaryLink: { text: "Audit My Ad Account", to: "/schedule-session" },
  },
  {
    id: "web-design",
    title: "Website Design & Development",
    description:
      "Fast, accessible sites that make it easy to verify insurance, understand your program and call, with forms that keep protected health information out of marketing tools.",
    features: [
      "Pages for each level of care, from detox to outpatient",
      "Insurance verification flows that route to intake",
      "WCAG 2.2 AA accessibility and mobile-first layouts",
      "Forms that collect no clinical details",
    ],
    problems: ["An outdated site that loads slowly on phones", "Tracking pixels on forms that raise HIPAA questions"],
    icon: LayoutTemplate,
    primaryLink: { text: "See Website Design", to: "/addiction-treatment-website-design" },
    secondaryLink: { text: "Plan My New Website", to: "/contact" },
  },
];

/** Home: programs marketed by level of care, because each fills from different searches. */
export const treatmentServices: ServiceCard[] = [
  {
    id: "rehab-inpatient",
    title: "Rehab & Inpatient",
    description:
      "Residential programs at ASAM 3.5 and 3.7 need admissions from further away and from commercial payers. We market medically monitored and clinically managed care to the families who search for it.",
    features: [
      "Campaigns by payer and distance willing to travel",
      "Detox-to-residential pathways explained on the site",
      "Outreach content for referring clinicians and EAPs",
    ],
    problems: ["Empty beds between referral waves", "Rising cost per admission from paid search"],
    icon: BedDouble,
    primaryLink: { text: "Inpatient Marketing", to: "/inpatient-marketing" },
    secondaryLink: { text: "Talk About Your Census", to: "/schedule-session" },
  },
  {
    id: "outpatient-iop",
    title: "Outpatient & IOP",
    description:
      "PHP, IOP and standard outpatient (ASAM 2.5, 2.1 and 1) fill from people who keep working and living at home. We reach them locally, around evening and weekend schedules.",
    features: [
      "Local search for every clinic location",
      "Step-down messaging for residential alumni",
      "Evening and telehealth program pages",
    ],
    problems: ["Groups running below capacity", "Clients lost at step-down from residential care"],
    icon: CalendarClock,
    primaryLink: { text: "IOP Marketing", to: "/iop-marketing" },
    secondaryLink: { text: "Grow Your Groups", to: "/schedule-session" },
  },
  {
    id: "mental-health",
    title: "Mental Health",
    description:
      "Depression, anxiety, trauma and co-occurring disorders are searched for in different words than addiction. We build separate pages and campaigns so each program is found on its own terms.",
    features: [
      "Condition and therapy pages reviewed by clinicians",
      "Dual diagnosis positioning for co-occurring care",
      "Campaigns within Google's healthcare and medicines policy",
    ],
    problems: ["Mental health services hidden behind addiction branding", "Few self-pay or out-of-network inquiries"],
    icon: Brain,
    primaryLink: { text: "Mental Health Marketing", to: "/mental-health-marketing" },
    secondaryLink: { text: "Discuss Your Program", to: "/contact" },
  },
];
