import { BracketBusters as BB } from "../../rules";
import { fighterName, say, type Lang } from "./lang";

/** The attacks the players resolve with their own book (ruling 15), whose result is then set on the target. */
export const ATTACK_ACTIONS: readonly BB.ActionId[] = ["shoot", "blindfire", "fight", "fireThrough"];

export interface AttackResultChoices {
  /** The attacker, credited for an Out of Action (XP). */
  readonly by: string;
  readonly byName: string;
  /** The fighters the card offers a result for: those the action named, else every enemy still on the battlefield. */
  readonly targets: readonly { readonly id: string; readonly name: string }[];
  readonly results: readonly { readonly id: BB.AttackResult; readonly label: string }[];
}

/**
 * What an attack's card offers: after an accepted Shoot, Blindfire, Fight or Fire Through, a result button per named
 * target ("the players resolve with their own book and set the result on the target from the card"); null for any
 * other input.
 */
export function attackResultChoices(
  input: BB.BattleInput,
  transition: BB.Transition,
  lang: Lang,
): AttackResultChoices | null {
  if (input.type !== "takeAction" || !ATTACK_ACTIONS.includes(input.action) || transition.refusal) return null;
  const state = transition.state;
  const declared = transition.announcements.find(
    (a): a is Extract<BB.Announcement, { kind: "action" }> => a.kind === "action" && ATTACK_ACTIONS.includes(a.action),
  );
  if (!declared) return null;
  const by = declared.fighterId;
  const gangId = BB.fighterIn(state, by)?.fighter.gangId;
  const named = [
    ...new Set([...(input.targetId ? [input.targetId] : []), ...(input.targets ?? []), ...declared.fighterIds]),
  ].filter((id) => id !== by);
  const enemies = state.fighters
    .filter((f) => f.fighter.gangId !== gangId && BB.onBattlefield(f))
    .map((f) => f.fighter.id);
  const ids = (named.length > 0 ? named : enemies).filter((id) => BB.fighterIn(state, id));
  return {
    by,
    byName: fighterName(state, by),
    targets: ids.map((id) => ({ id, name: fighterName(state, id) })),
    results: BB.ATTACK_RESULTS.map((id) => ({ id, label: say(lang, `AttackResult.${id}`) })),
  };
}
