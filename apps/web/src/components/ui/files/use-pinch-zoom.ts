import type { TouchEvent } from 'react';
import { useRef } from 'react';
import { pinchZoom } from './pdf-zoom';

type Touches = TouchEvent['touches'];

const distanceOf = (touches: Touches) => {
  const [a, b] = [touches[0], touches[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
};

/**
 * Two-finger pinch on the PDF's scroll area zooms the document (re-drawn sharp at the new scale) instead of the
 * whole page; one finger still scrolls (the area sets `touch-action: pan-x pan-y`, so the browser leaves the pinch
 * to us). Spread the handlers on the scroll area.
 */
export const usePinchZoom = (scale: number, onChange: (scale: number) => void) => {
  const gesture = useRef<{ scale: number; distance: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      if (event.touches.length === 2) gesture.current = { scale, distance: distanceOf(event.touches) };
    },
    onTouchMove: (event: TouchEvent) => {
      if (!gesture.current || event.touches.length !== 2) return;
      const next = pinchZoom(gesture.current.scale, gesture.current.distance, distanceOf(event.touches));
      if (next !== scale) onChange(next);
    },
    onTouchEnd: (event: TouchEvent) => {
      if (event.touches.length < 2) gesture.current = null;
    },
  };
};
