import type { SeedPage } from "~/lib/content/page-schema";

/** /plans: the three plans side by side. Prices stay off this page, as on the plan cards (spec §2). */
export const plansPage: SeedPage = {
  path: "/plans",
  type: "service",
  schema: {
    seo: {
      title: "Marketing Plans for Treatment Centers | Compare",
      description:
        "Compare our Entry Level, Standard and Premium marketing plans for rehabs, mental-health practices and sober-living homes, and find the fit for your census.",
      keywords: [
        "treatment center marketing plans",
        "rehab marketing packages",
        "addiction treatment marketing agency plans",
        "behavioral health marketing retainer",
      ],
    },
    breadcrumb: "Plans",
    sections: [
      {
        id: "hero",
        type: "hero",
        background: "gradient",
        title: "Marketing Plans Built Around Admissions, Not Clicks",
        subtitle:
          "Three ways to work with us, from a single-site program getting found locally to a multi-state network filling beds across levels of care. Every plan is measured by the same number: what it costs you to admit a patient.",
        ctaText: "Schedule a Strategy Session",
        ctaUrl: "/schedule-session",
      },
      {
        id: "overview",
        type: "content",
        title: "How to choose a plan",
        content: `<p>Treatment centers do not buy marketing the way a dental office or a law firm does. Your census depends on payer mix, on which levels of care you are licensed for, on whether you hold LegitScript certification, and on how quickly your admissions team picks up the phone at 2 a.m. So our plans are not bundles of hours. Each one is a scope of work sized to a stage of growth.</p>
<h3>Entry Level</h3>
<p>For a single facility or a new program that needs the foundations done properly: a Google Business Profile that survives review, local search visibility for the cities you actually admit from, call tracking that respects HIPAA, and one tightly managed paid search campaign once you are certified. <a href="/entry-plan">See the Entry Level plan</a>.</p>
<h3>Standard (our most chosen plan)</h3>
<p>For established programs with open beds to fill and a clear picture of their payers. Standard adds an ongoing content program with clinical review, Google and Microsoft Ads across each level of care, landing pages built for admissions, and a monthly review of your call recordings with your admissions director. <a href="/marketing-plan">See the Standard plan</a>.</p>
<h3>Premium</h3>
<p>For multi-location operators, groups adding new service lines, and centers entering new states. Premium is scoped to you: a dedicated strategist, paid media and SEO teams, website design and development, attribution from first click to admission in your CRM, and compliance review built into every launch. <a href="/high-end-plan">See the Premium plan</a>.</p>
<p><strong>Why no prices on the cards?</strong> Two centers with the same bed count can need very different scopes. A detox in a competitive metro with an out-of-network payer mix has nothing in common, budget-wise, with a rural IOP that takes Medicaid. We quote after a strategy session, once we have seen your numbers.</p>`,
      },
      {
        id: "plan-cards",
        type: "features",
        background: "secondary",
        title: "The three plans at a glance",
        subtitle: "Every plan includes HIPAA-aware tracking, monthly reporting in plain English, and no long lock-in.",
        items: [
          {
            id: "entry",
            title: "Entry Level",
            icon: "map-pin",
            description:
              "Local search foundations, a clean Google Business Profile, call tracking and one paid search campaign for a single location that wants steady, qualified calls.",
            link: "/entry-plan",
          },
          {
            id: "standard",
            title: "Standard",
            icon: "trending-up",
            description:
              "Our most chosen plan: SEO with clinically reviewed content, multi-channel PPC by level of care, admissions-focused landing pages and monthly call-quality reviews.",
            link: "/marketing-plan",
          },
          {
            id: "premium",
            title: "Premium",
            icon: "award",
            description:
              "A custom program for networks and fast-growing groups: dedicated team, website build, full-funnel attribution to admissions, and compliance sign-off on every campaign.",
            link: "/high-end-plan",
          },
        ],
      },
      {
        id: "problems",
        type: "features",
        title: "Problems every plan is designed to fix",
        items: [
          {
            id: "cost-per-admit",
            title: "Paying too much for each admission",
            icon: "dollar",
            description:
              "Lead vendors and broad campaigns can push acquisition cost to $3,000-$5,000 per patient. Our programs aim for $500-$2,000 by spending only where admissions come from.",
          },
          {
            id: "unqualified-calls",
            title: "Calls that never become patients",
            icon: "phone",
            description:
              "Job seekers, people looking for free services, and callers outside your payer mix tie up your admissions line. We filter them out at the keyword and ad-copy stage.",
          },
          {
            id: "compliance-risk",
            title: "Ad accounts at risk",
            icon: "shield",
            description:
              "One misleading claim or an unlicensed location on your site can cost you LegitScript status and with it your Google, Meta and Microsoft advertising.",
          },
          {
            id: "no-visibility",
            title: "No idea which channel works",
            icon: "chart",
            description:
              "If your reports stop at clicks and form fills, you cannot tell which dollars filled a bed. We connect marketing data to admissions outcomes.",
          },
        ],
      },
      {
        id: "how-we-work",
        type: "benefits",
        background: "default",
        title: "How every engagement starts",
        items: [
          {
            id: "session",
            title: "1. Strategy session",
            icon: "calendar",
            description:
              "A working call about your census targets, levels of care, payers, admissions process and any past trouble with ad platforms.",
          },
          {
            id: "audit",
            title: "2. Audit and baseline",
            icon: "search",
            description:
              "We review your site, listings, ad accounts and call handling, then record today's cost per admission so improvement can be measured honestly.",
          },
          {
            id: "scope",
            title: "3. Plan and quote",
            icon: "file-text",
            description:
              "You get a written scope matched to one of the three plans, with the channels, deliverables and reporting we will own.",
          },
          {
            id: "launch",
            title: "4. Launch and report",
            icon: "trending-up",
            description:
              "Paid campaigns typically produce leads within the first week; organic search builds over three to six months. You see both in one monthly report.",
          },
        ],
      },
      {
        id: "deliverables",
        type: "benefits",
        background: "secondary",
        title: "What you get on any plan",
        items: [
          {
            id: "report",
            title: "Monthly admissions report",
            icon: "chart",
            description: "Spend, calls, qualified leads and admissions by channel, with the reasons behind the numbers.",
          },
          {
            id: "tracking",
            title: "Compliant call and form tracking",
            icon: "lock",
            description: "Tracking configured so no protected health information is sent to advertising platforms.",
          },
          {
            id: "strategist",
            title: "A named strategist",
            icon: "users",
            description: "One person who knows your program and answers your questions, not a ticket queue.",
          },
          {
            id: "review",
            title: "Compliance review",
            icon: "check",
            description:
              "Ad copy and landing pages checked against LegitScript standards and Google, Meta and Microsoft healthcare policies.",
          },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "Questions about our plans",
        items: [
          {
            id: "price",
            title: "Why don't you list prices?",
            description:
              "Because the honest answer depends on your market, payers and levels of care. We share a quote after a strategy session, once we know what it will take to reach your census target.",
          },
          {
            id: "budget",
            title: "How much should a treatment center spend on marketing?",
            description:
              "We usually see healthy programs invest between 5% and 15% of revenue, with the share higher during a launch or expansion and lower once organic search carries more of the load.",
          },
          {
            id: "switch",
            title: "Can we change plans later?",
            description:
              "Yes. Many clients start on Entry Level while certification or licensing is completed and move to Standard once paid search is open to them. Scope changes take effect at the next monthly cycle.",
          },
          {
            id: "legitscript-needed",
            title: "Do we need LegitScript certification before we start?",
            description:
              "Not for SEO, your website or your Google Business Profile. It is required before Google, Meta or Microsoft will run addiction treatment ads, and we can guide you through the application.",
          },
          {
            id: "mental-health",
            title: "Do the plans work for mental-health practices and sober-living homes?",
            description:
              "Yes. The scope changes (sober-living homes do not bill insurance the same way, and therapy practices rarely need paid search at rehab scale) but the plans and the focus on cost per client stay the same.",
          },
        ],
      },
      {
        id: "cta",
        type: "cta",
        background: "primary",
        title: "Not sure which plan fits?",
        subtitle:
          "Bring your census goals and last quarter's numbers. We will tell you which plan makes sense, and when none of them does.",
        ctaText: "Schedule a Strategy Session",
        ctaUrl: "/schedule-session",
      },
    ],
  },
};
