"""From transcripts to candidates: the messages worth a closer look, with why and how much.

A message is a candidate when ``signals.detect_signals`` finds at least one signal in it
(remember-request, emotional, preference, decision, deadline, person-project-fact,
correction, passing-mention). Everything else (routine chatter, "ok", "run the tests") is
counted and dropped: the regexes are cheap and generous, and the sub-agent makes the real
decision, so they only have to keep it from reading thousands of lines of chatter. Noise
(heartbeats, tool chatter, bare JSON or paths; ``transcripts.is_noise``) is dropped first.
Candidate text is redacted, so no secret reaches an agent command either.

Reading and advancing are separate: ``preprocess`` returns the new watermarks in its
result, and only ``save_watermarks`` stores them, so the run loop can advance only after
its apply succeeded. Watermarks live in ``<workspace>/memory/.state/watermarks.json``,
keyed by the transcript's absolute path.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from hippocampus import transcripts
from hippocampus.errors import InvalidInput

WATERMARKS = "watermarks.json"
FORMAT_CHOICES = ("auto", *transcripts.FORMATS)


@dataclass(frozen=True)
class Candidate:
    """A message worth a look: the JSON line preprocess prints."""

    id: str
    source: str
    timestamp: str | None
    role: str
    text: str
    signals: tuple[str, ...]
    importance: float
    redacted: int = 0

    def as_json(self) -> dict:
        return {
            "id": self.id,
            "source": self.source,
            "timestamp": self.timestamp,
            "role": self.role,
            "text": self.text,
            "signals": list(self.signals),
            "importance": self.importance,
        }


@dataclass
class Result:
    """Candidates in reading order, the watermarks to store once they are dealt with, counts."""

    candidates: list[Candidate] = field(default_factory=list)
    watermarks: dict[str, dict] = field(default_factory=dict)  # only sources read to the end
    sources: int = 0
    messages: int = 0
    noise: int = 0
    no_signal: int = 0
    skipped_bad_lines: int = 0
    skipped_unknown: int = 0
    skipped_compressed: int = 0
    redacted: int = 0
    errors: list[str] = field(default_factory=list)  # sources that could not be read
    limited: bool = False  # --limit stopped the reading early

    def counts(self) -> dict:
        return {
            "sources": self.sources,
            "messages": self.messages,
            "candidates": len(self.candidates),
            "noise": self.noise,
            "noSignal": self.no_signal,
            "skippedBadLines": self.skipped_bad_lines,
            "skippedUnknown": self.skipped_unknown,
            "skippedCompressed": self.skipped_compressed,
            "redacted": self.redacted,
            "errors": list(self.errors),
            "limited": self.limited,
        }


def source_key(path: Path) -> str:
    """How a transcript is named in the watermarks file: its absolute path."""
    return str(Path(path).expanduser().absolute())


def candidate(message: transcripts.Message) -> Candidate | None:
    """The message as a candidate, or None when it is noise or carries no signal."""
    if transcripts.is_noise(message.text):
        return None
    return _signalled(message)


def _signalled(message: transcripts.Message) -> Candidate | None:
    from hippocampus.redact import redact
    from hippocampus.signals import detect_signals, suggested_importance

    if not detect_signals(message.text):  # most messages stop here, before the dearer redaction
        return None
    cleaned = redact(message.text)
    signals = detect_signals(cleaned.text)
    if not signals:
        return None
    return Candidate(
        id=message.id,
        source=message.source,
        timestamp=message.timestamp,
        role=message.role,
        text=cleaned.text,
        signals=signals,
        importance=suggested_importance(signals),
        redacted=cleaned.count,
    )


def preprocess(
    paths: Iterable[Path],
    fmt: str = "auto",
    watermarks: dict | None = None,
    limit: int | None = None,
    progress: Callable[[Iterable[Path]], Iterable[Path]] | None = None,
) -> Result:
    """Read each transcript from its watermark (from the start when ``watermarks`` is None).

    With ``limit``, reading stops once that many candidates are found; the source in which
    that happened gets no new watermark (its later candidates were not shown), so the next
    run shows them again rather than losing them.
    """
    result = Result()
    marks = watermarks or {}
    paths = list(paths)
    iterator = progress(paths) if progress else paths
    for path in iterator:
        if limit is not None and len(result.candidates) >= limit:
            result.limited = True
            break
        key = source_key(path)
        try:
            report = transcripts.read_transcript(Path(path), fmt, marks.get(key))
        except InvalidInput as exc:
            result.errors.append(str(exc))
            continue
        result.sources += 1
        result.skipped_bad_lines += report.skipped_bad_lines
        result.skipped_unknown += report.skipped_unknown
        result.skipped_compressed += report.skipped_compressed
        complete = True
        for message in report.messages:
            if limit is not None and len(result.candidates) >= limit:
                complete = False
                result.limited = True
                break
            result.messages += 1
            if transcripts.is_noise(message.text):
                result.noise += 1
                continue
            found = _signalled(message)
            if found is None:
                result.no_signal += 1
                continue
            result.redacted += found.redacted
            result.candidates.append(found)
        if complete:
            result.watermarks[key] = report.watermark
    return result


def load_watermarks(store) -> dict:
    """The stored watermarks ({} before the first run)."""
    marks = store.read_state(WATERMARKS)
    return {k: v for k, v in marks.items() if isinstance(v, dict)}


def save_watermarks(store, new: dict) -> None:
    """Merge ``new`` into the stored watermarks (other sources keep theirs)."""
    if not new:
        return
    marks = load_watermarks(store)
    marks.update(new)
    store.write_state(WATERMARKS, marks)


def describe_counts(result: Result) -> str:
    """One line for stderr: what was read and what was skipped."""
    parts = [
        f"read {result.messages} messages from {result.sources} source(s)",
        f"{len(result.candidates)} candidate(s)",
        f"skipped {result.noise} noise, {result.no_signal} without a signal",
    ]
    if result.skipped_bad_lines:
        parts.append(f"{result.skipped_bad_lines} bad or truncated line(s)")
    if result.skipped_unknown:
        parts.append(f"{result.skipped_unknown} unknown event(s)")
    if result.skipped_compressed:
        parts.append(f"{result.skipped_compressed} compressed row(s) (pip install zstandard to read them)")
    if result.redacted:
        parts.append(f"{result.redacted} secret(s) redacted")
    if result.limited:
        parts.append("stopped at --limit")
    return "; ".join(parts)


def candidates_markdown(candidates: list[Candidate]) -> str:
    """A short list for a person reading the terminal."""
    from hippocampus.render import one_line

    if not candidates:
        return "No candidates."
    lines = []
    for c in candidates:
        when = c.timestamp or "?"
        lines.append(f"- [{', '.join(c.signals)}] {c.importance:.2f} {c.role} {when}: {one_line(c.text, 160)}")
        lines.append(f"  {c.source}#{c.id}")
    return "\n".join(lines)


TRANSCRIPT_SUFFIXES = (".jsonl", ".sqlite", ".sqlite3", ".db")


def expand_paths(paths: Iterable[Path]) -> list[Path]:
    """Files as given; a folder stands for every transcript under it (JSON Lines, SQLite,
    conversations.json), in sorted order."""
    out: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            out.extend(
                sorted(
                    p
                    for p in path.rglob("*")
                    if p.is_file() and (p.suffix.lower() in TRANSCRIPT_SUFFIXES or p.name == "conversations.json")
                )
            )
        else:
            out.append(path)
    return out
