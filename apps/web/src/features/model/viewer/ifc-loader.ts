import * as THREE from 'three';
import { IfcAPI } from 'web-ifc';
import wasmUrl from 'web-ifc/web-ifc.wasm?url';
import type { Properties } from './viewer-engine';

let api: Promise<IfcAPI> | null = null;

/** One web-ifc instance per page, single-threaded (no SharedArrayBuffer needed), its wasm served by our own build. */
function ifcApi(): Promise<IfcAPI> {
  api ??= (async () => {
    const ifc = new IfcAPI();
    await ifc.Init(() => wasmUrl, true);
    return ifc;
  })();
  return api;
}

/**
 * An IFC file as three.js meshes, one per product (expressID in userData), grouped by IFC type for the tree. Picking
 * asks web-ifc for the product's own attributes.
 */
export async function loadIfc(bytes: Uint8Array) {
  const ifc = await ifcApi();
  const modelId = ifc.OpenModel(bytes);
  const root = new THREE.Group();
  root.name = 'IFC 模型';
  const groups = new Map<string, THREE.Group>();
  const materials = new Map<string, THREE.MeshStandardMaterial>();
  ifc.StreamAllMeshes(modelId, (flat) => {
    const line = ifc.GetLine(modelId, flat.expressID) as { Name?: { value?: string }; constructor: { name: string } } | undefined;
    const typeName = ifc.GetNameFromTypeCode(ifc.GetLineType(modelId, flat.expressID)) ?? 'IFC';
    let group = groups.get(typeName);
    if (!group) {
      group = new THREE.Group();
      group.name = typeName;
      groups.set(typeName, group);
      root.add(group);
    }
    for (let i = 0; i < flat.geometries.size(); i++) {
      const placed = flat.geometries.get(i);
      const geometry = ifc.GetGeometry(modelId, placed.geometryExpressID);
      const vertices = ifc.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
      const indices = ifc.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
      const buffer = new THREE.BufferGeometry();
      // web-ifc interleaves position (3) and normal (3).
      const interleaved = new THREE.InterleavedBuffer(vertices, 6);
      buffer.setAttribute('position', new THREE.InterleavedBufferAttribute(interleaved, 3, 0));
      buffer.setAttribute('normal', new THREE.InterleavedBufferAttribute(interleaved, 3, 3));
      buffer.setIndex(new THREE.BufferAttribute(indices, 1));
      const c = placed.color;
      const colorKey = `${c.x},${c.y},${c.z},${c.w}`;
      let material = materials.get(colorKey);
      if (!material) {
        material = new THREE.MeshStandardMaterial({ color: new THREE.Color(c.x, c.y, c.z), opacity: c.w, transparent: c.w < 1, side: THREE.DoubleSide });
        materials.set(colorKey, material);
      }
      const mesh = new THREE.Mesh(buffer, material);
      mesh.applyMatrix4(new THREE.Matrix4().fromArray(placed.flatTransformation));
      mesh.name = line?.Name?.value || `${typeName} #${flat.expressID}`;
      mesh.userData = { expressID: flat.expressID };
      group.add(mesh);
      geometry.delete();
    }
  });
  const propertiesOf = async (object: THREE.Object3D): Promise<Properties> => {
    const expressID = object.userData.expressID as number | undefined;
    if (expressID === undefined) return { 名称: object.name };
    const line = ifc.GetLine(modelId, expressID, false) as Record<string, unknown>;
    const props: Properties = { 名称: object.name, 类型: ifc.GetNameFromTypeCode(ifc.GetLineType(modelId, expressID)) ?? '', expressID };
    for (const [key, value] of Object.entries(line)) {
      const v = (value as { value?: unknown } | null)?.value;
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') props[key] = v;
    }
    return props;
  };
  return { root, propertiesOf };
}
