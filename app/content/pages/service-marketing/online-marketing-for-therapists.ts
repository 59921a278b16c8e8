import { faq, servicePage } from "./build";

export const onlineMarketingForTherapists = servicePage({
  path: "/online-marketing-for-therapists",
  breadcrumb: "Marketing for Therapists",
  seo: {
    title: "Online Marketing for Therapists & Group Practices",
    description:
      "Online marketing for therapists: Psychology Today profiles, Google Business Profile, niche positioning and a private pay or insurance panel plan.",
    keywords: [
      "online marketing for therapists",
      "therapist marketing",
      "Psychology Today profile",
      "private practice marketing",
      "Google Business Profile for therapists",
      "group practice marketing",
    ],
  },
  hero: {
    title: "Online Marketing for Therapists Who Want the Right Clients",
    subtitle:
      "A full caseload of clients you do your best work with, at a fee that sustains your practice. We help solo therapists and group practices get there without turning therapy into a sales pitch.",
    ctaText: "Talk About Your Practice",
    ctaUrl: "/contact",
  },
  about: {
    title: "Marketing made for private practice",
    html: `<p>Therapists did not train to market themselves, and most marketing advice written for businesses feels wrong in a helping profession. Yet a therapist with a half-empty caseload cannot help the people searching for exactly what they offer. Good practice marketing is simply making it easy for the right client to recognize you, trust you and book a consultation.</p>
<p>We work with:</p>
<ul>
<li>Solo practitioners (LPCs, LCSWs, LMFTs, psychologists) building or rebuilding a caseload</li>
<li>Group practices adding clinicians and needing to fill new schedules quickly</li>
<li>Specialists in areas such as trauma, perinatal mental health, couples work, OCD or eating disorders</li>
<li>Practices moving from insurance panels toward private pay, or the reverse</li>
</ul>
<h3>Private pay and insurance need different plans</h3>
<p>If you are <strong>in-network</strong>, insurer directories already send inquiries, and the job is attracting the clients you specialize in and keeping your schedule full without an admin drowning in calls. If you are <strong>private pay</strong>, your marketing must justify the fee: a clear specialty, visible expertise, and a transparent explanation of cost, superbills and out-of-network reimbursement. Most practices are a blend, and we plan the mix deliberately.</p>`,
  },
  problems: {
    title: "Practice growth problems we solve",
    subtitle: "What keeps good therapists from full caseloads.",
    items: [
      {
        icon: "users",
        title: "A Psychology Today profile that blends in",
        description:
          "Profiles that open with a list of credentials and every issue under the sun look like the hundred others nearby. We rewrite yours to speak to your ideal client in their words and to show your specialty at a glance.",
      },
      {
        icon: "map-pin",
        title: "Missing from local search",
        description:
          "Without a verified Google Business Profile, correct categories and consistent listings, you miss people searching for a therapist near them. Telehealth-only therapists need a different approach, which we plan with you.",
      },
      {
        icon: "target",
        title: "Trying to appeal to everyone",
        description:
          "A website listing twenty specialties convinces nobody. Focused positioning on the clients you serve best raises inquiries from the people you want and makes private-pay fees easier to accept.",
      },
      {
        icon: "star",
        title: "Unsure what is ethical",
        description:
          "Professional codes restrict soliciting testimonials from current clients, and HIPAA governs how you reply to reviews. We build marketing that fits the APA, ACA and NASW codes rather than tripping over them.",
      },
      {
        icon: "clock",
        title: "Consultations that never book",
        description:
          "Inquiries waiting two days for a reply go elsewhere. Online scheduling for free consultations and an auto-reply that sets expectations keep prospective clients engaged.",
      },
    ],
  },
  process: {
    title: "How we grow a therapy practice",
    subtitle: "Sized for a practice, not a hospital.",
    steps: [
      {
        icon: "target",
        title: "Ideal client and payer plan",
        description:
          "We define who you help best, which presenting concerns to lead with, and how private-pay and insurance clients fit your goals.",
      },
      {
        icon: "users",
        title: "Directory and profile overhaul",
        description:
          "Psychology Today and other directory profiles rewritten and kept consistent with your website and Google Business Profile.",
      },
      {
        icon: "search",
        title: "Website and local SEO",
        description:
          "Specialty pages that answer the questions your clients ask before the first session, plus local search work for each office.",
      },
      {
        icon: "megaphone",
        title: "Optional paid search",
        description:
          "Small, tightly targeted campaigns for specialties with demand, launched only once the website converts well.",
      },
    ],
  },
  deliverables: {
    title: "What therapist clients receive",
    subtitle: "Everything a practice needs, nothing it does not.",
    items: [
      {
        icon: "users",
        title: "Rewritten directory profiles",
        description: "Psychology Today and similar profiles aligned with your specialty.",
      },
      {
        icon: "map-pin",
        title: "Google Business Profile setup",
        description: "Verified listing, accurate categories and review replies that protect confidentiality.",
      },
      {
        icon: "file-text",
        title: "Specialty pages",
        description: "One page per focus area, written in your voice and approved by you.",
      },
      {
        icon: "dollar",
        title: "Fees and insurance page",
        description: "Rates, panels, superbills and sliding scale explained plainly.",
      },
      { icon: "calendar", title: "Consultation booking flow", description: "Online scheduling linked to your EHR or calendar." },
      { icon: "chart", title: "Monthly inquiry report", description: "Consultation requests and new clients by source." },
    ],
  },
  faq: {
    title: "Therapist marketing FAQ",
    items: [
      faq(
        "Is Psychology Today still worth paying for?",
        "For most therapists, yes. It remains one of the main places people compare therapists. But a profile that converts matters more than simply being listed, and your own website and Google presence should carry part of the load so you are not dependent on one directory.",
      ),
      faq(
        "Can I ask clients for Google reviews?",
        "Most professional codes discourage or prohibit soliciting testimonials from current clients because of undue influence. We focus on other trust signals: a strong profile, clear expertise and professional endorsements. If reviews arrive unsolicited, we help you reply without confirming the person was a client.",
      ),
      faq(
        "Should I leave insurance panels to go private pay?",
        "It depends on your specialty, your market and your finances. We can model a gradual shift, such as closing one panel at a time while building private-pay demand through your website, so your caseload does not drop in the meantime.",
      ),
      faq(
        "How soon will I see new clients?",
        "Profile and Google Business Profile improvements can bring inquiries within weeks; paid search, if used, usually within the first week. Website SEO builds over 3-6 months.",
      ),
    ],
  },
  cta: {
    title: "Fill your caseload with the clients you do your best work with",
    subtitle:
      "Send us your website and directory profile. We will show you what a prospective client sees and what would make them book.",
    ctaText: "Get a Practice Review",
    ctaUrl: "/contact",
    background: "gradient",
  },
});
