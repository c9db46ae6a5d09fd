#!/usr/bin/env bash
# The peak memory of a Python process that iterates a 1 GiB record file with
# cinc.read_games (docs/python.md): the file is the benchmark corpus (cinc-corpus 20000 1,
# about 50 MB) repeated to 1 GiB; the figure is the process's VmHWM (peak resident set),
# interpreter and module included, for the syntax alone (replay=False) and with every game
# replayed (the default).
#   bash bench/python_memory.sh [BUILD_DIR]     (default build; needs cinc-corpus and cinc_python built)
set -euo pipefail
build=${1:-build}
python=${PYTHON:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/bench/cinc-corpus" 20000 1 > "$work/corpus.cgn"
size=$(stat -c %s "$work/corpus.cgn")
copies=$(( ((1 << 30) + size - 1) / size ))
for _ in $(seq "$copies"); do cat "$work/corpus.cgn"; done > "$work/big.cgn"
echo "file: $(stat -c %s "$work/big.cgn") bytes ($copies copies of the corpus)"
for mode in plain replay; do
  PYTHONPATH="$build/python" "$python" - "$work/big.cgn" "$mode" <<'PY'
import sys, time, cinc
start = time.perf_counter()
games = sum(1 for _ in cinc.read_games(sys.argv[1], replay=sys.argv[2] == "replay"))
seconds = time.perf_counter() - start
with open("/proc/self/status") as f:
    status = dict(line.split(":", 1) for line in f)
print(f"{sys.argv[2]:6}: {games} games in {seconds:.0f} s, peak RSS {int(status['VmHWM'].split()[0]) / 1024:.1f} MiB")
PY
done
