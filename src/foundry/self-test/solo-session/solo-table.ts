import type { Scratch } from "../scratch";
import { importDemo } from "../first-session/demo-import";

/** A dialog the autopilot left open for the player (a brawl's), answered with its Roll button. */
export interface RollDialog {
  readonly title: string;
  roll(): Promise<void>;
}

/**
 * Where the solo session plays: how the Demo Battle's scene comes into the world and is viewed, and how the dialogs
 * open on this client are found. A live world imports from the module's compendium and finds Foundry's rendered
 * DialogV2 windows; a test world brings its own.
 */
export interface SoloTable {
  /** The Demo Battle's scene, in the world and viewed by this GM; every document it creates kept in the scratch. */
  stage(scratch: Scratch): Promise<Scene.Implementation>;
  /** The open dialogs with a Roll button, each answered at most once. */
  rollDialogs(): readonly RollDialog[];
}

type DialogV2 = foundry.applications.api.DialogV2.Any;

/** The live world: the compendium's Demo Battle, and the DialogV2 windows in `foundry.applications.instances`. */
export function liveTable(): SoloTable {
  const pressed = new WeakSet<DialogV2>();
  return {
    async stage(scratch) {
      const { scene } = await importDemo(scratch);
      // The enemy AI reads the battlefield from the viewed scene.
      await scene.view();
      return scene;
    },
    rollDialogs() {
      const { DialogV2 } = foundry.applications.api;
      return [...foundry.applications.instances.values()].flatMap((app) => {
        if (!(app instanceof DialogV2) || pressed.has(app)) return [];
        const button = app.element?.querySelector<HTMLButtonElement>('button[data-action="roll"]');
        if (!button) return [];
        return [
          {
            title: app.title,
            roll: async () => {
              pressed.add(app);
              // A person's click: the dialog's own submit handling reads the form and closes it.
              button.click();
            },
          },
        ];
      });
    },
  };
}
