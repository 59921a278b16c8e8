import { plainText } from "./html-text";

/** schema.org JSON-LD builders shared by pages (Organization lives in meta.ts). */

/** FAQPage for a page that shows questions and answers (answers may be HTML). */
export function faqPageJsonLd(entries: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: plainText(entry.answer) },
    })),
  };
}
