import { startupTexts } from './startup-texts';

/** Shown when the app cannot start (bad configuration, no service worker for the demo). */
export function StartupError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="startup-error" role="alert">
      <h1>{startupTexts.title}</h1>
      <p>{message}</p>
    </main>
  );
}
