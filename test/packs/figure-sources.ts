// Typed access to the plain-JavaScript build scripts that make the figures, armoury and demo-battle packs
// (scripts/lib/ready-figures.mjs, demo-adventure.mjs, build-packs.mjs): they have no declaration files, so the tests
// import them by URL and give them the shapes their JSDoc documents.
import type { RawBattlefield } from "../../src/rules";

export interface ItemSource {
  _id: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  effects: unknown[];
  folder: string | null;
  sort: number;
  ownership: { default: number };
  flags: { "five-parsecs-battle": { armouryKey: string; sampleProfile: true } };
  _stats: { coreVersion: string; compendiumSource?: string };
}

export interface ActorSource {
  _id: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  prototypeToken: {
    name: string;
    actorLink: boolean;
    disposition: number;
    texture: { src: string };
    width: number;
    height: number;
  };
  items: ItemSource[];
  effects: unknown[];
  folder: string | null;
  sort: number;
  ownership: { default: number };
  flags: { "five-parsecs-battle": { figureKey: string; side: "crew" | "enemy"; sampleProfile: true } };
  _stats: { coreVersion: string; compendiumSource?: string };
}

export interface FolderSource {
  _id: string;
  name: string;
  type: string;
  folder: string | null;
  sorting: string;
  sort: number;
}

export interface ReadyFigures {
  actors: ActorSource[];
  items: ItemSource[];
  folders: FolderSource[];
}

type Flags = { "five-parsecs-battle"?: { demoId?: string; side?: string; window?: boolean; height?: number } };

export interface AdventureScene {
  _id: string;
  name: string;
  width: number;
  height: number;
  padding: number;
  grid: { type: number; size: number; distance: number; units: string };
  walls: { _id: string; c: number[]; move: number; sight: number; door: number; ds: number; flags: Flags }[];
  regions: {
    _id: string;
    name: string;
    shapes: { type: string; points: number[]; hole: boolean }[];
    behaviors: {
      _id: string;
      name: string;
      type: string;
      disabled: boolean;
      system: { kind: string; height: number };
      flags: Flags;
    }[];
  }[];
  tokens: {
    _id: string;
    name: string;
    actorId: string;
    actorLink: boolean;
    x: number;
    y: number;
    width: number;
    height: number;
    elevation: number;
    rotation: number;
    texture: { src: string };
    disposition: number;
    flags: Flags;
  }[];
}

export interface JournalSource {
  _id: string;
  name: string;
  pages: { _id: string; name: string; type: string; text: { format: number; content: string } }[];
}

export interface AdventureSource {
  _id: string;
  name: string;
  img: string;
  caption: string;
  description: string;
  scenes: AdventureScene[];
  actors: ActorSource[];
  items: ItemSource[];
  folders: FolderSource[];
  journal: JournalSource[];
  combats: unknown[];
  tables: unknown[];
  macros: unknown[];
  cards: unknown[];
  playlists: unknown[];
  folder: string | null;
  sort: number;
  flags: Record<string, unknown>;
  _stats: { coreVersion: string };
}

export interface GeneratedPack {
  name: string;
  sourceDir: string;
  packDir: string;
  documents: { file: string; id: string; name: string; collection: string }[];
}

interface ReadyFiguresModule {
  readyFigures(): ReadyFigures;
  FIGURES_PACK: string;
  ARMOURY_PACK: string;
}
interface DemoAdventureModule {
  demoAdventure(battlefield: RawBattlefield): AdventureSource;
  DEMO_BATTLE_PACK: string;
  EXTRA_FIGURES: NonNullable<RawBattlefield["figures"]>;
  DEMO_PLACEMENTS: Record<string, string>;
}
interface BuildPacksModule {
  buildFigurePacks(dirs: {
    sourceDir: string;
    outDir: string;
  }): Promise<{ figures: GeneratedPack; armoury: GeneratedPack }>;
  buildAdventurePack(battlefield: RawBattlefield, dirs: { sourceDir: string; outDir: string }): Promise<GeneratedPack>;
}

const importFrom = async <T>(specifier: string): Promise<T> => (await import(specifier)) as T;
const script = (name: string) => new URL(`../../scripts/lib/${name}`, import.meta.url).href;

export const { readyFigures, FIGURES_PACK, ARMOURY_PACK } = await importFrom<ReadyFiguresModule>(
  script("ready-figures.mjs"),
);
export const { demoAdventure, DEMO_BATTLE_PACK, EXTRA_FIGURES, DEMO_PLACEMENTS } =
  await importFrom<DemoAdventureModule>(script("demo-adventure.mjs"));
export const { buildFigurePacks, buildAdventurePack } = await importFrom<BuildPacksModule>(script("build-packs.mjs"));

export const CREW_TYPE = "five-parsecs-battle.crew";
export const ENEMY_TYPE = "five-parsecs-battle.enemy";
export const SAMPLE_SUFFIX = " (sample profile)";
