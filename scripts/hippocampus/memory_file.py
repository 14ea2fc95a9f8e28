"""A memory as a Markdown file with YAML frontmatter: render and parse. Pure text in and out.

The file is the human view of a memory. Its frontmatter carries what a person may edit
(``domain``, ``category``, ``importance``, ``keywords``, ``source``) and the body is the
memory's text. ``importance`` in a file is the score when the file was last written:
daily decay and reinforcement change only index.json, so files change only when a memory's
meaning changes and git diffs of the memory folder stay readable.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime

from hippocampus.errors import InvalidInput
from hippocampus.records import CONFIDENCE, LAYERS, MAX_CONTENT, MAX_SOURCE, OPTIONAL, valid_id

DOMAINS = ("user", "self", "relationship", "world")
FIELDS = ("id", "domain", "category", "importance", "created", "updated", "keywords", "source")

_CATEGORY = re.compile(r"^[^\W_][\w .+-]{0,63}$")
_SLUG_DROP = re.compile(r"[^\w]+")


def check_domain(value: object, where: str = "domain") -> str:
    """The domain, or an InvalidInput naming the allowed ones."""
    if isinstance(value, str) and value.strip().lower() in DOMAINS:
        return value.strip().lower()
    raise InvalidInput(f"{where}: {value!r} is not a domain (use one of: {', '.join(DOMAINS)})")


def check_category(value: object, where: str = "category") -> str:
    """A category is a short label: letters, digits, space, '.', '-', '+', '_'; never a path."""
    if isinstance(value, str):
        text = value.strip()
        if _CATEGORY.match(text) and ".." not in text:
            return text.lower()
    raise InvalidInput(
        f"{where}: {value!r} is not a valid category (a short label of letters, digits, spaces, '-', '_'; no '/' or '..')"
    )


def check_importance(value: object, where: str = "importance") -> float:
    """A number in [0, 1]."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise InvalidInput(f"{where}: {value!r} is not a number between 0 and 1")
    try:
        number = float(value)
    except (ValueError, OverflowError):  # OverflowError: a YAML integer too big for a float
        raise InvalidInput(f"{where}: {value!r} is not a number between 0 and 1") from None
    if not 0.0 <= number <= 1.0:  # also refuses NaN
        raise InvalidInput(f"{where}: {value!r} is outside [0, 1]")
    return number


def check_keywords(value: object, where: str = "keywords") -> list[str]:
    """A list of short words, or a comma-separated string of them."""
    if value is None:
        return []
    if isinstance(value, str):
        value = value.split(",")
    if not isinstance(value, (list, tuple)) or not all(isinstance(k, (str, int, float)) for k in value):
        raise InvalidInput(f"{where}: {value!r} is not a list of words")
    words = [str(k).strip().lower() for k in value]
    return [w for w in dict.fromkeys(words) if w][:20]


def slug(content: str, limit: int = 40) -> str:
    """A short, filesystem-safe tag from the content, for readable file names."""
    words = _SLUG_DROP.sub(" ", content.casefold()).split()
    out = ""
    for word in words:
        candidate = f"{out}-{word}" if out else word
        if len(candidate.encode("utf-8")) > limit:
            if not out:  # one long word (or an unspaced CJK sentence): cut it
                while word and len(word.encode("utf-8")) > limit:
                    word = word[:-1]
                out = word
            break
        out = candidate
    return out or "memory"


def render(record: dict, extra: dict | None = None) -> str:
    """The file text for a memory record (deterministic: same record, same bytes).

    ``extra`` adds keys after the standard ones (the archive records its scores there).
    The text is what ``frontmatter.dumps`` gives (PyYAML, flow-style lists; _render_yaml);
    ``_render_plain`` writes the same bytes without importing PyYAML (~20 ms of a capture)
    whenever every value is simple, and tests/test_text.py holds it to _render_yaml's.
    """
    meta = {
        "id": record["id"],
        "domain": record["domain"],
        "category": record["category"],
        "importance": round(float(record["importance"]), 2),
        "created": record["created"],
        "updated": record.get("updated") or record["created"],
        "keywords": list(record.get("keywords") or []),
        "source": record.get("source"),
    }
    for key in OPTIONAL:
        value = record.get(key)
        if value not in (None, False, [], "") and not (key == "layer" and value == "episodic"):
            meta[key] = value
    meta.update(extra or {})
    fast = _render_plain(meta, record["content"])
    if fast is not None:
        return fast
    return _render_yaml(meta, record["content"])


def _render_yaml(meta: dict, content: str) -> str:
    """What frontmatter.dumps writes (PyYAML's safe dump between "---" lines, a blank line,
    the text), except that the metadata loses only its final newline: frontmatter strips
    it whole, which also ate the end of a last value that PyYAML leaves unquoted though
    Python calls it white space (a source of U+00A0), so the file did not read back."""
    import yaml  # slow to import: only for values _render_plain is not sure of

    # PyYAML writes U+0085 (NEL) raw inside quotes and reads it back as a space: a value
    # holding one is written escaped, the whole file then in ASCII (the only such character).
    texts = [v for value in meta.values() for v in (value if isinstance(value, list) else [value])]
    ascii_only = any(isinstance(text, str) and "\x85" in text for text in texts)
    metadata = yaml.dump(
        meta,
        Dumper=yaml.SafeDumper,
        sort_keys=False,
        default_flow_style=None,
        width=1000,
        allow_unicode=not ascii_only,
    )
    return f"---\n{metadata.removesuffix(chr(10))}\n---\n\n{content}\n".strip() + "\n"


# What PyYAML writes for a value, worked out without it: the rules of its emitter
# (analyze_scalar, choose_scalar_style) and its resolver, for values on one line. A string
# is written plain when the emitter allows it and plain it would read back as a string,
# else single-quoted when that is allowed; anything else (double quotes, escapes, line
# breaks, lines long enough to wrap, strings that start like a number) is left to PyYAML.
_YAML_WORDS = frozenset(
    "yes Yes YES no No NO true True TRUE false False FALSE on On ON off Off OFF null Null NULL".split()
)
_PLAIN_KEY = re.compile(r"[a-z][a-zA-Z0-9_]*")
_QUOTED_STAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z")  # a datetime, plain
_PLAIN_FLOAT = re.compile(r"[0-9]+\.[0-9]+")
_NUMBERISH = frozenset("-+0123456789.<=~")  # first characters PyYAML's resolver looks past
_BLOCK_LEADERS = frozenset("#,[]{}&*!|>'\"%@`")
_FLOW_MARK = re.compile(r"[,?\[\]{}:]")
_LINE = 900  # PyYAML breaks lines past its width (1000): longer ones are left to it


# A character PyYAML does not write as it is (allow_unicode), or takes for a line break
# (U+2028 and U+2029 are breaks to YAML), or that forces quoting: outside printable ASCII,
# U+00A0-U+D7FF, U+E000-U+FFFD and U+10000-U+10FFFE, or U+FEFF, U+2028, U+2029.
_UNPRINTABLE = re.compile("[^\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010fffe]")


def _quoted_string(value: str, flow: bool) -> str | None:
    """The text PyYAML writes for a string value in block (a mapping's value) or flow
    context (inside ``{...}``), or None when it is not one of the styles worked out here."""
    if not value or _UNPRINTABLE.search(value) or value.startswith(("---", "...")):
        return None  # empty, escapes or line breaks (double quotes), document markers
    first = value[0]
    after = value[1] if len(value) > 1 else " "
    leader = first in _BLOCK_LEADERS or (first in "?:-" and after == " ")
    flow_marks = leader or first in "?:" or " #" in value or _FLOW_MARK.search(value, 1) is not None
    block_marks = leader or ": " in value or " #" in value or value.endswith(":")
    spaced = first == " " or value[-1] == " "
    plain_allowed = not spaced and not (flow_marks if flow else block_marks)
    if plain_allowed and first not in _NUMBERISH and value not in _YAML_WORDS:
        return value  # read back plain, it is a string (no implicit resolver applies)
    if plain_allowed and first in _NUMBERISH and not _QUOTED_STAMP.fullmatch(value):
        return None  # plain unless it reads as a number, a date, null or a merge key
    return "'" + value.replace("'", "''") + "'"


def _plain_scalar(value: object, flow: bool = False) -> str | None:
    if value is None:
        return "null"
    kind = type(value)
    if kind is str:
        return _quoted_string(value, flow)
    if kind is float:
        text = repr(value)
        return text if _PLAIN_FLOAT.fullmatch(text) else None
    if kind is int:
        return str(value)
    return None


def _flow_mapping(value: dict) -> str | None:
    """``{key: value, ...}`` as PyYAML writes a mapping of scalars inside a block list."""
    parts = []
    for key, item in value.items():
        text = _plain_scalar(item, flow=True) if type(key) is str and _PLAIN_KEY.fullmatch(key) else None
        if text is None or key in _YAML_WORDS:
            return None
        parts.append(f"{key}: {text}")
    return "{" + ", ".join(parts) + "}" if parts else None


def _render_plain(meta: dict, content: str) -> str | None:
    """frontmatter.dumps' text for ``meta`` and ``content``, or None when any value is not
    one whose text is worked out here (PyYAML then writes it)."""
    lines = ["---"]
    block = False  # PyYAML writes a mapping of only scalars in flow style: {a: 1}
    for key, value in meta.items():
        if not _PLAIN_KEY.fullmatch(key) or key in _YAML_WORDS:
            return None
        if type(value) is list and value and all(type(item) is dict for item in value):
            lines.append(f"{key}:")  # a block list of flow mappings (mergedFrom)
            for item in value:
                text = _flow_mapping(item)
                if text is None or len(text) + 2 > _LINE:
                    return None
                lines.append(f"- {text}")
            block = True
            continue
        if type(value) is list:
            items = [_plain_scalar(item, flow=True) if type(item) is str else None for item in value]
            if None in items:
                return None
            text = "[" + ", ".join(items) + "]"
            block = True
        else:
            text = _plain_scalar(value)
            if text is None:
                return None
        if len(key) + len(text) + 2 > _LINE:
            return None
        lines.append(f"{key}: {text}")
    if not block:
        return None
    lines.append("---")
    lines.append("")
    lines.append(content)
    return "\n".join(lines).strip() + "\n"


def _timestamp(value: object, where: str) -> str | None:
    from hippocampus.context import iso, parse_instant

    if value is None:
        return None
    if isinstance(value, datetime):
        try:
            return iso(value if value.tzinfo else value.replace(tzinfo=UTC))
        except (OverflowError, ValueError):
            raise InvalidInput(f"{where}: {value} is out of range in UTC") from None
    if isinstance(value, date):
        return value.isoformat() + "T00:00:00Z"
    # The index promises ISO timestamps (seed schema): "last week" would break its readers.
    return iso(parse_instant(str(value), where))


_BOUNDARY = re.compile(r"^-{3,}\s*$", re.MULTILINE)  # python-frontmatter's delimiter
_MARKER = re.compile(r"^(<{7}|>{7}) |^={7}$", re.MULTILINE)
MAX_FRONTMATTER = 64 << 10


def split(text: str, where: str = "file") -> tuple[str | None, str]:
    """(frontmatter text or None, body), as python-frontmatter splits a file; a UTF-8 BOM
    (which some editors write) is not part of the text.

    A first line of dashes with no closing one is a frontmatter whose end was lost (a
    deleted line, a half-done edit): InvalidInput, as invalid YAML is. python-frontmatter
    would read the whole file as text, so the keys would become the memory's words."""
    text = text.removeprefix("\ufeff")
    if _BOUNDARY.match(text):
        parts = _BOUNDARY.split(text, 2)
        if len(parts) < 3:
            raise InvalidInput(f"{where}: frontmatter is not closed (no second --- line after the first)")
        return parts[1], parts[2]
    return None, text


def _fast_meta(meta_text: str) -> dict | None:
    """The frontmatter ``_render_plain`` writes, read without PyYAML; None when any line is
    not of a form it writes (PyYAML then reads it). Each value is read and then rendered
    again, and taken only when that gives back its very text: ``_render_plain`` writes
    only values PyYAML reads back as they were, so a value that renders to its own text is
    what PyYAML would read there. Keys, scalars (plain, single-quoted, null, numbers), flow
    lists of strings and block lists of flow mappings (``mergedFrom``)."""
    meta: dict = {}
    lines = meta_text.strip("\n").split("\n")
    count = len(lines)
    i = 0
    while i < count:
        line = lines[i]
        i += 1
        if line.endswith(":"):  # a block list of flow mappings, one "- {...}" line each
            key = line[:-1]
            items = []
            while i < count and lines[i].startswith("- {"):
                item = _fast_mapping(lines[i][2:])
                if item is None:
                    return None
                items.append(item)
                i += 1
            if not items or not _fast_key(key, meta):
                return None
            meta[key] = items
            continue
        key, sep, value = line.partition(": ")
        if not sep or not _fast_key(key, meta):
            return None
        if value.startswith("["):
            items = _fast_list(value)
            if items is None:
                return None
            meta[key] = items
            continue
        if _word(value):
            meta[key] = value
            continue
        parsed = _fast_scalar(value)
        if parsed is _NOT_SIMPLE or _plain_scalar(parsed) != value:
            return None
        meta[key] = parsed
    return meta


_NOT_SIMPLE = object()
_PLAIN_INT = re.compile(r"-?[0-9]{1,15}")
_WORD = re.compile(r"[a-z_][a-z0-9_-]*")


def _word(text: str) -> bool:
    """Most values (an id, a domain, a keyword): a string PyYAML reads plain in any context."""
    return _WORD.fullmatch(text) is not None and text not in _YAML_WORDS


def _fast_key(key: str, meta: dict) -> bool:
    return bool(_PLAIN_KEY.fullmatch(key)) and key not in _YAML_WORDS and key not in meta


def _fast_scalar(text: str):
    """A scalar's value as ``_plain_scalar`` would have written it (the caller checks that
    it does): a single-quoted string, null, a number or a plain string."""
    if text.startswith("'"):
        return text[1:-1].replace("''", "'") if len(text) >= 2 and text.endswith("'") else _NOT_SIMPLE
    if text == "null":
        return None
    if _PLAIN_FLOAT.fullmatch(text):
        return float(text)
    if _PLAIN_INT.fullmatch(text):
        return int(text)
    return text


def _flow_items(text: str, close: str) -> list[str] | None:
    """The item texts of ``[...]`` or ``{...}`` (``text`` without its opening bracket,
    ``close`` the closing one; a mapping's items are "key: value"), split at the ", "
    between items: a plain value never holds a comma or a bracket in flow context, a
    quoted one ends at its lone closing quote."""
    items = []
    pos, end = 0, len(text) - 1
    if text[end:] != close:
        return None
    if end == 0:
        return items
    while True:
        start = pos
        if close == "}":  # a plain key, then its value
            colon = text.find(": ", pos)
            if colon == -1:
                return None
            pos = colon + 2
        if text.startswith("'", pos):
            stop = pos + 1
            while True:
                stop = text.find("'", stop)
                if stop == -1:
                    return None
                if text.startswith("''", stop):
                    stop += 2
                    continue
                stop += 1
                break
        else:
            stop = pos
            while stop < end and text[stop] not in ",]}":
                stop += 1
        items.append(text[start:stop])
        if stop == end:
            return items
        if not text.startswith(", ", stop):
            return None
        pos = stop + 2


def _fast_list(value: str) -> list[str] | None:
    """A flow list of strings, as ``_render_plain`` writes keywords and evidence."""
    texts = _flow_items(value[1:], "]")
    if texts is None:
        return None
    items = []
    for text in texts:
        if _word(text):
            items.append(text)
            continue
        item = _fast_scalar(text)
        if type(item) is not str or _quoted_string(item, flow=True) != text:
            return None
        items.append(item)
    return items


def _fast_mapping(text: str) -> dict | None:
    """A flow mapping of scalars, as ``_flow_mapping`` writes one (an entry of mergedFrom)."""
    texts = _flow_items(text[1:], "}")
    if not texts:
        return None
    item: dict = {}
    for entry in texts:
        key, sep, value = entry.partition(": ")
        if not sep or key in item:
            return None
        parsed = _fast_scalar(value)
        if parsed is _NOT_SIMPLE:
            return None
        item[key] = parsed
    return item if _flow_mapping(item) == text else None


def _yaml_meta(meta_text: str, where: str):
    """PyYAML's reading of a frontmatter, refusing anchors and aliases (a few hundred bytes
    of nested aliases expand to gigabytes: the "billion laughs")."""
    import yaml

    class NoAliases(yaml.SafeLoader):
        def compose_node(self, parent, index):
            if self.check_event(yaml.AliasEvent):
                raise yaml.YAMLError("aliases (*name) are not allowed in a memory file")
            event = self.peek_event()
            if getattr(event, "anchor", None):
                raise yaml.YAMLError("anchors (&name) are not allowed in a memory file")
            return super().compose_node(parent, index)

    try:
        return yaml.load(meta_text, Loader=NoAliases)
    except Exception as exc:  # YAML's errors are many classes; all mean the same here
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise InvalidInput(f"{where}: frontmatter is not valid YAML ({first})") from None


def read_meta(meta_text: str) -> dict | None:
    """A frontmatter's keys and values as written (no checks), or None if not readable."""
    meta = _fast_meta(meta_text)
    if meta is None:
        try:
            meta = _yaml_meta(meta_text, "frontmatter")
        except InvalidInput:
            return None
    return meta if isinstance(meta, dict) else None


def render_meta(meta: dict, content: str) -> str:
    """A file of these frontmatter keys (in their order) and this text: what render writes."""
    fast = _render_plain(meta, content)
    return fast if fast is not None else _render_yaml(meta, content)


def parse(text: str, where: str) -> dict:
    """Fields a file sets, validated; ``where`` (the file's path) names the file in errors.

    Keys absent from the frontmatter are absent from the result, so a person may write a
    file with no frontmatter at all and get a memory of the defaults. A file with git's
    conflict markers, NUL bytes, YAML aliases, or text over the caps is refused whole
    (InvalidInput naming the file): it is never half read.
    """
    if "\x00" in text:
        raise InvalidInput(f"{where}: file contains NUL bytes (binary data, not a memory)")
    if _MARKER.search(text):
        raise InvalidInput(
            f"{where}: has git conflict markers (<<<<<<< ... >>>>>>>); resolve them by hand or run sync.py"
        )
    meta_text, body = split(text, where)
    meta: object = {}
    if meta_text is not None:
        if len(meta_text) > MAX_FRONTMATTER:
            raise InvalidInput(f"{where}: frontmatter is {len(meta_text)} characters; the limit is {MAX_FRONTMATTER}")
        meta = _fast_meta(meta_text)
        if meta is None:
            meta = _yaml_meta(meta_text, where)
        if meta is None:
            meta = {}
    if not isinstance(meta, dict):
        raise InvalidInput(f"{where}: frontmatter must be a mapping of keys to values")
    content = body.strip()
    if len(content) > MAX_CONTENT:
        raise InvalidInput(f"{where}: its text is {len(content)} characters; the limit is {MAX_CONTENT} (split it)")
    fields: dict = {"content": content}
    if meta.get("id") is not None:
        if not valid_id(meta["id"]):
            raise InvalidInput(f"{where}: id {str(meta['id'])[:40]!r} is not a memory id (like mem_kqzx_001)")
        fields["id"] = meta["id"]
    if meta.get("domain") is not None:
        fields["domain"] = check_domain(meta["domain"], f"{where}: domain")
    if meta.get("category") is not None:
        fields["category"] = check_category(str(meta["category"]), f"{where}: category")
    if meta.get("importance") is not None:
        fields["importance"] = check_importance(meta["importance"], f"{where}: importance")
    if "keywords" in meta:
        fields["keywords"] = check_keywords(meta["keywords"], f"{where}: keywords")
    if meta.get("source") is not None:
        source = str(meta["source"])
        if len(source) > MAX_SOURCE:
            raise InvalidInput(f"{where}: source is {len(source)} characters; the limit is {MAX_SOURCE}")
        fields["source"] = source
    for key in ("created", "updated"):
        if meta.get(key) is not None:
            fields[key] = _timestamp(meta[key], f"{where}: {key}")
    fields.update(_optional(meta, where))
    return fields


def _optional(meta: dict, where: str) -> dict:
    """The optional keys a file sets (records.OPTIONAL), each checked."""
    out: dict = {}
    if meta.get("layer") is not None:
        if meta["layer"] not in LAYERS:
            raise InvalidInput(f"{where}: layer {str(meta['layer'])[:40]!r} is not one of {', '.join(LAYERS)}")
        out["layer"] = meta["layer"]
    if meta.get("confidence") is not None:
        if meta["confidence"] not in CONFIDENCE:
            raise InvalidInput(
                f"{where}: confidence {str(meta['confidence'])[:40]!r} is not one of {', '.join(CONFIDENCE)}"
            )
        out["confidence"] = meta["confidence"]
    if meta.get("pinned") is not None:
        if not isinstance(meta["pinned"], bool):
            raise InvalidInput(f"{where}: pinned must be true or false")
        if meta["pinned"]:
            out["pinned"] = True
    for key in ("supersededBy", "duplicateOf"):
        if meta.get(key) is not None:
            if not valid_id(meta[key]):
                raise InvalidInput(f"{where}: {key} {str(meta[key])[:40]!r} is not a memory id")
            out[key] = meta[key]
    if meta.get("validUntil") is not None:
        out["validUntil"] = _timestamp(meta["validUntil"], f"{where}: validUntil")
    if meta.get("evidence") is not None:
        ids = meta["evidence"]
        if not isinstance(ids, list) or not all(valid_id(i) for i in ids) or len(ids) > 200:
            raise InvalidInput(f"{where}: evidence must be a list of memory ids")
        out["evidence"] = list(ids)
    if meta.get("mergedFrom") is not None:
        items = meta["mergedFrom"]
        if not isinstance(items, list) or len(items) > 1000:
            raise InvalidInput(f"{where}: mergedFrom must be a list of merged items")
        merged = []
        for item in items:
            if (
                not isinstance(item, dict)
                or not isinstance(item.get("content"), str)
                or len(item["content"]) > MAX_CONTENT
            ):
                raise InvalidInput(f"{where}: every mergedFrom item needs its content (text)")
            entry = {"content": item["content"]}
            for key in ("source", "created"):
                if item.get(key) is not None:
                    entry[key] = str(item[key])[:MAX_SOURCE]
            if item.get("importance") is not None:
                entry["importance"] = check_importance(item["importance"], f"{where}: mergedFrom importance")
            merged.append(entry)
        out["mergedFrom"] = merged
    return out
