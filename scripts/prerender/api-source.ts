/**
 * Where a production prerender reads its data (VITE_DATA_ADAPTER=http): the API at PRERENDER_API_ORIGIN, with
 * PRERENDER_API_KEY as X-API-Key on every keyed read when it is set (VITE_API_KEY otherwise). Neither is VITE_-
 * prefixed, so Vite never writes them into the client bundle: the key is the build machine's, and dist/ never holds it.
 */
export type ApiSource = { kind: 'api'; origin: string; apiKey?: string };

export function prerenderApiSource(env: Record<string, string | undefined>): ApiSource | null {
  const origin = (env.PRERENDER_API_ORIGIN || '').trim().replace(/\/+$/, '');
  if (!origin) return null;
  const apiKey = (env.PRERENDER_API_KEY || '').trim();
  return apiKey ? { kind: 'api', origin, apiKey } : { kind: 'api', origin };
}
