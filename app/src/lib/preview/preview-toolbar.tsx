import {
  Expand,
  Monitor,
  Moon,
  RotateCw,
  Smartphone,
  Sun,
  Tablet,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import type { PreviewTheme } from '@kiln/contract';
import { Button } from '@kiln/design-system';

export const PREVIEW_VIEWPORTS = ['375', '768', '1440', 'fit'] as const;
export type PreviewViewport = (typeof PREVIEW_VIEWPORTS)[number];
export const PREVIEW_ZOOMS = [0.5, 0.75, 1, 1.25] as const;

const VIEWPORT_LABELS: Record<PreviewViewport, { text: string; icon: React.ReactNode }> = {
  '375': { text: '375 px', icon: <Smartphone aria-hidden /> },
  '768': { text: '768 px', icon: <Tablet aria-hidden /> },
  '1440': { text: '1440 px', icon: <Monitor aria-hidden /> },
  fit: { text: 'Fit', icon: null },
};

type Props = {
  viewport: PreviewViewport;
  onViewport: (viewport: PreviewViewport) => void;
  zoom: number;
  onZoom: (zoom: number) => void;
  theme: PreviewTheme;
  onTheme: (theme: PreviewTheme) => void;
  onReload: () => void;
  onFullScreen: () => void;
};

/** The preview's controls: viewport width, zoom, theme, reload and full screen. */
export function PreviewToolbar(props: Props) {
  const zoomIndex = PREVIEW_ZOOMS.indexOf(props.zoom as (typeof PREVIEW_ZOOMS)[number]);
  return (
    <div role="toolbar" aria-label="Preview controls" className="flex flex-wrap items-center gap-1">
      <div role="group" aria-label="Viewport width" className="flex gap-1">
        {PREVIEW_VIEWPORTS.map((viewport) => (
          <Button
            key={viewport}
            size="sm"
            variant={props.viewport === viewport ? 'secondary' : 'ghost'}
            aria-pressed={props.viewport === viewport}
            onClick={() => props.onViewport(viewport)}
          >
            {VIEWPORT_LABELS[viewport].icon}
            {VIEWPORT_LABELS[viewport].text}
          </Button>
        ))}
      </div>
      <div role="group" aria-label="Zoom" className="flex items-center gap-1">
        <Button
          size="sm"
          variant="ghost"
          aria-label="Zoom out"
          disabled={zoomIndex <= 0}
          onClick={() => props.onZoom(PREVIEW_ZOOMS[zoomIndex - 1] ?? props.zoom)}
        >
          <ZoomOut aria-hidden />
        </Button>
        <output aria-live="polite" className="min-w-12 text-center text-sm tabular-nums">
          {Math.round(props.zoom * 100)}%
        </output>
        <Button
          size="sm"
          variant="ghost"
          aria-label="Zoom in"
          disabled={zoomIndex === PREVIEW_ZOOMS.length - 1}
          onClick={() => props.onZoom(PREVIEW_ZOOMS[zoomIndex + 1] ?? props.zoom)}
        >
          <ZoomIn aria-hidden />
        </Button>
      </div>
      <div className="ml-auto flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={props.theme === 'dark'}
          onClick={() => props.onTheme(props.theme === 'dark' ? 'light' : 'dark')}
        >
          {props.theme === 'dark' ? <Moon aria-hidden /> : <Sun aria-hidden />}
          Dark
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onReload}>
          <RotateCw aria-hidden />
          Reload
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onFullScreen}>
          <Expand aria-hidden />
          Full screen
        </Button>
      </div>
    </div>
  );
}
