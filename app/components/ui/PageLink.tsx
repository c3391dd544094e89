import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';
import { isSitePath } from '../../../domain/site-path.ts';

/**
 * The links of the shell (menu, toolbar, footer, cookie banner) and of the cards, drawn on every page: plain anchors to
 * a path of the site, followed in the page by React Router through one handler for them all. React Router's `Link`
 * resolves its path twice and makes a navigate function and a click handler for each link: 8 % of the server's time on
 * a short page (decision 0146). A link outside `PageLinks` is followed by the browser.
 */
interface Follow {
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
  onIntent(event: { currentTarget: HTMLAnchorElement }): void;
  onLeave(event: { currentTarget: HTMLAnchorElement }): void;
}

const FollowContext = createContext<Follow | null>(null);

/** How long a pointer rests on a link before its page is prefetched (React Router's `prefetch="intent"`: 100 ms). */
const intentDelay = 100;

/** Follows the shell's links inside the page, and prefetches the page a link with `prefetch` points at. */
export function PageLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [intended, setIntended] = useState<string | null>(null);
  const pending = useRef<{ to: string; timer: ReturnType<typeof setTimeout> }>(undefined);
  useEffect(() => () => clearTimeout(pending.current?.timer), []);
  const follow = useMemo<Follow>(
    () => ({
      onClick(event) {
        const link = event.currentTarget;
        const to = link.getAttribute('href')!;
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey ||
          (link.target && link.target !== '_self') ||
          link.hasAttribute('download') ||
          !isSitePath(to)
        )
          return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        // As React Router's Link: a link to the page shown replaces it in the history rather than adding it again.
        void navigate(to, { replace: to === pathname + search + hash });
      },
      onIntent(event) {
        const to = event.currentTarget.getAttribute('href')!;
        if (!isSitePath(to)) return;
        clearTimeout(pending.current?.timer);
        pending.current = { to, timer: setTimeout(() => setIntended(to), intentDelay) };
      },
      // As React Router's Link: the prefetch goes when the pointer or the focus leaves the link.
      onLeave(event) {
        const to = event.currentTarget.getAttribute('href');
        if (pending.current?.to === to) clearTimeout(pending.current.timer);
        setIntended((shown) => (shown === to ? null : shown));
      },
    }),
    [navigate],
  );
  return (
    <FollowContext value={follow}>
      {children}
      {intended && <PrefetchPageLinks page={intended} />}
    </FollowContext>
  );
}

type PageLinkProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onTouchStart'
> & {
  /** A path of the site: `/…`. */
  to: string;
  /** Prefetch the page's code and data when the pointer rests on the link or the focus reaches it. */
  prefetch?: boolean;
};

/** A link to a page of the site (see `PageLinks`); `data-discover` lets React Router learn its route beforehand. */
export function PageLink({ to, prefetch, onClick, ...rest }: PageLinkProps) {
  const follow = useContext(FollowContext);
  const intent = prefetch && follow;
  return (
    <a
      {...rest}
      href={to}
      data-discover="true"
      onClick={
        follow && onClick
          ? (event) => {
              onClick(event);
              follow.onClick(event);
            }
          : (follow?.onClick ?? onClick)
      }
      onMouseEnter={intent ? follow.onIntent : undefined}
      onFocus={intent ? follow.onIntent : undefined}
      onTouchStart={intent ? follow.onIntent : undefined}
      onMouseLeave={intent ? follow.onLeave : undefined}
      onBlur={intent ? follow.onLeave : undefined}
    />
  );
}

/**
 * Whether `to` is the page shown or one of its sub-pages, as React Router's `NavLink` decides (case aside, its query
 * and fragment left out).
 */
export function isCurrentPath(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase();
  const target = to.replace(/[?#].*$/, '').toLowerCase();
  if (here === target) return true;
  const end = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here.startsWith(target) && here.charAt(end) === '/';
}
