import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { PALETTE } from './chart-palette';

/*
 * The only module that imports the chart library: the results page loads it on demand, so neither the
 * start-up bundle nor any other page carries it. Only the two chart types the results use are registered,
 * which keeps the library's own chunk to what they need.
 */
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  DoughnutController,
  ArcElement,
  Tooltip,
);

export interface ChartSpec {
  /** Doughnut for one choice among few, horizontal bars for options, vertical bars for a score scale. */
  kind: 'doughnut' | 'bars' | 'columns';
  labels: string[];
  values: number[];
  /** What the tooltip says for each point ("5 people · 50%"), already in the reader's language. */
  tooltips: string[];
}

function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** Draws a chart on the canvas; returns what removes it. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): () => void {
  const text = cssColour('--chakra-colors-fg-muted', '#52525b');
  const grid = cssColour('--chakra-colors-border', '#e4e4e7');
  const brand = cssColour('--chakra-colors-brand-solid', PALETTE[0] ?? '#2563eb');
  const font = { family: getComputedStyle(document.body).fontFamily, size: 12 };
  const tooltip = {
    callbacks: { label: (item: { dataIndex: number }) => spec.tooltips[item.dataIndex] ?? '' },
  };
  const chart =
    spec.kind === 'doughnut'
      ? new Chart(canvas, {
          type: 'doughnut',
          data: {
            labels: spec.labels,
            datasets: [
              { data: spec.values, backgroundColor: spec.values.map((_, i) => PALETTE[i % PALETTE.length]) },
            ],
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            // Results are read, not watched: no growing bars, and nothing redrawn halfway when the page resizes.
            animation: false,
            cutout: '60%',
            plugins: { tooltip },
          },
        })
      : new Chart(canvas, {
          type: 'bar',
          data: {
            labels: spec.labels,
            datasets: [{ data: spec.values, backgroundColor: brand, borderRadius: 4, maxBarThickness: 28 }],
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            indexAxis: spec.kind === 'bars' ? 'y' : 'x',
            scales: {
              x: { ticks: { color: text, font, precision: 0 }, grid: { color: grid } },
              y: { ticks: { color: text, font, precision: 0 }, grid: { color: grid }, beginAtZero: true },
            },
            plugins: { tooltip },
          },
        });
  return () => chart.destroy();
}
