import { ALL_LIMITS, BracketBusters as BB } from "../../../rules";
import { choiceLabels } from "../../../views/common/i18n/choice-labels";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { fighterSystemViolations, refuseFighterViolations } from "../fighter-limits";
import { booleanField, choiceField, integerField, setField, textField } from "../../table/models/fields";

const limits = ALL_LIMITS.bracketBustersFighter;
const group = ALL_LIMITS.bracketBustersGroupActivation;

/** Lang prefixes of the Bracket Busters choice lists. */
export const BRACKET_BUSTERS_CHOICES = {
  fighterType: "FPB.BracketBusters.FighterType",
  weaponTrait: "FPB.BracketBusters.WeaponTrait",
  injuryOutcome: "FPB.BracketBusters.InjuryOutcome",
} as const;

const profileSchema = () => {
  const profile = limits.profile;
  return {
    movement: integerField(profile.movement),
    weaponSkill: integerField(profile.weaponSkill),
    ballisticSkill: integerField(profile.ballisticSkill),
    strength: integerField(profile.strength),
    toughness: integerField(profile.toughness),
    wounds: integerField(profile.wounds),
    initiative: integerField(profile.initiative),
    attacks: integerField(profile.attacks),
    leadership: integerField(profile.leadership),
    cool: integerField(profile.cool),
    willpower: integerField(profile.willpower),
    intelligence: integerField(profile.intelligence),
  };
};

/** One Lasting Injury the fighter carries from a past battle, in the tables' words (`BracketBusters.InjuryRecord`). */
const injurySchema = () => {
  const { SchemaField, StringField, BooleanField } = foundry.data.fields;
  return new SchemaField({
    outcome: new StringField({
      required: true,
      blank: false,
      choices: choiceLabels(BB.INJURY_OUTCOMES, BRACKET_BUSTERS_CHOICES.injuryOutcome),
      initial: "outCold",
    }),
    /** The Permanent Injury rolled ("handInjury"), or empty. */
    permanentInjury: new StringField({ required: true, blank: true, initial: "" }),
    recovery: new BooleanField({ initial: false }),
    dead: new BooleanField({ initial: false }),
  });
};

/**
 * The stored fields carry the rules' names (`BracketBusters.Fighter`), so `fighter-of.ts` maps them one to one; the
 * document's own `name` is the fighter's name, and the gang is the Combatant group it fights in.
 */
const fighterSchema = () => {
  const { SchemaField, ArrayField } = foundry.data.fields;
  return {
    type: choiceField(limits.type, BRACKET_BUSTERS_CHOICES.fighterType),
    profile: new SchemaField(profileSchema()),
    actions: integerField(limits.actions),
    xp: integerField(limits.xp),
    rating: integerField(limits.rating),
    survivor: booleanField(limits.survivor),
    /** Ruling 14's skill, or null for a fighter without it. */
    groupActivation: new SchemaField(
      {
        radius: integerField(group.radius),
        extraFighters: integerField(group.extraFighters),
        restriction: textField(group.restriction),
        allowedTypes: setField(group.allowedTypes, BRACKET_BUSTERS_CHOICES.fighterType),
      },
      { required: true, nullable: true, initial: null },
    ),
    /** The Lasting Injuries written back after each battle, oldest first. */
    injuries: new ArrayField(injurySchema()),
  };
};

export type FighterSchema = ReturnType<typeof fighterSchema>;

/** A Bracket Busters fighter: the fighter card's profile, its skill, XP total and injury history. */
export class FighterModel extends foundry.abstract.TypeDataModel<FighterSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FPB.BracketBusters.Fighter"];

  static override defineSchema(): FighterSchema {
    return fighterSchema();
  }

  static override validateJoint(data: unknown): void {
    refuseFighterViolations("bracketBustersFighter", fighterSystemViolations(data), foundryLocalizer());
  }
}
