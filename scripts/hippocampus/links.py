"""Links between memories: which memories belong together, and how strongly. Derived data,
never committed: a deterministic fold of the committed truth (the memory files and every
machine's use log), so every machine holding the same files and logs derives the same graph.

Two kinds of links:

- Hebbian (Hebb 1949: what fires together wires together). A pair *fires* when one recall
  reinforces both (a ``use`` event naming several ids: ``Transaction.reinforce_together``,
  one per ``recall --reinforce``; the first USE_IDS of them), and when both were captured
  from one conversation (the same ``source`` before any ``#``, ``created`` at most
  CAPTURE_WINDOW apart; each memory fires with at most CAPTURE_PEERS of the memories said
  just before it). Each firing closes a share of the gap to 1 (``w += rate * (1 - w)``:
  USE_RATE for a co-recall, CAPTURE_RATE for a co-capture); between firings the weight
  decays by DECAY per day. A link below FLOOR today is pruned (not a neighbour).
- Structural, weight 1, no decay: a supersession (``supersededBy``: ``superseded-by`` from
  the old memory, ``supersedes`` from the new) and a pattern's evidence (``evidence`` from
  the semantic memory, ``pattern`` from each episode).

Firings are folded in time order (co-captures at the later ``created``, co-recalls at the
event's time, then machine tag and line: the logs' own fold order). Only live memories take
part. The fold is kept whole (every pair's weight and last firing); decay to today, the
floor and the cut to the strongest NEIGHBOURS happen when a graph is read, so the graph
changes with the clock without a rebuild.

The cache (``memory/.cache/links.bin``) holds the fold for one version of index.json and of
the logs (their stamp and sizes); a reader that finds it missing, damaged or describing
another version rebuilds it from the view and the logs. Its layout lets a reader answer for
one memory without decoding the rest: ids in fixed-width sorted slots (a binary search),
then per-memory offsets into flat arrays of neighbour numbers, weights, last firings and
kinds, read through ``memoryview.cast`` of the mapped file.

API (what ``context.py`` blooms along): ``neighbours(store, view, memory_id) ->
[(id, weight, kind)]``, strongest first; ``load(store, view) -> Graph`` to ask for many
(``Graph.neighbours(memory_id, now)``, ``Graph.strongest(memory_id, now)``); ``build`` and
``fold`` are the pure parts.
"""

from __future__ import annotations

import marshal
from array import array
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from hippocampus import uselog
from hippocampus.files import NotPlain, sealed, unsealed
from hippocampus.layout import CACHE

# ---------------------------------------------------------------- the rule's constants
USE_RATE = 0.2  # a co-recall closes a fifth of the gap: 0.2, 0.36, 0.49, 0.59 ... (capture's 0.15 a little faster: a pair is rarer than a use)
CAPTURE_RATE = 0.3  # said in one conversation: stronger than one co-recall, weaker than two
DECAY = 0.99  # per day since the pair last fired: the importance decay's own rate (Park et al. 2023)
FLOOR = 0.05  # below this today a link is pruned: one co-recall lasts ~138 days, a co-capture ~178
NEIGHBOURS = 8  # at most this many neighbours per memory (issue 12 blooms one or two hops)
STRONG = 0.5  # a link this strong keeps a faded memory from being forgotten (sleep)
CAPTURE_WINDOW = 1800  # seconds: one conversation's turns, not the same chat a day later
CAPTURE_PEERS = 4  # a memory links to at most the 4 memories said just before it there
USE_IDS = 10  # of one recall's results, the best 10 link (a --budget recall may return 1,000)
DAY = 86400.0

CO_RECALL, CO_CAPTURE, SUPERSEDES, SUPERSEDED_BY, EVIDENCE, PATTERN = range(6)
KIND_NAMES = ("co-recall", "co-capture", "supersedes", "superseded-by", "evidence", "pattern")
STRUCTURAL = frozenset({SUPERSEDES, SUPERSEDED_BY, EVIDENCE, PATTERN})

CACHE_FILE = f"{CACHE}/links.bin"
FORMAT = 1
_MAGIC = b"HPLNK1\n"
SLOT = 24  # bytes per id slot (ids are at most 21 characters: mem_abcd_ + 12 digits)


# ---------------------------------------------------------------- inputs
@dataclass(frozen=True)
class Facts:
    """What the links of one memory come from, read from its record."""

    id: str
    conversation: str | None  # its source up to any "#" (a transcript, an import, a chat)
    created: float  # seconds since the epoch
    superseded_by: str | None = None
    evidence: tuple[str, ...] = ()


def conversation_of(source: object) -> str | None:
    if not isinstance(source, str) or not source.strip():
        return None
    return source.split("#", 1)[0].strip() or None


def seconds(stamp: object) -> float:
    """An ISO timestamp as seconds since the epoch (0 when it is not one)."""
    if not isinstance(stamp, str):
        return 0.0
    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return 0.0
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


def facts_of(record: dict) -> Facts:
    evidence = record.get("evidence")
    return facts(
        record["id"],
        record.get("source"),
        record.get("created"),
        record.get("supersededBy"),
        evidence if isinstance(evidence, list) else (),
    )


def facts(memory_id: str, source: object, created: object, superseded_by: object, evidence) -> Facts:
    """A memory's link facts from its fields as a record holds them (what is not of its
    kind counts as absent); ``evidence``: a sequence of ids."""
    return Facts(
        memory_id,
        conversation_of(source),
        seconds(created),
        superseded_by if isinstance(superseded_by, str) else None,
        tuple(e for e in evidence if isinstance(e, str)),
    )


@dataclass(frozen=True)
class Use:
    """One logged use naming several memories: a co-recall."""

    t: float
    order: tuple[str, str, int]  # the logs' fold order (time, machine tag, line)
    ids: tuple[str, ...]


def uses_in(folder) -> tuple[list[Use], dict[str, int]]:
    """Every co-recall in every machine's log, in fold order, and each log's size read.
    Only lines that name several ids are parsed (most lines are single-memory events);
    each is checked by uselog's own rule."""
    found: list[Use] = []
    sizes: dict[str, int] = {}
    for tag in sorted(uselog.log_tags(folder)):
        try:
            raw = folder.read(uselog.log_path(tag))
        except (OSError, NotPlain):
            continue
        sizes[tag] = len(raw)
        end = raw.rfind(b"\n") + 1  # a last line without its newline was cut off by a crash
        for number, line in enumerate(raw[:end].split(b"\n"), 1):
            if b'"ids"' not in line or b'"use"' not in line:
                continue
            parsed = uselog.parse_line(line)
            if isinstance(parsed, str) or parsed[0][1].get("op") != "use":
                continue
            t = parsed[0][1]["t"]
            ids = tuple(dict.fromkeys(memory_id for memory_id, _ in parsed))
            if len(ids) > 1:
                found.append(Use(seconds(t), (t, tag, number), ids))
    found.sort(key=lambda use: use.order)
    return found, sizes


# ---------------------------------------------------------------- the fold (pure)
@dataclass
class Fold:
    """The whole fold: per pair (a < b, as node numbers) its weight after its last firing,
    when that was, and which kinds fired it; structural links apart."""

    ids: list[str]  # sorted: node number -> id
    pairs: dict[int, list] = field(default_factory=dict)  # a * n + b -> [weight, last firing, kinds bitmask]
    structural: list[tuple[int, int, int]] = field(default_factory=list)  # (from, to, kind)
    clock: float = 0.0  # the last firing folded in
    then: dict[int, float] | None = None  # pair -> weight at ``then_at`` (visible ones), for a sleep's report


def fold(facts: Iterable[Facts], uses: Iterable[Use], then_at: float | None = None) -> Fold:
    """Fold every firing in time order. ``then_at``: also note each pair's weight at that
    moment (the last sleep), so a sleep can say which links it created, strengthened, pruned."""
    facts = sorted(facts, key=lambda f: f.id)
    ids = [f.id for f in facts]
    number = {memory_id: n for n, memory_id in enumerate(ids)}
    n = len(ids)
    out = Fold(ids)
    firings: list[tuple] = []  # (time, order, pairs, rate, kind bit)
    by_conversation: dict[str, list[Facts]] = {}
    for f in facts:
        if f.conversation is not None:
            by_conversation.setdefault(f.conversation, []).append(f)
    for conversation in sorted(by_conversation):
        said = sorted(by_conversation[conversation], key=lambda f: (f.created, f.id))
        for i, f in enumerate(said):
            peers = []
            for j in range(i - 1, max(-1, i - 1 - CAPTURE_PEERS), -1):
                if f.created - said[j].created > CAPTURE_WINDOW:
                    break
                peers.append(number[said[j].id])
            if peers:
                me = number[f.id]
                firings.append((f.created, (0, conversation, f.id), [(me, p) for p in peers], CAPTURE_RATE, 2))
    for use in uses:
        live = [number[i] for i in use.ids[:USE_IDS] if i in number]
        if len(live) > 1:
            pairs = [(a, b) for k, a in enumerate(live) for b in live[k + 1 :]]
            firings.append((use.t, (1, *use.order), pairs, USE_RATE, 1))
    firings.sort(key=lambda f: (f[0], f[1]))
    state = out.pairs
    noted = then_at is None
    for t, _, pairs, rate, bit in firings:
        if not noted and t > then_at:
            out.then = _visible_at(state, then_at)
            noted = True
        for a, b in pairs:
            if a == b:
                continue
            key = a * n + b if a < b else b * n + a
            entry = state.get(key)
            if entry is None:
                state[key] = [rate, t, bit]
            else:
                w = entry[0] * DECAY ** (max(0.0, t - entry[1]) / DAY)
                entry[0] = w + rate * (1.0 - w)
                entry[1] = max(entry[1], t)
                entry[2] |= bit
        out.clock = max(out.clock, t)
    if not noted:
        out.then = _visible_at(state, then_at)
    for f in facts:
        me = number[f.id]
        if f.superseded_by in number and f.superseded_by != f.id:
            other = number[f.superseded_by]
            out.structural += [(me, other, SUPERSEDED_BY), (other, me, SUPERSEDES)]
        for e in dict.fromkeys(f.evidence):
            if e in number and e != f.id:
                out.structural += [(me, number[e], EVIDENCE), (number[e], me, PATTERN)]
    out.structural.sort()
    return out


def _visible_at(state: dict, at: float) -> dict[int, float]:
    return {k: w for k, (w0, t, _) in state.items() if (w := w0 * DECAY ** (max(0.0, at - t) / DAY)) >= FLOOR}


def strongest(f: Fold, now: float) -> dict[str, float]:
    """Each memory's strongest Hebbian link at ``now``, as ``Graph.strongest`` says it
    (memories without one are left out), in one pass over the fold's pairs: what a sleep's
    forgetting asks, without laying the fold out."""
    n = len(f.ids)
    out: dict[str, float] = {}
    for key, (w, t, _) in f.pairs.items():
        weight = decayed(w, t, now)
        if not weight >= FLOOR:
            continue
        weight = round(weight, 6)
        for end in divmod(key, n):
            memory_id = f.ids[end]
            if weight > out.get(memory_id, 0.0):
                out[memory_id] = weight
    return out


def decayed(weight: float, last: float, now: float) -> float:
    """A Hebbian link's weight at ``now``."""
    return weight * DECAY ** (max(0.0, now - last) / DAY)


@dataclass(frozen=True)
class Changes:
    """What a sleep reports about links: Hebbian links visible now and not at the last sleep
    (created), visible both times and fired since (strengthened), visible then and not now
    (pruned: faded below FLOOR, or a memory archived), and how many there are of each kind."""

    created: int
    strengthened: int
    pruned: int
    hebbian: int
    structural: int


def changes(before: Fold, after: Fold, then_at: float | None, now: float) -> Changes:
    """Compare the links visible at the last sleep (``before.then``: ``before`` folded with
    ``then_at``) with those visible now (``after``), matched by their memories' ids."""

    def named(f: Fold, pairs: dict) -> dict[tuple[str, str], float]:
        n = len(f.ids)
        return {(f.ids[k // n], f.ids[k % n]): w for k, w in pairs.items()}

    now_visible = {}
    for key, (w, t, _) in after.pairs.items():
        value = decayed(w, t, now)
        if value >= FLOOR:
            now_visible[key] = (value, t)
    then = named(before, before.then or {}) if then_at is not None else {}
    current = named(after, {k: v for k, v in now_visible.items()})
    fired = {pair for pair, (_, t) in current.items() if then_at is None or t > then_at}
    return Changes(
        created=sum(1 for pair in current if pair not in then),
        strengthened=sum(1 for pair in current if pair in then and pair in fired),
        pruned=sum(1 for pair in then if pair not in current),
        hebbian=len(current),
        structural=len(after.structural) // 2,
    )


# ---------------------------------------------------------------- the graph (reading)
class Graph:
    """A fold laid out for reading: per memory its links, by number into flat arrays."""

    def __init__(self, slots, offsets, targets, weights, times, kinds, count: int, keep=None):
        self.slots = slots  # bytes-like: count * SLOT, sorted ids, NUL padded
        self.offsets = offsets  # count + 1 ints
        self.targets, self.weights, self.times, self.kinds = targets, weights, times, kinds
        self.count = count
        self._keep = keep  # the mapped file, while the views above read it

    def id_at(self, number: int) -> str:
        return bytes(self.slots[number * SLOT : (number + 1) * SLOT]).rstrip(b"\0").decode("ascii")

    def number_of(self, memory_id: str) -> int | None:
        key = memory_id.encode("ascii", "replace")
        lo, hi = 0, self.count
        while lo < hi:
            mid = (lo + hi) // 2
            slot = bytes(self.slots[mid * SLOT : (mid + 1) * SLOT]).rstrip(b"\0")
            if slot < key:
                lo = mid + 1
            elif slot > key:
                hi = mid
            else:
                return mid
        return None

    def links(self, memory_id: str, now: float) -> list[tuple[str, float, str]]:
        """Every live link of a memory at ``now`` (above FLOOR), strongest first, then by id."""
        number = self.number_of(memory_id)
        if number is None:
            return []
        start, stop = self.offsets[number], self.offsets[number + 1]
        out = []
        for at in range(start, min(stop, len(self.targets))):
            target, kind = self.targets[at], self.kinds[at]
            if target >= self.count or kind >= len(KIND_NAMES):
                continue  # never trust a damaged entry
            weight = self.weights[at]
            if kind not in STRUCTURAL:
                weight = decayed(weight, self.times[at], now)
                if not weight >= FLOOR:  # also refuses NaN
                    continue
            out.append((self.id_at(target), round(weight, 6), KIND_NAMES[kind]))
        out.sort(key=lambda link: (-link[1], link[0], link[2]))
        return out

    def neighbours(self, memory_id: str, now: float, limit: int = NEIGHBOURS) -> list[tuple[str, float, str]]:
        """At most ``limit`` neighbours: structural links first (weight 1), then Hebbian ones."""
        seen, out = set(), []
        for link in self.links(memory_id, now):
            if link[0] not in seen:
                seen.add(link[0])
                out.append(link)
                if len(out) == limit:
                    break
        return out

    def strongest(self, memory_id: str, now: float) -> float:
        """The strongest Hebbian link of a memory at ``now`` (0 without one)."""
        return max((w for _, w, kind in self.links(memory_id, now) if kind in KIND_NAMES[:2]), default=0.0)


def layout(f: Fold) -> Graph:
    """The fold as a Graph in memory (what the cache file holds)."""
    n = len(f.ids)
    per: list[list[tuple[int, float, float, int]]] = [[] for _ in range(n)]
    for key, (w, t, bits) in f.pairs.items():
        a, b = divmod(key, n)
        kind = CO_RECALL if bits & 1 else CO_CAPTURE
        per[a].append((b, w, t, kind))
        per[b].append((a, w, t, kind))
    for a, b, kind in f.structural:
        per[a].append((b, 1.0, 0.0, kind))
    offsets, targets, weights, times, kinds = array("I", [0]), array("I"), array("d"), array("d"), bytearray()
    for entries in per:
        entries.sort()
        for target, w, t, kind in entries:
            targets.append(target)
            weights.append(w)
            times.append(t)
            kinds.append(kind)
        offsets.append(len(targets))
    slots = b"".join(i.encode("ascii").ljust(SLOT, b"\0") for i in f.ids)
    return Graph(slots, offsets, targets, weights, times, bytes(kinds), n)


def build(records: Iterable[dict], uses: Iterable[Use], then_at: float | None = None) -> Fold:
    """The fold of these live records and co-recalls."""
    return fold((facts_of(r) for r in records), uses, then_at)


# ---------------------------------------------------------------- the cache
def cache_stamp(store, view) -> tuple:
    """What a cache describes: the index.json of this view and the size of every log."""
    sizes = []
    for tag in sorted(uselog.log_tags(store.folder)):
        try:
            sizes.append((tag, store.folder.lstat(uselog.log_path(tag)).st_size))
        except (OSError, NotPlain):
            sizes.append((tag, -1))
    return (tuple(view.catalog.index), tuple(sizes))


def encode(graph: Graph, stamp: tuple) -> bytes:
    header = marshal.dumps((FORMAT, stamp, graph.count, len(graph.targets)))
    body = b"".join(
        (
            _pad(bytes(graph.slots)),
            _pad(graph.offsets.tobytes()),
            _pad(graph.targets.tobytes()),
            graph.weights.tobytes(),
            graph.times.tobytes(),
            bytes(graph.kinds),
        )
    )
    head = len(header).to_bytes(4, "little") + header
    return sealed(_MAGIC, head + body)


def _pad(data: bytes) -> bytes:
    return data + b"\0" * (-len(data) % 8)


def decode(raw, stamp: tuple | None = None) -> Graph | None:
    """The graph in a cache file's bytes (mapped), or None when it is not one this code
    wrote whole for ``stamp`` (when given)."""
    view = unsealed(raw, _MAGIC)
    if view is None or len(view) < 4:
        return None
    size = int.from_bytes(view[:4], "little")
    try:
        fmt, found, count, edges = marshal.loads(bytes(view[4 : 4 + size]))
    except (ValueError, EOFError, TypeError):
        return None
    if fmt != FORMAT or (stamp is not None and found != stamp):
        return None
    pos = 4 + size

    def take(length: int, pad: bool = True):
        nonlocal pos
        part = view[pos : pos + length]
        pos += length + (-length % 8 if pad else 0)
        return part

    try:
        slots = take(count * SLOT)
        offsets = take(4 * (count + 1)).cast("I")
        targets = take(4 * edges).cast("I")
        weights = take(8 * edges, pad=False).cast("d")
        times = take(8 * edges, pad=False).cast("d")
        kinds = take(edges, pad=False)
    except TypeError:
        return None
    if len(offsets) != count + 1 or len(kinds) != edges:
        return None
    return Graph(slots, offsets, targets, weights, times, kinds, count, keep=raw)


def refresh(store, view, uses: list[Use] | None = None) -> Graph:
    """Build the graph from the view's records and the logs, and save it (never failing
    the caller: a cache not saved is rebuilt by the next reader)."""
    stamp = cache_stamp(store, view)
    if uses is None:
        uses, _ = uses_in(store.folder)
    graph = layout(build(view, uses))
    try:
        store.folder.make_folder(CACHE)
        store.folder.write(CACHE_FILE, encode(graph, stamp), durable=False)
    except (OSError, NotPlain) as exc:
        store.note(f"links cache not saved ({exc}); it is rebuilt on the next read")
    return graph


def load(store, view, note=None) -> Graph:
    """The graph of this view: from the cache when it describes this index.json and these
    logs, else rebuilt (and saved). Never fails on a damaged cache: it is rebuilt, and
    ``note(text)`` (if given) is told so; a cache merely stale is rebuilt without a word."""
    stamp = cache_stamp(store, view)
    try:
        mapped = store.folder.map_read(CACHE_FILE)
    except (OSError, NotPlain):
        mapped = None
    if mapped is not None:
        graph = decode(mapped, stamp) if mapped else None
        if graph is not None:
            return graph
        if note is not None and (not mapped or decode(mapped) is None):
            note("the links cache was damaged; rebuilt from the store")
    return refresh(store, view)


def neighbours(store, view, memory_id: str, limit: int = NEIGHBOURS) -> list[tuple[str, float, str]]:
    """A memory's neighbours as (id, weight, kind), strongest first: structural links
    (supersedes, superseded-by, evidence, pattern; weight 1) then co-recall and co-capture
    links decayed to the store's clock, above FLOOR, at most ``limit``."""
    return load(store, view).neighbours(memory_id, store.now.timestamp(), limit)
