import type { BracketBusters as BB } from "../../rules";

/*
 * What the battle writes onto each fighter's card ("after the battle": the XP ledger and the Lasting Injuries), as
 * plain update data for its actor, and the update that puts back what the card held before. Pure: the Foundry card
 * reads each actor's current values, and the same changes always make the same writes.
 */

/** What a fighter's card holds now, of what the battle may change. */
export interface FighterCardNow {
  readonly xp: number;
  readonly rating: number;
  readonly profile: Readonly<Record<string, number>>;
  readonly injuries: readonly Readonly<Record<string, unknown>>[];
}

/**
 * One actor's write and its undo, each as nested `{ system: ... }` update data: never dotted keys, since the write is
 * kept in a chat message's flags and Foundry expands dotted keys at every depth of update data (contract U1).
 */
export interface FighterCardWrite {
  readonly fighterId: string;
  readonly update: { readonly system: Readonly<Record<string, unknown>> };
  readonly undo: { readonly system: Readonly<Record<string, unknown>> };
}

/** The injury as the fighter model stores it (fighter-model.ts `injuries`). */
const storedInjury = (record: BB.InjuryRecord) => ({
  outcome: record.outcome,
  permanentInjury: record.permanentInjury ?? "",
  recovery: record.recovery,
  dead: record.dead,
});

/**
 * Each fighter's write: XP, Rating and characteristics set to the values the changes end at, the Lasting Injury added
 * to its history; the undo sets every one of them back to what `now` says the card holds. Fighters whose card cannot
 * be read are listed in `missing` and written nothing.
 */
export function fighterCardWrites(
  changes: readonly BB.FighterChange[],
  injuries: readonly BB.InjuryRecord[],
  now: (fighterId: string) => FighterCardNow | null,
): { readonly writes: readonly FighterCardWrite[]; readonly missing: readonly string[] } {
  const ids = [...new Set([...changes.map((c) => c.fighterId), ...injuries.map((r) => r.fighterId)])];
  const writes: FighterCardWrite[] = [];
  const missing: string[] = [];
  for (const fighterId of ids) {
    const card = now(fighterId);
    if (!card) {
      missing.push(fighterId);
      continue;
    }
    const update: Record<string, unknown> = {};
    const undo: Record<string, unknown> = {};
    const profile: Record<string, number> = {};
    const profileBefore: Record<string, number> = {};
    for (const change of changes.filter((c) => c.fighterId === fighterId)) {
      if (change.kind === "xp") [update["xp"], undo["xp"]] = [change.to, card.xp];
      if (change.kind === "rating") [update["rating"], undo["rating"]] = [change.to, card.rating];
      if (change.kind === "characteristic")
        [profile[change.characteristic], profileBefore[change.characteristic]] = [
          change.to,
          card.profile[change.characteristic] ?? change.from,
        ];
    }
    if (Object.keys(profile).length > 0) [update["profile"], undo["profile"]] = [profile, profileBefore];
    const added = injuries.filter((r) => r.fighterId === fighterId).map(storedInjury);
    if (added.length > 0) [update["injuries"], undo["injuries"]] = [[...card.injuries, ...added], [...card.injuries]];
    if (Object.keys(update).length > 0) writes.push({ fighterId, update: { system: update }, undo: { system: undo } });
  }
  return { writes, missing };
}

/** Where an after-battle card stands: waiting for the GM, written (Undo offered), or undone (may be written again). */
export const CARD_WRITE_STATES = ["pending", "written", "undone"] as const;
export type CardWriteState = (typeof CARD_WRITE_STATES)[number];
