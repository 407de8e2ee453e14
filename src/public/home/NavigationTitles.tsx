import { publicMessages } from '../../domain/messages';
import { activeNavigation, flattenNavigation } from '../../domain/navigation-tree';
import { useResource } from '../../data/use-resource';

/** Lists the navigation titles from the repository: the first screen on the data path. */
export function NavigationTitles() {
  const navigation = useResource('navigation', (repository) => repository.navigation.tree());
  return (
    <main className="wiring">
      <h1>Ironcrest Steel Industries</h1>
      {navigation.status === 'loading' && <p role="status">{publicMessages.navigation.loading}</p>}
      {navigation.status === 'error' && (
        <p role="alert">{publicMessages.navigation.databaseError(navigation.error.message)}</p>
      )}
      {navigation.status === 'loaded' &&
        (navigation.data.length === 0 ? (
          <p>{publicMessages.navigation.empty}</p>
        ) : (
          <nav aria-label="Site navigation">
            <ul>
              {flattenNavigation(activeNavigation(navigation.data)).map((item) => (
                <li key={item.id}>{item.title}</li>
              ))}
            </ul>
          </nav>
        ))}
    </main>
  );
}
