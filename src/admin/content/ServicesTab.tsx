import { adminMessages } from '../../domain/messages';
import { messageOf } from './content-feedback';
import { serviceConfig } from './entity-configs';
import { EntityListEditor } from './EntityListEditor';
import type { ListReorder } from './OrderedEntityList';

// Admin spec 4: services reorder by drag (or the move buttons) and the new order is saved at once.
const serviceOrder: ListReorder = {
  area: 'services',
  failureText: (error) => adminMessages.content.serviceOrderFailed(messageOf(error)),
};

/** Services Management tab: the services with reorder, the service dialog (description required here) and delete. */
export function ServicesTab() {
  return <EntityListEditor config={serviceConfig} reorder={serviceOrder} />;
}
