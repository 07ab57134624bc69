/*
 * Whole rounds played over seeded network schedules (test support for schedule-property.ts and scripts/network-fuzz.mjs).
 * A table is set up once, at its first round's first step; each schedule plays on a fork of it: every user connects,
 * then steps run in order (someone whose own screen shows the round waiting for them clicks it; a user asks for
 * something else, legal or not; a browser reloads; the active GM leaves or a GM comes back; a connection lags or
 * catches up; time passes), while the network's seed picks the order of arrivals. Then every link catches up and the
 * table plays on, one click at a time, until round 2 begins. Last, each client is reloaded in turn: what it showed
 * (battle state and tracker text) must be what a fresh load of the server's documents shows, and every tracker must
 * show the same table.
 */
import fc from "fast-check";
import type { Client, World } from "../../double";
import { nextTask } from "../../double/next-task";

/** A table a schedule plays on, from the first round's first step. */
export interface Kit<S> {
  readonly name: string;
  readonly base: World;
  readonly sceneId: string;
  /** GMs first: the first one is connected at the start of every schedule, the others too. */
  readonly gms: readonly string[];
  readonly players: readonly string[];
  /** The click the round waits for from this user, as `state` and their `client` show it; null when none. */
  readonly wants: (user: string, state: S, client: Client) => unknown;
  /** What else a user may click in this battle, legal or not. */
  readonly others: (user: string, state: S) => readonly unknown[];
  readonly ask: (client: Client, move: unknown) => void;
  readonly stateOf: (client: Client) => S | undefined;
  readonly roundOf: (state: S) => number;
  /** A state that shows a request applied twice, told as a sentence; null when none does. */
  readonly twice: (state: S) => string | null;
}

export type Step =
  /** Someone whose screen shows the round waiting for them clicks it, and looks up after some ticks. */
  | { readonly kind: "play"; readonly user: number; readonly ticks: number }
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
/** About a round of either table when half the steps are plays; what is left, the finish plays on. */
const MIN_STEPS = 12;
const MAX_STEPS = 48;
/** Requests the finish may make to bring the battle into round 2 before it calls the battle stuck. */
const FINISH_LIMIT = 120;

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 16,
    arbitrary: fc.record({ kind: fc.constant("play" as const), user: index, ticks: fc.integer({ min: 2, max: 24 }) }),
  },
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
  // "max": lengths spread over the whole range (fast-check's default size keeps arrays near ten steps).
  steps: fc.array(stepArbitrary, { minLength: MIN_STEPS, maxLength: MAX_STEPS, size: "max" }),
});

/** What one schedule came to. */
export interface Outcome {
  /** Every client showed what a fresh load of the server's documents shows. */
  readonly converged: boolean;
  /** No state showed a request applied twice. */
  readonly once: boolean;
  /** Every client's battle went through a whole round into round 2. */
  readonly wholeRound: boolean;
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

const tick = nextTask;
const trackerText = (client: Client) => client.tracker?.textContent ?? "";
/** The table a tracker shows, without the controls (each user is offered their own). */
function tableText(client: Client): string {
  const copy = client.tracker?.cloneNode(true) as HTMLElement | undefined;
  for (const control of copy?.querySelectorAll("button, select, input, label") ?? []) control.remove();
  return (copy?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/**
 * Plays one schedule on a fork of the kit's table. A promise the module drops and that then fails (a write whose
 * connection closed, say) is an error of the schedule: a browser would print it in red on that user's console.
 */
export async function play<S>(kit: Kit<S>, schedule: Schedule): Promise<Outcome> {
  const dropped: unknown[] = [];
  const onDropped = (reason: unknown) => void dropped.push(reason);
  process.on("unhandledRejection", onDropped);
  try {
    const outcome = await playSchedule(kit, schedule);
    // A rejection is told unhandled once the microtasks of its turn have run: wait out one more turn.
    await nextTask();
    if (dropped.length === 0) return outcome;
    const told = dropped.map((reason) => `an unhandled rejection: ${String(reason)}`);
    return { ...outcome, errors: outcome.errors + dropped.length, problems: [...outcome.problems, ...told] };
  } finally {
    process.off("unhandledRejection", onDropped);
  }
}

async function playSchedule<S>(kit: Kit<S>, schedule: Schedule): Promise<Outcome> {
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
  const ask = (client: Client, move: unknown) => {
    asked += 1;
    kit.ask(client, move);
  };
  for (const step of schedule.steps) {
    const user = "user" in step ? users[step.user % users.length]! : "";
    switch (step.kind) {
      case "play": {
        const waiting = users.flatMap((name) => {
          const client = live(name);
          const state = client ? kit.stateOf(client) : undefined;
          const move = state === undefined || !client ? null : kit.wants(name, state, client);
          return client && move ? [{ client, move }] : [];
        });
        const chosen = waiting[step.user % Math.max(waiting.length, 1)];
        if (chosen) ask(chosen.client, chosen.move);
        for (let i = 0; i < step.ticks; i++) await tick();
        break;
      }
      case "ask": {
        const client = live(user);
        const state = client ? kit.stateOf(client) : undefined;
        if (!client || state === undefined) break;
        const wanted = kit.wants(user, state, client);
        const moves = [...(wanted ? [wanted] : []), ...kit.others(user, state)];
        if (moves.length > 0) ask(client, moves[step.move % moves.length]);
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
  if (!kit.gms.some((gm) => live(gm))) join(kit.gms[0]!);
  await world.settle();

  const problems: string[] = [];
  // The table plays on, each click made once the last one's result is on every screen, until round 2 begins: every
  // schedule covers a whole round, however far its own steps took the battle.
  const referee = () => [...clients.values()].find((c) => c.connected && c.userId === world.activeGMId())!;
  let last = "";
  for (let finish = 0; ; finish++) {
    const state = kit.stateOf(referee());
    if (state === undefined || kit.roundOf(state) >= 2) break;
    const next = users.flatMap((name) => {
      const client = live(name);
      const move = client ? kit.wants(name, state, client) : null;
      return move && client ? [{ client, move }] : [];
    })[0];
    // Nobody is waited for while the autopilot plays: it is stuck only if the table did not move since the last look.
    const shown = JSON.stringify(state);
    if (!next && shown !== last && finish < FINISH_LIMIT) {
      last = shown;
      await world.settle();
      continue;
    }
    if (!next || finish >= FINISH_LIMIT) {
      problems.push(
        `the battle never reached round 2 (stuck in round ${kit.roundOf(state)}: ${JSON.stringify(state)})`,
      );
      break;
    }
    ask(next.client, next.move);
    await world.settle();
  }

  // Settled, every request has been answered or its asker told: a GM leaving now must find none still waiting.
  const toldBefore = [...clients.values()].filter((c) => c.connected).map((c) => c.notifications.length);
  const connected = [...clients.values()].filter((c) => c.connected);
  // Each client against a fresh load of the same user: the server's documents as they now stand; and against the
  // others: every tracker shows the same table, whatever controls it offers its user.
  let table: { user: string; text: string } | undefined;
  for (const user of users) {
    const client = live(user);
    if (!client) continue;
    keep(client);
    const [state, text, shown] = [kit.stateOf(client), trackerText(client), tableText(client)];
    world.disconnect(client);
    const fresh = join(user);
    await world.settle();
    const freshState = kit.stateOf(fresh);
    if (JSON.stringify(freshState) !== JSON.stringify(state)) problems.push(`${user}'s battle is not the server's`);
    if (trackerText(fresh) !== text) problems.push(`${user}'s tracker is not what a fresh load shows`);
    table ??= { user, text: shown };
    if (shown !== table.text) problems.push(`${user}'s tracker shows another table than ${table.user}'s`);
    if (freshState === undefined) problems.push(`${user} sees no battle`);
    else {
      const twice = kit.twice(freshState);
      if (twice) problems.push(twice);
      if (kit.roundOf(freshState) < 2) problems.push(`${user}'s battle is in round ${kit.roundOf(freshState)}`);
    }
  }
  for (const client of clients.values()) if (client.connected) keep(client);
  const unanswered = connected.reduce(
    (n, c, i) => n + c.notifications.slice(toldBefore[i]).filter((x) => /left before answering/.test(x.message)).length,
    0,
  );
  if (unanswered > 0) problems.push(`${unanswered} request(s) still unanswered once the table settled`);
  const errors = world.errors.length + notices.filter((n) => n.type === "error").length;
  if (errors > 0)
    problems.push(
      `errors: ${[...world.errors.map((e) => `${e.where}: ${String(e.error)}`), ...notices.filter((n) => n.type === "error").map((n) => n.message)].join("; ")}`,
    );
  const count = (pattern: RegExp) => notices.filter((n) => n.type === "warn" && pattern.test(n.message)).length;
  return {
    converged: !problems.some((p) => /server's|fresh load|another table/.test(p)),
    once: !problems.some((p) => /twice/.test(p)),
    wholeRound: !problems.some((p) => /round 2|in round|sees no battle/.test(p)),
    asked,
    refusals: count(/^Not done/),
    askAgain: count(/left before answering|handed the table/),
    noGM: count(/No GM is connected/),
    errors,
    lost: network.lost,
    problems,
  };
}
