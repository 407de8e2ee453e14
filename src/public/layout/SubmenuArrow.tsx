import { layoutTexts } from './layout-texts';

type SubmenuArrowProps = { title: string; open: boolean; controls: string; onToggle: () => void; className?: string };

/** The arrow button that opens or closes a menu item's sub-items (public spec 2.3). */
export function SubmenuArrow({ title, open, controls, onToggle, className }: SubmenuArrowProps) {
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
