/*
 * Whole tables played over seeded network schedules (test support for schedules.test.ts and scripts/network-fuzz.mjs).
 * A table is set up once; each schedule plays on a fork of it: every user connects, then steps run in order (a user
 * asks for something, legal or not; a browser reloads; the active GM leaves or a GM comes back; a connection lags or
 * catches up; time passes), while the network's seed picks the order of arrivals. At the end every link catches up,
 * and each client is reloaded in turn: what it showed (battle state and tracker text) must be what a fresh load of
 * the server's documents shows.
 */
import fc from "fast-check";
import type { Client, World } from "../../double";

/** A table a schedule plays on. */
export interface Kit<S> {
  readonly name: string;
  readonly base: World;
  readonly sceneId: string;
  /** GMs first: the first one is connected at the start of every schedule, the others too. */
  readonly gms: readonly string[];
  readonly players: readonly string[];
  /** What a user may click in this battle, legal or not. */
  readonly moves: (user: string) => readonly unknown[];
  readonly ask: (client: Client, move: unknown) => void;
  readonly stateOf: (client: Client) => S | undefined;
  /** A state that shows a request applied twice, told as a sentence; null when none does. */
  readonly twice: (state: S) => string | null;
}

export type Step =
  | { readonly kind: "ask"; readonly user: number; readonly move: number }
  | { readonly kind: "reload"; readonly user: number }
  | { readonly kind: "gmLeaves" }
  | { readonly kind: "gmReturns" }
  | { readonly kind: "lag"; readonly user: number; readonly down: boolean }
  | { readonly kind: "catchUp"; readonly user: number }
  | { readonly kind: "wait"; readonly ticks: number };

export interface Schedule {
  readonly seed: number;
  readonly steps: readonly Step[];
}

const index = fc.nat({ max: 63 });

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("ask" as const), user: index, move: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("reload" as const), user: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("gmLeaves" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("gmReturns" as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("lag" as const), user: index, down: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("catchUp" as const), user: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("wait" as const), ticks: fc.integer({ min: 1, max: 6 }) }) },
);

export const scheduleArbitrary: fc.Arbitrary<Schedule> = fc.record({
  seed: fc.nat(),
  steps: fc.array(stepArbitrary, { minLength: 1, maxLength: 14 }),
});

/** What one schedule came to. */
export interface Outcome {
  /** Every client showed what a fresh load of the server's documents shows. */
  readonly converged: boolean;
  /** No state showed a request applied twice. */
  readonly once: boolean;
  readonly asked: number;
  readonly refusals: number;
  readonly askAgain: number;
  readonly noGM: number;
  /** Errors thrown in hooks or socket handlers, and error notices shown. */
  readonly errors: number;
  readonly lost: number;
  /** What went wrong, for a failing schedule's report. */
  readonly problems: readonly string[];
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const trackerText = (client: Client) => client.tracker?.textContent ?? "";

/** Plays one schedule on a fork of the kit's table. */
export async function play<S>(kit: Kit<S>, schedule: Schedule): Promise<Outcome> {
  const world = kit.base.fork(schedule.seed + 1);
  const users = [...kit.gms, ...kit.players];
  const clients = new Map<string, Client>();
  const join = (user: string): Client => {
    const client = world.connect(user);
    client.viewScene(client.game.scenes.get(kit.sceneId)!);
    clients.set(user, client);
    return client;
  };
  for (const user of users) join(user);
  await world.settle();
  const network = world.useNetwork({ seed: schedule.seed });
  const notices: { type: string; message: string }[] = [];
  const keep = (client: Client) => notices.push(...client.notifications);
  let asked = 0;
  const live = (user: string) => {
    const client = clients.get(user);
    return client?.connected ? client : null;
  };
  for (const step of schedule.steps) {
    const user = "user" in step ? users[step.user % users.length]! : "";
    switch (step.kind) {
      case "ask": {
        const client = live(user);
        const moves = kit.moves(user);
        if (!client || moves.length === 0) break;
        asked += 1;
        kit.ask(client, moves[step.move % moves.length]);
        break;
      }
      case "reload": {
        const client = live(user);
        if (!client) break;
        keep(client);
        world.disconnect(client);
        join(user);
        break;
      }
      case "gmLeaves": {
        const active = world.activeGMId();
        const client = [...clients.values()].find((c) => c.connected && c.userId === active);
        if (!client) break;
        keep(client);
        world.disconnect(client);
        break;
      }
      case "gmReturns": {
        const gone = kit.gms.find((gm) => !live(gm));
        if (gone) join(gone);
        break;
      }
      case "lag": {
        const client = live(user);
        if (client) network.hold(client, step.down ? "down" : "up");
        break;
      }
      case "catchUp": {
        const client = live(user);
        if (client) network.release(client);
        break;
      }
      case "wait":
        for (let i = 0; i < step.ticks; i++) await tick();
        break;
    }
  }
  for (const client of clients.values()) if (client.connected) network.release(client);
  await world.settle();

  const problems: string[] = [];
  // Settled, every request has been answered or its asker told: a GM leaving now must find none still waiting.
  const toldBefore = [...clients.values()].filter((c) => c.connected).map((c) => c.notifications.length);
  const connected = [...clients.values()].filter((c) => c.connected);
  // Each client against a fresh load of the same user: the server's documents as they now stand.
  for (const user of users) {
    const client = live(user);
    if (!client) continue;
    keep(client);
    const [state, text] = [kit.stateOf(client), trackerText(client)];
    world.disconnect(client);
    const fresh = join(user);
    await world.settle();
    if (JSON.stringify(kit.stateOf(fresh)) !== JSON.stringify(state))
      problems.push(`${user}'s battle is not the server's`);
    if (trackerText(fresh) !== text) problems.push(`${user}'s tracker is not what a fresh load shows`);
    const twice = kit.twice(kit.stateOf(fresh) as S);
    if (twice) problems.push(twice);
  }
  for (const client of clients.values()) if (client.connected) keep(client);
  const unanswered = connected.reduce(
    (n, c, i) => n + c.notifications.slice(toldBefore[i]).filter((x) => /left before answering/.test(x.message)).length,
    0,
  );
  if (unanswered > 0) problems.push(`${unanswered} request(s) still unanswered once the table settled`);
  const errors = world.errors.length + notices.filter((n) => n.type === "error").length;
  if (errors > 0) problems.push(`errors: ${world.errors.map((e) => `${e.where}: ${String(e.error)}`).join("; ")}`);
  const count = (pattern: RegExp) => notices.filter((n) => n.type === "warn" && pattern.test(n.message)).length;
  return {
    converged: !problems.some((p) => /server's|fresh load/.test(p)),
    once: !problems.some((p) => /twice/.test(p)),
    asked,
    refusals: count(/^Not done/),
    askAgain: count(/left before answering/),
    noGM: count(/No GM is connected/),
    errors,
    lost: network.lost,
    problems,
  };
}
