/*
 * The Bracket Busters Injury die (ruling 11) as a Foundry dice term: `/roll 1di` rolls it, the chat tooltip names each
 * face's result, and 3D dice modules (Dice So Nice) get a d6 preset with the named faces. Which faces show which result
 * comes from the world setting and the pure rules (`injuryResultFor`); nothing here invents a face.
 */
import { BracketBusters as BB } from "../../rules";
import { INJURY_DIE_DENOMINATION } from "../table/dice/foundry-dice";
import { registerInjuryDiceSetting, worldInjuryDiceFaces } from "./injury-dice-setting";

/** The lang key naming a result. */
export const injuryResultKey = (result: BB.InjuryResult): string => `FPB.BracketBusters.InjuryDie.Result.${result}`;

/** The faces a term was rolled with, kept in its options so a later change of the setting does not rename old rolls. */
interface InjuryDieOptions {
  injuryDice?: BB.InjuryDiceFaces;
}

/** A D6 whose faces read as Flesh Wound, Serious Injury or Out of Action, by the world's setting. */
export class InjuryDie extends foundry.dice.terms.Die {
  static override DENOMINATION = INJURY_DIE_DENOMINATION;

  constructor(termData: Partial<foundry.dice.terms.Die.TermData> = {}) {
    super({ ...termData, faces: 6 } as foundry.dice.terms.Die.TermData);
    const options = this.options as InjuryDieOptions;
    options.injuryDice ??= worldInjuryDiceFaces();
  }

  /** The faces this die reads by. */
  get injuryDice(): BB.InjuryDiceFaces {
    return (this.options as InjuryDieOptions).injuryDice ?? worldInjuryDiceFaces();
  }

  /** The rules' result a face shows. */
  resultOf(face: number): BB.InjuryResult {
    return BB.injuryResultFor(this.injuryDice, face);
  }

  /** The active results, in order, as the rules name them. */
  get injuryResults(): BB.InjuryResult[] {
    return this.results.filter((r) => r.active).map((r) => this.resultOf(r.result));
  }

  /** Foundry's chat tooltip shows this label for each rolled die. */
  override getResultLabel(result: foundry.dice.terms.DiceTerm.Result): string {
    return game.i18n?.localize(injuryResultKey(this.resultOf(result.result))) ?? this.resultOf(result.result);
  }
}

/** Registers the term in `CONFIG.Dice.terms` (every client runs `init`), the setting, and the 3D dice preset. */
export function registerInjuryDie(): void {
  registerInjuryDiceSetting();
  CONFIG.Dice.terms[INJURY_DIE_DENOMINATION] = InjuryDie;
  Hooks.once("diceSoNiceReady", addDiceSoNicePreset);
}

/** The labels of faces 1-6 for a 3D die: each face's result name. */
export function injuryFaceLabels(faces: BB.InjuryDiceFaces = worldInjuryDiceFaces()): string[] {
  return [1, 2, 3, 4, 5, 6].map(
    (face) => game.i18n?.localize(injuryResultKey(BB.injuryResultFor(faces, face))) ?? String(face),
  );
}

interface DiceSoNice {
  addDicePreset(preset: { type: string; labels: string[]; system: string }, shape: string): void;
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Fired by Dice So Nice once its API accepts presets (contract R4). */
      diceSoNiceReady: (dice3d: DiceSoNice) => void;
    }
  }
}

/** Dice So Nice's `addDicePreset({type, labels, system}, shape)` (contract R4): a d6 shape named `di`. */
function addDiceSoNicePreset(dice3d: DiceSoNice): void {
  const api = dice3d as Partial<DiceSoNice> | null;
  if (typeof api?.addDicePreset !== "function") return;
  api.addDicePreset({ type: `d${INJURY_DIE_DENOMINATION}`, labels: injuryFaceLabels(), system: "standard" }, "d6");
}
