import { subType } from "../../../views/common/module-id";

/** The RegionBehavior sub-type that makes a Region a terrain feature ("Terrain" in the rules' sense). */
export const TERRAIN_BEHAVIOR_TYPE = subType("terrain");

/**
 * The module's flags on scene documents, under `flags["five-parsecs-battle"]`:
 * - Wall `window: true`: a window ("Movement Action": 2" to climb through; sight passes, Cover beyond it). The demo
 *   scene draws windows with sight None and movement Normal so that Foundry's own vision agrees.
 * - Wall `height`: inches from the table to the top of the wall (a figure on a roof looks over it); none reaches the sky.
 * - Token `side`: "crew" or "enemy" for a token without one of this module's actors (the demo scene's tokens).
 */
export const BATTLEFIELD_FLAGS = { window: "window", height: "height", side: "side" } as const;
