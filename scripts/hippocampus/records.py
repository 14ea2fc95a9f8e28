"""A memory record: its id, its fields, and its scores as a fold over uses. Pure, no I/O.

A record is what index.json lists per memory (the seed schema's ten keys first, then
ours). What a memory *says* comes from its Markdown file; its scores come from the uses
logged for it (``uselog``): a capture (``create``), reinforcements (``use``), importance
set by hand or by feedback (``set``), and a migrated or imported state (``state``). The
score of a record is ``fold`` of its events in their order, so any machine that holds
the same files and logs computes the same scores (ARCHITECTURE.md, "Committed truth").
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import date, datetime

from hippocampus import scoring

# ---------------------------------------------------------------- ids
# Legacy ids (one counter per store, index version 2) stay valid: mem_012.
# New ids carry the tag of the machine that minted them, so two clones never mint the
# same id without talking to each other: mem_kqzx_012. Both have a bounded number of
# digits (a hand-written mem_ with 23 digits is not an id).
_LEGACY_ID = re.compile(r"mem_([0-9]{3,12})")
_TAGGED_ID = re.compile(r"mem_([a-z]{4})_([0-9]{3,12})")
TAG = re.compile(r"[a-z]{4}")
# Tags avoid i, l and o, which read as digits.
TAG_LETTERS = "abcdefghjkmnpqrstuvwxyz"


def valid_id(value: object) -> bool:
    """mem_012 or mem_kqzx_012; anything else (paths, NUL bytes, 23 digits) is refused."""
    return isinstance(value, str) and bool(_LEGACY_ID.fullmatch(value) or _TAGGED_ID.fullmatch(value))


def named_id(filename: str) -> str | None:
    """The memory id a file's name starts with (``<id>-<words>.md`` or ``<id>.md``)."""
    candidate = filename.removesuffix(".md").split("-", 1)[0]
    return candidate if valid_id(candidate) else None


MAX_NUMBER = 10**12 - 1  # the most digits an id holds


def format_id(tag: str, number: int) -> str:
    return f"mem_{tag}_{number:03d}"


def highest_number(data: bytes, tag: str) -> int:
    """The highest counter of an id of ``tag`` named in ``data`` (log lines); 0 if none."""
    found = re.findall(rb'"mem_' + tag.encode() + rb'_([0-9]{3,12})"', data)
    return max(map(int, found), default=0)


def id_number(memory_id: str, tag: str) -> int | None:
    """The counter of an id minted under ``tag``, else None."""
    match = _TAGGED_ID.fullmatch(memory_id)
    if match and match.group(1) == tag:
        return int(match.group(2))
    return None


# ---------------------------------------------------------------- fields
SEED_KEYS = (
    "id",
    "domain",
    "category",
    "content",
    "importance",
    "created",
    "lastAccessed",
    "timesReinforced",
    "keywords",
    "file",
)
# Every key a record may carry, in the order index.json writes them, with its types.
# The first ten are the original skill's schema and always present.
_STR, _NUM, _INT, _LIST, _OPT = (str,), (int, float), (int,), (list,), (type(None),)
FIELD_TYPES: dict[str, tuple[type, ...]] = {
    "id": _STR,
    "domain": _STR,
    "category": _STR,
    "content": _STR,
    "importance": _NUM,
    "created": _STR,
    "lastAccessed": _STR,
    "timesReinforced": _INT,
    "keywords": _LIST,
    "file": _STR,
    "source": _STR + _OPT,
    "baseImportance": _NUM,
    "decayFrom": _STR,
    "updated": _STR,
    "fileHash": _STR,
    "fileImportance": _NUM,
}
# What a memory may also say (in its file, so it is shared), written only when set:
# its layer (episodic by default; semantic for a pattern drawn from episodes), how sure we
# are (confidence: verified, observed, inferred; "stale" is shown, never stored: 30 days
# unretrieved), pinned (never decays), the memory that supersedes it and since when
# (supersededBy, validUntil), the evidence of a pattern, the items merged into it
# (mergedFrom: content, source, created, importance each), and, in the archive, the
# memory it was a duplicate of.
OPTIONAL = ("layer", "confidence", "pinned", "supersededBy", "validUntil", "evidence", "mergedFrom", "duplicateOf")
LAYERS = ("episodic", "semantic")
CONFIDENCE = ("verified", "observed", "inferred")
STALE_DAYS = 30
KEY_ORDER = (*FIELD_TYPES, *OPTIONAL)
MAX_TIMES = 1 << 31  # a counter beyond this is damage, not use
MAX_CONTENT = 20_000  # characters; longer text is a document, not a memory
MAX_SOURCE = 1_000


def record_problem(record: object) -> str | None:
    """What is wrong with a record, or None: the one check of a record's shape."""
    if not isinstance(record, dict):
        return "a memory entry is not an object"
    for key, types in FIELD_TYPES.items():
        if key not in record:
            return f"{record.get('id', '?')}: missing {key!r}"
        value = record[key]
        if type(value) is bool or not isinstance(value, types):
            return f"{record.get('id', '?')}: {key!r} has the wrong type ({type(value).__name__})"
    if not valid_id(record["id"]):
        return f"{record['id']!r} is not a memory id"
    for key in ("importance", "baseImportance"):
        value = record[key]
        if not (isinstance(value, (int, float)) and math.isfinite(value) and 0.0 <= value <= 1.0):
            return f"{record['id']}: {key} {value!r} is outside [0, 1]"
    if not 0 <= record["timesReinforced"] < MAX_TIMES:
        return f"{record['id']}: timesReinforced {record['timesReinforced']!r} is out of range"
    if parse_day(record["decayFrom"]) is None:
        return f"{record['id']}: decayFrom {record['decayFrom']!r} is not a date"
    return None


def merged_entry(content: str, source: str | None, created: str, importance: float | None) -> dict:
    """One ``mergedFrom`` item: an absorbed text with where, when and how strongly it was
    said (capture's near-duplicates and sleep's merges write the same shape)."""
    entry = {"content": content}
    if source:
        entry["source"] = source
    entry["created"] = created
    if importance is not None:
        entry["importance"] = round(float(importance), 2)
    return entry


def ordered(record: dict) -> dict:
    """The record with its keys in index.json's order (unknown keys kept, after ours)."""
    out = {key: record[key] for key in KEY_ORDER if key in record}
    for key, value in record.items():
        if key not in out:
            out[key] = value
    return out


def parse_day(value: object) -> date | None:
    """The UTC day of an ISO date or timestamp, or None if it is not one (or out of range)."""
    if not isinstance(value, str) or len(value) < 10:
        return None
    try:
        return date.fromisoformat(value[:10])
    except ValueError:
        return None


# ---------------------------------------------------------------- scores
@dataclass(frozen=True)
class Score:
    """A memory's scores: importance ``base`` on day ``since`` (decaying 0.99 a day from
    then), when it was last used, how often it was reinforced."""

    base: float
    since: date
    last_used: str
    times: int = 0
    pinned: bool = False  # while pinned (pin.py), the score does not decay

    def importance(self, now: datetime | date) -> float:
        if self.pinned:
            return round(scoring.clamp(self.base), scoring.DIGITS)
        return scoring.decayed(self.base, scoring.days_elapsed(self.since, now))

    def fields(self, now: datetime | date) -> dict:
        """The record keys this score sets, with importance as of ``now``."""
        return {
            "importance": self.importance(now),
            "lastAccessed": self.last_used,
            "timesReinforced": self.times,
            "baseImportance": round(self.base, scoring.DIGITS),
            "decayFrom": self.since.isoformat(),
        }


def confidence(record: dict, now: datetime) -> str:
    """How sure we are of a memory: as stored (observed when unsaid), or stale once it has
    gone STALE_DAYS unretrieved (a pinned or verified memory never goes stale)."""
    stored = record.get("confidence") or "observed"
    if stored != "verified" and not record.get("pinned"):
        used = parse_day(record.get("lastAccessed"))
        if used is not None and (now.date() - used).days >= STALE_DAYS:
            return "stale"
    return stored


def score_of(record: dict) -> Score:
    """The Score a (checked) record carries."""
    return Score(
        float(record["baseImportance"]),
        parse_day(record["decayFrom"]) or date(1970, 1, 1),
        record.get("lastAccessed") or record.get("created") or "",
        int(record.get("timesReinforced") or 0),
        record.get("pinned") is True,
    )


_ANCHORS: dict[str, int] = {}  # decayFrom -> its date ordinal: a few hundred distinct days at most


def current_importance(record: dict, now: datetime) -> float:
    """Importance today: baseImportance decayed from decayFrom (exact however often decay
    runs); what Score.importance gives, with each decayFrom parsed once per process
    (decay and the core set call this for every memory)."""
    today = now.toordinal() if isinstance(now, date) and not isinstance(now, datetime) else now.date().toordinal()
    return importance_on(record, today)


def importance_on(record: dict, today: int) -> float:
    """``current_importance`` on the day whose ordinal is ``today`` (a caller that reads
    every record, as sleep does, works out today once)."""
    if record.get("pinned") is True:  # pinned memories do not decay
        return round(float(record["baseImportance"]), scoring.DIGITS)
    anchor = record["decayFrom"]
    ordinal = _ANCHORS.get(anchor)
    if ordinal is None:
        day = parse_day(anchor) or date(1970, 1, 1)
        ordinal = _ANCHORS[anchor] = day.toordinal()
    return scoring.decayed(float(record["baseImportance"]), max(0, today - ordinal))


def fold(score: Score | None, event: dict) -> Score | None:
    """The score after one logged event; unknown operations change nothing (a newer
    version's log stays readable). Events are checked by ``uselog`` before they get here.

    - create {importance, from}: the first score; ``from`` is when the memory was said
      (a batch or import item with a past ``created`` decays from then);
    - use {rate}: one reinforcement at the event's time;
    - set {importance}: a score set by hand (a file's importance edited) or by feedback;
    - state {base, since, lastUsed, times}: a whole score carried over (migration, import);
    - outcome {result}: feedback (outcome.py): ``good`` is a use at OUTCOME_GOOD_RATE,
      ``bad`` multiplies today's importance by OUTCOME_BAD_FACTOR (not a use);
    - pin / unpin: the score stops (or resumes) decaying at its value that day; a pinned
      memory is still reinforced and still takes feedback.
    """
    op, at = event["op"], event["t"]
    if op == "create":
        day = parse_day(event.get("from") or at)
        return Score(event["importance"], day, event.get("from") or at, 0)
    if op == "state":
        return Score(event["base"], parse_day(event["since"]), event["lastUsed"], event["times"])
    if score is None:
        return None  # a use of a memory this log never saw created (another machine's, not pulled)
    day = parse_day(at)
    if op == "use":
        value = scoring.reinforced(score.importance(day), event.get("rate", scoring.REINFORCE_RATE))
        return Score(value, day, at, min(score.times + 1, MAX_TIMES - 1), score.pinned)
    if op == "set":
        return Score(event["importance"], day, score.last_used, score.times, score.pinned)
    if op == "outcome":
        if event.get("result") == "good":
            value = scoring.reinforced(score.importance(day), scoring.OUTCOME_GOOD_RATE)
            return Score(value, day, at, min(score.times + 1, MAX_TIMES - 1), score.pinned)
        if event.get("result") == "bad":
            value = round(score.importance(day) * scoring.OUTCOME_BAD_FACTOR, scoring.DIGITS)
            return Score(value, day, score.last_used, score.times, score.pinned)
        return score
    if op in ("pin", "unpin"):
        return Score(score.importance(day), day, score.last_used, score.times, op == "pin")
    return score
