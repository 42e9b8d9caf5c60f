import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResourceWatch } from '../../../../../contract/course';
import { useCurrentInRow } from '../../../kit/navigation/scroll-row';
import type { StudyPort } from '../study-port';
import { clampPage, startPage, stepForKey, stepZoom, type Zoom } from '../viewer-rules';
import { Pager, ZoomControls } from './viewer-toolbar';

/**
 * An image set, one picture at a time: previous / next (buttons, arrow keys), thumbnails, zoom (fit, 100 %,
 * steps). The picture's number is the position the progress machine reports.
 */
export function ImageViewer({ watch, study }: { watch: ResourceWatch; study: StudyPort }) {
  const intl = useIntl();
  const images = watch.images;
  const count = images.length;
  const [current, setCurrent] = useState(() => startPage(study.position, count));
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [fitScale, setFitScale] = useState(1);
  const image = images[current - 1];
  // A resumed set or an arrow key can land on a thumbnail past the row's edge.
  const thumbnailRow = useCurrentInRow<HTMLDivElement>('[aria-current]', current);

  useEffect(() => {
    study.send({ type: 'content.ready', pageCount: count });
  }, [study, count]);
  useEffect(() => {
    if (count > 0) study.send({ type: 'page.show', page: current });
  }, [study, current, count]);

  const go = (n: number) => setCurrent(clampPage(n, count));
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = stepForKey(event.key);
    if (delta === null) return;
    event.preventDefault();
    go(current + delta);
  };
  const scale = zoom === 'fit' ? fitScale : zoom;

  if (!image) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="player.image.none" />
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" justify="space-between" align="center">
        <Pager current={current} count={count} unit="image" onStep={(d) => go(current + d)} />
        <ZoomControls
          zoom={zoom}
          scale={scale}
          onZoom={setZoom}
          onStep={(d) => setZoom(stepZoom(scale, d))}
        />
      </Flex>
      <Box
        tabIndex={0}
        role="region"
        aria-roledescription={intl.formatMessage({ id: 'player.image.carousel' })}
        aria-label={intl.formatMessage({ id: 'player.image.label' }, { name: watch.resourceName })}
        onKeyDown={onKeyDown}
        bg="bg.muted"
        rounded="l3"
        borderWidth="1px"
        overflow="auto"
        maxHeight="75vh"
        minHeight="60"
        display="flex"
        justifyContent={zoom === 'fit' ? 'center' : 'flex-start'}
        alignItems={zoom === 'fit' ? 'center' : 'flex-start'}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
      >
        <img
          key={image.url}
          src={image.url}
          alt={image.name}
          data-testid="image-current"
          data-index={current}
          width={image.width || undefined}
          height={image.height || undefined}
          onLoad={(e) => {
            const img = e.currentTarget;
            if (img.naturalWidth > 0) setFitScale(img.clientWidth / img.naturalWidth);
          }}
          style={
            zoom === 'fit'
              ? { maxWidth: '100%', maxHeight: '75vh', width: 'auto', height: 'auto', display: 'block' }
              : { width: `${image.width * zoom}px`, maxWidth: 'none', height: 'auto', display: 'block' }
          }
        />
      </Box>
      <Text textStyle="sm" color="fg.muted" textAlign="center">
        {image.name}
      </Text>
      <HStack
        ref={thumbnailRow}
        as="ul"
        gap="2"
        overflowX="auto"
        py="1"
        aria-label={intl.formatMessage({ id: 'player.image.thumbnails' })}
        listStyleType="none"
      >
        {images.map((img, i) => (
          <Box as="li" key={img.url} flexShrink={0}>
            <Box
              as="button"
              onClick={() => go(i + 1)}
              aria-current={i + 1 === current ? 'true' : undefined}
              aria-label={intl.formatMessage({ id: 'player.image.go' }, { n: i + 1, name: img.name })}
              borderWidth="2px"
              borderColor={i + 1 === current ? 'brand.solid' : 'transparent'}
              rounded="l2"
              overflow="hidden"
              display="block"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
            >
              <img
                src={img.url}
                alt=""
                width={96}
                height={60}
                loading="lazy"
                style={{ objectFit: 'cover', width: 96, height: 60, display: 'block' }}
              />
            </Box>
          </Box>
        ))}
      </HStack>
    </Stack>
  );
}
