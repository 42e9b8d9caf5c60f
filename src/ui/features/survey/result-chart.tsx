import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { ChartSpec } from './chart-draw';
import { loadDrawChart } from './chart-loader';

/**
 * A chart of numbers the page also gives as a table: the canvas is hidden from assistive technology, which
 * reads the table instead. The library arrives on first use; if it cannot load, the table still tells all.
 */
export function ResultChart({ spec, height }: { spec: ChartSpec; height: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  // A new chart only when the numbers change, not on every render of the page.
  const key = JSON.stringify(spec);
  useEffect(() => {
    let live = true;
    let destroy: (() => void) | undefined;
    const current = JSON.parse(key) as ChartSpec;
    loadDrawChart()
      .then((drawChart) => {
        if (live && canvas.current) destroy = drawChart(canvas.current, current);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      destroy?.();
    };
  }, [key]);
  if (failed) return null;
  return (
    <Box position="relative" height={height} width="full" aria-hidden="true">
      <canvas ref={canvas} />
    </Box>
  );
}
