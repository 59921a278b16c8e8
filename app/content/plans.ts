import { Crown, type LucideIcon, Rocket, TrendingUp } from "lucide-react";

/**
 * The three plans of spec public-site §2 and §3. `price` is part of the plan
 * record but is never rendered on a card (spec: prices are not displayed on
 * cards); plan pages and sales conversations are where budgets are discussed.
 */
export interface Plan {
  id: "entry" | "standard" | "premium";
  title: string;
  /** Hidden on cards (spec §9 business constants). */
  price: string;
  description: string;
  features: string[];
  /** The situations this plan is built for. */
  problems: string[];
  icon: LucideIcon;
  /** The plan's own page. */
  ctaLink: string;
  ctaText: string;
  /** Spec §2 and DESIGN §4b: exact text and target per plan. */
  secondaryLink: { text: string; to: string };
  highlighted: boolean;
}

export const plans: Plan[] = [
  {
    id: "entry",
    title: "Entry Level",
    price: "$5,500/month",
    description:
      "For a single-location program that needs a compliant foundation: a fast website, local search visibility and call tracking that shows which channels bring admissions.",
    features: [
      "Technical SEO and Google Business Profile management",
      "Local landing pages for your levels of care",
      "Call tracking tied to admissions, not form fills",
      "Monthly report on calls, VOBs and admits",
    ],
    problems: [
      "Census depends on one or two referral sources",
      "Your website is slow or reads like a brochure",
      "You cannot tell which marketing produces admissions",
    ],
    icon: Rocket,
    ctaLink: "/entry-plan",
    ctaText: "View Entry Level Plan",
    secondaryLink: { text: "Schedule a Consultation", to: "/schedule-session" },
    highlighted: false,
  },
  {
    id: "standard",
    title: "Standard",
    price: "$8,000-$15,000/month",
    description:
      "For growing programs ready to add paid search to organic growth, with one team managing SEO, content and Google Ads against a shared cost-per-admission target.",
    features: [
      "Everything in Entry Level",
      "LegitScript-compliant Google and Microsoft Ads management",
      "Two clinically reviewed articles a month",
      "Admissions call-handling review and intake scripts",
      "Bi-weekly strategy calls with your admissions lead",
    ],
    problems: [
      "Organic traffic is growing but not fast enough to fill beds",
      "Paid campaigns were paused after a policy disapproval",
      "Admissions misses calls after hours or on weekends",
    ],
    icon: TrendingUp,
    ctaLink: "/marketing-plan",
    ctaText: "View Standard Plan",
    secondaryLink: { text: "Schedule a Strategy Session", to: "/schedule-session" },
    highlighted: true,
  },
  {
    id: "premium",
    title: "Premium",
    price: "$15,000+/month",
    description:
      "For multi-site operators and networks: a dedicated team across every location and level of care, budgets shifted weekly toward the programs and payers that need census.",
    features: [
      "Everything in Standard",
      "Multi-location SEO and paid media across markets",
      "Meta and YouTube campaigns within healthcare ad policy",
      "Reputation management for every location",
      "Executive dashboard of cost per admission by payer and program",
    ],
    problems: [
      "Several facilities compete with each other in search",
      "Payer mix is drifting toward lower-reimbursing plans",
      "Opening a new location or level of care on a deadline",
    ],
    icon: Crown,
    ctaLink: "/high-end-plan",
    ctaText: "View Premium Plan",
    secondaryLink: { text: "Request Custom Quote", to: "/contact" },
    highlighted: false,
  },
];
