import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";

export interface ProspectView {
  crawlId: string;
  error?: string;
  url?: string;
  included?: { url: string; lastmod: string | null; images: number }[];
  includedCount?: number;
  leftOut?: { url: string; reason: string }[];
  leftOutCount?: number;
}

type Included = NonNullable<ProspectView["included"]>[number];
type LeftOut = NonNullable<ProspectView["leftOut"]>[number];

/** A prospect's sitemap from a stored crawl: pick the crawl, see what is in and what is left out and why, download. */
export function ProspectPanel({
  crawls,
  prospect,
}: {
  crawls: { id: string; url: string; status: string; pagesDone: number; createdAt: string }[];
  prospect: ProspectView | null;
}) {
  const includedColumns: Column<Included>[] = [
    { id: "url", header: "URL", rowHeader: true, cell: (row) => <span className="break-all">{row.url}</span> },
    { id: "lastmod", header: "Last modified", cell: (row) => row.lastmod?.slice(0, 10) ?? "Not stated by the page" },
    { id: "images", header: "Images", align: "right", cell: (row) => row.images },
  ];
  const leftOutColumns: Column<LeftOut>[] = [
    { id: "url", header: "URL", rowHeader: true, cell: (row) => <span className="break-all">{row.url}</span> },
    { id: "reason", header: "Why it is left out", cell: (row) => row.reason },
  ];
  const base = prospect && !prospect.error ? `/sitemap-generator/prospect/${prospect.crawlId}` : null;
  return (
    <div className="space-y-4">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor="prospect-crawl">Crawl</Label>
          <Select id="prospect-crawl" name="crawl" defaultValue={prospect?.crawlId ?? ""} className="mt-1.5 max-w-xl">
            <option value="" disabled>
              {crawls.length === 0 ? "No stored crawls: run one in the website crawler" : "Choose a crawl"}
            </option>
            {crawls.map((crawl) => (
              <option key={crawl.id} value={crawl.id}>
                {crawl.url} · {crawl.pagesDone} pages · {crawl.status} · {crawl.createdAt.slice(0, 10)}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={crawls.length === 0}>
          Generate
        </Button>
      </Form>
      {prospect?.error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {prospect.error}
        </p>
      ) : null}
      {base && prospect ? (
        <div className="space-y-4" data-testid="prospect-sitemap">
          <p className="text-sm text-ink">
            {prospect.url}: {prospect.includedCount} URL{prospect.includedCount === 1 ? "" : "s"} in the sitemap,{" "}
            {prospect.leftOutCount} left out.{" "}
            <a href={`${base}/sitemap.xml`} download className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Download sitemap.xml
            </a>{" "}
            ·{" "}
            <a
              href={`${base}/image-sitemap.xml`}
              download
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Download the image sitemap
            </a>
          </p>
          <h3 className="text-lg font-semibold text-ink">In the sitemap</h3>
          <DataTable
            caption="URLs in the prospect's sitemap"
            captionHidden
            columns={includedColumns}
            rows={prospect.included ?? []}
            rowKey={(row) => row.url}
            empty="No page of this crawl is indexable."
            pageSize={50}
          />
          <h3 className="text-lg font-semibold text-ink">Left out</h3>
          <DataTable
            caption="URLs left out of the prospect's sitemap"
            captionHidden
            columns={leftOutColumns}
            rows={prospect.leftOut ?? []}
            rowKey={(row) => row.url}
            rowData={(row) => ({ "data-url": row.url })}
            empty="Nothing was left out."
            pageSize={50}
          />
        </div>
      ) : null}
    </div>
  );
}
