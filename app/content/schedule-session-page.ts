/** Copy of the /schedule-session page. */
export const sessionCovers = [
  {
    title: "Where your admissions come from today",
    text: "We look at your call volume, form fills and admits by source, and where inquiries fall out between first call and intake.",
  },
  {
    title: "Your levels of care and payer mix",
    text: "Which programs have open beds or group seats, which payers you want more of, and what a realistic cost per admission looks like for them.",
  },
  {
    title: "Compliance before campaigns",
    text: "LegitScript certification status, Google and Meta healthcare ad policies, HIPAA-aware tracking and the patient-brokering rules of your state.",
  },
  {
    title: "A 90-day plan",
    text: "You leave with the two or three changes we would make first, whether or not you work with us.",
  },
] as const;

export const sessionAttendees = [
  "A senior strategist who has run admissions campaigns for residential, PHP, IOP and outpatient programs.",
  "From your side, whoever owns census: usually the CEO, executive director or director of business development. Your admissions lead is welcome too.",
] as const;

export const sessionPreparation = [
  "Your monthly admissions target and current census by level of care.",
  "Current marketing spend and the channels it goes to (search, paid social, directories, referral relations).",
  "Your website address and, if you have them, access to Google Analytics or your call-tracking reports.",
  "Accreditations and certifications: Joint Commission or CARF, LegitScript, state licensure.",
] as const;
