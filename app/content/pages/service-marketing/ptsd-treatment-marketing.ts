import { faq, servicePage } from "./build";

export const ptsdTreatmentMarketing = servicePage({
  path: "/ptsd-treatment-marketing",
  breadcrumb: "PTSD Treatment Marketing",
  seo: {
    title: "PTSD Treatment Marketing for Trauma Programs",
    description:
      "Trauma-informed marketing for PTSD programs serving veterans and first responders: VA Community Care referrals, TRICARE, peer-support outreach, respectful ads.",
    keywords: [
      "PTSD treatment marketing",
      "trauma program marketing",
      "veteran treatment marketing",
      "first responder treatment",
      "VA Community Care referrals",
      "trauma-informed marketing",
    ],
  },
  hero: {
    title: "PTSD Treatment Marketing, Trauma-Informed From the First Word",
    subtitle:
      "Veterans, first responders and survivors of trauma have learned to distrust being sold to. We help trauma programs earn that trust with steady, accurate messaging and referral channels that carry weight with these communities.",
    ctaText: "Discuss Your Trauma Program",
    ctaUrl: "/schedule-session",
  },
  about: {
    title: "What PTSD treatment marketing involves",
    html: `<p>Marketing a PTSD program is different from marketing general mental health care. The people you serve may avoid reminders of what happened to them, may have been let down by systems before, and often reach treatment through someone they trust: a fellow service member, a peer-support officer, a spouse, a VA clinician. Everything you publish has to be <strong>trauma-informed</strong>: predictable, non-graphic, clear about what happens next, and respectful of choice.</p>
<p>This service is for programs offering evidence-based trauma treatment, such as Cognitive Processing Therapy, Prolonged Exposure and EMDR, in residential, PHP, IOP or outpatient settings, including those that treat PTSD alongside substance use. Typical audiences:</p>
<ul>
<li>Veterans, often referred through VA Community Care or eligible for it</li>
<li>Active-duty service members and families covered by TRICARE</li>
<li>Police officers, firefighters, paramedics, dispatchers and corrections staff</li>
<li>Civilian survivors of assault, accidents and other traumatic events</li>
</ul>
<h3>Referral systems that matter</h3>
<p>Under the MISSION Act, eligible veterans can receive care from community providers in the VA's Community Care Network. Joining that network, and making your participation easy to verify, can matter more than any ad. For first responders, the gatekeepers are peer-support teams, union wellness coordinators and employee assistance programs. We build outreach for each.</p>`,
  },
  problems: {
    title: "Challenges trauma programs bring to us",
    subtitle: "Where well-meant marketing drives trauma survivors away.",
    items: [
      {
        icon: "heart",
        title: "Imagery that re-traumatizes",
        description:
          "Explosions, flashing lights, soldiers in combat and sirens are common in PTSD ads and can trigger the very people you want to reach. We use calm, predictable visuals and plain, steady language.",
      },
      {
        icon: "lock",
        title: "Ads that assume a diagnosis",
        description:
          "Meta's rules prohibit ads that imply the viewer has a condition, so asking whether a reader is a veteran struggling with PTSD gets rejected. We write to the situation, not the diagnosis.",
      },
      {
        icon: "shield",
        title: "Unclear VA and TRICARE status",
        description:
          "Veterans and families want to know immediately whether you accept Community Care authorizations or TRICARE. If it takes three clicks to find out, they call a program that says so on the homepage.",
      },
      {
        icon: "users",
        title: "Civilian messaging for a culture apart",
        description:
          "Service members and first responders respond to peers and plain talk. Therapy language written for a general audience reads as naive; we write with input from people who have worn the uniform.",
      },
      {
        icon: "link",
        title: "No relationships with gatekeepers",
        description:
          "Peer-support teams, chaplains, union reps and vet center counselors refer programs they know and trust. Without deliberate outreach, your program stays invisible to them.",
      },
    ],
  },
  process: {
    title: "How we market a PTSD program",
    subtitle: "Trust first, reach second.",
    steps: [
      {
        icon: "stethoscope",
        title: "Clinical and cultural review",
        description:
          "We document your trauma therapies, clinician training, and population-specific tracks, and review messaging with veteran and first-responder advisors where you have them.",
      },
      {
        icon: "award",
        title: "Network and payer readiness",
        description:
          "We help you present Community Care Network participation, TRICARE status and accepted insurance clearly and accurately.",
      },
      {
        icon: "link",
        title: "Gatekeeper outreach",
        description:
          "Materials for VA community care coordinators, vet centers, peer-support teams and EAPs, each with a tracked referral line.",
      },
      {
        icon: "target",
        title: "Respectful campaigns",
        description:
          "Search and social ads that avoid graphic content and diagnosis assumptions, with PTSD-plus-substance-use campaigns run only under your LegitScript certification.",
      },
    ],
  },
  deliverables: {
    title: "What trauma programs receive",
    subtitle: "Tools that make trust easy to establish.",
    items: [
      {
        icon: "shield",
        title: "Veterans and VA Community Care page",
        description: "Eligibility basics, how authorization works and how to start with your program.",
      },
      {
        icon: "users",
        title: "First responder program page",
        description: "Confidentiality, return-to-duty planning and peer involvement explained.",
      },
      {
        icon: "book",
        title: "Trauma therapies explained",
        description: "CPT, PE and EMDR described calmly, with what a session is like.",
      },
      {
        icon: "file-text",
        title: "Gatekeeper referral packet",
        description: "For peer-support teams, unions, chaplains and VA coordinators.",
      },
      {
        icon: "phone",
        title: "Crisis resources placement",
        description: "988 and the Veterans Crisis Line shown wherever someone may be in danger.",
      },
      {
        icon: "chart",
        title: "Referral-source reporting",
        description: "Inquiries and admissions by VA, TRICARE, EAP and direct channels.",
      },
    ],
  },
  faq: {
    title: "PTSD treatment marketing FAQ",
    items: [
      faq(
        "How do we get referrals through VA Community Care?",
        "First, your program must participate in the Community Care Network for your region and meet the VA's requirements. We then make that participation visible, explain the referral process for veterans, and build relationships with VA community care staff, but referrals come from the VA's authorization process, not marketing.",
      ),
      faq(
        "Can we use photos of veterans or first responders?",
        "Only with consent and never in a way that suggests the person is a patient. We favor images of settings, staff and everyday moments over uniforms and combat scenes, which can trigger the people you want to reach.",
      ),
      faq(
        "Should we create a separate brand for a first responder program?",
        "Sometimes. First responders often worry about being seen at a treatment center. A distinct program name with its own page, and language about confidentiality and fitness for duty, can lower that barrier without a separate website.",
      ),
      faq(
        "How do you measure success for a trauma program?",
        "By admissions and completed treatment, split by referral channel. We report VA, TRICARE, EAP and self-referral inquiries separately, because each grows through different work and on a different timeline.",
      ),
    ],
  },
  cta: {
    title: "Earn the trust of people who have been through the worst",
    subtitle:
      "We will review your site and outreach through a trauma-informed lens and show you where veterans and first responders are turning away.",
    ctaText: "Book a Trauma-Informed Review",
    ctaUrl: "/schedule-session",
    background: "gradient",
  },
});
