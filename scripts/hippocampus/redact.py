"""Find secrets in text and replace them before the text becomes a memory.

Each secret is replaced by ``[REDACTED:<kind>]``; the words around it stay, so a memory
still says *that* there was a password or *which* database a URL pointed at.

Pure functions over ``str`` with precompiled ``re`` patterns. Every pattern is written to
run in linear time on hostile input (100k repeated characters, no closing delimiter):

- Token patterns begin with a literal prefix (``ghp_``, ``sk-``) so ``re`` can skip ahead
  quickly, and the "not glued to a longer word" check is a fixed-width lookbehind placed
  *after* that prefix. That lookbehind also means a run of token characters is only
  tried from its start, so a long run is scanned once, not once per position.
- Each repetition's character class excludes the delimiter that follows it, so a failed
  match never retries the same characters with a different split.
- Bounded ``{m,n}`` repeats where a lazy or backtracking step is unavoidable.

Favour recall over precision for assignment-shaped text (``password: x`` always counts)
and precision over recall for prose: "my password is X" counts only when X looks like a
password, so "the password is required" is left alone.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

MARKER = "[REDACTED]"

# Anything already redacted (by us, or by hand as plain "[REDACTED]") is never a secret
# again; this is what makes ``redact`` idempotent.
_MARKER_RE = re.compile(r"\[REDACTED(?::[a-z0-9-]{1,40})?\]")

# Characters that make up most API tokens; used both for bodies and for the "not glued
# to a longer word" lookbehind.
_TOK = r"A-Za-z0-9_\-"


@dataclass(frozen=True)
class Redaction:
    """The redacted text, how many secrets were replaced, and their kinds in text order."""

    text: str
    count: int
    kinds: tuple[str, ...]


@dataclass(frozen=True)
class _Rule:
    kind: str
    # Matched against the text itself, or, when ``folded`` is set, against its lower-case
    # copy: a lower-case literal prefix lets ``re`` skip ahead fast, where IGNORECASE
    # would try every position.
    pattern: re.Pattern[str]
    # The IGNORECASE twin, used instead should lower() ever change the text's length
    # (so that offsets into the lower-case copy would not line up with the text's).
    folded: re.Pattern[str] | None
    # Extra judgement the regex cannot express cheaply: gets the match and the value.
    accept: Callable[[re.Match[str], str], bool] | None
    # For a pattern with no literal prefix to search for: substrings (of the lower-case
    # copy when folded) without one of which the pattern is not run at all.
    triggers: tuple[str, ...]


def _rule(
    kind: str,
    source: str,
    *,
    fold: bool = False,
    accept: Callable[[re.Match[str], str], bool] | None = None,
    triggers: tuple[str, ...] = (),
) -> _Rule:
    folded = re.compile(source, re.IGNORECASE) if fold else None
    return _Rule(kind, re.compile(source), folded, accept, triggers)


def _prefixed(*prefixes: str, body: str) -> str:
    """A token starting with one of ``prefixes``, not the tail of a longer token."""
    return "|".join(rf"{p}(?<![{_TOK}]{p})(?:{body})" for p in prefixes)


# Groups that hold the secret; the first that took part is what gets replaced, and a
# pattern with none of them loses its whole match.
_VALUE_GROUPS = ("v", "v1", "v2", "v3", "bare")

# The value after "password:" and friends: a quoted string (the quotes are kept) or a
# bare run of non-space characters minus trailing sentence punctuation.
_VALUE = (
    r"""(?:"(?P<v1>[^"\n]{1,200})"|'(?P<v2>[^'\n]{1,200})'|`(?P<v3>[^`\n]{1,200})`"""
    r"""|(?P<bare>(?:(?!\[REDACTED)\S)*(?!\[REDACTED)[^\s.,;:)\]}>"'`]))"""
)
# Lower case throughout: these patterns run on the lower-cased text.
_PASSWORD_WORDS = r"(?:pass(?:word|wd|phrase|wort)|contrase[ñn]a|senha|mot de passe|парол[ьяеи]|密码|pwd(?<![a-z]pwd))"
# "password for the prod db: x", "пароль от почты: x"
_FOR_CLAUSE = r"(?:[^\S\r\n]+(?:for|to|of|on|от|для|к)(?:[^\S\r\n]+[^\s:=]++){1,4}?)?"
# "password: x", "password = x", "пароль — x"; or prose, "my password is x" (group ``is``).
_PASSWORD_SEP = r"(?:[\"']?[^\S\r\n]*(?::=|=>|[:=]|[—–]|[^\S\r\n]-)|(?P<is>[^\S\r\n]+(?:is|was|это)(?:[^\S\r\n]*:)?))[^\S\r\n]*"

_PASSWORD_SYMBOLS = frozenset("0123456789!@#$%^&*_+=~?/\\|<>")
# Placeholders and references are not secrets: "password: ${DB_PASSWORD}", "<your password>".
_PLACEHOLDER = re.compile(r"\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|<[^<>]*>|\{\{[^{}]*\}\}|\*+|x{3,}", re.IGNORECASE)


def _not_placeholder(match: re.Match[str], value: str) -> bool:
    return _PLACEHOLDER.fullmatch(value) is None


def _password_value(match: re.Match[str], value: str) -> bool:
    """After "password:" anything but a placeholder; in prose ("my password is X") X must
    be quoted or look like a password (4+ characters with a digit or symbol), so "the
    password is required" stays."""
    if not _not_placeholder(match, value):
        return False
    if match.group("is") is None or match.group("bare") is None:
        return True
    return len(value) >= 4 and not _PASSWORD_SYMBOLS.isdisjoint(value)


def _has_letter_and_digit(match: re.Match[str], value: str) -> bool:
    """Keeps counts and timestamps ("max_tokens=4096", "token_expiry=1700000000000000") out."""
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _not_all_letters(match: re.Match[str], value: str) -> bool:
    return not value.isalpha()


# Most specific first: when two rules find the same secret, the earlier names it.
_RULES: tuple[_Rule, ...] = (
    _rule(
        "private-key",
        r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----"
        # Through the END line when there is one; the body holds no "-----".
        r"(?:[^-]*+(?:-{1,4}+[^-]++)*+-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----"
        # A truncated key: the base64 lines (and PEM headers) that follow.
        r"|(?:(?:\s|\\n)++(?:[A-Za-z0-9+/=]{16,}|(?:Proc-Type|DEK-Info|Comment):[^\n]*))*)",
    ),
    _rule("anthropic-key", _prefixed("sk-ant-", body=rf"[{_TOK}]{{20,}}")),
    _rule("openai-key", _prefixed("sk-", body=rf"(?!ant-)[{_TOK}]{{20,}}")),
    _rule("aws-access-key-id", _prefixed("AKIA", "ASIA", "ABIA", "ACCA", body=r"[A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule(
        "aws-secret-key",
        r"secret_?access_?key[\"']?[^\S\r\n]*(?::=|=>|[:=])[^\S\r\n]*[\"']?(?P<v>[a-z0-9/+=]{20,})(?![a-z0-9/+=])",
        fold=True,
    ),
    _rule(
        "github-token",
        _prefixed("ghp_", "gho_", "ghu_", "ghs_", "ghr_", body=r"[A-Za-z0-9]{36,}")
        + "|"
        + _prefixed("github_pat_", body=r"[A-Za-z0-9_]{22,}"),
    ),
    _rule("gitlab-token", _prefixed("glpat-", "glptt-", "glrt-", "gldt-", body=rf"[{_TOK}]{{20,}}")),
    _rule("slack-token", _prefixed("xoxa-", "xoxb-", "xoxp-", "xoxo-", "xoxr-", "xoxs-", "xoxe-", "xapp-", body=rf"[{_TOK}]{{10,}}")),
    _rule("slack-webhook", r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<v>[A-Za-z0-9_/\-]{8,})"),
    _rule(
        "stripe-key",
        _prefixed("sk_live_", "sk_test_", "rk_live_", "rk_test_", body=r"[A-Za-z0-9]{10,}")
        + "|"
        + _prefixed("whsec_", body=r"[A-Za-z0-9]{20,}"),
        triggers=("k_live_", "k_test_", "whsec_"),
    ),
    _rule("google-api-key", _prefixed("AIza", body=rf"[{_TOK}]{{30,}}")),
    _rule("huggingface-token", _prefixed("hf_", body=r"[A-Za-z0-9]{30,}")),
    _rule("jwt", _prefixed("eyJ", body=rf"[{_TOK}]{{8,}}\.eyJ[{_TOK}]{{8,}}\.[{_TOK}]*")),
    _rule(
        "bearer-token",
        r"authorization[\"']?[^\S\r\n]*[:=][^\S\r\n]*[\"']?(?:(?:bearer|basic|token|bot|digest)[^\S\r\n]+)?"
        r"(?P<v>[a-z0-9._~+/\-]{8,}=*)",
        fold=True,
    ),
    _rule("bearer-token", r"bearer[^\S\r\n]+(?P<v>[a-z0-9._~+/\-]{20,}=*)", fold=True, accept=_not_all_letters),
    # scheme://user:password@host: only the password goes; the scheme, user and host stay
    # so the memory still says which database. The password may itself hold "@", so it
    # runs to the last "@" of the authority.
    _rule("connection-string", r"://[^\s:@/?#]*:(?P<v>[^\s/?#]+)@"),
    _rule("password", _PASSWORD_WORDS + _FOR_CLAUSE + _PASSWORD_SEP + _VALUE, fold=True, accept=_password_value),
    _rule("password", r"--password(?:=|[^\S\r\n]+)" + _VALUE, fold=True, accept=_not_placeholder),
    _rule(
        "generic-secret",
        r"(?:api[_-]?key|secret|token|credential|auth[_-]?key|access[_-]?key)(?:[_\-][a-z0-9_\-]{0,30}+)?"
        r"[\"']?[^\S\r\n]*(?::=|=>|[:=])[^\S\r\n]*[\"']?(?P<v>[a-z0-9_\-./+~]{16,}+=*)",
        fold=True,
        accept=_has_letter_and_digit,
    ),
)

KINDS: tuple[str, ...] = tuple(dict.fromkeys(rule.kind for rule in _RULES))


def _secret_span(match: re.Match[str]) -> tuple[int, int]:
    for name in _VALUE_GROUPS:
        if name in match.re.groupindex and match.start(name) != -1:
            return match.span(name)
    return match.span()


def _candidates(text: str) -> Iterator[tuple[int, int, int, str]]:
    """Every accepted secret as (start, end, rule priority, kind), rule by rule."""
    # str.lower() keeps every character's length but that of "İ" (U+0130, which becomes
    # "i" plus a combining dot), so offsets in this copy line up with the text's.
    lowered = text.replace("\u0130", "i").lower()
    aligned = len(lowered) == len(text)  # always, barring a future Unicode change
    markers = [m.span() for m in _MARKER_RE.finditer(text)]
    marker_starts = [start for start, _ in markers]
    for priority, rule in enumerate(_RULES):
        if rule.triggers and not any(t in (lowered if rule.folded else text) for t in rule.triggers):
            continue
        if rule.folded is None:
            pattern, haystack = rule.pattern, text
        elif aligned:
            pattern, haystack = rule.pattern, lowered
        else:
            pattern, haystack = rule.folded, text
        pos = 0
        while (match := pattern.search(haystack, pos)) is not None:
            start, end = _secret_span(match)
            i = bisect.bisect_left(marker_starts, end)
            # Overlapping a marker means this is our own output, seen again.
            if end <= start or (i and markers[i - 1][1] > start) or (
                rule.accept is not None and not rule.accept(match, text[start:end])
            ):
                # A refused match must not hide a real one that starts inside it
                # ("password is password: hunter2"), so look again one step on.
                pos = match.start() + 1
                continue
            yield start, end, priority, rule.kind
            pos = max(match.end(), match.start() + 1)


def contains_secret(text: str) -> bool:
    """True if ``redact`` would replace anything in ``text``."""
    return next(_candidates(text), None) is not None


def redact(text: str) -> Redaction:
    """Replace each secret in ``text`` with ``[REDACTED:<kind>]``.

    Overlapping finds merge into one redaction (so no fragment of a secret survives),
    named for the one that starts first, the more specific rule winning a tie.
    ``kinds`` has one entry per redaction, so ``len(kinds) == count``.
    """
    found = sorted(_candidates(text))
    if not found:
        return Redaction(text, 0, ())
    merged: list[list] = []
    for start, end, _, kind in found:
        if merged and start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end, kind])
    parts: list[str] = []
    cursor = 0
    for start, end, kind in merged:
        parts.append(text[cursor:start])
        parts.append(f"[REDACTED:{kind}]")
        cursor = end
    parts.append(text[cursor:])
    return Redaction("".join(parts), len(merged), tuple(kind for _, _, kind in merged))
