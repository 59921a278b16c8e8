import { faq, servicePage } from "./build";

export const iopMarketing = servicePage({
  path: "/iop-marketing",
  breadcrumb: "IOP Marketing",
  seo: {
    title: "IOP Marketing for Intensive Outpatient Programs",
    description:
      "Intensive outpatient program marketing: evening and virtual IOP tracks, working professionals, parents of teens, and EAP referrals that fill groups.",
    keywords: [
      "IOP marketing",
      "intensive outpatient marketing",
      "ASAM 2.1",
      "evening IOP",
      "virtual IOP marketing",
      "adolescent IOP marketing",
    ],
  },
  hero: {
    title: "IOP Marketing That Fills Groups, Not Just Calendars",
    subtitle:
      "An intensive outpatient program only works when each group has enough members to be therapeutic. We bring in the working adults, parents and step-down patients who keep your morning, evening and virtual tracks running.",
    ctaText: "Grow Your IOP",
    ctaUrl: "/contact",
  },
  about: {
    title: "Marketing built for intensive outpatient care",
    html: `<p>Intensive outpatient care, ASAM Level 2.1, typically means at least nine hours a week of group and individual therapy for adults, often three hours on three evenings. It lets someone keep a job, a lease and a family routine while getting more structure than a weekly therapy appointment can offer. Mental-health IOPs follow a similar pattern, and since 2024 Medicare covers intensive outpatient services, which has brought new programs and new competition.</p>
<p>IOP economics are group economics. A group of two feels empty to the patient and costs the same to staff as a group of ten. So IOP marketing is about filling specific tracks at specific times. We work with:</p>
<ul>
<li>Standalone IOPs for substance use, mental health or co-occurring conditions</li>
<li>Residential and PHP operators adding an IOP step-down</li>
<li>Adolescent IOPs, where a parent makes the call and the school calendar sets the rhythm</li>
<li>Virtual IOPs serving patients across a state where the program is licensed</li>
</ul>
<h3>Track-level thinking</h3>
<p>We plan campaigns by track: morning, evening, weekend, virtual, adolescent. Each gets its own page, its own message and, where it makes sense, its own budget, so a full evening group never absorbs the spend your struggling morning group needs.</p>`,
  },
  problems: {
    title: "IOP growth problems we solve",
    subtitle: "Most IOPs have capacity in some tracks and waiting lists in others.",
    items: [
      {
        icon: "users",
        title: "Uneven groups across tracks",
        description:
          "Evening groups overflow while daytime groups run at three members. Track-specific pages and ad schedules let us push demand toward the sessions with open seats.",
      },
      {
        icon: "message",
        title: "Messages written for inpatient",
        description:
          "Copy about escaping daily life repels someone who needs to keep working. We write for people who want treatment around a shift, a commute and a school pick-up.",
      },
      {
        icon: "heart",
        title: "Parents left without answers",
        description:
          "Adolescent IOP inquiries come from worried parents who want to know about school, confidentiality and family sessions. Without a page for them, they call a program that has one.",
      },
      {
        icon: "globe",
        title: "Virtual IOP shown in states you cannot serve",
        description:
          "Telehealth IOP ads that reach people outside your licensed states create calls you must turn away. We restrict targeting and copy to the states where your clinicians can treat.",
      },
      {
        icon: "trending-up",
        title: "Patients who stop attending",
        description:
          "Enrollment is not completion. We track attendance through week three by source so budget favors channels whose patients stay engaged.",
      },
    ],
  },
  process: {
    title: "How we grow an IOP",
    subtitle: "Planned around seats in groups, not generic lead volume.",
    steps: [
      {
        icon: "calendar",
        title: "Seat map",
        description:
          "We list every track, its start dates, current members and ideal size, and set monthly enrollment goals for each.",
      },
      {
        icon: "layout",
        title: "Track pages",
        description:
          "Separate pages for each schedule and population, each with times, a sample week, insurance information and the fastest way to start.",
      },
      {
        icon: "target",
        title: "Schedule-aware campaigns",
        description:
          "Ads that raise bids for tracks with open seats and pause for tracks at capacity, updated weekly with your program director.",
      },
      {
        icon: "users",
        title: "Employer and school outreach",
        description:
          "Materials for EAP counselors, HR teams, school counselors and pediatricians, each with a tracked referral number.",
      },
    ],
  },
  deliverables: {
    title: "What IOP clients receive",
    subtitle: "Everything tuned to enrollments per track.",
    items: [
      {
        icon: "layout",
        title: "One page per IOP track",
        description: "Morning, evening, virtual and adolescent options with their own schedule and intake steps.",
      },
      {
        icon: "video",
        title: "Virtual IOP setup explainer",
        description: "How sessions work, privacy at home, and which states are eligible.",
      },
      {
        icon: "heart",
        title: "Parent guide for adolescent IOP",
        description: "School coordination, confidentiality rules and family therapy explained.",
      },
      {
        icon: "file-text",
        title: "EAP and HR referral kit",
        description: "What IOP involves, time-off expectations and how to refer an employee.",
      },
      {
        icon: "chart",
        title: "Seat-fill dashboard",
        description: "Enrollments, attendance and open seats by track, updated weekly.",
      },
    ],
  },
  faq: {
    title: "IOP marketing FAQ",
    items: [
      faq(
        "Can you market a virtual IOP across the whole country?",
        "Only where your clinicians are licensed and your program is approved to operate. We limit targeting to those states and say so plainly on the page, which keeps intake from fielding calls it has to decline.",
      ),
      faq(
        "How do you reach working professionals without stigma?",
        "We write about performance, sleep, stress and keeping a career, not about hitting bottom. Ads are worded so that no one seeing them over a colleague's shoulder learns anything sensitive, and nothing in them implies the reader has a condition, which Meta's personal-attributes rules prohibit anyway.",
      ),
      faq(
        "Should our IOP have its own website?",
        "Usually not. An IOP section within your main site benefits from the trust your domain has already earned. A separate site makes sense only when the IOP has a different brand, audience or license, such as an adolescent program.",
      ),
      faq(
        "What results should we expect in the first quarter?",
        "Paid campaigns typically produce calls within the first week, and most IOP clients see better enrollment by track within 30-60 days as pages and schedules are fixed. Organic gains follow in 3-6 months.",
      ),
    ],
  },
  cta: {
    title: "Fill the groups that need members",
    subtitle:
      "Share your track schedule and current group sizes. We will show you where the open seats are and how we would fill them.",
    ctaText: "Book an IOP Review",
    ctaUrl: "/schedule-session",
    background: "gradient",
  },
});
