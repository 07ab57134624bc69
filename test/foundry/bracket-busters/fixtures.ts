// A Bracket Busters fighter's stored data, for the fighter document tests.
import { ITEM_TYPES } from "../../../src/views/common/module-id";

export const PROFILE = {
  movement: 5,
  weaponSkill: 3,
  ballisticSkill: 4,
  strength: 3,
  toughness: 3,
  wounds: 2,
  initiative: 4,
  attacks: 2,
  leadership: 7,
  cool: 6,
  willpower: 7,
  intelligence: 8,
};
export const fighterSystem = (overrides: Record<string, unknown> = {}) => ({
  type: "leader",
  profile: PROFILE,
  actions: 2,
  xp: 4,
  rating: 120,
  survivor: false,
  groupActivation: { radius: 3, extraFighters: 2, restriction: "Gangers only", allowedTypes: ["champion"] },
  ...overrides,
});
export const autogun = {
  name: "Autogun",
  type: ITEM_TYPES.weaponProfile,
  system: { ranged: true, ammo: 4, traits: [] },
};
