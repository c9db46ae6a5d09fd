#!/usr/bin/env bash
# The Dask example (python/examples/dask_validate.py, docs/scaling.md) against the CLI on the
# benchmark corpus (cinc-corpus 20000 1, about 50 MB): `cinc validate` with 1 and 2 threads,
# then the example on a LocalCluster of 1 and 2 worker processes (8 MiB parts), wall time of
# each, cluster start-up included; both documents are checked to be the same.
#   bash bench/python_dask.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build}
python=${PYTHON:-/usr/bin/python3}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/bench/cinc-corpus" 20000 1 > "$work/corpus.cgn"
echo "corpus: $(stat -c %s "$work/corpus.cgn") bytes"
wall() { local s e; s=$(date +%s.%N); "$@" > "$work/out.json" || true; e=$(date +%s.%N); echo "$e - $s" | bc; }
for jobs in 1 2; do
  echo "cinc validate --jobs $jobs: $(wall "$build/tools/cinc" validate --format json --jobs "$jobs" "$work/corpus.cgn") s"
done
cp "$work/out.json" "$work/cli.json"
for workers in 1 2; do
  t=$(PYTHONPATH="$build/python" wall "$python" "$here/python/examples/dask_validate.py" --workers "$workers" --part-mb 8 "$work/corpus.cgn")
  same=$("$python" -c "import json,sys; print(json.load(open(sys.argv[1])) == json.load(open(sys.argv[2])))" "$work/out.json" "$work/cli.json")
  echo "dask, $workers worker process(es): $t s (same document as the CLI: $same)"
done
