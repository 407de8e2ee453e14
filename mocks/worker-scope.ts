/** The directory of the worker script: its scope, so the demo also works under a sub-path (GitHub Pages). */
export function workerScope(serviceWorkerUrl: string): string {
  const slash = serviceWorkerUrl.lastIndexOf('/');
  return slash === -1 ? './' : serviceWorkerUrl.slice(0, slash + 1);
}
