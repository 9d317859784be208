#!/usr/bin/env bash
# Start-up cost of the release binary, in instructions (callgrind counts
# them exactly: the same figure on every run, unlike time on a shared
# machine). Each command runs from the repository's root in an empty
# environment with its output going to a file, as a script would run it.
#
#   bash benches/startup.sh            # the README's commands
#   bash benches/startup.sh rules list # any other command line
#   CANASTA_BIN=/elsewhere/canasta bash benches/startup.sh
#                                      # another build (before a change)
#
# Needs valgrind. Builds the release binary first, unless CANASTA_BIN names
# one.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${CANASTA_BIN:-}
if [ -z "$bin" ]; then
  cargo build --release --locked --quiet
  bin=target/release/canasta
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

measure() {
  env -i PATH="$PATH" valgrind --tool=callgrind \
    --callgrind-out-file="$out/callgrind.out" "$bin" "$@" \
    >"$out/stdout" 2>"$out/stderr" && status=0 || status=$?
  total=$(grep -o 'Collected : [0-9]*' "$out/stderr" | grep -o '[0-9]*$')
  shown=canasta
  for arg in "$@"; do
    case $arg in
      *[[:space:]]*) shown+=" \"$arg\"" ;;
      *) shown+=" $arg" ;;
    esac
  done
  printf '%-62s exit %s %10d instructions\n' "$shown" "$status" "$total"
}

if [ $# -gt 0 ]; then
  measure "$@"
  exit
fi
measure meld h10 d10 s2
measure score fixtures/rounds/classic.yaml
measure pickup --top h9 --hand "h9 c9 c5" --opened
measure pickup --top h9 --hand "h9 c9 c5"
measure --rules cardgames-io meld h10 d10 s2
measure --players 4 meld h10 d10 s2
measure --rules fixtures/rules/house.yaml meld h10 d10 s2
measure rules list
measure meld --help
measure --lang de meld h10 d10 s2
measure --lang de meld --help
measure meld
measure game show fixtures/games/seed-003.yaml
