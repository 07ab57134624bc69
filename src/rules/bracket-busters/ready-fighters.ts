import { fightersOf, gangOf, priorityOrder, type BattleFighter } from "./battle-state";
import { betterNerve, rollCheck } from "./characteristic-check";
import type { Dice } from "./core";
import { takeOutOfAction } from "./round-flow";
import type { TransitionBuilder } from "./transition";
import type { NerveCharacteristic } from "./vocabulary";

export const READY_RULE = "Ready Fighters";

/** Whether the fighter must pass a Nerve test to be Readied: "Active and Pinned fighters" of a gang that has Bottled Out. */
export const needsNerveToReady = (f: BattleFighter, bottledOut: boolean): boolean =>
  bottledOut && (f.status === "active" || f.status === "pinned");

/**
 * "Ready Fighters": "If a gang has not Bottled Out, each fighter who is not Broken is Readied. If a gang has Bottled Out,
 * Engaged and Seriously Injured fighters are Readied but Active and Pinned fighters must first pass a Nerve test ...
 * otherwise they flee": Out of Action, no Injury roll, no XP (ruling 16). Ruling 12: Broken fighters are never Readied.
 * Ruling 16: the gangs' Nerve tests are rolled gang by gang in Priority order. `nerve`: the characteristic each tested
 * fighter's player chose; a fighter without a choice tests the better one (ruling 10).
 */
export async function readyFighters(
  b: TransitionBuilder,
  nerve: Readonly<Record<string, NerveCharacteristic>>,
  dice: Dice,
): Promise<void> {
  for (const gangId of priorityOrder(b.state)) {
    const bottledOut = gangOf(b.state, gangId)?.bottledOut ?? false;
    for (const f of fightersOf(b.state, gangId)) {
      if (f.status === "outOfAction" || f.status === "broken") continue;
      if (!needsNerveToReady(f, bottledOut)) {
        b.fighter(f.fighter.id, { ready: true });
        continue;
      }
      const characteristic = nerve[f.fighter.id] ?? betterNerve(f.fighter.profile);
      const check = await rollCheck(
        {
          rule: READY_RULE,
          purpose: `Nerve test (${characteristic === "cool" ? "Cool" : "Willpower"}) for ${f.fighter.name}`,
          characteristic,
          target: f.fighter.profile[characteristic],
          modifiers: [],
        },
        dice,
      );
      b.steps.push(check.step);
      if (check.passed) {
        b.fighter(f.fighter.id, { ready: true });
      } else {
        b.announcements.push({ kind: "fled", fighterId: f.fighter.id });
        takeOutOfAction(b, f.fighter.id, { cause: "fled", by: null, lastingInjury: false }, "fled");
      }
    }
  }
}
