import { faq, servicePage } from "./build";

export const mentalHealthMarketing = servicePage({
  path: "/mental-health-marketing",
  breadcrumb: "Mental Health Marketing",
  seo: {
    title: "Mental Health Treatment Center Marketing",
    description:
      "Marketing for residential and outpatient mental health programs: condition-specific pages, parent and adult audiences, privacy-safe ads and crisis-aware design.",
    keywords: [
      "mental health marketing",
      "mental health treatment center marketing",
      "residential mental health marketing",
      "adolescent mental health marketing",
      "psychiatric program leads",
      "mental health advertising",
    ],
  },
  hero: {
    title: "Mental Health Marketing for Treatment Programs",
    subtitle:
      "Depression, anxiety, trauma, mood and personality disorders each bring different people to your door. We help residential and outpatient mental health programs reach them with care, accuracy and respect for privacy.",
    ctaText: "Start a Conversation",
    ctaUrl: "/contact",
  },
  about: {
    title: "What mental health marketing covers",
    html: `<p>Mental health treatment programs, from residential and PHP to intensive and standard outpatient care, compete in a market that looks nothing like addiction treatment. Advertising is not gated by LegitScript unless substance use is part of the offer, so competition is broader: hospital systems, telehealth apps, group practices and national brands all bid on the same searches. What sets a program apart is <strong>clinical specificity</strong>: which conditions you treat, for whom, at what intensity, and what happens on day one.</p>
<p>We work with:</p>
<ul>
<li>Residential mental health programs for adults or adolescents, often private pay or out-of-network</li>
<li>PHP and IOP programs for mood, anxiety and trauma-related disorders</li>
<li>Programs for specific populations: young adults, professionals, teens, LGBTQ+ clients</li>
<li>Addiction operators adding a primary mental health track alongside their existing continuum</li>
</ul>
<h3>Two audiences, one program</h3>
<p>Adults looking for themselves search by symptom and by how their life is going. Parents of teenagers search by behavior, school and safety. A program serving both needs separate pages, separate campaigns and different tones. We plan them separately, including a clear crisis path to 988 or emergency services for anyone who arrives in immediate danger, because a treatment program's website is not a crisis line and should never act like one.</p>`,
  },
  problems: {
    title: "Mental health marketing challenges we solve",
    subtitle: "Where mental health programs lose the right patients to bigger names.",
    items: [
      {
        icon: "brain",
        title: "Generic condition content",
        description:
          "Pages that define depression in textbook language do not persuade anyone to call. We write about how your program treats each condition, which therapies you use, and what progress looks like.",
      },
      {
        icon: "lock",
        title: "Ads that assume a diagnosis",
        description:
          "Meta prohibits ad copy implying you know the reader has a condition, and Google limits remarketing on health topics. We write and target campaigns that stay within both sets of rules.",
      },
      {
        icon: "dollar",
        title: "Unclear payment picture",
        description:
          "Private-pay residential programs lose callers who assume insurance will cover everything. Plain pages about insurance, out-of-network benefits and cost reduce surprised calls and wasted assessments.",
      },
      {
        icon: "heart",
        title: "Parents who cannot find answers",
        description:
          "Parents want to know about school continuity, family therapy, visitation and safety before they call. A dedicated parent path makes your adolescent program the one that already answered them.",
      },
      {
        icon: "users",
        title: "Competing with national brands",
        description:
          "Telehealth companies and hospital systems outspend independent programs. Local authority, clinician profiles and condition-specific depth win the searches national brands answer shallowly.",
      },
    ],
  },
  process: {
    title: "How we market a mental health program",
    subtitle: "Built condition by condition, audience by audience.",
    steps: [
      {
        icon: "stethoscope",
        title: "Clinical scope session",
        description:
          "We list the conditions, ages and acuity levels you treat well, the ones you refer out, and the modalities behind each.",
      },
      {
        icon: "book",
        title: "Condition and audience pages",
        description:
          "A page for each condition and population you serve, reviewed by your clinical team and written for the person who will actually read it.",
      },
      {
        icon: "target",
        title: "Policy-safe campaigns",
        description:
          "Search and social campaigns that respect healthcare ad rules, with conversion tracking that never sends health information to ad platforms.",
      },
      {
        icon: "chart",
        title: "Assessment-to-admission tracking",
        description:
          "We connect inquiries to assessments and admissions so budget follows the conditions and channels that fill your program.",
      },
    ],
  },
  deliverables: {
    title: "What mental health clients receive",
    subtitle: "Everything shaped around conditions you treat and the people who choose care.",
    items: [
      {
        icon: "brain",
        title: "Condition-specific program pages",
        description: "Depression, anxiety, trauma, mood disorders and others you treat, clinically reviewed.",
      },
      {
        icon: "heart",
        title: "Parent and family section",
        description: "School, safety, family therapy and visitation questions answered before the first call.",
      },
      {
        icon: "dollar",
        title: "Cost and insurance page",
        description: "In-network plans, out-of-network benefits and private-pay options explained honestly.",
      },
      {
        icon: "phone",
        title: "Crisis-aware site design",
        description: "988 and emergency guidance placed where people in danger will see it.",
      },
      {
        icon: "megaphone",
        title: "Search and social campaigns",
        description: "Written within Google and Meta healthcare and personal-attribute rules.",
      },
      {
        icon: "chart",
        title: "Admissions reporting",
        description: "Inquiries, assessments and admissions by condition and channel.",
      },
    ],
  },
  faq: {
    title: "Mental health marketing FAQ",
    items: [
      faq(
        "Do mental health programs need LegitScript certification?",
        "Not for mental health services alone. If your program also treats substance use, or your ads and pages mention addiction treatment, Google and Meta require certification for those campaigns. Many programs keep separate campaigns to avoid confusion.",
      ),
      faq(
        "Can we retarget people who visited our depression page?",
        "Generally not. Google's personalized advertising policy restricts remarketing based on health conditions, and health-related pages should not fire advertising pixels at all. We use privacy-safe measurement and contextual targeting instead.",
      ),
      faq(
        "What budget does a mental health program need?",
        "Most clients invest 5-15% of revenue in marketing. Private-pay residential programs competing nationally sit higher; local outpatient programs with strong referral networks can sit lower.",
      ),
      faq(
        "How soon will we see results?",
        "Paid campaigns can produce inquiries within the first week. Organic visibility for condition-specific searches typically builds over 3-6 months, and we expect measurable improvements in inquiry quality within 30-60 days.",
      ),
    ],
  },
  cta: {
    title: "Reach the people your program was built for",
    subtitle:
      "Tell us which conditions and ages you treat best. We will show you how those people search and what they need to see before they call.",
    ctaText: "Schedule a Consultation",
    ctaUrl: "/schedule-session",
    background: "primary",
  },
});
