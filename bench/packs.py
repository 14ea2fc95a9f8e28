"""Pack export and import at scale (issue 12's target: a pack of 10,000 memories exports,
and imports into a store of 10,000 others, in under 10 s each).

    python bench/packs.py [--n 10000] [--runs 3] [--root /tmp/hippocampus-bench-packs]

Two stores of generated memories (bench/speed.py's generator with two seeds, so the pack's
memories are others than the target's), each built once. Every figure is the wall time of
a real process (``scripts/pack.py``, as an agent runs it): export of the whole source
store; import into a fresh copy of the target store each run; the same import again (the
pack already imported: nothing changes); the encrypted round trip once. Each copy is
brought up to date (its index rebuilt) before the import is timed. Prints medians.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent))
import speed  # noqa: E402

REPO = speed.REPO
PACK = REPO / "scripts" / "pack.py"


def build(workspace: Path, n: int, seed: int) -> None:
    from hippocampus.store import Store

    marker = workspace / ".bench-version"
    if marker.exists() and marker.read_text().strip() == f"{speed.GENERATOR_VERSION} {n} {seed}":
        return
    shutil.rmtree(workspace, ignore_errors=True)
    memory = workspace / "memory"
    for domain in ("user", "self", "relationship", "world"):
        (memory / domain).mkdir(parents=True, exist_ok=True)
    (memory / "index.json").write_bytes((REPO / "memory" / "index.json").read_bytes())
    store = Store(workspace, datetime.fromisoformat(speed.NOW.replace("Z", "+00:00")).astimezone(UTC))
    started = time.perf_counter()
    with store.transaction() as txn:
        for item in speed.generate(n, seed):
            carried = (item["importance"], item["decayFrom"], item["decayFrom"] + "T09:00:00Z", 0)
            txn.create(item["content"], item["domain"], item["category"], item["importance"], created=item["created"], carried=carried)
    marker.write_text(f"{speed.GENERATOR_VERSION} {n} {seed}\n")
    print(f"built {n:,} memories (seed {seed}) in {time.perf_counter() - started:.1f} s", file=sys.stderr)


def timed(*args: str, env: dict | None = None) -> tuple[float, dict]:
    full = dict(os.environ, HIPPOCAMPUS_NOW=speed.NOW, **(env or {}))
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, str(PACK), *args, "--json"], capture_output=True, env=full)
    elapsed = time.perf_counter() - started
    if proc.returncode != 0:
        raise SystemExit(f"pack.py {' '.join(args)} failed: {proc.stderr.decode()[-2000:]}")
    return elapsed, orjson.loads(proc.stdout)


def fresh_copy(target: Path, copy: Path) -> None:
    """A copy of the target store with its derived data brought up to it first: a copy has
    new inodes, so the first command there rebuilds index.json and the caches from the
    files (as after a clone), which is not what an import costs in a store in use. Each
    run copies into a folder of its own: on this machine's ext4 (mounted with discard),
    creating files right after deleting a tree of 10,000 took ~620 us a file instead of
    ~60 (strace: the import's openat calls), which measured the bench, not the import."""
    shutil.copytree(target, copy, symlinks=True)
    subprocess.run(
        [sys.executable, str(REPO / "scripts" / "stats.py"), "--workspace", str(copy)],
        check=True,
        capture_output=True,
        env=dict(os.environ, HIPPOCAMPUS_NOW=speed.NOW),
    )
    # The copy's 10,000 new files are written out before the import is timed, so that its
    # own sync() flushes only what it wrote.
    os.sync()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--root", type=Path, default=Path("/tmp/hippocampus-bench-packs"))
    opts = parser.parse_args()
    root = opts.root
    root.mkdir(parents=True, exist_ok=True)
    source, target = root / f"source-{opts.n}", root / f"target-{opts.n}"
    build(source, opts.n, speed.SEED)
    build(target, opts.n, speed.SEED + 1)
    out = root / "bench.hpack"
    exports, imports, agains = [], [], []
    report: dict = {}
    for _ in range(opts.runs):
        seconds, meta = timed("export", str(out), "--workspace", str(source))
        exports.append(seconds)
    print(f"pack: {meta['memories']:,} memories, {meta['bytes'] / 1e6:.1f} MB")
    for old in root.glob("target-copy-*"):
        shutil.rmtree(old)
    os.sync()
    time.sleep(5)
    for run in range(opts.runs):
        copy = root / f"target-copy-{run}"
        fresh_copy(target, copy)
        seconds, report = timed("import", str(out), "--workspace", str(copy))
        imports.append(seconds)
        seconds, again = timed("import", str(out), "--workspace", str(copy))
        assert again["alreadyImported"], again
        agains.append(seconds)
    print(
        f"import into {opts.n:,} others: created {report['created']:,}, merged {report['merged']:,}, "
        f"conflicts {len(report['conflicts'])}"
    )
    env = {"HIPPOCAMPUS_PACK_PASSPHRASE": "bench passphrase"}
    sealed = root / "bench-encrypted.hpack"
    enc_export, _ = timed("export", str(sealed), "--encrypt", "--workspace", str(source), env=env)
    copy = root / "target-copy-encrypted"
    fresh_copy(target, copy)
    enc_import, _ = timed("import", str(sealed), "--workspace", str(copy), env=env)

    def fmt(values):
        return f"median {statistics.median(values):.2f} s (runs: {', '.join(f'{v:.2f}' for v in values)})"

    print(f"export {opts.n:,}: {fmt(exports)}  [target < 10 s]")
    print(f"import {opts.n:,} into {opts.n:,}: {fmt(imports)}  [target < 10 s]")
    print(f"same pack again (nothing changes): {fmt(agains)}")
    print(f"encrypted: export {enc_export:.2f} s, import {enc_import:.2f} s")
    print(f"load average: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
