import { BracketBusters as BB } from "../../rules";
import { fighterName, gangName, say, sayOr, type Lang } from "./lang";

export interface XpRow {
  readonly fighterId: string;
  readonly name: string;
  readonly gang: string;
  readonly xp: number;
  /** "Out of Action: Grub (+1), Rally (+1)". */
  readonly reasons: string;
}

export interface InjuryRow {
  readonly fighterId: string;
  readonly name: string;
  readonly outcome: string;
  readonly permanent: string | null;
  /** The changes to the fighter card in words: "Weapon Skill 4+ → 5+", "Rating 120 → 115". */
  readonly changes: readonly string[];
  readonly dead: boolean;
  readonly recovery: boolean;
}

export interface AfterBattleView {
  readonly xp: readonly XpRow[];
  /** Null until the Lasting Injuries are rolled. */
  readonly injuries: readonly InjuryRow[] | null;
  /** Fighters Out of Action and why, with whether a Lasting Injury is rolled for them. */
  readonly outOfAction: readonly string[];
}

const N_PLUS: ReadonlySet<string> = new Set([...BB.D6_CHARACTERISTICS, ...BB.TWO_D6_CHARACTERISTICS]);
const shown = (characteristic: string, value: number): string =>
  N_PLUS.has(characteristic) ? `${value}+` : String(value);

function changeText(change: BB.FighterChange, lang: Lang): string | null {
  switch (change.kind) {
    case "characteristic":
      return `${say(lang, `Characteristic.${change.characteristic}`)} ${shown(change.characteristic, change.from)} → ${shown(change.characteristic, change.to)}`;
    case "rating":
      return say(lang, "After.rating", { from: change.from, to: change.to });
    case "xp":
      return say(lang, "After.xpChange", { from: change.from, to: change.to });
    case "injury":
      return null;
  }
}

/** XP earned in the battle (the ledger), the Out of Action roll-call, and the Lasting Injuries with their card changes. */
export function afterBattleView(
  state: BB.BattleState,
  changes: readonly BB.FighterChange[],
  lang: Lang,
): AfterBattleView {
  const totals = BB.xpByFighter(state.xp);
  const xp = [...totals].map(([fighterId, total]): XpRow => {
    const f = BB.fighterIn(state, fighterId);
    const reasons = state.xp
      .filter((e) => e.fighterId === fighterId)
      .map(
        (e) =>
          `${sayOr(lang, `XpReason.${e.reason}`, e.reason)}${e.targetId ? `: ${fighterName(state, e.targetId)}` : ""} (+${e.xp})`,
      )
      .join(", ");
    return {
      fighterId,
      name: f?.fighter.name ?? fighterId,
      gang: f ? gangName(state, f.fighter.gangId) : "",
      xp: total,
      reasons,
    };
  });
  const outOfAction = state.fighters
    .filter((f) => f.outOfAction)
    .map((f) => {
      const o = f.outOfAction!;
      return say(lang, o.lastingInjury ? "After.outWithInjury" : "After.outNoInjury", {
        fighter: f.fighter.name,
        cause: say(lang, `Cause.${o.cause}`),
        by: o.by ? fighterName(state, o.by) : "—",
        round: o.round,
      });
    });
  const injuries =
    state.injuries?.map(
      (r): InjuryRow => ({
        fighterId: r.fighterId,
        name: fighterName(state, r.fighterId),
        outcome: say(lang, `Injury.${r.outcome}`),
        permanent: r.permanentInjury ? say(lang, `Injury.${r.permanentInjury}`) : null,
        changes: changes
          .filter((c) => c.fighterId === r.fighterId)
          .map((c) => changeText(c, lang))
          .filter((t): t is string => t !== null),
        dead: r.dead,
        recovery: r.recovery,
      }),
    ) ?? null;
  return { xp, injuries, outOfAction };
}
