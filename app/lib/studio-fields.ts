/**
 * The DOM id of a page-schema field in the editor, from its path into the
 * schema (["sections", 0, "title"] → "studio-field-sections-0-title"). The
 * section forms and the SEO panel give their inputs these ids; the editor's
 * list of publish problems links to them, so a click focuses the field.
 */
export function fieldId(path: readonly (string | number)[]): string {
  return `studio-field-${path.join("-")}`;
}
