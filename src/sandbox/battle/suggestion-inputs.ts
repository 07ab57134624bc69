import { actionRefusal, headingOf, type EnemySuggestion, type Step } from "../../rules";
import { resolutionCard } from "../../views/five-parsecs/chat/resolution-card";
import { trackerView } from "../../views/five-parsecs/round/tracker-view";
import { watchCardView } from "../../views/five-parsecs/ai/watch-card-view";
import { nextLeg, pathLength, watchersFor } from "../../views/five-parsecs/ai/watchers";
import { brawlAs, notice, shoot } from "./attack-inputs";
import type { Draft, Refused } from "./draft";
import type { SuggestionMove } from "./store-state";
import { movedOnTable } from "./table";
import { enterOverwatchAfter } from "./overwatch-inputs";

/** The sandbox's one user owns every figure (as in the tracker binding). */
const SOLO = { isGM: true, owns: () => true };

/** The AI's reasons as card notes: "Rule: why". */
const reasonNotes = (suggestion: EnemySuggestion): string[] => suggestion.reasons.map((r) => `${r.rule}: ${r.text}`);

/** The crew still holding for "Snap Fire" this round: those the tracker offers a snap shot (their slot not yet used). */
function snapFireHolders(draft: Draft): string[] {
  return trackerView(draft.battle, SOLO).snapShots.map((s) => s.figureId);
}

/**
 * Apply (and Continue): the token walks the suggested path, stopping where a crew member holding for Snap Fire may
 * first fire at it (the rules' `movementTriggers`, through the module's `nextLeg`), as the module's Foundry adapter
 * does. At the end it turns and makes the planned attack; then its activation ends.
 */
export async function applySuggestion(draft: Draft): Promise<Refused | null> {
  const suggestion = draft.state.suggestion;
  if (!suggestion || draft.battle.active?.figureId !== suggestion.figureId) return notice("noSuggestion");
  const progress: SuggestionMove = draft.state.suggestionMove ?? { walked: 0, triggered: [], offer: null };
  const effect = draft.battle.snapFireEffects.find((e) => e.figureId === suggestion.figureId);
  const live = draft.live;
  const watchers = watchersFor("enemy", live, draft.state.figures, {
    snapFireHolders: snapFireHolders(draft),
    overwatchIds: [],
  });
  // "If Shocked they stop immediately when the shot hits": the move ends where the token stands.
  const leg = effect?.stopped
    ? { walk: [], trigger: null, walkedAfter: progress.walked }
    : nextLeg(live, suggestion.figureId, suggestion.path, progress.walked, watchers, progress.triggered);
  if (pathLength(leg.walk) > 1e-9 && !draft.battle.active.moved) {
    const refused = await draft.advance({ type: "act", action: "move" }, "act");
    if (refused) return refused;
  }
  const standing = draft.state.table.figures.find((p) => p.id === suggestion.figureId);
  if (leg.trigger) {
    const at = leg.walk[leg.walk.length - 1] ?? standing?.centre ?? suggestion.end;
    const facing = headingOf(leg.walk) ?? standing?.facing ?? suggestion.facing;
    const names = (id: string): string => draft.state.figures[id]?.name ?? id;
    const view = watchCardView(leg.trigger, suggestion.figureId, "offered", names, draft.i18n);
    draft.state = {
      ...draft.state,
      table: movedOnTable(draft.state.table, suggestion.figureId, at, facing),
      suggestionMove: {
        walked: leg.walkedAfter,
        triggered: [...progress.triggered, leg.trigger.watcherId],
        offer: { watcherId: leg.trigger.watcherId, title: view.title, text: view.text },
      },
    };
    return null;
  }
  const end = effect?.stopped ? standing?.centre : (suggestion.skulking?.placedAt ?? suggestion.end);
  const facing = effect?.stopped ? (standing?.facing ?? suggestion.facing) : suggestion.facing;
  if (end) draft.state = { ...draft.state, table: movedOnTable(draft.state.table, suggestion.figureId, end, facing) };
  draft.state = { ...draft.state, suggestion: null, suggestionMove: null };
  const told = draft.cards.length;
  const firstCard = draft.nextCardId;
  const entered = await enterOverwatchAfter(draft, suggestion);
  if (entered) return entered;
  const refused = await planned(draft, suggestion, effect?.cannotFire ?? false);
  if (refused) return refused;
  remember(draft, suggestion, true, draft.cards.length > told ? firstCard : null);
  return endEnemyActivation(draft, suggestion.figureId);
}

/** The decision kept for the battle summary, linked to the first card that told it. */
function remember(draft: Draft, suggestion: EnemySuggestion, applied: boolean, cardId: number | null): void {
  const decision = {
    round: draft.battle.round,
    figureId: suggestion.figureId,
    action: suggestion.decision.action,
    text: suggestion.decision.text,
    applied,
    cardId: cardId === null ? null : String(cardId),
  };
  draft.state = { ...draft.state, decisions: [...draft.state.decisions, decision] };
}

/** A rules refusal in the user's words: its lang key when there is one, else the rules' sentence. */
function refusalWords(
  draft: Draft,
  refusal: { readonly code: string; readonly message: string } | null,
): string | null {
  if (!refusal) return null;
  const key = `FPB.Round.Refusal.${refusal.code}`;
  const text = draft.i18n.localize(key);
  return text === key ? refusal.message : text;
}

/** The planned attack, unless the round forbids it now (Stunned by a Snap Fire hit: "they lose the ability to fire"). */
async function planned(draft: Draft, suggestion: EnemySuggestion, cannotFire: boolean): Promise<Refused | null> {
  const attack = suggestion.attack;
  const enemy = draft.state.figures[suggestion.figureId]!;
  const notes = reasonNotes(suggestion);
  const forbidden = !attack
    ? null
    : attack.kind === "shot" && cannotFire
      ? draft.i18n.localize("FPB.Sandbox.Battle.Ai.CannotFire")
      : refusalWords(draft, actionRefusal(draft.battle.active!, "combatAction"));
  if (!attack || forbidden) {
    const why = forbidden ? [forbidden] : [];
    const title = draft.i18n.format("FPB.Sandbox.Battle.Ai.CardTitle", { figure: enemy.name });
    draft.post(
      "ai",
      resolutionCard(
        title,
        { steps: suggestion.steps, changes: [], reactions: [], notes: [...notes, ...why] },
        draft.names(),
        draft.i18n,
      ),
    );
    return null;
  }
  const refused = await draft.advance({ type: "act", action: "combatAction" }, "act");
  if (refused) return refused;
  const steps: readonly Step[] = suggestion.steps;
  const hasMoved = draft.battle.active?.moved ?? false;
  const result =
    attack.kind === "shot"
      ? await shoot(draft, enemy, attack.targetId, attack.hitMode, hasMoved, steps, notes)
      : await brawlAs(draft, enemy.id, attack.targetId, "ai", steps, notes);
  return result !== null && "key" in result ? result : null;
}

export async function skipSuggestion(draft: Draft): Promise<Refused | null> {
  const suggestion = draft.state.suggestion;
  if (!suggestion) return notice("noSuggestion");
  draft.state = { ...draft.state, suggestion: null, suggestionMove: null };
  remember(draft, suggestion, false, null);
  return endEnemyActivation(draft, suggestion.figureId);
}

async function endEnemyActivation(draft: Draft, figureId: string): Promise<Refused | null> {
  const battle = draft.state.battle;
  const current = draft.state.figures[figureId];
  if (!battle || battle.over || battle.active?.figureId !== figureId || !current) return null;
  return draft.advance({ type: "endActivation", figure: current }, "endActivation");
}
