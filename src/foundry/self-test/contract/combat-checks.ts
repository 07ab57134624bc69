import { HookSpy, spying } from "../hook-spy";
import { withScratch } from "../scratch";
import { quietCombat, type CombatantSpec } from "../throwaway";
import { pause, shown, until } from "../wait";
import type { ContractSection } from "./check";
import { TRACKER_CHECKS } from "./tracker-checks";
import { WRITE_CHECKS } from "./write-checks";

/** Highest first; the two tens tie and go by id (a before b); null initiative last. */
const ORDER: readonly CombatantSpec[] = [
  { _id: "bbbbbbbbbbbbbbbb", name: "Ten (b)", initiative: 10 },
  { _id: "nnnnnnnnnnnnnnnn", name: "None", initiative: null },
  { _id: "zzzzzzzzzzzzzzzz", name: "Fifteen", initiative: 15 },
  { _id: "aaaaaaaaaaaaaaaa", name: "Ten (a)", initiative: 10 },
];
const EXPECTED = ["zzzzzzzzzzzzzzzz", "aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb", "nnnnnnnnnnnnnnnn"];

const turnIds = (combat: Combat.Implementation): string[] => combat.turns.map((combatant) => combatant.id ?? "?");

/** Runs a check on a started throwaway combat with the four combatants above. */
const onStartedCombat = (check: (combat: Combat.Implementation) => Promise<void>) =>
  withScratch(async (scratch) => {
    const combat = await quietCombat(scratch, ORDER);
    await combat.startCombat();
    await check(combat);
  });

export const COMBAT_CHECKS = {
  title: "Combat",
  checks: [
    {
      name: "combat.sortOrder",
      says: "turns are ordered by initiative, highest first",
      run: (assert) =>
        withScratch(async (scratch) =>
          assert.strictEqual(
            turnIds(await quietCombat(scratch, ORDER))[0],
            EXPECTED[0],
            "the highest initiative is not first",
          ),
        ),
    },
    {
      name: "combat.nullLast",
      says: "a combatant without initiative is last",
      run: (assert) =>
        withScratch(async (scratch) =>
          assert.strictEqual(turnIds(await quietCombat(scratch, ORDER)).at(-1), EXPECTED[3]),
        ),
    },
    {
      name: "combat.tieById",
      says: "ties go by combatant id ascending, not by name",
      run: (assert) =>
        withScratch(async (scratch) =>
          assert.deepEqual(turnIds(await quietCombat(scratch, ORDER)), EXPECTED, "Foundry's turn order"),
        ),
    },
    {
      name: "combat.startUpdates",
      says: "startCombat fires combatStart before the update, then updates {round: 1, turn: 0}",
      run: (assert) =>
        withScratch(async (scratch) => {
          const combat = await quietCombat(scratch, ORDER);
          let atHook: { round: number; data: unknown } | null = null;
          const start = new HookSpy("combatStart", (started, data) => {
            if (started === combat) atHook = { round: combat.round, data: { ...(data as object) } };
          });
          await spying([start], () => combat.startCombat());
          assert.deepEqual(
            atHook,
            { round: 0, data: { round: 1, turn: 0 } },
            "combatStart (the round on the combat when it fired, and its update data)",
          );
          assert.strictEqual(combat.round, 1);
          assert.strictEqual(combat.turn, 0);
        }),
    },
    {
      name: "combat.nextTurnUpdates",
      says: "nextTurn moves to the next turn in the same round",
      run: (assert) =>
        onStartedCombat(async (combat) => {
          await combat.nextTurn();
          assert.deepEqual({ round: combat.round, turn: combat.turn }, { round: 1, turn: 1 });
        }),
    },
    {
      name: "combat.nextRoundUpdates",
      says: "nextRound fires combatRound before the update with {round: r+1, turn: 0}, then updates",
      run: (assert) =>
        onStartedCombat(async (combat) => {
          let atHook: unknown = null;
          const round = new HookSpy("combatRound", (advanced, data, options) => {
            if (advanced === combat)
              atHook = {
                round: combat.round,
                data: { ...(data as object) },
                direction: (options as { direction?: unknown }).direction,
              };
          });
          await spying([round], () => combat.nextRound());
          assert.deepEqual(
            atHook,
            { round: 1, data: { round: 2, turn: 0 }, direction: 1 },
            "combatRound (the combat's round when it fired, its data, options.direction)",
          );
          assert.deepEqual({ round: combat.round, turn: combat.turn }, { round: 2, turn: 0 });
        }),
    },
    {
      name: "combat.history",
      says: "combat.previous and combat.current hold {round, turn, combatantId}; combatTurnChange gets them",
      run: (assert) =>
        onStartedCombat(async (combat) => {
          const change = new HookSpy("combatTurnChange");
          await spying([change], async () => {
            await combat.nextTurn();
            await until(() => change.calls.some(([changed]) => changed === combat), "combatTurnChange");
          });
          const ids = turnIds(combat);
          assert.deepEqual(pick(combat.previous), { round: 1, turn: 0, combatantId: ids[0] }, "combat.previous");
          assert.deepEqual(pick(combat.current), { round: 1, turn: 1, combatantId: ids[1] }, "combat.current");
          const [, prior, current] = change.calls.find(([changed]) => changed === combat) ?? [];
          assert.deepEqual(
            [pick(prior), pick(current)],
            [pick(combat.previous), pick(combat.current)],
            "combatTurnChange(combat, prior, current)",
          );
        }),
    },
    {
      name: "combat.refuseRound",
      says: "preUpdateCombat returning false refuses a round advance",
      run: (assert) =>
        onStartedCombat(async (combat) => {
          const refuse = new HookSpy("preUpdateCombat", (updated) => (updated === combat ? false : undefined));
          await spying([refuse], async () => {
            await combat.nextRound();
            await pause(200);
          });
          assert.strictEqual(combat.round, 1, "the round advanced");
        }),
    },
    {
      name: "combat.initiativeOverrides",
      says: "rollInitiative, rollAll, rollNPC and resetAll exist; resetAll clears every initiative (its one update: combat.resetAllOneUpdate)",
      run: (assert) =>
        withScratch(async (scratch) => {
          const combat = await quietCombat(scratch, ORDER, false);
          for (const method of ["rollInitiative", "rollAll", "rollNPC", "resetAll"] as const)
            assert.typeOf(combat[method], "function", `Combat#${method}`);
          await combat.resetAll();
          await pause(200);
          assert.deepEqual(
            combat.combatants.map((c) => c.initiative),
            [null, null, null, null],
            `initiatives after resetAll: ${shown(combat.combatants.map((c) => c.initiative))}`,
          );
        }),
    },
    {
      name: "combat.groupMembers",
      says: "a CombatantGroup is embedded in its combat; a combatant whose `group` names it is among its members, and the group's own ownership decides who owns it",
      run: (assert) =>
        withScratch(async (scratch) => {
          const combat = await quietCombat(scratch, ORDER.slice(0, 2));
          const writes = combat as unknown as {
            createEmbeddedDocuments(name: string, data: object[]): Promise<{ id: string | null }[]>;
          };
          const player = game.users?.find((user) => !user.isGM);
          const ownership = { default: 0, ...(player?.id ? { [player.id]: 3 } : {}) };
          const [group] = await writes.createEmbeddedDocuments("CombatantGroup", [
            { name: "Self-test gang", ownership },
          ]);
          assert.ok(group?.id, "the created CombatantGroup has an id");
          await combat.updateEmbeddedDocuments("Combatant", [{ _id: ORDER[0]!._id, group: group!.id } as never]);
          const stored = combat.groups.get(group!.id ?? "");
          assert.ok(stored, `combat.groups holds it: ${shown(combat.groups.map((g) => g.id))}`);
          assert.deepEqual(
            [...(stored?.members ?? [])].map((c) => c.id),
            [ORDER[0]!._id],
            "its members",
          );
          assert.strictEqual(
            (combat.combatants.get(ORDER[0]!._id)?._source as { group?: unknown } | undefined)?.group,
            group!.id,
            "the combatant's source keeps the group's id",
          );
          if (player)
            assert.isTrue(
              stored?.testUserPermission(player, "OWNER"),
              "the group's own ownership makes the player its owner",
            );
        }),
    },
    {
      name: "combat.groupInitiative",
      says: "a member of a CombatantGroup with a numeric initiative takes the group's initiative; a group without members is defeated and hidden",
      run: (assert) =>
        withScratch(async (scratch) => {
          const combat = await quietCombat(scratch, ORDER.slice(0, 2), false);
          const writes = combat as unknown as {
            createEmbeddedDocuments(name: string, data: object[]): Promise<{ id: string | null }[]>;
          };
          const [group, empty] = await writes.createEmbeddedDocuments("CombatantGroup", [
            { name: "Self-test gang", initiative: 17 },
            { name: "Self-test empty gang" },
          ]);
          await combat.updateEmbeddedDocuments("Combatant", [{ _id: ORDER[0]!._id, group: group?.id } as never]);
          const member = combat.combatants.get(ORDER[0]!._id);
          const other = combat.combatants.get(ORDER[1]!._id);
          assert.strictEqual(member?.initiative, 17, "the member's initiative is its group's");
          assert.strictEqual(other?.initiative, ORDER[1]!.initiative, "a combatant outside the group keeps its own");
          const prepared = combat.groups.get(empty?.id ?? "") as unknown as
            | { defeated?: unknown; hidden?: unknown }
            | undefined;
          assert.deepEqual(
            { defeated: prepared?.defeated, hidden: prepared?.hidden },
            { defeated: true, hidden: true },
            "the empty group",
          );
        }),
    },
    ...WRITE_CHECKS,
    ...TRACKER_CHECKS,
  ],
} satisfies ContractSection;

function pick(history: unknown): unknown {
  const h = (history ?? {}) as { round?: unknown; turn?: unknown; combatantId?: unknown };
  return { round: h.round, turn: h.turn, combatantId: h.combatantId };
}
