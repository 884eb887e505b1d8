import { useCallback, useEffect, useRef, type Dispatch, type MouseEvent, type PointerEvent, type ReactNode, type SetStateAction } from 'react';

/** Spec §9: a menu opened by hover stays this long after the pointer leaves, so it can cross gaps. */
export const HOVER_CLOSE_DELAY_MS = 150;

/**
 * Hover opens menus only at 1024 px and wider, with a mouse (spec §2); touch and narrow screens
 * use a click. Asked at the moment of the event, never during render: the server knows no width.
 */
function opensOnHover(event: PointerEvent): boolean {
  return event.pointerType === 'mouse' && window.matchMedia('(min-width: 1024px) and (hover: hover)').matches;
}

export interface DropdownProps {
  id: string;
  /** The id of the open menu of this group; one menu is open at a time. */
  openId: string | null;
  setOpenId: Dispatch<SetStateAction<string | null>>;
  className: string;
  /** Shown before the toggle: the category's own link. */
  lead?: ReactNode;
  /** The toggle's visible text; without it the toggle is a chevron named by toggleLabel. */
  toggleText?: ReactNode;
  toggleLabel?: string;
  panel: 'ul' | 'div';
  panelClassName: string;
  /** The panel's links, asked for only while it is open: closed, they would be made and dropped on every render. */
  children: () => ReactNode;
}

/**
 * A disclosure menu: a real button with aria-expanded and aria-controls shows a panel of links.
 * Hover opens it on wide screens with a mouse, a click anywhere; a click outside, Esc, focus
 * leaving by keyboard or choosing a link closes it. Esc returns focus to the toggle.
 */
export function Dropdown({ id, openId, setOpenId, className, lead, toggleText, toggleLabel, panel: Panel, panelClassName, children }: DropdownProps) {
  const open = openId === id;
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // How the menu was opened; a hover-opened menu closes when the pointer leaves, a clicked one stays.
  const openedBy = useRef<'hover' | 'click' | null>(null);
  const panelId = `xn-menu-${id}`;

  // Only closes this menu: a late timer must not close one opened since.
  const close = useCallback(() => setOpenId((current) => (current === id ? null : current)), [id, setOpenId]);
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) {
      openedBy.current = null;
      return undefined;
    }
    // A click, not a pointerdown: closing this panel first would move the toggle being clicked.
    const onClickOutside = (event: Event) => {
      if (!itemRef.current?.contains(event.target as Node)) close();
    };
    // Capture phase, so that the header's own Esc (closing the whole panel) sees it was handled.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      const hadFocus = itemRef.current?.contains(document.activeElement) ?? false;
      close();
      if (hadFocus) toggleRef.current?.focus();
    };
    // Focus moving out by keyboard closes it. Focus that a press moves is left to the click,
    // for the same reason as above.
    let pressing = false;
    const onPress = (event: Event) => {
      pressing = event.type === 'pointerdown';
    };
    const onFocusIn = (event: Event) => {
      if (!pressing && !itemRef.current?.contains(event.target as Node)) close();
    };
    const listeners: [string, (event: Event) => void, boolean][] = [
      ['click', onClickOutside, false],
      ['keydown', onKeyDown as (event: Event) => void, true],
      ['pointerdown', onPress, true],
      ['pointerup', onPress, true],
      ['pointercancel', onPress, true],
      ['focusin', onFocusIn, false],
    ];
    for (const [type, listener, capture] of listeners) document.addEventListener(type, listener, capture);
    return () => {
      for (const [type, listener, capture] of listeners) document.removeEventListener(type, listener, capture);
    };
  }, [open, close]);

  const onPointerEnter = (event: PointerEvent) => {
    if (!opensOnHover(event)) return;
    cancelClose();
    if (openedBy.current === 'click') return;
    openedBy.current = 'hover';
    setOpenId(id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (openedBy.current === 'hover' && opensOnHover(event)) closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY_MS);
  };
  const onToggle = () => {
    cancelClose();
    // A click on a menu that hover opened keeps it open, instead of closing it under the pointer.
    // The ref, not `open`: the hover's update may not have rendered yet when the click arrives.
    if (openedBy.current === 'click') {
      close();
      return;
    }
    openedBy.current = 'click';
    setOpenId(id);
  };
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };

  return (
    <li
      ref={itemRef}
      className={open ? `${className} is-open` : className}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {lead}
      <button ref={toggleRef} type="button" className="xn-menu__toggle" aria-expanded={open} aria-controls={panelId} aria-label={toggleLabel} onClick={onToggle}>
        {toggleText}
      </button>
      {/* A closed panel is empty: its links (some 200 across the header) would be in every page's HTML and hydration for
          nothing. Without JavaScript the lead link's page lists them (SubcategoryLinks), and crawlers find them there and in the sitemaps. */}
      <Panel id={panelId} className={panelClassName} hidden={!open} onClick={onPanelClick}>
        {open ? children() : null}
      </Panel>
    </li>
  );
}
