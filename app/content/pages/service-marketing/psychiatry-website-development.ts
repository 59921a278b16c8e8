import { faq, servicePage } from "./build";

export const psychiatryWebsiteDevelopment = servicePage({
  path: "/psychiatry-website-development",
  breadcrumb: "Psychiatry Websites",
  seo: {
    title: "Psychiatry Website Development for Practices",
    description:
      "Psychiatry practice websites: evaluation and med management pages, prescriber profiles, intake workflows and copy within controlled-substance ad limits.",
    keywords: [
      "psychiatry website development",
      "psychiatric practice website",
      "medication management website",
      "psychiatrist website design",
      "PMHNP practice website",
      "TMS clinic website",
    ],
  },
  hero: {
    title: "Psychiatry Website Development for Modern Practices",
    subtitle:
      "Patients come to a psychiatry practice with a referral, a diagnosis question or a medication that stopped working. We build websites that explain your evaluations and medication management clearly, set expectations, and make intake painless.",
    ctaText: "Discuss Your Practice Site",
    ctaUrl: "/contact",
  },
  about: {
    title: "What a psychiatry website has to do",
    html: `<p>A psychiatry practice is not a therapy practice with a prescription pad. New patients need to understand what a psychiatric evaluation involves, how long it takes, whether you prescribe on the first visit, how often follow-ups happen, and whether you also provide therapy. Referring physicians need to know what you treat, your wait time and what records to send. Your website should answer all of that before your front desk has to.</p>
<p>We build websites for:</p>
<ul>
<li>Independent psychiatrists and psychiatric nurse practitioner (PMHNP) practices</li>
<li>Group psychiatry practices with adult, child and adolescent, and geriatric services</li>
<li>Clinics offering interventional treatments such as TMS or esketamine alongside <strong>medication management</strong></li>
<li>Hybrid practices seeing patients in person and by telepsychiatry</li>
</ul>
<h3>Careful with controlled substances</h3>
<p>Stimulants for ADHD, benzodiazepines and other controlled medications are part of psychiatric care, but they are not something to advertise. Telehealth companies that marketed fast access to ADHD medication drew federal enforcement, and Google and Meta restrict prescription-drug promotion. We write about conditions, evaluations and treatment planning, never about getting a particular drug, and we state your prescribing policies plainly so patients know what to expect.</p>`,
  },
  problems: {
    title: "Website problems psychiatry practices face",
    subtitle: "Where psychiatry sites create work instead of saving it.",
    items: [
      {
        icon: "phone",
        title: "Front desk answering the same questions",
        description:
          "Do you take my insurance, do you prescribe ADHD medication, how long is the wait? When the site cannot answer, staff spend hours on calls that should have been self-served.",
      },
      {
        icon: "pill",
        title: "Copy that reads like a prescription ad",
        description:
          "Pages built around medication names attract drug-seeking inquiries and can get ads disapproved. We center content on evaluation and care, and keep drug names to factual treatment descriptions.",
      },
      {
        icon: "file-text",
        title: "Messy intake",
        description:
          "Patients email records, fax referral forms and call to ask what is next. A clear intake path with secure forms and a checklist for referrers shortens time to the first appointment.",
      },
      {
        icon: "award",
        title: "Prescribers without profiles",
        description:
          "Patients want to know who they will see, what their training is, and whether they see children or adults. Missing bios make a practice feel anonymous.",
      },
      {
        icon: "globe",
        title: "Telepsychiatry confusion",
        description:
          "Patients out of state request appointments you cannot provide. We show licensed states and the in-person visit requirements that apply to some prescriptions.",
      },
    ],
  },
  process: {
    title: "How we build a psychiatry website",
    subtitle: "Clinical accuracy and operational fit, in that order.",
    steps: [
      {
        icon: "stethoscope",
        title: "Clinical and policy review",
        description:
          "We document services, ages seen, prescribing and controlled-substance policies, payers and wait times with your medical director.",
      },
      {
        icon: "settings",
        title: "Intake workflow design",
        description:
          "We map how new patients and referrals should move from first visit to the website to first appointment, and build forms and pages around that path.",
      },
      {
        icon: "layout",
        title: "Design, content and build",
        description:
          "Clear service pages, prescriber profiles and a patient FAQ, written in plain language and tested on mobile devices and screen readers.",
      },
      {
        icon: "check",
        title: "Launch with tracking",
        description:
          "Privacy-safe analytics, search console and call tracking under a business associate agreement, so you see which pages start patient journeys.",
      },
    ],
  },
  deliverables: {
    title: "What psychiatry practices receive",
    subtitle: "A website that works like a good intake coordinator.",
    items: [
      {
        icon: "stethoscope",
        title: "Evaluation and medication management pages",
        description: "What happens, how long it takes and follow-up frequency.",
      },
      {
        icon: "award",
        title: "Prescriber profiles",
        description: "Training, board certification, populations served and telehealth availability.",
      },
      {
        icon: "file-text",
        title: "Referring provider page",
        description: "Referral form, records checklist and current wait times.",
      },
      { icon: "lock", title: "Secure intake forms", description: "Collected through a HIPAA-compliant service under a BAA." },
      {
        icon: "book",
        title: "Prescribing policies page",
        description: "Controlled-substance, refill and monitoring policies in plain language.",
      },
      {
        icon: "brain",
        title: "Interventional treatment pages",
        description: "TMS or esketamine explained accurately, with eligibility and insurance notes.",
      },
    ],
  },
  faq: {
    title: "Psychiatry website FAQ",
    items: [
      faq(
        "Can we mention specific medications on our website?",
        "On informational pages, you can describe treatment options accurately, with clinical review. We avoid headlines, calls to action and ads that promote a particular drug, especially controlled substances, because that invites the wrong inquiries and breaches ad platform rules.",
      ),
      faq(
        "Should we publish wait times?",
        "If you can keep them current, yes. A realistic wait time prevents frustrated calls and helps referring providers decide. We can add a simple setting your staff update weekly.",
      ),
      faq(
        "Do you build sites for telepsychiatry practices?",
        "Yes. We show the states where your prescribers are licensed, explain when an in-person evaluation is required, and make clear that controlled-substance prescribing follows DEA and state rules that can change.",
      ),
      faq(
        "How long does a psychiatry website take?",
        "Most practices launch in eight to ten weeks. Group practices with many prescribers, several locations or interventional services can take longer because there is more clinical content to review.",
      ),
    ],
  },
  cta: {
    title: "Let your website handle the first conversation",
    subtitle: "Send us your current site and intake process. We will show you where patients and referrers get stuck.",
    ctaText: "Schedule a Website Consultation",
    ctaUrl: "/schedule-session",
    background: "gradient",
  },
});
