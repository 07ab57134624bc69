#!/usr/bin/env node
// `npm run fuzz -- --battles 10000 [--seed 14] [--ruleset fiveParsecs|bracketBusters]`: plays that many seeded whole
// battles of each ruleset through `advance` and prints their counts. Five Parsecs: the property test
// test/rules/five-parsecs/round/whole-battles.properties.test.ts (battles, inputs, refusals by code, throws, deadlocks,
// NaN seen, and the inputs its oracle calls illegal that were accepted, by kind). Bracket Busters:
// test/fuzz/bracket-busters-battles.test.ts (the same, plus inputs by kind). CI runs both with a few hundred battles; the figures of a large run go
// into docs/reliability.md. Without --seed each ruleset keeps its own default seed.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} needs a whole number of at least 1 (got ${process.argv[i + 1]})`);
  return value;
}

const RULESETS = {
  fiveParsecs: { file: "test/rules/five-parsecs/round/whole-battles.properties.test.ts", print: printFiveParsecs },
  bracketBusters: { file: "test/fuzz/bracket-busters-battles.test.ts", print: printBracketBusters },
};

const rulesetArg = process.argv.indexOf("--ruleset");
const chosen = rulesetArg < 0 ? Object.keys(RULESETS) : [process.argv[rulesetArg + 1]];
for (const name of chosen)
  if (!Object.hasOwn(RULESETS, name))
    throw new Error(`--ruleset must be one of ${Object.keys(RULESETS).join(", ")} (got ${name})`);

const battles = option("battles", 1000);
const seed = option("seed", null);
mkdirSync("build", { recursive: true });

const row = (label, value) => console.log(`  ${label.padEnd(40)} ${value}`);
const byCount = (record) => Object.entries(record).sort((a, b) => b[1] - a[1]);

function printFiveParsecs(totals) {
  console.log(`\nFive Parsecs whole-battle fuzz, seed ${totals.seed}: ${totals.seconds.toFixed(1)} s`);
  row("battles", totals.battles);
  row("inputs", totals.inputs);
  row("accepted", totals.accepted);
  row("refused", totals.inputs - totals.accepted);
  for (const [code, n] of byCount(totals.refusals)) row(`  refused: ${code}`, n);
  const illegal = (record) => Object.values(record ?? {}).reduce((a, b) => a + b, 0);
  row("oracle: illegal kinds found (summed)", illegal(totals.judgedIllegal));
  row("illegal inputs accepted", illegal(totals.acceptedIllegal));
  for (const [kind, n] of byCount(totals.acceptedIllegal ?? {})) row(`  ${kind}`, n);
  for (const key of ["throws", "deadlocks", "unbounded", "nanSeen", "refusedChanged", "roundTripDiffers", "invariants"])
    row(key, totals[key]);
  for (const [reason, n] of byCount(totals.endings)) row(`ended: ${reason}`, n);
  row("longest battle (rounds)", totals.longestBattleRounds);
  for (const example of totals.examples) console.log(`  ! ${example}`);
}

function printBracketBusters(totals) {
  const illegal = Object.values(totals.acceptedIllegal).reduce((a, b) => a + b, 0);
  const state = totals.partial ? " (cut short: figures so far)" : "";
  console.log(`\nBracket Busters whole-battle fuzz, seed ${totals.seed}: ${totals.seconds.toFixed(1)} s${state}`);
  row("battles", totals.battles);
  row("inputs", totals.inputs);
  for (const [source, n] of byCount(totals.bySource)) row(`  from the ${source}`, n);
  for (const [kind, n] of byCount(totals.byType)) row(`  ${kind}`, n);
  row("accepted", totals.accepted);
  row("refused", totals.inputs - totals.accepted);
  for (const [code, n] of byCount(totals.refusals)) row(`  refused: ${code}`, n);
  row("illegal inputs accepted", illegal);
  for (const [kind, n] of byCount(totals.acceptedIllegal)) row(`  ${kind}`, n);
  for (const key of ["throws", "deadlocks", "unended", "nanSeen", "refusedChanged", "roundTripDiffers"])
    row(key, totals[key]);
  row("longest battle (rounds)", totals.longestBattleRounds);
  for (const example of totals.examples) console.log(`  ! ${example}`);
}

let status = 0;
for (const name of chosen) {
  const { file, print } = RULESETS[name];
  const report = `build/fuzz-report-${name}.json`;
  const run = spawnSync("npx", ["vitest", "run", "--project", "unit", "--reporter", "dot", file], {
    stdio: "inherit",
    env: {
      ...process.env,
      FUZZ_BATTLES: String(battles),
      ...(seed === null ? {} : { FUZZ_SEED: String(seed) }),
      FUZZ_REPORT: report,
    },
  });
  try {
    print(JSON.parse(readFileSync(report, "utf8")));
  } catch (error) {
    console.log(`\n${name}: no report (${String(error)})`);
  }
  status ||= run.status ?? 1;
}
process.exit(status);
