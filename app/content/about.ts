import { BarChart3, GraduationCap, type LucideIcon, Scale } from "lucide-react";

/** The About page's copy (spec public-site §2 About). The team is in team.ts. */

export const aboutHero = {
  eyebrow: "About us",
  title: "About Our Agency",
  subtitle:
    "A marketing team that works only with addiction treatment, mental health and sober living providers, and measures itself by the admissions it helps you make.",
};

export const mission = {
  title: "Our Mission",
  paragraphs: [
    "Someone searching for detox at midnight, or a parent looking for an adolescent program, deserves to find a licensed, accredited provider rather than a call center that sells their inquiry to the highest bidder. Our mission is to help ethical treatment providers be the ones they find.",
    "We do that with search, advertising and websites held to the rules this field lives by: Google's and Meta's healthcare ad policies, LegitScript certification, HIPAA and 42 CFR Part 2, state patient brokering laws and EKRA. Growth that puts your license or accreditation at risk is not growth we sell.",
  ],
};

export interface CoreValue {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const coreValues: CoreValue[] = [
  {
    title: "Integrity",
    text: "No paid referrals, no misleading ads, no calls routed to whoever pays most. We tell you when a tactic would cross a line, even if it would raise your numbers this month.",
    icon: Scale,
  },
  {
    title: "Expertise",
    text: "Our strategists know levels of care, payer contracts, VOBs and accreditation, so you spend your time on decisions rather than explaining how admissions works.",
    icon: GraduationCap,
  },
  {
    title: "Data-Driven",
    text: "Every recommendation comes with the numbers behind it: calls, qualified inquiries, admissions and the cost of each, by program and payer.",
    icon: BarChart3,
  },
];

export const aboutClosing = {
  title: "Let's talk about your programs",
  text: "Tell us where census is short and which payers you want more of. We will show you where we would start.",
  ctaText: "Schedule a Consultation",
  ctaUrl: "/contact",
};
