/** The image title a chosen file suggests: its name without the extension (admin spec 5). */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}

/** Only image files go into a gallery (admin spec 5); the store checks the same. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.toLowerCase().startsWith('image/');
}
