import * as THREE from 'three';
import { IFCBUILDINGSTOREY, IFCRELCONTAINEDINSPATIALSTRUCTURE, IfcAPI } from 'web-ifc';
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

/** IFC types by the names a site person uses (keys upper-case: web-ifc answers IfcColumn); others keep their IFC name. */
const TYPE_NAMES: Record<string, string> = {
  IFCSLAB: '板', IFCCOLUMN: '柱', IFCBEAM: '梁', IFCWALL: '墙', IFCWALLSTANDARDCASE: '墙', IFCSTAIR: '楼梯', IFCSTAIRFLIGHT: '楼梯段',
  IFCROOF: '屋面', IFCDOOR: '门', IFCWINDOW: '窗', IFCRAILING: '栏杆', IFCMEMBER: '构件', IFCPLATE: '板件', IFCFOOTING: '基础',
  IFCCOVERING: '饰面', IFCBUILDINGELEMENTPROXY: '其他构件', IFCOPENINGELEMENT: '洞口',
};
const NO_STOREY = '未分层';

type Ref = { value?: unknown } | null | undefined;
const valueOf = (v: Ref): unknown => (v && typeof v === 'object' && 'value' in v ? v.value : v);

/** STEP strings keep text outside ASCII as \X2\hhhh…\X0\ (UTF-16) and \X\hh (Latin-1) escapes; web-ifc may hand them on. */
export function decodeStepText(text: string): string {
  return text
    .replace(/\\X2\\((?:[0-9A-F]{4})+)\\X0\\/gi, (_, hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) as string[]).map((h) => parseInt(h, 16))))
    .replace(/\\X\\([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
const textOf = (v: Ref): string | undefined => {
  const raw = valueOf(v);
  return typeof raw === 'string' ? decodeStepText(raw) : undefined;
};

/** Element id → its storey's name, and the storeys' names lowest first. */
function storeysOf(ifc: IfcAPI, modelId: number) {
  const storeys = new Map<number, { name: string; elevation: number }>();
  const ids = ifc.GetLineIDsWithType(modelId, IFCBUILDINGSTOREY);
  for (let i = 0; i < ids.size(); i++) {
    const id = ids.get(i);
    const line = ifc.GetLine(modelId, id) as { Name?: Ref; Elevation?: Ref };
    storeys.set(id, { name: textOf(line.Name) || `楼层 #${id}`, elevation: Number(valueOf(line.Elevation) ?? 0) });
  }
  const storeyOf = new Map<number, string>();
  const rels = ifc.GetLineIDsWithType(modelId, IFCRELCONTAINEDINSPATIALSTRUCTURE);
  for (let i = 0; i < rels.size(); i++) {
    const rel = ifc.GetLine(modelId, rels.get(i)) as { RelatingStructure?: Ref; RelatedElements?: Ref[] };
    const storey = storeys.get(Number(valueOf(rel.RelatingStructure)));
    if (!storey) continue;
    for (const element of rel.RelatedElements ?? []) storeyOf.set(Number(valueOf(element)), storey.name);
  }
  const order = [...storeys.values()].sort((a, b) => a.elevation - b.elevation).map((s) => s.name);
  return { storeyOf, order };
}

/**
 * An IFC file as three.js meshes, in a tree of storeys → element types → elements (expressID in userData). Picking
 * asks web-ifc for the element's own attributes and its property sets. `ifc` is for tests (web-ifc's Node build).
 */
export async function loadIfc(bytes: Uint8Array, ifc?: IfcAPI) {
  const reader = ifc ?? (await ifcApi());
  const modelId = reader.OpenModel(bytes);
  const { storeyOf, order } = storeysOf(reader, modelId);
  const root = new THREE.Group();
  root.name = 'IFC 模型';
  const storeyGroups = new Map<string, THREE.Group>();
  const typeGroups = new Map<string, THREE.Group>();
  const group = (parent: THREE.Object3D, map: Map<string, THREE.Group>, key: string, name: string) => {
    let g = map.get(key);
    if (!g) {
      g = new THREE.Group();
      g.name = name;
      map.set(key, g);
      parent.add(g);
    }
    return g;
  };
  for (const name of order) group(root, storeyGroups, name, name);
  const materials = new Map<string, THREE.MeshStandardMaterial>();
  reader.StreamAllMeshes(modelId, (flat) => {
    const typeCode = reader.GetNameFromTypeCode(reader.GetLineType(modelId, flat.expressID)) ?? 'IFC';
    const typeName = TYPE_NAMES[typeCode.toUpperCase()] ?? typeCode;
    const storey = storeyOf.get(flat.expressID) ?? NO_STOREY;
    const parent = group(group(root, storeyGroups, storey, storey), typeGroups, `${storey}|${typeName}`, typeName);
    const line = reader.GetLine(modelId, flat.expressID) as { Name?: Ref };
    const name = textOf(line.Name) || `${typeName} #${flat.expressID}`;
    const count = flat.geometries.size();
    // One element, several pieces: a named group of unnamed meshes, so the tree lists the element once.
    const holder = count > 1 ? new THREE.Group() : null;
    if (holder) {
      holder.name = name;
      holder.userData = { expressID: flat.expressID };
      parent.add(holder);
    }
    for (let i = 0; i < count; i++) {
      const placed = flat.geometries.get(i);
      const geometry = reader.GetGeometry(modelId, placed.geometryExpressID);
      const vertices = reader.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
      const indices = reader.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
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
      mesh.name = holder ? '' : name;
      mesh.userData = { expressID: flat.expressID };
      (holder ?? parent).add(mesh);
      geometry.delete();
    }
  });
  // Storeys that hold no geometry are left out of the tree.
  for (const g of storeyGroups.values()) if (!g.children.length) root.remove(g);

  const propertiesOf = async (object: THREE.Object3D): Promise<Properties> => {
    const expressID = object.userData.expressID as number | undefined;
    const named = object.name ? object : object.parent;
    if (expressID === undefined) return { 名称: named?.name ?? '' };
    const typeCode = reader.GetNameFromTypeCode(reader.GetLineType(modelId, expressID)) ?? '';
    const zh = TYPE_NAMES[typeCode.toUpperCase()];
    const props: Properties = { 名称: named?.name ?? '', 类型: zh ? `${zh}（${typeCode}）` : typeCode, 楼层: storeyOf.get(expressID) ?? NO_STOREY };
    const line = reader.GetLine(modelId, expressID, false) as Record<string, Ref>;
    for (const key of ['GlobalId', 'Tag', 'ObjectType', 'PredefinedType', 'Description']) {
      const v = valueOf(line[key]);
      if (typeof v === 'string' || typeof v === 'number') props[key] = typeof v === 'string' ? decodeStepText(v) : v;
    }
    try {
      const sets = (await reader.properties.getPropertySets(modelId, expressID, true)) as { Name?: Ref; HasProperties?: { Name?: Ref; NominalValue?: Ref }[] }[];
      for (const set of sets) {
        for (const p of set.HasProperties ?? []) {
          const key = textOf(p.Name);
          const v = valueOf(p.NominalValue);
          if (!key || (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')) continue;
          props[key in props ? `${textOf(set.Name) ?? ''}.${key}` : key] = typeof v === 'string' ? decodeStepText(v) : v;
        }
      }
    } catch {
      // A file whose property sets do not read still shows the element's own attributes.
    }
    return props;
  };
  return { root, propertiesOf, close: () => reader.CloseModel(modelId) };
}
