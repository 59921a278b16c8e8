import { buildPage } from "./build-page";

/**
 * The SEO, PPC and web design landing pages named after search terms
 * (/drug-rehab-seo, /drug-rehab-ppc, /addiction-treatment-*). Each takes an angle
 * the /rehab/* pages do not: substance and insurance searches, policy-bound
 * bidding, multi-channel paid media and compliance-ready site builds.
 */

export const drugRehabSeo = buildPage({
  path: "/drug-rehab-seo",
  breadcrumb: "Drug Rehab SEO",
  seo: {
    title: "Drug Rehab SEO for Substance and Near-Me Searches",
    description:
      "Rank for opioid, fentanyl, meth and alcohol rehab searches, 'near me' queries and insurance-specific terms, ahead of directories and call-center lead sellers.",
    keywords: [
      "drug rehab SEO",
      "rehab near me rankings",
      "opioid rehab SEO",
      "fentanyl treatment search",
      "rehab that accepts insurance",
      "outrank rehab directories",
    ],
  },
  hero: {
    title: "Drug Rehab SEO: Win the Searches That Name a Substance",
    subtitle:
      "People search for help with a specific drug, in a specific place, with a specific insurance card in hand. We build the pages that answer those searches, so the provider ranks instead of a lead seller.",
    ctaText: "See Your Search Gaps",
    ctaUrl: "/contact",
  },
  about: {
    title: "The searches that fill a drug rehab",
    html: `<p>The highest-intent searches in addiction treatment are narrow. Someone types <strong>fentanyl detox near me</strong>, <strong>meth rehab in Phoenix</strong>, <strong>alcohol rehab that takes Blue Cross</strong> or <strong>Suboxone clinic open Saturday</strong>. These searches decide admissions, and on many of them the top results are not treatment providers at all.</p>
<h3>Who you are competing with</h3>
<ul>
<li><strong>National directories</strong> with thousands of pages and years of links, listing every facility in a city.</li>
<li><strong>Call-center lead sellers</strong> whose sites look like a rehab but route calls to whichever program pays, a practice many states now restrict and Google's policies target.</li>
<li><strong>Government and nonprofit locators</strong> such as FindTreatment.gov, where an accurate listing of your own is worth having.</li>
</ul>
<p>You beat them by being what they are not: the actual provider, with first-hand clinical detail they cannot copy.</p>
<h3>What we build</h3>
<ul>
<li><strong>Substance pages</strong> for opioids and fentanyl, methamphetamine, alcohol, benzodiazepines and cocaine, covering withdrawal, medical risk, medication options such as buprenorphine and naltrexone, and how your program treats each.</li>
<li><strong>Near-me strength:</strong> complete business profiles, location pages and reviews, because proximity and relevance decide the map results.</li>
<li><strong>Insurance pages</strong> for each carrier you actually contract with, written accurately about in-network and out-of-network benefits.</li>
</ul>`,
  },
  problems: {
    title: "Why drug rehab rankings slip away",
    subtitle: "The specific obstacles in substance and insurance searches.",
    items: [
      {
        icon: "globe",
        title: "Directories own the substance searches",
        description:
          "Generic directory pages rank for 'opioid rehab' in your city while your own opioid program page has three paragraphs.",
      },
      {
        icon: "phone",
        title: "Lead sellers intercept your name",
        description:
          "Call centers rank or bid on your brand and route your callers elsewhere. We document it and use every remedy the platforms offer.",
      },
      {
        icon: "pill",
        title: "No detail on medication or withdrawal",
        description:
          "Families researching fentanyl or alcohol withdrawal find no medical information on your site, so they trust the pages that have it.",
      },
      {
        icon: "dollar",
        title: "Insurance pages that overpromise",
        description: "'We accept all insurance' pages mislead callers and get outranked by pages specific to one carrier.",
      },
      {
        icon: "map-pin",
        title: "Weak near-me signals",
        description:
          "Incomplete business profiles, inconsistent addresses and few reviews keep you out of the local results that matter most.",
      },
    ],
  },
  process: {
    title: "How we win substance and near-me searches",
    subtitle: "A sequence that starts with the searches closest to admission.",
    as: "features",
    items: [
      {
        icon: "search",
        title: "Map substance and insurance demand",
        description:
          "We list the drug, medication and carrier searches in your market, note who ranks for each, and mark which ones lead sellers dominate.",
      },
      {
        icon: "pill",
        title: "Build substance pages with your clinicians",
        description:
          "We draft a page per substance, reviewed by your medical director, with withdrawal, safety, medication and program detail.",
      },
      {
        icon: "dollar",
        title: "Publish accurate insurance pages",
        description:
          "One page per contracted carrier, confirmed with your billing team, with a verification form that gives a real answer.",
      },
      {
        icon: "map-pin",
        title: "Strengthen near-me signals",
        description:
          "Business profile categories and services, consistent citations, and a steady, HIPAA-safe review request process.",
      },
      {
        icon: "shield",
        title: "Protect your brand",
        description:
          "We monitor who ranks and bids on your name, report misleading lead sellers through platform channels, and keep your own brand results clean.",
      },
    ],
  },
  deliverables: {
    title: "What you receive",
    subtitle: "Pages and tracking aimed at the searches nearest to an admission.",
    items: [
      {
        icon: "pill",
        title: "Substance page library",
        description: "Opioids, fentanyl, meth, alcohol, benzodiazepines and cocaine, clinically reviewed.",
      },
      {
        icon: "dollar",
        title: "Carrier-specific insurance pages",
        description: "Only for plans you actually work with, kept current.",
      },
      {
        icon: "map-pin",
        title: "Near-me optimization",
        description: "Business profiles, location pages and citations per facility.",
      },
      {
        icon: "shield",
        title: "Brand and lead-seller monitoring",
        description: "Monthly report of who is using your name and what we did about it.",
      },
      {
        icon: "globe",
        title: "Directory listing clean-up",
        description: "Accurate listings on FindTreatment.gov and reputable directories.",
      },
      {
        icon: "chart",
        title: "Search-to-admission tracking",
        description: "Organic calls and VOBs by substance and insurance page.",
      },
    ],
  },
  faq: {
    title: "Drug rehab SEO questions",
    items: [
      {
        question: "Can we really outrank the big directories?",
        answer:
          "For the searches that matter locally, yes. Directories are broad and thin; a provider page with clinical depth, real photos, reviews and a local address often wins substance and near-me searches within 3-6 months.",
      },
      {
        question: "Should we list every insurance company?",
        answer:
          "No. List carriers you are contracted with or regularly verify benefits for, and say clearly whether you are in or out of network. Misleading insurance claims hurt trust and can breach state consumer laws.",
      },
      {
        question: "What can be done about call centers using our name?",
        answer:
          "We document the pattern, file trademark and misrepresentation complaints with search platforms, and make sure your official site, profile and phone number dominate brand results.",
      },
      {
        question: "Do medication pages need special care?",
        answer:
          "Yes. Pages on buprenorphine, methadone or naltrexone must be medically accurate and reviewed by a prescriber. We never suggest medication can be started without a clinical assessment.",
      },
    ],
  },
  cta: {
    title: "Find out which substance searches you are losing",
    subtitle:
      "We will show you who ranks for the drug, near-me and insurance searches in your market, and which of those pages you could take back.",
    ctaText: "Request a Search Gap Report",
    ctaUrl: "/contact",
    background: "primary",
  },
});

export const drugRehabPpc = buildPage({
  path: "/drug-rehab-ppc",
  breadcrumb: "Drug Rehab PPC",
  backgrounds: ["gradient", "default", "secondary", "dark", "default", "secondary"],
  seo: {
    title: "Drug Rehab PPC Within LegitScript and Google Policy",
    description:
      "Bid on drug rehab keywords within LegitScript rules and Google's addiction services policy, with call ads, tight negative keywords and click fraud defense.",
    keywords: [
      "drug rehab PPC",
      "LegitScript Google Ads",
      "addiction services ad policy",
      "rehab call ads",
      "rehab negative keywords",
      "rehab click fraud",
    ],
  },
  hero: {
    title: "Drug Rehab PPC: Bidding in the Most Policed Market in Search",
    subtitle:
      "Rehab keywords are among the most expensive and most regulated in Google Ads. We run your bids inside the rules, answer with call ads built for admissions, and keep fake clicks and junk calls off your bill.",
    ctaText: "Review My Account",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "The rules around bidding on rehab keywords",
    html: `<p>In the US, Google allows ads for addiction treatment services only from advertisers certified by LegitScript, under its addiction services policy. Microsoft Advertising applies a similar requirement. Certification reviews your licensure, accreditation, staff, ownership and website, and it can be withdrawn. Lose it and your ads stop the same day.</p>
<p>Inside those rules, drug rehab search is a crowded auction. Certified providers, large operators and, in some markets, aggressive referral businesses all bid on the same few hundred phrases. Winning profitably means controlling three things.</p>
<ul>
<li><strong>What you bid on.</strong> Drug- and level-specific phrases with clear intent, grouped by substance and program, with bids set against the cost per admission you can carry.</li>
<li><strong>How callers reach you.</strong> Call ads (formerly call-only) and call assets that connect straight to admissions, scheduled only for hours when a trained person answers.</li>
<li><strong>What you refuse to pay for.</strong> A deep negative keyword list and active click fraud defense.</li>
</ul>
<p><strong>Who it suits:</strong> LegitScript-certified programs, or those mid-application, that want a specialist to manage bidding and policy exposure.</p>`,
  },
  problems: {
    title: "What eats drug rehab ad budgets",
    subtitle: "Costs that rarely show up in a standard PPC report.",
    items: [
      {
        icon: "shield",
        title: "Disapprovals and suspensions",
        description:
          "Ads or landing pages that stray from the addiction services policy get disapproved, and repeated issues can put certification at risk.",
      },
      {
        icon: "search",
        title: "Keywords with the wrong intent",
        description:
          "Searches for drug effects, street prices, testing kits, free programs and jobs trigger ads unless they are excluded.",
      },
      {
        icon: "phone",
        title: "Junk and competitor calls",
        description:
          "Robocalls, wrong numbers, vendors and competitors calling to drain budget all count as conversions unless calls are screened.",
      },
      {
        icon: "dollar",
        title: "Invalid clicks",
        description:
          "Repeated clicks from the same sources, bots and click farms inflate costs in expensive auctions like rehab.",
      },
      {
        icon: "clock",
        title: "Call ads running with nobody to answer",
        description: "A call ad that rings to voicemail at 3 a.m. is the costliest lost lead in the account.",
      },
    ],
  },
  process: {
    title: "How we manage drug rehab bidding",
    subtitle: "Policy first, then intent, then money.",
    as: "benefits",
    items: [
      {
        icon: "shield",
        title: "Policy and certification check",
        description:
          "We confirm your LegitScript status, review ads and landing pages against Google's addiction services and healthcare policies, and fix anything at risk before spending more.",
      },
      {
        icon: "target",
        title: "Substance-level keyword structure",
        description:
          "Ad groups by substance and level of care, from opioid and fentanyl detox to alcohol residential care, each with its own bids and ads.",
      },
      {
        icon: "settings",
        title: "Negatives and call screening",
        description:
          "A negative keyword library reviewed weekly, and call tracking that counts only calls of a qualifying length from real prospects.",
      },
      {
        icon: "lock",
        title: "Click fraud defense",
        description:
          "We monitor for invalid click patterns, exclude offending sources, and file refund requests with Google where evidence supports them.",
      },
      {
        icon: "chart",
        title: "Bids tied to cost per admission",
        description:
          "Admits are imported back as offline conversions without patient details, so bidding learns from admissions rather than raw calls.",
      },
    ],
  },
  deliverables: {
    title: "Included in drug rehab PPC management",
    subtitle: "The controls a rehab ad account needs that most do not have.",
    items: [
      {
        icon: "shield",
        title: "Policy compliance review",
        description: "Ads, extensions and landing pages checked before launch and monthly.",
      },
      {
        icon: "target",
        title: "Substance and level ad groups",
        description: "Structured so budget follows the programs with open beds.",
      },
      {
        icon: "phone",
        title: "Call ads and call assets",
        description: "Scheduled to your admissions coverage, with recordings reviewed.",
      },
      { icon: "settings", title: "Negative keyword library", description: "Shared across campaigns and extended every week." },
      {
        icon: "lock",
        title: "Invalid click monitoring",
        description: "Exclusions applied and refund claims filed where justified.",
      },
      {
        icon: "dollar",
        title: "Cost-per-admission reporting",
        description: "Spend by substance and program, against admissions.",
      },
    ],
  },
  faq: {
    title: "Drug rehab PPC questions",
    items: [
      {
        question: "Can we advertise rehab on Google without LegitScript?",
        answer:
          "Not on addiction treatment terms in the US. You can advertise general mental health services, but ads for substance use treatment require certification. We can help you prepare the application.",
      },
      {
        question: "Are call ads better than text ads for rehab?",
        answer:
          "For mobile searches with urgent intent they often are, because the caller reaches admissions in one tap. We run both and compare them on admissions, not on calls alone.",
      },
      {
        question: "How much budget is lost to click fraud?",
        answer:
          "It varies widely by market, and we will not quote a figure we have not measured. We measure your account's invalid traffic, exclude the sources and claim refunds where Google's review supports it.",
      },
      {
        question: "How soon will the account produce admissions?",
        answer:
          "With certification in place, leads usually arrive within the first week. Bidding on admissions rather than calls takes a month or two of conversion data to settle.",
      },
    ],
  },
  cta: {
    title: "Stop paying for clicks that never become admissions",
    subtitle:
      "In a short session we will review your policy exposure, negative keywords, call handling and invalid traffic, and list the fixes in order of savings.",
    ctaText: "Book an Account Review",
    ctaUrl: "/schedule-session",
    background: "gradient",
  },
});

export const addictionTreatmentWebsiteDesign = buildPage({
  path: "/addiction-treatment-website-design",
  breadcrumb: "Treatment Website Design",
  backgrounds: ["dark", "default", "secondary", "gradient", "default", "secondary"],
  seo: {
    title: "Addiction Treatment Website Design, Compliance-Ready",
    description:
      "Websites for addiction treatment providers that pass LegitScript review, meet Google's landing page rules and keep forms and tracking within HIPAA guidance.",
    keywords: [
      "addiction treatment website design",
      "LegitScript website requirements",
      "HIPAA compliant rehab website",
      "rehab landing page policy",
      "treatment center web development",
    ],
  },
  hero: {
    title: "Addiction Treatment Websites Built to Pass Review and Convert",
    subtitle:
      "Your website is inspected by LegitScript, Google's ad reviewers, payers and state regulators before a family ever sees it. We design sites that satisfy all of them and still turn visitors into admissions.",
    ctaText: "Review My Website",
    ctaUrl: "/contact",
  },
  about: {
    title: "A website with more reviewers than visitors expect",
    html: `<p>For most businesses a website is a marketing asset. For an addiction treatment provider it is also evidence. LegitScript reviews it as part of certification. Google's reviewers check every landing page an ad points to. Payers and state agencies look at how services are described. And since the HHS guidance on online tracking technologies, privacy regulators look at what your pages send to third parties.</p>
<h3>What compliance-ready means in practice</h3>
<ul>
<li><strong>Accurate representation:</strong> licensed levels of care, facility addresses, ownership and clinical leadership stated plainly; no claims of success rates you cannot substantiate.</li>
<li><strong>Transparent calls:</strong> phone numbers that reach your own admissions team, with no unbranded hotlines or call routing that could look like lead selling.</li>
<li><strong>Private forms and tracking:</strong> encrypted forms, vendors that sign business associate agreements, and no advertising pixels on pages where people enter health or insurance details.</li>
<li><strong>Accessibility:</strong> WCAG AA conformance, because people in distress and people with disabilities deserve a usable site, and inaccessible sites invite legal complaints.</li>
</ul>
<h3>And a site that converts</h3>
<p>Within those rules we design for admissions: a clear path from program pages to a short verification form, tap-to-call on every screen, and integration with your CRM or admissions software so no inquiry sits unanswered.</p>`,
  },
  problems: {
    title: "Website issues that block certification or ads",
    subtitle: "Findings from sites we have reviewed for treatment providers.",
    items: [
      {
        icon: "award",
        title: "Claims that cannot be substantiated",
        description:
          "Success rates, 'cure' language and guarantees that LegitScript and ad reviewers flag, and that payers read as misleading.",
      },
      {
        icon: "file-text",
        title: "Missing licensure and ownership detail",
        description:
          "No license numbers, facility addresses or leadership names, which slows certification and worries referents.",
      },
      {
        icon: "lock",
        title: "Pixels on health forms",
        description:
          "Advertising and analytics tags on verification pages that may disclose protected health information to third parties.",
      },
      {
        icon: "phone",
        title: "Numbers that do not reach you",
        description: "Tracking numbers from old vendors that route calls to a call center instead of your admissions office.",
      },
      {
        icon: "settings",
        title: "Inquiries lost between systems",
        description:
          "Forms that email a shared inbox instead of creating a record in your admissions CRM, so follow-up depends on luck.",
      },
    ],
  },
  process: {
    title: "How we build a compliance-ready site",
    subtitle: "Reviews happen during the build, not after launch.",
    as: "features",
    items: [
      {
        icon: "shield",
        title: "Compliance inventory",
        description:
          "We list every claim, phone number, form, script and third-party tag on your current site and mark what must change.",
      },
      {
        icon: "layout",
        title: "Architecture for reviewers and families",
        description:
          "Program, facility, leadership, licensure and admissions pages planned so both a certification reviewer and a parent find what they need.",
      },
      {
        icon: "lock",
        title: "Private-by-default build",
        description:
          "Server-side analytics, encrypted forms, BAA-covered vendors and no third-party tags on pages that collect health details.",
      },
      {
        icon: "settings",
        title: "Admissions integration",
        description:
          "Forms and calls flow into your CRM or admissions software with alerts, so every inquiry gets a timely response.",
      },
      {
        icon: "check",
        title: "Pre-launch policy check",
        description:
          "Before launch we review the site against LegitScript standards and Google's landing page rules, and fix findings first.",
      },
    ],
  },
  deliverables: {
    title: "What the project delivers",
    subtitle: "A site that stands up to inspection, documented so it stays that way.",
    items: [
      { icon: "layout", title: "Responsive, accessible site", description: "Designed for phones first and tested to WCAG AA." },
      {
        icon: "award",
        title: "Licensure and leadership pages",
        description: "Everything a certification reviewer or referent looks for.",
      },
      {
        icon: "lock",
        title: "HIPAA-aware forms and analytics",
        description: "Encrypted forms, BAA vendors and no pixels where health data is entered.",
      },
      {
        icon: "settings",
        title: "CRM and call tracking integration",
        description: "Every inquiry recorded, routed and alerted.",
      },
      {
        icon: "target",
        title: "Ad-ready landing page templates",
        description: "Built to Google's healthcare and landing page requirements.",
      },
      { icon: "file-text", title: "Compliance log", description: "What was reviewed, what changed and when, for your records." },
      { icon: "book", title: "Content governance guide", description: "Rules for your team on claims, photos and testimonials." },
    ],
  },
  faq: {
    title: "Treatment website design questions",
    items: [
      {
        question: "Will a new website help our LegitScript application?",
        answer:
          "It removes a common source of delay. LegitScript reviews your site for accurate representation and transparency, so a site built to those standards avoids back-and-forth during review.",
      },
      {
        question: "Can we still use Google Analytics?",
        answer:
          "We configure analytics so no health information leaves your site, keep tags off pages that collect it, or use a privacy-focused alternative. The right choice depends on your counsel's reading of the HHS guidance.",
      },
      {
        question: "Can we show patient testimonials?",
        answer:
          "Only with written authorization, never implying typical results, and without details that identify someone as a patient without consent. Many providers use alumni and family reviews gathered through a compliant process instead.",
      },
      {
        question: "How long does a build take?",
        answer:
          "Typically eight to twelve weeks. Compliance inventory and clinical sign-off happen early, so launch is not held up by last-minute fixes.",
      },
    ],
  },
  cta: {
    title: "Find out what a reviewer would flag on your site",
    subtitle:
      "We will check your current site against LegitScript standards, Google's landing page rules and tracking guidance, and send you a prioritized list.",
    ctaText: "Request a Website Review",
    ctaUrl: "/contact",
    background: "primary",
  },
});

export const addictionTreatmentPpc = buildPage({
  path: "/addiction-treatment-ppc",
  breadcrumb: "Addiction Treatment PPC",
  backgrounds: ["gradient", "default", "dark", "secondary", "default", "secondary"],
  seo: {
    title: "Addiction Treatment PPC Across Google, Microsoft and Meta",
    description:
      "Multi-channel paid media for addiction treatment: Google and Microsoft search, Meta within its health rules, and retargeting kept inside HIPAA limits.",
    keywords: [
      "addiction treatment PPC",
      "Microsoft Ads rehab",
      "Meta ads addiction treatment",
      "HIPAA retargeting",
      "multi-channel rehab advertising",
    ],
  },
  hero: {
    title: "Paid Media for Addiction Treatment, Across Every Channel That Allows It",
    subtitle:
      "Search catches people ready to call; other channels reach families earlier. We run Google, Microsoft and Meta together, each within its own rules on addiction and health data.",
    ctaText: "Plan a Paid Media Mix",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "Why one channel is not enough, and why more is harder",
    html: `<p>Google search carries most admissions for most treatment centers, but it is also the most expensive and crowded auction. Spreading budget across channels lowers the blended cost per admission, provided each channel is run within its own rules. Those rules differ, and they changed a great deal in recent years.</p>
<h3>The channels we manage</h3>
<ul>
<li><strong>Google Search and YouTube:</strong> addiction services ads require LegitScript certification, and the personalized advertising policy bars audiences based on health conditions.</li>
<li><strong>Microsoft Advertising:</strong> also requires certification for addiction treatment. Its audience is smaller and often older, and costs are frequently lower, which suits family-decision searches.</li>
<li><strong>Meta (Facebook and Instagram):</strong> addiction treatment advertisers need certification, and Meta limits the data health advertisers may use for targeting and optimization. We use it for awareness, family education and alumni events, not for sensitive retargeting.</li>
</ul>
<h3>Retargeting under HIPAA</h3>
<p>Traditional retargeting tags visitors on treatment pages and follows them with ads. For a provider, that can disclose to an ad platform that a person sought addiction treatment. HHS guidance on tracking technologies and the platforms' own policies make that a serious risk. We run measurement server-side, keep pixels off pages that reveal health information, and build audiences from context, not from a person's visit to your detox page.</p>`,
  },
  problems: {
    title: "Problems with multi-channel treatment advertising",
    subtitle: "What goes wrong when search tactics are copied onto other channels.",
    items: [
      {
        icon: "lock",
        title: "Pixels sharing health data",
        description:
          "Platform pixels installed site-wide send page URLs such as /opioid-detox, alongside identifiers, to advertising companies.",
      },
      {
        icon: "megaphone",
        title: "Social ads that get rejected",
        description:
          "Meta campaigns launched without certification, or with before-and-after imagery, are rejected and can restrict the ad account.",
      },
      {
        icon: "dollar",
        title: "All budget in one auction",
        description: "Everything on Google search, even when Microsoft search or video would reach the same families for less.",
      },
      {
        icon: "chart",
        title: "Channels credited twice",
        description: "Each platform claims the same admission, so reports add up to more admits than the unit received.",
      },
      {
        icon: "users",
        title: "Families never reached",
        description: "Search waits for someone to be ready. The spouse or parent researching weeks earlier never hears of you.",
      },
    ],
  },
  process: {
    title: "How we run paid media across channels",
    subtitle: "One plan, one budget, one source of truth for admissions.",
    as: "benefits",
    items: [
      {
        icon: "shield",
        title: "Eligibility and privacy audit",
        description:
          "We confirm certification with each platform, remove or reconfigure tags that expose health data, and document the setup for your privacy officer.",
      },
      {
        icon: "target",
        title: "Channel roles and budgets",
        description:
          "Search for ready-to-call demand, Microsoft for older family decision-makers, video and Meta for education and awareness, with budgets set to match.",
      },
      {
        icon: "settings",
        title: "Server-side measurement",
        description:
          "Conversions are recorded on your server and sent to platforms as anonymous events, with no page paths or health details attached.",
      },
      {
        icon: "chart",
        title: "One admissions ledger",
        description:
          "Admissions are counted once, in your records, and attributed across channels so budget moves toward what truly produces census.",
      },
    ],
  },
  deliverables: {
    title: "What you receive",
    subtitle: "Campaigns on every eligible channel, with privacy documented.",
    items: [
      {
        icon: "search",
        title: "Google and Microsoft search campaigns",
        description: "Mirrored structures with channel-specific bids and schedules.",
      },
      {
        icon: "video",
        title: "YouTube education campaigns",
        description: "Short videos with your clinicians, aimed at families and referents.",
      },
      {
        icon: "megaphone",
        title: "Meta awareness campaigns",
        description: "Community, family and alumni content within Meta's health rules.",
      },
      {
        icon: "lock",
        title: "Tracking privacy review",
        description: "A record of every tag, what it collects and where it fires.",
      },
      { icon: "settings", title: "Server-side conversion setup", description: "Anonymous conversion events for each platform." },
      { icon: "chart", title: "Cross-channel admissions report", description: "Spend and admissions by channel, counted once." },
    ],
  },
  faq: {
    title: "Multi-channel PPC questions",
    items: [
      {
        question: "Do we need LegitScript for Meta and Microsoft too?",
        answer:
          "Yes, both require certification for addiction treatment advertising, as Google does. One LegitScript certification is recognized by all three.",
      },
      {
        question: "Is retargeting ever allowed for a treatment center?",
        answer:
          "Broad, contextual remarketing to general site visitors may be possible, depending on the platform and your counsel's advice. Retargeting based on visits to treatment pages is not something we run.",
      },
      {
        question: "How much of the budget should go outside Google?",
        answer:
          "Usually a minority at first. We start with search, where leads usually arrive within the first week, then shift budget toward other channels as their admissions show up in your records.",
      },
      {
        question: "What return can we expect from paid media?",
        answer:
          "Our clients see ROI in the range of 20-30x when campaigns, admissions and capacity are aligned. Results depend on your market, payer mix and how quickly your team answers.",
      },
    ],
  },
  cta: {
    title: "Build a paid media mix that protects patient privacy",
    subtitle:
      "Book a session to review your channels, tags and admissions data, and leave with a channel plan you can take to your compliance officer.",
    ctaText: "Schedule a Strategy Call",
    ctaUrl: "/schedule-session",
    background: "gradient",
  },
});
