import type { RegionOutline } from "./scene-data";

/**
 * A node of core's region polygon tree (`RegionDocument#polygonTree`, v13 and v14; types: client/data/region-shapes/
 * polygon-tree.d.mts): the root is a hole without a polygon, its children the outer outlines, theirs the holes.
 */
interface OutlineNode {
  readonly children: readonly OutlineNode[];
  readonly isHole: boolean;
  readonly points: readonly number[] | null;
}

const isNode = (value: unknown): value is OutlineNode =>
  typeof value === "object" &&
  value !== null &&
  "children" in value &&
  Array.isArray(value.children) &&
  "isHole" in value;

const flat = (node: OutlineNode): number[] => (Array.isArray(node.points) ? node.points.map(Number) : []);

/**
 * The outline core computed for a region, or null where the document carries none (plain data, or a getter that
 * cannot compute here, e.g. compendium data without a scene grid): the mapper then reads the shapes itself.
 * Islands inside a hole lie inside their outer outline, which is all a terrain feature keeps, so they are not read.
 */
export function readRegionOutlines(region: object): RegionOutline[] | null {
  let tree: unknown;
  try {
    tree = "polygonTree" in region ? region.polygonTree : undefined;
  } catch {
    return null;
  }
  if (!isNode(tree)) return null;
  return tree.children
    .filter((node) => !node.isHole)
    .map((outer) => ({ points: flat(outer), holes: outer.children.filter((hole) => hole.isHole).map(flat) }));
}
