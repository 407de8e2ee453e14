import { Modal } from '../../../ui/Modal';
import { DetailsList, type Detail } from './DetailsList';

/** The details modal of one submission: open while `record` is set, its fields listed by `details`. */
export function DetailsModal<T>({
  record,
  title,
  details,
  onClose,
  maxWidth,
}: {
  record: T | null;
  title: string;
  details: (record: T) => readonly Detail[];
  onClose: () => void;
  maxWidth?: number;
}) {
  return (
    <Modal open={record !== null} onClose={onClose} title={title} maxWidth={maxWidth}>
      {record !== null ? <DetailsList details={details(record)} /> : null}
    </Modal>
  );
}
