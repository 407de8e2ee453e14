import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A page's HTML, whole (the prerender step, entry-server.tsx): React 19's static prerender, with every Suspense
 * boundary (the pages' hydration islands, src/ui/HydrationIsland.tsx) written in place and complete. By default a
 * boundary past 12,800 bytes is sent after its fallback with an inline script to swap it in, which a page built ahead
 * of time has no reason for (and its Content-Security-Policy would refuse). A part that fails to render inside a
 * boundary would be left for the browser to render; here the page fails, as when nothing was inside a boundary.
 */
export async function renderWhole(element: ReactNode): Promise<string> {
  const renderErrors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error: unknown) => void renderErrors.push(error),
  });
  if (renderErrors.length > 0) throw renderErrors[0];
  return streamText(prelude);
}
