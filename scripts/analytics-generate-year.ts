import { sql } from "drizzle-orm";
import type { Db } from "../app/.server/db/client";

/**
 * Writes a year of generated analytics events (for the dashboard benchmark,
 * bench/events-year.bench.ts, or to try the dashboard by hand):
 * `node --env-file-if-exists=.env --import tsx scripts/analytics-generate-year.ts [events per day]`
 * writes into the configured database. One INSERT ... SELECT per day, made by
 * the database itself: page views over 40 paths and 8 city service pages,
 * CTA clicks, web vitals, 404s and form events from about perDay/4 visitors.
 */
export async function writeYearOfEvents(db: Db, options: { now: Date; perDay: number; days?: number }): Promise<number> {
  const days = options.days ?? 365;
  let written = 0;
  for (let d = 0; d < days; d++) {
    const dayStart = new Date(
      Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate()) - d * 86_400_000,
    );
    const result = await db.execute(sql`
      insert into analytics_events (occurred_at, name, visitor_hash, path, route_template, referrer_host, utm_source, utm_campaign, width_class, props)
      select ${dayStart.toISOString()}::timestamptz + (random() * interval '1 day'),
             kind.name,
             'v' || (i % greatest(${options.perDay} / 4, 1)),
             case when i % 5 = 0 then '/rehab-marketing/state-' || (i % 4) || '/city-' || (i % 8) else '/page-' || (i % 40) end,
             case when i % 5 = 0 then '/{service}/{state}/{city}' else '/page-' || (i % 40) end,
             (array[null, 'google.com', 'bing.com', 'facebook.com'])[1 + i % 4],
             (array[null, null, 'google', 'newsletter'])[1 + i % 4],
             (array[null, null, 'spring', 'detox-fl'])[1 + i % 4],
             (array['mobile', 'tablet', 'desktop'])[1 + i % 3],
             case kind.name
               when 'CTA Click' then jsonb_build_object('ctaText', 'Get Started', 'ctaLink', '/contact', 'source', 'hero', 'section', 'hero')
               when 'web_vitals' then jsonb_build_object('metric', (array['LCP','INP','CLS','FCP','TTFB'])[1 + i % 5], 'value', random() * 4000, 'rating', (array['good','needs-improvement','poor'])[1 + i % 3])
               when '404_error' then jsonb_build_object('title', 'Page Not Found', 'referrer', 'agency.example/page-' || (i % 40))
               when 'form_start' then jsonb_build_object('form', 'Schedule a Consultation')
               else '{}'::jsonb end
      from generate_series(1, ${options.perDay}) as i,
           lateral (select case when i % 10 < 6 then 'pageview' when i % 10 < 7 then 'CTA Click' when i % 10 < 9 then 'web_vitals'
                                when i % 20 = 9 then '404_error' else 'form_start' end as name) as kind`);
    written +=
      (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      options.perDay;
  }
  return written;
}

if (import.meta.main) {
  const { openConfiguredDatabase } = await import("./open-configured-database");
  const database = await openConfiguredDatabase();
  try {
    const written = await writeYearOfEvents(database.db, { now: new Date(), perDay: Number(process.argv[2] ?? 3000) });
    console.log(`${written} analytics events written over 365 days`);
  } finally {
    await database.close();
  }
}
