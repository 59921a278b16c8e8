import { buildPage } from "./build-page";

/** /rehab/*: the agency's core services as they apply to an addiction rehab. */

export const rehabSeo = buildPage({
  path: "/rehab/seo",
  breadcrumb: "Rehab SEO",
  seo: {
    title: "Rehab SEO: Technical, Local and Level-of-Care Hubs",
    description:
      "SEO for addiction rehabs: technical repairs, a map-pack presence for each licensed facility, and content hubs for detox, residential, PHP and IOP.",
    keywords: [
      "rehab SEO",
      "addiction treatment SEO",
      "rehab local SEO",
      "level of care content",
      "treatment center search rankings",
    ],
  },
  hero: {
    title: "SEO for Rehab Centers",
    subtitle:
      "An organic search program built the way families look for treatment: a fast, crawlable site, a local presence that holds its place in the map pack, and a content hub for every level of care you are licensed to run.",
    ctaText: "Get a Rehab SEO Audit",
    ctaUrl: "/contact",
  },
  about: {
    title: "What rehab SEO covers, and who it suits",
    html: `<p>Organic search is the slow, compounding half of admissions marketing. Paid search rents attention one click at a time; a page that ranks for <strong>residential alcohol treatment</strong> in your state keeps producing calls for years after it is written. Our rehab SEO program has three strands, and we run them together because a weakness in one caps what the other two can do.</p>
<h3>Technical foundation</h3>
<p>Google has to crawl, render and trust a site before its content counts. We remove crawl waste, merge duplicate program pages, speed up slow templates, repair structured data and fix the insurance verification forms that quietly fail on phones.</p>
<h3>Local search</h3>
<p>Most admissions start with a search that has a place in it. We build out the Google Business Profile of each licensed facility, keep name, address and phone identical across directories, and write a location page per site so you appear in the map pack where you actually hold a license.</p>
<h3>Content hubs by level of care</h3>
<p>Detox, residential (ASAM 3.7 and 3.5), partial hospitalization, intensive outpatient and standard outpatient each get a hub page with supporting articles. Google then understands your full continuum, and a family can find the right level without ringing three centers.</p>
<p><strong>Who it suits:</strong> licensed, accredited rehabs with an admissions team that answers around the clock and the patience to let organic search pay off over 3-6 months.</p>`,
  },
  problems: {
    title: "Search problems we fix for rehabs",
    subtitle: "The same handful of issues hold back most treatment center websites we audit.",
    items: [
      {
        icon: "map-pin",
        title: "Missing from the map pack",
        description:
          "Your facility sits on page two for your own city while directories and out-of-state referral lines take the top three spots.",
      },
      {
        icon: "settings",
        title: "A site search engines struggle to read",
        description:
          "Years of plugins, duplicate program pages and orphaned blog posts split ranking signals and waste the crawl budget Google gives you.",
      },
      {
        icon: "layout",
        title: "One programs page for every level of care",
        description:
          "A single page cannot rank for detox, residential and IOP at once. Each level needs its own page that answers its own questions.",
      },
      {
        icon: "stethoscope",
        title: "Health content with no clinical reviewer",
        description:
          "Articles without a named, credentialed reviewer weaken the expertise and trust signals that health searches are judged on.",
      },
      {
        icon: "chart",
        title: "Rankings reported without admissions",
        description:
          "Traffic charts that never mention calls, VOBs or admits leave you guessing whether search is worth what you pay for it.",
      },
    ],
  },
  process: {
    title: "How the program runs",
    subtitle: "Five stages, each with a named owner on our side and a report you can read in ten minutes.",
    as: "features",
    items: [
      {
        icon: "search",
        title: "1. Crawl and baseline",
        description:
          "We crawl every URL, pull Search Console and call-tracking history, and record where you rank today for each level of care in each county you serve.",
      },
      {
        icon: "settings",
        title: "2. Technical repair sprint",
        description:
          "Fixes ship in order of impact: indexation, page speed, facility schema and internal links. Clients usually see improvements in 30-60 days from this stage alone.",
      },
      {
        icon: "book",
        title: "3. Level-of-care hubs",
        description:
          "We plan a hub per level of care with supporting articles, draft them, and route each one through your medical director or clinical lead before it goes live.",
      },
      {
        icon: "map-pin",
        title: "4. Local authority",
        description:
          "Business profiles, consistent citations, and a review request process that never confirms anyone was a patient, so replies stay within HIPAA.",
      },
      {
        icon: "trending-up",
        title: "5. Admissions reporting",
        description:
          "Each month we tie organic sessions to tracked calls, form fills and the admits your team records, so rankings are judged by census, not vanity.",
      },
    ],
  },
  deliverables: {
    title: "What you receive",
    subtitle: "Concrete work product, delivered on a schedule you can hold us to.",
    items: [
      {
        icon: "file-text",
        title: "Technical audit and fix log",
        description: "Every issue found, its priority, and the date it was resolved.",
      },
      {
        icon: "layout",
        title: "Level-of-care site architecture",
        description: "A hub-and-spoke map of pages for each program, with URLs and internal links.",
      },
      {
        icon: "map-pin",
        title: "Business profile management per facility",
        description: "Categories, services, photos and posts kept current for each licensed address.",
      },
      {
        icon: "settings",
        title: "Structured data",
        description: "Medical organization, facility and FAQ markup validated against Google's tools.",
      },
      {
        icon: "stethoscope",
        title: "Clinically reviewed articles",
        description: "A monthly set of articles, each carrying the name and credentials of its reviewer.",
      },
      {
        icon: "chart",
        title: "Rank tracking by county",
        description: "Organic and map-pack positions for your priority terms in every market you serve.",
      },
      {
        icon: "phone",
        title: "Call attribution",
        description: "Organic calls tracked separately from paid so each channel is judged on its own admits.",
      },
    ],
  },
  faq: {
    title: "Rehab SEO questions",
    items: [
      {
        question: "How long before SEO produces admissions?",
        answer:
          "Technical fixes often move rankings in 30-60 days. Meaningful organic admissions usually arrive in 3-6 months, depending on how competitive your market is and how much the site needs rebuilt.",
      },
      {
        question: "Do you need access to patient records?",
        answer:
          "No. We work from analytics, call tracking and the admission counts your team shares in aggregate. Nothing we do requires protected health information or records covered by 42 CFR Part 2.",
      },
      {
        question: "We run three facilities. Do they compete with each other?",
        answer:
          "Not if the site is structured properly. Each facility gets its own location page and business profile, and each level of care is described once, then linked from the sites that offer it.",
      },
      {
        question: "Who writes the clinical content?",
        answer:
          "Our writers know treatment and draft every page, then your clinical staff review it for accuracy. The reviewer's name and credentials appear on the page, which matters for health searches.",
      },
      {
        question: "Is SEO worth it if we already run paid search?",
        answer:
          "Yes. Paid search stops the day the budget does. Organic rankings lower your cost per admission over time, which is how our clients bring blended acquisition cost down to $500-$2,000 per admit while the industry typically pays $3,000-$5,000.",
      },
    ],
  },
  cta: {
    title: "Find out where your rehab ranks today",
    subtitle:
      "Send us your domain and the counties you admit from. We will show you your map-pack positions, the technical issues holding you back, and which level-of-care pages are missing.",
    ctaText: "Request an SEO Audit",
    ctaUrl: "/contact",
    background: "primary",
  },
});

export const rehabPpc = buildPage({
  path: "/rehab/ppc",
  breadcrumb: "Rehab PPC",
  backgrounds: ["gradient", "default", "secondary", "dark", "default", "secondary"],
  seo: {
    title: "Rehab PPC Management: Campaigns Run for Admissions",
    description:
      "Pay-per-click management for rehabs: account structure, bid strategy, landing pages and call handling, optimized to cost per admission rather than clicks.",
    keywords: [
      "rehab PPC",
      "rehab Google Ads management",
      "addiction treatment pay per click",
      "cost per admission",
      "rehab ad campaigns",
    ],
  },
  hero: {
    title: "PPC Campaign Management for Rehabs",
    subtitle:
      "Day-to-day management of your paid search accounts by people who read admissions reports, not just click reports. We build, bid, test and prune so your budget follows the calls that become admits.",
    ctaText: "Book a PPC Review",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "What campaign management means for a rehab",
    html: `<p>Launching a paid search account for a rehab is the easy part. Keeping it profitable week after week is the work: search terms drift, competitors change their bids, a payer stops authorizing a level of care, your residential unit fills and IOP has open slots. Campaign management is the routine that responds to all of that.</p>
<p>We take over an existing account or build a new one, and then we manage it against one number: <strong>cost per admission</strong>. Cost per click and cost per call are inputs; the admits your team records are the result.</p>
<ul>
<li><strong>Account structure</strong> split by level of care and by geography, so budget can shift toward the beds or groups you need to fill.</li>
<li><strong>Weekly search-term review</strong> to stop paying for research, job and free-help queries.</li>
<li><strong>Landing pages</strong> matched to each campaign, with insurance verification and a phone number that is answered.</li>
<li><strong>Budget pacing</strong> tied to your census, so spend rises when you have capacity and eases when you are full.</li>
</ul>
<p><strong>Who it suits:</strong> certified rehabs spending on Google or Microsoft Ads, in-house or through another agency, that want the account run to census goals. Most clients see qualified leads within the first week of launch.</p>`,
  },
  problems: {
    title: "Where rehab ad accounts leak money",
    subtitle: "Patterns we find in almost every account we take over.",
    items: [
      {
        icon: "dollar",
        title: "Budget spent on unqualified searches",
        description:
          "Broad match left unchecked pays for people looking for free programs, court-ordered classes or a job at your facility.",
      },
      {
        icon: "target",
        title: "One campaign for every program",
        description:
          "When detox, residential and outpatient share a campaign, the cheapest clicks win the budget even if those beds are already full.",
      },
      {
        icon: "phone",
        title: "Calls that ring out after hours",
        description: "Ads that keep running while no admissions coordinator is on the line waste your most expensive traffic.",
      },
      {
        icon: "chart",
        title: "Optimizing to the wrong conversion",
        description:
          "Counting page views or short calls as conversions teaches Google's bidding to find more of the wrong visitors.",
      },
      {
        icon: "clock",
        title: "Accounts nobody has touched in months",
        description: "Paused tests, expired ad copy and untouched negatives are the signs of an account on autopilot.",
      },
    ],
  },
  process: {
    title: "Our management rhythm",
    subtitle: "A fixed cadence so nothing in the account goes unattended.",
    as: "benefits",
    items: [
      {
        icon: "search",
        title: "Audit and rebuild plan",
        description:
          "We review structure, conversion tracking, search terms and landing pages, then agree a rebuild plan with your admissions director.",
      },
      {
        icon: "settings",
        title: "Conversion tracking that counts admits",
        description:
          "Qualified calls over a set duration and verified insurance forms become the conversions, and admits are imported offline without any patient detail.",
      },
      {
        icon: "calendar",
        title: "Weekly optimization",
        description:
          "Search terms, negatives, bids, ad tests and schedule adjustments every week, logged so you can see exactly what changed.",
      },
      {
        icon: "users",
        title: "Census check-ins",
        description:
          "A short call every two weeks with admissions to move budget between levels of care according to open capacity and payer mix.",
      },
      {
        icon: "trending-up",
        title: "Monthly cost-per-admission report",
        description: "Spend, calls, VOBs and admits by campaign, with what we will change next month and why.",
      },
    ],
  },
  deliverables: {
    title: "Included in campaign management",
    subtitle: "Everything needed to run the account, with no surprise add-on fees.",
    items: [
      {
        icon: "layout",
        title: "Campaign build by level of care",
        description: "Separate campaigns and budgets for detox, residential, PHP, IOP and outpatient.",
      },
      {
        icon: "file-text",
        title: "Ad copy reviewed for policy",
        description: "Claims checked against Google's healthcare rules before anything goes live.",
      },
      {
        icon: "target",
        title: "Landing pages per campaign",
        description: "Focused pages with a verification form and click-to-call for each program.",
      },
      {
        icon: "phone",
        title: "Call tracking and recording setup",
        description: "Numbers per campaign, with recordings kept in a HIPAA-eligible system.",
      },
      {
        icon: "settings",
        title: "Negative keyword library",
        description: "A maintained list shared across campaigns and extended weekly.",
      },
      {
        icon: "chart",
        title: "Live dashboard",
        description: "Spend and conversions by campaign, updated daily.",
      },
    ],
  },
  faq: {
    title: "Rehab PPC management questions",
    items: [
      {
        question: "Can you take over our existing account?",
        answer:
          "Yes, and we prefer to keep its history. We request access, audit it, and restructure in stages so performance does not drop while we rebuild.",
      },
      {
        question: "What should we budget for paid search?",
        answer:
          "Most treatment centers set total marketing at 5-15% of revenue, and paid search is usually the largest single line. We size the budget from your open capacity and the cost per admission you can sustain.",
      },
      {
        question: "How quickly will we see leads?",
        answer:
          "Once ads are approved and tracking is live, clients usually see leads within the first week. Bidding settles over the following month as conversion data builds.",
      },
      {
        question: "Do you need LegitScript certification first?",
        answer:
          "Google requires it before any rehab can advertise on addiction terms in the US. If you are not certified yet, we help you prepare the application while we build the account.",
      },
    ],
  },
  cta: {
    title: "Put your ad account on a census-driven schedule",
    subtitle:
      "Share read-only access and we will return a written review of your structure, tracking and wasted spend, with the first changes we would make.",
    ctaText: "Schedule a PPC Review",
    ctaUrl: "/schedule-session",
    background: "gradient",
  },
});

export const rehabWebsiteDesign = buildPage({
  path: "/rehab/website-design",
  breadcrumb: "Rehab Website Design",
  seo: {
    title: "Rehab Website Design That Supports Admissions",
    description:
      "Website design for rehab centers: fast, accessible pages per level of care, insurance verification forms, clear admissions paths and HIPAA-aware hosting.",
    keywords: [
      "rehab website design",
      "treatment center website",
      "addiction rehab web design",
      "insurance verification form",
      "rehab web development",
    ],
  },
  hero: {
    title: "Website Design for Rehab Centers",
    subtitle:
      "A site that a frightened parent can use at 2 a.m. on a phone: clear programs, visible accreditation, an insurance check that works, and an admissions number on every screen.",
    ctaText: "Talk About Your Site",
    ctaUrl: "/contact",
  },
  about: {
    title: "What a rehab website has to do",
    html: `<p>A rehab website has two audiences at once. Families and people in crisis need reassurance and a fast way to talk to someone. Referents, case managers and payers need facts: levels of care, accreditation, clinical approach and which plans you accept. Most treatment center sites serve neither well because they were designed as brochures.</p>
<p>We design and build sites whose every page has a job in the admissions process.</p>
<ul>
<li><strong>Program pages</strong> for each level of care, describing a typical day, length of stay, staffing and what happens at discharge.</li>
<li><strong>An admissions page</strong> that walks through the first call, insurance verification, assessment and arrival.</li>
<li><strong>Trust signals in plain sight:</strong> Joint Commission or CARF accreditation, state licensure, LegitScript certification and real photos of your facility.</li>
<li><strong>Forms that respect privacy:</strong> minimal fields, encrypted transport, no third-party tracking pixels on pages that collect health details.</li>
</ul>
<p><strong>Who it suits:</strong> rehabs replacing a dated or template site, groups consolidating several facility sites into one, and new programs launching ahead of licensure.</p>`,
  },
  problems: {
    title: "Website problems that cost rehabs admissions",
    subtitle: "What we hear from admissions teams about the sites they inherited.",
    items: [
      {
        icon: "phone",
        title: "The phone number is hard to find",
        description: "Buried in a footer or shown as an image, so a visitor on a phone cannot tap it to call admissions.",
      },
      {
        icon: "clock",
        title: "Pages that load slowly on mobile",
        description: "Heavy sliders and video backgrounds push load times past the point where a person in crisis gives up.",
      },
      {
        icon: "file-text",
        title: "Insurance forms that go nowhere",
        description: "Submissions land in an unmonitored inbox, or the form asks for so much that nobody finishes it.",
      },
      {
        icon: "lock",
        title: "Tracking scripts on health forms",
        description:
          "Advertising pixels on pages that collect insurance or diagnosis details create HIPAA exposure most owners do not know about.",
      },
      {
        icon: "layout",
        title: "Vague program descriptions",
        description:
          "Stock phrases about healing journeys tell a case manager nothing about your admission criteria or clinical model.",
      },
    ],
  },
  process: {
    title: "From first call to launch",
    subtitle: "A build process with your admissions and clinical staff involved at the right moments.",
    as: "features",
    items: [
      {
        icon: "users",
        title: "Discovery with admissions",
        description:
          "We listen to recorded calls (with your consent and safeguards) and interview your team to learn what callers ask before they commit.",
      },
      {
        icon: "layout",
        title: "Sitemap and wireframes",
        description:
          "We plan every page around a level of care or an admissions step, and you approve the structure before any design work starts.",
      },
      {
        icon: "star",
        title: "Design and copy",
        description: "Visual design built on your real facility photos, and copy your clinical director signs off for accuracy.",
      },
      {
        icon: "settings",
        title: "Build, test and migrate",
        description:
          "Accessibility and speed testing on real phones, redirects from every old URL, and analytics configured without health data leaving the site.",
      },
      {
        icon: "trending-up",
        title: "Launch and first 60 days",
        description:
          "We watch rankings, calls and form completions after launch and fix whatever the data shows in the first 30-60 days.",
      },
    ],
  },
  deliverables: {
    title: "Delivered with your new site",
    subtitle: "Yours to keep, with no lock-in to our hosting or our tools.",
    items: [
      {
        icon: "layout",
        title: "Responsive, accessible design",
        description: "Built to WCAG AA and tested with a screen reader.",
      },
      {
        icon: "file-text",
        title: "A page per level of care",
        description: "Detox through outpatient, each with its own admission criteria and FAQs.",
      },
      {
        icon: "shield",
        title: "Secure verification form",
        description: "Encrypted, minimal, and routed to a monitored admissions queue.",
      },
      {
        icon: "award",
        title: "Accreditation and licensure block",
        description: "Badges and license numbers displayed where referents look for them.",
      },
      { icon: "link", title: "Redirect map", description: "Every old URL mapped so existing rankings carry over." },
      {
        icon: "settings",
        title: "Content editing access",
        description: "A simple editor so your team can update schedules and staff bios.",
      },
      { icon: "book", title: "Training session", description: "A recorded walkthrough for whoever maintains the site in-house." },
    ],
  },
  faq: {
    title: "Rehab website questions",
    items: [
      {
        question: "How long does a rehab website take to build?",
        answer:
          "Most sites take eight to twelve weeks from discovery to launch. The longest step is usually gathering clinical sign-off and facility photos, so we start those early.",
      },
      {
        question: "Will we lose our rankings when the site changes?",
        answer:
          "Not if the migration is planned. We map every existing URL to its new home, keep content that ranks, and monitor Search Console daily in the weeks after launch.",
      },
      {
        question: "Can the site show live bed availability?",
        answer:
          "We can show general availability by program, updated by your team. We avoid anything that could be read as a patient count or identify a person in care.",
      },
      {
        question: "Do you host the site?",
        answer:
          "We can, on hosting that signs a business associate agreement where forms collect health details. You can also host it yourself; you own the code and content either way.",
      },
    ],
  },
  cta: {
    title: "Give families a site that gets them to the phone",
    subtitle:
      "Send us your current site and your admissions goals. We will review it on a call and show you which pages to keep, rebuild or remove.",
    ctaText: "Start the Conversation",
    ctaUrl: "/contact",
    background: "primary",
  },
});

export const rehabLinkBuilding = buildPage({
  path: "/rehab/link-building",
  breadcrumb: "Rehab Link Building",
  backgrounds: ["gradient", "default", "secondary", "dark", "default", "secondary"],
  seo: {
    title: "Link Building for Rehabs: Earned, Relevant Authority",
    description:
      "Ethical link building for addiction treatment centers: local partners, clinical expertise, research and community work, with no paid links or private networks.",
    keywords: [
      "rehab link building",
      "addiction treatment backlinks",
      "treatment center authority",
      "healthcare link building",
      "rehab digital PR",
    ],
  },
  hero: {
    title: "Link Building for Rehab Centers",
    subtitle:
      "Authority for your site earned the way a respected clinical program earns it offline: through community work, expert commentary and partnerships, not bought links that put your rankings at risk.",
    ctaText: "Discuss Link Building",
    ctaUrl: "/contact",
  },
  about: {
    title: "Why links still decide rehab rankings",
    html: `<p>In addiction treatment, the top organic results are fought over by national directories, hospital systems and large operators with years of accumulated links. Good content and a clean site get you into the contest; links from trusted, relevant sites decide where you finish.</p>
<p>The industry's history makes this delicate. Link schemes, private blog networks and paid placements on low-quality recovery sites were common, and Google treats health topics with particular suspicion. We build links that would survive a manual review.</p>
<h3>Where good rehab links come from</h3>
<ul>
<li><strong>Your community:</strong> local coalitions, recovery community organizations, chambers of commerce and events you sponsor or speak at.</li>
<li><strong>Your clinicians:</strong> quotes and bylines in news stories, trade publications and podcasts on topics such as fentanyl, medication for addiction treatment and family recovery.</li>
<li><strong>Your referral network:</strong> hospitals, sober living homes, EAPs and alumni groups that already send people to you and can reasonably link to your programs.</li>
<li><strong>Useful resources:</strong> guides and explainers that others cite, such as a plain-language walkthrough of insurance parity rights.</li>
</ul>
<p><strong>Who it suits:</strong> rehabs with a sound site and content that still sit behind directories and larger operators for their core terms.</p>`,
  },
  problems: {
    title: "Link problems we clean up and prevent",
    subtitle: "Most rehabs we meet have a link profile shaped by a previous vendor.",
    items: [
      {
        icon: "shield",
        title: "Toxic links from past vendors",
        description:
          "Paid placements, comment spam and network sites that risk a manual action, or are already holding rankings down.",
      },
      {
        icon: "link",
        title: "Too few links from local sources",
        description:
          "Plenty of national directory listings, but nothing from the city, county or health community you actually serve.",
      },
      {
        icon: "users",
        title: "Referral partners who never link",
        description: "Hospitals, courts and sober homes know your program well, yet none of that relationship appears online.",
      },
      {
        icon: "megaphone",
        title: "Clinical expertise nobody quotes",
        description:
          "Your medical director knows more about withdrawal management than most journalists' sources, but no one has pitched them.",
      },
      {
        icon: "dollar",
        title: "Offers that look like brokering",
        description:
          "Link deals tied to referrals or payments can raise patient brokering and EKRA concerns. We keep every link free of referral terms.",
      },
    ],
  },
  process: {
    title: "How we earn links",
    subtitle: "Slow, deliberate work, reported link by link.",
    as: "benefits",
    items: [
      {
        icon: "search",
        title: "Profile audit",
        description:
          "We review every linking domain, disavow what is harmful, and benchmark your authority against the sites that outrank you.",
      },
      {
        icon: "map-pin",
        title: "Community map",
        description:
          "We list the local organizations, events and partners you already work with and find the ones with a reason to link.",
      },
      {
        icon: "megaphone",
        title: "Expert outreach",
        description:
          "We build a media profile for your clinicians and pitch them to reporters and editors covering addiction, with your compliance review on every quote.",
      },
      {
        icon: "book",
        title: "Resources worth citing",
        description:
          "We create guides that earn links on their own merit, then place them with the people who would find them useful.",
      },
      {
        icon: "file-text",
        title: "Monthly link report",
        description:
          "Each new link with its source, the page it points to, and why it was earned. No link counts padded with low-value listings.",
      },
    ],
  },
  deliverables: {
    title: "What the engagement includes",
    subtitle: "A link program that your compliance officer can read without worry.",
    items: [
      {
        icon: "shield",
        title: "Backlink audit and disavow file",
        description: "Harmful links identified and submitted to Google.",
      },
      {
        icon: "trending-up",
        title: "Competitor authority benchmark",
        description: "Where the sites above you get their links, and which of those are open to you.",
      },
      {
        icon: "map-pin",
        title: "Local citation and partner links",
        description: "Coalitions, chambers and health organizations in your service area.",
      },
      {
        icon: "megaphone",
        title: "Clinician media kit",
        description: "Bios, headshots and topic lists for press and podcast pitching.",
      },
      {
        icon: "book",
        title: "One linkable resource per quarter",
        description: "Researched, reviewed and promoted to relevant sites.",
      },
      { icon: "file-text", title: "Monthly placement log", description: "Every link, its source, and its target page." },
    ],
  },
  faq: {
    title: "Link building questions",
    items: [
      {
        question: "Do you buy links?",
        answer:
          "No. Paid links break Google's guidelines, and in a health field they invite manual penalties. Sponsorships we arrange are real community sponsorships, and links from them are marked as sponsored.",
      },
      {
        question: "How many links will we get each month?",
        answer:
          "We do not sell a quota. One link from a county health coalition or a regional newspaper is worth more than fifty directory listings, so we report quality and relevance, not volume.",
      },
      {
        question: "Can links come from our referral partners?",
        answer:
          "Yes, where the relationship is genuine and nothing of value changes hands for referrals. A hospital linking to your detox program as a resource is fine; a link in exchange for patients is not.",
      },
      {
        question: "How long until links improve rankings?",
        answer:
          "Individual links take weeks to be counted, and the effect builds over months. Combined with technical work and content, clients generally see ranking gains within 3-6 months.",
      },
    ],
  },
  cta: {
    title: "Build authority you will never need to disavow",
    subtitle:
      "We will audit your current backlinks, flag anything risky, and show which local and clinical sources could realistically link to you.",
    ctaText: "Request a Link Audit",
    ctaUrl: "/contact",
    background: "gradient",
  },
});
