/** "What Our Clients Say" on /case-studies (spec §3 testimonial: quote, author, title). */
export interface Testimonial {
  quote: string;
  author: string;
  title: string;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      "They were the first agency that asked to listen to our admissions calls. Within a few months we knew which campaigns produced admits and which only produced phone calls.",
    author: "Rachel M.",
    title: "Executive Director, residential treatment center",
  },
  {
    quote:
      "Getting LegitScript certified felt impossible on our own. They walked us through every step, and our ads have stayed within policy ever since.",
    author: "James T.",
    title: "Chief Operating Officer, outpatient and IOP provider",
  },
  {
    quote:
      "Our houses used to depend on word of mouth. Now each home has its own listing and page, and the treatment programs we work with know exactly where to send residents.",
    author: "Angela R.",
    title: "Owner, sober living homes",
  },
];
