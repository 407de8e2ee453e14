import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '../../ui/Spinner';
import { SECTION_COMPONENTS, SECTION_LOADERS } from './section-components';
import { sectionLabel, type AdminSectionId } from './sections';
import { SectionErrorBoundary } from './SectionErrorBoundary';

/** One section, lazily loaded, with a loading state and an error boundary whose retry loads the chunk again. */
export function SectionView({ id }: { id: AdminSectionId }) {
  // React.lazy remembers a failed import, so a retry needs a new lazy component for the same loader.
  const [retried, setRetried] = useState<{ id: AdminSectionId; component: LazyExoticComponent<ComponentType> } | null>(null);
  const Section = retried?.id === id ? retried.component : SECTION_COMPONENTS[id];
  const label = sectionLabel(id);
  return (
    <SectionErrorBoundary key={id} label={label} onRetry={() => setRetried({ id, component: lazy(SECTION_LOADERS[id]) })}>
      <Suspense fallback={<Spinner label="Loading section..." />}>
        <Section />
      </Suspense>
    </SectionErrorBoundary>
  );
}
