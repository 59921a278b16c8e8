import { faq, servicePage } from "./build";

export const medicalDetoxMarketing = servicePage({
  path: "/medical-detox-marketing",
  breadcrumb: "Medical Detox Marketing",
  seo: {
    title: "Medical Detox Marketing for 3.7-WM Programs",
    description:
      "Marketing for medically monitored detox (ASAM 3.7-WM): clinical trust signals, hospital and ER referral paths, and ads that run only while nurses can admit.",
    keywords: [
      "medical detox marketing",
      "3.7-WM",
      "medically monitored withdrawal management",
      "detox admissions",
      "hospital detox referrals",
      "alcohol detox marketing",
    ],
  },
  hero: {
    title: "Medical Detox Marketing Led by Clinical Credibility",
    subtitle:
      "People in withdrawal, and the relatives watching it, need to trust that a physician and nurses are in the building. We market your medically monitored detox on that clinical strength, around the clock.",
    ctaText: "Talk to a Detox Marketing Lead",
    ctaUrl: "/contact",
  },
  about: {
    title: "Medical detox is not social detox, and your marketing should say so",
    html: `<p>Medically monitored inpatient withdrawal management, <strong>ASAM 3.7-WM</strong>, means physician oversight, nursing coverage around the clock, withdrawal scales, and medications to manage symptoms safely. It is the right level for alcohol and benzodiazepine withdrawal with seizure risk, complicated opioid withdrawal, and patients with medical or psychiatric conditions that make withdrawal dangerous. Social detox, clinically managed at 3.2-WM, offers a safe, supervised setting without that medical layer.</p>
<p>Families rarely know the difference, and many programs blur it. Your marketing has to make the distinction clear without frightening anyone, because it is your strongest argument and the main reason a hospital discharge planner will call you first.</p>
<p>This service is for:</p>
<ul>
<li>Freestanding 3.7-WM detox units and detox wings of residential centers</li>
<li>Programs that also offer 4-WM hospital-level care or take admissions directly from emergency departments</li>
<li>Detox providers whose patients usually continue into their own residential or PHP levels</li>
</ul>
<h3>Clinical copy, clinically reviewed</h3>
<p>Every page that describes symptoms, medications or risk is reviewed by your medical director before it goes live. That protects patients, keeps claims accurate for LegitScript monitoring, and gives search engines the medical expertise signals they expect from health content.</p>`,
  },
  problems: {
    title: "What holds medical detox programs back",
    subtitle: "Detox is urgent, medical and short. Marketing that ignores any of those three loses admissions.",
    items: [
      {
        icon: "stethoscope",
        title: "Sounding like every other detox",
        description:
          "If your site reads the same as a social-model program, you lose the clinical callers who need you most. We put medical staffing, monitoring protocols and medication management on every detox page.",
      },
      {
        icon: "phone",
        title: "Admissions lines that go to voicemail",
        description:
          "Withdrawal does not wait until Monday. Ads that run while nobody answers waste budget and people. We align ad schedules, call routing and after-hours coverage with your nursing staff's real intake capacity.",
      },
      {
        icon: "link",
        title: "Emergency departments that do not know you",
        description:
          "ER physicians and hospitalists discharge patients in withdrawal every day. Without a referral kit and a direct clinical line, they refer to whoever they heard of first.",
      },
      {
        icon: "shield",
        title: "Medication claims that trigger disapprovals",
        description:
          "Naming controlled medications in ads, or promising painless withdrawal, gets ads rejected and can put certification at risk. We describe symptom management accurately and keep drug names off ads.",
      },
      {
        icon: "trending-up",
        title: "Short stays, lost continuums",
        description:
          "A five-day stay is only the start. If patients leave detox without a clear next step into your residential or PHP program, your cost per admission to the full continuum doubles.",
      },
    ],
  },
  process: {
    title: "How we market medical detox",
    subtitle: "Built for urgent, round-the-clock decisions.",
    steps: [
      {
        icon: "clock",
        title: "Capacity and coverage mapping",
        description:
          "We learn your bed count, nurse-to-patient ratios and admission cut-off times, then set the hours and regions each campaign can run.",
      },
      {
        icon: "stethoscope",
        title: "Medical director review loop",
        description:
          "Symptom pages, medication explanations and admission criteria are written with your physicians and signed off before publication.",
      },
      {
        icon: "target",
        title: "Urgent-intent campaigns",
        description:
          "Search ads for people looking for help with withdrawal right now, with call-only formats at night when a form is the wrong tool.",
      },
      {
        icon: "link",
        title: "Continuum hand-off tracking",
        description:
          "We follow each detox admission to see whether it stepped into your next level of care and which sources produce patients who do.",
      },
    ],
  },
  deliverables: {
    title: "Deliverables for medical detox",
    subtitle: "Focused on urgent calls and clinical trust.",
    items: [
      {
        icon: "pill",
        title: "Substance-specific withdrawal pages",
        description: "Alcohol, benzodiazepine and opioid withdrawal, each reviewed by your physicians.",
      },
      {
        icon: "phone",
        title: "24/7 call routing plan",
        description: "Ad schedules, overflow routing and after-hours scripts tied to staffing.",
      },
      {
        icon: "file-text",
        title: "Hospital referral kit",
        description: "Admission criteria, medical exclusions and a direct nurse-to-nurse line.",
      },
      {
        icon: "award",
        title: "Medical staffing profiles",
        description: "Physician and nursing credentials presented so callers see who will care for them.",
      },
      {
        icon: "target",
        title: "Call-first search campaigns",
        description: "Mobile call ads for urgent searches, running only under your certification.",
      },
      {
        icon: "chart",
        title: "Detox-to-continuum report",
        description: "Admissions, completion and step-down rates by source each month.",
      },
    ],
  },
  faq: {
    title: "Medical detox marketing FAQ",
    items: [
      faq(
        "Can we advertise the medications we use in detox?",
        "You can explain on your website, accurately and with clinical review, that withdrawal is managed with medication. In ads we avoid naming controlled substances, because Google and Meta treat prescription-drug terms as restricted content even for certified advertisers.",
      ),
      faq(
        "We cannot staff intake overnight. Should we still advertise at night?",
        "Only if someone qualified answers. A missed call from someone in withdrawal is a lost admission and a bad experience for a person at risk. We either pause overnight or route after-hours calls to trained staff under a business associate agreement.",
      ),
      faq(
        "How do you build relationships with emergency departments?",
        "With useful clinical information, not gifts. We create a referral kit with admission criteria and a direct line, and track which hospitals refer. We never offer payment or anything of value for referrals, which EKRA and the federal Anti-Kickback Statute prohibit.",
      ),
      faq(
        "What cost per admission is realistic for medical detox?",
        "Detox admissions are usually cheaper to win than residential ones because intent is so urgent. Our target across levels of care is $500-$2,000 per admission, compared with the $3,000-$5,000 industry norm, and we report it monthly.",
      ),
    ],
  },
  cta: {
    title: "Be the detox hospitals and families call first",
    subtitle:
      "We will review your detox pages, call coverage and referral materials and show you how many urgent callers you are missing today.",
    ctaText: "Schedule a Detox Review",
    ctaUrl: "/schedule-session",
    background: "primary",
  },
});
