import { buildPage } from "./build-page";

/**
 * /services/*: the agency's service packages for one kind of program each. These
 * pages sell the package; /inpatient-treatment and /outpatient-treatment are the
 * guides to marketing such a program, so their angles must stay apart.
 */

export const inpatientServicePackage = buildPage({
  path: "/services/inpatient-treatment",
  breadcrumb: "Inpatient Programs",
  seo: {
    title: "Marketing Package for Residential Treatment Programs",
    description:
      "Our service package for ASAM 3.7 and 3.5 residential programs: national and regional search, admissions support and referral outreach sized to your beds.",
    keywords: [
      "residential treatment marketing package",
      "inpatient rehab marketing services",
      "ASAM 3.7 marketing",
      "ASAM 3.5 residential",
      "residential census",
      "rehab admissions marketing",
    ],
  },
  hero: {
    title: "Marketing Services for Inpatient and Residential Programs",
    subtitle:
      "One package covering search, paid media, your website and admissions support, sized to your bed count and built for programs at ASAM levels 3.7 and 3.5.",
    ctaText: "Schedule a Strategy Session",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "What the residential package includes",
    html: `<p>Residential programs live and die by census. Every empty bed is a fixed cost with no revenue against it, and a residential unit draws patients from a far wider area than an outpatient office, often from other states. This package brings together everything needed to keep beds filled with the right patients for your clinical model and payer contracts.</p>
<h3>Built for two levels of care</h3>
<ul>
<li><strong>ASAM 3.7, medically monitored intensive inpatient:</strong> programs with 24-hour nursing and physician availability, often with on-site withdrawal management and co-occurring psychiatric care. Marketing emphasizes medical capability and safety.</li>
<li><strong>ASAM 3.5, clinically managed high-intensity residential:</strong> structured therapeutic communities and residential programs where the message centers on clinical approach, daily schedule and environment.</li>
</ul>
<h3>What is in the package</h3>
<ul>
<li>Regional and national paid search, with campaigns split by level of care and by the states you admit from.</li>
<li>Organic search for program, condition and location pages.</li>
<li>A website review, with new or rebuilt residential program pages.</li>
<li>Admissions support: call tracking, recorded-call reviews and a VOB handoff process.</li>
<li>Referral outreach materials for hospitals, interventionists, outpatient providers and EAPs.</li>
</ul>
<p><strong>Who it suits:</strong> licensed, accredited residential programs, typically with 16 or more beds, that are LegitScript certified or ready to apply.</p>`,
  },
  problems: {
    title: "Problems this package is designed to solve",
    subtitle: "What residential operators tell us in the first meeting.",
    items: [
      {
        icon: "home",
        title: "Census swings month to month",
        description:
          "A full house in March, ten empty beds in May. Without a steady pipeline, staffing and cash flow follow the same swings.",
      },
      {
        icon: "dollar",
        title: "The wrong payer mix",
        description:
          "Marketing brings calls from plans you are not contracted with, while the commercial PPO patients you rely on go elsewhere.",
      },
      {
        icon: "globe",
        title: "Competing far beyond your city",
        description:
          "Residential patients travel, so you compete with programs nationwide, including ones with much larger budgets.",
      },
      {
        icon: "phone",
        title: "Leads lost between the call and the VOB",
        description: "Callers wait too long for insurance verification and book a bed somewhere else in the meantime.",
      },
      {
        icon: "users",
        title: "Referral relationships that depend on one person",
        description: "When your outreach director leaves, the hospital and interventionist referrals leave with them.",
      },
    ],
  },
  process: {
    title: "How we work with residential programs",
    subtitle: "Census first: every decision is checked against beds, payers and length of stay.",
    as: "features",
    items: [
      {
        icon: "chart",
        title: "Census and payer baseline",
        description:
          "We review admissions, average length of stay and payer mix for the past year to find which patients you need more of.",
      },
      {
        icon: "target",
        title: "Channel plan and budget",
        description:
          "We set budgets by level of care and market, usually within 5-15% of revenue, and agree a target cost per admission.",
      },
      {
        icon: "settings",
        title: "Launch",
        description:
          "Paid campaigns, tracking and updated program pages go live together, so leads typically arrive within the first week.",
      },
      {
        icon: "phone",
        title: "Admissions feedback loop",
        description:
          "Every two weeks we review call outcomes with your admissions team and move budget away from calls that never become admissions.",
      },
      {
        icon: "trending-up",
        title: "Quarterly growth review",
        description:
          "We look at census, cost per admission and payer mix together and decide where the next quarter's effort should go.",
      },
    ],
  },
  deliverables: {
    title: "Package deliverables",
    subtitle: "Everything delivered under one flat monthly fee.",
    items: [
      {
        icon: "target",
        title: "Paid search by level of care and state",
        description: "Campaigns for 3.7 and 3.5 programs with separate budgets.",
      },
      {
        icon: "search",
        title: "Residential SEO",
        description: "Program, condition and location pages optimized and maintained.",
      },
      {
        icon: "layout",
        title: "Residential program pages",
        description: "Daily schedule, staffing, amenities and admission criteria, written clearly.",
      },
      {
        icon: "phone",
        title: "Call tracking and review",
        description: "Recorded calls scored for quality with your team's input.",
      },
      {
        icon: "file-text",
        title: "Referral outreach kit",
        description: "Program sheets and clinical summaries for referring professionals.",
      },
      { icon: "star", title: "Review management", description: "A compliant process for alumni and family reviews." },
      { icon: "chart", title: "Census dashboard", description: "Spend, calls, VOBs and admissions side by side." },
    ],
  },
  faq: {
    title: "Residential package questions",
    items: [
      {
        question: "Do you charge per admission?",
        answer:
          "No. Paying a marketer per patient admitted can breach patient brokering laws and the federal Eliminating Kickbacks in Recovery Act. Our fee is flat and monthly, never tied to individual admissions.",
      },
      {
        question: "What cost per admission should we expect?",
        answer:
          "Most of our residential clients land somewhere from $500 to $2,000 for each admit, where industry norms run $3,000-$5,000. Your own figure depends on market, payer mix and how fast admissions picks up the phone.",
      },
      {
        question: "Can you market both our 3.7 and 3.5 programs?",
        answer:
          "Yes. They get separate pages, campaigns and budgets, because the people searching for medically monitored care are not the same as those looking for a longer residential stay.",
      },
      {
        question: "Is the package suitable for a new residential program?",
        answer:
          "Yes, once you are licensed. We can prepare the site and campaigns before opening and help you through LegitScript certification so ads can run from day one.",
      },
    ],
  },
  cta: {
    title: "Plan a steadier census for your residential program",
    subtitle:
      "Bring your bed count, payer contracts and last year's admissions. We will sketch the channel mix and budget that fits them.",
    ctaText: "Book a Strategy Session",
    ctaUrl: "/schedule-session",
    background: "primary",
  },
});

export const outpatientServicePackage = buildPage({
  path: "/services/outpatient-treatment",
  breadcrumb: "Outpatient Programs",
  backgrounds: ["gradient", "default", "secondary", "dark", "default", "secondary"],
  seo: {
    title: "Marketing Package for IOP and Outpatient Programs",
    description:
      "Our marketing package for intensive outpatient and outpatient programs: local search, evening-group campaigns, employer outreach and step-down referrals.",
    keywords: [
      "outpatient program marketing package",
      "IOP marketing services",
      "intensive outpatient marketing",
      "evening IOP",
      "outpatient rehab local SEO",
    ],
  },
  hero: {
    title: "Marketing Services for Outpatient and IOP Programs",
    subtitle:
      "A local-first package for intensive outpatient and outpatient programs: be the obvious choice within a half-hour drive, fill your evening groups, and become the step-down partner residential programs call.",
    ctaText: "Get Started",
    ctaUrl: "/contact",
  },
  about: {
    title: "What the outpatient package covers",
    html: `<p>Outpatient marketing is a different discipline from residential. Your patients live nearby and keep working, studying or caring for families while in treatment. They search with a place name, compare schedules, and care whether you take their insurance. Capacity is counted in group seats, not beds, and a full Tuesday evening IOP group matters as much as a full residential unit.</p>
<h3>Levels of care covered</h3>
<ul>
<li><strong>Intensive outpatient (ASAM 2.1):</strong> usually three hours a day, several days a week, with daytime and evening tracks.</li>
<li><strong>Outpatient (ASAM level 1):</strong> weekly individual and group sessions, medication management and continuing care.</li>
<li><strong>Virtual IOP:</strong> telehealth groups offered in the states where your clinicians are licensed.</li>
</ul>
<h3>What is in the package</h3>
<ul>
<li>Local SEO and a business profile for every office.</li>
<li>Paid search limited to your realistic drive-time radius.</li>
<li>Schedule pages for daytime, evening and virtual tracks.</li>
<li>Employer and EAP outreach materials.</li>
<li>A step-down referral program with residential centers and detox units.</li>
</ul>
<p><strong>Who it suits:</strong> standalone IOP and outpatient clinics, and residential operators adding outpatient offices.</p>`,
  },
  problems: {
    title: "Problems this package addresses",
    subtitle: "Where outpatient programs lose patients they should be getting.",
    items: [
      {
        icon: "clock",
        title: "Evening groups half empty",
        description: "The track built for working people is the hardest to fill, because nobody searching knows it exists.",
      },
      {
        icon: "map-pin",
        title: "Paying for clicks from too far away",
        description: "Campaigns reach people an hour's drive away who will never attend three times a week.",
      },
      {
        icon: "users",
        title: "No pipeline from residential programs",
        description:
          "Patients finish residential care nearby and step down to another IOP because their discharge planner did not know yours.",
      },
      {
        icon: "shield",
        title: "Employers unaware you exist",
        description: "HR teams and EAPs refer employees to whoever they already know, often a program without evening hours.",
      },
      {
        icon: "layout",
        title: "Schedules buried in PDFs",
        description: "Group times and start dates hidden in downloads that search engines cannot read and phones display badly.",
      },
    ],
  },
  process: {
    title: "How we work with outpatient programs",
    subtitle: "Four steps, organized around seats in groups rather than beds.",
    as: "benefits",
    items: [
      {
        icon: "map-pin",
        title: "Map your catchment",
        description:
          "We define the realistic drive-time area for each office and find where searches for IOP and outpatient care come from within it.",
      },
      {
        icon: "calendar",
        title: "Track-level pages and campaigns",
        description:
          "Daytime, evening and virtual tracks each get a page and a campaign, so budget follows the groups with open seats.",
      },
      {
        icon: "users",
        title: "Referral program",
        description:
          "We prepare materials and a contact plan for residential discharge planners, detox units, employers and EAPs, with no payments or inducements attached.",
      },
      {
        icon: "chart",
        title: "Seat-fill reporting",
        description:
          "Monthly reports show inquiries and admissions by office and track, with improvements typically visible in 30-60 days.",
      },
    ],
  },
  deliverables: {
    title: "Package deliverables",
    subtitle: "Practical work aimed at filling groups in your area.",
    items: [
      {
        icon: "map-pin",
        title: "Business profile for every office",
        description: "Services, hours, photos and posts kept up to date.",
      },
      {
        icon: "target",
        title: "Radius-limited paid search",
        description: "Campaigns per office, restricted to the area you can actually serve.",
      },
      {
        icon: "calendar",
        title: "Schedule and track pages",
        description: "Readable group times for day, evening and virtual IOP.",
      },
      {
        icon: "file-text",
        title: "Employer and EAP brochure",
        description: "What you offer working adults, and how confidentiality is protected.",
      },
      {
        icon: "link",
        title: "Step-down referral kit",
        description: "Program sheets and continuity-of-care notes for residential partners.",
      },
      {
        icon: "chart",
        title: "Office and track dashboard",
        description: "Inquiries and admissions for every location and schedule.",
      },
    ],
  },
  faq: {
    title: "Outpatient package questions",
    items: [
      {
        question: "Can you market our virtual IOP across the state?",
        answer:
          "Yes, within the states where your clinicians are licensed and your program is permitted to deliver telehealth. Virtual tracks get their own campaigns and pages.",
      },
      {
        question: "How do you approach employers without breaching confidentiality?",
        answer:
          "Outreach describes your program and how employees can self-refer. We never ask employers about individuals, and reports back to them are governed by the patient's written consent under 42 CFR Part 2.",
      },
      {
        question: "We have several offices. Is that one package or several?",
        answer: "One package, with each office treated as its own local market for search, ads and reporting.",
      },
      {
        question: "What budget does an outpatient program need?",
        answer:
          "Less than residential, because the market is local and clicks are narrower. We size it from the open seats in each track and the value of a typical episode of care, within the 5-15% of revenue most programs spend.",
      },
      {
        question: "Do residential programs really refer to outpatient providers?",
        answer:
          "Good discharge planning requires it. Programs refer to outpatient providers they trust to continue care, so we focus on clinical information, not sales pitches.",
      },
    ],
  },
  cta: {
    title: "Fill your evening and daytime groups",
    subtitle:
      "Tell us your offices, tracks and open seats. We will show you the searches and referral sources that could fill them.",
    ctaText: "Contact Our Team",
    ctaUrl: "/contact",
    background: "gradient",
  },
});

export const partialHospitalizationServicePackage = buildPage({
  path: "/services/partial-hospitalization",
  breadcrumb: "Partial Hospitalization",
  seo: {
    title: "PHP Marketing Services for Day Treatment Programs",
    description:
      "Marketing for partial hospitalization programs: explaining day treatment to families, step-down and step-up referrals, and admits that meet medical necessity.",
    keywords: [
      "partial hospitalization marketing",
      "PHP program marketing services",
      "day treatment marketing",
      "ASAM 2.5",
      "PHP referrals",
    ],
  },
  hero: {
    title: "Marketing Services for Partial Hospitalization Programs",
    subtitle:
      "Most families have never heard the term partial hospitalization. We explain what your day program offers, attract patients who meet medical necessity, and build the referral paths PHP depends on.",
    ctaText: "Talk to a Strategist",
    ctaUrl: "/contact",
  },
  about: {
    title: "Why PHP needs its own marketing",
    html: `<p>A partial hospitalization program sits between residential and intensive outpatient care. Patients attend most of the day, five or more days a week, and go home or to supportive housing at night. For substance use this is ASAM level 2.5; mental health PHPs follow similar structures under their own criteria. It is an effective level of care, and one of the hardest to market, for three reasons.</p>
<ul>
<li><strong>Few people search for it by name.</strong> Families search for "day treatment", "rehab where you go home at night" or "alternative to inpatient". Your pages have to meet those phrases.</li>
<li><strong>Admissions depend on authorization.</strong> Payers approve PHP only when medical necessity is documented, so marketing must attract people who genuinely need this intensity, not those better suited to IOP.</li>
<li><strong>Most patients arrive by referral.</strong> Step-downs from residential and inpatient psychiatric units, and step-ups from IOP, matter as much as direct searches.</li>
</ul>
<h3>Compliance points specific to PHP</h3>
<p>Where PHP is paired with housing, offering free or discounted rent to attract patients can amount to patient brokering under state law and EKRA. We market your clinical program on its own merits and keep any housing information factual and separate.</p>
<p><strong>Who it suits:</strong> substance use and mental health PHPs, freestanding or hospital-affiliated, that want fewer unqualified calls and more referrals.</p>`,
  },
  problems: {
    title: "PHP-specific problems we solve",
    subtitle: "The issues that set day treatment apart from other levels of care.",
    items: [
      {
        icon: "search",
        title: "Nobody searches for the term",
        description: "Pages titled 'Partial Hospitalization Program' miss the plain-language searches families actually use.",
      },
      {
        icon: "file-text",
        title: "Calls that will not authorize",
        description:
          "Inquiries from people who need weekly therapy rather than day treatment waste intake time and rarely get approved.",
      },
      {
        icon: "link",
        title: "Weak step-down relationships",
        description:
          "Residential and inpatient psychiatric units discharge patients to other PHPs because they know little about yours.",
      },
      {
        icon: "home",
        title: "Housing offers that create legal risk",
        description: "Promoting free housing alongside PHP attracts the wrong attention from regulators and payers.",
      },
      {
        icon: "clock",
        title: "Transport and schedule questions unanswered",
        description:
          "Families want to know daily hours, transport and what happens at night before they commit to a day program.",
      },
    ],
  },
  process: {
    title: "How we work with PHPs",
    subtitle: "Referral and search work run side by side.",
    as: "features",
    items: [
      {
        icon: "users",
        title: "Referral source review",
        description:
          "We study where your admissions came from last year and which units and providers discharge patients who would fit your program.",
      },
      {
        icon: "book",
        title: "Plain-language program pages",
        description:
          "We explain a PHP day hour by hour, who it suits, and how it differs from inpatient and IOP care, in words families use.",
      },
      {
        icon: "target",
        title: "Qualified paid search",
        description:
          "Campaigns target searches that signal need for day-long structure and exclude those better served by outpatient care.",
      },
      {
        icon: "stethoscope",
        title: "Clinical referral materials",
        description:
          "We create admission criteria summaries and program sheets your outreach team can hand to discharge planners.",
      },
      {
        icon: "chart",
        title: "Authorization-aware reporting",
        description: "We track which sources produce admissions that are authorized and stay, and shift effort toward them.",
      },
    ],
  },
  deliverables: {
    title: "What you receive",
    subtitle: "A package built for day treatment rather than adapted from residential.",
    items: [
      {
        icon: "layout",
        title: "PHP program and comparison pages",
        description: "What PHP is, who it is for, and how it compares with other levels.",
      },
      {
        icon: "target",
        title: "Paid search campaigns",
        description: "Built on plain-language day treatment searches, with strict negatives.",
      },
      {
        icon: "file-text",
        title: "Admission criteria sheet",
        description: "A one-page summary for discharge planners and clinicians.",
      },
      {
        icon: "users",
        title: "Referral outreach plan",
        description: "Named units and providers to approach, with a contact schedule.",
      },
      { icon: "map-pin", title: "Local search presence", description: "A business profile and location page for each site." },
      {
        icon: "chart",
        title: "Monthly referral and inquiry report",
        description: "Admissions by source, with authorization outcomes where shared.",
      },
    ],
  },
  faq: {
    title: "PHP marketing questions",
    items: [
      {
        question: "Should we call it PHP or day treatment on our site?",
        answer:
          "Both. Use day treatment and similar phrases in headings for families, and partial hospitalization where payers, referents and search engines expect the formal term.",
      },
      {
        question: "Can we mention housing in our marketing?",
        answer:
          "You can describe housing options factually. Do not offer free or discounted housing as an inducement to enroll; that is a common trigger for patient brokering investigations.",
      },
      {
        question: "How do you reduce calls from people who need less care?",
        answer:
          "Through clear pages about who PHP is for, negative keywords for weekly therapy searches, and landing pages that route those callers to your IOP or outpatient program.",
      },
      {
        question: "How quickly can a PHP expect results?",
        answer:
          "Paid search usually brings inquiries in the first week. Referral relationships and organic rankings build over months, with SEO results typically in 3-6 months.",
      },
    ],
  },
  cta: {
    title: "Make your day program easy to understand and easy to refer to",
    subtitle:
      "We will review how your PHP is described online and which referral sources you are missing, and suggest the first three changes to make.",
    ctaText: "Start a Conversation",
    ctaUrl: "/contact",
    background: "primary",
  },
});

export const soberLivingServicePackage = buildPage({
  path: "/services/sober-living",
  breadcrumb: "Sober Living",
  backgrounds: ["gradient", "default", "secondary", "dark", "default", "secondary"],
  seo: {
    title: "Marketing Services for Sober Living and Recovery Homes",
    description:
      "Marketing for recovery residences: occupancy planning, NARR and state certification shown clearly, referral partners and local search for each house.",
    keywords: [
      "sober living marketing services",
      "recovery residence marketing",
      "NARR certified sober living",
      "sober house occupancy",
      "sober living referrals",
    ],
  },
  hero: {
    title: "Marketing Services for Sober Living Homes",
    subtitle:
      "Keep every house near full with residents who are ready for recovery living. We market your homes on their standards, certification and community, not on promises you cannot keep.",
    ctaText: "Discuss Your Houses",
    ctaUrl: "/contact",
  },
  about: {
    title: "What sober living marketing involves",
    html: `<p>Recovery residences are a different business from treatment. Residents pay rent, usually privately rather than through insurance. Occupancy is counted house by house and bed by bed. Most new residents arrive from treatment programs, drug courts and families, not from a single search. And the sector's reputation has been damaged by operators who traded housing for patient referrals, so credibility is the asset that matters most.</p>
<h3>Standards and certification</h3>
<p>The National Alliance for Recovery Residences (NARR) defines four levels of support, from peer-run homes to residences with clinical services. Many states now certify recovery residences through a NARR affiliate or a state agency, and in some states licensed treatment providers may refer only to certified homes. Your certification and level belong at the center of your marketing.</p>
<h3>What the package covers</h3>
<ul>
<li>A page for each house: location, level of support, house rules, rent and what is included.</li>
<li>Local search and a business profile for each address where appropriate.</li>
<li>Referral partner materials for treatment programs, courts and recovery community organizations.</li>
<li>An occupancy tracker that shows where marketing should focus each week.</li>
</ul>
<p><strong>Who it suits:</strong> operators with one to many houses, certified or working toward certification, who run them to a written standard.</p>`,
  },
  problems: {
    title: "Problems we solve for sober living operators",
    subtitle: "Each one shows up as an empty bed.",
    items: [
      {
        icon: "home",
        title: "Uneven occupancy across houses",
        description: "One house has a waiting list while another has three open beds, and nobody outside knows the difference.",
      },
      {
        icon: "award",
        title: "Certification that nobody sees",
        description:
          "You met NARR or state standards, but the website never mentions it and referrers assume you are like the rest.",
      },
      {
        icon: "users",
        title: "Dependence on one referral source",
        description: "A single treatment center sends most residents, and occupancy drops whenever that relationship cools.",
      },
      {
        icon: "shield",
        title: "Being mistaken for a brokering operation",
        description:
          "Vague offers of free rent or 'full scholarships' make families and regulators wary of every home in the area.",
      },
      {
        icon: "map-pin",
        title: "Neighbor and local search concerns",
        description:
          "Publishing house addresses carelessly can upset neighbors and residents; hiding them entirely loses local searches.",
      },
    ],
  },
  process: {
    title: "How we work with recovery residences",
    subtitle: "Built around beds, houses and referral partners.",
    as: "benefits",
    items: [
      {
        icon: "check",
        title: "House-by-house review",
        description:
          "We record each home's level, capacity, rules and current occupancy, and decide how much detail to publish for each.",
      },
      {
        icon: "layout",
        title: "House and standards pages",
        description:
          "We write a page per house and a standards page explaining your certification, drug testing, house meetings and staff roles.",
      },
      {
        icon: "link",
        title: "Referral partner program",
        description:
          "We build a contact plan for treatment programs, drug courts and recovery organizations, with no payments tied to referrals.",
      },
      {
        icon: "calendar",
        title: "Weekly occupancy focus",
        description:
          "Each week your open beds decide which house our campaigns and outreach promote, so effort goes where it is needed.",
      },
    ],
  },
  deliverables: {
    title: "What you receive",
    subtitle: "Practical tools for operators, not a glossy brochure.",
    items: [
      { icon: "home", title: "House profile pages", description: "Level of support, rules, rent and amenities for each home." },
      {
        icon: "award",
        title: "Standards and certification page",
        description: "Your NARR level and state certification explained plainly.",
      },
      {
        icon: "map-pin",
        title: "Local search setup",
        description: "Business profiles where suitable, or a service-area listing where discretion matters.",
      },
      {
        icon: "file-text",
        title: "Referral partner packet",
        description: "House summaries and intake steps for case managers and courts.",
      },
      { icon: "chart", title: "Occupancy dashboard", description: "Open beds by house alongside inquiries and move-ins." },
      {
        icon: "star",
        title: "Resident and family review process",
        description: "Honest reviews gathered without pressure or incentives.",
      },
    ],
  },
  faq: {
    title: "Sober living marketing questions",
    items: [
      {
        question: "Do we need certification to market our homes?",
        answer:
          "Not always by law, but in several states licensed providers may refer only to certified residences, and referrers everywhere increasingly expect it. We can help you prepare for certification.",
      },
      {
        question: "Can we run Google Ads for sober living?",
        answer:
          "Google treats recovery residences under its addiction services policy, so paid search generally requires LegitScript certification. Until then we focus on local search and referral partners.",
      },
      {
        question: "Should we publish our house addresses?",
        answer:
          "It depends on the house and local rules. Many operators list a general area online and share exact addresses after an intake call. We decide with you, house by house.",
      },
      {
        question: "Can we offer a first week free?",
        answer:
          "Discounts offered to anyone are different from free housing tied to enrolling in a particular treatment program. The second can be patient brokering. We help you keep offers on the right side of that line.",
      },
    ],
  },
  cta: {
    title: "Fill your houses with residents who are ready",
    subtitle: "Tell us how many homes you run, their levels and current occupancy. We will suggest where to focus first.",
    ctaText: "Talk About Your Houses",
    ctaUrl: "/contact",
    background: "gradient",
  },
});
