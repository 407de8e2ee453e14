import { encodeWebImage, type EncodeRequest } from './encode-web-image';

/**
 * The upload pipeline's worker: decoding a 12-megapixel photo and encoding it takes a second or more, which would
 * freeze the dialog on the main thread. One request per worker; the answer is the result or the error's text.
 */
const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<EncodeRequest>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (event) => {
  encodeWebImage(event.data).then(
    (result) => scope.postMessage({ ok: true, result }),
    (error: unknown) => scope.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
};
