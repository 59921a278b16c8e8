import { Mark } from "@tiptap/core";
import { UNSOURCED_MARK_ATTRIBUTE } from "~/lib/content/brief";
import { UNSOURCED_MARK_KINDS } from "~/lib/content/rich-text";

/**
 * The drafting step's mark of an unsourced claim (issue 24 item 3):
 * `<mark data-unsourced="number">87%</mark>`, kept by the editor so the
 * writer sees it (highlighted) and it survives a save until the writer
 * sources the claim and removes it (the toolbar's "Unsourced claim"
 * toggle, pressed while the cursor is in one). Only the kinds the
 * sanitiser keeps are read.
 */
export const UnsourcedMark = Mark.create({
  name: "unsourced",
  inclusive: false,
  addAttributes() {
    return {
      kind: {
        default: "number",
        parseHTML: (element) => element.getAttribute(UNSOURCED_MARK_ATTRIBUTE),
        renderHTML: (attributes) => ({ [UNSOURCED_MARK_ATTRIBUTE]: attributes.kind }),
      },
    };
  },
  parseHTML() {
    return UNSOURCED_MARK_KINDS.map((kind) => ({ tag: `mark[${UNSOURCED_MARK_ATTRIBUTE}="${kind}"]` }));
  },
  renderHTML({ HTMLAttributes }) {
    return ["mark", HTMLAttributes, 0];
  },
});
