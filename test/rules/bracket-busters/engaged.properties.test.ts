// Ruling 12 ("Statuses"): "Engaged follows base contact with an enemy fighter on the scene; the module proposes it and
// the GM can override". `proposeEngaged` measures only fighters near each other; on random tables it proposes what the
// plain reading does: each fighter on the battlefield measured against every enemy fighter on the battlefield.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import { MAX_TABLE_INCHES } from "../../../src/rules/core/battlefield/limits-of-the-table";
import { fighter, gang } from "./helpers";

const STATUSES: readonly BB.FighterStatus[] = [
  "active",
  "pinned",
  "engaged",
  "seriouslyInjured",
  "broken",
  "outOfAction",
];

/** The rule read plainly: all pairs. */
function allPairs(state: BB.BattleState, positions: BB.Positions): BB.ProposedStatus[] {
  const proposals: BB.ProposedStatus[] = [];
  for (const f of state.fighters) {
    const at = positions[f.fighter.id];
    if (!BB.onBattlefield(f) || !at) continue;
    const touching = state.fighters.some((e) => {
      const there = positions[e.fighter.id];
      return (
        BB.onBattlefield(e) &&
        e.fighter.gangId !== f.fighter.gangId &&
        there !== undefined &&
        BB.inBaseContact(at, there)
      );
    });
    if (touching && (f.status === "active" || f.status === "pinned"))
      proposals.push({ fighterId: f.fighter.id, from: f.status, to: "engaged" });
    if (!touching && f.status === "engaged") proposals.push({ fighterId: f.fighter.id, from: "engaged", to: "active" });
  }
  return proposals;
}

/**
 * A fighter: its gang, status, and where it stands, if on the scene: anywhere on a table from a few inches (crowded,
 * bases touching) to the widest the rules accept, or beside an earlier fighter at a gap on either side of contact's
 * tenth of an inch. Bases from the smallest to the widest.
 */
const fighterArb = (span: number) =>
  fc.record({
    gang: fc.integer({ min: 0, max: 3 }),
    status: fc.constantFrom(...STATUSES),
    placed: fc.option(
      fc.record({
        x: fc.double({ min: -span, max: span, noNaN: true }),
        y: fc.double({ min: -span, max: span, noNaN: true }),
        radius: fc.oneof(
          fc.constantFrom(0.5, 1, BB.MAX_BASE_RADIUS),
          fc.double({ min: 0.01, max: BB.MAX_BASE_RADIUS, noNaN: true }),
        ),
        beside: fc.option(
          fc.record({
            of: fc.nat(),
            gap: fc.constantFrom(0, 0.05, BB.BASE_CONTACT_INCHES, BB.BASE_CONTACT_INCHES + 1e-9, 0.11, 0.5),
            bearing: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
          }),
          { freq: 2 },
        ),
      }),
      { freq: 6 },
    ),
  });

const tableArb = fc
  .constantFrom(3, 12, 60, MAX_TABLE_INCHES)
  .chain((span) => fc.array(fighterArb(span), { minLength: 0, maxLength: 60 }));

type Table = typeof tableArb extends fc.Arbitrary<infer T> ? T : never;

/** Where each drawn fighter stands: a fighter beside another stands at the gap from its base, on the table. */
function positionsOf(table: Table): Record<string, BB.Placement> {
  const positions: Record<string, BB.Placement> = {};
  table.forEach((t, i) => {
    if (!t.placed) return;
    const { x, y, radius, beside } = t.placed;
    const other = beside && i > 0 ? positions[`f${beside.of % i}`] : undefined;
    const reach = other && beside ? other.radius + radius + beside.gap : 0;
    const clamp = (v: number) => Math.max(-MAX_TABLE_INCHES, Math.min(MAX_TABLE_INCHES, v));
    positions[`f${i}`] =
      other && beside
        ? {
            x: clamp(other.x + reach * Math.cos(beside.bearing)),
            y: clamp(other.y + reach * Math.sin(beside.bearing)),
            facing: 0,
            radius,
          }
        : { x, y, facing: 0, radius };
  });
  return positions;
}

describe("Engaged from base contact, near fighters only (ruling 12)", () => {
  it("proposes what all pairs measured propose, on random tables", () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        // Each gang keeps one fighter off the scene, so that every table is a battle the rules accept.
        const gangs = [0, 1, 2, 3].map((g) =>
          gang(`g${g}`, [
            fighter(`reserve${g}`, `g${g}`),
            ...table.flatMap((t, i) => (t.gang === g ? [fighter(`f${i}`, `g${g}`)] : [])),
          ]),
        );
        const fresh = BB.createBattle({ gangs });
        const state: BB.BattleState = {
          ...fresh,
          fighters: fresh.fighters.map((f) => {
            const drawn = f.fighter.id.startsWith("f") ? table[Number(f.fighter.id.slice(1))] : undefined;
            return drawn ? { ...f, status: drawn.status } : f;
          }),
        };
        const positions = positionsOf(table);
        expect(BB.proposeEngaged(state, positions)).toEqual(allPairs(state, positions));
      }),
      { numRuns: 200, seed: 37 },
    );
  });
});
