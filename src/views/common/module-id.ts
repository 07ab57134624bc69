/** The module's id: the prefix of its sub-types, flags, settings and socket. */
export const MODULE_ID = "five-parsecs-battle";

/** Foundry's name for a module sub-type: `five-parsecs-battle.crew`. */
export const subType = <T extends string>(name: T): `${typeof MODULE_ID}.${T}` => `${MODULE_ID}.${name}`;

export const ACTOR_TYPES = { crew: subType("crew"), enemy: subType("enemy"), fighter: subType("fighter") } as const;
export const ITEM_TYPES = {
  weapon: subType("weapon"),
  gear: subType("gear"),
  weaponProfile: subType("weaponProfile"),
} as const;
