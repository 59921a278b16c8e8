import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { proseClassName } from "~/components/content/page-schema/prose";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { RICH_TEXT_LINK_SCHEMES, safeHref } from "~/lib/content/rich-text";
import { UnsourcedMark } from "./unsourced-mark";

/**
 * TipTap, limited to what the server's sanitiser keeps (app/lib/content/rich-text.ts):
 * headings 2-4, paragraphs, lists, links, bold, italic, quotes. Loaded only
 * by RichTextField, lazily. Links go through safeHref, the sanitiser's own
 * rule, so a javascript: or data: link is refused here with a message rather
 * than silently dropped on save.
 */
export interface RichTextEditorProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const LINK_REFUSED = `Links start with ${RICH_TEXT_LINK_SCHEMES.map((scheme) => `${scheme}:`).join(", ")} or / (a page of this site).`;

const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

export default function RichTextEditor({ id, labelId, value, onChange, readOnly, invalid, describedBy }: RichTextEditorProps) {
  const lastEmitted = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          // Links open in the same tab and keep search engines' trust, as a writer expects; TipTap's default is a new tab with nofollow.
          HTMLAttributes: { target: null, rel: null, class: null },
          openOnClick: false,
          autolink: false,
          isAllowedUri: (url) => safeHref(url) !== null,
        },
      }),
      // Drafts mark claims their sources do not hold (issue 24 item 3); the editor shows and keeps them.
      UnsourcedMark,
    ],
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: cn(
          proseClassName(),
          "min-h-40 max-w-none rounded-b-md border bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1",
          invalid ? "border-red-600 focus-visible:outline-red-600" : "border-slate-300 focus-visible:outline-brand-600",
        ),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      lastEmitted.current = html;
      onChange(html);
    },
  });

  // A change from outside (undo of a removal, a restored version) replaces the text; our own echo does not.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  if (!editor) return null;
  return (
    <div>
      <Toolbar editor={editor} labelId={labelId} readOnly={readOnly} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, labelId, readOnly }: { editor: Editor; labelId: string; readOnly?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      h4: current.isActive("heading", { level: 4 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      unsourced: current.isActive("unsourced"),
      href: (current.getAttributes("link").href as string | undefined) ?? "",
    }),
  });
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();

  const toggles = [
    { label: "Bold", pressed: state.bold, run: () => chain().toggleBold().run() },
    { label: "Italic", pressed: state.italic, run: () => chain().toggleItalic().run() },
    { label: "Heading 2", pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: "Heading 3", pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: "Heading 4", pressed: state.h4, run: () => chain().toggleHeading({ level: 4 }).run() },
    { label: "Bulleted list", pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { label: "Numbered list", pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { label: "Quote", pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    // Pressed inside a claim the drafting step marked as unsourced: press it once the claim is sourced, to unmark it.
    { label: "Unsourced claim", pressed: state.unsourced, run: () => chain().toggleMark("unsourced").run() },
  ];

  // Arrow keys move along the toolbar, as the ARIA toolbar pattern expects; Tab still reaches every button.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    const next = (at + (event.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
  }

  return (
    <div className="rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1">
      <div role="toolbar" aria-labelledby={labelId} className="flex flex-wrap gap-1" onKeyDown={onKeyDown}>
        {toggles.map((toggle) => (
          <Button
            key={toggle.label}
            variant="ghost"
            size="sm"
            aria-pressed={toggle.pressed}
            disabled={readOnly}
            onClick={toggle.run}
            className={cn(toggle.pressed && "bg-brand-100 text-brand-900")}
          >
            {toggle.label}
          </Button>
        ))}
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={state.link}
          aria-expanded={linking}
          disabled={readOnly}
          onClick={() => setLinking(true)}
        >
          {state.link ? "Edit link" : "Link"}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={readOnly || !state.link}
          onClick={() => chain().extendMarkRange("link").unsetLink().run()}
        >
          Remove link
        </Button>
      </div>
      {linking ? (
        <LinkForm
          initial={state.href}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
          onApply={(href) => {
            setLinking(false);
            chain().extendMarkRange("link").setLink({ href }).run();
          }}
        />
      ) : null}
    </div>
  );
}

/** The link prompt: an address checked by the sanitiser's rule before it is applied. */
function LinkForm({ initial, onApply, onCancel }: { initial: string; onApply: (href: string) => void; onCancel: () => void }) {
  const id = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  function apply() {
    const safe = safeHref(href.trim());
    if (!safe) {
      setError(LINK_REFUSED);
      return;
    }
    onApply(safe);
  }
  return (
    <div className="mt-1 flex flex-wrap items-end gap-2 p-1">
      <div className="min-w-60 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          Link address
        </label>
        <Input
          id={id}
          type="text"
          inputMode="url"
          autoFocus
          value={href}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="https://… or /contact"
          onChange={(event) => {
            setHref(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
            if (event.key === "Escape") {
              event.preventDefault();
              onCancel();
            }
          }}
        />
      </div>
      <Button size="sm" onClick={apply}>
        Apply link
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
