#!/usr/bin/env node
// Sets top-level namespaces in messages/zh-CN.json and messages/en-US.json from two fragment files:
//   node scripts/messages-add.mjs fragment.zh-CN.json fragment.en-US.json
// Each fragment is { "Namespace": { ... } }; both must carry the same keys. Other namespaces stay as they are.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const flat = (o, p = '') =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [`${p}${k}`]));

const [zhFile, enFile] = process.argv.slice(2);
if (!zhFile || !enFile) {
  console.error('usage: node scripts/messages-add.mjs <zh-CN fragment> <en-US fragment>');
  process.exit(2);
}
const zh = JSON.parse(readFileSync(zhFile, 'utf8'));
const en = JSON.parse(readFileSync(enFile, 'utf8'));
const a = new Set(flat(zh));
const b = new Set(flat(en));
const diff = [...a].filter((k) => !b.has(k)).concat([...b].filter((k) => !a.has(k)));
if (diff.length) {
  console.error(`fragments differ in keys: ${diff.slice(0, 10).join(', ')}`);
  process.exit(1);
}
for (const [locale, fragment] of [
  ['zh-CN', zh],
  ['en-US', en],
]) {
  const file = `messages/${locale}.json`;
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(messages, fragment);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(messages, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
console.log(`set ${Object.keys(zh).join(', ')} in both locales`);
