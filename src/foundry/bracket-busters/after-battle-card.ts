import type { BracketBusters as BB } from "../../rules";
import { afterBattleView } from "../../views/bracket-busters/after-battle-view";
import {
  fighterCardWrites,
  type CardWriteState,
  type FighterCardNow,
  type FighterCardWrite,
} from "../../views/bracket-busters/fighter-card-writes";
import { MODULE_ID } from "../../views/common/module-id";
import { GANG_TEMPLATES } from "../../views/common/template-paths";
import { actorAt } from "../table/documents/by-uuid";
import { foundryLocalizer } from "../table/i18n/localizer";
import { warn } from "../table/i18n/notify";

/** What the card keeps in its message's flags: the battle's changes, and once written what each card held before. */
interface AfterBattleFlags {
  readonly state: CardWriteState;
  readonly changes: readonly BB.FighterChange[];
  readonly injuries: readonly BB.InjuryRecord[];
  readonly undo: readonly FighterCardWrite[];
}

const flagsOf = (message: ChatMessage.Implementation): AfterBattleFlags | null => {
  const own = (message.flags as Record<string, { afterBattle?: AfterBattleFlags } | undefined>)[MODULE_ID]?.afterBattle;
  return own && typeof own === "object" && Array.isArray(own.changes) ? own : null;
};

const setFlags = (message: ChatMessage.Implementation, flags: AfterBattleFlags) =>
  message.update({ flags: { [MODULE_ID]: { afterBattle: flags } } } as never);

/** The Lasting Injuries rolled between two states: those the later has that the earlier had not. */
function rolledBetween(before: BB.BattleState, after: BB.BattleState): BB.InjuryRecord[] {
  const earlier = new Set((before.injuriesRolled ?? []).map((r) => r.fighterId));
  return (after.injuriesRolled ?? after.injuries ?? []).filter((r) => !earlier.has(r.fighterId));
}

/**
 * "After the battle": a card with the Lasting Injuries of one roll (one fighter's, or all still due), from which the GM
 * writes the changes onto the fighters' actors (and can undo them); the roll that completes the injuries also carries
 * the XP ledger and the Out of Action roll-call. Each card holds only the injuries rolled with it, so the last never
 * writes an earlier fighter's injury again. Posted on the GM's client after each roll.
 */
export async function postAfterBattleCard(
  _combat: Combat.Implementation,
  before: BB.BattleState,
  after: BB.BattleState,
  changes: readonly BB.FighterChange[],
): Promise<void> {
  const injuries = rolledBetween(before, after);
  const complete = after.injuries !== null;
  const view = afterBattleView({ ...after, injuries }, changes, foundryLocalizer());
  const content = await foundry.applications.handlebars.renderTemplate(GANG_TEMPLATES.afterBattle, {
    view,
    partial: !complete,
  });
  const flags: AfterBattleFlags = {
    state: "pending",
    changes: [...changes],
    injuries,
    undo: [],
  };
  await ChatMessage.create({ content, flags: { [MODULE_ID]: { afterBattle: flags } } } as never);
}

/** What a fighter's actor holds now, of what the battle may change; null when it cannot be read. */
function cardNow(fighterId: string): FighterCardNow | null {
  const actor = actorAt(fighterId);
  const system = actor?.system as unknown as
    | { xp?: number; rating?: number; profile?: object; injuries?: object[] }
    | undefined;
  if (!actor || !system || typeof system.xp !== "number") return null;
  const plain = (value: unknown) =>
    value instanceof foundry.abstract.DataModel ? value.toObject() : foundry.utils.deepClone(value);
  return {
    xp: system.xp,
    rating: system.rating ?? 0,
    profile: { ...(plain(system.profile) as Record<string, number>) },
    injuries: ((plain(system.injuries) as Record<string, unknown>[] | undefined) ?? []).map((injury) => ({
      ...injury,
    })),
  };
}

/** Each actor updated once; one that refuses (gone, or invalid) is named, the others still written. Answers what was. */
async function writeAll(
  writes: readonly FighterCardWrite[],
  pick: (write: FighterCardWrite) => FighterCardWrite["update"],
): Promise<FighterCardWrite[]> {
  const done: FighterCardWrite[] = [];
  for (const write of writes) {
    const actor = actorAt(write.fighterId);
    try {
      if (!actor) throw new Error(write.fighterId);
      await actor.update(foundry.utils.deepClone(pick(write)) as never);
      done.push(write);
    } catch (error) {
      warn("FPB.BracketBusters.Foundry.AfterBattle.notWritten", {
        fighter: actor?.name ?? write.fighterId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return done;
}

/** Cards being written or undone on this client: a second press while the first is under way does nothing. */
const busy = new Set<string>();

async function once(message: ChatMessage.Implementation, work: () => Promise<void>): Promise<void> {
  const id = message.id ?? "";
  if (busy.has(id)) return;
  busy.add(id);
  try {
    await work();
  } finally {
    busy.delete(id);
  }
}

/** Writes the battle onto the fighters' cards, once: a second press finds it written (or being written) and does nothing. */
export function writeFighterCards(message: ChatMessage.Implementation): Promise<void> {
  return once(message, async () => {
    const flags = flagsOf(message);
    if (!flags || flags.state === "written" || !game.user?.isGM) return;
    const { writes, missing } = fighterCardWrites(flags.changes, flags.injuries, cardNow);
    for (const id of missing) warn("FPB.BracketBusters.Foundry.AfterBattle.notWritten", { fighter: id, error: "" });
    const done = await writeAll(writes, (write) => write.update);
    await setFlags(message, { ...flags, state: "written", undo: done });
  });
}

/** Puts back what each card held before the write. */
export function undoFighterCards(message: ChatMessage.Implementation): Promise<void> {
  return once(message, async () => {
    const flags = flagsOf(message);
    if (flags?.state !== "written" || !game.user?.isGM) return;
    await writeAll(flags.undo, (write) => write.undo);
    await setFlags(message, { ...flags, state: "undone", undo: [] });
  });
}

/** The card's footer: Write (GM, before or after an undo), Written and Undo (GM), or the state in words for players. */
export function registerAfterBattleCard(): void {
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    const footer = html.querySelector<HTMLElement>("[data-fpb-gang-after]");
    const flags = flagsOf(message);
    if (!footer || !flags) return;
    const i18n = game.i18n;
    const say = (key: string) => i18n?.localize(`FPB.BracketBusters.Foundry.AfterBattle.${key}`) ?? key;
    footer.replaceChildren();
    const note = document.createElement("span");
    note.textContent = say(flags.state);
    footer.append(note);
    if (!game.user?.isGM) return;
    const button = document.createElement("button");
    button.type = "button";
    button.dataset["fpbGangAfter"] = flags.state === "written" ? "undo" : "write";
    button.textContent = say(flags.state === "written" ? "undo" : "write");
    button.addEventListener("click", () => {
      button.disabled = true;
      void (flags.state === "written" ? undoFighterCards(message) : writeFighterCards(message));
    });
    footer.append(" ", button);
  });
}
