import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type Column, DataTable, sortRows } from "./data-table";

interface Lead {
  id: string;
  name: string;
  score: number | null;
  received: Date;
}

const rows: Lead[] = [
  { id: "a", name: "clinic 10", score: 3, received: new Date("2026-01-02") },
  { id: "b", name: "Clinic 9", score: null, received: new Date("2026-01-01") },
  { id: "c", name: "Annex", score: 12, received: new Date("2026-01-03") },
];

const columns: Column<Lead>[] = [
  { id: "name", header: "Name", rowHeader: true, cell: (row) => row.name, sortValue: (row) => row.name },
  { id: "score", header: "Score", align: "right", cell: (row) => row.score ?? "-", sortValue: (row) => row.score },
  { id: "received", header: "Received", cell: (row) => row.received.toISOString(), sortValue: (row) => row.received },
];

/** Server HTML, inside a router as on every page (the paging links are router links). */
function html(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />);
}

const order = (sorted: readonly Lead[]) => sorted.map((row) => row.id).join("");

describe("sortRows", () => {
  it("orders text naturally and case-blind: Annex, Clinic 9, clinic 10", () => {
    expect(order(sortRows(rows, columns, { column: "name", direction: "ascending" }))).toBe("cba");
    expect(order(sortRows(rows, columns, { column: "name", direction: "descending" }))).toBe("abc");
  });

  it("orders numbers and dates by value, and puts empty values last in both directions", () => {
    expect(order(sortRows(rows, columns, { column: "score", direction: "ascending" }))).toBe("acb");
    expect(order(sortRows(rows, columns, { column: "score", direction: "descending" }))).toBe("cab");
    expect(order(sortRows(rows, columns, { column: "received", direction: "descending" }))).toBe("cab");
  });

  it("keeps the given order without a sort, or for a column that is not sortable", () => {
    expect(order(sortRows(rows, columns, undefined))).toBe("abc");
    expect(order(sortRows(rows, [{ id: "x", header: "X", cell: () => "" }], { column: "x", direction: "ascending" }))).toBe(
      "abc",
    );
  });
});

describe("DataTable in the server HTML", () => {
  it("is a captioned table whose sortable headers are buttons and whose first order is marked with aria-sort", () => {
    const page = html(
      <DataTable
        caption="Leads"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty="None"
        initialSort={{ column: "score", direction: "descending" }}
      />,
    );
    expect(page).toContain("<caption");
    expect(page).toContain(">Leads</caption>");
    expect(page).toMatch(/<th scope="col" aria-sort="descending"[^>]*><button type="button"[^>]*>Score/);
    expect(page).toContain('<th scope="row"');
    // The rows come out in the sorted order.
    expect(page.indexOf("Annex")).toBeLessThan(page.indexOf("clinic 10"));
    expect(page.indexOf("clinic 10")).toBeLessThan(page.indexOf("Clinic 9"));
  });

  it("shows the empty state, not an empty table", () => {
    const page = html(<DataTable caption="Leads" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No leads yet." />);
    expect(page).not.toContain("<table");
    expect(page).toContain("No leads yet.");
  });

  it("pages in the browser: the first page only, with the position", () => {
    const many: Lead[] = Array.from({ length: 25 }, (_, index) => ({ ...rows[0]!, id: `row-${index}`, name: `Row ${index}` }));
    const page = html(
      <DataTable caption="Leads" columns={columns} rows={many} rowKey={(row) => row.id} empty="" pageSize={10} />,
    );
    expect(page).toContain("Row 9<");
    expect(page).not.toContain("Row 10<");
    expect(page).toContain("Page <!-- -->1<!-- --> of <!-- -->3");
  });

  it("links to the server's pages, so each page is an address", () => {
    const page = html(
      <DataTable
        caption="Leads"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty=""
        serverPaging={{ page: 2, pageCount: 3, href: (number) => `/admin?page=${number}`, label: "Pages of leads" }}
      />,
    );
    expect(page).toContain('aria-label="Pages of leads"');
    expect(page).toContain('href="/admin?page=1"');
    expect(page).toContain('href="/admin?page=3"');
  });

  it("selects rows with named checkboxes whose values are the row keys, each labelled", () => {
    const page = html(
      <DataTable
        caption="Leads"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty=""
        selection={{ name: "leadId", label: (row) => `Select ${row.name}` }}
      />,
    );
    expect(page).toContain('aria-label="Select every row of Leads"');
    for (const row of rows) {
      expect(page).toContain(`name="leadId" value="${row.id}"`);
      expect(page).toContain(`aria-label="Select ${row.name}"`);
    }
    expect(page).toContain("0<!-- --> selected");
  });
});
