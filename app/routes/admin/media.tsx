import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { mediaCommand, mediaOf } from "~/.server/content/media/answers";
import { listMedia, type MediaItem, type MediaListRow, usableImages } from "~/.server/content/media/library";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { staffRequest } from "~/.server/services-context";
import { UploadForm } from "~/components/content/media/upload-form";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import type { ActionAnswer } from "~/lib/action-answer";
import {
  ALT_MAX,
  formatBytes,
  MEDIA_FORM_OVERHEAD,
  MEDIA_MAX_BYTES_CEILING,
  MEDIA_TEXT,
  MEDIA_TYPE_LABELS,
  MEDIA_TYPES,
  mediaActionSchema,
  mediaQuerySchema,
} from "~/lib/content/media";
import { firstIssue } from "~/lib/first-issue";
import type { Route } from "./+types/media";

/** /admin/media: the media library (issue 22 item 10); server code in app/.server/content/media. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Media library" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = mediaOf(staffRequest(context));
  const query = listQuery(request, mediaQuerySchema);
  const [list, usable] = await Promise.all([listMedia(deps, query), usableImages(deps)]);
  return {
    query,
    ...list,
    maxBytes: deps.maxBytes,
    replacements: usable.map((item) => ({ id: item.id, name: item.originalName, alt: item.alt })),
  };
}

// The upload without JS reads up to the largest limit the server allows; the library refuses above the configured one (413).
export const action = pageAction(mediaActionSchema, mediaCommand, {
  upload: true,
  maxBytes: MEDIA_MAX_BYTES_CEILING + MEDIA_FORM_OVERHEAD,
  tooLarge: MEDIA_TEXT.tooLarge(MEDIA_MAX_BYTES_CEILING),
  // Named after its field ("alt: Alt text can be at most 250 characters."), as the page has always said it.
  invalid: firstIssue,
  guard: ({ context }) => void staffRequest(context),
});

type Data = Awaited<ReturnType<typeof loader>>;

const USE_OPTIONS = [
  { value: "used", label: "Used on a page" },
  { value: "unused", label: "Not used" },
  { value: "missing-alt", label: "Missing alt text" },
];
const SORT_OPTIONS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "name", label: "Name" },
  { value: "size", label: "Largest first" },
];

function columns(replacements: Data["replacements"], busy: boolean): Column<MediaListRow>[] {
  return [
    {
      id: "preview",
      header: "Preview",
      cell: (row) => (
        // The row's name says what it is; the preview itself is decorative here.
        <img
          src={row.preview}
          alt=""
          width={96}
          height={64}
          loading="lazy"
          className="h-16 w-24 rounded border border-slate-200 bg-slate-100 object-contain"
        />
      ),
    },
    {
      id: "name",
      header: "Image",
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="break-all">{row.originalName}</span>
          <div className="font-normal text-slate-700">
            {MEDIA_TYPE_LABELS[row.type]}, {formatBytes(row.bytes)}
            {row.width && row.height ? `, ${row.width}×${row.height}` : ""}
          </div>
          <code className="block break-all text-xs font-normal text-slate-700">{row.src}</code>
        </>
      ),
    },
    {
      id: "alt",
      header: "Alt text",
      cell: (row) => (
        <Form method="post" className="flex min-w-56 flex-col gap-1.5">
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="id" value={row.id} />
          <Label htmlFor={`alt-${row.id}`} className="text-xs">
            Alt text for {row.originalName}
          </Label>
          {row.alt ? null : <span className="text-xs font-semibold text-red-800">Missing: this image cannot be used yet.</span>}
          <Input
            id={`alt-${row.id}`}
            name="alt"
            defaultValue={row.alt ?? ""}
            required
            maxLength={ALT_MAX}
            className="h-9 text-sm"
          />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={`Save alt text for ${row.originalName}`}
          >
            Save alt text
          </Button>
        </Form>
      ),
    },
    {
      id: "used",
      header: "Used on",
      cell: (row) =>
        row.usedOn.length === 0 ? (
          <span className="text-slate-700">Not used</span>
        ) : (
          <ul className="list-disc pl-4">
            {row.usedOn.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                {use.kind === "page" ? (
                  <a href={use.label} className="text-brand-700 underline-offset-2 hover:underline">
                    {use.label}
                  </a>
                ) : (
                  use.label
                )}
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (row) => {
        const others = replacements.filter((item) => item.id !== row.id);
        return (
          <div className="flex min-w-56 flex-col gap-3">
            {others.length > 0 ? (
              <Form method="post" className="flex flex-col gap-1.5">
                <input type="hidden" name="intent" value="replace" />
                <input type="hidden" name="id" value={row.id} />
                <Label htmlFor={`replace-${row.id}`} className="text-xs">
                  Replace {row.originalName} everywhere with
                </Label>
                <Select id={`replace-${row.id}`} name="withId" required defaultValue="" className="h-9 text-sm">
                  <option value="" disabled>
                    Choose an image with alt text
                  </option>
                  {others.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name} ({item.alt})
                    </option>
                  ))}
                </Select>
                <Button
                  type="submit"
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Replace everywhere: ${row.originalName}`}
                >
                  Replace everywhere
                </Button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={row.id} />
              <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Delete ${row.originalName}`}>
                Delete
              </Button>
            </Form>
          </div>
        );
      },
    },
  ];
}

export default function MediaLibrary({ actionData }: Route.ComponentProps) {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const answer = actionData as ActionAnswer<{ item: MediaItem }> | undefined;
  const { query } = data;
  const href = (page: number) => {
    const params = new URLSearchParams({ q: query.q, type: query.type, use: query.use, sort: query.sort, page: String(page) });
    return `/admin/media?${params}`;
  };
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-ink">Media library</h1>
      <UploadForm maxBytes={data.maxBytes} answer={answer?.intent === "upload" ? answer : null} />
      {answer && answer.intent !== "upload" ? <ActionStatus answer={answer} /> : null}
      <FilterBar label="Filter images" clearHref="/admin/media">
        <TextFilter name="q" label="Search name or alt text" defaultValue={query.q} type="search" />
        <SelectFilter
          name="type"
          label="Type"
          anyLabel="Any type"
          defaultValue={query.type === "all" ? "" : query.type}
          options={MEDIA_TYPES.map((type) => ({ value: type, label: MEDIA_TYPE_LABELS[type] }))}
        />
        <SelectFilter
          name="use"
          label="Use"
          anyLabel="Any"
          defaultValue={query.use === "all" ? "" : query.use}
          options={USE_OPTIONS}
        />
        <SelectFilter name="sort" label="Sort" defaultValue={query.sort} options={SORT_OPTIONS} />
      </FilterBar>
      <p className="text-sm text-slate-700">
        {data.total === 1 ? "1 image" : `${data.total} images`}.{" "}
        {query.q || query.type !== "all" || query.use !== "all" ? (
          <Link to="/admin/media" className="text-brand-700 underline-offset-2 hover:underline">
            Show all
          </Link>
        ) : null}
      </p>
      <DataTable
        caption="Images"
        columns={columns(data.replacements, navigation.state !== "idle")}
        rows={data.rows}
        rowKey={(row) => row.id}
        rowData={(row) => ({ "data-media-id": row.id, "data-media-src": row.src })}
        empty={<p className="rounded-xl border border-slate-200 bg-white p-6 text-muted">No images match.</p>}
        serverPaging={{ page: data.page, pageCount: data.pages, href, label: "Pages of images" }}
        testId="media-table"
      />
    </div>
  );
}
