import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { adminMessages } from '../../domain/messages';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { contentTexts } from './content-texts';
import styles from './ContentSection.module.css';

type ResourceViewProps<T> = {
  resource: UseQueryResult<T>;
  /** What is loaded, in words: 'homepage content' gives 'Loading homepage content...'. */
  what: string;
  children: (data: T) => ReactNode;
};

/** The loading and load-failure states of one content resource, with a retry; the loaded data goes to `children`. */
export function ResourceView<T>({ resource, what, children }: ResourceViewProps<T>) {
  if (resource.isPending) return <Spinner label={adminMessages.content.loading(what)} />;
  if (resource.isError) {
    return (
      <div className={styles.loadError}>
        <Alert tone="error">{adminMessages.content.loadFailed(what, resource.error.message)}</Alert>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void resource.refetch()}>
          {contentTexts.retry}
        </button>
      </div>
    );
  }
  return <>{children(resource.data)}</>;
}
