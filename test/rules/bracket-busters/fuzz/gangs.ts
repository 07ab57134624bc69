// Random gangs within the limits table: 1 to 8 fighters each, any profile, some with Group Activation, weapon profiles
// with and without an Ammo target and the traits the rules read.
import { BracketBusters as BB } from "../../../../src/rules";
import type { Rng } from "../../../fixtures/fuzz-rng";

function fighterOf(rng: Rng, id: string, gangId: string): BB.Fighter {
  const p = BB.PROFILE_LIMITS;
  const roll = (limit: { min: number; max: number }): number => rng.int(limit.min, limit.max);
  const profile = Object.fromEntries(BB.CHARACTERISTICS.map((c) => [c, roll(p[c])])) as unknown as BB.Profile;
  const groupActivation = rng.chance(0.3)
    ? {
        radius: rng.int(1, 12),
        extraFighters: rng.int(1, 3),
        restriction: "As the card says",
        allowedTypes: rng.chance(0.3) ? [rng.pick(BB.FIGHTER_TYPES)] : [],
      }
    : null;
  const weapons = Array.from({ length: rng.int(0, 3) }, (_, i) => ({
    id: `w${i}`,
    name: `Weapon ${i}`,
    ranged: rng.chance(0.8),
    ammo: rng.chance(0.8) ? rng.int(2, 6) : null,
    traits: rng.chance(0.3) ? [rng.pick(BB.WEAPON_TRAITS)] : [],
  }));
  return {
    id,
    name: id,
    gangId,
    type: rng.pick(BB.FIGHTER_TYPES),
    profile,
    actions: rng.chance(0.9) ? 2 : rng.int(0, 4),
    groupActivation,
    weapons,
    xp: rng.int(0, 20),
    rating: rng.int(0, 300),
    survivor: rng.chance(0.2),
  };
}

export function battleOf(rng: Rng, gangs: number): BB.NewBattle {
  const ids = ["a", "b", "c", "d", "e", "f"].slice(0, gangs);
  const faces = rng.pick([
    BB.DEFAULT_INJURY_DICE,
    { fleshWound: 1, seriousInjury: 4, outOfAction: 1 },
    { fleshWound: 3, seriousInjury: 2, outOfAction: 1 },
  ]);
  return {
    gangs: ids.map((g) => ({
      id: g,
      name: `Gang ${g}`,
      fighters: Array.from({ length: rng.int(1, 8) }, (_, i) => fighterOf(rng, `${g}${i}`, g)),
    })),
    injuryDice: faces,
  };
}
