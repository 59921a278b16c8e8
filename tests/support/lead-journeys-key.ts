/**
 * THE ANSWER KEY of the lead analyzer's fixture (app/.server/leads/journeys/fixture.ts),
 * worked out by hand from its templates and written here as literal numbers.
 * Nothing here is computed by the code under test: if a report disagrees,
 * the report is wrong (or the fixture changed, and this key must be redone).
 *
 * Templates (counts): A 120, B 90, C 60, D 30 (unknown). Statuses cycle per
 * template through new, new, contacted, contacted, qualified, qualified,
 * proposal, won, won, lost(after qualified): so qualified-or-later is 6/10
 * (A 72, B 54, C 36, D 18) and won 2/10 (A 24, B 18, C 12, D 6).
 *
 * Channels: A = google / organic. B = facebook.com / social, then (direct) / (none).
 * C = google / cpc, google / organic, newsletter / email. D = unknown.
 *
 * Per lead credits (first, last, linear, U-shaped, time decay):
 * - A: its one visit gets 1 in every model.
 * - B: first 1/0, last 0/1, linear 1/2 each, U-shaped 50/50 (two touches).
 *   Time decay, ages 6 h and 1 h, weight 2^(-age/168 h):
 *   w1 = 2^(-6/168) = 0.975548, w2 = 2^(-1/168) = 0.995882;
 *   shares 0.494843 (facebook) and 0.505157 (direct).
 * - C: first 1/0/0, last 0/0/1, linear 1/3 each, U-shaped 0.4/0.2/0.4.
 *   Time decay, ages 8 h, 4 h, 0.5 h: w = 0.967526, 0.983631, 0.997939,
 *   sum 2.949096: shares 0.328077 (cpc), 0.333536 (organic), 0.338387 (email).
 * - D: 1 to "unknown" in every model.
 * A channel's credit = sum over templates of (leads of the template in the
 * audience × the channel's share). E.g. leads, linear, google / organic =
 * 120 × 1 + 60 × 1/3 = 140; time decay = 120 + 60 × 0.333536 = 140.0122.
 */
export type ModelKey = { first: number; last: number; linear: number; uShaped: number; timeDecay: number };

export const ATTRIBUTION_KEY: Record<"leads" | "qualified" | "won", Record<string, ModelKey>> = {
  leads: {
    "google / organic": { first: 120, last: 120, linear: 140, uShaped: 132, timeDecay: 140.0122 },
    "facebook.com / social": { first: 90, last: 0, linear: 45, uShaped: 45, timeDecay: 44.5359 },
    "(direct) / (none)": { first: 0, last: 90, linear: 45, uShaped: 45, timeDecay: 45.4641 },
    "google / cpc": { first: 60, last: 0, linear: 20, uShaped: 24, timeDecay: 19.6846 },
    "newsletter / email": { first: 0, last: 60, linear: 20, uShaped: 24, timeDecay: 20.3032 },
    unknown: { first: 30, last: 30, linear: 30, uShaped: 30, timeDecay: 30 },
  },
  qualified: {
    // 72 A + 36 C × 1/3 = 84; U-shaped 72 + 36 × 0.2 = 79.2.
    "google / organic": { first: 72, last: 72, linear: 84, uShaped: 79.2, timeDecay: 84.0073 },
    "facebook.com / social": { first: 54, last: 0, linear: 27, uShaped: 27, timeDecay: 26.7215 },
    "(direct) / (none)": { first: 0, last: 54, linear: 27, uShaped: 27, timeDecay: 27.2785 },
    "google / cpc": { first: 36, last: 0, linear: 12, uShaped: 14.4, timeDecay: 11.8108 },
    "newsletter / email": { first: 0, last: 36, linear: 12, uShaped: 14.4, timeDecay: 12.1819 },
    unknown: { first: 18, last: 18, linear: 18, uShaped: 18, timeDecay: 18 },
  },
  won: {
    "google / organic": { first: 24, last: 24, linear: 28, uShaped: 26.4, timeDecay: 28.0024 },
    "facebook.com / social": { first: 18, last: 0, linear: 9, uShaped: 9, timeDecay: 8.9072 },
    "(direct) / (none)": { first: 0, last: 18, linear: 9, uShaped: 9, timeDecay: 9.0928 },
    "google / cpc": { first: 12, last: 0, linear: 4, uShaped: 4.8, timeDecay: 3.9369 },
    "newsletter / email": { first: 0, last: 12, linear: 4, uShaped: 4.8, timeDecay: 4.0606 },
    unknown: { first: 6, last: 6, linear: 6, uShaped: 6, timeDecay: 6 },
  },
};

/** Leads per audience (spam excluded: the 5 spam leads count nowhere) and how many of them are unknown. */
export const AUDIENCE_TOTALS = {
  leads: { leads: 300, unknown: 30 },
  qualified: { leads: 180, unknown: 18 },
  won: { leads: 60, unknown: 6 },
};

/**
 * Landing pages, leads, first touch: A lands on /services (120), B on
 * /blog/recovery-marketing (90), C first on /services (60), D unknown (30).
 */
export const FIRST_TOUCH_LANDING_KEY: Record<string, number> = {
  "/services": 180,
  "/blog/recovery-marketing": 90,
  "/": 0,
  "/contact": 0,
  unknown: 30,
};

/**
 * The funnel by channel over the fixture's 90 days. Visits: A's 120 and C's
 * second visit (60) and the 5 spam leads' one-page visits are google /
 * organic (185; the spam ones are not engaged: one page, no time); B's
 * facebook visit (90) is engaged by its event 90 s in; B's direct visit (90,
 * two pages) and the daily /about reader (90, event 75 s in) are direct,
 * all engaged; C's cpc visit (60, event at 20 s) and email visit (60, one
 * page) are not engaged; the daily bing bounce (90) is not. Leads sit in the
 * channel of their last visit: A organic, B direct, C email, D unknown; the
 * steps are reached-or-later: contacted 8/10, qualified 6/10, proposal 3/10,
 * won 2/10 of each template.
 */
export const FUNNEL_KEY: Record<string, Record<string, number>> = {
  "google / organic": { visits: 185, engaged: 180, leads: 120, contacted: 96, qualified: 72, proposal: 36, won: 24 },
  "(direct) / (none)": { visits: 180, engaged: 180, leads: 90, contacted: 72, qualified: 54, proposal: 27, won: 18 },
  "facebook.com / social": { visits: 90, engaged: 90, leads: 0, contacted: 0, qualified: 0, proposal: 0, won: 0 },
  "bing / organic": { visits: 90, engaged: 0, leads: 0, contacted: 0, qualified: 0, proposal: 0, won: 0 },
  "google / cpc": { visits: 60, engaged: 0, leads: 0, contacted: 0, qualified: 0, proposal: 0, won: 0 },
  "newsletter / email": { visits: 60, engaged: 0, leads: 60, contacted: 48, qualified: 36, proposal: 18, won: 12 },
  unknown: { visits: 0, engaged: 0, leads: 30, contacted: 24, qualified: 18, proposal: 9, won: 6 },
};
export const FUNNEL_TOTALS_KEY = { visits: 665, engaged: 450, leads: 300, contacted: 240, qualified: 180, proposal: 90, won: 60 };

/**
 * Speed to lead. 240 leads were contacted (8/10 of 300); in creation order the
 * k-th waited [5, 10, 15, 20, 30, 45, 60, 90, 120, 240][k mod 10] minutes, so
 * each value 24 times, except k = 9, 19, 29 (240 min) planted at 3 days,
 * 2 days and 1 day. Sorted, positions 96-119 are 30 min and 120-143 are 45:
 * the median (position 119.5) is (30 + 45) / 2 = 37.5 min = 2250 s. The 90th
 * percentile (position 0.9 × 239 = 215.1) lies between 120 min (192-215) and
 * 240 min (216): 120 + 0.1 × 120 = 132 min = 7920 s. 60 leads (new) still wait.
 * The staff member of contacted lead k is ana (k mod 3 = 0), ben (1) or not
 * recorded (2): 80 each.
 */
export const SPEED_KEY = {
  contacted: 240,
  stillWaiting: 60,
  medianSeconds: 2250,
  p90Seconds: 7920,
  slowestFirst: ["Slow lead 1", "Slow lead 2", "Slow lead 3"],
  byStaff: { "ana@fixture.example": 80, "ben@fixture.example": 80, unknown: 80 },
};
