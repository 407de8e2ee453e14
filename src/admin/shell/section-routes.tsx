import { Navigate, useLocation, useNavigate, useParams, useRouteError } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { DEFAULT_SECTION, resolveSection, sectionLabel, sectionPath } from './sections';
import { SectionView } from './SectionView';

export { SectionView };

/** /admin/{unknown}: `images` opens Page Management, anything else the dashboard. */
export function UnknownSectionRedirect() {
  const name = useParams()['*'];
  return <Navigate to={sectionPath(name === 'images' ? 'pages' : DEFAULT_SECTION)} replace />;
}

/**
 * The error element of a section route, shown inside the shell (sidebar and header stay): what failed and a retry
 * that renders the section again.
 */
export function SectionRouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const rest = location.pathname.replace(/^.*\/admin\/?/, '');
  const label = sectionLabel(resolveSection(rest || undefined));
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section aria-labelledby="section-error-title">
      <h2 id="section-error-title">{label}</h2>
      <Alert tone="error">
        <p>
          {label} could not be displayed: {message || 'Unknown error'}
        </p>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => void navigate(`${location.pathname}${location.search}`, { replace: true })}
        >
          Try again
        </button>
      </Alert>
    </section>
  );
}
