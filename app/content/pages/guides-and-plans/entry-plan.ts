import type { SeedPage } from "~/lib/content/page-schema";

/** /entry-plan: the Entry Level plan for single sites and new programs. No price (spec §2). */
export const entryPlanPage: SeedPage = {
  path: "/entry-plan",
  type: "service",
  schema: {
    seo: {
      title: "Entry Level Marketing Plan for Rehabs & Clinics",
      description:
        "Entry Level gives a single treatment center or new program local SEO, a compliant Google Business Profile, call tracking and one managed search campaign.",
      keywords: [
        "entry level rehab marketing",
        "small treatment center marketing",
        "local SEO for rehab",
        "new addiction treatment center marketing",
      ],
    },
    breadcrumb: "Entry Level Plan",
    sections: [
      {
        id: "hero",
        type: "hero",
        background: "gradient",
        title: "Entry Level Plan: The Foundations, Done Right",
        subtitle:
          "For a single location or a program that has just opened its doors. We make sure families searching nearby can find you, trust what they see, and reach a person who can help.",
        ctaText: "Schedule a Consultation",
        ctaUrl: "/schedule-session",
      },
      {
        id: "who-its-for",
        type: "content",
        title: "Who the Entry Level plan is for",
        content: `<p>Most of the small programs that come to us have the same story. The clinical team is strong, the facility is licensed, the first patients came through word of mouth and a few referral relationships, and now the beds are not filling as fast as the business plan assumed. Online, the center barely exists: a website built before opening, a Google listing with three reviews, and no way to tell which calls came from where.</p>
<p>The Entry Level plan fixes that base layer before anyone spends serious money on ads. It suits:</p>
<ul>
<li><strong>Single-location programs</strong> at one level of care, such as an outpatient clinic, an IOP or a sober-living home.</li>
<li><strong>New centers</strong> still ramping census, or still waiting on LegitScript certification or payer contracts.</li>
<li><strong>Private therapy and psychiatry practices</strong> that want steady local inquiries rather than a national campaign.</li>
</ul>
<p>If you run several facilities or several levels of care, the <a href="/marketing-plan">Standard plan</a> will likely serve you better. If you are unsure, a consultation will settle it quickly, and we will tell you plainly if you are not ready for outside help yet.</p>`,
      },
      {
        id: "problems",
        type: "features",
        background: "secondary",
        title: "What it solves",
        items: [
          {
            id: "invisible",
            title: "Invisible in your own city",
            icon: "map-pin",
            description:
              'Directories, aggregators and call centers outrank you for searches like "outpatient rehab near me". We build the local signals that put your own listing and site in front of them.',
          },
          {
            id: "gbp",
            title: "A fragile Google Business Profile",
            icon: "star",
            description:
              "Keyword-stuffed names, a wrong category or an unverified address can get a rehab listing suspended. We set it up to Google's guidelines and keep it that way.",
          },
          {
            id: "untracked",
            title: "Calls with no source",
            icon: "phone",
            description:
              "Without call tracking you cannot tell a Google call from a referral. We add tracking numbers that keep recordings and transcripts out of ad platforms.",
          },
          {
            id: "slow-site",
            title: "A website that leaks inquiries",
            icon: "layout",
            description:
              "Buried phone numbers, slow pages on mobile and forms nobody monitors. We fix the handful of issues that cost you the most calls.",
          },
        ],
      },
      {
        id: "how-we-work",
        type: "benefits",
        title: "How we work on Entry Level",
        items: [
          {
            id: "week-one",
            title: "Weeks 1-2: audit and clean-up",
            icon: "search",
            description:
              "We check your listings, website, licensing details and any past ad activity, and correct the name, address and phone data search engines rely on.",
          },
          {
            id: "tracking",
            title: "Weeks 2-3: tracking in place",
            icon: "settings",
            description:
              "Call tracking, form routing to your admissions inbox and a conversion setup that records outcomes without passing health information to Google or Meta.",
          },
          {
            id: "local",
            title: "Month 2 onward: local search",
            icon: "globe",
            description:
              "Service pages for the care you actually provide, citations on trusted directories, and a steady, ethical review program.",
          },
          {
            id: "paid",
            title: "Once certified: one search campaign",
            icon: "target",
            description:
              "A single Google Ads campaign targeted at the radius you admit from, with a tight negative keyword list so budget goes to people seeking treatment.",
          },
        ],
      },
      {
        id: "deliverables",
        type: "benefits",
        background: "secondary",
        title: "What's included",
        items: [
          {
            id: "gbp",
            title: "Google Business Profile management",
            icon: "map-pin",
            description: "Categories, services, photos, posts and review responses written to protect patient privacy.",
          },
          {
            id: "seo",
            title: "Local SEO",
            icon: "search",
            description: "On-page fixes, location pages and citation building for up to one facility.",
          },
          {
            id: "calls",
            title: "Call tracking",
            icon: "phone",
            description: "Numbers by source, with recordings stored under a business associate agreement.",
          },
          {
            id: "ppc",
            title: "One managed search campaign",
            icon: "target",
            description: "Available once your LegitScript certification is approved.",
          },
          {
            id: "report",
            title: "Monthly report and call",
            icon: "chart",
            description: "Calls, qualified inquiries and admissions by source, reviewed with you in 30 minutes.",
          },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "Entry Level plan questions",
        items: [
          {
            id: "results",
            title: "How soon will we see more calls?",
            description:
              "Listing fixes and tracking often show their effect in 30-60 days. Organic rankings take longer, usually three to six months. A search campaign, once allowed, can produce inquiries in its first week.",
          },
          {
            id: "no-legitscript",
            title: "We are not LegitScript certified yet. Is this plan still worth it?",
            description:
              "Yes, and it is often the right time to start. Everything except paid search works without certification, and we will prepare your website so it meets LegitScript's standards when you apply.",
          },
          {
            id: "contract",
            title: "Is there a long contract?",
            description:
              "No multi-year commitments. We ask for an initial period long enough for local search work to take hold, then it runs month to month.",
          },
          {
            id: "upgrade",
            title: "What happens when we outgrow it?",
            description:
              "We move you to Standard, which adds content, multi-channel advertising and admissions call reviews. The work already done carries over; nothing is rebuilt.",
          },
        ],
      },
      {
        id: "cta",
        type: "cta",
        background: "primary",
        title: "Start with the foundations",
        subtitle: "Tell us about your program and the area you serve. We will show you where your inquiries are leaking today.",
        ctaText: "Schedule a Consultation",
        ctaUrl: "/schedule-session",
      },
    ],
  },
};
