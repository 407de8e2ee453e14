import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { seoSettingsQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import { SEO_PAGE_TYPES } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import type { SeoPageType } from '../../domain/seo';
import { defaultSeoSettings } from '../../domain/seo-defaults';
import { Alert } from '../../ui/Alert';
import { FormField } from '../../ui/FormField';
import { Spinner } from '../../ui/Spinner';
import { sectionLabel } from '../shell/sections';
import { useAskBeforeDiscarding } from '../shared/unsaved/unsaved-changes';
import { fieldId, pageTypeLabel } from './seo-fields';
import { SeoForm } from './SeoForm';
import styles from './SeoSection.module.css';

/**
 * SEO Management (admin spec 2). The public site reads settings per page type, so the form edits one page type at
 * a time (homepage first); a page type without stored settings starts from the defaults.
 */
export function SeoSection() {
  const [pageType, setPageType] = useState<SeoPageType>(SEO_PAGE_TYPES[0]);
  // The back office shows a failure itself; the public site's console line is not wanted here.
  const settings = useQuery({ ...seoSettingsQueryOptions(useRepository(), pageType), meta: {} });
  const pageTypeId = fieldId('page_type');
  // Switching the page type replaces the form: changes to the current one are not dropped without asking.
  const discardGuard = useAskBeforeDiscarding();

  return (
    <section aria-labelledby="seo-title" className={styles.section}>
      <h2 id="seo-title">{sectionLabel('seo')}</h2>
      <p className={styles.lead}>Search-engine and social-sharing settings for each kind of public page.</p>

      <div className={styles.pageType}>
        <FormField id={pageTypeId} label="Page type" hint="Each page type has its own settings; saving changes only the selected one.">
          <select
            id={pageTypeId}
            className="form-control"
            aria-describedby={`${pageTypeId}-hint`}
            value={pageType}
            onChange={(event) => {
              const next = event.target.value as SeoPageType;
              discardGuard.ask(() => setPageType(next));
            }}
          >
            {SEO_PAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {pageTypeLabel(type)}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      {settings.isPending ? <Spinner label="Loading SEO settings..." /> : null}
      {settings.isError ? (
        <Alert tone="error">
          <p className={styles.errorText}>{adminMessages.seo.loadFailed(settings.error.message)}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void settings.refetch()}>
            Retry
          </button>
        </Alert>
      ) : null}
      {settings.isSuccess ? <SeoForm key={pageType} initial={settings.data ?? defaultSeoSettings(pageType)} /> : null}
      {discardGuard.prompt}
    </section>
  );
}
