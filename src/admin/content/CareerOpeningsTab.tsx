import { careerOpeningConfig } from './entity-configs';
import { EntityListEditor } from './EntityListEditor';

/** Career Openings tab: the job openings with the job dialog (full-time by default, salary range optional) and delete. */
export function CareerOpeningsTab() {
  return <EntityListEditor config={careerOpeningConfig} />;
}
