import { faq, servicePage } from "./build";

export const behavioralHealthMarketing = servicePage({
  path: "/behavioral-health-marketing",
  breadcrumb: "Behavioral Health Marketing",
  seo: {
    title: "Behavioral Health Marketing for Multi-Service Providers",
    description:
      "Marketing for organizations running addiction and mental health services: clear brand structure, service-line attribution and Medicaid-aware outreach.",
    keywords: [
      "behavioral health marketing",
      "behavioral health organization marketing",
      "CCBHC marketing",
      "service line marketing",
      "community mental health marketing",
      "behavioral health brand strategy",
    ],
  },
  hero: {
    title: "Behavioral Health Marketing for Organizations With Many Doors",
    subtitle:
      "When one organization offers detox, counseling, psychiatry, crisis services and housing support, people get lost. We organize your brand, website and campaigns so each person finds the right door the first time.",
    ctaText: "Map Your Service Lines",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "Who behavioral health marketing serves",
    html: `<p>Behavioral health is the umbrella over substance use treatment and mental health care. Organizations that work under that whole umbrella, rather than in one corner of it, face a marketing problem single-program centers do not: <strong>too many services for one message</strong>. A homepage that tries to speak to a teenager's parent, a man in opioid withdrawal, a court officer and a psychiatrist at once speaks clearly to none of them.</p>
<p>We work with:</p>
<ul>
<li>Certified Community Behavioral Health Clinics (CCBHCs) and community mental health centers</li>
<li>Regional providers running addiction and mental health programs across several counties</li>
<li>Health systems and private groups consolidating acquired programs under one brand</li>
<li>Nonprofits balancing Medicaid, grant-funded and commercial services</li>
</ul>
<h3>Structure before promotion</h3>
<p>Most of our early work with multi-service organizations is architectural. Which services carry the parent brand and which need their own? How does someone navigate from symptom to service to location? Which lines have capacity and which have waiting lists? Campaigns come after those answers, and they are budgeted by service line so a full outpatient clinic never absorbs spend meant for an open residential bed.</p>`,
  },
  problems: {
    title: "Problems multi-service providers face",
    subtitle: "Breadth is a strength clinically and a challenge in marketing.",
    items: [
      {
        icon: "layout",
        title: "A website organized like an org chart",
        description:
          "Departments, grant names and internal program titles mean nothing to the public. We restructure navigation around what people are looking for: help for a child, help with drinking, a psychiatrist, urgent support.",
      },
      {
        icon: "chart",
        title: "No idea which line marketing helps",
        description:
          "A single phone number and a general contact form hide which services people want. Service-line tracking numbers and intake categories show where demand comes from and where it is missing.",
      },
      {
        icon: "shield",
        title: "Mixed compliance rules across services",
        description:
          "Addiction services need LegitScript certification for ads and may fall under 42 CFR Part 2; mental health services follow different platform rules. We separate campaigns so one rule set never jeopardizes another.",
      },
      {
        icon: "users",
        title: "Referral partners who know one program",
        description:
          "A probation office may know your outpatient clinic but not your crisis stabilization unit. We build partner materials that show the full continuum and how to refer into each part.",
      },
      {
        icon: "megaphone",
        title: "Staffing shortages that cap growth",
        description:
          "Open clinician positions limit how many patients you can take. Recruiting pages and campaigns for counselors, nurses and prescribers are part of the plan, because census follows staffing.",
      },
    ],
  },
  process: {
    title: "How we work with behavioral health organizations",
    subtitle: "Architecture first, then demand, then measurement by service line.",
    steps: [
      {
        icon: "settings",
        title: "Service-line inventory",
        description:
          "We list every service, location, payer type, capacity and waiting list, and agree on which lines to grow first.",
      },
      {
        icon: "layout",
        title: "Brand and site architecture",
        description: "A navigation and page structure built around patient needs, with clear paths to each service and location.",
      },
      {
        icon: "target",
        title: "Service-line campaigns",
        description: "Separate budgets and compliance settings for addiction, mental health, crisis and specialty services.",
      },
      {
        icon: "chart",
        title: "Line-level reporting",
        description: "Inquiries, intakes and cost per admission for each service line, reviewed monthly with program directors.",
      },
    ],
  },
  deliverables: {
    title: "Deliverables for behavioral health organizations",
    subtitle: "Built for complexity without making it the visitor's problem.",
    items: [
      {
        icon: "layout",
        title: "Find-the-right-service navigation",
        description: "A guided path from need to service to nearest location.",
      },
      {
        icon: "map-pin",
        title: "Location and service pages",
        description: "Each site's services, hours, payers accepted and intake steps.",
      },
      {
        icon: "phone",
        title: "Service-line call tracking",
        description: "Numbers per line and campaign under a business associate agreement.",
      },
      {
        icon: "file-text",
        title: "Continuum referral guide",
        description: "For courts, schools, hospitals and primary care, covering every service.",
      },
      {
        icon: "users",
        title: "Clinician recruiting pages",
        description: "Roles, supervision, licensure support and culture, with tracked applications.",
      },
      {
        icon: "shield",
        title: "Compliance separation",
        description: "Ad accounts and tracking configured to the rules of each service type.",
      },
      {
        icon: "chart",
        title: "Executive dashboard",
        description: "Demand, capacity and cost per admission by service line and location.",
      },
    ],
  },
  faq: {
    title: "Behavioral health marketing FAQ",
    items: [
      faq(
        "Should each program have its own brand?",
        "Usually not. One trusted parent brand with clear service pages builds authority faster. Separate brands make sense for programs with different audiences or reputations, such as an adolescent residential program or a newly acquired center with strong local recognition.",
      ),
      faq(
        "Can you market services that are mostly Medicaid-funded?",
        "Yes. The goal shifts from payer mix to access: making sure eligible people find services and know how to start. We also create materials for Medicaid managed care care coordinators, who are important referral sources.",
      ),
      faq(
        "How do you handle 42 CFR Part 2 in marketing?",
        "Where your substance use programs are covered by Part 2, we keep identifying details out of ads, testimonials and review responses, and we set up forms and tracking so information about treatment-seekers is not shared with ad platforms.",
      ),
      faq(
        "What should a behavioral health organization budget?",
        "Most of our clients spend 5-15% of revenue on marketing, allocated by service line according to capacity and growth goals. Grant-funded services often need awareness campaigns rather than paid search, which changes how the budget is split.",
      ),
    ],
  },
  cta: {
    title: "Help every person find the right door",
    subtitle:
      "Bring us your service list and capacity. We will sketch the structure and campaign plan that connects each service to the people who need it.",
    ctaText: "Schedule a Strategy Session",
    ctaUrl: "/schedule-session",
    background: "primary",
  },
});
