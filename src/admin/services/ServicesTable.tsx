import type { Service } from '../../domain/catalog';
import { safeUrl } from '../../domain/url';
import { Badge } from '../../ui/Badge';
import { DragHandle } from '../shared/sortable/DragHandle';
import { MoveButtons } from '../shared/sortable/MoveButtons';
import { SortableList } from '../shared/sortable/SortableList';
import styles from './Services.module.css';

export type ServicesTableProps = {
  services: Service[];
  onReorder(services: Service[]): void;
  onEdit(service: Service): void;
  onDelete(service: Service): void;
};

/** The services in their list order (which is the order the public home shows), each row draggable. */
export function ServicesTable({ services, onReorder, onEdit, onDelete }: ServicesTableProps) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">Services, in display order</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Drag</span>
            </th>
            <th scope="col">Order</th>
            <th scope="col">Title</th>
            <th scope="col">Description</th>
            <th scope="col">Icon</th>
            <th scope="col">Link</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          <SortableList
            items={services}
            getId={(service) => service.id}
            getLabel={(service) => service.title}
            onReorder={onReorder}
            renderItem={(service, controls) => {
              const href = safeUrl(service.link_url);
              return (
                <tr {...controls.itemProps} className={service.is_active ? undefined : styles.inactive}>
                  <td>
                    <DragHandle controls={controls} />
                  </td>
                  <td>{controls.index + 1}</td>
                  <th scope="row" className={styles.title}>
                    {service.title}
                  </th>
                  <td>
                    <span className={styles.clamp}>{service.description}</span>
                  </td>
                  <td>{service.icon ? <code>{service.icon}</code> : '—'}</td>
                  <td>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {service.link_url}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <Badge tone={service.is_active ? 'success' : 'neutral'}>{service.is_active ? 'Active' : 'Inactive'}</Badge>
                  </td>
                  <td>
                    <div className={styles.actions}>
                      <button type="button" className="btn btn--secondary btn--small" aria-label={`Edit: ${service.title}`} onClick={() => onEdit(service)}>
                        Edit
                      </button>
                      <button type="button" className="btn btn--danger btn--small" aria-label={`Delete: ${service.title}`} onClick={() => onDelete(service)}>
                        Delete
                      </button>
                      <MoveButtons controls={controls} />
                    </div>
                  </td>
                </tr>
              );
            }}
          />
        </tbody>
      </table>
    </div>
  );
}
