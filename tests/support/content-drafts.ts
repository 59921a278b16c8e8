/**
 * Planted drafts for the content score's tests and bench, scored against the
 * brief built from tests/support/competitor-sites.ts with the Austin facts
 * below: a good draft (the brief's terms at their usual counts, its questions
 * as headings, five local facts, short paragraphs, images with alt text,
 * plain sentences, ~1,200 words) and a thin one (two sentences).
 */
import type { LocalFact } from "~/lib/content/brief";

export const AUSTIN_FACTS: LocalFact[] = [
  { kind: "state", text: "Texas", needles: ["texas"] },
  { kind: "city", text: "Austin, Texas", needles: ["austin"] },
  { kind: "population", text: "Austin has about 974,000 residents", needles: ["974,000", "974000"] },
  { kind: "nearby-city", text: "San Antonio is 74 miles from Austin", needles: ["san antonio"] },
  { kind: "nearby-city", text: "Houston is 146 miles from Austin", needles: ["houston"] },
  { kind: "service", text: "IOP marketing", needles: ["iop marketing"], path: "/services/iop-marketing" },
];

const SIMPLE = [
  "We help programs in Austin reach the people who need care.",
  "Our team writes clear pages that answer real questions.",
  "Each page tells a family what to expect on the first day.",
  "We track calls and forms so you see what works.",
  "Good care should be easy to find in search.",
  "We keep every claim true and easy to check.",
  "A short page with plain words often does best.",
  "We test each change and keep the ones that help.",
];

function paragraph(seed: number, extra: string[] = []): string {
  const lines = [...extra];
  for (let i = 0; i < 6; i++) lines.push(SIMPLE[(seed + i) % SIMPLE.length] as string);
  return `<p>${lines.join(" ")}</p>`;
}

/** Repeats `sentence` `count` times as one paragraph. */
const uses = (sentence: string, count: number) => Array.from({ length: count }, () => sentence);

export function goodDraft(): { title: string; html: string } {
  const parts: string[] = [];
  parts.push("<h2>Why local visibility matters in Austin</h2>");
  parts.push(
    paragraph(0, ["Austin, Texas has about 974,000 residents.", "Families also drive in from San Antonio and Houston."]),
  );
  parts.push('<img src="/media/austin.jpg" alt="The Austin skyline at dusk">');
  parts.push("<h2>How intensive outpatient care works</h2>");
  parts.push(paragraph(1, uses("Intensive outpatient care lets people live at home.", 4)));
  parts.push(paragraph(2, uses("An intensive outpatient plan meets a few days each week.", 4)));
  parts.push("<h3>Admissions and insurance verification</h3>");
  parts.push(paragraph(3, uses("Fast admissions help people start care sooner.", 4)));
  parts.push(paragraph(4, uses("Insurance verification takes a short call.", 5)));
  parts.push("<h2>How much does IOP cost?</h2>");
  parts.push(
    paragraph(5, [
      "IOP cost depends on the plan and the number of weeks.",
      "Our IOP marketing pages show the cost in plain words.",
    ]),
  );
  parts.push("<h2>Does insurance cover IOP?</h2>");
  parts.push(
    paragraph(6, [
      "Most plans cover IOP in part.",
      "Telehealth visits are often covered too.",
      "We explain telehealth on its own page.",
    ]),
  );
  parts.push("<h2>What is intensive outpatient marketing?</h2>");
  parts.push(paragraph(7, ["It is IOP marketing done with care for Austin families.", "The approach is simple and honest."]));
  parts.push("<h2>How long does an IOP last?</h2>");
  parts.push(paragraph(0, ["Most IOP plans last eight to twelve weeks."]));
  parts.push('<img src="/media/team.jpg" alt="Our team planning a campaign">');
  parts.push("<h2>Our approach</h2>");
  for (let i = 0; i < 10; i++) parts.push(paragraph(i));
  return { title: "IOP marketing in Austin, Texas", html: parts.join("\n") };
}

export function thinDraft(): { title: string; html: string } {
  return { title: "IOP marketing", html: "<p>We do marketing. Call us today for a quote.</p>" };
}

/** A draft of at least `words` words (the bench's 2,000-word draft): the good draft, then more plain paragraphs. */
export function longDraft(words: number): { title: string; html: string } {
  const good = goodDraft();
  const count = (html: string) =>
    html
      .replace(/<[^>]+>/g, " ")
      .split(/\s+/)
      .filter(Boolean).length;
  const parts = [good.html];
  let total = count(good.html);
  for (let i = 0; total < words; i++) {
    const more = paragraph(i);
    parts.push(more);
    total += count(more);
  }
  return { title: good.title, html: parts.join("\n") };
}
