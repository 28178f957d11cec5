import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDemoGlb } from '../../scripts/models/demo-glb';
import { buildDemoIfc, globalId, stepText } from '../../scripts/models/demo-ifc';

const folder = path.resolve(import.meta.dirname, '../../apps/server/src/db/seed/data/models');

/** The demo models are made in the repo (issue 17 item 6): the committed files are what the scripts write. */
describe('demo model files', () => {
  it('are the bytes scripts/models/make-demo-glb.ts and make-demo-ifc.ts write', () => {
    for (const v of [1, 2] as const) expect(Buffer.compare(fs.readFileSync(path.join(folder, `demo-building-v${v}.glb`)), Buffer.from(buildDemoGlb(v)))).toBe(0);
    expect(fs.readFileSync(path.join(folder, 'demo-building.ifc'), 'utf8')).toBe(buildDemoIfc());
  });

  it('writes an IFC4 file in ASCII with valid, unique GlobalIds', () => {
    const text = buildDemoIfc();
    expect(text.startsWith('ISO-10303-21;\nHEADER;')).toBe(true);
    expect(text).toContain("FILE_SCHEMA(('IFC4'));");
    expect([...text].every((c) => c === '\n' || (c >= ' ' && c <= '~'))).toBe(true); // ASCII only
    const ids = [...text.matchAll(/\('([0-9A-Za-z_$]{22})',#/g)].map((m) => m[1] as string);
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-3]/.test(id))).toBe(true);
    expect(globalId('x')).toHaveLength(22);
    expect(stepText("预制柱 'A'")).toBe("'\\X2\\9884523667F1\\X0\\ ''A'''");
  });
});
