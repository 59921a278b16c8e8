/**
 * The difference between two page schemas by section and field, not raw
 * JSON (issue 22 item 6): what the versions screen shows side by side, and
 * what a refused stale save shows against the current draft. Sections and
 * items are matched by id, so a reorder reads as a move, not as every
 * section changed. Pure: the editor may run it in the browser too.
 */

interface ItemLike {
  id?: unknown;
  [field: string]: unknown;
}
interface SectionLike extends ItemLike {
  type?: unknown;
  items?: ItemLike[];
}
interface SchemaLike {
  seo?: Record<string, unknown>;
  breadcrumb?: unknown;
  sections?: SectionLike[];
}

/** Where a change is: the section by id, number (from 1) and type; an item by id and number. */
export interface DiffPlace {
  sectionId?: string;
  section?: number;
  type?: string;
  itemId?: string;
  item?: number;
}

export type SchemaChange =
  | ({ kind: "section-added" | "section-removed" } & DiffPlace)
  | ({ kind: "section-moved"; from: number; to: number } & DiffPlace)
  | ({ kind: "item-added" | "item-removed" } & DiffPlace)
  | ({ kind: "item-moved"; from: number; to: number } & DiffPlace)
  | ({
      kind: "field-changed";
      scope: "seo" | "page" | "section" | "item";
      field: string;
      before: unknown;
      after: unknown;
    } & DiffPlace);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const idOf = (value: ItemLike, index: number) => (typeof value.id === "string" && value.id ? value.id : `#${index}`);

function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  skip: string[],
  make: (field: string, a: unknown, b: unknown) => SchemaChange,
): SchemaChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !skip.includes(field));
  return fields.filter((field) => !same(before[field], after[field])).map((field) => make(field, before[field], after[field]));
}

/** Matches two lists by id: what was added, removed, kept, and kept but moved (relative to the others kept). */
function matchById<T extends ItemLike>(before: T[], after: T[]) {
  const beforeIds = before.map(idOf);
  const afterIds = after.map(idOf);
  const kept = afterIds.filter((id) => beforeIds.includes(id));
  const keptBefore = beforeIds.filter((id) => afterIds.includes(id));
  return {
    added: afterIds.flatMap((id, index) => (beforeIds.includes(id) ? [] : [{ id, index, value: after[index] as T }])),
    removed: beforeIds.flatMap((id, index) => (afterIds.includes(id) ? [] : [{ id, index, value: before[index] as T }])),
    kept: kept.map((id) => ({
      id,
      from: beforeIds.indexOf(id),
      to: afterIds.indexOf(id),
      moved: keptBefore.indexOf(id) !== kept.indexOf(id),
      before: before[beforeIds.indexOf(id)] as T,
      after: after[afterIds.indexOf(id)] as T,
    })),
  };
}

export function diffPageSchemas(beforeSchema: unknown, afterSchema: unknown): SchemaChange[] {
  const before = (beforeSchema ?? {}) as SchemaLike;
  const after = (afterSchema ?? {}) as SchemaLike;
  const changes: SchemaChange[] = [];

  changes.push(
    ...fieldChanges(before.seo ?? {}, after.seo ?? {}, [], (field, a, b) => ({
      kind: "field-changed",
      scope: "seo",
      field,
      before: a,
      after: b,
    })),
  );
  if (!same(before.breadcrumb, after.breadcrumb)) {
    changes.push({
      kind: "field-changed",
      scope: "page",
      field: "breadcrumb",
      before: before.breadcrumb,
      after: after.breadcrumb,
    });
  }

  const sections = matchById(before.sections ?? [], after.sections ?? []);
  const place = (section: SectionLike, index: number, id: string): DiffPlace => ({
    sectionId: id,
    section: index + 1,
    type: typeof section.type === "string" ? section.type : undefined,
  });
  for (const { id, index, value } of sections.removed) changes.push({ kind: "section-removed", ...place(value, index, id) });
  for (const { id, index, value } of sections.added) changes.push({ kind: "section-added", ...place(value, index, id) });
  for (const section of sections.kept) {
    const where = place(section.after, section.to, section.id);
    if (section.moved) changes.push({ kind: "section-moved", ...where, from: section.from + 1, to: section.to + 1 });
    changes.push(
      ...fieldChanges(section.before, section.after, ["id", "items"], (field, a, b) => ({
        kind: "field-changed",
        scope: "section",
        ...where,
        field,
        before: a,
        after: b,
      })),
    );
    const items = matchById(section.before.items ?? [], section.after.items ?? []);
    for (const item of items.removed) changes.push({ kind: "item-removed", ...where, itemId: item.id, item: item.index + 1 });
    for (const item of items.added) changes.push({ kind: "item-added", ...where, itemId: item.id, item: item.index + 1 });
    for (const item of items.kept) {
      const itemWhere = { ...where, itemId: item.id, item: item.to + 1 };
      if (item.moved) changes.push({ kind: "item-moved", ...itemWhere, from: item.from + 1, to: item.to + 1 });
      changes.push(
        ...fieldChanges(item.before, item.after, ["id"], (field, a, b) => ({
          kind: "field-changed",
          scope: "item",
          ...itemWhere,
          field,
          before: a,
          after: b,
        })),
      );
    }
  }
  return changes;
}
