/**
 * A small building as a GLB (glTF 2.0 binary), made from boxes: floors with slabs, columns and walls, and in version 2
 * a fourth floor and a roof. Every element is a named node whose `extras` carry its properties (编号, 类型, 楼层,
 * 材料), which the viewer shows when it is picked. No downloads, no dependencies: the bytes are written here.
 */
type Vec3 = [number, number, number];
interface Element {
  name: string;
  material: number;
  at: Vec3;
  size: Vec3;
  extras: Record<string, string | number>;
}

const MATERIALS = [
  { name: '混凝土', pbrMetallicRoughness: { baseColorFactor: [0.72, 0.72, 0.7, 1], metallicFactor: 0, roughnessFactor: 0.9 } },
  { name: '预制柱', pbrMetallicRoughness: { baseColorFactor: [0.85, 0.55, 0.25, 1], metallicFactor: 0, roughnessFactor: 0.7 } },
  { name: '外墙板', pbrMetallicRoughness: { baseColorFactor: [0.35, 0.6, 0.85, 1], metallicFactor: 0.1, roughnessFactor: 0.5 } },
  { name: '屋面', pbrMetallicRoughness: { baseColorFactor: [0.7, 0.25, 0.2, 1], metallicFactor: 0, roughnessFactor: 0.8 } },
];

const WIDTH = 12;
const DEPTH = 8;
const STOREY = 3.2;

function floorElements(level: number): Element[] {
  const y = (level - 1) * STOREY;
  const floor = `${level}F`;
  const list: Element[] = [
    { name: `${floor}-叠合板-B${level}01`, material: 0, at: [0, y + 0.1, 0], size: [WIDTH, 0.2, DEPTH], extras: { 编号: `B${level}01`, 类型: '叠合板', 楼层: floor, 材料: 'C30', 厚度mm: 200 } },
  ];
  const columns: [number, number][] = [[-1, -1], [1, -1], [1, 1], [-1, 1]];
  columns.forEach(([sx, sz], i) => {
    const code = `Z${level}0${i + 1}`;
    list.push({ name: `${floor}-预制柱-${code}`, material: 1, at: [sx * (WIDTH / 2 - 0.3), y + 0.2 + (STOREY - 0.2) / 2, sz * (DEPTH / 2 - 0.3)], size: [0.5, STOREY - 0.2, 0.5], extras: { 编号: code, 类型: '预制柱', 楼层: floor, 材料: 'C40', 截面mm: '500×500' } });
  });
  const wallY = y + 0.2 + (STOREY - 0.2) / 2;
  list.push(
    { name: `${floor}-外墙板-W${level}01`, material: 2, at: [0, wallY, -DEPTH / 2 + 0.1], size: [WIDTH - 1.2, STOREY - 0.2, 0.15], extras: { 编号: `W${level}01`, 类型: '外墙板', 楼层: floor, 材料: 'C30', 朝向: '北' } },
    { name: `${floor}-外墙板-W${level}02`, material: 2, at: [0, wallY, DEPTH / 2 - 0.1], size: [WIDTH - 1.2, STOREY - 0.2, 0.15], extras: { 编号: `W${level}02`, 类型: '外墙板', 楼层: floor, 材料: 'C30', 朝向: '南' } },
    { name: `${floor}-外墙板-W${level}03`, material: 2, at: [-WIDTH / 2 + 0.1, wallY, 0], size: [0.15, STOREY - 0.2, DEPTH - 1.2], extras: { 编号: `W${level}03`, 类型: '外墙板', 楼层: floor, 材料: 'C30', 朝向: '西' } },
  );
  return list;
}

/** The unit box: 24 vertices (4 a face, so each face has its own normal) and 36 indices. */
function unitBox() {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  const faces: [Vec3, Vec3, Vec3][] = [
    [[1, 0, 0], [0, 0, -1], [0, 1, 0]],
    [[-1, 0, 0], [0, 0, 1], [0, 1, 0]],
    [[0, 1, 0], [1, 0, 0], [0, 0, -1]],
    [[0, -1, 0], [1, 0, 0], [0, 0, 1]],
    [[0, 0, 1], [1, 0, 0], [0, 1, 0]],
    [[0, 0, -1], [-1, 0, 0], [0, 1, 0]],
  ];
  for (const [n, u, v] of faces) {
    const base = positions.length / 3;
    for (const [a, b] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const) {
      positions.push(...[0, 1, 2].map((k) => 0.5 * (n[k]! + a * u[k]! + b * v[k]!)));
      normals.push(...n);
    }
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return { positions: new Float32Array(positions), normals: new Float32Array(normals), indices: new Uint16Array(indices) };
}

const pad4 = (n: number) => (n + 3) & ~3;

export function buildDemoGlb(version: 1 | 2): Uint8Array {
  const levels = version === 1 ? 3 : 4;
  const storeys = Array.from({ length: levels }, (_, i) => ({ name: `${i + 1}F`, elements: floorElements(i + 1) }));
  if (version === 2) {
    const top = levels * STOREY;
    storeys.push({ name: '屋面', elements: [{ name: '屋面-屋面板-RF01', material: 3, at: [0, top + 0.15, 0], size: [WIDTH + 0.6, 0.3, DEPTH + 0.6], extras: { 编号: 'RF01', 类型: '屋面板', 楼层: '屋面', 材料: 'C30', 防水: 'SBS 卷材' } }] });
  }
  const box = unitBox();
  const bin = new Uint8Array(pad4(box.positions.byteLength) + pad4(box.normals.byteLength) + pad4(box.indices.byteLength));
  bin.set(new Uint8Array(box.positions.buffer), 0);
  bin.set(new Uint8Array(box.normals.buffer), pad4(box.positions.byteLength));
  bin.set(new Uint8Array(box.indices.buffer), pad4(box.positions.byteLength) + pad4(box.normals.byteLength));

  const nodes: Record<string, unknown>[] = [];
  const storeyNodes: number[] = [];
  for (const storey of storeys) {
    const children = storey.elements.map((e) => {
      nodes.push({ name: e.name, mesh: e.material, translation: e.at, scale: e.size, extras: e.extras });
      return nodes.length - 1;
    });
    nodes.push({ name: storey.name, children, extras: { 类型: '楼层', 构件数: children.length } });
    storeyNodes.push(nodes.length - 1);
  }
  nodes.push({ name: '演示楼1#', children: storeyNodes, extras: { 项目: '演示项目', 版本: version, 层数: levels } });

  const json = {
    asset: { version: '2.0', generator: 'zhuyun scripts/models/make-demo-glb.ts' },
    scene: 0,
    scenes: [{ name: '演示楼', nodes: [nodes.length - 1] }],
    nodes,
    meshes: MATERIALS.map((m, i) => ({ name: `box-${m.name}`, primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: i }] })),
    materials: MATERIALS,
    buffers: [{ byteLength: bin.length }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: box.positions.byteLength, target: 34962 },
      { buffer: 0, byteOffset: pad4(box.positions.byteLength), byteLength: box.normals.byteLength, target: 34962 },
      { buffer: 0, byteOffset: pad4(box.positions.byteLength) + pad4(box.normals.byteLength), byteLength: box.indices.byteLength, target: 34963 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 24, type: 'VEC3', min: [-0.5, -0.5, -0.5], max: [0.5, 0.5, 0.5] },
      { bufferView: 1, componentType: 5126, count: 24, type: 'VEC3' },
      { bufferView: 2, componentType: 5123, count: 36, type: 'SCALAR' },
    ],
  };
  const text = new TextEncoder().encode(JSON.stringify(json));
  const jsonChunk = new Uint8Array(pad4(text.length)).fill(0x20);
  jsonChunk.set(text);
  const total = 12 + 8 + jsonChunk.length + 8 + bin.length;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode('glTF'), 0);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonChunk.length, true);
  view.setUint32(16, 0x4e4f534a, true); // JSON
  out.set(jsonChunk, 20);
  const binAt = 20 + jsonChunk.length;
  view.setUint32(binAt, bin.length, true);
  view.setUint32(binAt + 4, 0x004e4942, true); // BIN
  out.set(bin, binAt + 8);
  return out;
}
