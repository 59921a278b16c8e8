import type { SeedPage } from "~/lib/content/page-schema";

/** /high-end-plan: the Premium plan, quoted per client. No price (spec §2). */
export const highEndPlanPage: SeedPage = {
  path: "/high-end-plan",
  type: "service",
  schema: {
    seo: {
      title: "Premium Marketing Plan for Treatment Networks",
      description:
        "A custom Premium program for multi-site rehab and behavioral health groups: a dedicated team, website builds, attribution to admissions and compliance review.",
      keywords: [
        "multi-location rehab marketing",
        "behavioral health network marketing agency",
        "enterprise treatment center marketing",
        "custom addiction treatment marketing",
      ],
    },
    breadcrumb: "Premium Plan",
    sections: [
      {
        id: "hero",
        type: "hero",
        background: "dark",
        title: "Premium Plan: A Dedicated Growth Team for Treatment Networks",
        subtitle:
          "For operators running several facilities, several states or several service lines. We build the program around your footprint and answer to your admissions numbers.",
        ctaText: "Request Custom Quote",
        ctaUrl: "/contact",
      },
      {
        id: "who-its-for",
        type: "content",
        title: "When a standard scope is not enough",
        content: `<p>Growth brings problems that a single-site marketing plan never has to solve. Two of your facilities compete for the same keywords. A new state means a new license, a new LegitScript review and a new payer landscape. Your central call center takes calls for six programs and nobody can say which campaign produced last month's residential admissions in one market versus another. A private-equity partner wants acquisition cost by facility before the next board meeting.</p>
<p>Premium is a custom engagement for exactly that situation. It is the right fit for:</p>
<ul>
<li><strong>Multi-site networks</strong> with a continuum of care from medically monitored detox (ASAM 3.7) through residential, PHP, IOP and outpatient.</li>
<li><strong>Groups opening or acquiring facilities</strong>, who need brand, website and campaigns ready before the first admission.</li>
<li><strong>Organizations adding service lines</strong> such as mental-health residential, adolescent programs, MAT or telehealth.</li>
<li><strong>Centers under heavy compliance scrutiny</strong>, including those that were previously suspended by an ad platform and need a clean, documented relaunch.</li>
</ul>
<p>We staff Premium with a dedicated strategist plus specialists in search, paid media, web development and analytics. You get one team that knows all of your facilities, rather than a separate vendor per channel blaming the others.</p>`,
      },
      {
        id: "problems",
        type: "features",
        background: "secondary",
        title: "What Premium solves",
        items: [
          {
            id: "cannibalization",
            title: "Facilities competing with each other",
            icon: "target",
            description:
              "Overlapping geo-targets and identical keywords drive up your own click prices. We set a network-level account structure so each facility owns its territory.",
          },
          {
            id: "attribution",
            title: "No attribution across the network",
            icon: "chart",
            description:
              "We connect call tracking, forms and your CRM so every admission carries its source, facility and level of care, without moving clinical data into marketing tools.",
          },
          {
            id: "expansion",
            title: "Slow, risky launches",
            icon: "globe",
            description:
              "New locations need licensing reflected on the site, an updated LegitScript record and a verified listing before ads run. We run that checklist for each launch.",
          },
          {
            id: "brand",
            title: "Inconsistent brands and websites",
            icon: "layout",
            description:
              "Acquired programs arrive with their own sites and reputations. We plan consolidation or a house-of-brands approach and protect rankings during migrations.",
          },
          {
            id: "governance",
            title: "Compliance without a paper trail",
            icon: "shield",
            description:
              "Every ad, landing page and claim goes through documented review, so you can show regulators, accreditors and platforms what ran and why.",
          },
        ],
      },
      {
        id: "how-we-work",
        type: "features",
        title: "How a Premium engagement runs",
        items: [
          {
            id: "assessment",
            title: "1. Network assessment",
            icon: "search",
            description:
              "Facility-by-facility review of capacity, payers, licenses, listings, ad accounts, websites and admissions workflow, with a baseline cost per admission for each.",
          },
          {
            id: "roadmap",
            title: "2. Twelve-month roadmap",
            icon: "calendar",
            description:
              "A written plan with quarterly goals per facility and service line, agreed with your executive team and reviewed each quarter.",
          },
          {
            id: "team",
            title: "3. Dedicated team",
            icon: "users",
            description:
              "Your strategist leads specialists in SEO, paid media, web and analytics who meet your marketing and admissions leads every week.",
          },
          {
            id: "attribution",
            title: "4. Attribution to admission",
            icon: "settings",
            description:
              "Call tracking, CRM and admissions data joined under business associate agreements, so reports show admissions and revenue by source.",
          },
          {
            id: "governance",
            title: "5. Quarterly business review",
            icon: "award",
            description:
              "Results against the roadmap, budget shifts between facilities, and the next quarter's launches, presented to your leadership.",
          },
        ],
      },
      {
        id: "deliverables",
        type: "benefits",
        background: "secondary",
        title: "What Premium can include",
        items: [
          {
            id: "web",
            title: "Website design and development",
            icon: "layout",
            description:
              "New builds or migrations for each brand, fast on mobile and accessible, with admissions-first page templates.",
          },
          {
            id: "seo",
            title: "Network SEO",
            icon: "search",
            description: "Location and level-of-care pages for every facility, technical SEO and digital PR.",
          },
          {
            id: "paid",
            title: "Multi-platform paid media",
            icon: "megaphone",
            description: "Google, Microsoft and, where certified and appropriate, Meta, with budgets managed per facility.",
          },
          {
            id: "content",
            title: "Content studio",
            icon: "book",
            description: "Clinician-reviewed guides, family resources and program pages produced to a monthly calendar.",
          },
          {
            id: "analytics",
            title: "Dashboards and attribution",
            icon: "chart",
            description: "Live reporting of spend, calls, VOBs and admissions by facility, channel and payer type.",
          },
          {
            id: "compliance",
            title: "Compliance desk",
            icon: "shield",
            description: "LegitScript renewals, platform certifications and review of every new claim before it goes live.",
          },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "Premium plan questions",
        items: [
          {
            id: "quote",
            title: "How is a Premium quote put together?",
            description:
              "After a discovery call we review your facilities, channels and goals, then send a written scope with the team, deliverables and a fixed monthly fee. Media spend is separate and paid to the platforms directly.",
          },
          {
            id: "existing-team",
            title: "We have an in-house marketing team. Does Premium still fit?",
            description:
              "Often it fits best. We can take on the specialist work (paid media, technical SEO, attribution) while your team keeps brand, community outreach and alumni relations.",
          },
          {
            id: "suspended",
            title: "One of our ad accounts was suspended. Can you help?",
            description:
              "Yes. We find the cause, usually a site claim, an unlisted location or a certification gap, fix it, document the fix and prepare the appeal. We do not open new accounts to get around a suspension.",
          },
          {
            id: "speed",
            title: "How quickly can a new facility start receiving inquiries?",
            description:
              "If the license and certification are in place, paid search can bring calls within the first week of launch. Organic visibility for a new location builds over three to six months.",
          },
          {
            id: "data",
            title: "How do you handle patient data?",
            description:
              "We sign a business associate agreement where we touch protected health information, keep it out of advertising platforms, and treat 42 CFR Part 2 records as off limits for marketing use.",
          },
        ],
      },
      {
        id: "cta",
        type: "cta",
        background: "primary",
        title: "Tell us about your network",
        subtitle: "Share your facilities, levels of care and growth plans, and we will come back with a custom scope and quote.",
        ctaText: "Request Custom Quote",
        ctaUrl: "/contact",
      },
    ],
  },
};
