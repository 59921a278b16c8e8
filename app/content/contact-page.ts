/** Copy of the /contact page: the specialized-services card. */
export const specializedServices = [
  {
    title: "Residential & inpatient",
    text: "Admissions marketing for ASAM 3.5 and 3.7 programs: keep beds full with commercially insured, admissions-ready callers.",
  },
  {
    title: "Partial hospitalization (PHP)",
    text: "Campaigns for ASAM 2.5 day programs, including step-down referrals from your own residential census.",
  },
  {
    title: "Intensive outpatient (IOP)",
    text: "Local search and evening-program messaging for ASAM 2.1 clients who keep working while in care.",
  },
  {
    title: "Outpatient",
    text: "Steady ASAM 1 caseloads from search, therapists' referrals and alumni, tracked to the first appointment.",
  },
  {
    title: "Medical detox",
    text: "Around-the-clock call handling and paid search for people who need a bed today, within Google's and Meta's healthcare ad rules.",
  },
  {
    title: "Dual diagnosis",
    text: "Content and landing pages that explain co-occurring treatment clearly to families and referring clinicians.",
  },
  {
    title: "Mental health",
    text: "Marketing for psychiatric, trauma and mood-disorder programs, with HIPAA-aware forms and no tracking on intake pages.",
  },
  {
    title: "Sober living",
    text: "Occupancy-focused local SEO and referral partnerships for recovery residences, NARR standards front and center.",
  },
] as const;
