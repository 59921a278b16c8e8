/** Leadership team shown on /about (spec §3 team member: name, title, bio, image). */
export interface TeamMember {
  name: string;
  title: string;
  bio: string;
  image: { src: string; width: number; height: number };
}

export const team: TeamMember[] = [
  {
    name: "Dana Whitfield",
    title: "Founder & Chief Executive Officer",
    bio: "Dana ran admissions and then marketing for a residential and outpatient provider before founding the agency. She leads client strategy and still sits in on intake reviews, because that is where marketing either works or does not.",
    image: { src: "/art/team-1.svg", width: 400, height: 400 },
  },
  {
    name: "Marcus Ortega",
    title: "Director of Paid Media",
    bio: "Marcus manages Google, Microsoft and Meta campaigns for treatment providers and guides clients through LegitScript certification. He builds accounts around cost per admission and keeps every ad within healthcare policy.",
    image: { src: "/art/team-2.svg", width: 400, height: 400 },
  },
  {
    name: "Priya Raman",
    title: "Head of SEO & Content",
    bio: "Priya leads technical SEO and the content team, working with licensed clinicians who review every article about conditions and treatment. Her focus is pages that answer what families actually ask before they call.",
    image: { src: "/art/team-3.svg", width: 400, height: 400 },
  },
];
