import { correctionFormView } from "../../../views/bracket-busters/correction-form";
import { BracketBusters as BB, SeededDice } from "../../../rules";
import {
  attackResultChoices,
  say,
  transitionCardView,
  afterBattleView,
  type Lang,
} from "../../../views/bracket-busters";
import { gangPanelView, NO_PANEL_UI } from "../../../views/bracket-busters/gang-panel-view";
import type { GangViewer } from "../../../views/bracket-busters/gang-request";
import type { Localizer } from "../../../views/common/i18n/describe-violation";
import { deploy } from "../../bracket-busters/arena";
import { sampleGangs } from "../../bracket-busters/sample-gangs";
import type { Sample } from "./sample";

/*
 * Bracket Busters at a Foundry table, as the gallery shows it: the tracker panel as each player sees it through a
 * Round, the round's cards (an attack with its result buttons, the End Phase), the after-battle card and the setup
 * dialog. Every state comes from the rules' machine on seeded dice, with the sandbox's two sample gangs.
 */

const tracker = (caption: string, context: object): Sample => ({ caption, frame: "tracker", context });
const chat = (caption: string, context: object): Sample => ({ caption, frame: "chat", context });

async function play(state: BB.BattleState, input: BB.BattleInput, seed: string): Promise<BB.Transition> {
  const t = await BB.advance(state, input, new SeededDice(seed));
  if (t.refusal) throw new Error(`gallery: ${input.type} refused: ${t.refusal.message}`);
  return t;
}

/**
 * The End Phase's Recovery with a choice to make: the Action Phase played out (each fighter activated and ended), the
 * Bottle tests rolled, and the injured fighter assisted by a friend stood beside it, so two Injury dice are rolled.
 */
async function recoveryChoice(
  state: BB.BattleState,
  injuredId: string,
  positions: BB.Positions,
): Promise<BB.BattleState> {
  let s = state;
  for (let guard = 0; s.phase === "action" && s.turn && guard < 40; guard++) {
    const next = s.turn.activation ? null : BB.readyFightersOf(s, s.turn.gangId)[0]?.fighter.id;
    s = (
      await play(s, next ? { type: "activate", fighterId: next } : { type: "endActivation" }, `gallery-round-${guard}`)
    ).state;
  }
  s = (await play(s, { type: "rollBottleTests" }, "gallery-bottle")).state;
  const injured = BB.fighterIn(s, injuredId)!.fighter;
  const friend = BB.fightersOf(s, injured.gangId).find(
    (f) => f.fighter.id !== injuredId && (f.status === "active" || f.status === "pinned"),
  )!.fighter.id;
  const at = positions[injuredId]!;
  const beside = { ...positions, [friend]: { ...at, x: at.x + 2 * at.radius } };
  return (
    await play(
      s,
      { type: "rollRecovery", assists: [{ assistantId: friend, injuredId }], positions: beside },
      "gallery-recovery",
    )
  ).state;
}

export async function bracketBustersSamples(i18n: Localizer): Promise<Record<string, Sample[]>> {
  const lang: Lang = i18n;
  const gangs = sampleGangs(2, lang);
  const positions = deploy(gangs);
  const [a, b] = gangs.map((g) => g.id) as [string, string];
  const alice: GangViewer = { isGM: false, ownsGang: (id) => id === a };
  const bob: GangViewer = { isGM: false, ownsGang: (id) => id === b };
  const gm: GangViewer = { isGM: true, ownsGang: () => false };
  const flags = (battle: BB.BattleState, priorityDice: Record<string, number> = {}) => ({
    battle,
    priorityDice,
    nerve: {},
  });
  const sample = (
    key: string,
    battle: BB.BattleState,
    viewer: GangViewer,
    extra: { dice?: Record<string, number>; ui?: Parameters<typeof gangPanelView>[4] } = {},
  ) =>
    tracker(i18n.localize(`FPB.Sandbox.Gallery.Sample.${key}`), {
      view: gangPanelView(flags(battle, extra.dice), viewer, lang, positions, extra.ui ?? NO_PANEL_UI),
    });

  const fresh = BB.createBattle({ gangs });
  const rolled = (await play(fresh, { type: "rollPriority" }, "gallery-priority")).state;
  const ready = (await play(rolled, { type: "readyFighters" }, "gallery-ready")).state;
  const turnGang = ready.turn!.gangId;
  const leader = BB.fightersOf(ready, turnGang).find((f) => f.fighter.groupActivation)!.fighter;
  const player = turnGang === a ? alice : bob;
  const activated = (await play(ready, { type: "activate", fighterId: leader.id }, "gallery-activate")).state;
  const enemy = BB.fightersOf(activated, turnGang === a ? b : a)[0]!.fighter;
  const shootInput: BB.BattleInput = {
    type: "takeAction",
    action: "shoot",
    weaponId: leader.weapons.find((w) => w.ranged)!.id,
    targetId: enemy.id,
  };
  const shot = await play(activated, shootInput, "gallery-shoot");
  const attack = attackResultChoices(shootInput, shot, lang);
  const hurt = (
    await play(
      shot.state,
      { type: "setResult", targetId: enemy.id, result: "seriouslyInjured", by: leader.id },
      "gallery-result",
    )
  ).state;
  const broken = (
    await play(
      hurt,
      { type: "setStatus", fighterId: BB.fightersOf(hurt, enemy.gangId)[1]!.fighter.id, status: "broken" },
      "gallery-broken",
    )
  ).state;
  const taken = (
    await play(
      broken,
      {
        type: "setResult",
        targetId: BB.fightersOf(broken, enemy.gangId)[2]!.fighter.id,
        result: "outOfAction",
        by: leader.id,
      },
      "gallery-ooa",
    )
  ).state;
  const endBattle = (await play(taken, { type: "endBattle" }, "gallery-end")).state;
  const recovery = await recoveryChoice(broken, enemy.id, positions);
  const rally = (
    await play(
      recovery,
      { type: "keepInjuryDie", fighterId: enemy.id, die: recovery.end!.recoveryChoices[0]!.offered },
      "gallery-keep",
    )
  ).state;
  const enemyPlayer = enemy.gangId === a ? alice : bob;
  const injuries = await play(endBattle, { type: "rollLastingInjuries" }, "gallery-injuries");

  return {
    "templates/round/gang-tracker-panel.hbs": [
      sample("gangPriority", fresh, alice, { dice: { [b]: 4 } }),
      sample("gangGroup", ready, player, { ui: { nominating: leader.id, nominated: [], moving: null } }),
      sample("gangActivation", hurt, player),
      sample("gangOtherPlayer", hurt, turnGang === a ? bob : alice),
      sample("gangGm", broken, gm),
      sample("gangRecovery", recovery, enemyPlayer),
      sample("gangRecoveryOther", recovery, enemyPlayer === alice ? bob : alice),
      sample("gangRally", rally, enemyPlayer),
    ],
    "templates/chat/gang-card.hbs": [
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.gangPriorityCard"), {
        card: transitionCardView(
          { type: "rollPriority" },
          fresh,
          await play(fresh, { type: "rollPriority" }, "gallery-priority"),
          lang,
        ),
        attack: null,
      }),
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.gangAttackCard"), {
        card: transitionCardView(shootInput, activated, shot, lang),
        attack: attack ? { ...attack, prompt: say(lang, "Foundry.setResultPrompt", { fighter: attack.byName }) } : null,
      }),
    ],
    "templates/dialogs/gang-correction-dialog.hbs": (
      [
        ["gangCorrectFighter", { kind: "fighter", id: leader.id }],
        ["gangCorrectGang", { kind: "gang", id: a }],
      ] as const
    ).flatMap(([key, target]) => {
      const form = correctionFormView(hurt, target, lang);
      return form
        ? [
            {
              caption: i18n.localize(`FPB.Sandbox.Gallery.Sample.${key}`),
              frame: "dialog" as const,
              title: form.title,
              context: { form },
            },
          ]
        : [];
    }),
    "templates/chat/gang-after-battle-card.hbs": [
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.gangAfterBattle"), {
        view: afterBattleView(injuries.state, injuries.changes, lang),
      }),
    ],
    "templates/round/gang-setup-dialog.hbs": [
      {
        caption: i18n.localize("FPB.Sandbox.Gallery.Sample.gangSetup"),
        frame: "dialog",
        title: i18n.localize("FPB.BracketBusters.Foundry.Setup.title"),
        context: {
          gangs: gangs.map((gang, index) => ({
            index,
            name: gang.name,
            count: gang.fighters.length,
            players: [
              { id: "alice", name: "Alice", selected: index === 0 },
              { id: "bob", name: "Bob", selected: index === 1 },
            ],
          })),
        },
      },
    ],
  };
}
