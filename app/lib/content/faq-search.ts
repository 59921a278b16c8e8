export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}

/**
 * Spec §4: the FAQ search is a live, case-insensitive substring match over
 * question and answer. Categories left without a match are dropped.
 */
export function filterFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const needle = query.trim().toLocaleLowerCase("en-US");
  if (!needle) return categories;
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter(
        (item) =>
          item.question.toLocaleLowerCase("en-US").includes(needle) || item.answer.toLocaleLowerCase("en-US").includes(needle),
      ),
    }))
    .filter((category) => category.items.length > 0);
}
