import { LIMITS } from "../../../rules";
import { CHOICE_FIELD_PREFIXES } from "../../../views/five-parsecs/models/choice-fields";
import { choiceField, integerField, setField } from "../../table/models/fields";
import { refuseViolations } from "../../table/models/refuse-violations";

const limits = LIMITS.crew;
const labels = CHOICE_FIELD_PREFIXES.crew;

const crewSchema = () => ({
  reactions: integerField(limits.reactions),
  speed: integerField(limits.speed),
  combatSkill: integerField(limits.combatSkill),
  toughness: integerField(limits.toughness),
  savvy: integerField(limits.savvy),
  luck: new foundry.data.fields.SchemaField({
    value: integerField(limits.luck.value),
    max: integerField(limits.luck.max),
  }),
  traits: setField(limits.traits, labels.traits),
  casualtyCategory: choiceField(limits.casualtyCategory, labels.casualtyCategory),
});

export type CrewSchema = ReturnType<typeof crewSchema>;

/** A crew member: the profile line of a Five Parsecs character, plus the traits the battle rules act on. */
export class CrewModel extends foundry.abstract.TypeDataModel<CrewSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FPB.Crew"];

  static override defineSchema(): CrewSchema {
    return crewSchema();
  }

  /** Rules that tie fields together (Luck within its maximum; only Humans above 1) with the module's own words. */
  static override validateJoint(data: unknown): void {
    refuseViolations("crew", data);
  }
}
