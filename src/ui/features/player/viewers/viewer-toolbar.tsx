import { Button, Group, HStack, IconButton, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronLeftIcon, ChevronRightIcon, ZoomInIcon, ZoomOutIcon } from '../player-icons';
import { MAX_ZOOM, MIN_ZOOM, type Zoom } from '../viewer-rules';

/** Previous / next with "3 / 5" between them; `unit` names what is counted (pages, pictures). */
export function Pager({
  current,
  count,
  unit,
  onStep,
}: {
  current: number;
  count: number;
  unit: 'page' | 'image';
  onStep: (delta: -1 | 1) => void;
}) {
  const intl = useIntl();
  return (
    <HStack gap="2">
      <IconButton
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage({ id: `player.${unit}.previous` })}
        disabled={current <= 1}
        onClick={() => onStep(-1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Text textStyle="sm" minWidth="16" textAlign="center" aria-live="polite">
        <FormattedMessage id={`player.${unit}.of`} values={{ current, count }} />
      </Text>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage({ id: `player.${unit}.next` })}
        disabled={current >= count}
        onClick={() => onStep(1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </HStack>
  );
}

/** Zoom out, fit, 100 %, zoom in; `scale` is what is shown now (a fitted page has a scale too). */
export function ZoomControls({
  zoom,
  scale,
  onZoom,
  onStep,
}: {
  zoom: Zoom;
  scale: number;
  onZoom: (zoom: Zoom) => void;
  onStep: (direction: 1 | -1) => void;
}) {
  const intl = useIntl();
  return (
    <HStack gap="2">
      <IconButton
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage({ id: 'player.zoom.out' })}
        disabled={scale <= MIN_ZOOM + 1e-6}
        onClick={() => onStep(-1)}
      >
        <ZoomOutIcon />
      </IconButton>
      <Group attached>
        <Button
          size="sm"
          variant={zoom === 'fit' ? 'solid' : 'outline'}
          aria-pressed={zoom === 'fit'}
          onClick={() => onZoom('fit')}
        >
          <FormattedMessage id="player.zoom.fit" />
        </Button>
        <Button
          size="sm"
          variant={zoom === 1 ? 'solid' : 'outline'}
          aria-pressed={zoom === 1}
          onClick={() => onZoom(1)}
        >
          <FormattedMessage id="player.zoom.actual" />
        </Button>
      </Group>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage({ id: 'player.zoom.in' })}
        disabled={scale >= MAX_ZOOM - 1e-6}
        onClick={() => onStep(1)}
      >
        <ZoomInIcon />
      </IconButton>
      <Text textStyle="xs" color="fg.muted" minWidth="10" aria-live="polite">
        {intl.formatNumber(scale, { style: 'percent', maximumFractionDigits: 0 })}
      </Text>
    </HStack>
  );
}
