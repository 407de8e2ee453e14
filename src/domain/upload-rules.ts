import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, SLIDER_IMAGE_EXTENSIONS, SLIDER_IMAGE_MAX_BYTES, SLIDER_IMAGE_TYPES } from './constants';
import { ruleMessages } from './messages';

/**
 * The one set of upload rules: the store enforces them (so every adapter and the mock API refuse the same way) and the
 * screens check the same facts before sending. A name or a declared type is only a claim; the leading bytes decide.
 */

export type UploadPurpose = 'resume' | 'gallery-image' | 'slider-image';

/** What is known of a file before reading it. */
export type FileFacts = { name: string; size: number; type: string };

export type FileFormat = 'pdf' | 'ole' | 'zip' | 'png' | 'jpeg' | 'gif' | 'webp';

/** How many leading bytes the content check reads. */
export const UPLOAD_HEAD_BYTES = 16;

/** Gallery images: the raster formats every browser shows; 5 MB, the spec's image hint. */
export const GALLERY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const GALLERY_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'] as const;
export const GALLERY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The MIME type a stored image is served with, by its detected format: never one a browser runs as a document. */
export const RASTER_IMAGE_TYPES: Partial<Record<FileFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

type Rule = {
  extensions: readonly string[];
  types: readonly string[];
  maxBytes: number;
  /** The formats the content may have, by extension (a file without extension may be any of the listed). */
  formats: Record<string, readonly FileFormat[]>;
  typeMessage: string;
  sizeMessage: string;
  contentMessage: string;
};

const IMAGE_FORMATS: Record<string, readonly FileFormat[]> = {
  '.jpg': ['jpeg'],
  '.jpeg': ['jpeg'],
  '.png': ['png'],
  '.gif': ['gif'],
  '.webp': ['webp'],
};

const RULES: Record<UploadPurpose, Rule> = {
  resume: {
    extensions: RESUME_EXTENSIONS,
    types: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    maxBytes: RESUME_MAX_BYTES,
    formats: { '.pdf': ['pdf'], '.doc': ['ole'], '.docx': ['zip'] },
    typeMessage: ruleMessages.invalidResumeType,
    sizeMessage: ruleMessages.resumeTooLarge,
    contentMessage: ruleMessages.resumeContentMismatch,
  },
  'gallery-image': {
    extensions: GALLERY_IMAGE_EXTENSIONS,
    types: GALLERY_IMAGE_TYPES,
    maxBytes: GALLERY_IMAGE_MAX_BYTES,
    formats: IMAGE_FORMATS,
    typeMessage: ruleMessages.invalidImageType,
    sizeMessage: ruleMessages.imageTooLarge,
    contentMessage: ruleMessages.imageContentMismatch,
  },
  'slider-image': {
    extensions: SLIDER_IMAGE_EXTENSIONS,
    types: SLIDER_IMAGE_TYPES,
    maxBytes: SLIDER_IMAGE_MAX_BYTES,
    formats: { '.jpg': ['jpeg'], '.jpeg': ['jpeg'], '.png': ['png'], '.gif': ['gif'] },
    typeMessage: ruleMessages.sliderImageType,
    sizeMessage: ruleMessages.imageTooLarge,
    contentMessage: ruleMessages.imageContentMismatch,
  },
};

/** The lower-case extension with its dot ('' when the name has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 || (dot === 0 && name.length > 1) ? name.slice(dot).toLowerCase().trim() : '';
}

const isSvg = ({ name, type }: FileFacts) => /svg/i.test(type) || /\.svgz?$/i.test(name.trim());

/**
 * The checks that need no file content (empty, SVG, type and extension, size): the screens run them when a file is
 * chosen, the store again on upload. Returns the message to show, or null.
 */
export function uploadFactsProblem(purpose: UploadPurpose, facts: FileFacts): string | null {
  const rule = RULES[purpose];
  if (facts.size === 0) return ruleMessages.emptyFile;
  if (purpose === 'gallery-image' && isSvg(facts)) return ruleMessages.svgRefused;
  const type = facts.type.toLowerCase().split(';')[0]?.trim() ?? '';
  const extension = extensionOf(facts.name);
  const typeAllowed = rule.types.includes(type);
  const extensionAllowed = rule.extensions.includes(extension);
  // Some systems send no type, or the generic octet-stream; then the extension decides. Either may be missing.
  const typeUnknown = type === '' || type === 'application/octet-stream';
  const accepted = (typeAllowed || typeUnknown) && (extensionAllowed || (extension === '' && typeAllowed));
  if (!accepted) return rule.typeMessage;
  if (facts.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format the leading bytes announce (file signatures), or null for anything else. */
export function detectFileFormat(head: Uint8Array): FileFormat | null {
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Whether the leading bytes are what the file claims to be; the message to show when they are not. */
export function uploadContentProblem(purpose: UploadPurpose, facts: FileFacts, head: Uint8Array): string | null {
  const rule = RULES[purpose];
  const format = detectFileFormat(head);
  const extension = extensionOf(facts.name);
  const allowed = rule.formats[extension] ?? [...new Set(Object.values(rule.formats).flat())];
  // Browsers sniff images, so a PNG named .jpg is harmless; a document must be what its extension says.
  const imageOk = purpose !== 'resume' && format !== null && Object.values(rule.formats).flat().includes(format);
  if (format !== null && (allowed.includes(format) || imageOk)) return null;
  return rule.contentMessage;
}

/** The raster MIME type of an image's leading bytes, or null when it is not a raster image a browser shows safely. */
export function rasterImageType(head: Uint8Array): string | null {
  const format = detectFileFormat(head);
  return format ? (RASTER_IMAGE_TYPES[format] ?? null) : null;
}
