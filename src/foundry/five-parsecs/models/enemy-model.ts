import { LIMITS } from "../../../rules";
import { CHOICE_FIELD_PREFIXES } from "../../../views/five-parsecs/models/choice-fields";
import { booleanField, choiceField, integerField, optionalIntegerField, textField } from "../../table/models/fields";
import { refuseViolations } from "../../table/models/refuse-violations";

const limits = LIMITS.enemy;
const labels = CHOICE_FIELD_PREFIXES.enemy;

const enemySchema = () => ({
  speed: integerField(limits.speed),
  combatSkill: integerField(limits.combatSkill),
  toughness: integerField(limits.toughness),
  ai: choiceField(limits.ai, labels.ai),
  panic: integerField(limits.panic),
  casualtyCategory: choiceField(limits.casualtyCategory, labels.casualtyCategory),
  rank: choiceField(limits.rank, labels.rank),
  role: choiceField(limits.role, labels.role),
  fearless: booleanField(limits.fearless),
  savingThrow: optionalIntegerField(limits.savingThrow),
  seizeModifier: integerField(limits.seizeModifier),
  guardianOf: textField(limits.guardianOf),
});

export type EnemySchema = ReturnType<typeof enemySchema>;

/** An enemy figure: its profile, AI type, Panic range and the rest of what an enemy entry in the rules gives. */
export class EnemyModel extends foundry.abstract.TypeDataModel<EnemySchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FPB.Enemy"];

  static override defineSchema(): EnemySchema {
    return enemySchema();
  }

  static override validateJoint(data: unknown): void {
    refuseViolations("enemy", data);
  }
}
