import { faq, servicePage } from "./build";

export const rehabMarketing = servicePage({
  path: "/rehab-marketing",
  breadcrumb: "Rehab Marketing",
  seo: {
    title: "Rehab Marketing Built Around Cost per Admission",
    description:
      "Rehab marketing measured in admissions, not clicks: call tracking, VOB-ready leads and an admissions funnel built for LegitScript-certified treatment centers.",
    keywords: [
      "rehab marketing",
      "drug rehab marketing",
      "addiction treatment marketing",
      "cost per admission",
      "rehab call tracking",
      "treatment center admissions",
    ],
  },
  hero: {
    title: "Rehab Marketing That Fills Beds, Not Spreadsheets",
    subtitle:
      "We run search, paid media and your website as one admissions funnel, then report what matters to an owner: calls that became verified benefits, assessments that became admissions, and what each admission cost.",
    ctaText: "Get an Admissions Audit",
    ctaUrl: "/contact",
  },
  about: {
    title: "Marketing for rehab owners who answer to census",
    html: `<p>Rehab marketing is every channel that brings a person, or the parent, spouse or employer calling for them, to your admissions line: organic search, Google and Bing ads, your Google Business Profile, referral outreach and the website that ties them together. Done well, it is judged on one number. Not sessions, not form fills, not cost per click, but <strong>cost per admission</strong>.</p>
<p>This service is for licensed, accredited addiction-treatment programs that already deliver good care and need a steadier flow of the right patients. Typical clients include:</p>
<ul>
<li>Residential and detox programs whose census swings from full to half-empty within a quarter</li>
<li>Multi-level centers that want outpatient and PHP beds filled by their own step-downs, not by luck</li>
<li>Owners who have been burned by lead vendors and aggregators selling the same caller to three competitors</li>
</ul>
<h3>The funnel we manage</h3>
<p>A search becomes a visit, a visit becomes a call or chat, a call becomes an insurance verification (VOB), a VOB becomes a clinical assessment, and an assessment becomes an admission. We instrument each hand-off so you can see where people drop out: a landing page that stalls on a phone, calls left ringing at 2 a.m., or ads bought for payers you cannot admit.</p>`,
  },
  problems: {
    title: "What breaks a rehab's marketing",
    subtitle:
      "Most of the treatment centers we audit are not short on traffic. They are losing people between the ad and the admission.",
    items: [
      {
        icon: "phone",
        title: "Calls nobody can trace",
        description:
          "Without dynamic number insertion and recorded, HIPAA-covered call tracking, you cannot tell whether last month's admissions came from Google Ads, organic search or a billboard, so budget follows hunches.",
      },
      {
        icon: "dollar",
        title: "Paying for the wrong payers",
        description:
          "Ads that attract callers with state Medicaid when your program is out-of-network commercial burn budget and admissions staff time. We shape keywords, copy and hours around the payer mix you can actually admit.",
      },
      {
        icon: "users",
        title: "Shared and resold leads",
        description:
          "Aggregator leads are often sold to several centers at once. You compete for a caller you already paid for, and you have no idea how the call was generated or what the caller was promised.",
      },
      {
        icon: "shield",
        title: "Ad accounts on thin ice",
        description:
          "Google and Meta only run addiction-treatment ads for LegitScript-certified advertisers, and a single non-compliant landing page or claim of guaranteed outcomes can get an account suspended mid-month.",
      },
      {
        icon: "chart",
        title: "Reports that stop at the click",
        description:
          "Agency dashboards full of impressions and click-through rates say nothing about census. If your report never mentions VOBs, assessments or admits, nobody is accountable for the result you pay for.",
      },
    ],
  },
  process: {
    title: "How we work with a treatment center",
    subtitle: "Four stages, each with a named owner on our side and a number we agree on with your admissions director.",
    steps: [
      {
        icon: "search",
        title: "Admissions audit",
        description:
          "We listen to a sample of recorded calls, review your CRM stages and payer mix, and map every current lead source to the admissions it produced over the last 90 days.",
      },
      {
        icon: "settings",
        title: "Tracking and compliance foundation",
        description:
          "Call tracking under a business associate agreement, form handling that keeps health details out of ad pixels, and a landing-page review against LegitScript and Google healthcare policies before spend goes up.",
      },
      {
        icon: "megaphone",
        title: "Launch paid and organic together",
        description:
          "Paid search usually produces qualified calls within the first week; local and organic SEO builds cheaper, steadier demand that tends to show in 3-6 months.",
      },
      {
        icon: "trending-up",
        title: "Optimize toward cost per admission",
        description:
          "Every month we move budget to the campaigns, keywords and hours that produced admissions, cut what produced only calls, and review a fresh sample of recordings with your admissions team.",
      },
    ],
  },
  deliverables: {
    title: "What you get each month",
    subtitle: "Concrete work and numbers you can hold us to.",
    items: [
      {
        icon: "phone",
        title: "HIPAA-covered call tracking",
        description: "Numbers per channel, recordings, and caller outcomes synced with your admissions CRM.",
      },
      {
        icon: "target",
        title: "Managed Google and Bing search ads",
        description: "Built for certified advertisers, with negative keywords for aggregators, jobs and out-of-area searches.",
      },
      {
        icon: "map-pin",
        title: "Local SEO and Google Business Profile",
        description: "Accurate levels of care, hours, photos and review responses that never confirm anyone is a patient.",
      },
      {
        icon: "layout",
        title: "Admission-focused landing pages",
        description: "Fast, mobile-first pages for each level of care with insurance verification and a visible phone number.",
      },
      {
        icon: "chart",
        title: "Cost-per-admission reporting",
        description: "Spend, calls, VOBs, assessments and admits by channel; our aim is $500-$2,000 per admission.",
      },
      {
        icon: "message",
        title: "Admissions call coaching",
        description: "Monthly scored call reviews that show where inquiries stall and which scripts convert.",
      },
    ],
  },
  faq: {
    title: "Rehab marketing questions owners ask us",
    items: [
      faq(
        "What does a patient admission cost with your approach?",
        "Our target for clients is $500-$2,000 per admission, against the $3,000-$5,000 the industry commonly pays through lead vendors and unmanaged ads. Where you land depends on level of care, market, payer mix and how fast your team answers the phone, which is why we measure it from day one rather than promise a figure.",
      ),
      faq(
        "Do you get paid per patient or per admission?",
        "No. We charge a flat monthly fee. Paying a marketer per admitted patient is the kind of arrangement the Eliminating Kickbacks in Recovery Act (EKRA) and state patient-brokering laws are written to stop, and it rewards volume over fit. A fixed fee keeps our incentive tied to sound campaigns.",
      ),
      faq(
        "How much should a rehab spend on marketing?",
        "Most of our treatment-center clients invest 5-15% of revenue in marketing. Newer programs building census sit at the upper end; established centers with strong referral networks and organic rankings usually need less paid media.",
      ),
      faq(
        "Do we need LegitScript certification before we start?",
        "For Google and Meta ads on addiction terms, yes. While certification is pending we start on tracking, your website and local SEO, and help prepare the application so paid search can launch the week approval lands.",
      ),
    ],
  },
  cta: {
    title: "Find out what your last 100 calls were worth",
    subtitle:
      "Send us access to your call data and we will show you where admissions are leaking and what a cost-per-admission target for your program should look like.",
    ctaText: "Book a Strategy Session",
    ctaUrl: "/schedule-session",
    background: "gradient",
  },
});
