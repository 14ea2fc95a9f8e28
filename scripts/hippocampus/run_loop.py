"""The run loop: transcripts -> candidates -> memories, then decay and the core file.

(Consolidation proper, the overnight merging and linking of memories, is a later layer on
the same store; this loop only turns new conversation into memories.) Two ways to decide
what to keep:

- an agent command (the user's configured LLM call): it gets the prompt
  (agents/hippocampus-agent.md with its prompt pieces) and the candidates on stdin and
  prints one action document (prompts/action-schema.md), which is validated and applied
  all or nothing (actions.py);
- no agent: a heuristic keeps only what a message states and a person would keep (an
  explicit remember request; a preference, decision or fact about the user, a person or
  a project; not thanks, reactions, denials, questions, hypotheticals or plans to think
  it over: ``signals.claims``), below the core set unless it was an explicit request,
  through the same dedupe as capture.

Watermarks advance only after the decision was applied, so a failed agent command loses
nothing: the next run reads the same messages again.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import orjson

from hippocampus import capture as capturing
from hippocampus import preprocess as prep
from hippocampus import signals as sig
from hippocampus.agent_command import BEGIN, END, SKILL_DIR, AgentFailed, run_agent  # noqa: F401 (the contract)
from hippocampus.errors import HippocampusError

AGENT_FILE = Path("agents") / "hippocampus-agent.md"
DEFAULT_AGENT_TIMEOUT = 900.0  # seconds; an LLM reading a few hundred candidates
_INCLUDE = re.compile(r"^<!--\s*include:\s*(?P<path>[\w./-]+)\s*-->\s*$", re.MULTILINE)


class RunBusy(HippocampusError):
    """Another run loop holds the run lock."""


# ------------------------------------------------------------------ heuristic
# What the heuristic keeps from each side, by what a sentence states and who it is about
# (signals.claims). From the user: a remember request, and a preference, decision or fact
# about anyone but the agent ("you always forget..." is a complaint, not a memory). From
# the assistant only its recaps of what was settled: a decision by us, the user or the
# team (never its own "I decided to split the function", nor its "let's use..."), and a
# preference or fact it states about the user ("you prefer squash merges", "The user
# prefers metric units"); never its own preferences or promises ("I'll remember that").
USER_KEEPS = {
    "remember-request": {sig.YOU},
    "preference": {sig.SPEAKER, sig.WE, sig.USER, sig.OTHER, sig.NONE},
    "decision": {sig.SPEAKER, sig.WE, sig.USER, sig.OTHER, sig.NONE},
    "person-project-fact": {sig.SPEAKER, sig.WE, sig.USER, sig.OTHER, sig.NONE},
}
ASSISTANT_KEEPS = {
    "preference": {sig.YOU, sig.USER},
    "decision": {sig.WE, sig.YOU, sig.USER, sig.OTHER},
    "person-project-fact": {sig.USER},
}
# A heuristic guess stays below the core set (scoring.CORE, 0.7): only an explicit remember
# request loads at every session start. 0.6, not 0.69, so that a guess needs to come up
# again twice (two reinforcements: 0.66, then 0.71) before it reaches core on its own.
HEURISTIC_CAP = 0.6
# What the heuristic keeps whole; longer messages give only their claimed sentences.
WHOLE_MESSAGE_CHARS = 300
EXCERPT_CHARS = 1000


def heuristic_claims(c: prep.Candidate) -> tuple[sig.Claim, ...]:
    """The claims in a candidate that the heuristic keeps, given who said it."""
    found = sig.claims(c.text)
    if c.role == "user":
        return tuple(k for k in found if k.person in USER_KEEPS.get(k.signal, ()))
    return tuple(
        k
        for k in found
        if k.person in ASSISTANT_KEEPS.get(k.signal, ())
        and k.kind == sig.STATE
        and not sig.is_question(k.sentence)  # "You mentioned you never use ORMs, should I...?"
    )


def keep_heuristically(c: prep.Candidate) -> bool:
    """Whether the heuristic keeps a candidate: it states something worth keeping."""
    return bool(heuristic_claims(c))


def excerpt(text: str, kept: tuple[sig.Claim, ...] = ()) -> str:
    """A short message whole; from a long one, only the sentences that carry a kept claim."""
    if len(text) <= WHOLE_MESSAGE_CHARS:
        return text
    if not kept:
        kept = sig.claims(text)
    picked = list(dict.fromkeys(k.sentence for k in kept))
    return (" ".join(picked) or text)[:EXCERPT_CHARS]


def heuristic_fields(c: prep.Candidate, kept: tuple[sig.Claim, ...]) -> dict:
    """Capture fields for a kept candidate: its text, and the category, importance and
    domain its claims imply (a guess stays below core unless it was asked to be kept)."""
    names = tuple(dict.fromkeys(k.signal for k in kept))
    importance = sig.suggested_importance(names)
    if "remember-request" not in names:
        importance = min(importance, HEURISTIC_CAP)
    strongest = min(kept, key=lambda k: sig.CLAIM_SIGNALS.index(k.signal))
    about = strongest.person
    if c.role == "assistant" and about == sig.YOU:
        about = sig.USER  # the assistant's "you" is the user
    content = excerpt(c.text, kept)
    fields = {
        "content": content,
        "source": f"{c.source}#{c.id}",
        "category": sig.category_for(names),
        "importance": importance,
        "domain": sig.guess_domain(content, about),
        "confidence": "inferred",  # a pattern's guess, not an agent's judgement (issue 11)
    }
    if c.timestamp:
        fields["created"] = c.timestamp
    return fields


def heuristic_items(candidates: list[prep.Candidate]) -> list[capturing.Item]:
    """Capture items for the candidates the heuristic keeps, with provenance in source."""
    items = []
    for c in candidates:
        kept = heuristic_claims(c)
        if kept:
            items.append(capturing.make_item(heuristic_fields(c, kept), f"{c.source}#{c.id}"))
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
        summary["slept"] = _sleep_if_due(store, summary, agent_command, skill_dir)
        path, _ = maintenance.sync_core(store)
        summary["coreFile"] = str(path)
        return summary
    finally:
        lock.release()


def _sleep_if_due(store, summary: dict, agent_command: str | None, skill_dir: Path) -> bool:
    """Sleep (consolidate) when the memories new since the last sleep add up to
    sleep.TRIGGER_IMPORTANCE; a failing sleep is noted in the summary, never the run's failure
    (what was captured stays captured)."""
    from hippocampus import sleep

    try:
        state = sleep.due_state(store)
        if state["newImportance"] < sleep.TRIGGER_IMPORTANCE:
            return False
        result = sleep.run(store, agent_command=agent_command, skill_dir=skill_dir)
    except Exception as exc:  # noqa: BLE001 - the capture is done; a sleep can wait for the next run
        from hippocampus import failopen

        summary["sleepError"] = failopen.one_line(exc)
        return False
    summary["sleep"] = {k: result[k] for k in ("merged", "superseded", "conflictsOpened", "patterns", "archived")}
    return True


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
    if summary.get("slept"):
        k = summary["sleep"]
        lines.append(
            f"slept (new importance reached {_trigger()}): merged {k['merged']}, superseded {k['superseded']}, "
            f"{k['conflictsOpened']} conflict(s), {k['patterns']} pattern(s), archived {k['archived']}"
        )
    if summary.get("sleepError"):
        lines.append(f"sleep skipped: {summary['sleepError']}")
    if summary.get("coreFile"):
        lines.append(f"wrote {summary['coreFile']}")
    return "\n".join(lines)


def _trigger() -> str:
    from hippocampus import sleep

    return f"{sleep.TRIGGER_IMPORTANCE:g}"
