import { buildPage } from "./build-page";

/** /mental-health/*: the agency's core services for mental-health programs and practices. */

export const mentalHealthSeo = buildPage({
  path: "/mental-health/seo",
  breadcrumb: "Mental Health SEO",
  seo: {
    title: "SEO for Mental Health Programs and Treatment Centers",
    description:
      "Search optimization for anxiety, depression, eating disorder and adolescent programs, with clinician-reviewed pages that meet Google's standards for health.",
    keywords: [
      "mental health program SEO",
      "anxiety treatment SEO",
      "eating disorder treatment marketing",
      "adolescent mental health SEO",
      "YMYL health content",
    ],
  },
  hero: {
    title: "SEO for Mental Health Treatment Programs",
    subtitle:
      "Rank for the conditions you treat and the families who search for them. We organize your site around diagnoses, levels of care and the credentials of the people who provide it.",
    ctaText: "Get a Search Assessment",
    ctaUrl: "/contact",
  },
  about: {
    title: "How search works for mental health care",
    html: `<p>People rarely search for a "mental health treatment center". They search for what they are living with: panic attacks that will not stop, a teenager who has stopped eating, depression that outpatient therapy has not shifted. Parents search differently from adults seeking care for themselves, and referring therapists search differently again. A mental health site that ranks has to meet each of them on their own terms.</p>
<p>Google also holds these pages to its strictest standard. Mental health falls squarely in the category it calls <strong>Your Money or Your Life</strong>, where it looks hard for evidence of experience, expertise and trustworthiness before ranking a page.</p>
<h3>What our program covers</h3>
<ul>
<li><strong>Condition pages</strong> for anxiety disorders, depression, bipolar disorder, trauma, OCD and eating disorders, each explaining how your program treats it and at which level of care.</li>
<li><strong>Adolescent and young adult sections</strong> written for parents, covering school, family therapy and what a day in program looks like.</li>
<li><strong>Clinician profiles</strong> with licenses, board certifications and specialties, linked as authors and reviewers across the site.</li>
<li><strong>Local presence</strong> for each outpatient office and residential campus, including telehealth service areas.</li>
</ul>
<p><strong>Who it suits:</strong> residential, PHP, IOP and outpatient mental health programs, and group practices that want referrals from search rather than only from insurance directories.</p>`,
  },
  problems: {
    title: "Why mental health sites struggle to rank",
    subtitle: "Issues specific to behavioral health, beyond the usual technical list.",
    items: [
      {
        icon: "brain",
        title: "Generic pages for specific conditions",
        description:
          "One 'Conditions We Treat' list cannot rank for eating disorder treatment or adolescent depression. Each condition needs substance.",
      },
      {
        icon: "award",
        title: "Credentials hidden or missing",
        description:
          "Staff pages without licenses, degrees or board certifications give Google and families little reason to trust the content.",
      },
      {
        icon: "users",
        title: "Parents cannot find the adolescent program",
        description:
          "Teen services sit inside adult pages, so searches from worried parents land on copy that was never written for them.",
      },
      {
        icon: "globe",
        title: "Outranked by directories and hospital systems",
        description:
          "Therapist directories and large health systems take the top results, leaving specialty programs on page two.",
      },
      {
        icon: "shield",
        title: "Copy that promises too much",
        description:
          "Phrases like 'cure your anxiety' undercut trust with clinicians and conflict with Google's expectations for health content.",
      },
    ],
  },
  process: {
    title: "Our approach",
    subtitle: "Built around diagnoses, audiences and proof of expertise.",
    as: "features",
    items: [
      {
        icon: "search",
        title: "Demand mapping by condition",
        description:
          "We measure search demand for each condition, age group and level of care in your region, and compare it with what your clinicians actually treat.",
      },
      {
        icon: "award",
        title: "Expertise signals",
        description:
          "We build author and reviewer profiles for your psychiatrists, psychologists and therapists and connect them to every clinical page with structured data.",
      },
      {
        icon: "layout",
        title: "Condition and program architecture",
        description:
          "Each condition page links to the programs that treat it, and each program page links back, so search engines see the whole picture.",
      },
      {
        icon: "map-pin",
        title: "Local and telehealth visibility",
        description:
          "Business profiles for every office, plus service-area pages for the states where your clinicians are licensed to see patients by video.",
      },
      {
        icon: "chart",
        title: "Inquiry reporting",
        description:
          "Monthly reports on rankings, calls and intake forms by condition, so you can see which programs search is filling.",
      },
    ],
  },
  deliverables: {
    title: "What you receive",
    subtitle: "Work your clinical director will be comfortable putting their name to.",
    items: [
      {
        icon: "file-text",
        title: "Technical and content audit",
        description: "Crawl findings plus a review of every clinical page against health content standards.",
      },
      {
        icon: "brain",
        title: "Condition page library",
        description: "Pages for each diagnosis you treat, reviewed by a licensed clinician.",
      },
      {
        icon: "users",
        title: "Parent-facing adolescent hub",
        description: "A section that answers the questions families ask before admission.",
      },
      {
        icon: "award",
        title: "Clinician profiles with schema",
        description: "Credentials, specialties and reviewed articles linked together.",
      },
      {
        icon: "map-pin",
        title: "Location and telehealth pages",
        description: "One per office and one per licensed telehealth state.",
      },
      {
        icon: "chart",
        title: "Monthly ranking and inquiry report",
        description: "Positions and inquiries grouped by condition and program.",
      },
    ],
  },
  faq: {
    title: "Mental health SEO questions",
    items: [
      {
        question: "Does Google treat mental health sites differently?",
        answer:
          "Yes. Health topics are held to a higher standard of expertise and trust. Named, credentialed authors, clinical review dates and accurate, measured claims all count for more than they would on an ordinary business site.",
      },
      {
        question: "Our clinicians are busy. How much of their time is needed?",
        answer:
          "Usually an hour or two a month. We draft every page; they review it for clinical accuracy and approve it. We schedule reviews around their caseload.",
      },
      {
        question: "Can we rank for conditions we treat only via telehealth?",
        answer:
          "Yes, in the states where your clinicians hold licenses. We build service-area pages for those states and keep them clear about which services are virtual.",
      },
      {
        question: "When will we see results?",
        answer:
          "Technical fixes and better-structured pages often lift visibility in 30-60 days. Consistent growth in inquiries from organic search typically takes 3-6 months.",
      },
    ],
  },
  cta: {
    title: "See which conditions you could rank for",
    subtitle:
      "Tell us which diagnoses, ages and levels of care you treat. We will show you the search demand in your area and how your site compares with the programs ranking above it.",
    ctaText: "Request an Assessment",
    ctaUrl: "/contact",
    background: "primary",
  },
});

export const mentalHealthPpc = buildPage({
  path: "/mental-health/ppc",
  breadcrumb: "Mental Health PPC",
  backgrounds: ["gradient", "default", "secondary", "dark", "default", "secondary"],
  seo: {
    title: "Mental Health PPC: Paid Search for Treatment Programs",
    description:
      "Paid search for mental health programs: campaigns by condition and age group, ads within Google's health rules, and tracking that keeps patient data private.",
    keywords: [
      "mental health PPC",
      "mental health Google Ads",
      "anxiety treatment ads",
      "eating disorder program advertising",
      "adolescent program ads",
    ],
  },
  hero: {
    title: "Pay-Per-Click for Mental Health Programs",
    subtitle:
      "Reach adults and parents at the moment they decide to look for help, with campaigns organized by condition and level of care, and tracking that never turns a diagnosis into an ad audience.",
    ctaText: "Plan Your Campaigns",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "Paid search for mental health, done carefully",
    html: `<p>Paid search fills open spots in a mental health program faster than any other channel. Someone who types <strong>intensive outpatient for depression near me</strong> is close to a decision, and an ad that answers them clearly can produce an inquiry the same day.</p>
<p>The rules differ from addiction advertising. Pure mental health programs generally do not need LegitScript certification, but any program that also treats substance use does. What applies to every program is Google's personalized advertising policy: you may not build audiences or remarketing lists from health conditions. That changes how campaigns are built and measured.</p>
<ul>
<li><strong>Campaigns by condition:</strong> anxiety, depression, trauma, eating disorders and co-occurring disorders, each with ads and pages that speak to that condition.</li>
<li><strong>Campaigns by audience:</strong> adults seeking care for themselves, and parents searching for adolescent programs, with different language and hours.</li>
<li><strong>Campaigns by level of care:</strong> residential, PHP, IOP and outpatient, so budget follows your open capacity.</li>
<li><strong>Privacy by design:</strong> conversion tracking that records that an inquiry happened, never what it was about.</li>
</ul>
<p><strong>Who it suits:</strong> mental health programs with an intake team ready to respond quickly and capacity they need to fill now, not in six months.</p>`,
  },
  problems: {
    title: "Common mistakes in mental health ad accounts",
    subtitle: "Each of these wastes budget, and some create real privacy risk.",
    items: [
      {
        icon: "lock",
        title: "Remarketing on health pages",
        description:
          "Audience tags on condition pages build health-based lists, which Google's policies forbid and privacy regulators scrutinize.",
      },
      {
        icon: "target",
        title: "Adult and adolescent ads mixed together",
        description:
          "Parents and adults need different messages. One campaign for both means neither audience sees an ad written for them.",
      },
      {
        icon: "phone",
        title: "Crisis searches treated as leads",
        description:
          "Bidding on crisis terms without a plan sends people in acute danger to an intake line instead of 988 or emergency care.",
      },
      {
        icon: "dollar",
        title: "Paying for therapy-seekers you cannot serve",
        description:
          "Residential programs often pay for clicks from people looking for a weekly therapist or a free support group.",
      },
      {
        icon: "stethoscope",
        title: "Ads that overstate outcomes",
        description:
          "Promises of quick recovery get ads limited and damage credibility with the referring clinicians who see them.",
      },
    ],
  },
  process: {
    title: "How we run mental health campaigns",
    subtitle: "Four steps, repeated monthly once the account is live.",
    as: "benefits",
    items: [
      {
        icon: "search",
        title: "Intent research",
        description:
          "We separate searches that signal readiness for your level of care from research, crisis and unrelated therapy searches, and build negatives from day one.",
      },
      {
        icon: "layout",
        title: "Condition landing pages",
        description:
          "Each campaign gets a page explaining how you treat that condition, who your clinicians are, and what the intake call will cover.",
      },
      {
        icon: "lock",
        title: "Private measurement",
        description:
          "Calls and forms are tracked as generic inquiries. No condition, age or insurance detail is passed to ad platforms.",
      },
      {
        icon: "trending-up",
        title: "Capacity-led optimization",
        description:
          "We move budget between conditions and levels of care as your census changes, and report cost per admission each month.",
      },
    ],
  },
  deliverables: {
    title: "Included in the service",
    subtitle: "A complete paid search operation for your program.",
    items: [
      {
        icon: "layout",
        title: "Account built by condition and audience",
        description: "Adult, adolescent and level-of-care campaigns with separate budgets.",
      },
      {
        icon: "file-text",
        title: "Ad copy with clinical sign-off",
        description: "Measured, accurate language that your clinical director approves.",
      },
      {
        icon: "target",
        title: "Dedicated landing pages",
        description: "One per condition campaign, fast on mobile and clear about next steps.",
      },
      {
        icon: "heart",
        title: "Crisis routing plan",
        description: "988 and emergency guidance shown wherever crisis searches might land.",
      },
      {
        icon: "lock",
        title: "Privacy-safe conversion tracking",
        description: "Server-side tracking that sends no health information to ad platforms.",
      },
      {
        icon: "chart",
        title: "Monthly performance report",
        description: "Spend, inquiries and admissions by condition and level of care.",
      },
    ],
  },
  faq: {
    title: "Mental health PPC questions",
    items: [
      {
        question: "Do mental health programs need LegitScript certification?",
        answer:
          "Programs that treat only mental health generally do not. If you also treat substance use disorders, or advertise dual diagnosis care, Google requires certification for those ads.",
      },
      {
        question: "Can we retarget people who visited our site?",
        answer:
          "Not on the basis of health conditions. Google's personalized advertising policy prohibits it, and it creates privacy risk. We rely on search intent instead.",
      },
      {
        question: "How fast will inquiries arrive?",
        answer:
          "Usually within the first week once ads are approved. Cost per inquiry tends to fall over the first one to two months as we prune search terms.",
      },
      {
        question: "Can you advertise our adolescent program?",
        answer:
          "Yes, to parents and guardians. We write to adults searching on a young person's behalf and avoid any targeting aimed at minors themselves.",
      },
    ],
  },
  cta: {
    title: "Fill open spots without risking patient privacy",
    subtitle:
      "Book a session and we will map the searches your program should bid on, the ones to exclude, and what a first month's budget could look like.",
    ctaText: "Schedule a Planning Session",
    ctaUrl: "/schedule-session",
    background: "gradient",
  },
});

export const mentalHealthWebsiteDesign = buildPage({
  path: "/mental-health/website-design",
  breadcrumb: "Mental Health Web Design",
  seo: {
    title: "Website Design for Mental Health Treatment Programs",
    description:
      "Calm, accessible websites for mental health programs: condition pages, clinician credentials, parent sections, secure intake forms and visible crisis resources.",
    keywords: [
      "mental health website design",
      "behavioral health web design",
      "treatment program website",
      "clinician profile pages",
      "secure intake forms",
    ],
  },
  hero: {
    title: "Website Design for Mental Health Programs",
    subtitle:
      "A site that lowers anxiety instead of adding to it: calm design, plain language, the credentials of your clinicians in view, and an intake path that takes a few taps.",
    ctaText: "Discuss a New Site",
    ctaUrl: "/contact",
  },
  about: {
    title: "Designing for people who are struggling",
    html: `<p>Visitors to a mental health program's website are often exhausted, ashamed or frightened, and many are reading on a phone late at night. Some are parents trying to understand what is happening to their child. Others are therapists deciding whether to refer a client to your IOP. Design choices that would be harmless elsewhere, such as autoplay video, cluttered menus or pushy pop-ups, drive these visitors away.</p>
<p>We design mental health websites around three commitments.</p>
<ul>
<li><strong>Clarity:</strong> each condition and program described in plain language, with who it is for, how long it lasts, and what a typical week includes.</li>
<li><strong>Credibility:</strong> clinician pages with degrees, licenses, board certifications and specialties; accreditation and licensure displayed where referents look.</li>
<li><strong>Care:</strong> crisis resources such as 988 visible on every page, accessible color contrast and type, and intake forms that ask only what is needed.</li>
</ul>
<h3>Sections we usually build</h3>
<p>Condition pages for anxiety, depression, trauma, OCD and eating disorders; separate adult and adolescent program sections; a family resources area; a referral page for clinicians; and a telehealth page covering which states you serve.</p>
<p><strong>Who it suits:</strong> residential and outpatient mental health programs, eating disorder centers and adolescent programs with sites that feel dated or clinical.</p>`,
  },
  problems: {
    title: "Site problems we see in behavioral health",
    subtitle: "What stands between a worried visitor and your intake team.",
    items: [
      {
        icon: "layout",
        title: "Overwhelming pages",
        description:
          "Dense walls of text, stock photos and too many calls to action make an anxious visitor leave before they reach the intake form.",
      },
      {
        icon: "award",
        title: "Clinicians without credentials",
        description:
          "First names and smiling photos, but no licenses or specialties, so referring providers cannot judge your team.",
      },
      {
        icon: "users",
        title: "No path for parents",
        description:
          "Adolescent services described in adult language, with no answers about school, visiting or family involvement.",
      },
      {
        icon: "lock",
        title: "Intake forms that leak data",
        description:
          "Forms that email symptoms in plain text or pass page data to analytics and ad tools expose health information.",
      },
      {
        icon: "heart",
        title: "Crisis help hard to find",
        description:
          "Someone in immediate danger should see emergency guidance at once, not after scrolling through program descriptions.",
      },
    ],
  },
  process: {
    title: "How we build your site",
    subtitle: "Clinical staff are involved at the points where accuracy matters.",
    as: "features",
    items: [
      {
        icon: "users",
        title: "Audience interviews",
        description:
          "We talk to your intake team, clinicians and, where appropriate, alumni families, to learn the questions people ask before they enroll.",
      },
      {
        icon: "layout",
        title: "Structure and content plan",
        description: "A sitemap organized by condition, age group and level of care, approved by you before design begins.",
      },
      {
        icon: "heart",
        title: "Calm, accessible design",
        description:
          "A restrained palette, readable type and generous spacing, tested against WCAG AA contrast and keyboard navigation.",
      },
      {
        icon: "stethoscope",
        title: "Clinical review and build",
        description: "Your clinicians approve every condition page; we build on fast, secure hosting with encrypted forms.",
      },
      {
        icon: "check",
        title: "Launch and refinement",
        description:
          "After launch we review intake form completions and phone calls, and adjust pages that are not doing their job.",
      },
    ],
  },
  deliverables: {
    title: "What you receive",
    subtitle: "A finished site, plus what you need to maintain it.",
    items: [
      { icon: "brain", title: "Condition pages", description: "One for each diagnosis you treat, clinically reviewed." },
      {
        icon: "award",
        title: "Clinician directory",
        description: "Profiles with credentials, specialties and reviewed articles.",
      },
      {
        icon: "users",
        title: "Parent and family section",
        description: "Answers about adolescent programs, school and family therapy.",
      },
      { icon: "shield", title: "Secure intake form", description: "Encrypted, minimal and routed to a monitored queue." },
      { icon: "heart", title: "Crisis resource banner", description: "988 and emergency guidance on every page." },
      { icon: "video", title: "Telehealth page", description: "States served, technology used and how a virtual session works." },
      { icon: "book", title: "Editor training", description: "So your team can update groups, schedules and staff." },
    ],
  },
  faq: {
    title: "Mental health website questions",
    items: [
      {
        question: "Should we show prices on the site?",
        answer:
          "Many programs show which insurance plans they accept and explain self-pay options without listing figures. We help you decide based on your payer mix and how your intake team prefers to discuss cost.",
      },
      {
        question: "How do you handle photos of clients?",
        answer:
          "We do not use them. We photograph your spaces and staff, and use illustration where a person is needed, so nobody in care is ever identifiable.",
      },
      {
        question: "Can the site book telehealth appointments?",
        answer:
          "Yes, by connecting to your scheduling or EHR system's booking tool, provided it is covered by a business associate agreement.",
      },
      {
        question: "How long does the project take?",
        answer:
          "Eight to twelve weeks is typical. Clinical review of condition pages is usually the step that needs the most calendar time.",
      },
    ],
  },
  cta: {
    title: "Build a site your clinicians are proud to refer to",
    subtitle:
      "Share your current site and the programs you want to grow. We will walk through what to keep, what to rewrite and how the intake path should work.",
    ctaText: "Talk to Our Design Team",
    ctaUrl: "/contact",
    background: "primary",
  },
});

export const mentalHealthContentMarketing = buildPage({
  path: "/mental-health/content-marketing",
  breadcrumb: "Mental Health Content",
  backgrounds: ["gradient", "default", "secondary", "dark", "default", "secondary"],
  seo: {
    title: "Content Marketing for Mental Health Providers",
    description:
      "Clinically reviewed articles, parent guides and referral newsletters for mental health programs, written to safe-messaging guidelines and health standards.",
    keywords: [
      "mental health content marketing",
      "behavioral health blog",
      "clinically reviewed content",
      "safe messaging guidelines",
      "mental health editorial calendar",
    ],
  },
  hero: {
    title: "Content Marketing for Mental Health Providers",
    subtitle:
      "Articles, guides and newsletters that help people understand what they are facing, written with your clinicians and published under their names.",
    ctaText: "Plan Your Content",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "Content that earns trust before the first call",
    html: `<p>Most people read several articles before contacting a mental health program. A parent reads about the warning signs of an eating disorder; an adult compares PHP and IOP for depression; a therapist looks for evidence that your trauma program uses approaches they respect. Content marketing puts your clinicians' knowledge in front of each of them.</p>
<p>Because mental health content can cause harm if written carelessly, we work to an editorial standard rather than a word count.</p>
<ul>
<li><strong>Clinical review:</strong> every piece is reviewed by a licensed clinician on your staff, whose name, credentials and review date appear on the page.</li>
<li><strong>Safe messaging:</strong> articles that touch on suicide follow recognized safe-messaging guidelines, and eating disorder content avoids weights, calorie figures and before-and-after framing.</li>
<li><strong>Person-first language:</strong> no stigmatizing labels, no promises of cure, no clinical claims your program cannot support.</li>
<li><strong>Sourcing:</strong> statements of fact are linked to reputable clinical or public health sources.</li>
</ul>
<h3>Formats</h3>
<p>Condition explainers, level-of-care comparisons, parent guides for adolescent programs, clinician Q&amp;As, newsletters for referring providers and alumni, and short posts adapted for social channels.</p>
<p><strong>Who it suits:</strong> programs with clinicians willing to review content and a site ready to publish it.</p>`,
  },
  problems: {
    title: "Content problems we solve",
    subtitle: "Why many mental health blogs produce traffic but no inquiries.",
    items: [
      {
        icon: "file-text",
        title: "Posts written by generalists",
        description: "Articles assembled from other websites add nothing, carry no clinical voice and are quickly outranked.",
      },
      {
        icon: "stethoscope",
        title: "No clinical reviewer on the page",
        description:
          "Health content without a named, credentialed reviewer struggles to rank and fails to reassure careful readers.",
      },
      {
        icon: "heart",
        title: "Unsafe framing of sensitive topics",
        description: "Detailed descriptions of self-harm methods or eating disorder behaviors can harm vulnerable readers.",
      },
      {
        icon: "link",
        title: "Articles that lead nowhere",
        description: "A reader finishes a good article with no route to the program that treats what they just read about.",
      },
      {
        icon: "users",
        title: "Referents forgotten",
        description:
          "Therapists, school counselors and physicians get no content of their own, so they do not think of you first.",
      },
    ],
  },
  process: {
    title: "Our editorial process",
    subtitle: "The same steps for every piece, from a short post to a long guide.",
    as: "benefits",
    items: [
      {
        icon: "calendar",
        title: "Quarterly editorial calendar",
        description:
          "Topics chosen from search demand, intake call questions and the programs you want to grow, agreed with your clinical director.",
      },
      {
        icon: "message",
        title: "Clinician interviews",
        description:
          "A short conversation with the relevant clinician for each piece, so the article reflects how your team actually works.",
      },
      {
        icon: "file-text",
        title: "Drafting to the standard",
        description:
          "Our writers draft to our editorial guide, with safe-messaging checks and sources linked for every factual claim.",
      },
      {
        icon: "stethoscope",
        title: "Review and publication",
        description:
          "Your clinician reviews and approves; we publish with reviewer credentials, structured data and links to the relevant program.",
      },
      {
        icon: "megaphone",
        title: "Distribution and measurement",
        description:
          "Each piece is adapted for your newsletter and social channels, and tracked through to inquiries it helped produce.",
      },
    ],
  },
  deliverables: {
    title: "Monthly deliverables",
    subtitle: "Volume agreed in advance, quality held constant.",
    items: [
      {
        icon: "book",
        title: "Clinically reviewed articles",
        description: "Long-form pieces on conditions, treatments and levels of care.",
      },
      { icon: "users", title: "Parent guides", description: "Practical guides for families considering an adolescent program." },
      {
        icon: "mail",
        title: "Referent newsletter",
        description: "A monthly update for therapists, physicians and school counselors.",
      },
      {
        icon: "message",
        title: "Clinician Q&A features",
        description: "Interviews that introduce your team and their approach.",
      },
      { icon: "megaphone", title: "Social adaptations", description: "Short versions of each article for your social channels." },
      {
        icon: "chart",
        title: "Content performance report",
        description: "Rankings, readers and assisted inquiries for every piece.",
      },
    ],
  },
  faq: {
    title: "Content marketing questions",
    items: [
      {
        question: "Who writes the content?",
        answer:
          "Our writers specialize in behavioral health and draft every piece from an interview with your clinician. Your clinician then reviews and approves it before anything is published.",
      },
      {
        question: "How do you handle topics like suicide?",
        answer:
          "We follow recognized safe-messaging guidelines: no method details, crisis resources on the page, and an emphasis on help and recovery. Your clinical team approves the final wording.",
      },
      {
        question: "Can you write about specific clients' recoveries?",
        answer:
          "Only with the person's written authorization, and we generally advise against it. Composite or anonymized stories must never allow anyone to be recognized.",
      },
      {
        question: "How many pieces will we publish each month?",
        answer:
          "That depends on your plan and on how much review time your clinicians can give. Two or three well-researched articles a month, kept up steadily, do more for a program than ten thin posts.",
      },
      {
        question: "How soon does content bring inquiries?",
        answer:
          "Articles begin to rank within weeks to months; a library that steadily brings inquiries typically takes 3-6 months of consistent publishing.",
      },
    ],
  },
  cta: {
    title: "Turn your clinicians' expertise into content people trust",
    subtitle:
      "In a planning session we will review your current articles, find the topics your audience searches for, and outline a first quarter's editorial calendar.",
    ctaText: "Book a Content Planning Session",
    ctaUrl: "/schedule-session",
    background: "gradient",
  },
});
