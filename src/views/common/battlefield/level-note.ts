import type { Localizer } from "../i18n/describe-violation";

/*
 * What a user is told of the v14 Level a figure stands on. The battlefield is one level (the battle's): a figure on
 * another is left out of it, so nothing about it is measured on the scene and the table measures it by hand.
 */

/** A v14 Level as the notes name it. */
export interface LevelRef {
  readonly id: string;
  readonly name: string;
}

/** A figure's level in words. */
export interface LevelNote {
  /** "On Upstairs": the level's name, for a tracker row. */
  readonly label: string;
  /** The figure stands off the battle's level, so it is not on the battlefield. */
  readonly offBattle: boolean;
  /** Why such a figure is measured by hand (a row's note or tooltip); null on the battle's level. */
  readonly note: string | null;
}

/** Whether a figure on `level` is on the battlefield: a battle without a level reads every level (as on v13). */
export const isOnBattleLevel = (level: LevelRef, battle: LevelRef | null): boolean =>
  battle === null || battle.id === level.id;

const nameOf = (level: LevelRef, i18n: Localizer): string => level.name || i18n.localize("FPB.Level.Unnamed");

/** The words for a figure on `level` while the battle is fought on `battle`; null for a figure without a level. */
export function levelNote(level: LevelRef | null, battle: LevelRef | null, i18n: Localizer): LevelNote | null {
  if (!level) return null;
  const name = nameOf(level, i18n);
  const offBattle = !isOnBattleLevel(level, battle);
  return {
    label: i18n.format("FPB.Level.On", { level: name }),
    offBattle,
    note:
      offBattle && battle ? i18n.format("FPB.Level.OffBattle", { level: name, battle: nameOf(battle, i18n) }) : null,
  };
}

/** The fire dialog's line for a firer off the battle's level: every target is then measured by hand. */
export function firerLevelHint(
  firer: string,
  level: LevelRef | null,
  battle: LevelRef | null,
  i18n: Localizer,
): string | null {
  if (!level || !battle || isOnBattleLevel(level, battle)) return null;
  return i18n.format("FPB.Level.FirerOffBattle", {
    figure: firer,
    level: nameOf(level, i18n),
    battle: nameOf(battle, i18n),
  });
}
