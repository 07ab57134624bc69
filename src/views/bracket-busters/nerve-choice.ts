import { BracketBusters as BB } from "../../rules";
import { nerveLabel, type Lang } from "./lang";

/** The Nerve test a fighter takes to be Readied, and the characteristic it is taken with. */
export interface NerveChoice {
  readonly fighterId: string;
  readonly name: string;
  readonly gangId: string;
  readonly choice: BB.NerveCharacteristic;
  readonly options: readonly {
    readonly value: BB.NerveCharacteristic;
    readonly label: string;
    readonly selected: boolean;
  }[];
}

/**
 * "Ready Fighters" for a Bottled Out gang: its Active and Pinned fighters take a Nerve test to be Readied, with Cool or
 * Willpower as their player chooses before rolling (ruling 10), the better one until they choose. Null when the
 * fighter takes no Nerve test now (not the Ready Fighters step, its gang not Bottled Out, or its status readies it).
 */
export function nerveChoiceOf(
  state: BB.BattleState,
  fighterId: string,
  chosen: BB.NerveCharacteristic | undefined,
  lang: Lang,
): NerveChoice | null {
  if (state.phase !== "ready") return null;
  const f = BB.fighterIn(state, fighterId);
  if (!f || !BB.needsNerveToReady(f, BB.gangOf(state, f.fighter.gangId)?.bottledOut ?? false)) return null;
  const choice = chosen ?? BB.betterNerve(f.fighter.profile);
  return {
    fighterId,
    name: f.fighter.name,
    gangId: f.fighter.gangId,
    choice,
    options: BB.NERVE_CHARACTERISTICS.map((value) => ({
      value,
      label: `${nerveLabel(lang, value)} ${f.fighter.profile[value]}+`,
      selected: value === choice,
    })),
  };
}

/** Every Nerve test of this Ready Fighters step, in the gangs' and fighters' order, with the choices made so far. */
export function nerveChoices(
  state: BB.BattleState,
  chosen: Readonly<Record<string, BB.NerveCharacteristic>>,
  lang: Lang,
): NerveChoice[] {
  if (state.phase !== "ready") return [];
  const out: NerveChoice[] = [];
  for (const gang of state.gangs) {
    for (const f of BB.fightersOf(state, gang.id)) {
      const choice = nerveChoiceOf(state, f.fighter.id, chosen[f.fighter.id], lang);
      if (choice) out.push(choice);
    }
  }
  return out;
}
