import type { SeedPage } from "~/lib/content/page-schema";

/** /compliance-roi: why compliant marketing pays for itself, and how to measure it. */
export const complianceRoiPage: SeedPage = {
  path: "/compliance-roi",
  type: "blog",
  schema: {
    seo: {
      title: "The ROI of Compliant Treatment Center Marketing",
      description:
        "How compliant rehab marketing pays back: avoided penalties and ad bans, EKRA and patient brokering risk, HIPAA tracking-pixel guidance, and how to measure ROI.",
      keywords: [
        "compliant rehab marketing",
        "HIPAA tracking pixel guidance",
        "EKRA patient brokering",
        "treatment center marketing ROI",
        "addiction treatment ad account suspension",
      ],
      ogType: "article",
    },
    breadcrumb: "Compliance ROI",
    sections: [
      {
        id: "hero",
        type: "hero",
        background: "dark",
        title: "Compliance ROI: Why Clean Marketing Is the Profitable Kind",
        subtitle:
          "Compliance is usually booked as a cost. In treatment center marketing it protects the channels your census depends on, and you can measure what it returns.",
        ctaText: "Review Your Marketing Risk",
        ctaUrl: "/contact",
      },
      {
        id: "intro",
        type: "content",
        title: "What compliance protects",
        content: `<p>Owners tell us compliance feels like a tax: legal reviews that slow campaigns down, certification fees, a tracking setup that reports less than the old one. We understand the frustration. But in this industry the downside of cutting corners is not a fine you can budget for. It is losing the ability to advertise at all, a criminal investigation, or a breach notification sent to every patient who visited your website.</p>
<p>This guide is for operators and marketing leads at addiction treatment and mental-health programs who want to see the business case in plain numbers. It covers the four risks that matter most, then shows how to measure the return of doing things properly.</p>`,
      },
      {
        id: "ad-accounts",
        type: "content",
        title: "Risk 1: Losing your ad accounts",
        content: `<p>For many centers, paid search supplies a large share of new admissions, and it is the only channel that produces calls within days. That channel exists for addiction treatment only because of LegitScript certification and each platform's own approval. If your certification lapses or is revoked, your ads stop on Google, Meta and Microsoft at the same time. If a platform suspends your account for a policy violation, reinstatement can take weeks, and creating new accounts to get around a suspension makes it permanent.</p>
<p>What triggers it, in our experience: advertising a service or location the license does not cover, landing pages with outcome promises, undisclosed affiliate or helpline sites, and failing to report a new facility or domain to LegitScript. Each of these is cheap to prevent and expensive to fix. Count the cost of a suspension as the admissions you would have had during the downtime, multiplied by your average revenue per admission, plus the cost of rebuilding account history. Our <a href="/legitscript-certification">LegitScript guide</a> explains how to stay certified.</p>`,
      },
      {
        id: "brokering",
        type: "content",
        title: "Risk 2: EKRA and patient brokering",
        content: `<p>The Eliminating Kickbacks in Recovery Act (EKRA), passed in 2018, makes it a federal crime to pay or receive remuneration for referrals to recovery homes, clinical treatment facilities and laboratories. Unlike the Anti-Kickback Statute, it applies whatever the payer, commercial insurance and private pay included. States such as Florida have their own patient brokering laws on top.</p>
<p>Marketing is where most exposure hides. Watch out for:</p>
<ul>
<li>Lead vendors or "marketing partners" paid per admission or per patient.</li>
<li>Staff whose bonuses depend on how many patients they bring in from outside sources.</li>
<li>Offers of free flights, free sober housing, cash cards or waived copays to persuade someone to admit.</li>
<li>Call centers that route callers to whichever facility pays them, without saying so.</li>
</ul>
<p>Compliant structures exist, such as fixed fees for marketing services that do not vary with the number of patients referred, but they should be reviewed by a healthcare attorney. The return here is avoided liability: the value of never being the subject of an investigation that can close a program.</p>`,
      },
      {
        id: "hipaa-pixels",
        type: "content",
        title: "Risk 3: Tracking pixels and HIPAA",
        content: `<p>In December 2022, the HHS Office for Civil Rights issued guidance on online tracking technologies, updated in March 2024. It warned that pixels, session replay and similar tools can disclose protected health information to vendors like Meta and Google when they collect identifiers, such as IP addresses, alongside health-related activity. In June 2024 a federal court in Texas vacated part of that guidance, the part concerning certain visits to public, unauthenticated webpages. The rest stands, and the risk did not go away:</p>
<ul>
<li><strong>Patient portals and logged-in pages</strong> must not send data to tracking vendors that have not signed a business associate agreement.</li>
<li><strong>Forms, chat and scheduling tools</strong> that collect health information (an insurance VOB form, an intake questionnaire) are sensitive wherever they sit.</li>
<li><strong>Substance use programs</strong> covered by 42 CFR Part 2 carry stricter confidentiality duties than HIPAA alone.</li>
<li><strong>Other regulators</strong>, including the FTC under its Health Breach Notification Rule, and state health privacy laws reach organizations HIPAA does not.</li>
</ul>
<p>The practical response is not to stop measuring. It is to move tracking server-side or to vendors that sign BAAs, strip health details before any data reaches an ad platform, keep pixels off forms and portals, and send conversions as anonymous outcomes. Done that way, you keep the data needed to optimize campaigns and lose only the data you should never have shared.</p>`,
      },
      {
        id: "measure",
        type: "content",
        title: "How to measure the return",
        content: `<p>Compliance ROI has two sides: what it protects and what it earns. Measure both, monthly.</p>
<h3>What it protects</h3>
<p>Estimate the value at risk: monthly admissions from paid channels multiplied by average revenue per admission gives the revenue that a suspension would pause. Add the cost of a privacy incident (legal counsel, notification, forensic review) and the cost of defending a brokering inquiry. You do not need precise figures; an order of magnitude makes the point to a board.</p>
<h3>What it earns</h3>
<p>Compliant marketing is usually better marketing. Honest landing pages that match the license convert qualified callers. Campaigns that exclude people you cannot treat waste less. Referral relationships built on clinical quality last longer than purchased leads. Track:</p>
<ul>
<li><strong>Cost per admission</strong>, where our clients typically land at $500-$2,000 compared with the $3,000-$5,000 common in the industry.</li>
<li><strong>Return on marketing investment:</strong> revenue from marketing-sourced admissions divided by total marketing cost, including compliance work. Our programs target 20-30x.</li>
<li><strong>Share of admissions from owned channels</strong> (organic search, direct, referrals) versus rented ones, which shows how exposed you are to a platform decision.</li>
</ul>`,
      },
      {
        id: "problems",
        type: "features",
        background: "secondary",
        title: "Compliance problems we find most often",
        items: [
          {
            id: "pixel-forms",
            title: "Pixels on VOB and intake forms",
            icon: "lock",
            description: "Insurance details and substance information sent to ad platforms alongside the visitor's IP address.",
          },
          {
            id: "pay-per-admit",
            title: "Pay-per-admission vendors",
            icon: "dollar",
            description: "Contracts that tie a marketer's payment to the number of patients they deliver.",
          },
          {
            id: "claims",
            title: "Unsupported claims",
            icon: "file-text",
            description: "Success rates, cure language and borrowed accreditation badges on ads and landing pages.",
          },
          {
            id: "review-replies",
            title: "Review replies that confirm treatment",
            icon: "message",
            description: "Well-meant responses that reveal a reviewer was a patient, a privacy violation in itself.",
          },
          {
            id: "unreported",
            title: "Unreported changes",
            icon: "shield",
            description: "New domains, phone numbers or locations never reported to LegitScript, putting certification at risk.",
          },
        ],
      },
      {
        id: "how-we-work",
        type: "features",
        title: "How we build compliance into your marketing",
        items: [
          {
            id: "audit",
            title: "1. Risk audit",
            icon: "search",
            description:
              "We scan your site's tags, forms, listings, ad accounts and vendor contracts and rank what we find by exposure.",
          },
          {
            id: "tracking",
            title: "2. Tracking rebuild",
            icon: "settings",
            description: "Server-side or BAA-covered tracking that reports conversions without health details.",
          },
          {
            id: "review",
            title: "3. Pre-launch review",
            icon: "check",
            description:
              "Every ad, page and offer checked against LegitScript standards and platform policy before it goes live.",
          },
          {
            id: "report",
            title: "4. ROI reporting",
            icon: "chart",
            description: "Cost per admission and marketing return reported monthly, compliance costs included.",
          },
        ],
      },
      {
        id: "deliverables",
        type: "benefits",
        background: "secondary",
        title: "What you receive",
        items: [
          {
            id: "findings",
            title: "Risk findings report",
            icon: "file-text",
            description: "Each issue, why it matters and the fix, written for owners and counsel.",
          },
          {
            id: "tag-map",
            title: "Tracking inventory",
            icon: "globe",
            description: "Every script on your site, what it collects and where the data goes.",
          },
          {
            id: "policy",
            title: "Marketing review checklist",
            icon: "book",
            description: "A repeatable checklist your team can use for every new campaign.",
          },
          {
            id: "dashboard",
            title: "ROI dashboard",
            icon: "trending-up",
            description: "Admissions, cost per admission and return on marketing in one view.",
          },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "Compliance and ROI questions",
        items: [
          {
            id: "meta-pixel",
            title: "Can we still use the Meta pixel on our rehab website?",
            description:
              "Not on forms, portals or pages where visitors share health information. Many centers remove it entirely and send anonymous conversion events from the server instead. Ask counsel about your specific setup.",
          },
          {
            id: "ga4",
            title: "Is Google Analytics HIPAA compliant?",
            description:
              "Google does not sign a business associate agreement for Google Analytics, so it should not receive protected health information. Configure it carefully or use an analytics tool whose vendor will sign a BAA.",
          },
          {
            id: "ekra-salary",
            title: "Can we pay our outreach staff bonuses?",
            description:
              "EKRA contains a narrow exception for employees, but bonuses tied to referral or admission counts are risky. Have a healthcare attorney review any compensation plan that touches admissions.",
          },
          {
            id: "roi-time",
            title: "How soon does compliant marketing pay back?",
            description:
              "Paid search can produce leads within the first week and improvements usually show within 30-60 days. The protective value is there from the day the risky practice stops.",
          },
        ],
      },
      {
        id: "cta",
        type: "cta",
        background: "primary",
        title: "Find out what your marketing is risking",
        subtitle: "We will review your tracking, vendors and ads and show you the fixes that protect your census.",
        ctaText: "Contact Us",
        ctaUrl: "/contact",
      },
    ],
  },
};
