import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

type RouterLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/**
 * An in-app link, for `component={RouterLink}` on MUI parts: the <a> react-router's `Link` renders (the router's
 * href, a plain click navigates in place, a ctrl/shift/middle click or a `target` is left to the browser), without
 * `Link`'s prefetch machinery, which only framework mode uses and which weighed ~2 KB gzip on the login screen
 * (decision 003). The app imports `Link` nowhere, so the build leaves it out.
 */
export const RouterLink = ({ to, replace, state, target, onClick, ref, ...rest }: RouterLinkProps) => {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} data-discover="true" />;
};
