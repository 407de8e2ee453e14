import { File as NodeFile } from 'node:buffer';

/**
 * jsdom's FormData and File are not the ones Node's fetch knows, so a multipart body built in a component test
 * reaches the (MSW) server with every file renamed "blob". Browsers keep the name. This wraps fetch so such a body
 * is rebuilt with Node's FormData and File first; install it outermost (after MSW patched fetch).
 */
export function installMultipartBridge(): () => void {
  const original = globalThis.fetch;
  const bridged: typeof fetch = async (input, init) => {
    const body = init?.body;
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
      const NodeFormData = await nodeFormDataClass();
      // Typed as the same class, so compare as plain objects: at run time they differ.
      if (!((body as object) instanceof (NodeFormData as unknown as new () => object))) {
        const converted = new NodeFormData();
        const entries: Array<[string, FormDataEntryValue]> = [];
        body.forEach((value, key) => entries.push([key, value]));
        for (const [key, value] of entries) {
          if (typeof value === 'string') converted.append(key, value);
          else converted.append(key, new NodeFile([await readBytes(value)], value.name, { type: value.type }) as unknown as Blob, value.name);
        }
        return original(input, { ...init, body: converted });
      }
    }
    return original(input, init);
  };
  globalThis.fetch = bridged;
  return () => {
    if (globalThis.fetch === bridged) globalThis.fetch = original;
  };
}

let nodeFormData: Promise<typeof FormData> | undefined;

/** Node's own FormData class (the global one is jsdom's in component tests). */
function nodeFormDataClass(): Promise<typeof FormData> {
  nodeFormData ??= new Response(new URLSearchParams('probe=1'))
    .formData()
    .then((form) => form.constructor as typeof FormData);
  return nodeFormData;
}

function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}
