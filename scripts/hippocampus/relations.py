"""How two memories relate: the same memory, a newer version of one fact, a contradiction,
or different facts. Pure: texts and timestamps in, a verdict out; no I/O, nothing mutated.

    duplicate  the same memory: what differs between the texts carries no meaning (case,
               punctuation, word order, stopwords, fillers such as "FYI", inflection, a
               synonym from the lexicon below, a light word added)
    update     the same subject with another value ("standup at 9" / "standup at 10"), or
               a contradiction that the newer one marks as a change ("no longer", "now",
               "switched to", "instead of", ...): the newer (by ``created``) supersedes
    conflict   a contradiction on the same subject (negation, antonym, reversed order)
               that nothing orders: both stay, visible as a conflict
    different  anything else, look-alike facts about another entity included

How a text is read (``analyze``): words are case-folded and lightly stemmed
(``text.stem``), multiword phrases and synonyms map to one concept ("prefers", "likes",
"uses", "goes with" -> PREF; "enabled" / "disabled" -> one concept with opposite poles),
numbers, times and dates are normalized ("9am" = "9:00" = "at 9"), people's generic words
(I, user, we) and fillers drop out. Each remaining word gets a polarity (inside the scope
of a negation, or the rejected side of "X over Y", "X, not Y", "X instead of Y", "from X
to Y" after a change verb, it is negative) and a region: the subject (before the main verb,
or in a scope phrase: "for Falcon", "on the payments team", "in staging") or the value
(after the verb); "A manages B", a clause of names, is read as "B reports to A" (a fact
about B), and preferring a channel ("B prefers Signal", "doesn't want email") as how to
contact B. The pair then comes down to which words differ, where they sit, and
whose polarity flipped (``relate``). Texts in scripts written without spaces (Chinese,
Japanese) are duplicates only when they say the same characters in the same order
(softening ones aside) with the same negations and numbers, anything else is different.

The decision, in order (each verdict's ``reason`` names the step):

1. the same text once case, punctuation and spacing are gone: duplicate (same-text);
2. nothing meaningful differs (no polarity flipped, no ordered pair reversed, no number,
   time or date changed, no value or scope word on one side, no word of one side naming
   which of a thing both say, light words within ELABORATION_SHARE): duplicate
   (same-words, paraphrase);
3. too little shared (little-in-common), a name, number, thing or scope that differs in
   the subject (subject-differs), nothing substantive shared (no-common-subject), more
   ordinary words changed than one value holds (another-predicate): different;
4. a polarity flipped or a pair reversed: update when the newer says it changed
   (negation-with-cue, antonym-with-cue, reversed-with-cue) or names the older's value as
   the one its own replaces ("..., not Luna": corrected), else conflict (negation,
   antonym, reversed); with another value besides, different;
5. the values differ (a value word on both sides, two of one kind, or any change the newer
   marks with a cue): update by ``created`` (value-changed[-with-cue]), conflict when
   nothing orders them (value-differs-unordered); different when it is another attribute,
   type, kind or slot (another-attribute, value-types-differ, different-kinds,
   several-values-differ, another-entity-same-value, one-of-many);
6. anything else: different (more-detail, other-words).

An update or a conflict with a text that ends in a question (``signals.asks``) is
different instead (a-question): a question states no value to replace or deny.

API: ``relate(a, b)`` -> ``Relation`` (a and b are ``Memory``, ``Analysis`` or plain text);
``is_duplicate(a, b)`` (what capture's dedupe asks); ``analyze(text)`` (cached);
``index_terms(text)`` (what ``candidates.CandidateIndex`` files a text under).

Every threshold below is named with its reason; they were set on the labelled stream of
``bench/truth_data.py`` (tuned templates) and checked on its held-out templates.
"""

from __future__ import annotations

import bisect
import html
import re
import sys
import unicodedata
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import takewhile
from typing import NamedTuple

from hippocampus.signals import asks
from hippocampus.text import CJK, KINDS_OF_THINGS, STOPWORDS, numbers, stem, tokens

DUPLICATE, UPDATE, CONFLICT, DIFFERENT = "duplicate", "update", "conflict", "different"
# The reason of a pair about two subjects (another person, service, release): never one
# memory, never versions, nor episodes of one pattern.
SUBJECT_DIFFERS = "subject-differs"


@dataclass(frozen=True)
class Memory:
    """What the rules may know about one memory. Only ``text`` and ``created`` (ISO 8601,
    compared as text, which orders UTC timestamps) decide a relation; domain, category,
    keywords and source are carried for callers and reports: they are guessed by signals
    and differ between capture paths for the very same text, so they never veto a match."""

    text: str
    created: str | None = None
    domain: str | None = None
    category: str | None = None
    keywords: tuple[str, ...] = ()
    source: str | None = None


@dataclass(frozen=True)
class Relation:
    """A verdict on a pair (a, b): ``kind``, a short machine-readable ``reason``, for an
    update which side is ``newer`` ("a" or "b"), and the words that made the difference."""

    kind: str
    reason: str
    newer: str | None = None
    detail: tuple[str, ...] = ()


# ---------------------------------------------------------------- thresholds
# A duplicate may add light words on one side only (or generic ones on both): at most
# this share of the shared words plus a base of one word. "I drink green tea" / "I drink
# tea" is a merge; "I use vim" / "I use vim and tmux" is not (a value word, never allowed).
ELABORATION_SHARE = 0.2
ELABORATION_BASE = 1.0
# Generic verbs and quantities weigh this much of a content word in that allowance
# ("The user wants X written in Y" / "Write X in Y").
GENERIC_WEIGHT = 0.5
# Two texts that share fewer words than this share of their union are too far apart to
# be one fact in two versions: different, whatever else they share.
MIN_OVERLAP = 0.25
# An update swaps a value (a name, a number, a tool); more ordinary words than this
# changed on one side means another predicate ("always ask before deleting files" /
# "always run the linter before committing"): another fact.
MAX_PLAIN_CHANGE = 1
# Two ordinary words are one word in two forms ("allergic" / "allergy") when they share a
# prefix this long that covers this share of the shorter one.
SAME_ROOT_PREFIX = 4
SAME_ROOT_SHARE = 0.75

# ---------------------------------------------------------------- the lexicon
# Words that turn what follows them in their clause around.
NEGATORS = frozenset(
    """
    not no never none nothing nobody neither nor cannot cant dont doesnt didnt wont wouldnt
    shouldnt isnt arent wasnt werent hasnt havent hadnt mustnt without except excluding
    nicht nie niemals kein keine keinen keiner nein ne pas jamais aucun aucune
    nunca jamás jamas nada ningún ninguna не нет никогда ни
    não nao nenhum nenhuma non mai nessuno nessuna niente
    huwag wag nahi nahin
    niet geen nooit inte ikke aldrig aldri nigdy
    """.split()
)
# Negation and a cue at once: "stopped X" = no longer X.
NEGATING_CUES = frozenset(
    """stopped quit dropped retired deprecated scrapped abolished discontinued axed lifted undid undone withdrew
    withdrawn revoked rescinded repealed removed dejó dejé dejamos dejaron abandonó abandoné aufgegeben""".split()
)
# Change verbs and adverbs: the newer memory says the older value was replaced (the
# negating ones too).
CUES = NEGATING_CUES | frozenset(
    """
    now currently nowadays anymore henceforth instead again switched switching moved moving changed
    changing migrated migrating replaced replacing upgraded upgrading downgraded bumped
    relocated transferred updated rescheduled reassigned shifted swapped slipped postponed
    new became become got renamed scaled resized flipped toggled rolled
    jetzt nun neuerdings stattdessen statt anstatt umgezogen gewechselt geändert versetzt
    maintenant désormais dorénavant ahora actualmente cambié cambió cambiamos
    теперь сейчас вместо перешёл перешла перешли переехал переехала переехали
    passato passata cambiato cambiata spostato spostata sostituito subentrato subentrata
    mudou mudei mudamos trocou troquei trocamos
    gegaan veranderd verhuisd overgestapt vervangen
    zmienił zmieniła zmieniło zmieniliśmy przeniósł przeniosła
    bytte bytt ändrade ändrat flyttade flyttat skalades
    passé passée quitté changé changée déménagé déménagée remplacé remplacée
    """.split()
)
# Words that never change what a memory says.
FILLERS = frozenset(
    """
    noted fyi please kindly current important actually basically really just tbh imo imho iirc afaik
    also btw ok okay alright apparently definitely honestly always usual usually generally typically hey hi
    every all each whole thing things stuff kind sort eg ie etc worth indeed simply surely
    anything something everything anyone someone everyone anybody somebody everybody
    """.split()
)
# Generic people: the store's domain says whose memory it is; "I" and "the user" are one.
PERSONS = frozenset(
    """
    i me my mine myself user we us our ours ourselves you your yours yourself usuario usuaria
    benutzer benutzerin nutzer ich wir je nous yo nosotros utilisateur utilisatrice пользователь
    пользователя я мы meu minha meus minhas nosso nossa nós ik mijn wij ons noi
    nostro nostra jag mitt vår vårt mój moja nasz nasza
    """.split()
)
# Words that only frame a note at its start ("Note: ...", "Remember that ..."); elsewhere
# they are words ("meeting notes").
OPENERS = frozenset("note notes remember reminder".split())
# Labels that open a note ("Decision: ...", "Update: ...", "Noting: ..."): dropped with their colon.
_LABEL_SPELLINGS = """update reminder rule tip todo fact PREF context info warn caution summary ps DECIDE note heads-up fyi aside memo
    correction takeaway background rappel nota notitie uwaga メモ 注意 备注 참고 메모""".split()
LABELS = frozenset(_LABEL_SPELLINGS) | frozenset(stem(w) for w in _LABEL_SPELLINGS)  # (a word's key is its stem: "summari")
# Cue words that are not verbs (so they never end a subject).
CUE_ADVERBS = frozenset(
    """
    now currently nowadays anymore henceforth instead again new jetzt nun neuerdings stattdessen
    statt anstatt maintenant désormais dorénavant ahora actualmente теперь сейчас вместо
    """.split()
)
_IRREGULAR_PAST = frozenset(
    "led ran chose chosen held took went gone made kept got found left spoke drank ate wrote drove built paid flew sent told met taught sat stood began beat".split()
)
# "it's" is "it is"; any other "'s" marks a possessive, so the next word is a noun.
_NOT_POSSESSIVE = frozenset("it that what there here who he she let where how".split())
# Copulas and auxiliaries: dropped, but they mark where the subject ends.
COPULAS = frozenset(
    """
    is are was were be been being am has have had will would shall should can could may might
    must do does did ist sind waren wird werden wurde wurden est sont está están es eran является
    è sono é são är są zijn wordt worden blir
    """.split()
)
# Extra function words for the other languages the lexicon covers cheaply.
FOREIGN_STOPWORDS = frozenset(
    """
    der die das den dem des ein eine einen im ins in am zu zum zur mit auf für von vom und oder
    nach bei aus als le la les un une des du de en et ou avec pour sur dans au aux el los las
    del y o con para por en un una mi su в во на с со к у из за по для от о об и а что как
    si ni ang ng mga yung yun ay kay kina sina ka ki ke ko se mein hai hain tha thi bhi aur
    halt quoi pues yaar lang naman po bas doch
    il lo gli di da della dello dei degli delle nel nello nella nei alla allo alle dal dalla dalle
    tra fra che e um uma ao aos pelo pela pelos pelas nos het een voor bij naar
    aan uit om ett det och från hos z ze od przez oraz że cette leur qui celui celle
    """.split()
)
# (The third line: Tagalog's and romanized Hindi's particles, postpositions and copulas,
# and the discourse particles people mix into English: "halt", "quoi", "pues", "yaar". The
# last three: Italian, Portuguese, Dutch, Swedish, Polish and French articles, prepositions
# and conjunctions (those that open a scope are read as English's in _PHRASES: "em", "voor",
# "för", "dla", "op", "på", "als", "som", "jako", "comme", "à"); not those that are values or
# words in English notes: "ai" (AI), "na" (NA), "ce" (GitLab CE), "ses" (SES), "per" (Per,
# "per the wiki"), "ed" (Ed), "av", "uno", "sa", "dos", "os", "com", "van", "met", "med",
# "men", and, among the persons, "eu" (EU), "min" (minutes), "mia" (a name); not "jest"
# (Jest) among the copulas, nor "nu" (Nushell), "ora", "agora", "teraz" among the cues:
# a change said where the subject is not read made other subjects' facts versions.)
# Concepts: word -> (concept, pole). Synonyms share a concept; antonyms share it with the
# opposite pole, so "enabled" / "disabled" is one word whose polarity flipped.
_CONCEPT_GROUPS: dict[tuple[str, int], str] = {
    ("PREF", 1): """prefer prefers preferred preferring preference preferences like likes liked
        love loves loved enjoy enjoys enjoyed favor favors favored favour favours favoured favorite
        favourite favorites favourites fond fan want wants wanted wish wishes use uses used using
        utilize utilizes utilise uses employ employs run runs running ran choose chooses chose
        chosen pick picks picked select selects selected opt opts opted go-to goto rely relies
        uso usa usar usamos usan usará usarán usaremos utiliza utilizo utilizan utilizamos utilizar utilizará
        utilizarán utilizaremos prefiere prefiero prefieren benutze benutzt nutze nutzt bevorzuge bevorzugt
        préfère préfèrent utilise utilisent использую использует предпочитаю предпочитает
        usiamo usano utilizziamo utilizzano preferisce preferisco preferiamo sceglie scegliamo gira
        usam prefere prefiro preferimos gebruikt gebruik gebruiken kiezen kiest draait draaien
        używa używam używamy używają preferuje wybiera wybieramy använder föredrar väljer kör
        utilisons préférons choisit choisissons kullanıyor kullanıyoruz kullanır""",
    ("PREF", -1): """dislike dislikes disliked hate hates hated detest detests loathe loathes avoid
        avoids avoided discourage discourages discouraged""",
    ("WORK", 1): """work works worked working based sits sit seated stationed employed desk workplace job jobs arbeitet arbeite arbeitsplatz
        sitzt trabaja travaille travaillent работает работаю сидит lavora lavorano trabalha trabalham werkt
        werken pracuje pracują arbetar jobbar""",
    ("STORE", 1): "store stores stored storing keep keeps kept save saves saved persist persists persisted retain retains "
    "retained retaining retention",
    ("LIVE", 1): "live lives lived living reside resides resided resident home wohnt wohne vive vivo habite живёт живет живу "
    "abita abitano mora moram woont wonen mieszka mieszkają bor yaşıyor habitent",
    ("LEAD", 1): "lead leads leading led head heads headed leader leaders",
    ("MANAGE", 1): "manage manages managed managing",
    ("OWN", 1): "own owns owned maintain maintains maintained responsible owner owners maintainer maintainers",
    # role nouns apart from their verbs: "X's manager is Y" is not "X manages Z"
    ("REPORT", 1): "report reports reported reporting riporta reporta rapporteert raportuje rapporterar",
    ("MANAGER", 1): "manager managers boss responsabile gestor chefe leidinggevende kierownik przełożony chefen",
    ("ANSWER", 1): "answer answers answered response responses reply replies respond responds",
    ("THEME", 1): "mode theme scheme",
    ("MEET", 1): "meeting meetings meet meets sync syncs riunione riunioni reunião reuniões vergadering spotkanie möte réunion",
    ("STANDUP", 1): "standup standups",
    ("DEPLOY", 1): "deploy deploys deployed deploying deployment deployments release releases released host hosts hosted hosting",
    ("DUE", 1): "due deadline deadlines ship ships shipping lands landing",
    ("TIMEOUT", 1): "timeout timeouts",
    # what one cannot have: said of a thing on one side only, it turns "can have X" around
    ("ALLERGY", 1): "allergy allergies allergic intolerant intolerance allergico allergica alérgico alérgica allergisch "
    "uczulony uczulona allergisk alerjisi alerjik",
    ("START", 1): "start starts started begin begins began kickoff",
    ("START", -1): "stop stops finish finishes ends ended",  # (not "end": "at the end of long answers")
    ("CONTACT", 1): "contact contacts contacted reach reached ping pinged",
    ("URGENT", 1): "urgent urgently asap emergency emergencies",
    ("REQUIRE", 1): "require required requires mandatory need needs needed necessary compulsory obligatory",
    ("REQUIRE", -1): "optional",
    ("ENABLE", 1): "enable enabled enables active activated",
    ("ENABLE", -1): "disable disabled disables inactive deactivated off",
    ("ALLOW", 1): "allow allowed allows permit permitted permits",
    (
        "ALLOW",
        -1,
    ): "deny denied denies forbid forbidden forbids disallow disallowed prohibit prohibited block blocked blocks ban banned bans banning",
    ("ACCEPT", 1): "accept accepted accepts approve approved approves",
    ("ACCEPT", -1): """reject rejected rejects decline declined declines refuse refuses refused
        disapprove disapproved disapproves veto vetoed vetoes""",
    ("INCLUDE", 1): "include included includes",
    ("INCLUDE", -1): "exclude excluded excludes",
    ("PASS", 1): "pass passed passing succeed succeeded success",
    ("PASS", -1): "fail failed failing failure fails",
    ("PUBLIC", 1): "public",
    ("PUBLIC", -1): "private",
    ("VISIBLE", 1): "visible shown show shows",
    ("VISIBLE", -1): "hidden hide hides",
    ("OPEN", 1): "open opened",
    ("OPEN", -1): "closed closes",
    ("ONLINE", 1): "online",
    ("ONLINE", -1): "offline",
    ("REMOTE", 1): "remote remotely",
    ("REMOTE", -1): "onsite in-office in-person inoffice inperson",
    ("TRUE", 1): "true",
    ("TRUE", -1): "false",
    # "ahead of" / "behind" order two things as "before" / "after" do ("runs the linter
    # ahead of the tests"), and a thing against a time ("ahead of schedule" / "behind")
    ("BEFORE", 1): "before earlier prior ahead",
    ("BEFORE", -1): "after later afterwards behind",
    ("EARLY", 1): "early",
    ("EARLY", -1): "late",
    ("MORE", 1): "more increase increased higher raise raised",
    ("MORE", -1): "less fewer decrease decreased lower lowered reduce reduced",
    ("GOOD", 1): "good great best better",
    ("GOOD", -1): "bad worst worse poor",
    ("DARK", 1): "dark",
    ("DARK", -1): "light",
    # where a thing is or goes: stopwords and prepositions elsewhere, a state here ("the
    # server is up" / "down", "ahead of" / "behind schedule", "in" / "out of the office")
    ("UP", 1): "up upward upwards",
    ("UP", -1): "down downward downwards",
    ("INSIDE", 1): "inside indoors",
    ("INSIDE", -1): "outside outdoors",
    # which one of a series: "this week" / "next week"
    ("NEXT", 1): "next upcoming following",
    ("NEXT", -1): "last previous",
    ("SYNC_MODE", 1): "synchronous",
    ("SYNC_MODE", -1): "asynchronous async",
    ("HAPPEN", 0): "happen happens happened occur occurs occurred held hold holds scheduled booked located take takes place",
    ("DECIDE", 0): "decide decided decides decision decisions agreed agree agrees besluit beslissing decisione decisão beslut "
    "decyzja décision",
    ("DECIDE", -1): "disagree disagreed disagrees objected oppose opposes opposed",
    # antonyms without a shared root, so "strict" / "lenient" is a contradiction
    ("STRICT", 1): "strict strictly",
    ("STRICT", -1): "lenient",
    ("WIN", 1): "win wins won winning",
    ("WIN", -1): "lose loses lost losing",
    ("ENCRYPT", 1): "encrypt encrypts encrypted encryption",
    ("ENCRYPT", -1): "decrypt decrypts decrypted decryption unencrypted",
    ("BUY", 1): "buy buys bought buying",
    ("BUY", -1): "sell sells sold selling",
    ("UPLOAD", 1): "upload uploads uploaded uploading",
    ("UPLOAD", -1): "download downloads downloaded downloading",
    ("INBOUND", 1): "inbound incoming ingress",
    ("INBOUND", -1): "outbound outgoing egress",
    ("ASCEND", 1): "ascending",
    ("ASCEND", -1): "descending",
    ("MANUAL", 1): "manual manually",
    ("MANUAL", -1): "automatic automatically automated",
    ("INTERNAL", 1): "internal internally",
    ("INTERNAL", -1): "external externally",
    ("SENIOR", 1): "senior",
    ("SENIOR", -1): "junior",
    ("MAJOR", 1): "major",
    ("MAJOR", -1): "minor",
    ("HORIZONTAL", 1): "horizontal horizontally",
    ("HORIZONTAL", -1): "vertical vertically",
    ("MARRIED", 1): "married",
    ("MARRIED", -1): "divorced",
    ("EXPERT", 1): "expert experts",
    ("EXPERT", -1): "beginner beginners novice novices",
    ("MALE", 1): "male",
    ("MALE", -1): "female",
    ("INTROVERT", 1): "introvert introverted",
    ("INTROVERT", -1): "extrovert extroverted extravert extraverted",
    ("OPTIMISTIC", 1): "optimistic optimist",
    ("OPTIMISTIC", -1): "pessimistic pessimist",
    ("FULLTIME", 1): "full-time fulltime",
    ("FULLTIME", -1): "part-time parttime",
    ("PARALLEL", 1): "parallel concurrently",
    ("PARALLEL", -1): "sequential sequentially serially",
    ("EAGER", 1): "eager eagerly",
    ("EAGER", -1): "lazy lazily",
    ("GROW", 1): "grow grows grew grown growing",
    ("GROW", -1): "shrink shrinks shrank shrunk shrinking",
    ("SAME", 1): "same identical",
    ("SAME", -1): "different distinct",
    # a bound on a number: "at least 3" / "at most 3" (phrases too)
    ("SIGN", 1): "plus",  # a number's sign (_SIGNED)
    ("SIGN", -1): "minus",
    ("BOUND", 1): "minimum",
    ("BOUND", -1): "maximum",
}
CONCEPTS: dict[str, tuple[str, int]] = {
    word: (concept, pole) for (concept, pole), words in _CONCEPT_GROUPS.items() for word in words.split()
}
# Concepts that carry little on their own: they do not make two texts about one subject,
# and adding or dropping one weighs only GENERIC_WEIGHT in a duplicate.
GENERIC = frozenset(
    {"PREF", "WORK", "LIVE", "HAPPEN", "DECIDE", "MEET", "START", "STORE", "SPAN", "team", "way"}
    # framing nouns: "Python version for X", "the X service", "X stores its data in Y",
    # "New date for X: ..."
    | {"version", "service", "valu", "value", "setting", "number", "name", "type", "statu", "detail", "level"}
    | {"option", "config", "configuration", "info", "part", "date", "feature", "region", "convention", "flag"}
    | {"environment", "state"}  # "the dev env" is dev; "X's state in QA is enabled"
    # a thing named again by its kind ("Vortex had CircleCI ...; the project has since gone
    # with Travis CI"), a role's holder as "the person filling ..."
    | {"project", "person"}
)
# Where a thing is, or a bound: either pole said on one side only is a claim ("ahead of
# schedule" / "on schedule", "at least 3 replicas" / "3 replicas", "a senior product
# manager" / "a product manager": another title), never a light addition (as "likes Menlo
# best" is to "likes Menlo").
_POLAR = frozenset({"UP", "INSIDE", "NEXT", "BOUND", "SIGN", "BEFORE", "DELTA", "ALLERGY", "SENIOR"})
# Words that say a statement is denied, as a record writes it ("..., polarity='negative'",
# "negated=True", "отрицание: да"), stemmed: said on one side only, never a light addition.
_DENIED_BY = frozenset(
    stem(word)
    for word in """negative negated negation negates untrue negado negada negativo negativa negación negacion
    falso falsa negiert verneint verneinung négatif négative négation nié niée отрицание отрицательно
    отрицательный ложно ложь""".split()
)
# Concepts that only drop out (a verb of being or happening says nothing by itself).
SILENT = frozenset({"HAPPEN"})

# Multiword phrases: words -> what they become (a concept, a marker, or nothing).
_PHRASES: dict[tuple[str, ...], str] = {
    ("no", "longer"): "!NEGCUE",
    ("no", "more"): "!NEGCUE",
    ("not", "anymore"): "!NEGCUE",
    ("any", "more"): "!CUE",
    ("from", "now", "on"): "!CUE",
    ("going", "forward"): "!CUE",
    # a notice's "with immediate effect", in the languages the lexicon covers
    ("with", "immediate", "effect"): "!CUE",
    ("mit", "sofortiger", "wirkung"): "!CUE",
    ("con", "efecto", "inmediato"): "!CUE",
    ("en", "adelante"): "!CUE",
    ("с", "текущей", "недели"): "!CUE",
    # ... and "from this week (on)", as German, Spanish and Russian updates open
    ("ab", "dieser", "woche"): "!CUE",
    ("ab", "nächster", "woche"): "!CUE",
    ("ab", "sofort"): "!CUE",
    ("ab", "heute"): "!CUE",
    ("ab", "jetzt"): "!CUE",
    ("a", "partir", "de", "ahora"): "!CUE",
    ("a", "partir", "de", "esta", "semana"): "!CUE",
    ("desde", "esta", "semana"): "!CUE",
    ("с", "этой", "недели"): "!CUE",
    ("со", "следующей", "недели"): "!CUE",
    ("с", "сегодняшнего", "дня"): "!CUE",
    ("as", "of", "today"): "!CUE",
    ("as", "of", "now"): "!CUE",
    ("as", "of", "this", "month"): "!CUE",
    ("as", "of", "this", "week"): "!CUE",
    ("as", "of", "this", "sprint"): "!CUE",
    ("as", "of", "this", "quarter"): "!CUE",
    ("as", "of", "this", "year"): "!CUE",
    ("as", "of", "this", "release"): "!CUE",
    ("as", "of", "next", "week"): "!CUE",
    ("as", "of", "next", "month"): "!CUE",
    # since a time just past: "As of last week, X is enabled"
    **{("as", "of", "last", when): "!CUE" for when in ("week", "month", "sprint", "quarter", "year", "release")},
    **{("as", "of", "yesterday"): "!CUE"},
    ("these", "days"): "!CUE",
    ("until", "further", "notice"): "!CUE",
    ("at", "the", "moment"): "!CUE",  # as "currently" is
    ("on", "hold"): "=paused",  # a state of its own ("on hold" / "on track"), no silent "hold"
    ("removed", "from"): "!NEGCUE",  # "was removed from the project": no longer on it
    ("at", "present"): "!CUE",
    # what one no longer has: "got rid of the car", "did away with the rule"
    **{(verb, "rid", "of"): "!NEGCUE" for verb in "get gets got getting".split()},
    **{(verb, "away", "with"): "!NEGCUE" for verb in "do does did done".split()},
    # "we have since disabled it": since then
    ("has", "since"): "!CUE",
    ("have", "since"): "!CUE",
    ("had", "since"): "!CUE",
    # "pull request" in two words is the "PR" alias's one
    # a note's label said in other words ("Jotted down: ...", "Fact to keep: ..."), and a
    # preference's "Given the choice, ..." (which says nothing "picks" does not)
    ("jotted", "down"): "=note",
    ("noted", "down"): "=note",
    ("written", "down"): "=note",
    ("wrote", "down"): "=note",
    ("fact", "to", "keep"): "=fact",
    ("facts", "to", "keep"): "=fact",
    ("given", "the", "choice"): "",
    ("given", "a", "choice"): "",
    # "As per X, ..." is "Per X, ..." (one word, so the attribution reads alike everywhere)
    ("as", "per"): "=per",
    ("pull", "request"): "=pull-request",
    ("pull", "requests"): "=pull-request",
    ("merge", "request"): "=pull-request",
    ("merge", "requests"): "=pull-request",
    # how often, in one word or two ("daily" / "every day": a frequency, text.KINDS_OF_THINGS)
    ("every", "day"): "=daily",
    ("each", "day"): "=daily",
    ("every", "night"): "=nightly",
    ("each", "night"): "=nightly",
    ("every", "week"): "=weekly",
    ("each", "week"): "=weekly",
    ("every", "month"): "=monthly",
    ("each", "month"): "=monthly",
    ("every", "year"): "=yearly",
    ("each", "year"): "=yearly",
    ("every", "hour"): "=hourly",
    ("each", "hour"): "=hourly",
    ("starting", "next", "week"): "!CUE",
    ("starting", "today"): "!CUE",
    ("pushed", "back"): "!CUE",
    # what is urgent, said with a noun that names nothing more: "for urgent requests" is "for
    # anything urgent"
    **{("urgent", noun): "URGENT+" for noun in "request requests matter matters issue issues question questions case cases".split()},
    ("turned", "on"): "ENABLE+!CUE",
    ("switched", "on"): "ENABLE+!CUE",
    ("turned", "off"): "ENABLE-!CUE",
    ("switched", "off"): "ENABLE-!CUE",
    ("turn", "on"): "ENABLE+",
    ("turn", "off"): "ENABLE-",
    # in and out of an account, or of a programme: "opted in to analytics" / "opted out of ..."
    # ("signed in" is also where a thing was signed: "signed in Berlin"; only "signed out" reads)
    ("log", "in"): "LOG_IN+",
    ("log", "out"): "LOG_IN-",
    ("logs", "in"): "LOG_IN+",
    ("logs", "out"): "LOG_IN-",
    ("logged", "in"): "LOG_IN+",
    ("logged", "out"): "LOG_IN-",
    ("logging", "in"): "LOG_IN+",
    ("logging", "out"): "LOG_IN-",
    ("sign", "out"): "LOG_IN-",
    ("signs", "out"): "LOG_IN-",
    ("signed", "out"): "LOG_IN-",
    ("signing", "out"): "LOG_IN-",
    ("opt", "in"): "OPT_IN+",
    ("opt", "out"): "OPT_IN-",
    ("opts", "in"): "OPT_IN+",
    ("opts", "out"): "OPT_IN-",
    ("opted", "in"): "OPT_IN+",
    ("opted", "out"): "OPT_IN-",
    ("opting", "in"): "OPT_IN+",
    ("opting", "out"): "OPT_IN-",
    ("instead", "of"): "!INSTEAD",
    ("in", "place", "of"): "!INSTEAD",
    ("rather", "than"): "!CONTRAST",
    ("used", "to"): "!PAST",
    ("ya", "no"): "!NEGCUE",
    ("nicht", "mehr"): "!NEGCUE",
    ("niet", "meer"): "!NEGCUE",
    ("inte", "längre"): "!NEGCUE",
    ("ikke", "lenger"): "!NEGCUE",
    ("ikke", "længere"): "!NEGCUE",
    ("já", "não"): "!NEGCUE",
    ("ja", "nao"): "!NEGCUE",
    ("już", "nie"): "!NEGCUE",
    ("juz", "nie"): "!NEGCUE",
    ("больше", "не"): "!NEGCUE",
    ("en", "lugar", "de"): "!INSTEAD",
    ("en", "vez", "de"): "!INSTEAD",
    ("au", "lieu", "de"): "!INSTEAD",
    ("statt",): "!INSTEAD",
    ("anstatt",): "!INSTEAD",
    ("вместо",): "!INSTEAD",
    ("invece", "di"): "!INSTEAD",
    ("al", "posto", "di"): "!INSTEAD",
    ("in", "plaats", "van"): "!INSTEAD",
    ("istället", "för"): "!INSTEAD",
    ("zamiast",): "!INSTEAD",
    ("non", "più"): "!NEGCUE",
    ("não", "mais"): "!NEGCUE",
    ("nao", "mais"): "!NEGCUE",
    ("em", "vez", "de"): "!INSTEAD",
    ("keep", "in", "mind"): "",
    # a liking turned around by what follows it: "prefers to avoid X" dislikes X
    **{(verb, "to", "avoid"): "PREF-" for verb in "prefer prefers preferred like likes liked want wants wanted try tries tried".split()},
    # discourse markers: they frame a note and say nothing of it
    ("by", "the", "way"): "",
    ("mind", "you"): "",
    ("to", "be", "fair"): "",
    ("to", "be", "clear"): "",
    ("for", "what", "its", "worth"): "",
    ("for", "what", "it's", "worth"): "",
    ("as", "a", "reminder"): "",
    # an instruction's framing says nothing of what to do: "Make sure to X" is "Remember to
    # X" is "Always X"; "Don't forget to X" is no denial of X
    ("make", "sure"): "",
    ("be", "sure"): "",
    ("dont", "forget"): "",
    ("do", "not", "forget"): "",
    ("never", "forget"): "",
    ("forgot", "to"): "!NOT",  # "forgot to lock the door": did not lock it
    # a choice turned down: "ruled out MySQL as the database" did not choose it
    ("ruled", "out"): "!NOT",
    ("rule", "out"): "!NOT",
    ("rules", "out"): "!NOT",
    ("ruling", "out"): "!NOT",
    ("decided", "against"): "!NOT",
    ("decide", "against"): "!NOT",
    ("decides", "against"): "!NOT",
    ("opted", "against"): "!NOT",
    ("voted", "against"): "!NOT",
    ("said", "no", "to"): "!NOT",
    # ... and turned down ("turned down NATS as the queue")
    **{(verb, "down"): "!NOT" for verb in ("turn", "turns", "turned", "turning")},
    ("forgets", "to"): "!NOT",
    ("forget", "to"): "!NOT",
    ("best", "way", "to"): "",
    # a scope's framing: "When it comes to Python projects, ..." is "For Python projects, ..."
    ("when", "it", "comes", "to"): "=for",
    ("with", "regard", "to"): "=for",
    ("when", "working", "with"): "=for",
    ("when", "i", "do"): "=for",  # "my test runner when I do Rust code": for Rust code
    ("when", "doing"): "=for",
    ("when", "i", "work", "on"): "=for",
    ("when", "working", "on"): "=for",
    ("with", "respect", "to"): "=for",
    ("regarding",): "=for",
    # who holds a role: "Ida serves as Falcon's data owner" is "Ida is Falcon's data owner"
    **{(verb, "as"): "=is" for verb in ("serves", "served", "acts", "acted")},
    # "in anything to do with client work" is "for client work"
    **{
        (pre, every, *tail): "=for"
        for pre in ("in", "for", "with")
        for every in ("anything", "everything")
        for tail in (("to", "do", "with"), ("related", "to"), ("involving",), ("concerning",))
    },
    ("para",): "=for",
    ("für",): "=for",
    ("pour",): "=for",
    ("для",): "=for",
    ("como",): "=as",
    # ... and in Dutch, Swedish, Polish and French: "voor X" / "för X" / "dla X" is "for
    # X", "als Y" / "som Y" / "jako Y" / "comme Y" "as Y", Dutch "maar" and Portuguese "mas" "but"
    ("voor",): "=for",
    ("för",): "=for",
    ("dla",): "=for",
    ("als",): "=as",
    ("som",): "=as",
    ("jako",): "=as",
    ("comme",): "=as",
    ("maar",): "=but",
    ("em",): "=in",
    ("pra",): "=for",
    ("op",): "=on",
    ("på",): "=on",
    ("à",): "=to",  # "préfère X à Y" prefers X to Y: an order
    ("mas",): "=but",
    ("for", "the", "record"): "",
    ("heads", "up"): "",
    # "out" after a copula is away ("Alice is out of the office"); else a particle ("works
    # out of Munich", "find out")
    ("is", "out"): "INSIDE-",
    ("are", "out"): "INSIDE-",
    ("was", "out"): "INSIDE-",
    ("were", "out"): "INSIDE-",
    ("be", "out"): "INSIDE-",
    ("been", "out"): "INSIDE-",
    ("just", "so", "you", "know"): "",
    ("worth", "remembering"): "",
    ("worth", "noting"): "",
    ("good", "to", "know"): "",
    ("for", "reference"): "",
    ("as", "agreed"): "",
    ("as", "discussed"): "",
    ("as", "mentioned"): "",
    ("as", "noted"): "",
    ("as", "requested"): "",
    # what waits for a thing comes after it: "the build must wait for the linter" is "the
    # build runs after the linter", an order (never the same as its reversal)
    **{(verb, prep): "BEFORE-" for verb in "wait waits waited waiting".split() for prep in ("for", "on")},
    # "kicks off at 9" starts then ("off" is no state); "pencilled in for", "expected on" a day say when it is due
    **{(verb, "off"): "START+" for verb in "kick kicks kicked kicking".split()},
    **{(verb, "in"): "DUE+" for verb in "pencilled penciled".split()},
    ("expected", "on"): "DUE+",
    # Spanish: "me quedo con X" (I stick with X), "pasé a X" (I switched to X)
    ("me", "quedo", "con"): "PREF+",
    # Portuguese "eu" (I) before its verb ("eu uso o X"; alone, "eu" may be the EU), and
    # Italian "per" before an article, "for" ("Per il team X ...": "per" alone may be a name)
    ("eu", "uso"): "PREF+",
    ("eu", "prefiro"): "PREF+",
    ("eu", "moro"): "LIVE+",
    ("eu", "trabalho"): "WORK+",
    **{("per", article): "=for" for article in ("il", "lo", "la", "i", "gli", "le", "l")},
    ("si", "tiene"): "HAPPEN",  # Italian "is held"
    ("si", "tengono"): "HAPPEN",
    ("nos", "quedamos", "con"): "PREF+",
    ("pasé", "a"): "!CUE",
    ("pasamos", "a"): "!CUE",
    ("of", "choice"): "PREF+",
    ("beat",): "PREF+!CONTRAST",
    ("beats",): "PREF+!CONTRAST",
    # "X is preferred to Y" is "X beats Y" ("to" is no direction here)
    ("is", "preferred", "to"): "PREF+!CONTRAST",
    ("are", "preferred", "to"): "PREF+!CONTRAST",  # "I preferred to work alone" stays a liking
    ("took", "over"): "!REPLACE",
    ("takes", "over"): "!REPLACE",
    ("taking", "over"): "!REPLACE",
    ("stepped", "in"): "!REPLACE",  # "X stepped in as the designer on Lotus": X took over
    ("steps", "in"): "!REPLACE",
    ("is", "taking", "over"): "!REPLACE",  # the change itself, said as under way
    ("are", "taking", "over"): "!REPLACE",
    ("taken", "over"): "!REPLACE",
    ("go", "with"): "PREF+",
    ("goes", "with"): "PREF+",
    ("going", "with"): "PREF+",
    ("went", "with"): "PREF+",
    ("gone", "with"): "PREF+",  # "has since gone with Travis CI"
    ("settled", "on"): "PREF+",
    ("decided", "on"): "PREF+",
    ("relies", "on"): "PREF+",
    ("rely", "on"): "PREF+",
    ("works", "with"): "PREF+",
    ("work", "with"): "PREF+",
    ("stick", "with"): "PREF+",
    ("sticks", "with"): "PREF+",
    ("times", "out"): "TIMEOUT+",
    ("time", "out"): "TIMEOUT+",
    ("timed", "out"): "TIMEOUT+",
    # "gives up after 30s", "requests are cut off after 30 seconds": a timeout said as what it does
    ("gives", "up", "after"): "TIMEOUT+",
    ("give", "up", "after"): "TIMEOUT+",
    ("gave", "up", "after"): "TIMEOUT+",
    ("cut", "off", "after"): "TIMEOUT+",
    ("cuts", "off", "after"): "TIMEOUT+",
    ("takes", "place"): "HAPPEN",
    ("take", "place"): "HAPPEN",
    ("took", "place"): "HAPPEN",
    ("in", "charge", "of"): "LEAD+",
    ("reports", "to"): "MANAGER+",  # "X reports to Y" is "X's manager is Y"
    ("reporting", "line"): "MANAGER+",  # "X is in Y's reporting line": the same
    ("report", "to"): "MANAGER+",
    ("reporting", "to"): "MANAGER+",
    # and in Spanish, German and French: "X le reporta a Y", "X berichtet an Y", "X rend compte à Y"
    ("reporta", "a"): "MANAGER+",
    ("reportan", "a"): "MANAGER+",
    ("berichtet", "an"): "MANAGER+",
    ("rend", "compte", "à"): "MANAGER+",
    # "X works under Y": "X reports to Y" (and "X is managed by Y": _manages_as_reports)
    ("works", "under"): "MANAGER+",
    ("work", "under"): "MANAGER+",
    ("worked", "under"): "MANAGER+",
    ("working", "under"): "MANAGER+",
    ("get", "in", "touch"): "CONTACT+",
    ("time", "zone"): "=timezone",
    ("vs", "code"): "=vscode",
    ("visual", "studio", "code"): "=vscode",
    ("windows", "terminal"): "=windows-terminal",
    ("stand", "up"): "=standup",
    # ways to sign in said in two words: one known thing each
    ("basic", "auth"): "=basic-auth",
    ("basic", "authentication"): "=basic-auth",
    ("api", "key"): "=api-key",
    ("api", "keys"): "=api-key",
    ("session", "cookie"): "=session-cookies",
    ("session", "cookies"): "=session-cookies",
    ("jwt", "token"): "=jwt",
    ("jwt", "tokens"): "=jwt",
    ("oauth", "2"): "=oauth",
    ("oauth", "2.0"): "=oauth",
    ("one", "on", "one"): "=1:1",
    ("in", "person"): "REMOTE-",
    ("in", "favour", "of"): "PREF+",
    ("in", "favor", "of"): "PREF+",
    ("is", "against"): "PREF-",
    ("are", "against"): "PREF-",
    ("am", "against"): "PREF-",
    ("was", "against"): "PREF-",
    ("were", "against"): "PREF-",
    ("at", "least"): "BOUND+",
    ("no", "less", "than"): "BOUND+",
    ("no", "fewer", "than"): "BOUND+",
    ("at", "most"): "BOUND-",
    ("no", "more", "than"): "BOUND-",
    ("in", "office"): "REMOTE-",
    # when a thing is due, said as a noun of two words: "the target date for X" is "X is due"
    ("target", "date"): "DUE+",
    ("target", "dates"): "DUE+",
    ("due", "date"): "DUE+",
    ("due", "dates"): "DUE+",
    ("backed", "by"): "STORE+",
    # a role held, said as "serves as" / "acts as": "is" ("X serves as QA lead for Falcon" /
    # "X is the QA lead for Falcon")
    ("serves", "as"): "=is",
    ("serve", "as"): "=is",
    ("served", "as"): "=is",
    ("acts", "as"): "=is",
    ("act", "as"): "=is",
    ("acted", "as"): "=is",
    ("get", "hold", "of"): "CONTACT+",  # "the way to get hold of X": "hold" is no verb of its own
    ("gets", "hold", "of"): "CONTACT+",
    ("getting", "hold", "of"): "CONTACT+",
    ("get", "a", "hold", "of"): "CONTACT+",  # and with "a", or "ahold"
    ("get", "ahold", "of"): "CONTACT+",
    ("gets", "a", "hold", "of"): "CONTACT+",
    # "Cassandra was chosen as the database of Tundra": "Cassandra is the database of Tundra"
    ("was", "chosen", "as"): "=is",
    ("is", "chosen", "as"): "=is",
    ("was", "picked", "as"): "=is",
    ("was", "selected", "as"): "=is",
    ("is", "selected", "as"): "=is",
    # "The Bangkok office can be found at X": "... is at X"
    ("can", "be", "found"): "=is",
    # a role of two words, no release and no manager of one ("Release manager of Summit: X"
    # opened with a verb, "Release", and made X a manager)
    ("release", "manager"): "=release-manager",
    ("release", "managers"): "=release-manager",
    ("line", "manager"): "MANAGER+",
    ("line", "managers"): "MANAGER+",
    # when a thing is due: "the beta lands on March 3" is "the beta is due on March 3"
    ("lands", "on"): "DUE+",
    ("land", "on"): "DUE+",
    # a role or a state said with another verb: "serving as tech lead", "stays enabled"
    ("serving", "as"): "=is",
    ("acting", "as"): "=is",
    ("stays",): "=is",
    ("stayed",): "=is",
    ("remains",): "=is",
    ("remained",): "=is",
    ("falls", "on"): "HAPPEN",  # "the retro falls on Tuesday"
    # a duty that falls to someone is theirs: "the QA role on Falcon falls to Ana"
    ("falls", "to"): "=is",
    ("spetta", "a"): "=is",  # Italian: "il ruolo di X su Y spetta a Z"
    ("cabe", "a"): "=is",  # Portuguese
    ("fell", "to"): "=is",
    ("fall", "on"): "HAPPEN",
    ("replica", "count"): "=replicas",
    ("home", "office"): "WORK+",  # "Home office of Omar: Munich": where Omar works
    # a liking said with a verb and its particle: "stuck with gofmt", "reaches for Zed"
    ("stuck", "with"): "PREF+",
    ("sticking", "with"): "PREF+",
    ("reach", "for"): "PREF+",
    ("reaches", "for"): "PREF+",
    ("reached", "for"): "PREF+",
    ("reaching", "for"): "PREF+",
}
# When a new value starts, said first: "Effective today, X is ...", "Starting Monday ...",
# "As of next quarter ...", "With effect from next week, ...": each an update cue, as "as
# of this month" is.
_WHEN_SAID = [("today",), ("now",), ("immediately",), ("tomorrow",)]
_WHEN_SAID += [(day,) for day in "monday tuesday wednesday thursday friday saturday sunday".split()]
_WHEN_SAID += [(which, span) for which in ("this", "next") for span in "week month sprint quarter year release shift".split()]
for _lead in (("as", "of"), ("effective",), ("starting",), ("beginning",), ("with", "effect", "from")):
    for _when in _WHEN_SAID:
        _PHRASES.setdefault(_lead + _when, "!CUE")
# When a change happened, said with it: "got disabled this morning" (the change, now)
for _when in (("this", "morning"), ("this", "afternoon"), ("earlier", "today")):
    _PHRASES.setdefault(_when, "!CUE")
_PHRASE_HEADS: dict[str, list[tuple[str, ...]]] = {}
for _words in sorted(_PHRASES, key=len, reverse=True):
    _PHRASE_HEADS.setdefault(_words[0], []).append(_words)

# Spelling variants and short names of one thing.
ALIASES = {
    "postgresql": "postgres", "psql": "postgres", "k8s": "kubernetes", "golang": "go", "js": "javascript",
    "ts": "typescript", "py": "python", "mongo": "mongodb", "e-mail": "email", "emails": "email",
    "mail": "email", "on-call": "oncall", "stand-up": "standup", "stand-ups": "standup", "follow-up": "followup",
    "actual": "current",  # a false friend: "the actual lead" is the current one (aktuell, actual, актуальный)
    "favourite": "favorite", "colour": "color", "organisation": "organization", "ide": "editor",
    "nodejs": "node", "node.js": "node", "tz": "timezone", "repository": "repo", "repositories": "repo",
    "pr": "pull-request", "prs": "pull-request", "mr": "pull-request", "mrs": "pull-request", "env": "environment",
    "doc": "documentation", "docs": "documentation",
    "prod": "production", "stg": "staging", "development": "dev", "msg": "message",
    "approx": "about", "mins": "minute", "min": "minute", "minutes": "minute", "secs": "second",
    "sec": "second", "seconds": "second", "hrs": "hour", "hours": "hour", "hr": "hour", "ms": "millisecond",
    "kubectl": "kubernetes", "gh": "github", "gcp": "google-cloud", "gcloud": "google-cloud", "aws": "aws",
    "authentication": "auth", "authenticate": "auth", "authenticates": "auth", "authenticated": "auth",
    "authorisation": "authorization",
    # a store's and a deployment's other names: "X's datastore is Y", "we run 6 pods of X"
    "datastore": "database", "datastores": "database", "pod": "replica", "pods": "replicas",
    "instance": "replica", "instances": "replicas",
    # "our Vilnius site" is "our Vilnius office", and so is a note's "Vilnius bldg"
    "site": "office", "sites": "offices", "bldg": "office",
    # ... and in other languages ("im Büro in Amsterdam", "en la oficina de Lima")
    "büro": "office", "buro": "office", "buero": "office", "oficina": "office", "bureau": "office",
    # a note's abbreviations: "mgr of X", "X db", "fl. 7", "req timeout", "the billing svc"
    "mgr": "manager", "mgrs": "managers", "db": "database", "dbs": "databases", "fl": "floor", "runtime": "language",
    "req": "request", "reqs": "requests", "svc": "service", "cfg": "config", "dept": "department",
    # a currency by its code, as its sign reads (_CURRENCIES)
    "dollar": "usd", "dollars": "usd", "bucks": "usd", "euro": "eur", "euros": "eur", "yen": "jpy",
    "rupee": "inr", "rupees": "inr", "rouble": "rub", "roubles": "rub", "ruble": "rub", "rubles": "rub",
}  # fmt: skip
# British spellings read as American ones, each form of a word ("colours", "organised"),
# so "The user's car is a grey Volvo" / "... a gray Volvo" is one memory.
ALIASES.update(
    {
        british + ending: british[:-3] + "or" + ending
        for british in "colour favour flavour behaviour neighbour honour labour humour harbour rumour odour".split()
        for ending in ("", "s", "ed", "ing", "ful", "less", "hood", "hoods", "ite", "ites", "able")
    }
)
ALIASES.update(
    {
        root + ending: root + ending.replace("is", "iz", 1)
        for root in (
            "organ real recogn apolog priorit summar optim custom author standard minim maxim util "
            "normal visual special emphas categor final synchron serial modern character memor"
        ).split()
        for ending in ("ise", "ises", "ised", "ising", "isation", "isations", "iser", "isers")
    }
)
ALIASES.update(
    dict(
        pair.split(":")
        for pair in """
        grey:gray greys:grays greyed:grayed centre:center centres:centers centred:centered
        theatre:theater theatres:theaters metre:meter metres:meters litre:liter litres:liters
        kilometre:kilometer kilometres:kilometers licence:license licences:licenses
        defence:defense offence:offense catalogue:catalog catalogues:catalogs
        programme:program programmes:programs travelled:traveled travelling:traveling
        traveller:traveler travellers:travelers cancelled:canceled cancelling:canceling
        modelled:modeled modelling:modeling labelled:labeled labelling:labeling
        aluminium:aluminum mum:mom mums:moms cheque:check cheques:checks pyjamas:pajamas
        tyre:tire tyres:tires jewellery:jewelry enrolment:enrollment fulfil:fulfill
        sceptical:skeptical paediatric:pediatric paediatrician:pediatrician mould:mold
        ageing:aging judgement:judgment acknowledgement:acknowledgment analogue:analog
        analyse:analyze analysed:analyzed analysing:analyzing colour-blind:color-blind
        """.split()
    )
)
# An irregular verb's past and participle read as its base, as a regular one's stem does
# ("Bob wrote the API" / "The API was written by Bob"); not where the form is a word of
# its own too ("found", "left", "saw", "felt", "thought", "drunk", "gone", "won").
ALIASES.update(
    dict(
        pair.split(":")
        for pair in """
        wrote:write written:write spoke:speak spoken:speak ran:run took:take taken:take
        made:make gave:give given:give drove:drive driven:drive built:build paid:pay sent:send
        told:tell taught:teach drank:drink ate:eat eaten:eat began:begin begun:begin
        bought:buy brought:bring sold:sell knew:know known:know grew:grow grown:grow
        broke:break broken:break flew:fly flown:fly held:hold stood:stand understood:understand
        lent:lend spent:spend lost:lose met:meet
        """.split()
    )
)
# Environments: a fact about staging is not a fact about production, wherever it is said.
ENVIRONMENTS = frozenset(
    "staging production dev qa test testing sandbox preview local uat canary beta prod stg".split()
)
# Nouns that make a prepositional phrase a scope ("on the payments team", "in the X repo").
SCOPE_NOUNS = frozenset(
    """
    team teams project projects repo service services cluster clusters app apps codebase org
    organization department group squad channel environment environments pipeline account
    workspace region tenant product rotation rotations
    """.split()
)
# Things that fill one slot: two of a kind in the same place are two values of one fact
# ("the user prefers vim" / "the user prefers emacs"), not two facts. The lexicon lives in
# text.py: search reads it too (a question naming a kind finds its values).
KINDS: dict[str, frozenset[str]] = {}
for _kind, _words in KINDS_OF_THINGS.items():
    for _word in _words.split():
        KINDS[_word] = KINDS.get(_word, frozenset()) | {_kind}

# Words that are verbs often enough to end a subject (besides copulas and the concepts).
VERBS = frozenset(
    """
    go goes went gone going take takes took come comes came make makes made keep keeps kept
    get gets got give gives gave find finds found call calls called join joins joined leave
    leaves left attend attends attended speak speaks spoke drink drinks drank eat eats ate
    read reads write writes wrote play plays played drive drives drove commute commutes
    store stores stored host hosts hosted ship ships shipped handle handles handled serve
    serves served connect connects connected point points pointed listen listens listened
    depend depends depended expect expects expected build builds built test tests tested
    review reviews reviewed merge merges merged push pushes pushed pull pulls pulled book
    books booked plan plans planned pay pays paid cost costs visit visits visited travel
    travels traveled travelled fly flies flew arrive arrives arrived support supports
    supported target targets targeted authenticate authenticates authenticated sign signs
    signed log logs logged send sends sent receive receives received order orders ordered
    drink drinks orders prefer prefers wants need needs say says said tell tells told ask
    asks asked set sets runs lives works leads manages owns reports uses likes loves hates
    sits beat beats stays stay stayed talk talks talked meet meets met teach teaches taught
    learn learns learned study studies studied belong belongs belonged hold holds held drop drops
    happen happens happened allow allows enable enables disable disables require requires
    contain contains contained mean means meant include includes included cover covers
    rebase rebases rebased squash squashes squashed commit commits committed lint lints
    refactor refactors migrate migrates install installs installed configure configures
    restart restarts rotate rotates rotated backup backs tag tags tagged release
    covered move moves switch switches change changes replace replaces upgrade upgrades
    scale scales scaled schedule schedules arbeitet arbeite sitzt wohnt trabaja trabajo
    vive uso usa prefiere prefiero работает живёт живет сидит travaille habite utilise préfère
    end ends ended expire expires expired import imports imported export exports exported
    closes opens
    """.split()
)
# Hyphenated words that are ordinary words; any other kebab-case word names a thing (a
# service, a flag, a repo), which is what a fact is about.
COMMON_HYPHENATED = frozenset(
    """
    follow-up long-term short-term real-time built-in sign-in check-in opt-in opt-out one-off
    end-to-end up-to-date well-known open-source self-hosted read-only full-time part-time
    in-house day-to-day face-to-face co-worker re-run non-blocking high-priority low-priority
    """.split()
)
# Stopwords that, opening a text, are an imperative's verb.
_IMPERATIVE_STOPWORDS = frozenset({"get"})  # not "let": "Let Alice know ..." has its verb after the name
_DETERMINERS = frozenset("the a an this that these those its his her their our my your every each no".split())
# A word that ends a clause for negation scope and the order check.
_BOUNDARIES = frozenset(
    {
        ",",
        ";",
        ".",
        "!",
        "?",
        ":",
        "(",
        ")",
        "—",
        "–",
        "-",
        "but",
        "however",
        "though",
        "although",
        "whereas",
        "aber",
        "pero",
        "mais",
        "но",
    }
)
# Words kept in the order check between two swapped words ("X over Y", "from X to Y").
# Prepositions that end the rejected alternative of "X instead of Y for Z" and open scopes.
_PREPOSITIONS = frozenset("for in on at as with to from by during since until till within across via".split())
# "chez", "bei": where one works in French and German ("travaille chez X", "arbeitet bei X"), as "at" says
_ANCHORS = (
    frozenset("over than then vs versus under above below into onto instead rather but chez bei".split())
    | _PREPOSITIONS
)
# Concept words that are not verb forms (nouns, adjectives, participles after a copula).
_NOT_VERBS = frozenset(
    """
    preference preferences favorite favourite favorites favourites fond fan go-to goto desk
    workplace home leader manager boss owner owners maintainer responsible response responses
    mode theme scheme meeting meetings sync syncs standup standups deployment deployments due
    deadline deadlines timeout timeouts kickoff urgent urgently asap emergency emergencies
    mandatory necessary compulsory obligatory optional active inactive public private visible hidden
    closed online offline remote remotely onsite true false before earlier prior after later ahead behind
    afterwards early late more less fewer higher lower good great best better bad worst worse
    poor dark light synchronous asynchronous async decision decisions based seated off
    enabled disabled allowed denied forbidden blocked accepted approved rejected included
    excluded shown success failure required activated deactivated permitted prohibited banned
    declined strict strictly lenient encryption decryption unencrypted inbound incoming ingress outbound
    outgoing egress ascending descending manual manually automatic automatically internal
    internally external externally senior junior major minor horizontal horizontally vertical
    vertically married divorced expert experts beginner beginners novice novices male female
    introvert introverted extrovert extroverted extravert extraverted optimistic optimist
    pessimistic pessimist full-time fulltime part-time parttime parallel concurrently sequential
    sequentially serially eager eagerly lazy lazily
    """.split()
)

_MONTHS = {
    m: i + 1
    for i, names in enumerate(
        [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
         ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"),
         ("november", "nov"), ("december", "dec")]
    )
    for m in names
}  # fmt: skip
_WEEKDAYS = {
    d: i + 1
    for i, names in enumerate(
        [("monday", "mon", "mondays"), ("tuesday", "tue", "tues", "tuesdays"), ("wednesday", "wed", "wednesdays"),
         ("thursday", "thu", "thur", "thurs", "thursdays"), ("friday", "fri", "fridays"),
         ("saturday", "sat", "saturdays"), ("sunday", "sun", "sundays")]
    )
    for d in names
}  # fmt: skip
_NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen twenty".split()
    )
}
_NUMBER_WORDS.update({"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "ninety": 90, "hundred": 100})
_NUMBER_WORDS.update(
    {"third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}
)
_NUMBER_WORDS.update(
    {
        w: n
        for n, w in enumerate(
            "eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth".split(),
            start=11,
        )
    }
)
_NUMBER_WORDS["thirtieth"] = 30
_NUMBER_WORDS.pop("one")  # "the new one", "one of": a pronoun far more often than a count
_NUMBER_WORDS.update({"twice": 2, "thrice": 3})  # not "once": a conjunction as often ("once it passes")
# "first" and "second" are ordinals of a day only before "of" ("on the first of each month"
# / "on the 1st of ..."); elsewhere an order ("first, run the tests") and a unit of time.
_DAY_ORDINALS = {"first": "1", "second": "2"}
# Words that say from when a fact holds before a day or date, as "as of" does
_TAKING_EFFECT = frozenset({"starting", "beginning", "effective"})
_EXTENDED = frozenset({"extended", "extend", "extends", "prolonged"})
_DURATIONS = frozenset("millisecond second minute hour day week month year".split())
# ... as their plurals read ("days" stems to "dai")
_DURATION_KEYS = _DURATIONS | frozenset(stem(unit + "s") for unit in _DURATIONS)
_FREQUENCIES = frozenset(KINDS_OF_THINGS["frequency"].split())  # how often: a value, no thing
_UNITS = {"s": "second", "sec": "second", "m": "minute", "min": "minute", "h": "hour", "hr": "hour", "ms": "millisecond", "d": "day", "k": "thousand", "x": "times", "gb": "gb", "mb": "mb", "kb": "kb", "tb": "tb", "%": "percent"}  # fmt: skip
# units of measure a number may be written against ("20mg", "5km"), each as itself
_MEASURES = "mg kg km cm mm ml lb lbs oz ft mph ghz mhz kbps mbps gbps kw kwh".split()
_UNITS.update({unit: "lb" if unit == "lbs" else unit for unit in _MEASURES})

# CJK (no spaces): negations and cues found as substrings.
_CJK_NEGATIONS = ("不", "没", "別", "别", "无", "非", "ない", "ません", "なかった", "없", "않", "안 ")
_CJK_NEGATIONS_LONGEST = sorted(_CJK_NEGATIONS, key=len, reverse=True)
_CJK_CUES = (
    "现在",
    "不再",
    "改为",
    "改成",
    "换成",
    "搬到",
    "今は",
    "現在",
    "もう",
    "変更",
    "変わ",
    "引っ越",
    "代わりに",
    "이제",
)

_SCAN = re.compile(
    r"""
    (?P<time>(?<![\w.:])\d{1,2}(?:[:.]\d{2})?\s?(?:a\.?m\.?|p\.?m\.?)(?!\w)|(?<![\w.:])\d{1,2}:\d{2}(?![\w:]))
  | (?P<compound>[#@]?\w+(?:[-_./@+]\w+)+|[#@]\w+|\w+\+\+|\w+\#)
  | (?P<word>\w+(?:['\u2019]\w+)*)
  | (?P<mark>->|=>|\u2192|[,;:!?()\[\]\u2014\u2013%]|(?<=\s)-(?=\s)|\.(?!\w))
    """,
    re.X,
)
# Adverbs between a person and the verb ("the user now prefers", "we usually deploy")
_ADVERBS_AFTER_PERSON = frozenset(
    "now currently nowadays also still always usually often sometimes really actually just mostly generally typically rarely finally".split()
)
_ELISION = re.compile(r"(l|d|j|n|m|t|s|c|qu|dell|all|nell|sull|dall|quest|un)['\u2019](?=[^\W\d_]{2})")
_ELIDED = {"l": "le", "d": "de", "j": "je", "n": "ne", "m": "me", "t": "te", "s": "se", "c": "ce", "qu": "que"}
_CONTRACTION = re.compile(r"['\u2019](?:s|ll|re|ve|d|m)$")
_ORDINAL = re.compile(r"^(\d+)(?:st|nd|rd|th)$")
_WITH_UNIT = re.compile(r"^(\d+)(s|sec|m|min|h|hr|ms|d|k|x|gb|mb|kb|tb|" + "|".join(_MEASURES) + ")$")
_VERSION = re.compile(r"^v(\d+(?:\.\d+)*)$")
_DIGITS = re.compile(r"^\d+$")
_DECIMAL = re.compile(r"^\d+(?:[.,]\d+)+$")
_ISO_DATE = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
_ISO_MONTH = re.compile(r"^((?:19|20)\d{2})-(0[1-9]|1[0-2])$")  # "(as of 2026-05)"
_TIME = re.compile(r"^(\d{1,2})(?:[:.](\d{2}))?\s?(a|p)?")


# ---------------------------------------------------------------- reading one text
class Word(NamedTuple):
    """One word as the rules see it: its comparison key and what kind of word it is.
    (Immutable; a NamedTuple rather than a frozen dataclass because a text makes a few
    dozen of them and a frozen dataclass costs a third of reading a text to build.)"""

    key: str
    cls: str  # num time date ent kind env word concept anchor mark
    pole: int = 1  # an antonym's pole; polarity below folds in negation
    polarity: int = 1
    region: str = "O"  # S (subject), C (a scope: "for Falcon", "in staging"), V (verb), O (value), U (unknown)
    cue: bool = False
    form: str = ""  # as a verb: b(ase), s (-s), d (past), g (-ing); "" when not a verb
    lead: str = ""  # what came just before: det (a determiner or possessive), person, or ""
    denied: str = ""  # why polarity is negative: "not" (a negation) or "old" (a replaced value)
    at: int = 0  # position among the raw tokens (what stopwords left apart stays apart)


@dataclass(frozen=True)
class Analysis:
    """A text read once, for any number of pair checks."""

    text: str  # NFKC, as analyze reads it (from_reading too)
    norm: str  # the text without case, punctuation or spacing differences
    words: tuple[Word, ...]  # content words and anchors, in order
    cue: bool  # carries an update cue
    fallback: bool  # CJK: only the characters' rule applies (_relate_by_tokens)
    # text.tokens, for the fallback and its number guard (empty where not a fallback: a
    # pair with one reads the other's tokens again, _token_set)
    token_set: frozenset[str]
    keys: Mapping[str, Word] = field(default_factory=dict)  # first content occurrence per key
    polarity: Mapping[str, int] = field(default_factory=dict)  # +1 if any occurrence is positive
    signs: Mapping[str, frozenset] = field(default_factory=dict)  # each occurrence's (polarity, why denied)
    subject: tuple[str, ...] = ()  # the subject key: its subject words' keys, sorted
    scoped: bool = False  # a content word in a scope region ("for the billing service")
    # the keys of its names, and of its numbers and things in the subject or a scope, said
    # positively: one the other text does not have makes the two different (surely_different)
    subject_values: frozenset[str] = frozenset()
    # the keys of its other subject or scope words said positively (not generic): one on
    # each side that the other text lacks is a subject noun swapped (surely_different)
    subject_nouns: frozenset[str] = frozenset()
    # the first SAME_ROOT_PREFIX letters of its ordinary words of that length or more: the
    # only words another text's word can share a root with (_same_roots)
    root_heads: frozenset[str] = frozenset()
    # its positive words that are not generic, and of those, with their places, the
    # ordinary words outside the subject that are no value's modifier (_plain_changes)
    substantive: frozenset[str] = frozenset()
    plain_words: tuple[tuple[str, int], ...] = ()


def _per_text(read):
    """``read`` of one analysis, worked out once for it and kept in its ``__dict__`` (a
    sleep relates each text in ~30 pairs; the fields, equality and readings ignore it).
    What it returns is shared: a caller never changes it."""
    name = "_" + read.__name__

    def once(analysis: Analysis):
        kept = analysis.__dict__
        found = kept.get(name, once)
        if found is once:
            found = kept[name] = read(analysis)
        return found

    once.__name__, once.__doc__, once.__wrapped__ = read.__name__, read.__doc__, read
    return once


def reading_of(analysis: Analysis) -> list:
    """An analysis as plain JSON values (``from_reading`` gives it back), so that a sleep
    can keep what it read between runs without pickle; ``keys`` name words by place."""
    place = {id(word): n for n, word in enumerate(analysis.words)}
    return [
        analysis.norm,
        [list(word) for word in analysis.words],
        analysis.cue,
        analysis.fallback,
        sorted(analysis.token_set),
        {key: place.get(id(word), list(word)) for key, word in analysis.keys.items()},
        dict(analysis.polarity),
        {key: sorted(map(list, signs)) for key, signs in analysis.signs.items()},
        list(analysis.subject),
        analysis.scoped,
        sorted(analysis.subject_values),
        sorted(analysis.subject_nouns),
        sorted(analysis.root_heads),
        sorted(analysis.substantive),
        [list(pair) for pair in analysis.plain_words],
    ]


_WORD_FIELDS = len(Word._fields)


def _word(value: list) -> Word:
    """A word read back; its strings interned, as most are the same few ("word", "S",
    "BE"): a sleep keeps 40,000 readings, and each word's own copies were most of one."""
    if len(value) != _WORD_FIELDS:
        raise ValueError(f"a word of {len(value)} fields")
    key, cls, pole, polarity, region, cue, form, lead, denied, at = value
    intern = sys.intern
    return tuple.__new__(
        Word, (intern(key), intern(cls), pole, polarity, intern(region), cue, intern(form), intern(lead), intern(denied), at)
    )


_SIGN_SETS: dict[frozenset, frozenset] = {}


def _sign_set(signs: frozenset) -> frozenset:
    """One shared copy of a set of signs (there are a handful: (1, ""), (-1, "not") ...)."""
    if len(_SIGN_SETS) < 4096:
        return _SIGN_SETS.setdefault(signs, signs)
    return _SIGN_SETS.get(signs, signs)


def from_reading(text: str, value: list) -> Analysis:
    """The analysis ``reading_of`` made of ``text``; ValueError when ``value`` is not one.
    Its text is read as ``analyze`` reads it (NFKC), so the pair checks that read it again
    read the same words."""
    text = unicodedata.normalize("NFKC", text)
    try:
        (
            norm,
            raw_words,
            cue,
            fallback,
            token_set,
            keys,
            polarity,
            signs,
            subject,
            scoped,
            values,
            nouns,
            heads,
            substantive,
            plain,
        ) = value
        words = tuple([_word(w) for w in raw_words])
        intern = sys.intern
        if not isinstance(norm, str):
            raise ValueError("its norm is not a string")
        return Analysis(
            text, norm, words, cue is True, fallback is True, frozenset(token_set),
            keys={k: words[w] if isinstance(w, int) else _word(w) for k, w in keys.items()},
            polarity=dict(polarity), signs={k: _sign_set(frozenset(map(tuple, v))) for k, v in signs.items()},
            subject=tuple(subject), scoped=scoped is True, subject_values=frozenset(map(intern, values)),
            subject_nouns=frozenset(map(intern, nouns)), root_heads=frozenset(map(intern, heads)),
            substantive=frozenset(map(intern, substantive)), plain_words=tuple((intern(k), int(at)) for k, at in plain),
        )  # fmt: skip
    except (TypeError, ValueError, IndexError, AttributeError) as exc:
        raise ValueError(f"not a reading: {exc}") from None


def _time_key(hour: int, minute: int, half: str | None) -> str | None:
    if half == "p" and hour < 12:
        hour += 12
    elif half == "a" and hour == 12:
        hour = 0
    if hour > 24 or minute > 59:
        return None
    return f"T{hour}:{minute:02d}"


def _raw_words(text: str) -> list[tuple[str, str, str, bool]]:
    """(surface, folded, type, possessive) for each token of the text."""
    out = []
    for match in _SCAN.finditer(text):
        kind = match.lastgroup
        surface = match.group()
        folded = surface.casefold()
        possessive = False
        if kind == "word" and ("'" in folded or "\u2019" in folded) and (elided := _ELISION.match(folded)):
            # French and Italian articles and pronouns cut before a vowel ("l'utilisateur",
            # "n'aime pas", "dell'ufficio"): the word said in full, then the word it precedes
            cut = elided.end()
            out.append((surface[:cut], _ELIDED.get(elided.group(1), elided.group(1)), "word", False))
            surface, folded = surface[cut:], folded[cut:]
        if kind == "word":
            stripped = _CONTRACTION.sub("", folded)
            possessive = stripped != folded and folded[-1] == "s" and stripped not in _NOT_POSSESSIVE
            folded = stripped.replace("'", "").replace("\u2019", "")
        elif kind == "compound" and _possessive_after(text, match.end()):
            possessive = True
        out.append((surface, folded, kind, possessive))
    return out


@lru_cache(maxsize=16384)
def _text_said(text: str) -> str:
    """``_said`` of a text a pair check reads again, as ``analyze`` reads it ("Neovim >
    every other editor" is "Neovim is the preferred editor": no "every other week"). Room for
    a sleep's working set: a pair check reads a text again long after ``analyze`` said it."""
    return _said(text)


@lru_cache(maxsize=256)
def _words_said(text: str) -> tuple[tuple[str, str, str, bool], ...]:
    """``_raw_words`` of a text a pair check reads again: a duplicate's checks read each
    text's words up to six times (possessors, capitals, modals, intentions, copulas,
    prepositions), and a pair's two texts are read together. As ``analyze`` reads them
    (``_said``): a role said around a clause reads as the clause it says."""
    return tuple(_raw_words(_text_said(text)))


# A currency's sign, which the words drop: read as its code after the amount ("$20" is "20
# usd", as "20 USD" says), so "$20" / "€20" differ.
_CURRENCIES = {"$": "usd", "€": "eur", "£": "gbp", "¥": "jpy", "₹": "inr", "₽": "rub"}
_CURRENCY_SIGN = "[" + "".join(map(re.escape, _CURRENCIES)) + "]"
_CURRENCY_ANY = re.compile(_CURRENCY_SIGN)
_CURRENCY_BEFORE = re.compile(rf"({_CURRENCY_SIGN})\s?(\d+(?:[.,]\d+)*)|(\d+(?:[.,]\d+)*)\s?({_CURRENCY_SIGN})")


# A number's sign, which the words drop too: "UTC+2" / "UTC-2", "-18 degrees" / "18 degrees".
_SIGNED = re.compile(r"(?:\b(?<=utc|gmt)|(?<=UTC|GMT)|(?<![\w.+-]))([+-])(?=\d)")


# An initial before a surname ("A. Chen"): one word of the name, not a stopword ending a
# sentence, so "A. Chen" / "B. Chen" are two people.
_INITIAL = re.compile(r"\b([A-Z])\.(?=\s+[A-Z][a-z])")


def _sign_word(match: re.Match) -> str:
    return " plus " if match.group(1) == "+" else " minus "


def _currency_after(match: re.Match) -> str:
    sign = match.group(1) or match.group(4)
    return f"{match.group(2) or match.group(3)} {_CURRENCIES[sign]}"


def _possessors(text: str) -> frozenset[str]:
    """The keys of the words a text marks as owners ("Carlos's team": carlos); not one
    whose name it says, which is saying what it is called ("The user's wife's name is
    Anna" says "The user's wife is called Anna")."""
    raw = _words_said(text)
    return frozenset(
        stem(folded)
        for n, (_, folded, _, possessive) in enumerate(raw)
        if possessive and not (n + 1 < len(raw) and raw[n + 1][1] in ("name", "names"))
    )


def _possessions(text: str) -> frozenset[tuple[str, str]]:
    """(owner, what it owns) for each owner a text marks ("the user's dog": user, dog)."""
    raw = _words_said(text)
    found = set()
    for n, (_, folded, _, possessive) in enumerate(raw):
        if possessive:
            after = next((t[1] for t in raw[n + 1 :] if t[1] not in _DETERMINERS), None)
            if after is not None:
                found.add((stem(folded), stem(after)))
    return frozenset(found)


def _owned_by_another(a: str, b: str) -> bool:
    """Whether the two texts say one thing owned by two owners ("Sparrow's CI" / "Magpie's
    CI"): two things, whatever else they share (read only where both mark an owner)."""
    if not (("'s" in a or "\u2019s" in a) and ("'s" in b or "\u2019s" in b)):
        return False
    owned_b: dict[str, set[str]] = {}
    for owner, thing in _possessions(b):
        owned_b.setdefault(thing, set()).add(owner)
    return any(
        thing in owned_b and owner not in owned_b[thing] and thing.isalpha() and thing not in _WHOSE_IS_A_VALUE
        for owner, thing in _possessions(a)
    )


# Things whose owner is the value, not the subject: "is on Omar's team", "is Bob's manager",
# "is in Lina's reporting line".
_WHOSE_IS_A_VALUE = frozenset(
    stem(w) for w in "team teams manager boss lead report reports reporting line group squad crew supervisor mentor desk".split()
)


_APOSTROPHE = re.compile("['\u2019]")


def _owned_by_others(x: Analysis, y: Analysis) -> bool:
    """Whether both texts are about a thing they say whose it is, and name no owner in
    common for it ("the user's laptop" / "the company's laptops"). Only the subject's: an
    owner in the value is the value ("is in Lina's reporting line" / "... Lucas's ...")."""
    if not (_APOSTROPHE.search(x.text) and _APOSTROPHE.search(y.text)):
        return False  # no owner marked on one side (an owner is marked by 's: most pairs)
    owners: list[dict[str, set[str]]] = []
    for text in (x, y):
        found: dict[str, set[str]] = {}
        for owner, thing in _possessions(text.text):
            word = text.keys.get(thing)
            if word is not None and word.region == "S":
                found.setdefault(thing, set()).add(owner)
        owners.append(found)
    mine, theirs = owners
    return any(thing in theirs and who.isdisjoint(theirs[thing]) for thing, who in mine.items())


def _done_by_a_group(x: Analysis, y: Analysis) -> bool:
    """Whether the user does what ``x`` says ("I want my code reviews in Polish": its verb
    after "I" or "the user", no "we" in it) and a group does it in ``y`` ("the growth team
    prefers big PRs for code review": the same verb after a group's noun): two owners'
    preferences, never one's versions. ("we" may be the group: "For Sequoia we picked
    Asana" / "Sequoia goes with YouTrack" is one fact.)"""
    verb_x = next((w for w in x.words if w.region == "V"), None)
    if verb_x is None or verb_x.lead != "person" or not _USER_SPEAKS.search(x.text) or _WE_SPEAK.search(x.text):
        return False
    for i, word in enumerate(y.words):
        if word.region == "V":
            return word.key == verb_x.key and any(w.key in _GROUP_NOUNS for w in y.words[:i])
    # no verb of its own: a label's scope names the group ("Rule for the support team: always use ...")
    return any(w.key in _GROUP_NOUNS and w.region == "C" for w in y.words) and any(w.key == verb_x.key for w in y.words)


# The user said as the one who does a thing, and a group's "we".
_USER_SPEAKS = re.compile(r"\b(?:I|my|me|[Tt]he\s+user|[Yy]ou|[Yy]our)\b")  # ("you": an assistant's "you want ...")
_WE_SPEAK = re.compile(r"\b(?:we|our|us)\b", re.IGNORECASE)


def _owned_otherwise(a: str, b: str) -> bool:
    """Whether two texts whose owners own the same things pair them otherwise ("the
    user's dog ... the neighbour's cat" / "the neighbour's dog ... the user's cat")."""
    pairs_a, pairs_b = _possessions(a), _possessions(b)
    return pairs_a != pairs_b and {o for _, o in pairs_a} == {o for _, o in pairs_b}


def _possessive_after(text: str, end: int) -> bool:
    """A compound name followed by 's ("billing-api's")."""
    return text[end : end + 2] in ("'s", "\u2019s")


def _form(folded: str) -> str:
    if folded in _IRREGULAR_PAST or folded.endswith("ed"):
        return "d"
    if folded.endswith("ing"):
        return "g"
    if folded.endswith("s") and not folded.endswith("ss"):
        return "s"
    return "b"


def _verbish(folded: str) -> bool:
    if folded in VERBS:
        return True
    if folded in CONCEPTS:
        return folded not in _NOT_VERBS and CONCEPTS[folded][0] not in SILENT
    return folded in CUES and folded not in CUE_ADVERBS


# "X replaced Y" in the languages the lexicon covers: Y is the old value.
_REPLACE_WORDS = frozenset(
    """replaced replacing replace replaces sustituye sustituyó sustituyen reemplaza reemplazó reemplazan ersetzt
    ersetzte ersetzen заменяет заменил заменила заменили""".split()
)


def _classify(
    surface: str, folded: str, kind: str, initial: bool, following: str | None, following_capital: bool = False
) -> Word | None:
    """One token's Word, or None when it carries nothing (stopword, filler, generic person)."""
    if kind == "mark":
        return Word(folded, "mark") if folded != "%" else Word("percent", "word")
    if kind == "time":
        found = _TIME.match(folded.replace(" ", ""))
        if found:
            key = _time_key(int(found.group(1)), int(found.group(2) or 0), found.group(3))
            if key:
                return Word(key, "time")
        return Word(folded, "num")
    if kind == "compound":
        folded = folded.strip(".")
        if folded in ALIASES:
            folded = ALIASES[folded]
            if folded.isalpha():
                return _classify(surface, folded, "word", initial, following, following_capital)
        if _DECIMAL.match(folded):
            return Word(folded, "num")
        date = _ISO_DATE.match(folded)
        if date:
            return Word(f"D{int(date.group(1))}-{int(date.group(2)):02d}-{int(date.group(3)):02d}", "date")
        month = _ISO_MONTH.match(folded)
        if month:
            return Word(f"M{month.group(1)}-{month.group(2)}", "date")
        version = _VERSION.match(folded)
        if version:
            return Word(version.group(1), "num")
        if folded in ("e.g", "i.e", "etc"):
            return None
        if folded in KINDS:
            return Word(folded, "kind")
        joined = folded.replace("-", "").replace("_", "")
        if (
            "-" in folded
            and joined.isalpha()
            and (joined in CONCEPTS or joined in ALIASES or folded in COMMON_HYPHENATED)
        ):
            return _classify(surface, joined, "word", initial, following)
        if joined.isalpha() and ("-" in folded or "_" in folded):
            return Word(folded, "name")  # billing-api, new-checkout: what the fact is about
        return Word(folded, "ent")
    # a word
    if surface == "HR":
        return Word("hr", "ent")  # human resources, not hours ("per HR", "HR's records")
    if folded in ALIASES:
        folded = ALIASES[folded]
    if _DIGITS.match(folded):
        return Word(str(int(folded)), "num")
    ordinal = _ORDINAL.match(folded)
    if ordinal:
        return Word(str(int(ordinal.group(1))), "num")
    version = _VERSION.match(folded)
    if version:
        return Word(version.group(1), "num")
    if folded in _WEEKDAYS and (folded != "sun" and folded != "sat" or surface[:1].isupper()):
        return Word(f"WD{_WEEKDAYS[folded]}", "date")
    if folded in _MONTHS and (
        folded != "may" or surface[:1].isupper() and (not initial or (following or "").isdigit())
    ):
        if folded not in ("mar", "jun", "sep", "dec", "jan") or surface[:1].isupper():
            return Word(f"M{_MONTHS[folded]:02d}", "date")
    if folded in _NUMBER_WORDS:
        return Word(str(_NUMBER_WORDS[folded]), "num")
    if folded in _DAY_ORDINALS and following == "of" and not initial:
        return Word(_DAY_ORDINALS[folded], "num")
    if folded in _TAKING_EFFECT and (
        following in _WEEKDAYS or following in _MONTHS or following in ("tomorrow", "on") or (following or "").isdigit()
    ):
        return Word("as", "anchor")  # "Starting Monday, ..." says what "As of Monday, ..." does
    if folded == "noon":
        return Word("T12:00", "time")
    if folded == "midnight":
        return Word("T0:00", "time")
    if folded in NEGATORS:
        return Word("NOT", "anchor", cue=False)
    if folded in _REPLACE_WORDS:
        return Word("REPLACE", "anchor", cue=True)  # "X replaced Y": Y is the old value
    if surface == "New" and following_capital:
        return Word(folded, "ent")  # a name's first word ("New Relic", "New York"), no change said
    if folded in CUES:
        return Word("CUE", "anchor", pole=-1 if folded in NEGATING_CUES else 1, cue=True)
    if folded in _EXTENDED and following in ("to", "until", "till", "through"):
        return Word("CUE", "anchor", cue=True)  # "extended to Jan 12" ("an extended warranty": a word)
    if folded == "just" and following is not None and _form(following) == "d":
        return Word("CUE", "anchor", cue=True)  # "We just enabled X": a change said as new
    if surface == "US":
        return Word("us", "ent")  # the country, not "us" ("The US office" / "The UK office")
    if folded in PERSONS or folded in FILLERS or (initial and folded in OPENERS):
        return None
    if folded in KINDS and (folded not in COPULAS or surface.isupper()):
        return Word(folded, "kind")
    if len(surface) > 1 and surface.isupper() and surface.isalpha() and folded not in CONCEPTS:
        return Word(folded, "ent")  # EST, QA: an acronym, not the French "est"
    if folded in COPULAS:
        return Word("BE", "anchor")
    if folded in CONCEPTS:
        concept, pole = CONCEPTS[folded]
        if concept in SILENT:
            return Word("HAPPEN", "anchor")
        return Word(concept, "concept", pole=pole)
    if folded in _ANCHORS:
        return Word(folded, "anchor")
    if folded in STOPWORDS or folded in FOREIGN_STOPWORDS:
        return None
    if folded in ENVIRONMENTS and following not in _ROLE_HEADS:
        return Word(ALIASES.get(folded, folded), "env")
    if folded in KINDS:
        return Word(folded, "kind")
    with_unit = _WITH_UNIT.match(folded)
    if with_unit:
        return Word(str(int(with_unit.group(1))), "num", pole=0)  # the unit follows (below)
    if any(c.isdigit() for c in folded):
        return Word(folded, "ent")
    key = stem(_unmarked(folded))
    if surface[:1].isupper():
        # A capital mid-sentence is a name; at the start only when the next word has one
        # too ("Nils Suzuki works"), or for all-caps or inner capitals ("QA", "GitHub").
        inner = any(c.isupper() for c in surface[1:])
        if not initial or inner or (following_capital and folded not in VERBS):
            return Word(key, "ent")
    return Word(key, "word")


# Words of one speaking of themselves or to another: after "Name:", a turn of a transcript.
_SPEAKING = frozenset("i im ive ill id me my mine we our us you your".split())


def _unmarked_table() -> dict[int, str]:
    """Each Latin letter with a mark (U+00C0-U+024F) -> the letter without it, and the few
    that do not decompose; no other script's letters ("й" is not "и")."""
    table = {ord(c): t for c, t in (("ß", "ss"), ("ø", "o"), ("æ", "ae"), ("œ", "oe"), ("ł", "l"), ("đ", "d"))}
    for code in range(0xC0, 0x250):
        base = unicodedata.normalize("NFKD", chr(code))[0]
        if base != chr(code) and base.isascii() and base.isalpha():
            table.setdefault(code, base.lower())
    return table


_UNMARKED = _unmarked_table()


def _unmarked(word: str) -> str:
    """A word's Latin letters without accents or other marks: one name spelled with and
    without them is one key ("Zürich" / "Zurich", "Zoë" / "Zoe", "café" / "cafe"). Only for
    a word no table names; others as given."""
    return word if word.isascii() else word.translate(_UNMARKED)


def _merge_phrases(raw: list[tuple[str, str, str, bool]]) -> list[tuple[str, str, str, bool]]:
    """Multiword phrases become one token ("no longer" -> a negating cue)."""
    out = []
    i = 0
    folded = [r[1] for r in raw]
    while i < len(raw):
        for words in _PHRASE_HEADS.get(folded[i], ()):
            n = len(words)
            if tuple(folded[i : i + n]) == words:
                action = _PHRASES[words]
                if action == "!PAST" and i > 0 and folded[i - 1] in COPULAS:
                    continue  # "is used to cache": not a past habit
                out.append((" ".join(r[0] for r in raw[i : i + n]), action + "\x00" + folded[i], "phrase", False))
                i += n
                break
        else:
            out.append(raw[i])
            i += 1
    return _role_held(_left_for(out))


# Particles a change verb takes before its "to" or "from" ("moved up to", "switched over
# to", "changed back to"): part of the verb, no word of the value.
_CHANGE_PARTICLES = frozenset("up over back across down".split())
# Prepositions that name the owner of an "as the <slot>" scope: "as the CI on Falcon"
_OWNED_ON = frozenset({"on", "for", "of", "at", "in"})
# Nouns after which an environment's name names a role or a group, not the environment:
# "the QA lead", "the production team", "a QA engineer"
_ROLE_HEADS = frozenset("lead leads engineer engineers tester testers team teams manager managers".split())
# Verbs that leave one thing for another: "left Berlin for Munich", "swapped Jenkins for
# GitHub Actions" ("dropped" is left out: "dropped the rule to write tests for bug fixes")
_LEFT_FOR = frozenset("left ditched ditching swapped swapping traded trading".split())
# Marks that end the clause a "left ... for ..." stands in.
_CLAUSE_ENDS = frozenset(".!?;:")


def _left_for(raw: list[tuple[str, str, str, bool]]) -> list[tuple[str, str, str, bool]]:
    """ "X left the Berlin office for Munich" says "X moved from the Berlin office to
    Munich": "left" becomes a change from what follows it, and the first "for" after it,
    in the same clause, two to six words on with no "to" between, "to" (one token each, so
    places keep). "swapped", "traded" and "ditched" say the same, and "left X and joined
    Y" or "left X to join Y" says "moved from X to Y"."""
    for i, token in enumerate(raw):
        if token[1] not in _LEFT_FOR or token[2] != "word":
            continue
        for j in range(i + 2, min(i + 7, len(raw) - 1)):
            if raw[j][1] in ("and", "to") and raw[j + 1][1] in ("joined", "join") and token[1] == "left":
                # "left Spotify and joined Klarna", "left Spotify to join Klarna"
                return _as_phrases(raw, {i: "!FROM", j: "", j + 1: "=to"})
            if raw[j][1] in _CLAUSE_ENDS or raw[j][1] == "to":
                break  # "left the team to work for Acme": no swap
            if raw[j][1] == "for" and raw[j][2] == "word":
                if any(t[1] == "to" for t in raw[j + 1 : _clause_stop(raw, j)]):
                    break  # "swapped my editor for work over to Zed": a scope, then the new value
                return _as_phrases(raw, {i: "!FROM", j: "=to"})
    return raw


def _clause_stop(raw: list[tuple[str, str, str, bool]], start: int) -> int:
    """Where the clause of token ``start`` ends (``_CLAUSE_ENDS``), or the end."""
    return next((j for j in range(start, len(raw)) if raw[j][1] in _CLAUSE_ENDS), len(raw))


_HOLDS_A_ROLE = frozenset("has have had holds hold held does do did fills fill filled owns own owned".split())


def _role_held(raw: list[tuple[str, str, str, bool]]) -> list[tuple[str, str, str, bool]]:
    """ "X has the QA lead role on Y" says "X is the QA lead on Y": "has" (or "holds",
    "does", "fills") before "the", a noun of one to three words, then "role" (``_ROLE_NOUNS``)
    and "on", "for" or "of", is "is", and the role noun no word (one token each, so places
    keep): "X does the designer job for Y" is "X is the designer for Y"."""
    for i, token in enumerate(raw[:-4]):
        if token[1] not in _HOLDS_A_ROLE or raw[i + 1][1] != "the":
            continue
        for j in range(i + 3, min(i + 6, len(raw) - 1)):
            if raw[j][1] in _ROLE_NOUNS and raw[j + 1][1] in _ROLE_OF:
                return _as_phrases(raw, {i: "=is", j: ""})
    return raw


def _as_phrases(raw: list[tuple[str, str, str, bool]], actions: dict[int, str]) -> list[tuple[str, str, str, bool]]:
    """``raw`` with the token at each place of ``actions`` read as a phrase of one token
    that does that action (as ``_merge_phrases`` marks a phrase: the action, then its head)."""
    out = list(raw)
    for at, action in actions.items():
        out[at] = (raw[at][0], action + "\x00" + raw[at][1], "phrase", False)
    return out


def _phrase_word(action: str) -> list[Word]:
    if not action:
        return []
    if action.startswith("="):
        key = action[1:]
        if key in COPULAS:
            return [Word("BE", "anchor")]
        if key in _ANCHORS:
            return [Word(key, "anchor")]
        return [Word(key, "kind" if key in KINDS else "word")]
    words = []
    concept, _, flags = action.partition("!")
    if concept:
        name, sign = (concept[:-1], concept[-1]) if concept[-1] in "+-" else (concept, "+")
        if name in SILENT:
            words.append(Word("HAPPEN", "anchor"))
        else:
            words.append(Word(name, "concept", pole=1 if sign == "+" else -1))
    if flags == "CUE":
        words.append(Word("CUE", "anchor", cue=True))
    elif flags == "NEGCUE":
        words.append(Word("NOT", "anchor", cue=True))
    elif flags == "NOT":
        words.append(Word("NOT", "anchor", cue=False))
    elif flags == "PAST":
        words.append(Word("NOT", "anchor", cue=True))
    elif flags == "INSTEAD":
        words.append(Word("INSTEAD", "anchor", cue=True))
    elif flags == "CONTRAST":
        words.append(Word("RATHER", "anchor"))
    elif flags == "REPLACE":
        words.append(Word("REPLACE", "anchor", cue=True))
    elif flags == "FROM":  # "left X for Y": moved from X to Y
        words += [Word("CUE", "anchor", cue=True, form="d"), Word("from", "anchor")]
    return words


def _content(word: Word) -> bool:
    return word.cls not in ("anchor", "mark")


# A whole statement denied by what opens it ("It's not true that X", "Неправда, что X", "No
# es cierto que X"): said as "not X", a negation of all of it, as a contradiction reads.
_DENIED_WHOLE = re.compile(
    r"^\s*(?:"
    r"(?:it|that)(?:'s|\u2019s|\s+is|\s+was)\s+(?:not\s+true|not\s+the\s+case|not\s+correct|untrue|false|incorrect|wrong)"
    r"|(?:it|that)\s+(?:isn't|isn\u2019t|wasn't|wasn\u2019t)\s+(?:true|the\s+case|correct)"
    r"|es\s+stimmt\s+nicht|es\s+ist\s+(?:nicht\s+wahr|falsch)|stimmt\s+nicht"
    r"|no\s+es\s+(?:cierto|verdad)|es\s+falso"
    r"|il\s+est\s+faux|ce\s+n['\u2019]est\s+pas\s+vrai|il\s+n['\u2019]est\s+pas\s+vrai|c['\u2019]est\s+faux"
    r"|(?:это\s+)?не\s*правда|неверно"
    r"|não\s+é\s+verdade|é\s+falso|non\s+è\s+vero|è\s+falso"
    r"|het\s+(?:is\s+niet\s+waar|klopt\s+niet)"
    r")\s*,?\s*(?:that|dass|que|что|che|dat)\s+",
    re.IGNORECASE,
)

# Whose a record's field is, said in brackets after it or first with a person's noun:
# "Allergy (Yusuf Okafor): sesame", "Colleague Theo Falk; office: Seoul" say "Yusuf Okafor's
# allergy: sesame", "Theo Falk's office: Seoul" (the field had been the verb or the whole
# line a heading, and whose it is a value: two people's allergies were one slot's versions).
# The name is two or three capitalised words.
_WHOSE_BRACKET = re.compile(
    r"^(?P<pre>(?:[^:()]{1,20}:\s+)?)(?P<label>[^\W\d][\w-]*(?:\s+[\w-]+){0,2})\s*\((?P<name>[A-Z][^\W\d_]+(?:\s+[A-Z][^\W\d_]+){1,2})\)\s*:\s+(?=\S)"
)
_WHOSE_RECORD = re.compile(
    r"^(?P<pre>(?:[^:;]{1,20}:\s+)?)(?:colleague|co-?worker|teammate|contact|employee|person)\s+(?P<name>[A-Z][^\W\d_]+(?:\s+[A-Z][^\W\d_]+){1,2})"
    r"\s*[;,]\s*(?P<key>[^\W\d][\w ]{0,20}?)\s*:\s+(?=\S)",
    re.IGNORECASE,
)
# Words whose label says a note no longer holds ("Deprecated: use npm", "Outdated: Alice is
# the QA lead", "Old: ...", "Dropped: the X team rule to ..."). Such a label is said as "no
# longer ..." (``_STALE_LABEL``), a change: it had been a light word, and the note one memory
# with what it retracts. ``_TELLING_LABEL`` holds them too: no such label is a note's source.
_STALE_WORDS = frozenset(
    """deprecated obsolete outdated retracted superseded old stale invalid expired dropped removed retired scrapped
    cancelled canceled abolished discontinued lifted revoked rescinded reverted withdrawn stopped""".split()
)
# A change said in a clause of its own (after a stale label, the label says nothing more).
_CHANGE_SAID = re.compile(
    r"\b(?:no\s+longer|instead|in\s+its\s+place|replac\w*|switch\w*|mov(?:ed|es)\s+to|adopted|handed\s+(?:over\s+)?to|now)\b",
    re.IGNORECASE,
)
_STALE_LABEL = re.compile(
    r"^(?:(?:(?:rule|policy|convention)\s+)?(?:" + "|".join(sorted(_STALE_WORDS, key=len, reverse=True)) + r")(?:\s+(?:rule|policy|convention))?"
    + r"|no\s+longer(?:\s+(?:true|valid|applies|the\s+case|an?\s+(?:rule|policy|convention|thing)))?|not\s+true\s+any\s?more)\s*[:\u2014]\s+(?=\S)",
    re.IGNORECASE,
)
# A closing clause that says what it follows no longer holds: "X, that's gone now", "X um
# that's over", "X — that no longer applies", "X; it was dropped", and a subject said to be
# gone or dropped ("The X team rule about ... is gone now", "X has been scrapped"). The text
# is said as "no longer X", as a stale label's is (the clause had been light words, and
# the note one memory with the rule it retracts). Not where X denies already.
# An emoji or another pictograph, as a heading's mark ("Shipped 🚀 X ...") or a post's close
_PICTURE = r"[\u2600-\u27bf\U0001f300-\U0001faff]"
# ... with the joiners and variation marks that follow one ("✅", "👍🏽")
_PICTURE_MARK = r"(?:" + _PICTURE + r"|[\ufe0f\u200d])"
_GONE_WORDS = r"gone|history|no\s+more|" + "|".join(
    sorted(_STALE_WORDS - {"old", "obsolete", "outdated", "stale", "invalid", "expired"}, key=len, reverse=True)
)  # (the adjectives say a state: "The certificate is invalid" denies it is valid)
_RETRACTED_AFTER = re.compile(
    r"(?:(?:\s*(?:[,;:.!\u2014\u2013]|" + _PICTURE + r")+\s*|\s+-+\s+|\s+(?:um+|uh+|er+|erm)\s+)(?:(?:but|and|so|yeah|well|okay|ok)\s*,?\s+)*"
    r"(?:that|it|this)(?:\s+(?:rule|policy|requirement|convention|arrangement|setup|habit|plan|one))?(?:"
    r"(?:'s|\u2019s|\s+is|\s+was|\s+has\s+been|\s+got|\s+had\s+been)?\s+(?:(?:now|since|long|all|totally|completely|officially|been)\s+)*"
    r"(?:" + _GONE_WORDS + r"|over|dead|a\s+thing\s+of\s+the\s+past"
    r"|no\s+(?:longer|more)\s+(?:the\s+case|true|valid|a\s+thing|in\s+force|applicable|needed|required)"
    r"|not\s+(?:the\s+case|true|valid|a\s+thing)\s+any\s?more)"
    r"|\s+(?:no\s+longer\s+(?:applies|holds|stands|exists)|(?:doesn't|doesn\u2019t|does\s+not|doesnt)\s+(?:apply|hold|stand|exist)\s+any\s?more))"
    # ... or said bare after a dash: "always rebase first \u2014 no longer required"
    r"|(?:\s*[\u2014\u2013]\s*|\s+-+\s+)(?:no\s+longer\s+(?:required|needed|necessary|in\s+force|applicable|applies|valid|an?\s+(?:rule|policy|convention))"
    r"|not\s+(?:required|needed|necessary)\s+any\s?more|not\s+any\s?more"
    r"|(?:rule\s+|policy\s+)?(?:lifted|dropped|removed|retired|scrapped|withdrawn)(?:\s*[,;]\s*no\s+longer\s+(?:applies|required|needed|valid))?)"
    # ... or in brackets: "(lifted, we don't have to anymore)"
    r"|\s*\((?:(?:rule\s+)?(?:lifted|dropped|removed|retired|scrapped|withdrawn|obsolete)|no\s+longer\s+(?:applies|required|needed|valid))"
    r"(?:\s*[,;:\u2014\u2013-][^()]{0,60})?\))"
    r"(?:\s+(?:now|any\s?more|for\s+good|though|btw|lol))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
_GONE_SUBJECT = re.compile(
    r"\s+(?:(?:is|are|'s|\u2019s)\s+(?:(?:now|since|officially|long)\s+)?(?:gone|history|no\s+more|a\s+thing\s+of\s+the\s+past"
    r"|over(?:\s+for\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,2})?"
    r"|no\s+(?:more|longer)\s+(?:valid|applicable|in\s+force|needed|required|true|a\s+thing))"
    r"|(?:was|were|has\s+been|have\s+been|got)\s+(?:(?:now|since|officially|long)\s+)?(?:" + _GONE_WORDS + r"))"
    r"(?:\s+(?:now|for\s+good|any\s?more))*"
    r"(?:\s*,\s*(?:so\s+)?(?:we|you|they)\s+(?:don['\u2019]t|do\s+not|no\s+longer)\s+(?:have|need)\s+to(?:\s+any\s?more)?)?\s*[.!]*\s*$",
    re.IGNORECASE,
)  # (a participle after "is" says a state: "The package is deprecated" / "... is not deprecated")
_SAID_GONE = re.compile(r"\b(?:gone|history|past|over|no\s+(?:more|longer))\b", re.IGNORECASE)
# Pictographs closing a text (with the joiners and variation marks that follow one).
_PICTURES_LAST = re.compile(r"(?:\s*" + _PICTURE_MARK + r")+\s*$")
_CLAUSE_JOINS = re.compile(r"[,;:.!?\u2014\u2013]|\s-+\s|\b(?:and|but|so|because|since|while|after|before)\b", re.IGNORECASE)
# Where one of them may close a text: a cheap look at its end first (word stems; most texts
# have none).
_RETRACT_HINTS = ("gone", "over", "history", "dead", "past", "longer", "more", *sorted(_STALE_WORDS))
# Words that deny or retract already: a retraction after one stays as written.
_RETRACTING = NEGATING_CUES | _STALE_WORDS


def _retracted_after(said: str) -> tuple[str, bool]:
    """``said`` without a closing clause or predicate that retracts it (``_RETRACTED_AFTER``,
    ``_GONE_SUBJECT``), and whether it had one; one that follows a denial or a retraction
    stays."""
    tail = said[-60:].casefold()
    if not any(hint in tail for hint in _RETRACT_HINTS):
        return said, False
    closed = _PICTURES_LAST.search(said)
    if closed is not None:  # what a chat post closes with ("... it's no longer a thing 🙌")
        kept, retracted = _retracted_after(said[: closed.start()])
        return (kept, True) if retracted else (said, False)
    found = _RETRACTED_AFTER.search(said)
    if found is None:
        found = _GONE_SUBJECT.search(said)
        # a subject of one clause only: "Nils moved to Berlin and the Munich office is gone"
        # retracts the office, not the move
        if found is None:
            return said, False
        # (after a label's colon where it is said gone: "Update from the infra team: the X
        # rule is gone"; a participle's, "has been withdrawn", other readings say)
        colon = said.rfind(": ", 0, min(found.start(), 80)) if _SAID_GONE.search(found.group()) else -1
        label = colon + 2 if colon >= 0 else 0
        if _CLAUSE_JOINS.search(said, label, found.start()):
            return said, False
    kept = said[: found.start()].rstrip()
    if found.re is _RETRACTED_AFTER and _GONE_SUBJECT.search(kept):
        # a subject said gone, then said again to no longer hold: "the X rule to ... has
        # been lifted; it no longer applies" retracts the rule once (and where a label
        # opens it, as a label-less text, at the end of ``_said``)
        again, retracted = _retracted_after(kept)
        return again if retracted else kept, retracted
    words = kept.casefold().split()
    if len(words) < 2 or _NEGATED.search(kept) or not _RETRACTING.isdisjoint(words):
        return said, False  # a retraction of a denial, or of a retraction ("we've retired X. It no longer applies.")
    return kept, True


def _no_longer(said: str) -> str:
    """``said`` as no longer holding: "no longer" before it, or after a label that opens it
    ("Note: no longer X")."""
    label = _LABEL_FIRST.match(said)
    if label is None or not label.group().endswith(":"):
        label = _LABEL_COLON.match(said)  # "Update from the infra team: the X rule is gone"
    if label is not None and label.group().endswith(":"):
        return label.group() + " no longer " + said[label.end() :].lstrip()
    return "no longer " + said


# Who said the fact, and when, said before it with a colon: "They mentioned this while talking
# about who to loop in on local matters: X works out of Y" says "X works out of Y" (the clause
# had been read as the subject, and whose office it is as the value).
_MENTIONED_THIS = re.compile(
    r"^(?:they|he|she|we|i|the\s+user)\s+(?:mentioned|said|noted|explained|added|brought\s+up|raised|stressed)\s+"
    r"(?:this|it)\b[^:.;!?]{0,120}:\s+(?=\S)",
    re.IGNORECASE,
)
# ... or by what closes it ("Alice works remotely? NOT true", "X — false"): said as a
# closing "no", which denies its sentence (_polarity).
_CLOSING_SPACE = " \t\n\r\f\v\u00a0\u2009\u202f\u3000.!"  # what may follow its last word
_DENIED_AFTER = re.compile(
    r"(?<=[?:,;.!\u2014\u2013-])\s*(?:(?:that|it)(?:'s|\u2019s|\s+is)\s+)?"
    r"(?:not\s+true|not\s+the\s+case|not\s+correct|untrue|false|incorrect|wrong)\s*[.!]*"
    r"(?:\s*" + _PICTURE_MARK + r")*\s*$",  # ("— not true 🙃")
    re.IGNORECASE,
)

# A negation inside what a denial opens ("It's not true that X does not work in Y").
_NEGATED = re.compile(r"\b(?:not|cannot|never|no|nicht|kein\w*|nie|nunca|jamais|не|нет|никогда|non|niet|geen)\b|n['\u2019]t\b", re.I)
# A label, a heading or an opener ending within the first four words ("Note: ...", "Docs on
# ops: ...", "To be clear, ..."; after a comma it may be the subject's apposition: left as
# it is).
_LABEL_FIRST = re.compile(r"(?:[^\s,:;]+\s+){0,3}[^\s,:;]*[,:;]")
_LABEL_COLON = re.compile(r"(?:[^\s,:;]+\s+){0,5}[^\s,:;]*:(?=\s)")
# What stands behind a thing, said before a copula: "The datastore behind X is Y" is "The
# datastore of X is Y" ("behind" is otherwise an order or a place: "behind schedule").
_BEHIND = re.compile(r"\b(?P<thing>[Tt]he\s+[\w-]+(?:\s+[\w-]+)?)\s+behind\s+(?=[\w.-]+\s+(?:is|are|was)\b)")
# A day or time named by the event on it: "Wednesday is the day the team has its demo" says
# "Wednesday is when the team has its demo".
_IS_THE_DAY = re.compile(r"\bis\s+the\s+(?:day|date|time|evening|morning|week|month)\s+(?:that\s+|when\s+|on\s+which\s+)?(?!for\b|of\b)")
# A place's building is its office: "works in the Bucharest building" ("is building the
# app" is no place's).
_PLACE_BUILDING = re.compile(r"\b(?P<place>(?:the|our)\s+[\w-]+)\s+building\b", re.IGNORECASE)
# A version said of a named thing: "version 21 of Java" is "Java 21".
_VERSION_OF = re.compile(r"\b[Vv]ersion\s+(?P<v>\d[\w.]*)\s+of\s+(?P<name>[A-Z][\w+#.-]*)")
# What a service runs on, said as what powers it: "What powers audit-log is Java 21".
_WHAT_POWERS = re.compile(r"^(?P<pre>\s*(?:[^:]{1,25}:\s*)?)[Ww]hat\s+powers\s+(?P<thing>[^,;:]+?)\s+is\s+")
# A scope said as what a thing concerns: "Where work is concerned, ..." is "For work, ...".
_CONCERNED = re.compile(
    r"\b(?:where|as\s+far\s+as)\s+(?P<x>[^,;:.]{1,40}?)\s+(?:is|are)\s+concerned\b,?\s*", re.IGNORECASE
)


# A label naming what a note is about, then the note's pronoun for it: "Key facts about
# Fjord: it uses MariaDB" says "Fjord uses MariaDB" (the label is read as framing and
# dropped, which left "it" and merged every project's note of that form).
_LABEL_THEN_PRONOUN = re.compile(
    r"^(?:(?:key\s+|some\s+|more\s+)?(?:facts?|notes?|details|info|information|memor(?:y|ies)|context|summary|reminders?|background)\s+)?"
    r"(?:about|on|for|regarding|re|concerning|über|sobre|про|о)\s+(?P<x>(?!(?:it|them|this|that)\b)(?:the\s+)?[^\W\d_][\w'\u2019.-]*(?:\s+[\w'\u2019.-]+){0,3}?)"
    r":\s+(?P<pro>it|they|he|she|es|er|sie|él|ella|он|она|оно|они)(?P<be>['\u2019](?:s|re)\b)?(?=\s)",
    re.IGNORECASE,
)


# A note's label with whom it is not for ("Personal note, not for the CRM: my daughter
# lives in Sydney"): where it may go, not what it says; the label stays.
_NOT_FOR_LABEL = re.compile(
    r"^(\w+(?:\s+\w+){0,2})(?:,\s+not\s+for\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}|\s+\(not\s+for\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}\))(?=:\s)",
    re.IGNORECASE,
)


# A record's field (in lower case) changed, as a CRM's history says it: "Field changed on contact Tobias
# Reyes: office from Madrid to Hanoi" is "Tobias Reyes: office changed: from Madrid to
# Hanoi", "... on account Cascade: message queue Kafka → Redis Streams" Cascade's.
_FIELD_CHANGED_ON = re.compile(
    r"^(?:(?:the\s+)?fields?|value)\s+(?:changed|updated|edited)\s+on\s+(?:the\s+)?"
    r"(?:contact|account|record|deal|lead|opportunity|company|profile|ticket)(?:\s+(?P<x>[^:\n]{1,40}?))?:\s+"
    r"(?P<field>(?-i:[a-z])[\w'-]*(?:\s+(?-i:[a-z])[\w'-]*){0,3})\s+(?=from\s|\S+(?:\s+\S+)?\s*(?:\u2192|->|=>))",
    re.IGNORECASE,
)


def _field_changed(match: re.Match) -> str:
    """``_FIELD_CHANGED_ON``'s record, its field and the change."""
    owner = f"{match.group('x')}: " if match.group("x") else ""
    return f"{owner}{match.group('field')} changed: "


# A chat post's farewell to the old value and greeting to the new ("bye yarn 👋 hello conda,
# my package manager ...", "X is now on Sentry 🚀 bye Prometheus"): a change from one to
# the other; and a hashtag before its verb is the thing it names ("#Sequoia is now on ...").
_BYE_HELLO = re.compile(
    r"^(?:so\s+long|bye(?:\s+bye)?|goodbye|farewell|rip)\s+(?P<old>[^,\u2014\u2013:]{1,30}?)\s*(?:\W\s*)?(?:,\s*)?"
    r"(?:hello|hi|welcome)\s+(?P<new>[^,\u2014\u2013:]{1,30}?)(?=\s*[,:\u2014\u2013])",
    re.IGNORECASE,
)
_THEN_BYE = re.compile(
    r"(?P<new>\s(?:now\s+)?(?:on|to|uses?|using)\s+[^,\u2014\u2013:]{1,30}?)\s*" + _PICTURE + r"*\s*(?:,\s*)?"
    r"\b(?:so\s+long|bye(?:\s+bye)?|goodbye|farewell|rip)\s+(?P<old>[^,\u2014\u2013:]{1,30}?)(?=\s*(?:[,.!:\u2014\u2013]|$))",
    re.IGNORECASE,
)
_HASHTAG_SUBJECT = re.compile(r"(?<![\w#])#(?P<x>[^\W\d_][\w-]*)(?=\s+(?:is|are|was|has|have|uses|runs|moved|switched|now)\b)")


# A choice passed on is one turned down: "Pegasus passed on NATS for its message queue" (not
# "the build passed on main": only before a slot of its own, "for its ...").
_PASSED_ON = re.compile(r"\bpass(?:ed|es)\s+on\s+(?P<x>[^,;.!?]{1,30}?)\s+for\s+(?P<whose>its|their|our|his|her)\s+", re.IGNORECASE)


# What won a contest for a slot is the slot's value: "Redis Streams won the message queue
# bake-off for Mosaic" says "The message queue for Mosaic is Redis Streams" (the winner had
# read as the subject, so each contest's two winners were two subjects).
_WON_THE = re.compile(
    r"^(?P<pre>[^:\n]{1,30}:\s+)?(?P<x>[^\W\d_][^,;:.!?]{0,40}?)\s+(?:won|wins|has\s+won|came\s+out\s+(?:on\s+top|ahead)\s+in)\s+the\s+"
    r"(?P<slot>[^\W\d_][\w-]*(?:\s+[\w-]+){0,3}?)\s+(?:bake-?offs?|evaluations?|evals?|votes?|polls?|shoot-?outs?|comparisons?|"
    r"contests?|trials?|assessments?|spikes?)(?P<rest>\s+(?:for|on|at|in)\s+[^,;.!?]{1,40}?)?(?=\s*(?:[,;.!?]|$))",
    re.IGNORECASE,
)


def _won_plainly(match: re.Match) -> str:
    """``_WON_THE``'s contest as its slot's value, after the label before it."""
    return f"{match.group('pre') or ''}The {match.group('slot')}{match.group('rest') or ''} is {match.group('x')}"


# Whom a call or meeting was with, then what they said of themselves: "Call summary: spoke
# with Lea Keller — they sit in the Utrecht office" says Lea Keller sits there (the pronoun
# is the one spoken with; the note's label stays).
_SPOKE_WITH = re.compile(
    r"^(?P<label>[^:\n]{1,40}:\s+)?(?:(?:I|we)\s+)?(?:spoke|talked|met|chatted|caught\s+up|checked\s+in|had\s+a\s+(?:call|chat))\s+(?:with|to)\s+"
    r"(?P<x>(?!(?:them|him|her|us|me)\b)(?:the\s+)?[^\W\d_][\w'\u2019.-]*(?:\s+[\w'\u2019.-]+){0,3}?)"
    r"\s*(?:[\u2014\u2013:;,]|\s-)\s*(?P<pro>they|he|she)(?P<be>['\u2019](?:s|re)\b)?(?=\s)",
    re.IGNORECASE,
)


def _spoken_with(match: re.Match) -> str:
    """``_SPOKE_WITH``'s label and whom it was with, in the pronoun's place."""
    return (match.group("label") or "") + _label_named(match)


def _label_named(match: re.Match) -> str:
    """``_LABEL_THEN_PRONOUN``'s label's thing in its pronoun's place."""
    be = match.group("be")
    return match.group("x") + (" is" if be and be[1:] == "s" else " are" if be else "")


# A name written in snake case ("starts_at", "urgent_channel", "request_timeout"): its words.
_SNAKE_CASE = re.compile(r"\b[^\W\d_]+(?:_[^\W\d_]+)+\b")


def _said(text: str) -> str:
    """A text as its words are read: HTML's tags and references as a page shows them
    (``_html_plainly``), a question kept with its answer as the fact they leave
    (``_exchange_plainly``), a heading over one line as what the line is about
    (``_headed_plainly``), an email's envelope taken off (``_mail_body``), what a
    developer's artefact wraps a fact in taken off (``_dev_said``: a comment's mark, a
    commit's type, a file's name, a table's row, a one-line diff), a
    starred old value before an arrow said as a change; a state said in the progressive in the simple present;
    what a note wraps the fact in taken off (``_unframed``); "request timeout" as "timeout",
    when a change happened beside its change verb left out, a count of copies said first,
    a timeout said as an event, "X preferred to Y", whom an instruction is for, "'s" before a
    determiner and "X > every other Y" said plainly; a currency's sign and a number's sign
    as words, an initial joined to its name, and a symbol between spaces that says an order
    or a value as its word ("tabs > spaces" is "tabs beats spaces", "A -> B" "A to B", "x =
    5" "x is 5"). A note's date stamp is left out (``_STAMPED``), an old value in brackets
    after the new said as a change from it (``_WAS_BRACKETED``), and a cross as "no"; who
    mentioned a fact before its colon is left out (``_MENTIONED_THIS``), and a stale label
    ("Deprecated: X") said as "no longer X" (``_STALE_LABEL``). A whole
    statement denied by its opening is said as "not ..." (``_DENIED_WHOLE``), one denied by
    what closes it ("X? NOT true") with a closing "no" (``_DENIED_AFTER``), a value denied
    and its successor in the next clause as the successor with the stale one marked
    (``_stale_then_current``), a label of when it was checked left out (``_CONFIRMED_WHEN``), and a few set
    phrasings plainly: a scope as what a thing concerns, what stands "behind" a thing, a day
    named by its event, a place's building, "version N of X", "What powers X is Y", a value
    named for a thing's slot (``_VALUE_FOR_SLOT``), an object cleft and an office "called
    home"."""
    if "<" in text or "&" in text:
        text = _html_plainly(text)  # "<li>Kelp beta &ndash; due October 22</li>"
    if "?" in text or "sked whether" in text:
        text = _exchange_plainly(text)  # "> Is X in the Y office?\nNo, X moved to the Z office."
    if "\n" in text:
        text = _headed_plainly(text)  # "## Lea Romero\n- **Office:** Berlin"
    if "old " in text or "Old " in text:
        text = _OLD_ONE_INVALID.sub(r", no longer \g<old>", text, count=1)  # "X: 21 Main St, old one 4 Mill Rd is no more valid"
    if ("no " in text or "No " in text) and _PORTUGUESE.search(text):
        text = _PORTUGUESE_NO.sub("em", text)  # "trabalha no fuso PST": "no" is "in the", no denial
    said = _review_said(_dev_said(_mail_body(text)))
    if ". " in said or "! " in said:
        said = _fact_sentence(said)
    if ";" in said and "no longer" in said:
        said = _stale_then_current(said)  # "X no longer reports to A; X moved under B"
    if said[:1] in "WwDdAaIiFf" and _REPORTED_WHEN.match(said):
        said = _REPORTED_WHEN.sub(_reported_when, said, count=1)
    if "(" in said[:30] or "=" in said[:15]:
        said = _SCORED_LABEL.sub(_scored_label, said, count=1)  # "fact (confidence 0.92): X", "category=work | X"
    if said[:4].casefold() == "was:":
        said = _WAS_NOW_FIELDS.sub(lambda m: f"{m.group('what') or m.group('what2')}: {m.group('new')} (was {m.group('old')})", said, count=1)
    if "emory" in said[:24]:
        said = _MEMORY_NOTICE.sub(lambda m: "Update: " if m.group("updated") or m.group("updated2") else "", said, count=1)
    if "[" in said and ":" in said:
        said = _ABOUT_FIELD_FIRST.sub(r"\g<who>: ", said, count=1)
        said = _ABOUT_FIELD_LAST.sub(lambda m: f"{m.group('who')}: {m.group('fact')}", said, count=1)
    if "olleague" in said or "oworker" in said or "eammate" in said:
        said = _COLLEAGUE_NAMED.sub("", said)  # "User's colleague Rafael Fernandes acts as designer on Yucca"
    if " as " in said or " is " in said:
        said = _ROLE_BARE.sub(r"\g<pre>the \g<role> \g<prep> ", said, count=1)  # "X acts as designer on project Yucca"
    if "built " in said:
        said = _BUILT_FOR.sub(" runs on ", said, count=1)  # "ledger-service is built for Go 1.20"
    if "code " in said and " for " in said:
        said = _CODE_FOR.sub(r"\g<x> runs on ", said, count=1)  # "any code written for X must work with Go 1.22"
    if "away from" in said and "llergic" in said:
        said = _KEPT_AWAY.sub(r"\g<pre>\g<p> is allergic to \g<thing>", said, count=1)
    if ":" in said[:40] and _CONFIRMED_WHEN.match(said):
        said = _CONFIRMED_WHEN.sub("", said, count=1)  # "Confirmed this morning: the Bogota office address is ..."
    if _HOLDS_FOR_NOW_WORDS.search(said):
        first = _HOLDS_FOR_NOW_FIRST.match(said)
        said = _capitalised(said[first.end() :]) if first else said
        said = _HOLDS_FOR_NOW_LAST.sub("", said, count=1)
    if " in question:" in said[:50]:
        said = _IN_QUESTION.sub("", said, count=1)  # "The limit in question: X has a timeout of 90s"
    if ": " in said[:60] and _CHANGE_ON.match(said):
        said = _CHANGE_ON.sub(r"For \g<x>, ", said, count=1)  # "a handover on Cobalt: Lea Roth took over as ..."
    elif " change: " in said[:40]:
        said = _CHANGE_FLAGGED.sub("Update: ", said, count=1)  # "The user flagged a change: in QA, X no longer ..."
    if ", who " in said:
        said = _WHO_AFTER.sub(_who_after, said)
    if "hanged on " in said[:30] or "pdated on " in said[:30] or "dited on " in said[:30]:
        said = _FIELD_CHANGED_ON.sub(_field_changed, said, count=1)  # "Field changed on contact X: office from A to B"
    if "not for " in said[:60] or "Not for " in said[:60]:
        said = _NOT_FOR_LABEL.sub(r"\1", said, count=1)  # "Personal note, not for the CRM: ..."
    if ": " in said[:70]:
        said = _LABEL_THEN_PRONOUN.sub(_label_named, said, count=1)  # "Key facts about Fjord: it uses X"
    if "ye " in said or "ip " in said or "arewell" in said or "long " in said:
        said = _BYE_HELLO.sub(r"switched from \g<old> to \g<new>", said, count=1)  # "bye yarn 👋 hello conda, ..."
        said = _THEN_BYE.sub(r"\g<new> instead of \g<old>", said, count=1)  # "is now on Sentry 🚀 bye Prometheus"
    if "#" in said:
        said = _HASHTAG_SUBJECT.sub(r"\g<x>", said)  # "#Sequoia is now on ..."
    if "passed on " in said or "passes on " in said:
        said = _PASSED_ON.sub(r"decided against \g<x> for \g<whose> ", said, count=1)  # "Pegasus passed on NATS for its queue"
    if " won " in said or " wins " in said or "came out" in said:
        said = _WON_THE.sub(_won_plainly, said, count=1)  # "Redis Streams won the message queue bake-off for Mosaic"
    if "with " in said or "alked to" in said:
        said = _SPOKE_WITH.sub(_spoken_with, said, count=1)  # "Call summary: spoke with X — they sit in Y"
    if "|" in said or "=" in said or "[" in said or "(" in said or "{" in said or ";" in said:
        said = _graph_said(said)  # (before a symbol is said as its word: "=" "is", "->" "to")
    if "_" in said:
        said = _SNAKE_CASE.sub(lambda m: m.group().replace("_", " "), said)  # "starts_at": "starts at" (after a record's keys are read)
    said, retracted = _retracted_after(said)
    if "best " in said or "preferred " in said:
        said = _VALUE_IS_THE_WAY.sub(lambda m: f"{m.group('what')[:1].upper()}{m.group('what')[1:]} is {m.group('v')}{m.group('end')}", said, count=1)
        said = _BEST_IS_TO.sub("", said, count=1)  # "For urgent things best is to reach X by Slack"
    if "rgent" in said or "asap" in said or "ASAP" in said or "hurry" in said:
        said = _NEED_URGENTLY.sub(_needed_urgently, said, count=1)  # "If eventually you need X urgently, contact via Y"
    if " takes " in said or " took " in said:
        said = _TAKES_FROM_TO.sub(r"\g<x> changed from ", said, count=1)  # "this takes the timeout from 10s to 30s"
    if "taken " in said or "took charge" in said:
        said = _TAKEN_OVER.sub("took over ", said)  # "Z has taken charge as QA lead of Heron"
    if "changed" in said and "now" in said:
        said = _CHANGED_SLOT_LABEL.sub(_changed_slot_plainly, said, count=1)
        said = _CHANGED_BEFORE_NOW.sub(r"\g<slot> is now \g<new>, no longer \g<old>", said, count=1)
    if "then" in said and "run" in said:
        said = _FIRST_THEN.sub(
            lambda m: f"{m.group('a') or m.group('a2')} {m.group('verb') or m.group('verb2')} run before {m.group('b')}{m.group('end')}",
            said,
            count=1,
        )
    if "ipeline " in said:
        said = _IN_PIPELINE_OF.sub("for ", said, count=1)
    if "taking " in said:
        said = _TAKING_HABIT.sub(lambda m: "takes " if m.group("be").casefold() == "is" else "take ", said, count=1)
    if " like " in said:
        said = _LIKE_AS_KIND.sub(" as ", said)  # "we are using MongoDB like database"
    if " is " in said and said[:3].casefold() == "for":
        said = _ROLE_INVERTED.sub(r"\g<pre>The \g<role> of \g<owner> is \g<name>\g<end>", said, count=1)
    if "already" in said:
        said = _STATE_ALREADY.sub(lambda m: f"{m.group('be')} now {m.group('state') or m.group('state2')}", said)
    if "[" in said[:40]:
        said = _STAMPED.sub("", said, count=1)
    if "efore" in said or "arlier" in said or "reviously" in said or "ormerly" in said:
        said = _WAS_AFTER.sub(r" (was \g<old>)", said, count=1)  # "X moved to Cairo, before he was in Delhi"
    elif "vorher" in said or "früher" in said or "davor" in said or "zuvor" in said or "ntes" in said or "аньше" in said:
        said = _WAS_AFTER_ABROAD.sub(r" (was \g<old>)", said, count=1)  # "..., vorher war es Denver"
    if "(" in said and _WAS_OPENED.search(said):
        said = _WAS_BRACKETED.sub(_was_bracketed, said, count=1)
    if _CROSS.search(said):
        said = _CROSS.sub(" no ", said)
    if _SYMBOL_ANY.search(said):
        if "*" in said:
            said = _STARRED_OLD.sub(" changed from \\g<old> to ", said, count=1)
        said = _ARROW_THEN_DO.sub(r"\g<pre>For \g<scope>, ", said, count=1)
        said = _ARROW_CHANGED.sub(_arrow_changed, said, count=1)
        said = _VERB_ARROW.sub(_verb_arrow_plainly, said, count=1)
        said = _NAME_ARROW.sub(_name_arrow_plainly, said, count=1)
        said = _SYMBOL_WORDS.sub(_symbol_word, _MAPPED.sub(_mapped_plainly, said))
    if "now" in said and ("was " in said or "Was " in said):
        said = _WAS_NOW.sub(r"changed from \g<old> to \g<new>", said)
    if "ing " in said:
        said = _PROGRESSIVE.sub(_simple_present, said)
    if " people " in said or "People " in said:
        said = _PEOPLE_AS_TEAM.sub(r"\g<w> team", said)
    said = _unframed(said)
    if "-related" in said:
        said = _ANYTHING_RELATED.sub(r"\g<x>", said)
    if "?" in said[:40]:
        said = _VISITING_FIRST.sub(r"The \g<x> office", said, count=1)
    if "where " in said:
        said = _WHERE_THEY_SIT.sub(r"\g<p> sits in the \g<o> office\g<end>", said, count=1)
    if " off " in said:
        said = _OFF_AND_ON.sub(r" moved from \g<x> to ", said, count=1)
    if "ahora" in said:
        said = _LEFT_AND_NOW.sub(r"cambié de \g<x> a ", said, count=1)
    if "rapped" in said or "inished" in said or "ompleted" in said or "one with" in said:
        said = _FINISHED_THE_CHANGE.sub(r"\g<x> ", said, count=1)
    if "eference" in said[:20]:
        said = _FOR_REFERENCE.sub("", said, count=1)
    if " hat " in said or " baton " in said:
        said = _HANDED_THE_HAT.sub(r"\g<new> takes over as \g<role> on \g<p> from \g<old>\g<end>", said, count=1)
        said = _HANDED_FROM_TO.sub(r"\g<new> takes over as \g<role> on \g<p> from \g<old>\g<end>", said, count=1)
    if "together" in said:
        said = _GETS_TOGETHER.sub(_gets_together_plainly, said, count=1)
    if "findet ihr" in said or "findest du" in said:
        said = _YOU_FIND_AT.sub(r"\g<p> arbeitet \g<lead>im", said, count=1)
    if "nyone " in said[:20]:
        said = _FOR_ANYONE_ON.sub(lambda m: f"{m.group('x')} {m.group('verb') or 'is'} ", said, count=1)
    if "ETA " in said:
        said = _ETA_FOR.sub(r"\g<x> is due ", said, count=1)
    said = _without_asides(said)
    if "first" in said and "then " in said:
        said = _IT_IS_FIRST_THEN.sub(r"run \g<a> before \g<b>", said, count=1)
        said = _STEPS_FIRST_THEN.sub(lambda m: f"run {m.group('a') or m.group('a2')} before {m.group('b')}", said, count=1)
    if "rgently?" in said:
        said = _NEED_THEN_BEST_WAY.sub(r"For anything urgent, reach \g<p> via ", said, count=1)
    if "echselt" in said or "künftig" in said or "Standort" in said:
        said = _SITE_DROPPED.sub("", said, count=1)  # (the old site said: the change's cue "jetzt" says it)
        said = _MOVES_TO_SITE.sub(_moved_to_site, said, count=1).replace(" eingesetzt", "", 1)
        said = _WORKS_AT_SITE.sub("arbeitet im Büro ", said, count=1)
    if "tätig" in said:
        said = _ACTIVE_AT_SITE.sub(r"arbeitet im Büro \g<site>", said, count=1)
    if " rule to " in said:
        said = _TEAMS_RULE_DROPPED.sub(r"\g<verb> the rule for the \g<x> team to ", said, count=1)
        if _RULE_GONE.search(said):
            said = _TEAMS_RULE.sub(r"the rule for the \g<x> team to ", said, count=1)
    if "место" in said or "rbeitsplatz" in said:
        said = _WORKPLACE_RU_OFFICE.sub(r"\g<who> работает в офисе ", said, count=1)
        said = _WORKPLACE_DE.sub("arbeitet ", _WORKPLACE_RU.sub(r"\g<who> работает ", said, count=1), count=1)
        said = _WORKPLACE_OF_DE.sub(r"\g<who> arbeitet \g<where>", said, count=1)
    if (("team" in said or "rule that we" in said) and ("rule" in said or "ory " in said or "requir" in said or "members" in said)
            or "circumstances" in said):
        said = _team_rule_plainly(said)
    denied = _DENIED_WHOLE.match(said)
    if denied and not _NEGATED.search(said, denied.end()):  # (one that denies a denial stays)
        rest = said[denied.end() :]
        label = _LABEL_FIRST.match(rest)
        if label is None:
            said = "not " + rest
        elif label.group().endswith(":"):  # what a label or heading opens is what is denied
            said = label.group() + " not " + rest[label.end() :].lstrip()
    if "(" in said[:60] or ";" in said[:80]:
        said = _WHOSE_BRACKET.sub(r"\g<pre>\g<name>'s \g<label>: ", said, count=1)
        said = _WHOSE_RECORD.sub(r"\g<pre>\g<name>'s \g<key>: ", said, count=1)
    if "this" in said[:30] or " it " in said[:30]:
        said = _MENTIONED_THIS.sub("", said, count=1)
    stale = _STALE_LABEL.match(said)
    if stale:
        rest = said[stale.end() :]
        # (a clause that says its own change or denial keeps it: "Superseded: X is no longer
        # the tech lead on P; the role has been handed to Y")
        said = rest if _NEGATED.search(rest) or _CHANGE_SAID.search(rest) else "no longer " + rest
    elif retracted:
        said = _no_longer(said)
    if _PICTURES_LAST.sub("", said).rstrip(_CLOSING_SPACE).casefold().endswith(("true", "case", "correct", "false", "wrong")):
        said = _DENIED_AFTER.sub(" no", said, count=1)
    if "backing" in said or "used by" in said:
        said = _STORE_BACKING.sub(r"the database behind \g<x> is ", said, count=1)  # "the datastore backing X is Y"
    if "concerned" in said:
        said = _CONCERNED.sub(r"for \g<x>, ", said, count=1)
    if "he " in said:  # "the", "The"
        if " behind " in said:
            said = _BEHIND.sub(r"\g<thing> of ", said, count=1)
        if "is the " in said:
            said = _IS_THE_DAY.sub("is when ", said, count=1)
    if "building" in said:
        said = _PLACE_BUILDING.sub(r"\g<place> office", said)
    if "ersion " in said:
        said = _VERSION_OF.sub(r"\g<name> \g<v>", said)
    if "s " in said and " for " in said:
        said = _VALUE_FOR_SLOT.sub(r"\g<pre>\g<owner>'s \g<slot> is \g<v>\g<end>", said, count=1)
    if "owers " in said:
        said = _WHAT_POWERS.sub(r"\g<pre>\g<thing> runs on ", said, count=1)
    if "copies of" in said:
        said = _COPIES_OF.sub(r"\g<n> replicas of", said)  # "we've got 12 copies of X running"
    if "log" in said.casefold() or "sign" in said.casefold():  # (every form _LOG_IN_WITH names: "log-in happens via")
        if _USER_LOGS.search(said) is None:
            said = _LOG_IN_WITH.sub("authenticate with", said)  # "you log in with SAML": its auth
    if "irst thing" in said:
        said = _FIRST_THING.sub("in the morning", said)
    if "llerg" in said:
        said = _ALLERGY_OF.sub("is allergic to", _ALLERGIC_AGAINST.sub("allergic to", said))
        said = _CANNOT_HAVE_ALLERGY.sub(r"is allergic to \g<x>", said, count=1)
    if "time till" in said or "time until" in said:
        said = _TIME_TILL.sub(r"\g<what> is due on \g<day>", said, count=1)  # "We have time till X for Y"
    if "timeout" in said:
        said = _GIVING_TIMEOUT.sub("times out", said, count=1)  # "X is giving timeout after 5 seconds"
    if " more " in said:
        said = _NO_MORE.sub(_no_more_as_no_longer, said)  # "X is no more on DynamoDB", "not more at 2pm"
    if "long time" in said:
        said = _SINCE_LONG.sub("", said)
    if "made " in said or "kept " in said:
        said = _MADE_STATE.sub(r"\g<x> is now \g<state>", _KEPT_STATE.sub(r"\g<be> \g<state>", said), count=1)
    if "office " in said:
        said = _TO_OFFICE.sub(r"moved to the \g<city> office", said, count=1)  # "X changed to office Cairo"
    if "eq timeout" in said or "equest timeout" in said:
        said = _REQUEST_TIMEOUT.sub("timeout", said)  # the timeout of a service's requests: its timeout
    if "rimary " in said or "ain " in said:
        said = _MAIN_STORE.sub(r"\g<store>", said)  # "the primary database for X": its database
    if ("ast " in said or "esterday" in said) and _CHANGE_VERB.search(said):
        said = _WHEN_CHANGED.sub("", said).strip()
    if " after " in said or " following " in said:
        said = _AFTER_EVENT.sub(_after_event if _CHANGE_VERB.search(said) is None and " as of " not in said else "", said)
    if "equests to " in said and " time out" in said:
        said = _REQUESTS_TIME_OUT.sub(r"\g<x> times out", said, count=1)  # "requests to X in dev time out after 30 seconds"
    if "equire" in said and " to " in said:
        said = _REQUIRES_PEOPLE.sub("has the rule to always ", said, count=1)  # "no longer requires people to X"
    if " deployment of " in said:
        said = _ENV_DEPLOYMENT.sub(_env_deployment, said, count=1)  # "the QA deployment of X is scaled to 4 replicas"
    if any(c.isdigit() for c in said[:40]) and (" of " in said):
        said = _COUNT_FIRST.sub(_count_last, said, count=1)
        said = _ENV_HAS_COUNT.sub(_env_count_last, said, count=1)
    if "after" in said or "within" in said:
        for pattern, form in _TIMEOUT_SAID:
            said = pattern.sub(form, said)
    if "red to " in said or "able to " in said:
        said = _PREFERRED_TO.sub(_preferred_over, said)
    if " ke liye" in said:
        said = _KE_LIYE.sub(r"\g<pre>for \g<x>,", said, count=1)
    if "lieber " in said or "лучше " in said:
        said = _RATHER_THAN.sub(r"\g<a> rather than ", said)
    if " if you " in said:
        said = _IF_YOU_NEED.sub(r"\g<pre>If you need \g<who>, \g<main>\g<end>", said, count=1)
    if "'s " in said or "\u2019s " in said:
        said = _IS_CONTRACTED.sub(" is ", said)
    if " up on " in said:
        said = _UP_ON_FLOOR.sub(r"\g<be> on ", said)  # "platform's up on floor 2"
    if " find " in said:
        said = _FIND_IT_AT.sub("is at ", said, count=1)  # "the Cologne office you'll find it at X"
    if "against" in said:
        said = _BUILT_AGAINST.sub(r"\g<x> runs on ", said, count=1)  # "we build X against Node 22"
        said = _BUILT_PASSIVE.sub("runs on ", said, count=1)  # "X is built and deployed against Python 3.11"
    if "ccup" in said:
        said = _OCCUPIES.sub("sits on ", said, count=1)
    if " set " in said:
        said = _SET_AT.sub(r"\g<be> ", said, count=1)
    if "times out" in said:
        said = _TIMES_OUT_REQUESTS.sub("times out after", said, count=1)
    if "rgent" in said or "mergency" in said:
        said = _URGENT_CONTACT.sub(_urgent_contact_plainly, said, count=1)
    if " order" in said:
        said = _MORNING_ORDER.sub("morning drink", said, count=1)
    if " used as " in said or " being used as " in said:
        said = _TO_BE_USED_AS.sub(r"\g<pre>We use \g<x> as ", said, count=1)
    if "considered" in said or "treated" in said or "regarded" in said:
        said = _TO_BE_CONSIDERED.sub(r"\g<be> ", said, count=1)
    if "henceforth" in said or "from now on" in said:
        said = _HENCEFORTH.sub("is now", said, count=1)
    if " date " in said:
        said = _AGREED_ON_AS.sub(r"\g<pre>The \g<what> is due on \g<day>\g<end>", said, count=1)
    if "cheduled" in said or ", held" in said or "taking place" in said:
        said = _SCHEDULED_ON.sub(r"\g<x> is held ", said, count=1)
    if " to move " in said or " to shift " in said or " to reschedule " in said:
        said = _AGREED_TO_MOVE.sub(r"\g<pre>The \g<x> moved from ", said, count=1)
    if "handed" in said or "given to" in said or "passed to" in said or "assigned to" in said or "transferred to" in said:
        said = _ROLE_HANDED.sub(r"\g<pre>The \g<role> of \g<p> is now \g<new>, no longer \g<old>\g<end>", said, count=1)
    if "signed off" in said or "approved" in said or "ratified" in said or "sanctioned" in said:
        said = _SIGNED_OFF.sub("", said, count=1)
    if "superseding" in said:
        said = _SUPERSEDING.sub(", no longer ", said, count=1)
    if " its place" in said or "instead" in said:
        said = _DROPPED_AS.sub(r"\g<pre>\g<p> switched its \g<slot> from \g<old> to \g<new>\g<end>", said, count=1)
    if " over " in said and "t" in said:
        said = _ITS_X_OVER_Y.sub(r"\g<x> is preferred over ", said)
    if ("prefer" in said or "favo" in said) and " to " in said:  # ("favours X to Y" too)
        said = _PREFER_X_TO_Y.sub(_prefer_over, said)
    if "s from " in said or "went from " in said or "over from " in said:
        said = _CHANGES_FROM.sub(lambda m: _CHANGED[" ".join(m.group(1).casefold().split())] + " from ", said, count=1)
    if " over " in said:
        said = _X_OVER_Y_ALONE.sub(_choice_alone, said, count=1)
    if " other " in said:
        said = _OVER_EVERY_OTHER.sub(" as the ", _BEATS_EVERY_OTHER.sub(" is the preferred ", said))
    if "that" in said or "it" in said:
        said = _CLEFT.sub(_uncleft, _POINTED.sub(" is ", said))
        said = _OBJECT_CLEFT.sub(r"\g<who> \g<verb> \g<np>\g<end>", said, count=1)
    if "home" in said:
        said = _OFFICE_HOME_CLEFT.sub(r"\g<pre>\g<who> works in \g<place>", said, count=1)
        said = _OFFICE_HOME.sub(lambda m: "works in " + (m.group("place") or m.group("place2")), said, count=1)
    if "choice between" in said.casefold():
        said = _CHOICE_BETWEEN.sub(_chosen_over, said)
    if " - " in said:
        said = _dash_as_label(said)
    if "," in said and (":" in said or " - " in said):
        said = _ROLE_LABEL.sub(r"\g<pre>\g<name> is the \g<role> of \g<owner>\g<end>", said)
    if " with " in said or " to " in said:
        said = _told_with_who(said)
    folded = said.casefold()
    if "," in said or " by " in said or any(stem in folded for stem in _SUCCEEDS_STEMS) and _SUCCEEDS.search(said):
        said = _role_said_plainly(said)
        folded = said.casefold()
    if any(stem in folded for stem in _REPORTING_STEMS) and _REPORTING.search(said):
        said = _reported_plainly(said)
    if "because" in said or "Because" in said or "since the" in said:
        said = _SINCE_EVENT.sub(" now", _BECAUSE.sub("", _BECAUSE_FIRST.sub(r"\1", said)))
    if ", which is why " in said or ", so that " in said or ", since th" in said or ", since it " in said:
        said = _THAT_IS_WHY.sub("", said)
    if " reasons" in said:
        said = _FOR_REASONS.sub("", said)
    said = _CURRENCY_BEFORE.sub(_currency_after, said) if _CURRENCY_ANY.search(said) else said
    if "," in said:
        said = _THOUSANDS.sub(_without_commas, said)
    if "-" in said or "+" in said:
        said = _SIGNED.sub(_sign_word, said)
    if ". " in said:
        said = _INITIAL.sub(r"\1-initial", said)
    if not retracted and _RULE_GONE.search(said):
        # a subject said gone once the label before it is off ("Revised belief: the X rule
        # to ... has been lifted", read above with the label, which ends a clause)
        kept, retracted = _retracted_after(said)
        if retracted:
            said = _no_longer(kept)
    return said


# Portuguese, told by words no English, Spanish or Italian note says: there "no" is "em o"
# (in the), as "na" is "em a" ("Ana trabalha no escritório de Lisboa"), not a denial. Not
# "um" (a, one): in English it is a hesitation, and "um no Friday deploys" denies.
_PORTUGUESE = re.compile(
    r"\b(?:é|são|não|nao|uma|ao|aos|pelo|pela|meu|minha|nosso|nossa|você|voce|trabalha|trabalham|equipe|"
    r"fuso|horário|escritório|também)\b",
    re.IGNORECASE,
)
_PORTUGUESE_NO = re.compile(r"\b[Nn]o\b(?=\s+[^\W\d])")


# A short label that may open a note ("Note: ", "Handoff note: "): kept where a pattern
# below reads what follows it.
_OPENING = r"^(?P<pre>(?:[^:,]{1,30}:\s+)?)"


# A timeout said as what happens at it: "requests to X are dropped after 10s", "X gives up
# after 5s", "X has to answer within 90s or the request times out" say "X times out after
# ..." (as the phrase tables read a timeout), so its versions are one fact's.
_TIMED = r"(?P<x>[^\W\d][\w.-]*(?:\s+(?:v\d+|api|API|service))?)"
_TIMEOUT_SAID = (
    (
        re.compile(
            r"\b(?:all\s+)?requests\s+to\s+" + _TIMED + r"\s+(?:(?:are|get)\s+(?:dropped|cut\s+off|killed|aborted|"
            r"terminated)|fail)\s+after\s+(?=\d)",
            re.IGNORECASE,
        ),
        r"\g<x> times out after ",
    ),
    (
        # whose requests a label or the subject says: "X: requests cut off after 120 sec"
        re.compile(
            r"\b(?:all\s+)?requests\s+(?:(?:are|get)\s+)?(?:dropped|cut\s+off|killed|aborted|terminated)\s+after\s+(?=\d)",
            re.IGNORECASE,
        ),
        "times out after ",
    ),
    (
        re.compile(
            r"\b(?:gives\s+up(?:\s+on\s+(?:the\s+|all\s+|a\s+)?(?:requests?|calls?|connections?))?|cuts\s+off|"
            r"(?:cuts|drops|kills)\s+(?:the\s+|all\s+)?(?:requests|calls|connections)"
            r"(?:\s+off)?)\s+after\s+(?=\d)",
            re.IGNORECASE,
        ),
        "times out after ",
    ),
    (
        re.compile(
            r"\b(?:has|needs)\s+to\s+(?:answer|respond|reply)\s+within\s+(?P<n>\d\S*)"
            r"(?P<where>\s+(?:in|on)\s+[\w-]+)?\s+or\s+(?:the\s+)?(?:request|call)\s+(?:times\s+out|fails|is\s+dropped)",
            re.IGNORECASE,
        ),
        r"times out after \g<n>\g<where>",
    ),
)


# When a change happened, said with its change verb, says no more than the verb: "moved to
# the Frankfurt office last month", "got bumped up to Node 22 yesterday", "Last sprint we
# moved X to Y" (without a change verb, "lived in Paris last year" says a past state, and
# stays).
_CHANGE_VERB = re.compile(
    r"\b(?:moved|switched|migrated|changed|bumped|upgraded|downgraded|relocated|transferred|scaled|shifted|"
    r"rescheduled|raised|lowered|replaced|swapped|rolled|took\s+over|handed\s+over)\b",
    re.IGNORECASE,
)
_MAIN_STORE = re.compile(r"\b(?:primary|main)\s+(?P<store>databases?|datastores?|db)\b", re.IGNORECASE)
_REQUEST_TIMEOUT = re.compile(r"\breq(?:uest)?s?\s+timeout(?=s?\b)", re.IGNORECASE)  # (a note's "req timeout")
# ... and so does the event it followed, closing a clause: "relocated to the Marseille office
# after the team reorganisation", "from 45 to 15 seconds after tuning it against real traffic"
# (not a time, nor where it moved to: "moved the demo to after the retro")
_AFTER_EVENT = re.compile(
    r"(?<!\bto)(?<!\buntil),?\s+(?:after|following)\s+(?:(?:a|an|the)\s+|(?=[^\W\d]+ing\s))(?:[^\W\d][\w'-]*\s+){0,4}[^\W\d][\w'-]*"
    r"(?=\s*(?:[.;!,]|$))",
    re.IGNORECASE,
)


def _after_event(found: re.Match) -> str:
    """An event a value followed, left out where its clause says what happened ("... on
    Friday after the team rearranged its schedule"); "after the standup" may be the value."""
    return "" if _EVENT_VERB.search(found.group()) else found.group()


# a verb in the past with more after it ("rearranged its schedule"), or a passive ("was revisited")
_EVENT_VERB = re.compile(r"\s[^\W\d]{3,}ed\s+\S|\s(?:was|were|got|been)\s+[^\W\d]{3,}ed\b")
# The requests of a service timing out are the service timing out
_REQUESTS_TIME_OUT = re.compile(r"\b[Rr]equests\s+to\s+(?P<x>[^\W\d][\w.-]*(?:\s+in\s+[^\W\d][\w-]*)?)\s+time\s+out\b")
_WHEN_CHANGED = re.compile(r"\b(?:last\s+(?:week|month|sprint|quarter|year)|yesterday)\b,?\s*", re.IGNORECASE)


# How many copies of a service run, said count first: "4 pods of pdf-export are running
# in QA", "there's 12 copies of X running" say "pdf-export runs 4 replicas in QA" (the
# count is its value, not its subject).
_COUNT_FIRST = re.compile(
    _OPENING + r"(?:(?P<scope>(?:in|on)\s+(?:the\s+)?[\w-]+),?\s+)?"
    r"(?:there(?:'s|\u2019s|\s+is|\s+are)\s+|we\s+(?:have|run)\s+)?(?P<n>\d+)\s+"
    r"(?P<things>replicas|pods|instances|copies|containers|workers)\s+of\s+"
    r"(?P<x>(?:the\s+)?[\w.-]+)\s+(?:are\s+running|running|run|are\s+deployed|are\s+up)\b",
    re.IGNORECASE,
)
_COPIES = {"pods": "replicas", "instances": "replicas", "copies": "replicas", "containers": "replicas"}


# ... and said as what an environment has: "QA has 16 instances of geo-lookup running" is
# "geo-lookup runs 16 replicas in QA".
_ENV_HAS_COUNT = re.compile(
    r"^(?P<pre>(?:[\u2014\u2013]\s*|[^:,\u2014\u2013]{1,30}(?::|\s[\u2014\u2013])\s+)?)(?P<env>[\w-]+)\s+(?:has|runs|keeps|is\s+running)\s+(?P<n>\d+)\s+"
    r"(?P<things>replicas|pods|instances|copies|containers|workers)\s+of\s+(?P<x>(?:the\s+)?[\w.-]+)"
    r"(?:\s+(?:running|up|deployed))?(?=\s*[.!]*$)",
    re.IGNORECASE,
)


# What a team requires of its people is its rule: "the search team no longer requires people
# to deploy on Fridays" says it no longer has the rule to always deploy on Fridays
_REQUIRES_PEOPLE = re.compile(
    r"\brequires?\s+(?:people|everyone|everybody|us|devs|developers|engineers|folks|members|contributors)\s+to\s+(?=[^\W\d])",
    re.IGNORECASE,
)
# ... and an environment's deployment of a service is the service there: "the QA deployment
# of checkout-service is scaled to 4 replicas" (the deployment had read as its subject)
_ENV_DEPLOYMENT = re.compile(r"\b[Tt]he\s+(?P<env>[\w-]+)\s+deployment\s+of\s+(?P<x>[\w.-]*[\w-])")


def _env_deployment(match: re.Match) -> str:
    if match.group("env").casefold() not in ENVIRONMENTS:
        return match.group()
    return f"{match.group('x')} in {match.group('env')}"


def _env_count_last(match: re.Match) -> str:
    if match.group("env").casefold() not in ENVIRONMENTS:
        return match.group()
    return _runs_copies(match, f" in {match.group('env')}")


def _count_last(match: re.Match) -> str:
    return _runs_copies(match, f" {match.group('scope')}" if match.group("scope") else "")


def _runs_copies(match: re.Match, where: str) -> str:
    """A count of copies said as "<x> runs <n> replicas<where>" (``_COUNT_FIRST``,
    ``_ENV_HAS_COUNT``), after what opened the text."""
    things = match.group("things")
    return f"{match.group('pre')}{match.group('x')} runs {match.group('n')} {_COPIES.get(things.casefold(), things)}{where}"


# "X preferred to Y" says "X is preferred to Y" (an order the phrase tables read: "static
# types preferred to dynamic types") where a thing follows "to"; "preferred to work from
# home" is a liking of what it does.
_PREFERRED_TO = re.compile(r"(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!\bbe\s)(?<!\bbeen\s)\b(preferred|favou?red|preferable)\s+to\s+(?=(?:the\s+|a\s+|an\s+)?([^\W\d][\w-]*))", re.IGNORECASE)
# Hindi's postposition for whom or what a thing is: "The monorepo ke liye mera go-to font
# Fira Code hai" says "For the monorepo ..." (its scope had read as a light word, and the
# monorepo's font and work's one as one text).
_KE_LIYE = re.compile(r"(?P<pre>^|[,;:.!?]\s+)(?P<x>[^,;:.!?]{1,40}?)\s+ke\s+liye\b", re.IGNORECASE)
# "Lieber X als Y" and "лучше X, чем Y" say "X rather than Y": the order is the rule ("als"
# and "чем" had been read as no word, and the two orders as one text).
_RATHER_THAN = re.compile(
    r"\b(?:lieber|лучше)\s+(?P<a>[^,;:.!?]{1,60}?),?\s+(?:als|чем)\s+(?=\S)", re.IGNORECASE
)
_INFINITIVES = frozenset({"be", "have", "get", "make", "do", "take", "see", "hear", "know", "say"})


def _says_what_for(then: str) -> bool:
    """Whether a word after "to" opens what a liking is for ("preferred to work", "prefer
    Signal to reach her"), not the thing it is preferred to."""
    return then in _INFINITIVES or _verbish(then)


def _preferred_over(match: re.Match) -> str:
    if _says_what_for(match.group(2).casefold()):
        return match.group()
    return "is " + match.group()


# A choice said as "it's X over Y" ("For errors on platform it's exceptions over error codes")
# says "X is preferred over Y": "over" orders a choice only after a preference, so Y had
# stayed a plain word and the pair a conflict with "likes X better than Y". Not a measure
# ("it's way over budget").
_ITS_X_OVER_Y = re.compile(
    r"\b(?:it's|it\u2019s|it\s+is)\s+(?!(?:way|well|far|just|already|all|long|so|not|a\s+bit|slightly|still)\b)"
    r"(?P<x>[\w.+#-]+(?:\s+[\w.+#-]+){0,2})\s+over\s+(?=[\w.+#-])",
    re.IGNORECASE,
)


# Whose a fact is, said as what it is about: "For anything Wombat-related, X is the
# engineering manager" says "For Wombat, ..." (the "-related" word had been another scope).
_ANYTHING_RELATED = re.compile(r"\b(?:anything|everything|all\s+things|questions|issues)\s+(?P<x>[^\W\d][\w.]*)-related\b", re.I)
# A place asked first, then its office: "Visiting Paris? The office address is X" says "The
# Paris office address is X" ("Heading to Oslo? The office is at ...").
_VISITING_FIRST = re.compile(
    r"^(?:visiting|heading\s+to|going\s+to|coming\s+to|travell?ing\s+to|in|based\s+in)\s+"
    r"(?P<x>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*)?)\?\s+the\s+office\b",
    re.IGNORECASE,
)
# A place named in passing, then pointed back to as where one sits: "Say hi to Ana Lima if
# you're at the Oslo office — that's where they sit" says "Ana Lima sits in the Oslo office"
# (the office had read as the scope of a greeting, and two offices as two subjects).
_WHERE_THEY_SIT = re.compile(
    r"^.{0,40}?\b(?P<p>[A-Z][\w'\u2019-]+\s+[A-Z][\w'\u2019-]+)\b.{0,40}?\b(?:at|in)\s+the\s+"
    r"(?P<o>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+office\s*(?:[\u2014\u2013;,]|\s-)\s*(?:that's|that\u2019s|that\s+is|which\s+is)\s+"
    r"where\s+(?:they|she|he)\s+(?:sits?|works?|is|are)(?:\s+based)?(?P<end>\s*[.!]?)$"
)
# "X is off A and running on B" says X moved from A to B ("tax-calculator is off Ruby 3.1 and
# running on Ruby 3.2": "off" had read as a switch turned off).
_OFF_AND_ON = re.compile(
    r"\s+(?:is|are|got|has\s+been)\s+off\s+(?P<x>[^,;]{1,30}?)\s+and\s+(?:now\s+)?(?:is\s+)?(?:running|runs|built|lives)\s+on\s+",
    re.IGNORECASE,
)
# "Dejé X y ahora uso Y" ("I dropped X and now use Y") says "cambié de X a Y": X is the old
# value ("dejé" had read as the subject's word).
_LEFT_AND_NOW = re.compile(
    r"\b(?:dejé|abandoné|solté)\s+(?:de\s+usar\s+)?(?P<x>[^,;]{1,30}?)\s*,?\s+y\s+ahora\s+(?:uso|utilizo|trabajo\s+con|tengo)\s+",
    re.IGNORECASE,
)
# A change's end said before its new state: "Wrapped up the X upgrade — it now runs Rust 1.78"
# says "X now runs Rust 1.78".
_FINISHED_THE_CHANGE = re.compile(
    r"^(?:wrapped\s+up|finished|completed|done\s+with)\s+the\s+(?P<x>[^\W\d][\w.-]*)\s+"
    r"(?:upgrade|migration|move|switch|cutover|rollout|downgrade)\s*(?:[\u2014\u2013:;,]|\s-)\s*(?:it|they)\s+",
    re.IGNORECASE,
)
# Who a fact is for, then the fact: "For anyone touching X — it's built on Node 16" says "X
# is built on Node 16".
_FOR_ANYONE_ON = re.compile(
    r"^for\s+anyone\s+(?:touching|working\s+on|using|new\s+to|on)\s+(?P<x>[^\W\d][\w.-]*)\s*(?:[\u2014\u2013:;,]|\s-)\s*"
    r"it(?:['\u2019]s|\s+is|\s+(?P<verb>runs|uses))\s+",
    re.IGNORECASE,
)
# An ops note's "ETA for the X is D" says when X is due: "the X is due D".
_ETA_FOR = re.compile(r"\bETA\s+(?:for|of|on)\s+(?P<x>(?:the\s+)?[^,;:()]{1,40}?)\s+is\s+(?:now\s+)?(?=\S)")
# Why a fact is noted, said after it: ", in case something needs hands on site" says what it
# is for, not what holds (a clause of its own: a comma before it).
_IN_CASE_LAST = re.compile(r"\s*,\s*(?:just\s+)?in\s+case\s+[^,;()]{3,60}?(?P<end>[.!]*)$", re.IGNORECASE)
# How things looked when it was written, after a fact: "..., error rate flat after
# cutover", "..., all green at handover" say how it went, not what the fact is.
_STATUS_LAST = re.compile(
    r"\s*,\s*(?:all|everything|(?:the\s+)?(?:error|latency|p\d+|traffic|cpu|load)(?:\s+rates?)?)\s+(?:(?:is|are|looks?|stays?|stayed)\s+)?"
    r"(?:flat|stable|green|nominal|healthy|steady)(?:\s+(?:after|since|at|through|post)\s+(?:the\s+)?[\w-]+)?(?P<end>[.!]*)$",
    re.IGNORECASE,
)
# A rule dropped, named by its team: "removed the search rule to always X" is the search
# team's rule (a rule's own adjectives aside: "the old rule", "the two-approvals rule").
_TEAM_BEFORE_RULE = (
    r"(?P<x>(?!(?:new|old|golden|same|first|main|only|current|last|previous|usual|standing|house|team|company|global|whole|"
    r"general|strict|default|basic|one|this|that)\b)[a-z][a-z-]*)\s+rule\s+to\s+"
)
_TEAMS_RULE_DROPPED = re.compile(r"\b(?P<verb>(?i:removed|dropped|scrapped|retired|lifted))\s+the\s+" + _TEAM_BEFORE_RULE)
# ... and said gone after it: "the design rule to always X has been lifted".
_TEAMS_RULE = re.compile(r"\b(?i:the)\s+" + _TEAM_BEFORE_RULE)
_RULE_GONE = re.compile(r"\b(?:has\s+been|was|is|got)\s+(?:lifted|dropped|removed|scrapped|retired|withdrawn|abolished)\b", re.IGNORECASE)
# That an order holds, after it: "X runs A before B, and that order is not to be swapped"
# says "X runs A before B" ("swapped" is no change here).
_ORDER_KEPT_LAST = re.compile(
    r"\s*[,;\u2014\u2013]\s*(?:and\s+)?(?:that|this|the)\s+order\s+(?:is\s+not\s+to|is\s+never\s+to|must\s+not|mustn['\u2019]t|"
    r"should\s+not|shouldn['\u2019]t|can(?:not|['\u2019]t)|may\s+not)\s+be\s+(?:swapped|changed|reversed|flipped|switched)(?P<end>[.!]*)$",
    re.IGNORECASE,
)
# What follows for the reader, after a fact: ", so nothing should be booked over it", ",
# which makes them the person to loop in on ...", ", so Y is the fallback whenever X can't
# be reached".
# Whom a fact makes the one to go to: "the fallback", "the person", "the point of contact".
_GO_TO_ROLE = r"fallback|backup|go-to|person|contact|point\s+of\s+contact"
_CONSEQUENCE_LAST = re.compile(
    r",\s+(?:so\s+nothing\s+(?:should|must|can|may)\s+be\s+|which\s+makes\s+(?:them|him|her|it|this|that)\s+"
    r"|so\s+[^,;.!?]{1,40}?\s+is\s+the\s+(?:" + _GO_TO_ROLE + r")\b"
    r"|so\s+I\s+(?:may|might|will|can|could|['\u2019]ll)\s+)[^.;!?]*?(?P<end>[.!]*)$",
    re.IGNORECASE,
)
# An order said as steps: "for X, it is A first, then B" says "for X, run A before B".
_IT_IS_FIRST_THEN = re.compile(
    r"\b(?:it(?:['\u2019]s|\s+is)\s+)(?P<a>[^,;:]{1,40}?)\s+first\s*(?:,|;|\u2014)\s*(?:and\s+)?then\s+(?P<b>[^,;:.!?]{1,40})",
    re.IGNORECASE,
)
# ... and as steps opening a clause: "X: first A, then B", "run A first, then B".
_STEPS_FIRST_THEN = re.compile(
    r"(?:^|(?<=:\s)|(?<=,\s))(?:(?:run|do)\s+(?P<a>[^,;:]{1,40}?)\s+first|first\s+(?:run\s+)?(?P<a2>[^,;:]{1,40}?))"
    r"\s*(?:,|;|\u2014)\s*(?:and\s+)?then\s+(?:run\s+)?(?P<b>[^,;:.!?]{1,40})",
    re.IGNORECASE,
)
# How to join a meeting, after when it is: "..., dial into the bridge" says how to get in.
_JOIN_LAST = re.compile(
    r"\s*,\s*(?:please\s+)?(?:dial|hop|jump|join|call)(?:\s+(?:in(?:to)?|on(?:to)?|via))?\s+(?:the\s+)?"
    r"(?:usual\s+|same\s+)?(?:bridge|call|link|zoom|meet|room|line)\b[^,;()]{0,30}?(?P<end>[.!]*)$",
    re.IGNORECASE,
)
# Whom to involve, after who holds a role: "..., the data owner for Harbor — loop them in on
# anything touching it", "— ping them directly".
_LOOP_IN_LAST = re.compile(
    r"\s*(?:[\u2014\u2013;,]|\s-)\s*(?:so\s+)?(?:please\s+)?(?:loop|ping|cc|tag|involve|include|page|contact|ask)\s+(?:them|him|her)"
    r"(?:\s+in)?(?:\s+(?:on|for|about|with|directly|first)\b[^.;!?]{0,50}?)?(?P<end>[.!]*)$",
    re.IGNORECASE,
)
# Whom a fact makes the person to go to, said after it: "— X is the person to loop in on
# anything touching P", "— X is the fallback whenever Y can't be reached" (what follows for
# the reader, as ``_CONSEQUENCE_LAST``'s "which makes them the person to loop in"), where
# the fact names X already (``_without_asides``).
_GO_TO_LAST = re.compile(
    r"\s*(?:[\u2014\u2013;]|\s-)\s*(?:so\s+)?(?P<who>[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2}|they|he|she)\s+(?:is|are)\s+"
    r"(?:now\s+)?the\s+(?:one|people|" + _GO_TO_ROLE + r")\b[^.;!?]*?(?P<end>[.!]*)$"
)
# That a record was updated for it, a sentence after a change: "... moved offices, A -> B.
# Escalation sheet updated." (the change says itself).
_A_RECORD = r"(?:the\s+)?(?:[\w-]+\s+){0,2}(?:sheet|page|wiki|doc|docs|runbook|list|contacts|roster|calendar|notes?|directory)"
_RECORD_UPDATED_LAST = re.compile(
    r"(?<=[.!])\s+" + _A_RECORD + r"\s+(?:updated|amended)(?P<end>[.!]*)$",
    re.IGNORECASE,
)
# What a note says after a fact that is no part of it, in this order, each with words one of
# which a text must hold for its pattern to be tried (a cheap look first): why it was
# noted, how things looked, how to join, that an order holds, what follows for the reader,
# whom to loop in. Each pattern ends the text and keeps its closing mark (``end``).
_ASIDES_LAST = (
    (("in case ",), _IN_CASE_LAST),
    (("flat", "stable", "green", "nominal", "healthy", "steady"), _STATUS_LAST),
    (("bridge", "call", "link"), _JOIN_LAST),
    ((" order ",), _ORDER_KEPT_LAST),
    ((", so ", ", which "), _CONSEQUENCE_LAST),
    ((" them ", " him ", " her "), _LOOP_IN_LAST),
    (("updated", "amended"), _RECORD_UPDATED_LAST),
)


def _without_asides(said: str) -> str:
    """``said`` without the asides after its fact (``_ASIDES_LAST``)."""
    for words, pattern in _ASIDES_LAST:
        if any(word in said for word in words):
            said = pattern.sub(r"\g<end>", said, count=1)
    if " the " in said:
        # only whom the fact names already: "— Bob is the backup" after "Ana is on call" is a fact
        go = _GO_TO_LAST.search(said)
        if go is not None and (go.group("who") in said[: go.start()] or go.group("who") in ("they", "he", "she")):
            said = said[: go.start()] + go.group("end")
    return said
# A person asked for, then how to reach them: "Need Ana Lima urgently? Best way to reach
# them is Signal" says "For anything urgent, reach Ana Lima via Signal".
_NEED_THEN_BEST_WAY = re.compile(
    r"^need\s+(?:to\s+(?:reach|contact)\s+)?(?P<p>[^\W\d][\w'\u2019-]+(?:\s+[^\W\d][\w'\u2019-]+)?)\s+urgently\?\s+"
    r"(?:the\s+)?best\s+way\s+to\s+(?:reach|contact|get\s+hold\s+of|get)\s+(?:them|her|him)\s+is\s+(?:via\s+|by\s+|through\s+)?",
    re.IGNORECASE,
)
# A person's own word on how to reach them: "Heads-up from Ana Lima: for anything urgent, a
# phone call from now on — not Signal" says "For anything urgent, reach Ana Lima via a
# phone call from now on — not Signal" (whose channel it is had been a heading's word).
_MESSAGE_FROM = re.compile(
    r"^(?:a\s+)?(?:heads[\s-]?up|note|message|word|update|request|reminder)\s+from\s+"
    r"(?P<p>[^\W\d][\w'\u2019-]+(?:\s+[^\W\d][\w'\u2019-]+)?)\s*:\s+for\s+(?:anything|everything)\s+urgent\s*,\s+"
    r"(?:(?:please\s+)?(?:use|try|send)\s+|it['\u2019]s\s+)?",
    re.IGNORECASE,
)
# A change said as what a change does to a thing: "this (PR) takes the X timeout from 10s to
# 30s" says "the X timeout changed from 10s to 30s".
_TAKES_FROM_TO = re.compile(
    r"^(?:this|it|that|the\s+(?:pr|mr|change|commit|patch|diff))\s+(?:takes|took)\s+(?!(?:me|us|him|her|them|you|it)\b)(?P<x>.{1,60}?)\s+from\s+(?=[^,;]{1,30}?\s+to\s+\S)",
    re.IGNORECASE,
)
# A role handed over as its hat: "A has handed the release manager hat on P to B" says "B
# takes over as release manager on P from A".
_HANDED_THE_HAT = re.compile(
    r"^(?:.{0,30}?:\s+)?(?P<old>[^\W\d][\w'\u2019.-]*(?:\s+[^\W\d][\w'\u2019.-]*){0,2})\s+(?:has\s+)?(?:handed|passed)\s+(?:over\s+)?"
    r"the\s+(?P<role>[^,;]{1,30}?)\s+(?:hat|baton|role)\s+(?:on|for|of)\s+(?P<p>[^\W\d][\w.-]*)\s+(?:over\s+)?to\s+"
    r"(?P<new>[^\W\d][\w'\u2019.-]*(?:\s+[^\W\d][\w'\u2019.-]*){0,2}?)(?P<end>\s*(?:[\u2014\u2013,;!.]|$))",
    re.IGNORECASE,
)
# ... and the hat handed from one to another, on what a label says: "Kestrel: hand the tech
# lead hat from X to Y" (a commit's scope, ``_dev_said``)
_HANDED_FROM_TO = re.compile(
    r"^(?P<p>[^\W\d][\w.-]*(?:\s+[^\W\d][\w.-]*)?):\s+(?:hand|pass)(?:ed|s)?\s+(?:over\s+)?the\s+(?P<role>[^,;:]{1,30}?)\s+(?:hat|baton|role)\s+"
    r"from\s+(?P<old>[^\W\d][\w'\u2019.-]*(?:\s+[^\W\d][\w'\u2019.-]*){0,2}?)\s+to\s+"
    r"(?P<new>[^\W\d][\w'\u2019.-]*(?:\s+[^\W\d][\w'\u2019.-]*){0,2}?)(?P<end>\s*(?:[\u2014\u2013,;!.]|$))",
    re.IGNORECASE,
)
# A meeting said as when a team meets for it: "the data team gets together at 10:30 for the
# check-in" says "the data check-in is at 10:30".
_GETS_TOGETHER = re.compile(
    r"\bthe\s+(?P<team>[\w-]+)\s+team\s+(?:gets|get|comes|come|meets|meet)\s+together\s+(?P<when>(?:at|on|every)\s+[^,;]{1,20}?)\s+"
    r"for\s+(?:the|its|their)\s+(?P<what>[\w-]+(?:\s+[\w-]+)?)(?P<end>\s*[.!]*)$",
    re.IGNORECASE,
)


def _gets_together_plainly(match: re.Match) -> str:
    when = match.group("when")
    verb = "is" if when.casefold().startswith(("at", "on")) else "is held"
    return f"the {match.group('team')} {match.group('what')} {verb} {when}{match.group('end')}"


# "(Ab dieser Woche) findet ihr X im Büro B" ("you'll find X in office B") says "X arbeitet
# (ab dieser Woche) im Büro B".
_YOU_FIND_AT = re.compile(
    r"^(?P<lead>(?:ab|seit)\s+[^,]{1,20}?\s+)?finde(?:t\s+ihr|st\s+du)\s+(?P<p>[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)\s+im",
    re.IGNORECASE,
)
# "For reference in this week's notes, X" says X.
_FOR_REFERENCE = re.compile(
    r"^(?:just\s+)?for\s+(?:your\s+)?reference(?:\s+in\s+(?:this|last)\s+week[\u2019']s\s+(?:notes|update|report|digest))?\s*[,:]\s+(?=\S)",
    re.IGNORECASE,
)
# A change said as it happens, "moves from X to Y" (a newsletter's "the demo moves from
# Tuesday to Friday", "X's manager changes from A to B as of this week"), says what "moved
# from X to Y" says: X is the old value (the present tense had read as no change at all).
_CHANGED = {
    "moves": "moved", "shifts": "shifted", "changes": "changed", "switches": "switched", "slips": "slipped",
    "went": "moved", "goes": "moved",  # "the timeout went from 15s to 20s"
    "cut over": "moved", "cuts over": "moved",  # "X cut over from MySQL to SQLite"
}  # fmt: skip
# (not "went from 12 to 4": bare numbers after "from" read as hours once "changed" precedes them)
_CHANGES_FROM = re.compile(
    r"\b(moves|shifts|changes|switches|slips|went(?!\s+from\s+\d+\s+to\s+\d+\b(?!\s*[^\W\d_]))|goes|cut\s+over|cuts\s+over)"
    r"\s+from\s+(?=\S)",
    re.IGNORECASE,
)
# "prefer X to Y" orders a choice as "prefer X over Y" does: Y is the one passed over ("we
# now prefer big PRs to small PRs" had read as a duplicate of "small PRs over big PRs").
# Not "prefer X to be Y" or "prefer Signal to reach her": a verb after "to" says what for.
_PREFER_X_TO_Y = re.compile(
    r"\b(?P<pre>(?:prefer(?:s|red|ring)?|favou?r(?:s|ed|ing)?)\s+(?!to\b)[\w.+#-]+(?:\s+(?!to\b)[\w.+#-]+){0,3}?)\s+to\s+(?P<then>[\w.+#-]+)",
    re.IGNORECASE,
)


# Where a clause ends after a word: a verb there has no object, so it names a thing.
_CLAUSE_ENDS_HERE = re.compile(
    r"\s*(?:[.,;:!?)\u2014\u2013]|$|(?:from\s+now|now|going\s+forward|these\s+days|for|in|on|when|as\s+of)\b)", re.IGNORECASE
)


def _prefer_over(match: re.Match) -> str:
    if _says_what_for(match.group("then").casefold()) and not _CLAUSE_ENDS_HERE.match(match.string, match.end()):
        return match.group()  # what for: "prefer Signal to reach her" (not "to rebase from now on": a thing)
    return f"{match.group('pre')} over {match.group('then')}"


# A choice said without a verb, as a clause of its own ("For travel, trains over planes.",
# "conventions: tabs over spaces"), is "prefer X over Y", as "we prefer X over Y" says it:
# Y is passed over on both (it had stayed a plain word, and "we now prefer trains to
# planes" read as its contradiction). Not a measure or a time ("15 minutes over budget",
# "calls over the weekend"): no number before "over", no determiner after it.
_X_OVER_Y_ALONE = re.compile(
    r"(?:^|(?<=, )|(?<=: )|(?<=; ))(?P<x>[^\W\d][\w.+#-]*(?:\s+[^\W\d][\w.+#-]*){0,2})\s+over\s+"
    r"(?P<y>(?!(?:the|a|an|this|that|my|our|your|their|its|his|her)\b)[^\W\d][\w+#-]*(?:\.[\w+#-]+)*"
    r"(?:\s+[\w+#-]+(?:\.[\w+#-]+)*){0,2})\s*(?P<end>[.!]*)$",
    re.IGNORECASE,
)


def _choice_alone(match: re.Match) -> str:
    said = match.group("x").split()
    if (
        any(_verbish(w.casefold()) or w.casefold() in STOPWORDS for w in said)
        or len(said) == 1 and said[0].casefold().endswith(("ing", "ed"))
        or match.group("y").split()[0].casefold() in STOPWORDS
    ):
        return match.group()  # a clause with its verb ("we deploy over SSH", "taking over from X")
    return f"prefer {match.group('x')} over {match.group('y')}{match.group('end')}"


# "(it is) best to" or "best is to" before what to do says to do it: "For urgent things best
# is to reach X by WhatsApp" is "For urgent things reach X by WhatsApp" (whom to reach had
# been the value after "best is", and two people's channels one slot's versions).
# A way to reach someone said first ("Slack is the best way to reach X"): what it is the
# way for is the subject ("The best way to reach X is Slack"), not the value.
_VALUE_IS_THE_WAY = re.compile(
    r"^(?P<v>[^,;:?]{1,40}?)\s+(?:is|are)\s+(?P<what>the\s+(?:best|preferred|fastest|easiest|quickest)\s+(?:way|channel|method|option)\s+"
    r"to\s+(?:reach|contact|get\s+hold\s+of|ping|message)\s+[^,;.!?]{1,60}?)(?P<end>[.!]?)$",
    re.IGNORECASE,
)
_BEST_IS_TO = re.compile(
    r"\b(?:(?:it\s+is|it's|it\u2019s|the)\s+)?best\s+(?:is\s+)?to\s+"
    r"(?=(?:reach|contact|call|message|ping|email|text|ask|write|use|go|book|send|try)\b)",
    re.IGNORECASE,
)
# A learner's English said plainly: "has allergy of X" and "is allergic against X" are
# "is allergic to X"; "We have time till May 5 for the beta of X" is "the beta of X is due
# on May 5"; "X is giving timeout after 5 seconds" "times out after"; "is no more on X" and
# "not more at 2pm" "no longer"; "since long time" says nothing of the fact.
_ALLERGY_OF = re.compile(r"\b(?:has|have)\s+(?:an?\s+)?allergy\s+(?:of|to|against|for)\b", re.IGNORECASE)
# ... and what one cannot have, an allergy said after it: "X can't have peanuts (allergy)" is
# "X is allergic to peanuts" (the negation had read as denying the allergy).
_CANNOT_HAVE_ALLERGY = re.compile(
    r"\b(?:can(?:['\u2019]t|not|\s+not)|must\s+not|shouldn['\u2019]t)\s+(?:have|eat|drink|touch)\s+(?P<x>[^()]{1,30}?)\s*"
    r"\((?:an?\s+|severe\s+)*(?:allergy|allergic)\)",
    re.IGNORECASE,
)
_ALLERGIC_AGAINST = re.compile(r"\ballergic\s+(?:against|of|from|for)\b", re.IGNORECASE)
_TIME_TILL = re.compile(
    r"\b(?:we|you|they|I)\s+(?:have|got)\s+time\s+(?:till|until)\s+(?P<day>[^,;]{1,30}?)\s+for\s+(?P<what>[^,;.!?]{1,60})",
    re.IGNORECASE,
)
_GIVING_TIMEOUT = re.compile(r"\b(?:is|are)\s+giving\s+(?:a\s+)?timeout\b", re.IGNORECASE)
_NO_MORE = re.compile(
    r"\b(?P<be>is|are|was|were|not)\s+(?:no\s+)?more\s+(?=(?:on|in|at|with|using|the|a|an)\b|(?-i:[A-Z]))", re.IGNORECASE
)


def _no_more_as_no_longer(match: re.Match) -> str:
    """``_NO_MORE``'s match said as "no longer" ("is no more on X" "is no longer on X", "not
    more at 2pm" "no longer at 2pm")."""
    be = match.group("be")
    return "no longer " if be.casefold() == "not" else be + " no longer "


_SINCE_LONG = re.compile(r"\s+since\s+(?:a\s+)?long\s+time\b", re.IGNORECASE)
# "We have made X enabled from now onwards" is "X is now enabled", "X is kept disabled" "X is
# disabled", and "X changed to office Cairo" "X moved to the Cairo office".
_MADE_STATE = re.compile(
    r"\b(?:we|they|I)\s+(?:have|'ve|\u2019ve|had)\s+made\s+(?:the\s+)?(?P<x>[\w.-]+(?:\s+flag)?)\s+"
    r"(?P<state>enabled|disabled|on|off|active|inactive)\b",
    re.IGNORECASE,
)
_KEPT_STATE = re.compile(r"\b(?P<be>is|are)\s+kept\s+(?P<state>enabled|disabled|on|off|active|inactive)\b", re.IGNORECASE)
_TO_OFFICE = re.compile(r"\b(?:changed|shifted|moved|transferred)\s+to\s+(?:the\s+)?office\s+(?P<city>[A-Z][\w-]*)")
# "X is enabled already" is "X is now enabled" (a state reached: as the learner says "now");
# "has taken charge as R of P" and "has taken over as" are "took over as"; "Manager of X
# changed, before A, now B" is "Manager of X is now B, no longer A"; a new value's closing
# ", old one W is no more valid" is ", no longer W"; and "If eventually you need X urgently,
# contact via Y" ("eventually" as "by any chance", as eventuell / eventualmente say it) is
# "Contact X via Y for urgent things".
_STATE_ALREADY = re.compile(
    r"\b(?P<be>is|are)\s+(?:already\s+(?P<state>enabled|disabled|on|off|active|inactive)\b(?!\s+(?:by|for|since)\b)"
    r"|(?P<state2>enabled|disabled|on|off|active|inactive)\s+already\b)",
    re.IGNORECASE,
)
_TAKEN_OVER = re.compile(r"\b(?:(?:has|have)\s+taken\s+(?:charge|over)|took\s+charge)\s+(?=as\b)", re.IGNORECASE)
_CHANGED_BEFORE_NOW = re.compile(
    r"^(?P<slot>[^\W\d][^,;:]{2,60}?)\s+(?:has\s+)?changed\s*[,:]\s*(?:before|earlier|previously|formerly)\s*:?\s+"
    r"(?P<old>[^,;]{1,40}?)\s*[,;]\s*(?:and\s+)?now\s*:?\s+(?P<new>[^,;.!?]{1,40}?)\s*[.!]?$",
    re.IGNORECASE,
)
_OLD_ONE_INVALID = re.compile(
    r"\s*[,;]\s*(?:the\s+)?old\s+(?:one|value|address|number)\s*:?\s+(?P<old>[^,;()]{1,40}?)\s+is\s+"
    r"(?:no\s+(?:more|longer)|not)\s+(?:valid|in\s+use|used|current)(?:\s+(?:any\s*more|now))?\s*[.!]?$",
    re.IGNORECASE,
)
# "I have changed formatter for Rust code: no more gofmt, now Ruff" is "For Rust code I
# changed formatter to Ruff, no longer gofmt" (the scope after the label's colon had read
# as a label's words, and the slot as another one's).
_CHANGED_SLOT_LABEL = re.compile(
    r"^(?P<who>I|we)\s+(?:have\s+|'ve\s+|\u2019ve\s+)?changed\s+(?:my\s+|our\s+|the\s+)?(?P<slot>[^\W\d][^:,;]{0,30}?)"
    r"(?:\s+for\s+(?P<scope>[^:,;]{1,40}?))?\s*:\s*(?:no\s+more|no\s+longer|not)\s+(?P<old>[^,;]{1,40}?)\s*[,;]\s*"
    r"(?:and\s+)?now\s+(?P<new>[^,;.!?]{1,40}?)\s*(?P<end>[.!]?)$",
    re.IGNORECASE,
)


def _changed_slot_plainly(match: re.Match) -> str:
    scope = f"For {match.group('scope')} " if match.group("scope") else ""
    who = match.group("who") if scope or match.group("who") == "I" else match.group("who").capitalize()
    return f"{scope}{who} changed {match.group('slot')} to {match.group('new')}, no longer {match.group('old')}{match.group('end')}"


# "we are using MongoDB like database" says "as database" (a learner's "like"): only before
# a kind's own noun, last in its clause.
_LIKE_AS_KIND = re.compile(
    r"(?<=\w)\s+like\s+(?=(?:a\s+|an\s+|the\s+|our\s+|my\s+)?(?:(?:issue|frontend|package|test|message|web)\s+)?"
    r"(?:database|db|ci|editor|ide|shell|terminal|browser|formatter|linter|monitoring|tracker|framework|hosting|queue|"
    r"manager|runner|language|os|cloud)\s*(?:[,;.!]|$))",
    re.IGNORECASE,
)
# "For the project Comet is Mira Dahl the product manager" (a verb-second order) says "The
# product manager of Comet is Mira Dahl".
_ROLE_INVERTED = re.compile(
    _OPENING + r"for\s+(?:the\s+)?(?:project\s+|team\s+)?(?P<owner>[^\W\d][\w-]*)\s*,?\s+is\s+"
    r"(?P<name>[^\W\d][\w'.-]*(?:\s+[^\W\d][\w'.-]*){1,2}?)\s+the\s+(?P<role>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*){0,2})"
    r"\s*(?P<end>[.!]?)$",
    re.IGNORECASE,
)
# A team's rule, however said, as "The <team> rule: always X", and its end as "The <team>
# dropped the rule to always X" (the forms the rules read as one rule and its retraction):
# "the data team has the rule that one must X every time", "in data team it is compulsory
# to X always"; "in data team it is not anymore obligatory to X", "the data team rule to
# always X is no more valid" (said by ``_retracted_after`` as "no longer ...").
_TEAM = r"(?:the\s+)?(?P<team>[^\W\d][\w-]*\s+team)"
_WHAT = r"(?P<what>[^;:]+?)(?:\s+(?:every\s+(?:single\s+)?time|always|without\s+(?:any\s+)?exception|in\s+all\s+cases))?\s*(?P<end>[.!]?)$"
_REQUIRED = r"(?:compulsory|obligatory|mandatory|required)"
_TEAM_RULE = (
    re.compile(
        _OPENING + r"(?:in\s+)?" + _TEAM + r"\s+(?:has|have|follows)\s+(?:the|a)\s+rule\s+(?:that\s+)?"
        r"(?:one|you|we|everyone|everybody|people)\s+(?:must|should|has\s+to|have\s+to|needs?\s+to)\s+" + _WHAT,
        re.IGNORECASE,
    ),
    re.compile(_OPENING + r"in\s+" + _TEAM + r"\s*,?\s+it\s+is\s+" + _REQUIRED + r"\s+to\s+" + _WHAT, re.IGNORECASE),
    re.compile(
        r"^(?P<pre>)" + _TEAM + r"\s*:\s+(?:team\s+)?members\s+(?:are\s+" + _REQUIRED + r"\s+to|must|have\s+to)\s+" + _WHAT,
        re.IGNORECASE,
    ),
    # a reminder to a team to always do a thing: "Reminder to the checkout team: please always X"
    re.compile(
        _OPENING + r"(?:a\s+)?reminder\s+(?:to|for)\s+" + _TEAM + r"\s*:\s+(?:please\s+)?always\s+" + _WHAT, re.IGNORECASE
    ),
)
_TEAM_RULE_ENDED = (
    re.compile(
        _OPENING + r"in\s+" + _TEAM + r"\s*,?\s+it\s+is\s+(?:not\s+any\s*more|no\s+longer|no\s+more|not\s+more)\s+" + _REQUIRED
        + r"\s+to\s+" + _WHAT,
        re.IGNORECASE,
    ),
    re.compile(_OPENING + r"no\s+longer\s+" + _TEAM + r"\s+rule\s+to(?:\s+always)?\s+" + _WHAT, re.IGNORECASE),
    re.compile(
        _OPENING + _TEAM + r"(?:'s|\u2019s)\s+(?:requirement|rule|obligation)\s+to\s+(?:always\s+)?(?P<what>[^;:]+?)\s+(?:has|have)"
        r"\s+been\s+(?:withdrawn|dropped|lifted|rescinded|retired|removed|scrapped|abolished|revoked)\s*(?P<end>[.!]?)$",
        re.IGNORECASE,
    ),
    re.compile(
        _OPENING + _TEAM + r"\s+members\s+(?:are|is)\s+no\s+longer\s+(?:required|obliged|expected|obligated)\s+to\s+" + _WHAT,
        re.IGNORECASE,
    ),
    # "Process change for checkout: we're dropping the rule that we always X" (the team by its name)
    re.compile(
        _OPENING + r"(?:process\s+)?change\s+for\s+(?:the\s+)?(?P<team>[^\W\d][\w-]*(?:\s+team)?)\s*:\s+we(?:'re|\u2019re|\s+are)\s+"
        r"(?:dropping|retiring|scrapping|removing|lifting|ending)\s+the\s+rule\s+that\s+we\s+(?:always\s+)?" + _WHAT,
        re.IGNORECASE,
    ),
)
# ... and a rule never to: "Policy (data): under no circumstances are team members to X".
_TEAM_NEVER = re.compile(
    r"^(?P<pre>)(?:the\s+)?(?P<team>[^\W\d][\w-]*)(?:\s+team)?\s*:\s+under\s+no\s+circumstances\s+(?:are|is|should|may)\s+"
    r"(?:team\s+)?members\s+(?:to|allowed\s+to|permitted\s+to|expected\s+to)?\s*" + _WHAT,
    re.IGNORECASE,
)


def _team_rule_plainly(said: str) -> str:
    """``said`` with a team's rule or its end said as ``_TEAM_RULE`` and ``_TEAM_RULE_ENDED`` read them."""
    for patterns, form in ((_TEAM_RULE, "The {team} rule: always {what}"), (_TEAM_RULE_ENDED, "The {team} dropped the rule to always {what}")):
        for pattern in patterns:
            match = pattern.match(said)
            if match is not None:
                team = match.group("team")
                team = team if team.casefold().endswith("team") else f"{team} team"
                return match.group("pre") + form.format(team=team, what=match.group("what")) + match.group("end")
    match = _TEAM_NEVER.match(said)
    if match is not None:
        return f"The {match.group('team')} team rule: never {match.group('what')}{match.group('end')}"
    return said


# An order of steps as a learner says it: "first A must run, then only B" and "A must run
# first, then B" are "A must run before B"; "In pipeline of X" is "For X" (the steps are
# the pipeline's); "X is taking green tea every morning" is "X takes ..." (a habit).
_FIRST_THEN = re.compile(
    r"\b(?:first\s+(?P<a>[^,;]{1,40}?)\s+(?P<verb>must|should|has\s+to|have\s+to|needs?\s+to)\s+run"
    r"|(?P<a2>[^,;]{1,40}?)\s+(?P<verb2>must|should|has\s+to|have\s+to|needs?\s+to)\s+run\s+first)"
    r"\s*,\s*(?:and\s+)?(?:only\s+)?then\s+(?:only\s+)?(?P<b>[^,;.!?]{1,40}?)\s*(?P<end>[.!]?)$",
    re.IGNORECASE,
)
_IN_PIPELINE_OF = re.compile(r"\bin\s+(?:the\s+)?(?:ci\s+|build\s+)?pipeline\s+(?:of|for)\s+(?=[^\W\d])", re.IGNORECASE)
_TAKING_HABIT = re.compile(
    r"\b(?P<be>is|are|am)\s+taking\s+(?=[^,.;!?]{1,30}?\s+(?:every|each)\s+(?:day|morning|evening|night|afternoon)\b)",
    re.IGNORECASE,
)
_NEED_URGENTLY = re.compile(
    _OPENING + r"if\s+(?:eventually\s+|ever\s+|by\s+any\s+chance\s+)?you\s+(?:ever\s+)?need\s+"
    r"(?:to\s+(?:reach|contact)\s+)?(?P<who>[^\W\d][\w'.-]*(?:\s+[^\W\d][\w'.-]*){0,2})\s+(?:urgently|asap|in\s+a\s+hurry)"
    r"\s*,\s*(?:then\s+)?(?:please\s+)?(?P<verb>contact|reach|call|ping|message|text|try)\s+(?:(?:him|her|them)\s+)?"
    r"(?P<how>(?:via|by|on|through|over|using)\s+[^,;.!?]+?)\s*(?P<end>[.!]?)$",
    re.IGNORECASE,
)


def _needed_urgently(match: re.Match) -> str:
    """``_NEED_URGENTLY``'s condition said as what to do for urgent things."""
    verb = match.group("verb")
    return f"{match.group('pre')}{verb[:1].upper()}{verb[1:]} {match.group('who')} {match.group('how')} for urgent things{match.group('end')}"


# A count of running copies is a count of replicas ("in staging we've got 12 copies of X
# running" / "X runs 12 replicas in staging"); how anyone logs in is how one authenticates
# ("for v4 of the X api you log in with SAML" / "... uses SAML for auth"); "first thing every
# day" is the morning.
_COPIES_OF = re.compile(r"\b(?P<n>\d+)\s+copies\s+of\b", re.IGNORECASE)
_LOG_IN_WITH = re.compile(
    r"\b(?:(?:log|logs|sign|signs)\s+(?:in|on)|(?:login|log-in|sign-in)\s+(?:happens|is\s+done|works))\s+(?:with|via|using|through)\b",
    re.IGNORECASE,
)
# ... but how the user logs in is the user's ("The user logs in with SSO" / "... logs out ...").
_USER_LOGS = re.compile(r"\b(?:the\s+user|I|we)\s+(?:\w+\s+)?(?:log|logs|sign|signs)\s+(?:in|on)\b", re.IGNORECASE)
_FIRST_THING = re.compile(r"\bfirst\s+thing(?:\s+(?:every|each)\s+(?:day|morning)|\s+in\s+the\s+morning)?\b", re.IGNORECASE)


# Where a thing is, said as speech says it: "X's up on floor 2" is on floor 2, "the Cologne
# office you'll find it at 233 Park Avenue" is at it, and what "we build X against" is what
# X runs on ("we build ledger-service against Node 22").
_UP_ON_FLOOR = re.compile(r"\b(?P<be>is|are)\s+up\s+on\s+(?=(?:the\s+)?(?:\w+\s+)?(?:floor|level|storey)\b)", re.IGNORECASE)
_FIND_IT_AT = re.compile(r"\b(?:you|we|one)(?:'ll|\u2019ll|\s+will|\s+can)?\s+find\s+(?:(?:it|them|us)\s+)?at\s+", re.IGNORECASE)
# ... a record's passive forms of the same: "X is built and deployed against Python 3.11"
# runs on it, "the datastore backing X is Y" is "the database behind X", "the X team
# occupies floor 5" sits on it, a timeout "set at" N seconds is N seconds, and "X is to be
# contacted via Y for urgent matters" / "urgent issues for X go through Y" say whom to
# contact for urgent things.
_BUILT_PASSIVE = re.compile(
    r"\b(?:is|are)\s+(?:built|compiled|deployed|run)(?:\s+and\s+(?:deployed|run|tested|built))?\s+against\s+",
    re.IGNORECASE,
)
_STORE_BACKING = re.compile(
    r"\bthe\s+(?:datastore|data\s+store|database|db)\s+(?:backing|used\s+by)\s+(?P<x>[\w.-]+)\s+is\s+", re.IGNORECASE
)
_OCCUPIES = re.compile(r"\boccup(?:y|ies|ied)\s+(?=(?:the\s+)?(?:\w+\s+)?(?:floor|level|storey)\b)", re.IGNORECASE)
_SET_AT = re.compile(r"\b(?P<be>is|are)\s+set\s+(?:at|to)\s+(?=\d)", re.IGNORECASE)
_TIMES_OUT_REQUESTS = re.compile(r"\btimes\s+out\s+(?:requests|calls)\s+after\b", re.IGNORECASE)
# "X is dropped as the CI for P; Y is adopted in its place" is "P switched its CI from X to Y".
_DROPPED_AS = re.compile(
    _OPENING + r"(?P<old>[^;,]{1,40}?)\s+(?:is|has\s+been|was)\s+(?:dropped|retired|replaced|removed|"
    r"discontinued)\s+as\s+(?:the\s+|its\s+)?(?P<slot>[^;,]{1,30}?)\s+(?:for|of|on|in)\s+(?P<p>[^;,]{1,40}?)\s*[;,]\s*"
    r"(?:and\s+)?(?P<new>[^;,]{1,40}?)\s+(?:is|has\s+been|was)\s+(?:adopted|chosen|selected|used|introduced)\s+"
    r"(?:in\s+its\s+place|instead)\s*(?P<end>[.!]*)$",
    re.IGNORECASE,
)
# A record's other ways to say a value: "X is to be used as the shell for Y" is "We use X
# as ...", "shall henceforth be" is "is now"; "Attendees agreed
# on May 5 as the target date for the beta of X" is "The beta of X is due on May 5"; "the
# X demo, scheduled on Mondays" is held on them; "It was agreed to move the X from A to B"
# says "The X moved from A to B"; "A is no longer the R on P; the role has been handed to
# B" says "The R of P is now B, no longer A".
_TO_BE_USED_AS = re.compile(
    _OPENING + r"(?P<x>[^\W\d][^,;:]{0,30}?)\s+(?:is|are)\s+(?:to\s+be\s+|being\s+)?used\s+as\s+",
    re.IGNORECASE,
)
_HENCEFORTH = re.compile(r"\b(?:shall|will|should)\s+(?:henceforth|from\s+now\s+on)\s+be\b", re.I)
_AGREED_ON_AS = re.compile(
    _OPENING + r"(?:[^\W\d][\w-]*\s+){0,3}?(?:agreed|settled|decided)\s+on\s+(?P<day>[^,;]{1,30}?)\s+as\s+"
    r"the\s+(?:target|due|planned)\s+date\s+(?:for|of)\s+(?P<what>[^,;.!?]{1,60}?)\s*(?P<end>[.!]*)$",
    re.IGNORECASE,
)
_SCHEDULED_ON = re.compile(r"^(?P<x>[^,;:]{3,60}?)\s*,\s*(?:scheduled|held|taking\s+place)\s+(?=(?:on|every|at)\b)", re.I)
_AGREED_TO_MOVE = re.compile(
    _OPENING + r"(?:it\s+was\s+|we\s+)?(?:agreed|decided|resolved)\s+to\s+(?:move|shift|reschedule)\s+"
    r"(?:the\s+)?(?P<x>[^,;]{1,60}?)\s+from\s+",
    re.IGNORECASE,
)
_ROLE_HANDED = re.compile(
    _OPENING + r"(?P<old>[^\W\d][\w'.-]*(?:\s+[^\W\d][\w'.-]*){1,2})\s+is\s+no\s+longer\s+(?:the\s+)?"
    r"(?P<role>[^;,]{1,30}?)\s+(?P<prep>on|of|for)\s+(?P<p>[^;,]{1,30}?)\s*[;,]\s*(?:and\s+)?the\s+role\s+(?:has\s+been|was|is)\s+"
    r"(?:handed|given|passed|assigned|transferred)\s+(?:over\s+)?to\s+(?P<new>[^;,.!?]{1,40}?)\s*(?P<end>[.!]*)$",
    re.IGNORECASE,
)
# "X is to be considered on AEST time" says "X is on AEST time".
_TO_BE_CONSIDERED = re.compile(r"\b(?P<be>is|are)\s+to\s+be\s+(?:considered|treated|regarded)(?:\s+as)?\s+", re.IGNORECASE)
# One's (usual) morning order is one's morning drink.
_MORNING_ORDER = re.compile(r"\b(?:usual\s+)?(?:morning|coffee)\s+order\b", re.IGNORECASE)
# A closing clause that says who approved a change says nothing of the fact ("...; the
# upgrade was signed off at the ops sync", "...; migration signed off"), and "superseding X"
# after a new value says "no longer X".
_SIGNED_OFF = re.compile(
    r"\s*[;,]\s*(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:was\s+|has\s+been\s+|is\s+)?(?:signed\s+off|approved|ratified|sanctioned)"
    r"(?:\s+(?:at|in|by|during)\s+[^;,.!?]{1,40})?\s*(?=[.!]*$)",
    re.IGNORECASE,
)
_SUPERSEDING = re.compile(r"\s*,\s*superseding\s+(?:the\s+)?(?:previous\s+|old\s+)?", re.IGNORECASE)
# What is urgent, said as a kind of matter ("urgent stuff", "emergency issues").
_URGENT_THINGS = r"(?:matters|issues|things|cases|stuff|pings|requests|calls|questions)"
_URGENT_CONTACT = re.compile(
    _OPENING + r"(?:"
    r"(?P<who>[^\W\d][\w'.-]*(?:\s+[^\W\d][\w'.-]*){0,2})\s+is\s+to\s+be\s+(?:contacted|reached)\s+(?P<how>(?:via|by|on|through)\s+"
    r"[^,;.!?]+?)\s+(?:for|in)\s+(?:urgent|emergency)\s+" + _URGENT_THINGS
    + r"|(?:urgent|emergency)\s+" + _URGENT_THINGS + r"\s+for\s+(?P<who2>[^\W\d][\w'.-]*(?:\s+[^\W\d][\w'.-]*){0,2})\s+"
    r"(?P<now>now\s+)?(?:go|goes|are\s+routed|are\s+sent)\s+(?:through|via|by|over)\s+(?P<how2>[^,;.!?]+?)"
    r"|(?P<who3>[^\W\d][\w'.-]*(?:\s+[^\W\d][\w'.-]*){0,2})(?:'s|\u2019s)\s+(?:preferred\s+|usual\s+)?(?:channel|contact\s+method|"
    r"way\s+to\s+be\s+reached)\s+for\s+(?:urgent|emergency)\s+" + _URGENT_THINGS + r"\s+is\s+(?P<how3>[^,;.!?]+?)"
    r"(?P<tail>\s*,\s*no\s+longer\s+[^,;.!?]+?)?)\s*(?P<end>[.!]*)$",
    re.IGNORECASE,
)


def _urgent_contact_plainly(match: re.Match) -> str:
    who = match.group("who") or match.group("who2") or match.group("who3")
    how = match.group("how") or f"via {match.group('how2') or match.group('how3')}"
    now = " now" if match.group("now") else ""
    return f"{match.group('pre')}Contact {who} {how} for urgent things{now}{match.group('tail') or ''}{match.group('end')}"


_BUILT_AGAINST = re.compile(r"\b(?:we\s+|they\s+)?(?:build|builds|built)\s+(?P<x>[\w.-]+)\s+against\s+", re.IGNORECASE)


# A thing preferred to every other of its kind names the kind it is preferred as: "Neovim >
# every other editor for the monorepo" says "Neovim is the preferred editor for ...", and
# "prefers Neovim over any other editor" "prefers Neovim as the editor" (read as an order,
# the kind was the side it is preferred to: a denial of "... reaches for Neovim as their editor").
_BEATS_EVERY_OTHER = re.compile(r"\s(?:beats|trumps|tops|outranks)\s+(?:every|any|all)\s+other\s+", re.IGNORECASE)
_OVER_EVERY_OTHER = re.compile(r"\s(?:over|above|rather\s+than|before)\s+(?:every|any|all)\s+other\s+", re.IGNORECASE)


# A lead-in that only says a note is being taken: "Jotting this down: X", "Saving for
# later: X", "Adding to memory: X", "Note to self: X", "For the record: X" say what "X"
# says, and so do "Carrying over from chat: X", "From the call recap: X", "Summary of the
# conversation: X" and "Noted afterwards: X" (a note's plain
# labels, "Note:", "Update:", are ``LABELS``). The rest opens as a
# sentence does ("Logging this: priya Sandberg ..." is "Priya Sandberg ...").
_NOTE_TAKING = re.compile(
    r"^(?:(?:quick\s+)?(?:jotting|writing|noting|putting|saving|adding|pinning|stashing|logging|recording|filing|"
    r"storing|keeping|tracking|capturing|bookmarking|committing|flagging|parking)(?:\s+(?:this|that|it))?"
    r"(?:\s+(?:down|away))?(?:\s+(?:for\s+later|for\s+the\s+record|for\s+future\s+reference|for\s+next\s+time|"
    r"to\s+memory|in\s+memory|in\s+mind|here))?|(?:note|memo|reminder)\s+(?:to\s+(?:self|myself)|for\s+later)|for\s+the\s+record|"
    r"for\s+future\s+reference|for\s+next\s+time|worth\s+(?:remembering|noting|knowing)|good\s+to\s+know|"
    r"carrying\s+(?:this\s+)?over(?:\s+from\s+[^:,]{1,25})?|noted\s+(?:afterwards|down|for\s+later)|"
    r"(?:from|summary\s+of)\s+(?:the|today's|our|this|my)\s+(?:chat|call|conversation|thread|meeting|session|handover|handoff|shift|on[\s-]call)"
    r"(?:\s+(?:recap|notes|summary|transcript|log|doc|document))?)"
    r"\s*:\s+(?=\S)",
    re.IGNORECASE,
)
# How an agent's reflection labels what it concluded, before the fact: what it saw or
# inferred, and from what ("Observation (repeated sessions):", "Pattern noticed across
# sessions:", "Insight about the user:", "Inferred from session context:", "Confidence high
# —", "Evidence from several sessions:", "Recurring fact in the user's world:", "Takeaway
# from reflection:") says the fact; what it revised ("Revised belief:", "Drift detected:",
# "Update to an earlier observation:", "Superseding my previous note:", "Belief changed
# after this session:") says it as an update ("Update:"). Nouns that may be a fact's own
# label ("Preference:", "Rule:", "Fact:") count only after a word that makes them a
# reflection's ("Consistent preference:", "Recurring fact:").
_REFLECTION_TAIL = r"(?:\s+\([^()]{1,40}\))?(?:\s+(?:across|from|about|in|of|over|after|during|for)\s+[^:\u2014\u2013]{1,45}?)?\s*(?::|\s[\u2014\u2013])\s+(?=\S)"
_REFLECTION_LEAD = re.compile(
    r"^(?:(?:important|recurring|consistent|stable|firm|well[\s-]established|key|synthesi[sz]ed|strong|general|working|personal|"
    r"repeated|main)\s+){0,2}"
    r"(?:observations?|insights?|inferences?|evidence|findings?|takeaways?|reflections?|learnings?|"
    r"(?<=\s)(?:patterns?|facts?|details?|preferences?|signals?|model(?:\s+of\s+the\s+setup)?)|patterns?\s+(?:noticed|observed|seen))"
    r"(?:\s+(?:noticed|detected|observed|learned|inferred|seen))?" + _REFLECTION_TAIL
    + r"|^(?:inferred|learned|observed|noticed|gathered|seen|consistent|stable)(?:\s+(?:with\s+\w+\s+confidence))?" + _REFLECTION_TAIL
    + r"|^(?:(?:confidence|certainty)\s+(?:is\s+)?(?:high|medium|low)|(?:with\s+)?(?:high|medium|low)\s+(?:confidence|certainty))\s*(?::|,|\s[\u2014\u2013])\s+(?=\S)"
    r"|^looking\s+back(?:\s+over\s+[^:\u2014]{1,30}?)?\s*(?::|,|\s[\u2014\u2013])\s+(?=\S)"
    r"|^inferred\s+(?:working\s+)?(?=rules?\b)"
    # ... and as such an agent reflects in German, Spanish and Russian
    r"|^(?:beobachtung(?:en)?(?:\s+aus\s+[^:\u2014\u2013]{1,30}?)?|mit\s+(?:hoher|gro(?:ß|ss)er|mittlerer)\s+sicherheit|erkenntnis"
    r"|observaci[oó]n(?:es)?(?:\s+de\s+[^:\u2014\u2013]{1,30}?)?|inferencia(?:\s+con\s+[^:\u2014\u2013]{1,30}?)?|conclusi[oó]n"
    r"|наблюдени[ея](?:\s+по\s+[^:\u2014\u2013]{1,30}?)?|уверенность\s+(?:высокая|средняя)|вывод)\s*(?::|\s[\u2014\u2013])\s+(?=\S)",
    re.IGNORECASE,
)
_REVISED_LEAD = re.compile(
    r"^(?:revised\s+(?:belief|assumption|view|understanding|model|inference)|drift\s+detected|shift\s+noticed|change\s+detected|"
    r"belief\s+(?:changed|updated|revised)|update\s+to\s+(?:an?\s+|my\s+|the\s+)?(?:earlier|previous|prior)\s+(?:observation|note|belief|inference)|"
    r"superseding\s+(?:my|an?|the)\s+(?:earlier|previous|prior)\s+(?:note|observation|belief|inference)|"
    + _A_RECORD + r"\s+(?:updated|amended|edited))" + _REFLECTION_TAIL
    + r"|^(?:revidierte\s+annahme|aktualisierung(?:\s+einer\s+fr(?:ü|ue)heren\s+beobachtung)?|creencia\s+revisada"
    r"|actualizaci[oó]n\s+de\s+una\s+observaci[oó]n\s+anterior|пересмотренный\s+вывод|обновление\s+прежнего\s+наблюдения)"
    r"\s*(?::|\s[\u2014\u2013])\s+(?=\S)",
    re.IGNORECASE,
)


def _without_reflection(said: str) -> str:
    """``said`` without a reflection's labels before it (three at most: "Reflection: personal
    detail inferred from conversation: X" has two); a revision's as "Update: "."""
    for _ in range(3):
        match = _REFLECTION_LEAD.match(said)
        if match is not None:
            said = _after_lead(match, said)
            continue
        match = _REVISED_LEAD.match(said)
        if match is not None:
            said = "Update: " + said[match.end() :]
        return said
    return said


# The assistant speaking of itself ("I'll", "I've") and what it says it kept ("remember
# that", "keep in mind"), in an acknowledgement (``_ACKNOWLEDGED``) and after a fact.
_I_WILL_OR_HAVE = r"i(?:['\u2019]ll|\s+will|['\u2019]ve|\s+have)"
_KEPT_IN_MIND = r"remember(?:ed)?|not(?:e|ed)(?:\s+down)?|(?:keep|kept|bear)\s+in\s+mind"


def _without_ack(said: str) -> str:
    """``said`` without an assistant's acknowledgement before it and after it; after an
    acknowledgement, what the assistant says it will do or did about it goes too."""
    acknowledged = False
    if _ACK_TRIGGER.match(said):
        unled = _without_lead(_ACKNOWLEDGED, said)
        acknowledged, said = unled != said, unled
    if acknowledged and ("I" in said or "i'" in said or "\u2019" in said):
        said = _ASSISTANT_ACTS.sub(_assistant_acts_plainly, said, count=1)
        said = _ASSISTANT_LAST.sub(r"\g<end>", said, count=1)
    if "mind" in said or "notes" in said or "noted" in said:
        said = _ACK_LAST.sub(r"\g<end>", said, count=1)
    return said


# What an assistant says it will do about what it was told, after the fact: "...; I've
# updated that", ". I'll stick to that", ", so I'll point you to X if Y can't be reached".
_ASSISTANT_LAST = re.compile(
    r"\s*(?:[;.!\u2014\u2013]|,\s*so|\s-)\s*(?:so\s+|and\s+)?" + _I_WILL_OR_HAVE + r"\s+[^;.!?]{2,80}?(?P<end>[.!]*)$",
    re.IGNORECASE,
)
# ... and said as what it will do: "from now on I'll assume X instead of Y as your editor"
# says "from now on your editor is X instead of Y"; "I'll suggest reaching X via Y" says
# "reach X via Y".
_ASSISTANT_ACTS = re.compile(
    r"^(?P<when>(?:from\s+now\s+on|going\s+forward),?\s+)?I(?:['\u2019]ll|\s+will)\s+(?:"
    r"(?:assume|use|take|treat)\s+(?P<x>[^,;.!?]{1,60}?)\s+as\s+(?P<slot>(?:your|their|its|the)\s+[^,;.!?]{1,60}?)(?=[\s,;.!?]|$)"
    r"|(?:suggest|recommend)\s+(?P<gerund>reaching|contacting|pinging|messaging|calling|emailing|using)\s+)",
    re.IGNORECASE,
)
_GERUNDS = {"reaching": "reach", "contacting": "contact", "pinging": "ping", "messaging": "message", "calling": "call",
            "emailing": "email", "using": "use"}  # fmt: skip


def _assistant_acts_plainly(match: re.Match) -> str:
    when = match.group("when") or ""
    if match.group("gerund"):
        return _capitalised(f"{when}{_GERUNDS[match.group('gerund').casefold()]} ")
    return _capitalised(f"{when}{match.group('slot')} is {match.group('x')}")


# A formal lead-in before what it announces, as business email says it: "Please be advised
# that X", "Kindly be aware that X", "We would like to inform you that X", "This is to
# confirm that X", "For scheduling purposes, please note that X" say X (a decision stays:
# "It has been decided that ..." says who chose).
_FORMAL_LEAD = re.compile(
    r"^(?:(?:for\s+(?:\w+\s+){0,2}purposes|for\s+your\s+(?:kind\s+)?(?:information|reference)|as\s+per\s+our\s+"
    r"(?:discussion|conversation|call|meeting)|as\s+discussed|as\s+agreed),?\s+)?"
    r"(?:for\s+your\s+kind\s+(?:information|reference)|"
    r"(?:please|kindly)\s+(?:be\s+(?:advised|informed|aware|notified)|note|take\s+note)|"
    r"we\s+(?:would\s+like\s+to|wish\s+to|are\s+pleased\s+to|hereby)\s+(?:inform\s+you|confirm|announce|advise\s+you|"
    r"remind\s+you|let\s+you\s+know)|this\s+is\s+to\s+(?:inform\s+you|confirm|notify\s+you|advise\s+you)|"
    r"be\s+advised)\s*(?:that\s+|:\s*|,\s*|(?<=note)\s+(?!down\b|of\b|that\b))(?=\S)",
    re.IGNORECASE,
)
# How minutes and a decision log record a fact, before the fact: who recorded or agreed it
# ("Attendees confirmed that ...", "The security review noted that ...", "It was agreed
# that ...", "Resolved that ...", "Attendees were reminded that ..."), and a record's
# heading before its colon ("Configuration of record:", "Noted for the record:", "Personal
# details on file:", "Facilities update:", "Change of ownership:", "Hospitality note:"),
# where the heading is one of a record's own words (a project's name there says whose it
# is: "Aurora update: ..." stays). A heading's bracket is the scope it names ("Seating plan
# (Oslo): ..." is "Oslo: ...").
_MINUTES_SPEAKER = (
    r"(?:the\s+)?(?:attendees|participants|those\s+present|all\s+present|everyone|management|leadership|ops|"
    r"(?:the\s+)?(?:team|group|meeting|committee|board|panel)|"
    r"[\w-]+(?:\s+[\w-]+)?\s+(?:review|sync|retro|retrospective|meeting|committee|board|call|huddle|audit))"
)
_MINUTES_LEAD = re.compile(
    _OPENING + r"(?:"
    r"(?:it\s+(?:was|has\s+been|is)\s+)?(?:resolved|agreed|decided|noted|minuted|recorded|confirmed|clarified|established|"
    r"acknowledged|reiterated)\s+that"
    r"|" + _MINUTES_SPEAKER + r"\s+(?:were\s+reminded|(?:have\s+)?(?:confirmed|noted|agreed|decided|resolved|clarified|"
    r"acknowledged|recorded|established|reiterated|stated))\s+that"
    # ... and as German, Spanish and Russian minutes say it
    r"|(?:es\s+wurde\s+)?(?:festgehalten|klargestellt|beschlossen|vereinbart|vermerkt|bestätigt)(?:\s+wurde)?\s*,\s*dass"
    r"|se\s+(?:deja\s+constancia\s+de|acordó|aclaró|decidió|confirmó|resolvió|hace\s+constar)\s+que"
    r"|(?:зафиксировано|уточнено|решено|подтверждено|отмечено|принято\s+решение)\s*,?\s*что"
    r")\s+(?=\S)",
    re.IGNORECASE,
)
# ... and one that records a value "as": "Ops confirmed the replica count of X as 4" says
# "the replica count of X is 4".
_MINUTES_AS = re.compile(
    _OPENING + _MINUTES_SPEAKER + r"\s+(?:confirmed|noted|recorded|listed|set)\s+"
    r"(?P<x>(?!that\b)[^,;:]{2,80}?)\s+as\s+(?P<y>[^,;:]{1,40}?)\s*(?P<end>[.!]?)$",
    re.IGNORECASE,
)
_RECORD_TOPICS = (
    r"(?:schedule|timeline|facilities|facility|directory|hospitality|policy|convention|decision|capacity|configuration|"
    r"architecture|status|standard|process|technical\s+baseline|baseline|escalation\s+path|seating\s+plan|seating|"
    r"dietary\s+requirements|personal\s+details|details|reporting\s+line|roles\s+and\s+responsibilities|location|"
    r"ownership|address|action|change|team\s+policy|team\s+directory|org\s+chart)"
)
_RECORD_HEADING = re.compile(
    r"^(?:(?:note|fyi|reminder|minutes|recorded)\s*:\s+)?(?:(?:[\w-]+\s+){0,2}of\s+record|(?:noted\s+)?for\s+the\s+record|(?:" + _RECORD_TOPICS + r"\s+)?on\s+file"
    + r"|" + _RECORD_TOPICS + r"(?:\s+(?:update|updated|change|note|noted|revised|approved|completed|notice))?"
    + r"|(?:change|notice|update)\s+(?:of|to)\s+(?:change\s+of\s+)?" + _RECORD_TOPICS
    + r"|revised\s+" + _RECORD_TOPICS + r"|(?:change|action)\s+(?:approved|completed)"
    r"|outcome|noted|agreed|resolved|recorded|minutes|clarified|confirmed|decided|recurring\s+item|standing\s+instruction"
    r"|(?:from|per)\s+the\s+(?:decision\s+log|minutes|meeting\s+notes|record)"
    r"|zur\s+kenntnis\s+genommen|beschluss|vermerk|festgehalten|acuerdo|resolución|decisión|constancia"
    r"|принято\s+к\s+сведению|решили|постановили|решение|зафиксировано"
    # a status report's or a newsletter's own sections
    r"|(?:quick\s+)?(?:clarification|correction)(?:\s+from\s+last\s+(?:week|edition|issue|update))?"
    r"|housekeeping|highlights?|(?:people|team)\s+news|(?:team\s+)?digest|(?:newsletter\s+)?snippet|change\s+of\s+plan"
    r"|(?:from\s+)?(?:this|last)\s+week[\u2019']s\s+(?:update|notes|digest|report|newsletter)|team\s+norms"
    r"|zur\s+erinnerung|personalien|recordatorio|aviso|напоминание|кадровые\s+новости)"
    r"\s*(?:\((?P<scope>[^()]{1,30})\)|,\s+(?P<named>[^,:()]{1,30}?)|\s+on\s+(?P<on>[^,:()]{1,30}?))?\s*(?::|\s\u00b7)\s+(?=\S)",
    re.IGNORECASE,
)


# A newsletter's or a status report's own heading, as its sections name themselves: a word
# for the kind of piece ("news", "corner", "snapshot", "refresher", "tip", "shift", "note",
# "done", "shipped"), after at most two words naming the topic it files the piece under
# ("Tech corner:", "Kitchen news:", "Capacity snapshot:", "Timeline shift ⚠️",
# "Reorg note —", "Tooling change this week:"), and what it is for ("Reminder for new
# joiners:", "For integrators:"), before a colon, a dash or emoji. Its words say where the
# piece was filed, not what it says ("Tech corner: X runs on Ruby 3.1" / "Shipped 🚀 X
# is off Ruby 3.1 and running on Ruby 3.2" are one fact's versions). Only topic words a
# section is filed under count (``_NEWS_TOPIC``): a team's or a project's name before it
# says whose it is ("Mobile update: ..." stays), and a scope after it is kept ("Config change
# in staging: X" is "staging: X").
_NEWS_TOPIC = (
    r"(?:tech(?:nical)?|tooling|tools?|kitchen|coffee|capacity|scaling|schedul(?:e|ing)|calendar|config(?:uration)?|"
    r"auth(?:entication)?|security|access|reorg|org|people|personal|office|facilities|timeline|dates?|"
    r"architecture|escalation|process|ways[\s-]of[\s-]working|workflow|quick|big|small|weekly|monthly|general|"
    r"misc|fun|api|platform|release|deploy(?:ment)?s?|seating|travel|admin|hr|team|directory|org\s+chart|catering|"
    r"lunch|desk|runbook|wiki|shift|night[\s-]shift|on[\s-]call|incident|postmortem|handover|handoff|status\s+page|"
    r"contacts|service|(?:coffee|supply|snack|lunch)[\s-]runs?|site|setup|shift[\s-]swap|rota|"
    # ... and as account and support teams file theirs ("Call summary:", "QBR notes (Opal):")
    r"call|qbr|crm|visit|onsite|rep|internal|integration|renewal|customer|client|acct|account(?:[\s-]team)?)"
)
# (the plainest pieces, "Update:", "Note:", "Heads up:", head a piece only after a topic:
# alone, other rules read them, and some say more: "Update: I was behind on this — ...")
_NEWS_PIECE = (
    r"(?:news|notes?|updates?|reminder|changes?|info|move|heads[\s-]?up|fyi|alert|notice|announcement|edits?|log|"
    r"entry|post|follow-?up|path|page|facts|run|context|summary|checklist|record|history)"
)
_NEWS_PIECE_ALONE = (
    r"(?:corner|snapshot|refresher|tips?|shift|shuffle|bit|recap|round-?up|spotlight|bulletin|digest|brief(?:ing)?|"
    r"memo|choices|pointers?|rundown|rhythm\s+of\s+the\s+week|people|handover|handoff|runbook|wiki|playbook|handbook)"
)
_NEWS_AUDIENCE = (
    r"for\s+(?:new\s+joiners|newcomers|new\s+starters|integrators|everyone|the\s+team|"
    r"the\s+(?:team\s+)?(?:offsite|party|lunch|dinner|event|trip|retreat|outing)|api\s+(?:consumers|users|clients)|"
    r"developers|customers|the\s+(?:rota|roster)|the\s+next\s+(?:shift|on[\s-]call|rotation)|whoever\s+[^:,\u2014\u2013]{1,30}?(?=\s*(?::|\s[\u2014\u2013])))"
)
_NEWS_WEEK = r"\s+(?:from\s+)?(?:this|last)\s+week|\s+of\s+the\s+week"
_NEWS_HEADING = re.compile(
    r"^(?:(?:note|fyi|reminder)\s*:\s+)?(?:(?:" + _NEWS_TOPIC + r"\s+){1,2}" + _NEWS_PIECE + r"(?:\s+" + _NEWS_PIECE + r")?(?:\s+(?:done|closed|updated))?"
    + r"|(?:" + _NEWS_TOPIC + r"\s+){0,2}(?:" + _NEWS_PIECE_ALONE + r"|" + _NEWS_PIECE
    + r"(?=\s+" + _NEWS_AUDIENCE + r"|" + _NEWS_WEEK + r"))"
    + r"(?:\s+" + _NEWS_AUDIENCE + r")?"
    r"|(?:(?:[^\W\d][\w-]*\s+)?(?:cutover|handover|migration|upgrade|rollout|move|change|switch)\s+)?"
    r"(?:done|complete|shipped|wrapped(?:\s+up)?)"
    r"|" + _NEWS_AUDIENCE + r"|where\s+to\s+find\s+(?:us|them|everyone|the\s+team|people)"
    # ... and as an on-call's handover says whom it is for
    r"|for\s+whoever\s+[^:,\u2014\u2013]{1,30}?(?=\s*(?::|\s[\u2014\u2013]))"
    r"|correction\s+to\s+(?:the|my|our|last|yesterday['\u2019]s)\s+(?:[\w-]+\s+)?(?:handover|handoff|notes?|runbook|log|update|post)"
    r"|handing\s+over\s+to\s+(?:the\s+)?next\s+(?:shift|on[\s-]call|person|rotation)"
    # ... and as Spanish, German and Russian newsletters head theirs
    r"|del\s+parte(?:\s+semanal)?|parte\s+semanal|cambios?\s+de\s+esta\s+semana|novedades(?:\s+de\s+la\s+semana)?"
    r"|recordatorio\s+rápido|aus\s+dem\s+(?:team|wochenbericht)|neuigkeiten|kurz\s+notiert"
    r"|из\s+еженедельного\s+отч[её]та|итоги\s+недели|новости(?:\s+команды)?)"
    r"(?:" + _NEWS_WEEK + r")?"
    r"\s*(?:\((?P<scope>[^()]{1,30})\)|,\s+(?P<named>[^,:()\u2014]{1,30}?)|\s+(?:on|in|for(?=\s+(?-i:[A-Z])))\s+(?P<on>[^,:()\u2014]{1,30}?))?"
    r"\s*(?::|\s[\u2014\u2013]|\s*" + _PICTURE + _PICTURE_MARK + r"*)"
    r"\s+(?=\S)",
    re.IGNORECASE,
)
# An assistant's acknowledgement before what it was told: "Got it — X", "Noted: X", "Sure
# thing! I'll remember that X", "Thanks for letting me know, X", "✅ Saved — X" say X ("got"
# read as the clause's verb had made "Got it — Karim is on EST" and "... Lucas is on UTC"
# one fact's versions). A correction stays one: "Correction saved: you do NOT use X".
_ACK_WORDS = (
    r"got\s+it|gotcha|noted|understood|okay|ok|sure(?:\s+thing)?|will\s+do|alright|all\s+right|"
    r"(?:perfect|great|nice|cool|awesome|lovely|done)(?=\s*!)|roger(?:\s+that)?|copy\s+that|saved|of\s+course|absolutely|thanks|thank\s+you|"
    r"(?:thanks|thank\s+you)\s+for\s+(?:letting\s+me\s+know|telling\s+me|the\s+(?:heads[\s-]?up|update|info|note|correction|reminder))|"
    r"good\s+to\s+know|makes\s+sense|correction\s+(?:saved|noted)|my\s+mistake|my\s+bad"
    r"|entendido|anotado|perfecto(?=\s*!)|gracias|alles\s+klar|verstanden|notiert|danke|понял|поняла|принято|записал[аи]?"
    r"|спасибо,?\s+что\s+(?:предупредил[аи]?|сообщил[аи]?|сказал[аи]?)|спасибо|хорошо|ясно"
    r"|(?:switching|updating|updated|changing|changed|fixing|fixed|correcting|corrected)\s+my\s+notes|обновил[аи]?\s+(?:данные|заметки)"
)
_ACK_TRIGGER = re.compile(r"(?:(?:note|fyi)\s*:\s+)?(?:(?:" + _ACK_WORDS + r")\b|" + _PICTURE + ")", re.IGNORECASE)
_ACKNOWLEDGED = re.compile(
    r"^(?:(?:note|fyi)\s*:\s+)?(?:" + _PICTURE_MARK + r"+\s*|(?:" + _ACK_WORDS + r")(?:\s*[!.,:;\u2014\u2013-]+\s*|\s*(?=" + _PICTURE + r"))"
    r"(?:" + _PICTURE_MARK + r"+\s*)?)+"
    r"(?:" + _I_WILL_OR_HAVE + r"\s+(?:" + _KEPT_IN_MIND + r"|sav(?:e|ed)|record(?:ed)?|got\s+(?:it\s+)?down)"
    r"(?:\s+the\s+[\w-]+)?\s*(?:that\s+|:\s*)|"
    r"(?:lo\s+tengo\s+anotado|ich\s+habe\s+(?:mir\s+)?(?:gemerkt|notiert)|запомнил[аи]?)\s*[:,]?\s*|saved\s+as\s+an?\s+(?=rule\b))?(?=\S)"
    r"|^saved\s+as\s+an?\s+(?=rule\b)"
    r"|^" + _I_WILL_OR_HAVE + r"\s+(?:" + _KEPT_IN_MIND + r")\s+that\s+(?=\S)",
    re.IGNORECASE,
)
# ... and after it, that it was kept: "...; I'll keep that in mind for handoffs", "... — I've
# fixed my notes".
_ACK_LAST = re.compile(
    r"\s*(?:[;,.!\u2014\u2013]|\s-)\s*(?:and\s+)?(?:" + _I_WILL_OR_HAVE + r"\s+(?:(?:keep|bear)\s+(?:that|this|it)\s+in\s+mind"
    r"|(?:fixed|updated|corrected|adjusted)\s+my\s+notes|noted\s+(?:that|it))(?:\s+for\s+[^,;.!?]{1,30})?|noted)(?P<end>[.!]*)$",
    re.IGNORECASE,
)
# A heading's second part after a comma that names only what a piece is filed under
# ("Handover, capacity: X", "Handover, people: X") is no scope; a team's name is ("(security)").
_NEWS_FILED_UNDER = re.compile(
    r"(?:(?:my|our|the)\s+)?(?:capacity|people|dates?|contacts|config(?:uration)?|schedule|rhythm|timeline|seating|tooling|"
    r"facilities|kitchen|(?:physical\s+)?access|setup)(?:\s+(?:page|section|notes))?"
    r"|(?:the\s+)?(?:important|key|main|short)\s+(?:bit|part|thing|point|version)",
    re.IGNORECASE,
)


# A record a heading says it is on, with no name: "on ticket", "on the account".
_RECORD_NOUN = re.compile(r"(?:the\s+|this\s+)?(?:ticket|record|case|account|contact|deal|file|thread|issue)", re.IGNORECASE)


def _record_heading_off(said: str, heading: re.Pattern = _RECORD_HEADING) -> str:
    """``said`` without ``heading``'s headings ("Recorded: process of record: ..." has two);
    a bracket's scope kept as a label, a meeting's name in it left out."""
    match = heading.match(said)
    while match is not None:
        scope = match.group("scope") or match.group("named") or match.group("on")
        if scope and match.group("on") and _RECORD_NOUN.fullmatch(scope):
            scope = None  # "Internal note on ticket: ...": where it was written, no owner
        if scope and _MEETING_NAME.search(scope):
            scope = None  # "Decision (capacity review): ..." says where it was decided
        if scope and _PAGE_OF.search(scope):
            scope = _PAGE_OF.sub("", scope)  # "Runbook, X page — runtime: Y": X's runtime
        if scope and match.group("named") and _RULES_OF.search(scope):
            scope = _RULES_OF.sub("", scope) + " team"
        if match.group("named") and _NEWS_FILED_UNDER.fullmatch(match.group("named")):
            said = _capitalised(said[match.end() :])  # "Handover, people: X": X, and any heading after it
            match = heading.match(said)
            continue
        if scope and "team" not in scope.casefold() and "team" in said[: match.end()].casefold().replace(scope.casefold(), ""):
            scope += " team"  # "Team policy (data): ..." is the data team's
        rest = said[match.end() :]
        if scope and match.group("on") and said[: match.start("on")].rstrip().casefold().endswith(" for"):
            said = f"For {scope}, {rest}"  # "Escalation path for Harbor: data owner = X"
        else:
            said = (f"{scope}: " if scope else "") + _capitalised(rest)
        match = None if scope else heading.match(said)
    return said


# A page of a runbook or a wiki is about what it names: "Runbook, session-store page",
# "Runbook, Vortex stack".
_PAGE_OF = re.compile(r"\s+(?:page|entry|section|article|stack|dependencies|deps)$", re.IGNORECASE)
# ... and its rules are its team's: "Runbook, sales ground rules: always X"
_RULES_OF = re.compile(r"\s+(?:ground\s+)?(?:rules|conventions)$", re.IGNORECASE)
_DASH_OR_PICTURE = re.compile(r"\s[\u2014\u2013]|" + _PICTURE)
_MEETING_NAME = re.compile(r"\b(?:review|sync|retro|retrospective|meeting|call|committee|board|standup|huddle|audit|offsite)$", re.I)


# Where a fact was said or checked, in parentheses at its end: "(per the retro notes)",
# "(confirmed by the user)", "(stated during the session)", a record's stamp "(as of
# 2026-05)" say where or when it was said, not what (as a closing ", per the dashboard"
# does: ``_said_where_last``). A date in parentheses stays ("(as of Monday)" may say from
# when), and so does "(from 16)" or "(via DM)": an old value, a channel.
_SOURCE_NOTE = re.compile(
    r"\s*\((?:per|according\s+to|as\s+per|as\s+of\s+\d{4}-\d{2}(?:-\d{2})?(?=\s*\))|as\s+(?:confirmed|stated|mentioned|noted|agreed|discussed)|confirmed|mentioned|"
    r"stated|checked|noted|said|told|sources?|see|cf|verified|reported|cited|quoted|agreed|decided|discussed)\b"
    r"(?:\[[^\[\]]{0,40}\]\([^()\s]{0,200}\)|[^()]){0,60}\)(?=\s*[.!]?\s*$)",  # (a Markdown link in it: "(see [runbook](https://...))")
    re.IGNORECASE,
)
_NOTE_WORD = re.compile(r"[^\W\d][\w'\u2019-]*")


def _reported(said: str) -> str:
    """``said`` without an impersonal report opening it (``_IMPERSONAL``: "It was agreed in
    the retro that X" says X); where it was said that belongs to something stays, as a
    scope said first ("It was agreed in the Aurora retro that X": "For Aurora, X")."""
    match = _IMPERSONAL.match(said)
    if match is None:
        return said
    owner = _owner_of(match.group("where") or "")
    return _after_lead(match, said, f"For {' '.join(owner)}, " if owner else "")


def _owner_of(source: str) -> list[str]:
    """What a source's words say it belongs to: a name, an environment, or the word before a
    team or service noun, never the source's own noun (its last word: "per Nils",
    "confirmed by the user", "in the retro" name only a source). Its first word is how it
    opens ("per", "in")."""
    said = _NOTE_WORD.findall(source)[1:]
    owner: list[str] = []
    for n, word in enumerate(said[:-1]):
        folded = word.lower().removesuffix("'s").removesuffix("\u2019s")
        after = said[n + 1].lower()
        if folded in _DETERMINERS or folded in ("to", "by", "in", "on", "of", "the"):
            continue
        if (
            (word[:1].isupper() and folded not in KINDS)  # a name, not a tool's ("per their Slack profile")
            or folded in ENVIRONMENTS
            or after in SCOPE_NOUNS
            or (owner and folded in SCOPE_NOUNS)
        ):
            owner.append(word)
    return owner


# A fact reported without a speaker: "It was mentioned in the call that X", "It was agreed
# in the meeting that X", "It came up in the retro that X" say X (a label may open it).
_IMPERSONAL = re.compile(
    _OPENING + r"it\s+(?:(?:was|has\s+been|had\s+been|is|got)\s+(?:mentioned|confirmed|agreed|"
    r"decided|noted|stated|clarified|established|reported|pointed\s+out|said|settled|flagged|raised|discussed)|came\s+up|"
    r"turned\s+out)(?P<where>\s+(?:in|during|at|on|over|after|before|by)\s+[^,]{1,40}?)?\s+that\s+(?=[^\W\d])",
    re.IGNORECASE,
)
# A hedge on what the speaker (or the user) knows: "As far as I know, X", "X, as far as the
# user is concerned", "To my knowledge, X", "If I remember correctly, X" say X. A named
# person's view stays ("as far as Nils is concerned": whose fact it is). After a label too.
_HEDGES = (
    r"as\s+far\s+as\s+(?:I|we)\s+(?:know|can\s+tell|remember|recall)|"
    r"as\s+far\s+as\s+(?:I'm|I\s+am|we're|we\s+are|the\s+user\s+is|the\s+user's|they're|they\s+are)\s+concerned|"
    r"to\s+(?:my|our|the\s+best\s+of\s+my)\s+knowledge|if\s+I\s+(?:remember|recall)\s+(?:correctly|right)"
)
_HEDGE_FIRST = re.compile(_OPENING + r"(?:" + _HEDGES + r")\s*,\s*(?=\S)", re.IGNORECASE)
_HEDGE_LAST = re.compile(r",\s*(?:" + _HEDGES + r")(?=\s*[.!]?\s*$)", re.IGNORECASE)
# A fact passed on hedged, heard or as rumour says the fact: "pretty sure X", "IIRC X",
# "last I checked X", "from what I hear X", "word is X", "rumour has it X", "someone on the
# ops team told me X", "PSA:", "TIL", "Edit:", "Update: I was behind on this — X", and the
# languages' own ("ich glaube", "creo que", "al parecer", "вроде бы", "насколько я знаю",
# "кажется", "говорят"; not German's adverbs, "angeblich", "soweit ich weiß", after which
# the verb comes first), each opening it (more than one may); and
# after it, how sure or from whom ("— that's what the team lead said, at least", ", but
# don't quote me on that", ", fwiw", ", if that helps", ", aber frag lieber nochmal nach").
# How sure a person is says nothing of what: the two had read as the fact's subject
# ("Word around the office is that X ...": everyone's drink one fact's versions).
_HEARSAY = (
    r"(?:i'?m\s+)?(?:pretty|fairly|quite|almost|99%)\s+sure|not\s+(?:100\s?%|a\s+hundred\s+percent|totally|entirely)\s+sure"
    r"(?:\s+(?:on\s+this|about\s+this))?,?\s+but(?:\s+I\s+think)?|i\s+could\s+be\s+wrong(?:\s+(?:about|on)\s+[^,]{1,20})?,?\s+but"
    r"|if\s+(?:I'?m|I\s+am)\s+not\s+mistaken|if\s+memory\s+serves(?:\s+me)?(?:\s+right)?|iirc|afaik|afaict|afaiu|fwiw|tbh|ngl|imo"
    r"|last\s+(?:I|we)\s+(?:checked|heard|looked|knew)|apparently|supposedly|allegedly|reportedly|evidently"
    r"|from\s+what\s+(?:I|we)(?:'ve|\s+have)?\s+(?:hear|heard|can\s+tell|understand|gather|know|remember|recall|seen|saw|see)"
    r"(?:\s+on\s+[^,]{1,25})?|if\s+(?:the|my)\s+[^.!?,]{1,30}?\s+(?:is|was)\s+(?:right|correct|accurate)"
    r"|(?:I'?m|I\s+am)\s+(?:lagging|behind|late|out\s+of\s+date)(?:\s+on\s+(?:this|that|it))?,?\s+but"
    r"|if\s+I\s+(?:remember|recall|understood|understand|am\s+reading|'m\s+reading)\b"
    r"(?:(?!\b(?:team|teams|project|service|squad|org)\b)[^,]){0,30}?\s+(?:right|correctly)"
    r"|(?:I|we)\s+(?:think|believe|heard|hear|reckon|gather)|heard(?=\s+that\b)"
    r"|(?:the\s+)?word\s+(?:is|has\s+it|around\s+the\s+office\s+is|on\s+the\s+street\s+is)|rumou?r\s+(?:has\s+it|is)"
    r"|the\s+(?:style\s+guide|wiki|docs?|handbook|readme|runbook|changelog|dashboard)(?:\s+I\s+(?:skimmed|read|found|saw))?"
    r"\s+(?:says|said|claims|shows)"
    r"|ich\s+glaube|creo\s+que|al\s+parecer|por\s+lo\s+visto|вроде\s+бы|вроде"
    r"|насколько\s+я\s+знаю|кажется|говорят(?:,?\s+что)?|по-моему"
)
# A German source or hedge said first puts the verb before the subject ("Laut Teamseite
# arbeitet Omar Keller am Standort Austin", "Angeblich sitzt X im Büro Y"): said as the
# subject, then the verb; a name of two words only, so what is named stays whole.
_V2_FRONTED = re.compile(
    r"^(?:(?:laut|gemäß|nach)\s+(?:der\s+|dem\s+|den\s+)?\S+|angeblich|soweit\s+ich\s+wei(?:ß|ss)\s*,?|ich\s+glaube\s*,?|"
    r"wahrscheinlich|vermutlich|wohl)\s+(?P<verb>[a-zäöüß]+(?:t|en))\s+(?P<name>[A-ZÄÖÜ][\w'-]+\s+[A-ZÄÖÜ][\w'-]+)\s+(?=\S)",
    re.IGNORECASE,
)
# ... and after when it starts: "Ab dieser Woche arbeitet Nora Park im Büro X" says "Nora Park
# arbeitet ab dieser Woche im Büro X" (the time had opened the subject).
_V2_WHEN_FIRST = re.compile(
    r"^(?P<when>(?i:(?:ab|seit)\s+(?:(?:dieser|nächster|letzter)\s+woche|diesem\s+monat|sofort|heute|jetzt|montag|dienstag|"
    r"mittwoch|donnerstag|freitag)|jetzt|nun|inzwischen|mittlerweile|neuerdings))\s+(?P<verb>[a-zäöüß]+(?:t|en))\s+"
    r"(?P<name>[A-ZÄÖÜ][\w'-]+\s+[A-ZÄÖÜ][\w'-]+)\s+(?=\S)"
)
_HEARSAY_FIRST = re.compile(
    r"^(?P<pre>(?!(?:psa|til|edit|update)\b)[^:,]{1,30}:\s+)?"
    r"(?:(?:so\s+)?(?:" + _HEARSAY + r")(?:\s+that)?(?:\s*[,:\u2014\u2013]\s*|\s+)|(?:psa|til|edit|update)"
    r"(?:\s+since\s+[^:]{1,40})?\s*[,:]\s*(?:(?:ok|okay)\s+)?(?:I\s+was\s+(?:behind|wrong|late|out\s+of\s+date)[^\u2014\u2013:,]{0,30}"
    r"[\u2014\u2013:,]\s*)?|(?:psa|til)\s+(?=\S)"
    # ... and a chat post's call for attention ("psst —", "ICYMI:", "@here", "friendly reminder:")
    r"|(?:pss+t|icymi|@(?:here|channel|everyone|all)|friendly\s+reminder)(?:\s*[,:!\u2014\u2013]\s*|\s+)(?=\S))+(?=\S)",
    re.IGNORECASE,
)
# Who passed it on, when it names a team or a person's team, is whose the fact is (a
# scope said first: "someone on the ops team mentioned their 1:1 is every Wednesday" is the
# ops team's); a channel or a meeting only says where it was heard.
_HEARD_FROM = re.compile(
    _OPENING + r"(?:(?:(?:someone|somebody|a\s+colleague|a\s+coworker|one\s+of\s+the\s+\w+)\s+(?:on|in|from|at)\s+|from\s+what\s+)"
    r"(?P<src>[^,:;]{1,30}?)\s+(?:told\s+me|told\s+us|said|say|mentioned|says|confirmed)|heard\s+from\s+(?P<from>[^,:;]{1,30}?)"
    r"(?=\s+that\b))(?:\s+that)?\s*[,:]?\s+(?=\S)",
    re.IGNORECASE,
)
_POINTS_BACK = re.compile(r"\b(?:their|they|them|they're|theirs)\b", re.IGNORECASE)
_HEARD_WHERE = re.compile(r"^#|\b(?:channel|chat|thread|standup|meeting|call|slack|kitchen|office|hr)$", re.IGNORECASE)
_HEARSAY_LAST = re.compile(
    r"\s*(?:[,;\u2014\u2013]|\s-|\s(?=and\s+I))\s*(?:(?:at\s+least\s+)?that'?s\s+(?:what|how)\s+[^.!?,]{1,60}(?:,?\s+(?:at\s+least|anyway))?"
    r"|but\s+I\s+(?:haven'?t|have\s+not|didn'?t|did\s+not)\s+[^.!?,]{1,60}|if\s+(?:the|my)\s+[^.!?,]{1,40}\s+(?:is|was)\s+right|but\s+don'?t\s+quote\s+me(?:\s+on\s+(?:that|it|this))?(?:\s+though)?"
    r"|don'?t\s+quote\s+me(?:\s+on\s+(?:that|it|this))?(?:\s+though)?|but\s+(?:double[- ]check|check|verify)\b[^.!?]{0,40}"
    r"|if\s+that\s+helps|fwiw|iirc|afaik|afaict|(?:at\s+least\s+)?last\s+(?:I|we)\s+(?:checked|heard|looked)"
    r"|I\s+(?:double[- ]checked|checked|asked|confirmed)\b[^.!?,]{0,40}|sounds\s+right\s+to\s+me(?:,?\s+fwiw)?"
    r"|(?:somebody|someone)\s+[^.!?,]{0,40}\b(?:confirmed|said|mentioned)\s+(?:it|so|that)\b[^.!?,]{0,20}"
    r"|(?:but\s+)?ask\s+(?:them|him|her|around)\s+to\s+be\s+sure|can\s+anyone\s+confirm\?|it'?s\s+in\s+(?:their|the|our)\s+[^.!?,]{1,30}"
    r"|it\s+just\s+works\s+for\s+me|(?:and\s+)?(?:I'?m|I\s+am)\s+not\s+sorry|no\s+regrets|fight\s+me|don'?t\s+@\s+me"
    r"|aber\s+frag\s+(?:lieber\s+)?(?:nochmal\s+)?nach|hab(?:e)?\s+ich\s+(?:zumindest\s+)?[^.!?,]{0,40}gehört|pero\s+no\s+estoy\s+seguro|но\s+это\s+не\s+точно)\s*[.!]?(?:\s*" + _PICTURE_MARK + r")*\s*$",
    re.IGNORECASE,
)


# A fact to keep in mind while doing something: "When calling billing-api v4, remember it
# authenticates with mTLS" says "billing-api v4 authenticates with mTLS", and "When planning
# work on Vale, remember the preview is due May 5" says "For Vale, the preview is due May
# 5": what is done says when the note is useful, not what it is about; what it acts on
# (after its last preposition) is. Only a statement after "remember": "remember to X" is
# an instruction for that occasion.
_SETTING_NOTED = re.compile(
    _OPENING + r"(?:when|whenever|while|before|if)\s+(?:you(?:'re|\u2019re|\s+are)\s+)?"
    r"(?!(?:some|any|every|no)thing\b|thing\b|morning\b|evening\b|during\b|spring\b|string\b)[^\W\d]+ing\s+"
    r"(?:(?:up|down|out|off|over|in)\s+)?(?:(?:anything|something|stuff|questions|things)\s+)?"
    r"(?:(?:about|with|on|for|to|regarding|involving)\s+)?(?P<x>[^,;:]+?),\s+"
    r"(?:remember|note|keep\s+in\s+mind|bear\s+in\s+mind|don't\s+forget|don\u2019t\s+forget|do\s+not\s+forget)"
    r"(?:\s+that)?\s+(?P<rest>(?!to\s)[^\W\d].*)$",
    re.IGNORECASE,
)


_ACTED_ON = re.compile(r"^.*?\s(?:on|for|about|with|to)\s+(?=\S)", re.IGNORECASE)
_REFERS = re.compile(r"\b(they|it|he|she|their|its|his|her|them|him)\b(?:\s+(?:are|is|were|was)\b|(['\u2019](?:re|s)\b))?", re.IGNORECASE)


def _noted_plainly(match: re.Match) -> str:
    """``_SETTING_NOTED``'s text as the fact it notes: where it opens with a pronoun, its
    pronouns as what the setting acts on; else that said first ("For Vale, ...")."""
    acted_on = match.group("x")
    narrowed = _ACTED_ON.sub("", acted_on)
    acted_on = narrowed if narrowed.strip() else acted_on
    rest = match.group("rest")
    if not _REFERS.match(rest):  # a pronoun later may be the statement's own subject's ("the user ... their font")
        return f"{match.group('pre')}For {acted_on}, {rest}"

    rest = _pronouns_as(acted_on, _REFERS, rest)
    return match.group("pre") + _capitalised(rest)


# A thing asked about and denied: "Ravi Dubois as Lotus's release manager? No - that isn't
# their job" says "Not Ravi Dubois as Lotus's release manager. That isn't their job" (read
# as asked, it had the words of "The release manager for Lotus is Ravi Dubois": one fact),
# and "Is Nils the tech lead? No." says "Not is Nils the tech lead" (a denial of it). A
# question of who, what or where is answered otherwise (``_answered``).
_DENIED_QUESTION = re.compile(
    r"^(?P<pre>(?:[^:?,]{1,30}:\s+)?)(?!(?:who|what|when|where|why|how|which)\b)(?P<q>[^?.!;]{3,120})\?\s+(?:no|nope|nah)\b[\s,.:;!\u2014\u2013-]*(?P<rest>.*)$",
    re.IGNORECASE,
)


def _denied_plainly(match: re.Match) -> str:
    rest = match.group("rest").strip()
    return f"{match.group('pre')}Not {match.group('q')}" + (f". {_capitalised(rest)}" if rest else "")


# What to do about a fact, said after it: "X uses Cassandra, so use that dialect", "the
# office sits at 144 Market Place; use that for deliveries", "... is Ingrid Holm - send
# questions their way" say what "X uses Cassandra" and the rest say; an instruction after
# "so", or after a semicolon or dash where it points back at the fact ("that", "there",
# "their way"). Only at the end, opening with a verb of ``_ADVISED``, so a list ("build;
# test; ship") and a second fact ("...; Eva stays in Berlin") stay. And a closing "and
# that was settled" only says the fact is settled.
_ADVISED = (
    r"use|set|plan|test|keep|match|update|configure|send|loop|head|expect|ping|ask|check|route|point|schedule|book|tag|build\s+on|tailor|"
    "treat|assume|tell|cc|contact|reach|bring|follow|direct|refer|write|go|look|bear|factor|adjust|budget|"
    r"be\s+careful|be\s+aware|watch\s+out|take\s+care"
)
_ADVICE_LAST = re.compile(
    r"(?:,?\s+so\s+(?:(?:please|just|always)\s+)?(?:" + _ADVISED + r")\b[^.;:!?(\[]*"
    r"|(?:[,;]|\s[\u2014\u2013-])\s+(?:(?:please|just|always)\s+)?(?:" + _ADVISED + r")\b[^.;:!?\u2014\u2013,(\[]*"
    r"\b(?:that|there|their|them|it|this|accordingly|me|us|clear|free)\b[^.;:!?\u2014\u2013(\[]*"
    # whom it concerns, told to heed it ("; handoffs should respect that"), and why a
    # channel is no use ("\u2014 they won't see it")
    r"|[;\u2014\u2013]\s+[\w\s-]{1,30}?\s+should\s+(?:respect|heed|keep\s+in\s+mind|plan\s+around|account\s+for)\s+(?:that|this|it)"
    r"|[;\u2014\u2013]\s+(?:they|he|she)\s+(?:won['\u2019]t|will\s+not|don['\u2019]t|do\s+not)\s+(?:see|read|check|get)\s+(?:it|that|them)"
    # ... and where not to go or what not to call it ("\u2014 don't route hardware there", ", please
    # don't tag them as such")
    r"|(?:;|\s[\u2014\u2013-]|,\s+please)\s+(?:don['\u2019]t|do\s+not|never)\s+\w+[^.;:!?\u2014\u2013,(\[]*\b(?:there|them\s+as\s+such)\b"
    # what it is handy for, in brackets ("(handy for hardware handoffs)", "(use it for deliveries)")
    r"|\s*\((?:(?:handy|useful|good|needed|important)\s+for|use\s+(?:it|this|that)\s+for)\s+[^()]{1,40}\))"
    r"(?=\s*(?:\([^()]*\)|\[[^\[\]]*\])?[.!]?\s*$)",  # a closing bracket stays: "(Bluebird only)"
    re.IGNORECASE,
)
# Why the old value went, said after the new one: "Switched my editor to Zed, the old one
# was too slow", "set the timeout to 15 secs, the old value kept tripping alerts"; without
# its article (as learners write it) only before a verb: "..., old slot was clashing"; and
# that the old one went: "..., no longer the old value", "..., not anymore to the old manager".
_OLD_WORD = r"(?:old|previous|former)"
_OLD_THINGS = r"(?:one|value|version|setting|default|number|time|slot|method|date|day|floor|place|tool|option)"
_OLD_ONE_LAST = re.compile(
    r",\s+(?:(?:the|my|our|their)\s+" + _OLD_WORD + r"\s+" + _OLD_THINGS + r"\b|" + _OLD_WORD + r"\s+" + _OLD_THINGS
    + r"\s+(?:was|is|were|are|had|has|kept|got|gave|caused)\b|(?:not\s+anymore|not\s+any\s+more|no\s+longer)"
    r"\s+(?:(?:to|in|on|at|with|for|from)\s+)?(?:the|my|our|their)\s+" + _OLD_WORD + r"\s+[\w-]+(?:\s+anymore)?$)"
    r"[^.;!?]*(?=[.!]?\s*$)",
    re.IGNORECASE,
)
_BECAUSE_SHORT = re.compile(r"\b(?:b/c|bc)(?=\s)", re.IGNORECASE)
# ... never a clause said after "that": "..., keep in mind that the team went with MySQL"
# says a fact ("that" there opens it, where "keep that in mind" points back).
_CLAUSE_AFTER = re.compile(
    r"\b(?:that|mind|sure|ensure)\s+(?:the|a|an|it|its|it's|they|they're|their|he|she|his|her|we|our|you|your|i|this|these|"
    r"those|there|[A-Z]\w*)\b",
)


def _advice_dropped(match: re.Match) -> str:
    """Advice after the fact goes; not a clause after "that", nor one that names someone
    the fact did not (", reach Eva Lindqvist via WhatsApp let me know ...", run on: a fact
    of its own; "..., so loop Tobias Bauer in" after "reports to Tobias Bauer" is advice)."""
    advice = match.group()
    before = match.string[: match.start()]
    if _CLAUSE_AFTER.search(advice) or any(name not in before for name in _FULL_NAME.findall(advice)):
        return advice
    return ""


_FULL_NAME = re.compile(r"\b[A-Z][^\W\d_]+\s+[A-Z][^\W\d_]+")


_SETTLED_LAST = re.compile(
    r",?\s+and\s+that(?:'s|\u2019s|\s+is|\s+was|\s+has\s+been)\s+(?:settled|decided|agreed|final|confirmed)"
    r"(?:\s+(?:a\s+while\s+ago|long\s+ago|already|now|for\s+good))?(?=[.!]?\s*$)",
    re.IGNORECASE,
)


# "'s" before a determiner, a preposition or a verb's "-ing" is "is", never a possessive
# (which a noun follows): "Rosa Andersson's the tech lead on Heron" says "Rosa Andersson is
# the tech lead ...", "Oscar's on IST time" "Oscar is on IST time".
_IS_CONTRACTED = re.compile(
    r"(?<=[^\W\d])['\u2019]s\s+(?=(?:the|a|an|my|our|their|his|her|its|now|also|still|currently|not|no\s+longer|on|in|at|"
    r"from|into|off|out|up|over|back|away|with|having|gonna|going\s+to|been|(?:working|based|sitting|living)\s+(?:from|in|at|out|on))\s)",
    re.IGNORECASE,
)
# A developer's chat shorthand, said in full: "pls" is "please", "cfg" "config", "w/"
# "with", "tmrw" "tomorrow", "rn" "right now"; "the search folks" are "the search team"
# ("the Prague office crew" stays: as "team" it read as a team's name, not a place).
_SHORTHAND = {
    "pls": "please", "plz": "please", "cfg": "config", "w/": "with", "w/o": "without", "tmrw": "tomorrow",
    "tmr": "tomorrow", "rn": "right now", "abt": "about", "ppl": "people", "msg": "message", "pw": "password",
    "gotta": "have to", "gonna": "going to", "wanna": "want to",
}
# What every match of ``_SHORTHAND_ANY`` holds (a cheap look first).
_SHORTHAND_STEMS = ("pls", "plz", "cfg", "w/", "tmr", "rn", "abt", "ppl", "msg", "gotta", "gonna", "wanna", "folks")
_SHORTHAND_ANY = re.compile(
    r"(?<![\w/])(?:pls|plz|cfg|w/o|w/|tmrw|tmr|rn|abt|ppl|msg|gotta|gonna|wanna)(?![\w/])|(?<=\w)\s+folks\b",
    re.IGNORECASE,
)


# "the data people" are "the data team" where they are what the sentence is about ("In
# Warsaw office, data people are on floor 2 only" / "the data team is now on floor 10"):
# after a comma, "the", "our" or "their" or first, before what they are or do; never a
# quantity or a kind of people ("many people", "young people", "other people").
_PEOPLE_AS_TEAM = re.compile(
    r"(?:^|(?<=,\s)|(?<=\bthe\s)|(?<=\bour\s)|(?<=\btheir\s))(?P<w>(?!(?:many|most|some|other|young|old|older|new|these|those"
    r"|such|few|more|all|both|several|two|three|four|five|right|wrong|same|different|local|real|nice|good|bad|smart|busy"
    r"|certain|key|any|no|the|our|their|non|normal|regular|senior|junior|technical|random|only|enough|lots|most)\b)"
    r"[^\W\d_][\w]+(?:-[^\W\d_]+)?)\s+people\b"
    r"(?=\s+(?:(?:in|at|of)\s+(?:the\s+)?[^\W\d][\w-]*(?:\s+office)?\s+)?(?:are|is|sit|work|use|prefer|want|need|moved|got|have)\b)",
    re.IGNORECASE,
)


# A state said in the progressive, as learners of English often say it, in the simple
# present: "Lucas is reporting to Hugo" says "Lucas reports to Hugo", "we are needing
# OAuth" "we need OAuth", "X is working as designer" "X works as designer". Only verbs of
# a state or a habit (a change verb's progressive is a plan: "is moving to Berlin").
_STATE_VERBS = {
    "having": ("have", "has"), "wanting": ("want", "wants"), "needing": ("need", "needs"),
    "preferring": ("prefer", "prefers"), "liking": ("like", "likes"), "loving": ("love", "loves"),
    "hating": ("hate", "hates"), "knowing": ("know", "knows"), "belonging": ("belong", "belongs"),
    "owning": ("own", "owns"), "reporting": ("report", "reports"), "working": ("work", "works"), "keeping": ("keep", "keeps"),
    "using": ("use", "uses"), "following": ("follow", "follows"), "drinking": ("drink", "drinks"),
    "requiring": ("require", "requires"), "holding": ("hold", "holds"), "leading": ("lead", "leads"),
    "managing": ("manage", "manages"), "handling": ("handle", "handles"), "sitting": ("sit", "sits"),
    "living": ("live", "lives"), "running": ("run", "runs"), "cutting": ("cut", "cuts"),
}
_PROGRESSIVE = re.compile(
    r"\b(?P<be>is|are|am)(?:(?P<not>\s+not|n't|n\u2019t)(?=\s+\w+\s+(?:in|at|on|from|with|for|to)\b)"
    r"|\s+(?P<adv>no\s+longer|no\s+more|not\s+more|still|now|currently|also))?\s+"
    r"(?P<verb>" + "|".join(_STATE_VERBS) + r")\b",
    re.IGNORECASE,
)  # (denied, only before where: "is not working in Berlin", never "the old method is not working anymore")


def _simple_present(match: re.Match) -> str:
    """The simple present of a progressive ("is sitting" "sits", "is not sitting" "does not sit")."""
    base, third = _STATE_VERBS[match.group("verb").casefold()]
    third_person = match.group("be").casefold() == "is"
    if match.group("not"):
        return ("does not " if third_person else "do not ") + base
    adv = match.group("adv")
    if adv:  # "are not more using X": "no longer use X"
        adv = "no longer" if adv.casefold().startswith(("no ", "not ")) else adv
        return f"{adv} {third if third_person else base}"
    return third if third_person else base


def _shorthand_said(match: re.Match) -> str:
    found = match.group()
    if found[:1].isspace():
        return " team"
    said = _SHORTHAND[found.casefold()]
    return said.capitalize() if found[:1].isupper() else said


# A condition with no name in it, said first, before an instruction, is no subject: "If
# it's urgent, reach Nils via Teams" says "Reach Nils via Teams if it's urgent" (whom one
# reaches is what it is about), as it is before a person's wish ("If it is urgent, Rafael
# Sakamoto wants to be reached on SMS"). Another statement after it ("..., I use Signal
# for Karim", "..., email is how you get Theo") is read as said.
_CONDITION_FIRST = re.compile(
    _OPENING + r"(?P<cond>(?:if|when|whenever)\s+(?:it's|it\u2019s|it\s+is|its|something\s+is|anything\s+is|"
    r"things\s+are)\s+(?:urgent|important|critical|an\s+emergency|blocking)|in\s+an\s+emergency|if\s+urgent|"
    r"for\s+(?:anything|something)\s+urgent|for\s+urgent\s+(?:things|matters|issues|questions|stuff)|"
    r"in\s+urgent\s+cases|if\s+is\s+urgent|when\s+in\s+doubt|if\s+in\s+doubt|if\s+needed),?\s+"
    r"(?P<rest>(?:(?:(?:please|kindly)\s+)?(?:reach|ping|contact|page|escalate|use|try|send|call|message|text|email|go\s+through)"
    r"(?!\s+(?:is|are|was|were)\b|['\u2019]s\b)|(?-i:[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){1,2})\s+(?:wants|prefers|likes|"
    r"would\s+like|asks|can\s+be|should\s+be|is\s+best|is\s+easiest))\b[^,;:]*?)"
    r"(?P<end>[.!]?)$",
    re.IGNORECASE,
)


def _condition_last(match: re.Match) -> str:
    rest = match.group("rest")
    return f"{match.group('pre')}{_capitalised(rest)} {match.group('cond').casefold()}{match.group('end')}"


# A correction of the listener, said after the fact: "..., you had it wrong", "..., idk
# where you got that".
_CORRECTED_LAST = re.compile(
    r",\s*(?:you\s+(?:had|got|have)\s+(?:it|that|this)\s+wrong|(?:idk|i\s+don't\s+know|i\s+dont\s+know)\s+where\s+you\s+"
    r"got\s+that(?:\s+from)?)(?=[.!]?\s*$)",
    re.IGNORECASE,
)
# Whom an instruction is for, said last: "Use SMS if you need Zoë Brandt urgently" says "If
# you need Zoë Brandt urgently, use SMS" (the person is what it is about, the channel its
# value, as ``_named_in_the_setting`` reads a setting said first).
_IF_YOU_NEED = re.compile(
    _OPENING + r"(?P<main>(?:(?:please|kindly)\s+)?(?:use|ping|try|call|message|email|text|contact|reach|go\s+through)"
    r"\b[^,;:]*?)\s+if\s+you\s+(?:need|want)\s+(?:to\s+reach\s+)?(?P<who>[^,;:.!?]+?)(?P<end>[.!]?)$",
    re.IGNORECASE,
)
# A chat interjection or opener before what is said: "ugh, they moved the sync to 15:15",
# "nope, we switched to X", "oh also, ...", "ok so ...", "one more thing - ...", "quick
# add: ..." (a denial after it stays: "nope, not Postgres"); "no -" before a whole clause
# ("no - Alma is on AEST, you had it wrong"), not before a short denial ("No, not Postgres").
# Only with its comma, dash or colon, or as "ok so" / "oh and" / "oh also"; other languages'
# spoken openers ("o sea", "bueno", "pues", "na ja", "ну") with or without one.
_INTERJECTION = re.compile(
    r"^(?:(?:ugh|argh|meh|welp|oh|ah|hmm+|nope|nah|yep|yeah|yes|well|anyway|anyways|also|ok|okay|so|alright|hello|hi|"
    r"dear\s+assistant)"
    r"\s*[,:\u2014\u2013-]\s*|(?:oops|whoops|ugh|argh|wow|yay|phew|yikes|meh|welp|hmm+|ha(?:ha)*|oh\s+(?:well|no|wow))\s*[.!]+\s+"
    r"|no(?:\s+no)?\s*[,\u2014\u2013-]\s*(?=\S+\s+\S+\s+\S)|(?:ok|okay|oh|so)\s+(?:so|and|also|yeah)\b\s*,?\s*|(?:one|just\s+one|oh\s+and\s+one)\s+more"
    r"\s+thing\s*[,:\u2014\u2013-]\s*|quick\s+(?:add|one|update|thing)\s*[,:\u2014\u2013-]\s*"
    r"|(?:o\s+sea|bueno|pues|entonces|na\s+ja|ну|короче)\s*[,:\u2014\u2013-]?\s+"
    # ... and a transcript's "so" or "also" with nothing after it ("so Tariq works in ...")
    r"|so\s+like\s+|(?:so|also)\s+(?!(?:far|much|many|long|that|as|if|called|known)\b))+(?=\S)",
    re.IGNORECASE,
)


def _capitalised(text: str) -> str:
    """``text`` opening with a capital, as a sentence does."""
    return text[:1].upper() + text[1:]


# Speech as a transcript gives it: a hesitation ("uh", "um", "äh") is no word, and what
# is said again after one repairs what came before it (a restart, "we do the uh we do the
# sync at 9": the words from the one said again; a preposition or word replaced, "is on uh
# at 197 Station Square", "the JST time uh timezone": the one before). "you know" and "so
# yeah" say nothing; "make a note that", "take a note", "remind me (that)" and "note to self"
# open a note as "Note:" does (in German, Spanish and Russian too), and so does a correction
# of the listener before a whole clause ("no wait ...", "that's wrong ..."); an address to the
# assistant ("hey assistant", "ok Google") is no word of the note.
_HESITATIONS = frozenset("uh uhh uhm um umm erm ah ahh hmm äh ähm öh eh mmm".split())
_REPAIR_REACH = 8  # words back a restart may reach
_REPAIRED_PREPOSITIONS = frozenset("on at in by to for from of with".split())  # one may replace another
# Spoken words that open a note before its lead-in ("okay so note to self ...").
_SPOKEN_OPENERS = r"okay|ok|so|oh|and|um|uh|alright|well|hey|like|also|bueno|pues|ну|короче"
_SPOKEN_FILLER = re.compile(
    r"(?:(?:,\s*|\s+)(?:you\s+know(?:\s+always)?|so\s+yeah|um\s+yeah|uh\s+yeah|like\s+always|weißt\s+du|o\s+sea(?:\s+eso)?|"
    r"ну\s+вот))+(?=\s*(?:[,.!?]|$))|"
    r"^(?P<pre>[^:,]{1,30}:\s+)?(?:(?:" + _SPOKEN_OPENERS + r")\s+)*(?:make\s+a\s+note\s+that|note\s+to\s+(?:self|myself)|"
    r"take\s+a\s+note(?:\s+that)?|(?:please\s+)?remind\s+me(?:\s+that|(?!\s+(?:to|about|of|when|if|how|why|what|where|who)\b))|"
    r"notiz\s+an\s+mich|erinnere?\s+mich(?:\s*,?\s*dass)?|nota(?:\s+para\s+m[ií])?|recu[eé]rdame(?:\s+que)?|"
    r"(?:так\s+)?запиши|напомни(?:\s+мне)?(?:\s*,?\s*что)?|just\s+a\s+note|"
    # ... a correction of the listener (its clause keeps its own denial)
    r"(?:no\s+)+wait|wait\s+no|no\s+no|that(?:'|\u2019)?s\s+(?:wrong|not\s+right|incorrect)|nein\s+warte|"
    r"no\s+espera|нет\s+подожди)\s*[,:]?\s+(?=\S+\s+\S+\s+\S)",
    re.IGNORECASE,
)
# An address to the assistant opening a note, after a label or a spoken opener ("hey so hey
# assistant remember ...", "Note: hey assistant ...").
_ADDRESSED = re.compile(
    r"^(?P<pre>[^:,]{1,30}:\s+)?(?:(?:" + _SPOKEN_OPENERS + r")\s+)*(?:hey|hi|hello|ok|okay|yo)\s+"
    r"(?:assistant|claude|chatgpt|gpt|siri|alexa|google|gemini|copilot|cursor|codex|computer|bot)\b\s*[,:!.]?\s*(?=\S)",
    re.IGNORECASE,
)
# What a transcript says for a symbol between two words ("billing slash staging", "Sable
# dash QA lead"), and an article or preposition said twice ("the the").
_SPOKEN_SYMBOL = re.compile(r"(?<=\w) (?:(slash) |(dash) )(?=\w)")
_SAID_TWICE = re.compile(r"\b(the|a|an|to|in|on|at|of|for|my|our|is)\s+\1\b", re.IGNORECASE)
# A value taken back as speech takes it back, before what it is now: "scratch SQS the queue
# for Topaz is Redis Streams" says the queue is Redis Streams instead of SQS; "scratch that,"
# takes back nothing this text says.
_SCRATCH = re.compile(
    r"^(?P<lead>(?:(?:ok|okay|so|yeah|um|uh|oh|and|like)\s+)*)scratch\s+(?:that\b\s*[,.:;]?\s*|"
    r"(?P<old>[^\s,.:;]+(?:\s+[^\s,.:;]+){0,3}?)\s*[,.:;]?\s+(?=(?:my|our|the|their|his|her|its|we|it'?s|it\s+is|now)\b))",
    re.IGNORECASE,
)
# A change said, then the clause that says what it is now, run on ("isn't at 9 anymore it's at
# 10"): two clauses.
_CHANGE_THEN_CLAUSE = re.compile(r"\b(anymore|any\s+more)(?=\s+(?:it'?s|it\s+is|they|we|he|she|now|but)\b)", re.IGNORECASE)
# A repair said as "I mean": a whole clause after it says again what came before it ("X is
# Y's manager I mean Y reports to X"); a word or two say again the words from where they
# begin ("on floor 7 I mean floor 7"). Only between words (not "..., I mean, ...").
_I_MEAN = re.compile(r"(?<=\w) i mean (?=\w)", re.IGNORECASE)
_I_MEAN_CLAUSE = 3  # words after it that make a clause of their own
_DEFINES = re.compile(r"\b(?:say|says|said|saying)\b|^\W*by\b", re.IGNORECASE)
_ELLIPTICAL = frozenset("did do does is was were are has have had can could will would should not either too".split())
_POINTING_BACK = frozenset("it its they them their theirs he him his she her that those these there".split())
_NOT_WHOM = frozenset(
    "the a an is are to of in on at for and i my our we it that this with so ok okay like also oh well hey".split()
) | _HESITATIONS


def _says_again_about(before: str, after: str) -> bool:
    """Whether ``after`` (said after "I mean") holds the first word of ``before`` that is no
    filler or small word, and every name ``before`` says after its first word."""
    said = re.findall(r"[^\W_][\w-]*", before)
    again = {w.casefold() for w in re.findall(r"[^\W_][\w-]*", after)}
    first = next((w.casefold() for w in said if w.casefold() not in _NOT_WHOM), None)
    if first is None or first not in again:
        return False
    return all(w.casefold() in again for w in said[1:] if w[0].isupper() and w != "I")


# A chat handle said aloud, opening a note ("at Samuel Mori is on CET"): the person.
_SPOKEN_HANDLE = re.compile(
    r"^(?:(?:so|ok|okay|like|also)\s+)*at\s+(?=[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)?\s+(?:is|was|has|works|sits|reports|uses|lives|wants|prefers)\b)"
)
_SPOKEN_CUES = (
    "you know", "yeah", "note t", "a note", "remind me", "notiz", "nota", "запиши", "wait", "wrong", "not right",
    "incorrect", "warte", "espera", "подожди", "erinner", "recu", "напомни", "weisst du", "o sea", "ну вот", "like always",
    "no no",
)  # fmt: skip


def _without_spoken_lead(said: str) -> str:
    """``said`` without an address to the assistant and the spoken fillers and lead-ins."""
    said = _SPOKEN_FILLER.sub(_label_kept, _ADDRESSED.sub(_label_kept, said, count=1))
    return _SPOKEN_HANDLE.sub("", said, count=1) if "at " in said[:16] else said


def _label_kept(match: re.Match) -> str:
    """What a spoken filler leaves: the label before it ("Falcon team: make a note that X"
    is the Falcon team's X; the label's own rules read it as any label)."""
    return match.groupdict().get("pre") or ""


def _repaired(said: str) -> str:
    """``said`` with a transcript's repairs made: a word said twice said once, a run-on
    change parted (``_CHANGE_THEN_CLAUSE``), a spoken symbol as the symbol, a value
    scratched as the old one (``_SCRATCH``), and each "I mean" repair (``_I_MEAN``), the
    last first."""
    said = _SAID_TWICE.sub(r"\1", said)
    if "anymore " in said or "any more " in said:
        said = _CHANGE_THEN_CLAUSE.sub(r"\1,", said)
    if " slash " in said or " dash " in said:
        said = _SPOKEN_SYMBOL.sub(lambda m: " / " if m.group(1) else " - ", said)
    if "cratch " in said[:40]:
        scratched = _SCRATCH.match(said)
        if scratched is not None:
            rest = said[scratched.end() :]
            old = scratched.group("old")
            said = scratched.group("lead") + (rest.rstrip(" .!") + " instead of " + old if old else rest)
    stop = len(said)  # the repairs that start before this place are still to be read
    while found := [match for match in _I_MEAN.finditer(said) if match.start() < stop]:
        match = found[-1]
        stop = match.start()
        before, after = said[: match.start()], said[match.end() :]
        if _DEFINES.search(before):
            continue  # "when I say ASAP I mean within a day" defines, repairs nothing
        words, again = before.split(" "), after.split(" ")
        if len(again) >= _I_MEAN_CLAUSE:
            # A clause of its own says it all again, where it holds whom or what the words
            # before were about: their first word past fillers, and every name they say
            # ("Ana likes tea I mean really likes tea" drops Ana: no repair, or Bob's would
            # read as Ana's). Not one that leaves its verb to them ("... i mean Yuki never
            # did" says more) or points back at them ("... i mean I never want them in Italian").
            if (
                _says_again_about(before, after)
                and again[-1].strip(".!").casefold() not in _ELLIPTICAL
                and _POINTING_BACK.isdisjoint(w.strip(".,!").casefold() for w in again)
            ):
                return after  # what came before it is said again: no repair before it is left
            continue
        first = again[0].casefold()
        back = [w.casefold() for w in words]
        restart = next((p for p in range(len(back) - 1, max(-1, len(back) - 1 - _REPAIR_REACH), -1) if back[p] == first), None)
        if restart is not None:
            kept = " ".join(words[:restart])
            said = " ".join(words[:restart] + again)
            stop = min(stop, len(kept))  # (a restart may reach back past an earlier "I mean")
    return said


def _spoken_plainly(said: str) -> str:
    """``said`` without hesitations and the words they repair (``_HESITATIONS``), and with
    its spoken repairs made (``_repaired``)."""
    folded_text = said.casefold()
    if (
        " i mean " in folded_text or " slash " in folded_text or " dash " in folded_text or "anymore " in folded_text
        or "scratch " in folded_text[:40]
        or "any more " in folded_text or _SAID_TWICE.search(said)
    ):  # fmt: skip
        said = _repaired(said)
        folded_text = said.casefold()
    if _HESITATIONS.isdisjoint(folded_text.replace(",", " ").replace(".", " ").split()):
        if any(cue in folded_text for cue in _SPOKEN_CUES) or "at " in folded_text[:16] or folded_text[:3] == "no " or any(
            word in folded_text[:40] for word in ("hey ", "hi ", "ok ", "okay ", "yo ", "hello ")
        ):
            return _without_spoken_lead(said)
        return said
    words = said.split(" ")
    folded = [w.strip(",.;:!?").casefold() for w in words]
    keep = [True] * len(words)
    i = 0
    while i < len(words):
        if folded[i] not in _HESITATIONS:
            i += 1
            continue
        j = i
        while j < len(words) and (folded[j] in _HESITATIONS or folded[j] == "sorry"):
            j += 1
        start = i
        if j < len(words) and i > 0:
            again = next((p for p in range(i - 1, max(-1, i - 1 - _REPAIR_REACH), -1) if _said_again(folded, p, i, j)), None)
            before = folded[i - 1]
            if again is not None:
                start = again
            elif (before in _REPAIRED_PREPOSITIONS and folded[j] in _REPAIRED_PREPOSITIONS) or (
                len(before) >= 3 and folded[j].startswith(before)
            ):
                start = i - 1
        for n in range(start, j):
            keep[n] = False
        i = j
    return _without_spoken_lead(" ".join(w for w, k in zip(words, keep, strict=True) if k))


def _said_again(folded: list[str], p: int, i: int, j: int) -> bool:
    """Whether the words from ``j`` (after a hesitation at ``i``) say again those from
    ``p``: two words alike, or one just before the hesitation ("Jakob Garcia reports to uh
    Jakob Park" restarts nothing: one name's first word is no restart)."""
    if folded[p] != folded[j]:
        return False
    if p == i - 1:
        return True
    return j + 1 < len(folded) and folded[p + 1] == folded[j + 1]


# How strictly a rule holds, said after it: "..., no exceptions", "... like every single
# time" (the rule says it already); how much a choice is liked: "..., definitely the best one".
_EMPHASIS_LAST = re.compile(
    r"(?:,\s*|\s+)(?:like\s+)?(?:no\s+exceptions|without\s+(?:any\s+)?exceptions?|every\s+single\s+time|"
    r"each\s+and\s+every\s+time)(?=[.!]?\s*$)|,\s*(?:(?:definitely|easily|honestly|really|by\s+far)\s+)?the\s+best"
    r"(?:\s+(?:one|option|choice|pick))?(?:\s+by\s+far)?(?=[.!]?\s*$)",
    re.IGNORECASE,
)


# What a note app's export wraps words in: a wikilink ("[[Nils Berg]]", "[[people/nils|Nils]]"
# says its name), a property ("office:: Berlin" is "office: Berlin"), and a list in
# brackets after what orders it ("steps: [the tests, the linter]" runs the tests first).
_WIKILINK = re.compile(r"\[\[([^\[\]|]+)(?:\|([^\[\]]+))?\]\]")
_PROPERTY = re.compile(r"(?<=\w)::(?=\s)")
# A key path before its value ("people/Nils Berg/office: Berlin", "billing.staging.timeout:
# 30s"): its steps are words. Two steps at least, each opening with a letter; a label may
# open it ("Note: teams/sales/rules: ...").
_KEY_PATH = re.compile(r"^(?:[^\W\d][\w-]{0,20}:\s+)?(?P<path>[^\W\d][\w -]*(?:[/.][^\W\d][\w -]*)+?)\s*(?=[:=]\s)")
_PATH_STEP = re.compile(r"(?<=\w)[/.](?=[^\W\d])|_(?=[^\W\d])")
_ORDERED_LIST = re.compile(
    r"(?P<key>\b(?:steps?|order|sequence|stages?|pipeline|priorit(?:y|ies)|ranking)\s*[:=]\s*)\[(?P<items>[^\[\]]+)\]",
    re.IGNORECASE,
)


# A record of fields on one line, as JSON ('{"person": "Nils Berg", "office": "Berlin"}') or
# as a row ("- person: Nils Berg | office: Berlin"): two to five fields, each short.
_JSON_FIELD = re.compile(r'"(?P<k>[^"]{1,30})"\s*:\s*(?:"(?P<s>[^"]{0,80})"|(?P<n>[\w.+-]{1,20}))')
_JSON_RECORD = re.compile(r"^(?P<pre>[^{}]{0,40}?)\{(?P<body>[^{}]{1,300})\}(?P<end>[.!]?)$")
# A record's fields about the record, not the fact: what it was before, the event that
# wrote it, when, its id.
_RECORD_META = re.compile(r"(?:previous|old|prior|event|id|source|created|updated|timestamp)(?:[ _].*)?$|.*_at$", re.IGNORECASE)
# A row: what opens it (a label and its colon, a "- " bullet), then fields whose keys are
# plain words.
_ROW_VALUE = r"(?:[^|:\u00b7\u2022]|(?<=\d):(?=\d)){1,80}?"  # no colon but a time's ("09:15")
# what separates a row's fields: a bar, or a middle dot or a bullet as notifications use
_ROW_SEPARATOR = re.compile(r"\s[|\u00b7\u2022]\s")
_ROW = re.compile(
    r"^(?P<lead>(?:.*?(?::\s+|[-*]\s+))?)(?P<row>[^\W\d][\w ]{0,29}:\s*" + _ROW_VALUE + r"(?:\s[|\u00b7\u2022]\s[^\W\d][\w ]{0,29}:\s*"
    + _ROW_VALUE + r")+)\s*$"
)
# A row's first key is a field's name ("person", "employee", "project"), not a label that
# says whose row it is ("In Zephyr: Jonas | desk: Frankfurt", "Note for Falcon: ...").
_FIELD_NAME = re.compile(r"(?![^:]*\b(?:in|for|on|at|of|from|to|per|re|about)\b)[^\W\d][a-z_]*(?: [a-z_]+){0,2}", re.IGNORECASE)
_ROW_FIELD = re.compile(r"^\s*(?P<k>[^:|\u00b7\u2022]{1,30}):\s*(?P<v>[^|\u00b7\u2022]{1,80}?)\s*$")


def _record_plainly(pairs: list[tuple[str, str]]) -> str | None:
    """A record's fields as a sentence says them: what it is about (the values of every
    field but the last, a team's or a service's with its noun: "data team"), then the last
    field's key and value ("Nils Berg office: Berlin"); a field that holds the memory's
    own text ("memory", "text", "fact") is that text; later fields about the record
    (``_RECORD_META``: "previous", "event", "updated_at") say nothing of the fact (a
    first one names it: "- event: standup | time: 09:15")."""
    for key, value in pairs:
        if key.lower() in ("memory", "text", "fact", "content"):
            return value
    pairs = pairs[:1] + [(key, value) for key, value in pairs[1:] if not _RECORD_META.match(key)]
    if not 2 <= len(pairs) <= 5:
        return None
    about = []
    for key, value in pairs[:-1]:
        folded = key.lower().replace("_", " ")
        about.append(f"{value} {folded}" if folded in SCOPE_NOUNS else value)
    key, value = pairs[-1]
    return " ".join(about) + " " + key.replace("_", " ") + ": " + value


# HTML a clipped web page or an HTML e-mail leaves in a text: its tags ("<b>Berlin</b>",
# "<li>...</li>", "<br>") and its character references ("&amp;", "&nbsp;", "&#39;"). Read
# as they show, tags and references had been words and numbers of their own ("39", "li"):
# "<p>Ana&#39;s manager: Bob</p>" held a number "Ana's manager: Bob" does not. Only the
# tags a formatted text is made of count, and a reference only with
# its closing ";" ("R&D", "&copy" stay).
_HTML_TAG = re.compile(
    r"<(?P<close>/?)(?P<tag>b|strong|i|em|u|span|code|mark|small|font|a|tt|sup|sub|del|s|strike|ins"
    r"|p|div|li|ul|ol|br|hr|h[1-6]|blockquote)(?:\s[^<>]{0,200})?\s*/?>"
)  # (in lower case, as pages write them: "a <T> value", "Use <U> here" stay)
_HTML_REFERENCE = re.compile(r"&(?:[A-Za-z][A-Za-z0-9]{1,30}|#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6});")
_HTML_STRUCK = frozenset(("del", "s", "strike"))
_HTML_INLINE = frozenset(("b", "strong", "i", "em", "u", "span", "code", "mark", "small", "font", "a", "tt", "sup", "sub", "ins"))


def _html_plainly(text: str) -> str:
    """``text`` as a browser shows it (``_HTML_TAG``, ``_HTML_REFERENCE``): inline tags
    are the words they wrap, struck text (<del>, <s>) is struck as markdown strikes it
    ("~~X~~"), a list item is a bullet and a block (<p>, <br>, <li>) a line of its own;
    references are their characters, a non-breaking space a space. Without a tag or a
    reference, ``text`` itself."""
    if "<" in text and _HTML_TAG.search(text) is not None:
        def shown(match: re.Match) -> str:
            tag = match.group("tag").casefold()
            if tag in _HTML_INLINE:
                return ""
            if tag in _HTML_STRUCK:
                return "~~"
            return "\n- " if tag == "li" and not match.group("close") else "\n"

        lines = (line.strip() for line in _HTML_TAG.sub(shown, text).split("\n"))
        text = "\n".join(line for line in lines if line and line != "-")
    if "&" in text and ";" in text:
        text = _HTML_REFERENCE.sub(_html_character, text)
    return text


def _html_character(match: re.Match) -> str:
    """The character a reference names (a non-breaking space a space); an unknown name
    stays as written."""
    shown = html.unescape(match.group())
    return " " if shown == "\u00a0" else shown


# A question kept with its answer, as an agent saves an exchange: on two lines ("> Is X in
# the Y office?\nNo, X moved to the Z office.", "Q: Is X backed by Y?\nA: Yes, correct.",
# "Re: X\n<reply>") or on one ("Is X based in the Y office? Yes, that's right.", "Asked
# whether X is the tech lead on P: yes, confirmed."). Read as it stands, a yes/no question
# put its subject after its verb ("Is Alma based in the Denver office" had been about
# "Denver"), and two answers to one choice had the same words ("Which does the team prefer,
# A or B? A." / "..., B or A? B.": one memory).
_ASKED = re.compile(
    r"^(?:[>\u00bb]\s*)*(?:(?:q|question|user\s+asked|asked|frage|pregunta|вопрос)\s*:\s*)?(?P<q>\S[^\n]*\?)\s*$", re.IGNORECASE
)
_ANSWER_LABEL = re.compile(r"^(?:a|answer|antwort|respuesta|ответ)\s*:\s*", re.IGNORECASE)
_REPLY_SUBJECT = re.compile(r"^(?:[>\u00bb]\s*)*re\s*:\s*(?P<about>\S[^\n?]*)$", re.IGNORECASE)
_ASKED_ONE_LINE = re.compile(
    r"^(?P<q>(?:(?:for|on|in)\s+[^,?\n]{1,40},\s+)?(?:is|are|was|were|does|do|did|has|have|which|what|who|where|when|how)\s[^?\n]{3,}\?)"
    r"\s+(?P<a>\S[^\n]*)$",
    re.IGNORECASE,
)
# ... and a claim asked with no verb first, answered yes or no: "X on Go 1.21? Not anymore, ..."
_CLAIM_ASKED_ONE_LINE = re.compile(
    r"^(?P<q>[^?\n]{3,}\?)\s+(?P<a>(?:yes|yep|no|nope|not\s+any\s?more|no\s+longer)\b[^\n]*)$", re.IGNORECASE
)
_ASKED_WHETHER = re.compile(r"^asked\s+whether\s+(?P<claim>[^:?\n]{3,}?)\s*[:?]\s*(?P<a>\S[^\n]*)$", re.IGNORECASE)
_YES_NO_ASKED = re.compile(r"^(?P<aux>is|are|was|were|does|do|did|has|have)\s+(?P<rest>[^?]{3,}?)\s*\?$", re.IGNORECASE)
_CHOICE_ASKED = re.compile(
    r"^(?:which|what)\s+(?P<ask>[^?]{3,80}?),?\s+(?P<a>[^,?]{1,40}?)\s+or\s+(?P<b>[^,?]{1,40}?)\s*\?\s*(?P<answer>[^?]{1,60}?)[.!]?$",
    re.IGNORECASE,
)
# where an exchange was kept, before it: "Saved exchange: ", "From the chat: ", "Note: "
_EXCHANGE_KEPT = re.compile(
    r"^(?P<label>[^\W\d][^\W\d ]*(?:\s+[^\W\d][^\W\d ]*){0,2})\s*:\s+"
    r"(?=[>\u00bb]|(?:re|q|question)\s*:|(?:is|are|was|were|does|do|did|has|have|which|what|who|where|when|how|asked|user\s+asked)\b)",
    re.IGNORECASE,
)
_KEPT_WORDS = LABELS | OPENERS | frozenset(
    "saved kept exchange excerpt thread chat from the a conversation transcript snippet log message messages".split()
)
_CONFIRMED_LAST = re.compile(r"\s*[,;\u2014\u2013-]\s*(?:confirmed|yes|correct|that['\u2019]s\s+right)\s*([.!]?)\s*$", re.IGNORECASE)
_WH_ASKED = re.compile(
    r"^\u00bf?\s*(?:which|what|who|whom|whose|where|when|how|why|welche\w*|was|wer|wo|wann|wie|in\s+welche\w*"
    r"|qu[eé]|cu[aá]l|qui[eé]n|d[oó]nde|cu[aá]ndo|c[oó]mo|en\s+qu[eé]|как\w*|в\s+как\w*|кто|где|когда|что)(?!\w)"
    r"|^[^?]{0,40},\s+(?:which|what|who|where|when|how)\b",
    re.IGNORECASE,
)
_ASKED_STILL = re.compile(r"^still\s+", re.IGNORECASE)
# "yes" and its kin open an answer; a word that may open a sentence of its own ("Right now
# ...", "No idea", "Correct me if ...") only before a mark or the answer's end
_YES = re.compile(
    r"^(?:(?:yes|yep|yeah)\b|(?:correct|right|that['\u2019]s\s+right|confirmed|indeed|exactly)(?=\s*(?:[,.!:;\u2014\u2013-]|$)))"
    r"[\s,.!:;\u2014\u2013-]*",
    re.IGNORECASE,
)
_NO = re.compile(r"^(?:no|nope)(?:\s*[,.!:;\u2014\u2013-]+\s*|\s*$)", re.IGNORECASE)
# where a yes/no question's subject ends, after its verb: a preposition, a participle or
# another word that says what the subject is or does ("Is the Oslo office | at ...")
_SUBJECT_ENDS = frozenset(
    "at in on by to from still now really always never not due allergic enabled disabled active inactive "
    "set the a an".split()
)


def _exchange_plainly(text: str) -> str:
    """A question and its answer as the fact they leave (``_ASKED`` and the rest above): a
    yes/no question answered yes as the question said as a statement, answered no as "not"
    the statement, or, where the answer says what changed ("No, it moved to ..."), as a
    claim and its stale answer (``_answered``); a choice answered as "A over B"; a question
    of what does something answered in a few words with the answer in its asking word's
    place (``_SUBJECT_ASKED``); a question of what or which answered in a clause that says
    the fact again as that clause, else as the question and its answer on one line; a reply
    under its subject line as the reply. Any other text, ``text`` itself."""
    kept = _EXCHANGE_KEPT.match(text)
    if kept is not None and set(kept.group("label").casefold().split()) <= _KEPT_WORDS:
        text = text[kept.end() :]  # "Thread excerpt: is X based in ...? Yes."
    if "\n" in text:
        lines = [line.strip() for line in text.split("\n") if line.strip()]
        if len(lines) != 2:
            return text
        head, answer = lines[0], _ANSWER_LABEL.sub("", lines[1], count=1)
        reply = _REPLY_SUBJECT.match(head)
        if reply is not None:
            about = reply.group("about")
            return answer if _says_again(answer, about) else f"{about}: {answer}"
        asked = _ASKED.match(head)
        if asked is None:
            return text
        question = asked.group("q")
    else:
        whether = _ASKED_WHETHER.match(text)
        if whether is not None:
            return _answered(whether.group("claim"), whether.group("a"), text)
        one = _ASKED_ONE_LINE.match(text) or _CLAIM_ASKED_ONE_LINE.match(text)
        if one is None:
            return _choice_answered(text) if " or " in text else text
        question, answer = one.group("q"), one.group("a")
    answer = _CONFIRMED_LAST.sub("", answer)  # "Java 17, confirmed."
    yes_no = _YES_NO_ASKED.match(question)
    claim = _asked_as_said(yes_no.group("aux"), yes_no.group("rest")) if yes_no is not None else None
    if claim is not None:
        return _answered(claim, answer, text)
    if yes_no is not None:
        return text
    said = f"{question} {answer}"
    if (
        not _WH_ASKED.match(question)
        and (_NO.match(answer) or _ANSWER_STALE.match(answer))
        and (_CHANGE_SAID.search(answer) or _value_of_its_own(answer, question))
    ):
        # a claim asked with no verb first, answered with what changed: "Still 4 replicas of
        # X in staging?\nNo, X was scaled to 8." (one answered yes or no only, the other
        # readings know: "X? Nope")
        return _answered(_ASKED_HOLDS.sub("", _ASKED_STILL.sub("", question[:-1])).strip(), answer, text)
    stale = _ANSWER_STALE.match(answer)
    asked_about = _ASSUMED_LAST.sub("?", question)  # (the value it assumed is the old one: "Which office is X in \u2014 Lisbon?")
    if stale is not None and _CHANGE_SAID.search(answer) and _says_again(answer[stale.end() :], asked_about):
        return answer[stale.end() :]  # "Which office is X in \u2014 Lisbon? Not anymore: X works in the Y office now."
    if " or " in question:
        return _choice_answered(said)
    asked = _SUBJECT_ASKED.match(question)
    short = _SHORT_ANSWER.match(answer)
    if asked is not None and short is not None:
        # the answer in the asking word's place: "For X, what runs before the tests? the smoke
        # tests." is "For X, the smoke tests runs before the tests" (read as question and
        # answer, the reverse had the same words)
        if asked.group("be"):  # "What's the address of X? Y" is "the address of X is Y"
            return f"{asked.group('pre') or ''}{asked.group('rest')} is {short.group('a')}"
        return f"{asked.group('pre') or ''}{short.group('a')} {asked.group('rest')}"
    return answer if _WH_ASKED.match(question) and _says_again(answer, question) else said


# A question of what does something or what something is (its subject asked, a verb in -s
# after it, "What runs before X?"; not "What font does X use?"; who does, the slot's
# reading knows: "Who owns QA on X? Y"), and an answer of a few words, no clause of its own
_SUBJECT_ASKED = re.compile(
    r"^(?P<pre>(?:for|on|in)\s+[^,?]{1,40},\s+)?(?:what|which\s+[^\W\d]+)"
    r"(?:(?P<be>['\u2019]s|\s+is)\s+|\s+(?=[a-z]+s\s)(?!(?:is|was|does|has|always)\b))"
    r"(?P<rest>[^?]{3,}?)\s*\?$",
    re.IGNORECASE,
)
_SHORT_ANSWER = re.compile(r"^(?P<a>[^\s?,;:.!][^?,;:!]{0,40}?)\s*[.!]?$")


def _choice_answered(said: str) -> str:
    """"Which does X prefer for T, A or B? A." as "does X prefer for T: A over B"; any other
    text as it is."""
    choice = _CHOICE_ASKED.match(said)
    if choice is None:
        return said
    a, b, answer = choice.group("a").strip(), choice.group("b").strip(), choice.group("answer").strip().casefold()
    kept, other = (a, b) if answer.startswith(a.casefold()) else (b, a) if answer.startswith(b.casefold()) else (None, None)
    if kept is None:
        return said
    return f"{choice.group('ask')}: {kept} over {other}"


def _answered(claim: str, answer: str, text: str) -> str:
    """A claim and its answer as the fact they leave (``_exchange_plainly``); a claim with
    no verb, its value after a comma or a dash ("Request timeout for X, 20 seconds"), is
    said with one ("... is 20 seconds")."""
    if _CLAIM_VERB.search(f" {claim} ") is None:
        claim = _VALUE_AFTER_MARK.sub(r"\g<s> is \g<v>", claim, count=1)
    if _YES.match(answer) is not None:
        return claim  # (what the answer says after its "yes" says it again, or less: "Yes, A over B.")
    no = _NO.match(answer)
    rest = answer[no.end() :].strip() if no is not None else answer
    if no is None and _ANSWER_STALE.match(answer) is None:
        return text
    if _ANSWER_GONE.search(rest) and _RULE_GONE_HERE.search(rest):
        return "no longer: " + claim  # "Do we always X? No, the team dropped that rule."
    if _CHANGE_SAID.search(rest) or no is None or _value_of_its_own(rest, claim):
        stale = _quote_answered(f"> {claim} \u2014 {answer}")
        verb = _CLAIM_VERB.search(claim)
        subject = claim[: verb.start()] if verb else claim
        said = set(tokens(stale))
        if stale.startswith(">") or any(w not in said for w in tokens(subject) if w not in STOPWORDS):
            return text  # (whose "it" or "they" is, the answer does not say: "No, they moved to floor 4")
        scope = _CLAIM_SCOPE.search(claim)  # what the claim's "in production" scopes stays
        if scope is not None and scope.group("where").casefold() not in stale.casefold():
            stale = stale.rstrip(" .!") + scope.group()
        return stale
    label = _LABEL_FIRST.match(claim)
    if label is not None and label.group().endswith(":"):  # what a label opens is what is denied
        return f"{label.group()} not {claim[label.end() :].lstrip()}"
    return "not " + claim  # ("No, X doesn't work in the Y office." says it again)


def _says_again(answer: str, asked: str) -> bool:
    """Whether an answer says its fact again in a clause of its own: four words or more,
    every name and identifier of what was asked (after its first word) and two of its
    content words among them ("Which office is Alma in?" / "Alma works in the Mumbai
    office."; not "For errors, what does the security team prefer?" / "exceptions over
    error codes.")."""
    if len(answer.split()) < 4:
        return False
    words = {w for w in tokens(answer) if len(w) > 2} - STOPWORDS
    named = {
        w.casefold().strip(".,;:!?'\u2019")
        for w in asked.split()[1:]
        if any(c.isalnum() for c in w) and (not w.islower() or "-" in w or any(c.isdigit() for c in w))
    }
    folded = answer.casefold()
    return len(words & {w for w in tokens(asked) if len(w) > 2}) >= 2 and all(n in folded for n in named if n)


def _value_of_its_own(answer: str, claim: str) -> bool:
    """Whether an answer holds a number or a name its claim does not ("No, X was scaled to
    8": a value it changed to, where "No, X doesn't work there" only denies)."""
    said = set(tokens(claim))
    return any(
        w.casefold().strip(".,;:!?") not in said for w in answer.split()[1:] if w[:1].isdigit() or w[:1].isupper()
    )


_VALUE_AFTER_MARK = re.compile(r"^(?P<s>[^,\u2014\u2013]{3,80}?)\s*(?:,|\u2014|\u2013|\s-)\s+(?P<v>[^,\u2014\u2013]{1,40})$")
# the value a question assumed, after a dash or a comma closing it
_ASSUMED_LAST = re.compile(r"\s*(?:[\u2014\u2013,]|\s-)\s*[^\u2014\u2013,?]{1,40}\?$")
# where a claim closes with its scope: "... enabled in production"
_CLAIM_SCOPE = re.compile(r"\s(?:in|on)\s+(?:the\s+)?(?P<where>[\w-]+)$")
# what a rule said gone in an answer is: the claim's ("dropped that rule", "dropped it")
_RULE_GONE_HERE = re.compile(r"\b(?:that|the|this)\s+(?:rule|policy|convention|requirement)\b|\b(?:dropped|removed|lifted|scrapped|retired)\s+it\b", re.IGNORECASE)
# a question's words that ask whether a fact holds, not the fact's ("Is X still ...", "Does X hold?")
_ASKED_HOLDS = re.compile(r"\s+still\b|\s+(?:still\s+)?(?:hold|apply|stand)$", re.IGNORECASE)


def _asked_as_said(aux: str, rest: str) -> str | None:
    """A yes/no question's words as a statement: "Is the Oslo office at X" is "the Oslo
    office is at X" (its subject: a name of two words or three, an identifier, or "the"
    and the words before where it ends, ``_SUBJECT_ENDS``); "Does X use Y" is "X use Y";
    None where the words do not say where its subject ends."""
    rest = _ASKED_HOLDS.sub("", rest)
    words = rest.split()
    if aux.casefold() not in ("is", "are", "was", "were") or not words:
        return rest or None
    first = words[0]
    if first.casefold() in ("the", "a", "an", "our", "my", "your", "their", "its"):
        end = 1
        while end < len(words) and end < 7 and not words[end].casefold().endswith("ed") and (
            words[end - 1].casefold() in ("for", "of", "with")  # "the timeout for the X"
            or words[end].casefold() not in _SUBJECT_ENDS and not (words[end][:1].isdigit() and ":" not in words[end])
        ):
            end += 1
    elif first[:1].isupper():
        run = list(takewhile(lambda w: w[:1].isupper(), words[:5]))
        if run[-1].endswith(("'s", "\u2019s")):
            if len(run) == 4:  # a name before another's: "Is Ana Li Bo Chen's manager"
                return f"{' '.join(words[:2])} {aux.casefold()} {' '.join(words[2:])}"
            if len(run) == 3:
                return None  # "Is Ana Li Falcon's ...": whose name ends where, the words do not say
            # "Is Ana Li's morning drink matcha": the thing had is the subject, where a word
            # says where it ends ("Is Ana Li's desk on floor 4")
            end = len(run)
            while end < len(words) and end < len(run) + 4 and words[end].casefold() not in _SUBJECT_ENDS:
                end += 1
            if end >= len(words) or end == len(run) + 4 or end == len(run):
                return None
            return f"{' '.join(words[:end])} {aux.casefold()} {' '.join(words[end:])}"
        end = 1
        while (
            end < len(words)
            and end < 3
            and words[end][:1].isupper()
            and not words[end - 1].endswith(("'s", "\u2019s"))
            and not (end >= 2 and words[end].endswith(("'s", "\u2019s")))  # "Is Ana Li | Falcon's tech lead"
        ):
            end += 1
    else:
        end = 1
    if end >= len(words):
        return rest
    return f"{' '.join(words[:end])} {aux.casefold()} {' '.join(words[end:])}"


# A note of a heading over one line of its fact ("## Lea Romero\n- **Office:** Berlin",
# "**mobile team**\nThe design critique happens every Monday", "Berlin office\n218 Park
# Avenue" from a page's <br>). Read as one run of words, the heading was a word of the
# line's own: "mobile team" a value beside "The support design critique is on Thursdays",
# "Grove roles" more than "Kenji Castro is the security champion on Grove".
_HEADING_MARK = re.compile(r"^(?:#{1,6}\s+|(?P<bold>\*\*|__)(?=.+(?P=bold)$))")
_QUOTE_MARK = re.compile(r"^(?:>\s*)+")
_HEADING_LABEL = re.compile(r"^(?P<word>[^\W\d][\w-]*)\s*:\s+")
# Words of a heading that only say what kind of section it is: no scope
_SECTION_WORD = re.compile(
    r"(?<![\w-])(?:notes?|roles|settings|preferences|rules|conventions|contacts|family|people|details|overview"
    r"|notizen|einstellungen|präferenzen|regeln|kontakte|familie|notas|ajustes|preferencias|reglas|contactos|familia"
    r"|заметки|настройки|предпочтения|правила|контакты|семья)(?![\w-])",
    re.IGNORECASE,
)
_SECTION_JOINS = re.compile(r"(?<![\w-])(?:&|and)(?![\w-])|[\u2014\u2013]|(?<=\s)-(?=\s)|^\W+|\W+$")
_SECTION_CHANGED = re.compile(r"^(?:updated?|changed)\s*(?:[:\u2014\u2013-]\s*|$)", re.IGNORECASE)
# A field's name opening a line, capitalised as a line opens ("**Office:** Berlin", "Time
# zone: CET"; not "Kenji Castro: ...")
_FIELD_KEY = re.compile(r"^[*_]{0,2}(?P<first>[^\W\d_a-z])(?=[^\W\d_A-Z]*(?:[ -][^\W\d_A-Z]+){0,2}[*_]{0,2}\s*:)")
# At most this many words in a line that is only a value ("218 Park Avenue"), and one
# fewer in a heading no mark says is one ("Berlin office", "Falcon public preview")
_BARE_HEADING_WORDS = 4


def _headed_plainly(text: str) -> str:
    """A text of a heading and one line under it as one line: the heading as a scope said
    first ("For Lea Romero, **Office:** Berlin"), or, where the line is only a value of a
    few words, as what it is the value of ("Berlin office: 218 Park Avenue"). A heading is
    marked ("## ", bold, a closing colon) or a few words without a closing mark; its words
    that only name the kind of section ("Preferences", "Rules & conventions", "Grove roles",
    "Contacts") are no scope, and "Updated" opening it or the line says the line is a change
    ("Update: ..."). What a store or a clipping tool put before the heading ("Clipped: ")
    goes. Any other text, ``text`` itself."""
    lines = [_QUOTE_MARK.sub("", line).strip() for line in text.split("\n")]
    lines = [line for line in lines if line]
    if len(lines) != 2:
        return text
    head, body = lines
    opener = _STORE_LABEL.match(head)
    if opener is not None:
        head = head[opener.end() :]
    label = _HEADING_LABEL.match(head)
    change = ""
    if label is not None and label.group("word").casefold() in LABELS and label.end() < len(head):
        change = "Update: " if label.group("word").casefold() == "update" else ""
        head = head[label.end() :]  # "Note: **Settings (dev)**"
    mark = _HEADING_MARK.match(head)
    if mark is not None:
        head = head[mark.end() :]
        if mark.group("bold"):
            head = head[: -len(mark.group("bold"))]
    elif head.endswith(":"):
        head = head[:-1]
    elif (
        len(head.split()) > _BARE_HEADING_WORDS - 1
        or head[-1:] in ".!?;,:"
        or ":" in head
        or any(word in COPULAS for word in head.casefold().split())
    ):
        return text  # (two lines of their own: "The user is vegan\nShe eats no fish")
    body = _BULLET.sub("", _CHECKBOX.sub("", body, count=1), count=1)
    found = _SECTION_CHANGED.match(head)
    if found is not None:
        change, head = "Update: ", head[found.end() :]
    found = _SECTION_CHANGED.match(body)
    if found is not None:
        change, body = "Update: ", body[found.end() :]
    sectioned = _SECTION_WORD.sub(" ", head)
    if sectioned != head:
        head = _SECTION_JOINS.sub(" ", sectioned)
    head = " ".join(head.split()).strip(" :")
    if head.startswith("(") and head.endswith(")") and "(" not in head[1:]:
        head = head[1:-1]
    if not head:
        return change + body
    if ":" not in body and len(body.split()) <= _BARE_HEADING_WORDS:
        return f"{change}{head}: {body}"
    field = _FIELD_KEY.match(body)
    if field is not None:  # a field's name is a word, no name, after the scope: "For X, **database:** Y"
        body = body[: field.start("first")] + field.group("first").lower() + body[field.end("first") :]
    return f"{change}For {head}, {body}"


# Markdown a memory file's author formats a line with: bold, italics and code spans are
# the words they wrap ("**Nils**", "_not_", "`billing-api`"; not a name's own underscores,
# "request_timeout_ms"), and struck-out text (``_MD_STRUCK``).
_MD_CODE = re.compile(r"`([^`\n]+)`")
_MD_STRONG = re.compile(r"(?<![\w*])(\*\*|__)(?=[^\s*_])(.+?)(?<=[^\s*_])\1(?![\w*])")
_MD_EMPHASIS = re.compile(r"(?<![\w*])([*_])(?=[^\s*_])(.+?)(?<=[^\s*_])\1(?![\w*])")
_MD_STRUCK = re.compile(r"~~(?P<old>[^~\n]+)~~[ \t]*(?P<after>.*)$")


def _markdown_plainly(said: str) -> str:
    """``said`` without markdown's marks (``_MD_CODE``, ``_MD_STRONG``, ``_MD_EMPHASIS``);
    a struck-out value with its replacement after it is the replacement, now ("upload:
    ~~Node 18~~ Node 22" says "upload: Node 22 now, not Node 18"); struck-out text followed by nothing
    else, or by a remark after a dash or a bracket, stays, unmarked ("~~Always cc the lead~~
    — rule removed")."""
    if "`" in said:
        said = _MD_CODE.sub(r"\1", said)
    if "*" in said or "_" in said:
        said = _MD_EMPHASIS.sub(r"\2", _MD_STRONG.sub(r"\2", said))
    if "~~" in said:
        struck = _MD_STRUCK.search(said)
        if struck is not None:
            after = struck.group("after")
            if after and after[0].isalnum():
                said = said[: struck.start()] + after.rstrip(" .") + " now, not " + struck.group("old").strip()
            else:
                said = said[: struck.start()] + struck.group("old") + (" " + after if after else "")
    return said


# A notification's label, then what it is about and its value apart by a middle dot
# ("Asana: Pegasus launch · Due November 20", "Recurring event: ops weekly sync · 08:00"):
# the label had read as the subject, so two launches were one slot's versions. What the
# dot follows is the subject and what comes after it the value; the label stays, as a
# scope said first (it may be whose: "Falcon: ..."): "For Asana, Pegasus launch: Due ...",
# unless it only says what kind of record it is ("Recurring event: ...").
_DOTTED_UNDER_LABEL = re.compile(
    r"^(?P<pre>(?:[^:\u00b7\u2022]{1,30}:\s+(?=[^:]*:))?)(?P<lead>(?:[-*]\s+)?)(?P<label>[^\W\d][^:\u00b7\u2022]{0,40}?):\s+(?P<about>[^\s:\u00b7\u2022][^:\u00b7\u2022]{0,60}?)"
    r"\s+[\u00b7\u2022]\s+(?P<value>[^\s:\u00b7\u2022](?:[^:\u00b7\u2022]|(?<=\d):(?=\d)){0,60}?)(?P<end>[.!]?)$"
)


# The same with a dash apart ("Linear: Nimbus decision updated — hosting is now Fly.io",
# "Directory lookup: Diego Kato — not assigned to the Dublin office").
_DASHED_UNDER_LABEL = re.compile(
    r"^(?P<pre>)(?P<lead>(?:[-*]\s+)?)(?P<label>[^\W\d][^:\u2014\u2013]{0,40}?):\s+(?P<about>[^\s:\u2014\u2013][^:\u2014\u2013]{0,60}?)"
    r"\s+[\u2014\u2013]\s+(?P<value>[^\s:\u2014\u2013](?:[^:\u2014\u2013]|(?<=\d):(?=\d)){0,60}?)(?P<end>[.!]?)$"
)


# A label's words that only say what kind of record it is: no scope
_RECORD_KINDS = frozenset(
    stem(w) for w in "event events recurring reminder notification notice alert message system entry record item".split()
)


def _names_a_record_kind(label: str) -> bool:
    """Whether a label's words only say what kind of record follows ("Recurring event",
    "System message", "Reminder"): each a record kind's, a where-written word or a label's."""
    words = re.findall(r"[^\W\d]+", label.casefold())
    return bool(words) and all((f := stem(w)) in _RECORD_KINDS or f in _WRITTEN_IN or w in LABELS for w in words)


def _dotted_plainly(match: re.Match) -> str:
    """``_DOTTED_UNDER_LABEL``'s line as "<label's scope>, <about>: <value>"; a label that
    only says what kind of record it is ("Recurring event", "Reminder") is none."""
    pre, label = match.group("pre"), match.group("label")
    pre = "" if _names_a_record_kind(pre) else pre  # "System message: "
    if label.casefold() in CONCEPTS and _NAMED_PERSON.fullmatch(match.group("about")):
        # a word the lexicon reads is what the person has, no scope: "Allergy: Jonas Schmidt \u2014 gluten"
        return f"{pre}{match.group('lead')}{match.group('about')}'s {label.casefold()}: {match.group('value')}{match.group('end')}"
    scope = "" if _names_a_record_kind(label) else f"For {label}, "
    return f"{pre}{match.group('lead')}{scope}{match.group('about')}: {match.group('value')}{match.group('end')}"


def _dashed_plainly(match: re.Match) -> str:
    """``_DASHED_UNDER_LABEL``'s line as ``_dotted_plainly`` says it, where what the dash
    follows names something (not a value, "timeout: 30 seconds — don't lower it", nor a
    note's word, "Kai: update — ...") and what comes after it is no advice or order."""
    about, value = match.group("about"), match.group("value")
    if (
        _RETRACTED_AFTER.search(match.group()) is not None  # "X: always Y \u2014 no longer a rule"
        or any(c.isdigit() for c in about)
        or all(w in LABELS or w in OPENERS for w in about.casefold().split())
        or _ADVICE_OPENS.match(value)
        or " over " in value
    ):
        return match.group()
    return _dotted_plainly(match)


_ADVICE_OPENS = re.compile(r"(?:don['\u2019]t|do\s+not|never|always|please|keep|make\s+sure)\b", re.IGNORECASE)


def _exported_plainly(said: str) -> str:
    """``said`` as its words say it, without markdown (``_markdown_plainly``), a note app's
    link, property, key path or list syntax (``_WIKILINK``, ``_PROPERTY``, ``_KEY_PATH``,
    ``_ORDERED_LIST``: the items of an ordered list in order, "the tests, then the linter",
    so the reverse order is another rule), and a record of fields on one line said as a
    sentence (``_record_plainly``)."""
    if "`" in said or "*" in said or "_" in said or "~~" in said:
        said = _markdown_plainly(said)
    record = _JSON_RECORD.match(said.strip()) if "{" in said else None
    if record is not None:
        pairs = [(m.group("k"), m.group("s") if m.group("s") is not None else m.group("n")) for m in _JSON_FIELD.finditer(record.group("body"))]
        plain = _record_plainly(pairs)
        if plain is not None:
            said = record.group("pre") + plain + record.group("end")
    elif " | " in said or " \u00b7 " in said or " \u2022 " in said:
        row = _ROW.match(said)
        if row is not None:
            fields = [_ROW_FIELD.match(part) for part in _ROW_SEPARATOR.split(row.group("row"))]
            if all(fields) and _FIELD_NAME.fullmatch(fields[0].group("k").strip()):
                plain = _record_plainly([(f.group("k").strip(), f.group("v")) for f in fields])
                if plain is not None:
                    said = row.group("lead") + plain
        else:
            said = _DOTTED_UNDER_LABEL.sub(_dotted_plainly, said, count=1)
    said = _WIKILINK.sub(lambda m: m.group(2) or m.group(1), said)
    said = _PROPERTY.sub(":", said)
    path = _KEY_PATH.match(said)
    if path is not None:  # "people/Nils Berg/office: Berlin" says "people Nils Berg office: Berlin"
        said = said[: path.start("path")] + _PATH_STEP.sub(" ", path.group("path")) + said[path.end("path") :]
    return _ORDERED_LIST.sub(
        lambda m: m.group("key") + ", then ".join(item.strip() for item in re.split(r"[,;|]", m.group("items")) if item.strip()),
        said,
    )


def _without_lead(lead: re.Pattern, said: str) -> str:
    """``said`` without what ``lead`` matches at its start (a label it names stays); what
    follows opens with a capital, as a sentence does."""
    match = lead.match(said)
    return said if match is None else _after_lead(match, said)


def _after_lead(match: re.Match, said: str, scope: str = "") -> str:
    """``said`` after the lead ``match`` found at its start: the label the lead names, a
    scope said first when given ("For Aurora, "), and the rest opening with a capital."""
    return (match.groupdict().get("pre") or "") + scope + _capitalised(said[match.end() :])


# A line of a group chat or a meeting's transcript, kept as it was said: who said it
# first, then what they said. The speaker is known to be one (not a heading naming what a
# fact is about: "Aurora: Asha is the tech lead") where the line says so: a time or a
# channel in brackets before ("[09:14] Mo:", "[#release] Rob:"), a handle ("@eva.tanaka:",
# "<tariq>"), where it was said in brackets after ("Leila (Slack, #team-falcon):"), a time
# between dashes ("Eva — 10:42 AM — ..."), a quote ("> Nils: ...") or an edit ("(edited)
# Mo: ..."). A short label may open it ("Transcript excerpt: ").
_CHAT_LINE = re.compile(
    r"^(?P<pre>(?:[^:@<>\[\]()#]{1,30}:\s+)?)(?P<quote>>\s*|\((?:edited|bearbeitet|editado|modifi\u00e9|\u0438\u0437\u043c\u0435\u043d\u0435\u043d\u043e)\)\s*)?"
    r"(?P<stamp>(?:\[(?:\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?|#[\w-]+)\]\s*)+)?"
    r"(?:(?P<handle>@[\w.-]*\w(?:\s+[^\W\d][\w'-]*)?|<[\w.-]+>)|(?P<name>[^\W\d][\w'-]*(?:\s+[^\W\d][\w'-]*){0,2}))"
    r"(?P<where>\s*\([^()]{1,40}\))?"
    r"(?P<sep>\s*:\s+|\s+[\u2014\u2013-]{1,2}\s+\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?\s+[\u2014\u2013-]{1,2}\s+|(?<=>)\s+)"
    r"(?P<body>\S.*)$",
    re.IGNORECASE,
)
_CHAT_PLACE = re.compile(r"#|\b(?:slack|teams|discord|zoom|chat|call|dm|re:)", re.IGNORECASE)
# who a line's speaker is where it is the user ("me: ...", "yo: ...")
_SPEAKER_ME = frozenset({"me", "myself", "yo", "ich", "moi", "eu", "io", "я"})
# "I" and "my" in a speaker's line (English): each said as the speaker
_FIRST_PERSON = re.compile(
    r"\b(?:[Ii](?P<be>['\u2019]m|\s+am)|[Ii](?P<have>['\u2019]ve|\s+have)|[Ii](?P<will>['\u2019]ll)|[Ii](?P<would>['\u2019]d)"
    r"|[Ii](?P<dont>\s+don['\u2019]t|\s+do\s+not)|[Ii](?P<adverbs>(?:\s+(?:always|never|usually|mostly|only|also|still|just|"
    r"really|now|often|normally|generally|typically))*)(?P<verb>\s+[a-z]+)?(?=[\s,.!?;:]|$)|(?P<my>[Mm]y|[Mm]ine)(?!['\w]))"
)
_MODALS = frozenset("can could will would shall should may might must was".split())


# A question and its answer, each labelled ("Q: who's the tech lead on Falcon? A: Ana"):
# said as a question answered in place ("Who's the tech lead on Falcon? Ana").
_QUESTION_ANSWERED = re.compile(
    r"^(?P<pre>(?:[^:?]{1,30}:\s+)?)(?:q|question|frage|pregunta|вопрос)\s*:\s*(?P<q>[^?]{3,}\?)\s*"
    r"(?:a|answer|antwort|respuesta|ответ)\s*:\s*(?P<a>\S.*)$",
    re.IGNORECASE,
)


def _chat_said(said: str) -> str:
    """A question and its answer as one (``_QUESTION_ANSWERED``); a chat line
    (``_CHAT_LINE``) said as its speaker's: what the user said ("me: ...") as theirs; "I"
    and "my" opening a line of someone's as that person ("Nils Suzuki: I work from Lima"
    is "Nils Suzuki works from Lima"; a plain label before it must be a full name); a
    marked line that names whom it is about first ("[11:02] Mo: Felix Bauer sits in
    Tokyo", "@kai: the sync is at 3pm") as it says, the speaker being where it was heard;
    one that opens with a verb (what the speaker did: "@eva: moved to Berlin") with the
    speaker as its subject, the line's time and handle left out. Any other line, and
    lines in other languages, as they are; a label before the tag that only says where
    the line was kept ("Transcript excerpt: ") goes."""
    asked = _QUESTION_ANSWERED.match(said)
    if asked is not None:
        question = asked.group("q")
        return f"{asked.group('pre')}{question[0].upper()}{question[1:]} {asked.group('a')}"
    match = _CHAT_LINE.match(said)
    if match is None:
        return said
    handle, name, body = match.group("handle"), match.group("name"), match.group("body")
    where = match.group("where") or ""
    marked = bool(
        match.group("quote") or match.group("stamp") or handle or match.group("sep").strip(" :")
        or _CHAT_PLACE.search(where)
    )
    who = re.sub(r"[._]+", " ", handle.strip("@<>")) if handle else name
    pre = match.group("pre")
    kept_from = pre and all(w in _CHAT_SOURCE for w in pre.casefold().rstrip(": ").split())
    if kept_from:
        said, pre = said[len(pre) :], ""  # where the line was kept
    speaks = (marked or _full_name(name)) and _I_FIRST.match(body) is not None
    if not (marked or speaks or who.casefold() == "me"):
        return said
    if who.casefold() in _SPEAKER_ME:
        return pre + body
    if speaks:
        return pre + _FIRST_PERSON.sub(lambda found: _as_speaker(who, found), body)
    if _names_first(body):
        return pre + body
    first = body.split(None, 1)[0].casefold().strip(",.!:")
    if _verbish(first) or _form(first) in ("d", "g"):  # what the speaker did: theirs
        return f"{pre}{who}{where}: {body}"
    return said


# What a line names first as whom it is about, after a hedge or a greeting ("afaik",
# "pretty sure", "hi all"): a name of two or three words ("Felix Bauer sits ...", "amara
# novak has ..."), or a service's or a flag's of joined words ("refund-worker runs ...",
# "voice-notes is ..."), then a verb (``_names_first``); or "the" ("the sync is at 3pm").
# In any case, so a line and its case variants read alike.
_HEDGES_FIRST = (
    r"(?:(?:afaik|iirc|fwiw|btw|fyi|imo|pretty\s+sure|i\s+think|i\s+believe|confirming|heads\s+up|hi(?:\s+all)?|hey"
    r"(?:\s+all)?|hello(?:\s+all)?|ok(?:ay)?|yeah|yep|so|actually|ps)[,:!]?\s+)*"
)
_HEDGED = re.compile(_HEDGES_FIRST, re.IGNORECASE)
_JOINED_NAME = re.compile(r"[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)+")
_PLAIN_WORD = re.compile(r"[^\W\d][\w'-]*")
# "I" or "my" opening a line, after a hedge: the speaker is its subject
_I_FIRST = re.compile(_HEDGES_FIRST + r"(?:I\b|I['\u2019]|my\b)", re.IGNORECASE)


def _names_first(body: str) -> bool:
    """Whether a chat line's words (``body``) name whom they are about first, after a
    hedge: "the", or a name (two or three words, none a verb, a determiner, a
    preposition, a pronoun, a word for when or how often) or a joined name, then a known
    verb in the present or "be" / "have" ("always mention ticket numbers" names nobody)."""
    words = body[_HEDGED.match(body).end() :].casefold().split()
    if len(words) >= 2 and words[0] == "the":
        return True
    for size in (1, 2, 3):
        if len(words) <= size:
            break
        named, verb = words[:size], words[size].strip(",.!?:;")
        if size == 1 and not _JOINED_NAME.fullmatch(named[0]) or size > 1 and not all(map(_PLAIN_WORD.fullmatch, named)):
            continue
        if any(
            _verbish(w) or _form(w) in ("d", "g") or w in _DETERMINERS or w in _PREPOSITIONS or w in _SPEAKING
            or w in _WHEN_WORDS or w in _WEEKDAYS or w in _MONTHS or w in CUES or w in NEGATORS or w in FILLERS
            for w in named
        ):  # fmt: skip
            return False
        if verb in ("is", "are", "has", "have", "was", "were") or _form(verb) == "s" and _verbish(verb):
            return True  # a verb in the present or "be" / "have" ("moved" may be the speaker's own)
    return False


# Words for when, which no name opens with ("last week moved to Berlin" is the speaker's)
_WHEN_WORDS = frozenset("today tomorrow yesterday tonight week weekend month year morning evening next last this since".split())


# A label before a marked chat line that only says where the line was kept ("Transcript
# excerpt: ", "From the group chat: ", "Saved from Slack: "): its words, each of these.
_CHAT_SOURCE = frozenset(
    "transcript excerpt from the a group chat saved slack teams discord meeting call thread channel log copied "
    "pasted quote quoted forwarded message messages dm via in".split()
)


def _full_name(name: str | None) -> bool:
    """Whether a plain label may be a person's full name: two or three words, none a word
    the rules know (a label's, a verb's, a concept's, a team's: "Quick note", "Status
    update", "Team Falcon"), in any case."""
    if not name:
        return False
    words = name.split()
    return 2 <= len(words) <= 3 and all(
        (f := w.casefold()) not in LABELS and f not in OPENERS and f not in VERBS and f not in CONCEPTS
        and f not in FILLERS and f not in SCOPE_NOUNS and f not in GENERIC and stem(f) not in _WRITTEN_IN
        for w in words
    )  # fmt: skip


def _as_speaker(who: str, found: re.Match) -> str:
    """One ``_FIRST_PERSON`` match said of ``who``."""
    if found.group("my"):
        return who + "'s"
    for group, said in (("be", " is"), ("have", " has"), ("will", " will"), ("would", " would"), ("dont", " does not")):
        if found.group(group):
            return who + said
    verb = found.group("verb") or ""
    return who + (found.group("adverbs") or "") + (" " + _third_person(verb.strip()) if verb else "")


def _third_person(verb: str) -> str:
    """A verb after "I" as said after a name: "work" "works", "go" "goes", "carry"
    "carries"; a past ("moved", "left"), a modal or a word that may be no verb stays."""
    if verb in _MODALS or _form(verb) in ("d", "g") or verb in ("have", "am", "do"):
        return {"have": "has", "am": "is", "do": "does"}.get(verb, verb)
    if _form(verb) == "s" or len(verb) < 2:
        return verb
    if verb.endswith(("sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


# A label naming the document a note was kept in ("Per AGENTS.md: ", "From CLAUDE.md: ",
# "activeContext.md: ", ".cursorrules: "): where it was written, as "Per the wiki, " is.
# A config file may name what it is about ("config/staging.yaml: ..."), so it stays.
_KEPT_IN_FILE = re.compile(
    r"^(?:(?:per|from|in|see|via|according\s+to)\s+)?(?:[\w-]+\.(?:md|mdc|markdown|txt|rst|org)|\.(?:cursor|windsurf|cline)rules)"
    r"\s*[:,]\s+(?=\S)",
    re.IGNORECASE,
)


# A scope between a heading's dash and a second label: "Device report — client work: font
# in use: Menlo" is client work's ("For client work, Device report: font in use: Menlo"),
# so "— client work:" and "— work:" are two scopes, not one with a word added ("work" is a
# generic word). One label after the dash is the heading's own ("## Atlas — QA lead: Ana").
_SCOPE_BEFORE_COLON = re.compile(
    r"^(?P<lead>(?:[-*#]+\s+)?)(?P<x>[^\W\d][^():\u2014\u2013]{0,40}?)\s[\u2014\u2013]\s+"
    r"(?P<scope>[^():\d\u2014\u2013]{1,30})(?=:\s+[^:]+:\s):\s+(?P<rest>\S.*)$"
)


def _scope_first(match: re.Match) -> str:
    return f"{match.group('lead')}For {match.group('scope').strip()}, {match.group('x').strip()}: {match.group('rest')}"


# A diary's or a log's stamp opening an entry says when it was written, as a record's "(as of
# 2026-05)" does, not what the entry is about: "Journal, March 3:", "Work log, 19 Feb:",
# "Evening entry:", "Dear diary,", "Day 212.", and a weekday (with its date) before a dash
# ("Tue 14 Oct — had lunch with ..."), after a note's label or not ("Note: journal,
# Jul 7: ..." keeps "Note: "). The entry is read without it (its date had been
# the subject, and every fact of that day one fact's versions). A weekday before a colon
# may be a schedule's ("Mon: gym at 7") and stays; so does a stamp before what is due
# without a date of its own ("Fri — the release is due": due that day).
_MONTH_NAME = "(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_WEEKDAY_NAME = "(?:" + "|".join(sorted(_WEEKDAYS, key=len, reverse=True)) + r")\.?"
_DAY_DATE = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH_NAME}|{_MONTH_NAME}\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{4}}-\d{{2}}-\d{{2}})"
    r"(?:,?\s+\d{4})?"
)
_DIARY_STAMP = re.compile(
    r"^(?P<pre>(?:note|notes|fyi|btw|ps|reminder|update|memo)\s*:\s+)?\s*(?:dear\s+diary\s*[,:!—–-]\s*"
    rf"|(?:(?:work|daily|personal|morning|evening|night|late)\s+)?(?:journal|diary|log|entry)(?:\s+entry)?"
    rf"(?:\s*,?\s*(?:{_WEEKDAY_NAME},?\s+)?{_DAY_DATE})?\s*[:—–]\s*"
    rf"|from\s+my\s+(?:daily\s+|work\s+)?(?:journal|diary|log)\s*[:—–]\s*"
    r"|day\s+\d{1,4}\s*[.:—–]\s+"
    rf"|{_WEEKDAY_NAME}(?:,?\s+{_DAY_DATE})?\s*[—–]\s*"
    rf"|(?:{_WEEKDAY_NAME},?\s+)?{_DAY_DATE}\s*[—–]\s*(?=(?:i|we|my|had|did|got|went|met|spent|finally|so|big|long|late)\b)"
    r")+",
    re.IGNORECASE,
)
_DUE_WITHOUT_DATE = re.compile(r"\b(?:due|deadline)\b", re.IGNORECASE)


def _undated(said: str) -> str:
    """``said`` without a diary's or a log's stamp opening it (``_DIARY_STAMP``)."""
    match = _DIARY_STAMP.match(said)
    if match is None or match.end() >= len(said):
        return said
    rest = said[match.end() :]
    if _DUE_WITHOUT_DATE.search(rest) and not any(c.isdigit() for c in rest):
        return said
    return (match.group("pre") or "") + _capitalised(rest)


# An email kept as a memory, as its thread gives it ("Re: Q3 seating — Hi all, Nils works
# in the Oslo office. Thanks, Priya"): the envelope says where the fact was written, not
# what it says. Reply and forward prefixes (and the languages' own: "AW:", "WG:", "TR:",
# "RV:", "SV:"), after a note's label or not; an out-of-office reply's marker and the
# sentence that says its writer is away; a greeting opening the body ("Hi all,", "Hola
# equipo,", "Коллеги, добрый день!"); the earlier mail quoted after a sentence ("... this
# week. | On Tue, Oct 14, Mara wrote: > Nils is in Oslo for now": its old value had read
# as the fact's); a sign-off ("Thanks, Priya", "Best, —J", "Sent from my iPhone"). The
# subject line before the body's dash leaves only what it names that the body does not
# (``_subject_scope``).
_MAIL_PREFIX = re.compile(
    r"^(?P<pre>[^:,]{1,30}:\s+)??(?:(?:re|fwd?|fw|tr|aw|wg|rv|sv|antw)\s*:\s*)+(?=\S)", re.IGNORECASE
)
_AUTO_REPLY = re.compile(
    r"^(?:automatic\s+reply|auto[- ]?reply|out\s+of\s+(?:the\s+)?office|abwesenheitsnotiz|respuesta\s+autom[aá]tica|"
    r"r[ée]ponse\s+automatique)\s*:\s*(?:I(?:'m|\u2019m|\s+am)\s+(?:out|away|off|on\s+(?:leave|holiday|vacation|pto))\b"
    r"[^.;,!?]{0,40}(?:[.;!]\s+|,\s+but\s+))?(?=\S)",
    re.IGNORECASE,
)
_MAIL_SUBJECT = re.compile(r"^(?P<subject>[^.!?:;|>\u2014\u2013]{1,60}?)\s+[\u2014\u2013]\s+(?=\S)")
_GREETING = re.compile(
    r"^(?:(?:hi|hello|hey|dear|hola|bonjour|salut|hallo|liebe|ciao|привет|здравствуйте|коллеги|добрый\s+день)\b"
    r"[^,!:.;]{0,25}[,!:]\s+)+(?=\S)",
    re.IGNORECASE,
)
_QUOTE_HEADER = r"[^|>]{0,80}?\b(?:wrote|schrieb|a\s+écrit|escribió|написал[аи]?)\s*:\s*"
_QUOTED = re.compile(
    rf"(?:(?<=[.!?])\s+(?:\|\s+)?(?:{_QUOTE_HEADER})?>\s|\s+(?:\|\s+)?{_QUOTE_HEADER}>\s?).*$",
    re.IGNORECASE,
)
_SIGN_OFF = re.compile(
    r"(?<=[.!?])\s+(?:(?:thanks|thank\s+you|many\s+thanks|thanks\s+(?:so\s+much|all|again)|best|best\s+regards|"
    r"kind\s+regards|warm\s+regards|regards|cheers|love|viele\s+grüße|beste\s+grüße|liebe\s+grüße|grüße|saludos|"
    r"un\s+saludo|gracias|cordialement|bonne\s+journée|merci|с\s+уважением|спасибо)\s*[,!]\s*(?:[\u2014\u2013-]\s*)?"
    r"(?:[^\W\d_][\w.'-]*(?:\s+[^\W\d_][\w.'-]*){0,2})?|xx+\s+[^\W\d_][\w'-]*|[\u2014\u2013-]\s*[^\W\d_][\w.'-]*"
    r"(?:\s+[^\W\d_][\w.'-]*)?|(?:sent|enviado|envoyé|gesendet|отправлено)\s+(?:from|desde|de|von|с)\s+"
    r"(?:my|mi|mon|meinem)?\s*\w+)\s*[.!]?$",
    re.IGNORECASE,
)

# What a mail says around its fact: a lead-in to the reader ("TL;DR:", "Action item:",
# "Confirmed on my side:", "Looping in on-call:", "Small correction to my earlier note:",
# "As discussed,", "Per my last email,", "Just a gentle reminder that", "Happy to share
# that") and, in a mail, a closing courtesy ("Please update the directory.", "Let me know
# if that's not enough.", "Sorry for the confusion!").
_MAIL_LEAD = re.compile(
    r"^(?:tl;\s?dr\s+(?=on\s)|(?:tl;\s?dr(?:\s+for\s+[^:]{1,40})?|action\s+items?(?:\s+for\s+[^:]{1,30})?|done|change\s+of\s+plan|for\s+your\s+calendar|"
    r"confirmed\s+on\s+my\s+side|(?:to\s+answer|(?:quick\s+)?reply\s+to)\s+your\s+question|quick\s+update(?:\s+for\s+[^:]{1,30})?|"
    r"kurzes\s+update|коротко|(?:looping\s+in|\+\s?cc)\s+[^:,.;]{1,30}|(?:(?:a\s+)?(?:small|quick|tiny|kleine|pequeña|petite|"
    r"небольшая)\s+)?(?:correction|korrektur|corrección|поправка)\b[^:]{0,40}|(?:apologies|sorry)\b[^:]{0,50}|"
    r"corrijo\s+mi\s+correo\s+anterior|(?:please\s+)?update\s+your\s+(?:records|calendars?|contacts)|short\s+answer)\s*:\s+"
    r"(?:(?:no|yes|nope|yep)[.!]\s+)?|(?:as\s+discussed|as\s+agreed|per\s+my\s+last\s+(?:e-?mail|mail|message|note)|"
    r"(?:please\s+)?update\s+your\s+(?:records|calendars?|contacts))\s*[,:]\s+|(?:looping\s+in|cc'?ing|introducing)\s+"
    r"(?=[^\W\d_][\w'-]*\s+[^\W\d_][\w'-]*(?:\s+\(\+\s?cc\))?,\s+who\b)|(?:just\s+)?(?:a\s+)?(?:gentle\s+|quick\s+|friendly\s+)?"
    r"(?:reminder|heads[- ]up)\s+that\s+|(?:i'm\s+)?happy\s+to\s+(?:share|announce)\s+that\s+|(?:please\s+)?note\s+that\s+|"
    r"confirming\s+that\s+|(?:te\s+confirmo|je\s+confirme)\s+que\s+|fyi\s*[,:]?\s+)+(?=\S)",
    re.IGNORECASE,
)
_COURTESY_LAST = re.compile(
    r"(?:(?<=[.!?])|;)\s+(?:please\s+[^.!?]{1,60}|let\s+me\s+know\b[^.!?]{0,60}|shout\s+if\b[^.!?]{0,60}|"
    r"(?:sorry|apologies)\b[^.!?]{0,40}|thanks?\s+(?:you\s+)?for\b[^.!?]{0,40}|[^.!?]{0,30}\battached\b[^.!?]{0,30}|"
    r"everything\s+else\s+stays\s+the\s+same|(?:decision\s+)?(?:logged|noted|recorded|documented|filed)\s+in\s+[^.!?]{1,30}|(?:full\s+)?details\s+below|more\s+below|see\s+below|no\s+exceptions\b[^.!?]{0,10}|извините\b[^.!?]{0,40}|entschuldig[^.!?]{0,40})[.!]?$",
    re.IGNORECASE,
)
_FULL_NAME_LAST = re.compile(r"([A-Z][\w'.-]+(?:\s+[A-Z][\w'.-]+)+)\s*[.!]?$")
_WRITER_SPEAKS = re.compile(r"\b(?:I|my|mine)\b", re.IGNORECASE)
_CC_MARK = re.compile(r"\s*\(\+\s?cc\)", re.IGNORECASE)
_COURTESY_LEAVES = 5  # words a closing courtesy leaves at least, else it stays


def _mail_body(said: str) -> str:
    """``said`` without an email's envelope (``_MAIL_PREFIX`` and the rest above): a quote
    or a sign-off closing any text, a lead-in to the reader opening any; in a mail (a
    prefix, an out-of-office marker, a quote or a sign-off found) its greeting, its subject
    line (``_subject_scope``) and what it closes with for the reader (``_mail_tail``)."""
    whole = said
    if "> " in said:
        said = _QUOTED.sub("", said)
    writer = ""
    for _ in range(3):  # "Thanks! Sent from my iPhone"
        sign = _SIGN_OFF.search(said)
        if sign is None:
            break
        said = said[: sign.start()]
        if not writer:  # the last sign-off's name ("— Mira Yilmaz"), read from the end
            named = _FULL_NAME_LAST.search(sign.group())
            writer = named.group(1) if named else ""
    prefix = _MAIL_PREFIX.match(said)
    pre, body = (prefix.group("pre") or "", said[prefix.end() :]) if prefix else ("", said)
    auto = _AUTO_REPLY.match(body)  # "Re: Automatic reply: I'm out until Monday. ..."
    if auto is not None:
        body = body[auto.end() :]
    scope = ""
    subject = _MAIL_SUBJECT.match(body) if prefix is not None and auto is None else None
    if subject is not None:
        body = body[subject.end() :]
        scope = _subject_scope(subject.group("subject"), body)
    mail = said != whole or prefix is not None or auto is not None
    if mail:
        body = _GREETING.sub("", body)
    body = _MAIL_LEAD.sub("", body)
    if "(+" in body:
        body = _CC_MARK.sub("", body)  # "Looping in Yuki Abe (+cc), who ...": who was copied in
    if mail:
        body = _mail_tail(body)
    if not body:
        return whole
    if writer and _WRITER_SPEAKS.search(body):
        # who "I" is: "... my working hours change from JST to CET. — Mira Yilmaz" is Mira's
        pre = f"{writer}: {pre}"
    if body == said and not pre:
        return said
    return pre + scope + _capitalised(body)


# A comment on an issue or a review kept as a memory ("LGTM :+1: — X runs on Rust 1.80",
# "Nit: ...", "Requesting changes on the catering list: ...", "Closing #904 as done: ..."):
# the verdict and what it closes say how the thread went, not the fact (after a note's
# label or not), and so do the change request it was made in ("Updated the floor map in
# !344:") and the document it was read in ("TIL from the [office map](...):"); an emoji's
# short code (":+1:", ":tada:") and a checklist's box ("- [x] ") are no words.
_REVIEW_LEAD = re.compile(
    r"^(?:(?:note|fyi|ps)\s*:\s*)?(?:(?:lgtm|\+1|nit|blocking|non-blocking|drive-by|approved(?:\s+with\s+[^:.]{1,20})?|changes\s+requested|"
    r"requesting\s+changes(?:\s+on\s+[^:.]{1,30})?|(?:fyi|note)\s+for\s+(?:later\s+|future\s+)?(?:reviewers|readers)|checked\s+[^:.]{1,40}\s+while\s+reviewing|"
    r"closing(?:\s+[#!]\d+)?(?:\s+as\s+(?:done|fixed|resolved|completed))?|reopening(?:\s+[#!]\d+)?(?:\s+because)?"
    r"|(?:updated|changed|fixed|bumped)\s+[^:]{1,40}?\s+in\s+[#!]\d+|(?:til\s+)?(?:from|per)\s+the\s+(?:\[[^\]]{1,40}\]\([^)\s]{1,200}\)"
    r"|[^:,\[]{0,30}?\b(?:map|docs|page|wiki|runbook|readme|handbook|guide|chart|list|sheet|dashboard))(?=\s*:))"
    r"(?:\s*[.:!,\u2014\u2013-]+\s*|\s+))+(?=\S)",
    re.IGNORECASE,
)
_CHECKBOX = re.compile(r"^\s*[-*]\s+\[[ xX]\]\s+")
# A status tag opening a note ("[Resolved] ...", "[FYI] ...") says nothing of the fact; one
# that says a change ("[Update] ...", "[Changed] ...") is an update's label.
_STATUS_TAG = re.compile(
    r"^\s*\[(?:(?P<change>updated?|changed?|revised)|resolved|done|fixed|closed|fyi|info|note|notice|heads[- ]?up|"
    r"important|reminder|ack(?:ed)?|ok)\]\s*(?=\S)",
    re.IGNORECASE,
)
_BULLETS = frozenset("-*+\u2022")
_BULLET = re.compile(r"^[-*+\u2022]\s+(?=\S)")
_EMOJI_CODE = re.compile(r"(?:(?<=\s)|^):(?=[a-z0-9_+-]*[a-z+])[a-z0-9_+-]{1,20}:(?=[\s.,!]|$)\s*")


# Where a coding agent found a fact, kept with it: a comment's or heading's mark ("# ",
# "// ", a docstring's quotes), a comment's tag ("NOTE:", "TODO(ana):", "heads-up:"), a
# checklist's box, a commit's type ("chore(scope): "), a changelog's heading ("### Changed
# - "), a file the line was read in ("team.md: ", "CONTRIBUTING.md (ops team): ",
# "billing/.env: "), and where it was found ("grep hit: ") before one of these
# (``_dev_said``).
_DEV_COMMENT = re.compile(r"^(?:#{1,6}(?=\s)|//+|/\*+|\*(?=\s)|\"\"\"|''')\s*")
# (a code tag anywhere; a word the label reading knows too, "Note:", only after a comment's mark)
_DEV_TAG = re.compile(r"^(?:(?:todo|fixme|hack|xxx)(?:\([^()]{1,30}\))?\s*:|til\s*[:\u2014\u2013-])\s+(?=\S)", re.IGNORECASE)
_DEV_COMMENT_TAG = re.compile(
    r"^(?:note|nb|warning|careful|heads[- ]up|fyi|hinweis|achtung|nota|ojo|примечание|внимание)\s*:\s+(?=\S)", re.IGNORECASE
)
# (a type that is also a plain label's word, "Docs: ...", "Build: ...", only with its scope)
_DEV_COMMIT = re.compile(
    r"^(?:(?:feat|fix|chore|refactor|perf)(?:\((?P<scope>[^()]{1,40})\))?|(?:docs|style|tests?|build|ci|revert)\((?P<scope2>[^()]{1,40})\))"
    r"!?:\s+(?=\S)",
    re.IGNORECASE,
)
_DEV_CHANGELOG = re.compile(
    r"^(?:#{1,4}\s*)?(?:changed|updated|geändert|aktualisiert|cambiado|cambiad[oa]s|изменено|breaking[ -]changes?)\s*(?:[:\u2014\u2013-]\s*)+(?=\S)",
    re.IGNORECASE,
)
# a file (a path, its name with an extension or a name files are given without one), a
# scope in brackets after it, and a section ("README › Offices")
_DEV_FILE = re.compile(
    r"^(?:(?:from|per|in|see)\s+)?(?P<dirs>(?:[\w.-]+/)*)(?P<name>[\w-]*\.(?P<ext>md|markdown|mdx|txt|rst|ya?ml|toml|json|jsonc|ini|cfg|conf|env|properties)"
    r"|\.[\w-]+|(?:(?P<repo>[\w-]+)\s)?(?:dockerfile|maintainers|codeowners|readme|makefile|procfile|justfile|gemfile|changelog|contributing))"
    r"(?:\s*\((?P<scope>[^()]{1,40})\))?(?:\s*[›»>]\s*[\w ]{1,30}?)?\s*(?:\s(?:diff|entry|row|line))?(?:\s+for\s+(?P<whose>[^:]{1,40}))?\s*:\s+(?=\S)",
    re.IGNORECASE,
)
# an architecture decision record's heading, with what it decides about ("ADR-12 (Cedar,
# CI): ", "ADR-0019 (Cedar) supersedes ADR-0012: "), and its decision's or status's word
_DEV_ADR = re.compile(
    r"^ADRs?(?:[- ]?\d+)?\s*\((?P<scope>[^()]{1,50})\)(?P<supersedes>\s+supersedes\s+(?:ADR[- ]?)?\d+)?\s*:\s*(?:(?:decision|status|outcome)\s*(?:[:\u2014\u2013-]\s*)+)?(?=\S)",
    re.IGNORECASE,
)
_ADR_ACCEPTED = re.compile(r"[.;,]?\s*(?:status\s*:\s*)?(?:accepted|approved|adopted)\s*[.!]*$", re.IGNORECASE)
_ADR_SUPERSEDES = re.compile(r"^supersed(?:es|ing)\s+(?:the\s+)?(?:earlier|previous|old|prior)(?:\s+one|\s+ADR|\s+decision)?(?:\s*[-\d]+)?\s*(?:[:\u2014\u2013,-]\s*)+", re.IGNORECASE)
# a label that names the issue or change request it was said in ("Per the org chart linked
# in #412: ", "Re scheduling in #640: "), or a source of that kind opening the text ("Per
# !412 the timeout ..."): where it was said. Only one that opens as a source does, and
# names no owner ("Per the data team's guide in #12: ", "CI · billing-api / build #48: "
# say whose)
_REF_LABEL = re.compile(
    r"^(?:per|re|for|from|in|on|while|answering|adding\s+context|context|heads[- ]?up|fyi|merged|closing|closed|updated|pinning|see)\b"
    r"(?:[^:#!'\u2019`\n]{0,60}?\s)?[#!]\d+[^:#!'\u2019`\n]{0,30}:\s+(?=\S)|^per\s+[#!]\d+\s*,?\s+(?=\S)"
    # ... or after a comma where it opens with where it comes from: "Per the ADR merged in #1207, "
    r"|^(?:per|re|from|as\s+per|according\s+to)\s[^,:#!'\u2019`\n]{0,60}?[#!]\d+[^,:#!'\u2019`\n]{0,20},\s+(?=\S)",
    re.IGNORECASE,
)
# ... and one in brackets after the fact, all they hold, or after a dash or a comma and
# "see": where it is written ("([team calendar](https://...))", "\u2014 see [org chart](https://...)")
_LINK_ONLY_LAST = re.compile(
    r"\s*(?:\((?:see\s+)?\[[^\[\]]{1,60}\]\([^()\s]{1,200}\)\)"
    r"|(?:[,;]|\s[\u2014\u2013-])\s*(?:see|cf\.?)\s+(?:the\s+)?\[[^\[\]]{1,60}\]\([^()\s]{1,200}\))(?=\s*[.!]?\s*$)",
    re.IGNORECASE,
)
# a Markdown link: its text ("our [Cairo office](https://...)" is "our Cairo office")
_MD_LINK = re.compile(r"\[(?P<text>[^\[\]]{1,60})\]\((?:https?://|/|\./)[^()\s]{0,200}\)")
# whom a review copies in, and as what: "Cc @Ana Lima as Bo's manager, since ..." says
# "Ana Lima is Bo's manager"; "Cc @Ana Lima \u2014 they're on CET, so ..." "Ana Lima is on CET"
_CC_AS = re.compile(
    r"^cc\s+@?(?P<p>[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2})\s+(?:as\s+(?P<role>[^,;\u2014]{2,60}?)"
    r"|[\u2014\u2013-]\s+(?:they['\u2019]re|(?:s?he)['\u2019]s)\s+(?P<state>[^,;\u2014]{2,60}?)"
    r"|[\u2014\u2013-]\s+(?:they|s?he)\s+(?P<does>(?:sit|work|live)s?\s+[^,;\u2014]{2,60}?))\s*(?:[,;\u2014].*)?$",
    re.IGNORECASE,
)
# a service at an environment, as a row's key writes it: "billing-api@staging", "(audit-log @ dev)"
_AT_ENVIRONMENT = re.compile(r"\b(?P<x>[^\W\d][\w-]*)\s?@\s?(?P<env>[^\W\d_]+)\b(?![.@])")
# an old value and the current one, as a record says them: "superseded value: 20s; current value: 10s"
_VALUE_REPLACED = re.compile(
    r"\b(?:superseded|old|previous|prior|former)\s+value\s*:\s*(?P<old>[^;,]{1,40}?)\s*[;,]\s*(?:current|new|active)\s+value\s*:\s*(?P<new>[^;,.]{1,40})",
    re.IGNORECASE,
)
# A work tool's notice: a project's tag ("[Comet] "), then the notice's kind and what it is
# for ("Runtime inventory for billing-api: ", "Flag digest (staging): ", "Cluster digest \u2014
# sandbox: ", "Highlights from #data: ", "Team lunch RSVP: "), before the fact it states;
# words of its own in lower case past the first ("Ana Lima's contact preference: " names
# whose it is, no notice's kind).
_NOTICE_TAG = re.compile(r"^\[(?P<tag>[^\W\d_]+(?:-[^\W\d_]+)*)\]\s+(?=\S)")  # (not a record's number: "[EVENT-61]")
_NOTICE_HEADING = re.compile(
    r"^(?P<head>(?:[^\W\d][\w-]*\s)?(?:[a-z][a-z-]*\s){0,2}?(?:digest|overview|inventory|log|profile|directory|preferences?|breakdown|settings|results|"
    r"highlights|agenda|invitation|notice|report|summary|roles|registration|rsvp|survey|reference|roster|calendar|schedule|"
    r"plan|page|portal|management|system|chart|facilities|directions|event|series|milestone|upcoming|request|"
    r"adressbuch|personalverzeichnis|verzeichnis|справочник\s+сотрудников|карточка\s+сотрудника|directorio))"
    r"(?P<change>\s+(?:changed|change|changes|updated|update|rescheduled|superseded|approved|moved|änderung|geändert|изменён|изменено))?"
    r"(?:\s+(?:for|from|of|in)\s+(?P<scope>#?[^\W\d][^:\u2014\u2013|()]{0,40}?))?(?:\s*\((?P<scope2>[^()]{1,30})\))?"
    r"(?P<change2>\s+(?:changed|updated|rescheduled|superseded|approved|moved))?"
    r"\s*(?::|[\u2014\u2013]|\|)\s+(?=\S)",
    re.IGNORECASE,
)
# (what such a scope may name that is no fact's subject: when, and for whom the notice is)
_NOTICE_WHEN = frozenset(
    {"tomorrow", "today", "tonight", "this week", "next week", "the week", "the day", "visitors", "newcomers", "everyone",
     "all", "staff", "guests", "new hires", "you", "the team", "all staff", "record"}
)
# ... nor where it was said: "Summary of the conversation: "
_NOTICE_OCCASION = re.compile(r"(?:the\s+|this\s+|our\s+)?(?:conversation|call|meeting|session|chat|thread|retro|week|day|month|quarter)s?$", re.IGNORECASE)
# a person listed under a label with what holds of them in brackets: "Team lunch RSVP: Ana
# Lima (allergic to dairy)" is Ana Lima's fact (the name had been the label's value, so two
# people's entries were one fact's versions); not a bracket that says a source, an old value
# or when ("(since Monday)", "(changed)"), nor under a label that says whose ("X's manager: ")
_NAMED_BRACKET = re.compile(
    r"^(?P<label>[^:()'\u2019]{1,40}):\s+(?P<name>[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+){1,2})\s+"
    r"\((?!(?:was|were|per|see|via|from|confirmed|previously|formerly|aka|née|he|she|they|as|since|until|starting|effective|"
    r"now|new|changed|switched|updated|temporarily|today|tomorrow|supersedes|replaces|replacing|what|which|who|i|we)\b)(?P<x>[a-z][^()\d\s]*\s[^()\d]{2,40})\)\s*[.!]?$"
)
# a label, then its old value and an arrow to the new one; and the old value and the new alone
_LABEL_ARROW = re.compile(r"^(?P<label>[^:\u2192>]{1,40}):\s+(?P<old>[^:\u2192>=-]{1,40}?)\s*(?:\u2192|->|=>)\s*(?P<new>[^:\u2192>=]{1,40}?)\s*[.!]?$")
_ARROW_ONLY = re.compile(r"^(?P<old>[^:\u2192>=]{1,40}?)\s*(?:\u2192|->|=>)\s*(?P<new>[^:\u2192>=]{1,40}?)\s*[.!]?$")
_ARROWS = ("->", "\u2192", "=>")
# a tracker's record or a comment on one: "Milestone: ", "Epic comment: ", "Thread comment: "
_DEV_TRACKER = re.compile(
    r"^(?:(?:milestone|epic|story|task|issue|ticket|thread|pr|mr|review|commit)(?:\s+comment)?|comment)\s*:\s+(?=\S)", re.IGNORECASE
)
# a setting under a quoted key: 'language."commit messages" = "Japanese"'
_QUOTED_KEY = re.compile(r"\b(?P<key>[^\W\d][\w-]*)\.[\"'](?P<sub>[^\"']{1,40})[\"']\s*(?:=|:)\s*[\"'](?P<value>[^\"']{1,40})[\"']")
# a checklist's setup of something, then a slot's value: "work setup \u2014 browser: Opera"
_SETUP_SLOT = re.compile(
    r"^(?:the\s+)?(?P<scope>[^\u2014\u2013:]{1,40}?)\s+(?:setup|set-up|config|configuration)\s+[\u2014\u2013-]\s+(?P<slot>[^:]{1,30}):\s+(?=\S)",
    re.IGNORECASE,
)
# where a line was found, said before it: "grep hit: ", "Agent scratchpad: "
_DEV_FOUND = re.compile(r"^(?:[^\W\d_][\w'-]*\s){0,4}[^\W\d_][\w'-]*:\s+(?=\S)")
# files that say what a service runs on: "FROM ruby:3.3", "python 3.12"
_RUNTIME_FILES = frozenset({"dockerfile", ".tool-versions", ".nvmrc", ".python-version", ".ruby-version", "runtime.txt"})
_DOCKER_FROM = re.compile(r"^FROM\s+(?P<lang>[\w.-]+):(?P<version>[\w.-]+)", re.IGNORECASE)
# a Markdown table's row: its cells
_TABLE_ROW = re.compile(r"^\|(?P<cells>(?:[^|]+\|){2,4})\s*[.!]*\s*$")
# a diff of one field, on one line: "-office: Seoul +office: Lagos  # Ana", "-Japanese +English"
_DIFF_FIELD = re.compile(
    r"^(?P<pre>(?:[^+]*?\s)?)-(?=\S)(?:(?P<key>[^\W\d][\w ]{0,20}?):\s*)?(?P<old>[^+#]+?)\s+\+(?=\S)(?:(?P=key):\s*)?(?P<new>[^#]+?)\s*(?:#\s*(?P<who>[^#]+?))?\s*$"
)
# a substitution ("`s/Ruff/Prettier/` in my formatter settings"), and a line's closing
# comment saying what it was ("--replicas=3  # was 1"); a value struck through is read as
# Markdown is (``_MD_STRUCK``)
_SED = re.compile(r"^`?s/(?P<old>[^/]{1,40})/(?P<new>[^/]{1,40})/g?`?\s*(?:[\u2014\u2013-]\s*)?(?P<rest>.*)$")
_WAS_COMMENT = re.compile(r"\s+#\s*(?:was|previously|before|formerly)\s+(?P<old>[^#]{1,40}?)\s*$", re.IGNORECASE)
# a setting's name in capitals ("REQUEST_TIMEOUT_S=120"), its unit said after its value
_ENV_SETTING = re.compile(r"\b(?P<key>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\s*=\s*(?P<value>\S+)")
_ENV_UNITS = {"S": "seconds", "SEC": "seconds", "SECS": "seconds", "SECONDS": "seconds", "MS": "milliseconds",
              "MIN": "minutes", "MINS": "minutes", "MINUTES": "minutes", "H": "hours", "HOURS": "hours", "DAYS": "days"}


# A claim quoted and answered after a dash, as a review thread or a chat does ("> X is on
# NATS \u2014 superseded, per !981 X is on Kafka now"): the answer's opening says whether the
# claim is stale (``_quote_answered``).
_QUOTE_ANSWERED = re.compile(r"^>\s*(?P<claim>[^\u2014\u2013]{3,160}?)\s+[\u2014\u2013]\s+(?P<answer>\S.*)$")
_ANSWER_STALE = re.compile(
    r"^(?:nope|no|not\s+any\s?more|not\s+since\s+[^:,;]{1,40}|no\s+longer(?:\s+(?:true|valid|the\s+case))?|outdated(?:\s+since\s+[^:,;]{1,40})?"
    r"|superseded|stale|redirecting|please\s+don['\u2019]t|heads[- ]?up,\s+that(?:['\u2019]s|\s+is|\s+has)?\s+(?:stale|outdated|changed|been\s+changed)"
    r"(?:\s+in\s+[#!]\d+)?|ya\s+no|уже\s+неактуально|nicht\s+mehr)\s*[,:;.!]\s*(?=\S)",
    re.IGNORECASE,
)
_ANSWER_HOLDS = re.compile(r"^(?:yes|yep|yeah|correct|confirmed|still\s+true|still\s+the\s+case|right)\b[\s,.!:]*", re.IGNORECASE)
# what an answer gives as its source or the writer's own remark, around its fact
_ANSWER_SOURCE = re.compile(r"^per\s+[#!]\d+\s*,?\s+", re.IGNORECASE)
_ANSWER_TAIL = re.compile(
    r"(?:[,;]?\s*\(?see\s+[#!]\d+\)?|[,;]\s*per\s+[#!]\d+|,\s+I\s+(?:updated|fixed|changed|edited|noted)\b[^,;]*)\s*[.!]*$", re.IGNORECASE
)
# a rule said gone in the answer: what the claim said is no longer so
_ANSWER_GONE = re.compile(r"\b(?:retired|dropped|removed|lifted|scrapped|doesn['\u2019]t\s+require|no\s+longer\s+(?:required|needed))\b", re.IGNORECASE)
# the verb after a claim's subject: "the weekly sync is at 9" is about "the weekly sync"
_CLAIM_VERB = re.compile(r"\s(?:is|are|was|were|has|have)\s")


def _quote_answered(said: str) -> str:
    """A quoted claim and its answer as the fact they leave: the answer's, where it says the
    claim is stale ("\u2014 outdated: X transferred to ..."; its pronoun said as the claim's
    subject: "it was rescheduled to 09:15" about "the weekly sync is at 13:30"), "no longer"
    the claim where the answer says a rule went, and the claim where the answer confirms it."""
    quoted = _QUOTE_ANSWERED.match(said)
    if quoted is None:
        return said
    claim, answer = quoted.group("claim").rstrip(" ,;"), quoted.group("answer")
    if _ANSWER_HOLDS.match(answer):
        return claim
    stale = _ANSWER_STALE.match(answer)
    if stale is None:
        return said
    fact = _ANSWER_TAIL.sub("", _ANSWER_SOURCE.sub("", answer[stale.end() :])).strip()
    if _ANSWER_GONE.search(fact) and _RULE_NAMED.match(fact):
        return "no longer: " + claim.rstrip("?")  # "\u2014 outdated, that rule was retired in !301"
    pronoun = _ANSWER_PRONOUN.match(fact)
    verb = _CLAIM_VERB.search(claim)
    if pronoun is not None:
        if verb is None or claim.endswith("?"):
            return said  # whose "it" is, the claim does not say plainly
        # "it's on Mondays now", "it was rescheduled": the claim's subject's
        fact = claim[: verb.start()] + (" is " if pronoun.group("be") else " ") + fact[pronoun.end() :]
    return fact if _CHANGE_SAID.search(fact) else "As of now, " + fact


_RULE_NAMED = re.compile(r"(?:that|the|this)\s+(?:rule|policy|convention|requirement)\b", re.IGNORECASE)
_ANSWER_PRONOUN = re.compile(r"(?:it|that)(?:(?P<be>['\u2019]s)|(?=\s+(?:was|is|has|got|moved)\b))\s*", re.IGNORECASE)


# How another assistant's memory feature keeps a fact, as an import brings it
# (``_store_said``): a tool's tag ("[core_memory_append] "), a saved memory's or a block's
# label ("Saved memory: ", "Key facts: ", "human: ", "Gespeicherte Erinnerung: "; not a plain
# "Note: ", which the label reading knows), an
# update's notice ("Memory updated: "), a deletion's ("Forgot: ", "Deleted memory: "), a
# report of what the user said ("In an earlier conversation the user mentioned that ").
_STORE_TAG = re.compile(r"^\[[a-z]+(?:_[a-z]+)+\]\s*(?=\S)")
_STORE_LABEL = re.compile(
    r"^(?:(?:saved|imported|stored|new|recalled|core|long[- ]term|archival|episodic|key)\s+(?:memory|memories|facts?|notes?)|memory|memories)"
    r"(?:\s+(?:import|added|saved|entry))?\s*:\s+(?=\S)"
    r"|^(?:human|persona)\s*:\s+(?=\S)|^(?:conversation|session|chat)\s+summary\s*:\s+(?=\S)"
    r"|^(?:clipped|pasted|copied)(?:\s+(?:from|off)\s+(?:the\s+|a\s+)?(?:clipboard|web|browser|web\s*page|page|site|website|wiki|doc|docs|notes?|e-?mail))?\s*:(?:\s+(?=\S)|$)"
    r"|^(?:key\s+facts\s+)?about\s+the\s+user['\u2019]s\s+[\w-]+(?:\s+[\w-]+)?\s*:\s+(?=\S)"
    r"|^(?:gespeicherte\s+erinnerung|erinnerung|memoria\s+guardada|memoria|сохран[её]нное\s+воспоминание|воспоминание|память)\s*:\s+(?=\S)"
    r"|^in\s+an?\s+(?:earlier|previous|past|prior)\s+(?:conversation|session|chat),?\s+the\s+user\s+(?:mentioned|said|noted|shared|stated)"
    r"\s+(?:that\s+)?(?=\S)",
    re.IGNORECASE,
)
_STORE_UPDATED = re.compile(
    r"^(?:memory\s+updated|updated\s+memory|erinnerung\s+aktualisiert|memoria\s+actualizada|воспоминание\s+обновлено|память\s+обновлена)\s*:\s+(?=\S)",
    re.IGNORECASE,
)
_STORE_FORGOT = re.compile(
    r"^(?:forgot(?:ten)?|deleted\s+memory|memory\s+deleted|removed\s+memory|vergessen|olvidado|забыто)\s*:\s+(?=\S)", re.IGNORECASE
)
# a fact replaced by another: a tool's call, an arrow between two quoted facts, a fact
# invalidated and the one valid after it
_STORE_REPLACED = re.compile(
    r"core_memory_replace\(\s*old_content\s*=\s*(?P<q1>['\"])(?P<a>.+?)(?P=q1)\s*,\s*new_content\s*=\s*(?P<q2>['\"])(?P<b>.+?)(?P=q2)\s*\)"
    r"|^(?P<pre>[^'\"]{0,40}?)'(?P<a2>[^']+)'\s*(?:->|\u2192|=>)\s*'(?P<b2>[^']+)'"
    r"|^fact\s+['\"]?(?P<a3>.+?)['\"]?\s+invalidated\s*[;.:,]\s*(?:new\s+fact\s+)?valid\s+(?:from|since)\s+[^:]{1,30}:\s+['\"]?(?P<b3>.+?)['\"]?[.!]?$"
    r"|^fact\s+invalidated\s*:\s+['\"]?(?P<a4>.+?)['\"]?[.;]\s+(?:new\s+fact\s+)?(?:\(?valid(?:_at)?\s*(?:from|since|:)\s*[^:)]{1,30}\)?)\s*:\s+['\"]?(?P<b4>.+?)['\"]?[.!]?$",
    re.IGNORECASE,
)
# ... and a fact said invalidated by what it was about: "Earlier fact about the X team's
# deploys preference invalidated; valid from today: A over B"
_STORE_ABOUT_INVALIDATED = re.compile(
    r"^(?:earlier|old|previous|prior)\s+fact\s+about\s+(?P<about>[^;:]{1,60}?)\s+invalidated\s*[;.:,]\s*(?:new\s+fact\s+)?"
    r"valid\s+(?:from|since)\s+[^:]{1,30}:\s+(?=\S)",
    re.IGNORECASE,
)
# when a fact store says a fact holds, after it: "(valid_at: first mention; invalid_at: none)"
_STORE_VALIDITY = re.compile(r"\s*\((?:valid(?:_at|\s+from|\s+since)?)\b\s*:?[^()]{0,60}\)(?=\s*[.!]?\s*$)", re.IGNORECASE)
# a person's relation to the user before their name: "the user's colleague Ana Lima works ..."
_ROLE_BEFORE_NAME = re.compile(r"^(?:the\s+user['\u2019]s\s+|my\s+|our\s+|a\s+)?(?:colleague|coworker|co-worker|teammate)\s+(?=[A-Z])")


def _replaced(old: str, new: str) -> str:
    """``new`` with what ``old`` said in its place after it ("(was 8)"): the words between
    what the two share at their start and at their end."""
    a, b = old.rstrip(" .").split(), new.rstrip(" .").split()
    head = 0
    while head < min(len(a), len(b)) and a[head].casefold() == b[head].casefold():
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[-1 - tail].casefold() == b[-1 - tail].casefold():
        tail += 1
    was = " ".join(a[head : len(a) - tail])
    now = b[head : len(b) - tail]
    if head == 0 and was and now and len(now) < len(b) and b[len(now)].casefold() in ("is", "are"):
        # the one who holds it changed: "Y replaced X as the QA lead on P" (said "Y is the QA lead ... (was X)",
        # Y would be the fact's subject)
        return f"{' '.join(now)} replaced {was} as {' '.join(b[len(now) + 1 :])}"
    return " ".join(b) + (f" (was {was})" if was and len(a) - tail - head < len(a) else f" (was: {old})")


def _store_said(rest: str) -> tuple[str, bool, bool]:
    """``rest`` without what another assistant's memory feature wraps a fact in (the tables
    above), a replaced fact said as the new one with the old value after it, and whether
    the store said it changed or forgot it."""
    changed = forgot = False
    for _ in range(4):
        found = _STORE_TAG.match(rest)
        if found is not None:  # a tool's tag, then its block's name ("[core_memory_append] project: ")
            rest = re.sub(r"^[a-z]+\s*:\s+(?=\S)", "", rest[found.end() :])
            continue
        found = _STORE_LABEL.match(rest)
        if found is None:
            found = _STORE_UPDATED.match(rest)
            changed = changed or found is not None
        if found is None:
            found = _STORE_FORGOT.match(rest)
            forgot = forgot or found is not None
        if found is None:
            found = _STORE_ABOUT_INVALIDATED.match(rest)
            if found is not None:
                rest, changed = f"{found.group('about')}: {rest[found.end() :]}", True
                continue
        if found is None:
            # where it came from, before the store's own label: "Carried over from another assistant: saved memory: ..."
            label = _DEV_FOUND.match(rest)
            after = rest[label.end() :] if label is not None else ""
            if label is not None and (_STORE_LABEL.match(after) or _STORE_UPDATED.match(after) or _STORE_TAG.match(after)):
                rest = after
                continue
            break
        rest = rest[found.end() :]
    if "_content" in rest or "'" in rest or "nvalid" in rest:
        replaced = _STORE_REPLACED.search(rest)
        if replaced is not None:
            a = replaced.group("a") or replaced.group("a2") or replaced.group("a3") or replaced.group("a4")
            b = replaced.group("b") or replaced.group("b2") or replaced.group("b3") or replaced.group("b4")
            rest, changed = (replaced.group("pre") or "") + _replaced(a, b), False
    if "valid" in rest:
        rest = _STORE_VALIDITY.sub("", rest)
    if forgot:
        rest = re.sub(r"^(['\"])([^'\"]+)\1", r"\2", rest)  # "Deleted memory: 'X' (...)"
        forgot = not (_CHANGE_SAID.search(rest) or _ANSWER_GONE.search(rest))  # (one that says so itself)
    return _ROLE_BEFORE_NAME.sub("", rest), changed, forgot


def _dev_said(said: str) -> str:
    """``said`` as the fact a developer's artefact, another assistant's memory record
    (``_store_said``), a quoted claim's answer (``_quote_answered``) or a work tool's notice
    holds: what opens it taken off (``_DEV_COMMENT`` and the rest above; a commit's scope, a
    file's folder, a project's tag or a notice's "for X" kept as what the fact is about
    where the rest does not name it, a commit or a changelog's "Changed" as a change), a
    table's row as its cells said in order ("Kestrel's tech lead: Ana"), a one-line diff or
    a substitution as the new value with the old one after it ("(was Ruff)"; a value struck
    through is left to the Markdown reading, ``_MD_STRUCK``), a setting in capitals as its
    words ("request timeout is 30 seconds") and a runtime file's line as what the service
    runs on."""
    rest = said.strip()
    if rest[:1] == ">":
        rest = _quote_answered(rest)
    rest, changed, forgot = _store_said(rest)
    scopes: list[str] = []
    whose = ""
    update = runtime = owner = False  # (an arrow in a change record; a change record; a folder's)
    notice_scope = ""  # what a work tool's notice is for ("Flag digest for staging: ")
    tagged = False  # a project's tag opened it ("[Comet] ")
    for _ in range(6):
        found = _DEV_COMMENT.match(rest)
        if found is not None:
            rest = rest[found.end() :]
            tag = _DEV_COMMENT_TAG.match(rest)
            rest = rest[tag.end() :] if tag is not None else rest
            continue
        found = _DEV_TAG.match(rest)
        if found is None and "[" in rest[:6]:
            found = _CHECKBOX.match(rest)
        if found is None and rest[:2] in ("- ", "* ", "\u2022 ") and rest != said.strip():
            found = _BULLET.match(rest)  # a rules file's bullet, after its name
        if found is not None:
            rest = rest[found.end() :]
            continue
        found = _NOTICE_TAG.match(rest) if rest[:1] == "[" else None
        if found is not None:
            scopes.append(found.group("tag"))
            rest, tagged = rest[found.end() :], True
            continue
        found = _NOTICE_HEADING.match(rest)
        if found is not None:
            scope = (found.group("scope") or found.group("scope2") or "").strip().lstrip("#")
            head = found.group("head").strip()
            if "team" in head.casefold() or (" " in head and not scope and not tagged and " | " not in found.group()):
                break  # a heading of its own words and no "for X" may name whose it is ("Support team policy: ")
            rest = rest[found.end() :]
            changed = changed or found.group("change") is not None or found.group("change2") is not None  # "Seating plan changed: "
            bare = _ARROW_ONLY.match(rest)
            if scope and bare is not None:
                # "Contact preference for X updated: email \u2192 Slack": X's contact preference is Slack now
                rest = f"{scope}'s {head.casefold()}: {bare.group('new')} (was {bare.group('old')})"
                changed = False  # (its "was" says the change)
            elif (scope and scope.casefold() not in _NOTICE_WHEN and not _NOTICE_OCCASION.match(scope)
                    and scope.casefold() not in rest.casefold()):
                notice_scope = scope
            if " | " in rest and rest.count(" | ") == 1:  # "Org profile | Ana Lima | Office: Lisbon"
                first, _, last = rest.partition(" | ")
                rest = f"{first}'s {last}" if ": " in last else f"{first}: {last}"
            continue
        found = _DEV_TRACKER.match(rest) or _REF_LABEL.match(rest)
        if found is not None:
            rest = re.sub(r"^heads[- ]?up,\s+(?=\S)", "", rest[found.end() :], flags=re.IGNORECASE)  # (a comment's aside)
            continue
        found = _DEV_COMMIT.match(rest)
        if found is not None:
            rest = rest[found.end() :]
            scope = found.group("scope") or found.group("scope2") or ""
            # what the commit is about ("invoice-renderer", "Kestrel", "backend"), where the rest
            # does not say it (a scope may name only where the change was made, "roster", but
            # one that names what it is about is all that tells two commits apart)
            if scope and "." not in scope and scope.casefold() not in rest.casefold():
                scopes.append(scope)
            # a commit is a change: an arrow in it says from what to what, and its verb is done
            update, changed = update or any(arrow in rest for arrow in _ARROWS), True
            rest = _COMMIT_EDITED.sub("", rest, count=1)  # "update contacts, X takes over": X takes over
            verb = rest.split(" ", 1)[0]
            if verb.casefold() in _COMMIT_DONE:
                rest = _COMMIT_DONE[verb.casefold()] + rest[len(verb) :]
            continue
        found = _DEV_CHANGELOG.match(rest)
        if found is not None:
            rest, changed = rest[found.end() :], True
            update = update or any(arrow in rest for arrow in _ARROWS)
            continue
        found = _DEV_ADR.match(rest) if rest[:3].casefold() == "adr" else None
        if found is not None:
            rest = _ADR_ACCEPTED.sub(".", rest[found.end() :])
            scopes.append(" ".join(part.strip() for part in found.group("scope").split(",")))
            superseding = _ADR_SUPERSEDES.match(rest)
            if superseding is not None:
                rest, update = rest[superseding.end() :], True
            changed = changed or found.group("supersedes") is not None
            continue
        found = _DEV_FILE.match(rest)
        if found is not None:
            rest = rest[found.end() :]
            name = found.group("name").casefold()
            folders = [d for d in found.group("dirs").split("/") if d and d.casefold() not in _DEV_FOLDERS]
            stem = name.rsplit(".", 1)[0].removeprefix("values-")
            if found.group("ext") and stem in ENVIRONMENTS:  # "billing/staging.env": billing in staging
                scopes.append(" in ".join([*folders[-1:], stem]))
            elif folders:
                scopes.append(" ".join(folders))
                owner = True
            repo = found.group("repo")
            if repo and repo[:1].isupper() and not (rest[:1].isupper() and rest.split(" ", 1)[0] == repo):
                scopes.append(repo)  # whose README: "Fjord README: ..." (not "dotfiles README")
            if found.group("scope"):
                scopes.append(found.group("scope"))
            whose = found.group("whose") or whose
            runtime = runtime or name in _RUNTIME_FILES
            continue
        if scopes or update or not _DEV_FOUND.match(rest):
            break
        label = _DEV_FOUND.match(rest)
        after = rest[label.end() :]
        if not (_DEV_COMMENT.match(after) or _DEV_FILE.match(after) or _DEV_COMMIT.match(after) or _CHECKBOX.match(after)
                or _TABLE_ROW.match(after) or after[:3] == "`s/" or _NOTICE_HEADING.match(after)):
            break
        rest = after
    rest = rest.rstrip()
    for closing in ('"""', "'''", "*/"):
        if rest.endswith(closing):
            rest = rest[: -len(closing)].rstrip()
        elif rest[:-1].endswith(closing) and rest[-1] in ".!":
            rest = rest[: -len(closing) - 1].rstrip()
    row = _TABLE_ROW.match(rest)
    if row is not None:
        cells = [c.strip() for c in row.group("cells").split("|")[:-1]]
        if all(cells):
            head, *middle, last = cells
            if middle or ": " in last:
                rest = f"{head}'s " + " ".join(middle) + (f": {last}" if middle else last)
            else:
                rest = f"{head}: {last}"
    diff = _DIFF_FIELD.match(rest) if " +" in rest else None
    if diff is not None:
        who = diff.group("who") or whose
        key = diff.group("key") or ""
        pre = diff.group("pre").strip().rstrip(":").strip()
        pre = pre.rsplit(" for ", 1)[-1] if " for " in pre else pre  # "roster diff for Ana Lima": Ana Lima's
        subject = ", ".join(p for p in (who, pre) if p)
        rest = (f"{subject}'s {key}" if subject and key else subject or key) + f": {diff.group('new')} (was {diff.group('old').strip()})"
        whose = ""
    sed = _SED.match(rest) if "/" in rest else None
    if sed is not None:
        about = re.sub(r"^(?:in|on|for|of|para|en|für|im|в)\s+", "", sed.group("rest").strip(), flags=re.IGNORECASE)
        rest = f"{about}: {sed.group('new')} (was {sed.group('old')})" if about else f"{sed.group('new')} (was {sed.group('old')})"
    if "#" in rest:
        rest = _WAS_COMMENT.sub(r" (was \g<old>)", rest, count=1)
    if "_" in rest and "=" in rest:
        rest = _ENV_SETTING.sub(_env_setting, rest)
    if "](" in rest:
        # (a link in a label before the fact stays: the label reading knows where it points)
        colon = rest.find(": ")
        cut = colon + 1 if -1 < rest.find("](") < colon else 0
        rest = rest[:cut] + _MD_LINK.sub(r"\g<text>", _LINK_ONLY_LAST.sub("", rest[cut:]))
    if "@" in rest:
        cc = _CC_AS.match(rest)
        if cc is not None:
            does = cc.group("does")
            if does and not does.split(" ", 1)[0].endswith("s"):
                does = does.replace(" ", "s ", 1)  # "they sit in X": "Ana sits in X"
            rest = f"{cc.group('p')} " + (does or f"is {cc.group('role') or cc.group('state')}")
        rest = re.sub(r"(?<![\w@.])@(?=[A-Z])", "", rest)  # "@Carlos Sakamoto": a handle's name
    if "@" in rest:
        rest = _AT_ENVIRONMENT.sub(_at_environment, rest)  # "billing-api@staging": billing-api in staging
        rest = re.sub(r"\s@\s(?=\d)", " at ", rest)  # "Invitation: the sync @ 9:30"
    if "value" in rest:
        rest = _VALUE_REPLACED.sub(r"\g<new> (was \g<old>)", rest, count=1)
    if rest.endswith(")") or rest.endswith(").") or rest.endswith(")!"):
        rest = _NAMED_BRACKET.sub(lambda m: f"{m.group('label')}: {m.group('name')} \u2014 {m.group('x')}", rest, count=1)
    if '."' in rest or ".'" in rest:
        rest = _QUOTED_KEY.sub(r"\g<key> for \g<sub>: \g<value>", rest, count=1)
    if " setup" in rest or " config" in rest or " set-up" in rest:
        rest = _SETUP_SLOT.sub(r"For \g<scope>, \g<slot>: ", rest, count=1)
    if runtime:
        docker = _DOCKER_FROM.match(rest)
        if docker is not None:
            rest = f"runs on {docker.group('lang')} {docker.group('version')}" + rest[docker.end() :]
        elif rest[:1].isalpha() and not rest.casefold().startswith("runs "):
            rest = "runs on " + rest
    if whose:
        scopes.insert(0, whose)
    update = update or (changed and any(arrow in rest for arrow in _ARROWS))
    # what a commit or a changelog's entry says holds from then on, where it says no change itself
    now = (changed and not update and not _CHANGE_SAID.search(rest) and not _RULE_GONE.search(rest) and not _ANSWER_GONE.search(rest)
           and rest.split(" ", 1)[0].casefold() not in _COMMIT_DONE.values())
    if update:
        labelled = _LABEL_ARROW.match(rest)
        if labelled is not None:  # "Büro von X: Munich \u2192 Hanoi": the label's value, then the old one
            rest, update = f"{labelled.group('label')}: {labelled.group('new')} (was {labelled.group('old')})", False
    if notice_scope:
        rest = f"For {notice_scope}, {rest}"
    if scopes:
        # a folder's field: "Kestrel/MAINTAINERS: tech lead: Ana" is Kestrel's tech lead
        field = owner and len(scopes) == 1 and re.match(r"[^\W\d][\w -]{0,30}:\s", rest)
        rest = ", ".join(scopes) + ("'s " if field else " " if rest.startswith("runs on ") else ": ") + rest
    if (update or now) and rest.startswith("For "):
        rest = "f" + rest[1:]
    rest = ("Update: " if update else "As of now, " if now else "") + rest
    if forgot:
        rest = "no longer: " + rest  # "Forgot: the X rule to ...": it no longer holds
    return said if rest == said.strip() else rest


# what a commit edited, said before the fact it records ("update contacts, X takes over as ...")
_COMMIT_EDITED = re.compile(
    r"^(?:update|add|edit|fix|tweak|adjust|record|document|note)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s*(?:,|:|\s[\u2014\u2013-])\s+(?=\S)",
    re.IGNORECASE,
)
# a commit's imperative, said done ("move X to Y" is "moved X to Y")
_COMMIT_DONE = {
    "move": "moved", "drop": "dropped", "remove": "removed", "switch": "switched", "swap": "swapped", "hand": "handed",
    "flip": "flipped", "scale": "scaled", "bump": "bumped", "replace": "replaced", "change": "changed", "rename": "renamed",
    "migrate": "migrated", "upgrade": "upgraded", "downgrade": "downgraded", "retire": "retired", "lift": "lifted",
    "deprecate": "deprecated", "disable": "disabled", "enable": "enabled",
}
# folders that say where in a repository, not what a fact is about
_DEV_FOLDERS = frozenset({"docs", "doc", "src", "config", "configs", ".github", "helm", "k8s", "deploy", "ops", "infra", "charts", "notes", "memory"})


def _at_environment(m: re.Match) -> str:
    """``_AT_ENVIRONMENT``'s service in its environment, where the word after "@" names one."""
    return f"{m.group('x')} in {m.group('env')}" if m.group("env").casefold() in ENVIRONMENTS else m.group()


def _env_setting(m: re.Match) -> str:
    """A setting in capitals as its words: "REQUEST_TIMEOUT_S=120" is "request timeout is 120 seconds"."""
    parts = m.group("key").split("_")
    unit = _ENV_UNITS.get(parts[-1]) if len(parts) > 2 else None
    if unit:
        parts = parts[:-1]
    value = m.group("value")
    return " ".join(parts).casefold() + " is " + value + (f" {unit}" if unit and value[:1].isdigit() else "")


def _review_said(said: str) -> str:
    """``said`` without a review's verdict opening it (``_REVIEW_LEAD``), emoji short codes, and
    a list item's checkbox or mark ("- [x] ", "- ", "\u2022 ")."""
    if ":" in said:
        said = _EMOJI_CODE.sub("", said).strip()
    lead = _REVIEW_LEAD.match(said)
    if lead is not None and lead.end() < len(said):
        said = _capitalised(said[lead.end() :])
    if "[" in said[:8]:
        said = _CHECKBOX.sub("", said, count=1)  # "- [x] coffee-run list: ..."
        tag = _STATUS_TAG.match(said)
        if tag is not None:
            said = ("Update: " if tag.group("change") else "") + said[tag.end() :]
    if said[:1] in _BULLETS:
        said = _BULLET.sub("", said, count=1)  # a list item's mark: "- kindly be informed that ..."
    return said


def _mail_tail(body: str) -> str:
    """A mail's body without what closes it for the reader, while five words at least stay:
    a courtesy (``_COURTESY_LAST``), what the reader should do or may ask (", please fix
    the sheet", ", so please count them there", "Grab one for them too?"), a consequence that
    names nothing new (", so the old address is out", ", so nothing containing it"), and
    the writer's own remark (", I mixed up two names", "; I really don't want it"). A
    consequence or a remark with a name or a number may be a fact of its own ("..., so
    Nils is the tech lead now") and stays."""
    for _ in range(4):
        cut = _COURTESY_LAST.sub("", body)
        if cut == body:
            tail = _READER_TAIL.search(body)
            if tail is None or any(c.isdigit() for c in tail.group()) or _NAMED.search(tail.group()):
                return body
            cut = body[: tail.start()]
        if len(cut.split()) < _COURTESY_LEAVES:
            return body
        body = cut
    return body


# What a mail's body may close with for its reader (``_mail_tail``).
_READER_TAIL = re.compile(
    r"(?:,\s+(?:so\s+)?please\b[^.!?]{0,60}|,\s+so\s+(?:(?:please|nothing|skip|don'?t|do\s+not|no\s+need|the\s+old|"
    r"(?:they|he|she|we|you|it|that)(?:'d|'ll|\s+(?:would|should|can|could|will|might|may))\b)[^.!?]{0,80}"
    r"|(?=[^.!?]*\b(?:there|them|it|this|those)\b)[^.!?]{1,80})|[,;]\s+[Ii](?:\s+|['\u2019](?:ve|d|ll)\s+)(?!am\b)[^.!?]{1,60}|"
    r"(?<=[.!])\s+[^.!?]{1,60}\?)[.!]?$"
)
# a word with a capital (not "I", nor one opening a sentence)
_NAMED = re.compile(r"(?<=[^\s.!?]\s)(?!I\b)[^\W\d_]*[A-Z]")


def _subject_scope(subject: str, body: str) -> str:
    """What a mail's subject line leaves of itself, "For <words>, ": the names, places,
    environments and teams it names ("desk moves in Budapest", "identity team norms") that
    the body does not, and the word before a thing the body speaks of ("Xenon beta — the
    beta slips ..."); its plain words only say what the thread was about ("Q3 seating",
    "relocation"), and a subject written in title case names nothing by its capitals."""
    body_words = [folded for _, folded, _, _ in _raw_words(body)]
    said = set(body_words) | set(zip(body_words, body_words[1:], strict=False))
    raw = _raw_words(subject)
    titled = all(surface[:1].isupper() for surface, _, kind, _ in raw if kind == "word")
    kept = []
    for n, (surface, folded, kind, _) in enumerate(raw):
        after_kept = bool(kept) and kept[-1][0] == n - 1
        following = raw[n + 1][1] if n + 1 < len(raw) else None
        # said in the body: a word, or a team's or a service's name with its noun
        told = (folded, following) in said if following in SCOPE_NOUNS else folded in said
        if kind == "mark" or told and not (after_kept and folded in SCOPE_NOUNS):
            continue
        word = _classify(surface, folded, kind, n == 0 or titled, following)
        if word is None:
            continue
        if (
            word.cls in ("name", "env")
            or word.cls == "ent" and n > 0 and surface.istitle()  # a name, not an acronym ("RSVPs")
            or word.cls == "kind" and "city" in KINDS.get(word.key, ())
            or folded in SCOPE_NOUNS and after_kept
            or following in SCOPE_NOUNS and word.cls == "word"
            # which one of a thing the body speaks of: "Re: Xenon beta — the beta slips ..."
            or following in said and word.cls in ("word", "ent", "name", "kind")
        ):
            kept.append((n, surface))
    return f"For {' '.join(surface for _, surface in kept)}, " if kept else ""


# A row of a CSV file kept as a memory ("Roles.csv: Phoenix,tech lead,Elif Lindqvist"):
# three to six fields apart by commas with no space after them, a file's or a note's label
# before them or not. What the row is about is every field but the last, its value the
# last: "Phoenix tech lead: Elif Lindqvist" (the fields had read as one run of words, and
# two projects' tech leads as one fact's versions).
_CSV_ROW = re.compile(
    r"^(?P<pre>[^:,]{1,40}:\s+)?(?P<row>[^\W\d][^,:]{0,40}(?:,[^\s,:][^,:]{0,40}){2,5}?)(?P<end>[.!]?)$"
)
_CSV_FILE = re.compile(r"(?P<stem>[^\W\d][\w-]*)\.(?:csv|tsv)\s*:\s*", re.IGNORECASE)


def _csv_row_plainly(match: re.Match) -> str:
    """``_CSV_ROW``'s row as "<fields but the last>: <last>"; a file's name before it is
    where the row was kept ("Roles.csv: Phoenix,tech lead,Elif" is "Phoenix tech lead:
    Elif"), but what a number counts ("Replicas.csv: x,QA,12" is "x QA Replicas: 12");
    another label stays."""
    fields = [field.strip() for field in match.group("row").split(",")]
    if not all(fields):
        return match.group()
    pre, what = match.group("pre") or "", ""
    named = _CSV_FILE.fullmatch(pre)
    if named is not None:  # where the row was kept; before a number, what the number counts
        pre = ""
        if any(c.isdigit() for c in fields[-1]):  # "Replicas.csv: x,QA,12": 12 replicas
            what = " " + named.group("stem").replace("_", " ").replace("-", " ")
    return f"{pre}{' '.join(fields[:-1])}{what}: {fields[-1]}{match.group('end')}"


# A fact as a knowledge graph or a memory store serializes it (2026-12-07): an edge
# between two nodes ("(Priya Shah) -[BASED_AT]-> (Berlin office)", "(:Service {id: 'x'})
# -[:RUNS_ON]-> (:Runtime {lang: 'Go', version: '1.22'})"), a triple between bars ("X |
# sits_in | Y"), a call or a map of named fields ("Fact(subject='X', predicate='designer',
# object='Y')", "rule{team: 'ops', modality: 'always', action: '...'}") and fields apart by
# semicolons ("entity=X; relation=designer; target=Y", "project: X; aspect: CI; choice:
# Y"). Each says one sentence (``_triple_said``): "X based at Berlin office", "X's designer
# is Y". The serialization had been its words: the subject a field's value like the
# object's, so two projects' decisions read as one slot's versions.
_GRAPH_EDGE = re.compile(
    r"\((?P<s>[^()\[\]]{1,100})\)\s*[-\u2014\u2013]\[(?P<r>[^\[\]]{1,100})\][-\u2014\u2013]*>\s*\((?P<o>[^()\[\]]{1,100})\)"
)
_BAR_TRIPLE = re.compile(r"^(?P<pre>(?:[^|:]{1,40}:\s+)?)(?P<s>[^|:]{1,60}?)\s+\|\s+(?P<r>[^|]{1,60}?)\s+\|\s+(?P<o>[^|]{1,80}?)(?P<rest>\s+[\u2014\u2013-]\s.*|[.!]?)$")
_CALL_RECORD = re.compile(r"(?:(?P<name>[^\W\d][\w.]{0,40})[({]|\{)(?P<body>(?:[^(){}]|\([^()]*\)){1,400})[)}]")
_FIELDS_APART = re.compile(r"^(?P<pre>(?:[^;=]{1,40}?(?::|\s[\u2014\u2013])\s+)?)(?P<body>[^\W\d][\w ]{0,29}(?:=|:\s)[^;]{1,80}(?:;\s*[^\W\d][\w ]{0,29}(?:=|:\s)[^;]{1,80}){1,6})$")
_NAMED_FIELD = re.compile(
    r"""["']?(?P<k>[^\W\d][\w -]{0,29}?)["']?\s*(?:=|:)\s*(?:'(?P<a>[^']{0,80})'|"(?P<b>[^"]{0,80})"|(?P<c>[^,;{}()'"]{1,80}?))\s*(?=[,;})]|$)"""
)
_SUBJECT_KEYS = frozenset("subject entity head source sujeto entidad субъект сущность subjekt entität".split())
_PREDICATE_KEYS = frozenset(
    "predicate relation relationship rel attribute property aspect predicado relación relacion atributo "
    "предикат отношение атрибут связь prädikat attribut eigenschaft beziehung".split()
)
_OBJECT_KEYS = frozenset("object target value tail choice objeto valor destino объект значение цель objekt wert ziel".split())
_OLD_KEYS = frozenset("previous prior old was previously anterior previo предыдущее прежнее vorher bisher".split())
_DENIAL_KEYS = frozenset("negated negation negative polarity negado negada отрицание negiert verneint".split())
_DENIAL_VALUES = frozenset("true yes 1 negative да sí si ja wahr verdadero".split())
# a predicate that reads as a verb: a word ending in -s or -ed before its last, a modal
# first, or a preposition last ("sits in", "usually drinks", "must always", "based at")
_VERB_PREDICATE = re.compile(
    r"^(?:\w+\s+)*?(?:\w+(?<!s)s|\w+ed)\s+\w|^\w+ly\s+\w|^(?:must|should|never|always|can|may|will|is|are|has|have|uses|holds|prefers|wants|keeps|runs)\b"
    r"|^\w+(?<!s)s$|\b(?:at|on|in|to|with|by|of|for|from|into|onto|via|über|en|в|на)$",
    re.IGNORECASE,
)
_PREPOSITION_KEYS = frozenset("in at on for of to from with within".split())
_EDGE_DENIED_BEFORE = re.compile(r"\b(?:not|no\s+such|не|нет|nicht|kein\w*|no\s+existe|no)\b", re.IGNORECASE)
_EDGE_DENIED_AFTER = re.compile(
    r"\b(?:negated|negiert|negado|negada|отрицание|denied|verneint)\b|negated\s*=\s*true", re.IGNORECASE
)
_STALE_BEFORE = re.compile(
    r"\b(?:invalidated|expired|closed|superseded|retired|removed|deleted|ended|retracted|old|previous|prior|invalid(?:_at)?)\b", re.IGNORECASE
)


# An access path into a store's records with a bracketed key ("org_chart['X'].manager =
# 'Y'", "user.preferences['editor']['work']: 'vim' → 'helix'", "deadlines['X']['beta'] =
# 'May 5'"): the first bracketed key is whose it is (the user's, where the path starts
# at the user), the steps after it the attribute, what leads to it a container.
_ACCESS_PATH = re.compile(
    r"^(?P<pre>(?:[^:=\[\]'\"]{1,40}:\s+)?)(?P<root>[^\W\d][\w-]*(?:\.[^\W\d][\w-]*)*)"
    r"(?P<steps>(?:\[\s*['\"][^'\"\]]{1,60}['\"]\s*\])+(?:\.[^\W\d][\w-]*|\[\s*['\"][^'\"\]]{1,60}['\"]\s*\])*)"
    r"\s*(?::=|=|:)\s*(?P<value>.+?)\s*$"
)
_PATH_STEP_OF = re.compile(r"\[\s*['\"]([^'\"\]]+)['\"]\s*\]|\.([^\W\d][\w-]*)")
_PATH_WAS = re.compile(
    r"\s*\((?:supersedes|overwrites|replaces|replacing|was|previously|prior\s+value|vorher:?|antes:?|ранее:?|было:?)\s+"
    r"['\"]?(?P<old>[^'\")]{1,60}?)['\"]?(?:\s+(?:invalidated|expired|overwritten))?\)",
    re.IGNORECASE,
)
_CONTAINER_KINDS = frozenset("office team service project".split())


def _path_said(match: re.Match) -> str:
    """An access path's sentence (``_ACCESS_PATH``): "X's manager is Y", "the user's editor
    for work is helix now, not vim" (from "'vim' → 'helix'"); an old value in brackets after
    it ("(supersedes 'Z')") says "now, not Z" too."""
    root = match.group("root").split(".")
    steps = [a or b for a, b in _PATH_STEP_OF.findall(match.group("steps"))]
    keys = [k.replace("_", " ") for k in steps]
    if root[0].lower() in _THE_USER | {"usuario", "nutzer", "пользователь"}:
        whose, attribute = "the user", keys[0] + (" for " + " ".join(keys[1:]) if keys[1:] else "")
    elif len(keys) == 1 and match.group("steps").rstrip().endswith("]"):
        whose, attribute = root[-1].replace("_", " "), keys[0]  # "Opal['message queue']": Opal's
    else:
        kind = root[-1].lower()
        whose = keys[0] + (" " + kind if kind in _CONTAINER_KINDS else "")
        attribute = " ".join(keys[1:])
    value, old = match.group("value"), None
    was = _PATH_WAS.search(value)
    if was is not None:
        value, old = value[: was.start()] + value[was.end() :], was.group("old")
    value = re.sub(r"['\"]([^'\"]*)['\"]", r"\1", value).strip()
    arrow = re.split(r"\s*(?:\u2192|\u21d2|->|=>)\s*", value)
    if len(arrow) == 2 and all(arrow) and old is None:  # a field's value changed: "'A' → 'B'"
        value, old = arrow[1], arrow[0]
    return match.group("pre") + f"{whose}'s {attribute} is {value}" + (f" now, not {old}" if old else "")


# A change as SQL writes it: "UPDATE contacts SET timezone = 'CET' WHERE name = 'X'; --
# previously 'EST'" says "X's timezone is now CET, not EST" (the WHERE values are whose;
# a unit suffix on the column, "request_timeout_s = 20", goes on the value: "20s").
_SQL_UPDATE = re.compile(
    r"^(?P<pre>(?:[^:;]{1,40}:\s+)?)UPDATE\s+[\w.\"`]+\s+SET\s+(?P<col>[\w\"`]+)\s*=\s*(?P<value>'[^']*'|\"[^\"]*\"|[\w.:+-]+)"
    r"(?:\s*,\s*[\w\"`]+\s*=\s*(?:'[^']*'|\"[^\"]*\"|[\w.:+-]+))*\s+WHERE\s+(?P<where>.+?)\s*;?\s*"
    r"(?:--\s*(?:was|previously|prior(?:\s+value)?|old(?:\s+value)?|before)[:\s]\s*(?P<old>'[^']*'|\"[^\"]*\"|[\w.:+ -]+?))?\s*[.!]*$",
    re.IGNORECASE,
)
_SQL_CONDITION = re.compile(r"[\w\"`]+\s*=\s*(?:'(?P<a>[^']*)'|\"(?P<b>[^\"]*)\"|(?P<c>[\w.:+-]+))", re.IGNORECASE)
_UNIT_SUFFIX = re.compile(r"_(?P<unit>s|ms|sec|secs|seconds|min|mins|minutes|h|hours|mb|gb|kb)$", re.IGNORECASE)


def _sql_said(match: re.Match) -> str:
    """A SQL update's sentence (``_SQL_UPDATE``)."""
    whose = " ".join(m.group("a") or m.group("b") or m.group("c") for m in _SQL_CONDITION.finditer(match.group("where")))
    column = match.group("col").strip("\"`")
    unit = _UNIT_SUFFIX.search(column)
    value, old = match.group("value").strip("'\""), (match.group("old") or "").strip().strip("'\"")
    if unit is not None:
        column = column[: unit.start()]
        value, old = value + unit.group("unit"), old and old + unit.group("unit")
    said = f"{whose}'s {column.replace('_', ' ')} is now {value}"
    return match.group("pre") + said + (f", not {old}" if old else "")


def _named_fields(body: str) -> list[tuple[str, str]]:
    """Each named field of a record's body (``_NAMED_FIELD``): its key and its value, the
    quotes off."""
    return [(m.group("k"), m.group("a") or m.group("b") or (m.group("c") or "").strip()) for m in _NAMED_FIELD.finditer(body)]


def _node_said(node: str) -> str:
    """A graph node as words: its label off, its properties' values in order."""
    node = node.strip()
    if "{" in node:
        values = [v for _, v in _named_fields(node[node.index("{") + 1 :])]
        if values:
            return " ".join(v for v in values if v)
    return re.sub(r"^:[\w]+\s*", "", node)


def _relation_words(relation: str) -> tuple[str, list[tuple[str, str]]]:
    """An edge's type as words ("BASED_AT" "based at", ":RUNS_ON" "runs on") and its
    properties ("SITS_ON {office: 'London'}": office, London)."""
    props = []
    if "{" in relation:
        props = _named_fields(relation[relation.index("{") + 1 :])
        relation = relation[: relation.index("{")]
    name = relation.strip().lstrip(":").strip()
    words = name.replace("_", " ").strip()
    return (words.lower() if name.isupper() or "_" in name else words), [(k, v) for k, v in props if v]


def _triple_said(subject: str, predicate: str, obj: str, scope: Iterable[tuple[str, str]] = ()) -> str:
    """One fact's sentence: "X sits in Y" where the predicate reads as a verb, else "X's P
    is Y"; an edge's properties after it where their key is a preposition ("in: 'X'":
    "in X"), else with the subject ("office: 'London'": "the team London")."""
    after = "".join(f" {k} {v}" for k, v in scope if k.lower() in _PREPOSITION_KEYS)
    subject = " ".join([subject, *(v for k, v in scope if k.lower() not in _PREPOSITION_KEYS)])
    predicate = predicate.replace("_", " ").strip()
    if _VERB_PREDICATE.search(predicate):
        if re.match(r"\w+ed\b", predicate):  # a participle: "based at", "managed by"
            predicate = "is " + predicate
        return f"{subject} {predicate} {obj}{after}"
    return f"{subject}'s {predicate} is {obj}{after}"


def _fields_said(pairs: list[tuple[str, str]], triple_only: bool = False) -> str | None:
    """A record of named fields as its sentence: a subject, a predicate and an object field
    say a triple; a value before it ("previous='X'") says it is no longer that, and a
    denial field ("negated=True", "polarity='negative'") that it does not hold. Other
    records say what ``_record_plainly`` makes of them, unless ``triple_only``."""
    keys = [k.strip().lower() for k, _ in pairs]
    found = dict(zip(keys, (v.strip() for _, v in pairs), strict=True))
    denied = any(k in _DENIAL_KEYS and found[k].strip("'\"!.? ").lower() in _DENIAL_VALUES for k in keys)
    old = next((found[k] for k in keys if k in _OLD_KEYS and found[k]), None)
    subject = next((found[k] for k in keys if k in _SUBJECT_KEYS), None)
    predicate = next((found[k] for k in keys if k in _PREDICATE_KEYS), None)
    obj = next((found[k] for k in keys if k in _OBJECT_KEYS), None)
    if subject is None and predicate is not None and obj is not None and keys[0] not in _PREDICATE_KEYS | _OBJECT_KEYS:
        subject = found[keys[0]]  # "project: X; aspect: CI; choice: Y": the first field's value
    if subject and predicate and obj:
        said = _triple_said(subject, predicate, obj)
    elif triple_only:
        return None
    else:
        rest = [(k, v) for k, v in pairs if k.strip().lower() not in _DENIAL_KEYS | _OLD_KEYS]
        said = _record_plainly(rest) if len(rest) >= 2 else None
        if said is None:
            return None
    if old is not None:
        said += f" now, not {old}"
    return "not " + said if denied else said


def _glosses(gloss: re.Match, subject: str) -> bool:
    """Whether a plain gloss says the serialized fact's subject again (one that does not,
    "— i.e. requests give up after 60 seconds", would be any service's)."""
    return subject.strip().casefold() in gloss.group("g").casefold()


# A row's first cell that names the kind of record it is ("Contact record | X | Office: Y",
# "CRM entry | ...", "Config | ..."): where the row was written, not whose it is.
_RECORD_CELL = re.compile(
    r"^(?:[^\W\d][\w-]*\s+){0,2}?(?:record|card|profile|entry|row|config|configuration|settings?|memory|fact)\s+\|\s+(?=\S)",
    re.IGNORECASE,
)


def _graph_said(said: str) -> str:
    """``said`` with a serialized fact read as its sentence (``_GRAPH_EDGE``, ``_BAR_TRIPLE``,
    ``_CALL_RECORD``, ``_SQL_UPDATE``, ``_ACCESS_PATH``, ``_FIELDS_APART``). Two edges or
    records of one subject and predicate, the first said stale ("Relation invalidated: E1; relation added: E2"), say
    the second's value now, not the first's; an edge said denied ("NOT E", "E [negated]",
    "No such relation: E") does not hold; a plain gloss after it ("— i.e. X sits in Y")
    is what it says."""
    gloss = re.search(r"\s[\u2014\u2013-]\s+i\.\s?e\.,?\s+(?P<g>.+)$", said)
    edges = list(_GRAPH_EDGE.finditer(said)) if "[" in said else []
    if edges:
        read = []
        for m in edges:
            relation, props = _relation_words(m.group("r"))
            read.append((_node_said(m.group("s")), relation, _node_said(m.group("o")), props))
        if gloss is not None and gloss.start() >= edges[-1].end() and _glosses(gloss, read[0][0]):
            return gloss.group("g")
        before = said[: edges[0].start()]
        s1, r1, o1, p1 = read[0]
        if len(read) == 2 and read[1][:2] == (s1, r1) and read[1][2] != o1:
            # the one said stale is the old value: said before the second edge, the first
            if _STALE_BEFORE.search(said, 0, edges[1].start()):
                return _triple_said(s1, r1, read[1][2], p1) + f" now, not {o1}"
            if _STALE_BEFORE.search(said, edges[1].end()):
                return _triple_said(s1, r1, o1, p1) + f" now, not {read[1][2]}"
        sentence = _triple_said(s1, r1, o1, p1)
        denied = _EDGE_DENIED_BEFORE.search(before) or _EDGE_DENIED_AFTER.search(said, edges[0].end())
        if denied:
            sentence = "not " + sentence
        return before[: before.rfind(":") + 1] + " " + sentence if before.rstrip().endswith(":") else sentence
    if " | " in said:
        said = _RECORD_CELL.sub("", said, count=1)  # "Contact record | Tobias Reyes | Office: Madrid"
        bar = _BAR_TRIPLE.match(said)
        if bar is not None and not any(":" in bar.group(part) for part in "sro"):  # (a row of fields is no triple)
            if gloss is not None and _glosses(gloss, bar.group("s")):
                return gloss.group("g")
            return bar.group("pre") + _triple_said(bar.group("s"), bar.group("r"), bar.group("o")) + bar.group("rest")
    if "=" in said or "(" in said or "{" in said:
        calls = [m for m in _CALL_RECORD.finditer(said) if "=" in m.group("body") or ":" in m.group("body")]
        records = []
        for m in calls:
            pairs = _named_fields(m.group("body"))
            if len(pairs) >= 2:
                records.append((m, pairs))
        if records:
            if gloss is not None and gloss.start() >= records[-1][0].end() and _glosses(gloss, records[0][1][0][1]):
                return gloss.group("g")
            first = _fields_said(records[0][1])
            if first is not None:
                if len(records) == 2 and _STALE_BEFORE.search(said[: records[0][0].start()]):
                    second = _fields_said(records[1][1])
                    a, b = dict(records[0][1]), dict(records[1][1])
                    olds = [v for k, v in a.items() if b.get(k) != v]
                    if second is not None and len(olds) == 1:
                        return second + f" now, not {olds[0]}"
                m = records[0][0]
                return said[: m.start()] + first + said[m.end() :]
    if "SET" in said or "set" in said:
        update = _SQL_UPDATE.match(said.strip())
        if update is not None:
            return _sql_said(update)
    if "['" in said or '["' in said:
        path = _ACCESS_PATH.match(said.strip())
        if path is not None:
            return _path_said(path)
    if ";" in said and ("=" in said or ": " in said):
        row = _FIELDS_APART.match(said.strip())
        if row is not None:
            pairs = _named_fields(row.group("body"))
            if len(pairs) >= 2:
                plain = _fields_said(pairs, triple_only=True)  # (not "Memory: X; office: Y")
                if plain is not None:
                    return row.group("pre") + plain
    return said


def _unframed(said: str) -> str:
    """``said`` without what an agent's note or a user's chat wraps a fact in, each a table
    below: chat shorthand said in full, the document it was kept in, a chat line's
    speaker, an export's or markdown's syntax, a scope after a heading's dash, speech's
    hesitations and the words they repair, how strictly a rule holds or how much a choice is liked said after it, an
    interjection, a condition said first before an instruction, a correction of the
    listener, a note-taking lead-in, a formal one ("Please be advised that"), a source in
    parentheses, a report without a speaker, a hedge, a denied question, advice and reasons
    said after the fact, and "when doing X, remember Y"."""
    said = _undated(said)
    if ":" in said[:40]:  # (before an acknowledgement after it, and before a dash reads the lead as a scope)
        said = _without_lead(_NOTE_TAKING, said)
    said = _without_ack(said)
    if ":" in said[:90] or "\u2014" in said[:60] or "\u2013" in said[:60]:
        said = _without_reflection(said)
    if "," in said and ", " not in said:
        said = _CSV_ROW.sub(_csv_row_plainly, said, count=1)
    folded = said.casefold()
    if any(stem in folded for stem in _SHORTHAND_STEMS) and _SHORTHAND_ANY.search(said):
        said = _SHORTHAND_ANY.sub(_shorthand_said, said)
    if "." in said[:40] and (":" in said[:40] or "," in said[:40]):
        said = _KEPT_IN_FILE.sub("", said, count=1)
    if ":" in said[:50] or _DASH_OR_PICTURE.search(said, 0, 50):  # before a chat line's speaker: "Personal bit: my sister ..."
        said = _record_heading_off(said, _NEWS_HEADING)
        if "from " in said[:40]:
            said = _MESSAGE_FROM.sub(r"For anything urgent, reach \g<p> via ", said, count=1)
    if ":" in said[:60] or "<" in said[:30] or "\u2014" in said[:40] or "-" in said[:40]:
        said = _chat_said(said)
    if (
        "[" in said or "::" in said or "{" in said or " | " in said or ("/" in said or "." in said) and ":" in said
        or " \u00b7 " in said or " \u2022 " in said
        or "`" in said or "*" in said or "_" in said or "~~" in said
    ):  # fmt: skip
        said = _exported_plainly(said)
    if ":" in said[:50]:  # (a newsletter's heading may come after a record's: "From this week's update: for integrators: X")
        said = _record_heading_off(_record_heading_off(said), _NEWS_HEADING)
    if ":" in said and ("\u2014" in said or "\u2013" in said):
        said = _SCOPE_BEFORE_COLON.sub(_scope_first, said, count=1)
        said = _DASHED_UNDER_LABEL.sub(_dashed_plainly, said, count=1)
    said = _spoken_plainly(said)
    if "xception" in said or "single time" in said or "every time" in said or "the best" in said:
        said = _EMPHASIS_LAST.sub("", said)
    said = _without_lead(_INTERJECTION, said)
    if "," in said or "rgent" in said:
        said = _CORRECTED_LAST.sub("", _CONDITION_FIRST.sub(_condition_last, said, count=1))
    if ":" in said[:40]:
        said = _without_ack(_without_lead(_NOTE_TAKING, said))  # ("From our conversation: got it, X")
    if "dvised" in said[:60] or "ote" in said[:60] or "nform" in said[:60] or "onfirm" in said[:60] or "ware" in said[:60]:
        said = _without_lead(_FORMAL_LEAD, said)
    if " that " in said[:80] or " as " in said or "dass" in said[:60] or " que " in said[:60] or "что" in said[:60]:
        said = _without_lead(_MINUTES_LEAD, said)
        said = _MINUTES_AS.sub(r"\g<pre>\g<x> is \g<y>\g<end>", said, count=1)
    owner: list[str] = []
    if ")" in said:
        said = _SOURCE_NOTE.sub(lambda match: owner.extend(_owner_of(match.group())) or "", said)
    if "it " in said or "It " in said:
        said = _reported(said)
    if "far" in said or "knowledge" in said or "correctly" in said:
        said = _HEDGE_LAST.sub("", _without_lead(_HEDGE_FIRST, said))
    if said[:1] in "LlAaSsGgNnIiVvWw":  # "Laut X arbeitet Nora Park ...": the source, then German's verb second
        said = _V2_FRONTED.sub(r"\g<name> \g<verb> ", said, count=1)
    if said[:1] in "AaSsJjNnIiMm":  # "Ab dieser Woche arbeitet Nora Park ...": when, then German's verb second
        said = _V2_WHEN_FIRST.sub(r"\g<name> \g<verb> \g<when> ", said, count=1)
    heard = _HEARSAY_LAST.sub("", _without_lead(_HEARSAY_FIRST, said))
    if heard != said:  # chat that passes a fact on: what it closes with for the reader goes too
        said = _mail_tail(heard)
    if any(w in said[:20] for w in ("ome", "olleague", "oworker", "one of", "what", "eard")):
        heard = _HEARD_FROM.match(said)
        if heard is not None:
            source = heard.group("src") or heard.group("from")
            # whose: a team that the rest points back to ("... told me their standup is at 9")
            owned = not _HEARD_WHERE.search(source) and _POINTS_BACK.search(said, heard.end())
            said = _after_lead(heard, said, f"For {source}, " if owned else "")
    if "?" in said:
        said = _DENIED_QUESTION.sub(_denied_plainly, said, count=1)
    if "b/c" in said or "bc " in said:
        said = _BECAUSE_SHORT.sub("because", said)
    if "," in said or ";" in said or "\u2014" in said or " - " in said or " so " in said or " (" in said:
        said = _OLD_ONE_LAST.sub("", _SETTLED_LAST.sub("", _ADVICE_LAST.sub(_advice_dropped, said)))
    if "emember" in said or "mind" in said or "forget" in said:
        said = _SETTING_NOTED.sub(_noted_plainly, said, count=1)
    if owner:  # what a source in parentheses belongs to, once the tails are off ("... for Aurora")
        said = said.rstrip(" .!") + " for " + " ".join(owner)
    return said


# Symbols that say a word, read only between spaces (so code and ranges keep theirs).
_SYMBOLS = {"->": "to", "=>": "to", "\u2192": "to", "\u27f6": "to", ">": "beats", ">>": "beats", "=": "is"}
# A note's date stamp, when it was written ("[2026-10-14] decision: ..."), says nothing of the
# fact: the memory's own date says when.
_STAMPED = re.compile(r"\[\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?\]\s+(?=\W*[^\W\d])")
# A value named for a thing's slot, and nothing else ("decision: `NATS` for Pegasus's message
# queue", "Sentry for Nimbus's monitoring"): the slot is the subject, "Pegasus's message queue
# is NATS" (read as it is, the value would open the subject).
_VALUE_FOR_SLOT = re.compile(
    r"^(?P<pre>(?:[^:]{1,30}:\s+)?)(?P<v>`[^`]{1,40}`|[A-Z][\w.+-]*(?:\s+[A-Z0-9][\w.+-]*){0,2})\s+for\s+"
    r"(?P<owner>[\w-]+)['\u2019]s\s+(?P<slot>[\w-]+(?:\s+[\w-]+){0,2})(?P<end>[.!]?)$"
)
# A cross says no: "caching ❌", "❌ Friday deploys" (a check mark says nothing a text
# without it does not say, and is read as no word).
_CROSS = re.compile("[\u274c\u274e\u2716\u2717\u2718\u26d4\U0001f6ab]\ufe0f?")
_SYMBOL_ANY = re.compile(r"[=>\u2192\u27f6]")
_SYMBOL_WORDS = re.compile(r"(?<=\s)(?:->|=>|>>|\u2192|\u27f6|>|=)(?=\s)")


# A name as a label, a role and its owner: "Diego Garcia: tech lead, Meridian" (or "...
# - tech lead, Meridian") says "Diego Garcia is the tech lead of Meridian". Two or three
# words of a name (letters only: "Onboarding ticket IT-3112: ..." is a record's heading) and
# one to three of a role (each opening with a letter), a comma, one
# or two words ending the text; a label may open it. In any case and spacing, so a text
# and its case or spacing variants read alike ("yusuf berg - product manager, heron"). Not
# a value's change: "Theo Müller: Hamburg office now, not Melbourne".
_ROLE_LABEL = re.compile(
    r"^(?P<pre>(?:[^:,]{1,30}:\s+)?)(?P<name>[^\W\d](?:[^\W\d]|['.-])*(?:\s+[^\W\d](?:[^\W\d]|['.-])*){1,2})\s*(?::|\s-)\s+"
    r"(?P<role>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*){0,2})(?<!\bnow),\s+(?!(?:not|no|never)\b)(?P<owner>\w[\w-]*(?:\s+\w[\w-]*)?)(?P<end>[.!]?)$"
)


# A role held, said around a clause of its own, as "<name> is the <role> on <owner>" says
# it: an appositive ("Ask Zara Ahmed, the product manager on Dune"), a successor ("Eva Lund
# replaced the previous product manager on Dune": now the one), a passive with "as" ("Dune
# is run by Amara Jensen as product manager"), care with "as" ("Tomas looks after Cedar as
# designer"), a job ("Tomas works as tech lead on Topaz"; not "in": a place has many), a
# responsibility ("Mateo is responsible for QA lead work on Comet"); and a name with only
# a relative clause ("Sofia Mendes, who works in our Lisbon office": Sofia works there).
# Each the whole text (a label may open it), a name of two or three words, in any case
# and spacing.
_NAME = r"(?P<name>[^\W\d][\w'.-]*(?:\s+[^\W\d][\w'.-]*){1,2})"
_ROLE = r"(?P<role>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*){0,2})"
_OWNER = r"(?P<prep>on|for|of|at)\s+(?P<owner>\w[\w-]*(?:\s+\w[\w-]*)?)"
_END = r"(?P<end>[.!]?)$"
_ROLE_SAID = (
    (
        re.compile(
            _OPENING + r"(?:(?:ask|ping|contact|see|talk\s+to)\s+)?" + _NAME + r",\s+(?:the|our)\s+" + _ROLE + r"\s+" + _OWNER + _END,
            re.IGNORECASE,
        ),
        "{pre}{name} is the {role} {prep} {owner}{end}",
    ),
    (
        re.compile(
            _OPENING + _NAME + r"\s+(?:replaced|replaces|succeeded|succeeds)\s+(?:the\s+)?(?:previous|former|old|outgoing)\s+"
            + _ROLE + r"\s+" + _OWNER + _END,
            re.IGNORECASE,
        ),
        "{pre}{name} is the {role} {prep} {owner} now{end}",
    ),
    (
        re.compile(
            _OPENING + r"(?P<owner>\w[\w-]*(?:\s+\w[\w-]*)?)\s+is\s+(?:run|led|managed|headed|owned)\s+by\s+" + _NAME
            + r"\s+as\s+(?:the\s+|its\s+|our\s+)?" + _ROLE + _END,
            re.IGNORECASE,
        ),
        "{pre}{name} is the {role} on {owner}{end}",
    ),
    (
        re.compile(
            _OPENING + _NAME + r"\s+(?:looks\s+after|takes\s+care\s+of|oversees|covers|handles)\s+"
            r"(?P<owner>\w[\w-]*(?:\s+\w[\w-]*)?)\s+as\s+(?:the\s+|its\s+|our\s+)?" + _ROLE + _END,
            re.IGNORECASE,
        ),
        "{pre}{name} is the {role} on {owner}{end}",
    ),
    (
        re.compile(
            _OPENING + _NAME + r"\s+is\s+(?:responsible|accountable)\s+for\s+(?:the\s+)?" + _ROLE
            + r"\s+(?:work|duties|tasks)\s+" + _OWNER + _END,
            re.IGNORECASE,
        ),
        "{pre}{name} is the {role} {prep} {owner}{end}",
    ),
    (
        re.compile(
            _OPENING + _NAME + r"\s+works\s+as\s+(?:the\s+|a\s+|an\s+|our\s+)?" + _ROLE + r"\s+" + _OWNER + _END,
            re.IGNORECASE,
        ),
        "{pre}{name} is the {role} {prep} {owner}{end}",
    ),
    (re.compile(_OPENING + _NAME + r",\s+(?:who|which)\s+(?P<rest>[^,;:]+)$", re.IGNORECASE), "{pre}{name} {rest}"),
    (
        # whom to ask about a thing, and their role: "For Falcon questions please contact
        # Olga Vargas, our QA lead" (an out-of-office reply's)
        re.compile(
            _OPENING + r"for\s+(?P<owner>\w[\w-]*(?:\s+\w[\w-]*)?)\s+(?:questions|issues|matters|requests)\s*,?\s+"
            r"(?:please\s+)?(?:contact|ask|ping|see|talk\s+to|reach\s+out\s+to)\s+" + _NAME + r",\s+(?:the|our|their)\s+"
            + _ROLE + _END,
            re.IGNORECASE,
        ),
        "{pre}{name} is the {role} for {owner}{end}",
    ),
)
# A story told of someone, then what it learnt of them in a relative clause: "Had lunch
# with Leila Silva, who works in the Santiago office (we talked about bikes)", "Long phone
# call with my mother, who lives in Bangalore; the weather there is awful", "Late call with
# Lea Falk (they're in the CET timezone), we both yawned", "Coffee with Linnea Popescu, the
# product manager on Yucca. Learned a lot", "Chatted with Ana Roth in the kitchen; they
# report to Vera Park and seem happy" say "Leila Silva works in the Santiago office", "my
# mother lives in Bangalore", "Lea Falk is in the CET timezone", "Linnea Popescu is the
# product manager on Yucca", "Ana Roth report to Vera Park". The story opens the text
# (a past verb, or a call, a lunch, a chat), whom it was with is two or three words of a
# name or "my"/"our" and one word; what comes after the clause (in brackets, after a
# semicolon, a full stop or "and") goes with the story.
_TOLD_WITH_WHO = re.compile(
    r"^(?P<story>(?:(?:long|late|quick|short|early|nice|great|lovely|good)\s+)?"
    r"(?:had|met|grabbed|went|spent|caught\s+up|did|got|walked|sat|talked|chatted|called|phoned|lunch|dinner|coffee|"
    r"call|chat|phone\s+call|video\s+call|catch-up|meeting)\b[^,;:()]{0,50}?\b(?:with|to)\s+)"
    r"(?P<name>(?:my|our)\s+[^\W\d][\w'-]*|[^\W\d][\w'.-]*(?:\s+(?!(?:in|at|on|the|for|and|from|about|over|by)\b)[^\W\d][\w'.-]*){1,2})"
    r"(?:,\s+who\s+(?P<rest>[^,;:()]+?)\s*(?:\([^()]*\)\s*)?"
    r"|\s*\((?:they|he|she|who)(?:['\u2019](?:re|s)|\s+(?:is|are))\s+(?P<is>[^()]+)\)\s*"
    r"|,\s+(?:the|our)\s+(?P<role>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*){0,2})\s+(?P<prep>on|for|of|at)\s+"
    r"(?P<owner>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*)?)(?=[.;!]|$)"
    r"|\s+[^;,()]{0,30}?;\s+(?:they|he|she)\s+(?P<they>(?!(?:and|or)\b)[^;,()]+?)(?=\s+and\s+|[;,.!]|\s*$))"
    r"(?:(?:[;,.!]|\s+and\s+)[^()]*)?[.!]?\s*$",
    re.IGNORECASE,
)


def _told_with_who(said: str) -> str:
    """``said`` as what ``_TOLD_WITH_WHO`` says it learnt; unchanged where it does not match
    or whom the story was with is a person or a clause's word."""
    match = _TOLD_WITH_WHO.match(said)
    if match is None:
        return said
    name = match.group("name").casefold().split()
    if any(w in COPULAS or w in VERBS or w in _NO_NAME for w in name) or name[-1] in PERSONS:
        return said
    if match.group("is"):
        return f"{match.group('name')} is {match.group('is')}"
    if match.group("role"):
        return f"{match.group('name')} is the {match.group('role')} {match.group('prep')} {match.group('owner')}"
    if match.group("they"):
        return f"{match.group('name')} {match.group('they')}"
    return f"{match.group('name')} {match.group('rest')}"


_SUCCEEDS_STEMS = (
    "replace", "succeed", "works as", "looks after", "takes care", "oversees", "covers", "handles", "responsible",
    "accountable",
)  # fmt: skip
_SUCCEEDS = re.compile(
    r"\b(?:replace[sd]|succeed(?:s|ed)|works\s+as|looks\s+after|takes\s+care|oversees|covers|handles|responsible|accountable)\b",
    re.IGNORECASE,
)
# Words no name of a person or thing is: what reads as one would be a clause's words.
_NO_NAME = frozenset({"it", "this", "that", "there", "here"})


def _role_said_plainly(said: str) -> str:
    """``said`` with a role held said as ``_ROLE_SAID`` reads it; unchanged where no form
    matches or the "name" holds a person, a copula or a verb the tables know."""
    for pattern, form in _ROLE_SAID:
        match = pattern.match(said)
        if match is None:
            continue
        name = match.group("name").casefold().split()
        if any(w in PERSONS or w in COPULAS or w in VERBS or w in _NO_NAME or w in _DETERMINERS for w in name):
            continue
        return form.format(**{k: v or "" for k, v in match.groupdict().items()})
    return said


# Reported speech said as what it reports: "Nils told me they moved to Lisbon" says
# "Nils moved to Lisbon", "The user told me their sister lives in Rome" "The user's sister
# lives in Rome", "The user told me to write X in Y" "Write X in Y" ("not to": "Do not"),
# "The ops team told us to X" "The ops team: X". The whole text (a label may open it); the
# speaker one to three words; the pronouns of the reported clause are the speaker's. What
# another speaker reports without a pronoun of theirs stays as said: the speaker may be
# what it is about ("The search team told us trains over planes").
# What every match of ``_REPORTING`` holds (a cheap look before the pattern's, ~10 us a text).
_REPORTING_STEMS = (
    "told", "tells", "said", "says", "mention", "confirm", "clarif", "explain", "noted", "pointed", "let ", "clear",
    "stress", "emphasi", "insist", "stated", "specified",
)  # fmt: skip
_REPORTING = re.compile(
    r"\b(?:told|tells)\s+(?:me|us)\b|\b(?:said|says|mentioned|mentions|confirmed|confirms|clarified|explained|noted)\b"
    r"|\bpointed\s+out\b|\blet\s+(?:me|us)\s+know\b|\b(?:was|is)\s+clear\b|\bmade\s+(?:it\s+)?clear\b"
    r"|\b(?:stressed|emphasi[sz]ed|insisted|stated|specified)\b",
    re.IGNORECASE,
)
_REPORTED = re.compile(
    _OPENING + r"(?P<who>[^\W\d][\w'.-]*(?:\s+[^\W\d][\w'.-]*){0,2})\s+"
    r"(?:told\s+(?:me|us)|tells\s+(?:me|us)|said|says|mentioned|mentions|(?P<object>confirmed|confirms|clarified|"
    r"explained|noted|pointed\s+out|let\s+(?:me|us)\s+know|(?:was|is)\s+clear|made\s+(?:it\s+)?clear|stressed|"
    r"emphasi[sz]ed|insisted|stated|specified))(?P<that>\s+that)?\s+(?P<rest>[^\W\d].*)$",
    re.IGNORECASE,
)
# A verb that also takes a plain object ("Nils confirmed the booking") reports a clause
# only after "that" or where the rest says what is ("confirmed their browser is Brave").
_A_CLAUSE = re.compile(
    r"^(?:they|he|she|it|we|i)\b|\b(?:is|are|was|were|will|has|have|uses?|prefers?)\b|['\u2019](?:s|re)\b", re.IGNORECASE
)
_PRONOUN = re.compile(r"\b(they|he|she|their|his|her|them|him)\b(?:\s+(?:are|is|were|was)\b|['’]re\b)?", re.IGNORECASE)


_SUBJECT_PRONOUNS = frozenset({"they", "he", "she", "it"})
_POSSESSIVE_PRONOUNS = frozenset({"their", "its", "his", "her"})


def _pronouns_as(name: str, pronouns: re.Pattern, text: str) -> str:
    """``text`` with each pronoun ``pronouns`` finds (group 1, then any copula it carries)
    said as ``name``: a possessive as "<name>'s", a subject with its copula ("they're", "it
    was") as "<name> is / was"."""

    def named(found: re.Match) -> str:
        word = found.group(1).casefold()
        tail = found.group(0)[len(found.group(1)) :]
        if tail.strip() and word in _SUBJECT_PRONOUNS:
            return name + (" was" if tail.strip().casefold() in ("were", "was") else " is")
        return name + ("'s" if word in _POSSESSIVE_PRONOUNS else "") + tail

    return pronouns.sub(named, text)


def _reported_plainly(said: str) -> str:
    """``said`` with reported speech (``_REPORTED``) said as what it reports; unchanged
    where the speaker is no name or person ("It said ...", "What she said ...")."""
    match = _REPORTED.match(said)
    if match is None:
        return said
    who, rest = " ".join(match.group("who").split()), match.group("rest")
    if match.group("object") and not match.group("that") and not _A_CLAUSE.search(rest):
        return said
    first = who.casefold().split()[0]
    if first in _NO_NAME or first in COPULAS or first in VERBS or first in ("what", "who", "which", "as"):
        return said
    generic = who.casefold() in ("the user", "user", "i", "we")
    if who.casefold() in ("the user", "user"):
        who = "the user"
    folded = rest.casefold()
    instructed = folded.startswith(("to ", "not to "))
    if not generic and not instructed and not _PRONOUN.search(rest):
        return said  # "Bob mentioned a new place near the office", "The team told us X": theirs

    rest = _pronouns_as(who, _PRONOUN, rest)
    folded = rest.casefold()
    if folded.startswith("not to "):
        rest = "Do not " + rest[7:]
    elif folded.startswith("to "):
        rest = _capitalised(rest[3:])
    if instructed and not generic:
        return f"{match.group('pre')}{who}: {rest}"  # "The ops team told us to X": the ops team's rule
    return match.group("pre") + rest


# A reason says why, not what ("We moved X to Go 1.22 because of the security fix"), and
# "since the <event>" closing a text says the value holds from then on: a cue ("X has
# been at the Oslo office since the reorg"). A date after "since" stays a date.
_BECAUSE = re.compile(r",?\s+because\b[^.;!?]*")
# ... and so does what follows from it: "X is based in Y, which is why anything involving
# them gets arranged around that location", "..., so that introductions go smoothly"
_THAT_IS_WHY = re.compile(r",\s+(?:which\s+is\s+why|so\s+that|since\s+(?:that|this|it)\s+is)\s[^.;!?]*")
# ... and so does "for <some> reasons": "X moved from OAuth 2 to mTLS, largely for compliance reasons"
_FOR_REASONS = re.compile(
    r",?\s+(?:(?:largely|mainly|mostly|partly|chiefly|primarily|in\s+part)\s+)?for\s+(?:[^\W\d][\w-]*\s+){1,3}reasons\b",
    re.IGNORECASE,
)
# ... whose clause (not "because of <an event>") ``relate`` still compares where two texts
# would merge (``_reasons_differ``)
_REASON = re.compile(r"\bbecause\b(?!\s+of\b)([^.;!?]*)", re.IGNORECASE)
# ... and a reason said first goes up to its comma: "Note: because of an allergy, Lucas
# keeps clear of soy" says "Note: Lucas keeps clear of soy" (to the end, it had left "Note:")
_BECAUSE_FIRST = re.compile(r"(^|[:;.!?]\s*)because\b[^,.;:!?]*,\s*", re.IGNORECASE)
_SINCE_EVENT = re.compile(r"\s+since\s+the\s+(?:[^\W\d][\w-]*\s+){0,2}[^\W\d][\w-]*(?=[.!]?$)")


# A value, then "that's" pointing back at it: "Inconsolata - that's my font" says
# "Inconsolata is my font" ("38 River Walk - that's where our office is" then reads as
# the value said first, ``_where_said_last``).
_POINTED = re.compile(r"\s*(?:\s[-\u2013\u2014]|[:;,])\s+that(?:'s|\u2019s|\s+is)\s+", re.IGNORECASE)
# A choice between two options: "Given the choice between A and B for X, the team takes
# A" says "For X, the team takes A rather than B" (the order the options are named in says
# nothing; which is taken, over the other, does).
_CHOICE_BETWEEN = re.compile(
    r"\b(?:given|with|faced\s+with|offered)\s+(?:the|a)\s+choice\s+between\s+(?P<a>[^,]+?)\s+and\s+(?P<b>[^,]+?)"
    r"(?P<scope>\s+for\s+[^,]+)?,\s+(?P<clause>[^.;!?]+?)(?P<end>[.!]?)$",
    re.IGNORECASE,
)


def _chosen_over(match: re.Match) -> str:
    """``_CHOICE_BETWEEN``'s text said as the option taken rather than the other; as it
    stands where the clause ends in neither."""
    a, b, clause = match.group("a"), match.group("b"), match.group("clause")
    folded = clause.casefold()
    if folded.endswith(a.casefold()):
        clause += " rather than " + b
    elif folded.endswith(b.casefold()):
        clause += " rather than " + a
    else:
        return match.group()
    scope = match.group("scope")
    return (scope.strip().capitalize() + ", " if scope else "") + clause + match.group("end")


# An it-cleft: "it's Arjun Sato who's the security champion" says "Arjun Sato is the
# security champion", "it was Nils who owns QA" "Nils owns QA". Only a name (one to four
# capitalised words) stands between, so "it's time that ..." reads as said.
_CLEFT = re.compile(
    r"\bit(?:'s|\u2019s|\s+is|\s+was)\s+(?P<name>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})\s+(?:who|that)"
    r"(?P<be>'s|\u2019s|\s+is|\s+was)?\s+"
)


# A whole sentence clefted on its object or place: "It's the Vilnius office that Tomas
# Romero works in" says "Tomas Romero works in the Vilnius office".
_OBJECT_CLEFT = re.compile(
    r"^\s*[Ii]t(?:'s|\u2019s|\s+is|\s+was)\s+(?P<np>[Tt]he\s+[^,;:.!?]{1,40}?)\s+that\s+"
    r"(?P<who>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}|(?:[Tt]he|[Oo]ur)\s+\w+(?:\s+\w+)?\s+team|[Ww]e|I)\s+"
    r"(?P<verb>[^,;:.!?]+?)(?P<end>[.!]?)\s*$"
)


def _office(group: str) -> str:
    """A pattern for an office, a site or a building after "the" or "our", as ``group``."""
    return rf"(?P<{group}>(?:the|our)\s+[\w -]{{0,30}}?(?:office|site|campus|hub|building))"


# An office one calls home is where one works: "X calls the Dublin office home" (and, as
# the cleft above leaves it, "X calls home the Dublin office") is "X works in the Dublin
# office"; a city or a house called home stays where one lives.
_OFFICE_HOME = re.compile(
    r"\bcall(?:s|ed)?\s+(?:" + _office("place") + r"\s+home|home\s+" + _office("place2") + r")\b", re.IGNORECASE
)

# ... and clefted on it, whoever calls it home, after a label or not ("Background: it's the
# Lagos office that keiko andersson calls home").
_OFFICE_HOME_CLEFT = re.compile(
    r"^(?P<pre>\s*(?:[^:]{1,25}:\s*)?)it(?:'s|\u2019s|\s+is)\s+"
    + _office("place")
    + r"\s+that\s+(?P<who>[^,;:.!?]{1,40}?)\s+calls\s+home\b",
    re.IGNORECASE,
)


def _uncleft(match: re.Match) -> str:
    return match.group("name") + (" is " if match.group("be") else " ")


def _dash_as_label(text: str) -> str:
    """A short label, a spaced dash and the rest: "Ibrahim Castro - Frankfurt office" says
    "Ibrahim Castro: Frankfurt office". One spaced dash only (two set a clause apart: "The
    deploy - which failed - was rolled back"), after at most five words and no colon."""
    if text.count(" - ") != 1:
        return text
    head, tail = text.split(" - ")
    if not head.strip() or not tail.strip() or ":" in head or len(head.split()) > 5:
        return text
    if head.split()[-1][:1].isdigit() and tail.split()[0][:1].isdigit():
        return text  # a range: "2020 - 2024", "9am - 5pm"
    return f"{head}: {tail}"


def _symbol_word(match: re.Match) -> str:
    return _SYMBOLS[match.group()]


# A change written as a record of it: "Changed: Orion issue tracker YouTrack → Asana",
# "Update: ledger runtime Node 18 -> Node 22 (CI image bumped)" say "... changed from
# YouTrack to Asana": the old value is as many words before the arrow as the new one
# has after it (to a bracket, a comma or the end). Only under a change's label: an arrow
# between two steps ("CI: the linter → the tests") says their order.
_ARROW_CHANGED = re.compile(
    r"^(?P<lead>(?:[-*]\s+)?)(?:changed|change|updated|update|ge\u00e4ndert|\u00e4nderung|cambio|cambiado|actualizado"
    r"|(?:" + _NEWS_TOPIC + r"\s+){1,2}(?:changes?|updated)|" + _A_RECORD + r"\s+(?:updated|amended|edited))\s*:\s+"
    r"(?P<before>.+?)\s+(?:\u2192|->|=>)\s+(?P<new>[^,;()\u2192]+?)(?P<tail>\s*(?:[,;(].*)?)$",
    re.IGNORECASE,
)
# A change verb, then an arrow from the old value to the new: "X switched sparkling water
# -> hot chocolate" says "switched from sparkling water to hot chocolate" (an arrow read as
# "to" alone, "switched sparkling water to ..." would say what was switched).
_VERB_ARROW = re.compile(
    r"\b(?P<verb>switched|moved|changed|went|bumped|rolled|migrated|upgraded|downgraded|cut\s+over)\s+"
    r"(?:(?P<kind>offices|desks|teams|floors|sites|cities|buildings),?\s+)?(?P<old>(?:(?!\b(?:from|to)\b)[^,;()\u2192>=]){1,40}?)\s*(?:->|=>|\u2192)\s*(?P<new>[^,;()\u2192.!?]+)",
    re.IGNORECASE,
)


# One name for another after a slot's colon: "Fable designer: Stefan Endo => Lea Larsen" says
# "Fable designer changed from Stefan Endo to Lea Larsen" (an arrow between two steps, "CI:
# the linter → the tests", says their order: full names only, each word capitalised).
_NAME_ARROW = re.compile(
    r"^(?P<slot>[^:\u2192>=]{2,80}):\s+(?P<old>[^\W\d_][\w'.-]*(?:\s+[^\W\d_][\w'.-]*){0,3})\s*(?:=>|->|\u2192)\s*"
    r"(?P<new>[^\W\d_][\w'.-]*(?:\s+[^\W\d_][\w'.-]*){0,3}?)(?P<end>\s*[.!]?)$"
)


def _name_arrow_plainly(match: re.Match) -> str:
    old, new = match.group("old").split(), match.group("new").split()
    if len(old) < 2 or len(new) < 2 or not all(word[:1].isupper() for word in old + new):  # (full names: "Heroku → Vercel" may be an order)
        return match.group()
    return f"{match.group('slot')} changed from {match.group('old')} to {match.group('new')}{match.group('end')}"


def _verb_arrow_plainly(match: re.Match) -> str:
    """``_VERB_ARROW``'s change said from the old value to the new, where all between the
    verb and the arrow is the old value: no more words than the new value has ("Bumped X
    Ruby 3.1 -> 3.2" names what changed first, and stays)."""
    if len(match.group("old").split()) > len(match.group("new").split()):
        return match.group()
    old, new = match.group("old"), match.group("new")
    if match.group("kind"):  # "moved floors, 11 -> 5": from floor 11 to floor 5; "offices, A -> B": the A office
        kind = {"cities": "city"}.get(match.group("kind").casefold(), match.group("kind")[:-1])
        old, new = ((f"{kind} {v}" if v[:1].isdigit() else f"the {v} {kind}") for v in (old, new.rstrip()))
        new += match.group("new")[len(match.group("new").rstrip()) :]
    return f"{match.group('verb')} from {old} to {new}"
# An old value starred before an arrow to the new ("Utrecht office *103 King Street* → 203
# Main Street", "Lina's manager: *Eva* → Omar") says "... changed from <old> to <new>": the
# stars say where the old value starts, which an arrow alone does not.
_STARRED_OLD = re.compile(r"\s*:?\s*\*(?P<old>[^*\s][^*]{0,39})\*\s*(?:\u2192|->|=>)\s*(?=\S)")
# An old value in brackets after the new one says a change from it: "now on Go 1.23 (was Go
# 1.22)", "editor -> neovim (previously nano)", "moved to 115 River Walk (was 44 Main
# Street)" say "changed from Go 1.22 to Go 1.23", "editor changed from nano to neovim", "moved
# from 44 Main Street to 115 River Walk" (a change that names its old value, as "was X, now
# Y" does: "now on Wednesdays instead of Tuesday" would deny the Tuesday of another event).
# Where no "now", arrow or "to" says where the new value starts, the bracket is left out.
# The words that open such a bracket, in the languages the lexicon covers.
_WAS_LEADS = "|".join(
    ("was", "previously", "formerly", "originally", r"prev\.?", "before:?", "bisher", "vorher", "früher", "antes")
    + ("anteriormente", "ранее", "раньше")
)
_WAS_BRACKETED = re.compile(
    r"(?:(?P<lead>\bnow\s+(?:on|in|at|with|using|uses|runs\s+on)?\s*|\s*(?:->|=>|\u2192)\s*|\s+to\s+|\s+(?:is|are)\s+)"
    r"(?P<new>[^()\s][^()]{0,59}?))?\s*\((?:" + _WAS_LEADS + r")\s*[:—–-]?\s+(?P<old>[^()]{1,60}?)\s*\)",
    re.IGNORECASE,
)
# The bracket ``_WAS_BRACKETED`` needs, found first: that pattern is slow to try at every "(".
_WAS_OPENED = re.compile(r"\((?:" + _WAS_LEADS + r")(?!\w)", re.IGNORECASE)
# ... and one said in a closing clause: "X moved to the Cairo office, before he was in
# Delhi", "X works on AEST time, before was CET" say "(was Delhi)", "(was CET)" (not a
# clause of its own: "..., earlier he was reporting to Z").
_WAS_AFTER = re.compile(
    r"\s*[,;]\s*(?:but\s+|and\s+)?(?:before|earlier|previously|formerly)\s*,?\s*(?:(?:he|she|they|it|I|we)\s+)?"
    r"(?:was|were|used\s+to\s+be)\s+(?:(?:in|on|at|using|with|reporting\s+to)\s+)?(?!\w+ing\b)(?P<old>[^,;.!?()]{1,40}?)\s*[.!]?$",
    re.IGNORECASE,
)
# ... and in German, Spanish and Russian: "X arbeitet jetzt im Büro Cairo, vorher war es
# Denver", "..., antes estaba en Lima", "..., раньше был в Осло".
_WAS_AFTER_ABROAD = re.compile(
    r"\s*[,;]\s*(?:(?:vorher|früher|davor|zuvor)\s+war\s+(?:es|er|sie)\s+(?:(?:in|im)\s+)?(?:Büro\s+)?"
    r"|(?:antes|anteriormente)\s+(?:era|estaba\s+en|estaba|trabajaba\s+en)\s+(?:(?:la|el)\s+)?(?:oficina\s+(?:de\s+)?)?"
    r"|раньше\s+(?:(?:был|была|было|были|работал|работала)\s+)?(?:в\s+)?(?:офисе\s+)?)"
    r"(?P<old>[^,;.!?()]{1,40}?)\s*[.!]?$",
    re.IGNORECASE,
)
# Where one's workplace is, said as where one works: "Рабочее место X — в офисе Y" is "X
# работает в офисе Y".
_WORKPLACE_RU = re.compile(
    r"^(?:Рабочее|Его\s+рабочее|Её\s+рабочее)\s+место\s+(?P<who>[^—–:-]{2,40}?)\s*(?:[—–:-]|находится)\s*(?=в\s)", re.IGNORECASE
)
# ... and "Рабочее место X — офис Y", the office named after a dash
_WORKPLACE_RU_OFFICE = re.compile(r"^(?:Рабочее|Его\s+рабочее|Её\s+рабочее)\s+место\s+(?P<who>[^—–:-]{2,40}?)\s*[—–:-]\s*офис\s+(?=\S)", re.IGNORECASE)
# ... "der Arbeitsplatz von X im Büro Y liegt" (after "dass") "X arbeitet im Büro Y".
_WORKPLACE_OF_DE = re.compile(
    r"\b(?:der|sein|ihr)\s+Arbeitsplatz\s+(?:von\s+)?(?P<who>[^\W\d][\w'.-]*(?:\s+[^\W\d][\w'.-]*){0,2}?)\s+"
    r"(?P<where>(?:im|in)\s+[^,;.]{2,40}?)\s+(?:liegt|ist|befindet\s+sich)\b",
    re.IGNORECASE,
)
# "X wechselt an den Standort Y" (moves to the site Y) and "X wird künftig im Büro Y
# eingesetzt" say where X now works ("der bisherige Standort Z entfällt" after it is left out).
_MOVES_TO_SITE = re.compile(
    r"\bwechselt\s+(?:(?P<who>[^\W\d][\w'.-]*(?:\s+[^\W\d][\w'.-]*){0,2}?)\s+)?(?:an\s+den\s+Standort|zum\s+Standort|ins\s+Büro|"
    r"in\s+das\s+Büro)\s+|\bwird\s+(?:künftig|ab\s+sofort|nun)\s+(?P<at>(?:im|in)\s+(?:Büro|Standort)\b)",
    re.IGNORECASE,
)


_SITE_DROPPED = re.compile(r"\s*[;,]\s*der\s+bisherige\s+Standort\s+(?P<old>[^\s;,.]+)\s+entfällt", re.IGNORECASE)
# ... "X ist am Standort Y tätig" (works at the site Y) and "X hat seinen Arbeitsplatz im
# Büro Y" say "X arbeitet im Büro Y".
_ACTIVE_AT_SITE = re.compile(r"\b(?:ist|sind)\s+am\s+Standort\s+(?P<site>[^\s,.;]+)\s+tätig\b", re.IGNORECASE)
_WORKPLACE_DE = re.compile(r"\bhat\s+(?:seinen|ihren|den)\s+Arbeitsplatz\s+(?=(?:im|in)\b)", re.IGNORECASE)
# "X arbeitet am Standort Y" is where X works: "im Büro Y".
_WORKS_AT_SITE = re.compile(r"\barbeitet\s+am\s+Standort\s+(?=\S)")


def _moved_to_site(match: re.Match) -> str:
    """``_MOVES_TO_SITE``'s move said as where one now works."""
    if match.group("at"):
        return "arbeitet jetzt " + match.group("at")
    return (match.group("who") + " " if match.group("who") else "") + "arbeitet jetzt im Büro "


# A verb whose "to" is its own (whom one reports to): no "from" before it.
_REPORTS = re.compile(r"\b(?:reports|report|reporting|reported)\s*$", re.IGNORECASE)


def _was_bracketed(match: re.Match) -> str:
    """``_WAS_BRACKETED``'s change said as one, or its bracket left out."""
    if match.group("new") is None:
        return ""
    lead = match.group("lead").strip().casefold()
    if lead in ("is", "are"):  # "X's morning order is green tea (previously espresso)"
        return f" {lead} {match.group('new')}, no longer {match.group('old')}"
    if lead == "to":
        if _REPORTS.search(match.string, 0, match.start()):  # "reports to Zoë now (was Zara)": whom to, not whence
            return f" to {match.group('new')}, no longer {match.group('old')}"
        return f" from {match.group('old')} to {match.group('new')}"
    return f" changed from {match.group('old')} to {match.group('new')}"
# "was X, now Y" says "changed from X to Y" ("formatter: was Prettier, now Ruff")
_WAS_NOW = re.compile(r"\bwas\s+(?P<old>[^,;:()]+?),?\s+now\s+(?P<new>[^,;()]+?)(?=\s*(?:[,;(]|[.!]?$))", re.IGNORECASE)


def _arrow_changed(match: re.Match) -> str:
    """``_ARROW_CHANGED``'s record said as a change from the old value to the new; as
    written where fewer words stand before the arrow than the new value has."""
    if _CHANGE_VERB.search(match.group("before")):
        return match.group()  # "Rota updated: X switched timezone, A -> B": its own verb says the change
    new = match.group("new").strip()
    before = match.group("before").split()
    size = len(new.split())
    # the old value: the names and numbers last before the arrow ("X's manager Stefan Moreau
    # -> Ömer Park", "message queue Redis Streams => Kafka"), else as many words as the new
    run = 0
    while run < len(before) and (before[-1 - run][:1].isupper() or any(c.isdigit() for c in before[-1 - run])):
        run += 1
    if 0 < run < len(before):
        size = run
    if len(before) <= size:
        return match.group()
    slot, old = " ".join(before[:-size]), " ".join(before[-size:])
    return f"{match.group('lead')}{slot} changed from {old} to {new}{match.group('tail')}"


# What to do in a case, said with an arrow: "Urgent stuff -> reach X via Slack" says "For
# urgent stuff, reach X via Slack" (read as "urgent stuff to reach X", whom to reach had
# been the value, and two people's channels one slot's versions).
_ARROW_THEN_DO = re.compile(
    r"^(?P<pre>(?:[^:]{1,30}:\s+)?)(?P<scope>[^\W\d][^:\u2192>,;]{0,30}?)\s+(?:->|=>|\u2192)\s+"
    r"(?=(?:reach|contact|ping|message|call|email|text|ask|use|prefer|avoid|write|run|deploy|book|send|pick|choose)\b)",
    re.IGNORECASE,
)
# An arrow from a person's name to a thing, after a label, maps the one to the other:
# "- Coffee run: Maya Navarro → hot chocolate" says "Maya Navarro coffee run: hot chocolate"
# (not a change "to" it, as "Hosting: Heroku → Vercel" or "Lead: Ana Silva → Bo Li" is).
# The label may say where in brackets and how often may come first: "Kitchen bot (#office):
# every morning Ana Silva → green tea" says "Ana Silva Kitchen bot (#office) every
# morning: green tea".
_MAPPED = re.compile(
    r"^(?P<lead>(?:[^:]{1,30}:\s+)?(?:[-*]\s+)?)(?P<label>[^\W\d][\w' -]{0,40}?(?:\s*\([^()]{1,30}\))?):\s+"
    r"(?P<when>(?:every|each)\s+[^\W\d]\w*\s+)?(?P<name>[^\W\d][\w'-]*\s+[^\W\d][\w'-]*)"
    r"\s+(?:\u2192|->|=>)\s+(?P<value>[^\W\d][\w' -]{0,40}?)(?P<end>[.!]?)$"
)


def _mapped_plainly(match: re.Match) -> str:
    """``_MAPPED``'s line said plainly where its label is no note's ("Note: ") and its left
    side is a name (two words, neither a thing, an alias or a phrase the rules know) and
    its right a known thing; as written otherwise."""
    name, value = match.group("name"), match.group("value")
    words = name.casefold().split()
    if (
        all(w in LABELS or w in OPENERS for w in match.group("label").casefold().split())  # "Note: Nils -> Lyon office"
        or any(w in KINDS or w in ALIASES or w in CONCEPTS for w in words)
        or tuple(words) in _PHRASES
        or not any(w in KINDS for w in value.casefold().split())
    ):
        return match.group()
    when = f" {match.group('when').strip()}" if match.group("when") else ""
    return f"{match.group('lead')}{name} {match.group('label')}{when}: {value}{match.group('end')}"


# A number written with thousands separators ("1,000", "12,500,000") is the number.
_THOUSANDS = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,]|\.\d)")


def _without_commas(match: re.Match) -> str:
    return match.group().replace(",", "")


@lru_cache(maxsize=256)
def _tokens_read(text: str) -> tuple[tuple[str, str, str, bool], ...]:
    """The tokens ``analyze`` reads an (NFKC) text as, phrases merged: what ``Word.at``
    counts (from ``_words_said``'s one read of the text)."""
    return tuple(_merge_phrases(_words_said(text)))


_DOTTED = re.compile(r"^v?\d+(?:\.\d+)+$")


def _names_a_version(raw: list[tuple[str, str, str, bool]], index: int) -> bool:
    """Whether the word at ``index`` opens the text before a dotted version and "of" or a
    verb: "Release 6.5 of the data app is due ...", "Release 2.3 ships on May 20" name a
    release (a noun, the subject), where "Release" read as an imperative made 6.5 a value
    another release's 9.10 replaced ("Release 3.2 to staging" stays an imperative)."""
    if index != 0 or len(raw) < 3:
        return False
    after = raw[2][1]  # "of", or the verb the release does: "Release 2.3 ships on May 20"
    if _DOTTED.match(raw[1][1]) is not None:
        return (
            after == "of" or after in COPULAS or (raw[2][2] == "word" and _verbish(after) and after not in _DETERMINERS)
        )
    # a plain number only before a past verb or "was": "Build 512 failed on the arm64 runner"
    # ("Use 4 spaces", "Deploy 3 replicas" stay imperatives)
    return raw[1][1].isdigit() and (after in _PAST_COPULAS or (raw[2][2] == "word" and after.endswith("ed")))


# Nouns for a group of people: the word before one names the group, never a verb ("support
# team in Lima moved from floor 10 to floor 4" had read "support" as an imperative).
_GROUP_NOUNS = frozenset({"team", "teams", "squad", "crew", "folks", "department", "dept"})


def _written_in_cjk(text: str) -> bool:
    """Whether a text is written in a script without spaces (Chinese, Japanese), a label
    of such characters opening it aside: "メモ：o prazo do Wren é 6 April" is a text of words."""
    return CJK.search(_CJK_LABEL.sub("", text, count=1)) is not None


# A label of one to four such characters before a colon ("メモ：", "注意:").
_CJK_LABEL = re.compile(r"^\s*[\u3040-\u30ff\u4e00-\u9fff]{1,4}\s*[:\uff1a]\s*")


@lru_cache(maxsize=65536)
def analyze(text: str) -> Analysis:
    """Read one memory's text (cached: a store reads the same texts again and again)."""
    text = unicodedata.normalize("NFKC", text)
    said = _text_said(text)  # kept a while: index_terms reads it next
    words_of_text = tokens(said)
    norm = " ".join(words_of_text)
    if _written_in_cjk(text):
        cue = any(c in text for c in _CJK_CUES)
        return Analysis(text, norm, (), cue, True, frozenset(words_of_text))
    raw = _merge_phrases(_raw_words(said))
    words: list[Word] = []
    initial = True
    lead = ""
    for index, (surface, folded, kind, possessive) in enumerate(raw):
        if kind == "phrase":
            action, _, head = folded.partition("\x00")
            made = [_with(w, at=index) for w in _phrase_word(action)]
            if made and (made[0].cls == "concept" or made[-1].key == "REPLACE"):
                first = made[0] if made[0].cls == "concept" else made[-1]
                made[made.index(first)] = _with(first, form=_form(head), lead=lead)
            words.extend(made)
            initial, lead = False, ""
            continue
        if (
            folded in _CHANGE_PARTICLES
            and 0 < index < len(raw) - 1
            and raw[index - 1][1] in CUES
            and raw[index + 1][1] in ("to", "from")
        ):
            continue  # "moved up to Node 20", "switched over to Jira": the change verb's own
        if folded in _UNITS and words and words[-1].cls == "num" and words[-1].at == index - 1:
            # "10 s", "10 ms": a unit apart from its number reads as "10s" does
            words.append(Word(_UNITS[folded], "word", at=index))
            initial, lead = False, ""
            continue
        if folded == "office" and index and raw[index - 1][3]:
            folded = "workplace"  # someone's office is where they work ("Nora's office is in Oslo")
        following = raw[index + 1][1] if index + 1 < len(raw) else None
        capital = index + 1 < len(raw) and raw[index + 1][2] in ("word", "compound") and raw[index + 1][0][:1].isupper()
        word = _classify(surface, folded, kind, initial, following, capital)
        if word is None and index == 0 and folded in _IMPERATIVE_STOPWORDS and following is not None:
            # a stopword that opens an imperative is its verb ("Get Mei a chai ...": what
            # follows is about Mei, not a subject that runs up to a later "do")
            word = Word(folded, "anchor", form="b")
        initial = kind == "mark" and folded in (".", "!", "?", ":")
        this_lead = lead
        if folded in _DETERMINERS or possessive:
            lead = "det"
        elif folded in PERSONS or (this_lead == "person" and folded in _ADVERBS_AFTER_PERSON):
            lead = "person"  # "The user now prefers ...": the verb still follows the person
        else:
            lead = ""
        if word is None:
            continue
        if (
            index == 0
            and following == ":"
            and word.cls == "word"
            and surface[:1].isupper()
            and folded not in VERBS
            and any(token[1] in _SPEAKING for token in raw[2:])
        ):
            # a speaker's name before what they said of themselves or to another ("Nate: I
            # adopted a dog", a transcript's turn): a name, so another speaker's words are
            # another memory ("Joanna: I adopted a dog, Nate!" had merged with it)
            word = _with(word, cls="ent")
        if word.cls == "num" and word.pole == 0:  # "30s": the number, then its unit
            unit = _WITH_UNIT.match(folded).group(2)
            words.append(Word(word.key, "num", at=index))
            words.append(Word(_UNITS.get(unit, unit), "word", at=index))
            continue
        if (
            kind == "word"
            and (_verbish(folded) or word.key == "REPLACE")
            and not _names_a_version(raw, index)
            and following != ":"  # a label's noun: "Falcon tech lead: Ana", "Deploys: Fridays"
            and following not in _GROUP_NOUNS  # a group's name: "support team in Lima moved ..."
            # a base form before "of" is a noun ("Morning drink of Gustav: chai", "the lead
            # of Falcon"), unless a person does it ("I think of ...")
            and not (following == "of" and _form(folded) == "b" and this_lead != "person")
        ):
            word = _with(word, form=_form(folded), lead=this_lead, at=index)
        else:
            word = _with(word, lead=this_lead, at=index)
        words.append(word)
    words = _names_with_kinds(_switched_on(_drop_label(words)))
    words = _dates_and_times(words)
    words = _spans(words)
    words = _regions(_without_relative_copula(_denied_after(words), raw), raw)
    words = _manages_as_reports(_managed_by_as_reports(words))
    words = _kind_as_value(_holder_as_value(_where_said_last(_named_after_german_copula(words, raw), raw), raw), raw)
    words = _channel_as_contact(words)
    words = _named_in_the_setting(words, raw)
    words = _called_as_named(words)
    words = _done_by_as_due(words)
    words = _liked_most_or_least(words)
    words = _changed_to_or_by(words)
    words = _kept_count(words)
    words = _polarity(words, raw)
    keys: dict[str, Word] = {}
    polarity: dict[str, int] = {}
    signs: dict[str, set] = {}
    for word in words:
        if not _content(word):
            continue
        # an antonym's negative pole ("dislike") is denied as much as a negated verb
        signs.setdefault(word.key, set()).add((word.polarity, word.denied or ("not" if word.polarity < 0 else "")))
        first = keys.get(word.key)
        if first is None or word.polarity > first.polarity or _names_the_slot(first, word):
            keys[word.key] = word  # the first positive occurrence, else the first
        polarity[word.key] = max(polarity.get(word.key, -1), word.polarity)
    cue = any(word.cue for word in words)
    subject = tuple(sorted({w.key for w in words if _content(w) and _about(w) and w.key not in GENERIC}))
    content = tuple(w for w in words if w.cls != "mark" or w.key in (",", ";", ":"))
    frozen = {key: frozenset(value) for key, value in signs.items()}
    scoped = any(w.region == "C" for w in content if _content(w))
    subject_values = frozenset(
        k for k, w in keys.items() if polarity[k] > 0 and (_about(w) and _valued(w) and w.cls not in ("time", "date") or w.cls == "name")
    )  # fmt: skip
    subject_nouns = frozenset(
        k for k, w in keys.items() if polarity[k] > 0 and _about(w) and not _valued(w) and k not in GENERIC
    )
    root_heads = frozenset(k[:SAME_ROOT_PREFIX] for k, w in keys.items() if _rootable(w))
    substantive = frozenset(k for k in keys if polarity[k] > 0 and k not in GENERIC)
    valued_at = {w.at for w in keys.values() if _valued(w)}
    plain_words = tuple((k, w.at) for k, w in keys.items() if k in substantive and _plain_change(w, valued_at))
    return Analysis(
        text, norm, content, cue, False, frozenset(), keys=keys, polarity=polarity, subject=subject, signs=frozen,
        scoped=scoped, subject_values=subject_values, subject_nouns=subject_nouns, root_heads=root_heads,
        substantive=substantive, plain_words=plain_words,
    )  # fmt: skip


def _denied_after(words: list[Word]) -> list[Word]:
    """A statement, then a bare denial of it as a sentence or clause of its own: "Nils
    works in Berlin. Not anymore.", "..., not anymore", "... Not true.", "... No." says
    "Nils no longer works in Berlin" (the denial had stood alone, denying nothing, and
    the pair merged with "Nils works in Berlin"). The denial moves before the statement's
    verb, a cue with it where it said "anymore". Not after a question ("... ? No." answers
    it), and not where the clause after the mark says something ("..., not Munich")."""
    n = len(words)
    end = n
    while end and words[end - 1].cls == "mark" and words[end - 1].key in (".", "!"):
        end -= 1
    start = end
    while start and (
        words[start - 1].cls == "anchor" and words[start - 1].key in ("NOT", "CUE")
        or words[start - 1].key == "TRUE"
    ):
        start -= 1
    if start == end or not start or not any(w.key == "NOT" for w in words[start:end]):
        return words
    if not (words[start - 1].cls == "mark" and words[start - 1].key in (".", "!", ",", ";")):
        return words
    statement = words[: start - 1]
    if not any(map(_content, statement)) or any(w.key == "NOT" or w.pole < 0 for w in statement):
        return words
    stop = next((i for i, w in enumerate(statement) if w.cls == "mark" and w.key in (".", "!", "?", ";")), len(statement))
    verb = _main_verb(statement, stop)
    if verb is None:
        return words
    cue = any(w.cue for w in words[start:end])
    denial = Word("NOT", "anchor", cue=cue, at=statement[verb].at)
    return [*statement[:verb], denial, *statement[verb:]]


def _names_with_kinds(words: list[Word]) -> list[Word]:
    """A known name next to a capitalised one is part of a name: "Sofia Roth" is a person,
    not Bulgaria's capital; "Microsoft Teams" is one product."""
    names = {w.at for w in words if w.cls == "ent"}
    return [
        Word(w.key, "ent", at=w.at, lead=w.lead, region=w.region)
        if w.cls == "kind" and (w.at - 1 in names or w.at + 1 in names)
        else w
        for w in words
    ]


def _switched_on(words: list[Word]) -> list[Word]:
    """ "The flag is on": "on" closing a clause after a copula means enabled."""
    out = list(words)
    for i, word in enumerate(out):
        if word.cls == "anchor" and word.key == "on" and i > 0 and out[i - 1].key == "BE":
            if i + 1 == len(out) or out[i + 1].cls == "mark":
                out[i] = Word("ENABLE", "concept")
    return out


def _without_relative_copula(words: list[Word], raw: list[tuple[str, str, str, bool]]) -> list[Word]:
    """ "The person who is tech lead on Opal is Nils" says "The tech lead on Opal is Nils":
    a copula right after "who", "which" or "that", with another copula after it in the
    sentence, belongs to a clause inside the subject, so it is left out and the later one
    is the sentence's (the first had made "tech lead on Opal is Nils" the value, and the
    tech leads of two projects one fact)."""
    bes = [n for n, w in enumerate(words) if w.key == "BE" and w.cls == "anchor"]
    if len(bes) < 2:
        return words
    first = bes[0]
    at = words[first].at
    if not 1 <= at < len(raw) or raw[at - 1][1] not in _RELATIVES:
        return words
    if any(w.cls == "mark" and w.key in (".", "!", "?", ";") for w in words[first : bes[1]]):
        return words  # the later copula is another sentence's
    # "the person who is ..." names no one but the role: "person" goes too
    start = first - 1 if first and words[first - 1].key in _WHOEVER and words[first - 1].at == at - 2 else first
    return words[:start] + words[first + 1 :]


# Things counted: a number said with one of these is a count, never an hour.
_COUNTED = frozenset(
    stem(w) for w in "replica replicas copy copies worker workers server servers shard shards thread threads "
    "retry retries attempt attempts seat seats member members".split()
)
# Words a short opening label is made of ("Quick one:", "Small thing:", "One more:"):
# none names what a fact is about ("Identity team:" does).
_LABEL_WORDS = frozenset(stem(w) for w in "quick small one more another important fun random little".split()) | {"MORE"}
# Plain words before a note's label ("Side note:", "Quick update:", "Final reminder:"); a
# name there says whose it is ("Aurora update: ..." is Aurora's, not "Nimbus update: ...").
_PLAIN_BEFORE_LABEL = _LABEL_WORDS | frozenset(
    stem(w)
    for w in """side short brief final last general misc personal tiny big major minor useful handy key handoff
    hand-off scheduling meeting call team daily weekly monthly morning evening release sprint standup project conversation chat
    status just nur zur kurz kurze""".split()
)


def _plain_label(before: list[Word], rest: list[Word]) -> bool:
    """Whether one or two words of ``_LABEL_WORDS`` before a colon only open what follows
    ("Quick one: Nils works in Berlin", "Small thing: per the config, ..."): none of them
    names what a fact is about, so what follows is the whole fact."""
    return 1 <= len(before) <= 2 and all(w.key in _LABEL_WORDS for w in before) and any(map(_content, rest))


_RELATIVES = frozenset({"who", "which", "that"})
_WHOEVER = frozenset({"person", "one", "somebody", "someone"})


def _drop_label(words: list[Word]) -> list[Word]:
    """ "Decision: Falcon will use Postgres" says what "Falcon will use Postgres" says, and
    so do "Quick note: ..." (a plain word before a note's label), "Per Slack, ..." and
    "According to the wiki, ..." (where it was said; "As discussed" is a phrase), and a
    closing "..., per the dashboard" (``_said_where_last``). A comma a dropped marker left
    first goes too ("Mind you, ...")."""
    while words and words[0].cls == "mark" and words[0].key == ",":
        words = words[1:]
    words = _said_where_last(words)
    for i, word in enumerate(words[:3]):
        if word.cls == "mark" and word.key == ":":
            before = [w for w in words[:i] if _content(w)]
            if not before or all(w.key in LABELS for w in before) or (
                len(before) == 2 and before[0].key in _PLAIN_BEFORE_LABEL and before[1].key in OPENERS | LABELS
            ):
                return _drop_label(words[i + 1 :])  # and what opens the rest: "Note: per HR, ..."
            if _plain_label(before, words[i + 1 :]):
                return _drop_label(words[i + 1 :])
            break
    header = _header(words)
    if header:
        return _drop_label(_header_scope(words[: header - 1], words[header - 1]) + _named_entry(words[header:]))
    told = _told_first(words)
    if told:
        return _drop_label(_story_scope(words[: told - 1], words[told - 1]) + words[told:])
    for i, word in enumerate(words[:_ATTRIBUTION_WORDS]):
        if word.cls == "mark":
            if i and word.key == "," and i + 1 < len(words) and _opens_as_said(words[:i]):
                return _source_scope(words[:i], word) + words[i + 1 :]
            return words
    return words


# A heading before a colon ("Org chart: ...", "[EVENT-61] offsite catering: ...") has at
# most this many words.
_HEADER_WORDS = 7
# Marks that end a heading said as a sentence of its own, without a verb (a question's
# mark does not: a question answered in place is what it asks about).
_SENTENCE_ENDS = frozenset({".", "!", ";"})
# A record's number ("PEOPLE-207", "ADR-0012", "IT-2291"): which ticket or record said it.
_RECORD_NUMBER = re.compile(r"[a-z]+-\d+")
# Words a heading names where it was written with: a record, a page, a channel. The rest
# of a heading says what its fact is about.
_WRITTEN_IN = frozenset(
    stem(w)
    for w in """
    ticket tickets changelog roadmap org chart page wiki runbook note notes
    status spec section draft readme log thread email memo minutes agenda announcement comment
    commit message entry record sheet spreadsheet calendar inventory directory handbook faq
    recap bookmark follow-up conversation chat discussion transcript
    """.split()
)


def _header(words: list[Word]) -> int:
    """Where the fact after a heading starts (after its colon), or 0 where there is none.
    A heading names where a whole sentence was written, or what it is about: a ticket, a
    changelog, a page, a channel ("Org chart: Ravi reports to Gustav", "[EVENT-61] offsite
    catering: Viktor is allergic to sesame", "Runbook escalation: reach Idris via Slack").
    What follows has a verb of its own (not in brackets) after a subject of its own that
    names someone or something (a name), or says whom to reach, or the heading is a
    record's or a channel's and what follows opens with a name; the
    heading has no verb said of something ("Nils moved: ..."). Elsewhere what is before the
    colon is the subject:
    "Falcon tech lead: Ana", "Nils: works in Berlin", "Emil's manager: Rosa (changed)",
    "Checkout team, Oslo: floor 8 is theirs", "Support team: always book rooms ahead"."""
    colon = None
    for i, w in enumerate(words[: _HEADER_WORDS + 1]):
        if w.cls == "mark" and w.key == ":":
            if _between_numbers(words, i):
                continue  # "the 1:1 with the manager", "10:30"
            colon = i
            break
        if w.cls == "mark" and w.key in _SENTENCE_ENDS:
            # a sentence with no verb before the fact is its heading: "Dinner party
            # planning! Sara Frank is allergic to soy" as "Dinner party planning: ..."
            if _main_verb(words, i) is None:
                colon = i
            break
    if not colon or any(w.form in ("s", "d") for w in words[:colon]) or not any(map(_content, words[:colon])):
        return 0
    rest = words[colon + 1 :]
    bracket = _clause_before_bracket(rest)
    heading = [w for w in words[:colon] if _content(w)]
    written = any(map(_names_where_written, heading))
    if _sentence(rest, bracket, written):
        return colon + 1
    # a record's entry about someone or something named first: "Onboarding ticket IT-2291:
    # Leon Vogel, home office Manila", "Roadmap: Aspen beta — 8 December", "Dietary info
    # for the dinner: Tariq Mori, gluten allergy" (a record's number, a channel or a
    # label's word in the heading, or a heading of one word for where it was written:
    # "message queue", "support tickets" and "status reports" are things)
    first = next((w for w in rest if _content(w)), None)
    if first is not None and (
        (first.cls in ("ent", "name", "kind") and len(heading) == 1 and written)
        or (first.cls in ("ent", "name") and any(map(_names_a_record, heading)))
    ):
        return colon + 1
    return 0


_TOLD_WORDS = 12


def _told_first(words: list[Word]) -> int:
    """Where the fact after a story's opening clause starts (after its ";" or ":"), or 0. A
    diary or a chat tells what happened first and then what it learnt ("Did the coffee
    run this morning; Keiko Sato always has matcha", "Long meeting but we got there: Sparrow
    is going with Datadog"): an opening clause of at most ``_TOLD_WORDS`` words, told (a
    past verb with no subject before it, or the teller's: "we got"), before a sentence with a
    subject of its own (not the teller's) and a verb said of it. The story's first word had
    been the subject, and every fact told after the same story one fact's versions; what
    the story names stays, as a scope (``_story_scope``)."""
    stop = next(
        (
            i
            for i, w in enumerate(words[: _TOLD_WORDS + 1])
            if w.cls == "mark" and w.key in (";", ":") and not _between_numbers(words, i)
        ),
        None,
    )
    if not stop or stop + 1 >= len(words):
        return 0
    story = words[:stop]
    if any(w.cls == "mark" and w.key in (".", "!", "?") for w in story):
        return 0  # one clause: "..., ask Deepak. Also: the licence changed" is two sentences
    if any(w.cls == "anchor" and w.key == "NOT" for w in story) or any(w.form == "s" for w in story[1:]):
        # a denial or a present fact is no story, but what was told: "The user was clear
        # that X does not use Y; ...", "Learned that Velvet uses Preact: ..." (its value
        # had gone with the story, so "... uses Vue: ..." was one memory with it)
        return 0
    first = next((w for w in story if w.cls != "mark"), None)
    if first is None or not (
        first.form == "d"  # "Spent all afternoon on ...", "Did the coffee run ..."
        or first.cls == "anchor" and first.key == "BE"
        or any(w.form == "d" and w.lead == "person" for w in story)  # "... but we got there"
    ):
        return 0
    rest = words[stop + 1 :]
    bracket = _clause_before_bracket(rest)
    verb = _main_verb(rest, bracket)
    if verb is None:
        return 0
    subject = [w for w in rest[:verb] if _content(w)]
    if not subject or any(w.lead == "person" for w in rest[: verb + 1]) or not _verb_of_subject(rest[verb]):
        return 0  # no subject of its own ("we", "I"), or no verb said of it
    return stop + 1


def _between_numbers(words: list[Word], i: int) -> bool:
    """Whether the mark at ``i`` stands between two numbers: the colon of "the 1:1 with the
    manager" or "10:30" closes no heading or story."""
    return 0 < i < len(words) - 1 and words[i - 1].cls == words[i + 1].cls == "num"


# The lead of the "for" that opens a scope ``_scope_said_first`` made.
_SAID_FIRST = "scope"


def _scope_said_first(owner: list[Word], opening: Word, mark: Word) -> list[Word]:
    """``owner``'s words as a scope said first, "For <owner>," where ``opening`` stood and
    ``mark`` (a colon, a semicolon, a comma) closed it; nothing where there is no owner."""
    if not owner:
        return []
    return [Word("for", "anchor", lead=_SAID_FIRST, at=opening.at), *owner, _with(mark, key=",")]


def _story_scope(story: list[Word], stop: Word) -> list[Word]:
    """What a story told first (``_told_first``) leaves of itself, as a scope said first:
    what it names (a name, a place, a number, a date, an environment, a team: "Made my call
    for the data team today: ..." is the data team's, "Visited the Marseille office; ..."
    Marseille's); its plain words, verbs and the things it met go ("Did the coffee run
    this morning; Arjun always has matcha" is what "Arjun's usual drink is matcha" says)."""
    owner = [
        w
        for n, w in enumerate(story)
        if _content(w)
        and (
            w.cls in ("ent", "name", "num", "date", "time", "env")
            or w.cls == "kind" and "city" in KINDS.get(w.key, ())
            or w.key in SCOPE_NOUNS
            or (n + 1 < len(story) and story[n + 1].key in SCOPE_NOUNS and w.cls == "word")
        )
    ]
    return _scope_said_first(owner, story[0], stop)


def _named_entry(rest: list[Word]) -> list[Word]:
    """A record's entry that opens with a name, then a comma and fields with no verb or
    concept ("Onboarding ticket IT-3112: Hugo Mori, Standort Hamburg") says "Hugo Mori:
    Standort Hamburg": the name is what the entry is about (with no verb, nothing had
    told it from its value, and two people's entries were one fact's versions). An entry
    with a verb or a concept ("Leon Vogel, home office Manila") is read as it is."""
    named = 0
    while named < len(rest) and rest[named].cls in ("ent", "name"):
        named += 1
    if not named or named + 1 >= len(rest) or not (rest[named].cls == "mark" and rest[named].key == ","):
        return rest
    if any(w.form or w.cls == "concept" or w.cls == "anchor" and w.key == "BE" for w in rest[named + 1 :]):
        return rest
    return [*rest[:named], _with(rest[named], key=":"), *rest[named + 1 :]]


def _clause_before_bracket(rest: list[Word]) -> int:
    """Where the first clause of ``rest`` ends (a sentence's mark, ";" or ":"), or a
    bracket before that opens: the words a verb of its own is looked for in."""
    end = next((i for i, w in enumerate(rest) if w.cls == "mark" and w.key in (";", ".", "!", "?", ":")), len(rest))
    return next((i for i, w in enumerate(rest[:end]) if w.cls == "mark" and w.key in ("(", "[")), end)


def _verb_of_subject(verb: Word) -> bool:
    """Whether a clause's verb is said of its subject: an -s or past form (not a name's
    word), or a copula."""
    return verb.form in ("s", "d") and verb.cls != "ent" or verb.key == "BE"


def _sentence(rest: list[Word], bracket: int, written: bool) -> bool:
    """Whether what follows a heading's colon is a sentence of its own (``_header``): its
    subject names someone or something, or the heading says where it was written
    (``written``: "PTO request note: my father lives in Tallinn")."""
    verb = _main_verb(rest, bracket)
    if verb is None:
        return False
    if not any(map(_content, rest[:verb])):  # whom to reach: "reach Idris via Slack"
        first = next((w for w in rest[verb:bracket] if w.form or _content(w)), None)
        return first is not None and first.key == "CONTACT" and first.form == "b"
    named = any(w.cls == "ent" for w in rest[:verb])
    if not (
        _verb_of_subject(rest[verb])
        or named and rest[verb].cls == "concept"  # another language's verb: "Felix Bauer arbeitet im Büro Pune"
    ):
        return False  # no verb said of it: "183 Market Place", "small PRs over big PRs for code review"
    # a subject of its own that names someone or something: "Ravi Silva reports to ..."
    # (not a compound: "blue-green deploys over rolling deploys" has no verb)
    if named:
        return True
    # under a record's heading, a subject said with its determiner or by its name ("my
    # father lives in ...", "Wellington office moved ..."; not "add a summary at the end
    # of long answers", whose plural noun is no verb)
    first = next(w for w in rest[:verb] if _content(w))
    return written and (first.lead == "det" or first.cls in ("name", "kind"))


def _names_where_written(word: Word) -> bool:
    """A heading's word that says where it was written: one that names a record
    (``_names_a_record``), an opener's, or one of _WRITTEN_IN."""
    return word.key in _WRITTEN_IN or word.key in OPENERS or _names_a_record(word)


def _names_a_record(word: Word) -> bool:
    """A heading's word that names the record it opens: a record's number, a channel, or a
    label's word (not a concept's: "Favourite font (work): ..." is a liking)."""
    return (
        _RECORD_NUMBER.fullmatch(word.key) is not None
        or word.key.startswith("#")
        or (word.key in LABELS and word.cls != "concept")
    )


def _header_scope(heading: list[Word], colon: Word) -> list[Word]:
    """What a heading leaves of itself (``_header``): what it is about, as a scope said
    first ("ADR-0012 (Bluebird): ..." is "For Bluebird, ...", "#search: ..." "For #search,
    ..."): every word of it but the record's number ("PEOPLE-207"), a label's word
    ("Rule", "Update") and the words that name where it was written (_WRITTEN_IN: "Org
    chart", "Roadmap"; "support / docs: ..." is about the support team's docs)."""
    owner = [
        w for w in heading if _content(w) and w.key not in LABELS and (w.key.startswith("#") or not _names_where_written(w))
    ]
    return _scope_said_first(owner, heading[0], colon)


def _source_scope(opening: list[Word], comma: Word) -> list[Word]:
    """What an opening attribution leaves of itself: nothing where it names only a source
    ("Per Slack", "According to the wiki", "Per Nils"), else what its source belongs to,
    as a scope said first: "Per the Aurora team page, Asha is the tech lead" is Aurora's
    tech lead ("For Aurora, ..."), "Per the QA runbook, ..." is QA's, "Per the ops team's
    style guide, ..." the ops team's. Those are a name, an environment, or the word before
    a team or service noun, before the source's own noun (its last word); a team or a
    service that said it is a source ("According to the backend team")."""
    said = [w for w in opening[1:] if _content(w)]
    if not said or said[-1].key in SCOPE_NOUNS:
        return []  # a team or a service said it ("According to the backend team")
    owner: list[Word] = []
    for n, w in enumerate(said[:-1]):
        if w.cls in ("ent", "name", "env") or said[n + 1].key in SCOPE_NOUNS or (owner and w.key in SCOPE_NOUNS):
            owner.append(w)  # "org chart" names no owner, "the ops team's guide" does
    return _scope_said_first(owner, opening[0], comma)


# An opening that only says where a thing was said, closed by a comma within this many
# words: "Per Slack, ...", "According to HR, ..."
_ATTRIBUTION_WORDS = 6


def _said_where_last(words: list[Word]) -> list[Word]:
    """``words`` without a closing attribution: a comma, "per" or "according to", and at
    most three content words more to the end ("X is enabled in staging, per the dashboard"); what
    its source belongs to stays, as a scope (``_source_scope``: ", per the QA runbook")."""
    end = len(words)
    while end and words[end - 1].cls == "mark" and words[end - 1].key in (".", "!"):
        end -= 1
    if end < 4:
        return words
    for at in range(end - 2, max(0, end - 8), -1):
        if words[at].cls == "mark" and words[at].key == ",":
            tail = words[at + 1 : end]
            if _opens_as_said(tail) and all(w.cls != "mark" for w in tail) and sum(map(_content, tail)) <= 4:
                return words[:at] + _source_scope(tail, words[at])[:-1] + words[end:]
            return words
    return words


def _opens_as_said(opening: list[Word]) -> bool:
    return opening[0].key in _AS_SAID_BY


# "per", "according to", Spanish "según", Russian "согласно"
_AS_SAID_BY = frozenset({"per", "accord", "segun", "согласно"})


def _dates_and_times(words: list[Word]) -> list[Word]:
    """ "March 4" / "4th of March" -> one date; "at 9" -> a time."""
    out: list[Word] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word.cls == "date" and word.key.startswith("M"):
            after = words[i + 1] if i + 1 < len(words) else None
            before = out[-1] if out else None
            if after is not None and after.cls == "num" and after.key.isdigit() and 1 <= int(after.key) <= 31:
                out.append(Word(f"D--{word.key[1:]}-{int(after.key):02d}", "date"))
                i += 2
                continue
            if before is not None and before.cls == "num" and before.key.isdigit() and 1 <= int(before.key) <= 31:
                out[-1] = Word(f"D--{word.key[1:]}-{int(before.key):02d}", "date")
                i += 1
                continue
        out.append(word)
        i += 1
    # "at 9", "by 10", "until 5": a bare hour after a time preposition is a time of day
    # (ending the text after "to", unless the text counts things: "replicas ... were
    # changed to 12").
    for i, word in enumerate(out):
        if word.cls == "num" and word.key.isdigit() and int(word.key) <= 24 and i > 0:
            previous = out[i - 1]
            nxt = out[i + 1] if i + 1 < len(out) else None
            if previous.key in ("at", "until", "till") or (
                previous.key in ("by", "from", "to") and nxt is None and not any(w.key in _COUNTED for w in out)
            ):
                if nxt is None or nxt.cls in ("mark", "anchor", "date"):
                    out[i] = Word(f"T{int(word.key)}:00", "time")
    return out


def _spans(words: list[Word]) -> list[Word]:
    """ "after 20 seconds", "before 3 days": a length of time, not one thing ordered before
    another ("linter before tests"). Its word is SPAN, a generic one, so "times out after 20
    seconds" / "has a 20s timeout" is one fact; "after" (time passed, the usual sense) is
    its positive pole and "before" its negative, so the two still contradict."""
    out = list(words)
    for i in range(len(out) - 2):
        word = out[i]
        if word.key == "BEFORE" and _length_of_time(out, i + 1):
            out[i] = _with(word, key="SPAN", pole=-word.pole, polarity=-word.polarity)
    return out


def _env_as_value(words: list[Word], regions: list[str], at: int) -> bool:
    """Whether the environment word at ``at`` is what the verb says, ending its clause
    ("The default branch of X is dev", "is now staging"): a value, not where the fact holds."""
    before = at - 1
    while before >= 0 and words[before].key == "CUE":
        before -= 1
    after = at + 1
    return before >= 0 and regions[before] == "V" and (after == len(words) or words[after].cls == "mark")


def _length_of_time(words: list[Word], at: int) -> bool:
    """Whether a number and a unit of time start at ``at`` ("30 days", "2 weeks")."""
    return at + 1 < len(words) and words[at].cls == "num" and words[at + 1].key in _DURATION_KEYS


_CHANGE_ENDS = frozenset({"from", "to", "into"})


def _regions(words: list[Word], raw: list[tuple[str, str, str, bool]] = ()) -> list[Word]:
    """Label each word subject (S), verb (V) or value (O); scope phrases are subject."""
    n = len(words)
    if n == 0:
        return words
    end = next((i for i, w in enumerate(words) if w.cls == "mark" and w.key in (";", ".", "!", "?")), n)
    colon = next((i for i, w in enumerate(words[:end]) if w.cls == "mark" and w.key == ":"), None)
    answered = colon is None and _answered_here(words, end)
    verb = _main_verb(words, end)
    front = _fronted(words[:end])
    if front and colon is None:
        # the clause after an owner or scope said first ("For travel, backend wants trains
        # over planes"): its verb, not a word of the opening phrase
        later = _main_verb(words[front:], end - front)
        if later is not None:
            verb = later + front
    if verb is None and colon is None:
        verb = _unknown_verb_after_name(words, raw, end)
    if colon is not None and verb is not None and verb < colon <= 4 and words[verb].key not in ("BE", "NOT", "HAPPEN"):
        # a short label that reads as if it had a verb ("Visit prep, updated: the Atlanta
        # office relocated to ..."), then a clause with a subject and verb of its own
        later = _main_verb(words[colon + 1 :], end - colon - 1)
        if later is not None and later > 0 and _clause_after(words, colon, later + colon + 1):
            verb = later + colon + 1
    regions = ["O"] * n
    if answered:
        # "Who owns QA on Falcon? Ana Silva": the question is what it is about, its answer
        # the value, as in "Falcon QA owner: Ana Silva"
        split_at = end
    elif colon is not None and (verb is None or verb > colon) and any(_content(w) for w in words[:colon]):
        split_at = colon
        if verb is not None and _clause_after(words, colon, verb):
            # a label, then a clause of its own ("Address book: your sister lives in
            # Singapore", "Locale settings: write code reviews in Polish"): the clause reads
            # as it does alone, the label with its subject
            split_at = verb
    elif verb is not None:
        split_at = verb
    else:
        split_at = None
    if split_at is None:
        regions = ["U"] * n
    else:
        # "X replaced Y as the lead", "X took over": who replaces is the new value; but in
        # "Phoenix replaced Asana with Jira" the one who replaced one thing with another is
        # the subject
        before = "S"
        if words[split_at].key == "REPLACE" and not any(
            w.cls == "anchor" and w.key == "with" for w in words[split_at + 1 : end]
        ):
            before = "O"
        for i in range(split_at):
            regions[i] = before
        if split_at < n and words[split_at].cls != "mark":
            regions[split_at] = "V"
            opening = front if colon is None else colon + 1 if split_at > colon else 0  # "For Falcon, contact Nils ...": its owner first
            if not any(_content(w) for w in words[opening:split_at]) and not _picked_as(words, split_at, end):
                # An imperative's object is what it is about ("Contact Nils via Slack", "Do
                # not contact Nils via Slack", "Write commit messages in Polish"), unless it
                # is a value itself ("Use npm", "Deploy on Fridays").
                verb = split_at
                while verb < n and words[verb].cls == "anchor" and words[verb].key in ("BE", "NOT"):
                    verb += 1
                if verb < n and words[verb].form and not (words[verb].key == "CUE" and words[verb].pole < 0):
                    # a negating cue's object is what it denies ("quit Twitter", as "The
                    # user quit Twitter" reads once its generic subject is dropped)
                    # what is due is the subject whatever it is called ("We ship the
                    # Cypress beta on May 2", "ship v2 on ...": the date is the value)
                    due = words[verb].key == "DUE"
                    j = verb + 1
                    if words[verb].key == "CONTACT" and j < n and words[j].cls == "anchor" and words[j].key in ("to", "with"):
                        j += 1  # whom one reaches: "Reach out to Nils via Slack", "Talk with Nils"
                    while j < n and (
                        (words[j].cls in ("ent", "name", "word", "concept") and not words[j].form)
                        or (due and words[j].cls not in ("anchor", "mark", "date", "time"))
                        # a noun after a determiner, though it reads as a verb too: "I want
                        # my commit messages in Polish"
                        or (j == verb + 1 and words[j].lead == "det" and words[j].cls == "word")
                        # a noun before a plural, though it reads as a verb too: "Write
                        # support tickets in French", "Write commit messages in Polish"
                        or (j == verb + 1 and words[j].cls == "word" and _before_plural(words, raw, j))
                        # a compound's plural that reads as a verb too: "Write status
                        # reports in Polish", "I want release notes in German"
                        or (
                            words[j].form == "s"
                            and j > verb + 1
                            and regions[j - 1] == "S"
                            and words[j].cls != "kind"
                            and (j + 1 == n or words[j + 1].cls in ("anchor", "mark", "word", "concept"))
                        )
                    ):
                        regions[j] = "S"
                        j += 1
    # Scope phrases belong to what the fact is about: "for X ...", "as my editor", "on the
    # X team", environments.
    words = list(words)
    i = 0
    while i < n:
        word = words[i]
        if word.cls == "env" and not _env_as_value(words, regions, i):
            regions[i] = "C"
        if word.cls == "mark" and word.key == "(" and i > 0 and regions[i - 1] == "S":
            # a scope in brackets after the subject, closed within three words: "Favourite
            # shell (work): bash" is "Favourite shell for work: bash" ("... Farid agreed
            # (ticket 7065)" is no scope)
            j = _scope_end(words, i + 1, min(n, i + 4))
            if i + 1 < j < n and words[j].cls == "mark" and words[j].key == ")":
                _as_scope(words, regions, i + 1, j)
                i = j + 1
                continue
        if (
            word.cls == "anchor"
            and (word.key in ("for", "as") or (word.key == "in" and i == 0))
            and not (i + 1 < n and words[i + 1].cls in ("date", "time"))  # "scheduled for March 19": when
            # how long, not what for: "metrics are kept for 30 days" / "for 90 days" is one
            # setting's two values (a scope's number is another thing: "for release 3")
            and not (word.key == "for" and _length_of_time(words, i + 1))
        ):
            # and a text's opening "In ...": "In Go services the user works with JUnit"
            j = _scope_end(words, i + 1, n)
            if (
                j + 1 < n
                and words[j].cls == "anchor"
                and (word.key == "as" and words[j].key in _OWNED_ON or word.key == "for" and words[j].key in ("on", "of", "at"))
            ):
                # the slot's owner: "as the CI on Falcon" is Falcon's CI ("for anything QA
                # lead on Nectar" too; a language after "for X in" is no owner)
                # (a name, or after "as" up to three plain words: "as the terminal in client
                # work"; "for X at the moment" has no owner)
                k = j + 1
                while k < n and words[k].cls in ("ent", "kind") and not words[k].form:
                    k += 1
                if k == j + 1 and word.key == "as":
                    while k < n and k <= j + 3 and words[k].cls in ("word", "concept") and not words[k].form:
                        k += 1
                if k > j + 1:
                    j = k
            _as_scope(words, regions, i + 1, j)
            i = j
            continue
        if word.cls == "word" and word.key in SCOPE_NOUNS:  # not "Microsoft Teams"
            # "the payments team", "the billing service": the name before the noun too
            j = i - 1
            while (
                j >= 0
                and i - j <= 3
                and words[j].cls in ("ent", "word", "kind", "env", "concept")
                and words[j].lead != "person"
                and regions[j] != "V"  # "Alice manages the data team": the verb is no name
            ):
                j -= 1
            if _member_of(words, regions, j, i):
                # the team one is on is a value, and its name a known thing ("the payments
                # team": no person, as a manager is)
                for k in range(j + 1, i):
                    if words[k].cls == "word":
                        words[k] = _with(words[k], cls="kind")
            elif not (j >= 0 and words[j].cls == "anchor" and words[j].key in _CHANGE_ENDS and regions[j] == "O"):
                # one end of a change is its value ("moved from Jakob's team to Felix's")
                for k in range(j + 1, i + 1):
                    regions[k] = "C"
        i += 1
    return [w if w.region == regions[i] else _with(w, region=regions[i]) for i, w in enumerate(words)]


# Nouns of a group of people one belongs to, and the verbs and words saying one does.
_GROUPS = frozenset({"team", "squad", "group", "department", "org", "organization"})
_MEMBERSHIP = frozenset({"on", "in"})


def _member_of(words: list[Word], regions: list[str], before: int, noun: int) -> bool:
    """Whether the group named up to ``noun`` (its words start after ``before``) is what
    the sentence says one belongs to: right after "is on" / "is in" / "works on" (the main
    verb) or "joined", ending its clause ("Maria is on the payments team" is Maria's team,
    not a scope of hers: "Maria moved to the search team" is its next value)."""
    if words[noun].key not in _GROUPS or before < 0:
        return False
    after = noun + 1
    while after < len(words) and (words[after].cls in ("date", "time") or words[after].key == "CUE"):
        after += 1  # "now", "since May"
    if after < len(words) and not (words[after].cls == "mark" and words[after].key in (";", ".", "!", ",")):
        return False
    by = words[before]
    if by.cls == "anchor" and by.key in _MEMBERSHIP:
        verb = before - 1
        return verb >= 0 and regions[verb] == "V" and words[verb].key in ("BE", "WORK")
    return regions[before] == "V" and by.key in ("join", "joined")


def _scope_end(words: list[Word], start: int, stop: int) -> int:
    """Where a scope opening at ``start`` ends (before ``stop``): at a mark or an anchor, a
    verb after a noun ("For the billing service prefer X": the verb starts the clause; a
    role, "as QA lead", is a noun), or a day or a time ("meets for its all-hands each
    Friday": when, not what)."""
    j = start
    while (
        j < stop
        and _content(words[j])
        and words[j].form not in ("s", "d")
        and not (words[j].form and j > start and words[j].key not in _ROLES)  # "as QA lead of X": a noun
        and not (words[j].cls in ("date", "time") and j > start)
    ):
        j += 1
    return j


def _as_scope(words: list[Word], regions: list[str], start: int, end: int) -> None:
    """Words ``start`` to ``end`` (exclusive) are a scope; a concept among them that is also
    a plain noun is read as the noun ("for work", "(work)")."""
    for k in range(start, end):
        regions[k] = "C"
        if words[k].cls == "concept" and words[k].key in GENERIC:
            words[k] = Word(words[k].key.lower(), "word")


def _main_copula(words: list[Word]) -> int | None:
    """Where the copula ``_regions`` made the sentence's verb stands, if there is one."""
    return next((n for n, w in enumerate(words) if w.key == "BE" and w.cls == "anchor" and w.region == "V"), None)


def _before_closing_marks(words: list[Word], floor: int = 0) -> int:
    """Where the marks that close the text ("." and "!") begin, and an update cue said
    last before them ("... is the tech lead on Falcon now"), at ``floor`` at the least: a
    closing "now" or "these days" changes no reading of the clause before it."""
    end = len(words)
    while end > floor and (
        (words[end - 1].cls == "mark" and words[end - 1].key in (".", "!"))
        or (words[end - 1].cls == "anchor" and words[end - 1].key == "CUE")
    ):
        end -= 1
    return end


def _managed_by_as_reports(words: list[Word]) -> list[Word]:
    """Read "Mira Costa is managed by Dmitri Sato" as "Mira Costa reports to Dmitri Sato",
    as ``_manages_as_reports`` reads "Dmitri Sato manages Mira Costa": names, the copula
    (an update cue may follow it), "managed by" and names; anything else is read as said
    ("The user is managed by Max" stays a passive, which the rules read as "Max manages
    the user")."""
    be = _main_copula(words)
    if not be:
        return words
    end = _before_closing_marks(words, be + 1)
    verb = be + 1
    while verb < end and words[verb].cls == "anchor" and words[verb].key == "CUE":
        verb += 1
    while end > verb + 2 and words[end - 1].cls == "anchor" and words[end - 1].key == "CUE":
        end -= 1  # "... is managed by Theo Silva now"
    managed, manager = words[:be], words[verb + 2 : end]
    if (
        verb + 2 >= end
        or words[verb].key != "MANAGE"
        or words[verb].cls != "concept"
        or words[verb + 1].key != "by"
        or not any(w.cls == "ent" for w in managed)
        or any(w.cls not in ("ent", "word") or w.form or w.region != "S" for w in managed)
        or any(w.cls != "ent" for w in manager)
    ):
        return words
    said = list(managed) + words[be + 1 : verb] + [_with(words[verb], key="MANAGER", region="V")]
    said += [_with(w, region="O") for w in manager] + list(words[end:])
    return [_with(w, at=n) for n, w in enumerate(said)]  # in order, as _manages_as_reports numbers them


def _manages_as_reports(words: list[Word]) -> list[Word]:
    """Read "Olga Sakamoto manages Eva Chen" as "Eva Chen reports to Olga Sakamoto": the
    fact is about the one managed (as "Eva Chen's manager is Olga Sakamoto" is), so a
    later "Eva Chen now reports to Tariq" is its next version, and "Olga manages Eva" /
    "Olga manages Tom" are two facts about two people. Only a clause of names, the verb
    and names (an update cue may stand before the verb); anything else is read as said."""
    verb = next((i for i, w in enumerate(words) if w.key == "MANAGE" and w.cls == "concept" and w.region == "V"), None)
    if verb is None:
        return words
    end = _before_closing_marks(words, verb + 1)
    # the clause starts after the last mark before the verb ("Heads up: ...")
    start = max((i + 1 for i, w in enumerate(words[:verb]) if w.cls == "mark"), default=0)
    # a name typed in lower case ("anders Torres") is still the name
    manager = [w for w in words[start:verb] if w.cls == "ent" or (w.cls == "word" and not w.form)]
    cues = [w for w in words[start:verb] if w.cls == "anchor" and w.key == "CUE" and w.cue]
    managed = words[verb + 1 : end]
    if (
        not any(w.cls == "ent" for w in manager)
        or not managed
        or len(manager) + len(cues) != verb - start
        or any(w.cls != "ent" or w.region != "O" for w in managed)
        or any(w.region != "S" for w in manager)
    ):
        return words
    said = words[:start] + [_with(w, region="S") for w in managed] + cues + [_with(words[verb], key="MANAGER")]
    said += [_with(w, region="O") for w in manager] + words[end:]
    return said[:start] + [_with(w, at=said[start - 1].at + 1 + n if start else n) for n, w in enumerate(said[start:])]


# German puts the verb second: after an opening phrase of when or where ("In der Freizeit",
# "Seit Mai", "Derzeit"), the subject follows the verb ("In der Freizeit ist Nils Okafor
# beim Schach zu finden"), where English would have the value.
_GERMAN_COPULAS = frozenset({"ist", "sind", "war", "waren"})
_GERMAN_OPENINGS = frozenset(
    """in im am an seit ab bei beim nach vor während zur zum auf unter über laut bis derzeit aktuell momentan
    jetzt heute zurzeit inzwischen mittlerweile normalerweise meistens gerade neuerdings""".split()
)


def _named_after_german_copula(words: list[Word], raw: list[tuple[str, str, str, bool]]) -> list[Word]:
    """Read a full name right after a German copula as the subject where an opening phrase
    of when or where stands before the copula and more is said after the name ("Derzeit
    ist Nils Okafor im Büro Berlin" is Nils Okafor's office; "Der Tech Lead für Falcon ist
    Nils Okafor" keeps the name as the value); the opening phrase is a scope."""
    verb = _main_copula(words)
    if verb is None or not 0 <= words[verb].at < len(raw) or raw[words[verb].at][1] not in _GERMAN_COPULAS:
        return words
    if raw[0][1] not in _GERMAN_OPENINGS:  # (an opening adverb may be dropped: "Derzeit")
        return words
    end = verb + 1
    while end < len(words) and words[end].cls == "ent" and (end == verb + 1 or words[end].at == words[end - 1].at + 1):
        end += 1  # the name's words side by side (German capitalises every noun after it)
    if end - verb < 3 or _before_closing_marks(words) <= end:
        return words  # no full name, or nothing said after it
    return (
        [w if w.cls == "mark" else _with(w, region="C") for w in words[:verb]]
        + [words[verb]]
        + [_with(w, region="S") for w in words[verb + 1 : end]]
        + words[end:]
    )


def _holder_as_value(words: list[Word], raw: list[tuple[str, str, str, bool]]) -> list[Word]:
    """Read "Ana Silva is the tech lead for Falcon" as "The tech lead for Falcon is Ana
    Silva": a clause of a name, the copula, a role (``_ROLES``, up to two words before
    it) and its owner is about the owner's role, whose value is who holds it, so "Bo Li
    is now the tech lead for Falcon" is its next version (a subject of its own each, they
    were two facts). The owner may open the text instead ("On Falcon, Ana Silva is the
    tech lead"). Anything else is read as said."""
    end = _before_closing_marks(words)
    skip = _leading_cues(words)
    front = _fronted(words[skip:])
    start = skip + front
    verb = _main_copula(words)
    if verb is None or not 1 <= verb - start <= 3:
        return words
    holder = words[start:verb]
    if not any(w.cls == "ent" for w in holder) or any(w.cls not in ("ent", "word") or w.form for w in holder):
        return words
    role = next((n for n in range(verb + 1, min(verb + 5, end)) if words[n].key in _ROLES), None)
    if role is None or any(not _plain(w) and w.key != "CUE" for w in words[verb + 1 : role]):
        return words  # up to two words before the role, and a cue ("is now the tech lead")
    if _indefinite(raw, next(w for w in words[verb + 1 : role + 1] if w.key != "CUE")):
        return words  # "is a tech lead", "is now a Product Manager": one of many, no role's one holder
    owner = role + 1
    if owner < end and words[owner].cls == "anchor" and words[owner].key in _ROLE_OF:
        owner += 1
    if owner >= end and not front:
        return _owner_before_role(words, holder, verb, role, end)
    if any(not _plain(w) for w in words[owner:end]):
        return words
    if owner < end and _indefinite(raw, words[owner]):
        return words  # "the owner of a bakery": no role's one holder either
    said = [_with(w, region="O") for w in holder] + [words[verb]]
    said += [w if w.key == "CUE" else _with(w, region="S") for w in words[verb + 1 : role + 1]]
    if owner >= end:  # the owner said first ("On Falcon, Ana Silva is the tech lead")
        return _as_subject(words[:start]) + said + words[role + 1 :]
    said = words[:start] + said + words[role + 1 : owner]
    # the owner joins the subject; a scope ("for Falcon") stays one
    return said + [w if w.region == "C" else _with(w, region="S") for w in words[owner:end]] + list(words[end:])


# What opens a clause that sets the scene before the fact ("When scheduling calls with
# Amara Ito, remember they're on EST").
_SETTINGS = frozenset({"when", "whenever", "if", "before", "after", "while"})


def _named_in_the_setting(words: list[Word], raw: list[tuple[str, str, str, bool]]) -> list[Word]:
    """The names in a clause that sets the scene, said first and closed by a comma, are
    who or what the fact is about: "When scheduling calls with Amara Ito, remember
    they're on EST" is about Amara Ito, so Carlos Ito's time zone is another fact."""
    if not raw or raw[0][1] not in _SETTINGS:
        return words
    comma = next((n for n, w in enumerate(words) if w.cls == "mark" and w.key == ","), None)
    if comma is None:
        return words
    return [
        _with(w, region="S") if n < comma and w.cls in ("ent", "name") and w.region == "O" else w
        for n, w in enumerate(words)
    ]


# What opens the clause after a value said first: "X is where / what / how ..." (a pseudo-cleft).
_SAID_LAST = frozenset({"where", "what", "how"})


def _where_said_last(words: list[Word], raw: list[tuple[str, str, str, bool]]) -> list[Word]:
    """Read "Floor 7 of the Seoul office is where the billing team works" as "The billing
    team works on floor 7 of the Seoul office": before a copula followed by "where" stands
    the value, and the clause after it is what the fact is about."""
    verb = _main_copula(words)
    if not verb or words[verb].at + 1 >= len(raw) or raw[words[verb].at + 1][1] not in _SAID_LAST:
        return words
    return _value_first(words, verb, len(words))


def _kind_as_value(words: list[Word], raw: list[tuple[str, str, str, bool]]) -> list[Word]:
    """Read "Vue is the frontend framework for Dune" as "The frontend framework for Dune is
    Vue": a known thing or a name (a kind, ``KINDS``, or an entity) before the copula, then
    a noun of up to three words, "for", "of" or "on" and its owner, says which thing or who fills
    the owner's slot, so "Dune settled on React for its frontend framework" is another
    version of it, and "Nils is the designer of Falcon" / "... of Heron" are two facts (with
    the thing as the subject, the first two were two facts and the last a version). A role
    of ``_ROLES`` is ``_holder_as_value``'s. The owner may open the text instead ("For Dune,
    Vue is the frontend framework"). Anything else is read as said."""
    end = _before_closing_marks(words)
    skip = _leading_cues(words)
    front = _fronted(words[skip:])
    start = skip + front
    verb = _main_copula(words)
    if verb is None or not 1 <= verb - start <= 3:
        return words
    if not front and _mine_after(words, raw, verb, end) and all(map(_owner_word, words[start:verb])):
        # "uv is my package manager for Python projects": what is said to be one's own slot
        # is its value, whatever it is called
        return _value_first(words, verb, end)
    if any(w.cls not in ("kind", "ent") for w in words[start:verb]):
        return words
    of = next((n for n in range(verb + 1, min(verb + 5, end)) if words[n].cls == "anchor"), None)
    if front:
        if of is None and verb + 1 < end and _definite(raw, words[verb + 1]):
            if _slot_phrase(words[verb + 1 : end]):
                return _value_first(words, verb, end, start)
        return words
    if of is None:
        if _possessor_slot(words, raw, verb, end):  # "Nils Mori is Nimbus's designer"
            return _value_first(words, verb, end)
        # "of" is a stopword, no word: the owner is the first name after the noun, "of" before it
        of = next((n for n in range(verb + 2, min(verb + 5, end)) if words[n].cls == "ent"), None)
        if of is None or words[of].at < 1 or raw[words[of].at - 1][1] != "of":
            return words
        owner = of
    elif words[of].key not in _ROLE_OF or of == verb + 1 or of + 1 >= end:
        return words
    elif words[of].key == "on" and not _definite(raw, words[verb + 1]):
        return words  # "the designer on Nimbus" is a slot; "is reachable on SMS" no noun
    else:
        owner = of + 1
    if not _slot_phrase(words[verb + 1 : of]) or not all(map(_owner_word, words[owner:end])):
        return words
    return _value_first(words, verb, end)


def _mine_after(words: list[Word], raw: list[tuple[str, str, str, bool]], verb: int, end: int) -> bool:
    """Whether the copula ``verb`` is followed by "my" or "our" and a slot noun of one to
    three words, then the end or a scope: "... is my font for Go services"."""
    at = words[verb].at
    if not 0 <= at + 1 < len(raw) or raw[at + 1][1] not in ("my", "our"):
        return False
    slot = verb + 1
    while slot < end and words[slot].cls != "anchor" and _owner_word(words[slot]):
        slot += 1
    return 1 <= slot - verb - 1 <= 3 and (slot == end or words[slot].key in _ROLE_OF)


def _owner_word(word: Word) -> bool:
    """A word of a slot's owner after its "for", "of" or "on": a noun, even one that reads
    as a verb elsewhere ("Go services", "client work")."""
    return word.cls in ("ent", "word", "kind", "concept", "env")


def _value_first(words: list[Word], verb: int, end: int, start: int = 0) -> list[Word]:
    """What stands before the copula ``verb`` (from ``start``) as the value, the rest of the
    clause up to ``end`` as the subject (a scope stays one, an anchor as it is); an owner
    said first (before ``start``: ``_fronted``) joins the subject."""
    said = _as_subject(words[:start]) + [_with(w, region="O") for w in words[start:verb]] + [words[verb]]
    said += [w if w.region == "C" or w.cls == "anchor" else _with(w, region="S") for w in words[verb + 1 : end]]
    return said + list(words[end:])


def _possessor_slot(words: list[Word], raw: list[tuple[str, str, str, bool]], verb: int, end: int) -> bool:
    """Whether what follows the copula is a name's possessive and a slot noun of one or two
    words, to the end: "... is Nimbus's designer", "... is Aurora's release manager"."""
    names = verb + 1
    while names < end and words[names].cls in ("ent", "kind"):
        names += 1
    if names == verb + 1 or not 1 <= end - names <= 2 or not all(_slot_word(w) for w in words[names:end]):
        return False
    at = words[names - 1].at
    return 0 <= at < len(raw) and raw[at][3]


def _slot_phrase(words: list[Word]) -> bool:
    """Whether ``words`` name a slot: slot words (``_slot_word``), and perhaps a liking said
    by a person last ("the editor I use", "the browser the user likes": which one is theirs)."""
    if len(words) > 1 and words[-1].key == "PREF" and words[-1].lead == "person" and words[-1].pole > 0:
        words = words[:-1]
    return bool(words) and all(map(_slot_word, words))


def _slot_word(word: Word) -> bool:
    """A word of the noun that names a slot ("frontend framework", "CI", "designer", "the
    hosting": a concept, a role aside, which ``_holder_as_value`` reads)."""
    if word.cls == "concept":
        return word.key not in _ROLES and word.lead == "det"  # a noun ("the hosting"), no verb ("is going with")
    # "CI" reads as a name; a verb's form after a determiner is a noun ("the user's test runner")
    return word.cls in ("word", "kind", "env", "ent") and (not word.form or word.lead == "det")


def _owner_before_role(words: list[Word], holder: list[Word], verb: int, role: int, end: int) -> list[Word]:
    """``_holder_as_value`` for a role whose owner stands before it ("Ingrid Ivanova is
    Leila Park's manager", "Noor is Vale's QA lead"): "Leila Park's manager is Ingrid
    Ivanova", so the manager of one person and of another are two facts. The owner is a
    name (up to two plain words between it and the role); anything else is read as said."""
    start = verb + 1
    while start < role and words[start].key == "CUE":
        start += 1
    names = start
    while names < role and words[names].cls in ("ent", "kind"):  # a project may share a thing's name ("Cypress")
        names += 1
    if names == start or role - names > 2 or any(not _plain(w) for w in words[names:role]):
        return words
    said = [_with(w, region="O") for w in holder] + [words[verb]] + words[verb + 1 : start]
    said += [_with(w, region="S") for w in words[start : role + 1]]
    return said + list(words[end:])


def _liked_most_or_least(words: list[Word]) -> list[Word]:
    """Read "best" ending a clause after a liking ("Nora likes Vim best") as the liking
    said strongly, which "favourite" and "prefers" say in one word, and "least" or "worst"
    there as its opposite ("likes Vim the least": a dislike, never the liking with a word
    added). "likes good coffee", "likes Vim better than Emacs" keep theirs."""
    liked = next((n for n, w in enumerate(words) if w.key == "PREF" and w.pole > 0 and w.region == "V"), None)
    if liked is None:
        return words
    ends = [
        n
        for n in range(liked + 2, len(words))
        if (words[n].key == "GOOD" or words[n].key == "least") and (n + 1 == len(words) or words[n + 1].cls == "mark")
    ]
    if not ends:
        return words
    least = any(words[n].key == "least" or words[n].pole < 0 for n in ends)
    said = [w for n, w in enumerate(words) if n not in ends]
    if least:
        said[liked] = _with(said[liked], pole=-1)
    return said


# Words of a task finished: "done by", "finished by" a day say when it is due (by their
# keys: "finished" is "finish"); "until" there is "by" as learners say it ("must be
# finish until May 12", German "bis").
_FINISHED = frozenset(stem(w) for w in "done finish finished completed complete ready delivered".split())


def _done_by_as_due(words: list[Word]) -> list[Word]:
    """Read "done / finished / completed by" a day or time as "due": "The migration must be
    done by May 12" says what "The migration is due on May 12" does, so its "by" reads as
    that "on" ("done by Alice", a person, stays as said)."""
    due = [
        n
        for n, w in enumerate(words[:-2])
        if w.key in _FINISHED
        and w.cls == "word"
        and words[n + 1].cls == "anchor"
        and words[n + 1].key in ("by", "until")
        and words[n + 2].cls in ("date", "time")
    ]
    if not due:
        return words
    words = list(words)
    for n in due:
        words[n] = Word("DUE", "concept", region=words[n].region, at=words[n].at, lead=words[n].lead)
        words[n + 1] = _with(words[n + 1], key="on")
    return words


def _leading_cues(words: list[Word]) -> int:
    """How many words an update cue said first takes ("As of this month, X is ...", "Now
    X is ...", "These days X is ..."), a comma after it too: no word of the clause."""
    n = 0
    while n < len(words) and words[n].cls == "anchor" and words[n].key == "CUE":
        n += 1
    if n and n < len(words) and words[n].cls == "mark" and words[n].key == ",":
        n += 1
    return n


def _fronted(words: list[Word]) -> int:
    """Where the clause starts in a text opened by the owner of what it says: "On Falcon,
    ...", "For Dune, ..." (a preposition of _OWNED_ON, one to three plain words, a comma);
    0 in any other text."""
    if not words or words[0].cls != "anchor" or words[0].key not in _OWNED_ON:
        return 0
    if words[0].lead == _SAID_FIRST:
        # a heading, a story or a source made a scope (``_scope_said_first``): all of it,
        # verbs and all ("Big news at work today: ...")
        return next((n + 1 for n, w in enumerate(words) if w.cls == "mark" and w.key == ","), 0)
    n = 1
    # nouns after it, even ones that read as verbs elsewhere ("For travel,", "For package
    # installs,"), never a person's verb ("For work I use Vim, ...")
    while n < len(words) and n <= 3 and _owner_word(words[n]):
        if words[n].lead == "person":
            return 0
        n += 1
    if n == 1 or n >= len(words) or words[n].cls != "mark" or words[n].key != ",":
        return 0
    return n + 1


def _names_the_slot(first: Word, later: Word) -> bool:
    """Whether a word said first inside a value's name ("Windows Terminal", "GitLab CI")
    is said again as the slot's own noun ("... is my terminal", "... is the CI for X"):
    a text keeps one place per word, and that place is the slot's, so the slot stays what
    the fact is about and the name's other words its value."""
    return (
        first.polarity == later.polarity
        and first.region == "O"
        and first.cls in ("ent", "kind")
        and later.region in ("S", "C")
        and later.cls in ("word", "ent", "kind", "env")
    )


def _clause_after(words: list[Word], colon: int, verb: int) -> bool:
    """Whether the main verb after a label's colon opens a clause of its own: an imperative
    right after the colon whose object is what a value after it is for ("Locale settings:
    write code reviews in Polish"; not "Urgent stuff: use a calendar invite", whose object
    is the value), or a verb other than a copula after a subject of a few words ("Address
    book: your sister lives ...", "Directory: Ana Lima works ..."); not after a value
    ("Standup: 9:30, moved from 9:00"). A copula's clause keeps the label's reading: "X: Emacs
    is my editor" says its value first."""
    word = words[verb]
    if word.cls == "anchor" and word.key in ("BE", "NOT", "HAPPEN"):
        return False
    if verb == colon + 1:
        if word.form != "b" or word.lead == "person":
            return False
        j = verb + 1
        while j < len(words) and words[j].cls in ("word", "ent", "name", "concept"):
            j += 1
        return (
            j > verb + 1
            and j + 1 < len(words)
            and words[j].cls == "anchor"
            and words[j + 1].cls in ("kind", "ent", "name", "num", "time", "date")
        )
    between = words[colon + 1 : verb]
    if word.form == "b" and word.lead != "person" and (not between or between[-1].cls != "ent"):
        return False  # a noun that reads as a verb too: "Best channel: a phone call"
    # (a number after a name is its version: "API digest: payments-service v2 authenticates ...")
    return len(between) <= 4 and all(
        w.cls in ("word", "ent", "name", "kind", "concept") or (w.cls == "num" and n > 0 and between[n - 1].cls in ("name", "ent", "kind"))
        for n, w in enumerate(between)
    )


def _before_plural(words: list[Word], raw: list[tuple[str, str, str, bool]], at: int) -> bool:
    """Whether ``words[at]`` stands right before a plain plural noun ("support tickets",
    "commit messages"): the two are one thing, the first its modifier."""
    if at + 1 >= len(words):
        return False
    after = words[at + 1]
    if after.at != words[at].at + 1 or after.cls not in ("word", "concept") or after.form not in ("", "s"):
        return False
    surface = raw[after.at][0].lower() if 0 <= after.at < len(raw) else ""
    return len(surface) > 3 and surface.endswith("s") and not surface.endswith(("ss", "us", "is"))


def _picked_as(words: list[Word], verb: int, end: int) -> bool:
    """Whether a person's verb takes its object "as" a slot: "We picked GitHub Issues as the
    issue tracker of Kelp" says the tracker is GitHub Issues (the object is the value, as
    "Use npm" says; no imperative's subject)."""
    if words[verb].lead != "person":
        return False
    at = next((n for n in range(verb + 1, end) if words[n].cls == "anchor" and words[n].key == "as"), None)
    if at is None:
        return False
    # the object alone, no phrase of its own ("I write client work in Vitest as my test
    # runner": the scope and the value are apart)
    object_ = words[verb + 1 : at]
    return bool(object_) and not any(
        w.cls == "mark" or w.cls == "anchor" and w.key not in ("BE", "NOT") for w in object_
    )


def _as_subject(words: list[Word]) -> list[Word]:
    """``words`` in the subject (a scope stays one, an anchor or a mark as it is)."""
    return [w if w.region == "C" or w.cls in ("anchor", "mark") else _with(w, region="S") for w in words]


def _definite(raw: list[tuple[str, str, str, bool]], word: Word) -> bool:
    """Whether ``word`` opens a noun phrase with "the" or a possessive before it."""
    return 0 < word.at <= len(raw) and raw[word.at - 1][1] in _DEFINITE


_DEFINITE = frozenset("the its his her their our my your".split())


def _indefinite(raw: list[tuple[str, str, str, bool]], word: Word) -> bool:
    """Whether ``word`` opens a phrase with "a", "an" or "one" before it."""
    return 0 < word.at <= len(raw) and raw[word.at - 1][1] in ("a", "an", "one")


def _called_as_named(words: list[Word]) -> list[Word]:
    """Read "called" before a name, where it is no verb of its clause, as "named": "The
    user's dog is called Rex", "a daughter called Mia" say what "named Rex", "whose name is
    Mia" do ("The user called Mia", a verb, is a phone call)."""
    named = [
        n
        for n, w in enumerate(words[:-1])
        if w.key == "call" and w.form == "d" and w.region != "V" and words[n + 1].cls in ("ent", "name")
    ]
    if named:
        words = list(words)
        for n in named:
            words[n] = _with(words[n], key="name", form="")
    return words


def _changed_to_or_by(words: list[Word]) -> list[Word]:
    """Read a change up or down (MORE: "raised", "lowered") "to" a value as an update cue,
    as "moved to" is ("We raised the API timeout to 60 seconds" says the timeout is 60
    seconds now), and one "by" a number as a change by an amount (DELTA, never a light
    addition: "The rent increased by 100" is not "The rent is 100"). Within its clause."""
    out = None
    for n, w in enumerate(words):
        if w.cls != "concept" or w.key != "MORE":
            continue
        for j in range(n + 1, len(words) - 1):
            after = words[j]
            if after.cls == "mark":
                break
            if after.cls == "anchor" and after.key in ("to", "by"):
                value = words[j + 1]
                if after.key == "to" and value.cls in ("num", "time", "date", "ent", "kind"):
                    out = out or list(words)
                    out[n] = Word("CUE", "anchor", cue=True, region=w.region, at=w.at, lead=w.lead)
                elif after.key == "by" and value.cls == "num":
                    out = out or list(words)
                    out[n] = _with(w, key="DELTA")
                break
    return words if out is None else out


def _kept_count(words: list[Word]) -> list[Word]:
    """Read "keep" (or "store") right before a number as a plain word: "We keep 16 copies of
    X running" says how many run, not where X keeps its data ("X keeps everything in
    DynamoDB", "X is backed by DynamoDB": STORE)."""
    kept = [n for n, w in enumerate(words[:-1]) if w.key == "STORE" and w.cls == "concept" and words[n + 1].cls == "num"]
    if not kept:
        return words
    words = list(words)
    for n in kept:
        words[n] = _with(words[n], key="keep", cls="word")
    return words


def _channel_as_contact(words: list[Word]) -> list[Word]:
    """Read "Bruno prefers Signal" as "contact Bruno via Signal": what a person prefers,
    wants or dislikes, when it is a channel to reach them by (a chat kind: email, Slack, a
    phone call), is how to reach them, so "The best way to reach Bruno is email" is a
    version of the same fact, and "Do not contact Bruno via Signal" denies it. Only when
    the preference's value is a channel and plain words or names ("a phone call", "a
    calendar invite")."""
    verb = next(
        (i for i, w in enumerate(words) if w.key == "PREF" and w.cls == "concept" and _verb_or_denied(words, i)), None
    )
    if verb is None:
        return words
    value = []
    for w in words[verb + 1 :]:
        if w.region != "O" or w.cls in ("mark", "anchor"):
            break
        value.append(w)
    channel = [w for w in value if w.cls in ("kind", "ent") and "chat" in KINDS.get(w.key, ())]
    # plain words ("a calendar invite") and a product's maker ("Microsoft Teams") may stand
    # beside it; not "call" nor "message" ("video calls instead of async updates for
    # meetings", "commit messages in French" are no channels)
    if not channel or any(w.cls not in ("word", "ent", "name") and w not in channel for w in value):
        return words
    return [*words[:verb], _with(words[verb], key="CONTACT"), *words[verb + 1 :]]


def _verb_or_denied(words: list[Word], at: int) -> bool:
    """Whether ``words[at]`` is the verb: read so, or a value right after the subject and
    the auxiliaries, negations and cues that stand before a verb ("doesn't want",
    "does not like")."""
    if words[at].region == "V":
        return True
    k = at - 1
    while k >= 0 and words[k].cls == "anchor" and words[k].key in ("BE", "NOT", "CUE"):
        k -= 1
    return k < at - 1 and (k < 0 or words[k].region in ("S", "C") or words[k].cls == "mark")


def _about(word: Word) -> bool:
    """In the subject or a scope: part of what the fact is about."""
    return word.region in ("S", "C")


_FIELD_AT = {name: n for n, name in enumerate(Word._fields)}


def _with(word: Word, **changes) -> Word:
    """``word._replace(**changes)``, at a third of its cost (a text makes dozens)."""
    values = list(word)
    for name, value in changes.items():
        values[_FIELD_AT[name]] = value
    return tuple.__new__(Word, values)


def _answered_here(words: list[Word], at: int) -> bool:
    """Whether a question ending at ``at`` ("?") is answered right after it, in one to four
    words that end the text ("Who owns QA on Falcon? Ana Silva", "... ? That's Ana")."""
    if at >= len(words) or words[at].key != "?" or not any(_content(w) for w in words[:at]):
        return False
    answer = words[at + 1 : _before_closing_marks(words, at + 1)]
    return 1 <= sum(map(_content, answer)) <= 4 and not any(w.cls == "mark" and w.key in ("?", ";") for w in answer)


def _unknown_verb_after_name(words: list[Word], raw: list[tuple[str, str, str, bool]], end: int) -> int | None:
    """In a clause with no verb the tables know: a lower-case word ending in -s right after
    the name that opens it ("Keiko Castro follows EST hours", "Omar hosts the retro") is
    its verb, as "Nils works" is: a name is one thing, so what follows it in the -s form
    says what it does. None for anything else."""
    k = 0
    while k < min(end, 3) and words[k].cls == "ent":
        k += 1
    if not k or k + 1 >= end or words[k].cls != "word" or words[k].form:
        return None
    at = words[k].at
    if not 0 <= at < len(raw):
        return None
    surface, folded = raw[at][0], raw[at][1]
    if not (surface.islower() and len(folded) > 3 and folded.endswith("s") and not folded.endswith(("ss", "us", "is"))):
        return None
    return k


def _main_verb(words: list[Word], end: int) -> int | None:
    """Where the subject ends: the first copula, auxiliary or negation, unless a verb form
    comes first that is plainly one: an -s or past form ("Nils works", "Bumped the
    timeout"), a base form after a person ("we use") or at the start (an imperative,
    "Use npm"), an -s form after a generic person ("User prefers": not a plural noun, as
    "Deploys happen" is), or any verb when no copula follows. A word after a determiner
    or possessive is a noun ("the tech lead is", "the user's preferred editor is"), and
    so is a base form between nouns and a copula ("the QA lead on Opal is")."""
    copula = next((i for i in range(end) if words[i].cls == "anchor" and words[i].key in ("BE", "HAPPEN", "NOT")), None)
    first = True
    for i in range(end):
        word = words[i]
        if copula is not None and copula < i:
            break
        if not word.form or word.lead == "det":
            if _content(word):
                first = False
            continue
        if first:
            if word.form != "s" or word.lead == "person":  # "Deploys happen": a plural noun
                return i
        elif (
            word.lead == "person"
            and copula is not None
            and not any(w.cls == "mark" and w.key == "," for w in words[i:copula])
        ):
            pass  # a clause of a person's inside the subject: "The terminal I use on X is Y"
        elif word.form in ("s", "d") or word.lead == "person" or copula is None:
            return i
        first = False
    return copula


def _polarity(words: list[Word], raw: list[tuple[str, str, str, bool]] = ()) -> list[Word]:
    """Negative polarity for what a negation covers (to the end of its clause; all of its
    sentence where it closes the text and covers nothing: "tabs — no"), and for the
    rejected side of "X over Y", "X, not Y", "X instead of Y", "rather than Y", "X beat Y",
    and "from X to Y" after a change verb."""
    n = len(words)
    polarity = [w.pole for w in words]
    denied = [""] * n
    cue_seen = False
    pref_seen = False
    denied_to = -1  # the end of the clause the last negation covers
    i = 0
    while i < n:
        word = words[i]
        key = word.key
        if word.cls == "concept" and key == "PREF":
            pref_seen = True
        if word.cue and key in ("CUE", "REPLACE"):
            cue_seen = True
            passive = i > 0 and _a_form_of_be(words[i - 1], raw)  # "has lifted the rule" is no passive
            if word.pole == -1 and not passive:  # "stopped X": X no longer holds
                # (a passive denies its subject: "requests are dropped after 15s")
                denied_to = _clause_end(words, i + 1)
                _flip(words, polarity, denied, i + 1, denied_to, "not")
        contrast = False
        if key == "NOT" and word.cls == "anchor" and _answers_before(words, i, raw):
            # a negation closing the text with no word after it answers what came before:
            # "tabs — no", "dark mode: no", "Deploys on Friday are NOT ok" ("ok" says
            # nothing of its own), "Homeoffice? nein" deny all of their sentence; unless a
            # negation covers some of it already (a denial of a denial stays as written)
            start = _sentence_start(words, i)
            if all(polarity[j] == words[j].pole for j in range(start, i)):
                covered = [j for j in range(start, i) if _content(words[j])]
                if any(words[j].region != "C" for j in covered):
                    covered = [j for j in covered if words[j].region != "C"]
                for j in covered:
                    polarity[j] = -polarity[j]
                    denied[j] = "not"
            i += 1
            continue
        if key == "NOT" and word.cls == "anchor":
            previous = words[i - 1] if i > 0 else None
            if previous is not None and (
                previous.key in (",", "but", "and") or previous.cls == "mark" and previous.key != ":"
            ):
                contrast = True  # "use npm, not yarn": only yarn is denied ("Nora: no eggs" denies them)
            elif i < denied_to:
                # a second negation in a clause one covers already says it again (the
                # negative concord of "никогда не пьёт", "no usa nunca"): no second flip
                i += 1
                continue
            else:
                start = _after_aside(words, i + 1)
                stop = _clause_end(words, start)
                # "no longer in the Vilnius office, now in Cairo": what the negation
                # covers is the old value, as after "moved from"
                # ... and "isn't at 10:45 anymore, it's at 11:30": a clause said after one
                # its change word closes
                now = (
                    stop + 1 < n
                    and words[stop].key == ","
                    and (
                        (words[stop + 1].key == "CUE" and words[stop + 1].pole > 0)
                        or (words[stop - 1].key == "CUE" and words[stop + 1].key in ("BE", "LIVE", "WORK", "USE"))
                    )
                )
                _flip(words, polarity, denied, start, stop, "old" if now else "not")
                denied_to = stop
                i += 1
                continue
        if contrast or key in ("INSTEAD", "RATHER", "than") or (key == "over" and (pref_seen or cue_seen)):
            # "use npm, not yarn"; ", never on weekends" denies the weekends
            _flip(words, polarity, denied, i + 1, _phrase_end(words, i + 1, opened=contrast), "old")
        elif key == "from" and cue_seen and i >= denied_to and not _works_from(words, i):
            # (not after a negating cue, which denies what follows already: "retired from Acme")
            # "moved from Berlin to Munich": Berlin is the old value
            _flip(words, polarity, denied, i + 1, _phrase_end(words, i + 1), "old")
        elif key == "REPLACE":
            _flip(words, polarity, denied, i + 1, _phrase_end(words, i + 1), "old")
        if word.cls == "mark" and key in (",", ";", ":"):
            pref_seen = pref_seen and key == ","
        i += 1
    return [
        w if w.polarity == polarity[i] else _with(w, polarity=polarity[i], denied=denied[i] if polarity[i] < 0 else "")
        for i, w in enumerate(words)
    ]


def _flip(words: list[Word], polarity: list[int], denied: list[str], start: int, stop: int, why: str) -> None:
    """A negation denies the predicate, not the scope it is said in: subject words keep
    theirs. Where all it covers is a scope, it denies the scope ("is not on the payments
    team", "cannot delete projects": a scope noun and what precedes it)."""
    covered = [j for j in range(start, stop) if _content(words[j]) and words[j].region != "S"]
    if any(words[j].region != "C" for j in covered):
        covered = [j for j in covered if words[j].region != "C"]
    for j in covered:
        polarity[j] = -polarity[j]
        denied[j] = why


# What leaves a choice open before a closing negation: "whether to use Docker or not".
_OR = frozenset("or oder o ou или".split())
# The negations that answer on their own ("without" and "except" say of what follows them).
_ANSWERS = frozenset(
    "no not none nothing nobody nope nah never nein nicht nichts nie keine kein non nunca nada ninguno jamais rien aucun "
    "não nao nenhum niente nessuno niet nee geen нет не никогда ничего никто".split()
)


def _answers_before(words: list[Word], at: int, raw: list[tuple[str, str, str, bool]]) -> bool:
    """Whether the negation at ``at`` ends the text's words and answers what precedes it:
    content before it, none after, and not "X or not" (a choice left open)."""
    before = words[at].at - 1
    return (
        0 <= before + 1 < len(raw)
        and raw[before + 1][1] in _ANSWERS
        and not any(map(_content, words[at + 1 :]))
        and any(map(_content, words[:at]))
        and not (0 <= before < len(raw) and raw[before][1] in _OR)
    )


def _sentence_start(words: list[Word], at: int) -> int:
    """Where the sentence a closing answer at ``at`` answers starts: after the last
    sentence end before it with words between them ("Alice works remotely. No." answers
    the sentence before its own; a question mark ends no sentence here: "Tabs? no")."""
    start, seen = 0, False
    for j in range(at - 1, -1, -1):
        word = words[j]
        if word.cls in ("mark", "anchor") and word.key in (".", "!", ";"):
            if seen:
                start = j + 1
                break
        elif _content(word):
            seen = True
    return start


def _clause_end(words: list[Word], start: int) -> int:
    for j in range(start, len(words)):
        if words[j].cls in ("mark", "anchor") and words[j].key in _BOUNDARIES:
            return j
    return len(words)


def _after_aside(words: list[Word], at: int) -> int:
    """Where what a negation covers starts: at ``at``, or after an aside between commas
    that opens there ("is not, and has never been, assigned to X": the assignment)."""
    if at < len(words) and words[at].cls == "mark" and words[at].key == ",":
        for j in range(at + 1, min(len(words), at + 7)):
            if words[j].cls == "mark":
                return j + 1 if words[j].key == "," else at
    return at


def _phrase_end(words: list[Word], start: int, opened: bool = False) -> int:
    """The rejected alternative: up to a preposition, a mark or the end of the clause;
    ``opened``: a preposition that opens it is its own (", never on weekends")."""
    j = start
    if opened and j < len(words) and words[j].cls == "anchor" and words[j].key in _PREPOSITIONS:
        j += 1
    while j < len(words):
        word = words[j]
        if word.cls == "mark" or (
            word.cls == "anchor" and (word.key in _PREPOSITIONS or word.key in ("NOT", "CUE", "BE"))
        ):
            break
        j += 1
    return j


# ---------------------------------------------------------------- comparing two
def is_duplicate(a: str, b: str) -> bool:
    """Whether two texts are the same memory (the rule capture's dedupe applies)."""
    return relate(Memory(a), Memory(b)).kind == DUPLICATE


def relate(
    a: Memory | Analysis | str, b: Memory | Analysis | str, a_created: str | None = None, b_created: str | None = None
) -> Relation:
    """How ``a`` and ``b`` relate. Memories carry their ``created``; plain texts or analyses
    take it from ``a_created`` / ``b_created``."""
    if isinstance(a, Memory):
        a_created = a.created if a_created is None else a_created
        a = a.text
    if isinstance(b, Memory):
        b_created = b.created if b_created is None else b_created
        b = b.text
    x = a if isinstance(a, Analysis) else analyze(a)
    y = b if isinstance(b, Analysis) else analyze(b)
    if _prefixed_same(x.text, y.text):
        return Relation(DUPLICATE, "labelled")
    if _several(x.text) and _several(y.text):
        apart = _apart_from_shared(x.text, y.text)
        if apart is not None:
            found = relate(apart[0], apart[1], a_created, b_created)
            if found.kind != DUPLICATE:
                # (what is left may be one memory only as part of the whole: "... Thanks.
                # — Ida Moe" / "... — Bo Li" sign two people's facts; the whole decides that)
                return found
    if x.norm == y.norm and x.norm or _same_but_case(x.text, y.text):
        found = Relation(DUPLICATE, "same-text")
    else:
        found = _relate_by_tokens(x, y) if x.fallback or y.fallback else _relate(x, y, a_created, b_created)
    if found.kind in (UPDATE, CONFLICT) and (asks(x.text) or asks(y.text)):
        return Relation(DIFFERENT, "a-question")  # a question states no value to replace or deny
    if found.kind == DUPLICATE and _reasons_differ(x.text, y.text):
        return Relation(DIFFERENT, "another-reason", detail=found.detail)
    if found.kind == DUPLICATE and _exchanged(x.text, y.text):
        return Relation(DIFFERENT, "exchanged", detail=found.detail)
    if found.kind == DUPLICATE and _values_apart(x.norm, y.norm):
        return Relation(DIFFERENT, "values-apart", detail=found.detail)
    return found


def _same_but_case(a: str, b: str) -> bool:
    """Whether two texts are one but for case, spacing and punctuation, one of them in lower
    case or the two alike but for spaces and a closing mark: a reading may tell names by
    their capitals or read a pattern's spacing, and such a copy is still the same memory."""
    return (
        abs(len(a) - len(b)) < 6
        # one written in lower case, or the two alike but for spaces and a closing mark
        and (a.islower() != b.islower() or a.rstrip(".!? ").split() == b.rstrip(".!? ").split())
        and a[:12].casefold().split()[:1] == b[:12].casefold().split()[:1]
        and tokens(a) == tokens(b) != []
        and _MARKS_BETWEEN.findall(a) == _MARKS_BETWEEN.findall(b)  # "$5" / "€5", "-5" / "5"
    )


# Characters that say something between words: any but letters, digits, spaces and the
# marks that end or split a sentence or quote
_MARKS_BETWEEN = re.compile(r"[^\w\s.,!?;:'\"\u2018\u2019\u201c\u201d()\u2026\u2013\u2014]")


def _values_apart(a: str, b: str) -> bool:
    """Whether each of two texts (their ``norm``) says a thing or a number the other does
    not: never one memory, whatever the reading made of the words around them. A reading
    that leaves part of a text aside (a story told first, a heading) had left a value
    aside with it: "Was told that Velvet picked Preact; the team agreed" / "... Vue; ..."
    had been one memory. A place is no such value (a place said on one side only is where
    it was said, or its office)."""
    va, vb = _things_and_numbers(a), _things_and_numbers(b)
    return bool(va - vb) and bool(vb - va)


def _things_and_numbers(norm: str) -> frozenset[str]:
    out = set()
    for token in norm.split():
        token = ALIASES.get(token, token)
        kinds = KINDS.get(token)
        if kinds is not None and "city" not in kinds or token.isdigit():
            out.add(token)
    return frozenset(out)


# Words that make a label say more than where a note came from: when it held, that it no
# longer does (``_STALE_WORDS``), or under what condition ("Old: X", "Until March: X", "If
# urgent: X").
_TELLING_LABEL = _STALE_WORDS | frozenset(
    """older former previous previously rejected declined wrong incorrect false untrue no not never ex until before
    after since from if when unless except without draft proposed maybe""".split()
)


def _prefixed_same(a: str, b: str) -> bool:
    """Whether one text is the other with a label before it that only says where the note
    came from ("Extracted memory: X" / "X"; ``_unlabelled``), written alike but for case and
    spaces. Only one side's: two labels may be two subjects ("Falcon tech lead: Ana" /
    "Heron tech lead: Ana")."""
    for labelled, plain in ((a, b), (b, a)):
        if len(labelled) > len(plain):
            said = " ".join(plain.split()).casefold()
            if not " ".join(labelled.split()).casefold().endswith(said):
                return False  # (the rest can be the plain text only where it ends the labelled one)
            rest = _unlabelled(labelled)
            if rest is not None and " ".join(rest.split()).casefold() == said:
                return bool(rest.strip())
    return False


# A label of one word that says only what kind of note follows (a name's would be one too:
# "Ana: works in Lyon")
_SOURCE_LABELS = frozenset("note notes fyi memo nb ps reminder context background aside info".split())
_LABEL_OPENING = re.compile(r"^\s*(?P<label>[^:\u2014\s][^:\u2014]{0,60}?)\s*[:\u2014]\s+(?=\S)")


def _unlabelled(text: str) -> str | None:
    """``text`` without a label that only says where the note came from, or None where it
    has none: up to five words with a lower-case one among them (not a name's "Alice Smith:
    ..."), and no number, thing, place, team or word that says when or whether it holds
    (``_TELLING_LABEL``)."""
    found = _LABEL_OPENING.match(text)
    if found is None:
        return None
    words = found.group("label").split()
    if len(words) == 1 and words[0].casefold() in _SOURCE_LABELS:
        return text[found.end() :]  # "Note: ...", "FYI: ..."
    if not 0 < len(words) <= 5 or not any(w[:1].islower() for w in words[1:] or words):
        return None  # every word capitalised: a name's ("Alice Smith: works in Lyon")
    for word in words:
        folded = word.casefold().strip(".,;()'\u2019")
        if (
            any(c.isdigit() for c in folded)
            or folded in _TELLING_LABEL
            or folded in KINDS
            or folded in ENVIRONMENTS
            or folded in SCOPE_NOUNS
            or folded in NEGATORS
        ):
            return None
    return text[found.end() :]


# A sentence's words (``_sentence_facts``). What says a fact among them: a name (a word with
# a capital, not the one opening it), a number, a thing the lexicon knows, an environment,
# an identifier ("voice-notes").
_SENTENCE_TOKEN = re.compile(r"[^\W_][\w'\u2019.-]*")
# The last parts of compounds that are words, not identifiers: "sign-off", "long-running"
_PLAIN_COMPOUND_ENDS = frozenset(
    "off up out in on down over back running based term time level wide party site call minute person hand".split()
)
_NAMED_ENVIRONMENTS = ENVIRONMENTS - {"local", "test", "testing", "beta", "preview"}  # (also plain words)
# Words that make a sentence say more than why or when a fact came up: a change or an old
# value (which may only echo the change its fact's sentence says), that something no longer
# holds, a denial, and a correction, condition or contrast, or a feeling that may be the
# fact's opposite.
_RETRACT_TELLS = _STALE_WORDS | NEGATING_CUES | frozenset("longer anymore".split())
_ECHO_TELLS = (
    CUES
    | frozenset("older earlier previous previously formerly update updates change changes adjusted revised modified".split())
) - _RETRACT_TELLS
_DENIAL_TELLS = NEGATORS
_CONTRARY_TELLS = frozenset(
    """wrong mistake mistaken incorrect correction true false untrue temporarily temporary but however although
    though unless except only love loves loved hate hates hated dislike dislikes disliked enjoy enjoys prefer
    prefers preferred""".split()
)
ECHO, RETRACT, DENIAL, CONTRARY = 1, 2, 4, 8
# What says why or when a fact came up, or what to do with it: a sentence left out has one
# ("..., so suggestions should assume it", "This matters whenever ...", "It came up while
# ..."); one without may be a fact of its own in plain words ("They favour static types
# over dynamic types.", "It authenticates with basic auth."). Also what is usually done or
# needs doing about it ("Approvals usually need sign-off from a line manager", "..., so
# long-running operations need to be split up"), the day it came up on ("My buddy walked me
# through X today", "Spent the morning reading the X build") and where more is written
# ("The full report is in the shared doc"), with a closing thanks.
_COMMENTARY = re.compile(
    r"\b(?:should|so\s+that|wants?|wanted|matters?|in\s+mind|remember(?:ed)?|come\s+up|came\s+up|comes\s+up"
    r"|mentioned|asked|brought\s+(?:it\s+|this\s+|that\s+)?up|worth\s+(?:knowing|remembering|noting|keeping)"
    r"|useful|helpful|good\s+to\s+know|expects?|expected|assumed?|suggest(?:ions?)?|said\s+that(?=[.!]*$)"
    r"|usually|typically|normally|need(?:s|ed)?\s+to|accordingly|no\s+longer\s+appl(?:y|ies)|today|tonight|yesterday|this\s+(?:morning|afternoon|evening)"
    r"|spent\s+the\s+(?:morning|afternoon|evening|day)|thank\s+you|thanks"
    r"|(?:shared|linked|attached)\s+(?:doc|document|file|notes|sheet|page|folder)"
    r"|sollten?|merken|beachten|nützlich|hilfreich|erwähnte?"  # the same in German, Spanish and Russian
    r"|quieren?\s+que|sugerencias|deben?|conviene|recordar|tener\s+en\s+cuenta|útil"
    r"|стоит\s+помнить|запомнить|нужно|надо|следует|полезно|просила?|с\s+учётом"
    r"|(?:that|this)\s+(?:version|date|time|day|office|location|runtime|limit|value|setting|rule|choice|change|language"
    r"|zone|channel|number|count))\b",
    re.IGNORECASE,
)
# A fact's sentence that points back at one before it: "there", or a pronoun opening it
_FACT_POINTS_BACK = re.compile(
    r"\bthere\b|^\s*(?:[^:]{1,40}:\s+)?(?:it|its|they|their|them|this|that|these|those|he|she|his|her)\b"
    r"(?!\s+(?:mentioned|said|noted|explained|added|asked|told|stressed)\b)",  # (not who reported it: "They mentioned ...: X")
    re.IGNORECASE,
)
# A team named by the word before it ("the infra team"), not one pointed at ("that group")
_GROUP_NAMED = _GROUP_NOUNS | {"group"}
_NOT_A_GROUP_NAME = STOPWORDS | FILLERS | _DETERMINERS | PERSONS | frozenset("whole entire same other".split())
# A thing done wrongly says nothing against the fact: "... had been routed to X by mistake"
_DONE_WRONGLY = re.compile(r"\bby\s+mistake\b", re.IGNORECASE)
_WISHES = frozenset("want wants wanted expect expects expected need needs needing mind".split())
_COMMENT_WORDS = 5  # the fewest words of a sentence that says why or when a fact came up


def _token_value(token: str) -> str:
    """A ``_SENTENCE_TOKEN`` as the value it names: without a closing stop or dash, nor a
    possessive ("Amara Cruz's manager" names Amara Cruz, as "Amara Cruz reports to" does)."""
    token = token.rstrip(".-")
    if token.endswith(("'s", "\u2019s")) and len(token) > 3:
        return token[:-2]
    return token.rstrip("'\u2019")


def _value_spans(clause: str, values: frozenset[str]) -> list[tuple[int, int, str]]:
    """Where ``clause`` says its ``values`` (``_sentence_facts``), the words of one side by
    side as one span ("Mei Tanaka", "Python 3.12", "189 King Street"): (start, end, shape),
    the shape a number where it has one, else a thing the lexicon knows, else a name."""
    spans: list[tuple[int, int, str]] = []
    for found in _SENTENCE_TOKEN.finditer(clause):
        token = _token_value(found.group())
        folded = token.casefold()
        if folded not in values:
            continue
        shape = "number" if any(c.isdigit() for c in token) else "thing" if folded in KINDS else "name"
        end = found.start() + len(token)
        if spans and not clause[spans[-1][1] : found.start()].strip():
            joined = spans[-1][2], shape
            shape = "number" if "number" in joined else "thing" if "thing" in joined else "name"
            spans[-1] = (spans[-1][0], end, shape)
        else:
            spans.append((found.start(), end, shape))
    return spans


_ORDER_SAID = re.compile(r"\b(?:over|instead|rather\s+than)\b", re.IGNORECASE)


def _span_values(clause: str, span: tuple[int, int, str]) -> frozenset[str]:
    return frozenset(_token_value(t).casefold() for t in _SENTENCE_TOKEN.findall(clause[span[0] : span[1]]))


def _stale_then_current(said: str) -> str:
    """A value denied and its successor said in the next clause, as the first clause with
    the successor in the stale one's place: "X no longer reports to Mei Tanaka; X moved under
    Ömer Suzuki" says "X reports to Ömer Suzuki now (was Mei Tanaka)", "In dev, X no longer
    times out after 90 seconds; the limit is 120 seconds now" "In dev, X times out after 120
    seconds now (was 90)". So the text reads as its current value, the stale one marked, and
    is one memory with a text saying that value (it had read as a denial of it, a conflict).
    Only where the second clause has one value the first lacks, and the first one of that
    shape the second lacks; otherwise as it was."""
    first, _, second = said.partition(";")
    if "no longer" not in first or ";" in second or "no longer" in second or _ORDER_SAID.search(said):
        return said  # (an order turned around is read as it is: "no longer prefers A; B over A now")
    values_1, _ = _sentence_facts(first)
    values_2, tells_2 = _sentence_facts(second)
    if tells_2 & (DENIAL | RETRACT | CONTRARY):
        return said
    new = [span for span in _value_spans(second, values_2) if not _span_values(second, span) <= values_1]
    if len(new) != 1:
        return said
    shape = new[0][2]
    # the one value of that shape the second clause lacks, after "no longer" ("X is no longer
    # the lead on P; the role went to Y" denies X, not P: left as it was)
    label = _LABEL_OPENING.match(first)  # (a label's word is no value here: "Heads-up: X no longer ...")
    after = label.end() if label is not None and len(label.group("label").split()) <= 5 else 0
    old = [
        span
        for span in _value_spans(first, values_1)
        if span[0] >= after and span[2] == shape and not _span_values(first, span) <= values_2
    ]
    if len(old) != 1 or old[0][0] < first.index("no longer"):
        return said
    (start, end, _), current = old[0], second[new[0][0] : new[0][1]]
    stale = first[start:end]
    plain = first[:start].replace("no longer ", "", 1) + current + first[end:]
    return f"{plain.rstrip(' ,.')} now (was {stale}){second[len(second.rstrip(' .!')):]}".rstrip()


def _sentence_facts(sentence: str) -> tuple[frozenset[str], int]:
    """The values one sentence holds (``_SENTENCE_TOKEN``), and the kinds of telling words
    it has (``ECHO | RETRACT | DENIAL | CONTRARY``; a "n't" is a denial, the "no" of "no
    longer" is not)."""
    values, tells, wished = set(), 0, 0
    if "mistake" in sentence:
        sentence = _DONE_WRONGLY.sub("", sentence)
    if "so that" in sentence:
        sentence = sentence[: sentence.index("so that")]  # what it is for: "... so that nothing else gets booked over it"
    found = _SENTENCE_TOKEN.findall(sentence)
    for i, token in enumerate(found):
        token = _token_value(token)
        folded = token.casefold()
        if folded in _ECHO_TELLS or folded == "of" and i and found[i - 1].casefold() == "as":
            tells |= ECHO  # (and "as of this week")
        if folded in _RETRACT_TELLS:
            tells |= RETRACT
        after = found[i + 1].casefold() if i + 1 < len(found) else ""
        if after in _WISHES and (folded in _DENIAL_TELLS or folded.endswith(("n't", "n\u2019t"))):
            wished = DENIAL  # (a denial only in a sentence with a value: below)
        elif folded in _DENIAL_TELLS and after not in ("longer", "more"):
            tells |= DENIAL  # (not the "no" of "no longer", a change)
        elif folded.endswith(("n't", "n\u2019t")):
            tells |= DENIAL
        if folded in _GROUP_NAMED and i and found[i - 1].casefold() not in _NOT_A_GROUP_NAME:
            values.add(found[i - 1].casefold() + " " + folded)  # "the infra team", not "that group"
        if folded in _CONTRARY_TELLS:
            tells |= CONTRARY
        if (
            any(c.isdigit() for c in token)
            or folded in KINDS and (token != folded or folded not in VERBS and "city" not in KINDS[folded])  # "Go", "Nice"
            or folded in _NAMED_ENVIRONMENTS
            or "_" in folded
            or "-" in folded and folded not in COMMON_HYPHENATED and folded.rsplit("-", 1)[1] not in _PLAIN_COMPOUND_ENDS
        ):
            values.add(folded)
        elif token[:1].isupper() and token != "I" and (i > 0 or _named_first(token, found)):
            values.add(folded)
    # what is not wanted is a fact where the sentence names it ("does not want Ghostty as their
    # terminal"), and says what not to do about one where it names nothing ("does not want it
    # relitigated")
    return frozenset(values), tells | (wished if values else 0)


# How common nouns end, which a sentence may open with ("Attendance", "Prioritisation"); a
# plural is one before a plural verb.
_PARTICIPLES = frozenset("sent made kept given taken held built done shown written run set put".split())
_PLURAL_VERBS = frozenset("are were have do dont don't need want tend".split())
_COMMON_NOUN_ENDS = ("tion", "sion", "ity", "ment", "ness", "ance", "ence", "ary", "ing", "ship", "ism", "ure", "ed")


def _named_first(token: str, found: list[str]) -> bool:
    """Whether the word opening a sentence is a name: with a capital after it ("Lea
    Mori"), or no word the lexicon knows, not shaped as a common noun, with a verb after it
    ("Pinecone has a new owner", not "Questions ...", "Context ..." or "Code suggestions
    ...")."""
    if len(found) < 2:
        return False
    if found[1][:1].isupper():
        return True
    after = found[1].casefold()
    if not (after in COPULAS or after in VERBS or after in CUES or after in _MODALS):
        return False
    folded = token.casefold()
    if folded.endswith("s") and not folded.endswith(("ss", "us", "is", "as")):
        # "Stakeholders are ...", "Messages sent after hours ...", not "Pegasus has ..." or "Examples should ..."
        return after not in _PLURAL_VERBS and not (after.endswith("ed") or after in _PARTICIPLES)
    return not (
        folded in STOPWORDS
        or folded in PERSONS
        or folded in FILLERS
        or folded in LABELS
        or folded in GENERIC
        or folded in VERBS
        or folded in CONCEPTS
        or folded in _DETERMINERS
        or folded.endswith(_COMMON_NOUN_ENDS)
    )


# A name of two or three words with capitals, and a sentence opened by a pronoun for it
_NAMED_PERSON = re.compile(r"\b[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+){1,2}\b")
_PRONOUN_FIRST = re.compile(r"^(?:they|he|she|it)\b", re.IGNORECASE)
# ... and "their" after a sentence about the user, naming no one ("The user asked ...")
_THEIR_FIRST = re.compile(r"^their\s", re.IGNORECASE)
_USER_FIRST = re.compile(r"^(?:the\s+)?user\s+(?!['\u2019]s\b)[a-z]", re.IGNORECASE)
_THEY_DO = re.compile(r"^they\s+(?!(?:are|were|have|had|do|did|will|would|can|could|should|must|may|might)\b)([a-z]+)\b", re.IGNORECASE)


@lru_cache(maxsize=4096)  # (relate reads it again for each pair: _apart_from_shared)
def _named_again(sentences: tuple[str, ...]) -> tuple[str, ...]:
    """``sentences`` with one opened by "they", "he" or "she" said of the person the
    sentence before it names, where that names one person and nothing else: "Nora Weber
    came up while the user sorted out seating. They work out of the Bergen office." (the
    fact's sentence then holds the name); and one opened by "it" said of the one
    identifier the sentence before it names ("... ledger-service ... It runs on Go 1.22")."""
    out = list(sentences)
    for i in range(1, len(out)):
        if not _PRONOUN_FIRST.match(out[i]):
            if _THEIR_FIRST.match(out[i]) and _USER_FIRST.match(out[i - 1]) and not _NAMED_PERSON.search(out[i - 1]):
                # "The user asked for setup help. Their preferred test runner is pytest."
                out[i] = _capitalised(_pronouns_as("the user", _PRONOUN, out[i]))
            continue
        values, _ = _sentence_facts(out[i - 1])
        if out[i][:2].casefold() == "it":
            # a thing named alone: "The user mentioned ledger-service while debugging. It runs on Go 1.22."
            if len(values) == 1 and ("-" in next(iter(values)) or "_" in next(iter(values))) and out[i][2:3] == " ":
                out[i] = next(_token_value(w) for w in _SENTENCE_TOKEN.findall(out[i - 1]) if _token_value(w).casefold() in values) + out[i][2:]
            continue
        names = [_token_value(name) for name in _NAMED_PERSON.findall(out[i - 1])]
        if len(names) == 1 and values == frozenset(w.casefold() for w in names[0].split()):
            verb = _THEY_DO.match(out[i])
            if verb is not None:  # "They work out of ..." is "Nora Weber works out of ..."
                out[i] = f"{names[0]} {_third_person(verb.group(1))}{out[i][verb.end():]}"
            out[i] = _pronouns_as(names[0], _PRONOUN, out[i])
    return tuple(out)


def _fact_sentence(said: str) -> str:
    """``said`` as the one sentence of it that holds its fact, where the others only say
    why or when it came up: an agent's extracted memory ("While talking about capacity,
    the user said X runs 8 replicas in QA. Load estimates depend on the replica count.").
    That sentence (the first, where several do) holds every name, number and thing the
    text says; each other says why or when it came up or what to do with it
    (``_COMMENTARY``), holds no value of its own, no word that may deny, retract or change
    a fact (a change, a denial or a retraction only where the fact's sentence says one,
    which it echoes; a retraction after a change only beside a sign of commentary),
    nor a correction, contrast or feeling (``_CONTRARY_TELLS``), has ``_COMMENT_WORDS``
    words or more and no label but where a note came from; and the fact's sentence, after
    another, does not point back at it (``_FACT_POINTS_BACK``). Otherwise the whole text."""
    sentences = _sentences(said)
    if len(sentences) < 2 or any(c.isalpha() and not c.isupper() and not c.islower() for c in said):
        return said  # (a name in a script without case, CJK, Hangul, Arabic, has no capital to tell it by)
    sentences = _named_again(sentences)
    read = [_sentence_facts(sentence) for sentence in sentences]
    every = frozenset().union(*(values for values, _ in read))
    holding = [i for i, (values, _) in enumerate(read) if values == every]
    if not every or not holding:
        return said
    fact = holding[0]  # (a later one holding them all says what follows from it: "X reports to Y. Ask Y about X's time off")
    # a change or a denial said again: "X moved to Lima. Reminders should use the updated office.",
    # "X is not the lead, never was!! dont know who said that"
    # and a retraction after one ("X no longer requires Y. The expectation was retired"), or
    # after a change where it says what to do about it ("..., so earlier observations may no
    # longer apply")
    echoed = (ECHO if read[fact][1] & (ECHO | RETRACT) else 0) | (read[fact][1] & (DENIAL | RETRACT))
    if any(
        tells & ~(echoed | (RETRACT if echoed & ECHO and _COMMENTARY.search(sentences[i]) else 0))
        or len((_unlabelled(sentences[i]) or sentences[i]).split()) < _COMMENT_WORDS
        or _LABEL_OPENING.match(sentences[i]) and _unlabelled(sentences[i]) is None
        or not (_COMMENTARY.search(sentences[i]) or tells & echoed)  # (a change said again needs no other sign)
        for i, (_, tells) in enumerate(read)
        if i != fact
    ):
        return said  # (a short one or one under a label of its own is a part other rules read: "okay!", "Today: ...")
    if fact and _FACT_POINTS_BACK.search(sentences[fact]):
        return said  # "The user set up a machine for the monorepo. Their test runner there is Mocha"
    return sentences[fact]


# When or why a fact came up, said before whoever reported it: "While describing how
# decisions get made on Dune, the user said that X is the release manager there", "As they
# noted while going over capacity, X is scaled to 3 replicas", "For scheduling context, the
# user noted that ..." (``_reported_when``).
_REPORTED_WHEN = re.compile(
    r"^(?:as\s+(?:the\s+user|they|he|she)\s+(?:said|noted|explained|mentioned|added|stressed|pointed\s+out)"
    r"(?P<aside>[^,.;:!?]{0,60}),\s+"
    r"|(?P<when>(?:while|when|during|as|after|in|for)\s[^,.;:!?]{3,80}?)(?:,\s+|\s+(?=(?:the\s+user|they)\s))"
    r"(?:(?P<report>(?:the\s+user|they|he|she)\s+(?:said|noted|explained|mentioned|added|stressed|pointed\s+out"
    r"|clarified)(?:\s+that)?\s+)|(?P<for>(?<=context,\s)|(?<=purposes,\s))))(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
# What a memory tool writes before a fact about how it holds it: "fact (confidence 0.92): ",
# "Memory (score 0.8): ", "category=work | "
_SCORED_LABEL = re.compile(
    r"^\s*(?:(?P<label>[^\W\d]+)?\s*\(\s*(?:confidence|score|certainty|relevance)\s*[=:]?\s*[\d.]+%?\s*\)\s*:"
    r"|(?:category|type|kind|tag)\s*[=:]\s*[\w-]+\s*[|:])\s*(?=\S)",
    re.IGNORECASE,
)
_SOURCE_WORDS = frozenset("fact memory observation note entry".split())  # (a label that says no more than where from)


def _scored_label(found: re.Match) -> str:
    """What ``_SCORED_LABEL`` found, without how sure the tool was: a label that says what
    the note is stays ("Decision (confidence 0.95): X" is "Decision: X"), one that says only
    where it came from goes."""
    label = found.group("label")
    return f"{label}: " if label and label.casefold() not in _SOURCE_WORDS else ""


# A change as a tool logs it, what changed after it: "was: Iris Reyes, now: Asha Petrov
# (security champion, Summit)", "was: 30s, now: 10s — billing-api request timeout in
# production" say "<what>: <new> (was <old>)"
_WAS_NOW_FIELDS = re.compile(
    r"^\s*was:\s*(?P<old>[^,;]+?),\s*now:\s*(?P<new>[^(\u2014\u2013]+?)\s*"
    r"(?:\((?P<what>[^)]+)\)|[\u2014\u2013]\s*(?P<what2>[^.;]+?))\s*\.?\s*$",
    re.IGNORECASE,
)
# A memory tool's notice of what it stored: "Memory updated: X" says "Update: X", "Saved
# memory: X" says X (the memory had read as what the fact is about)
_MEMORY_NOTICE = re.compile(
    r"^\s*(?:memory\s+(?:(?P<updated>updated|changed|revised)|saved|added|stored|created)"
    r"|(?:(?P<updated2>updated|revised)|saved|new|stored|added)\s+memory)\s*[:\u2014\u2013-]\s+(?=\S)",
    re.IGNORECASE,
)
# Whom a stored fact is about, said in a field before or after it: "[user: Ana Ruiz] Works
# in the Lisbon office", "Prefers Signal for urgent matters [user: Olga Ek]" say "Ana Ruiz:
# ...", "Olga Ek: ..." (the name had read as the fact's value)
_ABOUT_FIELD = r"\[\s*(?:user|person|subject|entity|about|who|name)\s*:\s*(?P<who>[^\]\n:]{1,40}?)\s*\]"
_ABOUT_FIELD_FIRST = re.compile(r"^\s*" + _ABOUT_FIELD + r"\s*", re.IGNORECASE)
_ABOUT_FIELD_LAST = re.compile(r"^(?P<fact>\S.*?)[\s,;.]*" + _ABOUT_FIELD + r"\s*[.!]?\s*$", re.IGNORECASE)
# A colleague said as the user's before their name is the person named: "User's colleague
# Rafael Fernandes acts as designer on Yucca" (a relative stays: "the user's sister Ana")
_COLLEAGUE_NAMED = re.compile(
    r"\b(?:the\s+)?(?:user['\u2019]s|my|our)\s+(?:colleague|co-?worker|teammate)\s+(?=[A-Z][\w'\u2019-]+\s+[A-Z])", re.IGNORECASE
)
# A role held, said without its article: "Rafael Fernandes acts as designer on project
# Yucca" says "... the designer on Yucca" (with the article, the role is what the sentence
# is about and the name its value, as "X is the QA lead on Falcon" reads)
_ROLE_BARE = re.compile(
    r"(?P<pre>\b[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+){1,2}\s+(?:is|serves\s+as|acts\s+as)\s+)"
    r"(?P<role>(?:[a-z][\w-]*\s+){0,2}(?:lead|manager|owner|champion|engineer|designer|architect|maintainer|sponsor"
    r"|reviewer|steward|coordinator|director|analyst))\s+(?P<prep>on|for|of)\s+(?:project\s+)?(?=[A-Z])"
)
# What a service is built for, a runtime and its version, is what it runs on
# ... and so does one the code written for it must work with: "any code written for X must
# work with Python 3.9" (the code had read as what the sentence is about)
_CODE_FOR = re.compile(
    r"\b(?:(?:any|all|the)\s+)?code\s+(?:written\s+)?for\s+(?P<x>[\w.-]*[\w-])\s+(?:must|has\s+to|should|needs\s+to)\s+"
    r"(?:work\s+with|target|support|run\s+on|be\s+compatible\s+with)\s+(?=[A-Z][\w+#.-]*\s+v?\d)",
    re.IGNORECASE,
)
_BUILT_FOR = re.compile(r"\s+(?:is|was)\s+built\s+for\s+(?=[A-Z][\w+#.-]*\s+v?\d)")
# What to keep away from someone because of an allergy: "Keep shellfish away from Marco
# Sandberg: they are allergic" says "Marco Sandberg is allergic to shellfish"
_KEPT_AWAY = re.compile(
    r"^(?P<pre>[-*\u2022]?\s*)keep\s+(?P<thing>[^,:;.]{1,40}?)\s+away\s+from\s+(?P<p>[^,:;.\u2014]{2,40}?)\s*[:;,.\u2014-]\s+"
    r"(?:they|he|she)(?:['\u2019]re|['\u2019]s|\s+are|\s+is)\s+allergic\b[^.;!?]*[.!]?\s*$",
    re.IGNORECASE,
)
# When a fact was last checked, as its label: "Confirmed this morning: X", "Double-checked
# yesterday: X", "Verified: X" say X (the label had read as the sentence's subject, and
# "this morning" as a change)
_CHECKED = r"(?:confirmed|checked|double-checked|verified|rechecked)"
_CONFIRMED_WHEN = re.compile(
    r"^\s*(?:re-?)?" + _CHECKED + r"(?:\s+(?:this\s+(?:morning|afternoon|evening|week)"
    r"|today|yesterday|last\s+(?:week|month|night)|earlier(?:\s+today)?|again|just\s+now))?\s*:\s+(?=\S)",
    re.IGNORECASE,
)
# ... and how long it is expected to hold, or where it was read, opening or closing it: "For
# the time being, X", "X for now", "Last I checked, X", "Going by last month's org chart, X",
# "X, double-checked yesterday" say X (no change: "for now" had read as "now", a cue, and
# "the time being" as what the text is about). "Until further notice" stays: a state said
# to hold from now on ("X is enabled in preview until further notice") is a change.
_HOLDS_FOR_NOW = (
    r"for\s+the\s+time\s+being|for\s+now|at\s+the\s+moment|at\s+present"
    r"|last\s+(?:i|we)\s+(?:checked|heard)|as\s+far\s+as\s+(?:i|we)\s+know"
)
_CHECKED_WHEN = _CHECKED + r"\s+(?:yesterday|today|this\s+(?:morning|afternoon|week)|last\s+week)"
# (whether either may hold, searched before they are tried: their words anywhere)
_HOLDS_FOR_NOW_WORDS = re.compile(r"(?:" + _HOLDS_FOR_NOW + r"|going\s+by|" + _CHECKED_WHEN + ")", re.IGNORECASE)
_HOLDS_FOR_NOW_FIRST = re.compile(
    r"^\s*(?:(?:" + _HOLDS_FOR_NOW + r")\s*[,:]?|going\s+by\s+[^,;:.!?]{1,50}?\s*[,:])\s*(?!of\b|that\b)(?=\S)", re.IGNORECASE
)
_HOLDS_FOR_NOW_LAST = re.compile(r",?\s+(?:" + _HOLDS_FOR_NOW + "|" + _CHECKED_WHEN + r")(?=\s*[.!]?\s*$)", re.IGNORECASE)
# A change named before its colon, with where it happened: "a handover on Cobalt: Lea Roth
# has taken over as on-call owner from Noor Strand" is said for Cobalt (the handover had
# read as the fact's subject)
_USER_TOLD = r"(?:[Tt]he\s+user\s+(?:mentioned|noted|reported|flagged|described|explained|shared)\s+)?"
_CHANGE_ON = re.compile(
    r"^\s*" + _USER_TOLD + r"(?:[Aa]n?|[Tt]he)\s+"
    r"(?:handover|hand-off|handoff|change|switch|swap|reshuffle|shake-up|reorg|convention|rule|policy|practice|norm)"
    r"\s+(?:on|for|at|in|of)\s+(?P<x>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?|the\s+[^\W\d][\w-]*\s+(?:team|group|squad))\s*:\s+(?=\S)"
)
_CHANGE_FLAGGED = re.compile(r"^\s*" + _USER_TOLD + r"(?:[Aa]|[Tt]he)\s+change:\s+(?=\S)")
# What a person named last went on to do: "... from Noor Strand, who stepped back to focus
# on other commitments" (left out where it names nothing: ``_who_after``)
_WHO_AFTER = re.compile(r",\s+who\s+[^,.;!?]*(?=[.;!?]|$)")


def _who_after(found: re.Match) -> str:
    """A closing "who" clause left out where it holds no value and denies nothing."""
    values, tells = _sentence_facts(found.group()[2:])
    return found.group() if values or tells else ""


# A label that only points back at what the text was about: "The limit in question: ..."
_IN_QUESTION = re.compile(r"^\s*the\s+[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*)?\s+in\s+question:\s+(?=\S)", re.IGNORECASE)
_TEAM_NAMED = re.compile(r"\bthe\s+(?:[^\W\d][\w-]*\s+)?(?:team|group|squad)\b", re.IGNORECASE)


def _reported_when(found: re.Match) -> str:
    """What ``_REPORTED_WHEN`` found, said without when it came up, where that names
    nothing; with what it names as the fact's scope where that is a team ("While talking
    about how the research team operates, ..." is "For the research team, ...") or a name
    ("For Dune, ..."); unchanged where it holds anything else (a number, a thing)."""
    if found.group("aside") is not None:
        return _capitalised(found.group("rest"))  # "As they noted while going over capacity, X"
    when, rest = found.group("when"), (found.group("report") or "") + found.group("rest")
    if found.group("for") is not None and not when.casefold().startswith("for "):
        return found.group()  # "In that context, X": a bare frame only after "For ... context,"
    values, _ = _sentence_facts(when[when.index(" ") :])
    team = _TEAM_NAMED.search(when)
    if team is not None and not {v for v in values if not v.endswith(tuple(_GROUP_NAMED))}:
        return f"For {team.group()}, {_reported_plainly(rest)}"
    if not values and not any(w.casefold().strip(".,") in SCOPE_NOUNS for w in when.split()):
        return _capitalised(rest)
    words = when.split()
    named = [w for w in words[1:] if w.strip(".,").casefold() in values]
    if named and len(values) == len({w.strip(".,").casefold() for w in named}) and " ".join(named) in when:
        return f"For {' '.join(named)}, {_reported_plainly(rest)}"
    return found.group()


def _several(text: str) -> bool:
    """Whether a text may hold more than one sentence (a question and its answer are one:
    "Q: what's the Munich office address? A: 69 Main Street")."""
    return ". " in text or "! " in text


# Where one sentence ends and the next begins; a piece of fewer than _SENTENCE_WORDS words
# is no sentence of its own ("fl. 7 (Utrecht bldg)", "Dr. Ida Moe", "Yes. ...").
_SENTENCE_APART = re.compile(r"(?<=[.!])\s+(?=\S)")
_SENTENCE_WORDS = 4


@lru_cache(maxsize=4096)
def _sentences(text: str) -> tuple[str, ...]:
    out: list[str] = []
    for piece in _SENTENCE_APART.split(text.strip()):
        if out and (len(piece.split()) < _SENTENCE_WORDS or len(out[-1].split()) < _SENTENCE_WORDS):
            out[-1] = f"{out[-1]} {piece}"
        else:
            out.append(piece)
    return tuple(out)


def _sentence_key(sentence: str) -> str:
    return " ".join(sentence.casefold().split()).rstrip(".!? ")


def _sentence_keys(sentences: tuple[str, ...]) -> list[str]:
    """Each sentence's key; the first one's without a label that only says where the note
    came from ("Extracted memory: the user wants ..." shares that sentence with "The user
    wants ...")."""
    first = _unlabelled(sentences[0])
    return [_sentence_key(first if i == 0 and first else t) for i, t in enumerate(sentences)]


def _apart_from_shared(a: str, b: str) -> tuple[str, str] | None:
    """Two texts of several sentences without the sentences both say, where each has one of
    its own left: "The user wants escalations routed fast. For urgent matters, contact X via
    Slack" / "... Y via Slack" relate as their last sentences do (the shared one had opened
    both, and read as the subject, whom to contact was a value). A sentence both say adds
    the same to each, so what the rest says decides, unless it says one memory (then the
    whole texts are related); where nothing is shared, None."""
    sa, sb = _sentences(a), _sentences(b)
    if len(sa) < 2 or len(sb) < 2:
        return None
    sa, sb = _named_again(sa), _named_again(sb)  # (the rest may be "They work in X": whose, said)
    ka, kb = _sentence_keys(sa), _sentence_keys(sb)
    shared = set(ka) & set(kb)
    if not shared:
        return None
    rest_a = [t for t, k in zip(sa, ka, strict=True) if k not in shared]
    rest_b = [t for t, k in zip(sb, kb, strict=True) if k not in shared]
    if not rest_a or not rest_b:
        return None
    return " ".join(rest_a), " ".join(rest_b)


# A text's runs of one script (Latin, Greek, Cyrillic, Hangul, kana, Han), of digits, and
# its marks: a particle written onto a name ("calls보다") is a word of its own here.
_SCRIPT_RUN = re.compile(
    r"[^\W\d_\u0370-\u04ff\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u4e00-\u9fff\uac00-\ud7af]+"
    r"|[\u0370-\u03ff]+|[\u0400-\u04ff]+|[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]+|[\u3040-\u30ff]+"
    r"|[\u4e00-\u9fff]+|\d+|[^\w\s]"
)
# What may stand between two parts said in either order without changing what is said: a
# sentence's end (two sentences or clauses told in another order), a copula ("Tariq is the
# QA lead" / "the QA lead is Tariq") and words that join equals.
_EITHER_ORDER = frozenset(
    """. ; ! ? 。 ； ！ ？ ， 、 is are was = : - – — , / & + and or und oder ist et ou est es y o e i и
    или это en of ve veya oraz lub と や 和 与 及 或 와 과""".split()
)


def _exchanged(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with two of its parts exchanged across a word that is not
    indifferent to their order (``_EITHER_ORDER``): "video calls보다 async updates 쪽을
    선호한다" / "async updates보다 video calls ..." (Korean "보다", than), "Alice calls Bob"
    / "Bob calls Alice". In a language the rules do not read, such a pair had every word in
    common and was one memory; where the rules read the order word, they say so first."""
    ta = [t.casefold() for t in _SCRIPT_RUN.findall(a)]
    tb = [t.casefold() for t in _SCRIPT_RUN.findall(b)]
    if len(ta) != len(tb) or ta == tb or sorted(ta) != sorted(tb):
        return False
    start = 0
    while ta[start] == tb[start]:
        start += 1
    end = len(ta)
    while ta[end - 1] == tb[end - 1]:
        end -= 1
    xa, xb = ta[start:end], tb[start:end]
    n = len(xa)
    for first in range(1, n - 1):  # xa = A + M + B and xb = B + M + A, M not empty
        if xb[n - first :] != xa[:first]:
            continue
        for last in range(1, n - first):
            if xb[:last] != xa[n - last :]:
                continue
            middle = xa[first : n - last]
            if xb[last : n - first] == middle and xa[:first] != xa[n - last :]:
                return not all(t in _EITHER_ORDER for t in middle)
    return False


def _reasons_differ(a: str, b: str) -> bool:
    """Whether both texts give a reason ("..., because the team went with MySQL"), which
    reading leaves out, and the two reasons are not one memory ("... because the team went
    with Postgres", "... because Eva likes it")."""
    if "ecause" not in a or "ecause" not in b:
        return False
    ours, theirs = _reasons(a), _reasons(b)
    if not ours or not theirs or ours == theirs:
        return False
    return relate(ours, theirs).kind != DUPLICATE


def _reasons(text: str) -> str:
    """A text's reasons (``_REASON``), one after another."""
    found = (m.group(1).strip(" ,") for m in _REASON.finditer(text))
    return "; ".join(r for r in found if r and "because" not in r.casefold())


def surely_different(x: Analysis, y: Analysis) -> str | None:
    """Why ``relate`` would say DIFFERENT, when that is decided from the two analyses alone:
    a name, or a number or thing in the subject or a scope, on one side and not the other
    (SUBJECT_DIFFERS: relate's subject-differs, or little-in-common before it; never a
    duplicate, since a value word is never a light addition), or more words changed outside
    the subject than one value holds ("another-predicate"). None says nothing: relate decides."""
    if x.fallback or y.fallback or not x.keys or not y.keys or x.norm == y.norm:
        return None
    if x.subject_values - y.keys.keys() or y.subject_values - x.keys.keys():
        return SUBJECT_DIFFERS
    # Each side's subject has a word the other lacks (relate's noun swap, "the tech lead" /
    # "the release manager"; never a duplicate, as a subject word changed on each side is
    # never light), unless the word may share a root with one of the other's (then it may
    # count as shared there).
    if _unmatched(x, y, x.subject_nouns) and _unmatched(y, x, y.subject_nouns):
        return SUBJECT_DIFFERS
    # More ordinary words changed outside the subject than one value holds (relate's
    # another-predicate), on one side, and the other side has a word of its own too (so
    # the pair is no light addition, never a duplicate): each word counted here is surely
    # one relate counts. Everything relate returns between the duplicate check and that
    # one is different.
    for a, b in ((x, y), (y, x)):
        places = [at for k, at in a.plain_words if k not in b.keys and not _may_share_root(a, b, k)]
        if _too_many_places(places) and _unmatched(b, a, b.substantive):
            return "another-predicate"
    return None


def _may_share_root(x: Analysis, y: Analysis, key: str) -> bool:
    """Whether ``x``'s word ``key`` may be one of ``y``'s in another form (_same_roots), or
    said the other way, with or without a negating prefix (_prefixed_pairs)."""
    word = x.keys[key]
    if _rootable(word) and key[:SAME_ROOT_PREFIX] in y.root_heads:
        return True
    return word.cls == "word" and any(y.keys[other].cls == "word" for other in _negations_in(key, y.keys))


def _unmatched(x: Analysis, y: Analysis, keys: Iterable[str]) -> bool:
    """Whether one of ``keys`` (of ``x``) is surely not ``y``'s: not there, in no other form."""
    return any(k not in y.keys and not _may_share_root(x, y, k) for k in keys)


def _token_set(x: Analysis) -> frozenset[str]:
    """The tokens of an analysis's text (kept only by a fallback's: a sleep keeps many)."""
    return x.token_set if x.fallback else frozenset(tokens(_said(x.text)))


def _relate_by_tokens(x: Analysis, y: Analysis) -> Relation:
    """Texts without spaces (Chinese, Japanese): different where a negation or a number
    differs, else one memory only when they say the same characters in the same order,
    softening ones aside (``_said_plainly``); no rule here orders two versions."""
    ta, tb = _token_set(x), _token_set(y)
    if not ta or not tb:
        return Relation(DIFFERENT, "empty")
    if numbers(ta) != numbers(tb):
        return Relation(DIFFERENT, "number-differs")
    negated_a = any(n in x.text for n in _CJK_NEGATIONS) or bool(ta & NEGATORS)
    negated_b = any(n in y.text for n in _CJK_NEGATIONS) or bool(tb & NEGATORS)
    if negated_a != negated_b:
        if _said_plainly(_without_negation(x.text)) == _said_plainly(_without_negation(y.text)):
            # the same characters but for the negation ("用户喜欢咖啡" / "用户不喜欢咖啡",
            # "魚を食べます" / "魚を食べません"): a contradiction, kept visible
            return Relation(CONFLICT, "negation")
        return Relation(DIFFERENT, "negation-differs")
    if _said_plainly(x.text) == _said_plainly(y.text):
        return Relation(DUPLICATE, "same-characters")
    return Relation(DIFFERENT, "unsegmented-text")


# Characters that only soften or mark a sentence ("很", "了", "的"; "は", "ね"; "です" and
# "ます" endings): the rest of an unsegmented text, in order, is what it says.
_CJK_LIGHT = frozenset("的了很也都呢吧啊呀哦嘛はがねよ")
_CJK_ENDINGS = re.compile("です|ます")


def _without_negation(text: str) -> str:
    """An unsegmented text without its negation markers (_CJK_NEGATIONS), longest first."""
    for negation in _CJK_NEGATIONS_LONGEST:
        text = text.replace(negation, "")
    return text


def _said_plainly(text: str) -> str:
    """An (NFKC) unsegmented text's letters, digits and characters in order, without punctuation,
    spaces and ``_CJK_LIGHT``: two texts with the same token set but a name, a value or an
    order changed ("负责人是王伟" / "负责人是李娜", "晚上写代码，不喜欢早上开会" / "早上写代码，
    不喜欢晚上开会") differ here, where the bigrams of a long text outweighed them."""
    folded = _CJK_ENDINGS.sub("", text.casefold())
    return "".join(c for c in folded if c.isalnum() and c not in _CJK_LIGHT)


def _weight(word: Word) -> float:
    if word.cls == "concept" and word.key in GENERIC or word.key in GENERIC:
        return GENERIC_WEIGHT
    return 1.0


def _valued(word: Word) -> bool:
    """A word that names a value or a thing: never a light addition."""
    return word.cls in ("num", "time", "date", "ent", "name", "kind", "env") or (
        word.cls == "concept" and word.pole != 1
    )


def _substantive(word: Word) -> bool:
    """A word that can make two texts about one subject."""
    return word.key not in GENERIC and word.cls != "anchor"


def newer_by_created(a_created: str | None, b_created: str | None) -> str | None:
    """Which of two memories is newer by ``created`` ("a", "b"), or None when that cannot
    tell: all ``relate`` reads of the two times (a sleep keys a pair's verdict on it)."""
    if a_created and b_created and a_created != b_created:
        return "a" if a_created > b_created else "b"
    return None


def _newer(x: Analysis, y: Analysis, a_created: str | None, b_created: str | None) -> str | None:
    by_time = newer_by_created(a_created, b_created)
    if by_time is not None:
        return by_time
    if x.cue != y.cue:  # no order by time: the one saying "now" / "switched" is the change
        return "a" if x.cue else "b"
    return None


def _relate(x: Analysis, y: Analysis, a_created: str | None, b_created: str | None) -> Relation:
    if not x.keys or not y.keys:
        return Relation(DIFFERENT, "empty")
    shared = set(x.keys.keys() & y.keys.keys())
    only_a = [x.keys[k] for k in x.keys if k not in shared]
    only_b = [y.keys[k] for k in y.keys if k not in shared]
    roots = _same_roots(only_a, only_b, x.text, y.text)
    # one root said both ways ("no se utiliza" / "se utilizará"): a word and its denial, never one memory
    root_denied = bool(roots) and (
        any(x.polarity.get(k, 1) < 0 for k in roots) != any(y.polarity.get(k, 1) < 0 for k in roots)
    )
    if roots:
        only_a = [w for w in only_a if w.key not in roots]
        only_b = [w for w in only_b if w.key not in roots]
    flips = sorted(k for k in shared if x.polarity[k] != y.polarity[k])
    if flips and _states_the_change(x, y, flips):
        flips = []
    # a word against the same word with a negating prefix ("valid" / "invalid"): an antonym
    negated = _prefixed_pairs(only_a, only_b)
    if negated:
        only_a = [w for w in only_a if w.key not in negated]
        only_b = [w for w in only_b if w.key not in negated]
    # A number that differs: never one memory, unless one side only says it, and only as
    # an old value ("now 30s instead of 90s" / "is 30s": history of the same current fact,
    # as "instead of MySQL" is); two old values ("moved from 9 to 10" / "from 8 to 10")
    # still differ. One text's value said as old by the other is a flip (above).
    numbers_a = [w.key for w in only_a if w.cls in ("num", "time", "date")]
    numbers_b = [w.key for w in only_b if w.cls in ("num", "time", "date")]
    changed = sorted(numbers_a + numbers_b)
    if changed and (not numbers_a or not numbers_b):
        changed = [k for k in changed if not _only_old(x if numbers_a else y, k)]
    pos_a = [w for w in only_a if x.polarity[w.key] > 0]
    pos_b = [w for w in only_b if y.polarity[w.key] > 0]
    detail = tuple(sorted({w.key for w in only_a} | {w.key for w in only_b} | set(flips) | negated))[:8]

    # The same memory: nothing meaningful differs. Each shared word must also be denied
    # the same way ("use tabs, not spaces" denies tabs by a negation elsewhere too).
    # A word also said as an old value ("30s instead of 90s") is not denied otherwise,
    # where only one side tells a history: "tabs beat spaces" / "spaces beat tabs" after
    # "tabs, spaces" are an old value each, swapped.
    denied_otherwise = any(x.signs[k] != y.signs[k] for k in shared)
    if denied_otherwise and (_tells_history(x, shared) != _tells_history(y, shared)):
        denied_otherwise = any(_signs_now(x, k) != _signs_now(y, k) for k in shared)
    # a generic noun heading a scope, where the other text has a word of its own: another
    # thing ("the mobile team" / "the mobile guild"), never one memory
    replaced = _scope_head_replaced(x, y, pos_a, pos_b)
    # Whether a pair was reversed is read only where it can decide (the costliest check).
    if not flips and not negated and not changed and not denied_otherwise:
        negative_a = [w for w in only_a if x.polarity[w.key] < 0]
        negative_b = [w for w in only_b if y.polarity[w.key] < 0]
        negative = negative_a + negative_b
        said_a, said_b = _without_kind_names(pos_a, pos_b, x, shared)
        said_a, said_b = _without_thing_nouns(x, said_a, y, shared), _without_thing_nouns(y, said_b, x, shared)
        light = (
            None
            if replaced or _person_moved(x, y, shared)
            else _light(said_a, said_b, negative, len(shared) + len(roots))
        )
        if light is not None and _old_value(negative_a) and _old_value(negative_b):
            light = None  # two old values, as two old numbers: "instead of npm" / "instead of Postgres"
        if light is not None and root_denied:
            light = None
        if light is not None and roots and (_changed_against(x, negative_a, said_b) or _changed_against(y, negative_b, said_a)):
            light = None
        if light is not None and (_names_which(x, said_a, shared) or _names_which(y, said_b, shared)):
            light = None
        if light is not None and (_place_against(x, said_a, said_b) or _place_against(y, said_b, said_a)):
            light = None  # where it is done, said on each side: "at work" / "in the monorepo"
        if light is not None and _repeated_against(x, y, said_a, said_b):
            light = None  # "the design team ... API design" / "the support team ... API design"
        if light is not None and (
            _anchored(x, _PLACES) != _anchored(y, _PLACES)  # "above the threshold" / "below the threshold"
            or _opposite_headings(x, y)  # "to Alice" / "from Alice"
            or _denies_itself(x) != _denies_itself(y)  # "is deprecated" / "is supported"
            or {_modality(x.text), _modality(y.text)} == {_MUST, _MAY}  # "must approve" / "may approve"
            or _mirrored(x, y, shared)  # "Alice hired Bob" / "Bob hired Alice"
            or _paired_otherwise(x, y)  # "Staging uses Postgres, prod MySQL" / "Staging uses MySQL, prod Postgres"
            or _numbers_swapped(x, y)  # "Retry 3 times with a 5 second delay" / "Retry 5 times with a 3 ..."
            or _only_of(x) != _only_of(y)  # "Only Alice can deploy" / "Alice can only deploy"
            or _past_of_its_own(x, said_a)  # "Falcon evaluated Postgres as its database"
            or _past_of_its_own(y, said_b)
            or _sentence_added(x, said_a)  # "... means a lot." / "... means a lot. I'll send the video soon!"
            or _sentence_added(y, said_b)
            or _intends(x.text) != _intends(y.text)  # "plans to learn Rust" / "learned Rust"
            or _tenses_differ(x, y)  # "was the lead" / "is the lead"
            or _small_words_differ(_text_said(x.text), _text_said(y.text))  # "usually" / "rarely", "he" / "she"
            or _someones_team(x, said_a)
            or _someones_team(y, said_b)  # "Nils's desk is on floor 3" / "Nils's team is ..."
            or _another_than_the_user(x, said_a, y)
            or _another_than_the_user(y, said_b, x)  # "Mia was born on May 2" / "The user was ..."
        ):
            light = None
        if light is not None and _team_changes_roles(x, y, shared):
            return Relation(DIFFERENT, "roles-swapped", detail=detail)
        if light is not None and not _reversed(x, y, shared):
            owners_a, owners_b = _possessors(x.text), _possessors(y.text)
            if owners_a and owners_b and (owners_a != owners_b or _owned_otherwise(x.text, y.text)):
                # the same words, another owner: "Sara is in Carlos's team" / "Carlos is
                # in Sara's team", "The user's dog bit the neighbour's cat" / "The
                # neighbour's dog bit the user's cat" (read only here: it reads the texts'
                # words again)
                return Relation(DIFFERENT, "possessor-swapped", detail=detail)
            if _slots_exchanged(x, y) or _slots_exchanged(y, x):  # (each side's words read in turn: one verdict either way)
                # two things in each other's place around a preposition, whatever the verb:
                # "X gates the migrations on the build" / "... the build on the migrations"
                return Relation(CONFLICT, "reversed", detail=detail)
            return Relation(DUPLICATE, light, detail=detail)

    # a word and its negated form are one word said both ways
    alike = len(shared) + len(roots) + (len(negated) + 1) // 2
    # one full name for another is one value for another: "My manager is Alice Chen" /
    # "... is Bob Smith" share one word of five, yet they are one slot with one value each
    if _one_full_name(only_a) and _one_full_name(only_b):
        union = alike + 2
    else:
        union = alike + len(only_a) + len(only_b)
    same_kind = _same_kind(pos_a, pos_b)
    if alike / union < MIN_OVERLAP and not same_kind:
        return Relation(DIFFERENT, "little-in-common", detail=detail)
    if replaced:
        # "The billing service is written in Go" / "The billing dashboard is ...": another thing
        return Relation(DIFFERENT, SUBJECT_DIFFERS, detail=detail)
    # Another subject: a name, number or thing differs in the subject (or a scope) of its
    # text, or the subject's noun was swapped for another ("preferred shell" / "formatter").
    subject_words = tuple(
        sorted(
            set(_subject_words(pos_a, pos_b, x.scoped, y.scoped, same_kind))
            | _swapped_modifiers(x, y, pos_a, pos_b, shared)
            | _person_moved(x, y, shared)
        )
    )
    if subject_words:
        return Relation(DIFFERENT, SUBJECT_DIFFERS, detail=subject_words)
    if _owned_by_another(x.text, y.text):  # "This PR moves Sparrow's CI to Drone" / "... Magpie's CI to Jenkins"
        return Relation(DIFFERENT, SUBJECT_DIFFERS, detail=detail)
    if _managers_own(x, pos_a) or _managers_own(y, pos_b):
        return Relation(DIFFERENT, SUBJECT_DIFFERS, detail=("MANAGER",))
    if _someones_team(x, pos_a) or _someones_team(y, pos_b):  # "Alice's desk" / "Alice's team"
        return Relation(DIFFERENT, SUBJECT_DIFFERS, detail=("team",))
    if _unknown_regions_differ_first(x, y, pos_a, pos_b):
        return Relation(DIFFERENT, SUBJECT_DIFFERS, detail=detail)
    if (
        not any(_substantive(x.keys[k]) for k in shared)
        and not same_kind
        and not _moved_place(shared, x, y, pos_a, pos_b)
    ):
        return Relation(DIFFERENT, "no-common-subject", detail=detail)
    plain_a = _plain_changes(only_a)
    plain_b = _plain_changes(only_b)
    if _too_many(plain_a) or _too_many(plain_b):
        return Relation(DIFFERENT, "another-predicate", detail=detail)
    for plain, other, this_text, other_text in ((plain_a, plain_b, x, y), (plain_b, plain_a, y, x)):
        verbless = not any(w.region == "V" for w in other_text.words)  # "Fable launch: February 11"
        if (
            plain
            and not other
            and not other_text.cue
            and not verbless
            and any(w.cls == "concept" and w.key != "DUE" for w in plain)
            and not _replaces(this_text, other_text)
        ):
            # a verb of its own on one side, and none on the other (a change verb would
            # stand for it, "is due on" / "slipped to"): "reports to X" / "lives in Y";
            # being due is no attribute of its own ("X release: May 5" / "we ship X on ...")
            return Relation(DIFFERENT, "another-predicate", detail=detail)
    newer = _newer(x, y, a_created, b_created)
    newer_cue = (x.cue if newer == "a" else y.cue) if newer else False
    new, old = (x, y) if newer == "a" else (y, x)  # read only where ``newer`` is set
    values_a = [w for w in pos_a if _valued(w)]
    values_b = [w for w in pos_b if _valued(w)]
    # A contradiction: a word's polarity flipped, or a pair's order was reversed.
    reversed_pair = not flips and not negated and _reversed(x, y, shared)
    if flips or negated or reversed_pair:
        statement = _statement_negation(x) or _statement_negation(y)
        if values_a and values_b and not newer_cue:
            return Relation(DIFFERENT, "negation-and-another-value", detail=detail)
        if _names_of_their_own(x, y, values_a, values_b) and not any(x.keys[k].cls == "ent" for k in flips):
            # one person's full name on each side, and what flipped is another thing:
            # "Escalation policy changed: Yusuf Ito via WhatsApp instead of SMS" / "...: Omar
            # Sandberg via SMS instead of Slack" say how to reach two people
            return Relation(DIFFERENT, SUBJECT_DIFFERS, detail=detail)
        if (
            not reversed_pair
            and any(map(_substantive, only_a))
            and any(map(_substantive, only_b))
            and (
                not newer_cue
                or (
                    not _replaces(new, old)
                    and (_denies_another_thing(new, old) or _flip_reason(x, y, flips) == "antonym")
                )
            )
        ):
            # each side says something the other does not, besides the denial: two claims
            # ("prefers answers that are short" / "never wants answers in Spanish"); with a
            # cue too, unless the newer names what the older says as the old value ("moved
            # from Asha's team to Omar's" / "Asha manages Nadia"): "we don't run the linter
            # before committing anymore" denies nothing "use emojis in commit messages" says
            return Relation(DIFFERENT, "negation-and-other-words", detail=detail)
        if statement and (values_a or values_b) and not newer_cue:
            return Relation(DIFFERENT, "negation-and-another-value", detail=detail)
        if not newer_cue and (_denied_for_now(x, y) or _denied_for_now(y, x)):
            # what is not so today only against what holds: "Alice is not in the office
            # today" / "Alice works in the office"
            return Relation(DIFFERENT, "for-now", detail=detail)
        reason = "reversed" if reversed_pair else "antonym" if negated else _flip_reason(x, y, flips)
        if newer is not None and newer_cue:
            return Relation(UPDATE, f"{reason}-with-cue", newer=newer, detail=detail)
        if newer is not None and not (negated or reversed_pair) and _corrected(new, old, flips, values_a if newer == "a" else values_b):
            return Relation(UPDATE, "corrected", newer=newer, detail=detail)
        return Relation(CONFLICT, reason, detail=detail)
    if (not same_kind and _other_attribute(only_a, only_b)) or _two_places_of_life(only_a, only_b):
        # what the values are values of differs: "'s manager is Nadia" / "sits in the
        # Wellington office", "prefers Slack for urgent things" / "works in the Athens
        # office" (a contradiction of one value, "keeps it in X" / "does not use X", was
        # handled above); where one lives against where one works, though both are cities
        # ("lives in Berlin" / "now works in Munich")
        return Relation(DIFFERENT, "another-attribute", detail=detail)
    if not same_kind and _person_against_known_things(only_a, only_b, values_a, values_b):
        return Relation(DIFFERENT, "value-types-differ", detail=detail)
    if _team_against_place(x, y, values_a, values_b):
        return Relation(DIFFERENT, "another-attribute", detail=detail)
    older_x = newer == "b"
    if (
        newer_cue
        and not same_kind
        and _cue_names_another_attribute(
            only_a if older_x else only_b,
            values_a if older_x else values_b,
            x if older_x else y,
            any(_substantive(x.keys[k]) and x.keys[k].region != "S" for k in shared),
        )
    ):
        return Relation(DIFFERENT, "another-attribute", detail=detail)
    # Another value for the same subject: a value word on both sides (on one side when the
    # newer one says it changed), or two of a kind.
    if (
        (values_a and values_b)
        or same_kind
        or (newer_cue and (values_a or values_b or (pos_a and pos_b)))
        or _value_replaced_by_phrase(x, y, pos_a, pos_b)
    ):
        if not values_a and not values_b and any(_valued(x.keys[k]) for k in shared):
            # the same value, other words and a cue: "X is built on Java 21" / "X currently
            # targets Java 21" says it again; nothing the newer says replaces the older's value
            return Relation(DIFFERENT, "same-value-said-again", detail=detail)
        if _owned_by_others(x, y) or _done_by_a_group(x, y) or _done_by_a_group(y, x):
            # "The user's editor is Neovim" / "The team's editor is VS Code": two owners' things
            return Relation(DIFFERENT, SUBJECT_DIFFERS, detail=detail)
        if _entity_swap_with_same_value(x, y, pos_a, pos_b, shared):
            return Relation(DIFFERENT, "another-entity-same-value", detail=detail)
        if _person_swap_with_same_value(x, y, pos_a, pos_b, shared):
            return Relation(DIFFERENT, "another-person-same-value", detail=detail)
        if _opposite_headings(x, y):
            # one way on each side: "the flight to Tokyo" / "the flight back from Tokyo"
            return Relation(DIFFERENT, "another-direction", detail=detail)
        if _kinds_apart(_without_named_versions(x, values_a), _without_named_versions(y, values_b)):
            return Relation(DIFFERENT, "different-kinds", detail=detail)
        if _many_valued(x, y, shared) or _people_of_many(x, y, values_a, values_b):
            return Relation(DIFFERENT, "one-of-many", detail=detail)
        if values_a and values_b and not _value_types(values_a) & _value_types(values_b):
            return Relation(DIFFERENT, "value-types-differ", detail=detail)
        # (where each says a change, a person's full name on each side is still a slot of
        # its own: "Working hours updated — Freya Berg: JST → IST" / "... — Priya Holm: ...")
        # (with a person named on both, names on each side may be the new and the old
        # value: "Sofia Novak reports to Dmitri Wolf now, after Karim Vogel")
        changes = bool(x.cue and y.cue) and not (
            _names_of_their_own(x, y, values_a, values_b)
            and (
                all(any(w.cls != "ent" for w in side) for side in (values_a, values_b))
                or not _full_name_shared(x, y)
            )
        )
        if _several_values(values_a, values_b, plain_a, plain_b, same_kind, changes):
            return Relation(DIFFERENT, "several-values-differ", detail=detail)
        if _number_of_another_thing(x, y, values_a, values_b):
            return Relation(DIFFERENT, "value-types-differ", detail=detail)
        if _adds(x.text) or _adds(y.text):
            return Relation(DIFFERENT, "one-more-value", detail=detail)
        if not newer_cue and _for_now(x.text) != _for_now(y.text):
            # a stay against where one lives: "lives in Berlin" / "is visiting Munich this week"
            return Relation(DIFFERENT, "for-now", detail=detail)
        if newer is None:
            return Relation(CONFLICT, "value-differs-unordered", detail=detail)
        if not newer_cue and _choices_apart(x, y):
            # each picks one thing over another, all four apart: "Markdown, not Google Docs"
            # / "YAML, not TOML" choose in two matters, not twice in one
            return Relation(DIFFERENT, "several-values-differ", detail=detail)
        if not newer_cue and (_two_occasions(x, y, values_a, values_b) or _done_to_another(x, y, values_a, values_b)):
            # one thing done again at another time: "visited Kyoto in 2019" / "in 2023",
            # "The deploy failed on March 3" / "on March 30" (no cue says it moved)
            return Relation(DIFFERENT, "another-occasion", detail=detail)
        if _RECURRING_DAYS.search(new.text) and not _DAYS.search(old.text):
            # the newer holds on some days only, the older every day ("The standup is at 9"
            # / "The standup is now at 10 on Fridays"): both stay current
            return Relation(DIFFERENT, "narrower", detail=detail)
        newer_own = pos_a if newer == "a" else pos_b
        if newer_own and all(w.cls == "word" and w.key in _COMPARATIVES for w in newer_own):
            # a comparison names no new value of what the older says ("The build uses
            # Maven" / "The build is now faster")
            return Relation(DIFFERENT, "a-comparison", detail=detail)
        return Relation(UPDATE, "value-changed-with-cue" if newer_cue else "value-changed", newer=newer, detail=detail)
    return Relation(DIFFERENT, "more-detail" if pos_a or pos_b else "other-words", detail=detail)


def _two_occasions(x: Analysis, y: Analysis, values_a: list[Word], values_b: list[Word]) -> bool:
    """Whether both texts tell of something done once, in the past, with the same verb (its
    -ed form in the verb's place), and only when differs: every value either says alone is
    a date or a year. A past event at another time is another event, not a new version."""
    if x.cue or y.cue:
        return False
    changed = values_a + values_b
    # a day of the week recurs: "send them every Monday" / "every Saturday" is a rule's value
    if not changed or not all(
        (w.cls == "date" and not w.key.startswith("WD")) or (w.cls == "num" and _YEAR.match(w.key)) for w in changed
    ):
        return False  # (first: the verbs are read again, word by word, for "had a")
    done_x = {w.key for w in x.words if w.region == "V" and w.form == "d"} or _had_one(x)
    done_y = {w.key for w in y.words if w.region == "V" and w.form == "d"} or _had_one(y)
    return bool(done_x) and done_x == done_y


_YEAR = re.compile(r"^(?:19|20)\d\d$")


def _choices_apart(x: Analysis, y: Analysis) -> bool:
    """Whether each text denies a value of its own (the one not chosen: "not Google Docs",
    "over TOML") that the other never says, and chooses one the other never says either."""
    denied_x = {k for k, w in x.keys.items() if _valued(w) and x.polarity[k] < 0}
    denied_y = {k for k, w in y.keys.items() if _valued(w) and y.polarity[k] < 0}
    if not denied_x or not denied_y or not denied_x.isdisjoint(y.keys) or not denied_y.isdisjoint(x.keys):
        return False
    chosen_x = {k for k, w in x.keys.items() if _valued(w) and x.polarity[k] > 0 and k not in y.keys}
    chosen_y = {k for k, w in y.keys.items() if _valued(w) and y.polarity[k] > 0 and k not in x.keys}
    return bool(chosen_x) and bool(chosen_y)


def _done_to_another(x: Analysis, y: Analysis, values_a: list[Word], values_b: list[Word]) -> bool:
    """Whether both texts open with the same thing done, in the past, by whoever tells it
    (an ordinary verb's -ed form first: "Sent a birthday card to X at the Lyon office"), and
    only whom it was done to differs (every value either says alone a name): two people's
    cards are two events, not one card's versions."""
    if x.cue or y.cue or not values_a or not values_b or not all(w.cls == "ent" for w in values_a + values_b):
        return False
    first_x = next((w for w in x.words if _content(w)), None)
    first_y = next((w for w in y.words if _content(w)), None)
    return (
        first_x is not None
        and first_y is not None
        and first_x.key == first_y.key
        and first_x.cls == "word"
        and first_x.form == first_y.form == "d"
        and first_x.region == first_y.region == "V"
    )


def _had_one(x: Analysis) -> set[str]:
    """{"had a"} where a text says "had a(n) ..." ("We had an outage on May 3", "The user had
    a cold in January"): one of a kind of thing that happens again, in the past."""
    raw = _tokens_read(x.text)
    return (
        {"had a"}
        if any(t[1] == "had" and n + 1 < len(raw) and raw[n + 1][1] in ("a", "an") for n, t in enumerate(raw))
        else set()
    )


def _denies_another_thing(x: Analysis, y: Analysis) -> bool:
    """Whether what ``x`` denies is not what ``y`` says: the first thing its negation denies
    (past the verb: "no longer works on Falcon" denies Falcon) is not in ``y`` ("Alice works
    on Heron"; "we don't run the linter before committing anymore" / "use emojis in commit
    messages")."""
    for w in x.words:
        if w.polarity < 0 and w.denied == "not" and w.cls not in ("anchor", "mark") and not w.form:
            if w.key in LABELS or w.key in GENERIC:
                continue  # a framing noun: "dropped its rule that we force-push" denies force-pushing
            return w.key not in y.keys
    return False


def _replaces(x: Analysis, y: Analysis) -> bool:
    """Whether ``x`` says a value of ``y`` is the old one ("the deadline moved from 8 July
    to 22 February" / "release: 8 July"): what else ``x`` says names the change."""
    return any(w.denied == "old" and y.polarity.get(k, -1) > 0 for k, w in x.keys.items() if x.polarity[k] < 0)


def _number_of_another_thing(x: Analysis, y: Analysis, values_a: list[Word], values_b: list[Word]) -> bool:
    """One number labelled by an ordinary noun ("floor 4") against one that is part of a
    name ("5 Market Place"), the noun not on the other side: a floor is no address."""
    for mine, theirs, a, b in ((values_a, values_b, x, y), (values_b, values_a, y, x)):
        here = [w for w in mine if w.cls == "num"]
        there = [w for w in theirs if w.cls == "num"]
        if len(here) != 1 or len(there) != 1:
            continue
        labels = [w for w in _beside(a, here[0]) if w.cls == "word" and w.key not in b.keys]
        if labels and any(w.cls in ("ent", "name") for w in _beside(b, there[0])):
            return True
    return False


def _beside(x: Analysis, word: Word) -> list[Word]:
    """The words right before and after ``word`` in its text (nothing left out between)."""
    return [w for w in x.words if w.at in (word.at - 1, word.at + 1) and w.cls not in ("mark", "anchor")]


def _states_the_change(x: Analysis, y: Analysis, flips: list[str]) -> bool:
    """Every flipped word is no value, only a word of one side's replaced value ("moved
    from the Vilnius office to Cairo": "office"), and the other side says each of that
    side's new values ("sits in the Cairo office"): it states the state changed to, which
    contradicts nothing."""
    for changed, other in ((x, y), (y, x)):
        if all(
            not _valued(changed.keys[k])
            and all(why == "old" for pole, why in changed.signs[k] if pole < 0)
            and changed.polarity[k] < 0
            for k in flips
        ):
            new = [k for k, w in changed.keys.items() if changed.polarity[k] > 0 and _valued(w) and not _about(w)]
            if new and all(k in other.keys and other.polarity[k] > 0 for k in new):
                return True
    return False


def _value_replaced_by_phrase(x: Analysis, y: Analysis, pos_a: list[Word], pos_b: list[Word]) -> bool:
    """A value word on one side, and in its place on the other a phrase of ordinary words:
    "prefers email for urgent things" / "prefers a calendar invite for urgent things",
    "signs in with SAML" / "... with session cookies". In its place: every changed word
    stands in the value (after the verb), each side's changed words are one run of words,
    and the same word comes just before both runs."""
    if not pos_a or not pos_b or any(w.region != "O" for w in pos_a + pos_b):
        return False
    valued_a, valued_b = any(map(_valued, pos_a)), any(map(_valued, pos_b))
    if valued_a == valued_b:
        return False  # both values (decided elsewhere), or no value at all
    before = []
    for analysis, changed in ((x, pos_a), (y, pos_b)):
        words = analysis.words
        places = {w.at for w in changed}
        # a phrase spans some positions; only whole tokens count, so compare by place
        first = min(n for n, w in enumerate(words) if w.at in places)
        last = max(n for n, w in enumerate(words) if w.at in places)
        # The run may hold, or start with, a word said earlier in the text: shared by key,
        # yet here part of the new value ("the v2 API signs in with API keys", "font (Rust
        # code): Source Code Pro").
        while first > 0 and _said_before(words, first - 1):
            first -= 1
        if not all(words[n].at in places or _said_before(words, n) for n in range(first, last + 1)):
            return False
        spanned = {w.at for w in words[first : last + 1]}
        if max(spanned) - min(spanned) != len(spanned) - 1:
            return False
        before.append(words[first - 1].key if first > 0 else None)
    return before[0] is not None and before[0] == before[1]


def _said_before(words: tuple[Word, ...], n: int) -> bool:
    """Whether the ``n``-th word is a content word the text said before."""
    return _content(words[n]) and any(w.key == words[n].key for w in words[:n])


def _kinds_apart(values_a: list[Word], values_b: list[Word]) -> bool:
    """Both sides' new values are known things of different kinds, each maybe with its
    version ("runs on Java 11" / "uses PostgreSQL"): two slots, two facts."""
    kinds_a = {kind for w in values_a if w.cls == "kind" for kind in KINDS.get(w.key, ())}
    kinds_b = {kind for w in values_b if w.cls == "kind" for kind in KINDS.get(w.key, ())}
    return (
        bool(kinds_a and kinds_b)
        and all(_kind_or_its_version(w, values) for values in (values_a, values_b) for w in values)
        and not kinds_a & kinds_b
    )


def _without_named_versions(x: Analysis, values: list[Word]) -> list[Word]:
    """``values`` without a number right after a name ("email-sender v4", "Falcon 2"): which
    one of the named thing, not a value of its own."""
    named = {w.at for w in x.words if w.cls in ("name", "ent")}
    return [w for w in values if not (w.cls == "num" and w.at - 1 in named)]


def _kind_or_its_version(word: Word, values: list[Word]) -> bool:
    """A known thing, or the number right after one ("Java 11", "Node 22")."""
    return word.cls == "kind" or word.cls == "num" and any(v.cls == "kind" and v.at == word.at - 1 for v in values)


# Words that name no attribute of their own ("uses", "is held", framing nouns).
_NEUTRAL = frozenset({"PREF", "HAPPEN", "DECIDE"}) | (GENERIC - {"WORK", "LIVE", "MEET", "START", "STORE"})


def _attribute_words(only: list[Word]) -> list[Word]:
    return [w for w in only if not _valued(w) and w.denied != "old" and w.key not in _NEUTRAL and w.cls != "anchor"]


def _other_attribute(only_a: list[Word], only_b: list[Word]) -> bool:
    """Both sides changed words that are no values and at least one is a noun: each names
    another attribute. Verbs on both sides are one predicate said two ways ("is due on"
    / "we ship on")."""
    attributes_a, attributes_b = _attribute_words(only_a), _attribute_words(only_b)
    if not attributes_a or not attributes_b:
        return False

    def verbish(word: Word) -> bool:
        return word.cls == "concept" or bool(word.form)

    concepts_a = {w.key for w in attributes_a if w.cls == "concept"}
    concepts_b = {w.key for w in attributes_b if w.cls == "concept"}
    if concepts_a and concepts_b:
        return True  # two predicates of the lexicon: "manages Ömer" / "contact via email"
    return not (all(verbish(w) for w in attributes_a) and all(verbish(w) for w in attributes_b))


def _cue_names_another_attribute(
    older_only: list[Word], older_values: list[Word], older: Analysis, beyond_subject: bool
) -> bool:
    """The newer side says something changed (a cue and a value), and the older side's
    own words name an attribute with no value in it: "has a peanuts allergy" / "has
    relocated to Istanbul" are two facts, not a version of one. Words a preference verb
    takes are its value when the two share more than the subject ("likes hot chocolate
    in the morning" / "switched to chai in the mornings"), no attribute; "likes long
    walks" / "has relocated to Istanbul" share only the name."""
    if older_values:
        return False
    if beyond_subject and any(w.key == "PREF" and w.cls == "concept" and w.region == "V" for w in older.words):
        return False
    return len(_attribute_words(older_only)) >= 2


# Concepts whose value is a person: "X's manager is Y", "X reports to Y", "X manages Y".
PERSON_VALUED = frozenset({"MANAGER", "MANAGE", "OWN", "LEAD"})  # a manager, an owner, a lead: a person
# Nouns in a value whose value is a person or a group of them: "moved to Tariq's team".
PEOPLE_NOUNS = frozenset({"team"})


def _people_in_value(word: Word) -> bool:
    """A noun of people in the value: whose team one moved to."""
    return word.key in PEOPLE_NOUNS and word.region == "O"


def _person_against_known_things(
    only_a: list[Word], only_b: list[Word], values_a: list[Word], values_b: list[Word]
) -> bool:
    """One side's own predicate takes a person, and every value of the other side is a
    known thing (a city, a time zone, a drink, a tool: never a person): "reports to Nils
    Larsen" / "moved from AEST to PST", "moved from Henrik's team to Tariq's" / "has
    relocated to Wellington" are two facts."""
    for only, values in ((only_a, values_b), (only_b, values_a)):
        if values and all(w.cls == "kind" for w in values):
            if any((w.cls == "concept" and w.key in PERSON_VALUED) or _people_in_value(w) for w in only):
                return True
    return False


def _team_against_place(x: Analysis, y: Analysis, values_a: list[Word], values_b: list[Word]) -> bool:
    """One text says only which team someone is on ("Lena Suzuki is on the search team": the
    team in a scope, no value), and every value of the other is a known thing (a city:
    "Lena Suzuki moved to Lisbon"): which team one is on against where one is."""
    for a, values in ((x, values_b), (y, values_a)):
        if values and all(w.cls == "kind" for w in values) and _only_on_a_team(a):
            return True
    return False


def _only_on_a_team(x: Analysis) -> bool:
    return any(w.key in PEOPLE_NOUNS and w.region == "C" for w in x.words) and not any(
        _content(w) and w.region == "O" for w in x.words
    )


# Verbs whose subject has many objects at once: "Mateo manages Samuel" and "Mateo
# manages Freya" are both true.
MANY_VALUED = frozenset({"MANAGE", "OWN", "LEAD"})


def _many_valued(x: Analysis, y: Analysis, shared: set[str]) -> bool:
    return any(k in MANY_VALUED and x.keys[k].region == "V" and y.keys[k].region == "V" for k in shared)


def _people_of_many(x: Analysis, y: Analysis, values_a: list[Word], values_b: list[Word]) -> bool:
    """The value on each side is a person (one full name: two name words side by side or
    more) after an ordinary verb, with no copula, no concept of the rules before it and no
    order: one knows, pairs with, trusts or went to school with many people at once ("I
    know Priya Wagner from the Frankfurt office" / "I know Mikael Rossi from ..."), where
    "My manager is X", "X manages Y", "Send the invoices to X" or "Ask X" name one."""
    for a, values in ((x, values_a), (y, values_b)):
        if not _one_full_name(values):
            return False
        if a.cue or ":" in a.text or any(w.cls == "anchor" and (w.key == "BE" or w.form) for w in a.words):
            return False  # a copula, a label ("Lotus designer: X") or a change ("moved to")
        words = a.words
        if words and words[0].at == 0 and words[0].form == "b":
            return False  # an order: "Send the invoices to X"
        first = min(w.at for w in values)
        before = [w for w in words if w.at < first and _content(w)]
        if not before or before[-1].cls != "word" or any(w.cls == "concept" for w in before):
            return False
    return True


def _value_types(values: list[Word]) -> set[str]:
    """What a value is: a number, a time of day, a date, or a thing (a name or a tool: an
    unknown tool is a name, so the two are one type). A new value replaces an old one of
    its type: "ships on 5 April" / "'s release manager is Tobias" are two facts."""
    out = set()
    for w in values:
        if w.cls in ("num", "time", "date"):
            out.add(w.cls)
        elif w.key in _FREQUENCIES:
            out.add("num")  # how often: "weekly" / "every two weeks"
        elif w.cls in ("ent", "name", "kind"):
            out.add("thing")
        elif w.cls == "env":
            out.add("env")
        elif w.cls == "concept":
            out.add(w.key)
    return out


def _too_many(plain: list[Word]) -> bool:
    """More ordinary words changed than one value holds: MAX_PLAIN_CHANGE, or two side by
    side (one phrase: "a calendar invite", "hot chocolate")."""
    return _too_many_places([w.at for w in plain])


def _too_many_places(places: list[int]) -> bool:
    if len(places) <= MAX_PLAIN_CHANGE:
        return False
    return len(places) > MAX_PLAIN_CHANGE + 1 or max(places) - min(places) != 1


def _plain_changes(only: list[Word]) -> list[Word]:
    """Ordinary words that changed outside the subject: not old values, not generic, and
    not part of a value's own phrase ("oat latte", "green tea": next to the value)."""
    valued_at = {w.at for w in only if _valued(w)}
    return [w for w in only if _plain_change(w, valued_at)]


def _plain_change(w: Word, valued_at: set[int]) -> bool:
    """An ordinary word outside the subject, no old value, not generic, and no modifier of
    a value (at ``valued_at``): the noun after it ("office", "time") says which slot."""
    if w.denied == "old" or _about(w) or _valued(w) or w.key in GENERIC:
        return False
    return not (w.cls == "word" and w.at + 1 in valued_at)


def _several_values(
    values_a: list[Word],
    values_b: list[Word],
    plain_a: list[Word],
    plain_b: list[Word],
    same_kind: bool,
    changes: bool = False,
) -> bool:
    """More than one slot changed on both sides: one fact's value is one slot. A tool and
    its number ("uses Ruby 3.2" / "is on Node 20": Ruby's version, Node's), a name and a
    number apart ("floor 7 of the Bergen office" / "floor 5 of the Bangkok office"), or an
    ordinary word and a value ("meeting notes in Spanish" / "documentation in Portuguese",
    "the Munich office" / "chai in the morning"). A number with its name is one value
    ("158 Main Street" / "166 River Walk"); two verbs are one predicate said two ways ("is
    due on" / "we ship on"), and two values of one kind fill one slot ("EST timezone" /
    "UTC time"). Two things apart on each side are two slots ("use Slack to reach Nils" /
    "use email to reach Eva"), unless each side says a change (``changes``: "moved from
    the X office to the Y office", where the old one may read as a value)."""

    def numbers_(words):
        return [w for w in words if w.cls in ("num", "time", "date")]

    def things(words):
        return [w for w in words if w.cls in ("kind", "ent", "name")]

    def verbish(word: Word) -> bool:
        return word.cls == "concept" or bool(word.form)

    if values_a and values_b and plain_a and plain_b and not same_kind:
        if not (all(verbish(w) for w in plain_a) and all(verbish(w) for w in plain_b)):
            return True
    said_a = [w for w in things(values_a) if w.polarity > 0]  # an old value left aside: "from X to Y"
    said_b = [w for w in things(values_b) if w.polarity > 0]
    if not changes and len(_apart(said_a)) > 1 and len(_apart(said_b)) > 1:
        return True  # two things apart on each side: "use Slack to reach Nils" / "use email to reach Eva"
    for side_a, side_b in ((values_a, values_b), (values_b, values_a)):
        if not (numbers_(side_a) and things(side_a) and numbers_(side_b) and things(side_b)):
            continue
        if any(w.cls == "kind" for w in things(side_a)) and any(w.cls == "kind" for w in things(side_b)):
            return True
        apart = all(abs(n.at - t.at) > 1 for n in numbers_(side_a) for t in things(side_a))
        if apart:
            return True
    return False


def _names_of_their_own(x: Analysis, y: Analysis, values_a: list[Word], values_b: list[Word]) -> bool:
    """Whether each side's values hold a word of a person's full name the other lacks
    ("Tobias Reyes" / "Tobias Castro": the full name read around the word)."""
    for analysis, values in ((x, values_a), (y, values_b)):
        named = {w.at for run in _full_names(analysis) for w in run}
        if not any(w.cls == "ent" and w.at in named for w in values):
            return False
    return True


def _full_name_shared(x: Analysis, y: Analysis) -> bool:
    """Whether a person's full name in ``x`` is named in ``y`` too."""
    return any(all(w.key in y.keys for w in run) for run in _full_names(x))


def _full_names(analysis: Analysis) -> list[list[Word]]:
    """The full names in ``analysis``: runs of two name words side by side or more."""
    return [run for run in _apart([w for w in analysis.words if w.cls == "ent"]) if len(run) > 1]


def _apart(words: list[Word]) -> list[list[Word]]:
    """``words`` in runs of words side by side in their text ("Nils Suzuki", "Google
    Docs" are one run each)."""
    runs: list[list[Word]] = []
    for w in sorted(words, key=lambda w: w.at):
        if runs and w.at - runs[-1][-1].at <= 1:
            runs[-1].append(w)
        else:
            runs.append([w])
    return runs


def _same_roots(only_a: list[Word], only_b: list[Word], text_a: str, text_b: str) -> set[str]:
    """Ordinary words on the two sides that are one word in two forms ("allergic" /
    "allergy"): each that has a partner on the other side (so the rule is symmetric). Two
    words written with a capital on both sides are two names ("Paul" / "Paula", "Chen" /
    "Cheng" opening a sentence read as ordinary words), never one."""
    plain_a = [w.key for w in only_a if _rootable(w)]
    plain_b = [w.key for w in only_b if _rootable(w)]
    found = set()
    capitals = None  # read only for a pair found (rare)
    for p in plain_a:
        for q in plain_b:
            common = len(_common_prefix(p, q))
            if common >= SAME_ROOT_PREFIX and common >= SAME_ROOT_SHARE * min(len(p), len(q)):
                if p[:-1] == q[:-1] and p in RELATIVES and q in RELATIVES:
                    continue  # one relative of each gender ("hermano" / "hermana"): two people
                if frozenset((p, q)) in _TWO_ROOTS:
                    continue  # "on weekends" / "during the week": two times
                if capitals is None:
                    capitals = (_capitalized(text_a), _capitalized(text_b))
                if p not in capitals[0] or q not in capitals[1]:
                    found.update((p, q))
    return found


# Words that pass ``_same_roots``' test but are two words: "week" opens "weekend" as "time"
# opens "timezone", yet a weekend is no form of a week ("We deploy on weekends" / "We deploy
# during the week" had been one memory). A compound that opens with a word is mostly that
# word's slot ("timezone", "database"), so the exceptions are listed.
_TWO_ROOTS = frozenset({frozenset(("week", "weekend"))})


def _capitalized(text: str) -> frozenset[str]:
    """The keys of a text's words written with a capital."""
    return frozenset(stem(folded) for surface, folded, _, _ in _words_said(text) if surface[:1].isupper())


def _rootable(word: Word) -> bool:
    """An ordinary word long enough to share a root with another (_same_roots)."""
    return word.cls == "word" and len(word.key) >= SAME_ROOT_PREFIX


def _common_prefix(p: str, q: str) -> str:
    n = 0
    for c, d in zip(p, q, strict=False):
        if c != d:
            break
        n += 1
    return p[:n]


def _swapped_modifiers(x: Analysis, y: Analysis, pos_a: list[Word], pos_b: list[Word], shared: set[str]) -> set[str]:
    """Ordinary words swapped in front of one shared noun name another thing of that kind:
    "the sales daily standup" / "the search daily standup" (a value word would be one
    value of it: "the Berlin office" / "the Munich office")."""

    names_too = not _shared_subject(x, y, shared)

    def heads(analysis: Analysis, words: list[Word]) -> dict[str, str]:
        out = {}
        sequence = analysis.words
        for word in words:
            if word.key in GENERIC:
                continue
            if word.cls != "word" and not (names_too and word.cls in ("ent", "name", "kind")):
                continue
            i = sequence.index(word)
            if word.form and not (word.lead == "det" or (i and sequence[i - 1].cls == "num")):
                continue  # a verb ("we ship the preview"), unless it stands where a modifier
                # does ("3 read replicas" / "1 write replica", "the read path")
            if i + 1 < len(sequence) and sequence[i + 1].key in shared and sequence[i + 1].key not in GENERIC:
                out[sequence[i + 1].key] = word.key
        return out

    heads_a, heads_b = heads(x, pos_a), heads(y, pos_b)
    both = heads_a.keys() & heads_b.keys()
    return {heads_a[h] for h in both} | {heads_b[h] for h in both}


def _shared_subject(x: Analysis, y: Analysis, shared: set[str]) -> bool:
    """Whether the two texts name a subject in common (a shared word in the subject or a
    scope of both): then a swapped word before a shared noun is a value ("Nils works in
    the Berlin office" / "... the Munich office"); without one it names another thing
    ("we ship the Falcon preview" / "we ship the Ember preview")."""
    return any(k not in GENERIC and _about(x.keys[k]) and _about(y.keys[k]) for k in shared)


def _subject_words(
    pos_a: list[Word], pos_b: list[Word], scoped_a: bool, scoped_b: bool, same_kind: bool
) -> tuple[str, ...]:
    """What differs in the subject: any name, number or thing there (a kebab-case name
    anywhere); ordinary words there when the other side changed ordinary words too (a
    subject noun swapped: "preferred shell" / "preferred formatter"; framing that only one
    side adds, "the best way to reach X is", is not a subject of its own)."""

    def valued(words):
        return {w.key for w in words if (_about(w) and _valued(w) and w.cls not in ("time", "date")) or w.cls == "name"}

    def plain(words, about: bool, concepts: bool = True):
        return {
            w.key for w in words
            if _about(w) == about and not _valued(w) and w.key not in GENERIC and (concepts or w.cls != "concept")
        }  # fmt: skip

    found = valued(pos_a) | valued(pos_b)
    # a relative or a pet in the subject is another one: "Alice's sister lives in Munich"
    found |= {w.key for w in (*pos_a, *pos_b) if w.region == "S" and w.key in RELATIVES}
    # (a place's "office" is no scope of its own: "In Frankfurt office the frontend team ..."
    # / "Frontend team in Frankfurt got shifted ...")
    scope_a = {w.key for w in pos_a if w.region == "C" and w.key not in GENERIC and w.key != "office"}
    scope_b = {w.key for w in pos_b if w.region == "C" and w.key not in GENERIC and w.key != "office"}
    if (scope_a and scoped_b) or (scope_b and scoped_a):
        found |= scope_a | scope_b  # another scope; a scope said on one side only is not
    subject_a, subject_b = plain(pos_a, True), plain(pos_b, True)
    if subject_a and subject_b:  # the subject's noun swapped: "tech lead" / "release manager"
        found |= subject_a | subject_b
    elif not same_kind:  # two values of one kind ("EST" / "UTC") say which slot it is
        # a subject noun on one side against other changed words on the other; a verb in
        # the subject ("the migration deadline is") is no subject of its own
        nouns_a, nouns_b = plain(pos_a, True, concepts=False), plain(pos_b, True, concepts=False)
        if nouns_a and plain(pos_b, False):
            found |= nouns_a
        if nouns_b and plain(pos_a, False):
            found |= nouns_b
    return tuple(sorted(found))


def _another_than_the_user(x: Analysis, only: list[Word], y: Analysis) -> bool:
    """Whether ``x`` has a subject word of its own (``only``) where ``y`` says the user and
    ``x`` does not: "Mia was born on May 2" is not "The user was born on May 2" (the user,
    whom the words leave out, is the other side's subject)."""
    return (
        any(w.region == "S" and w.key not in GENERIC for w in only)
        and _self_at(y.text) is not None
        and _self_at(x.text) is None
    )


def _person_moved(x: Analysis, y: Analysis, shared: set[str]) -> set[str]:
    """A person (or pet) both texts say, owned and the subject in one only: "The user's cat
    is allergic to chicken" / "The user is allergic to cats" are about two of them. (Owned
    in both, it is one: "Alice is Bob's sister" / "Bob's sister is Alice".)"""
    moved = {k for k in shared if k in RELATIVES and (x.keys[k].region == "S") != (y.keys[k].region == "S")}
    if not moved:
        return moved
    owned_x, owned_y = _owned_keys(x.text), _owned_keys(y.text)
    return {k for k in moved if (k in owned_x) != (k in owned_y)}


def _owned_keys(text: str) -> set[str]:
    """The keys of what a text says someone has: up to three words after an owner's 's
    ("the user's new accountant") or after "has a" ("Sofia has a cat called Miso")."""
    raw = _words_said(text)
    found = set()
    for n, (_, folded, _, possessive) in enumerate(raw):
        has = folded in ("has", "have", "had") and n + 1 < len(raw) and raw[n + 1][1] in ("a", "an")
        if possessive or has:
            following = [t[1] for t in raw[n + 1 : n + 5] if t[1] not in _DETERMINERS]
            found.update(stem(word) for word in following[:3])
    return found


# Verbs that say no more than that a person has, holds or does a thing ("you'll find Ana at
# the Oslo office", "we set the timeout to 45s", "the user plays guitar"): light.
_LIGHT_VERBS = frozenset(
    stem(w)
    for w in """find finds found set sets setting get gets got getting have has had having take takes took
    taking catch catches caught catching play plays played playing go goes went going make makes made
    making give gives gave giving keep keeps kept keeping put puts putting hold holds held holding
    see sees saw seeing call calls called calling do does did doing leave leaves left leaving
    ask asks asked asking""".split()
)


def _own_verb(word: Word) -> bool:
    """Whether ``word`` is an ordinary word right after a person that reads as what the
    person did ("We considered X", "We standardized on X"): a verb the tables do not know,
    so what it says of the value is unknown, never a light addition. An adverb there ("we
    mostly", "I often") is none, nor a light verb (``_LIGHT_VERBS``)."""
    return (
        word.lead == "person"
        and word.cls == "word"
        and word.region != "S"
        and word.key not in _ADVERBS_AFTER_PERSON
        and word.key not in _LIGHT_VERBS
        and not word.key.endswith(("ly", "li"))
    )


# Irregular past forms that say what someone did to a thing, not how the thing is ("Priya
# left Falcon", "Nils lost the keys", "We sold the Tesla"): as an unknown -ed form does.
_PASTS_OF_THEIR_OWN = frozenset("left lost won sold broke forgot forgotten fell".split())
# ... but a thing of one's own or an indefinite one after it is a thing put down ("I left
# my keys at home" is "My keys are at home"; "left a note")
_PUT_DOWN = frozenset("my his her their our your a an it them".split())


def _a_form_of_be(word: Word, raw: list[tuple[str, str, str, bool]]) -> bool:
    """Whether ``word`` is a copula said as a form of "be" (not "has", "must", "will"),
    by its token in ``raw``."""
    return word.cls == "anchor" and word.key == "BE" and 0 <= word.at < len(raw) and raw[word.at][1] in _COPULAS_SAID


def _past_of_its_own(x: Analysis, own: list[Word]) -> bool:
    """Whether one of ``own`` (words only ``x`` says) is an ordinary word in a past form the
    tables do not know, not after a determiner: what someone did ("Falcon evaluated /
    tested / abandoned Postgres as its database"), which says something of the value
    the other text does not; a light verb (``_LIGHT_VERBS``) aside. Beside ``_light``'s
    ``_own_verb`` because it reads the text's tokens, which ``_light`` does not."""
    raw = None
    for w in own:
        if w.cls != "word" or w.lead == "det":
            continue
        raw = raw if raw is not None else _tokens_read(x.text)
        if 0 < w.at < len(raw) and raw[w.at][2] == "word" and raw[w.at - 1][1] not in _COPULAS_SAID:
            # (after a form of "be" it is a state: "is pinned to Node 20", "are handled by
            # Ana"; after "has" it is what someone did: "has lifted the requirement")
            folded = raw[w.at][1]
            if folded in _PASTS_OF_THEIR_OWN:
                if w.at + 1 >= len(raw) or raw[w.at + 1][1] not in _PUT_DOWN:
                    return True
            elif w.key not in _LIGHT_VERBS and len(folded) > 4 and folded.endswith("ed") and not folded.endswith("eed"):
                return True
    return False


def _framing_value(word: Word) -> bool:
    """A framing noun (GENERIC, not a concept) said as the value."""
    return word.region == "O" and word.cls == "word" and word.key in GENERIC


def _tells_history(x: Analysis, keys) -> bool:
    """Whether ``x`` says one of ``keys`` (the words both texts say) as an old value too,
    beside an old value of its own ("30 seconds instead of 90 seconds"); a shared word
    alone denied under a cue ("as of Monday, never npm") is no history but a denial."""
    return any(_OLD_SIGN in x.signs[k] for k in keys) and any(_only_old(x, k) for k in x.keys if k not in keys)


def _signs_now(x: Analysis, key: str) -> frozenset:
    """How ``x`` says ``key`` (its signs), an old value's place left out where it is said
    positively too ("30 seconds instead of 90 seconds": seconds is said, not denied)."""
    signs = x.signs[key]
    return signs - _OLD if x.polarity[key] > 0 else signs


_OLD_SIGN = (-1, "old")  # an occurrence's sign (polarity, why denied) as an old value
_OLD = frozenset({_OLD_SIGN})


def _old_value(words: list[Word]) -> bool:
    """Whether one of ``words`` (a text's own, denied) is said as an old value or the one
    not chosen ("instead of npm", "from Berlin", "over tabs")."""
    return any(w.denied == "old" for w in words)


def _only_old(x: Analysis, key: str) -> bool:
    """Whether every place ``x`` says ``key`` it is an old value ("instead of 90s", "from 9")."""
    return x.signs[key] == _OLD


def _sentence_added(x: Analysis, extra: list[Word]) -> bool:
    """Whether ``extra`` (words of ``x`` the other text lacks) are every content word of one
    of ``x``'s sentences, two at least: a statement of its own ("Your help means a lot. I'll
    get the video to you soon!"), never a light addition to the other's."""
    if len(extra) < 2:
        return False
    ends = [n for n, token in enumerate(_tokens_read(x.text)) if token[2] == "mark" and token[1] in (".", "!", "?")]
    if not ends:
        return False
    added = {w.at for w in extra}
    sentences: dict[int, list[int]] = {}
    for w in x.words:
        if w.cls not in ("mark", "anchor"):
            sentences.setdefault(bisect.bisect_left(ends, w.at), []).append(w.at)
    return any(len(places) >= 2 and added.issuperset(places) for places in sentences.values())


def _scope_head_replaced(x: Analysis, y: Analysis, said_a: list[Word], said_b: list[Word]) -> bool:
    """Whether a generic noun heading a scope on one side stands where the other side has a
    word of its own, after the same word: "the mobile team" / "the mobile guild" name
    another group (a generic word alone is otherwise no change: "team" weighs little)."""
    for this, that, own in ((x, y, said_b), (y, x, said_a)):
        theirs = {w.key for w in own if w.key not in GENERIC}
        if not theirs:
            continue
        for before, word in zip(this.words, this.words[1:], strict=False):
            if word.region == "C" and word.key in GENERIC and word.key not in that.keys and _content(before):
                if any(a.key == before.key and b.key in theirs for a, b in zip(that.words, that.words[1:], strict=False)):
                    return True
    return False


def _changed_against(x: Analysis, negative: list[Word], other: list[Word]) -> bool:
    """Whether ``x`` tells a choice or a change (an old value or the one not chosen among
    ``negative``: "instead of rebase", "over rebase") where the other text does something of
    its own (``other``: a verb of its own), asked where the two share a word only in two
    forms: "The billing team is switching to merge commits instead of rebase" (or "prefers
    merge commits over rebase") / "The billing team always squashes commits when merging"
    say two things ("merge" / "merging"); "The Rome office relocated from X to Y" / "You
    can visit the Rome office at Y" say one."""
    return _old_value(negative) and any(w.cls == "word" and w.form in ("b", "s", "d") and w.region in ("V", "O") for w in other)


def _light(pos_a: list[Word], pos_b: list[Word], negative: list[Word], shared: int) -> str | None:
    """Whether what differs is light enough for one memory: no value words; nothing in the
    subject or a scope but framing; ordinary words on one side only (generic ones may be on
    both); within ELABORATION_SHARE of the shared words plus ELABORATION_BASE. Denied
    values differ too ("not RabbitMQ for Grove" / "not SQS for Sequoia"), unless they are
    an update's old values ("moved from Berlin to Munich" / "works in Munich")."""
    if any(w.denied == "not" or w.pole < 0 or (_valued(w) and w.denied != "old") for w in negative):
        return None  # what one side denies ("dislikes chai"), the other does not say
    if not pos_a and not pos_b:
        return "same-words"
    if any(_valued(w) or (w.region == "C" and w.key not in GENERIC) for w in pos_a + pos_b):
        return None  # a value, or another scope ("for work" / "for client work")
    if any(w.cls == "concept" and w.key in _POLAR for w in pos_a + pos_b):
        return None  # one pole of an antonym said on one side only ("ahead of" / "on schedule")
    if any(w.key in _DENIED_BY for w in pos_a + pos_b):
        return None  # a denial as a record writes it ("polarity='negative'") on one side only
    if any(w.key in RELATIVES or (w.key == "MANAGER" and w.region == "S") for w in pos_a + pos_b):
        # another person: "Alice's son is allergic", "a meeting with Dr. Kim's assistant",
        # "Mateo's manager is on the payments team"
        return None
    if _two_places_of_life(pos_a, pos_b):
        return None  # working against living somewhere ("works in Berlin" / "lives in Berlin")
    if any(_own_verb(w) for w in pos_a + pos_b):
        # what a person did to the value, on one side only: "we considered / tested /
        # paused MySQL as the database of Tundra" is not "the database for Tundra is MySQL"
        return None
    subject_a = any(w.region == "S" and w.key not in GENERIC for w in pos_a)
    subject_b = any(w.region == "S" and w.key not in GENERIC for w in pos_b)
    if (subject_a and pos_b) or (subject_b and pos_a):
        return None  # the subject changed while something else did too
    # a word of its own on each side is a word replaced, not added, and so is a generic
    # noun heading a scope against a word of its own ("the mobile team" / "the mobile
    # guild": another group)
    if any(w.key not in GENERIC for w in pos_a) and any(w.key not in GENERIC for w in pos_b):
        return None
    if any(_framing_value(w) for w in pos_a) and any(_framing_value(w) for w in pos_b):
        return None  # a framing noun is the value on each side: "sorted by date" / "by name"
    if sum(_weight(w) for w in pos_a + pos_b) > ELABORATION_BASE + ELABORATION_SHARE * shared:
        return None
    return "paraphrase"


# Prepositions that say where a thing stands against another (not which comes first:
# "over" and "instead of" are orders, read by _reversed): "under" is "below".
_PLACES = {"above": "above", "below": "below", "under": "below"}
# Which way prepositions point: one way only on each side, and not the same, is another
# fact ("to Alice" / "from Alice"; "from X to Y" says both, a change).
_HEADINGS = {"to": "to", "into": "to", "onto": "to", "until": "to", "till": "to", "from": "from", "since": "from"}
_TO, _FROM = frozenset({"to"}), frozenset({"from"})


def _anchored(x: Analysis, table: dict[str, str]) -> frozenset[str]:
    """What a text's prepositions in ``table`` say (``_PLACES``, ``_HEADINGS``)."""
    return frozenset(table[w.key] for w in x.words if w.cls == "anchor" and w.key in table)


def _opposite_headings(x: Analysis, y: Analysis) -> bool:
    """Whether each text points one way only, and not the same way (``_HEADINGS``)."""
    return {_headings(x), _headings(y)} == {_TO, _FROM}


def _headings(x: Analysis) -> frozenset[str]:
    """``_anchored(x, _HEADINGS)`` but for a "from" that says where one works or lives
    (``_works_from``), no way: "Alice now works from Lisbon" / "Alice moved to Munich"."""
    words = x.words
    return frozenset(
        _HEADINGS[w.key]
        for n, w in enumerate(words)
        if w.cls == "anchor" and w.key in _HEADINGS and not (w.key == "from" and _works_from(words, n))
    )


def _works_from(words: tuple[Word, ...], at: int) -> bool:
    """Whether the "from" at ``at`` stands right after working or living ("works from
    home", "now works from the Berlin office"): a place, neither a way nor an old value."""
    return at > 0 and words[at - 1].cls == "concept" and words[at - 1].key in _PLACES_OF_LIFE


def _denies_itself(x: Analysis) -> bool:
    """Whether a negating cue ends a clause, denying its subject ("The service is
    deprecated", "Falcon was dropped"): the whole claim, with no word of its own. A cue
    negated itself denies nothing ("The package is not deprecated")."""
    words = x.words
    for i, w in enumerate(words):
        if w.cue and w.key == "CUE" and w.pole < 0 and not (i and words[i - 1].key == "NOT"):
            if not any(map(_content, words[i + 1 : _clause_end(words, i + 1)])):
                return True
    return False


# Must or may: what is required against what is allowed ("should" asks, "can" allows).
_MODALITIES = {
    "must": "must",
    "shall": "must",
    "should": "must",
    "may": "may",
    "might": "may",
    "can": "may",
    "could": "may",
}
_MUST, _MAY = frozenset({"must"}), frozenset({"may"})


def _modality(text: str) -> frozenset[str]:
    """Whether a text says something must or may be (``_MODALITIES``): read from its words,
    which drop modals with the other auxiliaries."""
    return _table_words(text, _MODALITIES)


# People (and pets) one has: in the subject, another one than its owner.
RELATIVES = frozenset(
    stem(w)
    for w in """
    wife husband partner spouse son daughter mother mom mum father dad parent parents sister
    brother sibling kid kids child children cousin aunt uncle grandmother grandfather grandma
    grandpa girlfriend boyfriend fiance fiancee friend roommate neighbour neighbor dog cat pet
    colleague colleagues coworker coworkers co-worker teammate teammates assistant mentor
    mentee landlord doctor dentist lawyer accountant intern interns nurse secretary therapist
    tutor teacher coach nanny babysitter vet trainer caregiver nephew niece grandson
    granddaughter stepson stepdaughter baby puppy kitten
    брат сестра мама папа мать отец жена муж сын дочь бабушка дедушка
    bruder schwester mutter vater sohn tochter oma opa
    frère sœur mère père fils fille
    hermano hermana hijo hija abuelo abuela nieto nieta sobrino sobrina primo prima tío tía
    esposo esposa novio novia amigo amiga fratello sorella figlio figlia nonno nonna cugino
    cugina zio zia marito moglie irmão irmã filho filha avô avó neto neta tio tia
    """.split()
)

# Words that add a value to the ones held ("now also uses VS Code", "likes coffee too"):
# no new version of the old one. "Also:" opens another remark; "too small" is excess.
_ADDS = re.compile(
    r"\b(?:also|additionally|in\s+addition)\b(?!\s*:)|\b(?:too|as\s+well)\b(?=\s*(?:[,;:.!?)\]]|$))",
    re.IGNORECASE,
)


def _adds(text: str) -> bool:
    """Whether a text adds a value rather than replacing one: "also", "additionally", "in
    addition" (not opening a remark with a colon), or "too" / "as well" closing a clause
    ("too small" is another word). A pattern, not a reading of the words: it is asked of
    every pair that may be an update."""
    return _ADDS.search(text) is not None


# What may happen, or is meant to, is not what happened: "might", "maybe", "perhaps",
# "considering", "thinking about", and a verb of intending before "to" ("plans to learn");
# and what is only said to be so ("allegedly", "claims to be", "pretends to be").
_MAYBE = frozenset(
    {"might", "maybe", "perhaps", "considering", "possibly", "allegedly", "supposedly", "reportedly"}
)
_INTENDING = frozenset(
    """plan plans planning planned want wants wanted wanting hope hopes hoping hoped intend
    intends intending intended aim aims aiming mean means meant claim claims claimed pretend
    pretends pretended""".split()
)


def _intends(text: str) -> bool:
    """Whether a text says something may happen or is meant to (``_MAYBE``, ``_INTENDING``
    + "to", "thinking about" / "of"), rather than that it holds."""
    raw = _words_said(text)
    for i, (_, folded, _, _) in enumerate(raw):
        after = raw[i + 1][1] if i + 1 < len(raw) else ""
        if folded in _MAYBE or (folded in _INTENDING and after == "to"):
            return True
        if folded == "thinking" and after in ("about", "of"):
            return True
        if folded in ("wish", "wishes", "wished") and i and raw[i - 1][1] not in _DETERMINERS:
            return True  # "wishes they used Vim": they do not
        if folded == "about" and after == "to" and i and raw[i - 1][1] in _COPULAS_SAID:
            return True  # "is about to move"
    return False


# Words the reading drops (stopwords, fillers, cues, pronouns) that still say which claim
# a text makes: each table maps them to what they say, and two texts that say different
# things by one table are no duplicate (``_small_words_differ``).
_HOW_OFTEN = {  # how often, or how many of a kind: all (or nearly), some, few
    **dict.fromkeys("always usually normally generally typically mostly all every each".split(), "all"),
    **dict.fromkeys("often frequently sometimes occasionally some several many".split(), "some"),
    **dict.fromkeys("rarely seldom hardly few".split(), "few"),
}
_PRONOUNS = {  # who: "He is the tech lead" / "She is the tech lead" are two people
    **dict.fromkeys("he him his himself".split(), "he"),
    **dict.fromkeys("she her hers herself".split(), "she"),
}
_GRADES = {  # change cues with a direction
    **dict.fromkeys("upgrade upgrades upgraded upgrading".split(), "up"),
    **dict.fromkeys("downgrade downgrades downgraded downgrading".split(), "down"),
}
_CONDITIONS = {  # on which condition: "Run the tests if the build fails" / "... unless ..."
    **dict.fromkeys("if when whenever once".split(), "if"),
    "unless": "unless",
}
_WHOLES = {  # everything or nothing: "eats everything but fish" / "eats nothing but fish"
    **dict.fromkeys("everything everyone everybody everywhere".split(), "every"),
    **dict.fromkeys("nothing nobody noone nowhere none".split(), "none"),
}
_STANDING = {  # what was against what is: "a vegetarian" / "a former vegetarian"
    **dict.fromkeys("former previous ex erstwhile onetime".split(), "former"),
}
_EVERY_OTHER = re.compile(r"\bevery\s+(?:other|second|alternate)\b", re.IGNORECASE)
_ALMOST = {"almost": "almost", "nearly": "almost"}  # "almost missed the flight" did not miss it
_EXTENT = {  # all of a thing or part of it: "the whole team" / "part of the team"
    **dict.fromkeys("whole entire entirely fully".split(), "whole"),
    **dict.fromkeys("part partly partial partially half".split(), "part"),
}
_ALL = frozenset({"all"})  # what a text that says none of _HOW_OFTEN's words says
_AGES = {"new": "new", "existing": "old", "old": "old"}  # "new users" / "existing users"
# Tables read only when both texts say one of their words (unsaid is no claim); unsaid
# how often is "all" ("always reviews PRs" / "reviews PRs"; "rarely" / nothing differ).
_BOTH_SAY = (_PRONOUNS, _GRADES, _AGES, _CONDITIONS, _WHOLES, _EXTENT)
# Tables whose words make a claim said on one side only: unsaid is "as it is".
_ONE_SAYS = (_STANDING, _ALMOST)


def _table_words(text: str, table: dict[str, str]) -> frozenset[str]:
    """What a text's raw words say by ``table``."""
    return frozenset(table[folded] for _, folded, _, _ in _words_said(text) if folded in table)


def _small_words_differ(a: str, b: str) -> bool:
    """Whether two texts say different things by one of the small-word tables."""
    if (_table_words(a, _HOW_OFTEN) or _ALL) != (_table_words(b, _HOW_OFTEN) or _ALL):
        return True
    for table in _ONE_SAYS:
        if _table_words(a, table) != _table_words(b, table):
            return True
    if (_EVERY_OTHER.search(a) is None) != (_EVERY_OTHER.search(b) is None):
        return True  # "every week" / "every other week"
    for table in _BOTH_SAY:
        said_a = _table_words(a, table)
        if said_a:
            said_b = _table_words(b, table)
            if said_b and said_a != said_b:
                return True
    by_a = _amounts_by(a)
    if by_a:
        by_b = _amounts_by(b)
        if by_b and by_a != by_b:
            return True
    return False


def _amounts_by(text: str) -> frozenset[tuple[str, str]]:
    """(preposition, number) for each number said after "by" or "to": a change by an
    amount is not a change to it ("Prices increased by 10%" / "... to 10%")."""
    raw = _words_said(text)
    return frozenset(
        (raw[n - 1][1], _LEADING_NUMBER.match(folded).group())
        for n, (_, folded, _, _) in enumerate(raw)
        if n and folded[:1].isdigit() and raw[n - 1][1] in ("by", "to")
    )


_LEADING_NUMBER = re.compile(r"\d[\d.,]*")


_PAST_COPULAS, _PRESENT_COPULAS = frozenset({"was", "were"}), frozenset({"is", "are", "am"})
_COPULAS_SAID = _PAST_COPULAS | _PRESENT_COPULAS | {"be", "been", "being", "m", "re"}


def _tenses_differ(x: Analysis, y: Analysis) -> bool:
    """Whether one text says with "was" what the other says with "is" ("Alice was the
    lead on Falcon" / "Alice is the lead on Falcon"): the first copula of each; or says
    will happen what the other says happened ("Alice will join Acme" / "Alice joined
    Acme": a plan is not its outcome). A verb's own present and past are not told apart:
    its past form is not told from its base where they are one word ("async updates beat
    video calls"), and "will follow up" / "follows up" is one habit."""
    if _copula_tense(x.text) * _copula_tense(y.text) < 0:
        return True
    planned_x, planned_y = _planned(x), _planned(y)
    if planned_x is not None and planned_y is None:
        return _past_of(_did(y), planned_x)
    if planned_y is not None and planned_x is None:
        return _past_of(_did(x), planned_y)
    return False


# What holds for now only: a visit, or a near time ("this week", "today"); not the start
# of what holds from then on ("as of this week", "starting today", "from today"), nor a
# visitor's question ("Visiting Paris? The office is at X"), a heading's week ("Change this
# week: ...") or a report's ("this week's notes").
_FOR_NOW = re.compile(
    r"\b(?:visit(?:s|ing|ed)?(?!\s+[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*)?\?)|"
    r"(?:this|next)\s+(?:week|weekend)(?![\u2019']s\b|\s*(?::|\s[\u2014\u2013]))|today(?![\u2019']s\s+(?:sessions?|conversations?|chats?|calls?|notes))|tonight|tomorrow)\b",
    re.IGNORECASE,
)
_FROM_THEN_ON = re.compile(r"\b(?:as\s+of|starting|from|since|beginning)\s+$", re.IGNORECASE)


def _for_now(text: str) -> bool:
    """Whether a text says what holds for now only (``_FOR_NOW``, not after ``_FROM_THEN_ON``)."""
    return any(_FROM_THEN_ON.search(text, 0, found.start()) is None for found in _FOR_NOW.finditer(text))


def _denied_for_now(x: Analysis, y: Analysis) -> bool:
    """Whether ``x`` denies something for now only and ``y`` says what holds."""
    return any(w.denied == "not" for w in x.words) and _for_now(x.text) and not _for_now(y.text)


def _copula_tense(text: str) -> int:
    """-1 when a text's first copula is past ("was"), 1 when present ("is"), else 0."""
    for _, folded, _, _ in _words_said(text):
        if folded in _PAST_COPULAS:
            return -1
        if folded in _PRESENT_COPULAS:
            return 1
    return 0


# What will happen: "will", "'ll", "shall", "gonna", "going to", with the verb after it.
_FUTURE = re.compile(
    r"(?:\b(?:will|shall|gonna|going\s+to)|\w['\u2019]ll)\s+(?:not\s+|soon\s+|also\s+)?(\w+)", re.IGNORECASE
)


def _planned(x: Analysis) -> str | None:
    """The verb a text says will happen ("will join": join); None when it says nothing will."""
    found = _FUTURE.search(x.text)
    return found.group(1).casefold() if found is not None else None


def _did(x: Analysis) -> str | None:
    """The verb a text says happened, as written: "be" when its first copula is past
    ("was"), else its verb (the first word read as one) in its past form ("joined")."""
    if _copula_tense(x.text) < 0:
        return "be"
    verb = next((w for w in x.words if w.region == "V"), None)
    if verb is None or verb.form != "d":
        return None
    raw = _tokens_read(x.text)
    return raw[verb.at][1] if verb.at < len(raw) else None


def _past_of(past: str | None, base: str) -> bool:
    """Whether ``past`` is the regular past of ``base`` ("joined" / "join", "moved" /
    "move", "planned" / "plan", "tried" / "try"), or both are "be". Another verb, or an
    irregular past ("chose" / "use", "led" / "lead"), is not read: a decision said in
    the past is often the plan said with "will" ("The team chose MySQL" / "Velvet will use
    MySQL")."""
    if past is None:
        return False
    if past == base == "be":
        return True
    return past in (base + "d", base + "ed", base + base[-1:] + "ed") or (
        base.endswith("y") and past == base[:-1] + "ied"
    )


# Days a fact holds on, said as a rule ("on Fridays", "every Friday", "at weekends"), and
# any day said at all.
_WEEKDAY = "(?:" + "|".join(d for d in _WEEKDAYS if d.endswith("day")) + ")"  # "monday" ... "sunday"
_RECURRING_DAYS = re.compile(rf"\b(?:{_WEEKDAY}s|weekends|weekdays|every\s+{_WEEKDAY})\b", re.IGNORECASE)
_DAYS = re.compile(rf"\b(?:{_WEEKDAY}s?|weekends?|weekdays?)\b", re.IGNORECASE)

# Comparatives: a change said without its value.
_COMPARATIVES = frozenset(
    """
    faster slower quicker bigger smaller larger cheaper pricier better worse easier harder
    longer shorter higher lower heavier lighter louder quieter safer riskier newer older
    """.split()
)

# Where one works and where one lives: two places, though each verb alone is generic.
_PLACES_OF_LIFE = frozenset({"WORK", "LIVE"})


def _moved_place(shared: set[str], x: Analysis, y: Analysis, pos_a: list[Word], pos_b: list[Word]) -> bool:
    """Where one works or lives, said again with a cue and one other name: "The user works
    at Renault" / "The user now works at Airbus", whose subject (the user) the words drop.
    A place of one kind (cities) is a value already; without a cue, two names stay two
    facts ("works with Bob" / "works with Carol")."""
    return (
        (x.cue or y.cue)
        and not shared.isdisjoint(_PLACES_OF_LIFE)
        and len(pos_a) == 1
        and len(pos_b) == 1
        and pos_a[0].cls in ("ent", "name")
        and pos_b[0].cls in ("ent", "name")
    )


def _place_against(x: Analysis, said: list[Word], other: list[Word]) -> bool:
    """Whether ``x`` says a place of life as a place, after a preposition, among ``said``
    (its words the other text lacks: "uses zsh at work"), and the other text says a word
    of its own that is not generic there ("uses zsh in the monorepo"): two places."""
    if not any(w.key not in GENERIC for w in other):
        return False
    words = x.words
    return any(
        n
        and w.cls == "concept"
        and w.key in _PLACES_OF_LIFE
        and words[n - 1].cls == "anchor"
        and words[n - 1].key in _PREPOSITIONS
        and any(w is s for s in said)
        for n, w in enumerate(words)
    )


def _said_plainly_twice(x: Analysis, word: Word) -> bool:
    """Whether a plain word of the value stands as itself each time ``x`` says it: no
    occurrence denied or an old value ("from floor 5 to floor 3" repeats a value's word;
    "the smoke tests first, followed by the tests" says another thing with it)."""
    return word.cls == "word" and all(pole > 0 for pole, _ in x.signs.get(word.key, ()))


def _repeated_against(x: Analysis, y: Analysis, said_a: list[Word], said_b: list[Word]) -> bool:
    """Whether one text says a word the other says too once more, and the other says a
    word of its own: the repeat stands where that word does ("The design team favours REST
    for API design" / "The support team favours REST for API design": "design" twice
    against "support"), so the two differ though each word of one is in the other."""
    # ``this`` repeats a word, ``other`` has a word of its own: both outside the value
    # (where a value's words repeat, "after 45s instead of 60s", nothing stands in), or
    # the repeat is a word said twice in a row ("design design critique" / "sales design
    # critique": a merge at 10,000 of the fourteenth set), which no value's words are
    turns = []
    for this, other, own in ((x, y, said_b), (y, x, said_a)):
        doubled = {a.key for a, b in zip(this.words, this.words[1:], strict=False) if a.key == b.key and a.cls == "word"}
        if any((w.region != "O" or doubled or w.cls == "word") and w.key not in GENERIC for w in own):
            turns.append((this, other, doubled))
    if not turns:
        return False
    counts = {id(t): Counter(w.key for w in t.words if _content(w)) for t in (x, y)}  # once each
    for this, other, doubled in turns:
        count_this, count_other = counts[id(this)], counts[id(other)]
        repeated = {k for k, n in count_this.items() if k in count_other and n > count_other[k]}
        if any(w.key in repeated and (w.region != "O" or w.key in doubled or _said_plainly_twice(this, w)) for w in this.words):
            return True
    return False


def _two_places_of_life(pos_a: list[Word], pos_b: list[Word]) -> bool:
    """Whether each side says one of ``_PLACES_OF_LIFE`` the other does not."""
    a = {w.key for w in pos_a if w.cls == "concept" and w.key in _PLACES_OF_LIFE}
    b = {w.key for w in pos_b if w.cls == "concept" and w.key in _PLACES_OF_LIFE}
    return bool(a and b and a != b)


def _mirrored(x: Analysis, y: Analysis, shared: set[str]) -> bool:
    """Whether two words both say stand on either side of a verb in one text and swapped
    in the other ("Alice hired Bob" / "Bob hired Alice", "Eva works for Alice" / "Alice
    works for Eva", "Kafka feeds Elasticsearch" / "Elasticsearch feeds Kafka", "The user
    lent Max 100 euros" / "Max lent the user 100 euros"), and neither text is passive (a
    "by" on one side only: "Bob was hired by Alice" says the first). Names swap around any
    verb, a copula too when the subjects swap ("Falcon is a fork of Heron"); other nouns
    and the user only around a verb that is not a copula ("The tech lead is Alice" /
    "Alice is the tech lead" is one fact). Where one side alone is passive, who acts is
    after its "by": the same two words kept in their order around a verb on the active
    side swap who acts ("Bob was hired by Alice" / "Bob hired Alice", `_roles_kept`)."""
    by_x, by_y = _passive_by(x), _passive_by(y)
    if by_x is not None and by_y is None:
        return _roles_kept(x, y, by_x, shared)
    if by_y is not None and by_x is None:
        return _roles_kept(y, x, by_y, shared)
    if _by(x) != _by(y):
        return False
    placed_a, placed_b = _placed(x, y, shared)
    # a role's label ("Falcon tech lead: Ana") may be read with its owner first or last:
    # a swap is one that every reading shows
    readings_b = _label_readings(y, placed_b) or [_said_of(y, placed_b)]
    return all(
        _swapped_in(x, y, shared, said_a, said_b)
        for said_a in _label_readings(x, placed_a) or [_said_of(x, placed_a)]
        for said_b in readings_b
    )


def _swapped_in(
    x: Analysis,
    y: Analysis,
    shared: set[str],
    said_a: tuple[list[str], frozenset[str] | None],
    said_b: tuple[list[str], frozenset[str] | None],
) -> bool:
    """``_mirrored`` on one reading of each text (``_said_of``: its content words in order,
    and its subject's where read said the other way)."""
    (keys_a, subject_a), (keys_b, subject_b) = said_a, said_b
    if len(shared) + (_SELF in keys_a) < 3:
        return False
    if len(set(keys_a)) < len(keys_a) or len(set(keys_b)) < len(keys_b):
        return False  # a word said twice has no one place
    at_b = {k: n for n, k in enumerate(keys_b)}
    governed = _governed(x.text) & _governed(y.text)  # a place or owner on both sides
    parties = [k for k in keys_a if k not in governed and (k == _SELF or _side_taker(x.keys[k], y.keys[k]))]
    for i, first in enumerate(parties):
        for last in parties[i + 1 :]:
            if at_b[first] < at_b[last]:
                continue
            middle = keys_a[keys_a.index(first) + 1 : keys_a.index(last)]
            between = [m for m in middle if at_b[last] < at_b[m] < at_b[first] and m != _SELF]
            if not between:
                continue
            named = (
                _SELF not in (first, last)
                and _party(x.keys[first], y.keys[first])
                and _party(x.keys[last], y.keys[last])
            )
            if named and _subject_of(x, first, last, subject_a) and _subject_of(y, last, first, subject_b):
                return True  # the subjects swapped ("Falcon is a fork of Heron" / "Heron is a fork of Falcon")
            acting = _acts if named else _does
            if any(
                (acting(x.keys[m]) or _verb_in(x, x.keys[m])) and (acting(y.keys[m]) or _verb_in(y, y.keys[m]))
                for m in between
            ):
                return True
    return False


def _label_readings(x: Analysis, placed: list[tuple[int, str]]) -> list[tuple[list[str], frozenset[str]]]:
    """A role's label said the other way, as ``_said_of`` reads a possessive ("Falcon tech
    lead: Ana Silva", "Falcon tech lead is Ana Silva" as "Ana Silva is the tech lead for
    Falcon"): what follows the colon or copula, then the label with its first one, two or
    three words (the owner: which words are its is not said) last; each a reading. None
    where the text is no such label (a role, ``_ROLES``, just before the colon or copula,
    and no owner's 's)."""
    words = x.words
    colon = next(
        (
            n
            for n, w in enumerate(words)
            if n
            and words[n - 1].key in _ROLES
            and (w.key == ":" and w.cls == "mark" or w.key == "BE" and w.region == "V")
        ),
        None,
    )
    if colon is None or not placed or _APOSTROPHE.search(x.text):
        return []
    at = words[colon].at
    before = sum(1 for n, _ in placed if n < at)
    if placed[-1][0] <= at or before < 2:
        return []
    return [_turned(placed, at, owner) for owner in range(1, min(3, before - 1) + 1)]


def _verb_in(x: Analysis, word: Word) -> bool:
    """Whether ``word`` is read as a verb of ``x`` where its region does not say so (a
    sentence opening with a name may read all its words as a scope): a verb's form
    ("reports"), or a past written with -ed ("handed")."""
    if word.cls == "anchor":
        return False
    if word.form in ("s", "d"):
        return True
    raw = _tokens_read(x.text)
    return word.at < len(raw) and raw[word.at][1].endswith("ed")


def _paired_otherwise(x: Analysis, y: Analysis) -> bool:
    """Whether two texts of several clauses each (split at commas, semicolons, sentence
    ends, "and", "but", "while") swap words between two of them, each clause keeping some: "Alice leads
    Falcon and Bob leads Heron" / "Alice leads Heron and Bob leads Falcon", "codes in the
    morning and reads in the evening" / the other way round. Only where every clause on
    each side has two words at least ("likes tea and coffee" / "likes coffee and tea" is
    one list); a word every clause says ("leads") is no clause's own; clauses said in
    another order ("Bob leads Heron and Alice leads Falcon"), or a scope moved out of a
    clause ("In the Paris office, the mobile team sits on floor 8" / "Mobile team, Paris
    office: floor 8"), swap nothing."""
    a, b = _clauses(x), _clauses(y)
    if a is None or b is None or Counter(a) == Counter(b):
        return False
    every = frozenset.intersection(*a, *b)
    a, b = [c - every for c in a], [c - every for c in b]
    for i, first in enumerate(a):
        for second in a[i + 1 :]:
            for k, one in enumerate(b):
                for other in b[k + 1 :]:
                    if first & one and first & other and second & one and second & other:
                        return True
    return False


def _numbers_swapped(x: Analysis, y: Analysis) -> bool:
    """Whether two texts that say the same numbers put them beside other words: a word
    next to one number on one side is next to another on the other ("Retry 3 times with a
    5 second delay" / "Retry 5 times with a 3 second delay", "Run 2 workers with 8 threads"
    / "Run 8 workers with 2 threads")."""
    a, b = _beside_numbers(x), _beside_numbers(y)
    if len({n for n, _ in a}) < 2 or {n for n, _ in a} != {n for n, _ in b}:
        return False
    return _beside_another(a, b) or _beside_another(b, a)


def _beside_another(a: set[tuple[str, str]], b: set[tuple[str, str]]) -> bool:
    """Whether a word beside a number in ``a`` (and not beside it in ``b``) is beside
    another number in ``b``."""
    return any(k == other and n != m and (n, k) not in b for n, k in a for m, other in b)


def _beside_numbers(x: Analysis) -> set[tuple[str, str]]:
    """(number, word) for each content word right before or after a number in ``x``."""
    at = {w.at: w for w in x.words if _content(w) and w.cls != "mark"}
    return {
        (w.key, near.key)
        for w in at.values()
        if w.cls == "num"
        for near in (at.get(w.at - 1), at.get(w.at + 1))
        if near is not None and near.cls != "num"
    }


def _only_of(x: Analysis) -> str | None:
    """Who "only" stands before, where it does: a name anywhere ("Only Alice can deploy",
    "deploys are done only by Alice"), or the word that opens a clause after it ("Only
    admins can delete projects"): who alone does a thing, not what one does alone ("Alice
    can only deploy", "Admins can only delete projects"). Another word after "only" is
    not read ("only drinks decaf" / "drinks only decaf" is one habit)."""
    raw = _tokens_read(x.text)
    names = {w.at: w.key for w in x.words if w.cls in ("ent", "name")}
    words = {w.at: w.key for w in x.words if w.cls == "word" and not w.form}
    for n, (_, folded, _, _) in enumerate(raw):
        if folded == "only":
            after = n + 1
            while after < len(raw) and (raw[after][1] in _DETERMINERS or raw[after][1] == "by"):
                after += 1
            opens = n == 0 or raw[n - 1][2] == "mark"
            if after in names or (opens and after in words):
                return names.get(after) or words[after]
    return None


_CLAUSE_BREAKS = frozenset({",", ";", ".", "!", "?", "and", "but", "while", "whereas"})


def _clauses(x: Analysis) -> list[frozenset[tuple[str, int]]] | None:
    """The words (key and pole) of each clause of ``x``: None when it has one clause, or
    one of fewer than two words."""
    found = _clauses_in_order(x)
    return None if found is None else [frozenset(c) for c in found]


def _clauses_in_order(x: Analysis) -> list[tuple[tuple[str, int], ...]] | None:
    """``_clauses`` with each clause's words in order: a clause moved whole is the same
    clause, one whose words swapped inside it is not ("Team Monday, spaces over yarn" /
    "Team Monday, yarn over spaces" had read as the same clauses said in another order)."""
    breaks = [n for n, (_, folded, _, _) in enumerate(_tokens_read(x.text)) if folded in _CLAUSE_BREAKS]
    if not breaks:
        return None
    clauses: dict[int, list[tuple[str, int]]] = {}
    for w in x.words:
        if _content(w):
            clauses.setdefault(sum(1 for at in breaks if at < w.at), []).append((w.key, w.pole))
    if len(clauses) < 2 or any(len(set(c)) < 2 for c in clauses.values()):
        return None
    return [tuple(c) for c in clauses.values()]


_PASSIVE_AUXILIARIES = frozenset({"is", "are", "am", "was", "were", "be", "been", "being", "get", "gets", "got"})


def _passive_by(x: Analysis) -> int | None:
    """The token position (``Word.at``) of the "by" that names who acts in a passive
    ("was hired by", "is backed up by"): after a past participle that follows a copula."""
    raw = _tokens_read(x.text)
    for j, (_, folded, _, _) in enumerate(raw):
        if folded != "by":
            continue
        for k in range(j - 1, max(-1, j - 4), -1):
            said = raw[k][1]
            if said.endswith(("ed", "en")) or said in _IRREGULAR_PAST:
                if any(raw[n][1] in _PASSIVE_AUXILIARIES for n in range(max(0, k - 2), k)):
                    return j
                break
    return None


def _roles_kept(passive: Analysis, active: Analysis, by: int, shared: set[str]) -> bool:
    """Whether two words of ``passive``, one before its "by" (who undergoes) and one after
    it (who acts), stand in that order around a verb in ``active`` too: there the first
    acts, so the roles swapped ("Bob was hired by Alice" / "Bob hired Alice")."""
    placed_p, placed_a = _placed(passive, active, shared)
    at_p = {k: at for at, k in placed_p}
    order = [k for _, k in placed_a]
    if len(set(order)) < len(order):
        return False  # a word said twice has no one place
    at_a = {k: n for n, k in enumerate(order)}
    parties = [k for k in at_p if k in at_a and (k == _SELF or _side_taker(passive.keys[k], active.keys[k]))]
    for first in parties:
        for last in parties:
            if at_p[first] < by < at_p[last] and at_a[first] < at_a[last]:
                between = order[at_a[first] + 1 : at_a[last]]
                if any(
                    w is not None and (_does(w) or (w.cls == "word" and w.form in ("s", "d")))
                    for w in map(active.keys.get, between)
                ):
                    return True  # a verb between them ("calls": a scope's words are C)
    return False


# The user, whom a text's words leave out ("The user lent Max 100 euros" reads as "lent Max
# 100 euros"), as a party of _mirrored: where its text says "the user", "I" or "me".
_SELF = "\x00self"
_SELF_WORDS = frozenset({"i", "me", "user"})


def _said_of(x: Analysis, placed: list[tuple[int, str]]) -> tuple[list[str], frozenset[str] | None]:
    """The keys of ``placed`` in order, and None; but for an owner that opens its text before
    a copula, the order and subject of the text said the other way: "Falcon's tech lead is
    Alice" as "Alice is the tech lead on Falcon" (what follows the copula, its subject, then
    the rest, the owner last), "Heron's fork is Falcon" as "Falcon is a fork of Heron"."""
    keys = [k for _, k in placed]
    if not placed:
        return keys, None
    copula = next((w.at for w in x.words if w.key == "BE" and w.cls == "anchor" and w.region == "V"), None)
    if copula is None:
        # "Bob Li reports to Alice" (and "Alice manages Bob Li", read so) says its owner
        # first too: said the other way as the possessive is
        role = next((w.at for w in x.words if w.key == "MANAGER" and w.region == "V"), None)
        owner = 0 if role is None else sum(1 for n, _ in placed if n < role)
        if not owner or placed[-1][0] <= role:
            return keys, None
        return _turned(placed, role, owner)
    if placed[0][0] > copula:
        return keys, None
    if not _APOSTROPHE.search(x.text):
        # a role's holder before the copula (``_holder_as_value``) is its value, yet who
        # the text names first: "Ana is the tech lead for Falcon" / "Falcon is the tech
        # lead for Ana" swap their subjects
        holder = frozenset(k for n, k in placed if n < copula and k in x.keys and x.keys[k].region == "O")
        return keys, holder or None
    # the owner is the name the possessive ends, side by side from the start ("Bob Li's")
    possessors = _possessors(x.text)
    owner = 1
    while placed[owner - 1][1] not in possessors:
        if owner == len(placed) or owner == 3 or placed[owner][0] != placed[owner - 1][0] + 1:
            return keys, None
        owner += 1
    return _turned(placed, copula, owner) if placed[-1][0] > copula else (keys, None)


def _turned(placed: list[tuple[int, str]], at: int, owner: int) -> tuple[list[str], frozenset[str]]:
    """The keys of ``placed`` said the other way round position ``at`` (a copula, a
    label's colon, "reports to"): what follows it, which is its subject, then what comes
    before and at it, the first ``owner`` of those (the owner) last."""
    before = [k for n, k in placed if n <= at]
    after = [k for n, k in placed if n > at]
    return after + before[owner:] + before[:owner], frozenset(after)


def _placed(x: Analysis, y: Analysis, shared: set[str]) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """(position, key) of each content word both texts say, in each text's order; the user
    (``_SELF``) too, where both texts say it (``_self_at``)."""
    placed_x = [(w.at, w.key) for w in x.words if w.key in shared and _content(w)]
    placed_y = [(w.at, w.key) for w in y.words if w.key in shared and _content(w)]
    me_x, me_y = _self_at(x.text), _self_at(y.text)
    if me_x is not None and me_y is not None:
        placed_x, placed_y = sorted([*placed_x, (me_x, _SELF)]), sorted([*placed_y, (me_y, _SELF)])
    return placed_x, placed_y


def _self_at(text: str) -> int | None:
    """The token position (``Word.at``) of the user in ``text`` (not as an owner: "the user's"),
    when the text says it once."""
    found = [
        n
        for n, (_, folded, kind, owner) in enumerate(_tokens_read(text))
        if folded in _SELF_WORDS and kind == "word" and not owner
    ]
    return found[0] if len(found) == 1 else None


def _side_taker(a: Word, b: Word) -> bool:
    """A word that may stand for who does or undergoes something in a pair (_mirrored): a
    name (_party), or a noun or thing on each side."""
    return _party(a, b) or (a.cls in _THINGS and b.cls in _THINGS)


_THINGS = frozenset({"ent", "name", "word", "kind", "env"})


def _does(word: Word) -> bool:
    """A verb that is no copula: what one thing does to another ("feeds", "mirrors": a verb
    the rules do not know leaves its text's words unplaced, U)."""
    return _acts(word) and word.cls != "anchor"


_SOMEONES_TEAM = re.compile(r"\w['\u2019]s\s+team\b", re.IGNORECASE)


def _someones_team(x: Analysis, only: list[Word]) -> bool:
    """Whether "team", said by ``x`` alone, is someone's team ("Nils's team"): another
    subject than the one it belongs to ("the team chose" is "we chose")."""
    return any(w.key == "team" and _about(w) for w in only) and _SOMEONES_TEAM.search(x.text) is not None


def _managers_own(x: Analysis, only: list[Word]) -> bool:
    """Whether a text that alone says "manager" in its subject says what the manager does
    ("Alice's manager works in Munich": another person's fact), not who the manager is
    ("Alice's manager is Bob", a copula: Alice's fact)."""
    return any(w.key == "MANAGER" and w.region == "S" for w in only) and any(
        w.region == "V" and w.cls != "anchor" for w in x.words
    )


def _subject_of(x: Analysis, one: str, other: str, subject: frozenset[str] | None = None) -> bool:
    """Whether ``one`` is in ``x``'s subject and ``other`` is not (``subject``: its keys,
    where the text is read said the other way, ``_said_of``)."""
    if subject is not None:
        return one in subject and other not in subject
    return x.keys[one].region == "S" and x.keys[other].region != "S"


def _acts(word: Word) -> bool:
    """A word that may be what one party does to the other: the verb, or a word of a text
    whose verb the rules do not know ("hired", "mentors": U)."""
    return word.region in ("V", "U")


def _party(a: Word, b: Word) -> bool:
    """A word that may stand for who does or undergoes something: a name on one side at
    least (a sentence's first word may lose its capital's reading), not a scope on both
    sides ("works for Alice" reads Alice as a scope, "Alice works for Eva" as the subject)."""
    return (
        ("ent" in (a.cls, b.cls) or "name" in (a.cls, b.cls))
        and {a.cls, b.cls} <= {"ent", "name", "word"}
        and (a.region, b.region) != ("C", "C")
    )


def _governed(text: str) -> frozenset[str]:
    """The keys of words a preposition governs ("in QA", "of rate-limiter", "on
    Horizon"): where a thing is or what it belongs to, not who acts or undergoes."""
    out = set()
    after = False
    for _, folded, _, _ in _words_said(text):
        if folded in _PREPOSITIONS or folded == "of":
            after = True
        elif folded not in _DETERMINERS:
            if after:
                out.add(stem(folded))
            after = False
    return frozenset(out)


def _by(x: Analysis) -> bool:
    return any(w.cls == "anchor" and w.key == "by" for w in x.words)


def _team_changes_roles(x: Analysis, y: Analysis, shared: set[str]) -> bool:
    """Whether one side moved to a person's team (a team in its value) and a name both say
    is one side's subject and the other's value: "Ravi moved from Kenji's team to Keiko's"
    / "Ravi manages Keiko" (read "Keiko reports to Ravi"), the same names in other roles."""
    if not any(map(_people_in_value, (*x.words, *y.words))):
        return False
    for k in shared:
        a, b = x.keys[k], y.keys[k]
        if a.cls in ("ent", "name") and b.cls in ("ent", "name") and _about(a) != _about(b):
            if "U" not in (a.region, b.region):
                return True
    return False


def _without_kind_names(
    pos_a: list[Word], pos_b: list[Word], x: Analysis, shared: set[str]
) -> tuple[list[Word], list[Word]]:
    """The words of each side without the name of a kind that a value both say is of: "X
    uses DynamoDB as its database" / "X keeps everything in DynamoDB", "Karim's usual
    morning drink is chai" / "Karim likes chai in the morning" (the noun says what the
    value says); unchanged when anything else that differs is not generic."""
    named = {kind for k in shared if x.keys[k].cls == "kind" for kind in KINDS.get(k, ())}
    if not named:
        return pos_a, pos_b
    said_a = [w for w in pos_a if w.key not in named]
    said_b = [w for w in pos_b if w.key not in named]
    if any(w.key not in GENERIC for w in said_a + said_b):
        # another noun in its place: "our database" / "our cache", "browser" / "editor"
        return pos_a, pos_b
    return said_a, said_b


# Nouns that say what a name is ("the Falcon project", "the billing service"), not which one
_THING_NOUNS = frozenset({"project", "service", "app", "repo", "codebase", "product", "workspace"})


def _without_thing_nouns(x: Analysis, said: list[Word], y: Analysis, shared: set[str]) -> list[Word]:
    """``said`` (of ``x``) without a thing noun right after a name both texts say, where
    ``y`` says the name with none ("works on the Falcon project" / "works on Falcon");
    where both say one ("the Falcon app" / "the Falcon service") each stays."""
    if not any(w.key in _THING_NOUNS for w in said):
        return said
    place = _content_at(x)
    plain = {w.key for w in y.words if w.key in shared} - _named_before_thing(y)
    out = []
    for w in said:
        before = place.get(w.at - 1)
        if (
            w.key in _THING_NOUNS
            and before is not None
            and before.cls in ("ent", "name", "kind")
            and before.key in plain
        ):
            continue
        out.append(w)
    return out


def _named_before_thing(x: Analysis) -> set[str]:
    """The keys of the words right before a thing noun in ``x``."""
    place = _content_at(x)
    return {place[w.at - 1].key for w in x.words if w.key in _THING_NOUNS and w.at - 1 in place}


def _names_which(x: Analysis, only: list[Word], shared: set[str]) -> bool:
    """Whether a word of one side only stands right before a word both say, in the
    subject or a scope: it names which one ("client work" / "work", "Marketing design
    critique" / "Design critique"), another thing, not a detail added."""
    place = _content_at(x)
    return any(
        w.region in ("S", "C") and w.key not in GENERIC and w.at + 1 in place and place[w.at + 1].key in shared
        for w in only
    )


def _content_at(x: Analysis) -> dict[int, Word]:
    """Each content word of ``x`` by its token position (``Word.at``)."""
    return {w.at: w for w in x.words if _content(w)}


def _one_full_name(words: list[Word]) -> bool:
    """Whether ``words`` are one person's name: two name words side by side or more."""
    ats = sorted(w.at for w in words)
    return len(ats) >= 2 and ats[-1] - ats[0] == len(ats) - 1 and all(w.cls == "ent" for w in words)


def _same_kind(pos_a: list[Word], pos_b: list[Word]) -> bool:
    kinds_a = {kind for w in pos_a if w.cls == "kind" for kind in KINDS.get(w.key, ())}
    kinds_b = {kind for w in pos_b if w.cls == "kind" for kind in KINDS.get(w.key, ())}
    return bool(kinds_a & kinds_b)


def _unknown_regions_differ_first(x: Analysis, y: Analysis, pos_a: list[Word], pos_b: list[Word]) -> bool:
    """No verb found: a difference in the first content word is a different subject."""
    if not (pos_a or pos_b):
        return False
    for analysis, differing in ((x, pos_a), (y, pos_b)):
        first = next((w for w in analysis.words if _content(w)), None)
        if first is not None and first.region == "U" and any(w.key == first.key for w in differing):
            return first.cls not in ("time", "date")
    return False


def _entity_swap_with_same_value(x: Analysis, y: Analysis, pos_a, pos_b, shared) -> bool:
    """ "We ship the Falcon beta on May 3" / "... the Heron beta on May 3", "floor 4 of the
    Amsterdam office" / "floor 4 of the Taipei office": names swapped while a number, date
    or time stays: the same value for another thing. How often is no thing: "reset every
    night at 2am" / "every week at 2am" is another value of one fact."""
    # (a place's "office" is no word of its own: "floor 6 of the Dublin office" / "floor 6 in Jakarta")
    swapped = [w for w in pos_a + pos_b if w.key != "office"]
    if not swapped or not all(w.cls in ("ent", "name", "kind") and w.key not in _FREQUENCIES for w in swapped):
        return False
    kept = [w for k in shared for w in (x.keys[k], y.keys[k]) if w.cls in ("num", "time", "date")]
    if kept and all(w.cls == "num" and _about(w) for w in kept) and not any(map(_about, swapped)):
        # a number in the subject names the thing (a version: "the v2 API signs in with SAML"
        # / "... with mTLS"), and the names after the verb are its value: one subject, another
        # value. A date or time is a value wherever it stands ("November 11 is when X is due").
        return False
    return bool(kept)


# roles a person fills (with _ROLE_HEADS): "Vale, whose designer is X, ships monthly"
_PERSON_ROLES = _ROLE_HEADS | frozenset(
    "designer champion maintainer architect reviewer steward coordinator contact".split()
)


_VIA = frozenset({"via", "por", "uber", "über", "через"})  # "via Slack", "por SMS", "über Teams", "через Slack"


def _person_swap_with_same_value(x: Analysis, y: Analysis, pos_a, pos_b, shared) -> bool:
    """ "If you're doing the coffee run, Stefan Silva always gets oat latte" / "..., Jakob
    Park always gets oat latte", "get hold of Sara Dahl via Microsoft Teams" / "... of Asha
    Sato via Microsoft Teams": one person's full name against another's, and after it on
    both sides the same value (a known thing, or what a "via" names): the same value of two
    people, not a person as a new value. A role or a manager takes a person as its value
    ("the tech lead on Falcon is ..."), so where one is said this is never read."""
    if not pos_a or not pos_b:
        return False
    for analysis, swapped in ((x, pos_a), (y, pos_b)):
        if not all(w.cls == "ent" for w in swapped):
            return False
        words = analysis.words
        if any(w.key in PERSON_VALUED or (w.key in _PERSON_ROLES and w.cls != "ent") for w in words):
            return False  # (a name is no role: "via Microsoft Teams")
        keys = {w.key for w in swapped}
        at = [i for i, w in enumerate(words) if w.key in keys]
        first, last = min(at), max(at)  # widened to the names beside them ("Iris Sato" / "Sara Sato")
        while first > 0 and words[first - 1].cls == "ent" and words[first - 1].at == words[first].at - 1:
            first -= 1
        while last + 1 < len(words) and words[last + 1].cls == "ent" and words[last + 1].at == words[last].at + 1:
            last += 1
        if not _one_full_name(words[first : last + 1]):
            return False
        after = words[last + 1 :]
        via = next((i for i, w in enumerate(after) if w.key in _VIA), None)
        if not any(
            w.key in shared
            and w.key != "office"
            and w.region not in ("S", "C")  # a value's place, not a subject's or a scope's ("font for Rust")
            and (w.cls == "kind" or (via is not None and i > via))
            for i, w in enumerate(after)
        ):
            return False
    return True


def _statement_negation(analysis: Analysis) -> bool:
    words = analysis.words
    for i, word in enumerate(words):
        if word.key == "NOT" and word.cls == "anchor":
            previous = words[i - 1] if i > 0 else None
            if previous is None or not (previous.key in (",", "but", "and") or previous.cls == "mark"):
                return True
    return False


# Prefixes that negate a word ("unhappy", "nonblocking", "illegal", "irregular"), and the
# shortest word they negate that is read as one. "in" and "im" negate adjectives only
# ("invalid", "immutable", "inactive"; not "invoice", "impress", "imports"), so with them
# the word must end as an adjective does; "dis" and "de" make other words too often
# ("discount", "dispatch", "deliver"): "de" is not read, "dis" before a few roots only
# (_DIS_ROOTS).
_NEGATING_PREFIXES = ("un", "non", "il", "ir", "in", "im")
_NEGATED_AT_LEAST = 5
_ADJECTIVE_ENDS = (
    *("able", "ible", "abl", "ibl", "id", "ive", "iv", "ent", "ant", "ect", "ete", "et", "al", "ic"),
    *("ure", "ur", "ar", "ful", "ate"),
)


def _negates(prefix: str, base: str) -> bool:
    """Whether ``prefix`` before ``base`` reads as its negation."""
    if len(base) < _NEGATED_AT_LEAST:
        return False
    return prefix not in ("in", "im") or base.endswith(_ADJECTIVE_ENDS)


@lru_cache(maxsize=65536)
def _negated_forms(key: str) -> tuple[str, ...]:
    """The keys that say ``key`` the other way: it with a negating prefix, or it without
    one (cached: ``surely_different`` asks of every word it cannot match)."""
    found = []
    for prefix in _NEGATING_PREFIXES:
        if _negates(prefix, key):
            found.append(prefix + key)
        if key.startswith(prefix) and _negates(prefix, key[len(prefix) :]):
            found.append(key[len(prefix) :])
    # "dis" negates only these ("distrusts", "disagrees"; not "discount", "dispatch")
    if key.startswith(_DIS_ROOTS):
        found.append("dis" + key)
    elif key.startswith("dis") and key[3:].startswith(_DIS_ROOTS):
        found.append(key[3:])
    # without and with: "stateless" / "stateful", "harmless" / "harmful"
    for end, other in (("less", "ful"), ("ful", "less")):
        if key.endswith(end) and len(key) - len(end) >= _SUFFIXED_BASE:
            found.append(key[: -len(end)] + other)
    return tuple(found)


_SUFFIXED_BASE = 4  # "careless" / "careful"; not "ful" / "less" alone
# The words "dis" says the other way: trust, agree, approve, obey, honest, connected, ...
_DIS_ROOTS = (
    "trust", "agree", "approv", "obey", "honest", "connect", "continu", "satisf", "similar",
    "respect", "believ", "qualif", "appear", "loyal", "comfort", "organi", "engag", "infect",
)  # fmt: skip


def _negations_in(key: str, keys: Collection[str]) -> list[str]:
    """The ``keys`` that say ``key`` the other way (``_negated_forms``)."""
    return [other for other in _negated_forms(key) if other in keys]


def _prefixed_pairs(only_a: list[Word], only_b: list[Word]) -> set[str]:
    """The keys of ordinary words one side says and the other says with a negating
    prefix ("valid" / "invalid", "subscribed" / "unsubscribed"), both keys of each pair."""
    found: set[str] = set()
    keys_b = {w.key for w in only_b if w.cls == "word"}
    if not keys_b:
        return found
    for w in only_a:
        if w.cls == "word":
            for other in _negations_in(w.key, keys_b):
                found |= {w.key, other}
    return found


def _corrected(new: Analysis, old: Analysis, flips: list[str], values_new: list[Word]) -> bool:
    """Whether the newer text names the older's value as the one its own replaces, with no
    change word ("Correction: Freya's dog is called Tofu, not Luna" / "Freya's dog is called
    Luna"; without ", not Luna" it is an update by date already): each flipped word is
    denied on the newer side only as an old value, and the older says it and denies
    nothing ("Use npm, not yarn" / "Use yarn, not npm" stays a conflict)."""
    return (
        bool(values_new)
        and all(old.polarity[k] > 0 and all(why == "old" for pole, why in new.signs[k] if pole < 0) for k in flips)
        and all(pole > 0 for pole in old.polarity.values())
    )


def _flip_reason(x: Analysis, y: Analysis, flips: list[str]) -> str:
    if any(x.keys[k].cls == "concept" and x.keys[k].pole != y.keys[k].pole for k in flips):
        return "antonym"
    return "negation"


def _reversed(x: Analysis, y: Analysis, shared) -> bool:
    """The same order word in both with shared words swapped across it: one from its left
    to its right and another from its right to its left ("X over Y" / "Y over X", "from X
    to Y" / "from Y to X", "the smoke tests before the tests" / "the tests before the smoke
    tests"). A word that only moves to the front ("Before 5pm, deploy") swaps nothing,
    nor do clauses said in another order ("Alice leads Falcon and Bob leads Heron" / "Bob
    leads Heron and Alice leads Falcon")."""
    if not _swapped_across(x, y, shared):
        return False
    clauses = _clauses_in_order(x)  # read only for a pair found swapped: most pairs are not
    return clauses is None or Counter(clauses) != Counter(_clauses_in_order(y) or ())


def _swapped_across(x: Analysis, y: Analysis, shared) -> bool:
    """``_reversed`` before its check of clauses said in another order."""
    ends_a = _ends(x)
    if ends_a[0] is not None and ends_a[0] != ends_a[1] and _ends(y) == ends_a[::-1]:
        return True  # "copy from staging to prod" / "from prod to staging": scopes or not
    pivots_a = _pivots(x)
    pivots_b = _pivots(y)
    both = pivots_a.keys() & pivots_b.keys()
    if not both or (both.isdisjoint(_ROLES) and _said_alike(x, y, shared, pivots_a, pivots_b, both)):
        return False  # every order word has the same words around it (most pairs): no side is read
    content = {k for k in shared if k not in GENERIC}
    # "May 12 is when the Falcon release is due" says "The Falcon release is due on May 12":
    # the day said first is no side of the verb or noun after it (around "from" / "to" it
    # still is)
    fronted = _said_first_as_when(x) | _said_first_as_when(y)
    # a pure order word orders framing nouns and generic concepts too ("a summary first,
    # then details", "puts family before work")
    ordered = set(shared)
    active = _by(x) == _by(y)  # "X calls Y" / "Y is called by X": one fact
    for pivot in sorted(both):
        verb = x.words[pivots_a[pivot]].cls == "word" or pivot.endswith("/v")
        if (verb or pivot in _ROLES) and not active:
            # who acts swaps sides in the passive: "is reviewed by Alice" / "Alice reviews",
            # and who holds a role: "duties on Yucca are handled by Emil" / "Emil is the lead"
            continue
        # around a verb, a scope is who acts or undergoes too ("the gateway calls the
        # billing service" / "the billing service calls the gateway")
        # ... and around "to", environments and scopes are its two ends ("staging to
        # production" / "production to staging")
        scopes = (active and x.words[pivots_a[pivot]].cls == "word") or pivot == "to"
        words = ordered if pivot in _STRICT_ORDER else content
        if fronted and x.words[pivots_a[pivot]].cls != "anchor":
            words = words - fronted
        left_a, right_a = _sides(x, pivots_a[pivot], words, scopes)
        left_b, right_b = _sides(y, pivots_b[pivot], words, scopes)
        if pivot in _ROLES:
            left_a, right_a = _owned_sides(x, pivots_a[pivot], left_a, right_a)
            left_b, right_b = _owned_sides(y, pivots_b[pivot], left_b, right_b)
        # counted, so a repeated word still shows its move ("tabs tabs reports to spaces");
        # one phrase inside the other crosses a pure order word one way only ("the smoke
        # tests before the tests" / "the tests before the smoke tests")
        if _crossed(left_a, right_a, left_b, right_b, one_way=pivot in _STRICT_ORDER):
            return True
    return False


def _crossed(left_a: Counter, right_a: Counter, left_b: Counter, right_b: Counter, one_way: bool) -> bool:
    """Whether words crossed a pivot between two texts (its sides in each): one each way,
    or, where ``one_way``, one either way with words on both sides in both."""
    if (left_a - left_b) & (right_b - right_a) and (right_a - right_b) & (left_b - left_a):
        return True
    if one_way and left_a and right_a and left_b and right_b:
        return bool((left_a - left_b) & (right_b - right_a) or (right_a - right_b) & (left_b - left_a))
    return False


def _slots_exchanged(x: Analysis, y: Analysis) -> bool:
    """Whether two texts read as one (``_light``), in one frame (the same anchors and
    marks in the same order), put things on each other's side of a preposition both say
    once: "X gates the migrations on the type checker" / "X gates the type checker on the
    migrations", whatever the verb (one the tables do not know orders nothing for
    ``_swapped_across``, and "on" is no order word there). Another frame is another way
    of saying it ("For Falcon, use Postgres" / "Use Postgres for Falcon", "The database
    for X is MySQL" / "We picked MySQL for X's database"), a copula is no side ("The
    user's manager is Eve" / "Eve is the user's manager"), and numbers swapped are values
    (``_numbers_swapped``)."""
    if _frame(x) != _frame(y):
        return False  # said in another frame (a phrase said first, a value first)
    if _segments_swapped(x, y):
        return True
    if _SENTENCES.search(x.text) or _SENTENCES.search(y.text):
        return False  # sentences, which may stand in another order
    if _words_swapped_around(x, y):
        return True
    # (where a place's office is said is no thing swapped: "im Büro in Amsterdam" / "in
    # Amsterdam im Büro")
    words = {w.key for w in x.words if _content(w) and w.cls not in ("num", "date", "time")} - {"office"}
    at_a, at_b = _prepositions(x), _prepositions(y)
    for key in at_a.keys() & at_b.keys():
        left_a, right_a = _sides(x, at_a[key], words, True)
        left_b, right_b = _sides(y, at_b[key], words, True)
        # one phrase inside the other counts too ("the tests on the smoke tests" / "the
        # smoke tests on the tests"): in one frame, nothing was said first
        if _crossed(left_a, right_a, left_b, right_b, one_way=True):
            return True
    return False


def _words_swapped_around(x: Analysis, y: Analysis) -> bool:
    """Whether the two texts' content words, in order, are the same but for two runs that
    changed places around words that stayed between them: "runs the build upstream of the
    tests" / "runs the tests upstream of the build" (whatever says the order). Runs side
    by side are a list ("Python and Go" / "Go and Python"), and around a copula the two
    sides of one fact ("Alice is the manager of Bob" / "Bob's manager is Alice"), where a
    modal is no copula ("the tests must wait for the smoke tests")."""
    raw = _tokens_read(x.text)
    if any(_a_form_of_be(w, raw) for w in x.words):
        return False  # a copula ("must", "should" are none)
    a = [w.key for w in x.words if _content(w)]
    b = [w.key for w in y.words if _content(w)]
    if a == b or len(a) != len(b) or len(a) > 30 or sorted(a) != sorted(b):
        return False
    n = len(a)
    first = next(i for i in range(n) if a[i] != b[i])
    last = next(i for i in range(n - 1, -1, -1) if a[i] != b[i])
    # a = head + P + M + Q + tail, b = head + Q + M + P + tail, M not empty (P may hold a
    # word of M or the tail again: "the smoke tests upstream of the tests"): the head ends
    # at or before the first word that differs, the tail starts after the last
    for i in range(first + 1):
        for end in range(last + 1, n + 1):
            span_a, span_b = a[i:end], b[i:end]
            for lp in range(1, len(span_a) - 1):
                for lq in range(1, len(span_a) - lp):
                    p_, m_, q_ = span_a[:lp], span_a[lp : len(span_a) - lq], span_a[len(span_a) - lq :]
                    if p_ != q_ and span_b == q_ + m_ + p_:
                        return True
    return False


def _segments_swapped(x: Analysis, y: Analysis) -> bool:
    """Whether two of a text's parts between its marks changed places and every other
    part stayed: "X | step 1: the linter | step 2: the build" / "X | step 1: the build |
    step 2: the linter". Not two items of a list (only a comma between them), nor parts
    said in another order (more of them move)."""
    parts_a, parts_b = _parts(x), _parts(y)
    said_a, said_b = [part for part, _ in parts_a], [part for part, _ in parts_b]
    if len(said_a) < 3 or said_a == said_b or sorted(said_a) != sorted(said_b):
        return False
    moved = [n for n, (a, b) in enumerate(zip(parts_a, parts_b, strict=True)) if a[0] != b[0]]
    if len(moved) != 2 or all(part[1] == "," for part in parts_a[moved[0] : moved[1]]):
        return False
    clauses = _clauses_in_order(x)  # whole clauses said in another order say the same
    return clauses is None or Counter(clauses) != Counter(_clauses_in_order(y) or ())


# Marks a note's parts stand between ("A | B", "A: B", "A; B", "A - B", "A, B", "1) A 2) B").
_PART_BREAK = re.compile(r"\s*([|:;•]|,|\s[-\u2013\u2014]+\s|(?:^|\s)\d{1,2}[.)](?=\s))\s*")
_ARTICLE = re.compile(r"^(?:\d{1,2}[.)]\s+)?(?:the|a|an)?\s*")  # and an item's number


@_per_text
def _parts(analysis: Analysis) -> tuple[tuple[str, str], ...]:
    """A text's parts between its marks, each with the mark after it (its articles
    dropped, in lower case)."""
    pieces = _PART_BREAK.split(analysis.text.strip().rstrip(".!").casefold())
    parts = []
    for n in range(0, len(pieces), 2):
        mark = pieces[n + 1].strip() if n + 1 < len(pieces) else ""
        parts.append((_ARTICLE.sub("", pieces[n].strip()), mark))
    return tuple(parts)


# A break between sentences or clauses inside a text.
_SENTENCES = re.compile(r"[.;!?]\s+\S")


@_per_text
def _frame(analysis: Analysis) -> tuple[str, ...]:
    """A text's anchors and marks, in order."""
    return tuple(w.key for w in analysis.words if not _content(w))


def _prepositions(analysis: Analysis) -> dict[str, int]:
    """The place of each preposition a text says once (no copula, negation or cue)."""
    seen = Counter(w.key for w in analysis.words if w.cls == "anchor" and w.key not in ("BE", "NOT", "CUE"))
    return {w.key: n for n, w in enumerate(analysis.words) if w.cls == "anchor" and seen.get(w.key) == 1}


@_per_text
def _said_first_as_when(analysis: Analysis) -> frozenset[str]:
    """The keys of the days and times that open a clause "<day> is when ...", or open the
    text before its copula ("March 7 is the target date for the Phoenix release")."""
    words = analysis.words
    if not _IS_WHEN.search(analysis.text):
        if len(words) > 1 and words[0].cls in ("date", "time") and words[1].key == "BE" and words[1].cls == "anchor":
            return frozenset((words[0].key,))
        return frozenset()
    return frozenset(
        word.key
        for word, after in zip(words, words[1:], strict=False)
        if word.cls in ("date", "time") and after.key == "BE" and after.cls == "anchor"
    )


_IS_WHEN = re.compile(r"\b(?:is|was|will be)\s+when\b", re.IGNORECASE)


def _said_alike(x: Analysis, y: Analysis, shared, pivots_a: dict, pivots_b: dict, both) -> bool:
    """Whether the shared words and the order words, with each one's region and the clause
    marks between them, come in one sequence in both texts, each order word of ``both`` at
    the same place in it. Then each order word has the same words on each side in both
    texts, however ``_sides`` filters them, so no check below can find a swap (a role
    noun's sides aside: ``_owned_sides`` reads them by owner, not by place)."""
    keys = {*shared, *(x.words[pivots_a[p]].key for p in both)}
    said_a, at_a = _said_in_order(x, keys)
    said_b, at_b = _said_in_order(y, keys)
    return said_a == said_b and all(at_a[pivots_a[p]] == at_b[pivots_b[p]] for p in both)


def _said_in_order(x: Analysis, keys: set[str]) -> tuple[list[tuple[str, bool]], dict[int, int]]:
    """The words of ``keys`` and the clause marks (";"), in order, each with whether it is
    in a scope region; and each one's place in that list by its place in ``x.words``."""
    said, at = [], {}
    for n, w in enumerate(x.words):
        if w.key in keys or (w.cls == "mark" and w.key == ";"):
            at[n] = len(said)
            said.append((w.key, w.region == "C"))
    return said, at


# Nouns of a role one party holds for another: "X is the manager of Y" is "Y's manager is X".
_ROLES = frozenset({"MANAGER", "OWN", "LEAD"})
_ROLE_OF = frozenset({"of", "on", "for"})
# Roles whose one concept is a verb and a noun ("leads", "the lead"; "owns", "the owner"):
# said either way they pivot alike, each side read by owner (_owned_sides)
_ROLE_VERBS = frozenset({"OWN", "LEAD"})


def _owned_sides(x: Analysis, at: int, left: Counter, right: Counter) -> tuple[Counter, Counter]:
    """The sides of a role noun (``_ROLES``) as (whose role, the rest: who holds it), however
    said: "Bob's manager is Alice", "Alice is Bob's manager", "Alice is the manager of Bob"
    and "Bob has a new manager: Alice" all put Bob first. Unchanged without an owner right
    before the noun (its modifiers aside) or after "of", "on", "for"."""
    words = x.words
    if words[at].form and words[at].region == "V" and words[at].key in _ROLE_VERBS:
        # said as a verb, the role is its object's: "Ana leads the mobile team" is the
        # team's lead, as "the mobile team's lead is Ana" says
        return _owner_first(_phrase_at(words, at + 1), left, right)
    raw = _tokens_read(x.text)
    if words[at].at < len(raw) and raw[words[at].at][2] == "phrase":
        return left, right  # "reports to", "reporting line": who is whose is said the other way
    p = at - 1
    while p >= 0 and at - p <= 3:
        word = words[p]
        if word.at < len(raw) and raw[word.at][3]:  # "Bob Li's": the owner is the whole name
            q = p
            while q > 0 and p - q < 3 and _plain(words[q - 1]) and words[q - 1].at + 1 == words[q].at:
                q -= 1
            return _owner_first(words[q : p + 1], left, right)
        if word.cls != "word" or word.form:
            break
        p -= 1
    after = words[at].at + 1
    if after < len(raw) and raw[after][0].casefold() in _ROLE_NOUNS:
        after += 1  # "the tech lead role on Kelp", "the QA lead position for Opal" (as said)
    if after < len(raw) and raw[after][1] in _ROLE_OF:
        return _owner_first(_phrase_at(words, at + 1), left, right)
    return left, right


# Nouns that name a role as a role: "the data owner role on Lynx"
_ROLE_NOUNS = frozenset({"role", "position", "seat", "job", "spot"})


def _plain(word: Word) -> bool:
    """Whether ``word`` may be part of a name or a noun phrase (no verb, anchor or mark)."""
    return word.cls in ("ent", "word", "kind") and not word.form


def _phrase_at(words: tuple[Word, ...], start: int) -> list[Word]:
    """The noun phrase from ``start``, an anchor before it aside ("on the mobile team")."""
    while start < len(words) and words[start].cls == "anchor":
        start += 1
    phrase = list(takewhile(_plain, words[start:]))
    # side by side in the text: "for Magpie? Anders Horvat" is Magpie's
    ends = [n for n in range(1, len(phrase)) if phrase[n].at != phrase[n - 1].at + 1]
    return phrase[: ends[0]] if ends else phrase


def _owner_first(owner: list[Word], left: Counter, right: Counter) -> tuple[Counter, Counter]:
    """(the ``owner`` phrase's counted words alone, every other word counted on either
    side), when one of them is counted."""
    owned = Counter(w.key for w in owner if left[w.key] > 0 or right[w.key] > 0)
    if not owned:
        return left, right
    return owned, (left + right) - owned


@_per_text
def _ends(x: Analysis) -> tuple[str | None, str | None]:
    """The first words after "from" and after "to" (or "into"), when a text says both; or
    what was left and what for ("left Google for Meta", "swapped Jira for Linear")."""
    found: dict[str, str] = {}
    words = x.words
    to_after_from = False  # the "to" of "from X to Y" wins over an earlier one ("sent to Bob from X to Y")
    for i, w in enumerate(words[:-1]):
        if w.cls == "anchor" and w.key in ("from", "to", "into"):
            after = words[i + 1]
            if not _content(after):
                continue
            if w.key == "from":
                found.setdefault("from", after.key)
            elif "to" not in found or ("from" in found and not to_after_from):
                found["to"] = after.key
                to_after_from = "from" in found
        elif w.cls == "anchor" and w.key == "for" and i > 0 and "from" not in found and _leaves(x.text):
            # the thing left: the words right before "for" ("GitHub Actions"), up to three
            first, raw = i, _tokens_read(x.text)
            while (
                first > max(0, i - 3)
                and _content(words[first - 1])
                and words[first - 1].at == w.at - (i - first) - 1
                and raw[words[first - 1].at][1] not in _LEAVING
            ):
                first -= 1
            after = words[i + 1]
            if first < i and _content(after) and _left_before(x, words[first].at):
                found["from"] = words[first].key
                found.setdefault("to", after.key)
    if len(found) < 2:
        return None, None
    return found["from"], found["to"]


# Verbs that leave a thing for another: "left Google for Meta", "swapped Jira for Linear".
_LEAVING = frozenset(
    f"{stem}{end}"
    for stem, ends in (
        ("left", ("",)),
        ("leav", ("e", "es", "ing")),
        ("quit", ("", "s", "ting")),
        ("ditch", ("", "es", "ed", "ing")),
        ("drop", ("", "s", "ped", "ping")),
        ("swap", ("", "s", "ped", "ping")),
        ("trade", ("", "s", "d")),
        ("trading", ("",)),
        ("exchange", ("", "s", "d")),
        ("abandon", ("", "s", "ed")),
    )
    for end in ends
)


_LEAVING_SAID = re.compile(r"\b(?:" + "|".join(sorted(_LEAVING)) + r")\b", re.IGNORECASE)


def _leaves(text: str) -> bool:
    """Whether a text says one of ``_LEAVING`` at all (most do not: their tokens are not read)."""
    return _LEAVING_SAID.search(text) is not None


def _left_before(x: Analysis, at: int) -> bool:
    """Whether a verb of ``_LEAVING`` stands right before token ``at`` (a determiner or
    possessive between them aside)."""
    raw = _tokens_read(x.text)
    n = at - 1
    while n >= 0 and raw[n][1] in _DETERMINERS:
        n -= 1
    return n >= 0 and raw[n][1] in _LEAVING


@_per_text
def _pivots(analysis: Analysis) -> dict[str, int]:
    """Order words by their first position (shared: never changed by a caller); a concept counts as a verb or a noun, and only
    the same kind pivots ("X's manager is Y" is "Y manages X", not its reversal)."""
    found: dict[str, int] = {}
    words = analysis.words
    colon = -1  # the last colon so far: an order word after it is the fact's, one before a heading's
    for i, word in enumerate(words):
        if word.cls == "mark" and word.key == ":" and not _between_numbers(words, i):
            colon = i
        if _orders(word):
            verb = word.form and word.lead != "det" and not (word.form == "b" and i and _modified(words[i - 1]))
            verb = verb and word.key not in _ROLE_VERBS  # a role pivots alike: _owned_sides reads it by owner
            key = word.key + ("/v" if verb else "") if word.cls == "concept" else word.key
            if key not in found or found[key] < colon:
                # the first after the last colon: in "I was behind on this: run the type
                # checker before the build" the rule's "before", not the remark's "behind"
                found[key] = i
    return found


def _modified(word: Word) -> bool:
    """Whether ``word`` opens a noun with a determiner or possessive before it, so a base
    form after it is that noun's head: "the tech lead", "Falcon's tech lead" (no verb)."""
    return word.cls == "word" and word.lead == "det" and not word.form


def _sides(analysis: Analysis, at: int, content: set[str], scopes: bool = False) -> tuple[Counter, Counter]:
    words = analysis.words
    start, stop = at, at
    while start > 0 and not (words[start - 1].cls == "mark" and words[start - 1].key == ";"):
        start -= 1
    while stop + 1 < len(words) and not (words[stop + 1].cls == "mark" and words[stop + 1].key == ";"):
        stop += 1
    # a scope ("on the payments team") may stand anywhere: it never makes an order, unless
    # ``scopes`` (around a verb)
    left = Counter(w.key for w in words[start:at] if w.key in content and (scopes or w.region != "C"))
    right = Counter(w.key for w in words[at + 1 : stop + 1] if w.key in content and (scopes or w.region != "C"))
    return left, right


# Order words that say nothing but order: a word crossing one of them reverses the pair.
_STRICT_ORDER = frozenset({"BEFORE", "over", "than", "then", "vs", "versus", "RATHER", "INSTEAD", "first"})
_ORDER_ANCHORS = frozenset(
    {"over", "than", "to", "from", "then", "vs", "versus", "into", "onto", "by", "NOT", "RATHER", "INSTEAD", "REPLACE"}
)


def _orders(word: Word) -> bool:
    """A word that makes the order of the words around it matter: "over", "than", "from"/
    "to", "then", "before", a verb ("X reports to Y", "X manages Y")."""
    if word.cls == "anchor":
        return word.key in _ORDER_ANCHORS
    if word.cls == "concept":
        return word.key not in GENERIC
    return bool(word.form) or word.key == "first"  # "the tests first and the linter after"


# ---------------------------------------------------------------- index terms
def index_terms(text: str) -> frozenset[str]:
    """What the candidate index files a memory under: the content words of what it says
    (``_said``, as ``analyze`` reads it: a note's label, an acknowledgement or a reflection's
    framing and the asides after a fact left out, which otherwise outweigh the fact's own
    words and rank another fact in the same framing above the fact's other versions) as
    the rules key them (an alias, a synonym's concept, else the stem: "PostgreSQL" and
    "Postgres", "works" and "sits" meet), without stopwords, generic people, fillers and
    generic concepts; and each two such words next to each other, as one term with a space
    between ("alice chen"): a full name or a compound is rarer than its words, which only
    ranks candidates (candidates.py; a term with a space is never a word). Two dictionary
    lookups a word after the reading of the text (~70 us; ``_text_said`` keeps the one
    ``analyze`` just made)."""
    return _terms_of(_text_said(unicodedata.normalize("NFKC", text)))


def _terms_of(text: str) -> frozenset[str]:
    """``index_terms`` of a text as said."""
    out = set()
    before = None  # the previous token's term, None after a word left out
    cjk = CJK.search(text) is not None  # its runs are tokens of one and two characters already
    user = place = False
    for token in tokens(text):
        term = None
        user = user or token in _THE_USER
        place = place or token in _RELOCATING or CONCEPTS.get(token, ("",))[0] in _PLACES_OF_LIFE
        if token not in _UNINDEXED:
            token = ALIASES.get(token, token)
            concept = CONCEPTS.get(token)
            if concept is None:
                term = stem(_unmarked(token))
            elif concept[0] not in GENERIC:
                term = concept[0]
        if term is not None:
            out.add(term)
            if cjk and CJK.search(term):
                term = None  # never one of a pair
            elif before is not None and before != term:
                out.add(f"{before} {term}")
        before = term
    if user and place:
        out.add(USER_PLACE)
    return frozenset(out)


_UNINDEXED = frozenset(STOPWORDS | PERSONS | FILLERS | NEGATORS | CUES | COPULAS)
# Where the user lives or works, and a move, share no word ("I live in Berlin" / "I moved
# to Munich": "live", "moved" and the user are no terms), so a text that names the user and
# a place of life or a move is filed under this term too: the two meet as candidates.
USER_PLACE = "@user-place"
_THE_USER = frozenset("i me my mine user ich mein meine mir je moi mon ma yo mi я мой моя мне меня".split())
_RELOCATING = frozenset(
    "moved move moving relocated relocate relocating umgezogen ziehe zog déménagé déménage mudé mudo "
    "переехал переехала переезжаю".split()
)
