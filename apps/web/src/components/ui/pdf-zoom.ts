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
