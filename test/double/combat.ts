/*
 * Combat and Combatant as Foundry documents them: turns sorted by initiative (descending; none last; ties by
 * combatant id), `startCombat` / `nextTurn` / `nextRound` calling `combatStart` / `combatTurn` / `combatRound` on
 * the initiating client before the update, and core's own initiative controls: `rollInitiative` (a chat card per
 * roll, then the combatants' update), `rollAll`, `rollNPC`, and `resetAll`, which clears the values locally first and
 * sends one Combat update. A group's numeric initiative is its members' (contract C14-C16).
 */
import { ClientDocument, type WriteOptions } from "./document";
import type { Collection } from "./collection";
import type { Actor, Scene, TokenDocument } from "./documents";
import { deepClone, mergeObject, type Plain } from "./utils";

export class Combatant extends ClientDocument {
  static override documentName = "Combatant";
  static override defaults(): Plain {
    return {
      actorId: null,
      tokenId: null,
      sceneId: null,
      name: "",
      img: null,
      initiative: null,
      hidden: false,
      defeated: false,
      group: null,
      flags: {},
    };
  }
  get combat(): Combat {
    return this.parent as Combat;
  }
  /** core: client/documents/combatant.mjs `_prepareGroup`: a member takes its group's initiative when that is a number. */
  get initiative(): number | null {
    const ofGroup = this.group?.initiative;
    return typeof ofGroup === "number" ? ofGroup : (this._source["initiative"] as number | null);
  }
  get defeated(): boolean {
    return this._source["defeated"] as boolean;
  }
  get hidden(): boolean {
    return this._source["hidden"] as boolean;
  }
  get actorId(): string | null {
    return this._source["actorId"] as string | null;
  }
  get tokenId(): string | null {
    return this._source["tokenId"] as string | null;
  }
  get sceneId(): string | null {
    return this._source["sceneId"] as string | null;
  }
  /** C10: the CombatantGroup it belongs to (its source keeps the group's id), or null. */
  get group(): CombatantGroup | null {
    const id = this._source["group"] as string | null | undefined;
    return id ? (this.combat.groups.get(id) ?? null) : null;
  }
  get token(): TokenDocument | null {
    const scene = this.sceneId ? (this.client.game.scenes.get(this.sceneId) as Scene | undefined) : undefined;
    return (this.tokenId ? scene?.tokens.get(this.tokenId) : undefined) ?? null;
  }
  get actor(): Actor | null {
    return (
      this.token?.actor ??
      (this.actorId ? ((this.client.game.actors.get(this.actorId) as Actor | undefined) ?? null) : null)
    );
  }
  override get name(): string {
    return (this._source["name"] as string) || this.token?.name || this.actor?.name || "";
  }
  get isNPC(): boolean {
    return (
      !this.actor ||
      !this.client.game.users.some(
        (user) =>
          !(user as unknown as { isGM: boolean }).isGM && this.actor!.testUserPermission(user as never, "OWNER"),
      )
    );
  }
  /** Core's initiative: a roll of the configured formula written to the combatant. */
  getInitiativeRoll(formula?: string) {
    return new this.client.RollClass(formula ?? this.client.CONFIG.Combat.initiative.formula);
  }
  /** Core's roll for this combatant alone (the row's roll and the row menu's Reroll). */
  rollInitiative(): Promise<Combat> {
    return this.combat.rollInitiative([this.id]);
  }
  /**
   * A DataModel's local change: this client's copy only, nothing sent, no hook. The source is the one the combat's
   * `combatants` array holds, so the combat sees it too.
   */
  updateSource(changes: Plain): Plain {
    mergeObject(this._source, deepClone(changes), { performDeletions: true });
    this.combat.prepare();
    return changes;
  }
}

/**
 * C10/C11: a v13 CombatantGroup, embedded in a Combat (`CombatData.groups`): a name, an image, an initiative "used for
 * all group members", and its own `ownership`. Its members are the combatants whose `group` names it.
 */
export class CombatantGroup extends ClientDocument {
  static override documentName = "CombatantGroup";
  static override defaults(): Plain {
    return { type: "base", name: "", img: null, initiative: null, ownership: { default: 0 }, system: {}, flags: {} };
  }
  get combat(): Combat {
    return this.parent as Combat;
  }
  get initiative(): number | null {
    return (this._source["initiative"] as number | null | undefined) ?? null;
  }
  get members(): Set<Combatant> {
    return new Set(this.combat.combatants.filter((c) => c._source["group"] === this.id));
  }
  /** core: client/documents/combatant-group.mjs: defeated when every member is, or when it has none. */
  get defeated(): boolean {
    return [...this.members].every((c) => c.defeated);
  }
  /** core: client/documents/combatant-group.mjs: hidden when every member is, or when it has none. */
  get hidden(): boolean {
    return [...this.members].every((c) => c.hidden);
  }
}

export class Combat extends ClientDocument {
  static override documentName = "Combat";
  static override embedded = { Combatant: "combatants", CombatantGroup: "groups" };
  static override defaults(): Plain {
    return { scene: null, active: false, round: 0, turn: null, started: false, combatants: [], groups: [], flags: {} };
  }
  declare combatants: Collection<Combatant>;
  declare groups: Collection<CombatantGroup>;
  /** The round and turn before the last change of either (C4); undefined until one happens. */
  previous: { round: number; turn: number | null; combatantId: string | null; tokenId: string | null } | undefined =
    undefined;

  get round(): number {
    return this._source["round"] as number;
  }
  get turn(): number | null {
    return this._source["turn"] as number | null;
  }
  get active(): boolean {
    return this._source["active"] === true;
  }
  get started(): boolean {
    return this.round > 0;
  }
  get scene(): Scene | null {
    const id = this._source["scene"] as string | null;
    return id ? ((this.client.game.scenes.get(id) as Scene | undefined) ?? null) : null;
  }
  /** Turn order: initiative descending, combatants without one last, ties broken by combatant id. */
  get turns(): Combatant[] {
    const value = (c: Combatant) => (typeof c.initiative === "number" ? c.initiative : -Infinity);
    return [...this.combatants].sort((a, b) => value(b) - value(a) || (a.id > b.id ? 1 : -1));
  }
  get combatant(): Combatant | undefined {
    const turn = this.turn;
    return turn === null ? undefined : this.turns[turn];
  }
  get current() {
    const combatant = this.combatant;
    return {
      round: this.round,
      turn: this.turn,
      combatantId: combatant?.id ?? null,
      tokenId: combatant?.tokenId ?? null,
    };
  }

  async startCombat(): Promise<Combat> {
    const updateData = { round: 1, turn: 0 };
    this.client.Hooks.callAll("combatStart", this, updateData);
    await this.update(updateData);
    return this;
  }
  async nextTurn(): Promise<Combat> {
    const turn = this.turn ?? -1;
    const next = turn + 1;
    if (next >= this.turns.length) return this.nextRound();
    const updateData = { round: this.round, turn: next };
    const updateOptions = { direction: 1 };
    this.client.Hooks.callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }
  async previousTurn(): Promise<Combat> {
    const turn = this.turn ?? 0;
    if (turn === 0) return this.previousRound();
    const updateData = { round: this.round, turn: turn - 1 };
    const updateOptions = { direction: -1 };
    this.client.Hooks.callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }
  async nextRound(): Promise<Combat> {
    const updateData = { round: this.round + 1, turn: 0 };
    const updateOptions = { direction: 1 };
    this.client.Hooks.callAll("combatRound", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }
  async previousRound(): Promise<Combat> {
    const round = Math.max(this.round - 1, 0);
    const updateData = { round, turn: round === 0 ? null : 0 };
    const updateOptions = { direction: -1 };
    this.client.Hooks.callAll("combatRound", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }
  async endCombat(): Promise<Combat | undefined> {
    return (await this.delete()) as Combat | undefined;
  }

  /**
   * Core's Roll Initiative: each combatant's roll posted as a chat card, then written as its initiative in one embedded
   * update. The cards go out whether or not a `preUpdateCombatant` refuses the write (contract C16).
   */
  async rollInitiative(ids: string | string[], options: WriteOptions = {}): Promise<Combat> {
    const updates: Plain[] = [];
    const cards: Plain[] = [];
    for (const id of typeof ids === "string" ? [ids] : ids) {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner) continue;
      const roll = await combatant.getInitiativeRoll().evaluate();
      updates.push({ _id: id, initiative: roll.total });
      cards.push({
        flavor: `${combatant.name} rolls for Initiative!`,
        rolls: [roll.toJSON()],
        speaker: { alias: combatant.name },
        flags: { core: { initiativeRoll: true } },
      });
    }
    if (cards.length > 0) await this.client.createDocuments(this.client.documentClass("ChatMessage"), cards);
    if (updates.length > 0) await this.updateEmbeddedDocuments("Combatant", updates, options);
    return this;
  }
  rollAll(options: WriteOptions = {}): Promise<Combat> {
    return this.rollInitiative(
      this.combatants.filter((c) => c.isOwner && c.initiative === null).map((c) => c.id),
      options,
    );
  }
  rollNPC(options: WriteOptions = {}): Promise<Combat> {
    return this.rollInitiative(
      this.combatants.filter((c) => c.isOwner && c.isNPC && c.initiative === null).map((c) => c.id),
      options,
    );
  }
  /**
   * core: client/documents/combat.mjs `resetAll`: every combatant's initiative cleared on this client first
   * (`updateSource`, nothing sent), then ONE Combat update of all the combatants' sources and the turn, with
   * `{turnEvents: false, diff: false}`. No `preUpdateCombatant` runs; a `preUpdateCombat` that refuses it leaves this
   * client's values cleared. The turn keeps the current combatant where it now sits.
   */
  async resetAll(): Promise<Combat> {
    const currentId = this.combatant?.id;
    for (const combatant of this.combatants) combatant.updateSource({ initiative: null });
    const turn = currentId ? this.turns.findIndex((c) => c.id === currentId) : this.turn;
    await this.update(
      { combatants: this.combatants.map((c) => c.toObject()), turn },
      { turnEvents: false, diff: false },
    );
    return this;
  }
}
