"""Text handling shared by capture, dedupe and search: Unicode words, keywords, similarity.

Pure functions. Words are Unicode ``\\w`` runs after case folding, so Cyrillic, Greek,
Arabic and accented Latin are words like any other; runs of CJK characters (which are
written without spaces) become overlapping character bigrams plus single characters, so
a two-character query word matches inside a longer CJK run. Matching is always on whole
tokens, never substrings: "art" does not match "start".
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

_WORD = re.compile(r"\w+")
# Han, Hiragana, Katakana and the CJK compatibility blocks: scripts written without spaces.
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f]+")

STOPWORDS = frozenset(
    """
    a about above after again against all am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for
    from further had has have having he her here hers herself him himself his how i if in
    into is it its itself just me more most my myself nor of off on once only or other our
    ours ourselves out over own same she should so some such than that the their theirs
    them themselves then there these they this those through to too under until up very
    was we were what when where which while who whom why will with would you your yours
    yourself yourselves s t d ll m re ve y also let lets ok okay yes yeah get got really
    и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только
    ее мне было вот от меня еще нет о из ему для мы они это
    """.split()
)

# Words that flip a statement's meaning: "always X" and "never X" are not duplicates.
NEGATIONS = frozenset(
    """
    not no never none nothing nobody neither nor cannot cant dont doesnt didnt wont
    wouldnt shouldnt isnt arent wasnt werent hasnt havent hadnt stop stopped quit without
    нет не никогда ни
    """.split()
)


# "wife's" is the word "wife" (so recall "wife" finds it); other apostrophes join ("don't" -> "dont").
_POSSESSIVE = re.compile(r"(?<=\w)['\u2019]s\b")


def _words(text: str) -> list[str]:
    """The \\w runs of an NFKC-normalized text, a possessive "'s" dropped and other
    apostrophes joined ("wife's" -> "wife", "don't" -> "dont"); case as written."""
    return _WORD.findall(_POSSESSIVE.sub("", text).replace("'", "").replace("\u2019", ""))


def tokens(text: str) -> list[str]:
    """Case-folded word tokens in order; CJK runs become bigrams plus single characters."""
    out: list[str] = []
    # NFKC first: "café" typed as e + combining accent (macOS, some keyboards) is the same word.
    folded = unicodedata.normalize("NFKC", text).casefold()
    words = _words(folded)
    if not CJK.search(folded):  # the common case: every word is a token as it is
        return words
    for word in words:
        if not CJK.search(word):
            out.append(word)
            continue
        pos = 0
        for run in CJK.finditer(word):
            if run.start() > pos:
                out.append(word[pos : run.start()])
            chars = run.group()
            out.extend(chars)
            out.extend(chars[i : i + 2] for i in range(len(chars) - 1))
            pos = run.end()
        if pos < len(word):
            out.append(word[pos:])
    return out


def content_tokens(text: str) -> list[str]:
    """Tokens without stopwords: what a memory is about."""
    return [t for t in tokens(text) if t not in STOPWORDS]


# A longer token is no keyword (a 20,000-character word became one, in the frontmatter too).
MAX_KEYWORD = 40


def extract_keywords(text: str, limit: int = 6) -> list[str]:
    """The most frequent content words (ties by first appearance), for a memory's keywords."""
    # Single CJK characters are too ambiguous to be keywords; their bigrams carry meaning.
    words = [
        t
        for t in content_tokens(text)
        if not t.isdigit() and (len(t) >= 2 if CJK.match(t) else len(t) >= 3) and len(t) <= MAX_KEYWORD
    ]
    counts = Counter(words)
    first = {}
    for i, word in enumerate(words):
        first.setdefault(word, i)
    ranked = sorted(counts, key=lambda w: (-counts[w], first[w]))
    return ranked[:limit]


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BLANK_RUN = re.compile(r"\n{3,}")


def normalize_content(text: str) -> str:
    """The form in which content is stored: control characters dropped, line ends unified,
    trailing spaces and runs of blank lines trimmed. Every script and emoji is kept."""
    text = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    lines = [line.rstrip() for line in text.split("\n")]
    return _BLANK_RUN.sub("\n\n", "\n".join(lines)).strip()


def blank(text: str) -> bool:
    """Nothing a reader would see: whitespace (NBSP, U+2028 and U+3000 among it) and
    invisible format characters only (Unicode's Cf: zero-width space, BOM, direction
    marks), which ``str.strip`` keeps."""
    return all(c.isspace() or unicodedata.category(c) == "Cf" for c in text)


def polarity(words: set[str] | frozenset[str]) -> frozenset[str]:
    """The negation words present, which must agree for two texts to be duplicates."""
    return frozenset(words & NEGATIONS)


def similarity(a: str, b: str) -> float:
    """Jaccard similarity of the two texts' token sets, 0 when their negations differ."""
    ta, tb = set(tokens(a)), set(tokens(b))
    return token_similarity(ta, tb)


def numbers(words: set[str] | frozenset[str]) -> frozenset[str]:
    """The tokens holding digits (dates, amounts, versions), which must agree too:
    "the meeting is at 4" and "the meeting is at 5" are two facts, not one."""
    return frozenset(w for w in words if any(map(str.isdigit, w)))  # map: twice a generator's speed


def token_similarity(ta: set[str], tb: set[str]) -> float:
    """Jaccard of two token sets, forced to 0 when one is negated and the other is not,
    or when their numbers differ. A coarse, order-blind gate ("use npm, not yarn" and "use
    yarn, not npm" score 1.0): whether two texts are one memory is relations.relate's call,
    which capture's DuplicateFinder asks on every pair that passes this."""
    if not ta or not tb or polarity(ta) != polarity(tb) or numbers(ta) != numbers(tb):
        return 0.0
    return len(ta & tb) / len(ta | tb)


# Two memories whose token sets overlap this much say the same thing (measured on
# paraphrase pairs like "I prefer dark mode" / "I prefer dark mode."): high enough that
# "I use vim" and "I use emacs" (0.5) stay separate.
DUPLICATE_THRESHOLD = 0.8


# ---------------------------------------------------------------- stemming (search only)
# Light English stemming: step 1 of Porter (1980), "An algorithm for suffix stripping",
# which folds plurals and -ed/-ing forms ("painted", "painting", "paints" -> "paint";
# "studies", "study" -> "studi") and leaves derivations ("painter") alone. Only for
# lowercase ASCII words of 4+ letters; other scripts pass through unchanged. Search uses
# it on both sides (memories and queries); dedupe and keywords use the plain tokens.
_VOWELS = frozenset("aeiou")
_ASCII_WORD = re.compile(r"^[a-z]{4,}$")


def _is_consonant(word: str, i: int) -> bool:
    ch = word[i]
    if ch in _VOWELS:
        return False
    if ch == "y":
        return i == 0 or not _is_consonant(word, i - 1)
    return True


def _measure(stem: str) -> int:
    """Porter's m: the number of vowel-consonant sequences in ``stem``."""
    m, previous_vowel = 0, False
    for i in range(len(stem)):
        vowel = not _is_consonant(stem, i)
        if previous_vowel and not vowel:
            m += 1
        previous_vowel = vowel
    return m


def _has_vowel(stem: str) -> bool:
    return any(not _is_consonant(stem, i) for i in range(len(stem)))


def _ends_cvc(stem: str) -> bool:
    return (
        len(stem) >= 3
        and _is_consonant(stem, -3 % len(stem))
        and not _is_consonant(stem, len(stem) - 2)
        and _is_consonant(stem, len(stem) - 1)
        and stem[-1] not in "wxy"
    )


STEM_MEMO: dict[str, str] = {}


def stem(word: str) -> str:
    """Porter step 1 (plurals, -ed, -ing, final y) for lowercase ASCII words; others as given."""
    cached = STEM_MEMO.get(word)
    if cached is not None:
        return cached
    if not _ASCII_WORD.match(word):
        if len(STEM_MEMO) < 100_000:
            STEM_MEMO[word] = word
        return word
    w = word
    if w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("ies"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith("ss") and not w.endswith("us") and not w.endswith("is"):
        w = w[:-1]
    step_b = False
    if w.endswith("eed"):
        if _measure(w[:-3]) > 0:
            w = w[:-1]
    elif w.endswith("ed") and _has_vowel(w[:-2]):
        w, step_b = w[:-2], True
    elif w.endswith("ing") and _has_vowel(w[:-3]):
        w, step_b = w[:-3], True
    if step_b:
        if w.endswith(("at", "bl", "iz")):
            w += "e"
        elif len(w) >= 2 and w[-1] == w[-2] and _is_consonant(w, len(w) - 1) and w[-1] not in "lsz":
            w = w[:-1]
        elif _measure(w) == 1 and _ends_cvc(w):
            w += "e"
    if w.endswith("y") and len(w) > 2 and _has_vowel(w[:-1]):
        w = w[:-1] + "i"
    if len(STEM_MEMO) < 100_000:
        STEM_MEMO[word] = w
    return w


def search_terms(text: str) -> list[str]:
    """What search indexes and queries by: stemmed content tokens, in order."""
    return [stem(t) for t in tokens(text) if t not in STOPWORDS]


def names(text: str) -> frozenset[str]:
    """The search terms of the words a text writes with a capital letter, past its first
    word and never a stopword: in a question or a task, the people, places and things it
    is about ("What do Melanie's kids like?" -> {"melanie"}). Scripts without capitals name
    nothing."""
    found: set[str] = set()
    for word in _words(unicodedata.normalize("NFKC", text))[1:]:
        if word[:1].isupper():
            found.update(search_terms(word))  # the word's terms exactly as the whole text's are made
    return frozenset(found)


# Known things by kind: each kind's name and the names of its members, lowercase. A slot
# takes one of a kind (relations.py: "prefers vim" / "prefers emacs" are two values of one
# fact), and a question naming a kind finds memories naming its members (search.py).
KINDS_OF_THINGS: dict[str, str] = {
    "editor": "vim neovim nvim emacs vscode sublime intellij pycharm webstorm goland zed helix nano atom xcode eclipse notepad++ rider clion",
    "shell": "bash zsh fish powershell nushell tcsh ksh sh cmd",
    "package": "npm yarn pnpm bun pip pipenv poetry uv conda cargo maven gradle brew homebrew apt nuget composer",
    "terminal": "iterm iterm2 alacritty kitty wezterm ghostty terminator konsole hyper warp tmux windows-terminal",
    "browser": "firefox chrome chromium safari brave arc vivaldi edge opera",
    "notes": "obsidian notion logseq bear evernote joplin onenote roam",
    "test": "pytest jest vitest mocha unittest junit playwright cypress selenium rspec",
    "formatter": "black ruff prettier gofmt rustfmt autopep8 yapf eslint flake8 pylint isort clang-format biome dprint stylua ktlint",
    "database": "postgres mysql mariadb sqlite mongodb dynamodb cockroachdb cassandra redis oracle mssql elasticsearch opensearch clickhouse snowflake bigquery redshift neo4j supabase firestore couchdb",
    "ci": "jenkins circleci travis buildkite teamcity drone bamboo github gitlab bitbucket",
    "queue": "kafka rabbitmq sqs sns nats pulsar kinesis activemq zeromq celery",
    "frontend": "react vue svelte angular solidjs preact ember lit nextjs nuxt remix",
    "hosting": "aws google-cloud azure hetzner heroku digitalocean vercel netlify linode cloudflare fly.io render",
    "monitoring": "datadog grafana prometheus sentry honeycomb splunk dynatrace newrelic pagerduty opsgenie kibana",
    "tracker": "jira linear shortcut youtrack asana trello clickup basecamp",
    "language": "python go rust java kotlin scala typescript javascript ruby php csharp swift elixir haskell clojure dart perl julia lua zig ocaml node",
    "human-language": "english spanish french german japanese chinese mandarin cantonese russian portuguese italian dutch korean hindi arabic polish swedish turkish norwegian danish finnish greek czech ukrainian",
    "chat": "slack teams discord zoom telegram signal whatsapp sms phone email skype invite dm voicemail",
    "os": "linux macos windows ubuntu debian fedora arch nixos centos alpine",
    "drink": "coffee tea espresso latte cappuccino water juice beer wine matcha chai cocoa chocolate smoothie kombucha soda lemonade milk",
    "auth": "oauth saml jwt mtls ldap sso basic-auth api-key session-cookies passkey passkeys kerberos",
    "city": """
        amsterdam athens atlanta auckland austin bangalore bangkok barcelona beijing belgrade bergen
        berlin bern bilbao birmingham bogota bologna bordeaux boston brisbane bristol brussels
        bucharest budapest buenos cairo calgary cambridge canberra cape casablanca chennai chicago
        cologne copenhagen dallas delhi denver detroit dhaka doha dubai dublin dusseldorf edinburgh
        frankfurt geneva genoa glasgow gothenburg guadalajara hamburg hanoi helsinki hong houston
        hyderabad istanbul jakarta johannesburg karachi kiev kyiv krakow kuala lagos lahore leeds
        leipzig lille lima lisbon liverpool ljubljana london los luxembourg lyon madrid malmo manchester
        manila marseille melbourne mexico miami milan minneapolis montevideo montreal moscow mumbai
        munich nairobi nantes naples newcastle nice oakland osaka oslo ottawa oxford palermo paris
        perth philadelphia phoenix porto portland prague pune quebec quito reykjavik riga rio rome
        rotterdam salzburg santiago seattle seoul seville shanghai shenzhen singapore sofia
        stockholm stuttgart sydney taipei tallinn tampere tbilisi tehran tokyo toronto toulouse
        turin utrecht valencia vancouver venice vienna vilnius warsaw washington wellington wroclaw
        yokohama zagreb zurich antwerp""",
    "timezone": "utc gmt cet cest pst pdt est edt cst jst ist aest brt",
    "frequency": "hourly daily nightly weekly biweekly fortnightly monthly quarterly yearly annually",
}  # fmt: skip
KINDS_OF_THINGS["tracker"] += " github gitlab"  # GitHub Issues; the same names host code and run CI
KINDS_OF_THINGS["hosting"] += " github gitlab"
