import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

type LoadMoreOptions = {
  /** The scrolling box the sentinel lives in (default: the viewport). */
  root?: RefObject<Element | null>;
  /** Starts loading this far before the sentinel shows, e.g. '200px'. */
  rootMargin?: string;
};

/**
 * Calls `onVisible` when the sentinel element scrolls into view (infinite scroll). Enabled only while another page
 * can load and none is loading: once a page arrives the observer starts again, so a sentinel still in view loads
 * the next one. Where IntersectionObserver does not exist the list still offers its 'Carregar mais' button.
 */
export const useLoadMore = <E extends Element = HTMLDivElement>(
  isEnabled: boolean,
  onVisible: () => void,
  { root, rootMargin }: LoadMoreOptions = {},
) => {
  const ref = useRef<E>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const element = ref.current;
    if (!isEnabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: root?.current ?? null, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isEnabled, root, rootMargin]);
  return ref;
};
