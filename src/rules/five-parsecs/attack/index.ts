export { resolveFire, firerAfter, type FireOutcome } from "./fire";
export { resolveBrawlAttack, type BrawlAttackInput, type BrawlAttackOutcome } from "./brawl-attack";
export {
  resolveMultipleOpponents,
  type MultipleOpponentsAttackInput,
  type MultipleOpponentsAttackOutcome,
  type FoughtFight,
} from "./multiple-opponents-attack";
export {
  resolveHitsInOrder,
  LOST_HIT_RULE,
  LOST_HIT_RESULT,
  type PendingHit,
  type ResolvedHit,
  type HitSequence,
} from "./hit-sequence";
export { figureAfter } from "./figure-after";
export { settleChanges } from "./settle-changes";
