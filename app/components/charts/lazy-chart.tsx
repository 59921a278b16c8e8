import { type ComponentType, lazy, Suspense } from "react";

/**
 * A chart whose drawing code (recharts, about 16 MB once loaded on the server)
 * is loaded the first time a chart is rendered, not when the server starts:
 * the site's server renders public pages far more often than the back-office
 * ones that draw charts (`npm run bench -- memory`). While it loads (in the
 * browser, or in a page streamed to a person), an empty box of the chart's
 * size holds its place.
 */
export function lazyChart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  boxClassName: string,
): ComponentType<Props> {
  const Chart = lazy(async () => ({ default: await load() }));
  return function LazyChart(props: Props) {
    return (
      <Suspense fallback={<div className={boxClassName} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}
