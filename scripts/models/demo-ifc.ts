import { createHash } from 'node:crypto';

/**
 * A small building as an IFC4 file (ISO 10303-21 text): a site, one building, three storeys, and on each storey a slab,
 * four columns and two walls as extruded rectangles, coloured, with a property set each (编号, 材料, 楼层). No downloads,
 * no dependencies: the text is written here, deterministically. Texts outside ASCII are \X2\ escapes, as the
 * standard asks.
 */
const WIDTH = 12;
const DEPTH = 8;
const STOREY = 3.2;
const STOREYS = 3;
const IFC_BASE64 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** An IFC GlobalId (22 characters, 128 bits) derived from a name, so the file is the same on every run. */
export function globalId(seed: string): string {
  const bytes = createHash('md5').update(seed).digest();
  let bits = BigInt(`0x${bytes.toString('hex')}`);
  const out: string[] = [];
  for (let i = 0; i < 22; i++) {
    out.unshift(IFC_BASE64[Number(bits & 63n)] as string);
    bits >>= 6n;
  }
  return out.join('');
}

/** A STEP string literal: quotes doubled, anything outside printable ASCII as \X2\hhhh\X0\. */
export function stepText(text: string): string {
  let out = '';
  let wide = '';
  const flush = () => {
    if (wide) out += `\\X2\\${wide}\\X0\\`;
    wide = '';
  };
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (code >= 0x20 && code < 0x7f) {
      flush();
      out += ch === "'" ? "''" : ch === '\\' ? '\\\\' : ch;
    } else {
      const units = code > 0xffff ? [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)] : [code];
      wide += units.map((u) => u.toString(16).toUpperCase().padStart(4, '0')).join('');
    }
  }
  flush();
  return `'${out}'`;
}

const num = (n: number) => (Number.isInteger(n) ? `${n}.` : String(n));

class StepWriter {
  private readonly lines: string[] = [];
  private next = 1;
  add(entity: string): string {
    const id = `#${this.next++}`;
    this.lines.push(`${id}=${entity};`);
    return id;
  }
  body(): string {
    return this.lines.join('\n');
  }
}

interface Element {
  kind: 'IFCSLAB' | 'IFCCOLUMN' | 'IFCWALL';
  predefined: string;
  name: string;
  tag: string;
  /** Centre of the footprint (x, y) and the bottom (z), in the storey's frame; size x, y and height. */
  at: [number, number, number];
  size: [number, number, number];
  colour: [number, number, number];
  props: Record<string, string>;
}

function storeyElements(level: number): Element[] {
  const floor = `${level}F`;
  const list: Element[] = [
    { kind: 'IFCSLAB', predefined: '.FLOOR.', name: `${floor}-叠合板-B${level}01`, tag: `B${level}01`, at: [0, 0, 0], size: [WIDTH, DEPTH, 0.2], colour: [0.72, 0.72, 0.7], props: { 编号: `B${level}01`, 类型: '叠合板', 楼层: floor, 材料: 'C30' } },
  ];
  const corners: [number, number][] = [[-1, -1], [1, -1], [1, 1], [-1, 1]];
  corners.forEach(([sx, sy], i) => {
    const code = `Z${level}0${i + 1}`;
    list.push({ kind: 'IFCCOLUMN', predefined: '.COLUMN.', name: `${floor}-预制柱-${code}`, tag: code, at: [sx * (WIDTH / 2 - 0.3), sy * (DEPTH / 2 - 0.3), 0.2], size: [0.5, 0.5, STOREY - 0.2], colour: [0.85, 0.55, 0.25], props: { 编号: code, 类型: '预制柱', 楼层: floor, 材料: 'C40' } });
  });
  for (const [i, y] of [[1, -DEPTH / 2 + 0.1], [2, DEPTH / 2 - 0.1]] as const) {
    const code = `W${level}0${i}`;
    list.push({ kind: 'IFCWALL', predefined: '.SOLIDWALL.', name: `${floor}-外墙板-${code}`, tag: code, at: [0, y, 0.2], size: [WIDTH - 1.2, 0.15, STOREY - 0.2], colour: [0.35, 0.6, 0.85], props: { 编号: code, 类型: '外墙板', 楼层: floor, 材料: 'C30' } });
  }
  return list;
}

/** The demo IFC file's text. */
export function buildDemoIfc(): string {
  const w = new StepWriter();
  const person = w.add(`IFCPERSON($,'Zhuyun',$,$,$,$,$,$)`);
  const org = w.add(`IFCORGANIZATION($,'Zhuyun',$,$,$)`);
  const owner = w.add(`IFCOWNERHISTORY(${w.add(`IFCPERSONANDORGANIZATION(${person},${org},$)`)},${w.add(`IFCAPPLICATION(${org},'1.0','Zhuyun demo model','zhuyun')`)},$,.ADDED.,$,$,$,1763431200)`);
  const origin = w.add('IFCCARTESIANPOINT((0.,0.,0.))');
  const zAxis = w.add('IFCDIRECTION((0.,0.,1.))');
  const xAxis = w.add('IFCDIRECTION((1.,0.,0.))');
  const world = w.add(`IFCAXIS2PLACEMENT3D(${origin},${zAxis},${xAxis})`);
  const context = w.add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${world},$)`);
  const body = w.add(`IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,${context},$,.MODEL_VIEW.,$)`);
  const units = ['.LENGTHUNIT.,$,.METRE.', '.AREAUNIT.,$,.SQUARE_METRE.', '.VOLUMEUNIT.,$,.CUBIC_METRE.', '.PLANEANGLEUNIT.,$,.RADIAN.'].map((u) => w.add(`IFCSIUNIT(*,${u})`));
  const unitAssignment = w.add(`IFCUNITASSIGNMENT((${units.join(',')}))`);
  const project = w.add(`IFCPROJECT('${globalId('project')}',${owner},${stepText('演示楼 2# IFC 模型')},$,$,$,$,(${context}),${unitAssignment})`);
  const sitePlacement = w.add(`IFCLOCALPLACEMENT($,${world})`);
  const site = w.add(`IFCSITE('${globalId('site')}',${owner},${stepText('演示场地')},$,$,${sitePlacement},$,$,.ELEMENT.,$,$,$,$,$)`);
  const buildingPlacement = w.add(`IFCLOCALPLACEMENT(${sitePlacement},${world})`);
  const building = w.add(`IFCBUILDING('${globalId('building')}',${owner},${stepText('2#楼')},$,$,${buildingPlacement},$,$,.ELEMENT.,$,$,$)`);
  w.add(`IFCRELAGGREGATES('${globalId('rel project')}',${owner},$,$,${project},(${site}))`);
  w.add(`IFCRELAGGREGATES('${globalId('rel site')}',${owner},$,$,${site},(${building}))`);

  const styles = new Map<string, string>();
  const styleOf = (c: [number, number, number]) => {
    const key = c.join(',');
    let style = styles.get(key);
    if (!style) {
      const colour = w.add(`IFCCOLOURRGB($,${c.map(num).join(',')})`);
      style = w.add(`IFCSURFACESTYLE($,.BOTH.,(${w.add(`IFCSURFACESTYLESHADING(${colour},0.)`)}))`);
      styles.set(key, style);
    }
    return style;
  };
  const profileCentre = w.add(`IFCAXIS2PLACEMENT2D(${w.add('IFCCARTESIANPOINT((0.,0.))')},$)`);

  const storeys: string[] = [];
  for (let level = 1; level <= STOREYS; level++) {
    const elevation = (level - 1) * STOREY;
    const storeyPlacement = w.add(`IFCLOCALPLACEMENT(${buildingPlacement},${w.add(`IFCAXIS2PLACEMENT3D(${w.add(`IFCCARTESIANPOINT((0.,0.,${num(elevation)}))`)},$,$)`)})`);
    const storey = w.add(`IFCBUILDINGSTOREY('${globalId(`storey ${level}`)}',${owner},'${level}F',$,$,${storeyPlacement},$,$,.ELEMENT.,${num(elevation)})`);
    storeys.push(storey);
    const elements: string[] = [];
    for (const e of storeyElements(level)) {
      const profile = w.add(`IFCRECTANGLEPROFILEDEF(.AREA.,$,${profileCentre},${num(e.size[0])},${num(e.size[1])})`);
      const solid = w.add(`IFCEXTRUDEDAREASOLID(${profile},${world},${zAxis},${num(e.size[2])})`);
      w.add(`IFCSTYLEDITEM(${solid},(${styleOf(e.colour)}),$)`);
      const shape = w.add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${w.add(`IFCSHAPEREPRESENTATION(${body},'Body','SweptSolid',(${solid}))`)}))`);
      const placement = w.add(`IFCLOCALPLACEMENT(${storeyPlacement},${w.add(`IFCAXIS2PLACEMENT3D(${w.add(`IFCCARTESIANPOINT((${e.at.map(num).join(',')}))`)},$,$)`)})`);
      const element = w.add(`${e.kind}('${globalId(e.name)}',${owner},${stepText(e.name)},$,$,${placement},${shape},'${e.tag}',${e.predefined})`);
      elements.push(element);
      const props = Object.entries(e.props).map(([k, v]) => w.add(`IFCPROPERTYSINGLEVALUE(${stepText(k)},$,IFCLABEL(${stepText(v)}),$)`));
      const pset = w.add(`IFCPROPERTYSET('${globalId(`pset ${e.name}`)}',${owner},${stepText('构件信息')},$,(${props.join(',')}))`);
      w.add(`IFCRELDEFINESBYPROPERTIES('${globalId(`rel pset ${e.name}`)}',${owner},$,$,(${element}),${pset})`);
    }
    w.add(`IFCRELCONTAINEDINSPATIALSTRUCTURE('${globalId(`contained ${level}`)}',${owner},$,$,(${elements.join(',')}),${storey})`);
  }
  w.add(`IFCRELAGGREGATES('${globalId('rel building')}',${owner},$,$,${building},(${storeys.join(',')}))`);

  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [DesignTransferView]'),'2;1');",
    "FILE_NAME('demo-building.ifc','2026-11-18T10:00:00',('Zhuyun'),('Zhuyun'),'zhuyun scripts/models/make-demo-ifc.ts','zhuyun','');",
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
    w.body(),
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
