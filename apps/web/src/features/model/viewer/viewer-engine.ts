import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

export type ModelFormat = 'glb' | 'gltf' | 'ifc';

export interface TreeNode {
  key: string;
  title: string;
  children: TreeNode[];
}

export type Properties = Record<string, string | number | boolean | null>;

const HIGHLIGHT = new THREE.Color('#ff7a00');

/**
 * The 3D scene of /modelLook: a renderer on the given canvas, orbit and zoom (OrbitControls), fit to the model, a
 * model tree, picking by click (the picked element glows and its properties are told), and one horizontal section
 * plane. Draws on demand (after a change), not in a loop, so an idle viewer costs nothing.
 */
export class ViewerEngine {
  readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.PerspectiveCamera(45, 1, 0.1, 5000);
  private readonly controls: OrbitControls;
  private readonly section = new THREE.Plane(new THREE.Vector3(0, -1, 0), 0);
  private root: THREE.Object3D | null = null;
  private picked: { mesh: THREE.Mesh; material: THREE.Material | THREE.Material[] } | null = null;
  private frameRequested = false;
  /** Frees what a loader holds beside the scene (web-ifc's model). */
  private closeModel: (() => void) | null = null;
  private readonly resizeObserver: ResizeObserver;
  /** Properties of a picked object: glTF extras, or what the IFC reader answers. */
  propertiesOf: (object: THREE.Object3D) => Promise<Properties> = async (o) => ({ 名称: o.name || '（未命名）', ...(o.userData as Properties) });
  onPick: (key: string | null, properties: Properties | null) => void = () => undefined;
  onFrame: () => void = () => undefined;

  constructor(private readonly canvas: HTMLCanvasElement) {
    this.renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.renderer.localClippingEnabled = true;
    this.scene.background = new THREE.Color('#eef2f7');
    this.scene.add(new THREE.HemisphereLight(0xffffff, 0x8899aa, 2.2));
    const sun = new THREE.DirectionalLight(0xffffff, 1.6);
    sun.position.set(30, 50, 20);
    this.scene.add(sun);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.addEventListener('change', () => this.requestFrame());
    canvas.addEventListener('pointerdown', this.onPointerDown);
    canvas.addEventListener('pointerup', this.onPointerUp);
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(canvas.parentElement ?? canvas);
    this.resize();
  }

  async load(bytes: ArrayBuffer, format: ModelFormat): Promise<void> {
    this.clear();
    if (format === 'ifc') {
      const { loadIfc } = await import('./ifc-loader');
      const ifc = await loadIfc(new Uint8Array(bytes));
      this.root = ifc.root;
      this.propertiesOf = ifc.propertiesOf;
      this.closeModel = ifc.close;
    } else {
      const gltf = await new GLTFLoader().parseAsync(bytes, '');
      this.root = gltf.scene;
    }
    this.root.traverse((o) => {
      if ((o as THREE.Mesh).isMesh) {
        const mesh = o as THREE.Mesh;
        const materials = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
        for (const m of materials) m.clippingPlanes = [this.section];
      }
    });
    this.scene.add(this.root);
    this.setSection(null);
    this.fit();
  }

  /** The tree of named objects (nodes without a name are skipped, their children kept). */
  tree(): TreeNode[] {
    const walk = (o: THREE.Object3D): TreeNode[] => {
      const children = o.children.flatMap(walk);
      if (!o.name) return children;
      return [{ key: o.uuid, title: (o.userData.name as string | undefined) ?? o.name, children }];
    };
    return this.root ? walk(this.root) : [];
  }

  /** The model's height range, for the section plane's slider. */
  heightRange(): [number, number] {
    const box = this.root ? new THREE.Box3().setFromObject(this.root) : new THREE.Box3(new THREE.Vector3(), new THREE.Vector3(0, 1, 0));
    return [box.min.y, box.max.y];
  }

  /** Cuts everything above `height` away; null shows the whole model. */
  setSection(height: number | null): void {
    this.section.constant = height ?? Number.MAX_SAFE_INTEGER;
    this.requestFrame();
  }

  fit(): void {
    if (!this.root) return;
    const box = new THREE.Box3().setFromObject(this.root);
    const sphere = box.getBoundingSphere(new THREE.Sphere());
    const distance = sphere.radius / Math.sin(THREE.MathUtils.degToRad(this.camera.fov / 2));
    const direction = new THREE.Vector3(1, 0.8, 1.2).normalize();
    this.camera.position.copy(sphere.center).addScaledVector(direction, distance);
    this.camera.near = Math.max(0.01, distance / 100);
    this.camera.far = distance * 100;
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(sphere.center);
    this.controls.update();
    this.requestFrame();
  }

  async select(key: string | null): Promise<void> {
    if (this.picked) {
      this.picked.mesh.material = this.picked.material;
      this.picked = null;
    }
    const object = key ? this.scene.getObjectByProperty('uuid', key) : undefined;
    if (!object) {
      this.onPick(null, null);
      this.requestFrame();
      return;
    }
    const mesh = (object as THREE.Mesh).isMesh ? (object as THREE.Mesh) : null;
    if (mesh) {
      this.picked = { mesh, material: mesh.material };
      const glow = (Array.isArray(mesh.material) ? mesh.material[0] : mesh.material)?.clone() as THREE.MeshStandardMaterial;
      if (glow.color) glow.color = HIGHLIGHT.clone();
      if (glow.emissive) glow.emissive = new THREE.Color('#662200');
      mesh.material = glow;
    }
    this.requestFrame();
    this.onPick(object.uuid, await this.propertiesOf(object));
  }

  dispose(): void {
    this.resizeObserver.disconnect();
    this.canvas.removeEventListener('pointerdown', this.onPointerDown);
    this.canvas.removeEventListener('pointerup', this.onPointerUp);
    this.controls.dispose();
    this.clear();
    this.renderer.dispose();
  }

  private down: { x: number; y: number } | null = null;
  private readonly onPointerDown = (e: PointerEvent) => (this.down = { x: e.clientX, y: e.clientY });
  /** A click (not the end of a drag) picks the nearest element under the pointer. */
  private readonly onPointerUp = (e: PointerEvent) => {
    if (!this.down || Math.hypot(e.clientX - this.down.x, e.clientY - this.down.y) > 4 || !this.root) return;
    const rect = this.canvas.getBoundingClientRect();
    const pointer = new THREE.Vector2(((e.clientX - rect.left) / rect.width) * 2 - 1, -((e.clientY - rect.top) / rect.height) * 2 + 1);
    const ray = new THREE.Raycaster();
    ray.setFromCamera(pointer, this.camera);
    const hit = ray.intersectObject(this.root, true).find((h) => this.section.distanceToPoint(h.point) >= 0);
    void this.select(hit ? hit.object.uuid : null);
  };

  private clear(): void {
    this.closeModel?.();
    this.closeModel = null;
    if (!this.root) return;
    this.scene.remove(this.root);
    this.root.traverse((o) => {
      const mesh = o as THREE.Mesh;
      if (!mesh.isMesh) return;
      mesh.geometry.dispose();
      for (const m of Array.isArray(mesh.material) ? mesh.material : [mesh.material]) m.dispose();
    });
    this.root = null;
    this.picked = null;
  }

  private resize(): void {
    const box = (this.canvas.parentElement ?? this.canvas).getBoundingClientRect();
    const width = Math.max(1, Math.floor(box.width));
    const height = Math.max(1, Math.floor(box.height));
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestFrame();
  }

  private requestFrame(): void {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => {
      this.frameRequested = false;
      this.renderer.render(this.scene, this.camera);
      this.onFrame();
    });
  }
}
