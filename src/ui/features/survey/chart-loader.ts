import type { drawChart } from './chart-draw';

let loading: Promise<typeof drawChart> | undefined;

/**
 * The chart module, fetched once on first use: it carries the chart library, which only the results page
 * needs. A failed fetch is forgotten, so the next chart tries again.
 */
export function loadDrawChart(): Promise<typeof drawChart> {
  loading ??= import('./chart-draw').then(
    (m) => m.drawChart,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
