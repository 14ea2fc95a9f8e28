"""Lessons from a repository's history: each fix or revert commit (its subject, body and
the files it touched) becomes a ``self`` memory with category ``lesson``.

Plan, then act: ``plan`` reads ``git log`` and returns the lessons it would capture (a
value to print with ``--dry-run``); ``learn`` captures them through ``capture.capture_items``
(redaction, the near-duplicate check: a lesson already known reinforces it) and records
each commit in ``memory/.state/learned-commits.json``, so no commit is ever learned twice,
even after its memory was forgotten.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from hippocampus.context import iso
from hippocampus.errors import InvalidInput

STATE = "learned-commits.json"
IMPORTANCE = 0.6  # a lesson worth keeping, below a stated preference (0.8) or decision (0.75)
MAX_COMMITS = 2000  # newest first; a first run on an old repository stops here
BODY_CHARS = 600
MAX_FILES = 8
# Conventional commits (fix:, fix(scope)!:, hotfix:, revert:) and plain words anywhere in
# the subject (Fix ..., "... (fixes #12)", Revert "...").
_FIX = re.compile(r"\b(?:bug|hot)?fix(?:e[sd])?\b", re.IGNORECASE)
_REVERT = re.compile(r"\brevert(?:s|ed)?\b", re.IGNORECASE)
# Fixes with nothing to learn from.
_TRIVIAL = re.compile(
    r"\b(?:typos?|spelling|wording|whitespace|indentation|lint(?:ing)?|formatting|pep ?8|flake8)\b", re.IGNORECASE
)
_TRAILER = re.compile(r"^[A-Za-z][A-Za-z-]*: .+$")  # Signed-off-by:, Co-authored-by:, Change-Id: ...
_REVERTS_LINE = re.compile(r"^This reverts commit [0-9a-f]{7,40}\.?$", re.IGNORECASE)
_PICKED_LINE = re.compile(r"^\(cherry picked from commit [0-9a-f]{7,40}\)$", re.IGNORECASE)
_SEP_RECORD, _SEP_FIELD = "\x1e", "\x1f"


@dataclass(frozen=True)
class Commit:
    sha: str
    date: str  # committer date, ISO 8601
    subject: str
    body: str
    files: tuple[str, ...]


@dataclass(frozen=True)
class Lesson:
    commit: Commit
    kind: str  # "fix" or "revert"
    text: str


def kind_of(commit: Commit) -> str | None:
    """ "revert", "fix", or None for a commit with no lesson in it."""
    if _REVERT.search(commit.subject) or any(_REVERTS_LINE.match(line.strip()) for line in commit.body.split("\n")):
        return "revert"
    if _FIX.search(commit.subject) and not _TRIVIAL.search(commit.subject):
        return "fix"
    return None


def lesson_text(commit: Commit, kind: str, repo_name: str) -> str:
    """One paragraph: what was fixed or reverted, why (the body, without trailers), where.
    The commit's hash stays out (it is in ``source``): the same lesson from a cherry-pick
    must read the same, and capture never merges texts whose numbers differ."""
    body_lines = [
        line.strip()
        for line in commit.body.split("\n")
        if line.strip() and not any(p.match(line.strip()) for p in (_TRAILER, _REVERTS_LINE, _PICKED_LINE))
    ]
    body = " ".join(" ".join(body_lines).split())
    if len(body) > BODY_CHARS:
        body = body[: BODY_CHARS - 1] + "\u2026"
    subject = commit.subject.rstrip(".")
    text = f"Lesson from a {kind} in {repo_name}: {subject}."
    if body:
        text += f" {body}"
    if commit.files:
        shown = ", ".join(commit.files[:MAX_FILES])
        more = len(commit.files) - MAX_FILES
        text += f" Files: {shown}" + (f" and {more} more." if more > 0 else ".")
    return text


def parse_log(raw: str) -> list[Commit]:
    """``git log`` output in the format ``git_log`` asks for."""
    commits = []
    for record in raw.split(_SEP_RECORD):
        if not record.strip():
            continue
        parts = record.split(_SEP_FIELD)
        if len(parts) < 5:
            continue
        sha, date, subject, body, files = parts[0].strip(), parts[1], parts[2], parts[3], parts[4]
        commits.append(
            Commit(sha, date.strip(), subject.strip(), body.strip(), tuple(f for f in files.split("\n") if f.strip()))
        )
    return commits


def _git(repo: Path, *args: str) -> str:
    try:
        proc = subprocess.run(
            ["git", "-c", "core.quotePath=false", "-C", str(repo), *args],
            capture_output=True,
            timeout=120,
        )
    except FileNotFoundError:
        raise InvalidInput("git is not installed (learn.py --git reads the repository with it)") from None
    except subprocess.TimeoutExpired:
        raise InvalidInput(f"{repo}: git {args[0]} took over 120 s") from None
    if proc.returncode != 0:
        message = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        raise InvalidInput(f"{repo}: not a git repository or unreadable ({message[-1] if message else 'git failed'})")
    return proc.stdout.decode("utf-8", "replace")


def repo_root(repo: Path) -> Path:
    return Path(_git(repo, "rev-parse", "--show-toplevel").strip())


def git_log(root: Path, since: str) -> list[Commit]:
    """Non-merge commits committed since ``since`` (ISO), newest first, with their files."""
    fmt = f"{_SEP_RECORD}%H{_SEP_FIELD}%cI{_SEP_FIELD}%s{_SEP_FIELD}%b{_SEP_FIELD}"
    raw = _git(
        root, "log", "--no-merges", f"--since={since}", f"--max-count={MAX_COMMITS}", f"--format={fmt}", "--name-only"
    )
    return parse_log(raw)


def plan(store, repo: Path, days: int) -> dict:
    """What learning would do: the lessons to capture and the commits passed over."""
    root = repo_root(repo)
    since = iso(store.now - timedelta(days=days))
    commits = git_log(root, since)
    learned = store.read_state(STATE).get("commits") or {}
    lessons, seen, trivial = [], 0, 0
    for commit in commits:
        kind = kind_of(commit)
        if kind is None:
            trivial += bool(_FIX.search(commit.subject))
            continue
        if commit.sha in learned:
            seen += 1
            continue
        lessons.append(Lesson(commit, kind, lesson_text(commit, kind, root.name)))
    lessons.reverse()  # oldest first, so ids follow history
    return {"repo": root, "since": since, "commits": len(commits), "lessons": lessons, "seen": seen, "trivial": trivial}


def learn(store, repo: Path, days: int = 30, dry_run: bool = False) -> dict:
    """Capture the planned lessons (unless ``dry_run``) and remember their commits."""
    from hippocampus import capture as capturing

    planned = plan(store, repo, days)
    lessons = planned["lessons"]
    items = [
        capturing.make_item(
            {
                "content": lesson.text,
                "domain": "self",
                "category": "lesson",
                "importance": IMPORTANCE,
                "source": f"git:{planned['repo']}@{lesson.commit.sha}",
                "created": lesson.commit.date or None,
            },
            f"commit {lesson.commit.sha[:10]}",
        )
        for lesson in lessons
    ]
    outcomes = capturing.capture_items(store, items, dry_run=dry_run) if items else []
    for lesson, outcome in zip(lessons, outcomes, strict=True):
        outcome["commit"] = lesson.commit.sha
        outcome["kind"] = lesson.kind
    if outcomes and not dry_run:
        state = store.read_state(STATE)
        learned = state.get("commits") if isinstance(state.get("commits"), dict) else {}
        learned.update({o["commit"]: o["id"] for o in outcomes})
        store.write_state(STATE, {"commits": learned})
    return {
        "dryRun": dry_run,
        "repo": str(planned["repo"]),
        "since": planned["since"],
        "commits": planned["commits"],
        "created": sum(o["action"] == "created" for o in outcomes),
        "reinforced": sum(o["action"] == "reinforced" for o in outcomes),
        "alreadyLearned": planned["seen"],
        "trivial": planned["trivial"],
        "lessons": outcomes,
    }


def describe(result: dict) -> str:
    """learn.py's Markdown report."""
    from hippocampus import capture as capturing

    dry = result["dryRun"]
    lines = []
    for o in result["lessons"]:
        lines.append(f"{capturing.describe(o, dry)} ({o['kind']} {o['commit'][:10]})")
        if dry:
            lines.append(f"  {o['memory']['content']}")
    verb = "would create" if dry else "created"
    lines.append(
        f"{verb} {result['created']}, {'would reinforce' if dry else 'reinforced'} {result['reinforced']} "
        f"from {result['commits']} commit(s) in {result['repo']} since {result['since'][:10]}; "
        f"{result['alreadyLearned']} already learned, {result['trivial']} trivial fix(es) skipped"
    )
    if dry and result["lessons"]:
        lines.append("nothing was stored (run again without --dry-run to keep them)")
    return "\n".join(lines)
