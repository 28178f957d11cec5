import type { model } from '@zhuyun/contracts';

/** A 3D model's format and the type its file is served with, read from its first bytes (rule 10: never its name). */
export interface ModelKind {
  format: model.ModelFormat;
  ext: string;
  mime: string;
}

const ascii = (head: Uint8Array, from: number, length: number) => String.fromCharCode(...head.subarray(from, from + length));

/**
 * GLB: the magic `glTF` then version 2 (little-endian). IFC: an ISO 10303-21 (STEP) exchange file, which opens with
 * `ISO-10303-21;` (after an optional UTF-8 byte-order mark). glTF: a JSON document, so its first non-blank byte is
 * `{`; anything else (images, PDFs, archives, scripts) is refused.
 */
export function sniffModelKind(head: Uint8Array): ModelKind | null {
  if (ascii(head, 0, 4) === 'glTF' && head[4] === 2 && head[5] === 0 && head[6] === 0 && head[7] === 0) {
    return { format: 'glb', ext: 'glb', mime: 'model/gltf-binary' };
  }
  const bom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  if (ascii(head, bom, 13) === 'ISO-10303-21;') return { format: 'ifc', ext: 'ifc', mime: 'application/x-step' };
  let i = bom;
  while (i < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[i] as number)) i++;
  if (head[i] === 0x7b && i + 1 < head.length && head[i + 1] !== 0x7b) return { format: 'gltf', ext: 'gltf', mime: 'model/gltf+json' };
  return null;
}
