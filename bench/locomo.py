"""Evidence recall on LoCoMo (Maharana et al. 2024): does recall find the turns that answer a question?

Usage:
    python bench/locomo.py [--data ../shared/bench/locomo-dev.json] [--mode recall|context] [--subprocess]

For each conversation: a fresh temporary workspace; every turn stored as one memory
("Speaker: text", plus " [image: caption]" when the turn shared an image) with the turn's
dia_id as source and its session's date as created, through capture --batch with default
settings (dedupe included). Then every category 1-4 question that has evidence is asked
with recall QUESTION --limit 10 --json (``--mode context``: context.py QUESTION --json
--budget 4000, ranked by the order of its ``selected`` list, which is the order of the
final resonance score). R@k is the share of a question's evidence dia_ids
among the top k results' sources, averaged over questions (LoCoMo's own metric).

By default the two commands run in-process through their click command objects
(cli.capture / cli.recall with exactly the arguments the scripts get), which is what the
scripts run, minus process start-up; --subprocess runs the real scripts instead (slow).
A plain BM25 baseline over the same turns is computed in the same run for comparison.
The data file is read where it lies (its licence is non-commercial): never copied here.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from datetime import datetime
from pathlib import Path

import orjson

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "scripts"))

# Capture and recall on the same day, as a user would: the clock is the day of the
# conversation's last session (a fixed far-off date would decay every turn below the
# archive line, 0.99 a day over three years, and recall rightly returns none of those).
NOW = "2026-11-29T10:00:00Z"


def clock_for(batch: list[dict]) -> str:
    """The last session's time plus an hour: when the user asks."""
    last = max(t["created"] for t in batch)
    return datetime.strptime(last, "%Y-%m-%dT%H:%M:%SZ").replace(hour=23, minute=59).strftime("%Y-%m-%dT%H:%M:%SZ")


CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
KS = (1, 5, 10)
_DIA = re.compile(r"^D\d+:\d+$")

# Baseline: lowercase alphanumeric tokens minus common English stopwords, BM25 k1 1.5, b 0.75.
BASELINE_STOPWORDS = frozenset(
    """a about above after again against all am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have
    having he her here hers herself him himself his how i if in into is it its itself just me more most my
    myself no nor not of off on once only or other our ours ourselves out over own same she should so some
    such than that the their theirs them themselves then there these they this those through to too under
    until up very was we were what when where which while who whom why will with would you your yours
    yourself yourselves""".split()
)


def baseline_tokens(text: str) -> list[str]:
    return [t for t in re.findall(r"[a-z0-9]+", text.lower()) if t not in BASELINE_STOPWORDS]


class PlainBM25:
    """The comparison baseline: textbook BM25 over the turns, nothing else."""

    def __init__(self, docs: list[tuple[str, str]], k1: float = 1.5, b: float = 0.75):
        self.ids = [doc_id for doc_id, _ in docs]
        self.tfs = [Counter(baseline_tokens(text)) for _, text in docs]
        self.lengths = [sum(tf.values()) for tf in self.tfs]
        self.avg = sum(self.lengths) / len(self.lengths)
        self.df = Counter(t for tf in self.tfs for t in tf)
        self.k1, self.b, self.n = k1, b, len(docs)

    def top(self, query: str, k: int) -> list[str]:
        terms = set(baseline_tokens(query))
        scores = []
        for i, tf in enumerate(self.tfs):
            score = 0.0
            for term in terms & tf.keys():
                idf = math.log(1 + (self.n - self.df[term] + 0.5) / (self.df[term] + 0.5))
                f = tf[term]
                score += idf * f * (self.k1 + 1) / (f + self.k1 * (1 - self.b + self.b * self.lengths[i] / self.avg))
            if score > 0:
                scores.append((-score, i))
        scores.sort()
        return [self.ids[i] for _, i in scores[:k]]


def session_date(text: str) -> str:
    """'1:56 pm on 8 May, 2023' -> '2023-05-08T13:56:00Z'."""
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").strftime("%Y-%m-%dT%H:%M:%SZ")


def turns(conversation: dict) -> list[dict]:
    """Every turn as a capture batch line."""
    out = []
    n = 1
    while f"session_{n}" in conversation:
        created = session_date(conversation[f"session_{n}_date_time"])
        for turn in conversation[f"session_{n}"]:
            text = f"{turn['speaker']}: {turn['text']}"
            if turn.get("blip_caption"):
                text += f" [image: {turn['blip_caption']}]"
            out.append({"content": text, "source": turn["dia_id"], "created": created})
        n += 1
    return out


def evidence_ids(qa: dict) -> list[str]:
    ids = []
    for item in qa.get("evidence") or []:
        ids.extend(part for part in re.split(r"[;\s]+", str(item)) if _DIA.match(part))
    return list(dict.fromkeys(ids))


def make_workspace(root: Path) -> Path:
    memory = root / "memory"
    memory.mkdir(parents=True)
    (memory / "index.json").write_bytes((REPO / "memory" / "index.json").read_bytes())
    for domain in ("user", "self", "relationship", "world"):
        (memory / domain).mkdir()
    return root


class Runner:
    """Runs capture and recall either in-process (click command objects) or as scripts."""

    def __init__(self, workspace: Path, use_subprocess: bool, now: str = NOW):
        self.workspace = workspace
        self.use_subprocess = use_subprocess
        self.now = now
        self.env = dict(os.environ, WORKSPACE=str(workspace), HIPPOCAMPUS_NOW=now)

    def run(self, name: str, args: list[str]) -> bytes:
        if self.use_subprocess:
            proc = subprocess.run(
                [sys.executable, str(REPO / "scripts" / f"{name}.py"), *args],
                capture_output=True,
                env=self.env,
                check=False,
            )
            if proc.returncode:
                raise SystemExit(f"{name} failed: {proc.stderr.decode()}")
            return proc.stdout
        from click.testing import CliRunner
        from hippocampus import cli

        command = {"capture": cli.capture, "recall": cli.recall, "context": cli.context_command}[name]
        result = CliRunner().invoke(
            command, args, env={"WORKSPACE": str(self.workspace), "HIPPOCAMPUS_NOW": self.now}, catch_exceptions=False
        )
        if result.exit_code:
            raise SystemExit(f"{name} failed: {result.output}")
        return result.stdout_bytes


def ranked_sources(runner: Runner, question: str, mode: str) -> list[str]:
    """The sources of the memories a mode returns for a question, best first."""
    if mode == "context":
        value = orjson.loads(runner.run("context", [question, "--budget", "4000", "--json"]))
        return [s["source"] for s in value["selected"]]
    return [h["source"] for h in orjson.loads(runner.run("recall", [question, "--limit", "10", "--json"]))]


def evaluate(data: list[dict], use_subprocess: bool, mode: str = "recall") -> dict:
    ours: dict[int, list[list[float]]] = defaultdict(list)
    base: dict[int, list[list[float]]] = defaultdict(list)
    stored = total_turns = 0
    for conv in data:
        batch = turns(conv["conversation"])
        total_turns += len(batch)
        with tempfile.TemporaryDirectory(prefix="hippocampus-locomo-") as tmp:
            workspace = make_workspace(Path(tmp))
            runner = Runner(workspace, use_subprocess, clock_for(batch))
            batch_file = Path(tmp) / "turns.jsonl"
            batch_file.write_bytes(b"\n".join(orjson.dumps(t) for t in batch) + b"\n")
            outcomes = orjson.loads(runner.run("capture", ["--batch", str(batch_file), "--json"]))
            stored += sum(1 for o in outcomes if o["action"] == "created")
            baseline = PlainBM25([(t["source"], t["content"]) for t in batch])
            for qa in conv["qa"]:
                category = qa.get("category")
                evidence = evidence_ids(qa)
                if category not in CATEGORIES or not evidence:
                    continue
                got = ranked_sources(runner, qa["question"], mode)
                want = set(evidence)
                ours[category].append([len(want & set(got[:k])) / len(want) for k in KS])
                top = baseline.top(qa["question"], max(KS))
                base[category].append([len(want & set(top[:k])) / len(want) for k in KS])
    return {"ours": ours, "base": base, "stored": stored, "turns": total_turns}


def mean_row(rows: list[list[float]]) -> list[float]:
    return [sum(r[i] for r in rows) / len(rows) if rows else 0.0 for i in range(len(KS))]


def report(result: dict, elapsed: float) -> None:
    ours, base = result["ours"], result["base"]
    every_ours = [r for rows in ours.values() for r in rows]
    every_base = [r for rows in base.values() for r in rows]
    print(
        f"LoCoMo evidence recall: {len(every_ours)} questions (categories 1-4 with evidence), "
        f"{result['turns']} turns, {result['stored']} stored as memories (the rest deduplicated); {elapsed:.1f} s"
    )
    print(f"{'':<24}{'hippocampus':>26}   {'plain BM25 baseline':>26}")
    print(f"{'':<24}" + "".join(f"{'R@' + str(k):>9}" for k in KS) + "   " + "".join(f"{'R@' + str(k):>9}" for k in KS))

    def line(label, a, b):
        print(
            f"{label:<24}"
            + "".join(f"{v:>9.3f}" for v in mean_row(a))
            + "   "
            + "".join(f"{v:>9.3f}" for v in mean_row(b))
        )

    line(f"overall ({len(every_ours)})", every_ours, every_base)
    for category, name in CATEGORIES.items():
        line(f"{category} {name} ({len(ours[category])})", ours[category], base[category])
    print("targets: R@5 >= 0.60, R@10 >= 0.68")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--data",
        default=str(REPO.parent / "shared" / "bench" / "locomo-dev.json"),
        help="the LoCoMo data file (default: ../shared/bench/locomo-dev.json)",
    )
    parser.add_argument("--mode", choices=("recall", "context"), default="recall", help="what ranks the turns")
    parser.add_argument("--subprocess", action="store_true", help="run the real scripts as processes (slow)")
    options = parser.parse_args()
    data = orjson.loads(Path(options.data).read_bytes())
    started = time.perf_counter()
    result = evaluate(data, options.subprocess, options.mode)
    print(f"mode: {options.mode}")
    report(result, time.perf_counter() - started)


if __name__ == "__main__":
    main()
