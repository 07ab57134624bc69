import type { BracketBusters as BB } from "../../rules";
import { say, type Lang } from "../../views/bracket-busters";
import samples from "../../../data/bracket-busters-samples.json";

/*
 * Sample gangs for the sandbox only: four small gangs whose fighters differ in profile, type and weapons, each led by a
 * fighter with a Group Activation (ruling 14: radius, extra fighters, restriction). A hot-seat battle takes the first
 * two to four of them. The plain data is data/bracket-busters-samples.json, which the compendium's sample
 * gangs (scripts/lib/bracket-busters-gangs.mjs) are built from too.
 */

interface SampleFighter {
  readonly key: string;
  readonly name: string;
  readonly type: BB.FighterType;
  readonly profile: BB.Profile;
  readonly actions: number;
  readonly xp: number;
  readonly rating: number;
  readonly survivor: boolean;
  readonly groupActivation: (Omit<BB.GroupActivation, "restriction"> & { readonly restrictionKey: string }) | null;
  readonly weapons: readonly string[];
}
interface SampleGang {
  readonly id: string;
  readonly nameKey: string;
  readonly fighters: readonly SampleFighter[];
}

const WEAPONS = new Map((samples.weapons as unknown as readonly BB.WeaponProfile[]).map((w) => [w.id, w]));
const ROSTERS = samples.gangs as unknown as readonly SampleGang[];

const weaponOf = (id: string): BB.WeaponProfile => {
  const weapon = WEAPONS.get(id);
  if (!weapon) throw new Error(`sample gangs: no weapon "${id}" in bracket-busters-samples.json`);
  return weapon;
};

export const MIN_GANGS = 2;
export const MAX_SAMPLE_GANGS = ROSTERS.length;

/** The first `count` sample gangs, as the rules take them; names and restrictions in the page's language. */
export function sampleGangs(count: number, lang: Lang): BB.Gang[] {
  const n = Math.min(MAX_SAMPLE_GANGS, Math.max(MIN_GANGS, Math.round(count)));
  return ROSTERS.slice(0, n).map((roster, g) => {
    const gangId = `gang${g + 1}`;
    return {
      id: gangId,
      name: say(lang, roster.nameKey),
      fighters: roster.fighters.map(
        (s, i): BB.Fighter => ({
          id: `${gangId}-${i + 1}`,
          name: s.name,
          gangId,
          type: s.type,
          profile: { ...s.profile },
          actions: s.actions,
          groupActivation: s.groupActivation
            ? {
                radius: s.groupActivation.radius,
                extraFighters: s.groupActivation.extraFighters,
                allowedTypes: s.groupActivation.allowedTypes,
                restriction: say(lang, s.groupActivation.restrictionKey),
              }
            : null,
          weapons: s.weapons.map(weaponOf),
          xp: s.xp,
          rating: s.rating,
          survivor: s.survivor,
        }),
      ),
    };
  });
}
