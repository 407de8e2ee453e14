import { memo, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { headerFit } from '../../domain/header-fit';
import type { NavigationNode } from '../../domain/navigation';
import { MenuLink } from './MenuLink';
import { MoreMenu } from './MoreMenu';
import { SubmenuArrow } from './SubmenuArrow';
import { useMenuFold } from './use-menu-fold';
import styles from './NavBar.module.css';

type NavMenuProps = {
  items: readonly NavigationNode[];
  /** Called after any link is followed (the mobile menu closes, public spec 2.3). */
  onNavigate: () => void;
};

/** The More list among the open menus (the others are named by their item's id). */
const MORE = 'more';

/**
 * The three-level menu: level 1 items with children get an arrow button that opens their dropdown, level 2 items
 * with children a submenu arrow. One dropdown (and one submenu in it) is open at a time; Escape or a click
 * elsewhere closes them. On the desktop row, the top-level items that do not fit beside the logo go under More
 * (use-menu-fold.ts; the phone menu lists them all).
 * Memoised: opening or closing the phone menu (NavBar's state) does not render every link of the menu again.
 */
export const NavMenu = memo(function NavMenu({ items, onNavigate }: NavMenuProps) {
  const baseId = useId();
  const [openTop, setOpenTop] = useState<number | typeof MORE | null>(null);
  const [openSub, setOpenSub] = useState<number | null>(null);
  const estimate = useMemo(() => headerFit(items.map((item) => ({ title: item.title, hasChildren: item.children.length > 0 }))), [items]);
  const { shown, barRef: rootRef } = useMenuFold(
    items.map((item) => item.id),
    estimate,
  );
  const moreId = `${baseId}-more`;

  const closeAll = () => {
    setOpenTop(null);
    setOpenSub(null);
  };

  useEffect(() => {
    if (openTop === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpenTop(null);
        setOpenSub(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openTop, rootRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || openTop === null) return;
    event.stopPropagation();
    const controls = openTop === MORE ? moreId : `${baseId}-menu-${openTop}`;
    closeAll();
    // Focus goes back to the arrow (or More) that opened the dropdown, so keyboard users keep their place.
    const arrows = rootRef.current?.querySelectorAll<HTMLElement>('[data-submenu-toggle]') ?? [];
    [...arrows].find((arrow) => arrow.getAttribute('aria-controls') === controls)?.focus();
  };

  const follow = () => {
    closeAll();
    onNavigate();
  };

  return (
    // Arrow keys and Escape on the menu's links and buttons bubble here; the bar itself is no control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className={styles.bar} onKeyDown={onKeyDown}>
      <ul className={styles.level1}>
        {items.map((item, index) => {
          const open = openTop === item.id;
          const dropdownId = `${baseId}-menu-${item.id}`;
          const hasChildren = item.children.length > 0;
          // A folded item keeps its place in the list (the phone menu shows it; the row measures it) but not on the row.
          const folded = index >= shown;
          return (
            <li key={item.id} className={`${styles.item1} ${open ? styles.open : ''} ${folded ? styles.folded : ''}`}>
              <div className={styles.row}>
                <MenuLink item={item} className={styles.link1} onNavigate={follow} />
                {hasChildren && (
                  <SubmenuArrow
                    title={item.title}
                    open={open}
                    controls={dropdownId}
                    className={styles.arrow}
                    onToggle={() => {
                      setOpenTop(open ? null : item.id);
                      setOpenSub(null);
                    }}
                  />
                )}
              </div>
              {hasChildren && (
                <ul id={dropdownId} className={styles.dropdown} hidden={!open}>
                  {item.children.map((child) => {
                    const subOpen = openSub === child.id;
                    const submenuId = `${baseId}-menu-${child.id}`;
                    const hasGrandchildren = child.children.length > 0;
                    return (
                      <li key={child.id} className={`${styles.item2} ${subOpen ? styles.open : ''}`}>
                        <div className={styles.row}>
                          <MenuLink item={child} parent={item} className={styles.link2} onNavigate={follow} />
                          {hasGrandchildren && (
                            <SubmenuArrow
                              title={child.title}
                              open={subOpen}
                              controls={submenuId}
                              className={`${styles.arrow} ${styles.subArrow}`}
                              onToggle={() => setOpenSub(subOpen ? null : child.id)}
                            />
                          )}
                        </div>
                        {hasGrandchildren && (
                          <ul id={submenuId} className={styles.submenu} hidden={!subOpen}>
                            {child.children.map((grandchild) => (
                              <li key={grandchild.id}>
                                <MenuLink item={grandchild} parent={child} className={styles.link3} onNavigate={follow} />
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <MoreMenu
        items={items.slice(shown)}
        panelId={moreId}
        open={openTop === MORE}
        onToggle={() => {
          setOpenTop(openTop === MORE ? null : MORE);
          setOpenSub(null);
        }}
        onClose={closeAll}
        openItem={openTop === MORE ? openSub : null}
        onToggleItem={(id) => setOpenSub(openSub === id ? null : id)}
        onNavigate={follow}
      />
    </div>
  );
});
