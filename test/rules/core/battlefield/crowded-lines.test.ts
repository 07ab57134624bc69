import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  analyseSight,
  buildBattlefield,
  lineOfSightBetween,
  type Battlefield,
  type RawBattlefield,
  type RawWall,
  type Reason,
} from "../../../../src/rules/core/battlefield";
import type { Touch } from "../../../../src/rules/core/battlefield/sight";

/**
 * "Lines of Sight" across a crowded table: a line that meets dozens of walls, as the hover on a 20,000-wall scene does
 * (issue 37). The walls a bundle meets are read from the snapshot's wall table in one pass, their touches put in order
 * along the line by a number sort before the comparing one, and each wall's reason is taken once for `blockedBy`.
 * Each of these must give what the plain reading gives: the same touches in the same order, whatever order the index
 * found them in, and the same reasons.
 */

/** Quarter inches on a 12" square: ties along a line (two walls meeting it at one point) are common, as on a grid. */
const coord = fc.integer({ min: 0, max: 48 }).map((n) => n / 4);
const point = fc.record({ x: coord, y: coord });
const wallArb = fc.record({
  a: point,
  b: point,
  kind: fc.constantFrom("sight", "sight", "window", "door", "movement"),
  door: fc.constantFrom("open", "closed", "locked"),
  height: fc.constantFrom(null, null, 0.5, 1, 3),
  // A few walls share an id, as the pieces of one wall can: their reason is then listed once.
  id: fc.integer({ min: 0, max: 400 }).map((n) => `w${n}`),
});
const crowdedArb = fc
  .record({
    walls: fc.array(wallArb, { minLength: 60, maxLength: 160 }),
    figures: fc.array(
      fc.record({ centre: point, elevation: fc.constantFrom(0, 0, 1, 3), side: fc.constantFrom("crew", "enemy") }),
      { minLength: 2, maxLength: 4 },
    ),
  })
  .map(
    ({ walls, figures }): RawBattlefield => ({
      width: 12,
      height: 12,
      walls: walls as RawWall[],
      figures: figures.map((figure, i) => ({ ...figure, id: `f${i}` })),
    }),
  );

/**
 * A table every run plays: sixty walls across the line between two figures, of every kind, some meeting the centre
 * line in pairs at one point (ties along it). Random tables reach past 32 touches on a line only now and then.
 */
const KINDS = ["sight", "window", "door", "movement"] as const;
const acrossTheLine: RawBattlefield = {
  width: 12,
  height: 12,
  walls: Array.from({ length: 50 }, (_, k): RawWall[] => {
    const x = 1 + k * 0.2;
    const kind = KINDS[k % KINDS.length]!;
    // Every fifth place has two walls leaning away from one point on the centre line: both meet it there, a tie.
    return k % 5 === 0
      ? [
          { id: `w${k}`, a: { x, y: 6 }, b: { x: x + 0.1, y: 8 }, kind, door: "closed" },
          { id: `w${k}b`, a: { x, y: 6 }, b: { x: x + 0.1, y: 4 }, kind: "sight" },
        ]
      : [{ id: `w${k}`, a: { x, y: 2 }, b: { x, y: 10 }, kind, door: "closed", height: k % 7 === 0 ? 1 : null }];
  }).flat(),
  figures: [
    { id: "f0", centre: { x: 0.5, y: 6 }, side: "crew" },
    { id: "f1", centre: { x: 11.5, y: 6 }, side: "enemy", elevation: 1 },
  ],
};

const TOUCH_ORDER = { wall: 0, feature: 1, figure: 2, fog: 3 } as const;
/** The order the rules give touches along a line: nearest first, then walls before features before figures, then index. */
const inOrder = (x: Touch, y: Touch): boolean =>
  x.t0 < y.t0 ||
  (x.t0 === y.t0 &&
    (TOUCH_ORDER[x.kind] < TOUCH_ORDER[y.kind] || (TOUCH_ORDER[x.kind] === TOUCH_ORDER[y.kind] && x.index < y.index)));

const plain = ({ kind, index, t0, t1, blocks, obscures, reason }: Touch) => ({
  kind,
  index,
  t0,
  t1,
  blocks,
  obscures,
  reason: { ...reason },
});

/** Each reason once by key and id, first met first: what `blockedBy` promises, read the plain way. */
function eachOnce(reasons: readonly Reason[]): Reason[] {
  const seen = new Set<string>();
  return reasons.filter((r) => {
    const key = `${r.key}\u0000${r.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function pairs(battlefield: Battlefield) {
  return battlefield.figures.flatMap((a, i) => battlefield.figures.slice(i + 1).map((b) => [a, b] as const));
}

describe('"Lines of Sight" across a crowded table (issue 37)', () => {
  it("touches come in order along the line, the same whichever order the index found the walls in", () => {
    let long = 0;
    fc.assert(
      fc.property(crowdedArb, (raw) => {
        const indexed = buildBattlefield(raw).battlefield,
          scanned = buildBattlefield(raw, { index: "scan" }).battlefield;
        for (const [a, b] of pairs(indexed)) {
          const i = analyseSight(indexed, a, b),
            s = analyseSight(scanned, a, b);
          i.lines.forEach((line, k) => {
            if (line.touches.length > 32) long++;
            for (let j = 1; j < line.touches.length; j++) {
              expect(inOrder(line.touches[j - 1]!, line.touches[j]!)).toBe(true);
            }
            expect(line.touches.map(plain)).toEqual(s.lines[k]!.touches.map(plain));
          });
        }
      }),
      { numRuns: 60, examples: [[acrossTheLine]] },
    );
    // The number sort before the comparing one starts past 32 touches: the property must have reached it.
    expect(long).toBeGreaterThan(0);
  });

  it("blockedBy names each blocking wall, feature and figure once, in the order the lines meet them", () => {
    fc.assert(
      fc.property(crowdedArb, (raw) => {
        const battlefield = buildBattlefield(raw).battlefield;
        for (const [a, b] of pairs(battlefield)) {
          const sight = lineOfSightBetween(battlefield, a, b);
          const blocking = sight.analysis.lines.flatMap((line) =>
            line.touches.filter((touch) => touch.blocks).map((touch) => touch.reason),
          );
          if (sight.visible) {
            const partly = sight.analysis.lines
              .filter((line) => line.touches.some((touch) => touch.blocks))
              .flatMap((line) => line.touches.filter((touch) => touch.blocks).map((touch) => touch.reason));
            expect(sight.partlyHiddenBy).toEqual(eachOnce(partly));
          } else {
            const figures = blocking.filter((r) => r.key === "figureInTheWay");
            const walls = sight.analysis.lines.every((line) => line.touches.some((touch) => touch.blocks))
              ? blocking
              : [];
            expect(sight.blockedBy).toEqual(eachOnce([...sight.analysis.pairBlockers, ...figures, ...walls]));
          }
        }
      }),
      { numRuns: 60, examples: [[acrossTheLine]] },
    );
  });

  it("a door opened in a followed snapshot (a new list of walls) lets the line through at once", () => {
    const walls: RawWall[] = [{ id: "door", a: { x: 6, y: 0 }, b: { x: 6, y: 12 }, kind: "door", door: "closed" }];
    const raw: RawBattlefield = {
      width: 12,
      height: 12,
      walls,
      figures: [
        { id: "a", centre: { x: 2, y: 6 }, side: "crew" },
        { id: "b", centre: { x: 10, y: 6 }, side: "enemy" },
      ],
    };
    const closed = buildBattlefield(raw).battlefield;
    const [a, b] = closed.figures;
    const before = lineOfSightBetween(closed, a!, b!);
    expect(before.visible).toBe(false);
    expect(before.blockedBy.map((r) => r.text)).toEqual(["A closed door is in the way"]);
    // As the adapter follows a door (snapshot-update.ts): the same battlefield and index, the door's wall replaced.
    const opened: Battlefield = { ...closed, walls: [{ ...closed.walls[0]!, door: "open" }] };
    expect(lineOfSightBetween(opened, a!, b!).visible).toBe(true);
    const locked: Battlefield = { ...closed, walls: [{ ...closed.walls[0]!, door: "locked" }] };
    expect(lineOfSightBetween(locked, a!, b!).blockedBy.map((r) => r.text)).toEqual(["A locked door is in the way"]);
    // And the first snapshot still reads its own door.
    expect(lineOfSightBetween(closed, a!, b!).visible).toBe(false);
  });
});
