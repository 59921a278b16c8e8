import {
  Award,
  BarChart3,
  FileSearch,
  Gauge,
  HeartHandshake,
  type LucideIcon,
  PenLine,
  SlidersHorizontal,
  Stethoscope,
} from "lucide-react";

/** The home page's copy (spec public-site §2 Home). Services and plans live in services.ts and plans.ts. */

export const homeHero = {
  eyebrow: "Marketing for addiction treatment and behavioral health",
  title: "Fill beds with patients who are ready for care",
  subtitle:
    "We help addiction treatment centers, mental health practices and sober living homes grow admissions with ethical SEO, compliant paid search and websites built for how families look for help.",
  cta: { text: "Get Started", to: "/contact" },
};

export const homeSections = {
  coreServices: {
    eyebrow: "Core services",
    title: "The channels that bring in admissions",
    subtitle: "Search, paid media and your website work as one system, measured by admits rather than clicks.",
  },
  treatmentServices: {
    eyebrow: "By level of care",
    title: "Marketing for each program you run",
    subtitle:
      "A family looking for residential detox and a professional looking for evening IOP search differently. Each program gets its own pages, keywords and budget.",
  },
  plans: {
    eyebrow: "Plans",
    title: "Three ways to work with us",
    subtitle:
      "Every plan is scoped to your census goals, payer mix and markets, so we quote after a short call about what you need.",
  },
  benefits: {
    eyebrow: "Why treatment centers choose us",
    title: "Built for the way treatment centers grow",
  },
  faq: {
    eyebrow: "Questions",
    title: "What operators ask us first",
  },
  analysis: {
    eyebrow: "Free Website Analysis",
    title: "See where your website loses admissions",
    subtitle:
      "Enter your address and our analyzer crawls your site, checks search visibility, speed and content, and shows what to fix first.",
    cta: { text: "Analyze Your Website", to: "/client-ingestion" },
  },
  closing: {
    title: "Ready to talk about your census?",
    text: "Tell us about your programs, payers and markets. In a free consultation we show where your next admissions can come from.",
    ctaText: "Schedule a Free Consultation",
    ctaUrl: "/contact",
  },
};

export interface Benefit {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const benefits: Benefit[] = [
  {
    title: "Industry Expertise",
    text: "We work only with treatment and behavioral health providers, so we already know ASAM levels of care, VOB workflows, Joint Commission and CARF accreditation, and why patient brokering laws shape every referral program.",
    icon: Stethoscope,
  },
  {
    title: "Data-Driven Strategies",
    text: "Call tracking, CRM and census data are connected, so budget decisions rest on cost per admission by program and payer rather than on traffic charts.",
    icon: BarChart3,
  },
  {
    title: "Customized Solutions",
    text: "A 16-bed women's residential program and a five-clinic IOP network need different plans. We build yours around your capacity, payers and markets.",
    icon: SlidersHorizontal,
  },
  {
    title: "Measurable Results",
    text: "You see calls, qualified inquiries, VOBs and admissions each month, with the spend behind each one, and targets agreed before we start.",
    icon: Award,
  },
  {
    title: "Exceptional Customer Service",
    text: "One strategist who knows your programs answers your calls, joins your admissions meetings and reports to you in plain language.",
    icon: HeartHandshake,
  },
];

/** The two side-by-side panels: how we work, and what we do. */
export const approachPanel = {
  title: "Our Approach",
  intro: "Every engagement follows the same four steps, so you always know what happens next.",
  steps: [
    {
      title: "Audit",
      text: "We review your site, ad accounts, Google Business Profiles, call recordings and intake data to find where inquiries are lost.",
    },
    {
      title: "Plan",
      text: "We set admissions targets by level of care and payer, and agree on the channels and budget to reach them.",
    },
    {
      title: "Launch",
      text: "Pages, campaigns and tracking go live, with compliance review of every ad and claim before it runs.",
    },
    {
      title: "Improve",
      text: "Weekly adjustments and a monthly review of cost per admission move spend to what works.",
    },
  ],
};

export const servicesPanel = {
  title: "Our Services",
  intro: "One team for the work that turns searches into admissions.",
  links: [
    { label: "Drug rehab SEO", to: "/drug-rehab-seo" },
    { label: "Addiction treatment PPC", to: "/addiction-treatment-ppc" },
    { label: "Treatment center website design", to: "/addiction-treatment-website-design" },
    { label: "Detox marketing", to: "/detox-marketing" },
    { label: "Dual diagnosis marketing", to: "/dual-diagnosis-marketing" },
    { label: "Sober living marketing", to: "/sober-living-marketing" },
    { label: "LegitScript certification", to: "/legitscript-certification" },
    { label: "Compliance and ROI", to: "/compliance-roi" },
  ],
  cta: { text: "View All Services", to: "/services" },
};

export interface HomeFaq {
  id: string;
  question: string;
  answer: string;
}

/** Six questions for the home page; the full FAQ (faq.ts) goes deeper by topic. */
export const homeFaq: HomeFaq[] = [
  {
    id: "who-we-work-with",
    question: "Who do you work with?",
    answer:
      "Addiction treatment centers from detox through outpatient, mental health practices and residential programs, dual diagnosis providers and sober living homes. We do not work with lead resellers or call aggregators.",
  },
  {
    id: "results-timeline",
    question: "How soon will we see results?",
    answer:
      "Paid search usually produces calls within the first week of launch. SEO builds over three to six months, and most clients see measurable improvements in lead quality within 30 to 60 days as tracking and landing pages are fixed.",
  },
  {
    id: "legitscript",
    question: "Do we need LegitScript certification to advertise?",
    answer:
      "To run Google or Meta ads for addiction treatment in the United States, yes. We help you prepare the application, fix website issues that delay approval, and keep your ads within policy once you are certified.",
  },
  {
    id: "hipaa",
    question: "How do you handle HIPAA and patient privacy?",
    answer:
      "Our forms ask for contact details only, never diagnoses or insurance numbers, and we keep advertising pixels off pages where visitors share health information. Where we need access to data covered by HIPAA or 42 CFR Part 2, we sign a business associate agreement first.",
  },
  {
    id: "contracts",
    question: "Do you require long-term contracts?",
    answer:
      "We ask for an initial term long enough for SEO to work, usually six months, and then continue month to month. Paid media management can start on a shorter term.",
  },
  {
    id: "measurement",
    question: "How do you measure success?",
    answer:
      "By admissions and cost per admission, broken down by channel, program and payer. Calls, forms and VOBs are tracked too, but they are steps toward the number that matters for your census.",
  },
];

export interface AnalysisCard {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const analysisCards: AnalysisCard[] = [
  {
    title: "SEO Analysis",
    text: "Titles, headings, indexability, structured data and local signals on every page we can crawl.",
    icon: FileSearch,
  },
  {
    title: "Performance Check",
    text: "Load time and Core Web Vitals on mobile, where most people in crisis search for help.",
    icon: Gauge,
  },
  {
    title: "Content Strategy",
    text: "Gaps in your level-of-care, insurance and condition pages compared with what families search for.",
    icon: PenLine,
  },
];
