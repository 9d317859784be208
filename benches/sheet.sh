#!/usr/bin/env bash
# `game show` and `game add` on games of 20 and 200 hands, and `game stats`
# over a 200-hand game, in instructions (callgrind, whole process), as
# docs/speed.md gives them. Each game is made by the release binary itself
# (`game new`, then one `game add --tally` a hand, under classic with a
# target nobody reaches), so it holds what a played game holds: tallies,
# times and the log.
#
#   bash benches/sheet.sh
#   CANASTA_BIN=/elsewhere/canasta bash benches/sheet.sh   # another build
#
# Needs valgrind. Builds the release binary first, unless CANASTA_BIN names
# one.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${CANASTA_BIN:-}" ]; then
  cargo build --release --locked --quiet
  CANASTA_BIN=$PWD/target/release/canasta
fi
export CANASTA_BIN
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf 'extends: classic\nname: long\ndescription: classic without an end\ngame:\n  target: 1000000000\n' \
  >"$dir/long.yaml"
for n in 20 200; do
  (
    cd "$dir"
    "$CANASTA_BIN" --rules long.yaml game new "g$n.yaml" \
      --team We=Anna,Bob --team They=Carl,Dora >/dev/null
    for _ in $(seq "$n"); do
      "$CANASTA_BIN" game add "g$n.yaml" \
        --tally We=natural,cards:120 They=mixed,cards:-20 >/dev/null
    done
  )
done
for n in 20 200; do
  bash benches/startup.sh game show "$dir/g$n.yaml"
done
for n in 20 200; do
  cp "$dir/g$n.yaml" "$dir/add.yaml"
  bash benches/startup.sh game add "$dir/add.yaml" \
    --tally We=natural,cards:120 They=mixed,cards:-20
done
bash benches/startup.sh game stats "$dir/g200.yaml"
