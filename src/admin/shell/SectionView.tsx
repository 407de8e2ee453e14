import { Suspense, use, useState } from 'react';
import { Spinner } from '../../ui/Spinner';
import { reloadSection, sectionModule } from './section-components';
import { sectionLabel, type AdminSectionId } from './sections';
import { SectionErrorBoundary } from './SectionErrorBoundary';

function SectionBody({ id }: { id: AdminSectionId }) {
  const { default: Section } = use(sectionModule(id));
  return <Section />;
}

/** One section, loaded with its chunk, with a loading state and an error boundary whose retry loads the chunk again. */
export function SectionView({ id }: { id: AdminSectionId }) {
  // A retry renders the section anew, with its chunk loaded again if that is what failed.
  const [attempt, setAttempt] = useState(0);
  const label = sectionLabel(id);
  return (
    <SectionErrorBoundary
      key={id}
      label={label}
      onRetry={() => {
        if (sectionModule(id).status === 'rejected') reloadSection(id);
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense fallback={<Spinner label="Loading section..." />}>
        <SectionBody key={attempt} id={id} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
