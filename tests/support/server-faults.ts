import { delay, http, HttpResponse } from 'msw';

/** Anything MSW handlers can be added to (the node server of setupMockApi). */
type HandlerTarget = { use(...handlers: ReturnType<typeof http.all>[]): void };

/** The ways real servers and networks fail, as MSW answers; `slowMs` is how long the slow one takes to answer. */
export function serverFaults(slowMs: number): Record<string, () => Response | Promise<Response>> {
  return {
    '500 with an HTML page': () =>
      new HttpResponse('<html><body><h1>Internal Server Error</h1></body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    'invalid JSON': () => new HttpResponse('{"success": true, "data": [', { headers: { 'Content-Type': 'application/json' } }),
    'the wrong shape': () => HttpResponse.json([{ unexpected: true }]),
    'an empty body': () => new HttpResponse('', { status: 200 }),
    'slow past the timeout': async () => {
      await delay(slowMs);
      return HttpResponse.json({ success: true, data: [] });
    },
    'a connection reset': () => HttpResponse.error(),
  };
}

/** Every API and image request answers with `respond`. */
export function failEveryCall(target: HandlerTarget, respond: () => Response | Promise<Response>): void {
  target.use(http.all('*/api/*', respond), http.all('*/images/*', respond));
}

/** Requests whose URL matches `pattern` (e.g. '*\/submit_contact_form.php') answer with `respond`. */
export function failCallsTo(target: HandlerTarget, pattern: string, respond: () => Response | Promise<Response>): void {
  target.use(http.all(pattern, respond));
}

/**
 * Requests whose URL matches `pattern` answer with what `respond` gives for them; when it gives undefined, the
 * contract's own handlers answer. For what a server may hold that the demo store refuses to keep.
 */
export function answerCallsTo(
  target: HandlerTarget,
  pattern: string | RegExp,
  respond: (request: Request) => Promise<Response | undefined>,
): void {
  target.use(http.all(pattern, ({ request }) => respond(request)));
}
