import type { BattlefieldView, HitMode } from "../../rules";
import { describeReasons } from "../../views/common/battlefield/measure";
import type { ShotContext } from "../../views/five-parsecs/chat/step-details";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import type { SandboxState } from "./store-state";

/**
 * What the sandbox's table measured for a shot, for its card: each target's Cover and Good Shot, with the walls and
 * features behind them named as the target panel names them.
 */
export function shotContextOf(
  state: SandboxState,
  views: readonly BattlefieldView[],
  mode: HitMode,
  i18n: Localizer,
): ShotContext {
  const names = new Map<string, string>(Object.values(state.figures).map((f) => [f.id, f.name]));
  for (const feature of state.table.features) names.set(feature.id, feature.name);
  return {
    mode,
    targets: new Map(
      views.map((view) => [
        view.target.id,
        {
          inCover: view.inCover,
          cover: describeReasons(view.cover.reasons, names, i18n),
          goodShot: describeReasons(view.goodShotVerdict.reasons, names, i18n),
        },
      ]),
    ),
  };
}
