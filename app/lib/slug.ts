/**
 * Slugs for URLs: lowercase, words joined by single hyphens, accents removed
 * and punctuation dropped, so `St. Louis` becomes `st-louis` and
 * `Coeur d'Alene` becomes `coeur-dalene`.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The spec's location slug, `city-state`: `los-angeles-california`. */
export function locationSlug(cityName: string, stateName: string): string {
  return `${slugify(cityName)}-${slugify(stateName)}`;
}

/** True when a path segment is already a well-formed slug (what links and routes produce). */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
