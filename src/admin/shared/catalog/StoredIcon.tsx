import '@fortawesome/fontawesome-free/css/fontawesome.min.css';
import '@fortawesome/fontawesome-free/css/solid.min.css';
import styles from './Catalog.module.css';

/** The Font Awesome class of a stored icon name: "fa-industry", "fas fa-industry" and "industry" all give fa-industry. */
export function fontAwesomeClass(name: string): string | null {
  const icon = name
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((part) => !['fa', 'fas', 'fa-solid', 'far', 'fa-regular'].includes(part))
    .at(-1);
  if (!icon) return null;
  const bare = icon.replace(/^fa-/, '');
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(bare) ? `fa-${bare}` : null;
}

/**
 * A stored icon class name (products, services: Font Awesome, e.g. fa-industry) drawn as its glyph, as the public
 * site's icon font draws it. A name the font lacks shows a question mark instead of an empty cell. The name itself is
 * the tooltip and what screen readers read.
 */
export function StoredIcon({ name }: { name: string }) {
  const className = fontAwesomeClass(name);
  if (!name.trim()) return <>—</>;
  return (
    <span className={styles.icon} title={name}>
      <i className={`fa-solid ${className ?? ''}`} aria-hidden="true" />
      <span className="visually-hidden">Icon: {name}</span>
    </span>
  );
}
