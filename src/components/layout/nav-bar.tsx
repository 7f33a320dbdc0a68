import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type RefObject,
} from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { homePath, sectionIds } from '../../lib/paths';
import { profile } from '../../content-model';
import { site } from '../../content-model/site-words';
import { cn } from '../../lib/cn';
import { answersEarlyMenuTaps, otherLabelAttribute } from '../../lib/early-taps';
import { SearchButton } from '../search';
import { ThemeToggle } from '../ui/theme-toggle';

/** A page the bar links to. */
export interface NavLinkItem {
  to: string;
  label: string;
}

/** A nav link's classes: highlighted when it is the current page; taller in the phone menu. */
const linkClass = (isActive: boolean, inMenu = false) =>
  cn(
    'rounded-lg px-3 text-sm font-semibold transition-colors',
    inMenu ? 'block py-3' : 'py-2',
    isActive
      ? 'bg-highlight text-band'
      : 'text-band-ink hover:bg-band-raised hover:text-highlight-bright',
  );

/**
 * The bar's links: in the bar itself, or in the phone menu (`inMenu`), where choosing one closes
 * the menu. Memoized, as the bar's search and theme buttons are: opening the menu renders the
 * bar again, in the task that answers the tap, and its links (each a NavLink working out its
 * address) were the most of that render. The router's own changes (a navigation) still reach
 * each link.
 */
const NavItems = memo(function NavItems({
  links,
  inMenu = false,
  onChoose,
}: {
  links: readonly NavLinkItem[];
  inMenu?: boolean;
  onChoose?: () => void;
}) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end={link.to === homePath}
        className={({ isActive }) => linkClass(isActive, inMenu)}
        onClick={onChoose}
      >
        {link.label}
      </NavLink>
    </li>
  ));
});

/** The bar's links as a list (see NavItems). */
function NavLinks({
  links,
  inMenu,
  onChoose,
  ...list
}: {
  links: readonly NavLinkItem[];
  inMenu?: boolean;
  onChoose?: () => void;
} & Pick<HTMLAttributes<HTMLUListElement>, 'id' | 'hidden' | 'className'>) {
  return (
    <ul {...list}>
      <NavItems links={links} inMenu={inMenu} onChoose={onChoose} />
    </ul>
  );
}

/**
 * Whether the phone menu is open, and its setter: it takes over a menu the
 * head script opened, and closes at a navigation, on Escape (focus back on
 * `button`) and when focus leaves `nav`.
 */
function usePhoneMenu(
  nav: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A menu the head script opened before the app ran stays open: the app takes it as it is.
  // (Hydration leaves the attributes the script changed as they are; the state follows them
  // here, before the browser paints.)
  useLayoutEffect(() => {
    if (button.current?.getAttribute('aria-expanded') === 'true') setOpen(true);
  }, [button]);

  // Choosing a link (any navigation) closes the menu: state adjusted while rendering the new
  // path (react.dev, "Adjusting some state when a prop changes"), never on the first render,
  // which would close a menu the head script opened.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  // An open menu closes on Escape (focus back on its button) and when focus
  // leaves the navigation, so it never covers the page behind the focus.
  useEffect(() => {
    const element = nav.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open, nav, button]);
  return [open, setOpen] as const;
}

/**
 * The navigation bar, in the site's band (the owner's look). On small
 * screens the links fold into a menu button wherever JavaScript runs (the
 * `js:` variant, from the first paint; a tap before the app runs opens it at
 * once: src/lib/early-taps.ts); without JavaScript, or if the app fails, the
 * links sit in the bar itself, so they always work.
 */
export function NavBar({ links }: { links: readonly NavLinkItem[] }) {
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const [open, setOpen] = usePhoneMenu(nav, button);
  const close = useCallback(() => setOpen(false), [setOpen]);

  return (
    <header className="board sticky top-0 z-40 border-b border-band-line bg-band/95 text-band-ink backdrop-blur print:hidden">
      <nav ref={nav} aria-label={site.nav.label} className="mx-auto max-w-page px-5 sm:px-8">
        <div className="relative flex h-nav items-center gap-1">
          {/* mr-auto pushes the rest right. Search and the theme toggle come either side of the
              menu button, so they keep their places whether the links or the menu button show. */}
          <span className="mr-auto font-mono text-sm tracking-wide text-band-ink-dim">
            {profile.name}
          </span>
          <NavLinks links={links} className="flex items-center gap-1 js:max-sm:hidden" />
          <SearchButton tone="board" />
          <button
            ref={button}
            {...answersEarlyMenuTaps}
            type="button"
            aria-expanded={open}
            aria-controls={sectionIds.mobileMenu}
            aria-label={open ? site.nav.closeMenu : site.nav.openMenu}
            {...{ [otherLabelAttribute]: open ? site.nav.openMenu : site.nav.closeMenu }}
            onClick={() => setOpen((value) => !value)}
            className="group hidden size-11 items-center justify-center rounded-lg text-band-ink hover:bg-band-raised js:max-sm:inline-flex"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {/* Both drawn, one shown by the button's state: the head script changes only that. */}
              <path d="M6 6l12 12M18 6 6 18" className="hidden group-aria-expanded:inline" />
              <path d="M4 7h16M4 12h16M4 17h16" className="group-aria-expanded:hidden" />
            </svg>
          </button>
          <ThemeToggle tone="board" />
        </div>
        {/* In the page's HTML, hidden until opened, so the head script can open it before the
            app runs (a text browser that ignores `hidden` lists the links twice: docs/decisions.md).
            No display utility: one would outrank the `hidden` attribute's display: none. */}
        <NavLinks
          links={links}
          inMenu
          id={sectionIds.mobileMenu}
          hidden={!open}
          className="space-y-1 pb-4 sm:hidden"
          onChoose={close}
        />
      </nav>
    </header>
  );
}
