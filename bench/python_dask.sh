#!/usr/bin/env bash
# The Dask example (python/examples/dask_validate.py, docs/scaling.md) against the CLI: the
# benchmark corpus (cinc-corpus 20000 1, about 48 MB) repeated COPIES times (default 10) in
# one file. `cinc validate --format json` with 1 and 2 threads, then the example's
# validate() on a LocalCluster of 1 and 2 worker processes (8 MiB parts): the cluster's
# start-up and the validation are timed apart, and the document is checked to be the CLI's.
#   bash bench/python_dask.sh [BUILD_DIR] [COPIES]
set -euo pipefail
build=${1:-build}
copies=${2:-10}
python=${PYTHON:-/usr/bin/python3}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/bench/cinc-corpus" 20000 1 > "$work/one.cgn"
for _ in $(seq "$copies"); do cat "$work/one.cgn"; done > "$work/corpus.cgn"
echo "input: $(stat -c %s "$work/corpus.cgn") bytes ($copies copies of the corpus)"
for jobs in 1 2; do
  s=$(date +%s.%N)
  "$build/tools/cinc" validate --format json --jobs "$jobs" "$work/corpus.cgn" > "$work/cli.json" || true
  e=$(date +%s.%N)
  printf 'cinc validate --jobs %s: %.2f s\n' "$jobs" "$(echo "$e - $s" | bc)"
done
# A script file, not standard input: the worker processes re-import the main module.
cat > "$work/measure.py" <<'PY'
import importlib.util, json, sys, time
from dask.distributed import Client, LocalCluster


def main():
    spec = importlib.util.spec_from_file_location("dask_validate", sys.argv[1])
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    expected = json.load(open(sys.argv[3]))
    for workers in (1, 2):
        t0 = time.perf_counter()
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None)
        client = Client(cluster)
        t1 = time.perf_counter()
        document = example.validate(client, [sys.argv[2]], part_bytes=8 << 20)
        t2 = time.perf_counter()
        client.close()
        cluster.close()
        print(f"dask, {workers} worker process(es): start-up {t1 - t0:.2f} s, validate {t2 - t1:.2f} s "
              f"(same document as the CLI: {document == expected})")


if __name__ == "__main__":
    main()
PY
PYTHONPATH="$build/python" "$python" "$work/measure.py" "$here/python/examples/dask_validate.py" "$work/corpus.cgn" \
  "$work/cli.json"
