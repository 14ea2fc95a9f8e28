"""Bring existing notes in: CLAUDE.md, AGENTS.md, .cursorrules, Markdown, text, a ChatGPT
export, or another hippocampus index.json, one memory per rule, bullet or fact.

Each reader turns a file into capture items (capture.make_item) with provenance in
``source`` ("CLAUDE.md:12"); capture.capture_items then redacts secrets and reinforces
near-duplicates instead of adding copies, in one transaction. Readers are pure apart
from reading the one file.

Markdown rules: a bullet (with its indented continuation lines) or a paragraph is one
memory; the nearest heading becomes its category; fenced code, front matter, HTML
comments and tables are skipped (code and tables rarely read as facts on their own).
Plain text: one memory per non-empty line, since notes files keep one fact a line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import orjson

from hippocampus import capture as capturing
from hippocampus.errors import InvalidInput

FORMATS = ("claude-md", "agents-md", "cursorrules", "markdown", "text", "chatgpt", "index-json")
# Files whose every line is a standing instruction to an agent.
RULE_FORMATS = ("claude-md", "agents-md", "cursorrules")
# A rule someone wrote down on purpose is at least a fact-level memory (signals.py table).
RULE_IMPORTANCE = 0.7
MIN_CHARS = 3
INDEX_FIELDS = ("content", "domain", "category", "importance", "keywords", "source", "created")

_HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^(\s*)(?:[-*+\u2022]|\d{1,3}[.)])\s+(.*)$")
_FENCE = re.compile(r"^ {0,3}(```+|~~~+)")
_CHECKBOX = re.compile(r"^\[[ xX]\]\s+")
_CATEGORY_DROP = re.compile(r"[^\w .+-]+")


@dataclass(frozen=True)
class Piece:
    """One unit of text a file yields, before it becomes a capture item."""

    text: str
    line: int
    heading: str | None = None


def detect_format(path: Path) -> str:
    """Guess the format from the file name, and for JSON from its shape."""
    name = path.name.lower()
    if name == "claude.md":
        return "claude-md"
    if name == "agents.md":
        return "agents-md"
    if name == ".cursorrules" or path.suffix.lower() == ".mdc":
        return "cursorrules"
    if path.suffix.lower() == ".json":
        try:
            value = orjson.loads(path.read_bytes())
        except OSError:
            return "text"  # read_items says why it cannot be read
        except orjson.JSONDecodeError as exc:
            raise InvalidInput(f"{path}: not valid JSON ({exc})") from None
        if isinstance(value, dict) and "memories" in value:
            return "index-json"  # (which says so when its memories are no list)
        if isinstance(value, list):
            return "chatgpt"
        raise InvalidInput(
            f"{path}: JSON of no shape import knows (a ChatGPT conversations.json list, or an index.json "
            'with a "memories" list)'
        )
    if path.suffix.lower() in (".md", ".markdown", ".mdx"):
        return "markdown"
    return "text"


def category_from_heading(heading: str | None) -> str | None:
    """A heading as a category label ("Code style & CI" -> "code style ci"), or None. A
    secret in the heading is taken out first, while its case still tells (AKIA...)."""
    from hippocampus.redact import redact_label

    if not heading:
        return None
    text = _CATEGORY_DROP.sub(" ", redact_label(heading.replace("`", "")).text).strip(" .-+")
    text = " ".join(text.split())[:40].strip().lower()
    return text or None


def markdown_pieces(text: str) -> list[Piece]:
    """Bullets and paragraphs with their line numbers and nearest heading."""
    lines = text.splitlines()
    pieces: list[Piece] = []
    heading: str | None = None
    current: list[str] = []
    start = 0
    kind = None  # "bullet" or "para"
    fence: str | None = None
    in_comment = False
    i = 0

    def flush():
        nonlocal current, kind
        if current:
            joined = " ".join(s.strip() for s in current).strip()
            if len(joined) >= MIN_CHARS:
                pieces.append(Piece(joined, start, heading))
        current, kind = [], None

    if lines and lines[0].strip() == "---":  # front matter (.mdc rules, notes apps)
        for j in range(1, len(lines)):
            if lines[j].strip() in ("---", "..."):
                i = j + 1
                break
    while i < len(lines):
        line = lines[i]
        number = i + 1
        i += 1
        stripped = line.strip()
        if fence:
            if stripped.startswith(fence):
                fence = None
            continue
        match = _FENCE.match(line)
        if match:
            flush()
            fence = match.group(1)
            continue
        if in_comment:
            if "-->" in line:
                in_comment = False
            continue
        if stripped.startswith("<!--"):
            flush()
            in_comment = "-->" not in stripped
            continue
        if not stripped:
            flush()
            continue
        heading_match = _HEADING.match(line)
        if heading_match:
            flush()
            heading = heading_match.group(2) or None
            continue
        if stripped.startswith("|") or re.fullmatch(r"[-=*_ ]{3,}", stripped):
            flush()  # tables and rules (and setext underlines)
            continue
        bullet = _BULLET.match(line)
        if bullet:
            flush()
            current, kind, start = [_CHECKBOX.sub("", bullet.group(2))], "bullet", number
            continue
        if stripped.startswith(">"):
            stripped = stripped.lstrip("> ").strip()
        if kind == "bullet" and line[:1] in (" ", "\t"):
            current.append(stripped)  # a bullet's continuation line
            continue
        if kind != "para":
            flush()
            kind, start = "para", number
        current.append(stripped)
    flush()
    return pieces


def text_pieces(text: str) -> list[Piece]:
    """One piece per non-empty line."""
    return [Piece(s.strip(), n) for n, s in enumerate(text.splitlines(), 1) if len(s.strip()) >= MIN_CHARS]


def read_items(path: Path, fmt: str, domain: str | None = None) -> tuple[list[capturing.Item], list[str]]:
    """Capture items for every rule, bullet or fact in the file; and notes on what was skipped."""
    path = Path(path)
    if fmt == "auto":
        fmt = detect_format(path)
    if fmt not in FORMATS:
        raise InvalidInput(f"{path}: unknown import format {fmt!r} (expected one of {', '.join(FORMATS)})")
    if fmt == "index-json":
        return _index_items(path, domain)
    if fmt == "chatgpt":
        return _chatgpt_items(path, domain)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise InvalidInput(f"{path}: cannot read ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise InvalidInput(f"{path}: not UTF-8 text") from None
    pieces = text_pieces(text) if fmt == "text" else markdown_pieces(text)
    items, notes = [], []
    for piece in pieces:
        fields: dict = {"content": piece.text, "source": f"{path.name}:{piece.line}"}
        category = category_from_heading(piece.heading)
        if category:
            fields["category"] = category
        elif fmt in RULE_FORMATS:
            fields["category"] = "rule"
        if fmt in RULE_FORMATS:
            from hippocampus.signals import detect_signals, suggested_importance

            fields["importance"] = max(RULE_IMPORTANCE, suggested_importance(detect_signals(piece.text)))
        if domain:
            fields["domain"] = domain
        _add(items, notes, fields, f"{path.name}:{piece.line}")
    return items, notes


def _add(items: list, notes: list, fields: dict, where: str) -> None:
    try:
        items.append(capturing.make_item(fields, where))
    except InvalidInput as exc:
        notes.append(f"skipped {exc}")


def _index_items(path: Path, domain: str | None) -> tuple[list[capturing.Item], list[str]]:
    """Another hippocampus index: keep what each memory says and how much it mattered; new ids."""
    from hippocampus import legacy

    try:
        raw = path.read_bytes()
        data = orjson.loads(raw)
    except OSError as exc:
        raise InvalidInput(f"{path}: cannot read ({exc.strerror})") from None
    except orjson.JSONDecodeError as exc:
        raise InvalidInput(f"{path}: not valid JSON ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("memories"), list):
        raise InvalidInput(f'{path}: not a hippocampus index (no "memories" list)')
    items, notes = [], []
    journal = path.with_name("index.journal")
    if path.name == "index.json" and journal.is_file() and legacy.is_legacy(data):
        try:  # an earlier version's store: its small writes since are in its journal
            data["memories"] = legacy.read(raw, journal.read_bytes())[1]
        except (OSError, legacy.Unreadable) as exc:
            notes.append(f"ignored {journal}: {exc}")
    for n, record in enumerate(data["memories"]):
        where = f"{path.name} memories[{n}]"
        if not isinstance(record, dict):
            notes.append(f"skipped {where}: not an object")
            continue
        fields = {k: record[k] for k in INDEX_FIELDS if record.get(k) is not None}
        fields.setdefault("source", f"{path.name}:{record.get('id', n)}")
        if domain:
            fields["domain"] = domain
        _add(items, notes, fields, where)
        if items and items[-1].where == where:
            items[-1] = with_scores(items[-1], record, data)
    return items, notes


def with_scores(item: capturing.Item, record: dict, data: dict) -> capturing.Item:
    """The item carrying the scores its memory had there: its base importance from the
    day it counts from (its decayFrom, else that index's last decay or write, whose
    stored importance is as of then, else now: None), when it was last used, how often."""
    from dataclasses import replace

    from hippocampus import records

    base = record.get("baseImportance", item.importance)
    since = records.parse_day(record.get("decayFrom")) or records.parse_day(
        data.get("decayLastRun") or data.get("lastUpdated")
    )
    times = record.get("timesReinforced")
    if base is None or not (isinstance(base, (int, float)) and 0 <= base <= 1):
        return item
    last_used = record.get("lastAccessed") or item.created
    if last_used is not None and records.parse_day(last_used) is None:
        return item
    times = times if isinstance(times, int) and not isinstance(times, bool) and 0 <= times < records.MAX_TIMES else 0
    return replace(item, carried=(float(base), since and since.isoformat(), last_used, times))


def _chatgpt_items(path: Path, domain: str | None) -> tuple[list[capturing.Item], list[str]]:
    """A ChatGPT export: what the user said that carries a memory signal (not chatter)."""
    from hippocampus import preprocess as prep
    from hippocampus.transcripts import read_transcript

    report = read_transcript(path, "chatgpt")
    items, notes = [], []
    for message in report.messages:
        if message.role != "user":
            continue
        found = prep.candidate(message)
        if found is None or set(found.signals) <= {"passing-mention"}:
            continue
        fields = {"content": found.text, "source": f"{path.name}#{message.id}"}
        if message.timestamp:
            fields["created"] = message.timestamp
        if domain:
            fields["domain"] = domain
        _add(items, notes, fields, f"{path.name}#{message.id}")
    return items, notes
