import { faq, servicePage } from "./build";

export const mentalHealthSeo = servicePage({
  path: "/mental-health-seo",
  breadcrumb: "Mental Health SEO",
  seo: {
    title: "Mental Health SEO: YMYL Content That Ranks",
    description:
      "SEO for mental health providers held to the YMYL standard: clinician-reviewed content, E-E-A-T signals, local rankings and medical schema for each location.",
    keywords: [
      "mental health SEO",
      "YMYL SEO",
      "E-E-A-T healthcare",
      "clinician-reviewed content",
      "therapy practice SEO",
      "psychiatric SEO",
      "local SEO mental health",
    ],
  },
  hero: {
    title: "Mental Health SEO Built on Clinical Expertise",
    subtitle:
      "Search engines hold mental health pages to their strictest standard. We earn rankings the only durable way: content your clinicians stand behind, a technically sound site and local signals that match reality.",
    ctaText: "Get an SEO Assessment",
    ctaUrl: "/contact",
  },
  about: {
    title: "Why mental health SEO is its own discipline",
    html: `<p>Google calls topics that can affect a person's health, safety or finances <strong>Your Money or Your Life</strong> (YMYL). Pages about depression, suicidal thoughts, medication or psychiatric treatment sit squarely in that category. Its quality rater guidelines ask whether such content shows Experience, Expertise, Authoritativeness and Trust (E-E-A-T), and for medical topics that means content written or reviewed by people qualified to give the advice.</p>
<p>Keyword-stuffed blog posts written by generalists do not survive that test. What works:</p>
<ul>
<li>Named clinical reviewers with credentials, license type and the date they last reviewed each page</li>
<li>Content that reflects how your clinicians actually assess and treat, not rewritten encyclopedia entries</li>
<li>Accurate practice, clinician and location information everywhere it appears online</li>
<li>Structured data that tells search engines who you are, what you treat and where</li>
</ul>
<h3>Who we do this for</h3>
<p>Mental health treatment programs, group practices, psychiatric clinics and multi-location behavioral health organizations that want organic search to become their lowest-cost, most stable source of new patients. SEO results typically appear in 3-6 months, and they compound: pages that earn trust keep working long after they are published.</p>`,
  },
  problems: {
    title: "SEO problems we fix for mental health providers",
    subtitle: "Most ranking problems in this field are trust problems.",
    items: [
      {
        icon: "file-text",
        title: "Content with no clinical author",
        description:
          "Articles signed by an admin account or a marketing agency give search engines and readers no reason to trust them. We add qualified reviewers, bios and review dates, and we rewrite what does not meet the standard.",
      },
      {
        icon: "map-pin",
        title: "Inconsistent location data",
        description:
          "Old addresses, different phone numbers and duplicate Google Business Profiles for one clinic confuse search engines. We clean up listings so each location has one accurate record.",
      },
      {
        icon: "settings",
        title: "Slow, unstructured websites",
        description:
          "Heavy templates, unlabeled images and missing headings hold back otherwise good content. Core Web Vitals, crawlability and accessibility fixes give every page a fair chance to rank.",
      },
      {
        icon: "search",
        title: "Targeting the wrong searches",
        description:
          "Ranking for what is anxiety brings readers who will never book. We prioritize searches made by people choosing care, such as treatment programs, therapists and services near them.",
      },
      {
        icon: "shield",
        title: "Thin pages on sensitive topics",
        description:
          "Short pages on self-harm or psychosis that lack safety information can hurt readers and rankings alike. We add crisis resources and depth where the topic calls for it.",
      },
    ],
  },
  process: {
    title: "Our mental health SEO process",
    subtitle: "Five steps, repeated and refined every quarter.",
    steps: [
      {
        icon: "search",
        title: "Technical and trust audit",
        description:
          "We crawl the site, review Core Web Vitals, index coverage and structured data, and check every page for author, reviewer and safety signals.",
      },
      {
        icon: "users",
        title: "Clinical reviewer workflow",
        description:
          "We set up a simple review process with your clinicians, with drafts sent for sign-off and review dates published on each page.",
      },
      {
        icon: "book",
        title: "Service and condition content",
        description:
          "Pages for the services and conditions you treat, written to answer the questions people ask before they choose a provider.",
      },
      {
        icon: "map-pin",
        title: "Local SEO for every location",
        description:
          "Profiles, citations and location pages kept consistent, with reviews answered in a way that protects patient privacy.",
      },
      {
        icon: "trending-up",
        title: "Measure and expand",
        description:
          "Rankings, organic inquiries and booked appointments each month, and a content plan that follows what is working.",
      },
    ],
  },
  deliverables: {
    title: "What you get from mental health SEO",
    subtitle: "Work that builds lasting authority.",
    items: [
      {
        icon: "search",
        title: "Full technical SEO audit",
        description: "Speed, crawlability, accessibility and schema issues, ranked by impact.",
      },
      {
        icon: "award",
        title: "Author and reviewer profiles",
        description: "Clinician bios with credentials, linked from every page they review.",
      },
      {
        icon: "book",
        title: "Monthly clinician-reviewed content",
        description: "New and updated pages on services, conditions and treatment approaches.",
      },
      {
        icon: "settings",
        title: "Medical structured data",
        description: "Organization, location and clinician markup in the formats search engines read.",
      },
      {
        icon: "map-pin",
        title: "Local listing management",
        description: "Google Business Profile and key directories kept accurate for each location.",
      },
      {
        icon: "chart",
        title: "Organic inquiry reporting",
        description: "Calls, forms and bookings from organic search, not just rankings.",
      },
    ],
  },
  faq: {
    title: "Mental health SEO FAQ",
    items: [
      faq(
        "Do our clinicians have to write the content?",
        "No. Our writers draft it from interviews with your team; your clinicians review, correct and approve it. That typically takes a licensed reviewer under an hour a month, and their name and credentials on the page are what give it weight.",
      ),
      faq(
        "How long does mental health SEO take to show results?",
        "Most clients see meaningful movement in 3-6 months. Technical fixes and local listing clean-up can lift visibility sooner; competitive condition topics take longer because trust accumulates over time.",
      ),
      faq(
        "Is AI-written content a problem for YMYL topics?",
        "Unreviewed, generic content is the problem, whoever writes it. Every page we publish is edited by a person and approved by a qualified clinician, which is the standard health content should meet anyway.",
      ),
      faq(
        "Can SEO work for a practice that only takes private pay?",
        "Yes. Private-pay practices often benefit most, because organic search brings in people actively comparing providers. We write fee and superbill information clearly so the inquiries you receive are from people ready to pay.",
      ),
    ],
  },
  cta: {
    title: "Earn rankings that last",
    subtitle:
      "We will audit your site against YMYL standards and show you which pages need a clinical reviewer, which need rewriting and which are ready to rank.",
    ctaText: "Request a YMYL Audit",
    ctaUrl: "/contact",
    background: "gradient",
  },
});
