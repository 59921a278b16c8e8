import type { SeedPage } from "~/lib/content/page-schema";

/** /how-to-start-rehab: long-form guide for founders opening a treatment center. */
export const howToStartRehabPage: SeedPage = {
  path: "/how-to-start-rehab",
  type: "blog",
  schema: {
    seo: {
      title: "How to Start a Rehab Center: A Step-by-Step Guide",
      description:
        "Opening a rehab? Licensing, zoning, Joint Commission or CARF accreditation, staffing, payer contracts, the census ramp and marketing from day one, in order.",
      keywords: [
        "how to start a rehab center",
        "open an addiction treatment center",
        "rehab licensing requirements",
        "Joint Commission vs CARF",
        "treatment center payer contracting",
      ],
      ogType: "article",
    },
    breadcrumb: "How to Start a Rehab",
    sections: [
      {
        id: "hero",
        type: "hero",
        background: "gradient",
        title: "How to Start a Rehab Center",
        subtitle:
          "A practical guide for founders, clinicians and investors: what has to happen, in roughly what order, before your first patient walks in, and how to make sure the beds fill once they do.",
        ctaText: "Talk to Us About Your Launch",
        ctaUrl: "/schedule-session",
      },
      {
        id: "intro",
        type: "content",
        title: "Who this guide is for",
        content: `<p>We work with treatment centers at every stage, and some of our most rewarding engagements start a year before opening. This guide collects what we have watched founders get right and wrong. It is written for clinicians opening their first program, operators adding a facility, and investors trying to judge a plan. It is not legal advice: licensing and zoning rules are set state by state and city by city, and you will need a healthcare attorney and a consultant who knows your state agency.</p>
<p>The order matters. Many of the costliest mistakes we see come from doing steps out of sequence: signing a lease before checking zoning, hiring a full clinical team before the license is issued, or launching a website and ads before LegitScript will certify the center.</p>`,
      },
      {
        id: "levels-of-care",
        type: "content",
        title: "Step 1: Decide which levels of care you will offer",
        content: `<p>Everything else follows from this decision: the license you apply for, the building you need, who you hire, what payers will reimburse and who you market to. Most programs describe their services with the ASAM Criteria:</p>
<ul>
<li><strong>Level 1, outpatient:</strong> fewer than nine hours of services a week for adults. The lightest license and smallest footprint.</li>
<li><strong>Level 2.1, intensive outpatient (IOP):</strong> structured programming several days a week, often in the evenings so patients can keep working.</li>
<li><strong>Level 2.5, partial hospitalization (PHP):</strong> day treatment with a higher clinical intensity, frequently paired with sober housing.</li>
<li><strong>Level 3.5, clinically managed residential:</strong> 24-hour living with a therapeutic program.</li>
<li><strong>Level 3.7, medically monitored inpatient:</strong> 24-hour nursing and physician oversight, including withdrawal management.</li>
</ul>
<p>Founders with a residential vision often start with outpatient or IOP because the capital needs and licensing burden are lower, then add levels as referral relationships and payer contracts mature. A continuum (for example residential stepping down to PHP and IOP) improves outcomes and keeps patients with you longer, but each level is its own license, staffing model and marketing audience.</p>`,
      },
      {
        id: "licensing-zoning",
        type: "content",
        title: "Step 2: Licensing and zoning, before you sign a lease",
        content: `<p>Each state has an agency that licenses substance use disorder treatment. In California it is the Department of Health Care Services; in Florida, the Department of Children and Families under Chapter 397; in Texas, the Health and Human Services Commission. Applications typically ask for policies and procedures, a staffing plan, the physical site, proof of insurance, background checks on owners and key staff, and a program description for each level of care. Expect an inspection before the license is issued.</p>
<p>Zoning is where many projects stall. A residential program is a use that many cities treat differently from a house or an office, and you may need a conditional use permit, a hearing and neighbor notice. The Fair Housing Act and the ADA protect people in recovery from discriminatory land-use decisions, but they do not remove the need to follow the process. Confirm the use is allowed, or permittable, before you commit to a property. Check building and fire codes too: occupancy classification, sprinklers and accessibility can make a promising house unworkable.</p>
<h3>Extra registrations for medical services</h3>
<p>If you will prescribe or dispense controlled medications, the facility and prescribers need DEA registration and state controlled-substance permits. Methadone for opioid use disorder can only be provided by an opioid treatment program certified by SAMHSA and your state opioid treatment authority. Buprenorphine no longer requires a separate waiver, but your medical director still needs a DEA registration that covers it. In-house drug testing usually needs at least a CLIA waiver.</p>`,
      },
      {
        id: "accreditation-staffing",
        type: "content",
        title: "Step 3: Accreditation and staffing",
        content: `<p>A state license lets you operate. Accreditation from <strong>The Joint Commission</strong> (its Behavioral Health Care and Human Services program) or <strong>CARF</strong> tells payers, referral partners and families that you meet a national standard. Many commercial insurers expect one of the two before they will offer an in-network contract. Both require a period of operating history and documented compliance with their standards, so plan your policies around them from the start rather than rewriting everything later. Which one to choose comes down to your payers' preferences, your team's experience and the survey style that suits your program.</p>
<p>Staffing is usually the largest line in the budget. A typical early team includes:</p>
<ul>
<li>A <strong>medical director</strong>, ideally board certified in addiction medicine or addiction psychiatry, essential for detox and MAT.</li>
<li>A <strong>clinical director</strong> holding the license your state requires to supervise counselors.</li>
<li><strong>Licensed therapists and certified addiction counselors</strong> in ratios your license sets.</li>
<li><strong>Nursing</strong> around the clock for Level 3.7, and behavioral health technicians for residential shifts.</li>
<li><strong>Admissions and utilization review</strong> staff: the people who verify benefits, secure authorizations and answer the phone at night. Underinvesting here wastes every marketing dollar that follows.</li>
</ul>`,
      },
      {
        id: "payers-census",
        type: "content",
        title: "Step 4: Payer contracting and the census ramp",
        content: `<p>Decide early whether you will be in network, out of network, private pay, Medicaid-funded or a blend. Obtain your organizational NPI, enroll clinicians in CAQH, and begin credentialing as soon as your license and accreditation allow. Contracting takes months, and some payers close their panels in saturated markets. Until contracts are signed, single case agreements and private pay can bridge the gap, but budget conservatively for them.</p>
<p>Your payer mix shapes everything downstream: the length of stay you can expect, your revenue per admission, and therefore what you can afford to spend acquiring a patient. It also shapes marketing. An in-network residential program can advertise around insurance verification; a private-pay program needs a different message and often a wider geography.</p>
<h3>Plan for a slow first quarter</h3>
<p>New programs rarely open at full census. Referral partners want to see your work before they send patients, review profiles start empty, and organic search has not matured. Model several months of low occupancy and keep enough operating cash to cover payroll through them. The fastest ramps we see come from founders who built referral relationships and an online presence while the license was still pending.</p>`,
      },
      {
        id: "marketing-day-one",
        type: "content",
        title: "Step 5: Marketing from day one, not day ninety",
        content: `<p>Search engines need time to trust a new website, and that clock starts only when the site goes live. Organic search typically takes three to six months to produce steady inquiries, so the site should launch as early as your licensing allows, with accurate descriptions of the care you are licensed to provide. Then, in order:</p>
<ol>
<li><strong>Google Business Profile.</strong> Verify it at your real, staffed address once you are operating, with the exact legal or licensed name. No keywords stuffed into the name: it is the fastest way to a suspension.</li>
<li><strong>LegitScript certification.</strong> Google, Meta and Microsoft require it before running addiction treatment ads. It needs an active license and a website that meets its standards, so apply the moment both are in place. Our <a href="/legitscript-certification">LegitScript guide</a> covers the process.</li>
<li><strong>Call tracking and HIPAA-aware analytics.</strong> Set them up before the first campaign so you never have to re-engineer tracking that leaked health information to an ad platform.</li>
<li><strong>Referral relationships.</strong> Hospitals, therapists, EAPs, interventionists and alumni. Build them on clinical quality and responsiveness. Never pay for referrals: EKRA and state patient brokering laws make that a crime, whatever the payer.</li>
<li><strong>Paid search.</strong> Once certified, a focused campaign can bring calls within the first week, which is often what carries a new program through its ramp.</li>
</ol>
<p>When you are ready to put numbers on it, our <a href="/addiction-treatment-marketing-plan">step-by-step marketing plan</a> shows how to set a budget and the KPIs to watch.</p>`,
      },
      {
        id: "problems",
        type: "features",
        background: "secondary",
        title: "Where new centers lose time and money",
        items: [
          {
            id: "zoning",
            title: "Lease signed before zoning checked",
            icon: "home",
            description:
              "A property that cannot be permitted for residential treatment becomes a costly detour. Confirm the use first.",
          },
          {
            id: "late-site",
            title: "Website launched at opening",
            icon: "clock",
            description:
              "Waiting to go live until the doors open pushes organic inquiries months past your ramp, when cash is tightest.",
          },
          {
            id: "legitscript-denial",
            title: "LegitScript delays",
            icon: "shield",
            description:
              "Unlicensed services listed on the site or an unclear ownership disclosure send an application back for revisions.",
          },
          {
            id: "admissions-gap",
            title: "No one to answer the phone",
            icon: "phone",
            description: "Launch campaigns without trained admissions staff and the first paid calls go to voicemail.",
          },
          {
            id: "vendors",
            title: "Paying lead vendors out of panic",
            icon: "dollar",
            description:
              "Low early census pushes founders toward aggregators whose pricing and practices can carry patient brokering risk.",
          },
        ],
      },
      {
        id: "how-we-help",
        type: "features",
        title: "How we help new programs launch",
        items: [
          {
            id: "plan",
            title: "1. Pre-opening plan",
            icon: "calendar",
            description:
              "We map marketing tasks to your licensing timeline, so nothing launches before it is allowed or after it is needed.",
          },
          {
            id: "site",
            title: "2. Website and listings",
            icon: "layout",
            description:
              "A fast, accurate site that matches your license, plus verified listings once your address is operating.",
          },
          {
            id: "certification",
            title: "3. Certification support",
            icon: "award",
            description: "We prepare your site and documents for LegitScript and the ad platforms' own certification forms.",
          },
          {
            id: "ramp",
            title: "4. Census ramp campaigns",
            icon: "target",
            description:
              "Paid search for your first levels of care, with budgets sized to the beds and slots you can actually staff.",
          },
        ],
      },
      {
        id: "deliverables",
        type: "benefits",
        background: "secondary",
        title: "What a launch engagement delivers",
        items: [
          {
            id: "site",
            title: "Launch-ready website",
            icon: "globe",
            description: "Pages for each licensed level of care, insurance information and clear admissions contact.",
          },
          {
            id: "tracking",
            title: "Compliant tracking",
            icon: "lock",
            description: "Call tracking and analytics that keep protected health information out of ad platforms.",
          },
          {
            id: "listings",
            title: "Verified Google Business Profile",
            icon: "map-pin",
            description: "Set up to Google's guidelines for healthcare providers.",
          },
          {
            id: "campaigns",
            title: "First paid campaigns",
            icon: "megaphone",
            description: "Built and monitored daily through the ramp period.",
          },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "Starting a rehab: common questions",
        items: [
          {
            id: "timeline",
            title: "How long does it take to open a rehab?",
            description:
              "It depends on your state, your level of care and the property. Outpatient programs in an already-zoned office move fastest; residential programs that need a conditional use permit take the longest. Your licensing consultant can give you a state-specific estimate.",
          },
          {
            id: "accreditation-first",
            title: "Do we need Joint Commission or CARF accreditation to open?",
            description:
              "Usually not to open, since the state license is what allows you to operate. But many commercial payers expect accreditation before contracting, so most programs pursue it within their first year.",
          },
          {
            id: "when-market",
            title: "When should marketing start?",
            description:
              "Months before opening. The website, content and referral relationships need time to mature, and LegitScript certification can only begin once you are licensed and the site is live.",
          },
          {
            id: "budget",
            title: "How much should a new center budget for marketing?",
            description:
              "Established programs usually spend 5-15% of revenue. During a launch, when revenue is still low, expect marketing to be a larger share for the first months.",
          },
        ],
      },
      {
        id: "cta",
        type: "cta",
        background: "primary",
        title: "Opening a program this year?",
        subtitle:
          "We will build your launch marketing around your licensing timeline so the phones ring when the beds are ready.",
        ctaText: "Schedule a Strategy Session",
        ctaUrl: "/schedule-session",
      },
    ],
  },
};
