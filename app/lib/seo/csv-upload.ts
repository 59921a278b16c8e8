import { z } from "zod";

/**
 * The file field of the one CSV import form (components/ui/csv-import-form):
 * one file, or nothing (an empty choice, or the `csv` field the preview sent
 * back instead). Its bytes are read on the server (.server/seo/csv-upload).
 */
export const csvFileField = z
  .unknown()
  .refine((value) => value === undefined || typeof value === "string" || value instanceof File, "Send one CSV file.")
  .transform((value) => (value instanceof File && value.size > 0 ? value : undefined))
  .optional();
