import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavigationNode } from '../../domain/navigation';
import { MenuLink } from './MenuLink';
import { layoutTexts } from './layout-texts';
import styles from './NavBar.module.css';

type NavMenuProps = {
  items: readonly NavigationNode[];
  /** Called after any link is followed (the mobile menu closes, public spec 2.3). */
  onNavigate: () => void;
};

type ArrowProps = { title: string; open: boolean; controls: string; onToggle: () => void; className?: string };

function SubmenuArrow({ title, open, controls, onToggle, className }: ArrowProps) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={layoutTexts.toggleSubmenu(title)}
      data-submenu-toggle=""
      onClick={onToggle}
    >
      <span aria-hidden="true">▾</span>
    </button>
  );
}

/**
 * The three-level menu: level 1 items with children get an arrow button that opens their dropdown, level 2 items
 * with children a submenu arrow. One dropdown (and one submenu in it) is open at a time; Escape or a click
 * elsewhere closes them.
 */
export function NavMenu({ items, onNavigate }: NavMenuProps) {
  const baseId = useId();
  const rootRef = useRef<HTMLUListElement>(null);
  const [openTop, setOpenTop] = useState<number | null>(null);
  const [openSub, setOpenSub] = useState<number | null>(null);

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
  }, [openTop]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Escape' || openTop === null) return;
    event.stopPropagation();
    const topId = openTop;
    closeAll();
    // Focus goes back to the arrow that opened the dropdown, so keyboard users keep their place.
    const arrows = rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-submenu-toggle]') ?? [];
    [...arrows].find((arrow) => arrow.getAttribute('aria-controls') === `${baseId}-menu-${topId}`)?.focus();
  };

  const follow = () => {
    closeAll();
    onNavigate();
  };

  return (
    <ul ref={rootRef} className={styles.level1} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const open = openTop === item.id;
        const dropdownId = `${baseId}-menu-${item.id}`;
        const hasChildren = item.children.length > 0;
        return (
          <li key={item.id} className={`${styles.item1} ${open ? styles.open : ''}`}>
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
  );
}
