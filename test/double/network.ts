/*
 * The wire between the clients and the server, when a test gives the world a schedule (`world.useNetwork`). Each
 * connection is a websocket: an uplink (client -> server) and a downlink (server -> client), each first in, first out
 * (N1), so one sender's messages reach the server in the order sent and every client sees the server's broadcasts in
 * the server's order; different connections' queues move independently, so different senders' messages interleave.
 * A seeded scheduler picks which queue moves next and when nothing moves (a delay). A test may hold a link (lag) and
 * release it; a closed connection loses what was still on its links (N3). Without a schedule the world delivers as it
 * always did: every write and message at once, in order.
 */
import type { Client } from "./client";
import { uniformOf } from "../fixtures/fuzz-rng";
import { later } from "./next-task";

/** One message on a link: what happens when it arrives, and what the sender learns if the connection drops it. */
export interface Packet {
  readonly label: string;
  readonly arrive: () => void;
  readonly lost?: () => void;
}

export type Direction = "up" | "down";

interface Link {
  readonly client: Client;
  readonly direction: Direction;
  readonly queue: Packet[];
  held: boolean;
}

export interface NetworkOptions {
  /** The scheduler's seed: one seed, one order of arrivals. */
  readonly seed: number;
  /** The chance a tick delivers nothing (lag), 0 to 1; default 0.25. */
  readonly idle?: number;
}

export class Network {
  readonly #random: () => number;
  readonly #idle: number;
  readonly #links: Link[] = [];
  #ticking = false;
  /** Every arrival in order (labels), for a failing schedule's story. */
  readonly log: string[] = [];
  /** Messages a closed connection lost. */
  lost = 0;

  constructor(
    options: NetworkOptions,
    private readonly onActivity: () => void,
  ) {
    this.#random = uniformOf(options.seed);
    this.#idle = Math.min(Math.max(options.idle ?? 0.25, 0), 0.95);
  }

  /** A random number of the schedule (0 to 1), for a test that draws its own steps from the same seed. */
  random(): number {
    return this.#random();
  }

  #link(client: Client, direction: Direction): Link {
    let link = this.#links.find((l) => l.client === client && l.direction === direction);
    if (!link) {
      link = { client, direction, queue: [], held: false };
      this.#links.push(link);
    }
    return link;
  }

  send(client: Client, direction: Direction, packet: Packet): void {
    this.#link(client, direction).queue.push(packet);
    this.onActivity();
    this.#tick();
  }

  /** Lag on a connection: nothing moves on its links (one or both) until released. */
  hold(client: Client, direction?: Direction): void {
    for (const d of direction ? [direction] : (["up", "down"] as const)) this.#link(client, d).held = true;
  }

  release(client: Client, direction?: Direction): void {
    for (const d of direction ? [direction] : (["up", "down"] as const)) this.#link(client, d).held = false;
    this.#tick();
  }

  /** A connection closes: what was still on its links is lost, and each sender waiting on an answer is told. */
  close(client: Client): void {
    for (const link of this.#links.filter((l) => l.client === client)) {
      const lost = link.queue.splice(0);
      this.lost += lost.length;
      for (const packet of lost) packet.lost?.();
      this.#links.splice(this.#links.indexOf(link), 1);
    }
    this.onActivity();
  }

  /** Messages that can still arrive (on links not held). */
  get moving(): number {
    return this.#links.reduce((n, l) => n + (l.held ? 0 : l.queue.length), 0);
  }

  /** Messages waiting on held links. */
  get waiting(): number {
    return this.#links.reduce((n, l) => n + (l.held ? l.queue.length : 0), 0);
  }

  /** Delivers one message now: the head of a random link that is not held (or of `client`'s link). */
  step(client?: Client, direction?: Direction): boolean {
    const ready = this.#links.filter(
      (l) =>
        l.queue.length > 0 && (client ? l.client === client && (!direction || l.direction === direction) : !l.held),
    );
    const link = ready[Math.floor(this.#random() * ready.length)];
    const packet = link?.queue.shift();
    if (!packet) return false;
    this.log.push(`${link!.direction}:${link!.client.user.name}:${packet.label}`);
    this.onActivity();
    packet.arrive();
    return true;
  }

  #tick(): void {
    if (this.#ticking || this.moving === 0) return;
    this.#ticking = true;
    later(() => {
      this.#ticking = false;
      try {
        if (this.#random() >= this.#idle) this.step();
        else this.onActivity();
      } finally {
        this.#tick();
      }
    });
  }
}
