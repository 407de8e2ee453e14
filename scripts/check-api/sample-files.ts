/** A valid 1x1 PNG (red pixel): small enough for any upload limit, real enough for any image check. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

export function tinyPng(): Uint8Array<ArrayBuffer> {
  const decoded = Buffer.from(PNG_BASE64, 'base64');
  const bytes = new Uint8Array(new ArrayBuffer(decoded.byteLength));
  bytes.set(decoded);
  return bytes;
}

/** A minimal one-page PDF naming what it is. */
export function tinyPdf(title: string): Uint8Array<ArrayBuffer> {
  const text = title.replace(/[()\\]/g, '');
  const body = `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 50] /Contents 4 0 R>> endobj\n4 0 obj <</Length ${text.length + 30}>> stream\nBT /F1 8 Tf 10 20 Td (${text}) Tj ET\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
