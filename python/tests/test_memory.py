"""read_games holds one game, not the file: the peak memory of a Python process reading a
file six times larger is the same (within 4 MiB) as for the file once.
bench/python_memory.sh measures the same on 1 GiB."""
import subprocess
import sys

READ = """
import sys, cinc
n = sum(1 for g in cinc.read_games(sys.argv[1], replay=sys.argv[2] == "replay"))
with open("/proc/self/status") as f:
    hwm = next(int(l.split()[1]) for l in f if l.startswith("VmHWM:"))
print(n, hwm)
"""


def peak(path, mode):
    out = subprocess.run([sys.executable, "-c", READ, str(path), mode], capture_output=True, text=True, check=True)
    games, kib = map(int, out.stdout.split())
    return games, kib


def test_memory_stays_flat(corpus, tmp_path):
    big = tmp_path / "six.cgn"
    data = corpus.read_bytes()
    big.write_bytes(data * 6)
    for mode in ("plain", "replay"):
        games_one, kib_one = peak(corpus, mode)
        games_six, kib_six = peak(big, mode)
        assert games_six == 6 * games_one
        assert kib_six - kib_one < 4 * 1024, (mode, kib_one, kib_six)
        assert kib_six < 32 * 1024, (mode, kib_six)
