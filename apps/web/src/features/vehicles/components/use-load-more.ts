import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the sentinel element scrolls into view (infinite scroll). Where IntersectionObserver
 * does not exist the list still offers its 'Carregar mais' button.
 */
export const useLoadMore = (isEnabled: boolean, onVisible: () => void) => {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const element = ref.current;
    if (!isEnabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isEnabled]);
  return ref;
};
