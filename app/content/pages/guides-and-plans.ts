import type { SeedPage } from "~/lib/page-schema";

export const guidesAndPlansPages: SeedPage[] = [];
