"""The run loop: transcripts -> candidates -> memories, then decay and the core file.

(Consolidation proper, the overnight merging and linking of memories, is a later layer on
the same store; this loop only turns new conversation into memories.) Two ways to decide
what to keep:

- an agent command (the user's configured LLM call): it gets the prompt
  (agents/hippocampus-agent.md with its prompt pieces) and the candidates on stdin and
  prints one action document (prompts/action-schema.md), which is validated and applied
  all or nothing (actions.py);
- no agent: a heuristic keeps only the high-confidence candidates (an explicit remember
  request, a stated preference, a decision) through the same dedupe as capture.

Watermarks advance only after the decision was applied, so a failed agent command loses
nothing: the next run reads the same messages again.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
from pathlib import Path

import orjson

from hippocampus import capture as capturing
from hippocampus import preprocess as prep
from hippocampus.errors import HippocampusError

AGENT_FILE = Path("agents") / "hippocampus-agent.md"
SKILL_DIR = Path(__file__).resolve().parents[2]  # scripts/hippocampus/ -> the skill folder
DEFAULT_AGENT_TIMEOUT = 900.0  # seconds; an LLM reading a few hundred candidates
HEURISTIC_SIGNALS = ("remember-request", "preference", "decision")
# What the heuristic keeps whole; longer messages give only their signalled sentences.
WHOLE_MESSAGE_CHARS = 300
EXCERPT_CHARS = 1000
BEGIN = "--- BEGIN CANDIDATES (JSON lines) ---"
END = "--- END CANDIDATES ---"
_INCLUDE = re.compile(r"^<!--\s*include:\s*(?P<path>[\w./-]+)\s*-->\s*$", re.MULTILINE)
_SENTENCE = re.compile(r"[^.!?\n。！？]+[.!?。！？]*")


class AgentFailed(HippocampusError):
    """The agent command failed or printed something that is not a valid action document."""


class RunBusy(HippocampusError):
    """Another run loop holds the run lock."""


# ------------------------------------------------------------------ heuristic
def keep_heuristically(c: prep.Candidate) -> bool:
    """High-confidence candidates only: an explicit remember request or a stated preference
    from the user, or a decision from either side (an assistant's "we decided X" recaps a
    decision; its "I prefer" or "I'll remember" is about itself or a promise, not a fact)."""
    if c.role == "user":
        return any(s in HEURISTIC_SIGNALS for s in c.signals)
    return "decision" in c.signals


def excerpt(text: str) -> str:
    """A short message whole; from a long one, only the sentences that carry a kept signal."""
    if len(text) <= WHOLE_MESSAGE_CHARS:
        return text
    from hippocampus.signals import PATTERNS

    patterns = [PATTERNS[name] for name in HEURISTIC_SIGNALS]
    picked = [m.group(0).strip() for m in _SENTENCE.finditer(text) if any(p.search(m.group(0)) for p in patterns)]
    joined = " ".join(p for p in picked if p)
    return (joined or text)[:EXCERPT_CHARS]


def heuristic_items(candidates: list[prep.Candidate]) -> list[capturing.Item]:
    """Capture items for the candidates the heuristic keeps, with provenance in source."""
    items = []
    for c in candidates:
        if not keep_heuristically(c):
            continue
        fields = {"content": excerpt(c.text), "source": f"{c.source}#{c.id}"}
        if c.timestamp:
            fields["created"] = c.timestamp
        items.append(capturing.make_item(fields, f"{c.source}#{c.id}"))
    return items


# ------------------------------------------------------------------ agent
def build_prompt(skill_dir: Path) -> str:
    """The agent file with each ``<!-- include: prompts/x.md -->`` line replaced by that file,
    and ``{baseDir}`` by the skill folder, so people tune prompts/ without touching code."""
    skill_dir = Path(skill_dir)
    agent_file = skill_dir / AGENT_FILE
    try:
        text = agent_file.read_text(encoding="utf-8")
    except OSError as exc:
        raise AgentFailed(f"{agent_file}: cannot read the agent prompt ({exc.strerror})") from None

    def include(match: re.Match) -> str:
        path = (skill_dir / match.group("path")).resolve()
        if not path.is_relative_to(skill_dir.resolve()):
            raise AgentFailed(f"{agent_file}: include {match.group('path')!r} is outside the skill folder")
        try:
            return path.read_text(encoding="utf-8").rstrip("\n")
        except OSError as exc:
            raise AgentFailed(f"{agent_file}: cannot read included {path} ({exc.strerror})") from None

    return _INCLUDE.sub(include, text).replace("{baseDir}", str(skill_dir))


def agent_input(prompt: str, candidates: list[prep.Candidate]) -> bytes:
    """What the agent command reads on stdin: the prompt, then the candidates between markers."""
    lines = [orjson.dumps(c.as_json()).decode("utf-8") for c in candidates]
    body = "\n".join([prompt.rstrip("\n"), "", f"## Candidates ({len(candidates)})", "", BEGIN, *lines, END, ""])
    return body.encode("utf-8")


def run_agent(command: str, stdin: bytes, env: dict, timeout: float) -> bytes:
    """Run the user's configured command (a shell string by design: it is their pipeline,
    e.g. ``claude -p`` or ``llm -m x``) and return its stdout; AgentFailed on any failure."""
    try:
        proc = subprocess.Popen(
            command,
            shell=True,  # only ever the user's own configured command string
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            start_new_session=True,  # so a timeout can stop the whole pipeline
        )
    except OSError as exc:
        raise AgentFailed(f"agent command could not start ({exc.strerror}): {command}") from None
    try:
        out, _ = proc.communicate(stdin, timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.communicate()
        raise AgentFailed(f"agent command timed out after {timeout:g} s: {command}") from None
    if proc.returncode != 0:
        raise AgentFailed(f"agent command exited with status {proc.returncode}: {command}")
    return out


# ------------------------------------------------------------------ the loop
def run(
    store,
    paths: list[Path],
    *,
    fmt: str = "auto",
    full: bool = False,
    agent_command: str | None = None,
    skill_dir: Path | None = None,
    agent_timeout: float = DEFAULT_AGENT_TIMEOUT,
    dry_run: bool = False,
    progress=None,
) -> dict:
    """One pass of the loop; the summary it prints. Raises AgentFailed, RunBusy or a store error."""
    from filelock import FileLock, Timeout

    from hippocampus import actions, maintenance

    store.require()
    skill_dir = Path(skill_dir) if skill_dir else SKILL_DIR
    state = store.root / ".state"
    state.mkdir(exist_ok=True)
    lock = FileLock(str(state / "run.lock"), timeout=0)
    try:
        lock.acquire()
    except Timeout:
        raise RunBusy(
            f"another run-hippocampus is running ({state / 'run.lock'} is held); this run did nothing"
        ) from None
    try:
        marks = None if full else prep.load_watermarks(store)
        result = prep.preprocess(paths, fmt, marks, progress=progress)
        summary = {
            "mode": "agent" if agent_command else "heuristic",
            "dryRun": dry_run,
            "processed": result.messages,
            **{k: v for k, v in result.counts().items() if k != "messages"},
            "created": 0,
            "reinforced": 0,
            "updated": 0,
            "skipped": 0,
            "decayed": 0,
            "watermarksAdvanced": False,
        }
        if agent_command:
            if result.candidates:
                stdin = agent_input(build_prompt(skill_dir), result.candidates)
                workspace = str(store.workspace)  # HIPPOCAMPUS_WORKSPACE wins over an installed skill's own
                env = dict(
                    os.environ,
                    WORKSPACE=workspace,
                    HIPPOCAMPUS_WORKSPACE=workspace,
                    HIPPOCAMPUS_SKILL_DIR=str(skill_dir),
                )
                out = run_agent(agent_command, stdin, env, agent_timeout)
                try:
                    parsed = actions.parse_document(out, "agent output")
                except HippocampusError as exc:
                    raise AgentFailed(f"agent command printed an invalid action document: {exc}") from None
                try:
                    applied = actions.apply_actions(store, parsed, dry_run=dry_run)
                except HippocampusError as exc:
                    raise AgentFailed(f"agent's action document was not applied: {exc}") from None
                for key in ("created", "reinforced", "updated", "skipped"):
                    summary[key] = applied[key]
                summary["redacted"] += applied["redacted"]
        else:
            items = heuristic_items(result.candidates)
            outcomes = capturing.capture_items(store, items, dry_run=dry_run) if items else []
            summary["created"] = sum(o["action"] == "created" for o in outcomes)
            summary["reinforced"] = sum(o["action"] == "reinforced" for o in outcomes)
            summary["skipped"] = len(result.candidates) - len(items)
        if dry_run:
            return summary
        prep.save_watermarks(store, result.watermarks)
        summary["watermarksAdvanced"] = bool(result.watermarks)
        decay = maintenance.decay(store, only_if_due=True)
        summary["decayed"] = decay["changed"] if decay["ran"] else 0
        path, _ = maintenance.sync_core(store)
        summary["coreFile"] = str(path)
        return summary
    finally:
        lock.release()


def describe(summary: dict) -> str:
    """The run's Markdown summary."""
    head = "would capture" if summary["dryRun"] else "captured"
    lines = [
        f"{head} ({summary['mode']}): processed {summary['processed']} messages from {summary['sources']} source(s), "
        f"{summary['candidates']} candidates; created {summary['created']}, reinforced {summary['reinforced']}, "
        f"updated {summary['updated']}, skipped {summary['skipped']}, decayed {summary['decayed']}"
    ]
    if summary.get("redacted"):
        lines.append(f"{summary['redacted']} secret(s) redacted")
    for error in summary.get("errors") or []:
        lines.append(f"could not read: {error}")
    if summary.get("coreFile"):
        lines.append(f"wrote {summary['coreFile']}")
    return "\n".join(lines)
