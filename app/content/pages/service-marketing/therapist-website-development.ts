import { faq, servicePage } from "./build";

export const therapistWebsiteDevelopment = servicePage({
  path: "/therapist-website-development",
  breadcrumb: "Therapist Websites",
  seo: {
    title: "Therapist Website Development & Design",
    description:
      "Therapist websites that book consultations: specialty pages, secure contact forms, EHR scheduling, Good Faith Estimate notice and fast design you own.",
    keywords: [
      "therapist website development",
      "therapist website design",
      "private practice website",
      "counselor website",
      "HIPAA-compliant contact form",
      "Good Faith Estimate notice",
    ],
  },
  hero: {
    title: "Therapist Website Development That Feels Like Your Office",
    subtitle:
      "Calm, clear and quick to book from. We design and build websites for therapists and group practices that reflect how you work and turn a nervous first visit into a scheduled consultation.",
    ctaText: "Plan Your New Website",
    ctaUrl: "/contact",
  },
  about: {
    title: "A practice website, built properly",
    html: `<p>For most clients, your website is the first room of your practice they walk into. They arrive anxious, often late at night, usually on a phone, and decide within moments whether you seem like someone they could talk to. A good therapist website answers three questions fast: <strong>can you help with what I am going through, what will it cost, and how do I start</strong>.</p>
<p>We build sites for solo clinicians, group practices and specialty clinics who have outgrown a template or never had a site that represented them. Every build includes:</p>
<ul>
<li>Pages for each specialty and population you serve, written with you, not copied from a content library</li>
<li>Clinician bios with photos, credentials and licensure, for groups a filterable team page</li>
<li>A fees page covering rates, insurance, superbills and the Good Faith Estimate notice the No Surprises Act requires for self-pay and uninsured clients</li>
<li>Online consultation booking through your EHR's client portal or calendar</li>
<li>A clear statement that the site is not for emergencies, with 988 and local crisis options</li>
</ul>
<h3>Built for privacy and access</h3>
<p>Contact forms either collect only what you need to reply, or run through a HIPAA-compliant form service under a business associate agreement. Sites meet WCAG accessibility guidelines, load quickly on mobile, and live on a domain you own, so you are never locked into a platform.</p>`,
  },
  problems: {
    title: "Website problems therapists bring to us",
    subtitle: "Why many practice websites look fine and still fail to book clients.",
    items: [
      {
        icon: "layout",
        title: "Templates that say nothing",
        description:
          "Stock photos of stones and lines like a safe space for healing appear on thousands of sites. Visitors cannot tell who you are or who you help, so they keep scrolling.",
      },
      {
        icon: "lock",
        title: "Forms that collect too much",
        description:
          "Contact forms asking visitors to describe their symptoms send protected health information through ordinary email. We redesign intake so details are gathered only inside secure systems.",
      },
      {
        icon: "clock",
        title: "Slow, hard-to-use pages",
        description:
          "Heavy page builders and autoplay video make phones struggle. Slow or inaccessible sites lose visitors and rank lower, especially for people using screen readers or older devices.",
      },
      {
        icon: "dollar",
        title: "Hidden fees and missing notices",
        description:
          "Clients who cannot find your rate or insurance status email to ask, or give up. Missing Good Faith Estimate information can also put a practice out of step with federal rules.",
      },
      {
        icon: "settings",
        title: "Sites you cannot update",
        description:
          "Practices often depend on a former web designer to change a fee or add a clinician. We build on an editor you can use yourself, and hand over every login.",
      },
    ],
  },
  process: {
    title: "How we build a therapist website",
    subtitle: "Six to eight weeks for most practices, with your input at every stage.",
    steps: [
      {
        icon: "message",
        title: "Discovery conversation",
        description:
          "We learn your specialties, ideal clients, fee structure, panels and the feeling you want visitors to have when they arrive.",
      },
      {
        icon: "file-text",
        title: "Content in your voice",
        description:
          "Our writers interview you and draft every page; you edit and approve, so the site sounds like you in session.",
      },
      {
        icon: "layout",
        title: "Design and build",
        description:
          "A calm, accessible design with clear booking calls to action, built for speed and tested on phones, screen readers and slow connections.",
      },
      {
        icon: "check",
        title: "Launch and hand-off",
        description:
          "Redirects from your old site, search console setup, analytics without health-data pixels, and a short training on updating content.",
      },
    ],
  },
  deliverables: {
    title: "Every therapist website includes",
    subtitle: "Designed to book, built to last.",
    items: [
      { icon: "layout", title: "Custom design", description: "Colors, type and imagery chosen to match your practice." },
      {
        icon: "file-text",
        title: "Specialty and bio pages",
        description: "Written with you, optimized for the searches clients actually make.",
      },
      { icon: "calendar", title: "Consultation booking", description: "Linked to your EHR client portal or scheduling tool." },
      {
        icon: "lock",
        title: "Secure contact options",
        description: "Minimal forms or a HIPAA-compliant form service with a BAA.",
      },
      {
        icon: "dollar",
        title: "Fees and Good Faith Estimate page",
        description: "Rates, insurance and self-pay rights explained clearly.",
      },
      {
        icon: "check",
        title: "Accessibility and speed checks",
        description: "WCAG review and mobile performance testing before launch.",
      },
      {
        icon: "settings",
        title: "Ownership and training",
        description: "Your domain, your accounts, and the ability to edit pages yourself.",
      },
    ],
  },
  faq: {
    title: "Therapist website FAQ",
    items: [
      faq(
        "Does my therapist website need to be HIPAA compliant?",
        "The public pages themselves do not hold health records, but anything that collects client information does. We keep contact forms minimal or use a form provider that signs a business associate agreement, and we keep advertising pixels off pages where health details could be shared.",
      ),
      faq(
        "Can you connect the site to SimplePractice or TherapyNotes?",
        "Yes. We link or embed the booking and client portal features of your EHR so prospective clients can request a consultation and existing clients can reach the portal, without your website storing their information.",
      ),
      faq(
        "What about group practices with many clinicians?",
        "We build a team directory that lets visitors filter by specialty, availability, insurance and session format, with a profile page for each clinician. New clinicians can be added in minutes.",
      ),
      faq(
        "Will the new website rank on Google?",
        "It will be built to rank: fast, well structured, with specialty pages and local signals. Rankings themselves build over 3-6 months and depend on competition in your area; ongoing SEO can speed that up.",
      ),
    ],
  },
  cta: {
    title: "A website that feels like the first session went well",
    subtitle:
      "Tell us about your practice and the clients you want to reach. We will send a site plan and timeline for your review.",
    ctaText: "Request a Website Plan",
    ctaUrl: "/contact",
    background: "primary",
  },
});
