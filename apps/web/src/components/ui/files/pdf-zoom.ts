import { PDF_ZOOM } from '@portaria/shared/constants';

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number) => Math.min(PDF_ZOOM.max, Math.max(PDF_ZOOM.min, value));

/** One step closer (0.1), never past 3; rounded to one decimal so 1.5 + 0.1 is 1.6, not 1.6000000000000001. */
export const zoomIn = (scale: number) => clamp(round1(scale + PDF_ZOOM.step));

/** One step further (0.1), never below 0.4. */
export const zoomOut = (scale: number) => clamp(round1(scale - PDF_ZOOM.step));

export const canZoomIn = (scale: number) => scale < PDF_ZOOM.max;
export const canZoomOut = (scale: number) => scale > PDF_ZOOM.min;

/** '150%' */
export const formatZoom = (scale: number) => `${Math.round(scale * 100)}%`;

/**
 * The starting zoom: the spec's 1.5, or less when the page would not fit the width available (a phone: 390 px
 * leaves ~300 px for a 595 pt A4 page, about 0.5). Two decimals, rounded down, so the page never overflows.
 */
export const fitZoom = (availableWidth: number, pageWidth: number) =>
  availableWidth > 0 && pageWidth > 0
    ? clamp(Math.min(PDF_ZOOM.initial, Math.floor((availableWidth / pageWidth) * 100) / 100))
    : PDF_ZOOM.initial;

/** Two fingers moved from `startDistance` apart to `distance`: the zoom they ask for, on the 0.1 grid. */
export const pinchZoom = (startScale: number, startDistance: number, distance: number) =>
  startDistance > 0 ? clamp(round1((startScale * distance) / startDistance)) : startScale;
