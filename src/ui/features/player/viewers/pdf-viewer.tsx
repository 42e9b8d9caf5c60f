import { Box, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StudyPort } from '../study-port';
import { clampPage, startPage, stepForKey, stepZoom, type Zoom } from '../viewer-rules';
import { Pager, ZoomControls } from './viewer-toolbar';

/** pdf.js and its worker load with the first document, never before. */
async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs.getDocument({ url, isEvalSupported: false }).promise;
}

/**
 * A PDF (or an office file's PDF rendition) drawn in the page one page at a time: page navigation, zoom
 * (fit to width, 100 %, steps) and the page count. Every page shown is told to the progress machine, which
 * reports it (at most once a second while pages turn fast).
 */
export function PdfViewer({ url, name, study }: { url: string; name: string; study: StudyPort }) {
  const intl = useIntl();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [scale, setScale] = useState(1);
  /** The page drawn on the canvas (the one asked for may still be rendering). */
  const [shown, setShown] = useState<number | null>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    openPdf(url)
      .then((pdf) => {
        if (cancelled) return void pdf.destroy();
        opened = pdf;
        setPage(startPage(study.position, pdf.numPages));
        setDoc(pdf);
        study.send({ type: 'content.ready', pageCount: pdf.numPages });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url, study]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas || width === 0) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    void doc.getPage(page).then((p) => {
      if (cancelled) return;
      const natural = p.getViewport({ scale: 1 });
      const next = zoom === 'fit' ? width / natural.width : zoom;
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: next * ratio });
      // Drawn off screen, then copied in one go: the page on screen stays until the next one is ready
      // (a resize or a page turn never flashes an empty canvas).
      const buffer = document.createElement('canvas');
      buffer.width = Math.floor(viewport.width);
      buffer.height = Math.floor(viewport.height);
      task = p.render({ canvas: buffer, viewport });
      task.promise
        .then(() => {
          if (cancelled) return;
          canvas.width = buffer.width;
          canvas.height = buffer.height;
          canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
          canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
          canvas.getContext('2d')?.drawImage(buffer, 0, 0);
          setScale(next);
          setShown(page);
          study.send({ type: 'page.show', page });
        })
        // A render cancelled by the next page or zoom is expected.
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, zoom, width, study]);

  const count = doc?.numPages ?? 0;
  const step = (delta: -1 | 1) => setPage((p) => clampPage(p + delta, count));
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = stepForKey(event.key);
    if (delta === null) return;
    event.preventDefault();
    step(delta);
  };

  if (failed) {
    return (
      <Text color="fg.error" role="alert">
        <FormattedMessage id="player.document.failed" />
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" justify="space-between" align="center">
        <Pager current={page} count={count} unit="page" onStep={step} />
        <ZoomControls
          zoom={zoom}
          scale={scale}
          onZoom={setZoom}
          onStep={(d) => setZoom(stepZoom(scale, d))}
        />
      </Flex>
      <Box
        ref={boxRef}
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'player.document.label' }, { name })}
        onKeyDown={onKeyDown}
        overflow="auto"
        maxHeight="75vh"
        bg="bg.muted"
        // On a phone the page takes the screen's whole width (past the container's padding): at fit width a
        // page is small enough there already.
        mx={{ base: '-4', md: '0' }}
        rounded={{ base: '0', md: 'l3' }}
        borderWidth="1px"
        borderXWidth={{ base: '0', md: '1px' }}
        minHeight="60"
        position="relative"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
      >
        {doc ? null : (
          <Flex position="absolute" inset="0" align="center" justify="center">
            <Spinner aria-label={intl.formatMessage({ id: 'player.document.loading' })} />
          </Flex>
        )}
        <canvas
          ref={canvasRef}
          data-testid="pdf-canvas"
          data-page={shown ?? undefined}
          aria-label={intl.formatMessage({ id: 'player.page.of' }, { current: shown ?? page, count })}
          role="img"
          style={{ display: 'block', margin: '0 auto', background: 'white' }}
        />
      </Box>
    </Stack>
  );
}
