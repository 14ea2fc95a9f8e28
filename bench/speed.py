"""Process wall time and peak memory of the agent-facing scripts at 1k, 10k and 100k memories.

Usage:
    python bench/speed.py [--sizes 1000,10000,100000] [--runs 7] [--root /tmp/hippocampus-bench]

Builds (once, then reuses) a store per size of generated, varied memories with a fixed
seed, then runs each script as a whole process, the way an agent does, and prints the
median and spread of its wall time and its peak RSS beside the target from issue 4.
Stores are built through the store's own code (Transaction.create renders each file and
its hash; Store.write_index writes the index) in one pass, without per-file fsync.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "scripts"))

NOW = "2026-11-29T10:00:00Z"
SEED = 20261129
GENERATOR_VERSION = "4"

# (command, args, target ms at 10k, target ms at 100k)
COMMANDS = [
    ("recall", ["--limit", "5", "--json"], 80, 400),
    ("load-core", [], 80, 300),
    ("load-core", ["--threshold", "0.5", "--budget", "1500"], 80, 300),
    ("capture", [], 120, 600),
    ("decay", [], 300, 2000),
]
# Recall right after a capture (untimed; the writer refreshes the search cache), right
# after a forget (untimed: a capture, then forgetting it; the cache keeps a tombstone), and
# recall that must rebuild the cache (as after copying a store, an upgrade or many forgets:
# the cache files are removed first, untimed).
AFTER = [
    ("capture", "recall", ["--limit", "5", "--json"], 80, 400),
    ("forget", "recall", ["--limit", "5", "--json"], 80, 400),
    ("no cache", "recall", ["--limit", "5", "--json"], None, None),
    ("no catalog", "recall", ["--limit", "5", "--json"], None, None),
]
RSS_TARGET_MB = 300
KEEP_NO_BYTECODE = False  # --no-bytecode: keep PYTHONDONTWRITEBYTECODE as the caller set it

PEOPLE = "Alice Bob Carmen Deepak Elena Farid Grace Hiro Ines Jonas Kofi Lena Mateo Nadia Omar Priya Quinn Rosa Sven Tomas Uma Viktor Wen Yara Zoe".split()
TOOLS = "vim emacs vscode neovim tmux zsh fish docker podman kubernetes terraform ansible postgres sqlite redis kafka rabbitmq nginx caddy grafana prometheus pytest ruff mypy poetry uv cargo rustc gcc clang bazel make cmake git jujutsu firefox chrome slack zoom notion obsidian linear jira".split()
TOPICS = "deploys backups migrations invoices onboarding release notes the roadmap code review the budget hiring the API the mobile app the billing service search indexing the data pipeline monitoring alerts on-call rota the design system accessibility localisation the CLI documentation benchmarks security audits".split(
    "  "
)
TOPICS = [t.strip() for t in " ".join(TOPICS).replace(" the ", ", the ").split(",")]
PLACES = "Lisbon Berlin Tokyo Nairobi Toronto Oslo Madrid Seoul Austin Dublin Kyoto Lima Prague Cairo".split()
FOODS = "sushi ramen tacos pho curry falafel dumplings paella risotto kimchi pierogi injera".split()
DAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
SYLLABLES = "ka lo mi ne ru sa ti vo za pe qui ba do fe gu ha ji ko lu ma ni po ra se tu".split()

TEMPLATES = [
    ("user", "preference", 0.8, "User prefers {tool} over {tool2} for {topic}"),
    ("user", "preference", 0.8, "{person} likes {food} and always orders it in {place}"),
    ("user", "fact", 0.7, "User lives in {place} and works on {project} with {person}"),
    ("user", "fact", 0.6, "User's sister {person} visits every {day} and brings {food}"),
    ("world", "decision", 0.75, "We decided to move {topic} from {tool} to {tool2} because {reason}"),
    ("world", "fact", 0.7, "{project} uses {tool} for {topic}; the owner is {person}"),
    ("world", "deadline", 0.7, "{project} {topic} is due on {day} {date}, {person} is on point"),
    ("world", "note", 0.5, "Meeting with {person} about {topic}: {reason}, follow up on {day}"),
    ("world", "general", 0.5, "The {project} build broke after upgrading {tool} to version {n}.{m}"),
    ("self", "correction", 0.7, "I was wrong about {topic}: {tool} does not support {feature}, use {tool2}"),
    ("self", "note", 0.4, "When asked about {topic}, check {project} notes first and ask {person}"),
    ("relationship", "emotional", 0.85, "{person} was upset that {topic} slipped again; be gentle about {project}"),
    ("relationship", "preference", 0.8, "We agreed to keep status updates short and send them every {day}"),
    ("world", "passing-mention", 0.3, "{person} mentioned a new {food} place near the {place} office"),
]
REASONS = [
    "it was too slow at scale",
    "the licence changed",
    "the team already knows it",
    "costs doubled last quarter",
    "it kept losing data",
    "support ended",
    "latency matters more than throughput",
    "it is easier to debug",
]
FEATURES = ["incremental builds", "hot reload", "row level security", "streaming replies", "offline mode", "plugins"]


def project_name(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()


def generate(n: int, seed: int = SEED) -> list[dict]:
    """``n`` varied memories: templated facts over a large vocabulary of people, tools,
    places and invented project names, with spread-out ages and importances."""
    rng = random.Random(seed)
    projects = [project_name(rng) for _ in range(max(50, n // 40))]
    now = datetime.fromisoformat(NOW.replace("Z", "+00:00"))
    out = []
    for _ in range(n):
        domain, category, importance, template = TEMPLATES[rng.randrange(len(TEMPLATES))]
        tool, tool2 = rng.sample(TOOLS, 2)
        text = template.format(
            tool=tool,
            tool2=tool2,
            topic=rng.choice(TOPICS),
            person=rng.choice(PEOPLE),
            food=rng.choice(FOODS),
            place=rng.choice(PLACES),
            project=rng.choice(projects),
            day=rng.choice(DAYS),
            date=f"{rng.randint(1, 28)} {rng.choice(['March', 'June', 'October'])}",
            reason=rng.choice(REASONS),
            feature=rng.choice(FEATURES),
            n=rng.randint(1, 20),
            m=rng.randint(0, 9),
        )
        if rng.random() < 0.3:  # some longer memories
            text += f". Also: {rng.choice(REASONS)}; {rng.choice(PEOPLE)} agreed (ticket {rng.randint(100, 99999)})."
        age = rng.randint(0, 400)
        out.append(
            {
                "content": text,
                "domain": domain,
                "category": category,
                "importance": min(1.0, max(0.05, importance + rng.uniform(-0.25, 0.2))),
                "created": (now - timedelta(days=age)).strftime("%Y-%m-%dT%H:%M:%SZ"),
                "decayFrom": (now - timedelta(days=rng.randint(0, min(age, 60)))).date().isoformat(),
            }
        )
    return out


def build(workspace: Path, n: int) -> None:
    """A store of ``n`` generated memories, written in one transaction through the store's
    own code (as capture.py --batch does, without its near-duplicate check)."""
    from hippocampus.store import Store

    memory = workspace / "memory"
    for domain in ("user", "self", "relationship", "world"):
        (memory / domain).mkdir(parents=True, exist_ok=True)
    (memory / "index.json").write_bytes((REPO / "memory" / "index.json").read_bytes())
    store = Store(workspace, datetime.fromisoformat(NOW.replace("Z", "+00:00")).astimezone(UTC))
    with store.transaction() as txn:
        for item in generate(n):
            # The generated scores as they stand (a memory last used on decayFrom), as import carries them.
            carried = (item["importance"], item["decayFrom"], item["decayFrom"] + "T09:00:00Z", 0)
            txn.create(item["content"], item["domain"], item["category"], item["importance"], created=item["created"], carried=carried)
    (workspace / ".bench-version").write_text(f"{GENERATOR_VERSION} {n}\n")


def ensure_store(root: Path, n: int) -> Path:
    """The store for size ``n``, rebuilt if missing or from another generator version."""
    import shutil

    workspace = root / f"ws-{n}"
    marker = workspace / ".bench-version"
    if not (marker.exists() and marker.read_text().strip() == f"{GENERATOR_VERSION} {n}"):
        shutil.rmtree(workspace, ignore_errors=True)
        started = time.perf_counter()
        build(workspace, n)
        print(f"built {n:,} memories in {time.perf_counter() - started:.1f} s at {workspace}", file=sys.stderr)
    return workspace


def whole_process(
    argv: list[str],
    workspace: Path,
    *,
    now: str = NOW,
    stdin: bytes = b"",
    stdout=subprocess.DEVNULL,
    drop: tuple[str, ...] = (),
) -> tuple[float, float, float]:
    """(wall seconds, peak RSS MB, CPU seconds: user + system) of one whole process run on
    ``workspace`` at ``now`` (``drop``: environment variables it must not see); a failed one
    ends the benchmark with its stderr. On a loaded machine the wall time mostly measures
    the others; the CPU time much less so. Every bench script times its processes here."""
    env = dict(os.environ, WORKSPACE=str(workspace), HIPPOCAMPUS_NOW=now)
    for name in drop:
        env.pop(name, None)
    if not KEEP_NO_BYTECODE:
        # As a user's Python does: cache bytecode in __pycache__ (the warm-up run writes
        # it). With PYTHONDONTWRITEBYTECODE every run recompiles every module (~40 ms).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    started = time.perf_counter()
    proc = subprocess.Popen(
        argv, stdin=subprocess.PIPE if stdin else subprocess.DEVNULL, stdout=stdout, stderr=subprocess.PIPE, env=env
    )
    if stdin:
        proc.stdin.write(stdin)
        proc.stdin.close()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    err = proc.stderr.read().decode("utf-8", "replace")
    proc.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise SystemExit(f"{' '.join(map(str, argv[1:]))} failed ({code}): {err.strip()}")
    return wall, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime


def run_once(script: str, args: list[str], workspace: Path, now: str = NOW) -> tuple[float, float, float]:
    """``whole_process`` of one of the skill's scripts."""
    return whole_process([sys.executable, str(REPO / "scripts" / f"{script}.py"), *args], workspace, now=now)


QUERIES = [
    "editor preferences",
    "why did we move deploys",
    "Lisbon office food",
    "postgres migration decision",
    "who is on point for the roadmap",
    "Grace upset",
    "kubernetes build broke",
    "status updates every Friday",
]


def bench(root: Path, sizes: list[int], runs: int) -> None:
    bytecode = "from source every run" if KEEP_NO_BYTECODE and os.environ.get("PYTHONDONTWRITEBYTECODE") else "cached"
    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; bytecode {bytecode}; "
        f"{runs} runs each after one warm-up; wall ms median [min-max]; CPU ms median; peak RSS MB (max over runs)"
    )
    print(f"{'size':>8}  {'command':<32} {'median':>8} {'spread':>15} {'CPU':>6} {'target':>8} {'RSS':>7}")
    for n in sizes:
        workspace = ensure_store(root, n)
        for script, args, target10, target100 in COMMANDS:
            walls, peaks, cpus = [], [], []
            for i in range(runs + 1):
                extra = list(args)
                if script == "recall":
                    extra = [QUERIES[i % len(QUERIES)], *args]
                elif script == "capture":
                    extra = [
                        f"Benchmark note {n}-{i}: {random.Random(i).choice(TOOLS)} config lives in dotfiles repo {i}"
                    ]
                wall, peak, cpu = run_once(script, extra, workspace)
                if i:  # the first run warms the page cache and builds derived caches
                    walls.append(wall * 1000)
                    peaks.append(peak)
                    cpus.append(cpu * 1000)
            target = target10 if n <= 10_000 else target100
            label = f"{script} {' '.join(args)}".strip()
            spread = f"[{min(walls):.0f}-{max(walls):.0f}]"
            verdict = "ok" if statistics.median(walls) <= target else "MISS"
            print(
                f"{n:>8,}  {label:<32} {statistics.median(walls):>8.0f} {spread:>15} {statistics.median(cpus):>6.0f} {target:>6}ms {max(peaks):>6.0f}M  {verdict}"
            )
        for before, script, args, target10, target100 in AFTER:
            walls, peaks, cpus = [], [], []
            for i in range(max(2, runs // 2)):
                if before == "capture":
                    run_once(before, [f"After-write note {n}-{i}-{time.time_ns()}"], workspace)
                elif before == "forget":
                    note = f"Soon forgotten note {n}-{i}-{time.time_ns()}"
                    # (Its id from the script's output, in a child: this process must stay
                    # small, since a child's peak RSS starts from its parent's.)
                    made = subprocess.run(
                        [sys.executable, str(REPO / "scripts" / "capture.py"), note, "--json"],
                        env=dict(os.environ, WORKSPACE=str(workspace), HIPPOCAMPUS_NOW=NOW),
                        capture_output=True,
                        check=True,
                    )
                    run_once("forget", [orjson.loads(made.stdout)["id"]], workspace)
                else:  # the search cache lost; or the catalog too: index.json rebuilt from files and logs
                    names = ("search.bin",) if before == "no cache" else ("search.bin", "catalog.bin")
                    for name in names:
                        (workspace / "memory" / ".cache" / name).unlink(missing_ok=True)
                wall, peak, cpu = run_once(script, [QUERIES[i % len(QUERIES)], *args], workspace)
                walls.append(wall * 1000)
                peaks.append(peak)
                cpus.append(cpu * 1000)
            target = target10 if n <= 10_000 else target100
            label = f"{script} after {before}"
            spread = f"[{min(walls):.0f}-{max(walls):.0f}]"
            shown = f"{target:>6}ms" if target else f"{'-':>8}"
            verdict = ("ok" if statistics.median(walls) <= target else "MISS") if target else "(rebuild)"
            print(
                f"{n:>8,}  {label:<32} {statistics.median(walls):>8.0f} {spread:>15} {statistics.median(cpus):>6.0f} {shown} {max(peaks):>6.0f}M  {verdict}"
            )
        # The decay rows above run on one day, so after the warm-up they change nothing.
        # The nightly job runs on a new day and changes every memory's score: time that too.
        walls, peaks, cpus = [], [], []
        start = datetime.fromisoformat(NOW.replace("Z", "+00:00"))
        for i in range(max(2, runs // 2)):
            day = (start + timedelta(days=i + 1)).strftime("%Y-%m-%dT%H:%M:%SZ")
            wall, peak, cpu = run_once("decay", [], workspace, now=day)
            walls.append(wall * 1000)
            peaks.append(peak)
            cpus.append(cpu * 1000)
        run_once("decay", [], workspace)  # back to the benchmark's day for the next run
        target = 300 if n <= 10_000 else 2000
        spread = f"[{min(walls):.0f}-{max(walls):.0f}]"
        verdict = "ok" if statistics.median(walls) <= target else "MISS"
        print(
            f"{n:>8,}  {'decay on a new day':<32} {statistics.median(walls):>8.0f} {spread:>15} {statistics.median(cpus):>6.0f} {target:>6}ms {max(peaks):>6.0f}M  {verdict}"
        )
        sys.stdout.flush()
    print(f"peak RSS target: < {RSS_TARGET_MB} MB at 100,000 memories")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000", help="comma-separated store sizes")
    parser.add_argument("--runs", type=int, default=7, help="timed runs per command (after one warm-up)")
    parser.add_argument("--root", default="/tmp/hippocampus-bench", help="where the generated stores live")
    parser.add_argument(
        "--no-bytecode",
        action="store_true",
        help="pass PYTHONDONTWRITEBYTECODE through (every run compiles from source)",
    )
    options = parser.parse_args()
    global KEEP_NO_BYTECODE
    KEEP_NO_BYTECODE = options.no_bytecode
    root = Path(options.root)
    root.mkdir(parents=True, exist_ok=True)
    bench(root, [int(s) for s in options.sizes.split(",") if s], options.runs)


if __name__ == "__main__":
    main()
