import { faq, servicePage } from "./build";

export const telehealthMarketing = servicePage({
  path: "/telehealth-marketing",
  breadcrumb: "Telehealth Marketing",
  seo: {
    title: "Telehealth Marketing for Behavioral Health",
    description:
      "Telehealth marketing for virtual therapy, psychiatry and addiction care: licensed-state targeting, PSYPACT, Ryan Haight Act limits, privacy-safe tracking.",
    keywords: [
      "telehealth marketing",
      "virtual therapy marketing",
      "telepsychiatry marketing",
      "PSYPACT",
      "Ryan Haight Act",
      "multi-state telehealth",
    ],
  },
  hero: {
    title: "Telehealth Marketing Within the Lines of Licensure",
    subtitle:
      "A virtual practice can reach a whole state, or several, but only where its clinicians are licensed and its prescribing is lawful. We grow telehealth behavioral health services state by state, with compliance built into every campaign.",
    ctaText: "Plan Your Telehealth Growth",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "What telehealth marketing involves",
    html: `<p>Telehealth removed the waiting room, not the rules. A therapist or prescriber generally must be licensed in the state where the patient is located at the time of the session, so a virtual practice's market is the <strong>map of its licenses</strong>, not the internet. Marketing that ignores that map produces appointments you cannot legally keep.</p>
<p>We work with:</p>
<ul>
<li>Virtual therapy and counseling groups operating in several states</li>
<li>Telepsychiatry practices providing evaluations and medication management</li>
<li>Virtual IOPs and outpatient addiction programs, including medication for opioid use disorder</li>
<li>Brick-and-mortar centers adding telehealth to extend their reach and keep discharged patients engaged</li>
</ul>
<h3>The rules that shape the plan</h3>
<p>Psychologists in states that have joined PSYPACT can practice telepsychology across member states with the right authorization; newer compacts for counselors and social workers are still being implemented. Prescribing controlled substances by telemedicine is governed by the Ryan Haight Act, which generally requires an in-person evaluation; the DEA's temporary flexibilities have been extended more than once, so we write copy that stays accurate whichever way the rules settle. Addiction-related telehealth ads still require LegitScript certification. And because regulators have penalized online therapy companies for sharing health data with advertisers, our tracking never sends health information to ad platforms.</p>`,
  },
  problems: {
    title: "Telehealth growth problems we solve",
    subtitle: "What goes wrong when virtual care is marketed like an app.",
    items: [
      {
        icon: "globe",
        title: "Ads running where you cannot treat",
        description:
          "National campaigns bring sign-ups from states where none of your clinicians hold a license. We target by licensed state and show the state list on every landing page.",
      },
      {
        icon: "users",
        title: "Uneven capacity across states",
        description:
          "You may have ten clinicians in one state and one in another. Budgets set per state, tied to open appointment slots, stop you from filling a waitlist where you cannot serve.",
      },
      {
        icon: "pill",
        title: "Prescribing promises you cannot keep",
        description:
          "Ads implying easy access to controlled medication invite regulatory attention and the wrong patients. We describe evaluation and treatment planning, and state any in-person requirements honestly.",
      },
      {
        icon: "lock",
        title: "Pixels leaking health data",
        description:
          "Default ad-platform tags can pass intake answers and appointment details to advertisers. We rebuild measurement with server-side, health-data-free events.",
      },
      {
        icon: "message",
        title: "Competing with venture-funded apps",
        description:
          "National brands outspend any practice. Independent telehealth providers win on specialty depth, clinician continuity and in-network access, so that is what we put first.",
      },
    ],
  },
  process: {
    title: "How we grow a telehealth practice",
    subtitle: "State by state, specialty by specialty.",
    steps: [
      {
        icon: "map-pin",
        title: "License and capacity map",
        description:
          "We list each clinician's licenses, compact privileges, payers by state and available hours, and turn that into a market list.",
      },
      {
        icon: "shield",
        title: "Compliance review",
        description:
          "Consent, identity verification, prescribing policies, crisis protocols for remote patients and privacy settings are checked before launch.",
      },
      {
        icon: "layout",
        title: "State and specialty pages",
        description:
          "Landing pages for each licensed state and specialty, covering in-network plans, how sessions work and what happens in an emergency.",
      },
      {
        icon: "target",
        title: "State-bounded campaigns",
        description:
          "Search and social campaigns limited to licensed states, with budgets that rise and fall with appointment availability.",
      },
    ],
  },
  deliverables: {
    title: "What telehealth clients receive",
    subtitle: "Growth that stays inside licensure and privacy rules.",
    items: [
      {
        icon: "map-pin",
        title: "State landing pages",
        description: "Licensed clinicians, accepted plans and local crisis resources for each state.",
      },
      {
        icon: "video",
        title: "How virtual care works page",
        description: "Technology, privacy at home, first-session steps and what to do if a call drops.",
      },
      {
        icon: "lock",
        title: "Privacy-safe measurement",
        description: "Conversions recorded without health details, under BAAs where needed.",
      },
      {
        icon: "target",
        title: "State-bounded ad campaigns",
        description: "Geo-targeted to licensed states only, with LegitScript certification for addiction services.",
      },
      {
        icon: "calendar",
        title: "Capacity-linked budgeting",
        description: "Spend that follows open appointment slots by state.",
      },
      {
        icon: "chart",
        title: "State-level reporting",
        description: "Inquiries, first sessions and cost per new patient by state.",
      },
    ],
  },
  faq: {
    title: "Telehealth marketing FAQ",
    items: [
      faq(
        "Can we advertise telehealth nationally?",
        "Only if your clinicians are licensed, or hold compact privileges, in every state you target. In practice most providers run state-limited campaigns and add states as they credential clinicians.",
      ),
      faq(
        "How does the Ryan Haight Act affect our marketing?",
        "It governs prescribing controlled substances via telemedicine and generally requires an in-person evaluation, with DEA flexibilities in place for now. Your marketing should not promise controlled prescriptions online, and it should explain any in-person requirement plainly.",
      ),
      faq(
        "Does PSYPACT let our therapists work in every state?",
        "No. PSYPACT covers licensed psychologists practicing across participating states under its authorizations. Counselors, social workers and marriage and family therapists depend on their own licenses or on newer compacts as they take effect.",
      ),
      faq(
        "Do telehealth addiction programs need LegitScript?",
        "Yes, for Google and Meta ads about drug and alcohol treatment, including online programs. We can help you prepare while running compliant organic and referral marketing in the meantime.",
      ),
    ],
  },
  cta: {
    title: "Grow where you are licensed to grow",
    subtitle: "Share your clinicians' licenses and open hours. We will map where your telehealth demand and capacity meet.",
    ctaText: "Book a Telehealth Strategy Call",
    ctaUrl: "/schedule-session",
    background: "primary",
  },
});
