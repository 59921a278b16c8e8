import { art } from "~/content/art";
import type { PageType } from "~/lib/content/page-schema";

/**
 * Artwork for schema-page heroes, by page type (public/art/hero-*.svg). A
 * section's own imageUrl always wins.
 */
export const heroArtByType: Partial<Record<PageType, { src: string; alt: string }>> = {
  service: { src: art.heroGrowth.src, alt: art.heroGrowth.alt },
  blog: { src: art.heroCompass.src, alt: art.heroCompass.alt },
  location: { src: art.heroCity.src, alt: art.heroCity.alt },
};
