import { sectionTypes } from "./page-schema";
import type { DraftSection, DraftSectionItem } from "./studio";

/**
 * What the sections editor does to a draft's sections, as pure functions
 * (tested without a browser): which fields each section type shows, new
 * sections and items, moves, duplicates with fresh ids. Sections of a type
 * the editor does not know are never dropped or changed by these.
 */
export type EditableSectionType = (typeof sectionTypes)[number];
export type SectionField = "title" | "subtitle" | "background" | "cta" | "image" | "content" | "items";
export type ItemField = "title" | "description" | "icon" | "link" | "imageUrl";

export interface SectionForm {
  label: string;
  fields: SectionField[];
  /** Which item fields show, and what each is called for this type (a FAQ item's title is its question). */
  items?: { noun: string; fields: Partial<Record<ItemField, string>> };
}

const cardItems = {
  title: "Title",
  description: "Description",
  icon: "Icon",
  link: "Link",
  imageUrl: "Image URL",
} satisfies Record<ItemField, string>;

/** The spec's fields per type; only these are shown, so a writer never fills a field the page ignores. */
export const SECTION_FORMS: Record<EditableSectionType, SectionForm> = {
  hero: { label: "Hero", fields: ["title", "subtitle", "cta", "image", "background"] },
  features: { label: "Features", fields: ["title", "subtitle", "items"], items: { noun: "feature", fields: cardItems } },
  benefits: { label: "Benefits", fields: ["title", "subtitle", "items"], items: { noun: "benefit", fields: cardItems } },
  testimonials: {
    label: "Testimonials",
    fields: ["items"],
    items: { noun: "testimonial", fields: { description: "Quote", title: "Name" } },
  },
  cta: { label: "Call to action", fields: ["title", "subtitle", "cta", "background"] },
  faq: {
    label: "FAQ",
    fields: ["title", "items"],
    items: { noun: "question", fields: { title: "Question", description: "Answer" } },
  },
  content: { label: "Content", fields: ["title", "content", "image"] },
};

export function isEditableType(type: string): type is EditableSectionType {
  return (sectionTypes as readonly string[]).includes(type);
}

/** A short random suffix for new ids; ids only need to be unique within the page. */
function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** An id of the form `${prefix}-${random}` that none of `taken` uses. */
export function freshId(prefix: string, taken: Iterable<string>, random: () => string = randomSuffix): string {
  const used = new Set(taken);
  for (;;) {
    const id = `${prefix}-${random()}`;
    if (!used.has(id)) return id;
  }
}

/** A new, empty section of `type` (empty text: never publishable until filled in). */
export function newSection(type: EditableSectionType, taken: DraftSection[]): DraftSection {
  const id = freshId(
    type,
    taken.map((section) => section.id),
  );
  const form = SECTION_FORMS[type];
  const section: DraftSection = { id, type };
  if (form.fields.includes("title")) section.title = "";
  if (form.fields.includes("items")) section.items = [];
  if (form.fields.includes("content")) section.content = "";
  return section;
}

export function newItem(items: DraftSectionItem[]): DraftSectionItem {
  return {
    id: freshId(
      "item",
      items.map((item) => item.id),
    ),
    title: "",
  };
}

/** The list with the element at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The section at `index` copied right after itself, with new ids for it and its items (the diff matches by id). */
export function duplicateSection(sections: readonly DraftSection[], index: number): DraftSection[] {
  const original = sections[index];
  if (!original) return [...sections];
  const copy: DraftSection = structuredClone(original);
  copy.id = freshId(
    original.type,
    sections.map((section) => section.id),
  );
  if (copy.items) {
    const taken: string[] = [];
    copy.items = copy.items.map((item) => {
      const id = freshId("item", [...(original.items ?? []).map((each) => each.id), ...taken]);
      taken.push(id);
      return { ...item, id };
    });
  }
  const next = [...sections];
  next.splice(index + 1, 0, copy);
  return next;
}

/** The item at `index` copied right after itself, with a new id. */
export function duplicateItem(items: readonly DraftSectionItem[], index: number): DraftSectionItem[] {
  const original = items[index];
  if (!original) return [...items];
  const next = [...items];
  next.splice(index + 1, 0, {
    ...original,
    id: freshId(
      "item",
      items.map((item) => item.id),
    ),
  });
  return next;
}

/** The list without the element at `index`, and what to put back to undo it. */
export function removeAt<T>(list: readonly T[], index: number): { list: T[]; removed?: { value: T; index: number } } {
  const value = list[index];
  if (value === undefined) return { list: [...list] };
  return { list: list.filter((_, at) => at !== index), removed: { value, index } };
}

/** Undo of `removeAt`: the element back where it was (or at the end, if the list has shrunk since). */
export function restoreAt<T>(list: readonly T[], removed: { value: T; index: number }): T[] {
  const next = [...list];
  next.splice(Math.min(removed.index, next.length), 0, removed.value);
  return next;
}

/** The line a collapsed section shows: "Hero: Grow your practice" or "Content (untitled)". */
export function sectionSummary(section: DraftSection): string {
  const label = isEditableType(section.type) ? SECTION_FORMS[section.type].label : section.type;
  const title = section.title?.trim();
  return title ? `${label}: ${title}` : `${label} (untitled)`;
}

/** Ids as dnd-kit and React need them: unique. Old data may repeat an id; the repeat gets its position appended. */
export function uniqueIds(ids: string[]): string[] {
  const seen = new Set<string>();
  return ids.map((id, index) => {
    const unique = seen.has(id) ? `${id}#${index}` : id;
    seen.add(unique);
    return unique;
  });
}

const FORM_FIELD_KEYS: Record<SectionField, string[]> = {
  title: ["title"],
  subtitle: ["subtitle"],
  background: ["background"],
  cta: ["ctaText", "ctaUrl"],
  image: ["imageUrl", "imageAlt"],
  content: ["content"],
  items: ["items"],
};

/**
 * Whether the form of a section of `type` has a field at `rest` (the path
 * after ["sections", i]). A problem elsewhere (a field this type does not
 * show, the section as a whole, an unknown type) is listed at the top of the
 * section instead, so no problem is ever invisible.
 */
export function sectionShowsField(type: string, rest: readonly (string | number)[]): boolean {
  if (!isEditableType(type) || rest.length === 0) return false;
  const form = SECTION_FORMS[type];
  const [field, itemIndex, itemField] = rest;
  if (!form.fields.some((each) => FORM_FIELD_KEYS[each].includes(String(field)))) return false;
  if (field !== "items") return rest.length === 1;
  if (rest.length === 1) return true;
  return typeof itemIndex === "number" && rest.length === 3 && String(itemField) in (form.items?.fields ?? {});
}
