#!/usr/bin/env node
// What a built bundle is made of: the bytes of the minified file attributed to each source file through its source
// map, largest first. `node scripts/bundle-sources.mjs [dist/main.js] [top N]`; used to find what to cut from main.js
// (issue 37's budget, checked by scripts/verify-dist.mjs).
import { readFileSync } from "node:fs";
import { dirname, join, normalize, relative, resolve } from "node:path";

const file = resolve(process.argv[2] ?? "dist/main.js");
const top = Number(process.argv[3] ?? 20);

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const digit = new Map([...BASE64].map((char, index) => [char, index]));

/**
 * The fields of one source-map segment (VLQ, base 64): generated column, then source, line, column, name deltas.
 * @param {string} segment @returns {number[]}
 */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const bits = digit.get(char) ?? 0;
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * Bytes per source: each segment owns the generated text from its column to the next segment's (or the line's end).
 * @param {string} code @param {{ sources: string[], mappings: string }} map @returns {Map<string, number>}
 */
export function bytesPerSource(code, map) {
  const lines = code.split("\n");
  const bytes = new Map();
  let source = 0;
  map.mappings.split(";").forEach((line, index) => {
    const text = lines[index] ?? "";
    let column = 0;
    /** @type {{ column: number, source: number | undefined }[]} */
    const segments = [];
    for (const segment of line.split(",")) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push({ column, source: fields.length > 1 ? source : undefined });
    }
    segments.forEach((segment, at) => {
      const end = segments[at + 1]?.column ?? text.length;
      const name = segment.source === undefined ? "(unmapped)" : map.sources[segment.source];
      bytes.set(name, (bytes.get(name) ?? 0) + Buffer.byteLength(text.slice(segment.column, end)));
    });
  });
  return bytes;
}

/**
 * The chunks a bundle names, relative to its folder: `static` those its `import`/`export ... from` load with it, `lazy`
 * those it fetches with `import()`.
 * @param {string} code @param {string} from the bundle's path relative to the dist folder
 * @returns {{ static: string[], lazy: string[] }}
 */
export function chunkImports(code, from) {
  const at = (/** @type {string} */ path) => normalize(join(dirname(from), path));
  const statics = [...code.matchAll(/(?:^|[;}\s])(?:import|export)\b[^"'`()]*?["'`](\.{1,2}\/[^"'`]+)["'`]/g)];
  const lazies = [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)];
  return { static: [...new Set(statics.map((m) => at(m[1])))], lazy: [...new Set(lazies.map((m) => at(m[1])))] };
}

/**
 * What a world downloads with an entry before any `import()`: the entry and every chunk it imports statically, however
 * deep (the bundler may move code an entry shares with a lazy chunk into a common chunk the entry imports).
 * @param {string} dist @param {string} entry relative to dist
 * @returns {string[]} the files, relative to dist, entry first
 */
export function staticClosure(dist, entry) {
  const files = [];
  const pending = [entry];
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.shift());
    if (files.includes(file)) continue;
    files.push(file);
    pending.push(...chunkImports(readFileSync(join(dist, file), "utf8"), file).static);
  }
  return files.map((file) => relative(dist, join(dist, file)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const code = readFileSync(file, "utf8");
  const map = JSON.parse(readFileSync(`${file}.map`, "utf8"));
  const bytes = [...bytesPerSource(code, map)].sort((a, b) => b[1] - a[1]);
  const kib = (count) => `${(count / 1024).toFixed(1)} KiB`;
  console.log(`${file}: ${kib(Buffer.byteLength(code))}, ${bytes.length} sources`);
  for (const [name, count] of bytes.slice(0, top)) console.log(`${kib(count).padStart(10)}  ${name}`);
  const folders = new Map();
  for (const [name, count] of bytes) {
    const folder = name
      .replace(/^(\.\.\/)+/, "")
      .split("/")
      .slice(0, 3)
      .join("/");
    folders.set(folder, (folders.get(folder) ?? 0) + count);
  }
  console.log("\nby folder:");
  for (const [name, count] of [...folders].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${kib(count).padStart(10)}  ${name}`);
}
