import type { FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NavigationNode } from '../../domain/navigation';
import { useAppRunning, useFocusHandover } from '../shared/use-app-running';
import { MenuLink } from './MenuLink';
import { SubmenuArrow } from './SubmenuArrow';
import { layoutTexts } from './layout-texts';
import styles from './NavBar.module.css';

type MoreMenuProps = {
  /** The top-level items the row has no room for, in menu order (none: the button is kept, unseen, for its width). */
  items: readonly NavigationNode[];
  /** The id of the list the button discloses; each item's sub-items get `${panelId}-{item id}`. */
  panelId: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** The item whose sub-items are shown, if any. */
  openItem: number | null;
  onToggleItem: (id: number) => void;
  onNavigate: () => void;
};

/**
 * "More" at the end of the desktop menu row: a disclosure button with the top-level items that do not fit, each with
 * its sub-items (shown under it, as the row's dropdowns show theirs). Escape and a click elsewhere close it (NavMenu),
 * and so does the focus leaving it. Before the app runs it is a link to the HTML sitemap, which lists every page
 * (hovering still shows the list), as the phone menu's toggle is.
 */
export function MoreMenu({ items, panelId, open, onToggle, onClose, openItem, onToggleItem, onNavigate }: MoreMenuProps) {
  const running = useAppRunning();
  const { linkRef, buttonRef } = useFocusHandover();
  const unused = items.length === 0;
  const label = (
    <>
      {layoutTexts.more}
      <span className={styles.moreGlyph} aria-hidden="true">
        ▾
      </span>
    </>
  );
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) onClose();
  };

  return (
    <div className={unused ? `${styles.more} ${styles.moreUnused}` : styles.more} onBlur={onBlur} aria-hidden={unused || undefined}>
      {running ? (
        <button
          ref={buttonRef}
          type="button"
          className={styles.moreButton}
          aria-expanded={open}
          aria-controls={panelId}
          data-submenu-toggle=""
          tabIndex={unused ? -1 : undefined}
          onClick={onToggle}
        >
          {label}
        </button>
      ) : (
        <Link ref={linkRef} to="/sitemap" className={styles.moreButton} aria-label={layoutTexts.moreLink} tabIndex={unused ? -1 : undefined}>
          {label}
        </Link>
      )}
      <ul id={panelId} className={styles.morePanel} hidden={!open}>
        {items.map((item) => {
          const itemOpen = openItem === item.id;
          const subId = `${panelId}-${item.id}`;
          return (
            <li key={item.id} className={`${styles.item2} ${itemOpen ? styles.open : ''}`}>
              <div className={styles.row}>
                <MenuLink item={item} className={styles.link2} onNavigate={onNavigate} />
                {item.children.length > 0 && (
                  <SubmenuArrow title={item.title} open={itemOpen} controls={subId} className={styles.arrow} onToggle={() => onToggleItem(item.id)} />
                )}
              </div>
              {item.children.length > 0 && (
                <ul id={subId} className={styles.moreSub} hidden={!itemOpen}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink item={child} parent={item} className={styles.link3} onNavigate={onNavigate} />
                      {child.children.length > 0 && (
                        <ul className={styles.moreSub}>
                          {child.children.map((grandchild) => (
                            <li key={grandchild.id}>
                              <MenuLink item={grandchild} parent={child} className={styles.link3} onNavigate={onNavigate} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
