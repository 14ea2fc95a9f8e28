"""Find secrets in text and replace them before the text becomes a memory.

Each secret is replaced by ``[REDACTED:<kind>]``; the words around it stay, so a memory
still says *that* there was a password or *which* database a URL pointed at.

Pure functions over ``str`` with precompiled ``re`` patterns. Every pattern is written to
run in linear time on hostile input (100k repeated characters, no closing delimiter):

- Token patterns begin with a literal prefix (``ghp_``, ``sk-``) so ``re`` can skip ahead
  quickly, and the "not glued to a longer word" check is a fixed-width lookbehind placed
  *after* that prefix. That lookbehind also means a run of token characters is only
  tried from its start, so a long run is scanned once, not once per position.
- Each repetition's character class excludes the delimiter that follows it, and
  possessive ``*+`` / ``++`` forbid giving characters back, so a failed match never
  retries the same characters with a different split.
- Bounded ``{m,n}`` repeats where a lazy or backtracking step is unavoidable, and only
  short values are ever refused after matching (a refusal searches again one step on).

Kinds: private keys; OpenAI, Anthropic, AWS, GitHub, GitLab, Slack, Stripe, Google, npm,
PyPI, SendGrid, DigitalOcean, Discord, Hugging Face and Azure storage keys and tokens;
JWTs; Authorization headers; credentials in connection strings; passwords (``password:``,
``--password=``, ``mysql -pX``); and a generic ``api_key=`` / ``token:`` / ``secret=``
whose value is taken whole, up to a space or a quote, whatever it holds.

Favour recall over precision for assignment-shaped text (``password: x`` counts unless x
is a placeholder, code or a documentation word) and precision over recall for prose: "my
password is X" counts only when X looks like a password, so "the password is required"
is left alone. The password keyword is read in several languages (密码, パスワード,
Passwort, contraseña, пароль ...), with each one's way of saying "is" ("ist", "es", "是",
"は"; none in Russian), and a full-width colon or equals sign counts as the ASCII one.
The tests hold the examples each rule was tuned on.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property
from re import _parser as _sre_parse  # pattern widths (Python 3.11+; requires-python says so)

from hippocampus.literals import alternation

# The unlabelled marker; ``redact`` writes it with the kind, "[REDACTED:openai-key]".
MARKER = "[REDACTED]"

# Anything already redacted (by us, or by hand as plain "[REDACTED]") is never searched
# again, which is half of what makes ``redact`` idempotent (the loop in it is the other).
_MARKER_RE = re.compile(r"\[REDACTED(?::[a-z0-9-]{1,40})?\]")

# Characters that make up most API tokens; used both for bodies and for the "not glued
# to a longer word" lookbehind.
_TOK = r"A-Za-z0-9_\-"


@dataclass(frozen=True)
class Redaction:
    """The redacted text, how many secrets were replaced, and their kinds.

    ``kinds`` has one entry per replacement, in text order (bar the rare find of a second
    pass, see ``redact``, which comes last), so ``len(kinds) == count``.
    """

    text: str
    count: int
    kinds: tuple[str, ...]


_Accept = Callable[[str, re.Match[str], int, int], bool]


@dataclass(frozen=True)
class _Rule:
    kind: str
    source: str
    # Matched against the text itself, or, when ``fold`` is set, against its lower-case
    # copy: a lower-case literal prefix lets ``re`` skip ahead fast, where IGNORECASE
    # would try every position.
    fold: bool
    # Extra judgement the regex cannot express cheaply: gets the original text, the match
    # and the secret's span in the text.
    accept: _Accept | None
    # For a pattern with no literal prefix to search for: substrings (of the lower-case
    # copy when folded) without one of which the pattern is not run at all.
    triggers: tuple[str, ...]

    # Compiled on first use, not at import: compiling every rule cost ~8 ms of each
    # capture, and a rule whose triggers are absent never runs.
    @cached_property
    def pattern(self) -> re.Pattern[str]:
        return re.compile(self.source)

    @cached_property
    def min_width(self) -> int:
        """The fewest characters a match can span: shorter gaps between markers are skipped
        without a search (a text redacted thousands of times has thousands of gaps)."""
        return _sre_parse.parse(self.source).getwidth()[0]

    @cached_property
    def folded(self) -> re.Pattern[str]:
        """The IGNORECASE twin, used instead should lower() ever change the text's length
        (so that offsets into the lower-case copy would not line up with the text's)."""
        return re.compile(self.source, re.IGNORECASE)


def _rule(
    kind: str,
    source: str,
    *,
    fold: bool = False,
    accept: _Accept | None = None,
    triggers: tuple[str, ...] = (),
) -> _Rule:
    return _Rule(kind, source, fold, accept, triggers)


def _prefixed(*prefixes: str, body: str) -> str:
    """A token starting with one of ``prefixes``, not the tail of a longer token."""
    return "|".join(rf"{p}(?<![{_TOK}]{p})(?:{body})" for p in prefixes)


# Horizontal white space, Unicode spaces included: a value never starts on the next line.
_SP = r"[^\S\r\n]"
# A colon or an equals sign, full-width ones too: a Chinese or Japanese keyboard types
# "密码：x" (U+FF1A), and the small forms (U+FE55, U+FE66) turn up in pasted text.
_COLON = "[:：﹕]"
_EQUALS = "[=＝﹦]"
# "key = value", "key: value", '"key": "value"', "key := value", "key => value".
_ASSIGN = rf"[\"']?{_SP}*(?::=|=>|{_COLON}|{_EQUALS}){_SP}*[\"']?"

_CREDENTIAL = r"[^\s\"'`,;\[]"
_AUTH_SCHEME = r"(?:bearer|basic|token|bot|digest|negotiate|ntlm|apikey|key)"

# Groups that hold the secret; the first that took part is what gets replaced, and a
# pattern with none of them loses its whole match.
_VALUE_GROUPS = ("v", "v1", "v2", "v3", "bare")

# Chinese, Japanese and Korean script and punctuation: kana and CJK marks (U+3000-30FF),
# ideographs, Hangul syllables, full-width forms. These languages put no spaces between
# words, so a value said in prose stops at the first such character ("密码是abc123，记住了").
_CJK = "\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef"
# Sentence punctuation that ends a value, ASCII and full-width.
_VALUE_END = """.,;:)\\]}>"'`、。」』】》〉！），．：；？"""

# The value after "password:" and friends: a quoted string (the quotes are kept) or a
# bare run of non-space characters minus trailing sentence punctuation; after a ``loose``
# separator ("password is"), no CJK characters either.
_VALUE = (
    r"""(?:"(?P<v1>[^"\n]{1,200})"|'(?P<v2>[^'\n]{1,200})'|`(?P<v3>[^`\n]{1,200})`"""
    rf"""|(?P<bare>(?(loose)[^\s{_CJK}]*[^\s{_VALUE_END}{_CJK}]|\S*[^\s{_VALUE_END}])))"""
)
# Lower case throughout: these patterns run on the lower-cased text. "pw", "pwd" only
# where they start a word ("DB_PW" does, "hpwd" does not); none right after a digit, as in
# the password manager's name ("1Password for the backend team: Pro plan" names no secret).
_PASSWORD_WORDS = (
    r"(?<![0-9])(?:pass(?:word|wd|phrase|wort)|contrase[ñn]a|senha|mot de passe|парол[ьяеи]"
    r"|密码|密碼|パスワード|비밀번호|패스워드|pw(?<![a-z]pw)d?)"
)
# "password for the prod db: x", "пароль от почты: x"
_FOR_CLAUSE = rf"(?:{_SP}+(?:for|to|of|on|от|для|к)(?:{_SP}+[^\s:=：＝﹕﹦]++){{1,4}}?)?"
# Prose, "my password is x", in the keywords' languages: the word for "is" ("Passwort ist
# x", "contraseña es x", "mot de passe est x", "senha é x"); the particle Chinese,
# Japanese and Korean write straight after the keyword ("密码是x", "パスワードは x",
# "비밀번호는 x"); and in Russian, which says no "is", the keyword and a space ("мой
# пароль x"), right after the keyword only, so "пароль от почты: x" still reads its clause.
_COPULA = r"(?:is|was|ist|war|lautet|es|era|est|était|é|è|это)(?!\w)"
_PARTICLE = r"(?:是|为|為|は|는|은)"
_LOOSE = rf"(?P<loose>(?:{_SP}+{_COPULA}|{_SP}*{_PARTICLE}|(?<=парол[ьяеи])(?={_SP}))(?:{_SP}*{_COLON})?)"
# "password: x", "password = x", "пароль — x", "密码：x"; or prose (group ``loose``),
# which needs a value that looks like a password.
_PASSWORD_SEP = rf"(?:[\"']?{_SP}*(?::=|=>|{_COLON}|{_EQUALS}(?!{_EQUALS})|[—–])|{_LOOSE}){_SP}*"

# Placeholders, references and paths are not secrets: "password: ${DB_PASSWORD}", "<your
# password>", "{{ vault_pw }}", "****", "password=%s", "PWD=/home/me" (the shell's working
# directory). An environment variable counts only in capitals ("$DB_PASS"), since
# "$ecret1" may well be a password. Matched against the whole value.
_PLACEHOLDER = re.compile(
    r"\$[A-Z_][A-Z0-9_]*|\$?\{[^{}\s]{0,100}\}?|<[^<>]{0,100}>?|\{\{[^{}]{0,100}(?:\}\}?)?|\*+|[xX]{3,}"
    r"|\.{3}|…|%[sdr]|%\(\w+\)[sdr]|(?:~|\.{1,2})?/[\w./-]*"
)
# Code, not a secret: "password = self.password", "pwd=pwd", "password = getpass()",
# "password: (bool, optional)", "password = user_input", "password: None".
_CODE = re.compile(
    r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*[(\[].*|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+|[(\[{].*"
    r"|[a-z]+(?:_[a-z]+)+|[A-Za-z_]*(?:pass|pw|secret|token)[A-Za-z_]*"
    r"|None|True|False|true|false|null|nil|undefined|bool|str|string|bytes|int",
    re.IGNORECASE,
)
# Words that follow "password:" in documentation ("password: The user's password"),
# never plausibly the password itself.
_PROSE_WORDS = frozenset(
    "the a an to for of is are be must should will can may required optional none empty same see "
    "your my our their this that it not no yes and or if when used use set enter type text as in "
    "on with from by given here below above new user".split()
)
# Characters that make a loose "my password is X" look like a real password, not a word.
_PASSWORD_SYMBOLS = frozenset("0123456789!@#$%^&*_+=~?/\\|<>")


def _plain_value(text: str, match: re.Match[str], start: int, end: int) -> bool:
    """Not a placeholder, and, when unquoted, neither code nor a documentation word.

    Only short values are ever refused: a refusal searches again one character on, so
    refusing long ones could rescan a long value once per keyword inside it.
    """
    if end - start > 120:
        return True
    value = text[start:end]
    if _PLACEHOLDER.fullmatch(value):
        return False
    if "bare" in match.re.groupindex and match.group("bare") is None:
        return True  # quoted: a string literal is taken at its word
    return not _CODE.fullmatch(value) and value.lower() not in _PROSE_WORDS


def _authorization_value(text: str, match: re.Match[str], start: int, end: int) -> bool:
    """After a scheme ("Bearer x") anything but a placeholder or a plain lowercase word (a
    scheme named in prose: "Authorization: basic auth", "... basic auth!"; base64 and tokens mix cases or
    digits); without one, not code either ("authorization = self.headers.get(...)")."""
    if match.group("v") is not None:
        value = text[start:end]
        word = value.rstrip(".,;:!?)")  # a sentence's end after it: "... basic auth!"
        if word.isalpha() and word.islower() and len(word) <= 24:
            return False
        return end - start > 120 or not _PLACEHOLDER.fullmatch(value)
    return _plain_value(text, match, start, end)


def _password_value(text: str, match: re.Match[str], start: int, end: int) -> bool:
    """After "password:" any plain value; a loose one ("my password is X", "--password X")
    must be quoted or look like a password (4+ characters with a digit or symbol), so "the
    password is required" and "the --password option" stay."""
    if not _plain_value(text, match, start, end):
        return False
    if match.group("loose") is None or match.group("bare") is None:
        return True
    return 4 <= end - start <= 120 and not _PASSWORD_SYMBOLS.isdisjoint(text[start:end])


def _has_letter_and_digit(text: str, match: re.Match[str], start: int, end: int) -> bool:
    """Keeps counts and timestamps ("max_tokens=4096", "token_expiry=1700000000000000") out."""
    value = text[start:end]
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _secret_value(text: str, match: re.Match[str], start: int, end: int) -> bool:
    """A generic secret's value: letters and digits, and not a link ("token: https://...").

    A value over 120 characters is always taken: it runs to the next space, so refusing
    it would rescan the same long run from every later keyword (quadratic on hostile text).
    """
    if end - start > 120:
        return True
    return _has_letter_and_digit(text, match, start, end) and "://" not in text[start:end]


def _aws_secret_shape(text: str, match: re.Match[str], start: int, end: int) -> bool:
    """40 random base64 characters hold upper and lower case letters and a digit, "/" or "+"
    (all but one in 10^8 AWS keys do); a git SHA-1 (hex, lower case) or a long word does not."""
    value = text[start:end]
    return (
        any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() or c in "/+" for c in value)
    )


def _token_like(text: str, match: re.Match[str], start: int, end: int) -> bool:
    """A bare "Bearer x" in prose: x is not a plain word or a link ("Bearer https://...")."""
    value = text[start:end]
    return not value.isalpha() and "://" not in value


# Most specific first: when two rules find the same secret, the earlier names it.
_RULES: tuple[_Rule, ...] = (
    _rule(
        "private-key",
        r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----"
        # Through the END line when there is one. The body holds no "-----" and only what
        # PEM allows (base64, "Proc-Type: 4,ENCRYPTED" headers, escaped "\n"), so a BEGIN
        # and an END quoted apart in source code are not taken for a key.
        r"(?:[A-Za-z0-9+/=\s\\:,.]*+(?:-{1,4}+[A-Za-z0-9+/=\s\\:,.]++)*+"
        r"-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----"
        # A truncated key: the base64 lines (and PEM headers) that follow, at least one.
        r"|(?:(?:\s|\\n)++(?:[A-Za-z0-9+/=]{16,}|(?:Proc-Type|DEK-Info|Comment):[^\n]*))+)",
    ),
    _rule("anthropic-key", _prefixed("sk-ant-", body=rf"[{_TOK}]{{20,}}")),
    _rule("openai-key", _prefixed("sk-", body=rf"(?!ant-)[{_TOK}]{{20,}}")),
    _rule("aws-access-key-id", _prefixed("AKIA", "ASIA", "ABIA", "ACCA", body=r"[A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule(
        "aws-secret-key",
        rf"secret_?access_?key{_ASSIGN}(?P<v>[a-z0-9/+=]{{20,}})(?![a-z0-9/+=])",
        fold=True,
    ),
    # The same key named only in words ("secret wJalrXUtnFEMI/...", "AWS secret access key
    # is ..."): exactly 40 characters of base64, the length AWS issues, of mixed case.
    _rule(
        "aws-secret-key",
        rf"secret(?:{_SP}+access)?(?:{_SP}+key)?(?:{_ASSIGN}|{_SP}+(?:(?:is|was){_SP}+)?)"
        r"(?P<v>[a-z0-9/+]{40})(?![a-z0-9/+=])",
        fold=True,
        accept=_aws_secret_shape,
    ),
    _rule(
        "github-token",
        _prefixed("ghp_", "gho_", "ghu_", "ghs_", "ghr_", body=r"[A-Za-z0-9]{36,}")
        + "|"
        + _prefixed("github_pat_", body=r"[A-Za-z0-9_]{22,}"),
    ),
    _rule("gitlab-token", _prefixed("glpat-", "glptt-", "glrt-", "gldt-", body=rf"[{_TOK}]{{20,}}")),
    _rule(
        "slack-token",
        _prefixed("xoxa-", "xoxb-", "xoxp-", "xoxo-", "xoxr-", "xoxs-", "xoxe-", "xapp-", body=rf"[{_TOK}]{{10,}}"),
    ),
    _rule("slack-webhook", r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<v>[A-Za-z0-9_/\-]{8,})"),
    _rule(
        "stripe-key",
        _prefixed("sk_live_", "sk_test_", "rk_live_", "rk_test_", body=r"[A-Za-z0-9]{10,}")
        + "|"
        + _prefixed("whsec_", body=r"[A-Za-z0-9]{20,}"),
        triggers=("k_live_", "k_test_", "whsec_"),
    ),
    _rule("google-api-key", _prefixed("AIza", body=rf"[{_TOK}]{{30,}}")),
    _rule("npm-token", _prefixed("npm_", body=r"[A-Za-z0-9]{30,}")),
    _rule("pypi-token", _prefixed("pypi-", body=rf"[{_TOK}]{{32,}}")),
    # SendGrid: "SG." then two base64url parts (22 and 43 characters when issued).
    _rule("sendgrid-key", _prefixed(r"SG\.", body=r"[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{16,64}")),
    # dop_ (personal), doo_ (OAuth), dor_ (refresh): one "do" prefix, so re can skip ahead to it.
    _rule("digitalocean-token", _prefixed("do[opr]_v1_", body=r"[A-Za-z0-9]{32,}")),
    # Discord bot token: the bot's id in base64 (it starts M, N or O), a timestamp, an HMAC.
    # The lookbehind after the first character means a long run is tried from its start only.
    _rule(
        "discord-token",
        r"[MNO](?<![A-Za-z0-9_\-][MNO])[A-Za-z0-9_\-]{23,27}\.[A-Za-z0-9_\-]{6,7}\.[A-Za-z0-9_\-]{27,40}(?![A-Za-z0-9_\-])",
        triggers=(".",),  # no literal prefix to skip ahead to: not run on text without a dot
    ),
    # An Azure storage (or Service Bus) connection string's key; the account name stays.
    _rule(
        "azure-storage-key",
        rf"(?:accountkey|sharedaccesskey){_SP}*{_EQUALS}{_SP}*(?P<v>[a-z0-9+/]{{20,}}+=*)",
        fold=True,
        triggers=("accountkey", "sharedaccesskey"),
    ),
    _rule("huggingface-token", _prefixed("hf_", body=r"[A-Za-z0-9]{30,}")),
    _rule("jwt", _prefixed("eyJ", body=rf"[{_TOK}]{{8,}}\.eyJ[{_TOK}]{{8,}}\.[{_TOK}]*")),
    # An Authorization header's credentials run to the next space or quote, whatever
    # they hold; a bare "Bearer x" in prose needs a long, token-like x.
    _rule(
        "bearer-token",
        rf"authorization{_ASSIGN}(?:{_AUTH_SCHEME}{_SP}+(?P<v>{_CREDENTIAL}+)"
        # No scheme: the credential itself, never the scheme ("Negotiate [REDACTED:...]").
        rf"|(?!{_AUTH_SCHEME}(?!{_CREDENTIAL}))(?P<v1>{_CREDENTIAL}{{8,}}))",
        fold=True,
        accept=_authorization_value,
    ),
    _rule("bearer-token", rf"bearer{_SP}+(?P<v>{_CREDENTIAL}{{20,}})", fold=True, accept=_token_like),
    # scheme://user:password@host: only the password goes; the scheme, user and host stay
    # so the memory still says which database. People paste passwords unencoded, so it
    # may hold "@", "?" or "#": it runs to the last "@" before a "/" or a space.
    _rule("connection-string", r"://[^\s:@/?#]*:(?P<v>[^\s/]+)@"),
    _rule("password", _PASSWORD_WORDS + _FOR_CLAUSE + _PASSWORD_SEP + _VALUE, fold=True, accept=_password_value),
    _rule("password", rf"--password(?:=|(?P<loose>{_SP}+))" + _VALUE, fold=True, accept=_password_value),
    # "mysql -u root -pS3cret": the password glued to -p (a space after -p prompts for it),
    # among the first arguments of a mysql or mariadb client (mysqldump, mariadb-dump too):
    # its name starts a word and is followed by a space ("mysql:8" is an image tag), and
    # no ";", "|", "&" or line break comes before the -p. Anchored on the client, so a
    # redaction never moves what the rule sees (redact stays idempotent).
    _rule(
        "password",
        r"(?<![\w./-])(?:mysql|mariadb)[a-z-]{0,12}(?:[^\S\n]++[^\s;|&`]++){0,16}?[^\S\n]++-p"
        r"(?:\"(?P<v1>[^\"\n]{1,200})\"|'(?P<v2>[^'\n]{1,200})'|(?P<v>[^\s\"'\-][^\s\"']*+))",
        triggers=("mysql", "mariadb"),
    ),
    _rule(
        "generic-secret",
        r"(?:api[_-]?key|secret|token|credential|auth[_-]?key|access[_-]?key)(?:[_\-][a-z0-9_\-]{0,30}+)?"
        # The value is taken whole, quoted or not, whatever it holds ('django-insecure-9x#k2@m!p4q',
        # API_KEY=abcd1234#efgh5678): it runs to a space, a quote or a bracket.
        rf"[\"']?{_SP}*(?::=|=>|{_COLON}|{_EQUALS}){_SP}*"
        rf"(?:\"(?P<v1>[^\"\s]{{16,200}})\"|'(?P<v2>[^'\s]{{16,200}})'|[\"']?(?P<v>[^\s\"'`,;<>()\[\]{{}}]{{16,}}+))",
        fold=True,
        accept=_secret_value,
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
    # Search only between markers, so a secret never takes in our own earlier output: a
    # quoted value cannot run on through "[REDACTED:...]" to a later quote.
    gaps, cursor = [], 0
    for marker in _MARKER_RE.finditer(text):
        gaps.append((cursor, marker.start()))
        cursor = marker.end()
    gaps.append((cursor, len(text)))
    for priority, rule in enumerate(_RULES):
        if rule.triggers and not any(t in (lowered if rule.fold else text) for t in rule.triggers):
            continue
        if not rule.fold:
            pattern, haystack = rule.pattern, text
        elif aligned:
            pattern, haystack = rule.pattern, lowered
        else:
            pattern, haystack = rule.folded, text
        width = rule.min_width
        for pos, gap_end in gaps:
            if gap_end - pos < width:
                continue
            while (match := pattern.search(haystack, pos, gap_end)) is not None:
                start, end = _secret_span(match)
                if end <= start or (rule.accept is not None and not rule.accept(text, match, start, end)):
                    # A refused match must not hide a real one that starts inside it
                    # ("password is password: hunter2"), so look again one step on.
                    pos = match.start() + 1
                    continue
                yield start, end, priority, rule.kind
                pos = max(match.end(), match.start() + 1)


# Substrings (of the lower-case text) without one of which no rule can match: each rule's
# literal prefix or keyword. Most text carries none, so redact returns it at once, which
# is what lets every memory be redacted again on output (render.py) at little cost. The
# Discord rule has no literal prefix, only its shape (".xxxxxx." between token parts).
_TRIGGER_WORDS = (
    "-----begin sk- akia asia abia acca secret ghp_ gho_ ghu_ ghs_ ghr_ github_pat_ glpat- glptt- glrt- "
    "gldt- xox xapp- hooks.slack.com k_live_ k_test_ whsec_ aiza npm_ pypi- sg. _v1_ accountkey "
    "sharedaccesskey hf_ eyj authorization bearer :// password passwd passphrase passwort passe contrase "
    "senha парол 密码 密碼 パスワード 비밀번호 패스워드 pw mysql mariadb api_key api-key apikey token credential auth_key auth-key authkey "
    "access_key access-key accesskey"
).split()
# Words of letters only go in one (trie) alternation; the rest all hold one of these
# marks, which ordinary prose rarely does, so theirs runs only on text that has one.
_MARKS = "_-.:/"
_PLAIN_TRIGGERS = tuple(w for w in _TRIGGER_WORDS if w.isalpha())
_MARKED_TRIGGERS = tuple(w for w in _TRIGGER_WORDS if not w.isalpha())
assert all(any(m in w for m in _MARKS) for w in _MARKED_TRIGGERS)
_ANY_TRIGGER = re.compile(alternation(_TRIGGER_WORDS))
_PLAIN_TRIGGER = re.compile(alternation(_PLAIN_TRIGGERS))
_MARKED_TRIGGER = re.compile(alternation(_MARKED_TRIGGERS))
_DISCORD_SHAPE = re.compile(r"\.[A-Za-z0-9_\-]{6,7}\.")


def may_hold_secret(text: str) -> bool:
    """False when no rule can match anywhere in ``text`` (so neither ``redact`` nor
    ``redact_label`` would change it): a cheap test, ~2 us for a memory of plain words,
    and fine for many texts joined into one."""
    lowered = text.lower()
    if _PLAIN_TRIGGER.search(lowered):
        return True
    if not any(mark in lowered for mark in _MARKS):
        return False  # no marked trigger, and no Discord token (it has dots)
    return bool(_MARKED_TRIGGER.search(lowered) or _DISCORD_SHAPE.search(text))


_may_hold_secret = may_hold_secret


def contains_secret(text: str) -> bool:
    """True if ``redact`` would replace anything in ``text``."""
    return _may_hold_secret(text) and next(_candidates(text), None) is not None


_MAX_PASSES = 4


def redact(text: str) -> Redaction:
    """Replace each secret in ``text`` with ``[REDACTED:<kind>]``.

    Overlapping finds merge into one redaction (so no fragment of a secret survives),
    named for the one that starts first, the more specific rule winning a tie.
    """
    if not _may_hold_secret(text):
        return Redaction(text, 0, ())
    count, kinds = 0, []
    # Repeat until nothing is found, so that redact(redact(x).text) finds nothing: a
    # replacement can expose a secret its neighbour hid ("-----END PRIVATE KEY-----ghp_..."
    # is a token only once the dashes are gone). One pass, or two when something is found;
    # the cap bounds the cost should some input chain such exposures.
    for _ in range(_MAX_PASSES):
        text, found = _replace(text)
        if not found:
            break
        count += len(found)
        kinds.extend(found)
    return Redaction(text, count, tuple(kinds))


def redact_label(text: str) -> Redaction:
    """``redact`` for a short label (a category, a heading, a keyword): each secret becomes
    the plain word "redacted", since a label holds no brackets or colons ("token redacted").

    Labels are stored lower-cased, which hides a token whose pattern is case-sensitive
    ("akiaiosfodnn7example"), so the upper-cased label is searched as well (upper() keeps
    the offsets of any text a label can hold; when it would not, only the text is).
    """
    if not _may_hold_secret(text):  # case-blind already
        return Redaction(text, 0, ())
    spans = [(start, end, kind) for start, end, _, kind in _candidates(text)]
    upper = text.upper()
    if upper != text and len(upper) == len(text):
        spans += [(start, end, kind) for start, end, _, kind in _candidates(upper)]
    if not spans:
        return Redaction(text, 0, ())
    merged: list[list] = []
    for start, end, kind in sorted(spans):
        if merged and start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end, kind])
    parts, cursor = [], 0
    for start, end, _ in merged:
        parts.append(text[cursor:start])
        parts.append("redacted")
        cursor = end
    parts.append(text[cursor:])
    return Redaction("".join(parts), len(merged), tuple(kind for _, _, kind in merged))


def redact_message(text: str) -> str:
    """An error message with any secret it quotes replaced: a token pasted into the wrong
    option or field is named in the error, never echoed back."""
    return redact(text).text


def _replace(text: str) -> tuple[str, list[str]]:
    """One pass: the text with every current find replaced, and the kinds replaced."""
    merged: list[list] = []
    for start, end, _, kind in sorted(_candidates(text)):
        if merged and start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end, kind])
    if not merged:
        return text, []
    parts: list[str] = []
    cursor = 0
    for start, end, kind in merged:
        parts.append(text[cursor:start])
        parts.append(f"[REDACTED:{kind}]")
        cursor = end
    parts.append(text[cursor:])
    return "".join(parts), [kind for _, _, kind in merged]
