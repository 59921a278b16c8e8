import type { FaqCategory } from "~/lib/content/faq-search";
/** The /faq page (spec public-site §2 FAQ and §3 FAQ item: category, question, answer). */

export const faqCategories: FaqCategory[] = [
  {
    id: "lead-generation",
    title: "Lead Generation",
    items: [
      {
        id: "lead-sources",
        question: "Where do your treatment leads come from?",
        answer:
          "From your own channels: organic search, Google and Microsoft Ads, your Google Business Profiles, referral outreach and your website. We do not buy or resell leads, and every call goes to your admissions team, not to a shared call center.",
      },
      {
        id: "lead-quality",
        question: "How do you improve lead quality, not just volume?",
        answer:
          "We listen to call recordings and compare them with your admissions criteria. Then we exclude searches that bring job seekers, out-of-network payers or people looking for free services, and write landing pages that say plainly which insurance and levels of care you accept.",
      },
      {
        id: "paid-leads-timeline",
        question: "How quickly can paid campaigns produce inquiries?",
        answer:
          "Once your accounts are LegitScript certified and tracking is in place, paid search usually brings calls within the first week. The first month is spent tightening keywords and budgets until cost per admission settles.",
      },
      {
        id: "after-hours",
        question: "What happens to calls that come in after hours?",
        answer:
          "Missed calls are the most expensive leak we see. We review when calls arrive and go unanswered, then help you set up answering coverage, call-back rules and ad schedules so spend runs only when someone can take the call.",
      },
    ],
  },
  {
    id: "seo-content",
    title: "SEO & Content Strategy",
    items: [
      {
        id: "seo-timeline",
        question: "How long does SEO take for a treatment center?",
        answer:
          "Most programs see meaningful ranking gains in three to six months. Competitive metro markets and new domains take longer; fixing technical problems and local listings often shows results sooner.",
      },
      {
        id: "clinical-review",
        question: "Who writes and reviews your content?",
        answer:
          "Writers who specialize in behavioral health draft it, and licensed clinicians review anything about conditions, withdrawal or treatment before it is published. Each article names its reviewer, which helps both readers and search engines judge its credibility.",
      },
      {
        id: "directories",
        question: "Why do directories and aggregators outrank our website?",
        answer:
          "They have years of links and thousands of pages. You can still beat them on the searches that matter by publishing specific pages for each level of care, location and insurance you accept, and by keeping your Google Business Profile complete and active.",
      },
    ],
  },
  {
    id: "website-development",
    title: "Website Development",
    items: [
      {
        id: "site-timeline",
        question: "How long does a new treatment center website take?",
        answer:
          "Usually eight to twelve weeks from kickoff to launch: discovery and sitemap, design, content, build, then testing. Redirects from your old pages are mapped before launch so you keep the rankings you already have.",
      },
      {
        id: "insurance-verification",
        question: "Can our website handle insurance verification requests?",
        answer:
          "Yes. We build a verification form that collects only what intake needs to call back and sends it securely to your admissions team. Member IDs and clinical details are gathered by your staff on the phone, not by marketing tools.",
      },
      {
        id: "accessibility",
        question: "Will the site meet accessibility standards?",
        answer:
          "We build to WCAG 2.2 AA: readable contrast, keyboard navigation, labelled forms and alt text. People seeking treatment include people with disabilities, and accessible sites also tend to load faster and rank better.",
      },
    ],
  },
  {
    id: "compliance-ethics",
    title: "Compliance & Ethics",
    items: [
      {
        id: "patient-brokering",
        question: "How do you avoid patient brokering issues?",
        answer:
          "We are paid a flat management fee, never per admission or per patient, and we do not pay or accept anything for referrals. Our arrangements are structured with EKRA and state patient brokering laws in mind, and we recommend your counsel reviews any referral partnership.",
      },
      {
        id: "hipaa-tracking",
        question: "Are your tracking methods HIPAA compliant?",
        answer:
          "We follow HHS guidance on online tracking technologies: no advertising pixels on pages where visitors share health information, server-side conversion tracking without protected health information, and business associate agreements wherever we touch data covered by HIPAA or 42 CFR Part 2.",
      },
      {
        id: "ad-claims",
        question: "What claims can we make in our ads?",
        answer:
          "Claims must be accurate and verifiable. We avoid success rates you cannot document, guaranteed outcomes and implied endorsements, and we check every ad against Google's and Meta's healthcare policies and the FTC's rules on advertising.",
      },
    ],
  },
  {
    id: "strategy-roi",
    title: "Marketing Strategy & ROI",
    items: [
      {
        id: "budget",
        question: "How much should a treatment center spend on marketing?",
        answer:
          "Most of our clients invest between 5 and 15 percent of revenue, depending on how full they are, their payer mix and how competitive their market is. We help you set a budget from your census goal and the cost per admission we can reach.",
      },
      {
        id: "cost-per-admission",
        question: "What cost per admission should we expect?",
        answer:
          "Our clients typically reach $500 to $2,000 per admission, against an industry range of $3,000 to $5,000. Where you land depends on your market, levels of care and how quickly admissions answers and verifies.",
      },
      {
        id: "roi",
        question: "How do you report return on investment?",
        answer:
          "We connect call tracking and form data to your admissions records so each admission is credited to its source. Reports show spend, inquiries, admissions and cost per admission by channel and program; many clients see returns of 20 to 30 times their marketing spend.",
      },
      {
        id: "improvement-timeline",
        question: "When will we know if the strategy is working?",
        answer:
          "Within 30 to 60 days you should see cleaner tracking, better lead quality and lower cost per inquiry. Admissions targets are reviewed monthly, and we change course if a channel is not pulling its weight.",
      },
    ],
  },
  {
    id: "sober-living",
    title: "Sober Living Marketing",
    items: [
      {
        id: "sober-living-different",
        question: "How is marketing a sober living home different from a treatment center?",
        answer:
          "Sober living is housing, not clinical care, so residents often pay privately and referrals come from treatment programs, courts and alumni. Marketing focuses on house rules, location, cost and certification, and on relationships with the programs that discharge residents.",
      },
      {
        id: "sober-living-certification",
        question: "Does certification matter for sober living marketing?",
        answer:
          "Yes. Many states and referral partners prefer or require homes certified through their NARR affiliate or a state registry, and certification is often a condition for ads. We feature it prominently and help you keep listings consistent.",
      },
      {
        id: "sober-living-occupancy",
        question: "How do you help keep beds occupied?",
        answer:
          "Local search for each house, listings on recovery housing registries, referral outreach to nearby outpatient programs and a clear application process on your site. We track inquiries by house so you see which locations need attention.",
      },
    ],
  },
  {
    id: "service-plans",
    title: "Our Service Plans",
    items: [
      {
        id: "which-plan",
        question: "Which plan is right for our program?",
        answer:
          "Entry Level suits a single location that needs a solid website, local SEO and tracking. Standard adds managed paid search and ongoing content for programs ready to grow. Premium covers multi-location operators with every channel and a dedicated team.",
      },
      {
        id: "plan-pricing",
        question: "Why don't you list prices on the plan cards?",
        answer:
          "Scope depends on your markets, number of locations and ad budget, so we quote after a consultation. Entry Level starts at $5,500 a month; Standard and Premium are scoped on a strategy call.",
      },
      {
        id: "change-plan",
        question: "Can we change plans later?",
        answer:
          "Yes. Many clients start with Entry Level to fix their foundation and move up once tracking shows where growth will come from. Changes take effect at the start of the next billing month.",
      },
    ],
  },
];

export const allFaqItems = faqCategories.flatMap((category) => category.items);
