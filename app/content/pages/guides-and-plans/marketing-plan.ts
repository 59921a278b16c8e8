import type { SeedPage } from "~/lib/content/page-schema";

/** /marketing-plan: the Standard (mid-tier, highlighted) plan. No price (spec §2). */
export const marketingPlanPage: SeedPage = {
  path: "/marketing-plan",
  type: "service",
  schema: {
    seo: {
      title: "Standard Marketing Plan for Treatment Centers",
      description:
        "Standard combines SEO and clinically reviewed content, Google and Microsoft Ads by level of care, admissions landing pages and monthly call reviews.",
      keywords: [
        "addiction treatment marketing plan",
        "rehab SEO and PPC management",
        "behavioral health marketing services",
        "treatment center digital marketing",
      ],
    },
    breadcrumb: "Standard Plan",
    sections: [
      {
        id: "hero",
        type: "hero",
        background: "gradient",
        title: "Standard Plan: Steady Admissions Across Every Level of Care",
        subtitle:
          "Our most chosen plan, for established programs that need a reliable flow of qualified patients from search, paid media and content, measured all the way to admission.",
        ctaText: "Schedule a Strategy Session",
        ctaUrl: "/schedule-session",
      },
      {
        id: "who-its-for",
        type: "content",
        title: "Built for programs ready to grow census",
        content: `<p>The Standard plan is for centers that already have the basics: licensed beds or slots, at least some in-network contracts or a clear private-pay model, LegitScript certification (or an application in progress), and an admissions team that can handle more volume. What they lack is a marketing program that treats detox, residential, PHP and IOP as different products with different searchers, margins and lengths of stay.</p>
<p>We plan and report by level of care. A residential bed at ASAM 3.5 and an evening IOP slot at ASAM 2.1 are not sold to the same person with the same message, so they do not share a campaign, a landing page or a budget line. That separation is what lets us move money toward the service with open capacity this month.</p>
<h3>A typical Standard client</h3>
<ul>
<li>One to three facilities, often a residential program with step-down PHP and IOP.</li>
<li>A mix of commercial insurance and self-pay, sometimes with a Medicaid-funded outpatient program.</li>
<li>An in-house or outsourced admissions team taking calls around the clock.</li>
<li>Leadership that wants to stop relying on lead vendors and build channels the center owns.</li>
</ul>
<p>Mental-health practices with several clinicians and dual-diagnosis programs fit here too. The channels are the same; the content and compliance rules shift.</p>`,
      },
      {
        id: "problems",
        type: "features",
        background: "secondary",
        title: "Problems the Standard plan is built to solve",
        items: [
          {
            id: "vendor-dependence",
            title: "Dependence on lead vendors",
            icon: "link",
            description:
              "Buying calls from aggregators is expensive, unpredictable and carries patient-brokering risk. We replace that volume with search and content traffic you own.",
          },
          {
            id: "mixed-campaigns",
            title: "One campaign for every service",
            icon: "target",
            description:
              "When detox and outpatient share keywords, the cheaper clicks win and residential beds stay empty. Separate campaigns by level of care fix the budget math.",
          },
          {
            id: "thin-content",
            title: "Content that does not rank or convert",
            icon: "file-text",
            description:
              'Generic posts about "signs of addiction" compete with national publishers. We write for the decisions your callers are making, with clinical review.',
          },
          {
            id: "lost-calls",
            title: "Good leads lost on the phone",
            icon: "phone",
            description:
              "Missed after-hours calls, slow callbacks and VOBs that stall. We review recordings with your admissions director and fix what keeps patients from admitting.",
          },
          {
            id: "reporting",
            title: "Reports that stop at the click",
            icon: "chart",
            description:
              "We tie spend to admissions by service and payer, so you can see your real cost per admission instead of a cost per lead that flatters everyone.",
          },
        ],
      },
      {
        id: "how-we-work",
        type: "features",
        title: "How we run a Standard engagement",
        items: [
          {
            id: "discovery",
            title: "1. Capacity and payer review",
            icon: "users",
            description:
              "We map your levels of care, open capacity, payer contracts and length-of-stay patterns so budget follows the beds you need to fill.",
          },
          {
            id: "build",
            title: "2. Campaigns and landing pages",
            icon: "layout",
            description:
              "Search campaigns on Google and Microsoft per level of care, each with its own landing page, call extension and negative keyword list.",
          },
          {
            id: "content",
            title: "3. Content with clinical review",
            icon: "book",
            description:
              "Two to four pieces a month written for your market and reviewed by a credentialed clinician on your team or ours before publishing.",
          },
          {
            id: "calls",
            title: "4. Monthly admissions review",
            icon: "message",
            description:
              "A sample of recorded calls reviewed against your intake script, with notes on speed to answer, VOB handling and follow-up.",
          },
          {
            id: "optimize",
            title: "5. Reallocate every month",
            icon: "trending-up",
            description:
              "Budget moves between services and channels based on last month's cost per admission, not on which campaign produced the most clicks.",
          },
        ],
      },
      {
        id: "deliverables",
        type: "benefits",
        background: "secondary",
        title: "Deliverables",
        items: [
          {
            id: "seo",
            title: "SEO program",
            icon: "search",
            description:
              "Technical fixes, service and location pages, and link earning from relevant health and community sites.",
          },
          {
            id: "ppc",
            title: "Google and Microsoft Ads management",
            icon: "megaphone",
            description: "Campaigns by level of care, call ads, daily budget pacing and weekly search-term reviews.",
          },
          {
            id: "content",
            title: "Clinically reviewed content",
            icon: "book",
            description: "Articles and pages with named clinical reviewers, built for E-E-A-T on a YMYL topic.",
          },
          {
            id: "landing",
            title: "Admissions landing pages",
            icon: "layout",
            description: "Fast, focused pages with insurance verification prompts and no health data leaking to pixels.",
          },
          {
            id: "calls",
            title: "Call tracking and review",
            icon: "phone",
            description: "Source-level tracking and a monthly scored sample of admissions calls.",
          },
          {
            id: "report",
            title: "Cost per admission reporting",
            icon: "chart",
            description: "Monthly report by service line and channel, plus a strategy call with your leadership.",
          },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "Standard plan questions",
        items: [
          {
            id: "ad-spend",
            title: "Is ad spend included?",
            description:
              "No. Media spend is paid directly to Google and Microsoft from your own accounts, which you keep if we ever part ways. Our fee covers strategy, management, content and reporting.",
          },
          {
            id: "cost-per-admission",
            title: "What cost per admission should we expect?",
            description:
              "For established programs we work toward a cost per admission between $500 and $2,000; centers buying from vendors or running broad campaigns often see $3,000-$5,000. Where you land depends on your market, payers and admissions process.",
          },
          {
            id: "meta",
            title: "Do you run Facebook and Instagram ads on this plan?",
            description:
              "When your LegitScript certification covers Meta and it suits your audience, yes, mostly for alumni events, family programming and brand awareness. Meta restricts health-based targeting, so it rarely leads for residential admissions.",
          },
          {
            id: "emr",
            title: "Do you need access to our EMR?",
            description:
              "No. We ask for a simple admissions export (date, source and level of care, without clinical details) so we can match spend to admissions while keeping patient records where they belong.",
          },
        ],
      },
      {
        id: "cta",
        type: "cta",
        background: "primary",
        title: "See what Standard would look like for your census",
        subtitle: "In a strategy session we review your current channels and outline the first 90 days by level of care.",
        ctaText: "Schedule a Strategy Session",
        ctaUrl: "/schedule-session",
      },
    ],
  },
};
