import { faq, servicePage } from "./build";

export const soberLivingMarketing = servicePage({
  path: "/sober-living-marketing",
  breadcrumb: "Sober Living Marketing",
  seo: {
    title: "Sober Living Marketing Without Paid Search",
    description:
      "Sober living and recovery residence marketing that works within Google's ad limits: NARR credibility, organic search and clean referral partnerships.",
    keywords: [
      "sober living marketing",
      "recovery residence marketing",
      "sober home marketing",
      "NARR certification",
      "sober living SEO",
      "recovery housing referrals",
    ],
  },
  hero: {
    title: "Sober Living Marketing That Plays by the Rules",
    subtitle:
      "Recovery residences cannot buy their way onto Google's addiction searches. We fill your beds the way a good house earns its reputation: certification, visibility, honest referrals and residents who stay.",
    ctaText: "Talk About Your Houses",
    ctaUrl: "/contact",
  },
  about: {
    title: "What sober living marketing involves",
    html: `<p>A sober living home, or recovery residence, offers a substance-free place to live with peer support, house rules and accountability, usually after or alongside outpatient treatment. It is housing, not clinical care, and that distinction shapes every marketing decision.</p>
<p>The biggest one: <strong>stand-alone recovery residences are currently not eligible for LegitScript's addiction treatment certification</strong>, which Google requires before anyone can advertise on drug and alcohol recovery searches, and Meta restricts recovery advertising in a similar way. Paid search, the default playbook for treatment centers, is largely closed to you. What remains works well when done properly:</p>
<ul>
<li>Organic search and local visibility for each house and city you serve</li>
<li>Certification through your state's NARR affiliate or state program, displayed prominently</li>
<li>Referral relationships with treatment programs, therapists, drug courts and case managers, with no money changing hands</li>
<li>A reputation among families and alumni that survives scrutiny</li>
</ul>
<h3>Who we work with</h3>
<p>We market single houses and multi-house operators at NARR levels II to IV, including men's, women's, young adult and MAT-friendly residences, as long as they run with house managers, written rules and a commitment to resident safety. We decline operators who pay for residents or offer free rent to fill beds.</p>`,
  },
  problems: {
    title: "Problems sober living operators bring us",
    subtitle: "Filling beds without paid ads takes a different plan, and a clean one.",
    items: [
      {
        icon: "search",
        title: "Ads rejected, no plan B",
        description:
          "Operators who try Google Ads find recovery keywords disapproved. We build the organic and referral channels that do not depend on an ad platform's approval.",
      },
      {
        icon: "award",
        title: "Certification nobody sees",
        description:
          "NARR or state certification is your best trust signal, and in some states licensed providers may only refer to certified residences. If it is not visible on every page, referrers cannot verify it quickly.",
      },
      {
        icon: "shield",
        title: "Referral deals that are really kickbacks",
        description:
          "Paying treatment centers, interventionists or recruiters per resident, or waiving rent to attract clinical referrals, is patient brokering and can violate EKRA. We help you build referral relationships on merit alone.",
      },
      {
        icon: "users",
        title: "Families who cannot judge quality",
        description:
          "Parents comparing houses cannot tell a structured home from an unsupervised flophouse. Pages about house managers, drug testing, curfews and meeting requirements make your standards visible.",
      },
      {
        icon: "home",
        title: "Neighbors and privacy",
        description:
          "Residents deserve privacy and houses attract neighborhood attention. We keep addresses, faces and identifying details out of marketing while still showing what life in the house is like.",
      },
    ],
  },
  process: {
    title: "How we fill recovery residences",
    subtitle: "Organic, referral-led and measured by occupied beds.",
    steps: [
      {
        icon: "award",
        title: "Standards inventory",
        description:
          "We document certification level, house rules, staffing, testing policy, fees and what is included, so everything we publish is accurate and verifiable.",
      },
      {
        icon: "map-pin",
        title: "House and city pages",
        description:
          "Each house gets a page with its level, gender, amenities and nearby meetings, plus local search visibility that respects residents' privacy.",
      },
      {
        icon: "link",
        title: "Referral partner program",
        description:
          "Introductions to outpatient programs, therapists and treatment courts, with a referral packet and a tracked number, never a fee.",
      },
      {
        icon: "chart",
        title: "Occupancy reporting",
        description:
          "Beds filled, average length of residence and inquiry sources each month, so you can see which relationships actually refer.",
      },
    ],
  },
  deliverables: {
    title: "What sober living clients receive",
    subtitle: "Channels that work without recovery ads.",
    items: [
      {
        icon: "home",
        title: "House profile pages",
        description: "Rules, fees, rooms, level of support and the application process for every house.",
      },
      {
        icon: "search",
        title: "Local and organic SEO",
        description: "Rankings for sober living searches by city, county and resident population.",
      },
      {
        icon: "file-text",
        title: "Referral packet",
        description: "Certification, house rules, pricing and a direct line for clinicians and court staff.",
      },
      {
        icon: "book",
        title: "Family resources",
        description: "What to look for in a recovery residence and what your house expects of residents.",
      },
      {
        icon: "star",
        title: "Reputation monitoring",
        description: "Review replies that protect residents' privacy and answer concerns honestly.",
      },
      { icon: "chart", title: "Occupancy dashboard", description: "Inquiries, applications and move-ins by source." },
    ],
  },
  faq: {
    title: "Sober living marketing FAQ",
    items: [
      faq(
        "Can a sober living home run Google Ads at all?",
        "Not on drug and alcohol recovery terms. LegitScript does not currently certify stand-alone recovery residences, and Google requires that certification for addiction-related ads. If your house is part of a licensed treatment program, the program's certification may cover it; we check before building anything.",
      ),
      faq(
        "Do we need NARR certification to work with you?",
        "It is not mandatory, but we strongly recommend certification through your state's NARR affiliate or state program. It is what referrers check first, and some states limit which residences licensed providers may refer to. We can market while you pursue it.",
      ),
      faq(
        "How do we get referrals from treatment centers legally?",
        "By being a house clinicians trust. We create materials that explain your standards and introduce you to discharge planners. We never arrange payments, shared revenue or free rent in exchange for residents, since EKRA applies to recovery homes directly.",
      ),
      faq(
        "How long does organic marketing take for a sober home?",
        "Local search visibility usually shows progress in 3-6 months. Referral relationships can produce move-ins sooner, often within the first weeks, once your packet and certification are in front of the right people.",
      ),
    ],
  },
  cta: {
    title: "Full houses, clean reputation",
    subtitle:
      "Tell us how many beds you run and where your residents come from today. We will outline a plan that needs no paid recovery ads.",
    ctaText: "Book a Sober Living Consultation",
    ctaUrl: "/schedule-session",
    background: "primary",
  },
});
