import fs from 'node:fs';
import path from 'node:path';
import * as THREE from 'three';
import { IfcAPI } from 'web-ifc';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeStepText, loadIfc } from '../../apps/web/src/features/model/viewer/ifc-loader';

/**
 * The IFC path of /modelLook on the demo IFC file (scripts/models/make-demo-ifc.ts), under Node: web-ifc's Node build
 * (the parser the browser runs from our build's wasm) turns it into meshes in a storey → type → element tree, and a
 * picked element answers its attributes and property set in Chinese. A unit rather than a page test: jsdom's set-up
 * is not needed, and web-ifc picks its Node build only outside it.
 */
const DEMO_IFC = path.resolve(import.meta.dirname, '../../apps/server/src/db/seed/data/models/demo-building.ifc');

describe('IFC in the viewer', () => {
  let ifc: IfcAPI;
  beforeAll(async () => {
    ifc = new IfcAPI();
    await ifc.Init(undefined, true);
  }, 60_000);

  it('decodes STEP text escapes', () => {
    expect(decodeStepText('1F-\\X2\\9884523667F1\\X0\\-Z101')).toBe('1F-预制柱-Z101');
    expect(decodeStepText('caf\\X\\E9')).toBe('café');
  });

  it('parses the demo IFC into storeys, element types and 21 elements with their properties', async () => {
    const { root, propertiesOf, close } = await loadIfc(new Uint8Array(fs.readFileSync(DEMO_IFC)), ifc);
    expect(root.children.map((s) => s.name)).toEqual(['1F', '2F', '3F']);
    expect(root.children[0]?.children.map((t) => t.name).sort()).toEqual(['墙', '板', '柱']);
    const meshes: THREE.Mesh[] = [];
    root.traverse((o) => (o as THREE.Mesh).isMesh && meshes.push(o as THREE.Mesh));
    expect(meshes).toHaveLength(21);
    expect(meshes.every((m) => (m.geometry.index?.count ?? 0) >= 36)).toBe(true); // boxes: 12 triangles at least
    // Three storeys of 3.2 m: the model stands about 9.6 m high on its up axis (web-ifc answers Y up).
    const size = new THREE.Box3().setFromObject(root).getSize(new THREE.Vector3());
    expect(size.y).toBeCloseTo(9.6, 1);
    expect(Math.max(size.x, size.z)).toBeCloseTo(12, 1);
    const column = meshes.find((m) => m.name === '1F-预制柱-Z101') as THREE.Mesh;
    expect(column).toBeDefined();
    expect(await propertiesOf(column)).toMatchObject({ 名称: '1F-预制柱-Z101', 类型: '柱（IfcColumn）', 楼层: '1F', Tag: 'Z101', 编号: 'Z101', 材料: 'C40', '构件信息.类型': '预制柱' });
    close();
  });
});
