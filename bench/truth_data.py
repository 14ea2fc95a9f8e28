"""A labelled stream of agent memories with a hidden answer key, for the truth benchmarks.

Usage:
    python bench/truth_data.py --items 1000 --seed 1 --out /tmp/truth [--templates tuned|heldout|all|fresh]

Writes ``<out>/stream.jsonl`` (one memory per line, exactly the fields ``capture.py --batch``
reads: content, domain, category, importance, source, created) and ``<out>/key.json`` (the
answer key: which items say the same thing, every version of each fact in order and which is
current, which pairs conflict, which only look alike, and a question per multi-version fact).

Deterministic from the seed. Facts come from families (a person's office, a project's role
holders, tool preferences, service settings, feature flags, standing rules, schedules, office
addresses, decisions, deadlines, ...), each with several phrasings; every family marks some
of its phrasings held out (``H``): ``--templates tuned`` never uses them, ``heldout`` uses only
them (and the whole vocabulary, a quarter of which the tuned stream never shows), so a
classifier tuned on one stream can be checked on phrasings and words it has not seen.
``fresh`` uses only the phrasings of ``FRESH``, written after the held-out ones had been
read while fixing rules: the blind check. ``fresh57`` brings families of its own
(``FAMILY_SETS``): kinds of facts the others never say, with their own vocabulary.

Planted structures, per fact: a single statement; exact duplicates (case, punctuation,
spacing); paraphrases (another phrasing of the same value, sometimes with a filler such as
"FYI"); two to four versions over weeks or months (the value changes; half the changes carry
an update cue: "moved to", "now", "switched from X to Y", "no longer"); a contradiction (a
negation or antonym with no cue); a look-alike (the same template about another person,
service, office, environment or version); a reversed pair ("X over Y" / "Y over X").

Labels, and what a classifier should say about a pair of items:
    same fact, same version, same side   duplicate
    same fact, another version           update (the later version supersedes the earlier)
    same fact, other side                conflict (a contradiction, or a reversed pair: both
                                         cannot hold and nothing says which came to replace
                                         the other)
    different facts                      different (look-alikes are listed in the key)
"""

from __future__ import annotations

import argparse
import random
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson

# ---------------------------------------------------------------- vocabulary
# Every list is split: entries at index % 4 == 3 appear only in held-out streams.
FIRST = """Nils Eva Omar Priya Lucas Mei Tomas Aisha Jonas Sofia Kenji Amara Mateo Ingrid Ravi
Chloe Dmitri Fatima Henrik Yuki Diego Leila Anders Zara Felix Nadia Hugo Elif Bruno Keiko
Marco Sana Pavel Greta Arjun Lina Oscar Noor Emil Hana Samuel Iris Viktor Maya Rafael Olga
Tariq Julia Stefan Amina Leon Rosa Ahmed Clara Yusuf Ana Tobias Lea Karim Sara Mikael Nora
Ibrahim Elena Jakob Mira Hassan Alma Theo Asha Gustav Vera Idris Freya Carlos Linnea Ömer
Zoë""".split()
LAST = """Suzuki Okafor Lindqvist Haddad Moreau Tanaka Novak Schmidt Kowalski Fernandes Rossi
Ivanova Nakamura Petrov Jensen Costa Dubois Yilmaz Andersson Romero Kim Hoffmann Silva Müller
Ahmed Larsen Bianchi Sato Horvat Mendes Nilsen Weber Garcia Popescu Ito Berg Vargas Keller
Mori Holm Castro Fischer Park Dahl Ortiz Wagner Chen Lund Santos Bauer Kato Strand Reyes Wolf
Ono Falk Navarro Brandt Abe Sandberg Torres Vogel Endo Lindgren Ramos Roth Sakamoto Ek Cruz
Frank""".split()
CITIES = """Berlin Munich Lisbon Madrid Paris London Amsterdam Dublin Warsaw Prague Vienna Zurich
Stockholm Oslo Copenhagen Helsinki Tokyo Osaka Seoul Singapore Sydney Melbourne Toronto
Montreal Boston Austin Denver Seattle Chicago Atlanta Nairobi Lagos Cairo Istanbul Athens
Milan Rome Barcelona Porto Krakow Budapest Bucharest Tallinn Riga Vilnius Hamburg Cologne
Frankfurt Lyon Marseille Brussels Antwerp Rotterdam Utrecht Gothenburg Malmo Bergen Tampere
Bangalore Pune Mumbai Delhi Manila Jakarta Bangkok Hanoi Taipei Auckland Wellington Lima
Bogota Santiago Montevideo""".split()
PROJECTS = """Falcon Heron Atlas Orion Nimbus Kestrel Lynx Comet Aurora Sequoia Juniper Tundra
Beacon Quartz Mosaic Harbor Meridian Cobalt Saffron Willow Ember Glacier Horizon Pegasus
Vortex Zephyr Cascade Summit Lantern Compass Pinecone Bluebird Cypress Granite Marble Onyx
Phoenix Raven Sparrow Topaz Velvet Wombat Yarrow Acorn Bramble Cedar Dune Fjord Grove Hawthorn
Iris Jasper Kelp Lotus Magpie Nectar Opal Pebble Quill Reef Sable Thistle Umbra Vale Wren
Xenon Yucca Zinnia Aspen Basalt Coral Delta Echo Fable""".split()
SERVICES = """billing-api search-worker auth-gateway payments-service notifications ingest-pipeline
user-profile reporting-api checkout-service inventory-sync email-sender media-resizer
fraud-scorer ledger-service geo-lookup pricing-engine session-store feature-store
recommendations export-worker audit-log webhook-relay catalog-api invoice-renderer
shipping-quotes tax-calculator chat-backend metrics-collector scheduler-service
identity-service rate-limiter search-indexer order-service refund-worker pdf-export
sms-gateway translation-api upload-service thumbnailer analytics-etl""".split()
TEAMS = """platform payments growth infra data mobile search billing security frontend backend
design support sales marketing research ops identity checkout onboarding""".split()
ROLES = [
    "tech lead",
    "product manager",
    "engineering manager",
    "designer",
    "QA lead",
    "on-call owner",
    "release manager",
    "security champion",
    "data owner",
]
ENVS = ["staging", "production", "dev", "QA", "sandbox", "preview"]
SLOTS = {  # a tool preference slot -> the tools that fill it
    "editor": ["vim", "neovim", "Emacs", "VS Code", "Sublime Text", "IntelliJ", "PyCharm", "Zed", "Helix", "nano"],
    "shell": ["bash", "zsh", "fish", "PowerShell", "nushell", "tcsh"],
    "package manager": ["npm", "yarn", "pnpm", "bun", "pip", "poetry", "uv", "conda"],
    "terminal": ["iTerm2", "Alacritty", "kitty", "WezTerm", "Ghostty", "Windows Terminal", "Terminator", "Konsole"],
    "browser": ["Firefox", "Chrome", "Safari", "Brave", "Arc", "Vivaldi", "Edge", "Opera"],
    "note-taking app": ["Obsidian", "Notion", "Logseq", "Bear", "Evernote", "Joplin", "Apple Notes", "OneNote"],
    "test runner": ["pytest", "Jest", "Vitest", "Mocha", "unittest", "JUnit", "Playwright", "Cypress"],
    "formatter": ["Black", "Ruff", "Prettier", "gofmt", "rustfmt", "autopep8", "YAPF", "clang-format"],
    "font": [
        "JetBrains Mono",
        "Fira Code",
        "Iosevka",
        "Hack",
        "Cascadia Code",
        "Source Code Pro",
        "Menlo",
        "Inconsolata",
    ],
}
SCOPES = [
    "Python projects",
    "Go services",
    "the frontend repo",
    "work",
    "side projects",
    "Rust code",
    "client work",
    "the monorepo",
]
ASPECTS = {  # a project decision -> the options
    "database": ["PostgreSQL", "MySQL", "MongoDB", "SQLite", "DynamoDB", "CockroachDB", "Cassandra", "MariaDB"],
    "CI": ["GitHub Actions", "Jenkins", "CircleCI", "GitLab CI", "Buildkite", "Travis CI", "TeamCity", "Drone"],
    "message queue": ["Kafka", "RabbitMQ", "SQS", "NATS", "Pulsar", "Redis Streams", "Kinesis", "ActiveMQ"],
    "frontend framework": ["React", "Vue", "Svelte", "Angular", "SolidJS", "Preact", "Ember", "Lit"],
    "hosting": ["AWS", "GCP", "Azure", "Hetzner", "Fly.io", "Heroku", "DigitalOcean", "Vercel"],
    "monitoring": ["Datadog", "Grafana", "Prometheus", "New Relic", "Sentry", "Honeycomb", "Splunk", "Dynatrace"],
    "issue tracker": ["Jira", "Linear", "GitHub Issues", "Shortcut", "YouTrack", "Asana", "Trello", "ClickUp"],
}
LANGS = {"Python": ["3.9", "3.10", "3.11", "3.12", "3.13"], "Node": ["16", "18", "20", "22"],
         "Go": ["1.20", "1.21", "1.22", "1.23"], "Java": ["11", "17", "21"], "Ruby": ["3.1", "3.2", "3.3"],
         "Rust": ["1.75", "1.78", "1.80", "1.82"]}  # fmt: skip
REGIONS = [
    "eu-west-1",
    "us-east-1",
    "eu-central-1",
    "us-west-2",
    "ap-southeast-1",
    "ap-northeast-1",
    "sa-east-1",
    "ca-central-1",
]
FLAGS = """new-checkout dark-launch beta-search fast-refunds smart-retry inline-editing
bulk-export ai-summaries guest-mode offline-sync live-chat usage-billing saml-login
instant-payouts auto-archive price-alerts multi-currency quick-reorder voice-notes
batch-invoicing""".split()
CHANNELS = ["email", "Slack", "a phone call", "SMS", "Signal", "Microsoft Teams", "WhatsApp", "a calendar invite"]
TIMEZONES = ["CET", "UTC", "PST", "EST", "JST", "IST", "AEST", "BRT"]
DRINKS = ["black coffee", "green tea", "espresso", "oat latte", "sparkling water", "chai", "matcha", "hot chocolate"]
FOODS = ["peanuts", "shellfish", "gluten", "dairy", "sesame", "soy", "eggs", "strawberries"]
LANGUAGES = ["Spanish", "French", "German", "Japanese", "Portuguese", "Italian", "Dutch", "Polish"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MEETINGS = [
    "retro",
    "planning meeting",
    "demo",
    "architecture review",
    "1:1 with the manager",
    "sprint review",
    "all-hands",
    "design critique",
]
STREETS = [
    "Main Street",
    "Harbour Road",
    "Station Square",
    "Park Avenue",
    "Mill Lane",
    "King Street",
    "River Walk",
    "Market Place",
]
RELATIVES = [
    "sister",
    "brother",
    "mother",
    "father",
    "partner",
    "best friend",
    "cousin",
    "daughter",
    "son",
    "aunt",
    "uncle",
    "grandmother",
]
PAIRS = {  # order-sensitive choices: topic -> options that can be put one over the other
    "indentation": ["tabs", "spaces"],
    "package installs": ["npm", "yarn"],
    "merging": ["rebase", "merge commits"],
    "API design": ["REST", "GraphQL"],
    "meetings": ["async updates", "video calls"],
    "travel": ["trains", "planes"],
    "docs": ["Markdown", "Google Docs"],
    "code review": ["small PRs", "big PRs"],
    "typing": ["static types", "dynamic types"],
    "configs": ["YAML", "TOML"],
    "errors": ["exceptions", "error codes"],
    "deploys": ["blue-green deploys", "rolling deploys"],
}
ACTS = [  # standing rules: always / never
    "run the linter before committing",
    "squash commits when merging",
    "write tests for every bug fix",
    "deploy on Fridays",
    "use emojis in commit messages",
    "ask before deleting files",
    "add a summary at the end of long answers",
    "use British spelling in docs",
    "force-push to shared branches",
    "include type hints in Python code",
    "open a draft PR early",
    "cc the team lead on incident emails",
    "rebase before opening a PR",
    "pin dependency versions",
    "log personal data",
    "reply in bullet points",
    "book meeting rooms a day ahead",
    "mention ticket numbers in branch names",
    "run migrations by hand",
    "review PRs within a day",
]


def split(values: list, heldout: bool) -> list:
    """The tuned stream sees three quarters of a list; a held-out one sees all of it."""
    return list(values) if heldout else [v for i, v in enumerate(values) if i % 4 != 3]


# ---------------------------------------------------------------- families
@dataclass(frozen=True)
class Family:
    """One kind of fact: how to draw its subject and values, and how it is said.

    Templates are ``str.format`` strings over the subject's fields plus ``v`` (the value)
    and, in cue templates, ``old`` (the value before). A template starting with "H|" is
    held out. ``negate`` says the opposite of ``say`` for the same value, with no cue;
    ``antonym`` instead flips a two-valued fact (enabled/disabled) with ``say`` itself.
    """

    name: str
    style: str  # preference, decision, person, project, config, schedule, location
    domain: str
    category: str
    subject: Callable  # (pools, rng) -> dict of fields
    values: Callable  # (pools, subject, rng) -> list of candidate values
    say: tuple[str, ...]
    cue: tuple[str, ...] = ()
    negate: tuple[str, ...] = ()
    question: str = ""
    lookalike: Callable | None = None  # (pools, subject, rng) -> another subject that looks alike
    lookalike_kind: str = "entity"
    antonym: bool = False  # two values that contradict each other (enabled / disabled)
    reversible: bool = False  # the value is a pair said in an order
    weight: float = 1.0
    retract: tuple[str, ...] = field(default=())  # cue templates that withdraw the value ("no longer")
    slot: str = ""  # families saying one fact in other languages share it, so a subject is used once


def templates(family_templates: tuple[str, ...], mode: str) -> list[str]:
    if mode in FRESH_SETS or mode in FAMILY_SETS:  # fresh phrasings, laid in by Generator: no marks
        return list(family_templates)
    held = [t[2:] for t in family_templates if t.startswith("H|")]
    tuned = [t for t in family_templates if not t.startswith("H|")]
    if mode == "tuned":
        return tuned
    if mode == "heldout":
        return held or tuned
    return tuned + held


class Pools:
    """The vocabulary a stream draws from, and which subjects are taken (each fact's
    subject is used once, so two unrelated facts never turn out to be versions of one)."""

    def __init__(self, heldout: bool):
        self.heldout = heldout
        self.first = split(FIRST, heldout)
        self.last = split(LAST, heldout)
        self.cities = split(CITIES, heldout)
        self.projects = split(PROJECTS, heldout)
        self.services = split(SERVICES, heldout)
        self.teams = split(TEAMS, heldout)
        self.roles = split(ROLES, heldout)
        self.flags = split(FLAGS, heldout)
        self.acts = split(ACTS, heldout)
        self.taken: set[tuple] = set()

    def person(self, rng: random.Random) -> str:
        return f"{rng.choice(self.first)} {rng.choice(self.last)}"

    def people(self, rng: random.Random, count: int) -> list[str]:
        """Distinct people (two versions of a fact never name the same one)."""
        out: list[str] = []
        while len(out) < count:
            person = self.person(rng)
            if person not in out:
                out.append(person)
        return out

    def claim(self, family: str, subject: dict) -> bool:
        key = (family, tuple(sorted(subject.items())))
        if key in self.taken:
            return False
        self.taken.add(key)
        return True


def _other(pool: list, current, rng: random.Random):
    choices = [v for v in pool if v != current]
    return rng.choice(choices)


def _person_like(pools: Pools, subject: dict, rng: random.Random) -> dict:
    """Another person: often the same family name, as "Nils Suzuki" / "Eva Suzuki"."""
    first, _, last = subject["p"].partition(" ")
    if rng.random() < 0.5:
        return dict(subject, p=f"{_other(pools.first, first, rng)} {last}")
    return dict(subject, p=f"{first} {_other(pools.last, last, rng)}")


def _times(rng: random.Random, count: int) -> list[str]:
    """Distinct times of day (distinct as times: "10:45am" and "10:45" are one)."""
    slots = rng.sample([(h, m) for h in (8, 9, 10, 11, 13, 14, 15, 16) for m in (0, 15, 30, 45)], count)
    return [_time(rng, hour, minute) for hour, minute in slots]


def _time(rng: random.Random, hour: int, minute: int) -> str:
    style = rng.random()
    if style < 0.4:
        return f"{hour:02d}:{minute:02d}"
    suffix = "am" if hour < 12 else "pm"
    h12 = hour if hour <= 12 else hour - 12
    return f"{h12}{suffix}" if minute == 0 else f"{h12}:{minute:02d}{suffix}"


def _date(rng: random.Random) -> str:
    month = rng.choice(MONTHS)
    day = rng.randint(1, 28)
    return f"{month} {day}" if rng.random() < 0.6 else f"{day} {month}"


def _distinct_dates(rng: random.Random, draws: int) -> list[str]:
    """``draws`` dates drawn, each day once however it is written: "December 26" and "26
    December" are one value (a fact's next version with the same day had been labelled an
    update, so merging the two counted as harmful)."""
    seen, out = set(), []
    for _ in range(draws):
        said = _date(rng)
        day = frozenset(said.split())
        if day not in seen:
            seen.add(day)
            out.append(said)
    return out


FAMILIES = [
    Family(
        "person-office", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: rng.sample(pools.cities, 5),
        say=(
            "{p} works in the {v} office",
            "{p} is based in our {v} office",
            "{p} sits in the {v} office",
            "{p}'s desk is at the {v} office",
            "H|{p} works out of {v}",
            "H|You'll find {p} at the {v} office",
            "H|Office for {p}: {v}",
        ),
        cue=(
            "{p} moved to the {v} office",
            "{p} has relocated to {v}",
            "{p} now works in the {v} office",
            "{p} transferred from {old} to the {v} office",
            "H|{p} is now based in {v}",
            "H|{p} switched offices, from {old} to {v}",
        ),
        negate=("{p} does not work in the {v} office", "H|{p} isn't based in {v}"),
        question="Which office does {p} work in now?",
        lookalike=_person_like,
        weight=1.4,
    ),
    Family(
        "project-role", "project", "world", "project",
        subject=lambda pools, rng: {"proj": rng.choice(pools.projects), "role": rng.choice(pools.roles)},
        values=lambda pools, s, rng: pools.people(rng, 5),
        say=(
            "The {role} on {proj} is {v}",
            "{proj}'s {role} is {v}",
            "{proj} has {v} as its {role}",
            "For {proj}, the {role} is {v}",
            "H|Who is the {role} for {proj}? {v}",
            "H|{proj} {role}: {v}",
        ),
        cue=(
            "The {role} on {proj} is now {v}",
            "{proj} has a new {role}: {v}",
            "{v} replaced {old} as {proj}'s {role}",
            "H|{v} took over from {old} as the {role} on {proj}",
            "H|As of this month the {role} for {proj} is {v}",
        ),
        negate=("{v} is not the {role} on {proj}", "H|{v} isn't {proj}'s {role}"),
        question="Who is the {role} on {proj} now?",
        lookalike=lambda pools, s, rng: dict(s, proj=_other(pools.projects, s["proj"], rng)),
        weight=1.2,
    ),
    Family(
        "tool-preference", "preference", "user", "preference",
        subject=lambda pools, rng: {"slot": rng.choice(sorted(SLOTS)), "scope": rng.choice(SCOPES)},
        values=lambda pools, s, rng: rng.sample(split(SLOTS[s["slot"]], pools.heldout), 4),
        say=(
            "For {scope}, the user prefers {v} as their {slot}",
            "The user's preferred {slot} for {scope} is {v}",
            "I use {v} as my {slot} for {scope}",
            "My {slot} of choice for {scope} is {v}",
            "H|When it comes to {scope}, my go-to {slot} is {v}",
            "H|Favourite {slot} ({scope}): {v}",
            "H|User likes {v} best as the {slot} for {scope}",
        ),
        cue=(
            "User switched to {v} as their {slot} for {scope}",
            "For {scope}, the user now prefers {v} as their {slot}",
            "I moved from {old} to {v} as my {slot} for {scope}",
            "From now on my {slot} for {scope} is {v}",
            "H|Going forward the user's {slot} for {scope} will be {v} instead of {old}",
            "H|User changed their {slot} for {scope} to {v}",
        ),
        negate=("For {scope}, the user does not want {v} as their {slot}", "H|I never use {v} as my {slot} for {scope}"),
        question="Which {slot} does the user use for {scope} now?",
        lookalike=lambda pools, s, rng: dict(s, scope=_other(SCOPES, s["scope"], rng)),
        weight=1.0,
    ),
    Family(
        "service-runtime", "config", "world", "config",
        subject=lambda pools, rng: {"svc": rng.choice(pools.services), "lang": rng.choice(sorted(LANGS))},
        values=lambda pools, s, rng: rng.sample(LANGS[s["lang"]], min(4, len(LANGS[s["lang"]]))),
        say=(
            "{svc} runs on {lang} {v}",
            "The {svc} service uses {lang} {v}",
            "{svc} is on {lang} {v}",
            "{lang} version for {svc}: {v}",
            "H|We run {svc} with {lang} {v}",
            "H|{svc} targets {lang} {v}",
        ),
        cue=(
            "{svc} was upgraded to {lang} {v}",
            "{svc} now runs on {lang} {v}",
            "Bumped {svc} from {lang} {old} to {v}",
            "H|{svc} moved to {lang} {v}",
            "H|Upgraded {svc}: it is on {lang} {v} now",
        ),
        question="Which {lang} version does {svc} run now?",
        lookalike=lambda pools, s, rng: dict(s, svc=_other(pools.services, s["svc"], rng)),
        weight=0.9,
    ),
    Family(
        "service-timeout", "config", "world", "config",
        subject=lambda pools, rng: {"svc": rng.choice(pools.services), "env": rng.choice(ENVS)},
        values=lambda pools, s, rng: [str(v) for v in rng.sample([5, 10, 15, 20, 30, 45, 60, 90, 120], 4)],
        say=(
            "The request timeout for {svc} in {env} is {v} seconds",
            "In {env}, {svc} times out after {v} seconds",
            "{svc} ({env}) has a {v}s request timeout",
            "Request timeout on {svc} in {env}: {v} seconds",
            "H|{svc} gives up on requests after {v} seconds in {env}",
            "H|We set the {env} timeout of {svc} to {v}s",
        ),
        cue=(
            "Bumped the {env} request timeout for {svc} to {v} seconds",
            "The request timeout for {svc} in {env} is now {v} seconds",
            "Changed the {svc} timeout in {env} from {old} to {v} seconds",
            "H|{svc} in {env} now times out after {v}s instead of {old}s",
        ),
        question="What is the request timeout for {svc} in {env} now?",
        lookalike=lambda pools, s, rng: dict(s, env=_other(ENVS, s["env"], rng)),
        lookalike_kind="environment",
        weight=0.8,
    ),
    Family(
        "service-db", "config", "world", "config",
        subject=lambda pools, rng: {"svc": rng.choice(pools.services)},
        values=lambda pools, s, rng: rng.sample(split(ASPECTS["database"], pools.heldout), 4),
        say=(
            "{svc} stores its data in {v}",
            "{svc} uses {v} as its database",
            "The database behind {svc} is {v}",
            "{svc} keeps everything in {v}",
            "H|{svc} is backed by {v}",
            "H|Persistence for {svc}: {v}",
        ),
        cue=(
            "{svc} moved from {old} to {v}",
            "{svc} now stores its data in {v}",
            "We migrated {svc} to {v}",
            "H|{svc} switched its database to {v}",
            "H|{svc} uses {v} now, no longer {old}",
        ),
        negate=("{svc} does not use {v}", "H|{svc} doesn't store anything in {v}"),
        question="Which database does {svc} use now?",
        lookalike=lambda pools, s, rng: dict(s, svc=_other(pools.services, s["svc"], rng)),
        weight=0.8,
    ),
    Family(
        "replicas", "config", "world", "config",
        subject=lambda pools, rng: {"svc": rng.choice(pools.services), "env": rng.choice(ENVS)},
        values=lambda pools, s, rng: [str(v) for v in rng.sample([1, 2, 3, 4, 6, 8, 12, 16], 4)],
        say=(
            "{svc} runs {v} replicas in {env}",
            "In {env} there are {v} replicas of {svc}",
            "{env} has {v} {svc} replicas",
            "H|Replica count for {svc} in {env}: {v}",
            "H|We keep {v} copies of {svc} running in {env}",
        ),
        cue=(
            "{svc} now runs {v} replicas in {env}",
            "Scaled {svc} in {env} from {old} to {v} replicas",
            "H|{svc} in {env} was scaled to {v} replicas",
        ),
        question="How many replicas does {svc} run in {env} now?",
        lookalike=lambda pools, s, rng: dict(s, env=_other(ENVS, s["env"], rng)),
        lookalike_kind="environment",
        weight=0.6,
    ),
    Family(
        "feature-flag", "config", "world", "config",
        subject=lambda pools, rng: {"flag": rng.choice(pools.flags), "env": rng.choice(ENVS)},
        values=lambda pools, s, rng: ["enabled", "disabled"] if rng.random() < 0.5 else ["disabled", "enabled"],
        say=(
            "The {flag} flag is {v} in {env}",
            "In {env}, the {flag} feature flag is {v}",
            "{flag} is {v} on {env}",
            "H|Feature flag {flag} ({env}): {v}",
            "H|We have {flag} {v} in {env}",
        ),
        cue=(
            "The {flag} flag is now {v} in {env}",
            "We changed {flag} to {v} in {env}",
            "H|As of today {flag} is {v} in {env}",
        ),
        question="Is the {flag} flag enabled in {env} now?",
        lookalike=lambda pools, s, rng: dict(s, env=_other(ENVS, s["env"], rng)),
        lookalike_kind="environment",
        antonym=True,
        weight=0.8,
    ),
    Family(
        "standing-rule", "decision", "self", "rule",
        subject=lambda pools, rng: {"act": rng.choice(pools.acts), "team": rng.choice(pools.teams)},
        values=lambda pools, s, rng: ["always"],
        say=(
            "Always {act} on the {team} team",
            "On the {team} team we always {act}",
            "The {team} team's rule: always {act}",
            "H|Make sure to {act} when working with the {team} team",
            "H|{team} team convention is to {act}",
        ),
        negate=(
            "Never {act} on the {team} team",
            "On the {team} team we never {act}",
            "The {team} team's rule: do not {act}",
            "H|Don't {act} when working with the {team} team",
        ),
        retract=(
            "The {team} team no longer wants us to {act}",
            "We stopped the rule to {act} on the {team} team",
            "H|On the {team} team we don't {act} anymore",
        ),
        question="Should we {act} on the {team} team now?",
        lookalike=lambda pools, s, rng: dict(s, team=_other(pools.teams, s["team"], rng)),
        weight=0.9,
    ),
    Family(
        "answer-language", "preference", "user", "preference",
        subject=lambda pools, rng: {"topic": rng.choice(["code reviews", "emails to clients", "chat replies", "documentation", "meeting notes", "commit messages", "support tickets", "status reports"])},
        values=lambda pools, s, rng: rng.sample(LANGUAGES, 4),
        say=(
            "I always want answers in {v} for {topic}",
            "Write {topic} in {v}",
            "The user wants {topic} written in {v}",
            "H|Please use {v} for {topic}",
            "H|{topic} should be in {v}",
        ),
        cue=(
            "From now on, write {topic} in {v}",
            "The user switched {topic} from {old} to {v}",
            "H|Write {topic} in {v} instead of {old} now",
        ),
        negate=("I never want answers in {v} for {topic}", "Do not write {topic} in {v}", "H|The user doesn't want {topic} in {v}"),
        question="Which language should {topic} be written in now?",
        weight=0.3,
    ),
    Family(
        "standup-time", "schedule", "relationship", "schedule",
        subject=lambda pools, rng: {"team": rng.choice(pools.teams), "kind": rng.choice(["daily standup", "weekly sync", "check-in"])},
        values=lambda pools, s, rng: _times(rng, 4),
        say=(
            "The {team} {kind} is at {v}",
            "{team} {kind} happens at {v}",
            "We hold the {team} {kind} at {v}",
            "{team} team {kind}: {v}",
            "H|The {kind} for the {team} team starts at {v}",
            "H|{team}'s {kind} takes place at {v}",
        ),
        cue=(
            "The {team} {kind} moved to {v}",
            "The {team} {kind} is now at {v}",
            "{team} {kind} was rescheduled from {old} to {v}",
            "H|We moved the {team} {kind} to {v}",
            "H|Starting next week the {team} {kind} is at {v} instead of {old}",
        ),
        question="When is the {team} {kind} now?",
        lookalike=lambda pools, s, rng: dict(s, team=_other(pools.teams, s["team"], rng)),
        weight=0.8,
    ),
    Family(
        "meeting-day", "schedule", "relationship", "schedule",
        subject=lambda pools, rng: {"team": rng.choice(pools.teams), "meeting": rng.choice(MEETINGS)},
        values=lambda pools, s, rng: rng.sample(WEEKDAYS, 4),
        say=(
            "The {team} {meeting} is on {v}s",
            "{team} holds its {meeting} every {v}",
            "Our {team} {meeting} takes place on {v}",
            "H|{team} {meeting}: every {v}",
            "H|Every {v} the {team} team has its {meeting}",
        ),
        cue=(
            "The {team} {meeting} moved to {v}s",
            "The {team} {meeting} is on {v}s now",
            "{team} changed its {meeting} from {old} to {v}",
            "H|We shifted the {team} {meeting} to {v}",
        ),
        question="Which day is the {team} {meeting} now?",
        lookalike=lambda pools, s, rng: dict(s, team=_other(pools.teams, s["team"], rng)),
        weight=0.7,
    ),
    Family(
        "office-address", "location", "world", "location",
        subject=lambda pools, rng: {"c": rng.choice(pools.cities)},
        values=lambda pools, s, rng: [f"{rng.randint(2, 240)} {rng.choice(STREETS)}" for _ in range(4)],
        say=(
            "The {c} office is at {v}",
            "Our {c} office address is {v}",
            "The {c} office is located at {v}",
            "H|Address of the {c} office: {v}",
            "H|You can visit the {c} office at {v}",
        ),
        cue=(
            "The {c} office moved to {v}",
            "The {c} office is now at {v}",
            "H|The {c} office relocated from {old} to {v}",
        ),
        question="What is the address of the {c} office now?",
        lookalike=lambda pools, s, rng: dict(s, c=_other(pools.cities, s["c"], rng)),
        weight=0.5,
    ),
    Family(
        "office-floor", "location", "world", "location",
        subject=lambda pools, rng: {"c": rng.choice(pools.cities), "team": rng.choice(pools.teams)},
        values=lambda pools, s, rng: [str(v) for v in rng.sample(range(1, 12), 4)],
        say=(
            "In the {c} office, the {team} team sits on floor {v}",
            "The {team} team is on floor {v} of the {c} office",
            "{team} team, {c} office: floor {v}",
            "H|Go to floor {v} of the {c} office to find the {team} team",
        ),
        cue=(
            "The {team} team moved to floor {v} of the {c} office",
            "In the {c} office the {team} team is now on floor {v}",
            "H|The {team} team in {c} switched from floor {old} to floor {v}",
        ),
        question="Which floor is the {team} team on in the {c} office now?",
        lookalike=lambda pools, s, rng: dict(s, team=_other(pools.teams, s["team"], rng)),
        weight=0.5,
    ),
    Family(
        "decision", "decision", "relationship", "decision",
        subject=lambda pools, rng: {"proj": rng.choice(pools.projects), "aspect": rng.choice(sorted(ASPECTS))},
        values=lambda pools, s, rng: rng.sample(split(ASPECTS[s["aspect"]], pools.heldout), 4),
        say=(
            "We decided to use {v} as the {aspect} for {proj}",
            "Decision: {proj} will use {v} for its {aspect}",
            "{proj} is going with {v} for the {aspect}",
            "For {proj}, the team chose {v} as the {aspect}",
            "H|The {aspect} for {proj} is {v}, as agreed",
            "H|We picked {v} for {proj}'s {aspect}",
        ),
        cue=(
            "{proj} switched its {aspect} from {old} to {v}",
            "We're replacing {old} with {v} as the {aspect} for {proj}",
            "{proj} will use {v} instead of {old} for the {aspect}",
            "H|New decision: {proj} moves its {aspect} to {v}",
            "H|{proj} changed {aspect} to {v}",
        ),
        negate=("We decided not to use {v} as the {aspect} for {proj}", "H|{proj} will not use {v} for its {aspect}"),
        question="What does {proj} use for its {aspect} now?",
        lookalike=lambda pools, s, rng: dict(s, proj=_other(pools.projects, s["proj"], rng)),
        weight=1.1,
    ),
    Family(
        "deadline", "project", "world", "project",
        subject=lambda pools, rng: {"proj": rng.choice(pools.projects), "milestone": rng.choice(["beta", "launch", "v2 release", "security audit", "migration", "public preview"])},
        values=lambda pools, s, rng: _distinct_dates(rng, 8)[:4],
        say=(
            "The {proj} {milestone} is due on {v}",
            "{proj}'s {milestone} deadline is {v}",
            "{proj} {milestone}: {v}",
            "We ship the {proj} {milestone} on {v}",
            "H|Target date for the {proj} {milestone} is {v}",
            "H|{v} is when the {proj} {milestone} is due",
        ),
        cue=(
            "The {proj} {milestone} slipped to {v}",
            "The {proj} {milestone} deadline moved from {old} to {v}",
            "The {proj} {milestone} is now due on {v}",
            "H|New date for the {proj} {milestone}: {v}",
            "H|{proj} {milestone} pushed back to {v}",
        ),
        question="When is the {proj} {milestone} due now?",
        lookalike=lambda pools, s, rng: dict(s, proj=_other(pools.projects, s["proj"], rng)),
        weight=0.8,
    ),
    Family(
        "api-version-auth", "project", "world", "config",
        subject=lambda pools, rng: {"svc": rng.choice(pools.services), "n": str(rng.randint(1, 4))},
        values=lambda pools, s, rng: rng.sample(["OAuth 2", "API keys", "mTLS", "JWT tokens", "basic auth", "SAML", "session cookies"], 4),
        say=(
            "Version {n} of the {svc} API uses {v} for authentication",
            "The v{n} {svc} API authenticates with {v}",
            "{svc} API v{n}: auth via {v}",
            "H|Clients of the {svc} v{n} API sign in with {v}",
        ),
        cue=(
            "The v{n} {svc} API now authenticates with {v}",
            "{svc} API v{n} switched from {old} to {v} for auth",
            "H|{svc} v{n} auth changed to {v}",
        ),
        question="How does the v{n} {svc} API authenticate now?",
        lookalike=lambda pools, s, rng: dict(s, n=str(int(s["n"]) + 1)),
        lookalike_kind="version",
        weight=0.6,
    ),
    Family(
        "person-timezone", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: rng.sample(TIMEZONES, 4),
        say=(
            "{p} is in the {v} timezone",
            "{p}'s timezone is {v}",
            "{p} works on {v} time",
            "H|Timezone for {p}: {v}",
        ),
        cue=(
            "{p} is now on {v} time",
            "{p} moved from {old} to {v}",
            "H|{p} changed timezone to {v}",
        ),
        question="Which timezone is {p} in now?",
        lookalike=_person_like,
        weight=0.5,
    ),
    Family(
        "person-contact", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: rng.sample(CHANNELS, 4),
        say=(
            "The best way to reach {p} is {v}",
            "{p} prefers {v} for urgent things",
            "Contact {p} via {v}",
            "H|For anything urgent, {p} wants {v}",
        ),
        cue=(
            "{p} now prefers {v} for urgent things",
            "{p} asked to be reached by {v} instead of {old}",
            "H|Going forward, reach {p} via {v}",
        ),
        negate=("Do not contact {p} via {v}", "H|{p} doesn't want {v} for urgent things"),
        question="How should {p} be reached now?",
        lookalike=_person_like,
        weight=0.6,
    ),
    Family(
        "person-allergy", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng), "v": rng.choice(FOODS)},
        values=lambda pools, s, rng: [s["v"]],
        say=(
            "{p} is allergic to {v}",
            "{p} has a {v} allergy",
            "H|Careful with {v} around {p}: allergy",
        ),
        negate=("{p} is not allergic to {v}", "H|{p} has no {v} allergy"),
        lookalike=_person_like,
        weight=0.4,
    ),
    Family(
        "person-drink", "person", "relationship", "preference",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: rng.sample(DRINKS, 4),
        say=(
            "{p} likes {v} in the morning",
            "{p}'s usual morning drink is {v}",
            "{p} always has {v} in the morning",
            "H|Get {p} a {v} if you do a coffee run",
        ),
        cue=(
            "{p} switched to {v} in the mornings",
            "{p} drinks {v} now instead of {old}",
            "H|These days {p} has {v} in the morning",
        ),
        negate=("{p} does not like {v}", "{p} dislikes {v}", "H|{p} hates {v}"),
        question="What does {p} drink in the morning now?",
        lookalike=_person_like,
        weight=0.5,
    ),
    Family(
        "manager", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: pools.people(rng, 4),
        say=(
            "{p} reports to {v}",
            "{p}'s manager is {v}",
            "{v} manages {p}",
            "H|{p} is in {v}'s reporting line",
        ),
        cue=(
            "{p} now reports to {v}",
            "{p} moved from {old}'s team to {v}'s",
            "H|{p}'s new manager is {v}",
        ),
        question="Who does {p} report to now?",
        lookalike=_person_like,
        weight=0.6,
    ),
    Family(
        "relative-city", "person", "user", "person",
        subject=lambda pools, rng: {"rel": rng.choice(RELATIVES)},
        values=lambda pools, s, rng: rng.sample(pools.cities, 4),
        say=(
            "My {rel} lives in {v}",
            "The user's {rel} is in {v}",
            "H|User's {rel}: lives in {v}",
        ),
        cue=("My {rel} moved to {v}", "The user's {rel} now lives in {v}", "H|My {rel} relocated from {old} to {v}"),
        question="Where does the user's {rel} live now?",
        weight=0.1,
    ),
    Family(
        "preference-order", "preference", "user", "preference",
        subject=lambda pools, rng: {"topic": rng.choice(sorted(PAIRS)), "team": rng.choice(pools.teams)},
        values=lambda pools, s, rng: [tuple(PAIRS[s["topic"]]), tuple(reversed(PAIRS[s["topic"]]))],
        say=(
            "For {topic} on the {team} team, prefer {a} over {b}",
            "On the {team} team, {a} beat {b} for {topic}",
            "For {topic} the {team} team goes with {a}, not {b}",
            "H|{team} team, {topic}: {a} rather than {b}",
            "H|The {team} team would rather have {a} than {b} for {topic}",
        ),
        cue=(
            "For {topic} on the {team} team, we now prefer {a} over {b}",
            "The {team} team switched to {a} over {b} for {topic}",
            "H|From now on the {team} team picks {a} instead of {b} for {topic}",
        ),
        question="What does the {team} team prefer for {topic} now?",
        lookalike=lambda pools, s, rng: dict(s, team=_other(pools.teams, s["team"], rng)),
        reversible=True,
        weight=0.7,
    ),
    Family(
        "order-rule", "decision", "self", "rule",
        subject=lambda pools, rng: {"svc": rng.choice(pools.services)},
        values=lambda pools, s, rng: [tuple(rng.sample(["the tests", "the linter", "the migrations", "the build", "the type checker", "the smoke tests"], 2))],
        say=(
            "For {svc}, run {a} before {b}",
            "In the {svc} pipeline {a} come before {b}",
            "H|{svc}: first {a}, then {b}",
        ),
        question="In which order do the {svc} checks run now?",
        reversible=True,
        weight=0.3,
    ),
    Family(
        "person-office-de", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: rng.sample(pools.cities, 4),
        say=("{p} arbeitet im Büro in {v}", "{p} sitzt im Büro {v}", "H|Büro von {p}: {v}"),
        cue=("{p} ist jetzt im Büro in {v}", "{p} ist nach {v} umgezogen", "H|{p} arbeitet jetzt in {v} statt in {old}"),
        negate=("{p} arbeitet nicht im Büro in {v}", "H|{p} sitzt nicht im Büro {v}"),
        question="In welchem Büro arbeitet {p} jetzt?",
        lookalike=_person_like,
        weight=0.15,
        slot="person-office",
    ),
    Family(
        "tool-preference-es", "preference", "user", "preference",
        subject=lambda pools, rng: {"slot": rng.choice(["editor", "shell", "browser"]), "scope": rng.choice(["el trabajo", "proyectos personales", "el portátil"])},
        values=lambda pools, s, rng: rng.sample(split(SLOTS[s["slot"]], pools.heldout), 4),
        say=("Para {scope}, el usuario prefiere {v} como {slot}", "Uso {v} como {slot} en {scope}", "H|Mi {slot} para {scope} es {v}"),
        cue=("Para {scope}, el usuario ahora prefiere {v} como {slot}", "Cambié de {old} a {v} como {slot} en {scope}", "H|Ya no uso {old}; ahora mi {slot} para {scope} es {v}"),
        negate=("Para {scope}, el usuario no quiere {v} como {slot}", "H|No uso {v} como {slot} en {scope}"),
        question="¿Qué {slot} usa ahora el usuario para {scope}?",
        lookalike=lambda pools, s, rng: dict(s, scope=_other(["el trabajo", "proyectos personales", "el portátil"], s["scope"], rng)),
        weight=0.1,
    ),
    Family(
        "person-office-ru", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: rng.sample(pools.cities, 4),
        say=("{p} работает в офисе {v}", "Рабочее место {p}: офис {v}", "H|{p} сидит в офисе {v}"),
        cue=("{p} теперь работает в офисе {v}", "{p} перешёл из офиса {old} в офис {v}", "H|{p} больше не в офисе {old}, теперь в {v}"),
        negate=("{p} не работает в офисе {v}", "H|{p} не сидит в офисе {v}"),
        question="В каком офисе теперь работает {p}?",
        lookalike=_person_like,
        weight=0.1,
        slot="person-office",
    ),
]  # fmt: skip

# Fresh phrasings (``--templates fresh``), written on 2026-12-05 without running anything
# on them first, after the held-out ones had been read while fixing the rules: the blind
# check. Each family's fresh say / cue / negate / retract replace all of its own; the
# whole vocabulary is used, as for held-out streams. Neither tuned nor held-out streams
# ever draw from them, so those streams are what they were.
FRESH: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} is stationed in {v}", "{p}'s home office is {v}", "{p} works from our {v} site"),
        "cue": ("{p} relocated to the {v} office last month", "{p} is in {v} now, not {old}"),
        "negate": ("{p} is not in the {v} office",),
    },
    "project-role": {
        "say": ("{v} is {proj}'s {role}", "{v} serves as {role} for {proj}", "{role} of {proj}: {v}"),
        "cue": ("{v} is taking over as {role} of {proj}", "{proj} handed the {role} job from {old} to {v}"),
        "negate": ("{v} does not act as {proj}'s {role}",),
    },
    "tool-preference": {
        "say": (
            "User's {slot} for {scope}: {v}",
            "For {scope} I stick with {v} as my {slot}",
            "The user reaches for {v} as the {slot} in {scope}",
        ),
        "cue": (
            "The user dropped {old} and uses {v} as the {slot} for {scope} now",
            "Now using {v} instead of {old} as my {slot} for {scope}",
        ),
        "negate": ("The user avoids {v} as a {slot} for {scope}",),
    },
    "service-runtime": {
        "say": ("{svc} is built on {lang} {v}", "Runtime of {svc}: {lang} {v}", "{svc} currently targets {lang} {v}"),
        "cue": ("{svc} has been moved up to {lang} {v}", "Upgraded {svc} to {lang} {v} (was {old})"),
    },
    "service-timeout": {
        "say": (
            "{svc} requests in {env} time out at {v} seconds",
            "Timeout for {svc} on {env} is {v}s",
            "The {env} timeout for {svc} requests: {v} s",
        ),
        "cue": ("Raised the {svc} timeout in {env} to {v}s", "{svc} ({env}) timeout changed from {old}s to {v}s"),
    },
    "service-db": {
        "say": ("{svc} persists to {v}", "{svc}'s datastore is {v}", "{svc} runs on a {v} database"),
        "cue": ("{svc} was migrated off {old} onto {v}", "{svc} is on {v} now"),
        "negate": ("{svc} has nothing in {v}",),
    },
    "replicas": {
        "say": ("{svc} has {v} instances in {env}", "We run {v} pods of {svc} in {env}", "{env} runs {svc} with {v} replicas"),
        "cue": ("Scaled {svc} to {v} instances in {env}", "{svc} in {env} went from {old} to {v} replicas"),
    },
    "feature-flag": {
        "say": ("In {env} we run with {flag} {v}", "{flag} ({env}) is {v}", "{env} has the {flag} toggle {v}"),
        "cue": ("{flag} got {v} in {env} today", "We have now {v} {flag} in {env}"),
    },
    "standing-rule": {
        "say": ("Rule for the {team} team: {act}, every time", "The {team} team expects us to always {act}"),
        "negate": ("The {team} team does not want us to {act}", "Rule for the {team} team: never {act}"),
        "retract": ("We dropped the rule to {act} for the {team} team",),
    },
    "answer-language": {
        "say": ("{topic} go out in {v}", "Use {v} when writing {topic}", "The user's language for {topic} is {v}"),
        "cue": ("{topic} are to be written in {v} from now on", "Change of plan: {topic} in {v}, not {old}"),
        "negate": ("Never write {topic} in {v}",),
    },
    "standup-time": {
        "say": ("The {team} team meets for the {kind} at {v}", "{kind} ({team} team): {v}"),
        "cue": ("The {team} {kind} shifted to {v}", "The {team} {kind} starts at {v} now rather than {old}"),
    },
    "meeting-day": {
        "say": ("The {team} team does its {meeting} on {v}", "{meeting} for the {team} team: {v}s"),
        "cue": ("The {team} {meeting} is on {v} now (it was {old})", "The {team} team moved the {meeting} to {v}"),
    },
    "office-address": {
        "say": ("The {c} office sits at {v}", "{c} office: {v}", "Mail for the {c} office goes to {v}"),
        "cue": ("The {c} office has a new address: {v}", "We moved the {c} office from {old} to {v}"),
    },
    "office-floor": {
        "say": ("The {team} team occupies floor {v} in {c}", "Floor {v} of the {c} office is where the {team} team works"),
        "cue": ("The {team} team relocated to floor {v} in the {c} office", "{c}: the {team} team is on floor {v} now, not {old}"),
    },
    "decision": {
        "say": ("{proj} settled on {v} for its {aspect}", "Agreed: {v} is the {aspect} for {proj}"),
        "cue": ("{proj} is dropping {old} for {v} as its {aspect}", "{proj} now uses {v} as the {aspect}"),
        "negate": ("{proj} rejected {v} as its {aspect}",),
    },
    "deadline": {
        "say": ("The {proj} {milestone} is scheduled for {v}", "The {milestone} of {proj} lands on {v}"),
        "cue": ("The {proj} {milestone} got moved to {v}", "The {proj} {milestone} was delayed from {old} to {v}"),
    },
    "api-version-auth": {
        "say": ("Auth for the {svc} API v{n} is {v}", "The {svc} API (v{n}) requires {v}"),
        "cue": ("The {svc} API v{n} moved its auth to {v}", "The {svc} API v{n} replaced {old} with {v}"),
    },
    "person-timezone": {
        "say": ("{p} keeps {v} hours", "{p} is on {v}"),
        "cue": ("{p} switched to {v}", "{p} is on {v} these days, not {old}"),
    },
    "person-contact": {
        "say": ("Reach {p} through {v}", "{p} answers fastest on {v}"),
        "cue": ("{p} wants {v} now, not {old}", "Use {v} for {p} from now on"),
        "negate": ("Never use {v} to reach {p}",),
    },
    "person-allergy": {
        "say": ("{p} can't eat {v}", "{p}: {v} allergy"),
        "negate": ("{p} does not have a {v} allergy",),
    },
    "person-drink": {
        "say": ("{p} starts the day with {v}", "Morning drink for {p}: {v}"),
        "cue": ("{p} has moved on to {v} in the morning", "{p} takes {v} in the mornings now"),
        "negate": ("{p} never drinks {v}",),
    },
    "manager": {
        "say": ("{p}'s boss is {v}", "{v} is {p}'s line manager"),
        "cue": ("{p} was moved under {v}", "{p} reports to {v} now, after {old}"),
    },
    "relative-city": {
        "say": ("The user's {rel} is based in {v}", "My {rel} has a place in {v}"),
        "cue": ("My {rel} just moved to {v}", "The user's {rel} left {old} for {v}"),
    },
    "preference-order": {
        "say": (
            "{team} team: {a} is preferred to {b} for {topic}",
            "When it comes to {topic}, the {team} team favours {a} over {b}",
        ),
        "cue": ("The {team} team now favours {a} over {b} for {topic}",),
    },
    "order-rule": {
        "say": ("{svc} runs {a} ahead of {b}", "In the {svc} pipeline, {a} go before {b}"),
    },
    "person-office-de": {
        "say": ("{p} hat den Arbeitsplatz in {v}",),
        "cue": ("{p} arbeitet seit kurzem in {v}",),
        "negate": ("{p} ist nicht im Büro {v}",),
    },
    "tool-preference-es": {
        "say": ("El {slot} del usuario para {scope} es {v}",),
        "cue": ("El usuario ahora usa {v} como {slot} para {scope}",),
        "negate": ("El usuario no usa {v} como {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": ("Офис {p}: {v}",),
        "cue": ("{p} переехал в офис {v}",),
        "negate": ("{p} не в офисе {v}",),
    },
}
# A second blind set (``--templates fresh2``), written 2026-12-05 after the first fresh
# run's misses had been seen but before any rule was fixed from them; used once the rules
# fixed from ``FRESH`` are in, to see whether those fixes reach phrasings they were not made on.
FRESH2: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} is part of the {v} office", "{p} comes into the {v} office", "Per HR, {p} belongs to the {v} office"),
        "cue": ("{p} changed offices and is in {v} now", "{p} left the {old} office for {v}"),
        "negate": ("{p} does not belong to the {v} office",),
    },
    "project-role": {
        "say": ("{proj} is led as {role} by {v}", "{v} holds the {role} seat on {proj}", "{v} acts as the {role} of {proj}"),
        "cue": ("{v} became the {role} of {proj}", "{proj}'s {role} changed from {old} to {v}"),
        "negate": ("{v} is not on {proj} as {role}",),
    },
    "tool-preference": {
        "say": ("In {scope} the user works with {v} as {slot}", "{v} is the {slot} I like for {scope}", "Go-to {slot} for {scope}: {v}"),
        "cue": ("The user went from {old} to {v} as the {slot} for {scope}", "These days the user picks {v} as the {slot} for {scope}"),
        "negate": ("The user refuses to use {v} as the {slot} for {scope}",),
    },
    "service-runtime": {
        "say": ("{svc} is running {lang} {v}", "{svc} is pinned to {lang} {v}"),
        "cue": ("{svc} got upgraded to {lang} {v}", "{svc} moved off {lang} {old} to {v}"),
    },
    "service-timeout": {
        "say": ("{svc} in {env} waits {v} seconds before timing out", "{svc} has a timeout of {v} seconds in {env}"),
        "cue": ("The timeout of {svc} in {env} went up to {v} seconds", "In {env} we changed the {svc} timeout to {v} seconds"),
    },
    "service-db": {
        "say": ("{svc} writes to {v}", "The data of {svc} lives in {v}", "{svc} sits on top of {v}"),
        "cue": ("{svc} has been moved to {v}", "{svc} replaced {old} with {v}"),
        "negate": ("{svc} never writes to {v}",),
    },
    "replicas": {
        "say": ("There are {v} {svc} replicas running in {env}", "{svc} is deployed with {v} replicas in {env}"),
        "cue": ("{svc} was scaled up to {v} replicas in {env}", "{env} now has {v} replicas of {svc}"),
    },
    "feature-flag": {
        "say": ("The {flag} flag is set to {v} in {env}", "{flag}: {v} on {env}"),
        "cue": ("{flag} was just {v} in {env}", "We switched {flag} to {v} in {env}"),
    },
    "standing-rule": {
        "say": ("The {team} team insists that we {act}", "It is a {team} team rule to {act}"),
        "negate": ("The {team} team forbids us to {act}", "It is against the {team} team rules to {act}"),
        "retract": ("The {team} team dropped its rule that we {act}",),
    },
    "answer-language": {
        "say": ("The user reads {topic} in {v}", "{topic}: always in {v}", "Please keep {topic} in {v}"),
        "cue": ("The user now wants {topic} in {v}", "{topic} switch to {v}, no more {old}"),
        "negate": ("The user does not read {topic} in {v}",),
    },
    "standup-time": {
        "say": ("The {team} team holds its {kind} at {v}", "{v} is the time of the {team} {kind}"),
        "cue": ("The {team} {kind} was moved to {v}", "The {team} {kind} changed from {old} to {v}"),
    },
    "meeting-day": {
        "say": ("The {team} {meeting} falls on {v}", "The {team} team meets for its {meeting} on {v}"),
        "cue": ("The {team} {meeting} was moved to {v}", "From now on the {team} {meeting} is on {v}"),
    },
    "office-address": {
        "say": ("The {c} office can be found at {v}", "The address of our {c} office is {v}"),
        "cue": ("The {c} office is moving to {v}", "The {c} office changed its address to {v}"),
    },
    "office-floor": {
        "say": ("In {c} the {team} team is on floor {v}", "The {team} team works on floor {v} of the {c} office"),
        "cue": ("The {team} team in {c} changed floors, now floor {v}", "The {team} team went from floor {old} to floor {v} in {c}"),
    },
    "decision": {
        "say": ("{proj} goes with {v} as its {aspect}", "{v} was chosen as the {aspect} of {proj}"),
        "cue": ("{proj} replaced {old} with {v} as its {aspect}", "{proj} has moved its {aspect} to {v}"),
        "negate": ("{proj} does not use {v} as its {aspect}",),
    },
    "deadline": {
        "say": ("The {proj} {milestone} has to be done by {v}", "The {proj} {milestone} date is {v}"),
        "cue": ("The {proj} {milestone} was pushed to {v}", "The {proj} {milestone} date changed to {v}"),
    },
    "api-version-auth": {
        "say": ("The {svc} API v{n} authenticates callers with {v}", "Calls to the {svc} API v{n} use {v}"),
        "cue": ("The {svc} API v{n} switched to {v}", "The {svc} API v{n} now uses {v} for auth"),
    },
    "person-timezone": {
        "say": ("{p} lives on {v} time", "{p}'s hours are {v}"),
        "cue": ("{p} has moved to {v}", "{p} is now on {v}"),
    },
    "person-contact": {
        "say": ("{p} likes to be contacted on {v}", "The way to get hold of {p} is {v}"),
        "cue": ("{p} switched to {v} for urgent things", "{p} wants {v} instead of {old} now"),
        "negate": ("{p} does not want to be contacted on {v}",),
    },
    "person-allergy": {
        "say": ("{p} reacts badly to {v}", "{p} must avoid {v}: allergic"),
        "negate": ("{p} has no allergy to {v}",),
    },
    "person-drink": {
        "say": ("{p} orders {v} every morning", "{p} drinks {v} in the morning"),
        "cue": ("{p} changed the morning drink to {v}", "{p} went from {old} to {v} in the mornings"),
        "negate": ("{p} does not drink {v}",),
    },
    "manager": {
        "say": ("{p} works under {v}", "{p} is managed by {v}"),
        "cue": ("{p} got a new manager, {v}", "{p} is managed by {v} now"),
    },
    "relative-city": {
        "say": ("The user's {rel} resides in {v}", "My {rel} stays in {v}"),
        "cue": ("My {rel} moved from {old} to {v}", "The user's {rel} lives in {v} now"),
    },
    "preference-order": {
        "say": ("For {topic}, the {team} team picks {a} over {b}", "The {team} team likes {a} better than {b} for {topic}"),
        "cue": ("For {topic}, the {team} team changed to {a} over {b}",),
    },
    "order-rule": {
        "say": ("{svc} does {a} first and {b} after", "{svc}: {a}, and only then {b}"),
    },
    "person-office-de": {
        "say": ("{p} ist im Büro {v}",),
        "cue": ("{p} wechselte ins Büro {v}",),
        "negate": ("{p} arbeitet nicht in {v}",),
    },
    "tool-preference-es": {
        "say": ("Para {scope} el usuario usa {v} como {slot}",),
        "cue": ("El usuario cambió a {v} como {slot} para {scope}",),
        "negate": ("Para {scope} el usuario nunca usa {v} como {slot}",),
    },
    "person-office-ru": {
        "say": ("{p} в офисе {v}",),
        "cue": ("{p} теперь в офисе {v}",),
        "negate": ("{p} не работает в {v}",),
    },
}
FRESH2_FILLERS = ["As discussed, ", "Per Slack, ", "Update: "]
# A third blind set (``--templates fresh3``), written 2026-12-05 before the rules fixed from
# the first two were measured on it: telegraphic notes, questions answered, passive voice.
FRESH3: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} - {v} office", "{p} is one of the people in our {v} office", "{p} is employed at the {v} office"),
        "cue": ("{p} has transferred to {v}", "{p} no longer works in {old}; {p} is in {v} now"),
        "negate": ("{p} is not employed at the {v} office",),
    },
    "project-role": {
        "say": ("{proj} {role} = {v}", "The person who is {role} on {proj} is {v}", "{v} has the {role} role on {proj}"),
        "cue": ("{v} is the new {role} on {proj}", "{old} handed over the {role} role on {proj} to {v}"),
        "negate": ("{v} does not have the {role} role on {proj}",),
    },
    "tool-preference": {
        "say": ("{slot} for {scope} = {v}", "The user mostly uses {v} as the {slot} for {scope}", "For {scope}, {v} is the {slot} the user likes"),
        "cue": ("The user has switched the {slot} for {scope} from {old} to {v}", "For {scope} the user uses {v} as {slot} nowadays"),
        "negate": ("For {scope}, the user won't use {v} as the {slot}",),
    },
    "service-runtime": {
        "say": ("{svc} -> {lang} {v}", "{svc} is deployed on {lang} {v}"),
        "cue": ("{svc} now targets {lang} {v} instead of {old}", "{svc} is on {lang} {v} since the upgrade"),
    },
    "service-timeout": {
        "say": ("{svc} timeout ({env}) = {v}s", "Requests to {svc} in {env} are cut off after {v} seconds"),
        "cue": ("We lowered or raised the {svc} timeout in {env}; it is {v}s now", "The {svc} timeout in {env} is {v} seconds from now on"),
    },
    "service-db": {
        "say": ("{svc} database = {v}", "{svc} is using {v} for storage", "All of {svc}'s data is in {v}"),
        "cue": ("{svc} is being migrated to {v}", "{svc} is on {v} now instead of {old}"),
        "negate": ("{svc} is not using {v} for storage",),
    },
    "replicas": {
        "say": ("{svc} @ {env}: {v} replicas", "{v} replicas of {svc} are running in {env}"),
        "cue": ("{svc} was scaled to {v} replicas in {env} (from {old})", "In {env}, {svc} has {v} replicas now"),
    },
    "feature-flag": {
        "say": ("{flag} flag in {env} = {v}", "The {flag} flag has been {v} in {env}"),
        "cue": ("{flag} is {v} in {env} now", "In {env} we have since {v} the {flag} flag"),
    },
    "standing-rule": {
        "say": ("{team} team: always {act}", "The {team} team has a rule: {act}"),
        "negate": ("{team} team: never {act}", "The {team} team has a rule: don't {act}"),
        "retract": ("The {team} team no longer has the rule to {act}",),
    },
    "answer-language": {
        "say": ("Language for {topic}: {v}", "{topic} are written in {v}", "The user asked for {topic} in {v}"),
        "cue": ("{topic} are written in {v} now", "The user asked to switch {topic} from {old} to {v}"),
        "negate": ("{topic} are not written in {v}",),
    },
    "standup-time": {
        "say": ("{team} {kind} @ {v}", "The {kind} of the {team} team is held at {v}"),
        "cue": ("The {team} {kind} is held at {v} now", "The {team} {kind} moved from {old} to {v}"),
    },
    "meeting-day": {
        "say": ("{team} {meeting} on {v}", "The {meeting} of the {team} team is held on {v}"),
        "cue": ("The {team} {meeting} is held on {v} now", "The {team} {meeting} moved from {old} to {v}"),
    },
    "office-address": {
        "say": ("{c} office address = {v}", "Our office in {c} is located at {v}"),
        "cue": ("Our office in {c} has moved to {v}", "The {c} office is at {v} now, no longer at {old}"),
    },
    "office-floor": {
        "say": ("{c} office, {team} team = floor {v}", "The {team} team can be found on floor {v} in {c}"),
        "cue": ("The {team} team in {c} is on floor {v} now", "The {team} team moved from floor {old} to floor {v} in {c}"),
    },
    "decision": {
        "say": ("{proj} {aspect} = {v}", "The {aspect} that {proj} uses is {v}"),
        "cue": ("{proj} has switched its {aspect} from {old} to {v}", "The {aspect} that {proj} uses is {v} now"),
        "negate": ("{proj} does not use {v} as its {aspect}",),
    },
    "deadline": {
        "say": ("{proj} {milestone} deadline = {v}", "The deadline of the {proj} {milestone} is {v}"),
        "cue": ("The {proj} {milestone} deadline is {v} now", "The {proj} {milestone} was moved from {old} to {v}"),
    },
    "api-version-auth": {
        "say": ("{svc} API v{n} auth = {v}", "To call the {svc} API v{n} you need {v}"),
        "cue": ("The {svc} API v{n} uses {v} now", "The {svc} API v{n} switched from {old} to {v}"),
    },
    "person-timezone": {
        "say": ("{p} timezone = {v}", "{p} is based in the {v} timezone"),
        "cue": ("{p} is in the {v} timezone now", "{p} changed from {old} to {v}"),
    },
    "person-contact": {
        "say": ("{p} prefers to be reached via {v}", "To reach {p}, use {v}"),
        "cue": ("To reach {p}, use {v} now", "{p} prefers {v} now instead of {old}"),
        "negate": ("To reach {p}, don't use {v}",),
    },
    "person-allergy": {
        "say": ("{p} has an allergy to {v}", "{p} is allergic to {v}, keep it away"),
        "negate": ("{p} has no allergy to {v} at all",),
    },
    "person-drink": {
        "say": ("{p} likes a {v} in the morning", "In the morning {p} has {v}"),
        "cue": ("In the morning {p} has {v} now", "{p} gave up {old} for {v} in the morning"),
        "negate": ("{p} never has {v}",),
    },
    "manager": {
        "say": ("{p} manager = {v}", "The manager of {p} is {v}"),
        "cue": ("The manager of {p} is {v} now", "{p} got {v} as a new manager"),
    },
    "relative-city": {
        "say": ("The user's {rel} lives in {v}", "My {rel} is living in {v}"),
        "cue": ("My {rel} is living in {v} now", "My {rel} moved away from {old} to {v}"),
    },
    "preference-order": {
        "say": ("{team} team {topic}: {a} > {b}", "For {topic} the {team} team uses {a} rather than {b}"),
        "cue": ("For {topic} the {team} team uses {a} rather than {b} now",),
    },
    "order-rule": {
        "say": ("{svc}: {a} before {b}", "{svc} always runs {a} and then {b}"),
    },
    "person-office-de": {
        "say": ("{p} arbeitet in {v}",),
        "cue": ("{p} arbeitet jetzt in {v}",),
        "negate": ("{p} arbeitet nicht im Büro in {v}",),
    },
    "tool-preference-es": {
        "say": ("Para {scope}, el {slot} es {v}",),
        "cue": ("Para {scope}, el {slot} ahora es {v}",),
        "negate": ("Para {scope}, el {slot} no es {v}",),
    },
    "person-office-ru": {
        "say": ("{p} работает в {v}",),
        "cue": ("{p} теперь работает в {v}",),
        "negate": ("{p} не работает в офисе {v}",),
    },
}
FRESH3_FILLERS = ["Context: ", "Fwiw, ", "Side note: "]
# A fourth blind set (``--templates fresh4``), written 2026-12-05 before the rules were
# fixed from the third set's misses: first-person notes, relative clauses, "which" and "whose".
FRESH4: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("I know {p} from the {v} office", "{p}, who sits in {v}, handles that", "{p} is a {v} office person"),
        "cue": ("{p} has been in the {v} office since the move from {old}", "Heard {p} is working from {v} now"),
        "negate": ("{p} has never worked in the {v} office",),
    },
    "project-role": {
        "say": ("I work with {v}, who is the {role} on {proj}", "{proj}, whose {role} is {v}, ships monthly", "Ask {v}, the {role} on {proj}"),
        "cue": ("{proj} got a new {role}: {v} replaced {old}", "Since last sprint {v} is the {role} on {proj}"),
        "negate": ("{v} has never been the {role} on {proj}",),
    },
    "tool-preference": {
        "say": ("I write {scope} in {v} as my {slot}", "My {slot} when I do {scope} is {v}", "The {slot} I reach for on {scope} is {v}"),
        "cue": ("I stopped using {old} and my {slot} for {scope} is {v} now", "Lately I use {v} as my {slot} for {scope}"),
        "negate": ("I do not use {v} as my {slot} for {scope}",),
    },
    "service-runtime": {
        "say": ("{svc}, which runs {lang} {v}, is stable", "The {lang} version of {svc} is {v}"),
        "cue": ("The {lang} version of {svc} went from {old} to {v}", "{svc} was bumped to {lang} {v}"),
    },
    "service-timeout": {
        "say": ("The {env} timeout on {svc} is {v} seconds long", "{svc}, whose {env} timeout is {v}s, is slow"),
        "cue": ("The {env} timeout on {svc} went from {old}s to {v}s", "We changed the {env} timeout on {svc} to {v}s"),
    },
    "service-db": {
        "say": ("The data store of {svc} is {v}", "{svc}, which stores its data in {v}, is ours"),
        "cue": ("The data store of {svc} went from {old} to {v}", "{svc} stores its data in {v} since the migration"),
        "negate": ("The data store of {svc} is not {v}",),
    },
    "replicas": {
        "say": ("{svc} in {env} is scaled to {v} replicas", "The replica count of {svc} in {env} is {v}"),
        "cue": ("The replica count of {svc} in {env} went from {old} to {v}", "{svc} in {env} is scaled to {v} replicas now"),
    },
    "feature-flag": {
        "say": ("In {env} the {flag} flag stays {v}", "The {flag} feature is {v} for {env}"),
        "cue": ("In {env} the {flag} flag was flipped to {v}", "The {flag} feature is {v} for {env} as of this week"),
    },
    "standing-rule": {
        "say": ("On {team} team work we always {act}", "Whenever I work with the {team} team I {act}"),
        "negate": ("On {team} team work we never {act}", "Whenever I work with the {team} team I do not {act}"),
        "retract": ("The {team} team says we need not {act} anymore",),
    },
    "answer-language": {
        "say": ("I write {topic} in {v}", "The language of {topic} is {v}"),
        "cue": ("The language of {topic} went from {old} to {v}", "I write {topic} in {v} these days"),
        "negate": ("I never write {topic} in {v}",),
    },
    "standup-time": {
        "say": ("Our {team} {kind} starts at {v}", "The {team} team has its {kind} at {v}"),
        "cue": ("Our {team} {kind} starts at {v} now", "The {team} {kind} was pushed from {old} to {v}"),
    },
    "meeting-day": {
        "say": ("Our {team} {meeting} is every {v}", "The {team} team has its {meeting} every {v}"),
        "cue": ("Our {team} {meeting} is every {v} now", "The {team} {meeting} was pushed from {old} to {v}"),
    },
    "office-address": {
        "say": ("Our {c} office address is {v}", "Visitors to the {c} office go to {v}"),
        "cue": ("The {c} office address changed from {old} to {v}", "Visitors to the {c} office go to {v} now"),
    },
    "office-floor": {
        "say": ("In {c}, the {team} team has floor {v}", "The {team} team's floor in the {c} office is {v}"),
        "cue": ("In {c}, the {team} team has floor {v} now", "The {team} team's floor in {c} changed from {old} to {v}"),
    },
    "decision": {
        "say": ("We use {v} as the {aspect} on {proj}", "The {aspect} on {proj} is {v}"),
        "cue": ("The {aspect} on {proj} changed from {old} to {v}", "We use {v} as the {aspect} on {proj} now"),
        "negate": ("We do not use {v} as the {aspect} on {proj}",),
    },
    "deadline": {
        "say": ("The {proj} {milestone} is due {v}", "{proj} needs its {milestone} done on {v}"),
        "cue": ("The {proj} {milestone} is due {v} now", "The {proj} {milestone} was postponed from {old} to {v}"),
    },
    "api-version-auth": {
        "say": ("The {svc} API v{n} takes {v}", "Auth on the {svc} API v{n} is done with {v}"),
        "cue": ("Auth on the {svc} API v{n} is done with {v} now", "The {svc} API v{n} went from {old} to {v}"),
    },
    "person-timezone": {
        "say": ("{p} works in {v}", "{p} keeps to {v}"),
        "cue": ("{p} works in {v} now", "{p} went from {old} to {v}"),
    },
    "person-contact": {
        "say": ("When it is urgent, I use {v} for {p}", "{p} is reachable on {v}"),
        "cue": ("When it is urgent, I use {v} for {p} now", "{p} went from {old} to {v} for urgent things"),
        "negate": ("{p} is not reachable on {v}",),
    },
    "person-allergy": {
        "say": ("{p} must not eat {v}", "{p} has a {v} allergy, keep that in mind"),
        "negate": ("{p} can eat {v} without problems",),
    },
    "person-drink": {
        "say": ("Every morning {p} drinks {v}", "{p} takes {v} in the morning"),
        "cue": ("Every morning {p} drinks {v} now", "{p} went from {old} to {v} in the morning"),
        "negate": ("{p} does not take {v}",),
    },
    "manager": {
        "say": ("{v} is the manager of {p}", "{p} is on {v}'s team"),
        "cue": ("{v} is the manager of {p} now", "{p} went from {old}'s team to {v}'s"),
    },
    "relative-city": {
        "say": ("My {rel} is from {v} and lives there", "The user's {rel} has a home in {v}"),
        "cue": ("My {rel} lives in {v} now", "My {rel} went from {old} to {v}"),
    },
    "preference-order": {
        "say": ("The {team} team takes {a} over {b} for {topic}", "For {topic}, {a} wins over {b} on the {team} team"),
        "cue": ("The {team} team takes {a} over {b} for {topic} now",),
    },
    "order-rule": {
        "say": ("{svc} does {a} before {b}", "In {svc}, {b} comes after {a}"),
    },
    "person-office-de": {
        "say": ("{p} ist im {v} Büro",),
        "cue": ("{p} ist jetzt im {v} Büro",),
        "negate": ("{p} ist nicht im {v} Büro",),
    },
    "tool-preference-es": {
        "say": ("Mi {slot} para {scope} es {v}",),
        "cue": ("Mi {slot} para {scope} ahora es {v}",),
        "negate": ("Mi {slot} para {scope} no es {v}",),
    },
    "person-office-ru": {
        "say": ("{p} сидит в офисе {v}",),
        "cue": ("{p} теперь сидит в офисе {v}",),
        "negate": ("{p} не сидит в офисе {v}",),
    },
}
FRESH4_FILLERS = ["Noting: ", "Also, ", "To remember: "]
# A fifth blind set (``--templates fresh5``), written 2026-12-05 after the twenty-fourth
# session's general-English rules and before running anything on it: plain chat-like
# statements, "is where", "goes by", "these days", questions answered in place.
FRESH5: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} is based at our {v} office", "You'll find {p} in the {v} office", "{p}'s desk is in {v}"),
        "cue": ("{p} transferred to the {v} office", "{p} is in {v} these days, not {old}"),
        "negate": ("{p} is not based at the {v} office",),
    },
    "project-role": {
        "say": ("On {proj}, {v} is our {role}", "{v} does the {role} job for {proj}", "The {role} for {proj}? That's {v}"),
        "cue": ("{v} took over as {role} on {proj}", "On {proj}, {v} is our {role} these days"),
        "negate": ("{v} is not the {role} for {proj}",),
    },
    "tool-preference": {
        "say": ("For {scope} I stick with {v} as {slot}", "{v} is what I use as {slot} for {scope}", "My go-to {slot} for {scope}: {v}"),
        "cue": ("For {scope} I moved my {slot} from {old} to {v}", "These days my {slot} for {scope} is {v}"),
        "negate": ("For {scope} I never use {v} as {slot}",),
    },
    "service-runtime": {
        "say": ("{svc} is on {lang} {v}", "We run {svc} with {lang} {v}"),
        "cue": ("{svc} moved up to {lang} {v}", "We upgraded {svc} from {lang} {old} to {v}"),
    },
    "service-timeout": {
        "say": ("{svc} times out after {v} seconds in {env}", "In {env}, {svc} gives up after {v}s"),
        "cue": ("{svc} now times out after {v} seconds in {env}", "In {env} we raised the {svc} timeout from {old}s to {v}s"),
    },
    "service-db": {
        "say": ("{svc} keeps its data in {v}", "{v} is the database behind {svc}"),
        "cue": ("{svc} moved its data from {old} to {v}", "{v} is the database behind {svc} these days"),
        "negate": ("{svc} does not keep its data in {v}",),
    },
    "replicas": {
        "say": ("{svc} has {v} replicas in {env}", "In {env} we run {v} copies of {svc}"),
        "cue": ("{svc} was scaled from {old} to {v} replicas in {env}", "In {env} we run {v} copies of {svc} these days"),
    },
    "feature-flag": {
        "say": ("{flag} is {v} in {env}", "The {flag} toggle is {v} on {env}"),
        "cue": ("{flag} got {v} in {env}", "The {flag} toggle is {v} on {env} these days"),
    },
    "standing-rule": {
        "say": ("For the {team} team, we {act}", "Team {team} rule: {act}"),
        "negate": ("For the {team} team, we don't {act}", "Team {team} rule: never {act}"),
        "retract": ("Team {team} dropped the rule to {act}",),
    },
    "answer-language": {
        "say": ("{topic} go out in {v}", "We do {topic} in {v}"),
        "cue": ("{topic} switched from {old} to {v}", "We do {topic} in {v} these days"),
        "negate": ("{topic} never go out in {v}",),
    },
    "standup-time": {
        "say": ("{team} {kind} happens at {v}", "The {kind} of the {team} team is at {v}"),
        "cue": ("{team} {kind} moved to {v}", "The {kind} of the {team} team is at {v} these days"),
    },
    "meeting-day": {
        "say": ("{team} {meeting}: every {v}", "The {team} team meets for its {meeting} each {v}"),
        "cue": ("{team} {meeting} moved to {v}s", "The {team} team meets for its {meeting} each {v} these days"),
    },
    "office-address": {
        "say": ("The {c} office is at {v}", "Our office in {c} sits at {v}"),
        "cue": ("The {c} office moved to {v}", "Our office in {c} sits at {v} these days"),
    },
    "office-floor": {
        "say": ("{team} sits on floor {v} in {c}", "In the {c} office, {team} is on the {v} floor"),
        "cue": ("{team} moved to floor {v} in {c}", "In the {c} office, {team} went from floor {old} to floor {v}"),
    },
    "decision": {
        "say": ("{proj} goes with {v} for the {aspect}", "For the {aspect} of {proj} we picked {v}"),
        "cue": ("{proj} swapped its {aspect} from {old} to {v}", "For the {aspect} of {proj} we picked {v} instead"),
        "negate": ("{proj} does not go with {v} for the {aspect}",),
    },
    "deadline": {
        "say": ("{proj} {milestone} lands {v}", "We owe the {proj} {milestone} by {v}"),
        "cue": ("{proj} {milestone} slipped to {v}", "We owe the {proj} {milestone} by {v} instead"),
    },
    "api-version-auth": {
        "say": ("{svc} API v{n} uses {v} for auth", "To call v{n} of the {svc} API you need {v}"),
        "cue": ("{svc} API v{n} switched its auth from {old} to {v}", "To call v{n} of the {svc} API you need {v} these days"),
    },
    "person-timezone": {
        "say": ("{p} is on {v} time", "{p} follows {v} hours"),
        "cue": ("{p} switched to {v} time", "{p} follows {v} hours these days"),
    },
    "person-contact": {
        "say": ("Best way to get {p} fast: {v}", "For anything urgent, {p} answers on {v}"),
        "cue": ("For urgent stuff {p} moved from {old} to {v}", "For anything urgent, {p} answers on {v} these days"),
        "negate": ("{p} never answers on {v}",),
    },
    "person-allergy": {
        "say": ("{p} is allergic to {v}", "No {v} for {p}, allergy"),
        "negate": ("{p} has no problem with {v}",),
    },
    "person-drink": {
        "say": ("{p} starts the day with {v}", "{p}'s morning drink: {v}"),
        "cue": ("{p} switched the morning {old} for {v}", "{p} starts the day with {v} these days"),
        "negate": ("{p} never drinks {v}",),
    },
    "manager": {
        "say": ("{p} works under {v}", "{v} manages {p}"),
        "cue": ("{p} got moved under {v}", "{v} manages {p} these days"),
    },
    "relative-city": {
        "say": ("My {rel} lives over in {v}", "{v} is where my {rel} lives"),
        "cue": ("My {rel} moved to {v}", "{v} is where my {rel} lives these days"),
    },
    "preference-order": {
        "say": ("On {topic} the {team} team would rather use {a} than {b}", "{team} team, {topic}: {a} first, not {b}"),
        "cue": ("On {topic} the {team} team would rather use {a} than {b} these days",),
    },
    "order-rule": {
        "say": ("{svc}: first {a}, then {b}", "In {svc} we run {a} ahead of {b}"),
    },
    "person-office-de": {
        "say": ("{p} sitzt in {v}",),
        "cue": ("{p} sitzt inzwischen in {v}",),
        "negate": ("{p} sitzt nicht in {v}",),
    },
    "tool-preference-es": {
        "say": ("Para {scope} uso {v} como {slot}",),
        "cue": ("Para {scope} ya uso {v} como {slot}",),
        "negate": ("Para {scope} no uso {v} como {slot}",),
    },
    "person-office-ru": {
        "say": ("{p} в офисе {v}",),
        "cue": ("{p} перешёл в офис {v}",),
        "negate": ("{p} не в офисе {v}",),
    },
}
FRESH5_FILLERS = ["Heads-up: ", "Just so you know, ", "Worth remembering: "]
# A sixth blind set (``--templates fresh6``), written 2026-12-05 in the twenty-fifth
# session after its slot readings and before running anything on it: chat asides,
# "got", "ended up", "is handled by", "lives in", clauses after a dash.
FRESH6: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} works out of {v}", "{p} is one of our {v} people", "Where's {p}? {v} office"),
        "cue": ("{p} relocated to the {v} office", "{p} is working from {v} now"),
        "negate": ("{p} doesn't work out of {v}",),
    },
    "project-role": {
        "say": ("{proj}'s {role} is {v}", "{role} duties on {proj} are handled by {v}", "{v} - {role}, {proj}"),
        "cue": ("{proj} has a new {role}: {v}", "{v} is now {proj}'s {role}"),
        "negate": ("{v} isn't {proj}'s {role}",),
    },
    "tool-preference": {
        "say": ("I always reach for {v} as my {slot} when doing {scope}", "{slot} of choice for {scope}: {v}"),
        "cue": ("I ended up switching to {v} as my {slot} for {scope}", "For {scope}, my {slot} is {v} now"),
        "negate": ("I don't use {v} as my {slot} for {scope}",),
    },
    "service-runtime": {
        "say": ("{svc} runs {lang} {v}", "{svc} - {lang} {v}"),
        "cue": ("{svc} got bumped to {lang} {v}", "{svc} runs {lang} {v} now"),
    },
    "service-timeout": {
        "say": ("{svc} in {env} has a {v}s timeout", "The timeout for {svc} on {env} is {v} seconds"),
        "cue": ("We changed the {svc} timeout in {env} to {v}s", "{svc} in {env} has a {v}s timeout now"),
    },
    "service-db": {
        "say": ("{svc} stores everything in {v}", "{svc}'s database is {v}"),
        "cue": ("{svc} migrated to {v}", "{svc} stores everything in {v} now"),
        "negate": ("{svc} doesn't use {v}",),
    },
    "replicas": {
        "say": ("{svc} runs {v} replicas on {env}", "{env} has {v} instances of {svc}"),
        "cue": ("We scaled {svc} on {env} to {v} replicas", "{svc} runs {v} replicas on {env} now"),
    },
    "feature-flag": {
        "say": ("The {flag} flag is {v} on {env}", "On {env}, {flag} is {v}"),
        "cue": ("We {v} the {flag} flag on {env}", "On {env}, {flag} is {v} now"),
    },
    "standing-rule": {
        "say": ("The {team} team wants us to {act}", "{team} team policy: {act}"),
        "negate": ("The {team} team doesn't want us to {act}", "{team} team policy: don't {act}"),
        "retract": ("The {team} team no longer asks us to {act}",),
    },
    "answer-language": {
        "say": ("{topic} are written in {v}", "We write {topic} in {v}"),
        "cue": ("{topic} are written in {v} now", "We started writing {topic} in {v}"),
        "negate": ("{topic} aren't written in {v}",),
    },
    "standup-time": {
        "say": ("{team}'s {kind} starts at {v}", "The {team} {kind} is at {v}"),
        "cue": ("{team}'s {kind} got moved to {v}", "The {team} {kind} is at {v} now"),
    },
    "meeting-day": {
        "say": ("{team} holds its {meeting} on {v}s", "The {team} {meeting} is on {v}"),
        "cue": ("{team} moved its {meeting} to {v}", "The {team} {meeting} is on {v} now"),
    },
    "office-address": {
        "say": ("Our {c} office address: {v}", "The {c} office is located at {v}"),
        "cue": ("The {c} office relocated to {v}", "Our {c} office address is {v} now"),
    },
    "office-floor": {
        "say": ("The {team} team is on floor {v} of the {c} office", "{c}: {team} on floor {v}"),
        "cue": ("The {team} team moved up to floor {v} in {c}", "The {team} team is on floor {v} of the {c} office now"),
    },
    "decision": {
        "say": ("{proj} uses {v} as its {aspect}", "We picked {v} as the {aspect} for {proj}"),
        "cue": ("{proj} replaced its {aspect} with {v}", "{proj} uses {v} as its {aspect} now"),
        "negate": ("{proj} won't use {v} as its {aspect}",),
    },
    "deadline": {
        "say": ("The {proj} {milestone} is set for {v}", "{proj} {milestone} target: {v}"),
        "cue": ("The {proj} {milestone} got pushed to {v}", "The {proj} {milestone} is set for {v} now"),
    },
    "api-version-auth": {
        "say": ("The {svc} v{n} API authenticates via {v}", "{svc} API v{n}: auth is {v}"),
        "cue": ("The {svc} v{n} API moved to {v} for auth", "The {svc} v{n} API authenticates via {v} now"),
    },
    "person-timezone": {
        "say": ("{p} works {v} hours", "{p}'s time zone is {v}"),
        "cue": ("{p} changed time zone to {v}", "{p} works {v} hours now"),
    },
    "person-contact": {
        "say": ("{p} prefers to be reached on {v}", "Ping {p} on {v}"),
        "cue": ("{p} wants to be reached on {v} now", "Ping {p} on {v} from now on"),
        "negate": ("Don't ping {p} on {v}",),
    },
    "person-allergy": {
        "say": ("{p} can't have {v}", "{p} has a {v} allergy"),
        "negate": ("{p} can have {v}",),
    },
    "person-drink": {
        "say": ("{p} always orders {v} in the morning", "Morning drink of {p}: {v}"),
        "cue": ("{p} orders {v} in the morning now", "{p} gave up {old} and drinks {v} in the morning"),
        "negate": ("{p} doesn't drink {v}",),
    },
    "manager": {
        "say": ("{p}'s boss is {v}", "{p} is on {v}'s team"),
        "cue": ("{p} has a new boss: {v}", "{p}'s boss is {v} now"),
    },
    "relative-city": {
        "say": ("My {rel} is in {v}", "My {rel} calls {v} home"),
        "cue": ("My {rel} relocated to {v}", "My {rel} is in {v} now"),
    },
    "preference-order": {
        "say": ("For {topic}, the {team} team picks {a} over {b}", "The {team} team likes {a} better than {b} for {topic}"),
        "cue": ("For {topic}, the {team} team picks {a} over {b} now",),
    },
    "order-rule": {
        "say": ("{svc}: {a} goes before {b}", "On {svc}, {a} comes first and {b} after"),
    },
    "person-office-de": {
        "say": ("{p} arbeitet in {v}",),
        "cue": ("{p} arbeitet jetzt in {v}",),
        "negate": ("{p} arbeitet nicht in {v}",),
    },
    "tool-preference-es": {
        "say": ("Uso {v} como {slot} para {scope}",),
        "cue": ("Ahora uso {v} como {slot} para {scope}",),
        "negate": ("No uso {v} como {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": ("{p} работает в {v}",),
        "cue": ("{p} теперь работает в {v}",),
        "negate": ("{p} не работает в {v}",),
    },
}
FRESH6_FILLERS = ["Side note: ", "Oh and ", "Keep in mind: "]
# A seventh blind set (``--templates fresh7``), written 2026-12-05 near the end of the
# twenty-fifth session, after every rule of that session and before running anything on
# it: questions and answers, "turns out", "as of", "we're on", parentheses.
FRESH7: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} (the {v} office)", "{p} sits in our {v} office", "{p} is with the {v} office"),
        "cue": ("As of this month {p} is in the {v} office", "Turns out {p} moved to {v}"),
        "negate": ("{p} is not in the {v} office",),
    },
    "project-role": {
        "say": ("Who owns {role} on {proj}? {v}", "{v} holds the {role} spot on {proj}", "{proj} {role}: {v}"),
        "cue": ("As of this month {v} is the {role} on {proj}", "{v} stepped in as {role} on {proj}"),
        "negate": ("{v} is not the {role} on {proj}",),  # "no longer" (first written) is an update cue
    },
    "tool-preference": {
        "say": ("For {scope}, {v} is my {slot}", "My {slot} (for {scope}) is {v}"),
        "cue": ("Turns out {v} works better as my {slot} for {scope}, so I switched", "As of today my {slot} for {scope} is {v}"),
        "negate": ("{v} is not my {slot} for {scope}",),
    },
    "service-runtime": {
        "say": ("We're on {lang} {v} for {svc}", "{svc} (runtime): {lang} {v}"),
        "cue": ("{svc} is on {lang} {v} as of this week", "We upgraded {svc} to {lang} {v}"),
    },
    "service-timeout": {
        "say": ("{svc} requests in {env} time out at {v}s", "{env} timeout for {svc}: {v} seconds"),
        "cue": ("As of today the {env} timeout for {svc} is {v} seconds", "We bumped the {svc} timeout in {env} to {v}s"),
    },
    "service-db": {
        "say": ("{svc} is backed by {v}", "We keep {svc} data in {v}"),
        "cue": ("{svc} switched its database to {v}", "As of this sprint {svc} is backed by {v}"),
        "negate": ("{svc} is not backed by {v}",),
    },
    "replicas": {
        "say": ("We're running {v} replicas of {svc} in {env}", "{svc} ({env}): {v} replicas"),
        "cue": ("As of today we run {v} replicas of {svc} in {env}", "{svc} in {env} was bumped to {v} replicas"),
    },
    "feature-flag": {
        "say": ("{flag} is set to {v} in {env}", "In {env} the {flag} flag is {v}"),  # "currently" is a cue
        "cue": ("As of today {flag} is {v} in {env}", "We just {v} {flag} in {env}"),
    },
    "standing-rule": {
        "say": ("On the {team} team we always {act}", "{team} team rule of thumb: {act}"),
        "negate": ("On the {team} team we never {act}", "{team} team rule of thumb: do not {act}"),
        "retract": ("The {team} team stopped asking us to {act}",),
    },
    "answer-language": {
        "say": ("Our {topic} are in {v}", "{topic}: always in {v}"),
        "cue": ("As of this quarter our {topic} are in {v}", "We switched our {topic} to {v}"),
        "negate": ("Our {topic} are never in {v}",),
    },
    "standup-time": {
        "say": ("The {team} team has its {kind} at {v}", "{team} {kind} at {v}"),
        "cue": ("As of Monday the {team} {kind} is at {v}", "The {team} team moved its {kind} to {v}"),
    },
    "meeting-day": {
        "say": ("The {team} team has its {meeting} every {v}", "{team} {meeting}: {v}s"),
        "cue": ("As of next week the {team} {meeting} is on {v}", "The {team} team moved the {meeting} to {v}"),
    },
    "office-address": {
        "say": ("Our {c} office? {v}", "The {c} office address is {v}"),
        "cue": ("As of this month the {c} office is at {v}", "We moved the {c} office to {v}"),
    },
    "office-floor": {
        "say": ("{team} is on the {v} floor in {c}", "In {c}, the {team} team sits on floor {v}"),
        "cue": ("As of today {team} is on floor {v} in {c}", "In {c}, the {team} team moved to floor {v}"),
    },
    "decision": {
        "say": ("For {proj} we went with {v} for the {aspect}", "{proj} {aspect}: {v}"),
        "cue": ("{proj} switched the {aspect} to {v}", "As of this sprint {proj} uses {v} for the {aspect}"),
        "negate": ("For {proj} we did not go with {v} for the {aspect}",),
    },
    "deadline": {
        "say": ("{proj} {milestone} is due {v}", "When is the {proj} {milestone}? {v}"),
        "cue": ("The {proj} {milestone} moved to {v}", "As of today the {proj} {milestone} is due {v}"),
    },
    "api-version-auth": {
        "say": ("{svc} API v{n} expects {v} for auth", "Auth on the v{n} {svc} API: {v}"),
        "cue": ("As of this release {svc} API v{n} expects {v} for auth", "{svc} API v{n} switched auth to {v}"),
    },
    "person-timezone": {
        "say": ("{p} is in the {v} time zone", "{p} keeps {v} hours"),
        "cue": ("As of this month {p} is on {v}", "{p} switched time zones to {v}"),
    },
    "person-contact": {
        "say": ("Best channel for {p}: {v}", "{p} is easiest to reach on {v}"),
        "cue": ("As of today {p} prefers {v}", "{p} switched to {v} for quick questions"),
        "negate": ("{p} is not reachable on {v}",),
    },
    "person-allergy": {
        "say": ("{p} is allergic to {v}", "Careful, {p} reacts badly to {v}"),
        "negate": ("{p} is fine with {v}",),
    },
    "person-drink": {
        "say": ("{p} drinks {v} every morning", "Every morning {p} has {v}"),
        "cue": ("{p} switched to {v} in the mornings", "These days {p} has {v} every morning"),
        "negate": ("{p} does not drink {v}",),
    },
    "manager": {
        "say": ("{p} reports to {v}", "{p}'s manager is {v}"),
        "cue": ("As of this month {p} reports to {v}", "{p} now reports to {v}"),
    },
    "relative-city": {
        "say": ("My {rel} lives in {v}", "My {rel} is based in {v}"),
        "cue": ("My {rel} just moved to {v}", "As of this year my {rel} lives in {v}"),
    },
    "preference-order": {
        "say": ("For {topic} the {team} team prefers {a} to {b}", "{team} team: {a} rather than {b} for {topic}"),
        "cue": ("As of this sprint the {team} team prefers {a} to {b} for {topic}",),
    },
    "order-rule": {
        "say": ("In {svc}, {a} runs before {b}", "{svc} order: {a}, then {b}"),
    },
    "person-office-de": {
        "say": ("{p} ist im Büro {v}",),
        "cue": ("{p} ist jetzt im Büro {v}",),
        "negate": ("{p} ist nicht im Büro {v}",),
    },
    "tool-preference-es": {
        "say": ("Mi {slot} para {scope}: {v}",),
        "cue": ("Ahora mi {slot} para {scope} es {v}",),
        "negate": ("{v} no es mi {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": ("{p} сидит в {v}",),
        "cue": ("{p} теперь сидит в {v}",),
        "negate": ("{p} не сидит в {v}",),
    },
}
FRESH7_FILLERS = ["Quick one: ", "By the way, ", "Noted: "]
# An eighth blind set (``--templates fresh8``), written 2026-12-05 at the start of the
# twenty-sixth session, before running anything on it: appositives and relative clauses,
# "effective ...", "since the move", third-person user statements, value-first sentences.
FRESH8: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} is one of our {v} people", "{p}, who works in our {v} office", "Home office of {p}: {v}"),
        "cue": ("Effective this month, {p} works from the {v} office", "{p} is in {v} now after the move"),
        "negate": ("{p} has never worked in the {v} office",),
    },
    "project-role": {
        "say": ("{proj} is run by {v} as {role}", "Ask {v}, the {role} on {proj}", "{v} serves as {role} for {proj}"),
        "cue": ("Effective today, {v} is {role} for {proj}", "{v} replaced the previous {role} on {proj}"),
        "negate": ("{v} was never the {role} on {proj}",),
    },
    "tool-preference": {
        "say": ("User likes {v} as the {slot} for {scope}", "When it comes to {scope}, the user's {slot} is {v}"),
        "cue": ("The user has moved to {v} as the {slot} for {scope}", "Going forward the user wants {v} as the {slot} for {scope}"),
        "negate": ("The user does not like {v} as the {slot} for {scope}",),
    },
    "service-runtime": {
        "say": ("{svc} is built on {lang} {v}", "{svc} targets {lang} {v}"),
        "cue": ("{svc} was migrated to {lang} {v}", "Effective this release, {svc} targets {lang} {v}"),
    },
    "service-timeout": {
        "say": ("Per the config, {svc} in {env} waits {v} seconds before timing out", "{svc} has a {v}s timeout in {env}"),
        "cue": ("{svc} in {env} now waits {v} seconds before timing out", "The {env} timeout of {svc} was changed to {v} seconds"),
    },
    "service-db": {
        "say": ("The database behind {svc} is {v}", "{svc} persists to {v}"),
        "cue": ("{svc} was migrated to {v}", "{svc} persists to {v} now"),
        "negate": ("{svc} does not persist to {v}",),
    },
    "replicas": {
        "say": ("{svc} in {env} is running with {v} replicas", "Replica count for {svc} in {env}: {v}"),
        "cue": ("{svc} was scaled to {v} replicas in {env}", "Replica count for {svc} in {env} is now {v}"),
    },
    "feature-flag": {
        "say": ("Flag {flag} is {v} for {env}", "{flag} stays {v} in {env}"),
        "cue": ("{flag} got {v} in {env} this morning", "Effective today, {flag} is {v} in {env}"),
    },
    "standing-rule": {
        "say": ("Rule for the {team} team: {act}", "The {team} team expects us to always {act}"),
        "negate": ("Rule for the {team} team: never {act}", "The {team} team expects us to never {act}"),
        "retract": ("The {team} team dropped the rule to {act}",),
    },
    "answer-language": {
        "say": ("User wants {topic} in {v}", "{topic} go out in {v}"),
        "cue": ("Effective now, {topic} go out in {v}", "The user asked to switch {topic} to {v}"),
        "negate": ("User does not want {topic} in {v}",),
    },
    "standup-time": {
        "say": ("The {team} team does its {kind} at {v}", "{kind} for {team}: {v}"),
        "cue": ("Effective Monday, the {team} {kind} starts at {v}", "The {team} {kind} got pushed to {v}"),
    },
    "meeting-day": {
        "say": ("{team} runs the {meeting} on {v}s", "The {meeting} of the {team} team falls on {v}"),
        "cue": ("{team} runs the {meeting} on {v}s now", "The {team} {meeting} got moved to {v}"),
    },
    "office-address": {
        "say": ("You can find the {c} office at {v}", "{c} office: {v}"),
        "cue": ("The {c} office is at {v} since the move", "The {c} office changed address to {v}"),
    },
    "office-floor": {
        "say": ("{team} sits on floor {v} of the {c} office", "{c} office, floor {v}: {team} team"),
        "cue": ("{team} is on floor {v} of the {c} office since the move", "The {team} team relocated to floor {v} in {c}"),
    },
    "decision": {
        "say": ("The {aspect} for {proj} is {v}", "We picked {v} as the {aspect} of {proj}"),
        "cue": ("The {aspect} for {proj} changed to {v}", "We replaced the {aspect} of {proj} with {v}"),
        "negate": ("We ruled out {v} as the {aspect} of {proj}",),
    },
    "deadline": {
        "say": ("The {milestone} for {proj} is set for {v}", "{proj} targets {v} for the {milestone}"),
        "cue": ("The {milestone} for {proj} slipped to {v}", "{proj} now targets {v} for the {milestone}"),
    },
    "api-version-auth": {
        "say": ("Calls to the {svc} v{n} API authenticate with {v}", "{svc} v{n} API auth is {v}"),
        "cue": ("Calls to the {svc} v{n} API now authenticate with {v}", "{svc} v{n} API auth changed to {v}"),
    },
    "person-timezone": {
        "say": ("{p} works {v} hours", "{p} lives on {v} time"),
        "cue": ("{p} works {v} hours now", "{p} changed time zones and is on {v}"),
    },
    "person-contact": {
        "say": ("To reach {p}, use {v}", "{p} answers fastest on {v}"),
        "cue": ("To reach {p}, use {v} from now on", "{p} asked to be reached on {v} instead"),
        "negate": ("Do not use {v} to reach {p}",),
    },
    "person-allergy": {
        "say": ("{p} cannot eat {v}", "{p} must avoid {v}"),
        "negate": ("{p} can eat {v}",),
    },
    "person-drink": {
        "say": ("{p} always orders {v} in the morning", "{p}'s go-to morning drink is {v}"),
        "cue": ("{p} orders {v} in the morning now", "{p} gave up the old drink for {v} in the morning"),
        "negate": ("{p} never orders {v}",),
    },
    "manager": {
        "say": ("{v} manages {p}", "{p} is on {v}'s team"),
        "cue": ("{p} moved to {v}'s team", "{v} manages {p} now"),
    },
    "relative-city": {
        "say": ("User's {rel} is based in {v}", "The user has a {rel} in {v}"),
        "cue": ("User's {rel} is based in {v} now", "The user's {rel} relocated to {v}"),
    },
    "preference-order": {
        "say": ("The {team} team picks {a} over {b} for {topic}", "{topic} on {team}: {a} beats {b}"),
        "cue": ("The {team} team picks {a} over {b} for {topic} now",),
    },
    "order-rule": {
        "say": ("{svc} runs {a} first and {b} second", "In {svc}, {a} has to pass before {b}"),
    },
    "person-office-de": {
        "say": ("{p} arbeitet im Büro {v}",),
        "cue": ("{p} arbeitet inzwischen im Büro {v}",),
        "negate": ("{p} arbeitet nicht im Büro {v}",),
    },
    "tool-preference-es": {
        "say": ("Uso {v} como {slot} para {scope}",),
        "cue": ("Desde ahora uso {v} como {slot} para {scope}",),
        "negate": ("No uso {v} como {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": ("{p} работает в {v}",),
        "cue": ("{p} теперь работает в {v}",),
        "negate": ("{p} не работает в {v}",),
    },
}
FRESH8_FILLERS = ["Worth noting: ", "Also: ", "Small thing: "]
# A ninth blind set (``--templates fresh9``), written 2026-12-05 in the twenty-sixth
# session after its first rules and before running anything on it: reported speech ("the
# user told me", "according to"), "is responsible for", "looks after", "until further
# notice", contractions, "these days", lists of one.
FRESH9: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} told me they work in the {v} office", "According to HR, {p} is in the {v} office"),
        "cue": ("{p} told me they moved to the {v} office", "{p} is working from {v} these days"),
        "negate": ("{p} isn't in the {v} office",),
    },
    "project-role": {
        "say": ("{v} is responsible for {role} work on {proj}", "{v} looks after {proj} as {role}"),
        "cue": ("{v} is responsible for {role} work on {proj} now", "{v} has been named {role} for {proj}"),
        "negate": ("{v} isn't the {role} for {proj}",),
    },
    "tool-preference": {
        "say": ("The user told me {v} is their {slot} for {scope}", "User's go-to {slot} for {scope}: {v}"),
        "cue": ("The user told me they switched to {v} as their {slot} for {scope}", "The user's {slot} for {scope} is {v} these days"),
        "negate": ("The user told me {v} isn't their {slot} for {scope}",),
    },
    "service-runtime": {
        "say": ("{svc} uses {lang} {v} at runtime", "According to the README, {svc} needs {lang} {v}"),
        "cue": ("{svc} uses {lang} {v} at runtime these days", "{svc} was bumped to {lang} {v}"),
    },
    "service-timeout": {
        "say": ("The timeout for {svc} in {env} is {v}s", "{svc} gives up after {v} seconds in {env}"),
        "cue": ("The timeout for {svc} in {env} is {v}s until further notice", "We raised the {svc} timeout in {env} to {v} seconds"),
    },
    "service-db": {
        "say": ("{svc} talks to {v}", "According to the docs, {svc} uses {v} as its database"),
        "cue": ("{svc} talks to {v} now", "{svc} moved its data to {v}"),
        "negate": ("{svc} doesn't use {v} as its database",),
    },
    "replicas": {
        "say": ("{svc} has {v} replicas running in {env}", "In {env}, {svc} is at {v} replicas"),
        "cue": ("{svc} has {v} replicas running in {env} since yesterday", "In {env}, {svc} went to {v} replicas"),
    },
    "feature-flag": {
        "say": ("{flag} is {v} in {env}, per the dashboard", "According to the dashboard, {flag} is {v} in {env}"),
        "cue": ("{flag} is {v} in {env} until further notice", "Someone {v} {flag} in {env} yesterday"),
    },
    "standing-rule": {
        "say": ("The {team} team told us to always {act}", "{team} team: please {act}"),
        "negate": ("The {team} team told us to never {act}", "{team} team: please don't {act}"),
        "retract": ("The {team} team doesn't need us to {act} anymore",),
    },
    "answer-language": {
        "say": ("The user told me to write {topic} in {v}", "{topic} in {v}, please"),
        "cue": ("The user told me to write {topic} in {v} from now on", "{topic} in {v} these days, please"),
        "negate": ("The user told me not to write {topic} in {v}",),
    },
    "standup-time": {
        "say": ("{team}'s {kind} starts at {v}", "The {kind} of the {team} team is at {v}"),
        "cue": ("{team}'s {kind} starts at {v} until further notice", "{team} pushed its {kind} to {v}"),
    },
    "meeting-day": {
        "say": ("{team} has the {meeting} on {v}s", "The {team} {meeting}? {v}s"),
        "cue": ("{team} has the {meeting} on {v}s these days", "{team} shifted the {meeting} to {v}"),
    },
    "office-address": {
        "say": ("The {c} office's address: {v}", "According to the website, the {c} office is at {v}"),
        "cue": ("The {c} office's address is {v} these days", "The {c} office moved to {v}"),
    },
    "office-floor": {
        "say": ("{team} is based on floor {v} in {c}", "The {team} team works from floor {v} of the {c} office"),
        "cue": ("{team} is based on floor {v} in {c} these days", "{team} moved up to floor {v} in {c}"),
    },
    "decision": {
        "say": ("{proj} is using {v} for its {aspect}", "The {aspect} of {proj}: {v}"),
        "cue": ("{proj} is using {v} for its {aspect} these days", "{proj} swapped its {aspect} for {v}"),
        "negate": ("{proj} isn't using {v} for its {aspect}",),
    },
    "deadline": {
        "say": ("{proj}'s {milestone} is planned for {v}", "The {milestone} of {proj} happens on {v}"),
        "cue": ("{proj}'s {milestone} was pushed to {v}", "{proj}'s {milestone} is planned for {v} now"),
    },
    "api-version-auth": {
        "say": ("The {svc} API v{n} requires {v}", "For auth, the {svc} v{n} API takes {v}"),
        "cue": ("The {svc} API v{n} requires {v} these days", "The {svc} v{n} API moved to {v} for auth"),
    },
    "person-timezone": {
        "say": ("{p} is on {v}", "{p}'s working hours are in {v}"),
        "cue": ("{p} is on {v} these days", "{p} moved to {v}"),
    },
    "person-contact": {
        "say": ("{p} told me to use {v} to reach them", "{p} prefers {v} for quick questions"),
        "cue": ("{p} told me to use {v} from now on", "{p} prefers {v} for quick questions these days"),
        "negate": ("{p} told me not to use {v}",),
    },
    "person-allergy": {
        "say": ("{p} told me they're allergic to {v}", "{p} can't have {v}"),
        "negate": ("{p} told me they're fine with {v}",),
    },
    "person-drink": {
        "say": ("{p} drinks {v} in the morning", "{p}'s morning drink: {v}"),
        "cue": ("{p} drinks {v} in the morning these days", "{p} switched to {v}"),
        "negate": ("{p} doesn't drink {v}",),
    },
    "manager": {
        "say": ("{p} works under {v}", "According to the org chart, {p} reports to {v}"),
        "cue": ("{p} works under {v} these days", "{p} was moved under {v}"),
    },
    "relative-city": {
        "say": ("The user told me their {rel} lives in {v}", "User's {rel} lives in {v}"),
        "cue": ("The user told me their {rel} moved to {v}", "User's {rel} lives in {v} these days"),
    },
    "preference-order": {
        "say": ("The {team} team told us {a} over {b} for {topic}", "For {topic}, {team} wants {a} over {b}"),
        "cue": ("For {topic}, {team} wants {a} over {b} these days",),
    },
    "order-rule": {
        "say": ("{svc}: {a} before {b}, always", "Always run {a} ahead of {b} in {svc}"),
    },
    "person-office-de": {
        "say": ("{p} sitzt im Büro {v}",),
        "cue": ("{p} sitzt seit kurzem im Büro {v}",),
        "negate": ("{p} sitzt nicht im Büro {v}",),
    },
    "tool-preference-es": {
        "say": ("Prefiero {v} como {slot} para {scope}",),
        "cue": ("Ahora prefiero {v} como {slot} para {scope}",),
        "negate": ("No prefiero {v} como {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": ("{p} в офисе {v}",),
        "cue": ("{p} теперь в офисе {v}",),
        "negate": ("{p} не в офисе {v}",),
    },
}
FRESH9_FILLERS = ["Just noting: ", "One more: ", "Mind you, "]
# A tenth blind set (``--templates fresh10``), written 2026-12-05 late in the twenty-sixth
# session, before running anything on it: notes in shorthand ("w/", "->", "re:"), bullets,
# brackets, "(not ...)", "prefer to avoid", "stop using", British spellings.
FRESH10: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("- {p}: {v} office", "{p} -> {v} office"),
        "cue": ("{p} relocated -> {v} office", "{p}: {v} office (moved recently)"),
        "negate": ("{p}: not in the {v} office",),
    },
    "project-role": {
        "say": ("{proj}: {role} = {v}", "re: {proj}, the {role} is {v}"),
        "cue": ("{proj}: new {role} = {v}", "re: {proj}, the {role} is now {v}"),
        "negate": ("re: {proj}, the {role} is not {v}",),
    },
    "tool-preference": {
        "say": ("{scope}: {v} as {slot}", "For {scope} the user favours {v} as {slot}"),
        "cue": ("{scope}: {v} as {slot} (changed)", "For {scope} the user favours {v} as {slot} now"),
        "negate": ("For {scope} the user prefers to avoid {v} as {slot}",),
    },
    "service-runtime": {
        "say": ("{svc} - {lang} {v}", "{svc} runs w/ {lang} {v}"),
        "cue": ("{svc} - upgraded to {lang} {v}", "{svc} runs w/ {lang} {v} now"),
    },
    "service-timeout": {
        "say": ("{svc} ({env}) timeout: {v}s", "{svc} in {env} times out after {v}s"),
        "cue": ("{svc} ({env}) timeout changed to {v}s", "{svc} in {env} times out after {v}s now"),
    },
    "service-db": {
        "say": ("{svc} -> {v}", "{svc} stores data in {v}"),
        "cue": ("{svc} -> {v} (migrated)", "{svc} stores data in {v} now"),
        "negate": ("{svc} does not store data in {v}",),
    },
    "replicas": {
        "say": ("{svc} / {env}: {v} replicas", "{svc} runs {v} replicas in {env}"),
        "cue": ("{svc} / {env}: scaled to {v} replicas", "{svc} runs {v} replicas in {env} now"),
    },
    "feature-flag": {
        "say": ("{flag} ({env}): {v}", "{flag} flag in {env} - {v}"),
        "cue": ("{flag} ({env}): {v} now", "{flag} flag in {env} switched to {v}"),
    },
    "standing-rule": {
        "say": ("{team}: always {act}", "{team} team - we {act}, always"),
        "negate": ("{team}: never {act}", "{team} team - we never {act}"),
        "retract": ("{team} team - stop the rule to {act}",),
    },
    "answer-language": {
        "say": ("{topic} -> {v}", "Language for {topic}: {v}"),
        "cue": ("{topic} -> {v} (switched)", "Language for {topic}: {v} from now on"),
        "negate": ("{topic}: not in {v}",),
    },
    "standup-time": {
        "say": ("{team} {kind} @ {v}", "{team} {kind} - {v}"),
        "cue": ("{team} {kind} @ {v} (moved)", "{team} {kind} moved to {v}"),
    },
    "meeting-day": {
        "say": ("{team} {meeting}: {v}", "{team} {meeting} - every {v}"),
        "cue": ("{team} {meeting}: {v} (moved)", "{team} {meeting} now every {v}"),
    },
    "office-address": {
        "say": ("{c} office - {v}", "{c} office address = {v}"),
        "cue": ("{c} office - {v} (new address)", "{c} office address changed to {v}"),
    },
    "office-floor": {
        "say": ("{team} @ floor {v}, {c}", "{team} team, {c} office, floor {v}"),
        "cue": ("{team} @ floor {v}, {c} (moved)", "{team} team moved to floor {v} in {c}"),
    },
    "decision": {
        "say": ("{proj} {aspect}: {v}", "{proj} - {aspect} is {v}"),
        "cue": ("{proj} {aspect}: {v} (switched)", "{proj} - {aspect} is {v} now"),
        "negate": ("{proj} {aspect}: not {v}",),
    },
    "deadline": {
        "say": ("{proj} {milestone}: {v}", "{proj} {milestone} due {v}"),
        "cue": ("{proj} {milestone}: {v} (slipped)", "{proj} {milestone} due {v} now"),
    },
    "api-version-auth": {
        "say": ("{svc} API v{n} auth: {v}", "{svc} v{n} API - auth via {v}"),
        "cue": ("{svc} API v{n} auth: {v} (changed)", "{svc} v{n} API - auth via {v} now"),
    },
    "person-timezone": {
        "say": ("{p}: {v}", "{p} - {v} time zone"),
        "cue": ("{p}: {v} (moved)", "{p} - {v} time zone now"),
    },
    "person-contact": {
        "say": ("{p}: reach via {v}", "{p} - best via {v}"),
        "cue": ("{p}: reach via {v} (changed)", "{p} - best via {v} now"),
        "negate": ("{p}: do not use {v}",),
    },
    "person-allergy": {
        "say": ("{p}: allergic to {v}", "{p} - no {v} (allergy)"),
        "negate": ("{p}: can eat {v}",),
    },
    "person-drink": {
        "say": ("{p}: {v} every morning", "{p} - morning drink: {v}"),
        "cue": ("{p}: {v} every morning now", "{p} - morning drink: {v} (switched)"),
        "negate": ("{p}: never drinks {v}",),
    },
    "manager": {
        "say": ("{p} -> reports to {v}", "{p}'s manager: {v}"),
        "cue": ("{p} -> reports to {v} now", "{p}'s manager: {v} (changed)"),
    },
    "relative-city": {
        "say": ("User's {rel} - {v}", "User's {rel}: lives in {v}"),
        "cue": ("User's {rel} - {v} now", "User's {rel}: moved to {v}"),
    },
    "preference-order": {
        "say": ("{team} / {topic}: {a} > {b}", "{team} team: {a} (not {b}) for {topic}"),
        "cue": ("{team} / {topic}: {a} > {b} now",),
    },
    "order-rule": {
        "say": ("{svc}: {a} -> {b}", "{svc}: {a} first, {b} after"),
    },
    "person-office-de": {
        "say": ("{p}: Büro {v}",),
        "cue": ("{p}: jetzt Büro {v}",),
        "negate": ("{p}: nicht im Büro {v}",),
    },
    "tool-preference-es": {
        "say": ("{scope}: {v} como {slot}",),
        "cue": ("{scope}: ahora {v} como {slot}",),
        "negate": ("{scope}: no {v} como {slot}",),
    },
    "person-office-ru": {
        "say": ("{p}: офис {v}",),
        "cue": ("{p}: теперь офис {v}",),
        "negate": ("{p}: не офис {v}",),
    },
}
FRESH10_FILLERS = ["NB: ", "FWIW ", "Btw - "]
# An eleventh blind set (``--templates fresh11``), written 2026-12-05 at the end of the
# twenty-sixth session, after all its rules and before running anything on it: reasons
# ("because", "since the outage"), first person plural, "currently", "at the moment",
# "going with", "is handled by", "is on".
FRESH11: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} is currently at the {v} office", "At the moment {p} works at our {v} office"),
        "cue": ("{p} transferred to {v} because of the reorg", "{p} has been at the {v} office since the reorg"),
        "negate": ("{p} doesn't work at the {v} office",),
    },
    "project-role": {
        "say": ("We go to {v} for anything {role} on {proj}", "{role} on {proj} is handled by {v}"),
        "cue": ("{v} took the {role} role on {proj} after the reorg", "{role} on {proj} is handled by {v} since the reorg"),
        "negate": ("{role} on {proj} isn't handled by {v}",),
    },
    "tool-preference": {
        "say": ("I'm currently using {v} as my {slot} for {scope}", "For {scope} my {slot} at the moment is {v}"),
        "cue": ("I replaced my {slot} for {scope} with {v} because it is faster", "For {scope} I went with {v} as my {slot} after trying it"),
        "negate": ("I'm not using {v} as my {slot} for {scope}",),
    },
    "service-runtime": {
        "say": ("We are running {svc} on {lang} {v}", "{svc} is currently on {lang} {v}"),
        "cue": ("We moved {svc} to {lang} {v} because of the security fix", "{svc} is on {lang} {v} since the last release"),
    },
    "service-timeout": {
        "say": ("We set the {svc} timeout in {env} to {v}s", "{svc} currently has a {env} timeout of {v} seconds"),
        "cue": ("We raised the {svc} {env} timeout to {v}s because of the slow queries", "{svc} has had a {v}s timeout in {env} since the outage"),
    },
    "service-db": {
        "say": ("{svc} currently keeps its data in {v}", "We run {svc} on top of {v}"),
        "cue": ("We moved {svc} onto {v} because of costs", "{svc} keeps its data in {v} since the migration"),
        "negate": ("{svc} doesn't keep its data in {v}",),
    },
    "replicas": {
        "say": ("We currently run {v} replicas of {svc} in {env}", "{svc} is at {v} replicas in {env} at the moment"),
        "cue": ("We scaled {svc} in {env} to {v} replicas because of the load", "{svc} has run {v} replicas in {env} since the incident"),
    },
    "feature-flag": {
        "say": ("{flag} is currently {v} in {env}", "At the moment {flag} is {v} in {env}"),
        "cue": ("We {v} {flag} in {env} because of the incident", "{flag} has been {v} in {env} since the release"),
    },
    "standing-rule": {
        "say": ("In the {team} team we {act}, as a rule", "The {team} team's policy is to {act}"),
        "negate": ("In the {team} team we never {act}", "The {team} team's policy is to never {act}"),
        "retract": ("The {team} team dropped its policy to {act}",),
    },
    "answer-language": {
        "say": ("I want my {topic} in {v}", "My {topic} are currently in {v}"),
        "cue": ("I switched my {topic} to {v} because of the new team", "My {topic} are in {v} since the reorg"),
        "negate": ("I don't want my {topic} in {v}",),
    },
    "standup-time": {
        "say": ("Our {team} {kind} is currently at {v}", "The {team} team meets for the {kind} at {v}"),
        "cue": ("We moved the {team} {kind} to {v} because of the time zones", "The {team} {kind} has been at {v} since the reorg"),
    },
    "meeting-day": {
        "say": ("The {team} {meeting} is currently on {v}s", "We hold the {team} {meeting} on {v}s"),
        "cue": ("We moved the {team} {meeting} to {v} because of the holidays", "The {team} {meeting} has been on {v}s since the reorg"),
    },
    "office-address": {
        "say": ("Our {c} office is currently at {v}", "The {c} office sits at {v}"),
        "cue": ("Our {c} office moved to {v} because of the lease", "The {c} office has been at {v} since the move"),
    },
    "office-floor": {
        "say": ("The {team} team is currently on floor {v} in {c}", "In the {c} office, {team} is on floor {v}"),
        "cue": ("The {team} team moved to floor {v} in {c} because of the renovation", "{team} has been on floor {v} in {c} since the renovation"),
    },
    "decision": {
        "say": ("We're going with {v} for the {proj} {aspect}", "{proj} currently uses {v} as its {aspect}"),
        "cue": ("We replaced the {proj} {aspect} with {v} because of costs", "{proj} has used {v} as its {aspect} since the rewrite"),
        "negate": ("We're not going with {v} for the {proj} {aspect}",),
    },
    "deadline": {
        "say": ("The {proj} {milestone} is currently planned for {v}", "We're aiming at {v} for the {proj} {milestone}"),
        "cue": ("The {proj} {milestone} moved to {v} because of the audit", "We're aiming at {v} for the {proj} {milestone} now"),
    },
    "api-version-auth": {
        "say": ("The {svc} v{n} API currently uses {v}", "We authenticate to {svc} API v{n} with {v}"),
        "cue": ("We moved {svc} API v{n} to {v} because of the audit", "The {svc} v{n} API has used {v} since the audit"),
    },
    "person-timezone": {
        "say": ("{p} is currently in {v}", "{p} works in the {v} time zone at the moment"),
        "cue": ("{p} moved to {v} because of family", "{p} has been in {v} since the move"),
    },
    "person-contact": {
        "say": ("{p} currently prefers {v}", "I reach {p} on {v}"),
        "cue": ("{p} moved to {v} because of the noise", "{p} has preferred {v} since the reorg"),
        "negate": ("I don't reach {p} on {v}",),
    },
    "person-allergy": {
        "say": ("{p} is allergic to {v}, so no {v} at team lunches", "{p} has a {v} allergy"),
        "negate": ("{p} has no problem with {v}",),
    },
    "person-drink": {
        "say": ("{p} currently drinks {v} every morning", "{p} has {v} each morning"),
        "cue": ("{p} moved to {v} because of the caffeine", "{p} has had {v} every morning since the new year"),
        "negate": ("{p} doesn't drink {v}",),
    },
    "manager": {
        "say": ("{p} currently reports to {v}", "{v} is {p}'s manager at the moment"),
        "cue": ("{p} moved to {v}'s team because of the reorg", "{p} has reported to {v} since the reorg"),
    },
    "relative-city": {
        "say": ("My {rel} currently lives in {v}", "My {rel} is in {v} at the moment"),
        "cue": ("My {rel} moved to {v} because of work", "My {rel} has lived in {v} since the summer"),
    },
    "preference-order": {
        "say": ("In the {team} team we pick {a} over {b} for {topic}", "The {team} team's policy: {a} over {b} for {topic}"),
        "cue": ("The {team} team switched to {a} over {b} for {topic} because of the audit",),
    },
    "order-rule": {
        "say": ("In {svc} we always run {a} before {b}", "{svc} runs {a}, and only then {b}"),
    },
    "person-office-de": {
        "say": ("{p} ist derzeit im Büro {v}",),
        "cue": ("{p} ist seit dem Umzug im Büro {v}",),
        "negate": ("{p} ist derzeit nicht im Büro {v}",),
    },
    "tool-preference-es": {
        "say": ("Actualmente uso {v} como {slot} para {scope}",),
        "cue": ("Cambié a {v} como {slot} para {scope}",),
        "negate": ("No uso {v} como {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": ("{p} сейчас работает в {v}",),
        "cue": ("{p} перешёл в {v}",),
        "negate": ("{p} не работает в {v}",),
    },
}
FRESH11_FILLERS = ["Context: ", "Small note: ", "For the record, "]
# A twelfth blind set (``--templates fresh12``), written 2026-12-05 in the twenty-seventh
# session, before running anything on it: possessives ("X's Y is Z"), passive voice,
# fronted phrases, dashes and parentheses, "going forward", "nowadays", "per the new plan",
# and other verbs for the same meaning ("owns", "relies on", "is pencilled in for").
FRESH12: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p}'s base is the {v} office", "{p} is on the {v} office's headcount"),
        "cue": (
            "Per the new seating plan, {p} has been moved to the {v} office",
            "Going forward, {p} is based in the {v} office",
        ),
        "negate": ("{v} isn't {p}'s office",),
    },
    "project-role": {
        "say": ("{v} owns the {role} role for {proj}", "On {proj}, it's {v} who's the {role}"),
        "cue": ("The {role} hat on {proj} has passed to {v}", "Going forward, {v} is {proj}'s {role}"),
        "negate": ("{proj}'s {role} is someone other than {v}",),
    },
    "tool-preference": {
        "say": ("I rely on {v} as my {slot} for {scope}", "{v} - that's my {slot} for {scope}"),
        "cue": ("I've swapped my {slot} for {scope} over to {v}", "Nowadays {v} is my {slot} for {scope}"),
        "negate": ("{v} isn't what I use as my {slot} for {scope}",),
    },
    "service-runtime": {
        "say": ("{svc}'s runtime is {lang} {v}", "{lang} {v} is what {svc} runs on"),
        "cue": ("{svc}'s {lang} upgrade to {v} is done", "Going forward, {svc} runs on {lang} {v}"),
    },
    "service-timeout": {
        "say": ("{svc}'s {env} timeout is {v} seconds", "In {env}, requests to {svc} are dropped after {v}s"),
        "cue": (
            "The {svc} timeout in {env} was adjusted to {v} seconds",
            "Nowadays {svc} in {env} gives up after {v}s",
        ),
    },
    "service-db": {
        "say": ("{svc} relies on {v} for storage", "{v} holds all of {svc}'s data"),
        "cue": ("{svc}'s data was migrated over to {v}", "{v} replaced the old database behind {svc}"),
        "negate": ("{v} holds none of {svc}'s data",),
    },
    "replicas": {
        "say": ("{svc}'s {env} deployment runs {v} replicas", "{v} {svc} pods are up in {env}"),
        "cue": (
            "{svc}'s {env} deployment was resized to {v} replicas",
            "Going forward we run {svc} with {v} replicas in {env}",
        ),
    },
    "feature-flag": {
        "say": ("{flag}'s state in {env} is {v}", "In the {env} env, {flag} is {v}"),
        "cue": ("{flag} was toggled to {v} in {env}", "In {env}, {flag} is {v} going forward"),
    },
    "standing-rule": {
        "say": ("It's standard on the {team} team to {act}", "With the {team} team, we {act} - no exceptions"),
        "negate": (
            "On the {team} team it's not allowed to {act}",
            "With the {team} team, we never {act} - no exceptions",
        ),
        "retract": ("The {team} team's rule to {act} has been scrapped",),
    },
    "answer-language": {
        "say": ("I'd like {topic} done in {v}", "For {topic}, {v} is the language I want"),
        "cue": ("For {topic}, I've switched over to {v}", "Going forward I'd like {topic} in {v}"),
        "negate": ("For {topic}, {v} is not the language I want",),
    },
    "standup-time": {
        "say": ("{team}'s {kind} kicks off at {v}", "The {team} {kind} is booked for {v}"),
        "cue": ("The {team} {kind} got bumped to {v}", "{team} {kind}: {v} going forward"),
    },
    "meeting-day": {
        "say": ("{team}'s {meeting} is scheduled for {v}s", "{v}s are for the {team} {meeting}"),
        "cue": (
            "The {team} {meeting} has been rescheduled to {v}s",
            "Per the new calendar, the {team} {meeting} falls on {v}s",
        ),
    },
    "office-address": {
        "say": ("The {c} office's street address is {v}", "{v} - that's where our {c} office is"),
        "cue": ("The {c} office's new home is {v}", "Nowadays the {c} office is at {v}"),
    },
    "office-floor": {
        "say": ("The {team} team's desks are on floor {v} in {c}", "In {c}, floor {v} is the {team} team's"),
        "cue": (
            "The {team} team's desks were moved to floor {v} in {c}",
            "Going forward the {team} team is on floor {v} of the {c} office",
        ),
    },
    "decision": {
        "say": ("{proj} relies on {v} for its {aspect}", "{v} is what we use for the {proj} {aspect}"),
        "cue": (
            "Per the new plan, {proj} uses {v} as its {aspect}",
            "{proj} dropped its old {aspect} in favour of {v}",
        ),
        "negate": ("{v} isn't what we use for the {proj} {aspect}",),
    },
    "deadline": {
        "say": ("{proj}'s {milestone} is pencilled in for {v}", "The {proj} {milestone} is expected on {v}"),
        "cue": (
            "The {proj} {milestone} has been rescheduled for {v}",
            "Per the new plan, {proj}'s {milestone} lands on {v}",
        ),
    },
    "api-version-auth": {
        "say": (
            "{svc}'s v{n} API relies on {v} for authentication",
            "Authentication on {svc} v{n} is handled with {v}",
        ),
        "cue": (
            "The {svc} v{n} API's auth has been changed over to {v}",
            "Going forward, clients authenticate to {svc} API v{n} with {v}",
        ),
    },
    "person-timezone": {
        "say": ("{p}'s working day follows {v}", "{p} is on {v}, time-zone-wise"),
        "cue": ("{p} has relocated to the {v} time zone", "Going forward, {p} is working {v} hours"),
    },
    "person-contact": {
        "say": ("{p}'s preferred channel is {v}", "If it's urgent, {v} is how you get {p}"),
        "cue": ("{p} has asked that we use {v} going forward", "Nowadays {p} is best reached via {v}"),
        "negate": ("{v} isn't how {p} wants to be reached",),
    },
    "person-allergy": {
        "say": ("{p} has to stay away from {v} (allergy)", "{v} triggers an allergic reaction in {p}"),
        "negate": ("{v} is safe for {p} to eat",),
    },
    "person-drink": {
        "say": ("{p}'s mornings start with {v}", "{v} is what {p} drinks first thing in the morning"),
        "cue": ("{p} has swapped over to {v} for the morning", "Nowadays {p}'s morning drink is {v}"),
        "negate": ("{v} isn't something {p} drinks",),
    },
    "manager": {
        "say": ("{p} is one of {v}'s reports", "{p}'s reporting line goes to {v}"),
        "cue": ("{p} was reassigned to {v}'s team", "Going forward, {p}'s manager is {v}"),
    },
    "relative-city": {
        "say": ("My {rel}'s place is in {v}", "My {rel} is a {v} resident"),
        "cue": ("My {rel} packed up and moved to {v}", "Nowadays my {rel} lives in {v}"),
    },
    "preference-order": {
        "say": (
            "{a} over {b} is the {team} team's call on {topic}",
            "For {topic}, the {team} team leans toward {a} rather than {b}",
        ),
        "cue": ("The {team} team has flipped to {a} over {b} for {topic}",),
    },
    "order-rule": {
        "say": ("In {svc}, {b} must wait for {a}", "Before {b}, {svc} always runs {a}"),
    },
    "person-office-de": {
        "say": ("Das Büro von {p} ist in {v}",),
        "cue": ("{p} wurde ins Büro {v} versetzt",),
        "negate": ("Das Büro von {p} ist nicht in {v}",),
    },
    "tool-preference-es": {
        "say": ("Para {scope} me quedo con {v} como {slot}",),
        "cue": ("Me pasé a {v} como {slot} para {scope}",),
        "negate": ("{v} no es lo que uso como {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": ("{p} числится в офисе {v}",),
        "cue": ("{p} перевели в офис {v}",),
        "negate": ("{p} не числится в офисе {v}",),
    },
}
FRESH12_FILLERS = ["Good to know: ", "Jotting this down: ", "Memo: "]
# A thirteenth blind set (``--templates fresh13``), written 2026-12-05 by a helper session
# that saw none of the rules, before running anything on it: agent-style third person ("the
# user mentioned", "user confirmed", "per the user"), questions answered in place, lowercase
# notes, em dashes and semicolons, modal verbs ("has to", "should", "mustn't"), conditionals,
# "recently", "lately", "as of late", "from here on", "effective immediately", "(since
# Monday)", "(updated)", and other verbs ("sits with", "falls to", "goes by", "gates ... on").
FRESH13: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} sits with the {v} office", "The user mentioned that {p} works at the {v} office"),
        "cue": (
            "User confirmed that {p} recently switched over to the {v} office",
            "{p} — {v} office, effective immediately",
        ),
        "negate": ("The {v} office isn't where {p} works",),
    },
    "project-role": {
        "say": ("The {role} role on {proj} falls to {v}", "On {proj}, {role} responsibilities sit with {v}"),
        "cue": ("{proj} {role}: {v} (since Monday)", "From here on, the {role} for {proj} is {v}"),
        "negate": ("The {role} on {proj}? Not {v}.",),
    },
    "tool-preference": {
        "say": ("{v} is the {slot} I default to for {scope}", "User confirmed their {slot} for {scope} is {v}"),
        "cue": (
            "I've recently made {v} my {slot} for {scope}",
            "As of late the user has taken up {v} as their {slot} for {scope}",
        ),
        "negate": ("For {scope}, the user does not pick {v} as their {slot}",),
    },
    "service-runtime": {
        "say": ("Which {lang} version is {svc} on? {v}.", "{svc} is a {lang} {v} service"),
        "cue": ("{svc} was recently brought up to {lang} {v}", "Effective immediately, {svc} runs {lang} {v}"),
    },
    "service-timeout": {
        "say": (
            "{svc} has to answer within {v}s in {env} or the request times out",
            "What's the {svc} timeout in {env}? {v} seconds.",
        ),
        "cue": (
            "{svc}'s {env} timeout was recently retuned to {v} seconds",
            "from here on, {svc} in {env} times out at {v}s",
        ),
    },
    "service-db": {
        "say": ("{svc}'s data sits in {v}", "Where does {svc} keep its data? In {v}."),
        "cue": ("{svc}'s storage was recently cut over to {v}", "We've lately moved {svc}'s data over to {v}"),
        "negate": ("{v} plays no part in {svc}'s storage",),
    },
    "replicas": {
        "say": ("How many {svc} replicas in {env}? {v}.", "per the user, {svc} is running {v} replicas in {env}"),
        "cue": (
            "{svc} in {env} is at {v} replicas after this week's rescale",
            "The {svc} replica count in {env} recently changed to {v}",
        ),
    },
    "feature-flag": {
        "say": ("What's the state of {flag} in {env}? It's {v}.", "User confirmed {flag} is {v} in {env}"),
        "cue": ("In {env}, {flag} is {v} effective immediately", "{flag} in {env}: {v} (updated)"),
    },
    "standing-rule": {
        "say": (
            "If it's for the {team} team, we have to {act}",
            "per the user, anyone on the {team} team should always {act}",
        ),
        "negate": (
            "If it's for the {team} team, we must never {act}",
            "per the user, nobody on the {team} team should ever {act}",
        ),
        "retract": ("Effective immediately, the {team} team has lifted the requirement to {act}",),
    },
    "answer-language": {
        "say": ("user's language of choice for {topic}: {v}", "Stick to {v} for {topic}"),
        "cue": ("Effective immediately, the user wants {topic} in {v}", "{topic}: {v} from here on (the user asked)"),
        "negate": ("Not {v} for {topic}, per the user",),
    },
    "standup-time": {
        "say": ("{team} {kind} — {v} sharp", "the {team} team gathers for the {kind} at {v}"),
        "cue": ("{team} {kind} starts at {v} from this week on", "The {team} {kind} has been retimed to {v}"),
    },
    "meeting-day": {
        "say": ("The {team} {meeting} — {v}s, every week", "What day is the {team} team's {meeting} on? {v}."),
        "cue": ("The {team} {meeting} recently moved over to {v}s", "From here on the {team} {meeting} is on a {v}"),
    },
    "office-address": {
        "say": ("Where's the {c} office? {v}.", "{c} office, street address: {v}"),
        "cue": ("The {c} office has recently set up at {v}", "{c} office address (updated): {v}"),
    },
    "office-floor": {
        "say": ("In {c}, the {team} team is up on floor {v}", "Looking for the {team} team in {c}? Floor {v}."),
        "cue": (
            "{team} recently moved floors in {c} — it's floor {v} now",
            "from here on the {team} team sits on floor {v} in {c}",
        ),
    },
    "decision": {
        "say": ("For {proj} we've standardised on {v} as the {aspect}", "The {aspect} on {proj} is handled by {v}"),
        "cue": ("{proj} has lately switched its {aspect} to {v}", "{proj} has just made {v} its {aspect}"),
        "negate": ("{proj} isn't on {v} for its {aspect}",),
    },
    "deadline": {
        "say": ("When does the {proj} {milestone} land? {v}.", "We're committed to {v} for the {proj} {milestone}"),
        "cue": ("The {proj} {milestone} has recently been moved to {v}", "{proj} {milestone}: {v} (updated)"),
    },
    "api-version-auth": {
        "say": (
            "To authenticate against {svc} API v{n}, clients have to use {v}",
            "How do you authenticate to {svc} v{n}? With {v}.",
        ),
        "cue": (
            "v{n} of the {svc} API has lately moved its auth over to {v}",
            "From here on, callers of {svc} API v{n} authenticate with {v}",
        ),
    },
    "person-timezone": {
        "say": ("{p} goes by {v} time", "What time zone is {p} in? {v}."),
        "cue": ("{p} has recently switched to {v} hours", "{p}: on {v} from here on"),
    },
    "person-contact": {
        "say": ("reach out to {p} via {v}", "For urgent stuff, {p} is best caught on {v}"),
        "cue": ("Effective immediately, {v} is the way to reach {p}", "Lately {p} would rather be contacted via {v}"),
        "negate": ("{v} is the wrong way to reach {p}",),
    },
    "person-allergy": {
        "say": ("allergy note — {p}: {v}", "{p} mustn't have {v}; it's an allergy"),
        "negate": ("Is {p} allergic to {v}? Nope.",),
    },
    "person-drink": {
        "say": ("{p} is a {v} person in the mornings", "First thing each morning, {p} goes for {v}"),
        "cue": ("{p} has recently taken to {v} in the mornings", "{p} drinks {v} in the mornings as of late"),
        "negate": ("{v}? {p} never touches it",),
    },
    "manager": {
        "say": ("{p} sits under {v} in the org chart", "{p} answers to {v}"),
        "cue": ("{p} recently started reporting to {v}", "From here on, {p} reports into {v}"),
    },
    "relative-city": {
        "say": ("home for my {rel} is {v}", "Where does my {rel} live? {v}."),
        "cue": ("my {rel} recently settled in {v}", "Per the user, their {rel} has lately made the move to {v}"),
    },
    "preference-order": {
        "say": (
            "{team} team on {topic}: {a} first; {b} only as a fallback",
            "When the {team} team deals with {topic}, it should be {a} rather than {b}",
        ),
        "cue": ("The {team} team recently came round to {a} over {b} for {topic}",),
    },
    "order-rule": {
        "say": ("In {svc}, never kick off {b} ahead of {a}", "{svc} gates {b} on {a}"),
    },
    "person-office-de": {
        "say": ("{p} gehört zum Büro {v}",),
        "cue": ("Seit Montag arbeitet {p} im Büro {v}",),
        "negate": ("{p} gehört nicht zum Büro {v}",),
    },
    "tool-preference-es": {
        "say": ("{v} es el {slot} que uso para {scope}",),
        "cue": ("Últimamente uso {v} como {slot} para {scope}",),
        "negate": ("Para {scope} no empleo {v} como {slot}",),
    },
    "person-office-ru": {
        "say": ("{p} трудится в офисе {v}",),
        "cue": ("{p} недавно перевёлся в офис {v}",),
        "negate": ("{p} не из офиса {v}",),
    },
}
FRESH13_FILLERS = ["Logging this: ", "Recap: ", "Saving for later: "]
# A fourteenth blind set (``--templates fresh14``), written 2026-12-05 by a helper session
# that saw none of the rules, before running anything on it: markdown bullets, pipe rows,
# "=>" and "=" key-value notes, em dashes, headlines ("drops its old auth, adopts ..."),
# asides in commas ("since last sprint", "after the replan"), passive voice, "is out,
# replaced by", "in charge of", "goes through", "defaults to", "is configured with", "runs
# with", "has been bumped to", "got moved to", "took over", "no more ...", "isn't the one ...".
FRESH14: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} | desk: {v} office", "{p} is attached to the {v} office"),
        "cue": ("{p}'s desk got moved to the {v} office", "{p} joins the {v} office, leaving the old one behind"),
        "negate": ("{p} isn't attached to the {v} office",),
    },
    "project-role": {
        "say": ("- {proj}: {role} is {v}", "{v} is in charge of {proj} as its {role}"),
        "cue": ("{proj} {role} duties were taken over by {v}", "{proj}'s previous {role} is out, replaced by {v}"),
        "negate": ("{v} isn't the one acting as {role} on {proj}",),
    },
    "tool-preference": {
        "say": ("{slot} in use for {scope} => {v}", "For {scope}, my setup is configured with {v} as the {slot}"),
        "cue": (
            "For {scope}, user ditches their old {slot} and adopts {v}",
            "Picked up {v} as my new {slot} for {scope} last sprint",
        ),
        "negate": ("The user doesn't go with {v} as the {slot} for {scope}",),
    },
    "service-runtime": {
        "say": ("{lang} {v} is the runtime baked into {svc}'s image", "The {lang} release {svc} ships with is {v}"),
        "cue": ("{svc}: {lang} upgrade landed, {v} is live", "{svc}, after last week's upgrade, runs {lang} {v}"),
    },
    "service-timeout": {
        "say": (
            "{svc} in {env} is configured with a {v}-second timeout",
            "Requests hitting {svc} in {env} are abandoned after {v} seconds",
        ),
        "cue": (
            "{svc} in {env}: timeout has been bumped to {v}s",
            "Since last sprint's tuning, {svc} cuts {env} requests off at {v}s",
        ),
    },
    "service-db": {
        "say": ("{svc} — storage: {v}", "All of {svc}'s reads and writes go through {v}"),
        "cue": ("Database swap done for {svc}: {v} is live", "{svc}, as of last sprint, keeps its records in {v}"),
        "negate": ("{v} isn't the datastore {svc} uses",),
    },
    "replicas": {
        "say": ("{svc} deploys to {env} as {v} replicas", "replicas={v} for {svc} in {env}"),
        "cue": (
            "{svc} ({env}) replica count: {v}, changed last sprint",
            "{svc} got rescaled in {env} — {v} replicas since yesterday",
        ),
    },
    "feature-flag": {
        "say": ("flag {flag} | env {env} | state {v}", "The {env} config has {flag} {v}"),
        "cue": (
            "{flag} was {v} in {env} with yesterday's deploy",
            "Flag change — {flag} in {env}: {v} since the last release",
        ),
    },
    "standing-rule": {
        "say": (
            "Standing rule for anyone on the {team} team: {act}",
            "Working with the {team} team means you {act}, always",
        ),
        "negate": (
            "Standing rule for anyone on the {team} team: never {act}",
            "Working with the {team} team means you never {act}",
        ),
        "retract": ("No more having to {act} on the {team} team",),
    },
    "answer-language": {
        "say": ("For {topic}, the user defaults to {v}", "Whenever I draft {topic} for the user, {v} is the language"),
        "cue": (
            "{topic} got moved over to {v} at the user's request",
            "The user's old language for {topic} is out, replaced by {v}",
        ),
        "negate": ("{v} isn't the language for {topic}",),
    },
    "standup-time": {
        "say": ("{team} {kind} | starts {v}", "Everyone on {team} dials into the {kind} at {v}"),
        "cue": (
            "The {team} {kind}, as of this week, runs at {v}",
            "The {kind} slot for {team} has been shifted to {v}",
        ),
    },
    "meeting-day": {
        "say": ("The {team} {meeting} is a {v} thing", "Calendar: {team} {meeting}, recurring weekly on {v}s"),
        "cue": (
            "The {team} {meeting} slot changed; it's been {v}s since last week",
            "Rescheduled — {team} {meeting} is on {v}s",
        ),
    },
    "office-address": {
        "say": ("The {c} office lives at {v}", "If you're visiting {c}, the office is at {v}"),
        "cue": ("The {c} office packed up and reopened at {v}", "{c} office, since last month's move: {v}"),
    },
    "office-floor": {
        "say": ("Floor {v} in {c} belongs to the {team} team", "{team} team, {c}: floor {v} is theirs"),
        "cue": (
            "{c}: the {team} team's desks got moved, floor {v} it is",
            "{team}, since the reshuffle last sprint, sits on floor {v} in {c}",
        ),
    },
    "decision": {
        "say": ("For the {aspect}, {proj} runs with {v}", "Decision log, {proj}: {aspect} is {v}"),
        "cue": (
            "{proj} took on {v} as its new {aspect}",
            "{proj}, after last sprint's review, moved its {aspect} over to {v}",
        ),
        "negate": ("{v} isn't the {aspect} {proj} runs with",),
    },
    "deadline": {
        "say": ("Due date ({proj} {milestone}) => {v}", "The {proj} {milestone} is locked in for {v}"),
        "cue": ("{proj} {milestone} has been bumped to {v}", "The {proj} {milestone}, after the replan, is due {v}"),
    },
    "api-version-auth": {
        "say": ("{svc} v{n} | auth scheme: {v}", "Every call to the {svc} v{n} API is authenticated through {v}"),
        "cue": (
            "{svc} v{n} API drops its old auth, adopts {v}",
            "Auth for v{n} of {svc}, since the last release, is {v}",
        ),
    },
    "person-timezone": {
        "say": ("{p} schedules everything in {v}", "{p}'s calendar runs on {v}"),
        "cue": ("{p}, since relocating last month, is on {v}", "{p}'s time zone got updated to {v}"),
    },
    "person-contact": {
        "say": ("{p} defaults to {v} for anything urgent", "If you need {p}, {v} is the way to go"),
        "cue": (
            "Since last week, {p} has been asking for {v} when it's urgent",
            "{p}, after the team change, wants {v} for anything urgent",
        ),
        "negate": ("For {p}, {v} isn't the channel to use",),
    },
    "person-allergy": {
        "say": ("Allergy list | {p} | {v}", "Because of an allergy, {p} keeps clear of {v}"),
        "negate": ("{p} tolerates {v} fine, no allergy there",),
    },
    "person-drink": {
        "say": ("{p} runs on {v} in the mornings", "{p}'s first drink of the day is {v}"),
        "cue": (
            "{p}'s morning drink got changed to {v}",
            "{p}, since cutting back last month, takes {v} in the mornings",
        ),
        "negate": ("{p} isn't a {v} drinker",),
    },
    "manager": {
        "say": ("- {p}: line manager is {v}", "{v} runs {p}'s 1:1s as their manager"),
        "cue": ("{p}'s reporting line was switched to {v} last sprint", "{p}'s manager changed; {v} took over"),
    },
    "relative-city": {
        "say": ("My {rel} has lived in {v} for years", "Home city of my {rel} => {v}"),
        "cue": ("My {rel} got settled in {v} after the move last month", "User's {rel} relocated; new city: {v}"),
    },
    "preference-order": {
        "say": (
            "The {team} team defaults to {a} over {b} for {topic}",
            "Ask the {team} team about {topic} and you'll hear {a} over {b}",
        ),
        "cue": ("The {team} team, since last sprint, favours {a} over {b} for {topic}",),
    },
    "order-rule": {
        "say": ("{svc} won't start {b} before finishing {a}", "{svc} | step 1: {a} | step 2: {b}"),
    },
    "person-office-de": {
        "say": ("{p} ist dem Büro {v} zugeordnet",),
        "cue": ("Neues Büro für {p}: {v}",),
        "negate": ("{p} ist dem Büro {v} nicht zugeordnet",),
    },
    "tool-preference-es": {
        "say": ("Para {scope}, mi {slot} por defecto es {v}",),
        "cue": ("Dejé mi antiguo {slot} para {scope}; ahora voy con {v}",),
        "negate": ("Para {scope} no recurro a {v} como {slot}",),
    },
    "person-office-ru": {
        "say": ("{p} — сотрудник офиса {v}",),
        "cue": ("{p} перебрался в офис {v}",),
        "negate": ("{p} не является сотрудником офиса {v}",),
    },
}
FRESH14_FILLERS = ["Note to self: ", "Adding to memory: ", "Pinning this: "]
# A fifteenth blind set (``--templates fresh15``), written 2026-12-05 by a helper session
# that saw none of the rules, before running anything on it: order rules in new words
# ("upstream of", "must wrap up before ... can start"), preferences ("would sooner have",
# "given the choice between", "wins over", "would rather"), denials ("is a no-go", "steer
# clear of", "is off the table", "a hard pass", "passed on"), a retraction ("no longer in
# force"), owners ("shepherds", "is accountable for", "direct report of"), slang and
# shorthand ("k8s", "pls", "fyi", "tbh", "ETA", "D-day", "daily-driver"), and agent summaries
# ("User said ...", "The user now wants ...", "Per today's chat, ...").
FRESH15: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": ("{p} clocks in at the {v} office", "User said {p} is {v}-office staff"),
        "cue": (
            "{p} has been reassigned to the {v} office this week",
            "Per today's chat, {p} is now at the {v} office after switching sites",
        ),
        "negate": ("fyi {p} is not on the {v} office staff",),
    },
    "project-role": {
        "say": ("{v} shepherds the {role} work on {proj}", "{v} is accountable for {proj} as its {role}"),
        "cue": ("The {role} baton on {proj} was handed to {v}", "User said {v} has stepped up as {proj}'s new {role}"),
        "negate": ("{v} doesn't hold {proj}'s {role} position",),
    },
    "tool-preference": {
        "say": ("tbh {v} is my {slot} for {scope}, hands down", "The user's daily-driver {slot} for {scope} is {v}"),
        "cue": (
            "The user now wants {v} for {scope}, replacing their previous {slot}",
            "Per today's chat, {v} has become the user's {slot} for {scope}",
        ),
        "negate": ("{v} gets a hard pass from me as the {slot} for {scope}",),
    },
    "service-runtime": {
        "say": ("In k8s, {svc}'s pods run {lang} {v}", "{svc} executes under {lang} {v}"),
        "cue": (
            "{svc}'s {lang} version was rolled forward to {v}",
            "The user says {svc}'s {lang} got bumped up to {v} today",
        ),
    },
    "service-timeout": {
        "say": (
            "{svc} kills any {env} request that runs past {v}s",
            "{env} calls to {svc} time out at the {v}-second mark",
        ),
        "cue": (
            "The {svc} timeout for {env} was reconfigured to {v} seconds",
            "Per today's chat, {svc} in {env} has had its timeout changed to {v}s",
        ),
    },
    "service-db": {
        "say": ("{svc} is a {v}-backed service", "The system of record for {svc} is {v}"),
        "cue": ("{svc}'s storage has been re-platformed onto {v}", "Per today's chat, {svc} finished its move to {v}"),
        "negate": ("We steer clear of {v} for {svc}'s data",),
    },
    "replicas": {
        "say": ("k8s keeps {v} {svc} pods alive in {env}", "{env} is serving {svc} from {v} replicas"),
        "cue": (
            "{svc} in {env} was rightsized to {v} replicas",
            "fyi {svc} now has {v} replicas in {env} after the capacity review",
        ),
    },
    "feature-flag": {
        "say": ("{flag} shows as {v} in {env}", "The {env} flag board lists {flag} as {v}"),
        "cue": (
            "Per today's chat, {flag} has been {v} in {env} as of this morning",
            "{env}: {flag} toggled over to {v} in the latest deploy",
        ),
    },
    "standing-rule": {
        "say": (
            "Per today's chat, everyone on the {team} team is expected to {act}",
            "pls always {act} on {team} team stuff",
        ),
        "negate": (
            "On the {team} team it's a no-go to {act}, full stop",
            "pls never {act} on {team} team stuff",
        ),
        "retract": ("The {team} team's rule to {act} is no longer in force",),
    },
    "answer-language": {
        "say": (
            "The user would rather have {topic} in {v} than in any other language",
            "{v} is the house language for {topic}",
        ),
        "cue": (
            "The user now asks for {topic} to be drafted in {v}",
            "Per today's chat, {topic} should be in {v} from now on",
        ),
        "negate": ("{v} is off the table for {topic}",),
    },
    "standup-time": {
        "say": ("{team}'s {kind} gets going at {v}", "{v} is {kind} time for the {team} team"),
        "cue": ("The {team} {kind} got re-slotted to {v}", "User said the {team} {kind} has moved to {v}"),
    },
    "meeting-day": {
        "say": ("{team} reserves {v}s for its {meeting}", "Per today's chat, the {team} {meeting} happens on {v}s"),
        "cue": ("The {team} {meeting} was shuffled over to {v}s", "fyi {team} now does its {meeting} on {v}s instead"),
    },
    "office-address": {
        "say": ("Directions to the {c} office: head to {v}", "The {c} office's address on file is {v}"),
        "cue": ("The {c} office has moved house to {v}", "Per today's chat, the {c} office now operates out of {v}"),
    },
    "office-floor": {
        "say": ("The {team} team is camped on floor {v} of the {c} office", "In {c}, floor {v} houses the {team} team"),
        "cue": (
            "The {team} team got reseated on floor {v} in {c}",
            "User said the {team} team now works from floor {v} in {c} after the office shuffle",
        ),
    },
    "decision": {
        "say": ("The {proj} team signed off on {v} as the {aspect}", "{v} won the {aspect} bake-off for {proj}"),
        "cue": (
            "The {proj} {aspect} choice was revisited and is now {v}",
            "Per today's chat, {proj} has migrated its {aspect} to {v}",
        ),
        "negate": ("{proj} passed on {v} for its {aspect}",),
    },
    "deadline": {
        "say": ("{proj} {milestone} ETA: {v}", "{v} is D-day for the {proj} {milestone}"),
        "cue": (
            "The {proj} {milestone} was re-dated to {v}",
            "Per today's chat, the {proj} {milestone} got re-planned for {v}",
        ),
    },
    "api-version-auth": {
        "say": (
            "{svc} v{n} gatekeeps every request with {v}",
            "{v} is how callers prove who they are to {svc} API v{n}",
        ),
        "cue": (
            "{svc} API v{n} retired its old auth in favour of {v}",
            "fyi {svc} v{n} auth was swapped out for {v} in today's release",
        ),
    },
    "person-timezone": {
        "say": ("{p}'s clock is set to {v}", "fyi {p} operates on {v}"),
        "cue": (
            "Per today's chat, {p} has moved over to {v} hours",
            "{p} reset their calendar to {v} after relocating",
        ),
    },
    "person-contact": {
        "say": ("{p} would rather get {v} than anything else when it's urgent", "pls use {v} if you need {p} urgently"),
        "cue": ("Per today's chat, {p} now wants {v} for urgent pings", "{p}'s go-to channel has changed to {v}"),
        "negate": ("{p} can't stand getting pinged over {v}",),
    },
    "person-allergy": {
        "say": ("{p} breaks out in hives from {v}", "Keep {v} off {p}'s plate — allergic"),
        "negate": ("tbh {p} eats {v} all the time, no allergy",),
    },
    "person-drink": {
        "say": ("{p} can't get going in the morning without {v}", "{p}'s standing morning order is {v}"),
        "cue": ("{p} now kicks off the day with {v} instead", "{p} has traded their old morning drink for {v}"),
        "negate": ("tbh {v} just isn't {p}'s drink",),
    },
    "manager": {
        "say": ("{p} is a direct report of {v}", "{v} does {p}'s performance reviews as their manager"),
        "cue": (
            "{p}'s reporting line was re-pointed to {v} in the reorg",
            "Per today's chat, {p} is now a direct report of {v}",
        ),
    },
    "relative-city": {
        "say": (
            "User said their {rel} makes their home in {v}",
            "You can visit my {rel} in {v}; that's where they live",
        ),
        "cue": ("My {rel} upped sticks and moved to {v}", "User said their {rel} just relocated to {v}"),
    },
    "preference-order": {
        "say": (
            "Given the choice between {a} and {b} for {topic}, the {team} team takes {a}",
            "User said the {team} team would sooner have {a} than {b} for {topic}",
        ),
        "cue": ("fyi the {team} team changed its mind on {topic}: {a} wins over {b} from now on",),
    },
    "order-rule": {
        "say": (
            "{svc}'s CI runs {a} upstream of {b}",
            "Per today's chat, {a} must wrap up before {b} can start in {svc}",
        ),
    },
    "person-office-de": {
        "say": ("{p} ist am Standort {v} tätig",),
        "cue": ("{p} hat zum Standort {v} gewechselt",),
        "negate": ("{p} ist nicht am Standort {v} tätig",),
    },
    "tool-preference-es": {
        "say": ("Para {scope}, {v} es mi {slot} de cabecera",),
        "cue": ("Para {scope} acabo de cambiarme a {v} como {slot}",),
        "negate": ("Para {scope}, {v} queda descartado como {slot}",),
    },
    "person-office-ru": {
        "say": ("{p} приписан к офису {v}",),
        "cue": ("{p} переведён в офис {v}",),
        "negate": ("{p} не приписан к офису {v}",),
    },
}
FRESH15_FILLERS = ["Stashing this: ", "Just flagging: ", "Bookmark: "]
# A sixteenth blind set (``--templates fresh16``), written 2026-12-05 by a helper session
# that saw none of the rules, before running anything on it: memories the way an agent
# writes them after a chat, longer and in two clauses ("..., so ...", "...; ...", "... —
# ..."), with context first ("After the reorg, ...", "In #eng-chat, ...", "During the
# chat ..."), hedged but definite ("As far as I know", "To be clear"), instructions to a
# later agent ("When ..., remember ...", "Don't forget: ..."), orders as sequences ("...
# happens first, then ...", "... never starts until ... is done"), preferences as
# comparisons ("X > Y for ...", "nicer than"), denials as corrections ("Correction: ...
# not ...", "...? No — ..."), and retractions ("Scratch the rule about ...", "no longer
# applies").
FRESH16: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "When booking desks for {p}, remember they're based in the {v} office",
            "As far as I know, {p} sits with the {v} office crew — that's their home base",
        ),
        "cue": (
            "After the office reshuffle, {p} moved to the {v} office, so update any seating charts",
            "Don't forget: {p} switched over to the {v} office last month",
        ),
        "negate": ("Correction: {p} isn't part of the {v} office — don't list them there",),
    },
    "project-role": {
        "say": (
            "To be clear, the {role} for {proj} is {v}; send {role} questions their way",
            "When something on {proj} needs a {role} call, remember that {v} holds that seat",
        ),
        "cue": (
            "After the reorg, {v} took over as {role} on {proj}, so loop them in from here on",
            "In #eng-chat, it came up that {proj}'s {role} changed hands, and it's {v} now",
        ),
        "negate": ("{v} as {proj}'s {role}? No — that isn't their job",),
    },
    "tool-preference": {
        "say": (
            "{v} > every other {slot} for {scope}, as far as the user is concerned",
            "When setting up {scope}, remember the user reaches for {v} as their {slot}",
        ),
        "cue": (
            "During the chat the user said they switched their {slot} for {scope} to {v}, so configure that",
            "Going forward, the user's {slot} for {scope} has changed to {v} — set things up that way",
        ),
        "negate": ("Correction: {v} is not the user's {slot} for {scope}, so don't assume it",),
    },
    "service-runtime": {
        "say": (
            "When debugging {svc}, remember that it runs on {lang} {v}",
            "As far as I know, {svc} is on {lang} {v}, so match that locally",
        ),
        "cue": (
            "During the platform sprint, {svc} was upgraded to {lang} {v}, so the old version is gone",
            "Don't forget: {svc}'s {lang} version was bumped, and it's {v} as of this week",
        ),
    },
    "service-timeout": {
        "say": (
            "When calling {svc} in {env}, remember the timeout is {v} seconds, so keep requests short",
            "To be clear, {svc} gives {env} requests {v}s before it gives up",
        ),
        "cue": (
            "After the incident review, the {env} timeout on {svc} was changed to {v}s",
            "Don't forget: {svc}'s {env} timeout was retuned, and it's {v} seconds as of this week",
        ),
    },
    "service-db": {
        "say": (
            "When writing queries for {svc}, remember its data lives in {v}",
            "As far as I know, {svc} stores everything in {v}, so use that dialect",
        ),
        "cue": (
            "After the migration wrapped up, {svc} runs on {v} — the old database is retired",
            "In #eng-chat, someone confirmed {svc} has been moved over to {v}",
        ),
        "negate": ("{v} for {svc}? No — {svc} doesn't use it at all",),
    },
    "replicas": {
        "say": (
            "To be clear, {env} runs {v} copies of {svc}, so plan load tests around that",
            "When scaling {svc} in {env}, remember the baseline is {v} replicas",
        ),
        "cue": (
            "After the load-test debrief, {svc} in {env} was scaled to {v} replicas",
            "Don't forget: the {env} replica count for {svc} changed, and it's {v} now",
        ),
    },
    "feature-flag": {
        "say": (
            "When testing in {env}, remember {flag} is {v} there",
            "As far as I know, {flag} is {v} in {env}, so test with that in mind",
        ),
        "cue": (
            "During the release, {flag} was flipped to {v} in {env}, so expect different behaviour",
            "After the rollout meeting, someone switched {flag} to {v} in {env}",
        ),
    },
    "standing-rule": {
        "say": (
            "When working on {team} team code, remember to always {act}",
            "To be clear, the {team} team's rule is that you always {act}, and nobody skips it",
        ),
        "negate": (
            "During the retro, the {team} team agreed that people should never {act}",
            "Don't ever {act} on {team} team work — that's a firm rule",
        ),
        "retract": ("Scratch the {team} team rule about always having to {act}; it no longer applies",),
    },
    "answer-language": {
        "say": (
            "When writing {topic}, remember to use {v}; that's what the user reads",
            "To be clear, the user's language for {topic} is {v}",
        ),
        "cue": (
            "After today's chat, the user switched {topic} over to {v}, so write them that way going forward",
            "Don't forget: the language for {topic} changed to {v}",
        ),
        "negate": ("Correction: {v} is not the language the user wants for {topic}",),
    },
    "standup-time": {
        "say": (
            "When scheduling anything for the {team} team, remember their {kind} is at {v}",
            "As far as I know, the {team} {kind} starts at {v} and runs short",
        ),
        "cue": (
            "After the calendar cleanup, the {team} {kind} moved to {v}, so don't book over it",
            "In #eng-chat, the {team} team said their {kind} is at {v} now instead",
        ),
    },
    "meeting-day": {
        "say": (
            "When planning the week, remember the {team} {meeting} is on {v}s",
            "To be clear, {v} is the day for the {team} {meeting}, every week",
        ),
        "cue": (
            "After the planning shuffle, the {team} {meeting} got moved to {v}s, so block that day",
            "Don't forget: the {team} team's {meeting} day changed, and it's {v} now",
        ),
    },
    "office-address": {
        "say": (
            "When sending hardware to the {c} office, remember the address is {v}",
            "As far as I know, the {c} office sits at {v}; use that for deliveries",
        ),
        "cue": (
            "After the move, the {c} office is at {v}, so update shipping labels",
            "Don't forget: the {c} office relocated, and its new address is {v}",
        ),
    },
    "office-floor": {
        "say": (
            "When meeting the {team} team in {c}, remember they're on floor {v}",
            "To be clear, the {team} team's desks in {c} are on floor {v}",
        ),
        "cue": (
            "After the seating change, the {team} team in {c} moved to floor {v}, so head there",
            "In #eng-chat, facilities said the {team} team is on floor {v} in {c} now",
        ),
    },
    "decision": {
        "say": (
            "To be clear, {proj} uses {v} for its {aspect}, and that was settled a while ago",
            "When touching {proj}'s {aspect}, remember the team went with {v}",
        ),
        "cue": (
            "After the design discussion, {proj} switched its {aspect} to {v}, so older docs are stale",
            "Don't forget: {proj}'s {aspect} choice changed, and it's {v} now",
        ),
        "negate": ("Correction: {proj} doesn't use {v} as its {aspect}",),
    },
    "deadline": {
        "say": (
            "When planning work on {proj}, remember the {milestone} is due {v}",
            "As far as I know, the {proj} {milestone} lands on {v}, so plan backwards from there",
        ),
        "cue": (
            "After the status meeting, the {proj} {milestone} was moved to {v}",
            "Don't forget: the {proj} {milestone} date changed — it's {v} now",
        ),
    },
    "api-version-auth": {
        "say": (
            "When calling {svc} API v{n}, remember it authenticates with {v}",
            "To be clear, {svc} v{n} uses {v} for auth, so set that up in clients",
        ),
        "cue": (
            "After the security review, {svc} API v{n} switched its auth to {v}, so old credentials fail",
            "Don't forget: auth on {svc} v{n} changed to {v}",
        ),
    },
    "person-timezone": {
        "say": (
            "When scheduling calls with {p}, remember they're on {v}",
            "As far as I know, {p} keeps {v} hours, so plan around that",
        ),
        "cue": (
            "After relocating, {p} switched to {v}, so shift meeting times",
            "In #eng-chat, {p} mentioned they're on {v} now instead",
        ),
    },
    "person-contact": {
        "say": (
            "When something urgent comes up with {p}, remember to use {v}",
            "{v} > any other channel for reaching {p} urgently, as far as I know",
        ),
        "cue": (
            "After the on-call chat, {p} changed their urgent channel to {v}, so use that going forward",
            "Don't forget: {p} wants {v} for urgent stuff now, not the old channel",
        ),
        "negate": ("Correction: {v} is not how {p} wants to be reached when it's urgent",),
    },
    "person-allergy": {
        "say": (
            "When ordering food for {p}, remember they're allergic to {v}",
            "To be clear, {p} reacts badly to {v}, and it's a real allergy",
        ),
        "negate": ("{p} allergic to {v}? No — they eat it without any problem",),
    },
    "person-drink": {
        "say": (
            "When grabbing drinks for the team, remember {p} takes {v} in the morning",
            "As far as I know, {p}'s morning drink is {v}, and that's the usual order",
        ),
        "cue": (
            "After the office trip, {p} switched their morning drink to {v}",
            "Don't forget: {p} drinks {v} in the mornings now instead",
        ),
        "negate": ("Correction: {p}'s morning drink is not {v}",),
    },
    "manager": {
        "say": (
            "When escalating anything about {p}, remember their manager is {v}",
            "To be clear, {p} reports to {v}, so loop {v} in on reviews",
        ),
        "cue": (
            "After the reorg, {p} moved under {v}, so their manager changed",
            "In #eng-chat, it came up that {p} reports to {v} now",
        ),
    },
    "relative-city": {
        "say": (
            "When the user talks about visiting family, remember their {rel} lives in {v}",
            "As far as I know, the user's {rel} is based in {v}",
        ),
        "cue": (
            "During the chat the user said their {rel} moved to {v}, so update that",
            "Don't forget: the user's {rel} relocated and lives in {v} now",
        ),
    },
    "preference-order": {
        "say": (
            "{a} > {b} for {topic}, as far as the {team} team is concerned",
            "When the {team} team deals with {topic}, remember they find {a} nicer than {b}",
        ),
        "cue": ("After the retro, the {team} team flipped its view on {topic}, so it's {a} over {b} from now on",),
    },
    "order-rule": {
        "say": (
            "In {svc}'s pipeline, {a} happens first, then {b}",
            "When working on {svc}, remember {b} never starts until {a} is done",
        ),
    },
    "person-office-de": {
        "say": ("Soweit ich weiß, hat {p} den Arbeitsplatz im Büro {v}",),
        "cue": ("Nach dem Umzug sitzt {p} jetzt im Büro {v}, also bitte anpassen",),
        "negate": ("Korrektur: {p} hat keinen Arbeitsplatz im Büro {v}",),
    },
    "tool-preference-es": {
        "say": ("Ojo: en {scope} el usuario trabaja con {v} como {slot}, así que configúralo así",),
        "cue": ("Después de la charla, el usuario cambió su {slot} para {scope} a {v}",),
        "negate": ("Corrección: {v} no es el {slot} del usuario para {scope}",),
    },
    "person-office-ru": {
        "say": ("Насколько я знаю, рабочее место {p} — в офисе {v}",),
        "cue": ("После переезда {p} теперь сидит в офисе {v}",),
        "negate": ("Поправка: {p} не числится в офисе {v}",),
    },
}
FRESH16_FILLERS = ["Carrying over from chat: ", "For future sessions: ", "Handoff note: "]
# A seventeenth blind set (``--templates fresh17``), written 2026-12-05 by a helper session
# that saw none of the rules, before running anything on it: memories the way an agent
# writes them when it summarises a long conversation afterwards, third person and
# reported ("The user mentioned that ...", "It was agreed in the meeting that ...",
# "According to the org chart, ..."), past tense for what was said but present meaning,
# sources in parentheses ("(per Slack)", "(confirmed by the user)"), passive voice ("...
# is managed by ...", "... is held at ..."), bullet-like summaries ("{svc} — runtime:
# ..."), occasional British spelling ("favours", "reorganisation"), updates as summaries
# of a change with dated context ("... has since moved to ...", "Since the security
# review, ...", "... is no longer the old one; it is ... now"), denials as reported
# statements ("The user was clear that ... is not ..."), and a retraction ("... has since
# dropped its requirement to ...").
FRESH17: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "The user mentioned that {p} is based at the {v} office (confirmed in the handover call)",
            "{p} — home office: {v}, according to the team directory",
        ),
        "cue": (
            "It was mentioned that {p} has since transferred to the {v} office",
            "{p} is no longer at their old office; as of this quarter they are attached to the {v} office",
        ),
        "negate": ("The user was clear that {p} is not based at the {v} office (per Slack)",),
    },
    "project-role": {
        "say": (
            "According to the user, the {role} role on {proj} is held by {v}",
            "{proj} — {role}: {v} (per the project wiki)",
        ),
        "cue": (
            "It came out in the meeting that the {role} role on {proj} has since passed to {v}",
            "Since last sprint, {proj}'s {role} has been {v} (confirmed by the user)",
        ),
        "negate": ("The user stated plainly that {v} does not hold the {role} role on {proj}",),
    },
    "tool-preference": {
        "say": (
            "The user mentioned that {v} is the {slot} they rely on for {scope}",
            "User's {slot} for {scope}: {v} (stated during the session)",
        ),
        "cue": (
            "The user said they have since changed over to {v} as their {slot} for {scope}",
            "For {scope}, the user's old {slot} is no longer in use; it is {v} these days, as they explained",
        ),
        "negate": ("The user said explicitly that {v} is not the {slot} they use for {scope}",),
    },
    "service-runtime": {
        "say": (
            "{svc} — runtime: {lang} {v} (per the service README)",
            "According to the platform lead, {svc} is built and deployed on {lang} {v}",
        ),
        "cue": (
            "It was mentioned that {svc} has since been upgraded to {lang} {v}",
            "As of this sprint, {svc} has been running on {lang} {v}; the previous version was retired",
        ),
    },
    "service-timeout": {
        "say": (
            "The user explained that requests to {svc} in {env} are cut off after {v} seconds",
            "{svc} ({env}) — request timeout: {v}s, per the runbook",
        ),
        "cue": (
            "Following the incident call, the {env} timeout for {svc} was reset to {v} seconds, as the user reported",
            "The {env} timeout on {svc} is no longer what it was; it is {v} seconds now (per Slack)",
        ),
    },
    "service-db": {
        "say": (
            "According to the backend team, the data for {svc} is held in {v}",
            "{svc} — datastore: {v} (confirmed by the user)",
        ),
        "cue": (
            "It was mentioned that the data for {svc} has since been migrated to {v}",
            "Since the last sprint, {svc} has been reading from and writing to {v} rather than its old database",
        ),
        "negate": ("The backend team confirmed that none of the data for {svc} is stored in {v}",),
    },
    "replicas": {
        "say": (
            "The user noted that {v} instances of {svc} are kept running in {env}",
            "{svc} in {env} — replica count: {v} (per the deployment config)",
        ),
        "cue": (
            "Following the capacity review, {svc} in {env} has since been scaled to {v} replicas, as was reported",
            "The {env} deployment of {svc} is no longer at its old size; it runs {v} replicas now (per Slack)",
        ),
    },
    "feature-flag": {
        "say": (
            "According to the flag dashboard, {flag} is {v} in {env}",
            "{env} — flag {flag}: {v} (checked by the user during the call)",
        ),
        "cue": (
            "It was mentioned that {flag} has since been set to {v} in {env}",
            "As of this week's release, {flag} is {v} in {env} (per Slack)",
        ),
    },
    "standing-rule": {
        "say": (
            "It was agreed in the meeting that the {team} team should always {act}",
            "The user stressed that anyone working with the {team} team is expected to {act}, every time",
        ),
        "negate": (
            "It was agreed in the meeting that nobody on the {team} team should ever {act}",
            "The user was emphatic: the {team} team must never {act} (per the team handbook)",
        ),
        "retract": ("It was mentioned that the {team} team has since dropped its requirement to {act}",),
    },
    "answer-language": {
        "say": (
            "The user asked for {topic} to be written in {v} (stated at the start of the conversation)",
            "Language for {topic}: {v}, as the user requested",
        ),
        "cue": (
            "The user mentioned that {topic} should be in {v} from here on, rather than the language used before",
            "Since last week, the user has wanted {topic} in {v}; the earlier language is no longer wanted",
        ),
        "negate": ("The user made it clear that {topic} are not to be written in {v}",),
    },
    "standup-time": {
        "say": (
            "The {team} team's {kind} is held at {v}, according to the shared calendar",
            "{team} {kind} — start time: {v} (per the team lead)",
        ),
        "cue": (
            "It was mentioned in the call that the {team} {kind} has since been pushed to {v}",
            "The {team} {kind} is no longer in its old slot; it starts at {v} now (confirmed by the user)",
        ),
    },
    "meeting-day": {
        "say": (
            "The user mentioned that the {team} team holds its {meeting} on {v}s",
            "{team} {meeting} — day: {v} (per the team calendar)",
        ),
        "cue": (
            "According to the team lead, the {team} {meeting} has since been moved to {v}s",
            "Since the start of the quarter, the {team} {meeting} has been held on {v}s rather than its old day",
        ),
    },
    "office-address": {
        "say": (
            "The user gave the {c} office's street address as {v}",
            "{c} office — address: {v} (per the facilities page)",
        ),
        "cue": (
            "It was mentioned that the {c} office has since relocated to {v}",
            "As of last month, the {c} office operates from {v}; the old premises were given up (per facilities)",
        ),
    },
    "office-floor": {
        "say": (
            "According to facilities, the {team} team is seated on floor {v} of the {c} office",
            "{c} office, {team} team — floor {v} (confirmed by the user)",
        ),
        "cue": (
            "It was mentioned that the {team} team in {c} has since been relocated to floor {v}",
            "Since the refurbishment, the {team} team has been on floor {v} of the {c} office (per Slack)",
        ),
    },
    "decision": {
        "say": (
            "It was agreed in the meeting that {proj} would use {v} for its {aspect}",
            "{proj} — {aspect}: {v} (decision recorded by the user)",
        ),
        "cue": (
            "It was mentioned that {proj} has since moved its {aspect} over to {v}",
            "{proj}'s {aspect} is no longer the original pick; it is {v} now, following the architecture review",
        ),
        "negate": ("The user confirmed that {v} is not used for {proj}'s {aspect}",),
    },
    "deadline": {
        "say": (
            "The user mentioned that the {proj} {milestone} is scheduled for {v}",
            "{proj} {milestone} — target date: {v} (per the roadmap)",
        ),
        "cue": (
            "It was mentioned in the status call that the {proj} {milestone} has since been rescheduled for {v}",
            "The {proj} {milestone} is no longer on its original date; it is planned for {v} now (confirmed by the PM)",
        ),
    },
    "api-version-auth": {
        "say": (
            "According to the API docs, v{n} of {svc} authenticates callers with {v}",
            "{svc} API v{n} — authentication: {v} (confirmed by the user)",
        ),
        "cue": (
            "It was mentioned that {svc} API v{n} has since moved its authentication over to {v}",
            "Since the security review, v{n} of the {svc} API has required {v} for authentication",
        ),
    },
    "person-timezone": {
        "say": (
            "The user mentioned that {p}'s working day runs on {v}",
            "{p} — timezone: {v} (per their Slack profile)",
        ),
        "cue": (
            "It was mentioned that {p} has since changed over to {v} after relocating",
            "Since the move abroad, {p} has been working on {v} time, according to the user",
        ),
    },
    "person-contact": {
        "say": (
            "The user mentioned that {p} should be contacted via {v} when something is urgent",
            "{p} — urgent contact: {v} (at their own request)",
        ),
        "cue": (
            "It was mentioned that {p} has since asked for urgent matters to come through {v}",
            "{p}'s preferred urgent channel is no longer the old one; it is {v} now, as they told the user",
        ),
        "negate": ("{p} asked explicitly not to be contacted via {v}, even for urgent matters",),
    },
    "person-allergy": {
        "say": (
            "The user mentioned that {p} cannot eat {v} because of an allergy",
            "{p} — allergy: {v} (they confirmed it at the team lunch)",
        ),
        "negate": ("{p} was asked directly and is not allergic to {v}, the user reported",),
    },
    "person-drink": {
        "say": (
            "The user mentioned that {p} usually orders {v} first thing in the morning",
            "{p} — morning drink: {v} (per the coffee-run list)",
        ),
        "cue": (
            "It was mentioned that {p} has since gone over to {v} in the mornings",
            "{p}'s morning order is no longer the old one; it is {v} these days, according to the user",
        ),
        "negate": ("The user pointed out that {p} never touches {v}",),
    },
    "manager": {
        "say": (
            "According to the org chart, {p} is managed by {v}",
            "{p} — line manager: {v} (confirmed by the user)",
        ),
        "cue": (
            "It was mentioned that {p} has since been moved into {v}'s team and reports to them",
            "Since the reorganisation, {p}'s line manager has been {v}, as the user reported",
        ),
    },
    "relative-city": {
        "say": (
            "The user mentioned that their {rel} lives in {v}",
            "User's {rel} — home city: {v} (mentioned in passing)",
        ),
        "cue": (
            "The user mentioned that their {rel} has since moved to {v}",
            "As of this summer, the user's {rel} lives in {v}; they relocated earlier in the year",
        ),
    },
    "preference-order": {
        "say": (
            "It was agreed in the meeting that the {team} team favours {a} over {b} for {topic}",
            "{team} team — {topic}: {a} preferred to {b} (per the retro notes)",
        ),
        "cue": (
            "It was mentioned that the {team} team has since come round to {a} over {b} for {topic}",
            "The {team} team's view on {topic} has changed since the last retro; it favours {a} over {b} now",
        ),
    },
    "order-rule": {
        "say": (
            "The user explained that the CI for {svc} puts {a} ahead of {b}",
            "{svc} — CI order: {a} first, {b} second (per the pipeline config)",
        ),
    },
    "person-office-de": {
        "say": (
            "Laut dem Nutzer ist {p} dem Büro {v} zugeordnet",
            "{p} — Standort: Büro {v} (laut Teamverzeichnis)",
        ),
        "cue": (
            "Im Gespräch wurde erwähnt, dass {p} inzwischen ins Büro {v} gewechselt ist",
            "{p} ist nicht mehr am alten Standort, sondern seit diesem Quartal im Büro {v}",
        ),
        "negate": ("Der Nutzer stellte klar, dass {p} nicht dem Büro {v} zugeordnet ist",),
    },
    "tool-preference-es": {
        "say": (
            "Según el usuario, para {scope} usa {v} como {slot}",
            "{slot} para {scope}: {v} (lo confirmó el usuario)",
        ),
        "cue": (
            "El usuario comentó que para {scope} ya se ha pasado a {v} como {slot}",
            "Desde el último sprint, el {slot} del usuario para {scope} es {v}",
        ),
        "negate": ("El usuario dejó claro que no usa {v} como {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": (
            "По словам пользователя, {p} работает из офиса {v}",
            "{p} — офис: {v} (по данным справочника)",
        ),
        "cue": (
            "В разговоре упомянули, что {p} с тех пор перешёл в офис {v}",
            "{p} больше не в прежнем офисе; теперь — в офисе {v} (подтвердил пользователь)",
        ),
        "negate": ("Пользователь уточнил, что {p} не работает из офиса {v}",),
    },
}
FRESH17_FILLERS = ["Summary of the conversation: ", "From the call recap: ", "Noted afterwards: "]
# An eighteenth blind set (``--templates fresh18``), written 2026-12-05 by a helper session
# that saw none of the rules, before running the benchmark on it: the user's own words,
# typed casually to an assistant in a chat and kept verbatim: first person ("I", "we",
# "our", "my"), lowercase starts and no final punctuation in some, chatty openers ("ok
# so", "fyi", "btw", "heads up", "ugh,", "just so you know"), emphasis ("definitely",
# "!!"), contractions ("we're", "isn't", "it's"), developer shorthand ("k8s", "cfg",
# "w/", "b/c", "secs", "db", "pls", "idk"), corrections of the assistant ("no —
# it's ..., you had it wrong", "nope, ..."), updates told as a change ("we moved ... to
# ... last week", "switched to ..., the old one was too slow", "... isn't on the old ...
# anymore"), denials as "never was" ("... has never ...", "we don't use ... for that,
# never did"), a retraction ("we killed that rule"), and casual German, Spanish and
# Russian in the same voice.
FRESH18: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "ok so {p} works out of our {v} office",
            "btw {p}'s desk is in our {v} office, just so you know",
        ),
        "cue": (
            "heads up, {p} relocated to our {v} office last week",
            "nope, {p} transferred — they're in the {v} office now!!",
        ),
        "negate": ("no no, {p} has never worked out of the {v} office, idk where you got that",),
    },
    "project-role": {
        "say": (
            "fyi {v} is our {role} on {proj}",
            "on {proj} it's {v} who's {role}, definitely ping them for that stuff",
        ),
        "cue": (
            "ok so {proj} has a new {role} — it's {v} as of monday",
            "nope, {v}'s the {role} on {proj} now, the previous one moved teams",
        ),
        "negate": ("{v} has literally never been {proj}'s {role}, you've got that mixed up",),
    },
    "tool-preference": {
        "say": (
            "for {scope} I definitely use {v} as my {slot}",
            "btw {v}'s my go-to {slot} for {scope}, always has been",
        ),
        "cue": (
            "switched my {slot} to {v} for {scope}, the old one was too slow",
            "nope, for {scope} I'm on {v} as my {slot} now — changed it last week",
        ),
        "negate": ("nah, {v} has never been my {slot} for {scope}",),
    },
    "service-runtime": {
        "say": (
            "btw {svc} runs {lang} {v}, keep that in mind when you write code for it",
            "fyi the {svc} codebase targets {lang} {v}",
        ),
        "cue": (
            "we moved {svc} over to {lang} {v} last week, cfg is already updated",
            "ugh, had to put {svc} on {lang} {v} b/c of a CVE, so that's what it runs now",
        ),
    },
    "service-timeout": {
        "say": (
            "{svc} times out at {v} secs in {env} fyi",
            "just so you know, {env} requests to {svc} get cut at {v}s",
        ),
        "cue": (
            "ok so I set the {env} timeout on {svc} to {v} secs, the old value kept tripping alerts",
            "heads up — {env} cfg for {svc} has a {v}s timeout now, I changed it yesterday",
        ),
    },
    "service-db": {
        "say": (
            "{svc} keeps all its data in {v}, fyi",
            "btw the db behind {svc} is {v}",
        ),
        "cue": (
            "we migrated {svc} to {v} last month, finally!!",
            "nope, {svc} isn't on the old db anymore — it's been {v} since the migration",
        ),
        "negate": ("we don't use {v} for {svc}, never did",),
    },
    "replicas": {
        "say": (
            "fyi {svc} has {v} replicas up in {env}",
            "btw it's {v} pods for {svc} in {env} on k8s",
        ),
        "cue": (
            "just scaled {svc} to {v} replicas in {env}, traffic was killing it",
            "heads up, {env} {svc} is at {v} pods now after the k8s changes",
        ),
    },
    "feature-flag": {
        "say": (
            "just so you know, in {env} the {flag} flag's {v}",
            "{env} has the {flag} flag {v}, fyi",
        ),
        "cue": (
            "we flipped {flag} to {v} in {env} this morning",
            "heads up!! {flag} got switched to {v} on {env} after the release",
        ),
    },
    "standing-rule": {
        "say": (
            "ok so rule for {team}: we always {act}, definitely no exceptions",
            "for anything on the {team} team pls always {act}",
        ),
        "negate": (
            "{team} team rule: we never {act}, ever",
            "pls never {act} for {team} team stuff, that's a hard no for us",
        ),
        "retract": ("fyi the {team} team doesn't make us {act} anymore, we killed that rule last sprint",),
    },
    "answer-language": {
        "say": (
            "I want my {topic} in {v}, definitely",
            "btw {v} for {topic} pls, that's what I read best",
        ),
        "cue": (
            "switch my {topic} to {v} from now on pls",
            "nope, changed my mind — {topic} in {v} now, not the old language",
        ),
        "negate": ("I never asked for {topic} in {v}, I don't want them in it",),
    },
    "standup-time": {
        "say": (
            "our {team} {kind} is at {v}, fyi",
            "just so you know, {team} team's {kind} kicks off at {v}",
        ),
        "cue": (
            "we shifted the {team} {kind} to {v}, the old slot clashed w/ everything",
            "ugh, they rescheduled our {team} {kind} to {v}",
        ),
    },
    "meeting-day": {
        "say": (
            "the {team} {meeting} is every {v} btw",
            "fyi {team} does its {meeting} on {v}s",
        ),
        "cue": (
            "ok so the {team} {meeting} happens on {v}s from now on, we changed it",
            "nope, the {team} {meeting} isn't on the old day anymore — it's {v}s now",
        ),
    },
    "office-address": {
        "say": (
            "our {c} office is at {v}, for deliveries and stuff",
            "btw the address for the {c} office is {v}",
        ),
        "cue": (
            "we relocated the {c} office to {v} last month!!",
            "heads up, new address for the {c} office: {v}",
        ),
    },
    "office-floor": {
        "say": (
            "the {team} team sits on floor {v} at our {c} office",
            "btw the {team} folks in {c} are up on floor {v}",
        ),
        "cue": (
            "ok so {team} got bumped to floor {v} in {c}",
            "nope, {team} in {c} isn't on the old floor anymore, they're on floor {v} now",
        ),
    },
    "decision": {
        "say": (
            "ok so our {aspect} on {proj} is {v}, definitely",
            "{v} is what we chose for {proj}'s {aspect}",
        ),
        "cue": (
            "we switched {proj}'s {aspect} to {v}, the old one was a pain",
            "nope, {proj} is on {v} for its {aspect} now — we migrated last sprint",
        ),
        "negate": ("{proj} has never used {v} as its {aspect}, idk where that came from",),
    },
    "deadline": {
        "say": (
            "the {proj} {milestone} is due {v}, fyi",
            "we're targeting {v} for the {proj} {milestone}",
        ),
        "cue": (
            "ugh, the {proj} {milestone} date changed again, it's {v} now",
            "heads up — we moved the {proj} {milestone} to {v}",
        ),
    },
    "api-version-auth": {
        "say": (
            "{svc} v{n} authenticates w/ {v} btw",
            "fyi auth on the {svc} v{n} api is {v}",
        ),
        "cue": (
            "we switched {svc} v{n} auth to {v} last week, update your cfg",
            "nope, {svc} v{n} dropped its old auth — it takes {v} now",
        ),
    },
    "person-timezone": {
        "say": (
            "{p} works on {v} time, fyi",
            "no — {p} is on {v}, you had it wrong",
        ),
        "cue": (
            "{p} moved and is on {v} now, so shift their calls",
            "heads up, {p} switched to {v} after relocating last month",
        ),
    },
    "person-contact": {
        "say": (
            "if it's urgent, reach {p} via {v}",
            "for urgent stuff {p} wants {v}, definitely",
        ),
        "cue": (
            "{p} asked me to use {v} for urgent stuff from now on",
            "nope, {p} changed it — urgent things go through {v} now",
        ),
        "negate": ("{p} never wanted {v} for urgent stuff, don't use it",),
    },
    "person-allergy": {
        "say": (
            "{p} is allergic to {v}!! keep it out of team lunch orders",
            "heads up, {p} can't have {v} — it's an allergy",
        ),
        "negate": ("{p} isn't allergic to {v}, never has been — zero issues w/ it",),
    },
    "person-drink": {
        "say": (
            "{p} drinks {v} every morning, fyi for coffee runs",
            "btw {p}'s usual morning order is {v}",
        ),
        "cue": (
            "{p} ditched the old morning drink, it's {v} for them now",
            "nope, {p} is on {v} now for mornings",
        ),
        "negate": ("{p} doesn't drink {v}, never has",),
    },
    "manager": {
        "say": (
            "{p} reports to {v}",
            "no — {p}'s manager is {v}, you had it wrong",
        ),
        "cue": (
            "heads up, {p}'s manager is {v} now after the reorg",
            "ok so {p} reports to {v} as of this week",
        ),
    },
    "relative-city": {
        "say": (
            "my {rel} lives in {v}",
            "btw my {rel} is in {v}, that's where they live",
        ),
        "cue": (
            "so my {rel} relocated to {v} last month",
            "heads up, my {rel} lives in {v} now, they relocated",
        ),
    },
    "preference-order": {
        "say": (
            "{team} team likes {a} way better than {b} for {topic}",
            "fyi for {topic} the {team} folks would pick {a} before {b} every time",
        ),
        "cue": (
            "the {team} team flip-flopped on {topic}, it's {a} over {b} now",
            "ok so after a long debate {team} landed on {a} over {b} for {topic}",
        ),
    },
    "order-rule": {
        "say": (
            "for {svc} we run {a} first and {b} after, always in that order",
            "in the {svc} CI we do {a} before {b}, don't swap em",
        ),
    },
    "person-office-de": {
        "say": (
            "übrigens, {p} arbeitet bei uns vom Büro {v} aus",
            "nur zur Info: {p} gehört zum Standort {v}",
        ),
        "cue": (
            "ach ja, {p} hat letzten Monat nach {v} gewechselt, sitzt jetzt dort im Büro",
            "nee, {p} ist nicht mehr im alten Büro — jetzt {v}!!",
        ),
        "negate": ("{p} war nie im Büro {v}, keine Ahnung, woher du das hast",),
    },
    "tool-preference-es": {
        "say": (
            "oye, en {scope} uso {v} como {slot}",
            "para {scope} tiro de {v} como {slot}, siempre",
        ),
        "cue": (
            "me cambié a {v} como {slot} en {scope}, el otro iba lentísimo",
            "nop, ya cambié: en {scope} ahora uso {v} de {slot}",
        ),
        "negate": ("yo nunca he usado {v} de {slot} en {scope}, ojo",),
    },
    "person-office-ru": {
        "say": (
            "кстати, {p} сидит у нас в офисе {v}",
            "{p} работает в нашем офисе {v}, если что",
        ),
        "cue": (
            "{p} теперь в офисе {v}, переезд был на прошлой неделе",
            "не-а, {p} уже не в старом офисе — сейчас {v}!!",
        ),
        "negate": ("нет, в офисе {v} {p} никогда не было, не знаю, откуда ты это взял",),
    },
}
FRESH18_FILLERS = ["oh also, ", "one more thing — ", "quick add: "]
# A nineteenth blind set (``--templates fresh19``), written 2026-12-05 by a helper session
# that saw none of the rules, before running the benchmark on it: English typed by
# non-native speakers in international teams, as notes and chat to an assistant. Missing
# or extra articles ("is working in {v} office", "the {v} is our database"), progressive
# for states ("is working", "is having", "is preferring", "we are using"), calques and
# false friends ("actual" for current, "eventually" for possibly, "make the meeting", "it
# is decided to use", "we are all agree", "informations", "datas", "finish until {v}"),
# Indian English ("kindly", "do the needful", "shifted to", "based out of", "stays in"),
# fronted word order ("Always I want ...", "Only {v} I use", "Itself the team decided"),
# tense mix-ups ("last week we have moved ..."), updates as "is not anymore ..., now is
# ...", "before it was other, now it is ...", "is changed to ...", "until now ..., from now
# it is replaced by ...", denials as "is not true that ...", "never we used it", and
# learner German, Spanish and Russian (wrong case, wrong auxiliary, word order).
FRESH19: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "{p} is working in {v} office",
            "{p} is based out of the {v} office, the desk of {p} is there",
        ),
        "cue": (
            "{p} has changed to the {v} office, from this month is sitting there",
            "{p} is not anymore in the old office, now is in {v} office",
        ),
        "negate": ("Is not true that {p} is working in {v} office, never {p} worked there",),
    },
    "project-role": {
        "say": (
            "The actual {role} of {proj} is {v}",
            "{v} is working as {role} in the {proj}",
        ),
        "cue": (
            "From this sprint {proj} is having new {role}, it is {v}",
            "{role} of {proj} is changed to {v}, the previous one went to other team",
        ),
        "negate": ("{v} is not {role} of {proj}, never {v} was, you have mixed the informations",),
    },
    "tool-preference": {
        "say": (
            "For {scope} I am using {v} as {slot}",
            "Only {v} I use as my {slot} for {scope}",
        ),
        "cue": (
            "For {scope} I have changed my {slot} to {v}, the old one was too much slow",
            "My {slot} for {scope} is not anymore the old one, now is {v}",
        ),
        "negate": ("Is not true that I am using {v} as {slot} for {scope}, never I used it",),
    },
    "service-runtime": {
        "say": (
            "{svc} is running on the {lang} {v}",
            "The code of {svc} is written for {lang} {v}, kindly keep in mind when you are writing code",
        ),
        "cue": (
            "Last week we have moved {svc} to {lang} {v}, config is already updated",
            "The {lang} version of {svc} is changed, before it was other, now it is {v}",
        ),
    },
    "service-timeout": {
        "say": (
            "In {env} the timeout of {svc} is {v} seconds",
            "{svc} is cutting the requests after {v} seconds in {env}",
        ),
        "cue": (
            "Timeout for {svc} in {env} is changed to {v} seconds, old value was giving too many alerts",
            "From yesterday {svc} in {env} is having {v} seconds timeout, not anymore the old value",
        ),
    },
    "service-db": {
        "say": (
            "{svc} is storing all the datas in {v}",
            "The {v} is the database of {svc}",
        ),
        "cue": (
            "Until now {svc} used other database, from now it is replaced by {v}",
            "Last month we have migrated {svc} to {v}, finally it is done",
        ),
        "negate": ("We are not using {v} for {svc}, never we used it",),
    },
    "replicas": {
        "say": (
            "In {env} {svc} is having {v} replicas",
            "{v} pods of {svc} are running in the {env}",
        ),
        "cue": (
            "{svc} in {env} is scaled to {v} replicas, before it was other number",
            "Replicas of {svc} in {env} are changed to {v} because of the traffic",
        ),
    },
    "feature-flag": {
        "say": (
            "Actual status of {flag} flag in {env}: {v}",
            "In {env} the {flag} flag is {v}",
        ),
        "cue": (
            "Kindly note, in {env} the {flag} flag is changed to {v} this morning",
            "From today {flag} is {v} in {env}, before it was other way",
        ),
    },
    "standing-rule": {
        "say": (
            "In {team} team always we {act}, this is the rule since two years",
            "For {team} team it is mandatory to always {act}, no exceptions",
        ),
        "negate": (
            "In {team} team never we {act}, it is strictly not allowed",
            "For {team} team kindly do not {act}, never",
        ),
        "retract": ("For {team} team is not anymore mandatory to {act}, this rule is removed from this sprint",),
    },
    "answer-language": {
        "say": (
            "Always I want {topic} in {v}",
            "For {topic} please use only {v} language, I am reading it best",
        ),
        "cue": (
            "From now {topic} please in {v}, not anymore in the old language",
            "Language for {topic} is changed to {v}, kindly do the needful",
        ),
        "negate": ("Never I asked {topic} in {v}, please don't write them in {v}",),
    },
    "standup-time": {
        "say": (
            "Our {team} {kind} is happening at {v}",
            "{kind} of the {team} team is at {v}, please to join on time",
        ),
        "cue": (
            "{team} {kind} is shifted to {v}, old slot was clashing with everything",
            "Time of {team} {kind} is changed to {v}, kindly do the needful in the calendars",
        ),
    },
    "meeting-day": {
        "say": (
            "The {team} team makes the {meeting} every {v}",
            "Every {v} is the {meeting} of {team} team",
        ),
        "cue": (
            "From next week {team} {meeting} is not anymore on the old day, now is on {v}",
            "The day of {team} {meeting} is changed to {v}, kindly update the calendar",
        ),
    },
    "office-address": {
        "say": (
            "Our {c} office is situated at {v}",
            "Address of the {c} office is {v}, for couriers and all",
        ),
        "cue": (
            "The {c} office has shifted to new address, now it is {v}",
            "Before the {c} office was in other place, from this month it is at {v}",
        ),
    },
    "office-floor": {
        "say": (
            "{team} team is sitting in floor {v} of the {c} office",
            "In {c} office the {team} people are on the floor number {v}",
        ),
        "cue": (
            "{team} team in {c} is moved to floor {v}, not anymore on the old floor",
            "From Monday the {team} people in {c} office are shifted to floor {v}",
        ),
    },
    "decision": {
        "say": (
            "It is decided to use {v} as {aspect} for {proj}",
            "For {proj} we are using the {v} for {aspect}, we are all agree",
        ),
        "cue": (
            "Until now {proj} used another {aspect}, from now it is replaced by {v}",
            "Last sprint we have moved the {aspect} of {proj} to {v}, old one was giving only problems",
        ),
        "negate": ("Is not true that {proj} is using {v} as {aspect}, never we used it",),
    },
    "deadline": {
        "say": (
            "Deadline for the {proj} {milestone} is {v}",
            "{proj} {milestone} must be finish until {v}",
        ),
        "cue": (
            "The {proj} {milestone} is shifted to {v}, earlier date is not valid anymore",
            "Kindly note the new date of {proj} {milestone}: {v}, old one is cancelled",
        ),
    },
    "api-version-auth": {
        "say": (
            "{svc} v{n} API is using {v} for the authentication",
            "For authentication in {svc} v{n} you are needing {v}",
        ),
        "cue": (
            "In {svc} v{n} authentication is changed to {v}, old method is not working anymore",
            "Last week we have switched the {svc} v{n} auth to {v}, kindly update your config",
        ),
    },
    "person-timezone": {
        "say": (
            "{p} is working in {v} time zone",
            "{p} is following the {v} timings",
        ),
        "cue": (
            "{p} has shifted and now is in {v} time zone, kindly adjust the calls",
            "{p} is not anymore in the old timezone, from last month is {v}",
        ),
    },
    "person-contact": {
        "say": (
            "For urgent things kindly contact {p} by {v}",
            "If is urgent, {p} is wanting to be reached on {v}",
        ),
        "cue": (
            "{p} told that from now urgent informations should go by {v}",
            "{p} has changed the contact for urgent, before it was other, now it is {v}",
        ),
        "negate": ("{p} is not wanting {v} for urgent things, never use it with {p}",),
    },
    "person-allergy": {
        "say": (
            "{p} is having allergy from {v}, eventually is serious, so kindly don't order it for lunch",
            "{p} is allergic on {v}, please take care in the team lunch",
        ),
        "negate": ("Is not true that {p} is allergic to {v}, never {p} had problem with it",),
    },
    "person-drink": {
        "say": (
            "Every morning {p} is drinking {v}",
            "In the morning {p} is taking {v}, always the same",
        ),
        "cue": (
            "{p} is not drinking the old drink anymore, now in mornings is {v}",
            "From this month {p} has changed to {v} for the morning",
        ),
        "negate": ("{p} is not drinking {v}, never {p} took it",),
    },
    "manager": {
        "say": (
            "{p} is reporting to {v}",
            "Actual manager of {p} is {v}",
        ),
        "cue": (
            "After the reorg {p} is reporting to {v}, not anymore to the old manager",
            "Manager of {p} is changed to {v} from this week",
        ),
    },
    "relative-city": {
        "say": (
            "My {rel} is living in {v}",
            "My {rel} is staying in {v}, the home is there",
        ),
        "cue": (
            "My {rel} has shifted to {v} last month",
            "My {rel} is not anymore living in the old city, now is in {v}",
        ),
    },
    "preference-order": {
        "say": (
            "{team} team is preferring {a} than {b} for {topic}",
            "For {topic} the {team} team is more liking {a} compared to {b}",
        ),
        "cue": (
            "Itself the {team} team decided: for {topic} now they prefer {a} than {b}, before it was other way",
            "{team} team has changed the opinion, from now for {topic} is {a} instead of {b}",
        ),
    },
    "order-rule": {
        "say": (
            "In {svc} pipeline first we are running {a}, after that {b}, always in this order",
            "For {svc} kindly do {a} before {b}, not other way",
        ),
    },
    "person-office-de": {
        "say": (
            "{p} arbeitet in Büro {v}",
            "{p} sitzt in die Büro in {v}, da ist sein Platz",
        ),
        "cue": (
            "{p} ist jetzt gewechselt zu Büro {v}",
            "{p} ist nicht mehr in alte Büro, jetzt ist in {v}",
        ),
        "negate": ("Es ist nicht richtig, dass {p} in Büro {v} arbeitet, nie {p} hat dort gearbeitet",),
    },
    "tool-preference-es": {
        "say": (
            "Para {scope} yo estoy usando {v} como {slot}",
            "En {scope} solo {v} yo uso como {slot}",
        ),
        "cue": (
            "Para {scope} mi {slot} ya no es el viejo, ahora es {v}",
            "Desde esta semana en {scope} yo uso {v} como {slot}, antes era otro",
        ),
        "negate": ("No es verdad que yo uso {v} como {slot} en {scope}, nunca lo usé",),
    },
    "person-office-ru": {
        "say": (
            "{p} работает в офис {v}",
            "{p} сидит в офисе в {v}, там его место",
        ),
        "cue": (
            "{p} теперь переехать в офис {v}",
            "{p} больше не в старый офис, сейчас в {v}",
        ),
        "negate": ("Это не правда, что {p} работает в офис {v}, никогда не работал там",),
    },
}
FRESH19_FILLERS = ["Kindly note: ", "Small info: ", "As discussed, "]
# A twentieth blind set (``--templates fresh20``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: notes dictated by voice
# and kept as the speech-to-text transcript gives them, as a user talks to a phone or a
# voice assistant. Mostly lowercase, almost no punctuation, run-on sentences joined with
# "and" / "so", spoken fillers ("um", "uh", "like", "you know", "so yeah", "basically", "i
# mean"), restarts ("{p} works in the uh {p} works out of ..."), small self-corrections on
# words, never on values ("is on uh sorry at {v}"), spoken framings ("remember that", "make
# a note that", "just so you know", "oh and"), "gonna" / "gotta" / "kinda"; updates as "we
# moved it", "got bumped to", "switched over to", "isn't ... anymore it's ... now"; denials
# as "no no ... doesn't", "never did"; and spoken German ("äh", "also", "halt", "nee"),
# Spanish ("bueno", "o sea", "pues") and Russian ("ну", "короче", "это самое").
FRESH20: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "so {p} works in the uh {p} works out of the {v} office",
            "just so you know {p} sits in the {v} office um yeah that's where {p}'s desk is",
        ),
        "cue": (
            "oh and {p} moved over to the {v} office so that's where {p} is now",
            "{p} isn't in the old office anymore um {p} switched to {v} like last month",
        ),
        "negate": ("no no {p} doesn't work in the {v} office i mean {p} never did",),
    },
    "project-role": {
        "say": (
            "so the {role} on {proj} is um {v}",
            "make a note that {v} is basically the {role} for {proj} you know",
        ),
        "cue": (
            "okay {proj} has a new {role} it's {v} now they took over this sprint",
            "the {role} on {proj} changed uh it's gonna be {v} from now on",
        ),
        "negate": ("wait no {v} is not the {role} on {proj} like {v} never was",),
    },
    "tool-preference": {
        "say": (
            "for {scope} i use {v} as my {slot} like always",
            "my {slot} for uh for {scope} is {v} so yeah",
        ),
        "cue": (
            "so i switched over to {v} as my {slot} for {scope} the old one was kinda slow",
            "for {scope} i'm not using the old {slot} anymore it's {v} now",
        ),
        "negate": ("i don't use {v} as my {slot} for {scope} like ever i don't wanna see it",),
    },
    "service-runtime": {
        "say": (
            "{svc} runs on {lang} {v} just so you know",
            "so {svc} is uh it's on {lang} {v} basically",
        ),
        "cue": (
            "we upgraded {svc} to {lang} {v} so that's what it's running now",
            "oh and {svc} got bumped up to {lang} {v} yesterday",
        ),
    },
    "service-timeout": {
        "say": (
            "the request timeout on {svc} in uh {env} is {v} seconds",
            "so in {env} {svc} gives up on requests after {v} seconds you know",
        ),
        "cue": (
            "we bumped the {svc} timeout in {env} to {v} seconds so that's what it is now",
            "in {env} the {svc} timeout changed um it's {v} seconds now not what it was before",
        ),
    },
    "service-db": {
        "say": (
            "{svc} keeps all its data in {v} just so you know",
            "so the database for {svc} is uh {v}",
        ),
        "cue": (
            "we migrated {svc} over to {v} so it's on {v} now",
            "{svc} switched databases it's using {v} now um since last week",
        ),
        "negate": ("no {svc} doesn't use {v} at all i mean we never had it on {v}",),
    },
    "replicas": {
        "say": (
            "so {svc} has {v} replicas running in {env}",
            "in {env} there's um {v} copies of {svc} running",
        ),
        "cue": (
            "we scaled {svc} in {env} to {v} replicas so it's {v} now",
            "oh and {svc} in {env} got bumped to {v} replicas because of the traffic",
        ),
    },
    "feature-flag": {
        "say": (
            "the {flag} flag is {v} in {env} just so you know",
            "so in {env} {flag} is um {v}",
        ),
        "cue": (
            "we switched {flag} to {v} in {env} this morning so it's {v} now",
            "oh and {flag} in {env} got changed it's {v} now",
        ),
    },
    "standing-rule": {
        "say": (
            "on the {team} team we always {act} like every single time",
            "make a note that the {team} team wants us to always {act} no exceptions",
        ),
        "negate": (
            "on the {team} team we never {act} like never ever",
            "when you work with the {team} team don't {act} they really don't want that",
        ),
        "retract": ("the {team} team doesn't want us to {act} anymore so yeah they dropped that rule",),
    },
    "answer-language": {
        "say": (
            "i want {topic} in {v} like always",
            "so write {topic} in uh {v} please",
        ),
        "cue": (
            "from now on {topic} should be in {v} okay i switched",
            "let's do {topic} in {v} now instead of the old language",
        ),
        "negate": ("don't write {topic} in {v} i mean i never want them in {v}",),
    },
    "standup-time": {
        "say": (
            "so the {team} {kind} is at um {v}",
            "remember that we do the uh we do the {team} {kind} at {v}",
        ),
        "cue": (
            "we moved the {team} {kind} to {v} so it's at {v} now",
            "the {team} {kind} got pushed um it's at {v} now starting next week",
        ),
    },
    "meeting-day": {
        "say": (
            "so the {team} {meeting} is every {v}",
            "the {team} team does the {meeting} on {v} you know every week",
        ),
        "cue": (
            "the {team} {meeting} moved to {v} so it's on {v} now",
            "oh and we switched the {team} {meeting} over to {v} from next week",
        ),
    },
    "office-address": {
        "say": (
            "so the {c} office is on uh sorry at {v}",
            "the address for the {c} office is {v} you know for deliveries and stuff",
        ),
        "cue": (
            "the {c} office moved and it's at {v} now",
            "oh and the {c} office relocated to {v} so gotta update that",
        ),
    },
    "office-floor": {
        "say": (
            "the {team} team sits on floor {v} in the {c} office",
            "in the {c} office {team} is on um floor {v} yeah floor {v}",
        ),
        "cue": (
            "the {team} team moved up to floor {v} in the {c} office",
            "so in {c} the {team} team's on floor {v} now they switched floors",
        ),
    },
    "decision": {
        "say": (
            "we decided to go with {v} as the {aspect} for {proj}",
            "so for {proj} the {aspect} is {v} and we all agreed on that",
        ),
        "cue": (
            "okay {proj} is switching its {aspect} over to {v} we're dropping the old one",
            "we moved {proj} to {v} for the {aspect} so that's the one now",
        ),
        "negate": ("no we decided not to use {v} as the {aspect} for {proj} like we're not gonna use it",),
    },
    "deadline": {
        "say": (
            "the {proj} {milestone} is due on uh by {v}",
            "we gotta ship the {proj} {milestone} on {v} so yeah",
        ),
        "cue": (
            "the {proj} {milestone} slipped to {v} so that's the new date",
            "oh and they pushed the {proj} {milestone} back it's due {v} now",
        ),
    },
    "api-version-auth": {
        "say": (
            "the {svc} v{n} api uses {v} for auth",
            "so for {svc} v{n} you authenticate with uh {v}",
        ),
        "cue": (
            "{svc} v{n} switched its auth to {v} so you need {v} now",
            "the auth on the {svc} v{n} api changed it's {v} now and the old way doesn't work",
        ),
    },
    "person-timezone": {
        "say": (
            "{p} works on {v} time",
            "so {p} is in the {v} time uh timezone",
        ),
        "cue": (
            "{p} moved so {p} is on {v} time now",
            "{p} switched timezones it's {v} now so like plan calls around that",
        ),
    },
    "person-contact": {
        "say": (
            "if it's urgent reach {p} by {v}",
            "so the best way to get hold of {p} is um {v} for urgent stuff",
        ),
        "cue": (
            "{p} wants urgent stuff to go by {v} now instead",
            "oh and {p} changed how to reach them it's {v} now for anything urgent",
        ),
        "negate": ("don't contact {p} by {v} like {p} really doesn't want that",),
    },
    "person-allergy": {
        "say": (
            "{p} is allergic to {v} so like be careful with team lunches",
            "make a note that {p} has a {v} allergy and it's kinda serious",
        ),
        "negate": ("no {p} is not allergic to {v} i don't know where that came from",),
    },
    "person-drink": {
        "say": (
            "{p} has {v} in the morning like every day",
            "so {p}'s morning drink is um {v} you know",
        ),
        "cue": (
            "{p} switched to {v} in the mornings",
            "oh and {p} drinks {v} now in the morning not the old thing",
        ),
        "negate": ("{p} doesn't drink {v} i mean {p} actually hates {v}",),
    },
    "manager": {
        "say": (
            "so {p} reports to uh {v}",
            "{p}'s manager is {v} just so you know",
        ),
        "cue": (
            "{p} reports to {v} now after the reorg",
            "oh and {p} got a new manager it's {v}",
        ),
    },
    "relative-city": {
        "say": (
            "my {rel} lives in {v}",
            "so my {rel} is um my {rel} lives over in {v}",
        ),
        "cue": (
            "my {rel} moved to {v} like last month",
            "my {rel} doesn't live in the old place anymore they're in {v} now",
        ),
    },
    "preference-order": {
        "say": (
            "for {topic} the {team} team prefers {a} over {b}",
            "so the {team} team likes {a} better than {b} you know for {topic}",
        ),
        "cue": (
            "okay so the {team} team switched it's {a} over {b} for {topic} now",
            "for {topic} the {team} team changed their mind they want {a} instead of {b} now",
        ),
    },
    "order-rule": {
        "say": (
            "for {svc} you run {a} first and then {b}",
            "in the {svc} pipeline {a} goes uh {a} goes before {b} always",
        ),
    },
    "person-office-de": {
        "say": (
            "also {p} arbeitet im büro in {v}",
            "{p} sitzt äh {p} sitzt halt im büro {v}",
        ),
        "cue": (
            "{p} ist jetzt im büro in {v} ist umgezogen",
            "also {p} ist nicht mehr im alten büro {p} ist jetzt in {v}",
        ),
        "negate": ("nee {p} arbeitet nicht im büro in {v} also echt nicht",),
    },
    "tool-preference-es": {
        "say": (
            "bueno para {scope} uso {v} como {slot}",
            "o sea mi {slot} para {scope} es {v} eh",
        ),
        "cue": (
            "pues me cambié a {v} como {slot} para {scope}",
            "ya no uso el de antes para {scope} o sea ahora mi {slot} es {v}",
        ),
        "negate": ("no no yo no uso {v} como {slot} para {scope} o sea nunca",),
    },
    "person-office-ru": {
        "say": (
            "ну {p} работает в офисе {v}",
            "{p} это самое {p} сидит в офисе {v}",
        ),
        "cue": (
            "короче {p} перевели в офис {v} теперь сидит там",
            "{p} больше не в старом офисе ну сейчас в {v}",
        ),
        "negate": ("нет-нет {p} не работает в офисе {v} короче это неправда",),
    },
}
FRESH20_FILLERS = ["okay so ", "um ", "note to self "]
# A twenty-first blind set (``--templates fresh21``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: notes typed quickly on a
# phone and saved as typed. Typos in ordinary words (swapped letters "teh", "wroks", dropped
# letters "tiemout", "alergic", doubled letters "offfice", a neighbour key "sirs in"), missing
# apostrophes ("dont", "its", "isnt", "theyre", "doesnt"), autocorrect slips that make another
# real word ("defiantly", "there" for their, "then" for than, "were" for we're, "of" for off),
# mostly lowercase, no final punctuation, "&", "bc" / "cuz", "w", "u", "rly", "tho", "ya", one
# emoji at the end of some (👍 🙏 😅 ✅) and "!!" / "??" emphasis. Slips never touch a value and
# never blur a denial or an update ("dont" at most). German without umlauts ("buro"),
# Spanish without accents ("cambie"), Russian without ё and commas ("щас" for сейчас).
FRESH21: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "{p} wroks in teh {v} office",
            "{p} sirs in the {v} offfice 👍",
        ),
        "cue": (
            "{p} moved to the {v} office!! so {p} is there now",
            "{p} isnt in the old office anymore, switched to {v} last month tho",
        ),
        "negate": ("{p} does NOT work in the {v} office, never did 😅",),
    },
    "project-role": {
        "say": (
            "teh {role} on {proj} is {v}",
            "{v} is the {role} for {proj} fyi",
        ),
        "cue": (
            "{proj} has a new {role}!! its {v} now, they took over this sprint",
            "the {role} on {proj} changed, its gonna be {v} from now on ✅",
        ),
        "negate": ("{v} is not the {role} on {proj}, never was!! dont know who said that",),
    },
    "tool-preference": {
        "say": (
            "i use {v} as my {slot} for {scope} 👍",
            "my {slot} for {scope} is {v}, defiantly the best one",
        ),
        "cue": (
            "switched to {v} as my {slot} for {scope}, teh old one was soo slow",
            "for {scope} im not using the old {slot} anymore, its {v} now",
        ),
        "negate": ("i dont use {v} as my {slot} for {scope}, like ever!!",),
    },
    "service-runtime": {
        "say": (
            "{svc} runs on {lang} {v} fyi",
            "{svc} is on {lang} {v} atm",
        ),
        "cue": (
            "upgraded {svc} to {lang} {v}, thats what its running now ✅",
            "{svc} got bumped up to {lang} {v} yesterday",
        ),
    },
    "service-timeout": {
        "say": (
            "teh request tiemout for {svc} in {env} is {v} seconds",
            "in {env} {svc} gives up on requests aftr {v} seconds",
        ),
        "cue": (
            "bumped the {svc} timeout in {env} to {v} seconds, its {v} now 👍",
            "{svc} timeout in {env} changed, its {v} seconds now bc of the slow querys",
        ),
    },
    "service-db": {
        "say": (
            "{svc} keeps all its data in {v}",
            "teh database for {svc} is {v} fyi",
        ),
        "cue": (
            "migrated {svc} over to {v} so its on {v} now ✅",
            "{svc} switched databases, using {v} now since last wk",
        ),
        "negate": ("{svc} doesnt use {v} at all!! it was never on {v}",),
    },
    "replicas": {
        "say": (
            "{svc} has {v} replicas runing in {env}",
            "in {env} theres {v} copies of {svc} running",
        ),
        "cue": (
            "scaled {svc} in {env} to {v} replicas so its {v} now",
            "{svc} in {env} got bumped to {v} replicas cuz of teh traffic 😅",
        ),
    },
    "feature-flag": {
        "say": (
            "the {flag} flag is {v} in {env}",
            "in {env} {flag} is {v} rn",
        ),
        "cue": (
            "we switched {flag} to {v} in {env} this morning so its {v} now ✅",
            "{flag} in {env} got changed, its {v} now!!",
        ),
    },
    "standing-rule": {
        "say": (
            "on the {team} team we always {act}, evry single time",
            "the {team} team wants us to always {act} no excpetions!!",
        ),
        "negate": (
            "on the {team} team we never {act}, like NEVER",
            "w the {team} team dont {act}, they rly dont want that 🙏",
        ),
        "retract": ("the {team} team doesnt want us to {act} anymore, they called of that rule",),
    },
    "answer-language": {
        "say": (
            "i want {topic} in {v} pls, always",
            "write {topic} in {v} thx 🙏",
        ),
        "cue": (
            "from now on {topic} should be in {v}, i switched",
            "do {topic} in {v} now insted of the old language",
        ),
        "negate": ("dont write {topic} in {v}!! i never want them in {v}",),
    },
    "standup-time": {
        "say": (
            "the {team} {kind} is at {v}",
            "we do teh {team} {kind} at {v} fyi",
        ),
        "cue": (
            "moved the {team} {kind} to {v}, its at {v} now 😅",
            "{team} {kind} got pushed, its at {v} now starting next week",
        ),
    },
    "meeting-day": {
        "say": (
            "the {team} {meeting} is every {v}",
            "{team} team does there {meeting} on {v} every wk",
        ),
        "cue": (
            "the {team} {meeting} moved to {v} so its on {v} now",
            "we switched the {team} {meeting} over to {v} from next week ✅",
        ),
    },
    "office-address": {
        "say": (
            "the {c} office is at {v}",
            "adress for the {c} office is {v} (for deliverys & stuff)",
        ),
        "cue": (
            "the {c} office moved!! its at {v} now",
            "{c} office relocated to {v} so update ur contacts 🙏",
        ),
    },
    "office-floor": {
        "say": (
            "the {team} team sits on floor {v} in the {c} offfice",
            "in the {c} office {team} is on floor {v} 👍",
        ),
        "cue": (
            "the {team} team moved up to floor {v} in the {c} office",
            "in {c} the {team} team is on floor {v} now, they switched floors",
        ),
    },
    "decision": {
        "say": (
            "we decided to go w {v} as the {aspect} for {proj}",
            "for {proj} teh {aspect} is {v}, everyone agreed ✅",
        ),
        "cue": (
            "{proj} is switching its {aspect} over to {v}, were dropping the old one",
            "we moved {proj} to {v} for the {aspect} so thats the one now",
        ),
        "negate": ("we decided NOT to use {v} as the {aspect} for {proj}, defiantly not",),
    },
    "deadline": {
        "say": (
            "the {proj} {milestone} is due {v}",
            "we gotta ship teh {proj} {milestone} on {v}!!",
        ),
        "cue": (
            "the {proj} {milestone} slipped to {v} 😅 thats the new date",
            "they pushed the {proj} {milestone} back, its due {v} now",
        ),
    },
    "api-version-auth": {
        "say": (
            "the {svc} v{n} api uses {v} for auth",
            "for {svc} v{n} u authenticate w {v}",
        ),
        "cue": (
            "{svc} v{n} switched its auth to {v}, u need {v} now",
            "auth on the {svc} v{n} api changed, its {v} now & the old way doesnt work",
        ),
    },
    "person-timezone": {
        "say": (
            "{p} works on {v} time",
            "{p} is in teh {v} timezone",
        ),
        "cue": (
            "{p} moved so {p} is on {v} time now",
            "{p} switched timezones, its {v} now so plan calls around that 🙏",
        ),
    },
    "person-contact": {
        "say": (
            "if its urgent reach {p} by {v}",
            "best way to get a hold of {p} is {v} for urgent stuff",
        ),
        "cue": (
            "{p} wants urgent stuff to go by {v} now insted",
            "{p} changed how to reach them, its {v} now for anything urgent",
        ),
        "negate": ("dont contact {p} by {v}!! {p} rly doesnt want that",),
    },
    "person-allergy": {
        "say": (
            "{p} is alergic to {v} so be carefull w team lunches",
            "{p} has a {v} allergy, its kinda serious 🙏",
        ),
        "negate": ("{p} is NOT allergic to {v}, no idea where that came from??",),
    },
    "person-drink": {
        "say": (
            "{p} has {v} in the morning evry day",
            "morning drink for {p} is {v} ya",
        ),
        "cue": (
            "{p} switched to {v} in the mornings",
            "{p} drinks {v} now in the morning, not the old thing",
        ),
        "negate": ("{p} doesnt drink {v}, {p} actually hates {v}!!",),
    },
    "manager": {
        "say": (
            "{p} reports to {v}",
            "manager for {p} is {v} fyi",
        ),
        "cue": (
            "{p} reports to {v} now after teh reorg",
            "{p} got a new manager, its {v} ✅",
        ),
    },
    "relative-city": {
        "say": (
            "my {rel} lvies in {v}",
            "my {rel} lives over in {v} 👍",
        ),
        "cue": (
            "my {rel} moved to {v} last month!!",
            "my {rel} doesnt live in the old place anymore, theyre in {v} now",
        ),
    },
    "preference-order": {
        "say": (
            "for {topic} the {team} team prefers {a} over {b}",
            "{team} team likes {a} better then {b} for {topic}",
        ),
        "cue": (
            "ok so the {team} team switched, its {a} over {b} for {topic} now",
            "for {topic} the {team} team changed there mind, they want {a} insted of {b} now",
        ),
    },
    "order-rule": {
        "say": (
            "for {svc} u run {a} first & then {b}",
            "in the {svc} pipeline {a} goes before {b}, always!!",
        ),
    },
    "person-office-de": {
        "say": (
            "{p} arbeitet im buro in {v}",
            "{p} sitzt im buro {v} 👍",
        ),
        "cue": (
            "{p} ist jetzt im buro in {v} ist umgezogen",
            "{p} ist nicht mehr im alten buro {p} ist jetzt in {v}",
        ),
        "negate": ("{p} arbeitet NICHT im buro in {v}!! echt nicht",),
    },
    "tool-preference-es": {
        "say": (
            "para {scope} uso {v} como {slot}",
            "mi {slot} para {scope} es {v} 👍",
        ),
        "cue": (
            "me cambie a {v} como {slot} para {scope}",
            "ya no uso el de antes para {scope} ahora mi {slot} es {v}",
        ),
        "negate": ("no uso {v} como {slot} para {scope} nunca!!",),
    },
    "person-office-ru": {
        "say": (
            "{p} работет в офисе {v}",
            "{p} сидит в офисе {v} 👍",
        ),
        "cue": (
            "{p} перевели в офис {v} теперь сидит там",
            "{p} больше не в старом офисе щас в {v}",
        ),
        "negate": ("{p} не работает в офисе {v} это неправда!!",),
    },
}
FRESH21_FILLERS = ["btw ", "fyi ", "quick one "]
# A twenty-second blind set (``--templates fresh22``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: formal business English as in
# corporate email and internal announcements that an agent saved as memories. Stock openers
# ("Please be advised that", "Kindly be informed that", "As per ...", "We would like to inform
# you that", "It has been decided that", "With effect from", "Going forward"), passive voice and
# nominalisations ("the relocation of the office to X has been completed"), "shall", "is to be",
# "will henceforth", "in lieu of", "pursuant to", "is no longer applicable", "has been
# discontinued", long sentences with subordinate clauses and an occasional polite closing.
# German in Sie-form ("Bitte beachten Sie, dass"), Spanish with "Le informamos que", Russian
# with "Сообщаем, что" / "Доводим до вашего сведения".
FRESH22: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Please be advised that {p} is based at our {v} office.",
            "As per the current staffing records, {p} is assigned to the {v} office.",
        ),
        "cue": (
            "Kindly be informed that {p} has been relocated to the {v} office with immediate effect.",
            "With effect from this month, {p} will henceforth be working out of the {v} office; the previous office assignment is no longer applicable.",
        ),
        "negate": ("Please note that {p} is not, and has never been, assigned to the {v} office.",),
    },
    "project-role": {
        "say": (
            "We would like to confirm that {v} serves as the {role} on {proj}.",
            "As per our discussion, the {role} for {proj} is {v}.",
        ),
        "cue": (
            "Please be advised that the {role} responsibilities for {proj} have been reassigned to {v} with effect from this sprint.",
            "It has been decided that {v} shall assume the position of {role} on {proj} going forward, in lieu of the previous incumbent.",
        ),
        "negate": (
            "Kindly note that {v} does not hold the {role} position on {proj}; any records indicating otherwise are incorrect.",
        ),
    },
    "tool-preference": {
        "say": (
            "For the purposes of {scope}, I use {v} as my {slot}.",
            "Please be advised that my {slot} of choice for {scope} is {v}.",
        ),
        "cue": (
            "Kindly note that, with effect from today, I have transitioned to {v} as my {slot} for {scope}.",
            "Going forward, my {slot} for {scope} shall be {v}; the previously used tool has been discontinued.",
        ),
        "negate": ("Please be advised that I do not use {v} as my {slot} for {scope} under any circumstances.",),
    },
    "service-runtime": {
        "say": (
            "Please be advised that {svc} currently runs on {lang} {v}.",
            "As per the platform inventory, the {svc} service operates on {lang} {v}.",
        ),
        "cue": (
            "We would like to inform you that {svc} has been upgraded to {lang} {v} and is now running on that version.",
            "Pursuant to the scheduled maintenance, the upgrade of {svc} to {lang} {v} has been completed.",
        ),
    },
    "service-timeout": {
        "say": (
            "Please note that the request timeout for {svc} in {env} is set at {v} seconds.",
            "As per the current configuration, requests to {svc} in {env} are terminated after {v} seconds.",
        ),
        "cue": (
            "Kindly be informed that the request timeout for {svc} in {env} has been revised to {v} seconds with immediate effect.",
            "It has been decided that, going forward, the {svc} timeout in {env} shall be {v} seconds; the previous value is no longer applicable.",
        ),
    },
    "service-db": {
        "say": (
            "Please be advised that {svc} stores all of its data in {v}.",
            "As per the architecture documentation, the database underlying {svc} is {v}.",
        ),
        "cue": (
            "We are pleased to inform you that the migration of {svc} to {v} has been completed, and that {svc} now operates on {v}.",
            "With effect from last week, {svc} has been transitioned to {v} in lieu of its former database.",
        ),
        "negate": ("Please be advised that {svc} does not use {v}, nor has it ever been hosted on {v}.",),
    },
    "replicas": {
        "say": (
            "Please note that {svc} is currently running {v} replicas in {env}.",
            "As per the deployment records, {v} instances of {svc} are maintained in {env}.",
        ),
        "cue": (
            "Kindly be informed that {svc} in {env} has been scaled to {v} replicas and is now running {v}.",
            "Pursuant to the capacity review, the replica count for {svc} in {env} has been adjusted to {v} with immediate effect.",
        ),
    },
    "feature-flag": {
        "say": (
            "Please be advised that the {flag} flag is currently {v} in {env}.",
            "As per the release configuration, {flag} is {v} in {env}.",
        ),
        "cue": (
            "Kindly note that the {flag} flag was switched to {v} in {env} this morning and shall remain {v} until further notice.",
            "We would like to inform you that {flag} has now been set to {v} in {env}.",
        ),
    },
    "standing-rule": {
        "say": (
            "Please be advised that it is the policy of the {team} team to always {act}, without exception.",
            "As per the {team} team's guidelines, all members are required to always {act}.",
        ),
        "negate": (
            "Kindly note that members of the {team} team shall never {act} under any circumstances.",
            "It is hereby confirmed that the {team} team does not permit staff to {act}; please refrain from doing so.",
        ),
        "retract": (
            "Please be advised that the requirement to {act} on the {team} team has been discontinued and is no longer applicable.",
        ),
    },
    "answer-language": {
        "say": (
            "Kindly prepare {topic} in {v} at all times.",
            "As per my standing preference, {v} is to be used for {topic}.",
        ),
        "cue": (
            "Going forward, {topic} shall be prepared in {v}; the previous language is no longer applicable.",
            "With effect from today, kindly switch to {v} for {topic}.",
        ),
        "negate": (
            "Please refrain from writing {topic} in {v}; {v} is not to be used for {topic} under any circumstances.",
        ),
    },
    "standup-time": {
        "say": (
            "Please note that the {team} {kind} is held at {v}.",
            "As per the team calendar, the {team} {kind} commences at {v}.",
        ),
        "cue": (
            "Kindly be advised that the {team} {kind} has been rescheduled to {v} and will henceforth take place at {v}.",
            "With effect from next week, the {team} {kind} shall be held at {v}; please update your calendars accordingly.",
        ),
    },
    "meeting-day": {
        "say": (
            "Please be advised that the {team} {meeting} takes place every {v}.",
            "As per the standing schedule, the {team} team holds its {meeting} on {v} each week.",
        ),
        "cue": (
            "Kindly note that the {team} {meeting} has been moved to {v} and will henceforth be held on {v}.",
            "It has been decided that, with effect from next week, the {team} {meeting} shall take place on {v}.",
        ),
    },
    "office-address": {
        "say": (
            "Please be advised that the {c} office is located at {v}.",
            "For correspondence and deliveries, the address of the {c} office is {v}.",
        ),
        "cue": (
            "We would like to inform you that the relocation of the {c} office to {v} has been completed.",
            "Kindly be informed that the {c} office has moved to {v}; please update your records accordingly. Thank you for your attention.",
        ),
    },
    "office-floor": {
        "say": (
            "Please note that the {team} team is located on floor {v} of the {c} office.",
            "As per the seating plan for the {c} office, the {team} team occupies floor {v}.",
        ),
        "cue": (
            "Kindly be advised that the {team} team has been relocated to floor {v} of the {c} office.",
            "With effect from this week, the {team} team will henceforth be seated on floor {v} in the {c} office.",
        ),
    },
    "decision": {
        "say": (
            "Please be advised that it has been decided to adopt {v} as the {aspect} for {proj}.",
            "As per the outcome of the review meeting, the {aspect} for {proj} is {v}.",
        ),
        "cue": (
            "Kindly be informed that {proj} is transitioning its {aspect} to {v}; the former solution is to be decommissioned.",
            "It has been decided that, going forward, {proj} shall use {v} as its {aspect} in lieu of the previous choice.",
        ),
        "negate": ("Please note that it has been decided that {v} shall not be adopted as the {aspect} for {proj}.",),
    },
    "deadline": {
        "say": (
            "Please be advised that the {proj} {milestone} is due on {v}.",
            "As per the project plan, delivery of the {proj} {milestone} is scheduled for {v}.",
        ),
        "cue": (
            "We would like to inform you that the {proj} {milestone} has been rescheduled to {v}, which is now the revised due date.",
            "Kindly note that the deadline for the {proj} {milestone} has been revised; it is now due on {v}. Should you have any questions, please reach out.",
        ),
    },
    "api-version-auth": {
        "say": (
            "Please be advised that version {n} of the {svc} API uses {v} for authentication.",
            "As per the integration guide, clients of the {svc} v{n} API are required to authenticate via {v}.",
        ),
        "cue": (
            "Kindly be informed that authentication for the {svc} v{n} API has been migrated to {v}; {v} is now required.",
            "With effect from this release, the {svc} v{n} API shall accept {v} only, and the former authentication method has been discontinued.",
        ),
    },
    "person-timezone": {
        "say": (
            "Please note that {p} operates on {v} time.",
            "For scheduling purposes, kindly be aware that {p} is based in the {v} timezone.",
        ),
        "cue": (
            "Kindly be advised that, following a relocation, {p} is now working on {v} time.",
            "Please note that {p} has changed timezones and will henceforth be on {v}; meetings are to be scheduled accordingly.",
        ),
    },
    "person-contact": {
        "say": (
            "For urgent matters, {p} may be reached via {v}.",
            "Please be advised that the preferred channel for contacting {p} on urgent matters is {v}.",
        ),
        "cue": (
            "Kindly note that, going forward, {p} has requested that urgent matters be communicated via {v}.",
            "{p} has updated the preferred contact method; with immediate effect, please use {v} for anything urgent.",
        ),
        "negate": (
            "Please refrain from contacting {p} via {v}; {p} has expressly requested not to be reached that way.",
        ),
    },
    "person-allergy": {
        "say": (
            "Please be advised that {p} has an allergy to {v}; kindly take this into account when arranging catering.",
            "For catering purposes, please note that {p} is allergic to {v}.",
        ),
        "negate": ("Kindly note that {p} is not allergic to {v}; any records suggesting otherwise are incorrect.",),
    },
    "person-drink": {
        "say": (
            "Please note that {p} takes {v} every morning.",
            "For the purposes of the morning catering order, the beverage of choice for {p} is {v}.",
        ),
        "cue": (
            "Kindly be advised that {p} has switched to {v} in the mornings.",
            "Please note that {p} now requests {v} in the morning in lieu of the previous beverage.",
        ),
        "negate": ("Please be advised that {p} does not drink {v} and has asked that {v} not be offered.",),
    },
    "manager": {
        "say": (
            "Please be advised that {p} reports directly to {v}.",
            "As per the current organisational chart, the line manager of {p} is {v}.",
        ),
        "cue": (
            "Pursuant to the recent reorganisation, {p} has been reassigned to report to {v}.",
            "Kindly be informed that, with effect from this month, {p} will henceforth report to {v}.",
        ),
    },
    "relative-city": {
        "say": (
            "For the record, my {rel} resides in {v}.",
            "Please note that my {rel} is domiciled in {v}.",
        ),
        "cue": (
            "Kindly be informed that my {rel} relocated to {v} last month.",
            "Please note that my {rel} no longer resides at the previous address and is now living in {v}.",
        ),
    },
    "preference-order": {
        "say": (
            "Please be advised that, for {topic}, the {team} team prefers {a} over {b}.",
            "As per the {team} team's guidelines, {a} is to be favoured over {b} for {topic}.",
        ),
        "cue": (
            "Kindly note that the {team} team has revised its position and now prefers {a} over {b} for {topic}.",
            "It has been decided that, going forward, the {team} team shall use {a} in lieu of {b} for {topic}.",
        ),
    },
    "order-rule": {
        "say": (
            "Please be advised that, in the {svc} pipeline, {a} is to be run before {b}.",
            "As per the {svc} release procedure, {a} shall be executed first, followed by {b}.",
        ),
    },
    "person-office-de": {
        "say": (
            "Bitte beachten Sie, dass {p} im Büro in {v} tätig ist.",
            "Wir möchten Sie darüber informieren, dass {p} dem Standort {v} zugeordnet ist.",
        ),
        "cue": (
            "Bitte beachten Sie, dass {p} mit sofortiger Wirkung in das Büro in {v} versetzt wurde.",
            "Wir teilen Ihnen mit, dass {p} ab sofort nicht mehr im bisherigen Büro, sondern in {v} tätig ist.",
        ),
        "negate": ("Bitte beachten Sie, dass {p} nicht im Büro in {v} tätig ist und dort auch nie tätig war.",),
    },
    "tool-preference-es": {
        "say": (
            "Le informamos que para {scope} utilizo {v} como {slot}.",
            "Por medio de la presente le comunico que mi {slot} para {scope} es {v}.",
        ),
        "cue": (
            "Le informamos que, con efecto inmediato, he pasado a utilizar {v} como {slot} para {scope}.",
            "A partir de la fecha, mi {slot} para {scope} será {v}; la herramienta anterior ha quedado descontinuada.",
        ),
        "negate": ("Le informamos que no utilizo {v} como {slot} para {scope} en ningún caso.",),
    },
    "person-office-ru": {
        "say": (
            "Сообщаем, что {p} работает в офисе {v}.",
            "Доводим до вашего сведения, что рабочее место {p} находится в офисе {v}.",
        ),
        "cue": (
            "Сообщаем, что с текущего месяца местом работы {p} является офис {v}.",
            "Информируем вас о том, что {p} более не работает в прежнем офисе и с сегодняшнего дня находится в офисе {v}.",
        ),
        "negate": ("Сообщаем, что {p} не работает в офисе {v}; сведения об обратном являются ошибочными.",),
    },
}
FRESH22_FILLERS = ["Please note: ", "For your information: ", "Kindly be advised: "]
# A twenty-third blind set (``--templates fresh23``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: facts as they turn up in
# developer workflow artefacts that an agent saved as memories. Conventional-commit subjects
# ("chore(svc): bump Go to 1.23", "fix(svc): change prod request timeout to 30s", "ops: scale
# ..."), changelog and release-note lines ("- Changed: ...", "- Removed: ..."), ticket titles and
# comments with varied ids and a status ("[OPS-412] Move X to the Y office — Resolved", "Closing
# as won't fix: ...", "Correction on EVENT-61: ..."), stand-up updates ("Yesterday: ... Today:
# ..."), PR descriptions ("This PR switches ..."), ADRs with a status line, Slack channel posts
# and status lines ("#coffee-run: X = Y"), README / wiki / config notes ("{svc} / {env}: 4
# replicas (per values.yaml)"). Terse key-value forms next to fuller sentences. German, Spanish
# and Russian as developers write them in tickets and commits: "Umzug von X ins Büro Y – erledigt",
# "chore(dotfiles): reemplazo A por B", "Перевод сотрудника X в офис Y — выполнено".
FRESH23: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Onboarding ticket IT-2291: {p}, home office {v}. Laptop ships there.",
            "{p} works out of the {v} office (per the team page).",
        ),
        "cue": (
            "[OPS-412] Move {p} to the {v} office — Resolved",
            "Yesterday: sorted out {p}'s relocation from {old} to {v}, badge works in the {v} office now. Today: on-call handover.",
        ),
        "negate": ("Closing PEOPLE-207 as invalid: {p} is not in the {v} office, the directory entry was wrong.",),
    },
    "project-role": {
        "say": (
            "{proj} README, Contacts section: {role} — {v}",
            "Per the {proj} team page, {v} is the {role}.",
        ),
        "cue": (
            "docs({proj}): update contacts, {v} takes over as {role}",
            "[PM-88] {proj}: hand over {role} from {old} to {v} — Done",
        ),
        "negate": ("Re PM-93: {v} is not the {role} on {proj}, please fix the escalation list.",),
    },
    "tool-preference": {
        "say": (
            "dotfiles README: {slot} for {scope} is {v}.",
            "My setup notes ({scope}): {slot} = {v}",
        ),
        "cue": (
            "dotfiles: switch {slot} to {v} for {scope}",
            "chore(dotfiles): replace {old} with {v} as my {slot} for {scope}",
        ),
        "negate": ("Closing as won't fix: I don't use {v} as my {slot} for {scope}, so no config for it.",),
    },
    "service-runtime": {
        "say": (
            "{svc}: runtime is {lang} {v} (see .tool-versions)",
            "Stand-up: checked, {svc} runs on {lang} {v}. No blockers.",
        ),
        "cue": (
            "chore({svc}): bump {lang} to {v}",
            "Release notes: {svc} upgraded from {lang} {old} to {v}.",
        ),
    },
    "service-timeout": {
        "say": (
            "{svc} config ({env}): request timeout = {v}s",
            "Per the {env} runbook, {svc} requests time out after {v} seconds.",
        ),
        "cue": (
            "fix({svc}): change {env} request timeout to {v}s",
            "[INC-1043] follow-up: {svc} timeout in {env} adjusted from {old}s to {v}s, deployed.",
        ),
    },
    "service-db": {
        "say": (
            "Architecture doc: {svc} stores its data in {v}.",
            "Answering the question in DATA-52: {svc} uses {v} as its database.",
        ),
        "cue": (
            "This PR switches {svc} over to {v} and drops the old database client.",
            "- Changed: {svc} now runs on {v} (migrated off {old})",
        ),
        "negate": ("Resolved as not a bug: {svc} doesn't use {v} at all, those {v} alerts belong to another service.",),
    },
    "replicas": {
        "say": (
            "{svc} / {env}: {v} replicas (per values.yaml)",
            "Status: {svc} is running {v} replicas in {env}, all healthy.",
        ),
        "cue": (
            "ops({svc}): scale {env} to {v} replicas",
            "Yesterday: scaled {svc} in {env} from {old} to {v} replicas. Today: load test.",
        ),
    },
    "feature-flag": {
        "say": (
            "Flag status, {env}: {flag} is {v}.",
            "Release checklist: {flag} is {v} in {env}, as expected.",
        ),
        "cue": (
            "chore(flags): flip {flag} to {v} in {env}",
            "#release: {flag} has been {v} in {env} as of this morning.",
        ),
    },
    "standing-rule": {
        "say": (
            "CONTRIBUTING.md ({team} team): always {act}.",
            "From the {team} team's PR template: please always {act}.",
        ),
        "negate": (
            "Review comment from the {team} team: we never {act}, please don't.",
            "{team} team handbook: do not {act}.",
        ),
        "retract": ("- Removed: the {team} team's rule to always {act} (handbook v3)",),
    },
    "answer-language": {
        "say": (
            "Team conventions: {topic} in {v}.",
            "Team agreement: we use {v} for {topic}.",
        ),
        "cue": (
            "docs(conventions): switch {topic} from {old} to {v}",
            "Retro action item: from now on, write {topic} in {v}.",
        ),
        "negate": ("Review comment: please don't write {topic} in {v}.",),
    },
    "standup-time": {
        "say": (
            "#{team}: {kind} is at {v}, link in the channel topic.",
            "Calendar: {team} {kind}, {v}",
        ),
        "cue": (
            "Heads-up in #{team}: the {kind} moves to {v} starting Monday.",
            "{team} {kind} rescheduled from {old} to {v}, invite updated.",
        ),
    },
    "meeting-day": {
        "say": (
            "#{team} channel topic: {meeting} every {v}",
            "Team wiki: the {team} {meeting} is on {v}s.",
        ),
        "cue": (
            "[{team}] {meeting} moves to {v} from next week, calendar invite updated.",
            "Yesterday: moved the {team} {meeting} to {v}. Today: sprint board cleanup.",
        ),
    },
    "office-address": {
        "say": (
            "Shipping config: the {c} office address is {v}.",
            "Wiki > Offices > {c}: {v}",
        ),
        "cue": (
            "[FAC-77] {c} office relocation to {v} — Resolved",
            "Changelog (intranet): {c} office moved from {old} to {v}.",
        ),
    },
    "office-floor": {
        "say": (
            "Floor plan, {c}: the {team} team is on floor {v}.",
            "Visitor info ({c} office): {team} team, floor {v}",
        ),
        "cue": (
            "[FAC-145] Move the {team} team to floor {v} in {c} — Done",
            "#office-updates: the {team} team in {c} has moved to floor {v}.",
        ),
    },
    "decision": {
        "say": (
            "ADR-0012 ({proj}): {aspect} — {v}. Status: accepted.",
            "{proj} tech spec, Stack section: {aspect} is {v}.",
        ),
        "cue": (
            "ADR-0019 ({proj}) supersedes ADR-0012: {aspect} changes from {old} to {v}.",
            "This PR moves {proj}'s {aspect} to {v}.",
        ),
        "negate": ("ADR-0015 ({proj}): {v} as {aspect}. Status: rejected.",),
    },
    "deadline": {
        "say": (
            "Roadmap: {proj} {milestone} — {v}",
            "Jira epic {proj}: {milestone} due date {v}.",
        ),
        "cue": (
            "Stand-up: {proj} {milestone} slipped to {v}, waiting on the vendor.",
            "Release notes draft: {proj} {milestone} moved from {old} to {v}.",
        ),
    },
    "api-version-auth": {
        "say": (
            "API docs: {svc} v{n} authenticates with {v}.",
            "Integration notes: calls to {svc} API v{n} need {v}.",
        ),
        "cue": (
            "- Changed: {svc} API v{n} now uses {v} for authentication.",
            "feat({svc}): switch v{n} auth from {old} to {v}",
        ),
    },
    "person-timezone": {
        "say": (
            "{p}'s Slack profile: timezone {v}.",
            "Scheduling note: {p} is on {v}, book calls accordingly.",
        ),
        "cue": (
            "{p} changed their Slack timezone to {v} after the move.",
            "On-call rotation updated: {p} switched from {old} to {v}.",
        ),
    },
    "person-contact": {
        "say": (
            "Runbook escalation: reach {p} via {v} for urgent issues.",
            "{p} (Slack status): urgent stuff via {v} please",
        ),
        "cue": (
            "Escalation policy updated: urgent issues for {p} go via {v} now.",
            "[OPS-530] change {p}'s escalation channel from {old} to {v} — Done",
        ),
        "negate": ("Don't contact {p} via {v} for urgent stuff, they don't check it.",),
    },
    "person-allergy": {
        "say": (
            "[EVENT-61] offsite catering: {p} is allergic to {v}.",
            "Dietary info for the team dinner: {p}, {v} allergy.",
        ),
        "negate": ("Correction on EVENT-61: {p} is not allergic to {v}, the form was filled in wrong.",),
    },
    "person-drink": {
        "say": (
            "#coffee-run: {p} = {v}",
            "Standing order for {p} every morning: {v}.",
        ),
        "cue": (
            "#coffee-run update: {p} switched to {v}.",
            "Coffee order changed: {p} has {v} now instead of {old}.",
        ),
        "negate": ("#coffee-run: no {v} for {p}, they don't drink it.",),
    },
    "manager": {
        "say": (
            "Workday: {p}'s manager is {v}.",
            "Org chart: {p} reports to {v}.",
        ),
        "cue": (
            "Org update: {p} now reports to {v}.",
            "[PEOPLE-402] move {p} from {old}'s team to {v}'s — Resolved",
        ),
    },
    "relative-city": {
        "say": (
            "Slack status: WFH this week, visiting my {rel}, who lives in {v}.",
            "PTO request note: my {rel} lives in {v}, I'll be there over the holidays.",
        ),
        "cue": (
            "Yesterday: out, my {rel} moved to {v}. Today: catching up on reviews.",
            "Slack status: in {v} for a week, my {rel} just moved there.",
        ),
    },
    "preference-order": {
        "say": (
            "{team} team norms: {a} over {b} for {topic}.",
            "Per the {team} team's style guide, {topic}: prefer {a} over {b}.",
        ),
        "cue": (
            "Retro outcome: the {team} team switches to {a} over {b} for {topic}.",
            "docs({team}): style guide now prefers {a} over {b} for {topic}",
        ),
    },
    "order-rule": {
        "say": (
            "{svc} CI workflow: {a} first, then {b}.",
            "In the {svc} pipeline we run {a} before {b}.",
        ),
    },
    "person-office-de": {
        "say": (
            "Laut Confluence sitzt {p} im Büro {v}.",
            "Onboarding-Ticket IT-3112: {p}, Standort {v}.",
        ),
        "cue": (
            "[HR-233] Umzug von {p} ins Büro {v} – erledigt",
            "Gestern: Umzug von {p} nach {v} abgeschlossen. Heute: Code-Review.",
        ),
        "negate": ("Korrektur zu HR-240: {p} arbeitet nicht im Büro {v}, der Eintrag war falsch.",),
    },
    "tool-preference-es": {
        "say": (
            "README de mis dotfiles: para {scope} uso {v} como {slot}.",
            "Mi setup ({scope}): {slot} = {v}",
        ),
        "cue": (
            "dotfiles: cambio de {slot} para {scope}, ahora uso {v}",
            "chore(dotfiles): reemplazo {old} por {v} como {slot} en {scope}",
        ),
        "negate": ("Cierro el ticket: no uso {v} como {slot} en {scope}.",),
    },
    "person-office-ru": {
        "say": (
            "По данным HR, {p} работает в офисе {v}.",
            "Тикет IT-4410: {p}, офис {v}, ноутбук отправить туда.",
        ),
        "cue": (
            "[HR-515] Перевод сотрудника {p} в офис {v} — выполнено",
            "Вчера: оформили переезд {p} в офис {v}. Сегодня: ревью.",
        ),
        "negate": ("Уточнение по HR-520: {p} не работает в офисе {v}, запись в справочнике ошибочная.",),
    },
}
FRESH23_FILLERS = ["From Jira: ", "Per the PR: ", "Via #eng-updates: "]
# A twenty-fourth blind set (``--templates fresh24``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: memories as other memory
# tools and note apps export them and a user imports them. Structured key paths and config-like
# lines ("people/{p}/office: X", "flags.{env}.{flag}: enabled", "offices.{c}.address: ..."),
# one-line JSON and YAML-ish fragments ('{"person": ..., "office": ...}', "- person: X | office:
# Y"), Obsidian / Logseq notes with [[wikilinks]], "key:: value" properties and #tags, mem0-style
# extracted facts ("User prefers X as editor for Y") and mem0 history records with "event":
# "UPDATE" / "DELETE" and "old_memory", ISO dates prefixed to journal entries, CSV-like rows.
# Changes are recorded the way such tools record them: "old -> new", "(changed from X)",
# "superseded: X", "updated: ...", an UPDATE event; a negation is an extracted fact or a
# correction ("does not ..."); the retracted rule is struck through or DELETEd. Keys mostly
# stay English; German, Spanish and Russian values and notes as such tools store them:
# "[[X]] ist ins Büro [[Y]] umgezogen #personen", "El usuario prefiere X como editor para Y",
# "сотрудники/X/офис: Y".
FRESH24: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "people/{p}/office: {v}",
            "[[{p}]] works from the [[{v}]] office #people",
        ),
        "cue": (
            "2026-04-14 · [[{p}]] office changed: [[{old}]] → [[{v}]] #people",
            '{{"person": "{p}", "office": "{v}", "previous_office": "{old}", "event": "UPDATE"}}',
        ),
        "negate": ("{p} is not based in the {v} office (user corrected an earlier memory)",),
    },
    "project-role": {
        "say": (
            "roles.csv: {proj},{role},{v}",
            "[[{proj}]] {role}:: [[{v}]] #projects",
        ),
        "cue": (
            "- project: {proj} | {role}: {v} (changed from {old})",
            "superseded: {proj} {role} = {old}; current: {proj} {role} = {v}",
        ),
        "negate": ('{{"memory": "{v} is not the {role} on {proj}", "event": "ADD"}}',),
    },
    "tool-preference": {
        "say": (
            "User prefers {v} as {slot} for {scope}",
            "- {slot} ({scope}): {v} #tools #setup",
        ),
        "cue": (
            '{{"memory": "Uses {v} as {slot} for {scope}", "event": "UPDATE", "old_memory": "Uses {old} as {slot} for {scope}"}}',
            "2026-06-02: {slot} for {scope}: {old} -> {v}",
        ),
        "negate": ("User does not use {v} as {slot} for {scope}",),
    },
    "service-runtime": {
        "say": (
            "services.{svc}.runtime: {lang} {v}",
            "- service: {svc} | runtime: {lang} {v}",
        ),
        "cue": (
            "services.{svc}.runtime: {lang} {old} -> {lang} {v}",
            "[[{svc}]] upgraded to {lang} {v} (changed from {old}) #infra",
        ),
    },
    "service-timeout": {
        "say": (
            "{svc}.{env}.request_timeout: {v}s",
            '{{"service": "{svc}", "env": "{env}", "timeout_seconds": {v}}}',
        ),
        "cue": (
            "{svc} ({env}) request_timeout: {old}s → {v}s",
            "updated 2026-08-19 — [[{svc}]] {env} request timeout is now {v} seconds (was {old}) #config",
        ),
    },
    "service-db": {
        "say": (
            "[[{svc}]] stores its data in [[{v}]] #architecture",
            "{svc}: database = {v}",
        ),
        "cue": (
            "{svc}.database: {v}  # superseded: {old}",
            'mem0 history · UPDATE · "{svc} uses {old} as database" → "{svc} uses {v} as database"',
        ),
        "negate": ("{svc} does not use {v} as database",),
    },
    "replicas": {
        "say": (
            "deploy/{svc}/{env}: replicas: {v}",
            "replicas.csv: {svc},{env},{v}",
        ),
        "cue": (
            "{svc} [{env}] replicas: {old} -> {v}",
            "2026-05-27T14:03Z — scaled [[{svc}]] in {env} to {v} replicas #ops",
        ),
    },
    "feature-flag": {
        "say": (
            "flags.{env}.{flag}: {v}",
            '{{"flag": "{flag}", "environment": "{env}", "status": "{v}"}}',
        ),
        "cue": (
            "flags.{env}.{flag}: {old} -> {v}",
            "[[{flag}]] is now {v} in {env} (updated) #flags",
        ),
    },
    "standing-rule": {
        "say": (
            "teams/{team}/rules: always {act}",
            "[[{team} team]] rule:: always {act} #conventions",
        ),
        "negate": (
            "- team: {team} | rule: never {act}",
            "User's {team} team rule is to never {act}",
        ),
        "retract": (
            "~~[[{team} team]]: always {act}~~ — rule dropped, no longer applies #conventions",
            '{{"memory": "Always {act} on the {team} team", "event": "DELETE", "reason": "rule no longer applies"}}',
        ),
    },
    "answer-language": {
        "say": (
            "User wants {topic} written in {v}",
            "writing_language ({topic}): {v}",
        ),
        "cue": (
            "language for {topic}: {old} → {v} (updated 2026-07-08)",
            '{{"memory": "Wants {topic} in {v}", "event": "UPDATE", "old_memory": "Wants {topic} in {old}"}}',
        ),
        "negate": ("User does not want {topic} written in {v}",),
    },
    "standup-time": {
        "say": (
            "calendar/{team}/{kind}: {v}",
            "- event: {team} {kind} | time: {v} | recurring: yes",
        ),
        "cue": (
            "{team} {kind}: {old} -> {v} (rescheduled)",
            "2026-09-14 [[{team}]] {kind} moved to {v} #schedule",
        ),
    },
    "meeting-day": {
        "say": (
            "[[{team}]] {meeting} — every {v} #meetings",
            '{{"team": "{team}", "meeting": "{meeting}", "day": "{v}"}}',
        ),
        "cue": (
            "{team} {meeting} day: {old} -> {v}",
            "updated: {team} {meeting} now on {v}s (was {old})",
        ),
    },
    "office-address": {
        "say": (
            "offices.{c}.address: {v}",
            'offices.csv: {c},"{v}"',
        ),
        "cue": (
            "offices.{c}.address: {v} (changed from {old})",
            "[[{c} office]] address:: {v} — superseded: {old} #offices",
        ),
    },
    "office-floor": {
        "say": (
            "offices/{c}/floors/{team}: {v}",
            "- office: {c} | team: {team} | floor: {v}",
        ),
        "cue": (
            "{c} office, {team} team floor: {old} → {v}",
            "2026-03-30: [[{team}]] team moved to floor {v} in [[{c}]] #office",
        ),
    },
    "decision": {
        "say": (
            "[[{proj}]] {aspect}:: [[{v}]] #decision",
            "Project {proj} uses {v} as {aspect}",
        ),
        "cue": (
            "{proj} {aspect}: {v} (supersedes {old})",
            '{{"project": "{proj}", "{aspect}": "{v}", "previous": "{old}", "updated_at": "2026-10-02"}}',
        ),
        "negate": ("[[{proj}]] decided against [[{v}]] as {aspect} #decision",),
    },
    "deadline": {
        "say": (
            "- [ ] [[{proj}]] {milestone} — due {v} #deadline",
            '{{"project": "{proj}", "milestone": "{milestone}", "due": "{v}"}}',
        ),
        "cue": (
            "{proj} {milestone} due: {old} -> {v}",
            "updated: [[{proj}]] {milestone} due date is now {v} (was {old})",
        ),
    },
    "api-version-auth": {
        "say": (
            "api.{svc}.v{n}.auth: {v}",
            "{svc} API v{n} uses {v} for authentication",
        ),
        "cue": (
            "api.{svc}.v{n}.auth: {old} -> {v}",
            "2026-08-03 — [[{svc}]] v{n} auth switched to {v} #api",
        ),
    },
    "person-timezone": {
        "say": (
            "people/{p}/timezone: {v}",
            "{p} is in {v} timezone",
        ),
        "cue": (
            "[[{p}]] timezone:: {v} (changed from {old})",
            '{{"person": "{p}", "timezone": "{v}", "previous": "{old}", "event": "UPDATE"}}',
        ),
    },
    "person-contact": {
        "say": (
            "- person: {p} | urgent contact: {v}",
            "[[{p}]] prefers {v} for urgent things #contacts",
        ),
        "cue": (
            "{p} urgent channel: {old} -> {v}",
            "Updated memory: {p} now wants to be reached via {v} for urgent matters",
        ),
        "negate": ("{p} does not want to be contacted via {v} #contacts",),
    },
    "person-allergy": {
        "say": (
            "people/{p}/allergies: [{v}]",
            "[[{p}]] allergy:: {v} #dietary",
        ),
        "negate": ("{p} is not allergic to {v} (corrected)",),
    },
    "person-drink": {
        "say": (
            "people.{p}.morning_drink: {v}",
            "[[{p}]] drinks {v} every morning #coffee-run",
        ),
        "cue": (
            "{p} morning drink: {old} -> {v}",
            '{{"memory": "{p} drinks {v} in the morning", "event": "UPDATE", "old_memory": "{p} drinks {old} in the morning"}}',
        ),
        "negate": ("{p} does not like {v} #coffee-run",),
    },
    "manager": {
        "say": (
            "org/{p}/manager: {v}",
            "- employee: {p} | manager: {v}",
        ),
        "cue": (
            "{p} manager: {old} -> {v}",
            "2026-10-20 [[{p}]] now reports to [[{v}]] #org",
        ),
    },
    "relative-city": {
        "say": (
            "User's {rel} lives in {v}",
            "family/{rel}/city: {v}",
        ),
        "cue": (
            "User's {rel} moved to {v} (previously {old})",
            "2026-05-09: my {rel} moved from [[{old}]] to [[{v}]] #family",
        ),
    },
    "preference-order": {
        "say": (
            "{team}.conventions.{topic}: {a} > {b}",
            "[[{team} team]] prefers {a} over {b} for {topic} #conventions",
        ),
        "cue": (
            "updated: {team} team now prefers {a} over {b} for {topic}",
            "{team} team, {topic}: {a} over {b} (changed, previously the other way round)",
        ),
    },
    "order-rule": {
        "say": (
            "ci/{svc}/steps: [{a}, {b}]",
            "[[{svc}]] pipeline: {a} → {b} #ci",
        ),
    },
    "person-office-de": {
        "say": (
            "[[{p}]] arbeitet im Büro [[{v}]] #personen",
            "- person: {p} | standort: Büro {v}",
        ),
        "cue": (
            "{p} Büro: {old} -> {v} (geändert)",
            "2026-04-22: [[{p}]] ist ins Büro [[{v}]] umgezogen #personen",
        ),
        "negate": ("{p} arbeitet nicht im Büro {v} (korrigiert)",),
    },
    "tool-preference-es": {
        "say": (
            "El usuario prefiere {v} como {slot} para {scope}",
            "- {slot} ({scope}): {v} #herramientas",
        ),
        "cue": (
            "{slot} para {scope}: {old} -> {v} (actualizado)",
            '{{"memory": "Usa {v} como {slot} para {scope}", "event": "UPDATE", "old_memory": "Usa {old} como {slot} para {scope}"}}',
        ),
        "negate": ("El usuario no usa {v} como {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": (
            "[[{p}]] работает в офисе [[{v}]] #сотрудники",
            "сотрудники/{p}/офис: {v}",
        ),
        "cue": (
            "{p}, офис: {old} -> {v} (изменено)",
            "2026-06-17: {p} переехал(а) в офис {v} #сотрудники",
        ),
        "negate": ("{p} не работает в офисе {v} (исправлено)",),
    },
}
FRESH24_FILLERS = ["Imported from mem0: ", "Obsidian export: ", "Synced from Notion: "]
# A twenty-fifth blind set (``--templates fresh25``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: lines of group chats and
# meeting transcripts an agent saved verbatim, where a speaker tag carries who the fact is
# about ("{p}: I'm based in the X office", "[09:14] @{p}: moved to ...", "<wes> afaik ...",
# "Name — 10:42 AM — ...", "Q: ... A: ...", "> quoted reply"). First person of the speaker
# ("I", "my", "me"), a fixed other speaker (Mo, Kai, Jess, Wes, Dani, Bea, Rob, Gio, Tess, Pat,
# none of them a placeholder) saying something about {p} or a project, "we" / "our" for teams
# and services, "me:" for the user's own messages; hedges ("afaik", "iirc", "pretty sure"),
# emoji, "+1", "lol", lowercase. Changes said the chat way: "moved from X to Y", "we switched
# to", "update: ...", "not X anymore — Y", "(edited) ... now"; negations are chat denials
# ("I'm not in the X office, never was lol", "nope, {svc} doesn't use X"); the retracted rule
# is dropped in a channel post. German, Spanish and Russian chat lines as people type them:
# "{p}: bin jetzt im Büro Y, nicht mehr in X", "yo: me cambié de A a B", "{p}: я не в офисе Y".
FRESH25: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "{p}: I'm based in the {v} office, come say hi if you're around 👋",
            "[11:02] Mo: {p} sits in the {v} office, same floor as the coffee machine",
        ),
        "cue": (
            "[09:14] @{p}: moved to the {v} office last week 🎉",
            "> {p}: not in {old} anymore, I'm in the {v} office now",
        ),
        "negate": ("{p}: I'm not in the {v} office, never was lol",),
    },
    "project-role": {
        "say": (
            "{v} (Slack, #{proj}): hi all, I'm the {role} on {proj}, ping me with questions",
            "Q: who's the {role} on {proj}? A: {v} is",
        ),
        "cue": (
            "{v}: taking over from {old} as the {role} on {proj} starting Monday 👋",
            "Kai: update — {proj}'s {role} is {v} now, not {old}",
        ),
        "negate": ("{v}: fyi I'm not the {role} on {proj}, pls stop tagging me 🙏",),
    },
    "tool-preference": {
        "say": (
            "me: I use {v} as my {slot} for {scope}, fight me",
            "Me — 10:42 AM — my {slot} for {scope} is {v}",
        ),
        "cue": (
            "me: switched from {old} to {v} as my {slot} for {scope} 🙌",
            "(edited) me: {slot} for {scope} is {v} now",
        ),
        "negate": ("me: lol no, I don't use {v} as my {slot} for {scope}",),
    },
    "service-runtime": {
        "say": (
            "<wes> afaik {svc} is on {lang} {v}",
            "Dani — 3:12 PM — {svc} runs {lang} {v}, checked the Dockerfile",
        ),
        "cue": (
            "Wes: moved {svc} from {lang} {old} to {v} 🚀",
            "> Jess: {svc} isn't on {lang} {old} anymore — it's {lang} {v}",
        ),
    },
    "service-timeout": {
        "say": (
            "<bea> pretty sure the {env} timeout for {svc} is {v} seconds",
            "Kai: {svc} in {env} gives up after {v}s, that's why the job failed",
        ),
        "cue": (
            "Kai: update: changed the {svc} timeout in {env} from {old}s to {v}s",
            "(edited) Bea: {svc} in {env} times out after {v}s now",
        ),
    },
    "service-db": {
        "say": (
            "Q: what DB is {svc} on? A: {v}",
            "<wes> {svc} keeps all its data in {v} fwiw",
        ),
        "cue": (
            "Wes: we switched {svc} from {old} to {v} last sprint",
            "Rob: actually {svc} is on {v} now, not {old}",
        ),
        "negate": ("Wes: nope, {svc} doesn't use {v}, those tables belong to someone else",),
    },
    "replicas": {
        "say": (
            "Jess: {svc} runs {v} replicas in {env} atm",
            "[14:20] @kai: we've got {v} replicas of {svc} in {env}",
        ),
        "cue": (
            "Jess: scaled {svc} in {env} from {old} to {v} replicas, watching the graphs 👀",
            "update: {svc} is at {v} replicas in {env} now",
        ),
    },
    "feature-flag": {
        "say": (
            "Jess: {flag} is {v} in {env}, just double-checked",
            "[#release] Rob: confirming {flag} = {v} on {env} ✅",
        ),
        "cue": (
            "Rob: update: flipped {flag} to {v} in {env}",
            "(edited) Jess: {flag} is {v} in {env} now, not {old}",
        ),
    },
    "standing-rule": {
        "say": (
            "Pat (#team-{team}): reminder, on the {team} team we always {act} 🙏",
            "Gio: {team} team rule, always {act}. no exceptions lol",
        ),
        "negate": (
            "Pat (#team-{team}): on the {team} team we never {act}, please don't",
            "Gio: pls don't {act} on the {team} team, we just don't",
        ),
        "retract": (
            "Pat (#team-{team}): fyi we dropped the 'always {act}' rule, {team} team doesn't need it anymore",
            "Gio: update from the {team} retro — no more rule to {act}, that's gone",
        ),
    },
    "answer-language": {
        "say": (
            "me: please write {topic} in {v}",
            "me: {topic} in {v} pls, always 🙏",
        ),
        "cue": (
            "me: change of plan, {topic} in {v} from now on, not {old}",
            "(edited) me: switch {topic} to {v}",
        ),
        "negate": ("me: please don't write {topic} in {v}",),
    },
    "standup-time": {
        "say": (
            "Kai: reminder, {team} {kind} is at {v} 🙏",
            "Tess (#team-{team}): the {team} {kind} starts at {v}, be on time pls",
        ),
        "cue": (
            "Kai: heads up, {team} {kind} moved from {old} to {v}",
            "(edited) Tess: {team} {kind} is at {v} now",
        ),
    },
    "meeting-day": {
        "say": (
            "Bea: {team} {meeting} is every {v}, don't book over it",
            "Q: when's the {team} {meeting}? A: {v}s",
        ),
        "cue": (
            "Bea: we moved the {team} {meeting} to {v}s, it was {old}",
            "update: {team} {meeting} is on {v} now 📅",
        ),
    },
    "office-address": {
        "say": (
            "Gio: the {c} office is at {v} btw",
            "Q: what's the {c} office address? A: {v}",
        ),
        "cue": (
            "Gio: {c} office moved! new address is {v} (old one was {old})",
            "> Tess: {c} office isn't at {old} anymore — it's {v}",
        ),
    },
    "office-floor": {
        "say": (
            "Tess: {team} team sits on floor {v} in {c}, ask at reception",
            "[16:40] @mo: we ({team} team) are on floor {v} in the {c} office",
        ),
        "cue": (
            "Tess: update — the {team} team moved to floor {v} in the {c} office",
            "(edited) Mo: {team} team in {c}: floor {v} now, not {old}",
        ),
    },
    "decision": {
        "say": (
            "Mo (#proj-{proj}): decided, {proj} goes with {v} for the {aspect}",
            "Q: what's {proj} using for the {aspect}? A: {v}",
        ),
        "cue": (
            "Mo: we switched {proj}'s {aspect} from {old} to {v} 🎉",
            "update: {proj} is on {v} for the {aspect} now, {old} is gone",
        ),
        "negate": ("Mo: no, {proj} isn't using {v} for the {aspect}, we dropped that idea",),
    },
    "deadline": {
        "say": (
            "Rob: {proj} {milestone} is due {v}, no pressure lol",
            "[10:03] @dani: target for the {proj} {milestone} is {v}",
        ),
        "cue": (
            "Rob: {proj} {milestone} slipped to {v} 😬",
            "(edited) Dani: {proj} {milestone} is {v} now, not {old}",
        ),
    },
    "api-version-auth": {
        "say": (
            "<dani> iirc {svc} API v{n} uses {v} for auth",
            "Wes: {svc} v{n} auth is {v}, it's in the docs",
        ),
        "cue": (
            "Wes: heads up, {svc} v{n} moved from {old} to {v} for auth",
            "update: {svc} API v{n} authenticates with {v} now",
        ),
    },
    "person-timezone": {
        "say": (
            "{p}: I'm on {v} fyi, so early calls are rough for me",
            "Kai: {p} works on {v} time, keep that in mind",
        ),
        "cue": (
            "{p}: moved from {old} to {v}, update your calendars pls 🙏",
            "(edited) {p}: I'm on {v} time now",
        ),
    },
    "person-contact": {
        "say": (
            "{p}: if it's urgent, {v} is the best way to reach me",
            "Mo: for urgent stuff {p} prefers {v}",
        ),
        "cue": (
            "{p}: update: for urgent stuff use {v} please, not {old}",
            "Mo: {p} wants {v} for urgent things now",
        ),
        "negate": ("{p}: please don't use {v} for urgent things, I never see it",),
    },
    "person-allergy": {
        "say": (
            "{p}: fyi I'm allergic to {v} 🙃",
            "Bea (re: team dinner): {p} has a {v} allergy, pls tell the restaurant",
        ),
        "negate": ("{p}: lol no, I'm not allergic to {v}, that was someone else",),
    },
    "person-drink": {
        "say": (
            "{p}: I always start the day with {v} ☕",
            "Jess (#coffee-run): {p} has {v} every morning",
        ),
        "cue": (
            "{p}: switched to {v} in the mornings, no more {old} for me",
            "> Jess: {p} isn't on {old} anymore, it's {v} in the morning now",
        ),
        "negate": ("{p}: pls no {v} for me, I can't stand it",),
    },
    "manager": {
        "say": (
            "{p}: my manager is {v}",
            "Dani: {p} reports to {v}, ask them",
        ),
        "cue": (
            "{p}: moved from {old}'s team to {v}'s 🎉",
            "update: {p} reports to {v} now",
        ),
    },
    "relative-city": {
        "say": (
            "me: my {rel} lives in {v}, so I'm there a lot",
            "[20:14] me: flying out to see my {rel} on Friday, they live in {v}",
        ),
        "cue": (
            "me: my {rel} just moved from {old} to {v} 📦",
            "me: update — my {rel} lives in {v} now",
        ),
    },
    "preference-order": {
        "say": (
            "Dani (#team-{team}): for {topic} we go {a} over {b} on the {team} team",
            "Pat: {team} team, {topic}: {a} > {b}, +1 from everyone",
        ),
        "cue": (
            "Dani: update from the {team} retro — {a} over {b} for {topic} from now on",
            "Pat: the {team} team switched to {a} over {b} for {topic}",
        ),
    },
    "order-rule": {
        "say": (
            "Wes: in the {svc} pipeline it's {a} first, then {b}",
            "> Bea: {svc} CI runs {a} before {b}, don't reorder pls",
        ),
    },
    "person-office-de": {
        "say": (
            "{p}: ich sitze im Büro {v} 🙂",
            "Jens: {p} arbeitet im Büro {v}, gleich bei mir um die Ecke",
        ),
        "cue": (
            "{p}: bin jetzt im Büro {v}, nicht mehr in {old}",
            "[09:14] @{p}: letzte Woche ins Büro {v} umgezogen 🎉",
        ),
        "negate": ("{p}: nee, ich bin nicht im Büro {v}",),
    },
    "tool-preference-es": {
        "say": (
            "yo: uso {v} como {slot} para {scope} 🤷",
            "Yo — 10:42 — mi {slot} para {scope} es {v}",
        ),
        "cue": (
            "yo: me cambié de {old} a {v} como {slot} para {scope}",
            "(editado) yo: ahora uso {v} como {slot} para {scope}",
        ),
        "negate": ("yo: jaja no, no uso {v} como {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": (
            "{p}: я сижу в офисе {v}",
            "Дима: {p} работает в офисе {v}, если что",
        ),
        "cue": (
            "{p}: переехал(а) из {old} в офис {v} 🎉",
            "> {p}: я уже не в {old}, теперь в офисе {v}",
        ),
        "negate": ("{p}: я не в офисе {v}, это ошибка",),
    },
}
FRESH25_FILLERS = ["From the group chat: ", "Transcript excerpt: ", "Saved from Slack: "]
# A twenty-sixth blind set (``--templates fresh26``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: lines of the memory files
# coding agents keep and users hand-edit (CLAUDE.md, AGENTS.md, .cursorrules, memory-bank
# activeContext.md / techContext.md / progress.md). Terse markdown bullets and short
# sentences heavy with code: identifiers, versions, env names and paths in `backticks` in
# about half of the lines and bare in the rest ("- `{svc}` runs on `{lang} {v}`",
# "`config/{env}.yaml`: `{svc}.timeout: {v}s`", "DB for `{svc}`: `{v}`"), imperative rules
# ("- **Always** {act}", "Never use {v} to reach {p}"), **bold** and _italic_ emphasis,
# "NOTE:", "IMPORTANT:", "TODO:", "(as of 2026-05)", inline headings ("## Team — {p}: {v}
# office"), checkboxes ("- [ ] ... due **{v}**", "- [x] moved ..."). Changes are recorded the
# way people edit such files: "~~old~~ new" strikethrough, "Changed: X → Y", "was X, now Y",
# "... now"; a negation is a rule or note with **not** / _not_ / Never; the retracted rule is
# struck through or noted as removed from CLAUDE.md. A few lines are German or Spanish comments
# as a multilingual team writes them ("Achtung: ... wurde auf {v} verschoben", "Dirección de
# la oficina de {c}: {v}"), and the German, Spanish and Russian families are written as such.
FRESH26: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "## Team — {p}: {v} office",
            "- **{p}** works from the `{v}` office (as of 2026-05)",
        ),
        "cue": (
            "- {p}: office is now **{v}** _(updated)_",
            "- {p}: ~~{old}~~ `{v}` office",
        ),
        "negate": ("NOTE: {p} is **not** in the `{v}` office — fix any notes that say so",),
    },
    "project-role": {
        "say": (
            "- `{proj}` {role}: {v}",
            "## {proj} — {role}: **{v}**",
        ),
        "cue": (
            "- `{proj}` {role}: ~~{old}~~ {v}",
            "Changed: {proj} {role} {old} → {v} (as of 2026-06)",
        ),
        "negate": ("IMPORTANT: {v} is _not_ the {role} on `{proj}`, don't route reviews to them",),
    },
    "tool-preference": {
        "say": (
            "- {slot} for {scope}: `{v}`",
            "Use **{v}** as the {slot} for {scope}.",
        ),
        "cue": (
            "- {slot} ({scope}): was `{old}`, now `{v}`",
            "TODO: update the setup docs — {slot} for {scope} is {v} now",
        ),
        "negate": ("Never suggest `{v}` as the {slot} for {scope}; the user does not use it.",),
    },
    "service-runtime": {
        "say": (
            "- `{svc}` runs on `{lang} {v}`",
            "**{svc}**: {lang} {v} (pinned in services/{svc}/Dockerfile)",
        ),
        "cue": (
            "- `{svc}`: ~~{lang} {old}~~ `{lang} {v}`",
            "Changed: {svc} runtime {lang} {old} → {lang} {v}, CI image bumped",
        ),
    },
    "service-timeout": {
        "say": (
            "`config/{env}.yaml`: `{svc}.timeout: {v}s`",
            "- {svc} ({env}) request timeout: {v} seconds — don't lower it",
        ),
        "cue": (
            "- `{svc}` timeout in `{env}`: was {old}s, now **{v}s**",
            "Achtung: Timeout für {svc} in {env} ist jetzt {v}s",
        ),
    },
    "service-db": {
        "say": (
            "DB for `{svc}`: `{v}`",
            "- {svc} persists everything in **{v}**",
        ),
        "cue": (
            "- `{svc}` DB: ~~{old}~~ → `{v}` (migration done)",
            "Changed: {svc} moved off {old}, it's on {v} now",
        ),
        "negate": ("IMPORTANT: `{svc}` does **not** use `{v}` — those tables belong to another service",),
    },
    "replicas": {
        "say": (
            "`k8s/{env}/{svc}.yaml`: `replicas: {v}`",
            "- {svc} runs {v} replicas in {env}.",
        ),
        "cue": (
            "- {svc} ({env}) replicas: ~~{old}~~ **{v}**",
            "Changed: `{svc}` scaled to {v} replicas in `{env}`",
        ),
    },
    "feature-flag": {
        "say": (
            "- `{flag}` is **{v}** in `{env}`",
            "Feature flag {flag} ({env}): {v}",
        ),
        "cue": (
            "- [x] {flag} is now _{v}_ in {env} (flipped this sprint)",
            "- `{flag}` (`{env}`): ~~{old}~~ {v}",
        ),
    },
    "standing-rule": {
        "say": (
            "- **Always** {act} ({team} team).",
            "IMPORTANT (`{team}` team): always {act}.",
        ),
        "negate": (
            "- **Never** {act} ({team} team).",
            "{team} team: _never_ {act}, see `AGENTS.md`",
        ),
        "retract": (
            "- ~~Always {act} ({team} team)~~ — rule removed, no longer applies",
            'Changed: dropped the {team} team\'s "always {act}" rule from `CLAUDE.md` (as of 2026-09)',
        ),
    },
    "answer-language": {
        "say": (
            "- Write {topic} in **{v}**.",
            "Language for {topic}: `{v}` (user preference)",
        ),
        "cue": (
            "- {topic}: ~~{old}~~ {v} — user asked to switch",
            "NOTE: {topic} must be written in {v} from now on",
        ),
        "negate": ("Do **not** write {topic} in {v}.",),
    },
    "standup-time": {
        "say": (
            "- {team} {kind}: `{v}`",
            "{team} team {kind} is at {v} — don't schedule deploys then",
        ),
        "cue": (
            "- `{team}` {kind}: ~~{old}~~ **{v}**",
            "Changed: {team} {kind} now starts at {v}",
        ),
    },
    "meeting-day": {
        "say": (
            "- `{team}` {meeting}: every {v}",
            "{team} {meeting} happens on {v}s (calendar is the source of truth)",
        ),
        "cue": (
            "{team} {meeting}: was {old}, now {v}",
            "- [x] moved the {team} {meeting} to {v}",
        ),
    },
    "office-address": {
        "say": (
            "- {c} office: `{v}`",
            "Dirección de la oficina de {c}: {v}",
        ),
        "cue": (
            "- **{c}** office: ~~{old}~~ {v} (moved 2026-07)",
            "Changed: {c} office address {old} → {v}",
        ),
    },
    "office-floor": {
        "say": (
            "- `{team}` team @ {c}: floor {v}",
            "{c} office — {team} team sits on floor **{v}**",
        ),
        "cue": (
            "NOTE: {team} team in {c} moved to floor {v}",
            "- {c} / `{team}`: floor ~~{old}~~ {v}",
        ),
    },
    "decision": {
        "say": (
            "- `{proj}` {aspect}: `{v}` (decided, see ADR)",
            "Decision ({proj}): use **{v}** for the {aspect}.",
        ),
        "cue": (
            "- {proj} {aspect}: ~~{old}~~ `{v}`",
            "Changed: {proj} {aspect} {old} → {v} (ADR-012 supersedes ADR-007)",
        ),
        "negate": ("IMPORTANT: `{proj}` does **not** use {v} for the {aspect} — that proposal was rejected",),
    },
    "deadline": {
        "say": (
            "- [ ] `{proj}` {milestone} — due **{v}**",
            "{proj} {milestone} deadline: {v}",
        ),
        "cue": (
            "Achtung: {proj} {milestone} wurde auf {v} verschoben",
            "- [ ] `{proj}` {milestone}: due ~~{old}~~ {v}",
        ),
    },
    "api-version-auth": {
        "say": (
            "- `{svc}` API `v{n}` auth: `{v}`",
            "{svc} v{n} authenticates via {v}.",
        ),
        "cue": (
            "- `{svc}` v{n} auth: was {old}, now **{v}**",
            "Changed: {svc} API v{n} switched to {v} for auth",
        ),
    },
    "person-timezone": {
        "say": (
            "- {p} — TZ `{v}`",
            "{p} trabaja en horario {v}, ojo con las reuniones tempranas",
        ),
        "cue": (
            "- {p}: TZ ~~{old}~~ `{v}`",
            "NOTE: {p} is on {v} now (relocated)",
        ),
    },
    "person-contact": {
        "say": (
            "- Urgent stuff for {p}: use {v}",
            "Reach **{p}** via {v} when it's urgent.",
        ),
        "cue": (
            "- {p} urgent channel: ~~{old}~~ {v}",
            "Changed: {p} wants {v} for urgent things now",
        ),
        "negate": ("Never use {v} to reach {p} for urgent stuff — they don't check it",),
    },
    "person-allergy": {
        "say": (
            "- {p}: allergic to **{v}** (team lunches!)",
            "IMPORTANT: {p} has a {v} allergy",
        ),
        "negate": ("NOTE: {p} is _not_ allergic to {v} — the old entry was wrong",),
    },
    "person-drink": {
        "say": (
            "- Coffee run: {p} → {v}",
            "{p} drinks {v} in the morning.",
        ),
        "cue": (
            "- {p} morning drink: ~~{old}~~ {v}",
            "{p}: was {old}, now {v} in the mornings",
        ),
        "negate": ("Don't get {v} for {p}, they don't like it",),
    },
    "manager": {
        "say": (
            "- {p} → manager: {v}",
            "Manager of {p}: **{v}**",
        ),
        "cue": (
            "- {p}: manager ~~{old}~~ {v}",
            "Geändert: {p} berichtet jetzt an {v}",
        ),
    },
    "relative-city": {
        "say": (
            "- User's {rel} lives in {v}.",
            "## Personal — {rel}: {v}",
        ),
        "cue": (
            "- User's {rel}: ~~{old}~~ {v} (moved)",
            "NOTE: the user's {rel} lives in {v} now",
        ),
    },
    "preference-order": {
        "say": (
            "- {topic} ({team} team): **{a}** over {b}",
            "Prefer {a} over {b} for {topic} in `{team}` repos.",
        ),
        "cue": (
            "Changed: the {team} team now prefers {a} over {b} for {topic}",
            "- `{team}` / {topic}: ~~{b} over {a}~~ {a} over {b}",
        ),
    },
    "order-rule": {
        "say": (
            "- `{svc}` CI: {a} → {b}",
            "In `{svc}`, `make ci` runs {a} before {b} — keep that order.",
        ),
    },
    "person-office-de": {
        "say": (
            "- {p}: Büro `{v}`",
            "**{p}** arbeitet im Büro {v}.",
        ),
        "cue": (
            "- {p}: Büro ~~{old}~~ {v} (umgezogen)",
            "Geändert: {p} sitzt jetzt im Büro {v}",
        ),
        "negate": ("WICHTIG: {p} arbeitet **nicht** im Büro {v}",),
    },
    "tool-preference-es": {
        "say": (
            "- {slot} para {scope}: `{v}`",
            "Usar **{v}** como {slot} en {scope}.",
        ),
        "cue": (
            "- {slot} ({scope}): antes `{old}`, ahora `{v}`",
            "Cambiado: el {slot} para {scope} ahora es {v}",
        ),
        "negate": ("No usar `{v}` como {slot} para {scope} — el usuario no lo usa",),
    },
    "person-office-ru": {
        "say": (
            "- {p}: офис `{v}`",
            "**{p}** работает в офисе {v}.",
        ),
        "cue": (
            "- {p}: офис ~~{old}~~ {v}",
            "Изменено: {p} переехал(а) из {old} в офис {v}",
        ),
        "negate": ("ВАЖНО: {p} **не** работает в офисе {v}",),
    },
}
FRESH26_FILLERS = ["From CLAUDE.md: ", "activeContext.md: ", "Per AGENTS.md: "]
# A twenty-seventh blind set (``--templates fresh27``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: notifications and system
# messages from the tools people work in, which an agent saved as memories because they carry
# facts. HR systems and directories ("Workday · {p} — Manager: {v}", "Directory sync — {p},
# office: {v}"), calendars ("Recurring event: ... · every {v}", "Event updated: ... now at {v}
# (was {old})"), issue trackers ("Jira · {proj}: field '{role}' changed from {old} to {v}"),
# GitHub, CI and Dependabot ("Dependabot bumped {lang} from {old} to {v} in {svc}", "Required
# status check ({svc}, main): {a} must pass before {b}"), PagerDuty / Opsgenie, feature-flag
# and config tools ("LaunchDarkly · {flag} ({env}): {v}", "Config change by ops-bot:
# {svc}.{env}.timeout {old}s → {v}s"), Slack / Teams profile and status messages, auto-replies,
# catering, coffee and contacts apps. Passive voice, field names in quotes, "by <bot>", IDs
# ("#4821", "ADR-019", "INC-2291"), a few timestamps; a current state is said as a profile field,
# a recurring event or a catalog entry, a change as "changed from X to Y", "(was X)", "→",
# "now"; a negation is a lookup or form that says the fact does not hold; the retracted rule is
# a handbook edit or a policy bot retiring it. A few notifications come from tools localized to
# German or Spanish ("Konfiguration geändert von ops-bot: ...", "Reserva de puestos: ..."), and
# the German, Spanish and Russian families are written as such tools send them.
FRESH27: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Directory sync — {p}, office: {v}",
            "Okta profile · {p} · Location: {v} office",
        ),
        "cue": (
            "Workday: {p}'s work location was updated to {v} (was {old})",
            "HR notification: office transfer for {p} completed — new office: {v}",
        ),
        "negate": ("Directory lookup: {p} — not assigned to the {v} office",),
    },
    "project-role": {
        "say": (
            "Jira · {proj}: field '{role}' = {v}",
            "Confluence · {proj} project page — {role}: {v}",
        ),
        "cue": (
            "Jira · {proj}: field '{role}' changed from {old} to {v}",
            "Linear: {proj} · '{role}' reassigned → {v} (by triage-bot)",
        ),
        "negate": ("Jira automation: {v} is not the {role} for {proj}; review request not routed",),
    },
    "tool-preference": {
        "say": (
            "Settings sync: default {slot} for {scope} = {v}",
            "Device management report — {scope}: {slot} in use: {v}",
        ),
        "cue": (
            "Settings sync: default {slot} for {scope} changed from {old} to {v}",
            "IDE sync (2026-06-11 08:02): your {slot} for {scope} is now {v}",
        ),
        "negate": ("Onboarding checklist: {v} — not the user's {slot} for {scope}, don't install it",),
    },
    "service-runtime": {
        "say": (
            "GitHub Actions · {svc} / build #4821 passed — runtime: {lang} {v}",
            "Snyk report · {svc}: detected runtime {lang} {v}",
        ),
        "cue": (
            "Dependabot bumped {lang} from {old} to {v} in {svc}",
            "PR #5107 merged by renovate[bot]: {svc} → {lang} {v}",
        ),
    },
    "service-timeout": {
        "say": (
            "Consul KV · {env}/{svc}/request_timeout: {v}s",
            "Config · {svc}.{env}.timeout = {v}s (owner: platform)",
        ),
        "cue": (
            "Config change by ops-bot: {svc}.{env}.timeout {old}s → {v}s",
            "Konfiguration geändert von ops-bot: Timeout für {svc} ({env}) jetzt {v}s",
        ),
    },
    "service-db": {
        "say": (
            "Backstage · {svc}: database = {v}",
            "Service catalog — {svc} · Datastore: {v}",
        ),
        "cue": (
            "Migration complete (CHG-4821): {svc} datastore changed from {old} to {v}",
            "Backstage: {svc} dependency '{old}' replaced by '{v}'",
        ),
        "negate": ("Service catalog — {svc}: {v} is not a datastore of this service (not used)",),
    },
    "replicas": {
        "say": (
            "Kubernetes · deployment/{svc} in {env}: replicas: {v}",
            "Argo CD · {svc} ({env}) synced — {v} replicas running",
        ),
        "cue": (
            "Argo CD: {svc} ({env}) scaled from {old} to {v} replicas by autoscaler-bot",
            "HPA event · {svc}/{env}: desired replicas now {v}",
        ),
    },
    "feature-flag": {
        "say": (
            "LaunchDarkly · {flag} ({env}): {v}",
            "Unleash — toggle '{flag}' in {env}: status {v}",
        ),
        "cue": (
            "LaunchDarkly: flag {flag} {v} in {env} by release-bot (was {old})",
            "Flagsmith audit log · {flag} · {env} → {v}",
        ),
    },
    "standing-rule": {
        "say": (
            "Slackbot reminder (#team-{team}): always {act}",
            "Confluence · {team} team handbook, section 'Rules': Always {act}.",
        ),
        "negate": (
            "Slackbot reminder (#team-{team}): never {act}",
            "Policy bot · {team} team: do not {act} (blocked by policy)",
        ),
        "retract": (
            "Confluence · {team} team handbook edited: rule 'always {act}' deleted, no longer applies",
            "Policy bot · {team} team: rule 'always {act}' retired — no longer enforced",
        ),
    },
    "answer-language": {
        "say": (
            "Assistant settings · {topic}: output language = {v}",
            "Preferences synced — language for {topic}: {v}",
        ),
        "cue": (
            "Assistant settings updated: language for {topic} changed from {old} to {v}",
            "Preference changed by user: {topic} now in {v}",
        ),
        "negate": ("Assistant settings · {topic}: do not use {v} (blocked language)",),
    },
    "standup-time": {
        "say": (
            "Recurring event: {team} {kind} · {v}",
            "Google Calendar reminder: {team} {kind} starts at {v}",
        ),
        "cue": (
            "Event updated: {team} {kind} now at {v} (was {old})",
            "Outlook: the organizer rescheduled {team} {kind} to {v}",
        ),
    },
    "meeting-day": {
        "say": (
            "Recurring event: {team} {meeting} · every {v}",
            "Outlook · {team} {meeting} — Occurs every {v}",
        ),
        "cue": (
            "Event updated: {team} {meeting} now on {v}s (was {old}s)",
            "Calendar: {team} {meeting} moved to {v} by the organizer",
        ),
    },
    "office-address": {
        "say": (
            "Facilities · {c} office — address: {v}",
            "Standortverzeichnis: Büro {c}, Adresse: {v}",
        ),
        "cue": (
            "Facilities notice: the {c} office address changed from {old} to {v}",
            "Workplace maps: {c} office location updated → {v}",
        ),
    },
    "office-floor": {
        "say": (
            "Desk booking (Robin) · {c} office · {team} team neighborhood: floor {v}",
            "Reserva de puestos · oficina de {c} · equipo {team}: planta {v}",
        ),
        "cue": (
            "Desk booking: {team} team zone in {c} moved from floor {old} to floor {v}",
            "Envoy: {team} team in the {c} office is now on floor {v}",
        ),
    },
    "decision": {
        "say": (
            "Confluence · {proj} ADR-012 accepted: {aspect} = {v}",
            "Jira · {proj}: component '{aspect}' — {v}",
        ),
        "cue": (
            "Confluence · {proj} ADR-019 supersedes ADR-012: {aspect} {old} → {v}",
            "Linear: {proj} decision updated — {aspect} is now {v}",
        ),
        "negate": ("Confluence · {proj} ADR-014 rejected: {v} will not be used for the {aspect}",),
    },
    "deadline": {
        "say": (
            "Jira · {proj}: 'Due date' for {milestone} = {v}",
            "Asana: {proj} {milestone} · Due {v}",
        ),
        "cue": (
            "Jira · {proj}: field 'Due date' ({milestone}) changed from {old} to {v}",
            "Asana: la fecha de entrega de {proj} {milestone} cambió a {v}",
        ),
    },
    "api-version-auth": {
        "say": (
            "API gateway · {svc} v{n}: auth scheme {v}",
            "Postman collection '{svc} API v{n}' — Authorization: {v}",
        ),
        "cue": (
            "Kong: {svc} v{n} auth plugin changed from {old} to {v}",
            "Changelog bot: {svc} API v{n} now authenticates with {v}",
        ),
    },
    "person-timezone": {
        "say": (
            "Slack profile · {p} · Time zone: {v}",
            "Teams: {p} · Zeitzone: {v}",
        ),
        "cue": (
            "{p} changed their time zone to {v}",
            "Google Calendar: {p}'s time zone was updated from {old} to {v}",
        ),
    },
    "person-contact": {
        "say": (
            "PagerDuty · {p} — high-urgency contact method: {v}",
            "Slack profile · {p} · 'Urgent? Reach me via {v}'",
        ),
        "cue": (
            "PagerDuty: {p} changed high-urgency notifications from {old} to {v}",
            "Opsgenie · {p}: urgent contact method is now {v}",
        ),
        "negate": ("Auto-reply from {p}: please do not use {v} for urgent matters",),
    },
    "person-allergy": {
        "say": (
            "Catering form · {p} — allergy: {v}",
            "Offsite registration: {p} · dietary restriction: {v} allergy",
        ),
        "negate": ("Offsite registration · {p}: no {v} allergy (confirmed by attendee)",),
    },
    "person-drink": {
        "say": (
            "Office coffee app · {p}'s usual morning order: {v}",
            "Kitchen bot (#office): every morning {p} → {v}",
        ),
        "cue": (
            "Office coffee app: {p} changed their usual order from {old} to {v}",
            "Kitchen bot: {p}'s morning order is now {v}",
        ),
        "negate": ("Office coffee app · {p}: never order {v} (marked as disliked)",),
    },
    "manager": {
        "say": (
            "Workday · {p} — Manager: {v}",
            "Org chart (BambooHR): {p} reports to {v}",
        ),
        "cue": (
            "Workday: {p}'s manager was changed from {old} to {v}",
            "Workday: el responsable de {p} cambió de {old} a {v}",
        ),
    },
    "relative-city": {
        "say": (
            "Contacts · My {rel} — city: {v}",
            "Emergency contact (Workday): {rel}, {v}",
        ),
        "cue": (
            "Contacts sync: your {rel}'s address was updated, city {old} → {v}",
            "Contacts: {rel}'s home city is now {v}",
        ),
    },
    "preference-order": {
        "say": (
            "Slack poll closed (#team-{team}): {topic} — {a} over {b}",
            "Confluence · {team} team conventions · {topic}: prefer {a} over {b}",
        ),
        "cue": (
            "Confluence · {team} team conventions edited: {topic} is now {a} over {b}",
            "Slack poll re-run (#team-{team}): {topic} switched to {a} over {b}",
        ),
    },
    "order-rule": {
        "say": (
            "Required status check ({svc}, main): {a} must pass before {b}",
            "GitHub Actions · {svc} / ci.yml: {a} runs first, then {b}",
        ),
    },
    "person-office-de": {
        "say": (
            "Personalverzeichnis: {p}, Büro: {v}",
            "Workday · Arbeitsort von {p}: {v}",
        ),
        "cue": (
            "Workday: Arbeitsort von {p} wurde von {old} auf {v} geändert",
            "Verzeichnis-Sync — {p}: Büro jetzt {v}",
        ),
        "negate": ("Verzeichnis: {p} ist nicht dem Büro {v} zugeordnet",),
    },
    "tool-preference-es": {
        "say": (
            "Sincronización de ajustes: {slot} predeterminado para {scope} = {v}",
            "Informe del dispositivo — {scope}: {slot} en uso: {v}",
        ),
        "cue": (
            "Ajustes actualizados: el {slot} para {scope} cambió de {old} a {v}",
            "Sincronización: tu {slot} para {scope} ahora es {v}",
        ),
        "negate": ("Lista de incorporación: {v} no es tu {slot} para {scope}, no instalar",),
    },
    "person-office-ru": {
        "say": (
            "Справочник сотрудников: {p}, офис: {v}",
            "Профиль сотрудника · {p} — место работы: офис {v}",
        ),
        "cue": (
            "Кадровая система: место работы {p} изменено с {old} на {v}",
            "Синхронизация справочника — {p}: офис теперь {v}",
        ),
        "negate": ("Справочник: {p} не числится в офисе {v}",),
    },
}
FRESH27_FILLERS = ["Notification: ", "From the inbox: ", "System message: "]
# A twenty-eighth blind set (``--templates fresh28``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: personal diary and journal
# entries and life logs that a personal-assistant agent saved as memories, written the way
# people write in a journal app or a daily log. A date or weekday opening ("Tue 14 Oct —",
# "Journal, March 3:", "Day 212.", "Work log, Feb 2:"), first person past-tense stories that
# carry the fact in passing ("had lunch with {p}, who works in the {v} office", "did the coffee
# run this morning; {p} always has {v}"), feelings ("ugh", "so relieved", "can't wait!"),
# asides in parentheses, exclamation marks, several clauses, "today I found out", "note to
# self", "reminder for future me", an occasional emoji. A change is told as news ("Big news:
# ... moved to ...", "As of today ...", "no more {old}, ... {v} from today on"); a negation is
# a correction in the diary ("turns out {p} does NOT work in the {v} office. I had that wrong");
# the retracted rule is a team dropping it; an order-sensitive preference is a personal call
# ("made my call for the {team} team today: for {topic}, {a} over {b}"). The German, Spanish
# and Russian families are written as diary entries in those languages ("Tagebuch, 3. März:
# ...", "Diario, 3 de marzo: ...", "Дневник, 3 марта: ...").
FRESH28: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Tue 14 Oct — had lunch with {p}, who works in the {v} office (we ended up talking about bikes for an hour, ha)",
            "Journal, March 3: sent a birthday card to {p} at the {v} office, that's where their desk is 🎂",
        ),
        "cue": (
            "Big news today: {p} moved to the {v} office! Left {old} after all this time, so happy for them",
            "Day 212. As of today {p} works in the {v} office — they told me over coffee, still sinking in",
        ),
        "negate": ("Fri — turns out {p} does NOT work in the {v} office. I had that wrong in my notes, ugh",),
    },
    "project-role": {
        "say": (
            "Wed 5 Nov — long day. Sat in on the {proj} review; {v} is the {role} there and ran the whole thing (impressive!)",
            "Journal, Jan 9: coffee with {v}, the {role} on {proj}. Learned a lot about how they plan sprints",
        ),
        "cue": (
            "Big news at work today: {v} took over from {old} as the {role} on {proj}! Didn't see that coming",
            "Mon — {proj} has a new {role} as of today: {v}. Note to self: send them the review requests from now on",
        ),
        "negate": ("Note to self after today's mix-up: {v} is NOT the {role} on {proj} (I had assumed so, oops)",),
    },
    "tool-preference": {
        "say": (
            "Sun 12 Oct — cosy evening tidying my setup. For {scope} I use {v} as my {slot}, and honestly it just works ☕",
            "Dear diary, it's silly but I love my tools: {v} is my {slot} of choice for {scope}.",
        ),
        "cue": (
            "Day 87. Did it at last: switched from {old} to {v} as my {slot} for {scope}! Feels weird but good",
            "Thu — no more {old} for {scope}, my {slot} is {v} from today on",
        ),
        "negate": (
            "Reminder for future me: I do NOT want {v} as my {slot} for {scope} — tried it again today, hated it",
        ),
    },
    "service-runtime": {
        "say": (
            "Tue — pairing session on {svc} all afternoon (it runs on {lang} {v}, which explains half the warnings we saw)",
            "Work log, Feb 2: spent the morning reading the {svc} build. It's on {lang} {v}, pinned in the Dockerfile.",
        ),
        "cue": (
            "Wed 22 Jan — so relieved: we moved {svc} from {lang} {old} to {v} today and nothing broke 🎉",
            "Day 140. As of this morning {svc} runs on {lang} {v}. Long week, but done!",
        ),
    },
    "service-timeout": {
        "say": (
            "Thu — on call again, ugh. Looked it up twice tonight: the request timeout for {svc} in {env} is {v} seconds",
            "Work journal, 3 May: debugging session. In {env}, {svc} gives up on a request after {v} seconds (wrote it on a sticky note)",
        ),
        "cue": (
            "Fri — big relief: we changed the {svc} timeout in {env} from {old} to {v} seconds today, and the pages stopped right away",
            "Day 301. As of today the {env} request timeout for {svc} is {v}s. Note to self: update the runbook",
        ),
    },
    "service-db": {
        "say": (
            "Mon 3 Mar — my onboarding buddy walked me through {svc} today. It keeps all its data in {v} (nice and boring, I like it)",
            "Work log: spent the evening reading {svc} code; the database behind it is {v}.",
        ),
        "cue": (
            "Big day! We migrated {svc} from {old} to {v} — the cutover was at 6am and I'm exhausted but happy",
            "Sat — no more {old} for {svc}, it stores its data in {v} as of this week. Still can't believe we pulled it off",
        ),
        "negate": (
            "Note to self: {svc} does NOT use {v} — I had that wrong all month, no wonder the query made no sense",
        ),
    },
    "replicas": {
        "say": (
            "Tue — quiet on-call night. {svc} runs {v} replicas in {env}, all green when I checked before bed 😴",
            "Work log, Aug 14: drew the {env} setup on the whiteboard for the new hire — there are {v} replicas of {svc} there (my boxes were wonky, ha)",
        ),
        "cue": (
            "Wed 9 Apr — traffic spike today, ugh. We scaled {svc} in {env} from {old} to {v} replicas and it calmed down",
            "Day 56. As of tonight {svc} runs {v} replicas in {env}. Some headroom at last!",
        ),
    },
    "feature-flag": {
        "say": (
            "Thu — demo prep went fine; the {flag} flag is {v} in {env}, I double-checked it twice 🙃",
            "Work journal, Oct 2: poked around {env} after lunch. {flag} is {v} there, good to know",
        ),
        "cue": (
            "Fri 7 Nov — big moment: as of today {flag} is {v} in {env}!",
            "Day 19. We flipped it: the {flag} flag is now {v} in {env}. Fingers crossed",
        ),
    },
    "standing-rule": {
        "say": (
            "Mon — first week on the {team} team. Their rule, as everyone reminded me twice: always {act}",
            "Journal, Feb 11: note to self — on the {team} team we always {act}. Non-negotiable, apparently!",
        ),
        "negate": (
            "Tue — got gently told off today 😅 on the {team} team you never {act}, ever",
            "Journal, Feb 11: note to self — on the {team} team we do not {act}. Non-negotiable, apparently!",
        ),
        "retract": (
            "Big news from the {team} team retro: we no longer {act}. That rule is gone, so relieved!",
            "Thu 4 Dec — reminder for future me: the {team} team dropped the 'always {act}' rule today, it doesn't apply anymore",
        ),
    },
    "answer-language": {
        "say": (
            "Sun — thought about it on my walk: I want {topic} written in {v}, always. Feels more natural to me",
            "Journal, 8 June: note for the assistant and for future me — {topic} should be in {v} 🙂",
        ),
        "cue": (
            "Mon 1 Sep — decided today: from now on I want {topic} in {v} instead of {old}. New chapter!",
            "Day 33. No more {old} for {topic}, I switched to {v} this morning",
        ),
        "negate": ("Reminder for future me: I do NOT want {topic} in {v}. Tried it today and it felt all wrong",),
    },
    "standup-time": {
        "say": (
            "Tue — slept badly and barely made the {team} {kind} at {v} (coffee first next time!)",
            "Journal, Apr 22: the {team} {kind} is at {v}, so I've blocked the half hour before it for focus time",
        ),
        "cue": (
            "Wed — yes!! The {team} {kind} moved from {old} to {v}, no more rushing in with wet hair",
            "Day 150. As of this week the {team} {kind} is at {v} — calendar updated, note to self to stop showing up at the old time",
        ),
    },
    "meeting-day": {
        "say": (
            "Day 44. Our {team} {meeting} takes place every {v} — I've started prepping the evening before, feels calmer",
            "Journal: reminder for future me, the {team} team holds its {meeting} on {v}s. Don't book dentist appointments then!",
        ),
        "cue": (
            "Big news for my calendar: the {team} {meeting} moved from {old}s to {v}s! Had to shuffle everything",
            "Day 97. As of this week the {team} {meeting} is on {v}s. Note to self: update the reminders",
        ),
    },
    "office-address": {
        "say": (
            "Sat 8 Mar — walked past the {c} office on my way to the market; it's at {v}, right next to a lovely bakery 🥐",
            "Journal, Nov 30: visitors asked again, so writing it down — our {c} office is at {v}.",
        ),
        "cue": (
            "Big news: the {c} office moved to {v}! First day in the new place today, still getting lost",
            "Mon — as of today the {c} office is at {v}, no more {old}. Goodbye, old coffee machine 😢",
        ),
    },
    "office-floor": {
        "say": (
            "Wed — visited the {c} office for the first time; the {team} team sits on floor {v}, and it took me ages to find the lift",
            "Journal, Jul 7: note to self, in the {c} office the {team} team is on floor {v} (the one with all the plants)",
        ),
        "cue": (
            "Thu 2 Oct — moving day! The {team} team in the {c} office went from floor {old} to floor {v}. My back hurts",
            "Day 120. As of this week the {team} team is on floor {v} of the {c} office, and I got a window seat out of it",
        ),
    },
    "decision": {
        "say": (
            "Tue — long meeting but we got there: {proj} is going with {v} for the {aspect}. Glad that's settled",
            "Journal, Sept 18: the team decided to use {v} as the {aspect} for {proj}. I argued for it, so I'm quietly pleased 😌",
        ),
        "cue": (
            "Big news on {proj}: we're replacing {old} with {v} as the {aspect}! Weeks of debate, done",
            "Fri — no more {old} on {proj}, we switched the {aspect} to {v} today. Bittersweet",
        ),
        "negate": (
            "Wed — decided today, after a lot of back and forth: {proj} will NOT use {v} for its {aspect}. Relieved, honestly",
        ),
    },
    "deadline": {
        "say": (
            "Mon — stomach in knots: the {proj} {milestone} is due on {v} and there's still so much left 😬",
            "Journal: circled {v} in my paper planner, that's the {proj} {milestone} deadline. Deep breaths",
        ),
        "cue": (
            "Wed — wow. The {proj} {milestone} deadline moved from {old} to {v}! Rewrote my whole plan tonight",
            "Day 201. Big news: the {proj} {milestone} is due on {v} now. New date's in the planner",
        ),
    },
    "api-version-auth": {
        "say": (
            "Thu — spent all afternoon on the {svc} API v{n}; it authenticates with {v}, which tripped me up for an hour 🤦",
            "Work log, 19 Feb: note to self — clients of the {svc} v{n} API sign in with {v}.",
        ),
        "cue": (
            "Tue 3 Jun — big change at work: the v{n} {svc} API switched from {old} to {v} for auth. Updated all my scripts tonight",
            "Day 77. As of today the {svc} API v{n} authenticates with {v}. One less thing to worry about",
        ),
    },
    "person-timezone": {
        "say": (
            "Mon — late call with {p} (they're in the {v} timezone), we both yawned the whole time 😄",
            "Journal, Dec 1: remember that {p}'s timezone is {v} before scheduling anything!",
        ),
        "cue": (
            "Big news from {p}: they went from {old} to {v} time. Need to rethink our call slots",
            "Wed — as of this week {p} is on {v} time. Updated my world clock widget 🕰️",
        ),
    },
    "person-contact": {
        "say": (
            "Tue — today I found out the best way to reach {p} for anything urgent is {v}. Wish I'd known last week!",
            "Journal, 5 Aug: {p} prefers {v} for urgent things — writing it down so I stop guessing",
        ),
        "cue": (
            "Thu — {p} asked to be reached by {v} instead of {old} from now on. Noted, noted!",
            "Day 64. As of today {p} wants {v} for urgent stuff. Changed my favourites list",
        ),
        "negate": (
            "Fri — oops. Turns out {p} does NOT want {v} for urgent things; I had that wrong and they were very polite about it",
        ),
    },
    "person-allergy": {
        "say": (
            "Sat — dinner party planning! {p} is allergic to {v}, so that's off the menu 🍽️",
            "Journal, May 14: today I found out {p} has a {v} allergy. Good thing I asked before baking",
        ),
        "negate": ("Sun — turns out {p} is NOT allergic to {v} after all; I had that wrong. Phew",),
    },
    "person-drink": {
        "say": (
            "Mon — did the coffee run this morning; {p} always has {v} in the morning, easy order ☕",
            "Journal, 2 Feb: {p}'s usual morning drink is {v}. Remember that for their birthday!",
        ),
        "cue": (
            "Wed — plot twist at the coffee run: {p} drinks {v} now instead of {old}!",
            "Day 48. {p} switched to {v} in the mornings as of this week. Noted for future coffee runs",
        ),
        "negate": ("Thu — brought {p} some {v} and, turns out, they do NOT like {v}. Whoops, I had that wrong",),
    },
    "manager": {
        "say": (
            "Tue — chatted with {p} in the kitchen; they report to {v} and seem really happy about it",
            "Journal, Oct 20: {v} manages {p} — found that out today, explains the weekly syncs!",
        ),
        "cue": (
            "Big news at work today: {p} now reports to {v} instead of {old}. Didn't see that coming!",
            "Day 230. As of this week {p}'s manager is {v}. Lots of reshuffling lately",
        ),
    },
    "relative-city": {
        "say": (
            "Sun — long phone call with my {rel}, who lives in {v}; the weather there sounds awful, poor thing ☔",
            "Journal, Apr 4: my {rel} lives in {v}, so I booked train tickets for next month. Can't wait!",
        ),
        "cue": (
            "Big news: my {rel} moved to {v}! Boxes everywhere, but they sound so happy",
            "Wed — as of this weekend my {rel} lives in {v}, no more {old}. I'll miss visiting them there",
        ),
    },
    "preference-order": {
        "say": (
            "Tue — made my call for the {team} team today: for {topic}, {a} over {b}. Done deliberating!",
            "Journal, 15 Jan: my pick for the {team} team on {topic} is {a}, not {b}. Sticking with it 💪",
        ),
        "cue": (
            "Big news: the {team} team switched to {a} over {b} for {topic}! Took one long argument and a pizza",
            "Day 180. Changed my mind for the {team} team: for {topic} we go with {a} over {b} from now on",
        ),
    },
    "order-rule": {
        "say": (
            "Wed — learned the hard way today: for {svc}, run {a} before {b}. Never again the other way round 😅",
            "Work log, Mar 9: in the {svc} pipeline it's {a} first, then {b} — wrote it on a sticky note",
        ),
    },
    "person-office-de": {
        "say": (
            "Di, 14. Okt — Mittagessen mit {p}. Wusste gar nicht, dass {p} im Büro in {v} arbeitet!",
            "Tagebuch, 3. März: Notiz an mich — {p} sitzt im Büro {v}, also die Geburtstagskarte dorthin schicken 🎂",
        ),
        "cue": (
            "Große Neuigkeit heute: {p} ist nach {v} umgezogen und arbeitet jetzt dort im Büro, nicht mehr in {old}!",
            "Tag 212. Seit heute arbeitet {p} im Büro in {v}. Freue mich riesig!",
        ),
        "negate": ("Fr — stimmt gar nicht: {p} arbeitet NICHT im Büro in {v}. Hatte ich falsch notiert, peinlich",),
    },
    "tool-preference-es": {
        "say": (
            "Dom 12 oct — tarde tranquila ordenando mi setup. Para {scope} uso {v} como {slot} y la verdad, me encanta ☕",
            "Diario, 3 de marzo: mi {slot} para {scope} es {v}, sin duda el mejor 🙂",
        ),
        "cue": (
            "¡Por fin! Cambié de {old} a {v} como {slot} en {scope}. Raro al principio, pero feliz",
            "Día 87. Se acabó {old}: desde hoy mi {slot} para {scope} es {v}",
        ),
        "negate": ("Nota para mi yo del futuro: NO quiero {v} como {slot} para {scope}. Lo probé otra vez hoy y nada",),
    },
    "person-office-ru": {
        "say": (
            "Вт, 14 окт. — обед с {p}. Кстати, {p} работает в офисе {v} 🙂",
            "Дневник, 3 марта: заметка себе — рабочее место {p}: офис {v}, открытку отправлю туда",
        ),
        "cue": (
            "Большая новость: {p} перешёл из офиса {old} в офис {v}! Очень рада за {p}",
            "День 212. С сегодняшнего дня {p} работает в офисе {v}. Вот это новости!",
        ),
        "negate": ("Пт — оказывается, {p} НЕ работает в офисе {v}. Я ошибалась, надо исправить заметки",),
    },
}
FRESH28_FILLERS = ["Dear diary, ", "Evening entry: ", "From my daily log: "]
# A twenty-ninth blind set (``--templates fresh29``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: messages by multilingual
# users who code-switch, English with words and short phrases of another language mixed in
# the way bilingual people really type to an assistant. Spanglish ("btw {p} ya no está en
# {old}, now works in the {v} office", "el {team} {kind} es a las {v}"), Denglish ("{p} ist
# jetzt im {v} office", "in {env} ist das {flag} flag {v}"), Hinglish ("{env} mein {svc} ka
# request timeout {v} seconds hai", "{p} ab {v} time pe hai"), Taglish ("si {v} yung manager
# ni {p}", "sa {c} office, nasa floor {v} yung {team} team") and French-English ("{svc}
# tourne sous {lang} {v}", "pour {proj}, on part sur {v} pour le {aspect}"): English
# function words around foreign content or foreign function words around English content,
# discourse particles ("pues", "halt", "yaar", "quoi", "ha", "ojo"), a change told with the
# other language's words for it ("ya", "jetzt", "ab", "na", "a remplacé", "verschoben",
# "shift ho gaya", "nilipat"), a negation with its words ("no", "nicht", "nahi", "hindi",
# "huwag", "n'... pas", "bawal", "nunca"), the retracted rule as "ya no aplica" / "hata
# diya". The German, Spanish and Russian families are written in their own language with
# some English mixed in ("{p} arbeitet im {v} office", "mi {slot} de cabecera para {scope}
# es {v}", "{p} работает в {v} office").
FRESH29: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "{p} trabaja en la {v} office, por si lo necesitas para el seating chart",
            "{p} ka desk {v} office mein hai, so local stuff ke liye unhe ping karo",
        ),
        "cue": (
            "btw {p} ya no está en {old}, now works in the {v} office",
            "{p} ist jetzt im {v} office, seit letzter Woche umgezogen",
        ),
        "negate": ("Correction lang: hindi sa {v} office nagwo-work si {p}, mali yung nasa notes ko",),
    },
    "project-role": {
        "say": (
            "Si {v} yung {role} ng {proj}, so sa kanya ka mag-ask ng approvals",
            "Pour {proj}, le {role} c'est {v}, quoi",
        ),
        "cue": (
            "{v} a remplacé {old} comme {role} sur {proj}, c'est officiel",
            "Bagong {role} ng {proj}: si {v} na, pinalitan niya si {old}",
        ),
        "negate": ("Ojo, {v} no es el {role} de {proj}, don't send them the approvals",),
    },
    "tool-preference": {
        "say": (
            "Für {scope} nutze ich {v} als {slot}, passt halt einfach",
            "{scope} ke liye mera go-to {slot} {v} hai, bas",
        ),
        "cue": (
            "Für {scope} hab ich meinen {slot} von {old} auf {v} gewechselt, finally",
            "{scope} ke liye ab {v} use karta hoon as my {slot}, {old} chhod diya",
        ),
        "negate": ("{scope} ke liye mujhe {v} as {slot} nahi chahiye, please suggest mat karna",),
    },
    "service-runtime": {
        "say": (
            "El {svc} corre en {lang} {v}, lo vi en el Dockerfile",
            "{svc} tourne sous {lang} {v}, c'est pinned dans le Dockerfile",
        ),
        "cue": (
            "Ya migramos {svc} de {lang} {old} a {v}, todo green",
            "{svc} est passé à {lang} {v}, enfin! Plus de {old}",
        ),
    },
    "service-timeout": {
        "say": (
            "{env} mein {svc} ka request timeout {v} seconds hai, yaad rakhna",
            "In {env} bricht {svc} nach {v} Sekunden ab, das ist halt der request timeout",
        ),
        "cue": (
            "{env} mein {svc} ka timeout {old} se {v} seconds kar diya",
            "Den {svc} timeout in {env} haben wir von {old} auf {v} Sekunden geändert, wegen der Alerts",
        ),
    },
    "service-db": {
        "say": (
            "Sa {v} naka-store lahat ng data ng {svc}, FYI lang",
            "{svc} guarda todo en {v}, es su database",
        ),
        "cue": (
            "Na-migrate na namin yung {svc} from {old} to {v}, finally!",
            "{svc} ya no usa {old}, ahora guarda su data en {v}",
        ),
        "negate": ("Ojo, {svc} no usa {v}, no sé de dónde saqué eso",),
    },
    "replicas": {
        "say": (
            "En {env}, {svc} tourne avec {v} replicas, quoi",
            "{env} mein {svc} ke {v} replicas chal rahe hain",
        ),
        "cue": (
            "On a scalé {svc} en {env} de {old} à {v} replicas, ça tient mieux",
            "{env} mein {svc} ko {old} se {v} replicas pe scale kar diya",
        ),
    },
    "feature-flag": {
        "say": (
            "El flag {flag} está {v} en {env}, lo chequeé",
            "In {env} ist das {flag} flag {v}, hab's gecheckt",
        ),
        "cue": (
            "Ya cambiamos {flag} a {v} en {env}, as of today",
            "{flag} ist ab heute {v} in {env}, haben's umgeschaltet",
        ),
    },
    "standing-rule": {
        "say": (
            "{team} team mein hamesha {act}, that's the rule bhai",
            "Sa {team} team, lagi nating {act} — rule nila 'yan",
        ),
        "negate": (
            "En el {team} team nunca, pero nunca, {act}",
            "Sa {team} team, bawal talaga {act} — rule nila 'yan",
        ),
        "retract": (
            "Lo de always {act} en el {team} team ya no aplica, they dropped it",
            "{team} team ne 'always {act}' wala rule hata diya, ab zaroori nahi",
        ),
    },
    "answer-language": {
        "say": (
            "{topic} bitte immer auf {v}, das ist mir wichtig",
            "Pour {topic}, écris en {v} stp",
        ),
        "cue": (
            "Ab jetzt {topic} auf {v} statt {old}, okay?",
            "Pour {topic}, on passe de {old} à {v}, à partir de maintenant",
        ),
        "negate": ("{topic} bitte NICHT auf {v}, das will ich nicht",),
    },
    "standup-time": {
        "say": (
            "Yung {team} {kind} ay {v}, huwag kang male-late ha",
            "El {team} {kind} es a las {v}, no te olvides",
        ),
        "cue": (
            "Nilipat yung {team} {kind} from {old} to {v}",
            "Movieron el {team} {kind} de {old} a {v}, update your calendar",
        ),
    },
    "meeting-day": {
        "say": (
            "Unser {team} {meeting} ist jeden {v}, plan das halt ein",
            "{team} ka {meeting} har {v} hota hai",
        ),
        "cue": (
            "Das {team} {meeting} wurde von {old} auf {v} verschoben, nicht vergessen",
            "{team} ka {meeting} ab {v}s ko hoga, pehle {old} ko tha",
        ),
    },
    "office-address": {
        "say": (
            "Le bureau de {c} est au {v}, juste à côté du café",
            "La oficina de {c} está en {v}, por si vienen visitors",
        ),
        "cue": (
            "Le bureau de {c} a déménagé au {v}, plus à {old}",
            "La oficina de {c} se mudó a {v}, ya no está en {old}",
        ),
    },
    "office-floor": {
        "say": (
            "{c} office mein {team} team floor {v} pe baithti hai",
            "Sa {c} office, nasa floor {v} yung {team} team",
        ),
        "cue": (
            "{c} office mein {team} team floor {old} se floor {v} pe shift ho gayi",
            "Lumipat yung {team} team sa floor {v} ng {c} office, galing sa floor {old}",
        ),
    },
    "decision": {
        "say": (
            "Para {proj} decidimos usar {v} como {aspect}, final answer",
            "Pour {proj}, on part sur {v} pour le {aspect}, c'est décidé",
        ),
        "cue": (
            "En {proj} cambiamos el {aspect} de {old} a {v}, pues sí",
            "{proj} remplace {old} par {v} comme {aspect}, c'est acté",
        ),
        "negate": ("Pour {proj}, on n'utilisera pas {v} comme {aspect}, c'est tranché",),
    },
    "deadline": {
        "say": (
            "{proj} ka {milestone} {v} ko due hai, thoda tight hai",
            "Der {proj} {milestone} ist am {v} fällig, halt",
        ),
        "cue": (
            "{proj} ka {milestone} {old} se {v} pe shift ho gaya",
            "{proj} {milestone} wurde auf {v} verschoben, nicht mehr {old}",
        ),
    },
    "api-version-auth": {
        "say": (
            "Yung {svc} API v{n}, {v} ang gamit for auth",
            "La API v{n} de {svc} autentica con {v}, ojo con eso",
        ),
        "cue": (
            "Pinalitan na yung auth ng {svc} API v{n}: from {old} to {v}",
            "La v{n} del {svc} API cambió de {old} a {v} para auth",
        ),
    },
    "person-timezone": {
        "say": (
            "{p} est dans le fuseau {v}, fais gaffe pour les calls",
            "{p} ka timezone {v} hai, call schedule karte waqt dhyan rakhna",
        ),
        "cue": (
            "{p} est passé de {old} à {v}, niveau timezone",
            "{p} ab {v} time pe hai, pehle {old} tha",
        ),
    },
    "person-contact": {
        "say": (
            "{p} prefiere {v} para lo urgente, just so you know",
            "Kapag urgent, {v} ang best way para ma-reach si {p}",
        ),
        "cue": (
            "{p} pidió {v} en vez de {old} para lo urgente, desde ahora",
            "Gusto na ni {p} na i-reach siya via {v}, hindi na {old}",
        ),
        "negate": ("Huwag i-contact si {p} via {v}, ayaw niya talaga",),
    },
    "person-allergy": {
        "say": (
            "{p} ko {v} se allergy hai, dhyan rakhna",
            "{p} tiene alergia a {v}, ojo con el team lunch",
        ),
        "negate": ("{p} ko {v} se koi allergy nahi hai, maine galat likha tha",),
    },
    "person-drink": {
        "say": (
            "{p} prend toujours {v} le matin, c'est son truc",
            "{p} trinkt morgens immer {v}, für den coffee run",
        ),
        "cue": (
            "{p} est passé à {v} le matin, fini le {old}",
            "{p} trinkt morgens jetzt {v} statt {old}",
        ),
        "negate": ("{p} n'aime pas du tout {v}, évite d'en prendre",),
    },
    "manager": {
        "say": (
            "Si {v} yung manager ni {p}",
            "{p} le reporta a {v}, for anything HR related",
        ),
        "cue": (
            "Kay {v} na nagre-report si {p}, hindi na kay {old}",
            "{p} ya no reporta a {old}, ahora su manager es {v}",
        ),
    },
    "relative-city": {
        "say": (
            "Mere {rel} {v} mein rehte hain",
            "Mi {rel} vive en {v}, so I visit a veces",
        ),
        "cue": (
            "Mere {rel} {old} se {v} shift ho gaye",
            "Mi {rel} se mudó a {v}, finally!",
        ),
    },
    "preference-order": {
        "say": (
            "Beim {team} team gilt für {topic}: lieber {a} als {b}",
            "Pour {topic}, le {team} team préfère {a} à {b}",
        ),
        "cue": (
            "Das {team} team hat für {topic} auf {a} statt {b} umgestellt",
            "Pour {topic}, le {team} team passe à {a} plutôt que {b}, désormais",
        ),
    },
    "order-rule": {
        "say": (
            "Bei {svc}: erst {a}, dann {b}, sonst knallt's",
            "{svc} ke pipeline mein pehle {a}, phir {b}",
        ),
    },
    "person-office-de": {
        "say": (
            "{p} arbeitet im {v} office, falls du was brauchst",
            "{p} sitzt im Büro in {v}, same team wie ich",
        ),
        "cue": (
            "{p} ist jetzt im {v} office, seit letzter Woche",
            "{p} ist von {old} nach {v} gewechselt, neues office und so",
        ),
        "negate": ("{p} arbeitet nicht im {v} office, sorry, mein Fehler",),
    },
    "tool-preference-es": {
        "say": (
            "Para {scope} uso {v} como {slot}, it just works",
            "Mi {slot} de cabecera para {scope} es {v}, la verdad",
        ),
        "cue": (
            "Me cambié de {old} a {v} como {slot} para {scope}, finally",
            "Ya no uso {old} para {scope}, my {slot} ahora es {v}",
        ),
        "negate": ("Para {scope} no quiero {v} como {slot}, no way",),
    },
    "person-office-ru": {
        "say": (
            "{p} работает в {v} office, если что",
            "Рабочее место {p} — офис {v}, just FYI",
        ),
        "cue": (
            "{p} перевели из {old} в {v} office",
            "{p} теперь работает в {v} office, short notice, но ок",
        ),
        "negate": ("{p} не работает в {v} office, я перепутала",),
    },
}
FRESH29_FILLERS = ["Oye, ", "Kurz notiert: ", "Quick note yaar: "]
# A thirtieth blind set (``--templates fresh30``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: facts as they arrive in
# email threads an agent saved as memories, replies and forwards flattened to one line.
# Subject lines ("Re: Q3 seating — ", "Fwd: FW: runtime bump — ", "AW: Büroplanung — "),
# greetings and sign-offs ("Hi all,", "Thanks, Priya", "Best, —J", "Sent from my iPhone"),
# "On Tue, Oct 14, Mara wrote:" headers, the new value in the reply body while a quoted line
# of the earlier mail still carries the old one ("{p} has transferred to the {v} office this
# week. | On Tue, Oct 14, Mara wrote: > {p} is in {old} for now"), inline corrections
# ("{proj} {milestone}: *{old}* → {v}", "(edited: {aspect} for {proj} is {v}, not {old})"),
# "per my last email", "looping in", "+cc", "as discussed", "TL;DR:", "Action item:",
# out-of-office auto-replies that carry a fact ("Automatic reply: I'm out of office until
# Monday. For {proj} questions please contact {v}, our {role}"), polite hedges ("Gentle
# reminder that the {proj} {milestone} is due {v}"), and negations written as corrections
# to an earlier mail ("Small correction to my earlier note: {p} is NOT allergic to {v}").
# A few mails are French, Spanish or German ("AW: Skalierung {svc} — {svc} läuft in {env}
# ab sofort mit {v} statt {old} Replicas"); the German, Spanish and Russian families are
# whole mails in their language ("WG: Besucherausweis — {p} sitzt im Büro {v}", "RV:
# notas de instalación — {slot} en {scope}: *{old}* → {v}", "Re: рассадка — {p}
# работает в офисе {v}").
FRESH30: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Re: Q3 seating — Hi all, {p} works out of the {v} office, so please count them there. Thanks, Priya",
            "Fwd: visitor badge — Looping in {p}, who is based in our {v} office and can host you on the day. Best, —J",
        ),
        "cue": (
            "Re: desk moves — {p} has transferred to the {v} office this week. | On Tue, Oct 14, Mara wrote: > {p} is in {old} for now",
            "Fwd: FW: relocation — Happy to share that {p} now works from the {v} office. Please update the directory. Best, HR",
        ),
        "negate": (
            "Re: Q3 seating — Correction to the thread below: {p} does not work in the {v} office, please fix the sheet. Thanks, Priya",
        ),
    },
    "project-role": {
        "say": (
            "Re: {proj} kickoff — Hi all, {v} is the {role} for {proj}; please send approvals their way. Thanks, Mara",
            "Automatic reply: I'm out of office until Monday. For {proj} questions please contact {v}, our {role}.",
        ),
        "cue": (
            "Fwd: FW: {proj} staffing — Please welcome {v} as the new {role} on {proj}, taking over from {old}. Best, —J",
            "Re: {proj} — +cc {v}: as of this week {v} replaces {old} as {role} on {proj}. > {old} is our {role} for {proj}",
        ),
        "negate": (
            "Re: {proj} approvals — Small correction to my earlier note: {v} is NOT the {role} on {proj}, so don't route sign-offs there. —J",
        ),
    },
    "tool-preference": {
        "say": (
            "Re: dev environment — To answer your question: for {scope} my {slot} is {v}. Cheers, Sam",
            "Fwd: laptop setup request — Please install {v}; it's my {slot} of choice for {scope}. Thanks! Sent from my iPhone",
        ),
        "cue": (
            "Re: Re: tooling — I've switched my {slot} for {scope} from {old} to {v}, so please update the setup script. Best, Sam",
            "Fwd: setup notes — TL;DR: {slot} for {scope}: *{old}* → {v}. Everything else stays the same. —S",
        ),
        "negate": (
            "Re: laptop setup — Please don't configure {v} as my {slot} for {scope}; I really don't want it. Thanks, Sam",
        ),
    },
    "service-runtime": {
        "say": (
            "Re: {svc} upgrade plan — Confirming that {svc} runs on {lang} {v}, per the Dockerfile on main. Thanks, Dev",
            "TR: audit des runtimes — Bonjour à tous, je confirme que {svc} tourne sous {lang} {v} (cf. le Dockerfile). Bonne journée, Claire",
        ),
        "cue": (
            "Re: Re: {svc} — Done: we migrated {svc} from {lang} {old} to {lang} {v} last night. > {svc} is still on {lang} {old}",
            "Fwd: FW: runtime bump — {svc}: {lang} *{old}* → {lang} {v}, rolled out to all pods. Best, Ines",
        ),
    },
    "service-timeout": {
        "say": (
            "Re: flaky requests — FYI the request timeout for {svc} in {env} is {v} seconds, so longer calls get cut off. Thanks, Dev",
            "RE: incidencia en {svc} — Hola, en {env} el timeout de {svc} es de {v} segundos; lo confirmé con infra. Saludos, Lucía",
        ),
        "cue": (
            "Re: {svc} alerts — As discussed, we changed the {svc} timeout in {env} from {old} to {v} seconds. Thanks, Priya",
            "Fwd: FW: config change — {env} / {svc} request timeout: *{old}s* → {v}s. Action item: re-run the load test. —J",
        ),
    },
    "service-db": {
        "say": (
            "Re: data retention — {svc} stores all of its data in {v}, so the backup policy applies there. Best, Ines",
            "Fwd: architecture overview — TL;DR: {svc} keeps its data in {v}. Full diagram attached below. —K",
        ),
        "cue": (
            "Re: Re: {svc} migration — The {svc} data now lives in {v}; we finished moving off {old} yesterday. Thanks, Dev",
            "Fwd: FW: {svc} cutover — {svc} database *{old}* → {v}, cutover complete and verified. Sent from my iPhone",
        ),
        "negate": (
            "Re: {svc} data question — Apologies, I got that wrong in my last email: {svc} does not use {v} at all. Best, Ines",
        ),
    },
    "replicas": {
        "say": (
            "Re: capacity review — In {env}, {svc} runs with {v} replicas. Let me know if that's not enough. Best, Dev",
            "Fwd: infra inventory — {svc} ({env}): {v} replicas, per the dashboard this morning. Thanks, Mara",
        ),
        "cue": (
            "Re: {svc} scaling — Looping in on-call: we scaled {svc} in {env} from {old} to {v} replicas. Thanks, Priya",
            "AW: Skalierung {svc} — Hallo zusammen, {svc} läuft in {env} ab sofort mit {v} statt {old} Replicas. Viele Grüße, Jana",
        ),
    },
    "feature-flag": {
        "say": (
            "Re: {env} release checklist — Confirmed on my side: the {flag} flag is {v} in {env}. Thanks, Dev",
            "Fwd: flag audit — TL;DR: in {env}, {flag} is {v}. The full report is in the shared doc. Best, —J",
        ),
        "cue": (
            "Re: {flag} rollout — Heads-up: we've just switched {flag} to {v} in {env}. Shout if anything looks off. Best, Ines",
            "Fwd: FW: {flag} — As of this morning's deploy, {flag} is now {v} in {env}. Sent from my iPhone",
        ),
    },
    "standing-rule": {
        "say": (
            "Re: team norms — Hi all, as discussed: on the {team} team we always {act}. No exceptions, please. Thanks, Mara",
            "Fwd: {team} team onboarding checklist — Action item for every new joiner: always {act}. Best, —J",
        ),
        "negate": (
            "Re: process question — Short answer: no. On the {team} team we never {act}, full stop. Cheers, Dev",
            "TL;DR for anyone skimming this thread: the {team} team does not {act}, so please don't. Sent from my iPhone",
        ),
        "retract": (
            "Re: {team} team norms — Heads-up that the 'always {act}' rule has been dropped; the {team} team no longer requires it. Best, Mara",
            "Fwd: FW: process changes — Per my last email, we've retired the {team} team rule to {act}. It no longer applies. Thanks, Priya",
        ),
    },
    "answer-language": {
        "say": (
            "Re: writing guidelines — Hi, quick reply to your question: please write {topic} in {v}. Thanks! —K",
            "Fwd: client style guide — As agreed with the account team, {topic} should be written in {v}. Best regards, Anna",
        ),
        "cue": (
            "Re: Re: language for {topic} — Change of plan: {topic} in {v} from now on, rather than {old}. > Let's keep {topic} in {old}",
            "Fwd: style guide v2 — TL;DR: we switched {topic} from {old} to {v}, effective immediately. Thanks, Mara",
        ),
        "negate": (
            "Small correction to my earlier note: please do NOT write {topic} in {v}. Sorry for the confusion! —K",
        ),
    },
    "standup-time": {
        "say": (
            "Re: calendar invite — Hi all, the {team} {kind} is at {v}, same link as always. Thanks, Dev",
            "Fwd: welcome pack — For your calendar: {team} {kind}, {v} sharp, room already booked. Best, —J",
        ),
        "cue": (
            "Re: {team} {kind} — Moving the {team} {kind} to {v} starting next week. > Does {old} still work for everyone?",
            "Fwd: FW: schedule change — The {team} {kind} shifts from {old} to {v}; please accept the updated invite. Sent from my iPhone",
        ),
    },
    "meeting-day": {
        "say": (
            "Re: recurring invites — The {team} {meeting} happens every {v}, so please keep that slot free. Best, Ines",
            "Automatic reply: I'm away this week, but the {team} {meeting} runs on {v} as usual — please join without me.",
        ),
        "cue": (
            "Re: {team} {meeting} — As discussed, we're moving the {team} {meeting} from {old} to {v} going forward. Thanks, Mara",
            "Fwd: calendar cleanup — Action item: update your calendars, the {team} {meeting} is on {v}s now, no longer {old}s. —J",
        ),
    },
    "office-address": {
        "say": (
            "Re: visitor directions — Hi Tom, our {c} office is at {v}; reception is on the ground floor. Best, Ines",
            "Fwd: courier details — Please ship the hardware to the {c} office at {v}, attention of facilities. Thanks, Dev",
        ),
        "cue": (
            "Re: office move — The {c} office has relocated to {v}. | On Mon, Sep 8, Facilities wrote: > Our {c} office address: {old}",
            "Fwd: FW: new address — Please update your records: {c} office *{old}* → {v}. Kind regards, Facilities",
        ),
    },
    "office-floor": {
        "say": (
            "Re: where to find us — In the {c} office the {team} team sits on floor {v}, next to the kitchen. Cheers, Dev",
            "TR: plan du bureau — Bonjour à tous, à {c}, l'équipe {team} travaille à l'étage {v}. Bonne journée, Claire",
        ),
        "cue": (
            "Re: {c} floor plan — Update: the {team} team moved from floor {old} to floor {v} this week. Thanks, Mara",
            "Fwd: desk moves in {c} — {team} team: floor {v} from Monday on. > {team} team stays on floor {old} until further notice",
        ),
    },
    "decision": {
        "say": (
            "Re: {proj} architecture — As discussed, {proj} goes with {v} for the {aspect}. Decision logged in the wiki. Best, —J",
            "RE: {proj} — Hola equipo, para {proj} usamos {v} como {aspect}, quedó decidido en la reunión. Un saludo, Lucía",
        ),
        "cue": (
            "Re: Re: {proj} {aspect} — Per my last email, {proj} is switching its {aspect} from {old} to {v}. Thanks, Priya",
            "Fwd: {proj} ADR — (edited: {aspect} for {proj} is {v}, not {old}) This supersedes the earlier decision. Best, Ines",
        ),
        "negate": (
            "Small correction to my earlier note: {proj} will NOT use {v} for the {aspect}. Sorry for the noise. —J",
        ),
    },
    "deadline": {
        "say": (
            "Re: {proj} timeline — Just a gentle reminder that the {proj} {milestone} is due {v}. Thanks all, Mara",
            "Fwd: {proj} status — TL;DR: the {proj} {milestone} deadline is {v}; details below. Best, Dev",
        ),
        "cue": (
            "Re: {proj} {milestone} — Heads-up: the {milestone} slips from {old} to {v}. > {proj} {milestone} is locked for {old}",
            "Fwd: FW: revised plan — {proj} {milestone}: *{old}* → {v}. Please adjust your plans accordingly. Sent from my iPhone",
        ),
    },
    "api-version-auth": {
        "say": (
            "Re: integration questions — The {svc} API v{n} authenticates with {v}; docs are attached. Best regards, Ines",
            "Fwd: partner onboarding — For {svc} v{n} you'll need {v} for auth, as discussed on the call. —K",
        ),
        "cue": (
            "Re: {svc} v{n} auth — Looping in security: the {svc} API v{n} now uses {v} instead of {old}. Thanks, Priya",
            "TR: {svc} API v{n} — Bonjour, l'authentification de l'API v{n} de {svc} passe de {old} à {v}. Cordialement, Claire",
        ),
    },
    "person-timezone": {
        "say": (
            "Re: scheduling — Just a heads-up that {p} is on {v}, so please pick a slot that works there. Thanks, Dev",
            "Fwd: intro — Looping in {p} (+cc), who works {v} hours, for the vendor call. Best, —J",
        ),
        "cue": (
            "Re: {p}'s hours — {p} has switched from {old} to {v}; please update the recurring invites. Cheers, Mara",
            "Automatic reply: I'm relocating this week, so my working hours change from {old} to {v}. Thanks for your patience. — {p}",
        ),
    },
    "person-contact": {
        "say": (
            "Re: escalation path — For anything urgent, {p} prefers {v}; they rarely check anything else. Best, Ines",
            "Fwd: contact sheet — TL;DR: the best way to reach {p} urgently is {v}. Thanks, Dev",
        ),
        "cue": (
            "Re: reaching {p} — At {p}'s request, urgent things go via {v} from now on, not {old}. Best, —J",
            "Fwd: FW: updated contact prefs — {p}: urgent contact *{old}* → {v}. Please update the on-call sheet. Sent from my iPhone",
        ),
        "negate": (
            "Small correction to my earlier note: please do NOT reach {p} via {v}, they really dislike it. Thanks, Mara",
        ),
    },
    "person-allergy": {
        "say": (
            "Re: offsite catering — Please note that {p} is allergic to {v}; I've already told the caterer. Best, Ines",
            "Fwd: dinner RSVPs — +cc catering: {p} has an allergy to {v}, so nothing containing it, please. Thanks, Dev",
        ),
        "negate": (
            "Re: offsite catering — Small correction to my earlier note: {p} is NOT allergic to {v}, I mixed up two names. —K",
        ),
    },
    "person-drink": {
        "say": (
            "Re: coffee run — FYI, {p} always takes {v} in the morning. Grab one for them too? Cheers, Dev",
            "Fwd: welcome breakfast order — For {p}: {v}, same as every morning. Thanks so much, Mara",
        ),
        "cue": (
            "Re: Re: coffee run — Note that {p} has switched to {v} in the mornings. > {p}: {old}, as usual",
            "Fwd: FW: office pantry — Heads-up: {p} swapped their morning {old} for {v}, so please order accordingly. Sent from my iPhone",
        ),
        "negate": ("Small correction to my earlier note: {p} does NOT drink {v} at all, so skip it on the order. —J",),
    },
    "manager": {
        "say": (
            "Re: approval chain — {p} reports to {v}, so route the PTO request there. Best, Ines",
            "Automatic reply: I'm out until Monday. For anything concerning {p}, please contact {p}'s manager, {v}.",
        ),
        "cue": (
            "Re: org update — As of this month {p} reports to {v} rather than {old}. Thanks, People Team",
            "Fwd: FW: reorg — {p}'s manager: *{old}* → {v}. Please update the approval chain in the HR tool. —J",
        ),
    },
    "relative-city": {
        "say": (
            "Re: holiday plans — Hi both, my {rel} lives in {v}, so we could stay there for a night. Love, Sam",
            "Fwd: wedding invite addresses — For the envelopes: my {rel} is in {v}. Thanks! Sent from my iPhone",
        ),
        "cue": (
            "Re: visiting in spring — My {rel} moved from {old} to {v} last month, so the old address is out. xx Sam",
            "Fwd: new address — Quick update for the family list: my {rel} has relocated to {v}. Sent from my iPhone",
        ),
    },
    "preference-order": {
        "say": (
            "Re: {team} conventions — For {topic}, the {team} team prefers {a} over {b}. Best, —J",
            "Fwd: {team} team onboarding doc — TL;DR on {topic}: {a} rather than {b}, please. Thanks, Mara",
        ),
        "cue": (
            "Re: {team} retro follow-up — As discussed, the {team} team now picks {a} over {b} for {topic}. Best, Ines",
            "Fwd: FW: {topic} debate — Decision for the {team} team: switching to {a} instead of {b}. > Let's stick with {b} over {a}",
        ),
    },
    "order-rule": {
        "say": (
            "Re: {svc} CI — Reminder for reviewers: in {svc}, {a} must run before {b}, otherwise the pipeline fails. Thanks, Dev",
            "Fwd: {svc} runbook — Action item: for {svc}, run {a} first and {b} after that. Best, —J",
        ),
    },
    "person-office-de": {
        "say": (
            "AW: Büroplanung — Hallo zusammen, {p} arbeitet im Büro in {v}, bitte dort einplanen. Viele Grüße, Jana",
            "WG: Besucherausweis — {p} sitzt im Büro {v} und kann euch dort am Empfang abholen. Beste Grüße, Jörg",
        ),
        "cue": (
            "AW: AW: Umzug — Kurzes Update: {p} ist jetzt im Büro in {v}. Bitte das Verzeichnis anpassen. Viele Grüße, Jana",
            "WG: Versetzung — {p} ist vom Büro {old} ins Büro {v} gewechselt. > {p} sitzt vorerst weiter in {old}",
        ),
        "negate": (
            "AW: Büroplanung — Kleine Korrektur zu meiner letzten Mail: {p} arbeitet NICHT im Büro in {v}. Sorry! Viele Grüße, Jana",
        ),
    },
    "tool-preference-es": {
        "say": (
            "RE: configuración — Hola, para {scope} uso {v} como {slot}, por si lo necesitas. Saludos, Lucía",
            "RV: portátil nuevo — Mi {slot} para {scope} es {v}; instálalo, por favor. Gracias, Lucía",
        ),
        "cue": (
            "RE: RE: herramientas — Te confirmo que para {scope} cambié de {old} a {v} como {slot}. Un saludo, Lucía",
            "RV: notas de instalación — {slot} en {scope}: *{old}* → {v}. Lo demás sigue igual. Enviado desde mi iPhone",
        ),
        "negate": (
            "RE: configuración — Corrijo mi correo anterior: para {scope} NO quiero {v} como {slot}. Gracias, Lucía",
        ),
    },
    "person-office-ru": {
        "say": (
            "Re: рассадка — Коллеги, добрый день! {p} работает в офисе {v}, учтите это в плане. С уважением, Ирина",
            "Fwd: пропуск для гостя — {p} сидит в офисе {v} и встретит вас на ресепшене. Спасибо, Ирина",
        ),
        "cue": (
            "Re: переезд — {p} перешёл из офиса {old} в офис {v}. | 14 окт., Ирина написала: > {p} пока в офисе {old}",
            "Fwd: кадровые новости — Коротко: {p} теперь работает в офисе {v}. Отправлено с iPhone",
        ),
        "negate": (
            "Re: рассадка — Небольшая поправка к моему письму: {p} НЕ работает в офисе {v}. Извините за путаницу! Ирина",
        ),
    },
}
FRESH30_FILLERS = ["Fwd: ", "Re: ", "From the thread: "]
# A thirty-first blind set (``--templates fresh31``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: casual chat and forum
# messages where people pass on facts they heard, with hedges, attribution and uncertainty
# around an unchanged meaning. Hedges ("pretty sure {p} sits in the {v} office", "IIRC the
# {svc} timeout in {env} is {v}s", "last I checked {svc} runs on {lang} {v}", "not 100% sure
# but I think the {proj} {milestone} is due {v}"), attribution ("someone in #infra said",
# "according to {p}'s Slack profile", "word around the office is that"), rumour and
# hearsay ("rumour has it {proj} is ditching {old} for {v}"), chat shorthand ("fwiw",
# "afaict", "ngl", "tbh"), forum markers ("PSA:", "TIL", "Edit: correction to my earlier
# post", "Update: apparently ..."), and self-corrections inside one message only where a
# change is meant ("I think the {team} {kind} is at {old}— no wait, they shifted it to {v}
# last week, right?"). Denials stay plain denials behind the hedge ("pretty sure {p}
# doesn't like being contacted over {v} at all", "afaik {p} has no allergy to {v} at
# all"). The German, Spanish and Russian families hedge in their own language ("Soweit
# ich weiß, sitzt {p} im Büro in {v}", "Creo que para {scope} uso {v} como {slot}, si no
# me falla la memoria", "Вроде бы {p} числится в офисе {v}").
FRESH31: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "pretty sure {p} sits in the {v} office, at least that's what their Slack profile says",
            "from what I hear {p} is based out of {v} — someone on the recruiting side mentioned it, fwiw",
        ),
        "cue": (
            "{p} is still in {old}— no wait, scratch that, {p} packed up and took a desk in {v} after the reorg afaik",
            "word is {p} has relocated to the {v} office, per their updated Slack status. can anyone confirm?",
        ),
        "negate": (
            "I could be wrong about a lot, but {p} is definitely not one of the {v} office people — whoever told you that mixed them up",
        ),
    },
    "project-role": {
        "say": (
            "IIRC {v} is the {role} on {proj}, so they'd be the one to ask about sign-off",
            "someone in the {proj} channel told me {v} is {proj}'s {role} — sounds right to me, fwiw",
        ),
        "cue": (
            "Update: apparently {old} handed the {proj} {role} hat to {v}, if the announcement I saw was right",
            "ngl I'm lagging on this, but afaict {proj}'s {role} changed from {old} to {v} a couple of weeks back",
        ),
        "negate": (
            "PSA since this keeps coming up: {v} doesn't hold the {role} job on {proj}, I double-checked with them directly",
        ),
    },
    "tool-preference": {
        "say": (
            "tbh for {scope} my {slot} is pretty much always {v}, it just works for me",
            "if I remember my own dotfiles right, {v} is the {slot} I use for {scope}",
        ),
        "cue": (
            "Edit: ok I caved — my {slot} for {scope} went from {old} to {v} this week, no regrets so far",
            "TIL I'm apparently a {v} person now: ditched {old} as my {slot} for {scope} and haven't looked back",
        ),
        "negate": (
            "for the record, {v} is not something I want as my {slot} for {scope}, whatever the setup wiki claims",
        ),
    },
    "service-runtime": {
        "say": (
            "last I checked {svc} runs on {lang} {v}, but I haven't looked at the Dockerfile in a while",
            "afaict {svc} is built against {lang} {v} — that's what the CI logs showed when I peeked",
        ),
        "cue": (
            "heard from the platform folks that {svc} got bumped from {lang} {old} to {lang} {v}, might be worth checking your local env",
            "if I'm not mistaken {svc} is on {lang} {v} after the upgrade; it was {lang} {old} before that",
        ),
    },
    "service-timeout": {
        "say": (
            "IIRC the {svc} timeout in {env} is {v}s, anything slower than that gets killed",
            "someone in #infra said requests to {svc} in {env} time out after {v} seconds, fwiw",
        ),
        "cue": (
            "Update: word is the {env} timeout for {svc} got changed from {old}s to {v}s after the last incident",
            "not 100% sure, but I think someone tweaked {svc}'s {env} timeout yesterday: was {old} seconds, is {v} now",
        ),
    },
    "service-db": {
        "say": (
            "pretty sure {svc} keeps everything in {v} — at least the connection string in the config points there",
            "from what I can tell, {svc}'s data lives in {v}; somebody on the data team confirmed it a while ago",
        ),
        "cue": (
            "rumour has it {svc} finally finished migrating off {old}, so {svc}'s data is in {v} now. can anyone confirm?",
            "Edit: I was out of date — {svc} moved its storage from {old} over to {v}, per the migration ticket",
        ),
        "negate": (
            "I could be wrong on the details, but {svc} definitely does not use {v}; there's no driver for it in the repo",
        ),
    },
    "replicas": {
        "say": (
            "{svc} is sitting at {v} replicas in {env}, last time I looked at the dashboard anyway",
            "afaik there are {v} replicas of {svc} in {env} — that's what kubectl showed me this morning",
        ),
        "cue": (
            "heard on the on-call channel that {svc} in {env} got scaled from {old} to {v} replicas overnight",
            "Update: apparently {svc} went from {old} replicas to {v} in {env}, someone tweaked the autoscaler settings",
        ),
    },
    "feature-flag": {
        "say": (
            "afaict {flag} is {v} in {env} — that's what the flag dashboard shows for me, anyway",
            "fwiw LaunchDarkly shows {flag} as {v} for {env}, per the page someone linked earlier",
        ),
        "cue": (
            "Update: rumour has it somebody flipped {flag} to {v} in {env}; expect some weirdness today",
            "heads up, someone on the release crew says {flag} got switched over to {v} in {env} earlier today",
        ),
    },
    "standing-rule": {
        "say": (
            "pretty sure the {team} team always wants you to {act} — it's in their onboarding doc somewhere",
            "PSA, from what the {team} leads told me: on the {team} team you always {act}, no exceptions",
        ),
        "negate": (
            "if I remember the {team} team's rules right, you never {act} over there",
            "ngl I asked around and nobody on the {team} team is allowed to {act}, so don't bother",
        ),
        "retract": (
            "Update: word is the {team} team scrapped its always-{act} rule; apparently it's not required anymore",
            "iirc the {team} team retired their 'always {act}' thing last sprint, so it no longer applies afaik",
        ),
    },
    "answer-language": {
        "say": (
            "pretty sure we're supposed to write {topic} in {v} — that's what the team lead said, at least",
            "fwiw the style guide I skimmed says {topic} should be in {v}",
        ),
        "cue": (
            "Update: apparently {topic} should go out in {v} from now on instead of {old}, per the manager's last message",
            "if I understood the all-hands right, we're changing {topic} from {old} to {v} going forward",
        ),
        "negate": ("whoever told you that was off: {v} is NOT the language for {topic}, I checked with the lead",),
    },
    "standup-time": {
        "say": (
            "iirc the {team} {kind} is at {v}, but double-check the calendar invite",
            "from what the {team} folks told me, their {kind} starts at {v}, fwiw",
        ),
        "cue": (
            "Update: apparently {old} is out and the {team} {kind} happens at {v} instead, at least that's what my calendar says",
            "I think the {team} {kind} is at {old}— no wait, they shifted it to {v} last week, right?",
        ),
    },
    "meeting-day": {
        "say": (
            "last I heard, {v} is the day for the {team} {meeting}",
            "someone on the {team} team mentioned their {meeting} is every {v}, if that helps",
        ),
        "cue": (
            "rumour has it the {team} {meeting} is moving from {old} to {v} starting next sprint",
            "Edit: correction to my earlier post, the {team} {meeting} got rescheduled — it's {v}s now, not {old}s",
        ),
    },
    "office-address": {
        "say": (
            "if I'm not mistaken the {c} office is at {v}, the building with the blue door",
            "fwiw my cab receipt says {v} for the {c} office, so that should be the address",
        ),
        "cue": (
            "word is the {c} office moved from {old} to {v}, so check before you send anything by courier",
            "PSA: the {c} office isn't at {old} any more, apparently it relocated to {v} over the summer",
        ),
    },
    "office-floor": {
        "say": (
            "pretty sure the {team} folks have their desks on floor {v} of the {c} office, near the big windows",
            "afaik in the {c} office you'll find the {team} folks on floor {v}",
        ),
        "cue": (
            "Update: heard the {team} crowd in {c} packed up from floor {old} and landed on floor {v}",
            "TIL the {team} team in {c} isn't on floor {old} anymore — apparently they're on floor {v} since the renovation",
        ),
    },
    "decision": {
        "say": (
            "iirc {proj} went with {v} for the {aspect}, though I wasn't in that meeting",
            "from what I gather on the {proj} channel, the {aspect} for {proj} is {v}",
        ),
        "cue": (
            "rumour has it {proj} is ditching {old} for {v} as its {aspect}; the ADR should land this week",
            "Update: I was behind on this — per the tech lead, {proj} dropped {old} last sprint and its {aspect} is {v} these days",
        ),
        "negate": ("to clear up the confusion: {v} is not the {aspect} on {proj}, I asked the lead directly",),
    },
    "deadline": {
        "say": (
            "not 100% sure but I think the {proj} {milestone} is due {v}",
            "someone in standup said the {proj} {milestone} deadline is {v}, fwiw",
        ),
        "cue": (
            "word is the {proj} {milestone} slipped from {old} to {v} — don't quote me on that though",
            "Update: according to the PM's latest post, the {proj} {milestone} date changed from {old} to {v}",
        ),
    },
    "api-version-auth": {
        "say": (
            "afaik auth on the {svc} v{n} API is {v} — at least the docs I found say so",
            "IIRC you authenticate to the {svc} API v{n} with {v}; someone on the security team walked me through it",
        ),
        "cue": (
            "heard the {svc} v{n} API switched from {old} to {v} for authentication, so older clients may break",
            "if I'm reading the changelog right, {svc} API v{n} auth went from {old} to {v} in the last release",
        ),
    },
    "person-timezone": {
        "say": (
            "pretty sure {p} keeps {v} hours, so our early mornings might be rough for them",
            "according to {p}'s Slack profile they're on {v}, fwiw",
        ),
        "cue": (
            "apparently {p} changed timezones from {old} to {v}; their calendar shows the new hours",
            "if I'm not mistaken, {p} used to be on {old} but is on {v} these days after the move",
        ),
    },
    "person-contact": {
        "say": (
            "from what I've seen, {p} answers fastest via {v} when it's urgent",
            "someone on {p}'s team told me the best way to reach them urgently is {v}",
        ),
        "cue": (
            "Update: apparently {p} would rather get urgent pings on {v} than {old} going forward, per their status message",
            "ngl I keep forgetting, but {p} switched their urgent contact from {old} to {v} a while ago iirc",
        ),
        "negate": (
            "pretty sure {p} doesn't like being contacted over {v} at all — whoever suggested that hasn't worked with them",
        ),
    },
    "person-allergy": {
        "say": (
            "if I remember right, {p} is allergic to {v}, so maybe order something else for the team lunch",
            "fwiw someone at the offsite mentioned {p} carries an EpiPen on account of {v}, proper allergy, so worth being careful",
        ),
        "negate": ("afaik {p} has no allergy to {v} at all; I think people are confusing them with someone else",),
    },
    "person-drink": {
        "say": (
            "iirc {p} always goes for {v} in the morning, if you're doing a coffee run",
            "word around the office is that {p} starts every day with {v}",
        ),
        "cue": (
            "apparently {p} quit {old} and it's {v} every morning these days — at least that's what I saw in the kitchen today",
            "Edit: scratch what I said earlier, {p}'s morning order went from {old} to {v} a few weeks ago",
        ),
        "negate": ("I could be wrong about many things, but {p} does not drink {v}; they've said so several times",),
    },
    "manager": {
        "say": (
            "afaict {p} reports to {v}, at least that's how the org chart looks",
            "someone in HR told me {p}'s manager is {v}, fwiw",
        ),
        "cue": (
            "word is {p} sits under {v} after the reorg and isn't reporting to {old} any more",
            "if the org chart is right, {p}'s manager changed from {old} to {v} this quarter",
        ),
    },
    "relative-city": {
        "say": (
            "I'm pretty sure my {rel} lives in {v}, though tbh I always mix up the family addresses",
            "if I'm not mistaken, my {rel} is in {v}, so we could crash there on the trip",
        ),
        "cue": (
            "so apparently my {rel} left {old} and moved to {v} — found out from the family group chat",
            "TIL from my mum that my {rel} packed up and moved to {v} last month, ngl I had no idea",
        ),
    },
    "preference-order": {
        "say": (
            "iirc the {team} team leans {a} over {b} on {topic}, but ask them to be sure",
            "from what I've seen in their PRs, the {team} team goes for {a} rather than {b} when it comes to {topic}",
        ),
        "cue": (
            "Update: apparently after the last retro the {team} team flipped its stance on {topic} and now picks {a} over {b}",
            "heard the {team} team came around on {topic}: it's {a} over {b} for them these days",
        ),
    },
    "order-rule": {
        "say": (
            "afaik in {svc} you have to run {a} before {b}, otherwise CI gets grumpy",
            "someone who maintains {svc} told me {a} needs to happen first and {b} after it, fwiw",
        ),
    },
    "person-office-de": {
        "say": (
            "Soweit ich weiß, sitzt {p} im Büro in {v}, aber frag lieber nochmal nach",
            "Angeblich arbeitet {p} vom Standort {v} aus, hab ich zumindest von einem Kollegen gehört",
        ),
        "cue": (
            "Hab gehört, {p} ist inzwischen ins Büro nach {v} gewechselt, falls ich mich nicht irre",
            "Wenn ich mich recht erinnere, hat {p} den Standort gewechselt, von {old} nach {v}",
        ),
        "negate": ("Ich glaube, da hat dir jemand was Falsches erzählt: {p} ist nicht im Büro {v} tätig",),
    },
    "tool-preference-es": {
        "say": (
            "Creo que para {scope} uso {v} como {slot}, si no me falla la memoria",
            "Según mis dotfiles, mi {slot} para {scope} es {v}, por si a alguien le sirve",
        ),
        "cue": (
            "Actualización: para {scope} al final abandoné {old}; ahora tiro de {v} como {slot}, creo que para bien",
            "Pues nada, para {scope} dejé {old} y ahora mi {slot} es {v}, a ver cuánto me dura",
        ),
        "negate": ("Que conste: yo no uso {v} como {slot} en {scope}, no sé quién dijo lo contrario",),
    },
    "person-office-ru": {
        "say": (
            "Насколько я знаю, {p} сидит в офисе {v}, но лучше уточнить",
            "Вроде бы {p} числится в офисе {v} — мне так коллега говорил",
        ),
        "cue": (
            "Кажется, {p} сменил офис: был в {old}, а теперь в {v}, если я ничего не путаю",
            "Говорят, {p} перебрался в офис {v} — по крайней мере, так написано у него в профиле",
        ),
        "negate": ("Насколько я знаю, {p} вовсе не из офиса {v} — тебе кто-то неправильно сказал",),
    },
}
FRESH31_FILLERS = ["fwiw ", "PSA: ", "so apparently "]
# A thirty-second blind set (``--templates fresh32``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: comments on GitHub/GitLab
# issues and pull requests, and code-review threads, that a coding agent kept because they
# carry a fact. Markdown as people write it there: @mentions ("cc @{p} — they're on {v}, so
# expect their review ..."), issue and merge-request references ("see #2213", "Merged
# !1120", "Closing #1733 as done"), links ("[ADR-0042](https://wiki.example/adr/0042)"),
# inline code ("`{svc}` in {env} has `timeout={v}s`", "`replicas: {v}`"), quoted earlier
# comments answered in the same line ("> {svc} times out at {old}s in {env} — outdated since
# #1877: ..."), review verdicts ("LGTM", "nit:", "blocking:", "+1", "Requesting changes"),
# checklists ("- [x] `{flag}` is {v} in {env}"), bot lines ("dependabot: Bump {lang} base
# image from {old} to {v} in {svc}"), "Reopening because", "TIL", and reactions written as
# :+1: / :tada:. Denials are plain ("blocking: {p} is not in the {v} office, whatever
# `team.yaml` says"); withdrawn rules say so ("the {team} team dropped the rule to always
# {act}"). The German, Spanish and Russian families are review comments in their own language
# ("Hab die Teamliste in !88 aktualisiert: {p} ist jetzt im Büro in {v}", "Cierro #31 como
# hecho: para {scope} cambié de {old} a {v} como {slot}", "Обновил список в !78: {p} теперь
# работает в офисе {v}").
FRESH32: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "cc @{p} — they sit in the {v} office, so they can check the badge reader issue on site (see #2213)",
            "Adding context for the on-site testing in #877: {p} works out of our [{v} office](https://wiki.example/offices), happy to pair in person",
        ),
        "cue": (
            "> {p} is in {old}, ask them about the printer — outdated: {p} transferred to the {v} office last sprint, I updated the directory in !512",
            "Heads-up on the on-call roster in #1190: @{p} moved to the {v} office, so I've swapped their badge-access entry in `offices.yaml`",
        ),
        "negate": (
            "blocking: {p} is not in the {v} office, whatever `team.yaml` says in this diff — please drop that line before merge",
        ),
    },
    "project-role": {
        "say": (
            "Per the `CODEOWNERS` review in #3021: {v} is the {role} for {proj}, so route sign-off questions to them",
            "LGTM :+1: — fyi for later readers, {proj}'s {role} is @{v}, ping them for anything release-blocking",
        ),
        "cue": (
            "Updated `OWNERS.md` in !730: {old} handed off the {role} role on {proj} to {v}, effective this sprint :tada:",
            "> @{old} can you approve as {proj} {role}? — redirecting: {v} took over as {role} on {proj} from {old} last week",
        ),
        "negate": (
            "Correcting the PR description: {v} is not the {role} on {proj}, so please don't tag them as the approver here",
        ),
    },
    "tool-preference": {
        "say": (
            "Re my dotfiles PR: for {scope} my {slot} is `{v}`, hence the extra config in `setup.sh` (see #45)",
            "- [x] {slot} for {scope}: {v} (what I actually use, per my dotfiles README)",
        ),
        "cue": (
            "Closing #212 as done: I switched my {slot} for {scope} from {old} to {v}, the config diff is in !88",
            "> you still on {old} for {scope}? — nope, my {slot} for {scope} is {v} now, dropped {old} last month :+1:",
        ),
        "negate": ("nit: please drop the suggestion from the setup doc — {v} is not the {slot} I want for {scope}",),
    },
    "service-runtime": {
        "say": (
            "Checked the Dockerfile while reviewing: `{svc}` runs on {lang} {v}, so the syntax used in this diff is fine :+1:",
            "- [x] `{svc}` builds on {lang} {v} in CI (see the matrix in `.ci/build.yml`)",
        ),
        "cue": (
            "dependabot: Bump {lang} base image from {old} to {v} in {svc} (#934) — merged, so {svc} now runs on {lang} {v}",
            "> {svc} is still {lang} {old}, right? — not since #1402 landed: {svc} was upgraded to {lang} {v}",
        ),
    },
    "service-timeout": {
        "say": (
            "FYI while reviewing #611: `{svc}` in {env} has `timeout={v}s`, so the retry loop here needs to stay under that",
            "TIL from the {env} config: requests to {svc} are cut off after {v} seconds (see [runbook](https://wiki.example/runbooks/timeouts))",
        ),
        "cue": (
            "Per !412 the {env} timeout for `{svc}` went from `timeout={old}s` to `timeout={v}s`; closing the flaky-test issue as fixed",
            "> {svc} times out at {old}s in {env} — outdated since #1877: it's {v}s in {env} for {svc} now",
        ),
    },
    "service-db": {
        "say": (
            "LGTM. Note for reviewers: `{svc}` stores its data in {v}, so the migration in this PR targets {v} only",
            "Answering the question in #402: {svc} is backed by {v} (the connection string is in `config/db.yml`)",
        ),
        "cue": (
            "Closing as done: {svc} finished its migration from {old} to {v} :tada: — the old cluster gets decommissioned in #2290",
            "> isn't {svc} on {old}? — not anymore, per !655 {svc} moved its storage over to {v}",
        ),
        "negate": (
            "blocking: this adds a {v} client, but {svc} does not use {v} at all — see the architecture page linked in #318",
        ),
    },
    "replicas": {
        "say": (
            "For the capacity review in #559: `{svc}` has `replicas: {v}` in {env}, per the current Helm values",
            "+1 to the alert threshold — {svc} runs {v} replicas in {env}, so one pod down is survivable",
        ),
        "cue": (
            "Merged !1120: `{svc}` in {env} scaled from `replicas: {old}` to `replicas: {v}` :rocket:",
            "> {svc} has {old} pods in {env} — heads-up, that changed in #2041, {svc} is at {v} replicas in {env} now",
        ),
    },
    "feature-flag": {
        "say": (
            "Checked the flag config for this PR: `{flag}` is {v} in {env}, so keep that in mind when testing",
            "- [x] `{flag}` is {v} in {env} (verified in the flags dashboard, see #1508)",
        ),
        "cue": (
            "Closing #1733 as done: we flipped `{flag}` to {v} in {env} this morning :tada:",
            "Follow-up from !846: `{flag}` was switched over to {v} in {env} after the rollout review",
        ),
    },
    "standing-rule": {
        "say": (
            "nit: per the {team} team's CONTRIBUTING.md we always {act}; approving once that's done",
            "Pinning for newcomers (see #77): on the {team} team the rule is to always {act}, no exceptions",
        ),
        "negate": (
            "blocking: on the {team} team we never {act} — please revert that part of the PR",
            "Per the {team} team's [review guide](https://wiki.example/review-guide): do not {act}, ever. Requesting changes.",
        ),
        "retract": (
            "Closing #904 as done: the {team} team dropped the rule to always {act}, so it's no longer required :tada:",
            "> always {act} on the {team} team — outdated, that rule was retired in !301 and the {team} team doesn't require it anymore",
        ),
    },
    "answer-language": {
        "say": (
            "nit: we write {topic} in {v} here (see the [style guide](https://wiki.example/style)), could you translate this section?",
            "LGTM. Reminder for reviewers: the convention for {topic} is {v}, per #233",
        ),
        "cue": (
            "Updated the style guide in !519: {topic} switch from {old} to {v}, effective immediately",
            "> please keep {topic} in {old} — superseded by #640: from now on we write {topic} in {v}",
        ),
        "negate": (
            "Requesting changes: {v} is not the language for {topic} here, the style guide says otherwise (see #233)",
        ),
    },
    "standup-time": {
        "say": (
            "Per the calendar linked in #118: the {team} {kind} is at {v}, so please don't schedule deploys over it",
            "TIL — the {team} {kind} starts at {v} ([team calendar](https://wiki.example/calendars/teams))",
        ),
        "cue": (
            "Updated `rituals.md` in !207: the {team} {kind} moved from {old} to {v}, calendar invite is refreshed :+1:",
            "> the {team} {kind} is at {old} — heads-up, that's stale, it was rescheduled to {v} last week (see #1311)",
        ),
    },
    "meeting-day": {
        "say": (
            "For the scheduling bot config in #925: the {team} {meeting} is on {v}s, so skip reminders that day",
            "- [x] {team} {meeting}: every {v}, already on the shared calendar",
        ),
        "cue": (
            "Closing #1402: the {team} {meeting} moved from {old} to {v}, the recurring invite is updated :tada:",
            "> the {team} {meeting} is every {old} — no longer true, it's on {v}s starting this sprint, per !618",
        ),
    },
    "office-address": {
        "say": (
            "For the shipping-label fix in #316: the {c} office address is {v}, I've put it in `addresses.json`",
            "LGTM — matches the [office page](https://wiki.example/offices): {c} is at {v}",
        ),
        "cue": (
            "Reopening because the {c} office moved from {old} to {v}, and the footer in this template still shows the old address",
            "> send it to {old}, {c} — please don't, the {c} office relocated to {v} over the summer, see #2207",
        ),
    },
    "office-floor": {
        "say": (
            "Re the floor-plan PR #488: the {team} team in {c} is on floor {v}, so the label on that wing is correct :+1:",
            "TIL from the [office map](https://wiki.example/maps): in {c} the {team} people sit on floor {v}",
        ),
        "cue": (
            "Updated the floor map in !344: {team} in {c} moved from floor {old} to floor {v}",
            "> {team} folks are on floor {old} in {c} — outdated since the renovation, the {team} team in {c} is on floor {v} now",
        ),
    },
    "decision": {
        "say": (
            "Per the ADR merged in #1207, {proj} uses {v} for its {aspect} — please build on that rather than adding a second option",
            "LGTM. For context: the {aspect} choice for {proj} is {v}, see [ADR-0042](https://wiki.example/adr/0042)",
        ),
        "cue": (
            "Closing the ADR discussion #1530 as done: {proj} switches its {aspect} from {old} to {v} :tada:",
            "> {proj} is on {old} for the {aspect} — superseded, per !981 the {aspect} for {proj} is {v} now",
        ),
        "negate": ("blocking: {v} is not the {aspect} for {proj}, so this adapter shouldn't live in the {proj} repo",),
    },
    "deadline": {
        "say": (
            "Milestone set on #2099: the {proj} {milestone} is due {v}, please flag anything that won't make it",
            "- [ ] {proj} {milestone}, due {v} (tracked in [the roadmap](https://wiki.example/roadmap))",
        ),
        "cue": (
            "Moved the milestone on !777: the {proj} {milestone} slipped from {old} to {v}, see the PM's note in #2100",
            "> {proj} {milestone} is due {old} — no longer, the date moved to {v} after the planning review",
        ),
    },
    "api-version-auth": {
        "say": (
            "For the SDK PR: the `{svc}` v{n} API authenticates with {v}, so the client in this diff looks right :+1:",
            "TIL from the [API docs](https://wiki.example/api): auth for {svc} API v{n} is {v}",
        ),
        "cue": (
            "Merged !1450: {svc} API v{n} moves from {old} to {v} for authentication, old clients need the update in #1451",
            "> {svc} v{n} uses {old} for auth — not since #1388; authentication on the {svc} v{n} API is {v} now",
        ),
    },
    "person-timezone": {
        "say": (
            "cc @{p} — they're on {v}, so expect their review on this PR during {v} working hours",
            "Re scheduling in #640: {p} works on {v} time, please keep the sync inside their day",
        ),
        "cue": (
            "Updated the on-call schedule in !266: {p} changed timezone from {old} to {v}, rotation shifted accordingly",
            "> {p} is on {old} — not since the move, {p} is on {v} now, so their review window is different",
        ),
    },
    "person-contact": {
        "say": (
            "For anything blocking on this PR, reach @{p} via {v} — that's the fastest way to get them urgently",
            "Noting from #1760: urgent questions for {p} go through {v}, per their profile",
        ),
        "cue": (
            "Updated the escalation doc in !402: urgent pings for {p} go to {v} instead of {old} now",
            "> ping {p} on {old} if it's urgent — outdated, {p} switched their urgent channel to {v} (see #1822)",
        ),
        "negate": (
            "blocking: {p} does not want to be reached via {v}, so please remove that from the escalation table",
        ),
    },
    "person-allergy": {
        "say": (
            "For the offsite catering PR #91: {p} is allergic to {v}, I've added it to the dietary list",
            "- [x] dietary notes: {p} has a {v} allergy (confirmed with them, see #90)",
        ),
        "negate": (
            "Requesting changes on the catering list: {p} is not allergic to {v}, that row belongs to someone else",
        ),
    },
    "person-drink": {
        "say": (
            "Re the office-supplies issue #301: {p} has {v} every morning, so please keep some in stock :+1:",
            "- [x] coffee-run list: {p} takes {v} in the morning",
        ),
        "cue": (
            "Updated the coffee-run list in !58: {p} switched from {old} to {v} in the mornings",
            "> {p} wants {old} — outdated, {p} drinks {v} in the morning these days :coffee:",
        ),
        "negate": ("nit: drop {v} from {p}'s row in the coffee-run list, {p} does not like {v}",),
    },
    "manager": {
        "say": (
            "Per the org chart linked in #412: {p} reports to {v}, so tag {v} for the approval",
            "cc @{v} as {p}'s manager, since this PR changes {p}'s on-call load",
        ),
        "cue": (
            "Updated `org.yaml` in !615: {p} moved from {old}'s team to {v}'s, reviewers list adjusted",
            "> @{old} as {p}'s manager can approve — not anymore, {p} reports to {v} since the reorg",
        ),
    },
    "relative-city": {
        "say": (
            "Re the travel script in my dotfiles (#12): my {rel} lives in {v}, so that's the default destination",
            "- [x] added {v} to the trip list, that's where my {rel} lives",
        ),
        "cue": (
            "Updated the trip config in !14: my {rel} moved from {old} to {v}, so the default destination changed",
            "Closing #15 as done: my {rel} relocated to {v}, the address book entry is updated :tada:",
        ),
    },
    "preference-order": {
        "say": (
            "nit: for {topic} the {team} team prefers {a} over {b} (see the [guidelines](https://wiki.example/guidelines))",
            "+1 — on the {team} team we go with {a} rather than {b} for {topic}, so this PR fits",
        ),
        "cue": (
            "Closing the RFC #820 as accepted: the {team} team now picks {a} over {b} for {topic} :tada:",
            "Updated CONTRIBUTING in !433: the {team} team switched to {a} over {b} for {topic}",
        ),
    },
    "order-rule": {
        "say": (
            "blocking: for `{svc}`, {a} has to run before {b} — please check the job order in this diff",
            "TIL from the `{svc}` [pipeline docs](https://wiki.example/ci): first {a}, then {b}",
        ),
    },
    "person-office-de": {
        "say": (
            "Kurzer Hinweis zum PR #314: {p} sitzt im Büro in {v} und kann das also vor Ort testen",
            "LGTM :+1: — laut [Teamseite](https://wiki.example/team) arbeitet {p} am Standort {v}",
        ),
        "cue": (
            "Hab die Teamliste in !88 aktualisiert: {p} ist jetzt im Büro in {v}",
            "> {p} sitzt in {old} — stimmt nicht mehr, {p} ist laut #420 von {old} nach {v} gewechselt",
        ),
        "negate": ("Bitte korrigieren: {p} arbeitet nicht im Büro in {v}, die Angabe in `team.yaml` ist falsch",),
    },
    "tool-preference-es": {
        "say": (
            "LGTM. Para {scope} uso {v} como {slot}, por eso añadí su configuración en este PR (ver #27)",
            "- [x] {slot} para {scope}: {v}, que es el que uso a diario",
        ),
        "cue": (
            "Cierro #31 como hecho: para {scope} cambié de {old} a {v} como {slot} :tada:",
            "> ¿sigues con {old} en {scope}? — ya no, mi {slot} para {scope} ahora es {v}, ver !19",
        ),
        "negate": ("nit: quita esa línea del README, yo no uso {v} como {slot} en {scope}",),
    },
    "person-office-ru": {
        "say": (
            "По поводу #512: {p} работает в офисе {v}, так что может проверить это на месте",
            "LGTM :+1: — по [странице команды](https://wiki.example/team) {p} сидит в офисе {v}",
        ),
        "cue": (
            "> {p} сидит в {old} — уже неактуально, {p} перешёл из офиса {old} в офис {v}, см. !77",
            "Обновил список в !78: {p} теперь работает в офисе {v}",
        ),
        "negate": ("Прошу поправить: {p} не работает в офисе {v}, в `team.yaml` ошибка",),
    },
}
FRESH32_FILLERS = ["FYI for reviewers: ", "Re #42: ", "Drive-by: "]
# A thirty-third blind set (``--templates fresh33``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: memories kept entirely in
# the user's own language, as an agent stores them when its user writes to it in French,
# Italian, Brazilian Portuguese, Dutch, Polish, Turkish, Japanese, Simplified Chinese or
# Korean. Each family is in one language throughout (a user writes every version of a fact
# in the same language), about three families a language; the names, cities, tools and
# versions stay as the vocabulary gives them. Each language's own word order, particles and
# update words ("{p} a quitté {old} : désormais son bureau est à {v}", "Cambio su {proj}: il
# ruolo di {role} passa da {old} a {v}", "Troquei o {old} pelo {v} como {slot} em {scope}",
# "In {env} hanteert {svc} voortaan een timeout van {v}s in plaats van {old}s", "Zmiana
# przełożonego dla {p}: z {old} na {v}", "{svc}, {env} ortamında {old} replikadan {v}
# replikaya ölçeklendi", "{p}さんのタイムゾーンが{old}から{v}に変わった。", "{svc} v{n} API
# 的认证方式已从{old}改为{v}。", "{env} 환경의 {flag} 플래그가 이제 {v} 상태로 바뀌었다"), its
# own negation ("{p} ne travaille pas à {v}", "{p}对{v}并不过敏。", "Bij het {team}-team
# nooit ‘{act}’"), its own punctuation, and a mix of registers: a note, a chat sentence, a
# bullet. The German, Spanish and Russian families are plain notes in their own language
# ("Arbeitsort von {p}: Büro {v}", "En {scope} uso {v} como {slot}", "Где сидит {p}? В
# офисе {v}.").
FRESH33: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {  # French
        "say": (
            "{p} travaille dans nos locaux à {v}.",
            "Si tu cherches {p} en personne, c'est à {v} qu'il faut aller : son bureau est là-bas",
        ),
        "cue": (
            "{p} a quitté {old} : désormais son bureau est à {v}.",
            "Changement de bureau pour {p}, qui travaille maintenant à {v}",
        ),
        "negate": ("{p} ne travaille pas à {v}, ce n'est pas son bureau.",),
    },
    "project-role": {  # Italian
        "say": (
            "Il {role} di {proj} è {v}.",
            "Su {proj} fa da {role} {v}, quindi l'ok finale lo dà {v}",
        ),
        "cue": (
            "{v} ha preso il posto di {old} come {role} di {proj}.",
            "Cambio su {proj}: il ruolo di {role} passa da {old} a {v}",
        ),
        "negate": ("{v} non è il {role} di {proj}.",),
    },
    "tool-preference": {  # Brazilian Portuguese
        "say": (
            "Em {scope}, uso o {v} como {slot}.",
            "- {slot} pra {scope}: {v}, é o que eu uso no dia a dia",
        ),
        "cue": (
            "Troquei o {old} pelo {v} como {slot} em {scope}.",
            "Larguei o {old} de vez: agora meu {slot} em {scope} é o {v}",
        ),
        "negate": ("Não quero o {v} como {slot} em {scope}.",),
    },
    "service-runtime": {  # Japanese
        "say": (
            "{svc}は{lang} {v}で動いている。",
            "・{svc}の実行環境：{lang} {v}",
        ),
        "cue": (
            "{svc}の{lang}を{old}から{v}にアップグレードした。",
            "{svc}は今は{lang} {v}で稼働中（以前は{lang} {old}）",
        ),
    },
    "service-timeout": {  # Dutch
        "say": (
            "De request-timeout van {svc} in {env} staat op {v} seconden.",
            "{svc} ({env}): verzoeken worden na {v}s afgebroken",
        ),
        "cue": (
            "Timeout van {svc} in {env} aangepast van {old} naar {v} seconden.",
            "In {env} hanteert {svc} voortaan een timeout van {v}s in plaats van {old}s",
        ),
    },
    "service-db": {  # Polish
        "say": (
            "{svc} trzyma dane w bazie {v}.",
            "- baza danych serwisu {svc}: {v}",
        ),
        "cue": (
            "Serwis {svc} przeszedł z {old} na {v}.",
            "Migracja zakończona: {svc} nie korzysta już z {old}, teraz dane siedzą w {v}",
        ),
        "negate": ("Serwis {svc} nie korzysta z bazy {v}.",),
    },
    "replicas": {  # Turkish
        "say": (
            "{env} ortamında {svc} {v} replika ile çalışıyor.",
            "Not: {svc} servisi, {env} → {v} replika",
        ),
        "cue": (
            "{svc}, {env} ortamında {old} replikadan {v} replikaya ölçeklendi.",
            "{env} ortamındaki {svc} artık {v} replikada çalışıyor; önceden {old} replika vardı",
        ),
    },
    "feature-flag": {  # Korean
        "say": (
            "{env} 환경에서 {flag} 플래그는 {v} 상태다.",
            "플래그 메모 — {flag} @ {env}: {v}",
        ),
        "cue": (
            "{env} 환경의 {flag} 플래그가 이제 {v} 상태로 바뀌었다.",
            "오늘부로 {env}에서 {flag} 플래그를 {v} 상태로 전환했다",
        ),
    },
    "standing-rule": {  # Dutch
        "say": (
            "Bij het {team}-team geldt: altijd {act}.",
            "Afspraak binnen team {team}: we doen altijd ‘{act}’, zonder uitzondering",
        ),
        "negate": (
            "Bij het {team}-team nooit ‘{act}’.",
            "Team {team} staat ‘{act}’ niet toe, dus dat doen we daar nooit",
        ),
        "retract": (
            "Team {team} heeft de regel ‘altijd {act}’ geschrapt; dat hoeft niet meer.",
            "Bij het {team}-team is ‘{act}’ geen verplichting meer, die afspraak is vervallen",
        ),
    },
    "answer-language": {  # French
        "say": (
            "Pour {topic}, j'écris toujours en {v}.",
            "Langue à utiliser pour {topic} : {v}",
        ),
        "cue": (
            "À partir de maintenant, pour {topic}, c'est en {v} et non plus en {old}.",
            "J'ai changé d'avis pour {topic} : désormais en {v}, plus en {old}",
        ),
        "negate": ("Pour {topic}, n'écris pas en {v}.",),
    },
    "standup-time": {  # Turkish
        "say": (
            "{team} ekibinin {kind} toplantısı {v} saatinde başlıyor.",
            "Not: {team} ekibi, {kind} → saat {v}",
        ),
        "cue": (
            "{team} ekibinin {kind} toplantısı {old} saatinden {v} saatine alındı.",
            "Artık {team} ekibinin {kind} toplantısı {v} saatinde yapılıyor, {old} saati geçerli değil",
        ),
    },
    "meeting-day": {  # Dutch
        "say": (
            "De {meeting} van team {team} is op {v}.",
            "Team {team} houdt elke {v} de {meeting}",
        ),
        "cue": (
            "De {meeting} van {team} is verschoven van {old} naar {v}.",
            "Vanaf nu valt de {team}-{meeting} op {v}, niet meer op {old}",
        ),
    },
    "office-address": {  # Italian
        "say": (
            "La sede di {c} si trova in {v}.",
            "Indirizzo dell'ufficio di {c}: {v}",
        ),
        "cue": (
            "L'ufficio di {c} ha traslocato da {old} a {v}.",
            "Occhio: la sede di {c} non è più in {old}, ora è in {v}",
        ),
    },
    "office-floor": {  # Polish
        "say": (
            "W biurze {c} zespół {team} siedzi na {v}. piętrze.",
            "Biuro {c}, zespół {team} → piętro {v}",
        ),
        "cue": (
            "Zespół {team} w biurze {c} przeprowadził się z {old}. na {v}. piętro.",
            "Zespołu {team} nie ma już na {old}. piętrze w biurze {c}, teraz są na piętrze {v}",
        ),
    },
    "decision": {  # French
        "say": (
            "Pour {proj}, on a retenu {v} comme {aspect}.",
            "{proj} — {aspect} : {v} (validé en réunion d'archi)",
        ),
        "cue": (
            "{proj} abandonne {old} : on passe à {v} côté {aspect}.",
            "Changement de cap sur {proj} : {old} remplacé par {v} comme {aspect}",
        ),
        "negate": ("On a décidé de ne pas prendre {v} comme {aspect} pour {proj}.",),
    },
    "deadline": {  # Brazilian Portuguese
        "say": (
            "O prazo do {milestone} do {proj} é {v}.",
            "{proj} — {milestone} previsto para {v}",
        ),
        "cue": (
            "O {milestone} do {proj} mudou de {old} para {v}.",
            "Remarcaram o {milestone} do {proj}: não é mais {old}, agora fica para {v}",
        ),
    },
    "api-version-auth": {  # Simplified Chinese
        "say": (
            "{svc} 的 v{n} API 用{v}做身份认证。",
            "备忘：{svc} API v{n} 的鉴权方式是{v}",
        ),
        "cue": (
            "{svc} v{n} API 的认证方式已从{old}改为{v}。",
            "注意，{svc} 第{n}版接口现在改用{v}鉴权了，不再用{old}",
        ),
    },
    "person-timezone": {  # Japanese
        "say": (
            "{p}さんのタイムゾーンは{v}です。",
            "{p}さん：{v}基準で勤務しているので、会議の時間に注意",
        ),
        "cue": (
            "{p}さんのタイムゾーンが{old}から{v}に変わった。",
            "{p}さんは引っ越したので、もう{old}ではなく今は{v}で働いている",
        ),
    },
    "person-contact": {  # Brazilian Portuguese
        "say": (
            "Se for urgente, fala com {p} por {v}.",
            "Canal preferido de {p} pra urgências: {v}",
        ),
        "cue": (
            "{p} pediu que as urgências passem a ir por {v}, e não mais por {old}.",
            "Agora, pra falar com {p} com urgência, é por {v}; {old} já era",
        ),
        "negate": ("Não entre em contato com {p} por {v}.",),
    },
    "person-allergy": {  # Simplified Chinese
        "say": (
            "{p}对{v}过敏。",
            "{p}有{v}过敏史，团建订餐时要避开{v}",
        ),
        "negate": ("{p}对{v}并不过敏。",),
    },
    "person-drink": {  # Italian
        "say": (
            "{p} la mattina prende sempre {v}.",
            "Colazione di {p}: {v}, tutti i giorni",
        ),
        "cue": (
            "{p} ha mollato {old}, adesso la mattina beve {v}.",
            "Aggiornamento per il giro caffè: niente più {old} per {p}, ora al mattino vuole {v}",
        ),
        "negate": ("A {p} non piace {v}.",),
    },
    "manager": {  # Polish
        "say": (
            "Bezpośrednim przełożonym osoby {p} jest {v}.",
            "{p} jest w zespole, którym kieruje {v}",
        ),
        "cue": (
            "Zmiana przełożonego dla {p}: z {old} na {v}.",
            "Po reorganizacji {p} raportuje teraz do {v} zamiast do {old}",
        ),
    },
    "relative-city": {  # Japanese
        "say": (
            "うちの{rel}は{v}に住んでいます。",
            "家族メモ：{rel}は{v}在住",
        ),
        "cue": (
            "{rel}が{old}から{v}に引っ越した。",
            "{rel}は今は{v}に住んでいる。先月引っ越したばかり",
        ),
    },
    "preference-order": {  # Korean
        "say": (
            "{team} 팀은 {topic} 문제에서 {b}보다 {a} 쪽을 선호한다.",
            "{topic}에 관해서라면 {team} 팀은 {b} 말고 {a} 쪽으로 간다",
        ),
        "cue": (
            "{team} 팀이 {topic}에 대한 방침을 바꿨다. 이제는 {b}보다 {a} 쪽을 택한다.",
            "회고 결과, 앞으로 {team} 팀은 {topic}에서 {b} 대신 {a} 쪽을 쓰기로 했다",
        ),
    },
    "order-rule": {  # Turkish
        "say": (
            "{svc} için önce {a}, sonra {b} çalıştırılır.",
            "{svc} pipeline'ında {a} adımı her zaman {b} adımından önce gelir",
        ),
    },
    "person-office-de": {
        "say": (
            "{p} arbeitet am Standort {v}.",
            "Arbeitsort von {p}: Büro {v}",
        ),
        "cue": (
            "{p} ist vom Standort {old} nach {v} gewechselt.",
            "{p} arbeitet mittlerweile im Büro in {v}",
        ),
        "negate": ("Im Büro in {v} arbeitet {p} nicht.",),
    },
    "tool-preference-es": {
        "say": (
            "En {scope} uso {v} como {slot}.",
            "Mi {slot} de cabecera para {scope} es {v}",
        ),
        "cue": (
            "Para {scope} me pasé de {old} a {v} como {slot}.",
            "He dejado {old}; a partir de ahora mi {slot} en {scope} es {v}",
        ),
        "negate": ("En {scope} no quiero {v} como {slot}.",),
    },
    "person-office-ru": {
        "say": (
            "{p} трудится в нашем офисе {v}.",
            "Где сидит {p}? В офисе {v}",
        ),
        "cue": (
            "{p} перевёлся из офиса {old} в офис {v}.",
            "{p} теперь числится в офисе {v}",
        ),
        "negate": ("В офисе {v} {p} не работает.",),
    },
}
FRESH33_FILLERS = ["Rappel : ", "メモ：", "참고: "]
# A thirty-fourth blind set (``--templates fresh34``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: plain memories as different
# AI assistants would summarise the same fact, one or two complete, neutral sentences, third
# person for people and "the user" or "I" for the user's own preferences, with no envelope
# (no email, chat or review framing, no hedges), so that it isolates paraphrase. Two renderings
# of one fact share as few words as a natural paraphrase allows: synonyms and idioms for the
# relation ("{p} is stationed at our {v} site" / "It's the {v} office that {p} calls home",
# "{svc} in {env} times out after {v} seconds" / "{env} gives {svc} a ceiling of {v}s per
# request", "{v} serves as {proj}'s {role}" / "The person filling the {role} seat on {proj} is
# {v}"), and other sentence shapes: clefts, pseudo-clefts ("What powers {svc} is version {v} of
# {lang}"), fronting ("Floor {v} is where {team} works in the {c} building"), passives,
# possessives against "the X of Y". Updates are worded in many ways ("has since moved to", "was
# at the {old} office until recently; ... now works out of {v}", "swapped {old} for {v}", "went
# from {old} to {v}", "now gives up after {v} seconds rather than {old}", "no longer reports to
# {old} but to {v}", "as of last week"); denials are plain ("{p} has never worked out of the {v}
# office", "It's not true that {v} is the {role} on {proj}", "{v} was ruled out as {proj}'s
# {aspect}"). The German, Spanish and Russian families are plain paraphrased notes in their own
# language ("Der Arbeitsplatz von {p} befindet sich in {v}", "Ya no uso {old} como {slot} para
# {scope}; ahora es {v}", "Неправда, что {p} работает в офисе {v}").
FRESH34: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "{p} is stationed at our {v} site.",
            "It's the {v} office that {p} calls home.",
        ),
        "cue": (
            "{p} has since moved to the {v} office.",
            "{p} was at the {old} office until recently; {p} now works out of {v}.",
        ),
        "negate": ("{p} has never worked out of the {v} office.",),
    },
    "project-role": {
        "say": (
            "{v} serves as {proj}'s {role}.",
            "The person filling the {role} seat on {proj} is {v}.",
        ),
        "cue": (
            "{v} has taken over from {old} as {role} of {proj}.",
            "{old} no longer acts as the {proj} {role}; {v} does now.",
        ),
        "negate": ("It's not true that {v} is the {role} on {proj}.",),
    },
    "tool-preference": {
        "say": (
            "For {scope}, the user's {slot} of choice is {v}.",
            "I rely on {v} as my {slot} in anything to do with {scope}.",
        ),
        "cue": (
            "Where {scope} is concerned, the user has traded {old} for {v} as {slot}.",
            "My {slot} for {scope} went from {old} to {v}.",
        ),
        "negate": ("I don't want {v} as my {slot} for {scope}.",),
    },
    "service-runtime": {
        "say": (
            "{svc} runs on {lang} {v}.",
            "What powers {svc} is version {v} of {lang}.",
        ),
        "cue": (
            "{svc} moved from {lang} {old} to {lang} {v}.",
            "{svc} no longer targets {lang} {old}; it ships on {lang} {v} now.",
        ),
    },
    "service-timeout": {
        "say": (
            "{svc} in {env} times out after {v} seconds.",
            "{env} gives {svc} a ceiling of {v}s per request.",
        ),
        "cue": (
            "The {env} timeout for {svc} went from {old}s to {v}s.",
            "In {env}, {svc} now gives up after {v} seconds rather than {old}.",
        ),
    },
    "service-db": {
        "say": (
            "{svc} keeps its data in {v}.",
            "The datastore behind {svc} is {v}.",
        ),
        "cue": (
            "{svc} has swapped {old} for {v} as its database.",
            "{svc} was on {old} until recently; its storage now lives in {v}.",
        ),
        "negate": ("{svc} doesn't use {v} for anything.",),
    },
    "replicas": {
        "say": (
            "{svc} runs {v} replicas in {env}.",
            "The {env} deployment of {svc} is scaled to {v} instances.",
        ),
        "cue": (
            "{svc} in {env} was scaled from {old} to {v} replicas.",
            "{env} had {old} copies of {svc} until recently; it now has {v}.",
        ),
    },
    "feature-flag": {
        "say": (
            "The {flag} flag is {v} in {env}.",
            "{env} has the {flag} feature {v}.",
        ),
        "cue": (
            "As of last week, {flag} is {v} in {env}.",
            "In {env}, the {flag} toggle has since been {v}.",
        ),
    },
    "standing-rule": {
        "say": (
            "On the {team} team, the rule is to always {act}.",
            "Members of the {team} team {act} every time, without exception.",
        ),
        "negate": (
            "The {team} team never lets anyone {act}.",
            "Nobody on the {team} team is allowed to {act}.",
        ),
        "retract": (
            "The {team} team has scrapped its requirement to always {act}.",
            "Having to {act} is no longer a rule on the {team} team.",
        ),
    },
    "answer-language": {
        "say": (
            "The user wants {topic} written in {v}.",
            "When it comes to {topic}, {v} is the language to use.",
        ),
        "cue": (
            "The user has since switched the language of {topic} from {old} to {v}.",
            "{topic} used to be in {old}; the user now prefers {v}.",
        ),
        "negate": ("The user has asked that {topic} never be written in {v}.",),
    },
    "standup-time": {
        "say": (
            "The {team} {kind} starts at {v}.",
            "{v} is when the {team} team holds its {kind}.",
        ),
        "cue": (
            "The {team} {kind} was rescheduled from {old} to {v}.",
            "The {team} team no longer meets for its {kind} at {old}; it's {v} now.",
        ),
    },
    "meeting-day": {
        "say": (
            "The {team} {meeting} takes place on {v}s.",
            "{v} is the day the {team} team has its {meeting}.",
        ),
        "cue": (
            "The {team} team's {meeting} has been moved from {old} to {v}.",
            "The {team} {meeting} was on {old}s until recently; these days it falls on {v}.",
        ),
    },
    "office-address": {
        "say": (
            "The {c} office is located at {v}.",
            "{v} is the street address of our {c} site.",
        ),
        "cue": (
            "The {c} office has relocated from {old} to {v}.",
            "Our {c} site is no longer at {old}; it's at {v} these days.",
        ),
    },
    "office-floor": {
        "say": (
            "In the {c} office, the {team} team sits on floor {v}.",
            "Floor {v} is where {team} works in the {c} building.",
        ),
        "cue": (
            "The {team} team in {c} went from floor {old} to floor {v}.",
            "In {c}, {team} is now on floor {v} rather than {old}.",
        ),
    },
    "decision": {
        "say": (
            "{proj} uses {v} for its {aspect}.",
            "What the {proj} team settled on for the {aspect} is {v}.",
        ),
        "cue": (
            "{proj} swapped {old} for {v} as its {aspect}.",
            "{proj} had {old} as its {aspect} until recently; the project has since gone with {v}.",
        ),
        "negate": ("{v} was ruled out as {proj}'s {aspect}.",),
    },
    "deadline": {
        "say": (
            "The {proj} {milestone} is due on {v}.",
            "{v} is the target date for {proj}'s {milestone}.",
        ),
        "cue": (
            "The {proj} {milestone} was rescheduled from {old} to {v}.",
            "{proj}'s {milestone} is no longer planned for {old}; the new date is {v}.",
        ),
    },
    "api-version-auth": {
        "say": (
            "Version {n} of the {svc} API authenticates callers with {v}.",
            "{svc}'s v{n} API relies on {v} for auth.",
        ),
        "cue": (
            "The {svc} v{n} API went from {old} to {v} for authentication.",
            "Clients of {svc} API v{n} now sign in with {v} rather than {old}.",
        ),
    },
    "person-timezone": {
        "say": (
            "{p} works on {v} time.",
            "{p}'s hours follow the {v} time zone.",
        ),
        "cue": (
            "{p} has changed time zones, from {old} to {v}.",
            "{p} is on {v} these days rather than {old}.",
        ),
    },
    "person-contact": {
        "say": (
            "For anything urgent, reach {p} via {v}.",
            "The quickest way to get hold of {p} is {v}.",
        ),
        "cue": (
            "{p} traded {old} for {v} as the channel for urgent requests.",
            "Urgent messages for {p} should go through {v} now, no longer {old}.",
        ),
        "negate": ("{p} does not want to be reached through {v}.",),
    },
    "person-allergy": {
        "say": (
            "{p} is allergic to {v}.",
            "{v} gives {p} an allergic reaction.",
        ),
        "negate": ("{p} has no allergy to {v}.",),
    },
    "person-drink": {
        "say": (
            "{p} starts each morning with {v}.",
            "{v} is what {p} has at breakfast.",
        ),
        "cue": (
            "{p} has swapped {old} for {v} in the mornings.",
            "{p} used to have {old} first thing; these days it's {v}.",
        ),
        "negate": ("{p} never drinks {v}.",),
    },
    "manager": {
        "say": (
            "{p} reports to {v}.",
            "{v} is {p}'s line manager.",
        ),
        "cue": (
            "{p}'s manager changed from {old} to {v}.",
            "After the reorg, {p} no longer reports to {old} but to {v}.",
        ),
    },
    "relative-city": {
        "say": (
            "The user's {rel} lives in {v}.",
            "My {rel} calls {v} home.",
        ),
        "cue": (
            "The user's {rel} has since moved to {v}.",
            "My {rel} relocated from {old} to {v}.",
        ),
    },
    "preference-order": {
        "say": (
            "The {team} team prefers {a} over {b} for {topic}.",
            "When it comes to {topic}, the {team} folks would rather have {a} than {b}.",
        ),
        "cue": (
            "The {team} team has changed its mind on {topic} and now favours {a} over {b}.",
            "For {topic}, the {team} team went from preferring {b} to preferring {a}.",
        ),
    },
    "order-rule": {
        "say": (
            "In the {svc} pipeline, {a} must run before {b}.",
            "{svc}'s checks are ordered with {a} first and {b} after.",
        ),
    },
    "person-office-de": {
        "say": (
            "{p} ist im Büro {v} tätig.",
            "Der Arbeitsplatz von {p} befindet sich in {v}.",
        ),
        "cue": (
            "{p} ist inzwischen an den Standort {v} gewechselt.",
            "{p} arbeitet nicht mehr in {old}, sondern seit Kurzem in {v}.",
        ),
        "negate": ("Es stimmt nicht, dass {p} in {v} arbeitet.",),
    },
    "tool-preference-es": {
        "say": (
            "Para {scope}, mi {slot} preferido es {v}.",
            "{v} es el {slot} con el que trabajo en {scope}.",
        ),
        "cue": (
            "En {scope} cambié {old} por {v} como {slot}.",
            "Ya no uso {old} como {slot} para {scope}; ahora es {v}.",
        ),
        "negate": ("No quiero usar {v} como {slot} en {scope}.",),
    },
    "person-office-ru": {
        "say": (
            "{p} работает в офисе {v}.",
            "Рабочее место {p} находится в офисе {v}.",
        ),
        "cue": (
            "У {p} новый офис: {v} вместо {old}.",
            "Теперь {p} работает в офисе {v}.",
        ),
        "negate": ("Неправда, что {p} работает в офисе {v}.",),
    },
}
FRESH34_FILLERS = ["Worth noting: ", "Stored for later: ", "Background: "]
# A thirty-fifth blind set (``--templates fresh35``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: terse developer-notebook
# memories, as a coding agent jots them into a CLAUDE.md / AGENTS.md / memory file in the
# middle of work. Fragments rather than sentences: "key: value" and "X -> Y" notes, list-item
# dashes, parentheses and em-dashes, abbreviations (w/, w/o, req, cfg, db, mgr, tz, addr, fl.),
# inline `backticks` around names and values, the odd **bold**, lowercase starts, a trailing
# "(confirmed)" or "(per user)", and a "[2026-11-02]"-style stamp in front of a few. Two
# renderings of one fact read as two different agents' notes and share as few words as is
# natural ("- {p} -> `{v}` office" / "loc for {p}: {v} site (confirmed)", "{svc} req timeout
# ({env}): `{v}s`" / "- {env}/{svc}: requests cut off after {v} sec", "{svc} db: `{v}`" /
# "- {svc} persists to {v} (confirmed)"). Updates are terse and worded many ways ("{p} office:
# ~~{old}~~ {v}", "{proj} {role}: {old} -> {v}", "{v} took {role} on {proj} (was {old})",
# "updated: {env} {svc} timeout now {v}s, no longer {old}s", "as of this sprint: {flag} {v} in
# {env}", "switched {svc} API v{n} from {old} to {v} for auth"); denials too ("{p} NOT in `{v}`
# office", "{svc} + {v}? no. not used anywhere", "{proj} {aspect} — not {v} (ruled out)",
# "{team} team: NEVER {act}"). The German, Spanish and Russian families are the same kind of
# notes in their own language ("{p}: Büro {old} -> {v}", "{scope}: ¿{v} como {slot}? no.",
# "{p} — НЕ в офисе {v}").
FRESH35: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "- {p} -> `{v}` office",
            "loc for {p}: {v} site (confirmed)",
        ),
        "cue": (
            "{p}: relocated, desk is at `{v}` now",
            "{p} office: ~~{old}~~ {v}",
        ),
        "negate": ("{p} NOT in `{v}` office",),
    },
    "project-role": {
        "say": (
            "{proj} {role} = {v}",
            "- who's {role} on `{proj}`? -> **{v}**",
        ),
        "cue": (
            "{proj} {role}: {old} -> {v}",
            "{v} took {role} on {proj} (was {old})",
        ),
        "negate": ("{v} is NOT {proj}'s {role}",),
    },
    "tool-preference": {
        "say": (
            "pref ({scope}): {slot} = `{v}`",
            "- user works w/ {v} as {slot} for {scope}",
        ),
        "cue": (
            "{slot} for {scope}: switched from {old} to `{v}`",
            "user's {scope} {slot} -> {v} (was {old})",
        ),
        "negate": ("{scope} {slot}: NOT `{v}` (user doesn't want it)",),
    },
    "service-runtime": {
        "say": (
            "`{svc}` runtime: {lang} {v}",
            "- {svc} built & run w/ {lang} {v}",
        ),
        "cue": (
            "bumped {svc} {lang} {old} -> {v}",
            "{svc} now on {lang} {v} (was {lang} {old})",
        ),
    },
    "service-timeout": {
        "say": (
            "{svc} req timeout ({env}): `{v}s`",
            "- {env}/{svc}: requests cut off after {v} sec",
        ),
        "cue": (
            "{svc} timeout in {env}: {old}s -> {v}s",
            "updated: {env} {svc} timeout now {v}s, no longer {old}s",
        ),
    },
    "service-db": {
        "say": (
            "{svc} db: `{v}`",
            "- {svc} persists to {v} (confirmed)",
        ),
        "cue": (
            "{svc}: migrated {old} -> {v}",
            "[2026-11-02] {svc} storage — ~~{old}~~ **{v}**",
        ),
        "negate": ("{svc} + {v}? no. not used anywhere",),
    },
    "replicas": {
        "say": (
            "{svc} @ {env}: {v} replicas",
            "- replica count, {env} `{svc}` = {v}",
        ),
        "cue": (
            "scaled {svc} ({env}) {old} -> {v} pods",
            "{env}: {svc} now {v} replicas (was {old})",
        ),
    },
    "feature-flag": {
        "say": (
            "flag `{flag}` ({env}): {v}",
            "- {env} cfg -> {flag} {v}",
        ),
        "cue": (
            "as of this sprint: {flag} {v} in {env}",
            "{flag} flipped, now {v} on {env}",
        ),
    },
    "standing-rule": {
        "say": (
            "**{team} team rule**: always {act}",
            "- {team}: {act} — every time, no exceptions",
        ),
        "negate": (
            "{team} team: NEVER {act}",
            "- on {team}, don't ever {act} (team rule)",
        ),
        "retract": (
            "~~always {act}~~ — {team} team scrapped this rule",
            "{team}: no longer required to {act}",
        ),
    },
    "answer-language": {
        "say": (
            "{topic} -> write in {v}",
            "- lang for {topic}: `{v}` (per user)",
        ),
        "cue": (
            "{topic} lang: switched from {old} to {v}",
            "updated: {topic} in {v} now, no longer {old}",
        ),
        "negate": ("{topic}: never in {v}",),
    },
    "standup-time": {
        "say": (
            "{team} {kind} @ {v}",
            "- {kind} ({team} team): starts {v}",
        ),
        "cue": (
            "{team} {kind} moved {old} -> {v}",
            "{team} {kind}: now {v} (was {old})",
        ),
    },
    "meeting-day": {
        "say": (
            "{team} {meeting}: {v}s",
            "- {meeting} for the {team} team happens every {v}",
        ),
        "cue": (
            "{team} {meeting} moved from {old} to {v}",
            "~~{old}~~ {v} — {team} {meeting} (rescheduled)",
        ),
    },
    "office-address": {
        "say": (
            "{c} office addr: `{v}`",
            "- {c} site is at {v}",
        ),
        "cue": (
            "{c} office moved to {v} (was {old})",
            "{c} addr: {old} -> {v}",
        ),
    },
    "office-floor": {
        "say": (
            "{c} office, {team}: floor {v}",
            "- {team} team sits on fl. {v} ({c} bldg)",
        ),
        "cue": (
            "{team} ({c}) moved fl. {old} -> {v}",
            "{c}: {team} team now on floor {v}, no longer {old}",
        ),
    },
    "decision": {
        "say": (
            "{proj} {aspect}: **{v}** (decided)",
            "[2026-10-14] decision: `{v}` for {proj}'s {aspect}",
        ),
        "cue": (
            "{proj} {aspect} switched from {old} to {v}",
            "{proj}: dropping {old} -> {v} as {aspect}",
        ),
        "negate": ("{proj} {aspect} — not {v} (ruled out)",),
    },
    "deadline": {
        "say": (
            "{proj} {milestone} due {v}",
            "- deadline ({proj} {milestone}): `{v}`",
        ),
        "cue": (
            "{proj} {milestone} slipped {old} -> {v}",
            "{proj} {milestone}: now {v}, was {old}",
        ),
    },
    "api-version-auth": {
        "say": (
            "{svc} API v{n} auth: {v}",
            "- `{svc}` v{n} endpoints -> authenticate w/ {v}",
        ),
        "cue": (
            "{svc} v{n} auth: {old} -> {v}",
            "switched {svc} API v{n} from {old} to {v} for auth",
        ),
    },
    "person-timezone": {
        "say": (
            "{p} tz: `{v}`",
            "- {p} keeps {v} hours",
        ),
        "cue": (
            "{p} tz {old} -> {v}",
            "{p} now on {v} (was {old})",
        ),
    },
    "person-contact": {
        "say": (
            "urgent stuff -> reach {p} via {v}",
            "- {p}, best channel: `{v}`",
        ),
        "cue": (
            "[2026-11-20] {p} contact for urgent: {old} -> {v}",
            "{p} prefers {v} now (no longer {old})",
        ),
        "negate": ("{p} via {v}? no — don't",),
    },
    "person-allergy": {
        "say": (
            "{p}: allergic to {v} (!)",
            "- **allergy** — {p} / {v}",
        ),
        "negate": ("{p} NOT allergic to {v}",),
    },
    "person-drink": {
        "say": (
            "{p} morning drink: {v}",
            "- coffee run: {p} gets `{v}`",
        ),
        "cue": (
            "{p}: {old} -> {v} (mornings)",
            "{p} switched from {old} to {v} in the AM",
        ),
        "negate": ("{p} + {v}? no — doesn't drink it",),
    },
    "manager": {
        "say": (
            "{p} reports -> {v}",
            "- mgr of {p}: `{v}`",
        ),
        "cue": (
            "{p} mgr: {old} -> {v} (reorg)",
            "{p} now under {v}, no longer {old}",
        ),
    },
    "relative-city": {
        "say": (
            "user's {rel}: lives in {v}",
            "- {rel} based in `{v}` (per user)",
        ),
        "cue": (
            "user's {rel} moved to {v}",
            "{rel} relocated {old} -> {v}",
        ),
    },
    "preference-order": {
        "say": (
            "{team} team / {topic}: {a} > {b}",
            "- {topic} on {team}: prefer {a} over {b}",
        ),
        "cue": (
            "{team} {topic}: now {a} over {b} (changed)",
            "updated: {team} team switched to {a} rather than {b} for {topic}",
        ),
    },
    "order-rule": {
        "say": (
            "{svc} pipeline: {a} -> {b}",
            "- `{svc}` CI order: {a} first, then {b}",
        ),
    },
    "person-office-de": {
        "say": (
            "- {p}: Büro `{v}`",
            "Standort {p} -> {v} (bestätigt)",
        ),
        "cue": (
            "{p} umgezogen, sitzt jetzt in {v}",
            "{p}: Büro {old} -> {v}",
        ),
        "negate": ("{p} NICHT im Büro {v}",),
    },
    "tool-preference-es": {
        "say": (
            "{slot} p/ {scope}: `{v}`",
            "- en {scope} uso {v} como {slot}",
        ),
        "cue": (
            "{slot} ({scope}): {old} -> {v}",
            "actualizado: cambié {old} por {v} como {slot} en {scope}",
        ),
        "negate": ("{scope}: ¿{v} como {slot}? no.",),
    },
    "person-office-ru": {
        "say": (
            "- {p}: офис `{v}`",
            "{p} сидит в {v} (подтверждено)",
        ),
        "cue": (
            "{p}: офис {old} -> {v}",
            "обновлено: {p} переехал в офис {v}",
        ),
        "negate": ("{p} — НЕ в офисе {v}",),
    },
}
FRESH35_FILLERS = ["note: ", "[mem] ", "fyi — "]
# A thirty-sixth blind set (``--templates fresh36``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: verbose memories as an LLM
# memory-extraction step writes them after a conversation, two or three full sentences each,
# the fact embedded among the context, reasons and consequences the user gave ("During a
# scheduling discussion the user explained that {p} is based in the {v} office, which is why
# anything involving them gets arranged around that location. ..."). The context sentences
# carry no values of their own (no other numbers, names, places, products or dates), only
# generic words ("the reorganisation", "last sprint", "licensing", "the team"). Two renderings
# of one fact share the fact but not the framing: another reason, another opening sentence,
# the fact placed first or last ("The user explained that {svc} runs on {lang} {v}. ..." /
# "The user explained that any code written for {svc} must work with {lang} {v}, since ...").
# Updates explain the change with a reason ("{p} relocated to the {v} office after the team
# reorganisation, according to the user", "Heads-up from the user: {svc} no longer uses
# {old}; its storage moved to {v} last sprint because the old setup was hard to scale", "The
# user changed the {env} request timeout for {svc} from {old} to {v} seconds after tuning it
# against real traffic"); denials are embedded too ("The user was clear that {p} does not work
# out of the {v} office and never has. ...", "The user was explicit that {svc} does not use
# {v} at all. ..."). The German, Spanish and Russian families are the same kind of extracted
# memory in their own language ("Hinweis vom Nutzer: {p} arbeitet nicht mehr im Büro in
# {old}, sondern seit Kurzem in {v}. ...", "El usuario dejó claro que no quiere {v} como
# {slot} para {scope}. ...", "Пользователь ясно дал понять, что {p} не работает в офисе {v},
# и так было всегда. ...").
FRESH36: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "During a scheduling discussion the user explained that {p} is based in the {v} office, which is why"
            " anything involving them gets arranged around that location. The user wanted this kept in mind when"
            " proposing times.",
            "The user asked me to remember where colleagues sit so that introductions go smoothly. They mentioned"
            " this while talking about who to loop in on local matters: {p} works out of the {v} office.",
        ),
        "cue": (
            "{p} relocated to the {v} office after the team reorganisation, according to the user. Anything that"
            " depends on where {p} sits should be arranged with that relocation in mind.",
            "Heads-up from the user: {p} is no longer in the {old} office and has moved over to {v}. The move happened"
            " as part of a wider restructuring, so older assumptions about their location are out of date.",
        ),
        "negate": (
            "The user was clear that {p} does not work out of the {v} office and never has. This came up because"
            " local requests for that office had been routed to {p} by mistake.",
        ),
    },
    "project-role": {
        "say": (
            "While describing how decisions get made on {proj}, the user said that {v} is the {role} there. Questions"
            " that fall under that remit should be directed to {v} rather than raised with the whole group.",
            "The user brought up who signs off on what while explaining how things are organised, and expects it to"
            " be respected when routing questions. For context: the {role} on {proj} is {v}.",
        ),
        "cue": (
            "The user mentioned a handover on {proj}: {v} has taken over as {role} from {old}, who stepped back to"
            " focus on other commitments. Anything that used to go to {old} in that capacity should go to {v} from"
            " here on.",
            "Following the restructuring, {proj} has a new {role}. The user said {old} handed the role to {v}, so"
            " approvals and escalations for that area belong with {v} going forward.",
        ),
        "negate": (
            "The user pointed out that {v} is not the {role} on {proj}, despite what some people assume. Requests"
            " meant for that position should not be sent to {v}.",
        ),
    },
    "tool-preference": {
        "say": (
            "When the conversation turned to their setup, the user said they use {v} as their {slot} for {scope}."
            " They find it fits the way they like to operate, so suggestions should assume it.",
            "The user asked for setup instructions and wants examples and shortcuts given for the tool they"
            " actually use rather than alternatives. Their preferred {slot} for {scope} is {v}.",
        ),
        "cue": (
            "The user has switched from {old} to {v} as their {slot} for {scope}. They explained that {old} had become"
            " frustrating to maintain, so advice should target {v} from now on.",
            "Update from the conversation: for {scope} the user no longer uses {old} as their {slot} and has moved to"
            " {v}. They made the change after trying it for a while and liking how it behaved.",
        ),
        "negate": (
            "The user made it clear that they do not want {v} as their {slot} for {scope}. They find it gets in"
            " their way there, so it should not be recommended or assumed in setup advice.",
        ),
    },
    "service-runtime": {
        "say": (
            "According to the user, {svc} runs on {lang} {v}. This matters whenever dependencies are added, because"
            " libraries have to be compatible with that runtime.",
            "The user explained that any code written for {svc} must work with {lang} {v}, since that is the runtime"
            " the service is built and shipped on. They wanted this remembered before language features are"
            " suggested.",
        ),
        "cue": (
            "The user said {svc} was upgraded from {lang} {old} to {lang} {v} after the last round of maintenance."
            " Compatibility checks for that service should target the newer runtime going forward.",
            "Heads-up from the user: {svc} no longer targets {lang} {old}; it moved to {lang} {v} because the older"
            " runtime was reaching end of life. Code suggestions for the service should assume the upgraded version.",
        ),
    },
    "service-timeout": {
        "say": (
            "The user explained that requests to {svc} in {env} time out after {v} seconds. They mentioned it while"
            " chasing slow responses, and it is useful to know when judging whether a request is hanging or just"
            " slow.",
            "While looking into a latency complaint, the user noted that anything slower than the limit gets cut"
            " off, so long-running operations need to be split up. The limit in question: {svc} has a request"
            " timeout of {v} seconds in {env}.",
        ),
        "cue": (
            "The user changed the {env} request timeout for {svc} from {old} to {v} seconds after tuning it against"
            " real traffic. Expectations about how long a request may take there should follow the updated limit.",
            "The user flagged a change: in {env}, {svc} no longer times out after {old} seconds; the limit is {v}"
            " seconds now. It was adjusted during the last round of performance work.",
        ),
    },
    "service-db": {
        "say": (
            "Context for future conversations: {svc} talks to {v} for persistence. The user said this matters"
            " whenever schema changes or queries are being written for that service.",
            "The user mentioned that questions about indexing and backups should be answered with the right"
            " datastore in mind, because {svc} keeps its records in {v}.",
        ),
        "cue": (
            "The user said {svc} has been migrated off {old} and onto {v}, mostly because of licensing and operating"
            " costs. Queries and schema work for that service should target {v} from here on.",
            "Heads-up from the user: {svc} no longer uses {old}; its storage moved to {v} last sprint because the old"
            " setup was hard to scale. Any guidance about the service's persistence should reflect that.",
        ),
        "negate": (
            "The user was explicit that {svc} does not use {v} at all. They said this to stop suggestions that assume"
            " that datastore when the service is being debugged.",
        ),
    },
    "replicas": {
        "say": (
            "The user explained that {svc} runs {v} replicas in {env}. They brought it up when discussing capacity,"
            " since load estimates for that environment depend on the replica count.",
            "When reasoning about throughput or restarts, the user wants the right replica count used. As they"
            " noted while going over capacity, the {env} deployment of {svc} is scaled to {v} replicas.",
        ),
        "cue": (
            "The user scaled {svc} in {env} from {old} to {v} replicas after looking at recent traffic patterns."
            " Capacity estimates for that environment should use the updated count.",
            "Update from the conversation: {svc} no longer runs {old} replicas in {env}; it has had {v} since the"
            " last capacity adjustment. The change was made to match the load the user is seeing.",
        ),
    },
    "feature-flag": {
        "say": (
            "The user explained that the {flag} flag is {v} in {env}. They mentioned it while debugging behaviour"
            " differences between environments, so it should be taken into account when reproducing issues there.",
            "Flag states affect what testers see, and the user wants them remembered when explaining unexpected"
            " behaviour."
            " For debugging context, the user noted that {flag} is {v} on {env}.",
        ),
        "cue": (
            "The user said the {flag} flag has been {v} in {env} as of this week, after the rollout approach was"
            " revisited. Anything that assumed the previous state of the flag there is out of date.",
            "Heads-up from the user: {flag} was switched to {v} in {env} following a decision by the team. The"
            " behaviour in that environment changed accordingly, so earlier observations may no longer apply.",
        ),
    },
    "standing-rule": {
        "say": (
            "The user explained a convention on the {team} team: they always {act}. It is a firm expectation there,"
            " and the user wants it followed without needing to be reminded.",
            "While talking about how the {team} team operates, the user said the rule is to always {act}. They"
            " consider it good hygiene for that group, so it should be done every time.",
        ),
        "negate": (
            "The user was firm that on the {team} team you never {act}. It has caused trouble in the past, so it is"
            " treated as off-limits for that group.",
            "According to the user, the {team} team does not allow anyone to {act}. They brought this up so that"
            " suggestions for that group avoid it entirely.",
        ),
        "retract": (
            "The user said the {team} team has dropped its rule to always {act}. The requirement was lifted after"
            " the team reconsidered its process, so it no longer needs to be enforced there.",
            "Heads-up from the user: the {team} team no longer requires people to {act}. The expectation was"
            " retired, so reminders about it for that group are unnecessary.",
        ),
    },
    "answer-language": {
        "say": (
            "The user wants {topic} written in {v}. They explained that the people who read that material are most"
            " comfortable in that language, so drafts should follow it without asking.",
            "The user mentioned this while looking over earlier drafts, and expects the same language every time:"
            " when drafting {topic}, {v} is the language to use.",
        ),
        "cue": (
            "The user switched the language for {topic} from {old} to {v}, because the audience changed after the"
            " reorganisation. Drafts should be in {v} from now on.",
            "Heads-up from the user: {topic} should no longer be written in {old}; they want {v} instead. The change"
            " came after feedback from the readers, so existing templates need adjusting.",
        ),
        "negate": (
            "The user was clear that {topic} should never be written in {v}. The readers do not understand that"
            " language well, so using it would cause confusion.",
        ),
    },
    "standup-time": {
        "say": (
            "The user explained that the {team} {kind} starts at {v}. They asked for this to be remembered so that"
            " nothing else gets booked over it.",
            "Attendance is expected at this recurring slot, so reminders and other plans should be arranged around it."
            " For scheduling"
            " purposes, the user noted that the {team} team holds its {kind} at {v}.",
        ),
        "cue": (
            "The user said the {team} {kind} was moved from {old} to {v} to better fit everyone's hours after the"
            " reorganisation. Reminders for it should use the updated time.",
            "Heads-up from the user: the {team} {kind} no longer happens at {old}; it starts at {v} instead. The"
            " change was made because the earlier slot kept clashing with other commitments.",
        ),
    },
    "meeting-day": {
        "say": (
            "The user explained that the {team} {meeting} takes place on {v}s. They mentioned it so that nothing"
            " else gets scheduled over it, since the group treats it as fixed.",
            "The user wants this recurring slot protected from other commitments. When arranging the week, they noted"
            " that the {team} team holds its {meeting} every {v}.",
        ),
        "cue": (
            "The user said the {team} {meeting} moved from {old} to {v} because too many people were away on the old"
            " day. Reminders should follow the updated schedule.",
            "Update from the conversation: the {team} {meeting} is no longer on {old}; it happens on {v} after the"
            " team rearranged its schedule. Anything arranged around the old day needs checking.",
        ),
    },
    "office-address": {
        "say": (
            "The user explained that the {c} office is located at {v}. They mentioned it while arranging a visit,"
            " and want it on hand whenever directions or deliveries come up.",
            "Couriers and visitors should be given the right address, and the user asked that it be remembered"
            " rather than looked up each time. For logistics: the address of the {c} office is {v}.",
        ),
        "cue": (
            "The user said the {c} office relocated from {old} to {v} when the lease ran out. Directions and delivery"
            " details should use the updated address.",
            "Heads-up from the user: the {c} office is no longer at {old}; it moved to {v} to get more room. Older"
            " directions to the office are out of date.",
        ),
    },
    "office-floor": {
        "say": (
            "The user explained that in the {c} office the {team} team sits on floor {v}. They mentioned it so"
            " visitors know where to head once they are inside the building.",
            "For in-person questions the user wanted people to know where to go. They noted that the {team} team"
            " occupies floor {v} of the {c} office.",
        ),
        "cue": (
            "The user said the {team} team in the {c} office moved from floor {old} to floor {v} after the seating"
            " was rearranged. Visitors should be sent to the updated floor.",
            "Update from the conversation: in the {c} office, the {team} team is no longer on floor {old}; they"
            " moved to floor {v}. The change followed a reshuffle of desks across the building.",
        ),
    },
    "decision": {
        "say": (
            "The user explained that {proj} uses {v} for its {aspect}. The choice was made after weighing cost and"
            " familiarity, and suggestions for that project should take it as given.",
            "The user considers the matter decided and does not want it relitigated. When discussing how {proj} is put"
            " together, they said the team settled on {v} as the {aspect}.",
        ),
        "cue": (
            "The user said {proj} is replacing {old} with {v} as its {aspect}, mainly because of licensing and"
            " maintenance costs. Anything built for the project should assume {v} going forward.",
            "Heads-up from the user: {proj} no longer uses {old} for its {aspect}; the team moved to {v} last sprint"
            " after running into scaling limits. Earlier advice based on {old} is out of date.",
        ),
        "negate": (
            "The user was clear that {proj} does not use {v} for its {aspect}; the option was considered and"
            " rejected. Suggestions for that project should not assume it.",
        ),
    },
    "deadline": {
        "say": (
            "The user explained that the {proj} {milestone} is due on {v}. Prioritisation for the related work hangs"
            " off that date, so it should be kept in mind when sequencing tasks.",
            "Stakeholders are counting on the date, and the user wants reminders to account for it. For scheduling"
            " context, the user noted that {v} is the target date for the {proj} {milestone}.",
        ),
        "cue": (
            "The user said the {proj} {milestone} slipped from {old} to {v} because a dependency arrived late."
            " Timelines and reminders should use the updated date.",
            "Heads-up from the user: the {proj} {milestone} is no longer planned for {old}; the target is {v} after"
            " the scope was renegotiated. Anything pinned to the earlier date needs revisiting.",
        ),
    },
    "api-version-auth": {
        "say": (
            "The user explained that version {n} of the {svc} API authenticates callers with {v}. Integration code"
            " for that version has to be written accordingly, so examples should follow it.",
            "Authentication details matter whenever consumers are added or credentials are rotated. For integration"
            " work, the user noted that the v{n} {svc} API relies on {v} for authentication.",
        ),
        "cue": (
            "The user said the v{n} {svc} API moved from {old} to {v} for authentication, largely for compliance"
            " reasons. Integrations that still assume {old} need updating.",
            "Heads-up from the user: callers of the {svc} API v{n} no longer authenticate with {old}; they use {v}"
            " after the last hardening effort. Examples should reflect the change.",
        ),
    },
    "person-timezone": {
        "say": (
            "The user explained that {p} works on {v} time. Proposed times for anything involving {p} should be"
            " expressed in that zone to avoid confusion.",
            "Messages sent outside working hours may wait, so the user wants time zones kept in mind. When arranging a"
            " hand-off, the user noted that {p}'s hours follow the {v} time zone.",
        ),
        "cue": (
            "The user said {p} has changed time zones, from {old} to {v}, after relocating for family reasons."
            " Scheduling that involves {p} should use the updated zone.",
            "Heads-up from the user: {p} is no longer on {old} time; they work on {v} after the team rearranged its"
            " coverage. Older assumptions about their hours are out of date.",
        ),
    },
    "person-contact": {
        "say": (
            "The user explained that the best way to reach {p} for anything urgent is {v}. Other channels tend to get"
            " missed, so urgent matters should go that way.",
            "The user wants escalations routed so they get a quick response. For urgent matters, {p} should be"
            " contacted via {v}.",
        ),
        "cue": (
            "The user said {p} switched from {old} to {v} for urgent requests, because messages kept getting lost on"
            " the old channel. Escalations should go through {v} from now on.",
            "Heads-up from the user: {p} no longer wants urgent matters sent via {old}; {v} is the way to reach them"
            " after a change in how they handle interruptions.",
        ),
        "negate": (
            "The user was clear that {p} does not want to be contacted through {v}. Messages sent that way tend to go"
            " unanswered, so it should not be suggested.",
        ),
    },
    "person-allergy": {
        "say": (
            "The user explained that {p} is allergic to {v}. It came up while organising a group meal, and it matters"
            " whenever catering or snacks are arranged.",
            "Dietary restrictions matter for anything ordered for shared occasions, and the user considers them"
            " important. For event arrangements, the user noted that {p} has an allergy to {v}.",
        ),
        "negate": (
            "The user was clear that {p} is not allergic to {v}. Someone had assumed otherwise when ordering, so"
            " there is no need to avoid it on their account.",
        ),
    },
    "person-drink": {
        "say": (
            "The user explained that {p} starts each morning with {v}. It came up while arranging an early workshop,"
            " and it is a nice touch to have it ready.",
            "The user likes to have something waiting when {p} visits, so it is worth remembering. As the user"
            " noted, {p}'s usual morning drink is {v}.",
        ),
        "cue": (
            "The user said {p} has swapped {old} for {v} in the mornings, after a change in routine. Anything prepared"
            " for {p} early in the day should follow the change.",
            "Heads-up from the user: {p} no longer has {old} in the morning; they drink {v} instead, following a"
            " change of habits. Morning orders for them should reflect that.",
        ),
        "negate": (
            "The user was clear that {p} does not drink {v}. Someone had offered it before without asking, and the"
            " user would rather that not happen again.",
        ),
    },
    "manager": {
        "say": (
            "The user explained that {p} reports to {v}. Questions about {p}'s priorities or time off should go"
            " through {v}, which is why the user wanted the reporting line remembered.",
            "Approvals for {p}'s requests usually need sign-off from their line manager. For organisational context,"
            " the user noted that {v} is {p}'s manager.",
        ),
        "cue": (
            "The user said {p}'s manager changed from {old} to {v} as part of the reorganisation. Approvals for {p}"
            " should be sought from {v} going forward.",
            "Heads-up from the user: {p} no longer reports to {old}; {p} moved under {v} after the team"
            " restructuring. Escalations concerning {p} should follow the updated reporting line.",
        ),
    },
    "relative-city": {
        "say": (
            "The user mentioned that their {rel} lives in {v}. It came up while talking about visits, and it may be"
            " relevant when the user asks about time away.",
            "The user visits family when they can, so related questions may come up. For personal context, the user"
            " said their {rel} is based in {v}.",
        ),
        "cue": (
            "The user said their {rel} has relocated to {v} for a new job. Anything about visiting the {rel} should"
            " assume the new location.",
            "Heads-up from the user: their {rel} no longer lives in {old}; they moved to {v} to be closer to family."
            " Earlier mentions of where the {rel} lives are out of date.",
        ),
    },
    "preference-order": {
        "say": (
            "The user explained that for {topic} the {team} team prefers {a} over {b}. It reflects how the group"
            " likes to operate, and suggestions for them should follow it.",
            "The user finds that shared conventions keep things consistent, so proposals should respect them. When"
            " talking about conventions, they said the {team} team would rather use {a} than {b} for {topic}.",
        ),
        "cue": (
            "The user said the {team} team has changed its mind on {topic} and favours {a} over {b} these days, after"
            " a discussion about what was slowing them down. Suggestions should reflect the updated preference.",
            "Heads-up from the user: the {team} team no longer prefers {b} for {topic}; it has switched to {a} over"
            " {b} after comparing the options.",
        ),
    },
    "order-rule": {
        "say": (
            "The user explained that in the {svc} pipeline, {a} must run before {b}. Running them the other way round"
            " causes spurious failures, so the order matters.",
            "The user wants step ordering respected whenever a pipeline is edited. For the {svc} pipeline, they noted"
            " that {a} should be run ahead of {b}.",
        ),
    },
    "person-office-de": {
        "say": (
            "Im Gespräch erklärte der Nutzer, dass {p} im Büro in {v} arbeitet. Termine mit {p} werden deshalb nach"
            " diesem Standort ausgerichtet, und das soll bei Vorschlägen berücksichtigt werden.",
            "Der Nutzer möchte, dass man sich merkt, wo Kolleginnen und Kollegen sitzen. Das kam zur Sprache, als es"
            " darum ging, wen man bei Anliegen vor Ort einbezieht: {p} ist am Standort {v} tätig.",
        ),
        "cue": (
            "Laut dem Nutzer ist {p} nach der Umstrukturierung an den Standort {v} gewechselt. Alles, was davon"
            " abhängt, wo {p} sitzt, sollte diesen Wechsel berücksichtigen.",
            "Hinweis vom Nutzer: {p} arbeitet nicht mehr im Büro in {old}, sondern seit Kurzem in {v}. Der Umzug"
            " gehörte zu einer größeren Neuordnung, ältere Annahmen über den Arbeitsort sind daher überholt.",
        ),
        "negate": (
            "Der Nutzer stellte klar, dass {p} nicht im Büro in {v} arbeitet und dort auch nie gearbeitet hat."
            " Anfragen für diesen Standort waren versehentlich an {p} gegangen.",
        ),
    },
    "tool-preference-es": {
        "say": (
            "Hablando de su entorno, el usuario explicó que para {scope} usa {v} como {slot}. Le resulta cómodo y"
            " encaja con sus costumbres, así que las sugerencias deben darlo por hecho.",
            "El usuario pidió instrucciones de configuración y quiere que los ejemplos y atajos se den para la"
            " herramienta que de verdad usa. Su {slot} preferido para {scope} es {v}.",
        ),
        "cue": (
            "El usuario cambió {old} por {v} como {slot} para {scope}, porque {old} se había vuelto incómodo de"
            " mantener. A partir de ahora, los consejos deben centrarse en {v}.",
            "Aviso del usuario: para {scope} ya no usa {old} como {slot}; ahora usa {v}. Hizo el cambio después de"
            " probarlo durante un tiempo y quedar satisfecho.",
        ),
        "negate": (
            "El usuario dejó claro que no quiere {v} como {slot} para {scope}. Le estorba en ese contexto, así que no"
            " debe recomendarse ni darse por supuesto.",
        ),
    },
    "person-office-ru": {
        "say": (
            "В разговоре пользователь пояснил, что {p} работает в офисе {v}. Поэтому встречи с {p} согласуются с"
            " учётом этого офиса, и это стоит помнить при предложениях.",
            "Пользователь просил запомнить, кто где сидит. Это всплыло, когда обсуждали, кого подключать к местным"
            " вопросам: рабочее место {p} находится в офисе {v}.",
        ),
        "cue": (
            "Пользователь сообщил, что рабочее место {p} перенесли из офиса {old} в офис {v} после реорганизации."
            " Прежние сведения о том, где сидит {p}, устарели.",
            "По словам пользователя, {p} теперь работает в офисе {v} — это результат недавней перестановки в"
            " команде. Всё, что зависит от местонахождения {p}, нужно планировать с учётом этого.",
        ),
        "negate": (
            "Пользователь ясно дал понять, что {p} не работает в офисе {v}, и так было всегда. Запросы для этого"
            " офиса по ошибке отправлялись на имя {p}.",
        ),
    },
}
FRESH36_FILLERS = ["Extracted memory: ", "Conversation takeaway: ", "Remembered from the discussion: "]
# A thirty-seventh blind set (``--templates fresh37``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: very short one-line entries
# as the memory panels of chat assistants and coding agents show them, often subjectless or
# opening with "User", "Is", "Has", "Prefers", "Works" ("Prefers {v} as {slot} for {scope}.",
# "Works with {v}, the {role} on {proj}.", "User's {team} team holds its {meeting} on {v}s."),
# and rule-file imperatives as in a Cursor rules file or AGENTS.md ("Always {act} ({team}
# team).", "{team} team: never {act}.", "Target {lang} {v} in {svc}."). Two renderings of one
# fact are two products' short entries for it, with other words ("Based in the {v} office." /
# "Office: {v}"). Updates are just as short ("Now prefers {v} (previously {old}) as {slot} for
# {scope}.", "Switched {svc} storage to {v}.", "{p} moved to the {v} office."); denials too
# ("Does not use {v} as {slot} for {scope}.", "{p} is not in the {v} office."). No values of
# their own (no other numbers, names, places, products or dates). The German, Spanish and
# Russian families are panel entries in their own language ("{p}: Büro in {v}.", "No usa {v}
# como {slot} para {scope}.", "{p} не в офисе {v}.").
FRESH37: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "{p} is based in the {v} office.",
            "Colleague {p}; office: {v}.",
        ),
        "cue": (
            "{p} moved to the {v} office.",
            "{p} now works from the {v} office (previously {old}).",
        ),
        "negate": ("{p} is not in the {v} office.",),
    },
    "project-role": {
        "say": (
            "Works with {v}, the {role} on {proj}.",
            "{proj} {role}: {v}.",
        ),
        "cue": (
            "{v} replaced {old} as {role} on {proj}.",
            "New {role} on {proj} is {v} (was {old}).",
        ),
        "negate": ("{v} is not the {role} on {proj}.",),
    },
    "tool-preference": {
        "say": (
            "Prefers {v} as {slot} for {scope}.",
            "Uses {v} ({slot}) in {scope}.",
        ),
        "cue": (
            "Now prefers {v} (previously {old}) as {slot} for {scope}.",
            "Switched {slot} for {scope} from {old} to {v}.",
        ),
        "negate": ("Does not use {v} as {slot} for {scope}.",),
    },
    "service-runtime": {
        "say": (
            "{svc} runs on {lang} {v}.",
            "Target {lang} {v} in {svc}.",
        ),
        "cue": (
            "Upgraded {svc} from {lang} {old} to {lang} {v}.",
            "{svc} is on {lang} {v} now, not {lang} {old}.",
        ),
    },
    "service-timeout": {
        "say": (
            "{svc} request timeout in {env}: {v}s.",
            "Has a {v}-second timeout on {svc} ({env}).",
        ),
        "cue": (
            "Changed the {svc} timeout in {env} from {old}s to {v}s.",
            "{svc} ({env}) timeout is now {v} seconds, previously {old}.",
        ),
    },
    "service-db": {
        "say": (
            "{svc} stores its data in {v}.",
            "Database for {svc}: {v}.",
        ),
        "cue": (
            "Switched {svc} storage from {old} to {v}.",
            "{svc} migrated off {old}; now on {v}.",
        ),
        "negate": ("{svc} does not use {v}.",),
    },
    "replicas": {
        "say": (
            "{svc} runs {v} replicas in {env}.",
            "Replica count for {svc} ({env}): {v}.",
        ),
        "cue": (
            "Scaled {svc} in {env} from {old} to {v} replicas.",
            "{svc} in {env} now has {v} replicas (was {old}).",
        ),
    },
    "feature-flag": {
        "say": (
            "Flag {flag} is {v} in {env}.",
            "{env}: {flag} {v}.",
        ),
        "cue": (
            "{flag} now {v} in {env}.",
            "Switched {flag} to {v} on {env}.",
        ),
    },
    "standing-rule": {
        "say": (
            "Always {act} ({team} team).",
            "{team} team rule: always {act}.",
        ),
        "negate": (
            "Never {act} on the {team} team.",
            "{team} team: do not {act}.",
        ),
        "retract": (
            "{team} team no longer requires you to {act}.",
            "Dropped: the {team} team rule to always {act}.",
        ),
    },
    "answer-language": {
        "say": (
            "Prefers {topic} in {v}.",
            "Write {topic} in {v}.",
        ),
        "cue": (
            "Now wants {topic} in {v} (previously {old}).",
            "Switched {topic} from {old} to {v}.",
        ),
        "negate": ("Never write {topic} in {v}.",),
    },
    "standup-time": {
        "say": (
            "User's {team} team has its {kind} at {v}.",
            "{team} {kind}: {v}.",
        ),
        "cue": (
            "{team} {kind} moved from {old} to {v}.",
            "{team} {kind} is now at {v}, no longer {old}.",
        ),
    },
    "meeting-day": {
        "say": (
            "User's {team} team holds its {meeting} on {v}s.",
            "{team} {meeting}: every {v}.",
        ),
        "cue": (
            "{team} {meeting} moved from {old} to {v}.",
            "{team} {meeting} is on {v} now (was {old}).",
        ),
    },
    "office-address": {
        "say": (
            "{c} office address: {v}.",
            "The {c} office is at {v}.",
        ),
        "cue": (
            "{c} office moved from {old} to {v}.",
            "New {c} office address is {v} (previously {old}).",
        ),
    },
    "office-floor": {
        "say": (
            "{team} team sits on floor {v} in the {c} office.",
            "{c} office, {team} team: floor {v}.",
        ),
        "cue": (
            "{team} team in {c} moved from floor {old} to floor {v}.",
            "{c} office: {team} team now on floor {v}, not {old}.",
        ),
    },
    "decision": {
        "say": (
            "{proj} uses {v} for its {aspect}.",
            "Decided: {v} as the {aspect} for {proj}.",
        ),
        "cue": (
            "{proj} switched its {aspect} from {old} to {v}.",
            "{proj} {aspect} is now {v}, replacing {old}.",
        ),
        "negate": ("{proj} does not use {v} for its {aspect}.",),
    },
    "deadline": {
        "say": (
            "{proj} {milestone} due {v}.",
            "Has a deadline of {v} for the {proj} {milestone}.",
        ),
        "cue": (
            "{proj} {milestone} moved from {old} to {v}.",
            "{proj} {milestone} is now due {v} (was {old}).",
        ),
    },
    "api-version-auth": {
        "say": (
            "{svc} API v{n} uses {v} for auth.",
            "Auth for {svc} v{n}: {v}.",
        ),
        "cue": (
            "{svc} API v{n} switched auth from {old} to {v}.",
            "{svc} v{n} now authenticates with {v}, not {old}.",
        ),
    },
    "person-timezone": {
        "say": (
            "{p} is on {v} time.",
            "Time zone of {p}: {v}.",
        ),
        "cue": (
            "{p} moved from {old} to {v} time.",
            "{p} now works on {v} time (previously {old}).",
        ),
    },
    "person-contact": {
        "say": (
            "Reach {p} via {v} for urgent things.",
            "Urgent contact for {p}: {v}.",
        ),
        "cue": (
            "{p} now prefers {v} for urgent matters (previously {old}).",
            "Urgent requests to {p}: switched from {old} to {v}.",
        ),
        "negate": ("Do not contact {p} via {v}.",),
    },
    "person-allergy": {
        "say": (
            "{p} is allergic to {v}.",
            "Allergy ({p}): {v}.",
        ),
        "negate": ("{p} has no allergy to {v}.",),
    },
    "person-drink": {
        "say": (
            "{p} drinks {v} in the morning.",
            "Morning drink for {p}: {v}.",
        ),
        "cue": (
            "{p} switched from {old} to {v} in the mornings.",
            "{p} now has {v} in the morning, not {old}.",
        ),
        "negate": ("{p} does not drink {v}.",),
    },
    "manager": {
        "say": (
            "{p} reports to {v}.",
            "Manager of {p}: {v}.",
        ),
        "cue": (
            "{p} now reports to {v} (previously {old}).",
            "{p}'s manager changed from {old} to {v}.",
        ),
    },
    "relative-city": {
        "say": (
            "User's {rel} lives in {v}.",
            "Has a {rel} living in {v}.",
        ),
        "cue": (
            "User's {rel} moved to {v}.",
            "User's {rel} now lives in {v}, no longer in {old}.",
        ),
    },
    "preference-order": {
        "say": (
            "{team} team prefers {a} over {b} for {topic}.",
            "{topic} ({team} team): {a} rather than {b}.",
        ),
        "cue": (
            "{team} team now prefers {a} over {b} for {topic}.",
            "Switched: {team} team favours {a} over {b} for {topic} now.",
        ),
    },
    "order-rule": {
        "say": (
            "In the {svc} pipeline, run {a} before {b}.",
            "{svc} pipeline: {a} first, then {b}.",
        ),
    },
    "person-office-de": {
        "say": (
            "{p} arbeitet im Büro in {v}.",
            "{p}: Büro in {v}.",
        ),
        "cue": (
            "{p} ist ins Büro in {v} gewechselt.",
            "{p} jetzt im Büro in {v} (vorher {old}).",
        ),
        "negate": ("{p} ist nicht im Büro in {v}.",),
    },
    "tool-preference-es": {
        "say": (
            "Prefiere {v} como {slot} para {scope}.",
            "Usa {v} ({slot}) en {scope}.",
        ),
        "cue": (
            "Ahora prefiere {v} como {slot} para {scope} (antes {old}).",
            "Cambió de {slot} para {scope}: de {old} a {v}.",
        ),
        "negate": ("No usa {v} como {slot} para {scope}.",),
    },
    "person-office-ru": {
        "say": (
            "{p} работает в офисе {v}.",
            "{p}: офис {v}.",
        ),
        "cue": (
            "{p} перешёл из офиса {old} в офис {v}.",
            "{p} теперь в офисе {v}.",
        ),
        "negate": ("{p} не в офисе {v}.",),
    },
}
FRESH37_FILLERS = ["Memory: ", "Saved: ", "Remembered: "]
# A thirty-eighth blind set (``--templates fresh38``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: memories captured from
# voice, as a phone's dictation or a voice assistant saves what the user said aloud. Mostly
# lower case with erratic capitals, little or no punctuation (run-ons, a full stop in the
# wrong place: "so {svc} in {env}. um times out after {v} seconds"), spoken fillers and
# discourse markers ("um", "uh", "so", "okay so", "like", "you know", "hey assistant", "note
# to self", "remind me that", "just so you know"), contractions ("{p}'s on {v} time",
# "{svc}'s on {lang} {v} now"), repeated words ("the the") and self-repairs that never touch
# a value ("{p} works out of the uh the {v} office", "it's {v} yeah {v}"). Two renderings of
# one fact are two ways of saying it aloud ("{p} reports to {v}" / "so {p}'s manager is um
# {v}"). Updates are spoken ("oh and {p} moved to the {v} office", "we switched {svc} over to
# {v} from {old}", "{p} reports to {v} now they used to report to {old}"); denials too
# ("{p}'s not in the {v} office just so you know", "{svc} doesn't use {v} you know"). No
# values of their own (no other numbers, names, places, products or dates). The German,
# Spanish and Russian families are dictated in their own language ("also {p} arbeitet im äh
# im büro in {v}", "o sea para {scope} uso {v} de {slot}", "ну {p} работает в офисе {v}").
FRESH38: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "um so {p} works out of the uh the {v} office",
            "hey assistant remember {p}'s desk is over in {v}",
        ),
        "cue": (
            "oh and {p} moved to the {v} office",
            "note to self {p}'s working from {v} now they used to be in {old}",
        ),
        "negate": ("{p}'s not in the {v} office just so you know",),
    },
    "project-role": {
        "say": (
            "so {v} is the {role} on {proj} okay",
            "remind me that for {proj} the uh {role} is {v}",
        ),
        "cue": (
            "okay so {v} took over from {old} as {role} on {proj}",
            "{proj} has a new {role} it's {v} now not {old}",
        ),
        "negate": ("{v} isn't the {role} on {proj} you know",),
    },
    "tool-preference": {
        "say": (
            "i like using {v} as my {slot} for {scope}",
            "note to self for {scope} my {slot} is {v} yeah {v}",
        ),
        "cue": (
            "okay so i'm on {v} now as my {slot} for {scope} i used to use {old}",
            "i switched my {slot} for {scope} from {old} over to {v}",
        ),
        "negate": ("um i don't use {v} as a {slot} for {scope}",),
    },
    "service-runtime": {
        "say": (
            "{svc} is running on {lang} {v}",
            "so like we build {svc} against uh {lang} {v}",
        ),
        "cue": (
            "hey assistant we upgraded {svc} from {lang} {old} to {lang} {v}",
            "{svc}'s on {lang} {v} now it's not on {lang} {old}",
        ),
    },
    "service-timeout": {
        "say": (
            "the request timeout for {svc} in {env} is {v} seconds",
            "so {svc} in {env}. um times out after {v} seconds",
        ),
        "cue": (
            "we changed the the {svc} timeout in {env} from {old} seconds to {v} seconds",
            "okay {svc} timeout in {env} is {v} seconds now it used to be {old}",
        ),
    },
    "service-db": {
        "say": (
            "{svc} keeps all its data in {v}",
            "so the database behind {svc} is uh {v}",
        ),
        "cue": (
            "we switched {svc} over to {v} from {old}",
            "okay so {svc} got migrated off {old} it's on {v} now",
        ),
        "negate": ("{svc} doesn't use {v} you know",),
    },
    "replicas": {
        "say": (
            "{svc} runs {v} replicas in {env}",
            "um in {env} we've got {v} copies of {svc} running",
        ),
        "cue": (
            "so we scaled {svc} in {env} from {old} to {v} replicas",
            "{svc} has {v} replicas in {env} now it was {old} before",
        ),
    },
    "feature-flag": {
        "say": (
            "the {flag} flag is {v} in {env}",
            "so in {env} um {flag}'s {v}",
        ),
        "cue": (
            "{flag} is {v} in {env} now",
            "okay we flipped {flag} to {v} on {env}",
        ),
    },
    "standing-rule": {
        "say": (
            "note to self on the {team} team we always {act}",
            "the {team} team's rule is you gotta {act} every time okay",
        ),
        "negate": (
            "we never ever {act} on the {team} team",
            "hey assistant the {team} team says don't {act}",
        ),
        "retract": (
            "the {team} team doesn't make us {act} anymore",
            "so that {team} team rule about always having to {act} um that's gone now",
        ),
    },
    "answer-language": {
        "say": (
            "i want my {topic} in {v} please",
            "remind me that {topic} get written in uh {v}",
        ),
        "cue": (
            "okay from now on i want {topic} in {v} not {old}",
            "we switched {topic} from {old} over to {v}",
        ),
        "negate": ("don't ever write {topic} in {v}",),
    },
    "standup-time": {
        "say": (
            "the {team} {kind} is at {v}",
            "so um {team} has their {kind} at like {v}",
        ),
        "cue": (
            "the {team} {kind} got moved from {old} to {v}",
            "{team} {kind}'s at {v} now it's not at {old}",
        ),
    },
    "meeting-day": {
        "say": (
            "the {team} team has their {meeting} on {v}s",
            "{team} {meeting} is uh every {v}",
        ),
        "cue": (
            "oh they moved the {team} {meeting} from {old} to {v}",
            "so the {team} {meeting}'s on {v} now it used to be {old}",
        ),
    },
    "office-address": {
        "say": (
            "the address of the {c} office is {v}",
            "so the {c} office you'll find it at uh {v}",
        ),
        "cue": (
            "the {c} office moved from {old} to {v}",
            "okay new address for the {c} office it's {v} it used to be {old}",
        ),
    },
    "office-floor": {
        "say": (
            "the {team} team sits on floor {v} in the {c} office",
            "in the {c} office {team}'s up on um floor {v}",
        ),
        "cue": (
            "{team} team in {c} moved from floor {old} to floor {v}",
            "so in the {c} office the {team} team's on floor {v} now not floor {old}",
        ),
    },
    "decision": {
        "say": (
            "so we're using {v} for the {aspect} on {proj}",
            "we decided {proj}'s {aspect} is gonna be {v}",
        ),
        "cue": (
            "{proj} switched its {aspect} from {old} over to {v}",
            "okay so for {proj} the {aspect} is {v} now we dropped {old}",
        ),
        "negate": ("{proj} doesn't use {v} for the {aspect}",),
    },
    "deadline": {
        "say": (
            "the {proj} {milestone} is due {v}",
            "so we've got until {v} for the uh {proj} {milestone}",
        ),
        "cue": (
            "the {proj} {milestone} got moved from {old} to {v}",
            "hey assistant the {proj} {milestone} is due {v} now not {old}",
        ),
    },
    "api-version-auth": {
        "say": (
            "{svc} api version {n} uses {v} for auth",
            "so for v{n} of the {svc} api you log in with um {v}",
        ),
        "cue": (
            "{svc} api version {n} switched auth from {old} to {v}",
            "okay the {svc} v{n} api authenticates with {v} now not {old}",
        ),
    },
    "person-timezone": {
        "say": (
            "{p}'s on {v} time",
            "um {p} is in the uh {v} time zone",
        ),
        "cue": (
            "{p} moved from {old} to {v} time",
            "so {p} works on {v} time now they were on {old} before",
        ),
    },
    "person-contact": {
        "say": (
            "for urgent stuff the best way to reach {p} is {v}",
            "um {p} wants anything urgent through {v}",
        ),
        "cue": (
            "{p} wants {v} for urgent things now instead of {old}",
            "so urgent stuff for {p} switched from {old} to {v}",
        ),
        "negate": ("don't contact {p} through {v} okay",),
    },
    "person-allergy": {
        "say": (
            "{p}'s allergic to {v}",
            "um just so you know {p} has a {v} allergy",
        ),
        "negate": ("{p} doesn't have a {v} allergy",),
    },
    "person-drink": {
        "say": (
            "{p} drinks {v} in the morning",
            "so first thing every day {p} has uh {v}",
        ),
        "cue": (
            "{p} switched from {old} to {v} in the mornings",
            "{p}'s having {v} in the morning now not {old}",
        ),
        "negate": ("{p} doesn't drink {v} you know",),
    },
    "manager": {
        "say": (
            "{p} reports to {v}",
            "so {p}'s manager is um {v}",
        ),
        "cue": (
            "{p} reports to {v} now they used to report to {old}",
            "{p}'s manager changed it was {old} and now it's {v}",
        ),
    },
    "relative-city": {
        "say": (
            "my {rel} lives in {v}",
            "so my {rel}'s over in uh {v} you know",
        ),
        "cue": (
            "oh my {rel} moved to {v}",
            "my {rel} lives in {v} now not in {old}",
        ),
    },
    "preference-order": {
        "say": (
            "the {team} team likes {a} better than {b} for {topic}",
            "so for {topic} on {team} it's {a} over {b}",
        ),
        "cue": (
            "okay the {team} team prefers {a} over {b} for {topic} now",
            "so {team} switched and they want {a} instead of {b} for {topic} now",
        ),
    },
    "order-rule": {
        "say": (
            "in the {svc} pipeline we run {a} before {b}",
            "so for {svc} it's {a} first and then {b}",
        ),
    },
    "person-office-de": {
        "say": (
            "also {p} arbeitet im äh im büro in {v}",
            "notiz an mich {p} sitzt in {v} im Büro",
        ),
        "cue": (
            "ach so {p} ist ins büro in {v} gewechselt",
            "also {p} arbeitet jetzt von {v} aus früher war das {old}",
        ),
        "negate": ("{p} ist nicht im büro in {v} okay",),
    },
    "tool-preference-es": {
        "say": (
            "bueno prefiero {v} como {slot} para {scope}",
            "o sea para {scope} uso {v} de {slot}",
        ),
        "cue": (
            "ahora uso {v} como {slot} para {scope} antes usaba {old}",
            "pues para {scope} cambié mi {slot} de {old} a {v}",
        ),
        "negate": ("no uso {v} como {slot} para {scope} eh",),
    },
    "person-office-ru": {
        "say": (
            "ну {p} работает в офисе {v}",
            "так запиши {p} сидит в {v} ну в офисе",
        ),
        "cue": (
            "офис у {p} теперь {v} а раньше был {old}",
            "слушай {p} теперь это самое в офисе {v}",
        ),
        "negate": ("{p} не в офисе {v} нет",),
    },
}
FRESH38_FILLERS = ["alright so ", "okay um ", "hey so "]
# A thirty-ninth blind set (``--templates fresh39``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: memories written in English
# by non-native speakers and in regional varieties, the way colleagues write to an assistant
# or in a team chat. Indian English ("Kindly note {p} is sitting in {v} office only", "{v} is
# having the {role} role for {proj}", "has been shifted to", "staying in" for "lives in",
# "only" and "then only" for emphasis, "from now onwards", "kindly", "compulsory", "is no more
# valid"), a little Singaporean and Nigerian usage ("{flag} in {env} is {v} already", "my
# {rel} stay in {v} lah", "{p} don't drink {v}"), and literal calques of German, French,
# Spanish, Russian and Chinese speakers: missing articles ("{p} works in {v} office"), the
# progressive for a state ("I am preferring {v} as {slot}", "{p} is working from {v} office
# since long time"), verb-second and object-first order ("for {scope} I take always {v} like
# {slot}", "{c} office you can find at {v}"), "like" for "as" ("we are using {v} like
# {aspect}"), "not more" and "not anymore" for "no longer" ("from now {svc} runs on {lang}
# {v}, not more {lang} {old}"), "before" and "earlier" for "used to" ("{p} changed to office
# {v}, before he was in {old}"), "actually" in the sense of "currently" ("actually {p} works
# on {v} time, before was {old}"), "eventually" in the sense of "if need be" ("if eventually
# you need {p} urgently, contact via {v}"), "allergic against". Two renderings of one fact are
# two different non-native ways to say it. Updates and denials in the same style ("{p} is not
# sitting in {v} office, please note"). No values of their own (no other numbers, names,
# places, products or dates). The German, Spanish and Russian families are written by native
# speakers in their own language, as a control ("{p} hat seinen Arbeitsplatz im Büro {v}",
# "en {scope} mi {slot} es {v}", "рабочее место {p} — в офисе {v}").
FRESH39: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Kindly note {p} is sitting in {v} office only",
            "{p} is working from {v} office since long time",
        ),
        "cue": (
            "{p} has been shifted to {v} office, kindly update",
            "{p} changed to office {v}, before he was in {old}",
        ),
        "negate": ("{p} is not sitting in {v} office, please note",),
    },
    "project-role": {
        "say": (
            "{v} is having the {role} role for {proj}",
            "For the project {proj} is {v} the {role}",
        ),
        "cue": (
            "{v} has taken charge as {role} of {proj}, {old} is no more handling it",
            "{proj} got new {role}: it is {v}, not more {old}",
        ),
        "negate": ("{v} is not {role} of {proj}, kindly note",),
    },
    "tool-preference": {
        "say": (
            "I am preferring {v} as {slot} for {scope}",
            "for {scope} I take always {v} like {slot}",
        ),
        "cue": (
            "from now I am using {v} as {slot} for {scope}, before I was using {old}",
            "I have changed {slot} for {scope}: no more {old}, now {v}",
        ),
        "negate": ("for {scope} I am not using {v} as {slot}",),
    },
    "service-runtime": {
        "say": (
            "{svc} is running with {lang} {v}",
            "For {svc} we are building on {lang} {v} only",
        ),
        "cue": (
            "{svc} we have upgraded from {lang} {old} to {lang} {v}, kindly note",
            "from now {svc} runs on {lang} {v}, not more {lang} {old}",
        ),
    },
    "service-timeout": {
        "say": (
            "Request timeout of {svc} on {env} is {v} seconds",
            "in {env}, {svc} is giving timeout after {v} seconds",
        ),
        "cue": (
            "we have changed timeout of {svc} in {env} from {old} seconds to {v} seconds",
            "actually the timeout of {svc} in {env} is {v} seconds, before it was {old}",
        ),
    },
    "service-db": {
        "say": (
            "{svc} is keeping all the data in {v}",
            "As database {svc} uses {v}",
        ),
        "cue": (
            "{svc} we have migrated from {old} to {v}",
            "{svc} is no more on {old}, it got shifted to {v}",
        ),
        "negate": ("{svc} is not using {v}, please note",),
    },
    "replicas": {
        "say": (
            "{svc} is running with {v} replicas on {env}",
            "in {env} there are running {v} instances of {svc}",
        ),
        "cue": (
            "we scaled {svc} on {env} from {old} replicas to {v} replicas",
            "actually {svc} has {v} replicas in {env}, before was {old}",
        ),
    },
    "feature-flag": {
        "say": (
            "flag {flag} is {v} on {env}",
            "in {env} the {flag} is kept {v}",
        ),
        "cue": (
            "{flag} in {env} is {v} already",
            "we have made {flag} {v} on {env} from now onwards",
        ),
    },
    "standing-rule": {
        "say": (
            "Note: in {team} team it is compulsory to {act} always",
            "the {team} team has the rule that one must {act} every time",
        ),
        "negate": (
            "In {team} team we never {act}, it is strictly not allowed",
            "{team} team is telling: do not {act}",
        ),
        "retract": (
            "in {team} team it is not anymore obligatory to {act}",
            "the {team} team rule to always {act} is no more valid",
        ),
    },
    "answer-language": {
        "say": (
            "I want that {topic} are written in {v}",
            "kindly write {topic} in {v} only",
        ),
        "cue": (
            "from now kindly write {topic} in {v}, not more in {old}",
            "we changed the language of {topic} from {old} to {v}",
        ),
        "negate": ("please never write {topic} in {v}",),
    },
    "standup-time": {
        "say": (
            "{team} {kind} is happening at {v}",
            "{team} team is having their {kind} at {v}",
        ),
        "cue": (
            "{team} {kind} has been shifted from {old} to {v}",
            "{team} {kind} is at {v} from now, not more at {old}",
        ),
    },
    "meeting-day": {
        "say": (
            "{team} team is having {meeting} every {v}",
            "the {meeting} of {team} team happens on {v}",
        ),
        "cue": (
            "{team} {meeting} got shifted from {old} to {v}",
            "{team} {meeting} is on {v} from now, earlier it was on {old}",
        ),
    },
    "office-address": {
        "say": (
            "Address of {c} office is {v}",
            "{c} office you can find at {v}",
        ),
        "cue": (
            "{c} office has shifted from {old} to {v}",
            "kindly note new address of {c} office: {v}, old one {old} is no more valid",
        ),
    },
    "office-floor": {
        "say": (
            "{team} team is sitting in floor {v} in {c} office",
            "in {c} office, {team} people are on floor {v} only",
        ),
        "cue": (
            "{team} team in {c} got shifted from floor {old} to floor {v}",
            "in {c} office the {team} team is now on floor {v}, not more on floor {old}",
        ),
    },
    "decision": {
        "say": (
            "for {proj} we are using {v} like {aspect}",
            "we have decided that {proj} will take {v} for {aspect}",
        ),
        "cue": (
            "{proj} has changed {aspect} from {old} to {v}",
            "for {proj}, {aspect} is now {v}, we are not more using {old}",
        ),
        "negate": ("{proj} is not using {v} for {aspect}",),
    },
    "deadline": {
        "say": (
            "{proj} {milestone} is due on {v}",
            "we have time till {v} for {milestone} of {proj}",
        ),
        "cue": (
            "{proj} {milestone} got shifted from {old} to {v}",
            "kindly note the {milestone} of {proj} is now on {v}, not on {old}",
        ),
    },
    "api-version-auth": {
        "say": (
            "{svc} api version {n} is using {v} for authentication",
            "for v{n} of {svc} api, login happens with {v}",
        ),
        "cue": (
            "{svc} api version {n} changed auth from {old} to {v}",
            "{svc} v{n} api is authenticating with {v} now, not more with {old}",
        ),
    },
    "person-timezone": {
        "say": (
            "{p} is working in {v} time",
            "{p} is in {v} timezone only",
        ),
        "cue": (
            "{p} shifted from {old} to {v} timezone",
            "actually {p} works on {v} time, before was {old}",
        ),
    },
    "person-contact": {
        "say": (
            "for urgent things best is to reach {p} by {v}",
            "if eventually you need {p} urgently, contact via {v}",
        ),
        "cue": (
            "{p} is wanting urgent matters through {v} now, instead of {old}",
            "for urgent things {p} changed from {old} to {v}",
        ),
        "negate": ("kindly do not contact {p} by {v}",),
    },
    "person-allergy": {
        "say": (
            "{p} is allergic against {v}",
            "please note {p} has allergy of {v}",
        ),
        "negate": ("{p} is not having any {v} allergy",),
    },
    "person-drink": {
        "say": (
            "{p} is taking {v} every morning",
            "in morning {p} drinks always {v}",
        ),
        "cue": (
            "{p} changed from {old} to {v} in mornings",
            "in the morning {p} is having {v} now, not more {old}",
        ),
        "negate": ("{p} don't drink {v}, please note",),
    },
    "manager": {
        "say": (
            "{p} is reporting to {v}",
            "{p} has {v} as manager",
        ),
        "cue": (
            "{p} reports to {v} now, earlier he was reporting to {old}",
            "manager of {p} changed, before {old}, now {v}",
        ),
    },
    "relative-city": {
        "say": (
            "my {rel} is staying in {v}",
            "my {rel} stay in {v} lah",
        ),
        "cue": (
            "my {rel} has shifted to {v}",
            "my {rel} is staying in {v} now, not more in {old}",
        ),
    },
    "preference-order": {
        "say": (
            "{team} team likes more {a} than {b} for {topic}",
            "for {topic}, in {team} team {a} is preferred over {b}",
        ),
        "cue": (
            "from now {team} team is preferring {a} over {b} for {topic}",
            "{team} team has changed mind, for {topic} they want {a} instead of {b}",
        ),
    },
    "order-rule": {
        "say": (
            "in pipeline of {svc} we run {a} before {b}",
            "for {svc} first {a} must run, then only {b}",
        ),
    },
    "person-office-de": {
        "say": (
            "{p} arbeitet im Büro in {v}.",
            "{p} hat seinen Arbeitsplatz im Büro {v}.",
        ),
        "cue": (
            "{p} ist ins Büro nach {v} gewechselt.",
            "{p} arbeitet jetzt im Büro {v}, vorher war es {old}.",
        ),
        "negate": ("{p} arbeitet nicht im Büro in {v}.",),
    },
    "tool-preference-es": {
        "say": (
            "Prefiero {v} como {slot} para {scope}.",
            "En {scope} mi {slot} es {v}.",
        ),
        "cue": (
            "Ahora uso {v} como {slot} para {scope}; antes usaba {old}.",
            "Para {scope} cambié de {slot}: de {old} a {v}.",
        ),
        "negate": ("No uso {v} como {slot} para {scope}.",),
    },
    "person-office-ru": {
        "say": (
            "{p} работает в офисе {v}.",
            "Рабочее место {p} — в офисе {v}.",
        ),
        "cue": (
            "Офис у {p} теперь {v}, а раньше был {old}.",
            "{p} перешёл в офис {v}.",
        ),
        "negate": ("{p} не работает в офисе {v}.",),
    },
}
FRESH39_FILLERS = ["Dear assistant, ", "For your kind information, ", "Hello, "]
# A fortieth blind set (``--templates fresh40``), written 2026-12-06 by a helper session that
# saw none of the rules, before running the benchmark on it: meeting minutes, decision logs
# and formal organisational writing, the way a note-taker, a team lead or an ops or policy
# document records a fact. Labelled openers ("Decision (ops sync): ...", "Resolved that ...",
# "Noted for the record: ...", "Outcome: ...", "Policy update: ...", "Change of ownership:
# ...", "Reporting line: {p} reports to {v}", "Escalation path: ..."), passive and impersonal
# constructions ("{svc} has been migrated from {old} to {v}", "it was clarified that ...",
# "attendees confirmed that ..."), the user in the third person ("the user's {rel} is resident
# in {v}"), numbered steps ("Agreed sequence for {svc}: (1) {a}, (2) {b}"), and the registers
# of a change notice ("Effective immediately, ...", "With immediate effect, ...", "As of this
# week, {v} replaces {old} as ...", "{p} will henceforth report to {v} (previously {old})",
# "Superseded: ..."). Two renderings of one fact are two different formal ways to record it
# ("Noted for the record: {p} is based at the {v} office" / "Attendees confirmed that {p}'s
# primary place of work is the {v} office"). Denials are recorded as clarifications ("It was
# clarified that {p} is not based at the {v} office"). No values of their own (no other
# numbers, names, places, products or dates). The German, Spanish and Russian families are
# written as a native note-taker keeps minutes in that language ("Festgehalten wurde, dass der
# Arbeitsplatz von {p} im Büro {v} liegt", "Se deja constancia de que ...", "Постановили: ...").
FRESH40: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Noted for the record: {p} is based at the {v} office.",
            "Attendees confirmed that {p}'s primary place of work is the {v} office.",
        ),
        "cue": (
            "Effective immediately, {p} is relocated to the {v} office (previously {old}).",
            "Change of location: {p} has transferred to the {v} office and is no longer based in {old}.",
        ),
        "negate": ("It was clarified that {p} is not based at the {v} office.",),
    },
    "project-role": {
        "say": (
            "Resolved that {v} serves as {role} for {proj}.",
            "Roles and responsibilities, {proj}: {role} — {v}.",
        ),
        "cue": (
            "Change of ownership: {v} takes over as {role} of {proj}, succeeding {old}.",
            "Superseded: {old} is no longer {role} on {proj}; the role has been handed to {v}.",
        ),
        "negate": ("It was clarified that {v} does not hold the {role} role on {proj}.",),
    },
    "tool-preference": {
        "say": (
            "Noted: the user's preferred {slot} for {scope} is {v}.",
            "Agreed: {v} is to be used as the {slot} for {scope}.",
        ),
        "cue": (
            "As of this week, {v} replaces {old} as the {slot} for {scope}.",
            "Policy update: for {scope}, the {slot} shall henceforth be {v} (previously {old}).",
        ),
        "negate": ("Clarified: {v} is not the {slot} used for {scope}.",),
    },
    "service-runtime": {
        "say": (
            "Technical baseline: {svc} runs on {lang} {v}.",
            "It was confirmed that {svc} is built and deployed against {lang} {v}.",
        ),
        "cue": (
            "{svc} has been upgraded from {lang} {old} to {lang} {v}; the upgrade was signed off at the ops sync.",
            "Decision (platform review): {svc} moves to {lang} {v}, superseding {lang} {old}.",
        ),
    },
    "service-timeout": {
        "say": (
            "Configuration of record: the request timeout for {svc} in {env} is set at {v} seconds.",
            "Attendees noted that {svc} in {env} times out requests after {v} seconds.",
        ),
        "cue": (
            "Change approved: the {svc} request timeout in {env} is amended from {old} to {v} seconds.",
            "Effective immediately, {svc} in {env} will time out after {v} seconds (previously {old} seconds).",
        ),
    },
    "service-db": {
        "say": (
            "Architecture of record: {svc} stores its data in {v}.",
            "It was confirmed that the datastore backing {svc} is {v}.",
        ),
        "cue": (
            "{svc} has been migrated from {old} to {v}; migration signed off.",
            "Outcome: {svc} now runs on {v}; its {old} database has been retired.",
        ),
        "negate": ("It was clarified that {svc} does not use {v}.",),
    },
    "replicas": {
        "say": (
            "Capacity of record: the replica count for {svc} in {env} is {v}.",
            "Ops confirmed the instance count of {svc} in {env} as {v}.",
        ),
        "cue": (
            "Action completed: {svc} in {env} has been scaled from {old} to {v} replicas.",
            "Decision (capacity review): {svc} in {env} to run {v} replicas going forward, replacing the previous {old}.",
        ),
    },
    "feature-flag": {
        "say": (
            "Status of record: the {flag} flag is {v} in {env}.",
            "The release review confirmed {flag} as {v} on {env}.",
        ),
        "cue": (
            "Effective immediately, {flag} is {v} in {env}.",
            "Decision (release sync): {flag} to be {v} on {env} going forward.",
        ),
    },
    "standing-rule": {
        "say": (
            "Team policy ({team}): members are required to {act} in all cases.",
            "It was agreed that the {team} team will always {act}.",
        ),
        "negate": (
            "Policy ({team}): under no circumstances are team members to {act}.",
            "Resolved that the {team} team does not {act}, without exception.",
        ),
        "retract": (
            "Policy update: the {team} team's requirement to always {act} has been withdrawn.",
            "It was agreed that {team} team members are no longer required to {act}.",
        ),
    },
    "answer-language": {
        "say": (
            "Agreed: the working language for {topic} is {v}.",
            "Standing instruction: all {topic} to be written in {v}.",
        ),
        "cue": (
            "Policy update: {topic} will henceforth be written in {v} instead of {old}.",
            "Superseded: the language for {topic} changes from {old} to {v}, effective immediately.",
        ),
        "negate": ("It was agreed that {topic} must not be written in {v}.",),
    },
    "standup-time": {
        "say": (
            "Schedule of record: the {team} {kind} takes place at {v}.",
            "Attendees confirmed that the {team} team's {kind} is held at {v}.",
        ),
        "cue": (
            "Effective immediately, the {team} {kind} moves from {old} to {v}.",
            "Schedule change: the {team} {kind} will henceforth be held at {v} (previously {old}).",
        ),
    },
    "meeting-day": {
        "say": (
            "The {team} {meeting} is held every {v}.",
            "Recurring item: {team} team {meeting}, scheduled on {v}s.",
        ),
        "cue": (
            "It was agreed to move the {team} {meeting} from {old} to {v} going forward.",
            "As of this week, the {team} {meeting} takes place on {v}, replacing the {old} slot.",
        ),
    },
    "office-address": {
        "say": (
            "Facilities: the {c} office is located at {v}.",
            "The address on file for the {c} office is {v}.",
        ),
        "cue": (
            "The {c} office has been relocated from {old} to {v}.",
            "Notice of change of address: the {c} office is now at {v}; {old} is no longer in use.",
        ),
    },
    "office-floor": {
        "say": (
            "Seating plan ({c}): the {team} team occupies floor {v}.",
            "It was confirmed that the {team} team is seated on floor {v} of the {c} office.",
        ),
        "cue": (
            "Facilities update: the {team} team in {c} has moved from floor {old} to floor {v}.",
            "Effective immediately, the {team} team will be seated on floor {v} in {c} (previously floor {old}).",
        ),
    },
    "decision": {
        "say": (
            "Decision ({proj}): {aspect} — {v}.",
            "Resolved that {proj} will use {v} for its {aspect}.",
        ),
        "cue": (
            "Decision revised: {proj} switches its {aspect} from {old} to {v}.",
            "Superseded: {old} is dropped as the {aspect} for {proj}; {v} is adopted in its place.",
        ),
        "negate": ("It was clarified that {proj} does not use {v} for {aspect}.",),
    },
    "deadline": {
        "say": (
            "Timeline of record: the {proj} {milestone} is due on {v}.",
            "Attendees agreed on {v} as the target date for the {milestone} of {proj}.",
        ),
        "cue": (
            "Revised timeline: the {proj} {milestone} has been moved from {old} to {v}.",
            "It was agreed that the {milestone} of {proj} will be rescheduled to {v} (originally {old}).",
        ),
    },
    "api-version-auth": {
        "say": (
            "The security review noted that version {n} of the {svc} API authenticates via {v}.",
            "Standard of record: {svc} API v{n} uses {v} for authentication.",
        ),
        "cue": (
            "Change approved: authentication for {svc} API version {n} moves from {old} to {v}.",
            "Effective immediately, {svc} v{n} API calls are authenticated with {v}; {old} is no longer accepted.",
        ),
    },
    "person-timezone": {
        "say": (
            "Team directory: {p} works on {v} time.",
            "It was noted that {p} is based in the {v} time zone.",
        ),
        "cue": (
            "Directory update: {p} now works on {v} time (previously {old}).",
            "With immediate effect, {p} is to be considered on {v} time rather than {old}.",
        ),
    },
    "person-contact": {
        "say": (
            "Escalation path: {p} is to be contacted via {v} for urgent matters.",
            "Agreed: urgent issues for {p} go through {v}.",
        ),
        "cue": (
            "Escalation path updated: urgent matters for {p} now go via {v} instead of {old}.",
            "Superseded: {p}'s preferred channel for urgent matters is {v}, no longer {old}.",
        ),
        "negate": ("It was agreed that {p} is not to be contacted via {v}.",),
    },
    "person-allergy": {
        "say": (
            "Dietary requirements noted: {p} — allergy to {v}.",
            "Attendees were reminded that {p} is allergic to {v}.",
        ),
        "negate": ("It was clarified that {p} is not allergic to {v}.",),
    },
    "person-drink": {
        "say": (
            "Hospitality note: {p} takes {v} in the morning.",
            "Noted: {p}'s usual morning drink is {v}.",
        ),
        "cue": (
            "Hospitality update: {p} now takes {v} in the mornings instead of {old}.",
            "Superseded: {p}'s morning order is {v} (previously {old}).",
        ),
        "negate": ("It was noted that {p} does not drink {v}.",),
    },
    "manager": {
        "say": (
            "Reporting line: {p} reports to {v}.",
            "Per the org chart, {v} is {p}'s line manager.",
        ),
        "cue": (
            "{p} will henceforth report to {v} (previously {old}).",
            "Change of reporting line: {p} moves from {old} to {v}, effective immediately.",
        ),
    },
    "relative-city": {
        "say": (
            "Personal details on file: the user's {rel} lives in {v}.",
            "The user confirmed that their {rel} is resident in {v}.",
        ),
        "cue": (
            "Update to personal details: the user's {rel} has relocated to {v}.",
            "Noted: the user's {rel} now lives in {v}, no longer in {old}.",
        ),
    },
    "preference-order": {
        "say": (
            "Team convention ({team}): for {topic}, preference is given to {a} over {b}.",
            "It was agreed that for {topic} the {team} team favours {a} over {b}.",
        ),
        "cue": (
            "Convention revised: the {team} team now prefers {a} to {b} for {topic}.",
            "Following the retro, the {team} team has switched to {a} rather than {b} for {topic}.",
        ),
    },
    "order-rule": {
        "say": (
            "Process of record: in the {svc} pipeline, {a} must precede {b}.",
            "Agreed sequence for {svc}: (1) {a}, (2) {b}.",
        ),
    },
    "person-office-de": {
        "say": (
            "Zur Kenntnis genommen: {p} ist am Standort {v} tätig.",
            "Festgehalten wurde, dass der Arbeitsplatz von {p} im Büro {v} liegt.",
        ),
        "cue": (
            "Mit sofortiger Wirkung wechselt {p} an den Standort {v} (bisher {old}).",
            "Beschluss: {p} wird künftig im Büro {v} eingesetzt; der bisherige Standort {old} entfällt.",
        ),
        "negate": ("Klargestellt wurde, dass {p} nicht im Büro {v} arbeitet.",),
    },
    "tool-preference-es": {
        "say": (
            "Acuerdo: para {scope} se utilizará {v} como {slot}.",
            "Se deja constancia de que el {slot} preferido para {scope} es {v}.",
        ),
        "cue": (
            "Con efecto inmediato, {v} sustituye a {old} como {slot} para {scope}.",
            "Se acordó cambiar el {slot} para {scope}: en adelante {v}, en lugar de {old}.",
        ),
        "negate": ("Se aclaró que {v} no se utiliza como {slot} para {scope}.",),
    },
    "person-office-ru": {
        "say": (
            "Принято к сведению: {p} работает в офисе {v}.",
            "Зафиксировано, что рабочее место {p} находится в офисе {v}.",
        ),
        "cue": (
            "Решили: перевести {p} в офис {v} (ранее — {old}).",
            "Постановили: с текущей недели местом работы {p} считать офис {v}.",
        ),
        "negate": ("Уточнено, что {p} не работает в офисе {v}.",),
    },
}
FRESH40_FILLERS = ["Minutes: ", "From the decision log: ", "Recorded: "]
# A forty-first blind set (``--templates fresh41``), written 2026-12-06 by a helper session
# that saw none of the rules, before running the benchmark on it: weekly status reports,
# standup updates and team newsletters that an agent saved because a line in them carries a
# fact. Section labels and openers as people write them ("Team directory refresher: ...",
# "Tooling corner: ...", "Capacity snapshot: ...", "People news: ...", "Housekeeping: ...",
# "Done: ...", "Shipped ...", "Heads-up: ...", "Just a reminder that ...", "Say hi to {p} if
# you're at the {v} office"), the fact in passing among progress ("Wrapped up the {svc}
# upgrade — it now runs {lang} {v} (was {lang} {old})"), em dashes and parentheses, a few
# emoji used sparingly (✅, 🚀, 📍, ⚠️, 📦, 🎉) in some templates, and updates announced as
# news ("Big one this week: {svc} is off {old} and fully on {v}", "moved over from {old}",
# "starting this week", "from now on", "(was {old})"). The two renderings of one fact are two
# ways a report or a newsletter says it ("Org chart reminder: {p} reports to {v}" / "People:
# {p}'s manager is {v}"); plain statements carry no change words, so a flag or a preference
# said twice with opposite values reads as a contradiction, not as news. Denials come as the
# corrections a newsletter prints ("Correction from last week's newsletter: {p} is not in
# the {v} office", "To clarify last week's note: ..."). No values of their own (no other
# numbers, names, places, products, weekdays or dates), and the openers avoid words that are
# values elsewhere (team names, environments, milestones, channels). The German, Spanish and
# Russian families are written as a native speaker writes a weekly update or team newsletter
# in that language ("Personalien: {p} ist vom Büro {old} ins Büro {v} gewechselt", "Del
# parte semanal: ...", "Поправка к прошлому выпуску: ...").
FRESH41: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Team directory refresher: {p} is in the {v} office.",
            "Say hi to {p} if you're at the {v} office — that's where they sit.",
        ),
        "cue": (
            "People news 📍 {p} has moved over from {old} to the {v} office.",
            "Heads-up: starting this week {p} works out of the {v} office (was {old}).",
        ),
        "negate": ("Correction from last week's newsletter: {p} is not in the {v} office.",),
    },
    "project-role": {
        "say": (
            "Who's who on {proj}: {v} is our {role}.",
            "For anything {proj}-related, {v} is the {role} — ping them directly.",
        ),
        "cue": (
            "Handover done ✅ {v} takes over as {role} on {proj} from {old}.",
            "People news: {old} has handed the {role} hat on {proj} to {v} — kudos to both!",
        ),
        "negate": ("Quick clarification: {v} isn't the {role} on {proj} (we got that wrong in the last edition).",),
    },
    "tool-preference": {
        "say": (
            "Tooling corner: for {scope}, the {slot} of choice is {v}.",
            "Just a reminder that {v} is what I use as my {slot} for {scope}.",
        ),
        "cue": (
            "Tooling change this week: switched my {slot} for {scope} from {old} to {v}.",
            "Moved over from {old} — {v} is my {slot} for {scope} from now on 🚀",
        ),
        "negate": ("Clarifying last week's note: {v} is not the {slot} I use for {scope}.",),
    },
    "service-runtime": {
        "say": (
            "Tech corner: {svc} runs on {lang} {v}.",
            "For anyone touching {svc} — it's built on {lang} {v}.",
        ),
        "cue": (
            "Wrapped up the {svc} upgrade — it now runs {lang} {v} (was {lang} {old}).",
            "Shipped 🚀 {svc} is off {lang} {old} and running on {lang} {v}.",
        ),
    },
    "service-timeout": {
        "say": (
            "Config notes: {svc} in {env} gives up on a request after {v} seconds.",
            "FYI the request timeout on {svc} ({env}) is {v}s.",
        ),
        "cue": (
            "Done: the {svc} request timeout in {env} went from {old}s to {v}s.",
            "Config change in {env}: {svc} requests now time out after {v} seconds (was {old}).",
        ),
    },
    "service-db": {
        "say": (
            "Architecture refresher: {svc} keeps everything in {v}.",
            "Reminder for new joiners: the database behind {svc} is {v}.",
        ),
        "cue": (
            "Cutover done ✅ {svc} moved over from {old} to {v}.",
            "Big one this week: {svc} is off {old} and fully on {v}.",
        ),
        "negate": ("Correction: {svc} doesn't use {v} — sorry for the mix-up in the last update.",),
    },
    "replicas": {
        "say": (
            "Capacity snapshot: {svc} runs {v} replicas in {env}.",
            "FYI — {env} has {v} instances of {svc} running.",
        ),
        "cue": (
            "Done this week: scaled {svc} in {env} from {old} to {v} replicas.",
            "Capacity news: {svc} in {env} is running {v} replicas now (was {old}).",
        ),
    },
    "feature-flag": {
        "say": (
            "Flag status: {flag} is {v} in {env}.",
            "For reference in this week's notes, the {flag} flag on {env} is {v}.",
        ),
        "cue": (
            "Shipped: {flag} has been flipped to {v} in {env} as of this week.",
            "Change this week — {flag} is now {v} on {env}.",
        ),
    },
    "standing-rule": {
        "say": (
            "Team norms ({team}): we always {act}.",
            "Reminder to the {team} team: please always {act}.",
        ),
        "negate": (
            "Housekeeping ({team}): we never {act}, no exceptions.",
            "⚠️ {team} team, a reminder: do not {act}, ever.",
        ),
        "retract": (
            "Process change for {team}: we're dropping the rule that we always {act}.",
            "From now on the {team} team doesn't have to {act} anymore.",
        ),
    },
    "answer-language": {
        "say": (
            "Housekeeping: we write {topic} in {v}.",
            "Just a reminder that {topic} should be in {v}.",
        ),
        "cue": (
            "Heads-up: from now on we write {topic} in {v} instead of {old}.",
            "Process change: the language for {topic} is {v} now (was {old}).",
        ),
        "negate": ("To clarify last week's note: please don't write {topic} in {v}.",),
    },
    "standup-time": {
        "say": (
            "Schedule reminder: the {team} {kind} is at {v}.",
            "Just a reminder that the {team} team gets together at {v} for the {kind}.",
        ),
        "cue": (
            "Schedule change 📍 the {team} {kind} moves from {old} to {v}.",
            "Heads-up, {team}: the {kind} is at {v} now, not {old}.",
        ),
    },
    "meeting-day": {
        "say": (
            "Rhythm of the week: the {team} {meeting} happens on {v}.",
            "Reminder: the {team} team holds its {meeting} every {v}.",
        ),
        "cue": (
            "Schedule shuffle: the {team} {meeting} moves from {old} to {v}.",
            "Going forward the {team} {meeting} is on {v}s rather than {old}s.",
        ),
    },
    "office-address": {
        "say": (
            "Office info: the {c} office is at {v}.",
            "Visiting {c}? The office address is {v}.",
        ),
        "cue": (
            "Big move 📦 the {c} office has moved from {old} to {v}.",
            "Facilities news: the {c} office is now at {v} — we've left {old}.",
        ),
    },
    "office-floor": {
        "say": (
            "Where to find us in {c}: the {team} team is on floor {v}.",
            "Seating, {c} office: the {team} team sits on floor {v}.",
        ),
        "cue": (
            "Desk move done ✅ the {team} team in {c} went from floor {old} to floor {v}.",
            "Office news: the {team} team is now on floor {v} in {c} (moved over from floor {old}).",
        ),
    },
    "decision": {
        "say": (
            "Tech choices, {proj}: the {aspect} is {v}.",
            "For {proj} we went with {v} for the {aspect}.",
        ),
        "cue": (
            "Change of plan on {proj}: we're switching the {aspect} from {old} to {v}.",
            "{proj} news — dropped {old}, {v} is the {aspect} going forward.",
        ),
        "negate": ("Correction: {proj} isn't using {v} for its {aspect}.",),
    },
    "deadline": {
        "say": (
            "Timeline: the {proj} {milestone} is due on {v}.",
            "Dates to keep in mind — {proj} {milestone}: {v}.",
        ),
        "cue": (
            "Timeline shift ⚠️ the {proj} {milestone} moves from {old} to {v}.",
            "New date: the {milestone} for {proj} is now {v} (was {old}).",
        ),
    },
    "api-version-auth": {
        "say": (
            "For integrators: authentication on version {n} of the {svc} API is via {v}.",
            "API notes: {svc} v{n} authenticates with {v}.",
        ),
        "cue": (
            "Auth change: version {n} of the {svc} API has moved from {old} to {v}.",
            "For API consumers: {svc} v{n} expects {v} now — {old} no longer works.",
        ),
    },
    "person-timezone": {
        "say": (
            "Scheduling tip: {p} is on {v}.",
            "When booking time with {p}, remember they work {v} hours.",
        ),
        "cue": (
            "People news: {p} has switched to {v} hours (was {old}).",
            "When inviting {p}: they're on {v} now, no longer {old}.",
        ),
    },
    "person-contact": {
        "say": (
            "Need {p} urgently? Best way to reach them is {v}.",
            "Escalation tip: for anything urgent, get hold of {p} via {v}.",
        ),
        "cue": (
            "Comms change: urgent pings to {p} go via {v} now instead of {old}.",
            "Heads-up from {p}: for anything urgent, {v} from now on — not {old}.",
        ),
        "negate": ("Correction: please don't contact {p} via {v}.",),
    },
    "person-allergy": {
        "say": (
            "Team lunch heads-up: {p} is allergic to {v}.",
            "Catering note for the offsite: {p} can't have {v} (allergy).",
        ),
        "negate": ("Correction to the catering note: {p} is not allergic to {v}.",),
    },
    "person-drink": {
        "say": (
            "Morning-run notes: {p}'s usual order is {v}.",
            "If you're doing the morning run, {p} always gets {v}.",
        ),
        "cue": (
            "Kitchen news: {p} has swapped {old} for {v} in the mornings.",
            "Morning-run update: {p} is on {v} now (moved over from {old}).",
        ),
        "negate": ("Correction for the morning runners: {p} doesn't drink {v}.",),
    },
    "manager": {
        "say": (
            "Org chart reminder: {p} reports to {v}.",
            "People: {p}'s manager is {v}.",
        ),
        "cue": (
            "People news: {p} now reports to {v} instead of {old}.",
            "Reorg note — {p}'s manager changes from {old} to {v} as of this week.",
        ),
    },
    "relative-city": {
        "say": (
            "Personal bit: my {rel} lives in {v}.",
            "Off-topic but worth keeping: the user's {rel} calls {v} home.",
        ),
        "cue": (
            "Life update: my {rel} just moved to {v}! 🎉",
            "Personal news: my {rel} has moved from {old} to {v}.",
        ),
    },
    "preference-order": {
        "say": (
            "{team} team conventions: for {topic}, {a} over {b}.",
            "How we work ({team}): when it comes to {topic}, we pick {a} over {b}.",
        ),
        "cue": (
            "Ways-of-working change ({team}): for {topic} we now prefer {a} to {b}.",
            "New team convention ({team}): {a} rather than {b} for {topic}, from now on.",
        ),
    },
    "order-rule": {
        "say": (
            "Pipeline reminder for {svc}: {a} first, then {b}.",
            "CI housekeeping: the {svc} pipeline runs {a} before {b}.",
        ),
    },
    "person-office-de": {
        "say": (
            "Aus dem Team: {p} arbeitet bei uns im Büro {v}.",
            "Zur Erinnerung: Der Schreibtisch von {p} steht im Büro {v}.",
        ),
        "cue": (
            "Personalien: {p} ist vom Büro {old} ins Büro {v} gewechselt 📍",
            "Ab dieser Woche findet ihr {p} im Büro {v} (vorher {old}).",
        ),
        "negate": ("Korrektur zum letzten Newsletter: {p} arbeitet nicht im Büro {v}.",),
    },
    "tool-preference-es": {
        "say": (
            "Del parte semanal: para {scope} trabajo con {v} como {slot}.",
            "Recordatorio rápido: el {slot} que uso para {scope} es {v}.",
        ),
        "cue": (
            "Cambio de esta semana: dejé {old} y ahora uso {v} como {slot} para {scope} ✅",
            "A partir de ahora, para {scope} el {slot} es {v} (antes era {old}).",
        ),
        "negate": ("Corrección al boletín anterior: {v} no es el {slot} que uso para {scope}.",),
    },
    "person-office-ru": {
        "say": (
            "Из еженедельного отчёта: {p} работает в офисе {v}.",
            "Напоминаю, что {p} сидит в офисе {v}.",
        ),
        "cue": (
            "Кадровые новости: с этой недели {p} работает в офисе {v}, а не в {old}.",
            "Итоги недели: {p} теперь работает из офиса {v} 📍",
        ),
        "negate": ("Поправка к прошлому выпуску: {p} не работает в офисе {v}.",),
    },
}
FRESH41_FILLERS = ["From this week's update: ", "Newsletter snippet: ", "Team digest: "]
# A forty-second blind set (``--templates fresh42``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: operational writing by
# on-call engineers, saved because a line in it carries a fact. Shift handover notes
# ("Handing over to the next shift: ...", "Shift notes: ...", "For whoever picks this up:
# ..."), incident timelines and postmortem action items ("Timeline entry: ...", "Postmortem
# follow-up: ...", "Root-cause note: ..."), runbook and wiki edits ("Runbook edit — ...",
# "Wiki updated: ...", "Per the runbook, ..."), escalation sheets and status-page posts
# ("[Resolved] ..."). Terse and factual, sometimes imperative, with the abbreviations on-call
# people use (FYI, ETA, EOD), arrows for a change ("{old} -> {v}", "{old} => {v}"), brackets
# and "(prev. {old})" markers. Updates say a change the way ops people do ("switched", "cut
# over", "bumped", "rolled to", "now points at", "no longer", "as of this shift"); plain
# statements carry no change words, so a flag or a preference said twice with opposite
# values reads as a contradiction, not as news. The two renderings of one fact are two
# people's handover notes ("Escalation path: {p} reports to {v}" / "Handover, people: {p}'s
# manager is {v}"). Denials are corrections as a shift writes them ("Correction to the
# handover: {p} is NOT in the {v} office", "Scratch that from the last handover — ...").
# No values of their own (no numbers, names, places, products, weekdays, dates, time
# zones), and the openers avoid words that are values elsewhere (team names such as "ops"
# or "infra", environments such as "prod", milestones, channels, meetings). The German,
# Spanish and Russian families are written as a native on-call engineer writes a handover
# in that language ("Übergabe an die nächste Schicht: ...", "Notas de guardia: ...",
# "Передача смены: ...").
FRESH42: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Handing over to the next shift: {p} sits in the {v} office, in case something needs hands on site.",
            "For whoever picks this up — {p} is based at the {v} office.",
        ),
        "cue": (
            "Shift notes: {p} has moved offices, {old} -> {v}. Escalation sheet updated.",
            "Wiki updated: {p}'s office is {v} now (prev. {old}).",
        ),
        "negate": ("Correction to the handover: {p} is NOT in the {v} office.",),
    },
    "project-role": {
        "say": (
            "Handover, contacts: {v} is the {role} for {proj} — loop them in on anything touching it.",
            "Escalation path for {proj}: {role} = {v}.",
        ),
        "cue": (
            "Contacts page edit — {proj} {role}: {old} => {v}.",
            "For whoever picks this up: {v} took over as {role} on {proj} from {old}, so escalate to {v}, no longer {old}.",
        ),
        "negate": ("Scratch that from the last handover — {v} is not the {role} on {proj}.",),
    },
    "tool-preference": {
        "say": (
            "Setup notes for whoever shadows my shift: I use {v} as my {slot} for {scope}.",
            "Wiki, my tooling page: {slot} for {scope} — {v}.",
        ),
        "cue": (
            "Tooling change on my side: switched my {slot} for {scope}, {old} -> {v}.",
            "Wiki updated: my {slot} for {scope} is {v} now (prev. {old}).",
        ),
        "negate": ("Correction to my setup notes: {v} is NOT the {slot} I use for {scope}.",),
    },
    "service-runtime": {
        "say": (
            "Service facts for the next shift: {svc} runs on {lang} {v}.",
            "Runbook, {svc} page — runtime: {lang} {v}.",
        ),
        "cue": (
            "Timeline entry: {svc} rolled to {lang} {v} (prev. {lang} {old}), error rate flat after cutover.",
            "Postmortem follow-up done: bumped {svc} from {lang} {old} -> {lang} {v}.",
        ),
    },
    "service-timeout": {
        "say": (
            "Handover: {svc} in {env} gives up on requests after {v} seconds.",
            "Per the runbook, the request timeout for {svc} ({env}) is {v}s.",
        ),
        "cue": (
            "Timeline entry: bumped the {svc} request timeout in {env}, {old}s -> {v}s.",
            "Postmortem action item closed — {svc} ({env}) request timeout is {v}s as of this shift (prev. {old}s).",
        ),
    },
    "service-db": {
        "say": (
            "For whoever picks this up: {svc} keeps all its state in {v}.",
            "Runbook, {svc} dependencies: primary database is {v}.",
        ),
        "cue": (
            "Shift notes: {svc} cut over from {old} to {v}, reads and writes both on {v}.",
            "Runbook edit — {svc} now points at {v} (prev. {old}); {old} is no longer in the path.",
        ),
        "negate": ("Correction to the handover: {svc} does NOT use {v} — ignore that line in the last notes.",),
    },
    "replicas": {
        "say": (
            "Handover, capacity: {svc} runs {v} replicas in {env}.",
            "Shift notes: {v} instances of {svc} running in {env}, all green at handover.",
        ),
        "cue": (
            "Timeline entry: scaled {svc} in {env} {old} -> {v} replicas to absorb the load.",
            "Handing over: {svc} ({env}) is at {v} replicas now, bumped from {old} during my shift.",
        ),
    },
    "feature-flag": {
        "say": (
            "Handover, flags: {flag} is {v} in {env}.",
            "Per the runbook flag table, {flag} on {env} = {v}.",
        ),
        "cue": (
            "Timeline entry: flipped {flag} in {env} => {v}.",
            "[Resolved] As of this shift {flag} is {v} on {env}.",
        ),
    },
    "standing-rule": {
        "say": (
            "Runbook, {team} ground rules: always {act}.",
            "For whoever picks this up: on the {team} rotation we always {act}.",
        ),
        "negate": (
            "Runbook, {team} ground rules: never {act}. No exceptions, even mid-incident.",
            "Reminder for the {team} rotation: do NOT {act}, ever.",
        ),
        "retract": (
            "Runbook edit — removed the {team} rule to always {act}; it no longer applies.",
            "Postmortem follow-up: the {team} team no longer has to {act}, rule dropped from the wiki.",
        ),
    },
    "answer-language": {
        "say": (
            "Handover conventions: we write {topic} in {v}.",
            "Per the wiki, language for {topic} = {v}.",
        ),
        "cue": (
            "Wiki updated: language for {topic} switched to {v} (prev. {old}).",
            "FYI for the next shift: as of this week we write {topic} in {v}, no longer in {old}.",
        ),
        "negate": ("Correction to the shift notes: don't write {topic} in {v}.",),
    },
    "standup-time": {
        "say": (
            "Handover, rhythm: the {team} {kind} is at {v}.",
            "For whoever picks this up — the {team} {kind} starts at {v}, dial into the bridge.",
        ),
        "cue": (
            "Schedule change: {team} {kind} {old} -> {v}.",
            "Shift notes: the {team} {kind} moved to {v} (prev. {old}).",
        ),
    },
    "meeting-day": {
        "say": (
            "Handover, the week's rhythm: the {team} {meeting} is every {v}.",
            "FYI the {team} team holds its {meeting} on {v} — don't book maintenance over it.",
        ),
        "cue": (
            "Schedule change: the {team} {meeting} moves from {old} to {v}.",
            "Wiki updated: {team} {meeting} is on {v} now (prev. {old}).",
        ),
    },
    "office-address": {
        "say": (
            "Site info for the next shift: the {c} office is at {v}.",
            "Runbook, physical access — {c} office address: {v}.",
        ),
        "cue": (
            "Runbook edit — {c} office address changed: {old} -> {v}.",
            "For whoever picks this up: the {c} office is at {v} now, not {old}. Hardware shipments go to {v}.",
        ),
    },
    "office-floor": {
        "say": (
            "Site info, {c}: the {team} team is on floor {v}.",
            "If you need hands in {c}, the {team} folks sit on floor {v}.",
        ),
        "cue": (
            "Shift notes: {team} in {c} moved floors, {old} -> {v}.",
            "Runbook edit — {c} seating: {team} team now on floor {v} (prev. floor {old}).",
        ),
    },
    "decision": {
        "say": (
            "Runbook, {proj} stack: {aspect} is {v}.",
            "For whoever picks this up: {proj} uses {v} for its {aspect}.",
        ),
        "cue": (
            "Postmortem follow-up: {proj} switched its {aspect} from {old} to {v}.",
            "Wiki updated: {proj} {aspect} {old} => {v}, effective as of this shift.",
        ),
        "negate": ("Correction to the runbook: {proj} does NOT use {v} as its {aspect}.",),
    },
    "deadline": {
        "say": (
            "Handover, dates: {proj} {milestone} is due {v}.",
            "Freeze planning — the {milestone} for {proj} lands on {v}.",
        ),
        "cue": (
            "Status update: {proj} {milestone} moved, {old} -> {v}.",
            "Shift notes: ETA for the {proj} {milestone} is {v} now (prev. {old}).",
        ),
    },
    "api-version-auth": {
        "say": (
            "Runbook, {svc} API v{n}: auth is {v}.",
            "For whoever picks this up — clients of version {n} of the {svc} API authenticate with {v}.",
        ),
        "cue": (
            "Timeline entry: {svc} API v{n} auth cut over from {old} to {v}.",
            "Status page post: version {n} of the {svc} API requires {v} as of today; {old} is no longer accepted.",
        ),
    },
    "person-timezone": {
        "say": (
            "Rota note: {p} works {v} hours.",
            "For whoever picks this up — {p} is on {v}, plan the handoff around that.",
        ),
        "cue": (
            "Rota updated: {p} switched timezone, {old} -> {v}.",
            "Shift notes: {p} is on {v} hours as of this rotation (prev. {old}).",
        ),
    },
    "person-contact": {
        "say": (
            "Escalation sheet: urgent stuff for {p} goes via {v}.",
            "Handover, contacts: if it's urgent, get hold of {p} via {v}.",
        ),
        "cue": (
            "Escalation sheet updated: {p} urgent contact {old} -> {v}.",
            "For whoever picks this up: page {p} via {v} now, no longer via {old}.",
        ),
        "negate": ("Correction to the escalation sheet: do NOT contact {p} via {v}.",),
    },
    "person-allergy": {
        "say": (
            "Team dinner after the postmortem — FYI {p} is allergic to {v}.",
            "Food order for the night shift: {p} can't have {v} (allergy), keep it off the order.",
        ),
        "negate": ("Correction to the dinner notes: {p} is NOT allergic to {v}.",),
    },
    "person-drink": {
        "say": (
            "Night-shift coffee run: {p} takes {v}.",
            "For whoever does the supply run — {p}'s usual is {v}.",
        ),
        "cue": (
            "Coffee-run notes updated: {p} switched {old} -> {v}.",
            "Shift notes, the important bit: {p} drinks {v} now, no longer {old}.",
        ),
        "negate": ("Correction to the coffee-run notes: {p} doesn't drink {v}.",),
    },
    "manager": {
        "say": (
            "Escalation path: {p} reports to {v}.",
            "Handover, people: {p}'s manager is {v} — go there if {p} can't be reached.",
        ),
        "cue": (
            "Org change, FYI for escalations: {p} now reports to {v} (prev. {old}).",
            "Wiki updated: {p}'s manager {old} -> {v}.",
        ),
    },
    "relative-city": {
        "say": (
            "Shift-swap context for the rota: my {rel} lives in {v}, so I may trade shifts when I visit.",
            "Personal, for the rota: my {rel}'s home is in {v}.",
        ),
        "cue": (
            "Rota note: my {rel} moved from {old} to {v}, so my swap requests will be for trips to {v} now.",
            "Personal update for the rota: my {rel} has relocated to {v}.",
        ),
    },
    "preference-order": {
        "say": (
            "Runbook conventions ({team}): for {topic}, {a} over {b}.",
            "How {team} does it, per the wiki: {a} rather than {b} when it comes to {topic}.",
        ),
        "cue": (
            "Runbook edit — {team} conventions: for {topic} we prefer {a} to {b} from now on.",
            "Postmortem follow-up ({team}): switched to {a} over {b} for {topic}, wiki updated.",
        ),
    },
    "order-rule": {
        "say": (
            "Runbook, {svc} pipeline: {a} first, then {b}.",
            "Per the runbook, {svc} runs {a} before {b} — don't reorder.",
        ),
    },
    "person-office-de": {
        "say": (
            "Übergabe an die nächste Schicht: {p} sitzt im Büro {v}.",
            "Zur Info für die Bereitschaft – {p} arbeitet am Standort {v}.",
        ),
        "cue": (
            "Schichtnotiz: {p} ist umgezogen, Büro {old} -> {v}. Eskalationsliste ist aktualisiert.",
            "Wiki aktualisiert: {p} arbeitet jetzt im Büro {v} (vorher {old}).",
        ),
        "negate": ("Korrektur zur Übergabe: {p} sitzt NICHT im Büro {v}.",),
    },
    "tool-preference-es": {
        "say": (
            "Notas de guardia, mi entorno: para {scope} uso {v} como {slot}.",
            "Para quien entre en el siguiente turno: mi {slot} en {scope} es {v}.",
        ),
        "cue": (
            "Cambio en mi entorno: para {scope} pasé de {old} a {v} como {slot}.",
            "Wiki actualizada: {slot} para {scope} -> {v} (antes {old}).",
        ),
        "negate": ("Corrección a la entrega de turno: {v} NO es el {slot} que uso para {scope}.",),
    },
    "person-office-ru": {
        "say": (
            "Передача смены: {p} сидит в офисе {v}.",
            "Для следующего дежурного: рабочее место {p} — офис {v}.",
        ),
        "cue": (
            "Заметки по смене: {p} переехал(а) в офис {v} (раньше — {old}), контакты обновил.",
            "Обновил вики: офис {p} — {v} (было: {old}).",
        ),
        "negate": ("Поправка к передаче смены: {p} НЕ работает в офисе {v}.",),
    },
}
FRESH42_FILLERS = ["From the handover doc: ", "On-call log: ", "Shift log: "]
# A forty-third blind set (``--templates fresh43``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: the lines an AI assistant
# writes back to the user when the user tells it something, saved as the memory. Confirmations
# and acknowledgements addressed to the user, in second person for the user's own facts ("✅
# Saved: your {slot} for {scope} is {v}.", "Sure! I'll write {topic} in {v} for you.",
# "Noted: your {rel}'s home is in {v}.") and in third person, by name, for other people ("✅
# Saved — {p} reports to {v}.", "Got it, {p} takes {v}."). Openers as assistants use them
# ("Got it", "Noted", "Understood", "Okay!", "Sure thing!", "Thanks for the heads-up", "I'll
# keep that in mind", "I've saved"), with emoji markers (✅, 👍, 📝) and exclamation marks. Updates
# are the assistant confirming a change ("Updated: {p} has moved from the {old} office to the
# {v} office.", "Done — I changed your {slot} for {scope} to {v} (it was {old}).", "Got it,
# from now on I'll ... {v} instead of {old}", "Switching my notes: ..."); plain statements carry
# no change words, so a flag or a preference said twice with opposite values reads as a
# contradiction, not as news. The two renderings of one fact are two confirmations of it in
# other words ("Got it — {p} sits in the {v} office; I'll keep that in mind." / "Noted 📝 {p}
# is based at the {v} office."). Denials are corrections as an assistant records them
# ("Correction saved: you do NOT use {v} as your {slot} for {scope}.", "My mistake — {v} is
# not the {role} on {proj}.", "Understood — {p} is NOT in the {v} office; I've fixed my
# notes."). No values of their own (no numbers, names, places, products, weekdays, dates, time
# zones), and the openers avoid words that are values elsewhere (team names such as "ops" or
# "infra", environments such as "prod", milestones, channels, meetings). The German, Spanish
# and Russian families are an assistant's replies in that language ("Alles klar, ich habe mir
# gemerkt: ...", "Entendido, lo tengo anotado: ...", "Понял, запомнил: ...").
FRESH43: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Got it — {p} sits in the {v} office. I'll keep that in mind.",
            "Noted 📝 {p} is based at the {v} office.",
        ),
        "cue": (
            "Updated: {p} has moved from the {old} office to the {v} office. ✅",
            "Thanks for the heads-up! Switching my notes — {p}'s office is {v} now, not {old}.",
        ),
        "negate": ("Understood — {p} is NOT in the {v} office; I've fixed my notes.",),
    },
    "project-role": {
        "say": (
            "Okay! I'll remember that {v} is the {role} for {proj}, so I'll suggest looping them in on anything touching it.",
            "👍 Saved: {proj}'s {role} is {v}.",
        ),
        "cue": (
            "Done — updated: the {role} on {proj} went from {old} to {v}.",
            "Got it, {v} took over as {role} on {proj} from {old}; from now on I'll point you to {v}, no longer {old}.",
        ),
        "negate": ("My mistake — {v} is not the {role} on {proj}. Correction saved.",),
    },
    "tool-preference": {
        "say": (
            "Sure thing! I'll remember that you use {v} as your {slot} for {scope}.",
            "✅ Saved: your {slot} for {scope} is {v}.",
        ),
        "cue": (
            "Done — I changed your {slot} for {scope} to {v} (it was {old}).",
            "Got it, from now on I'll assume {v} instead of {old} as your {slot} for {scope}.",
        ),
        "negate": ("Correction saved: you do NOT use {v} as your {slot} for {scope}.",),
    },
    "service-runtime": {
        "say": (
            "Thanks, noted: {svc} runs on {lang} {v}.",
            "Got it! I'll keep in mind that the runtime of {svc} is {lang} {v}.",
        ),
        "cue": (
            "👍 Updated my notes: {svc} has rolled to {lang} {v} (it was on {lang} {old}).",
            "Okay, I've recorded the version change — {svc} went from {lang} {old} to {lang} {v}.",
        ),
    },
    "service-timeout": {
        "say": (
            "Okay, I'll remember: {svc} in {env} gives up on requests after {v} seconds.",
            "Noted — the request timeout for {svc} ({env}) is {v}s.",
        ),
        "cue": (
            "Got it, you changed the {svc} request timeout in {env} from {old}s to {v}s. I've updated that.",
            "✅ Updated: the request timeout for {svc} in {env} is {v}s now (it was {old}s).",
        ),
    },
    "service-db": {
        "say": (
            "Understood! {svc} keeps all its state in {v}.",
            "📝 Saved: the primary database for {svc} is {v}.",
        ),
        "cue": (
            "Thanks for the heads-up — {svc} has cut over from {old} to {v}, so I'll treat {v} as its database from now on.",
            "Switching my notes: {svc} points at {v} now, and {old} is no longer in the path.",
        ),
        "negate": ("Sorry, my mistake: {svc} does NOT use {v}. Correction saved.",),
    },
    "replicas": {
        "say": (
            "Got it — the replica count for {svc} in {env} is {v}.",
            "📝 Saved: {svc} ({env}) replicas: {v}.",
        ),
        "cue": (
            "Done! I've noted the scaling: the {svc} replica count in {env} went from {old} to {v}.",
            "👍 Updated: {svc} ({env}) is at a replica count of {v} now instead of {old}.",
        ),
    },
    "feature-flag": {
        "say": (
            "Okay, noted: {flag} is {v} in {env}.",
            "✅ I'll keep in mind that the {flag} flag on {env} is {v}.",
        ),
        "cue": (
            "Got it, you flipped {flag} in {env}; it's {v} now.",
            "Updated my notes: as of today {flag} is {v} on {env}.",
        ),
    },
    "standing-rule": {
        "say": (
            "Understood — on the {team} team you always {act}. I'll stick to that.",
            "👍 Saved as a rule for the {team} team: always {act}.",
        ),
        "negate": (
            "Got it: on the {team} team you never {act}, no exceptions.",
            "Understood! I'll make sure we do NOT {act} on the {team} team, ever.",
        ),
        "retract": (
            "Okay, I've removed the {team} rule to always {act}; it no longer applies.",
            "Noted — the {team} team no longer has to {act}, so I've dropped that rule.",
        ),
    },
    "answer-language": {
        "say": (
            "Sure! I'll write {topic} in {v} for you.",
            "Noted: you want {topic} in {v}.",
        ),
        "cue": (
            "Got it, from now on I'll write {topic} in {v} instead of {old}.",
            "✅ Updated: your language for {topic} is {v} (it was {old}).",
        ),
        "negate": ("Understood, I'll make sure not to write {topic} in {v}.",),
    },
    "standup-time": {
        "say": (
            "Got it — the {team} {kind} is at {v}. I'll keep that in mind.",
            "📝 Noted: the {team} {kind} starts at {v}.",
        ),
        "cue": (
            "Updated: the {team} {kind} moved from {old} to {v}. 👍",
            "Thanks for the heads-up — the {team} {kind} is at {v} now, not {old}.",
        ),
    },
    "meeting-day": {
        "say": (
            "Okay! The {team} {meeting} is every {v}, so I won't suggest booking anything over it.",
            "Noted: the {team} team holds its {meeting} on {v}s.",
        ),
        "cue": (
            "Got it, the {team} {meeting} moves from {old} to {v}; I've updated my notes.",
            "✅ Updated: the {team} {meeting} is on {v} now (it was {old}).",
        ),
    },
    "office-address": {
        "say": (
            "Thanks! I've saved the {c} office address: {v}.",
            "Noted — the {c} office is at {v}.",
        ),
        "cue": (
            "Updated: the {c} office address changed from {old} to {v}.",
            "Got it, the {c} office is at {v} now, not {old}. I'll use {v} for anything that has to be shipped there.",
        ),
    },
    "office-floor": {
        "say": (
            "Got it — in {c}, the {team} team is on floor {v}.",
            "Noted: if you need the {team} folks in {c}, they sit on floor {v}.",
        ),
        "cue": (
            "Updated: the {team} team in {c} moved from floor {old} to floor {v}.",
            "Thanks for the heads-up! The {team} team is on floor {v} of the {c} office now (it was floor {old}).",
        ),
    },
    "decision": {
        "say": (
            "Okay, I'll remember that {proj} uses {v} for its {aspect}.",
            "Noted: the {aspect} for {proj} is {v}.",
        ),
        "cue": (
            "Got it — {proj} switched its {aspect} from {old} to {v}. Saved!",
            "👍 Updated: {proj}'s {aspect} is {v} now instead of {old}.",
        ),
        "negate": ("Correction saved: {proj} does NOT use {v} as its {aspect}.",),
    },
    "deadline": {
        "say": (
            "Noted! The {proj} {milestone} is due on {v}.",
            "Got it, I'll keep in mind that the {milestone} for {proj} lands on {v}.",
        ),
        "cue": (
            "Updated: the {proj} {milestone} moved from {old} to {v}.",
            "Thanks for the heads-up — the {proj} {milestone} is due on {v} now, not {old}.",
        ),
    },
    "api-version-auth": {
        "say": (
            "Got it — auth for the {svc} API v{n} is {v}.",
            "Noted: clients of version {n} of the {svc} API authenticate with {v}.",
        ),
        "cue": (
            "Updated my notes: {svc} API v{n} auth switched from {old} to {v}.",
            "Thanks for letting me know! As of today version {n} of the {svc} API requires {v}, and it no longer accepts {old}.",
        ),
    },
    "person-timezone": {
        "say": (
            "Noted, {p} works {v} hours.",
            "Got it — {p} is on {v}; I'll keep that in mind for handoffs.",
        ),
        "cue": (
            "Updated: {p} switched timezone from {old} to {v}.",
            "Okay! {p} is on {v} hours now (it was {old}); I've updated that.",
        ),
    },
    "person-contact": {
        "say": (
            "Okay! For anything urgent, {p} should be reached via {v}.",
            "📝 Saved: urgent stuff for {p} goes via {v}.",
        ),
        "cue": (
            "Updated: {p}'s urgent contact changed from {old} to {v}.",
            "Got it, I'll suggest reaching {p} via {v} from now on, no longer via {old}.",
        ),
        "negate": ("Understood — {p} should NOT be contacted via {v}; I've corrected that.",),
    },
    "person-allergy": {
        "say": (
            "Thanks for telling me — {p} is allergic to {v}. I'll keep it in mind for food orders.",
            "Noted: {p} can't have {v} (allergy).",
        ),
        "negate": ("My mistake — {p} is NOT allergic to {v}. I've fixed that.",),
    },
    "person-drink": {
        "say": (
            "Got it, {p} takes {v}!",
            "Noted — {p}'s usual is {v}.",
        ),
        "cue": (
            "Updated: {p} switched from {old} to {v}.",
            "Thanks for the heads-up! {p} drinks {v} now, no longer {old}.",
        ),
        "negate": ("Understood, {p} doesn't drink {v}; I've corrected my notes.",),
    },
    "manager": {
        "say": (
            "✅ Saved — {p} reports to {v}.",
            "Noted: {p}'s manager is {v}, so I'll point you to {v} if {p} can't be reached.",
        ),
        "cue": (
            "Got it, {p} reports to {v} now (it was {old}); I've updated that.",
            "Updated: {p}'s manager changed from {old} to {v}.",
        ),
    },
    "relative-city": {
        "say": (
            "Nice! I'll remember that your {rel} lives in {v}.",
            "Noted: your {rel}'s home is in {v}.",
        ),
        "cue": (
            "Got it — your {rel} moved from {old} to {v}. Updated!",
            "Thanks for letting me know your {rel} has relocated to {v}; I've updated my notes.",
        ),
    },
    "preference-order": {
        "say": (
            "Got it — for {topic}, the {team} team picks {a} over {b}.",
            "Noted: the {team} team prefers {a} rather than {b} when it comes to {topic}.",
        ),
        "cue": (
            "Okay, from now on the {team} team prefers {a} to {b} for {topic}. Noted!",
            "Updated: the {team} team switched to {a} over {b} for {topic}. ✅",
        ),
    },
    "order-rule": {
        "say": (
            "Noted: for {svc}, it's {a} first, then {b}.",
            "Understood, {svc} runs {a} before {b}; I won't suggest reordering them.",
        ),
    },
    "person-office-de": {
        "say": (
            "Alles klar, ich habe mir gemerkt: {p} sitzt im Büro {v}.",
            "Notiert 📝 {p} arbeitet am Standort {v}.",
        ),
        "cue": (
            "Verstanden, {p} ist umgezogen – vom Büro {old} ins Büro {v}. Ich habe es aktualisiert.",
            "Danke für den Hinweis! {p} arbeitet jetzt im Büro {v} (vorher {old}).",
        ),
        "negate": ("Mein Fehler – {p} sitzt NICHT im Büro {v}. Ich habe es korrigiert.",),
    },
    "tool-preference-es": {
        "say": (
            "Entendido, lo tengo anotado: para {scope} usas {v} como {slot}.",
            "¡Perfecto! Guardado: tu {slot} en {scope} es {v}.",
        ),
        "cue": (
            "Hecho, actualicé tu {slot} para {scope}: pasaste de {old} a {v}.",
            "Entendido, a partir de ahora para {scope} tendré en cuenta {v} en lugar de {old} como tu {slot}.",
        ),
        "negate": ("Corrección guardada: NO usas {v} como {slot} para {scope}.",),
    },
    "person-office-ru": {
        "say": (
            "Понял, запомнил: {p} сидит в офисе {v}.",
            "Принято 👍 Рабочее место {p} — офис {v}.",
        ),
        "cue": (
            "Обновил данные: {p} переехал(а) из офиса {old} в офис {v}.",
            "Спасибо, что предупредили! Теперь {p} работает в офисе {v} (раньше — {old}).",
        ),
        "negate": ("Исправил у себя: {p} НЕ работает в офисе {v}.",),
    },
}
FRESH43_FILLERS = ["From our conversation: ", "Note for later: ", "Keeping this in mind: "]
# A forty-fourth blind set (``--templates fresh44``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: memories the way an AI
# agent writes them in a reflection ("sleep") step, looking back over its sessions and
# recording what it has observed or inferred about the user and the user's world, in its own
# analytic voice, third person for the user ("the user") and, by name, for other people.
# Plain statements are observations and inferences, often with their evidence or a confidence
# ("Observation (repeated sessions): {p} sits in the {v} office.", "Pattern noticed across
# sessions: the user reaches for {v} as their {slot} for {scope}.", "Confidence high — {p}
# reports to {v}.", "Inferred from session context: {svc} runs on {lang} {v}.", "Recurring
# fact: ...", "Insight: ...", "Working model: ...", "Takeaway from reflection: ...") and carry
# no change words, so a flag or a preference said twice with opposite values reads as a
# contradiction, not as news. The two renderings of one fact are two such observations of it
# in other words. Updates are a reflection recording a change to a belief ("Revised belief:
# {p} has moved from the {old} office to the {v} office.", "Update to an earlier observation:
# ...", "Superseding my previous note: ...", "Belief changed after this session: ... is {v}
# now (was {old}).", "Drift detected: ...", "Shift noticed: ..."). Denials are an agent's
# corrections of its own inferences ("Correction: contrary to an earlier inference, the user
# does NOT use {v} as their {slot} for {scope}.", "Disconfirmed: {p} is NOT in the {v} office;
# the earlier inference was wrong.", "Earlier assumption was wrong — ..."). No values of their
# own (no numbers — "several sessions", "repeated sessions" — names, places, products,
# weekdays, dates, time zones), and the openers avoid words that are values elsewhere (team
# names such as "ops", "data", "support" or "design", environments such as "prod" or
# "preview", milestones, channels such as "signal", meetings such as "review"). The German,
# Spanish and Russian families are such an agent reflecting in that language ("Beobachtung aus
# mehreren Sitzungen: ...", "Observación de varias sesiones: ...", "Наблюдение по нескольким
# сессиям: ...").
FRESH44: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Observation (repeated sessions): {p} sits in the {v} office.",
            "Confidence high — {p} is based at the {v} office.",
        ),
        "cue": (
            "Revised belief: {p} has moved from the {old} office to the {v} office.",
            "Drift detected in today's sessions: {p}'s office is {v} now, not {old}.",
        ),
        "negate": ("Disconfirmed: {p} is NOT in the {v} office; the earlier inference was wrong.",),
    },
    "project-role": {
        "say": (
            "Pattern noticed across sessions: {v} is the {role} for {proj}, which makes them the person to loop in on anything touching it.",
            "Recurring fact in the user's world: {proj}'s {role} is {v}.",
        ),
        "cue": (
            "Update to an earlier observation: the {role} on {proj} went from {old} to {v}.",
            "Superseding my previous note: {v} took over as {role} on {proj} from {old}; the user should be pointed to {v} from here on, no longer to {old}.",
        ),
        "negate": ("Earlier assumption was wrong — {v} is not the {role} on {proj}.",),
    },
    "tool-preference": {
        "say": (
            "Pattern noticed across sessions: the user reaches for {v} as their {slot} for {scope}.",
            "Inferred with high confidence: the user's {slot} for {scope} is {v}.",
        ),
        "cue": (
            "Belief changed after this session: the user's {slot} for {scope} is {v} now (was {old}).",
            "Update to an earlier observation: going forward the user uses {v} rather than {old} as their {slot} for {scope}.",
        ),
        "negate": ("Correction: contrary to an earlier inference, the user does NOT use {v} as their {slot} for {scope}.",),
    },
    "service-runtime": {
        "say": (
            "Inferred from session context: {svc} runs on {lang} {v}.",
            "Well-established fact: the runtime of {svc} is {lang} {v}.",
        ),
        "cue": (
            "Revised belief: {svc} has rolled to {lang} {v} (it was previously seen on {lang} {old}).",
            "Drift detected: {svc} went from {lang} {old} to {lang} {v}.",
        ),
    },
    "service-timeout": {
        "say": (
            "Observation: {svc} in {env} gives up on requests after {v} seconds.",
            "Consistent across sessions: the request timeout for {svc} ({env}) is {v}s.",
        ),
        "cue": (
            "Update to an earlier observation: the user changed the {svc} request timeout in {env} from {old}s to {v}s.",
            "Belief changed after this session: the request timeout for {svc} in {env} is {v}s now (was {old}s).",
        ),
    },
    "service-db": {
        "say": (
            "Evidence from several sessions: {svc} keeps all its state in {v}.",
            "Insight: the primary database for {svc} is {v}.",
        ),
        "cue": (
            "Superseding my previous note: {svc} has cut over from {old} to {v}, so {v} is to be treated as its database from now on.",
            "Shift noticed: {svc} points at {v} now, and {old} is no longer in the path.",
        ),
        "negate": ("Disconfirmed: {svc} does NOT use {v}; my earlier inference was mistaken.",),
    },
    "replicas": {
        "say": (
            "Working model of the setup: the replica count for {svc} in {env} is {v}.",
            "Recurring fact — {svc} ({env}) replicas: {v}.",
        ),
        "cue": (
            "Revised belief: the {svc} replica count in {env} went from {old} to {v}.",
            "Drift detected: {svc} ({env}) is at a replica count of {v} now instead of {old}.",
        ),
    },
    "feature-flag": {
        "say": (
            "Observation from the user's sessions: {flag} is {v} in {env}.",
            "Confidence high — the {flag} flag on {env} is {v}.",
        ),
        "cue": (
            "Belief changed after this session: the user flipped {flag} in {env}; it is {v} now.",
            "Update to an earlier observation: as of today {flag} is {v} on {env}.",
        ),
    },
    "standing-rule": {
        "say": (
            "Stable pattern across sessions: on the {team} team, the user always makes sure to {act}.",
            "Inferred working rule for the {team} team: always {act}.",
        ),
        "negate": (
            "Firm pattern: on the {team} team, they never {act} — no exceptions seen.",
            "Inferred rule for the {team} team: do NOT {act}, ever.",
        ),
        "retract": (
            "Revised belief: the {team} rule to always {act} has been lifted; it no longer applies.",
            "Superseding my earlier note: the {team} team no longer has to {act}, so that rule is dropped.",
        ),
    },
    "answer-language": {
        "say": (
            "Pattern noticed across sessions: the user wants {topic} written in {v}.",
            "Insight about the user: {topic} are expected in {v}.",
        ),
        "cue": (
            "Revised belief: going forward the user wants {topic} in {v} instead of {old}.",
            "Belief changed after this session: the user's language for {topic} is {v} (was {old}).",
        ),
        "negate": ("Correction: the user does NOT want {topic} written in {v}.",),
    },
    "standup-time": {
        "say": (
            "Observation: the {team} {kind} is at {v}.",
            "Recurring fact across sessions: the {team} {kind} starts at {v}.",
        ),
        "cue": (
            "Revised belief: the {team} {kind} moved from {old} to {v}.",
            "Drift detected: the {team} {kind} is at {v} now, not {old}.",
        ),
    },
    "meeting-day": {
        "say": (
            "Takeaway from reflection: the {team} {meeting} is every {v}, so nothing should be booked over it.",
            "Recurring fact: the {team} team holds its {meeting} on {v}s.",
        ),
        "cue": (
            "Update to an earlier observation: the {team} {meeting} moves from {old} to {v}.",
            "Belief changed after this session: the {team} {meeting} is on {v} now (was {old}).",
        ),
    },
    "office-address": {
        "say": (
            "Learned from session context: the {c} office address is {v}.",
            "Observation: the {c} office is at {v}.",
        ),
        "cue": (
            "Revised belief: the {c} office address changed from {old} to {v}.",
            "Superseding my previous note: the {c} office is at {v} now, not {old}; anything shipped there should go to {v}.",
        ),
    },
    "office-floor": {
        "say": (
            "Observation: in {c}, the {team} team is on floor {v}.",
            "Inferred from repeated sessions: the {team} folks in {c} sit on floor {v}.",
        ),
        "cue": (
            "Revised belief: the {team} team in {c} moved from floor {old} to floor {v}.",
            "Drift detected: the {team} team is on floor {v} of the {c} office now (was floor {old}).",
        ),
    },
    "decision": {
        "say": (
            "Insight: {proj} uses {v} for its {aspect}.",
            "Confidence high — the {aspect} for {proj} is {v}.",
        ),
        "cue": (
            "Belief changed after this session: {proj} switched its {aspect} from {old} to {v}.",
            "Update to an earlier observation: {proj}'s {aspect} is {v} now instead of {old}.",
        ),
        "negate": ("Correction: contrary to an earlier inference, {proj} does NOT use {v} as its {aspect}.",),
    },
    "deadline": {
        "say": (
            "Recurring fact: the {proj} {milestone} is due on {v}.",
            "Inferred from several sessions: the {milestone} for {proj} lands on {v}.",
        ),
        "cue": (
            "Revised belief: the {proj} {milestone} moved from {old} to {v}.",
            "Drift detected: the {proj} {milestone} is due on {v} now, not {old}.",
        ),
    },
    "api-version-auth": {
        "say": (
            "Observation: auth for the {svc} API v{n} is {v}.",
            "Evidence from several sessions: clients of version {n} of the {svc} API authenticate with {v}.",
        ),
        "cue": (
            "Update to an earlier observation: {svc} API v{n} auth switched from {old} to {v}.",
            "Superseding my previous note: as of today version {n} of the {svc} API requires {v}, and it no longer accepts {old}.",
        ),
    },
    "person-timezone": {
        "say": (
            "Observation: {p} works {v} hours.",
            "Confidence high — {p} is on {v}, which matters for handoffs.",
        ),
        "cue": (
            "Revised belief: {p} switched timezone from {old} to {v}.",
            "Drift detected: {p} is on {v} hours now (was {old}).",
        ),
    },
    "person-contact": {
        "say": (
            "Pattern noticed across sessions: for anything urgent, {p} should be reached via {v}.",
            "Insight: urgent matters for {p} go via {v}.",
        ),
        "cue": (
            "Revised belief: {p}'s urgent contact changed from {old} to {v}.",
            "Superseding my previous note: {p} should be reached via {v} from now on, no longer via {old}.",
        ),
        "negate": ("Correction: {p} should NOT be contacted via {v}; the earlier inference was wrong.",),
    },
    "person-allergy": {
        "say": (
            "Important observation: {p} is allergic to {v}, which matters for food orders.",
            "Confidence high — {p} can't have {v} (allergy).",
        ),
        "negate": ("Disconfirmed: {p} is NOT allergic to {v}; that inference was mistaken.",),
    },
    "person-drink": {
        "say": (
            "Recurring detail: {p} takes {v}.",
            "Observation: {p}'s usual is {v}.",
        ),
        "cue": (
            "Revised belief: {p} switched from {old} to {v}.",
            "Drift detected: {p} drinks {v} now, no longer {old}.",
        ),
        "negate": ("Earlier assumption was wrong — {p} doesn't drink {v}.",),
    },
    "manager": {
        "say": (
            "Confidence high — {p} reports to {v}.",
            "Insight: {p}'s manager is {v}, so {v} is the fallback whenever {p} can't be reached.",
        ),
        "cue": (
            "Belief changed after this session: {p} reports to {v} now (was {old}).",
            "Revised belief: {p}'s manager changed from {old} to {v}.",
        ),
    },
    "relative-city": {
        "say": (
            "Personal detail inferred from conversation: the user's {rel} lives in {v}.",
            "Observation: the user's {rel} has their home in {v}.",
        ),
        "cue": (
            "Revised belief: the user's {rel} moved from {old} to {v}.",
            "Update to an earlier observation: the user's {rel} has relocated to {v}.",
        ),
    },
    "preference-order": {
        "say": (
            "Pattern noticed across sessions: for {topic}, the {team} team picks {a} over {b}.",
            "Consistent preference: the {team} team favours {a} to {b} when it comes to {topic}.",
        ),
        "cue": (
            "Revised belief: from now on the {team} team prefers {a} to {b} for {topic}.",
            "Drift detected: the {team} team switched to {a} over {b} for {topic}.",
        ),
    },
    "order-rule": {
        "say": (
            "Observation: for {svc}, it is {a} first, then {b}.",
            "Recurring pattern: {svc} runs {a} before {b}, and that order is not to be swapped.",
        ),
    },
    "person-office-de": {
        "say": (
            "Beobachtung aus mehreren Sitzungen: {p} sitzt im Büro {v}.",
            "Mit hoher Sicherheit: {p} arbeitet am Standort {v}.",
        ),
        "cue": (
            "Revidierte Annahme: {p} ist umgezogen – vom Büro {old} ins Büro {v}.",
            "Aktualisierung einer früheren Beobachtung: {p} arbeitet jetzt im Büro {v} (vorher {old}).",
        ),
        "negate": ("Widerlegt: {p} sitzt NICHT im Büro {v}; die frühere Schlussfolgerung war falsch.",),
    },
    "tool-preference-es": {
        "say": (
            "Observación de varias sesiones: para {scope}, el usuario usa {v} como {slot}.",
            "Inferencia con alta confianza: el {slot} del usuario en {scope} es {v}.",
        ),
        "cue": (
            "Creencia revisada: el {slot} del usuario para {scope} pasó de {old} a {v}.",
            "Actualización de una observación anterior: a partir de ahora, para {scope}, el usuario usa {v} en lugar de {old} como {slot}.",
        ),
        "negate": ("Corrección: contrario a una inferencia anterior, el usuario NO usa {v} como {slot} para {scope}.",),
    },
    "person-office-ru": {
        "say": (
            "Наблюдение по нескольким сессиям: {p} сидит в офисе {v}.",
            "Уверенность высокая: рабочее место {p} — офис {v}.",
        ),
        "cue": (
            "Пересмотренный вывод: {p} переехал(а) из офиса {old} в офис {v}.",
            "Обновление прежнего наблюдения: теперь {p} работает в офисе {v} (раньше — {old}).",
        ),
        "negate": ("Опровергнуто: {p} НЕ работает в офисе {v}; прежний вывод был ошибочным.",),
    },
}
FRESH44_FILLERS = ["Reflection: ", "Looking back over the sessions: ", "Synthesized insight: "]
# A forty-fifth blind set (``--templates fresh45``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: facts the way knowledge-graph
# and structured memory stores keep them, as an agent saved or echoed them for a memory line:
# graph-memory layers' entity-relation-entity triples ("({p}) -[BASED_AT]-> ({v} office)",
# "({svc})-[USES_DATABASE]->({v})", "(:Service {id: '{svc}'})-[:RUNS_ON]->(:Runtime {...})"),
# pipe-separated triples ("{p} | sits_in | {v} office", "Policy triple: {team} team | must
# always | {act}"), fact objects ("Fact(subject='{proj}', predicate='{role}', object='{v}')",
# "entity={svc}; relation=persists_to; target={v}"), CRM and key-value records and settings
# paths ("contact.{p}.timezone = {v}", "user.preferences['{slot}']['{scope}'] = '{v}'",
# "org_chart['{p}'].manager = '{v}'"), JSON-ish one-liners, sometimes with a gloss ("— i.e.
# {p} sits in the {v} office"). Plain statements carry no change words, so a flag or a
# preference said twice with opposite values reads as a contradiction, not as news; the two
# renderings of one fact are two serializations of it. Updates are how such stores record a
# change: a relation invalidated or expired and another added ("Relation invalidated:
# ({p})-[BASED_AT]->({old} office); relation added: ...", "invalid_at set / valid_at set"), a
# field's old and current value ("contact.{p}.office: {old} → {v}", "superseded value: {old};
# current value: {v}"), an SQL "UPDATE ... SET ... -- previously {old}", a "DELETE FROM rules
# ..." for a lifted rule. Denials are negated relations and records ("NOT ({p})-[BASED_AT]->({v}
# office) — negated=true", "\"negated\": true", "negated=True", "polarity='negative'", "No such
# relation: ..."). No values of their own (no numbers, names, places, products, weekdays,
# dates, time zones), and the openers ("Graph memory: ", "Extracted relation: ", "Memory
# record: ") avoid words that are values elsewhere (team names such as "ops", "data",
# "support" or "design", environments such as "prod" or "preview", milestones, channels such
# as "signal", meetings such as "review"; so a "relation" is invalidated, not an "edge", a
# browser). The German, Spanish and Russian families are such records with field and
# relation names in that language ("({p}) -[SITZT_IN]-> (Büro {v})", "Hecho(sujeto='el
# usuario', predicado='{slot} para {scope}', objeto='{v}')", "({p}) -[РАБОТАЕТ_В]-> (офис
# {v})").
FRESH45: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "({p}) -[BASED_AT]-> ({v} office)",
            "{p} | sits_in | {v} office — i.e. {p} sits in the {v} office",
        ),
        "cue": (
            "Relation invalidated: ({p})-[BASED_AT]->({old} office); relation added: ({p})-[BASED_AT]->({v} office).",
            "contact.{p}.office: {old} → {v}",
        ),
        "negate": ("NOT ({p})-[BASED_AT]->({v} office) — negated=true",),
    },
    "project-role": {
        "say": (
            "Fact(subject='{proj}', predicate='{role}', object='{v}') — {v} is the person to loop in on anything touching {proj}.",
            "entity={proj}; relation={role}; target={v}",
        ),
        "cue": (
            "Superseded: Fact(subject='{proj}', predicate='{role}', object='{old}'). Active: Fact(subject='{proj}', predicate='{role}', object='{v}').",
            "Relation '{role}' on {proj} reassigned from {old} to {v}: the link to {old} is expired, so people get pointed to {v}, not {old}.",
        ),
        "negate": ("Fact(subject='{proj}', predicate='{role}', object='{v}', negated=True)",),
    },
    "tool-preference": {
        "say": (
            "user.preferences['{slot}']['{scope}'] = '{v}'",
            '{{"entity": "user", "attribute": "{slot} for {scope}", "value": "{v}"}}',
        ),
        "cue": (
            "user.preferences['{slot}']['{scope}']: '{old}' → '{v}'",
            "memory.update(entity='user', attribute='{slot} for {scope}', value='{v}', previous='{old}')",
        ),
        "negate": ('{{"entity": "user", "attribute": "{slot} for {scope}", "value": "{v}", "negated": true}}',),
    },
    "service-runtime": {
        "say": (
            "(:Service {{id: '{svc}'}})-[:RUNS_ON]->(:Runtime {{lang: '{lang}', version: '{v}'}})",
            "{svc} | runs_on | {lang} {v}",
        ),
        "cue": (
            "Temporal relation closed: {svc} RUNS_ON {lang} {old}. Relation opened: {svc} RUNS_ON {lang} {v}.",
            "{svc}.runtime: {lang} {old} → {lang} {v}",
        ),
    },
    "service-timeout": {
        "say": (
            "Row {svc}@{env}: request_timeout = {v}s — i.e. requests give up after {v} seconds.",
            "({svc} in {env}) -[HAS_REQUEST_TIMEOUT]-> ({v} seconds)",
        ),
        "cue": (
            "UPDATE service_config SET request_timeout_s = {v} WHERE service = '{svc}' AND env = '{env}'; -- previously {old}",
            "{svc} ({env}) request_timeout — superseded value: {old}s; current value: {v}s",
        ),
    },
    "service-db": {
        "say": (
            "entity={svc}; relation=persists_to; target={v}",
            "({svc})-[USES_DATABASE]->({v})",
        ),
        "cue": (
            "Relationship expired: ({svc})-[USES_DATABASE]->({old}). Relationship created: ({svc})-[USES_DATABASE]->({v}) — {v} is its database from here on.",
            "{svc}.database = {v} (prior value {old} invalidated)",
        ),
        "negate": ("No such relation: ({svc})-[USES_DATABASE]->({v}); {svc} keeps nothing in {v}.",),
    },
    "replicas": {
        "say": (
            "cluster.{svc}.{env}.replicas: {v}",
            "({svc} @ {env}) -[REPLICA_COUNT]-> ({v})",
        ),
        "cue": (
            "replicas[{svc}/{env}]: {old} → {v}",
            "Graph changelog — ({svc} @ {env}) REPLICA_COUNT {v} asserted, REPLICA_COUNT {old} expired.",
        ),
    },
    "feature-flag": {
        "say": (
            '{{"flag": "{flag}", "env": "{env}", "state": "{v}"}}',
            "Triple: {flag} — state in {env} — {v}",
        ),
        "cue": (
            "flags.{flag}.{env}: set to {v}; the earlier state fact is invalidated.",
            "Temporal fact on {flag}: state in {env} = {v}, valid from today; prior state expired.",
        ),
    },
    "standing-rule": {
        "say": (
            "Policy triple: {team} team | must always | {act}",
            "rule{{team: '{team}', modality: 'always', action: '{act}'}}",
        ),
        "negate": (
            "Policy triple: {team} team | must never | {act}",
            "rule{{team: '{team}', modality: 'never', action: '{act}'}} — i.e. nobody on the {team} team should {act}.",
        ),
        "retract": (
            "Rule triple invalidated: ({team} team)-[MUST_ALWAYS]->({act}); no replacement — the rule no longer applies.",
            "DELETE FROM rules WHERE team = '{team}' AND action = '{act}'; -- lifted, the {team} team no longer has to {act}",
        ),
    },
    "answer-language": {
        "say": (
            "user.output_language['{topic}'] = '{v}'",
            "(user) -[WANTS_IN_LANGUAGE {{for: '{topic}'}}]-> ({v})",
        ),
        "cue": (
            "Attribute 'language for {topic}' on entity user — superseded value: {old}; current value: {v}.",
            "user.output_language['{topic}']: '{old}' → '{v}'",
        ),
        "negate": ("(user) -[WANTS_IN_LANGUAGE {{for: '{topic}'}}]-> ({v}) [negated]",),
    },
    "standup-time": {
        "say": (
            "event: {team} {kind}; starts_at: {v}",
            "({team} {kind})-[STARTS_AT]->({v})",
        ),
        "cue": (
            "schedule['{team} {kind}'].start: {old} ⇒ {v}",
            "Relationship invalidated: ({team} {kind})-[STARTS_AT]->({old}); relationship in effect: ({team} {kind})-[STARTS_AT]->({v}).",
        ),
    },
    "meeting-day": {
        "say": (
            "recurrence(event='{team} {meeting}', weekday='{v}') — nothing else goes in that slot.",
            "{team} team | holds {meeting} on | {v}s",
        ),
        "cue": (
            "UPDATE recurring_events SET weekday = '{v}' WHERE title = '{team} {meeting}'; -- was '{old}'",
            "{team} {meeting}: recurs_on = {v} (superseded: {old})",
        ),
    },
    "office-address": {
        "say": (
            "office['{c}'].address = '{v}'",
            "({c} office) -[LOCATED_AT]-> ({v})",
        ),
        "cue": (
            "Entity '{c} office': attribute 'address' superseded ('{old}'), replaced with '{v}'.",
            "Link invalidated: ({c} office)-[LOCATED_AT]->({old}); link added: ({c} office)-[LOCATED_AT]->({v}) — parcels are sent to {v}, not {old}.",
        ),
    },
    "office-floor": {
        "say": (
            "{c} office / {team} team / floor: {v}",
            "({team} team)-[SITS_ON {{office: '{c}'}}]->(floor {v})",
        ),
        "cue": (
            "offices.{c}.{team}.floor: {old} → {v}",
            "Triple replaced — ({team} team @ {c}) SITS_ON floor {old} expired; SITS_ON floor {v} asserted.",
        ),
    },
    "decision": {
        "say": (
            "Decision record — project: {proj}; aspect: {aspect}; choice: {v}",
            "({proj})-[CHOSE {{aspect: '{aspect}'}}]->({v})",
        ),
        "cue": (
            "Decision relation superseded: ({proj})-[CHOSE {{aspect: '{aspect}'}}]->({old}), replaced by ({proj})-[CHOSE {{aspect: '{aspect}'}}]->({v}).",
            "{proj}['{aspect}'] := '{v}' (overwrites '{old}')",
        ),
        "negate": ("Decision record — project: {proj}; aspect: {aspect}; choice: {v}; negated: true",),
    },
    "deadline": {
        "say": (
            "{proj} {milestone} | due_on | {v}",
            "deadlines['{proj}']['{milestone}'] = '{v}'",
        ),
        "cue": (
            "due_on for {proj} {milestone}: {old} → {v}",
            "Fact invalidated: ({proj} {milestone}) DUE_ON {old}. Fact valid: ({proj} {milestone}) DUE_ON {v}.",
        ),
    },
    "api-version-auth": {
        "say": (
            "api['{svc}'].v{n}.auth = '{v}'",
            "({svc} API v{n}) -[AUTHENTICATES_WITH]-> ({v})",
        ),
        "cue": (
            "{svc} API v{n} — auth: {old} → {v}",
            "Relation expired: ({svc} API v{n})-[ACCEPTS]->({old}). Relation in effect: ({svc} API v{n})-[REQUIRES]->({v}).",
        ),
    },
    "person-timezone": {
        "say": (
            "contact.{p}.timezone = {v}",
            "{p} | in_timezone | {v} — i.e. {p} keeps {v} hours, which matters for handoffs.",
        ),
        "cue": (
            "UPDATE contacts SET timezone = '{v}' WHERE name = '{p}'; -- previously '{old}'",
            "{p}: timezone {v} (was {old}; that triple expired)",
        ),
    },
    "person-contact": {
        "say": (
            "crm.contact['{p}'].urgent_channel = '{v}'",
            "({p}) -[REACH_URGENTLY_VIA]-> ({v})",
        ),
        "cue": (
            "Field change on contact {p}: urgent_channel {old} → {v}",
            "({p})-[REACH_URGENTLY_VIA]->({old}) invalidated; ({p})-[REACH_URGENTLY_VIA]->({v}) asserted — reach {p} via {v} from here on.",
        ),
        "negate": ("NOT ({p})-[REACH_URGENTLY_VIA]->({v}) — negated relation: {v} is not the way to reach {p}.",),
    },
    "person-allergy": {
        "say": (
            "{p} | allergic_to | {v} — relevant whenever food is involved",
            "contact['{p}'].allergies = ['{v}']",
        ),
        "negate": ("({p})-[ALLERGIC_TO]->({v}) negated=true — {p} has no such allergy.",),
    },
    "person-drink": {
        "say": (
            "{p} | usual_drink | {v}",
            "Fact(subject='{p}', predicate='usually drinks', object='{v}')",
        ),
        "cue": (
            "{p}.usual_drink: {old} → {v}",
            "Invalidated: ({p})-[DRINKS]->({old}); valid: ({p})-[DRINKS]->({v}).",
        ),
        "negate": ("Fact(subject='{p}', predicate='usually drinks', object='{v}', polarity='negative')",),
    },
    "manager": {
        "say": (
            "({p})-[MANAGED_BY]->({v})",
            "org_chart['{p}'].manager = '{v}' — {v} is the fallback whenever {p} can't be reached.",
        ),
        "cue": (
            "org_chart['{p}'].manager = '{v}' (supersedes '{old}')",
            "Temporal graph: ({p})-[MANAGED_BY]->({old}) invalid_at set; ({p})-[MANAGED_BY]->({v}) valid_at set.",
        ),
    },
    "relative-city": {
        "say": (
            "(user's {rel}) -[LIVES_IN]-> ({v})",
            "family['{rel}'].home_city = '{v}'",
        ),
        "cue": (
            "family['{rel}'].home_city: '{old}' → '{v}'",
            "Temporal fact on the user's {rel}: prior LIVES_IN relation expired; (user's {rel})-[LIVES_IN]->({v}) valid from today.",
        ),
    },
    "preference-order": {
        "say": (
            "preference(team='{team}', topic='{topic}', preferred='{a}', over='{b}')",
            "{team} team | {topic} | ranks {a} above {b}",
        ),
        "cue": (
            "Relation asserted from today: ({team} team)-[PREFERS {{topic: '{topic}'}}]->({a} over {b}); the opposite ranking is expired.",
            "{team}.preferences['{topic}'] switched to '{a}' over '{b}'",
        ),
    },
    "order-rule": {
        "say": (
            "sequence(service='{svc}', first='{a}', then='{b}')",
            "({a}) -[PRECEDES {{in: '{svc}'}}]-> ({b}) — a sequence not to be swapped",
        ),
    },
    "person-office-de": {
        "say": (
            "({p}) -[SITZT_IN]-> (Büro {v})",
            "Kontakt {p} | Standort | Büro {v} — d. h. {p} arbeitet im Büro {v}",
        ),
        "cue": (
            "Kante ungültig: ({p})-[SITZT_IN]->(Büro {old}); neue Kante: ({p})-[SITZT_IN]->(Büro {v}).",
            "Kontakt['{p}'].Standort = 'Büro {v}' (vorher: 'Büro {old}')",
        ),
        "negate": ("NICHT ({p})-[SITZT_IN]->(Büro {v}) — Aussage negiert",),
    },
    "tool-preference-es": {
        "say": (
            "usuario.preferencias['{slot}']['{scope}'] = '{v}'",
            "Hecho(sujeto='el usuario', predicado='{slot} para {scope}', objeto='{v}')",
        ),
        "cue": (
            "usuario.preferencias['{slot}']['{scope}']: '{old}' → '{v}'",
            "Arista invalidada: (usuario)-[USA_EN {{ámbito: '{scope}'}}]->({old}); arista vigente: (usuario)-[USA_EN {{ámbito: '{scope}'}}]->({v}) como {slot}.",
        ),
        "negate": ("Hecho(sujeto='el usuario', predicado='{slot} para {scope}', objeto='{v}', negado=True)",),
    },
    "person-office-ru": {
        "say": (
            "({p}) -[РАБОТАЕТ_В]-> (офис {v})",
            "контакт {p} | офис | {v} — то есть {p} сидит в офисе {v}",
        ),
        "cue": (
            "Ребро аннулировано: ({p})-[РАБОТАЕТ_В]->(офис {old}); действующее ребро: ({p})-[РАБОТАЕТ_В]->(офис {v}).",
            "контакт['{p}'].офис: '{old}' → '{v}'",
        ),
        "negate": ("НЕ ({p})-[РАБОТАЕТ_В]->(офис {v}) — отрицание: да",),
    },
}
FRESH45_FILLERS = ["Graph memory: ", "Extracted relation: ", "Memory record: "]
# A forty-sixth blind set (``--templates fresh46``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: facts as they turn up in
# coding-agent sessions and developer artefacts: code comments ("# NOTE: {p} sits in the {v}
# office", "// heads-up: {flag} is {v} in {env}"), docstrings, config and env snippets
# ("{svc}/{env}.env: REQUEST_TIMEOUT_S={v}", "org.yml: {p}: {manager: {v}}", "{svc}/Dockerfile:
# FROM {lang}:{v}"), Markdown table rows and checklists ("| {proj} | {role} | {v} |", "- [x]
# {slot} para {scope}: {v}"), MAINTAINERS and CONTRIBUTING lines, ADR snippets, a kubectl
# transcript. Plain statements carry no change words. Updates are how these artefacts record
# a change: conventional commit subjects ("chore({svc}): bump {lang} {old} -> {v}"),
# Keep-a-Changelog entries ("### Changed - ..."), one-line diffs ("-floor: {old} +floor: {v}"),
# sed substitutions ("`s/{old}/{v}/` ..."), struck-out values ("~~{old}~~ {v}"), a "BREAKING
# CHANGE" footer, a "kubectl scale ... # was {old}", an epic or thread comment; a lifted rule
# is struck out of a checklist or dropped in a commit. Denials are comments, review nits and
# ADR rejections ("// NOTE: {svc} has no {v} database", "ADR (...): Rejected — we will not use
# {v}."). Every phrasing is one line. No values of their own (no numbers, names, places,
# products, weekdays, dates, time zones), and the openers ("Found in the source tree: ", "grep
# hit: ", "Agent scratchpad: ") avoid words that are values elsewhere. The German, Spanish and
# Russian families are such comments, commits and rows in that language ("# Hinweis: {p} sitzt
# im Büro {v}", "# NOTA: en {scope} uso {v} como {slot}", "# Примечание: {p} работает в офисе
# {v}").
FRESH46: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "team.md: | {p} | based in the {v} office |",
            "# NOTE: {p} sits in the {v} office (handy for hardware handoffs)",
        ),
        "cue": (
            "chore(roster): move {p} from the {old} office to the {v} office",
            "roster diff for {p}: -office: {old} +office: {v}",
        ),
        "negate": ("// {p} is NOT in the {v} office — don't route hardware there",),
    },
    "project-role": {
        "say": (
            "| {proj} | {role} | {v} |",
            "{proj}/MAINTAINERS: {role}: {v}",
        ),
        "cue": (
            "chore({proj}): hand the {role} hat from {old} to {v}",
            "### Changed - {v} replaces {old} as {role} for {proj}",
        ),
        "negate": ("nit: {v} isn't the {role} on {proj}, please don't tag them as such",),
    },
    "tool-preference": {
        "say": (
            "# dotfiles README: for {scope} my {slot} is {v}",
            "- [x] {scope} setup — {slot}: {v}",
        ),
        "cue": (
            "chore(dotfiles): swap {old} for {v} as my {slot} in {scope}",
            "`s/{old}/{v}/` in my {slot} settings for {scope}",
        ),
        "negate": ("// I don't use {v} as my {slot} for {scope}, don't suggest it",),
    },
    "service-runtime": {
        "say": (
            "{svc}/Dockerfile: FROM {lang}:{v}",
            "{svc}/.tool-versions: {lang} {v}",
        ),
        "cue": (
            "chore({svc}): bump {lang} {old} -> {v}",
            "### Changed - {svc} upgraded from {lang} {old} to {lang} {v}",
        ),
    },
    "service-timeout": {
        "say": (
            "{svc}/{env}.env: REQUEST_TIMEOUT_S={v}",
            '"""{svc} client in {env}: gives up on a request after {v} seconds."""',
        ),
        "cue": (
            "perf({svc}): {env} request timeout {old}s -> {v}s",
            "LGTM — this takes the {svc} request timeout in {env} from {old}s to {v}s",
        ),
    },
    "service-db": {
        "say": (
            "# {svc} persists everything to {v}",
            "services.yml: {svc}: {{database: {v}}}",
        ),
        "cue": (
            "refactor({svc}): move persistence from {old} to {v}",
            "Done — {svc} talks to {v} now, {old} has been decommissioned",
        ),
        "negate": ("// NOTE: {svc} has no {v} database; don't look for its tables there",),
    },
    "replicas": {
        "say": (
            "$ kubectl get deploy {svc} -n {env}: {v}/{v} ready",
            "helm/{svc}/values-{env}: replicaCount: {v}",
        ),
        "cue": (
            "$ kubectl scale deploy/{svc} -n {env} --replicas={v}  # was {old}",
            "chore({svc}): scale {env} from {old} to {v} replicas",
        ),
    },
    "feature-flag": {
        "say": (
            "{env} flag file: {flag}: {v}",
            "// heads-up: {flag} is {v} in {env}",
        ),
        "cue": (
            "chore(flags): flip {flag} to {v} in {env}",
            "### Changed - `{flag}` is now {v} in {env}",
        ),
    },
    "standing-rule": {
        "say": (
            "CONTRIBUTING.md ({team} team): always {act}.",
            "- [x] {team} team convention: always {act}",
        ),
        "negate": (
            "CONTRIBUTING.md ({team} team): never {act}.",
            "# {team} team: do NOT {act}, ever",
        ),
        "retract": (
            "chore(contributing): drop the {team} team rule to always {act} — no longer required",
            "- [ ] ~~{team} team: always {act}~~ (lifted, we don't have to anymore)",
        ),
    },
    "answer-language": {
        "say": (
            "AGENTS.md: write {topic} in {v}.",
            'agent settings: language."{topic}" = "{v}"',
        ),
        "cue": (
            "chore(agents): switch {topic} from {old} to {v}",
            "AGENTS.md, {topic}: -{old} +{v}",
        ),
        "negate": ("# {topic}: never in {v}, please",),
    },
    "standup-time": {
        "say": (
            "# {team} {kind} starts at {v}, keep that slot free of long-running jobs",
            "rituals.md: | {team} {kind} | {v} |",
        ),
        "cue": (
            "chore(rituals): move the {team} {kind} from {old} to {v}",
            "Changed: {team} {kind} start time {old} -> {v}",
        ),
    },
    "meeting-day": {
        "say": (
            "rituals.yml: {team} {meeting}: {{day: {v}}}",
            "# the {team} {meeting} happens on {v}s — keep {v}s clear",
        ),
        "cue": (
            "`s/{old}/{v}/` on the {team} {meeting} row",
            "Thread comment: heads-up, the {team} {meeting} is on {v}s now instead of {old}s",
        ),
    },
    "office-address": {
        "say": (
            "# {c} office: {v} (use it for deliveries)",
            "README › Offices: | {c} | {v} |",
        ),
        "cue": (
            "chore(offices): {c} address {old} -> {v}",
            "### Changed - the {c} office moved from {old} to {v}",
        ),
    },
    "office-floor": {
        "say": (
            "seating.md: | {c} | {team} team | floor {v} |",
            "# seating: the {team} team is on floor {v} in {c}",
        ),
        "cue": (
            "chore(seating): move the {team} team in {c} from floor {old} to {v}",
            "-floor: {old} +floor: {v}  # {team} team, {c} office",
        ),
    },
    "decision": {
        "say": (
            "ADR ({proj}, {aspect}): Decision — use {v}. Accepted.",
            "# {proj} uses {v} for its {aspect} (see the ADR)",
        ),
        "cue": (
            "ADR ({proj}, {aspect}): supersedes the earlier one — {v} replaces {old}.",
            "refactor({proj}): move the {aspect} off {old} onto {v}",
        ),
        "negate": ("ADR ({proj}, {aspect}): Rejected — we will not use {v}.",),
    },
    "deadline": {
        "say": (
            "milestone: {proj} {milestone} — due {v}",
            "- [ ] {proj} {milestone} (due {v})",
        ),
        "cue": (
            "{proj} {milestone} due date: ~~{old}~~ {v}",
            "Epic comment: due date for the {proj} {milestone} changed from {old} to {v}",
        ),
    },
    "api-version-auth": {
        "say": (
            '"""v{n} of the {svc} API; callers authenticate with {v}."""',
            "# {svc} API v{n}: auth = {v}",
        ),
        "cue": (
            "BREAKING CHANGE: {svc} API v{n} now requires {v}; {old} no longer works",
            "chore({svc}): v{n} auth {old} -> {v}",
        ),
    },
    "person-timezone": {
        "say": (
            "roster.yml: {p}: {{tz: {v}}}",
            "# {p} is on {v} time; handoffs should respect that",
        ),
        "cue": (
            "chore(roster): {p} tz {old} -> {v}",
            "-tz: {old} +tz: {v}  # {p}",
        ),
    },
    "person-contact": {
        "say": (
            "escalation.md: | {p} | urgent: {v} |",
            "# urgent? reach {p} via {v}",
        ),
        "cue": (
            "chore(escalation): reach {p} via {v}, not {old}",
            "`s/{old}/{v}/` for {p}'s urgent contact",
        ),
        "negate": ("# do not use {v} to reach {p} — they won't see it",),
    },
    "person-allergy": {
        "say": (
            "offsite.md: - [x] {p}: allergic to {v}",
            "# careful: {p} is allergic to {v}",
        ),
        "negate": ("offsite.md: {p} — no {v} allergy",),
    },
    "person-drink": {
        "say": (
            "# {p}'s usual morning drink: {v}",
            "kitchen.md: | {p} | {v} in the morning |",
        ),
        "cue": (
            "chore(kitchen): {p} drinks {v} in the mornings, not {old}",
            "-drink: {old} +drink: {v}  # {p}",
        ),
        "negate": ("kitchen.md: {p} doesn't drink {v}",),
    },
    "manager": {
        "say": (
            "org.yml: {p}: {{manager: {v}}}",
            "# {p} reports to {v}",
        ),
        "cue": (
            "chore(org): {p} reports to {v} now (was {old})",
            "### Changed - {p} moved from {old}'s reporting line to {v}'s",
        ),
    },
    "relative-city": {
        "say": (
            "USER.md: my {rel} lives in {v}",
            "# user context: the user's {rel} is in {v}",
        ),
        "cue": (
            "chore(USER.md): my {rel} moved from {old} to {v}",
            "- [x] USER.md: my {rel} lives in {v} now",
        ),
    },
    "preference-order": {
        "say": (
            "CONTRIBUTING.md ({team} team): for {topic}, prefer {a} over {b}.",
            "# {team} team on {topic}: {a}, not {b}",
        ),
        "cue": (
            "chore(contributing): {team} team now prefers {a} over {b} for {topic}",
            "### Changed - {team} team, {topic}: {a} over {b} from here on",
        ),
    },
    "order-rule": {
        "say": (
            "{svc} job steps: {a}, then {b}",
            "# {svc}: run {a} before {b}, not the other way round",
        ),
    },
    "person-office-de": {
        "say": (
            "# Hinweis: {p} sitzt im Büro {v}",
            "team.md: | {p} | Büro {v} |",
        ),
        "cue": (
            "chore(team): {p} ist von {old} nach {v} umgezogen",
            "### Geändert - Büro von {p}: {old} → {v}",
        ),
        "negate": ("# {p} arbeitet NICHT im Büro {v}",),
    },
    "tool-preference-es": {
        "say": (
            "# NOTA: en {scope} uso {v} como {slot}",
            "- [x] {slot} para {scope}: {v}",
        ),
        "cue": (
            "chore(dotfiles): cambio de {slot} en {scope}, de {old} a {v}",
            "`s/{old}/{v}/` — mi {slot} para {scope}",
        ),
        "negate": ("# ojo: {v} NO es mi {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": (
            "# Примечание: {p} работает в офисе {v}",
            "team.md: | {p} | офис {v} |",
        ),
        "cue": (
            "chore(team): {p} — переезд из офиса {old} в офис {v}",
            "-офис: {old} +офис: {v}  # {p}",
        ),
        "negate": ("# {p} НЕ работает в офисе {v}",),
    },
}
FRESH46_FILLERS = ["Found in the source tree: ", "grep hit: ", "Agent scratchpad: "]
# A forty-seventh blind set (``--templates fresh47``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: facts as other assistants'
# and agent tools' memory features store them, as they would be imported into a new memory
# tool: saved memories in terse third person ("Prefers {v} as their {slot} for {scope}.",
# "Their {rel} lives in {v}.", "Saved memory: {p} is allergic to {v}."), memory summaries
# ("Key facts: ...", "About the user's workplace: ..."), rules-file bullets ("From CLAUDE.md
# ({team} team): - Always {act}.", ".cursorrules ({proj}): - ...", "From AGENTS.md: - ..."),
# core memory blocks ("human: ...", "persona: ...", "[core_memory_append] project: ..."),
# temporal facts ("... (valid_at: first mention; invalid_at: none)") and episodic notes ("In an
# earlier conversation the user mentioned that ..."). Plain statements carry no change words.
# Updates are how these stores record a change: "Memory updated: ... (previously {old})",
# "... now, not {old}", "(used to be {old})", "(formerly {old})", core memory replacements
# ("Tool call: core_memory_replace(old_content='...{old}...', new_content='...{v}...')",
# "[core_memory_replace] '...' -> '...'"), a fact invalidated and a new one valid from a
# relative moment ("Fact invalidated: ... {old}. Valid from this month: ... {v}."), a
# conversation summary; a lifted rule is forgotten or deleted ("Forgot: ...", "Deleted memory:
# ..."). Denials are saved memories and key facts saying the fact does not hold ("Saved
# memory: {p} doesn't drink {v}.", "Key facts: {svc} does not store anything in {v}."). Every
# phrasing is one line. No values of their own (no numbers, names, places, products,
# weekdays, dates — validity is "today", "this week", "this month" — or time zones), and the
# openers ("Imported memory: ", "Carried over from another assistant: ", "Memory import: ")
# avoid words that are values elsewhere. The German, Spanish and Russian families are such
# memories in that language ("Gespeicherte Erinnerung: {p} arbeitet im Büro {v}.", "Memoria
# guardada: prefiere {v} como {slot} para {scope}.", "Память обновлена: {p} теперь работает в
# офисе {v} (раньше — {old}).").
FRESH47: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Saved memory: the user's colleague {p} works in the {v} office.",
            "[core_memory_append] human: coworker {p} sits in the {v} office.",
        ),
        "cue": (
            "Memory updated: {p} is now based in the {v} office (previously {old}).",
            "Fact invalidated: {p} works in the {old} office. Valid from today: {p} works in the {v} office.",
        ),
        "negate": ("Key facts: {p} is not based in the {v} office.",),
    },
    "project-role": {
        "say": (
            "Key facts about the user's projects: {v} is the {role} on {proj}.",
            "{v} is {proj}'s {role} (valid_at: first mention; invalid_at: none)",
        ),
        "cue": (
            "Tool call: core_memory_replace(old_content='{old} is the {role} on {proj}', new_content='{v} is the {role} on {proj}')",
            "Memory updated: {proj}'s {role} is {v} now, not {old}.",
        ),
        "negate": ("Saved memory: {v} is not the {role} on {proj}.",),
    },
    "tool-preference": {
        "say": (
            "Prefers {v} as their {slot} for {scope}.",
            ".cursorrules: the user's {slot} for {scope} is {v}; tailor commands and shortcuts to it.",
        ),
        "cue": (
            "Memory updated: switched to {v} as their {slot} for {scope} (previously {old}).",
            "[core_memory_replace] human: '{slot} for {scope}: {old}' -> '{slot} for {scope}: {v}'",
        ),
        "negate": ("Saved memory: the user does not use {v} as their {slot} for {scope}.",),
    },
    "service-runtime": {
        "say": (
            "About the user's services: {svc} runs on {lang} {v}.",
            "From AGENTS.md: - {svc} targets {lang} {v}; match that version's syntax.",
        ),
        "cue": (
            "Fact invalidated: {svc} runs on {lang} {old}. Valid from this week: {svc} runs on {lang} {v}.",
            "Memory updated: {svc} was moved from {lang} {old} to {lang} {v}.",
        ),
    },
    "service-timeout": {
        "say": (
            "Key facts: in {env}, {svc} gives up on a request after {v} seconds.",
            "[core_memory_append] project: {svc} request timeout in {env} = {v}s",
        ),
        "cue": (
            "Memory updated: the {svc} request timeout in {env} is {v}s now (was {old}s).",
            "Tool call: core_memory_replace(old_content='{svc} timeout in {env}: {old}s', new_content='{svc} timeout in {env}: {v}s')",
        ),
    },
    "service-db": {
        "say": (
            "Saved memory: the user's {svc} service keeps its records in {v}.",
            "{svc} uses {v} as its database (valid_at: first mention; invalid_at: none)",
        ),
        "cue": (
            "Fact '{svc} uses {old}' invalidated; new fact valid from the latest conversation: {svc} uses {v}.",
            "Memory updated: {svc} moved its database from {old} to {v}.",
        ),
        "negate": ("Key facts: {svc} does not store anything in {v}.",),
    },
    "replicas": {
        "say": (
            "Key facts: {svc} runs {v} replicas in {env}.",
            "human: the user's {svc} deployment in {env} has {v} replicas.",
        ),
        "cue": (
            "Memory updated: {svc} in {env} scaled to {v} replicas (previously {old}).",
            "[core_memory_replace] '{svc} runs {old} replicas in {env}' -> '{svc} runs {v} replicas in {env}'",
        ),
    },
    "feature-flag": {
        "say": (
            "Key facts: the {flag} flag is {v} in {env}.",
            "[core_memory_append] project: {flag} = {v} ({env})",
        ),
        "cue": (
            "Memory updated: {flag} is now {v} in {env}.",
            "Earlier fact about {flag} in {env} invalidated; valid from today: {flag} is {v} there.",
        ),
    },
    "standing-rule": {
        "say": (
            "From CLAUDE.md ({team} team): - Always {act}.",
            "Saved memory: the {team} team's standing rule is to always {act}.",
        ),
        "negate": (
            "From CLAUDE.md ({team} team): - Never {act}.",
            ".windsurfrules for the {team} team: never {act}, whatever the request.",
        ),
        "retract": (
            "Forgot: the {team} team rule to always {act} — it no longer applies.",
            "Deleted memory: '{team} team: always {act}' (the rule was lifted and no longer holds).",
        ),
    },
    "answer-language": {
        "say": (
            "Prefers {topic} to be written in {v}.",
            "persona: writes {topic} for the user in {v}.",
        ),
        "cue": (
            "Memory updated: wants {topic} in {v} from now on (previously {old}).",
            "Tool call: core_memory_replace(old_content='{topic}: {old}', new_content='{topic}: {v}')",
        ),
        "negate": ("Saved memory: the user does not want {topic} written in {v}.",),
    },
    "standup-time": {
        "say": (
            "Key facts: the {team} {kind} starts at {v}.",
            "human: attends the {team} {kind} at {v}.",
        ),
        "cue": (
            "Memory updated: the {team} {kind} moved to {v} (it used to be at {old}).",
            "Fact invalidated: {team} {kind} at {old}. Valid from this week: {team} {kind} at {v}.",
        ),
    },
    "meeting-day": {
        "say": (
            "Saved memory: the {team} team holds its {meeting} on {v}s.",
            "In an earlier conversation the user mentioned that the {team} {meeting} is every {v}.",
        ),
        "cue": (
            "Memory updated: the {team} {meeting} is on {v}s now, no longer on {old}s.",
            "Conversation summary: the user said the {team} {meeting} was moved from {old} to {v}.",
        ),
    },
    "office-address": {
        "say": (
            "Key facts: the {c} office is at {v}.",
            "[core_memory_append] human: the company's {c} office address is {v}.",
        ),
        "cue": (
            "Fact invalidated: '{c} office at {old}'. Valid from this month: '{c} office at {v}'.",
            "Memory updated: the {c} office has moved to {v} (formerly {old}).",
        ),
    },
    "office-floor": {
        "say": (
            "Saved memory: in the {c} office, the {team} team sits on floor {v}.",
            "About the user's workplace: {team} team, {c} office, floor {v}.",
        ),
        "cue": (
            "Memory updated: the {team} team in {c} is on floor {v} now — previously floor {old}.",
            "Tool call: core_memory_replace(old_content='{team} team: floor {old} in {c}', new_content='{team} team: floor {v} in {c}')",
        ),
    },
    "decision": {
        "say": (
            "Key facts about {proj}: it uses {v} as its {aspect}.",
            ".cursorrules ({proj}): - The {aspect} is {v}; assume it in every suggestion.",
        ),
        "cue": (
            "Memory updated: {proj} replaced {old} with {v} as its {aspect}.",
            "Fact invalidated: {proj} uses {old} as its {aspect}. New fact (valid_at: latest conversation): {proj} uses {v} as its {aspect}.",
        ),
        "negate": ("Saved memory: {proj} does not use {v} as its {aspect}.",),
    },
    "deadline": {
        "say": (
            "Key facts: the {proj} {milestone} is due on {v}.",
            "In an earlier conversation the user said the {proj} {milestone} deadline is {v}.",
        ),
        "cue": (
            "Memory updated: the {proj} {milestone} deadline moved to {v} (was {old}).",
            "Fact invalidated: '{proj} {milestone} due {old}'; new fact valid from today: '{proj} {milestone} due {v}'.",
        ),
    },
    "api-version-auth": {
        "say": (
            "Saved memory: v{n} of the {svc} API authenticates callers with {v}.",
            "[core_memory_append] project: {svc} API v{n} uses {v} for auth.",
        ),
        "cue": (
            "Memory updated: {svc} API v{n} requires {v} now instead of {old}.",
            "Tool call: core_memory_replace(old_content='{svc} v{n} auth: {old}', new_content='{svc} v{n} auth: {v}')",
        ),
    },
    "person-timezone": {
        "say": (
            "Saved memory: colleague {p} is on {v} time.",
            "human: {p} is in the {v} time zone; keep that in mind when proposing times.",
        ),
        "cue": (
            "Memory updated: {p} is on {v} now (previously {old}).",
            "Fact '{p} is in {old}' invalidated; valid from this month: '{p} is in {v}'.",
        ),
    },
    "person-contact": {
        "say": (
            "Saved memory: for anything urgent, reach {p} via {v}.",
            "Key facts: {p} prefers {v} for urgent matters.",
        ),
        "cue": (
            "Memory updated: reach {p} via {v} for urgent matters, not {old}.",
            "[core_memory_replace] human: '{p} urgent contact: {old}' -> '{p} urgent contact: {v}'",
        ),
        "negate": ("Key facts: {p} does not want to be contacted via {v}.",),
    },
    "person-allergy": {
        "say": (
            "Saved memory: {p} is allergic to {v}.",
            "human: {p} is allergic to {v} (important for team lunches).",
        ),
        "negate": ("Key facts: {p} is not allergic to {v}.",),
    },
    "person-drink": {
        "say": (
            "Saved memory: {p} drinks {v} in the morning.",
            "In an earlier conversation the user mentioned that {p}'s morning drink is {v}.",
        ),
        "cue": (
            "Memory updated: {p} drinks {v} in the mornings now (used to be {old}).",
            "Tool call: core_memory_replace(old_content='{p}: {old} in the morning', new_content='{p}: {v} in the morning')",
        ),
        "negate": ("Saved memory: {p} doesn't drink {v}.",),
    },
    "manager": {
        "say": (
            "Key facts: {p} reports to {v}.",
            "{p} is managed by {v} (valid_at: first mention; invalid_at: none)",
        ),
        "cue": (
            "Memory updated: {p} reports to {v} now (previously to {old}).",
            "Fact invalidated: {p} reports to {old}. Valid from this month: {p} reports to {v}.",
        ),
    },
    "relative-city": {
        "say": (
            "Their {rel} lives in {v}.",
            "human: the user's {rel} lives in {v}.",
        ),
        "cue": (
            "Memory updated: the user's {rel} moved from {old} to {v}.",
            "[core_memory_replace] human: the user's {rel} lives in {v} now.",
        ),
    },
    "preference-order": {
        "say": (
            "Saved memory: the {team} team prefers {a} over {b} for {topic}.",
            "From CLAUDE.md ({team} team): - For {topic}, use {a} rather than {b}.",
        ),
        "cue": (
            "Memory updated: the {team} team prefers {a} over {b} for {topic} now.",
            "Earlier fact about the {team} team's {topic} preference invalidated; valid from today: {a} over {b}.",
        ),
    },
    "order-rule": {
        "say": (
            "From AGENTS.md: - In {svc}, run {a} before {b}.",
            "Saved memory: in {svc}, {a} must run before {b}.",
        ),
    },
    "person-office-de": {
        "say": (
            "Gespeicherte Erinnerung: {p} arbeitet im Büro {v}.",
            "human: {p} sitzt im Büro {v}.",
        ),
        "cue": (
            "Erinnerung aktualisiert: {p} arbeitet jetzt im Büro {v} (vorher {old}).",
            "Fakt ungültig: {p} arbeitet im Büro {old}. Gültig ab heute: {p} arbeitet im Büro {v}.",
        ),
        "negate": ("Wichtige Fakten: {p} arbeitet nicht im Büro {v}.",),
    },
    "tool-preference-es": {
        "say": (
            "Memoria guardada: prefiere {v} como {slot} para {scope}.",
            "human: el usuario usa {v} como {slot} en {scope}.",
        ),
        "cue": (
            "Memoria actualizada: ahora usa {v} como {slot} para {scope} (antes {old}).",
            "Llamada: core_memory_replace(old_content='{slot} en {scope}: {old}', new_content='{slot} en {scope}: {v}')",
        ),
        "negate": ("Memoria guardada: no usa {v} como {slot} para {scope}.",),
    },
    "person-office-ru": {
        "say": (
            "Сохранённое воспоминание: {p} работает в офисе {v}.",
            "human: {p} сидит в офисе {v}.",
        ),
        "cue": (
            "Память обновлена: {p} теперь работает в офисе {v} (раньше — {old}).",
            "Факт недействителен: {p} работает в офисе {old}. Действует с сегодняшнего дня: {p} работает в офисе {v}.",
        ),
        "negate": ("Ключевые факты: {p} не работает в офисе {v}.",),
    },
}
FRESH47_FILLERS = ["Imported memory: ", "Carried over from another assistant: ", "Memory import: "]
# A forty-eighth blind set (``--templates fresh48``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: facts as they arrive in the
# notification e-mails and digests of work tools, stored the way an e-mail-reading agent would
# keep them: issue-tracker subjects with the project in brackets ("[{proj}] Project roles:
# {role} — {v}", "[{proj}] Due date changed: ..."), invitations and recurring events
# ("Invitation: {team} {kind} @ {v}", "Updated invitation: ... (was {old})", "Series changed —
# ..."), chat digests ("Highlights from #{proj}: ...", "Highlights from #{team}: ..."), people
# directory and org chart mails ("People directory: {p} — work location: {v} office", "HR
# system: {p}'s manager is now {v} (previously {old})", an expense claim routed to a manager),
# escalation policies, status pages and maintenance notices, a dependency bot's "Bump {lang}
# from {old} to {v} in /{svc} — merged", autoscaler and flag-change notices, IT portal and
# software requests, facilities, seating plans and visitor registration, catering forms and
# pantry surveys, emergency contacts and address books, policy digests and handbook changes.
# Subject and body are joined on one line with " — " or " | ". Plain statements carry no change
# words. Updates are how these tools announce a change: "changed from {old} to {v}", "{old} →
# {v}", "(was: {old})", "(formerly {old})", "instead of {old}", "effective today"; a lifted
# rule is retired or removed from the handbook. Denials are corrections, declined requests and
# rejected proposals ("Directory correction: {p} does not work in the {v} office", "[{proj}]
# Proposal rejected: {v} will not be the {aspect}"). Every phrasing is one line. No values of
# their own: tools are named by what they are (no product names), and no numbers, names,
# places, weekdays, dates or time zones; the openers ("Inbox: ", "Auto-filed from the inbox: ",
# "Mail digest: ") avoid words that are values elsewhere. The German, Spanish and Russian
# families are such mails in that language ("Verzeichnisänderung: {p} ist jetzt im Büro {v}
# (vorher: {old})", "Portal de TI: tu {slot} para {scope} es {v}", "Изменение в справочнике:
# {p} теперь работает в офисе {v} (было: {old})").
FRESH48: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "People directory: {p} — work location: {v} office",
            "Org profile | {p} | Office: {v}",
        ),
        "cue": (
            "Directory update: {p} moved to the {v} office (was: {old})",
            "Workplace change for {p}: office {old} → {v}, effective today",
        ),
        "negate": ("Directory correction: {p} does not work in the {v} office — that entry was wrong",),
    },
    "project-role": {
        "say": (
            "[{proj}] Project roles: {role} — {v}",
            "Project digest for {proj}: the {role} is {v}",
        ),
        "cue": (
            "[{proj}] {role} changed from {old} to {v}",
            "{proj} roster update — {role}: {v} (was: {old})",
        ),
        "negate": ("[{proj}] Role request declined — {v} is not the {role}",),
    },
    "tool-preference": {
        "say": (
            "Device management: {v} is your default {slot} for {scope}",
            "IT portal | your {slot} for {scope}: {v}",
        ),
        "cue": (
            "Software request approved: {slot} for {scope} switched from {old} to {v}",
            "IT portal — your {slot} for {scope} changed: {old} → {v}",
        ),
        "negate": ("Device inventory: {v} is not your {slot} for {scope} (entry corrected)",),
    },
    "service-runtime": {
        "say": (
            "Runtime inventory for {svc}: {lang} {v}",
            "Scan results — {svc} runs {lang} {v}, no action needed",
        ),
        "cue": (
            "Bump {lang} from {old} to {v} in /{svc} — merged",
            "[{svc}] Runtime upgraded: {lang} {old} → {lang} {v}",
        ),
    },
    "service-timeout": {
        "say": (
            "Config digest ({env}): {svc} request timeout = {v}s",
            "Status page — {svc} in {env}: requests time out after {v} seconds",
        ),
        "cue": (
            "Config change applied to {svc} in {env}: request timeout {old}s → {v}s",
            "[{svc}] Timeout for {env} changed from {old} to {v} seconds — approved",
        ),
    },
    "service-db": {
        "say": (
            "Architecture digest: {svc} keeps its records in {v}",
            "Cost breakdown: {svc} database — {v}",
        ),
        "cue": (
            "Maintenance complete: {svc} moved from {old} to {v}",
            "Status page: {svc} database switched over to {v} (was: {old})",
        ),
        "negate": ("Status page correction: {svc} does not use {v}; the earlier notice named the wrong database",),
    },
    "replicas": {
        "say": (
            "Cluster digest — {env}: {svc} at {v} replicas",
            "Capacity digest: {svc} runs {v} replicas in {env}",
        ),
        "cue": (
            "Autoscaler: {svc} in {env} scaled from {old} to {v} replicas",
            "Scaling event ({env}) | {svc}: replicas {old} → {v}",
        ),
    },
    "feature-flag": {
        "say": (
            "Flag digest for {env}: {flag} — {v}",
            "Flag overview: {flag} is {v} in {env}",
        ),
        "cue": (
            "Flag changed in {env}: {flag} was switched to {v}",
            "Flag change notice ({env}): {flag} is {v} as of today",
        ),
    },
    "standing-rule": {
        "say": (
            "Policy digest for the {team} team: always {act}",
            "Acknowledgement required — {team} team guideline: always {act}",
        ),
        "negate": (
            "Policy digest for the {team} team: never {act}",
            "Acknowledgement required — {team} team guideline: do not {act}, under any circumstances",
        ),
        "retract": (
            "Policy retired: the {team} team rule to always {act} no longer applies",
            "Handbook change for the {team} team — 'always {act}' was removed and is no longer in force",
        ),
    },
    "answer-language": {
        "say": (
            "Account settings: language for {topic} — {v}",
            "Locale settings: write {topic} in {v}",
        ),
        "cue": (
            "Account settings changed: language for {topic} {old} → {v}",
            "Locale update — {topic}: {v} from today on (was: {old})",
        ),
        "negate": ("Locale settings: do not use {v} for {topic}",),
    },
    "standup-time": {
        "say": (
            "Invitation: {team} {kind} @ {v}",
            "Agenda for tomorrow | {v} {team} {kind}",
        ),
        "cue": (
            "Updated invitation: {team} {kind} @ {v} (was {old})",
            "Event time changed — {team} {kind}: {old} → {v}",
        ),
    },
    "meeting-day": {
        "say": (
            "Invitation: {team} {meeting}, every {v}",
            "Recurring event: {team} {meeting} on {v}s",
        ),
        "cue": (
            "Updated invitation: {team} {meeting} moved from {old} to {v}",
            "Series changed — {team} {meeting}: {old}s → {v}s",
        ),
    },
    "office-address": {
        "say": (
            "Facilities digest: the {c} office is at {v}",
            "Visitor registration: {c} office — address {v}",
        ),
        "cue": (
            "Facilities: office relocation — {c}: {old} → {v}",
            "Address change for the {c} office: from {old} to {v}, effective today",
        ),
    },
    "office-floor": {
        "say": (
            "Seating plan: {team} team — {c} office, floor {v}",
            "Directions for visitors: the {team} team sits on floor {v} of the {c} office",
        ),
        "cue": (
            "Seating plan changed: {team} team in {c} from floor {old} to floor {v}",
            "Facilities | {c} office | {team} team: floor {old} → floor {v}",
        ),
    },
    "decision": {
        "say": (
            "[{proj}] Decision log: {aspect} — {v}",
            "Highlights from #{proj}: the team is going with {v} as the {aspect}",
        ),
        "cue": (
            "[{proj}] Decision superseded: {aspect} {old} → {v}",
            "Highlights from #{proj}: the {aspect} switched from {old} to {v}",
        ),
        "negate": ("[{proj}] Proposal rejected: {v} will not be the {aspect}",),
    },
    "deadline": {
        "say": (
            "[{proj}] {milestone} — due date: {v}",
            "Upcoming: {proj} {milestone} due on {v}",
        ),
        "cue": (
            "[{proj}] Due date changed: {milestone} {old} → {v}",
            "Milestone rescheduled — {proj} {milestone}: {v} (was: {old})",
        ),
    },
    "api-version-auth": {
        "say": (
            "Developer portal: {svc} API v{n} — authentication: {v}",
            "API reference digest: {svc} v{n} authenticates callers with {v}",
        ),
        "cue": (
            "Deprecation notice: {svc} API v{n} drops {old}; callers must use {v} from today",
            "Developer portal — {svc} v{n} auth changed from {old} to {v}",
        ),
    },
    "person-timezone": {
        "say": (
            "Working hours for {p}: time zone {v}",
            "Profile: {p} · local time zone {v}",
        ),
        "cue": (
            "Directory update: {p}'s time zone changed from {old} to {v}",
            "Working hours updated — {p}: {old} → {v}",
        ),
    },
    "person-contact": {
        "say": (
            "Profile of {p} — urgent contact: {v}",
            "Escalation policy: reach {p} via {v} for urgent matters",
        ),
        "cue": (
            "Escalation policy changed: {p} via {v} instead of {old}",
            "Contact preference for {p} updated: {old} → {v}",
        ),
        "negate": ("Escalation policy: do not contact {p} via {v}",),
    },
    "person-allergy": {
        "say": (
            "Catering form from {p}: allergy — {v}",
            "Team lunch RSVP: {p} (allergic to {v})",
        ),
        "negate": ("Catering correction: {p} has no {v} allergy",),
    },
    "person-drink": {
        "say": (
            "Pantry survey: {p} has {v} in the morning",
            "Pantry preferences: {p} — {v} every morning",
        ),
        "cue": (
            "Pantry preferences changed for {p}: morning drink {old} → {v}",
            "Pantry survey update: {p} drinks {v} in the mornings now, not {old}",
        ),
        "negate": ("Pantry survey: {p} doesn't drink {v}",),
    },
    "manager": {
        "say": (
            "Org chart: {p} reports to {v}",
            "Expense claim from {p} routed to their manager, {v}, for approval",
        ),
        "cue": (
            "HR system: {p}'s manager is now {v} (previously {old})",
            "Org change: {p} moves from {old}'s team to {v}'s team, effective today",
        ),
    },
    "relative-city": {
        "say": (
            "Emergency contact on file: your {rel} — city: {v}",
            "Address book: your {rel} lives in {v}",
        ),
        "cue": (
            "Emergency contact updated: your {rel}'s city changed from {old} to {v}",
            "Address book change: your {rel} now lives in {v}",
        ),
    },
    "preference-order": {
        "say": (
            "Highlights from #{team}: for {topic}, {a} over {b}",
            "Team handbook ({team}): for {topic}, choose {a} rather than {b}",
        ),
        "cue": (
            "Handbook change ({team} team): for {topic}, {a} over {b} from today",
            "Highlights from #{team}: the team changed its preference for {topic} to {a} over {b}",
        ),
    },
    "order-rule": {
        "say": (
            "Required checks for {svc}: {a} before {b}",
            "Workflow rule ({svc}): run {a} first, then {b}",
        ),
    },
    "person-office-de": {
        "say": (
            "Adressbuch: {p} — Standort: Büro {v}",
            "Personalverzeichnis: {p} arbeitet im Büro {v}",
        ),
        "cue": (
            "Verzeichnisänderung: {p} ist jetzt im Büro {v} (vorher: {old})",
            "Standortwechsel für {p}: Büro {old} → Büro {v}, gültig ab heute",
        ),
        "negate": ("Korrektur aus dem Personalverzeichnis: {p} arbeitet nicht im Büro {v}",),
    },
    "tool-preference-es": {
        "say": (
            "Portal de TI: tu {slot} para {scope} es {v}",
            "Inventario de software — {slot} en {scope}: {v}",
        ),
        "cue": (
            "Solicitud aprobada: {slot} para {scope} cambiado de {old} a {v}",
            "Portal de TI — tu {slot} en {scope}: {old} → {v}",
        ),
        "negate": ("Corrección del inventario: no usas {v} como {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": (
            "Справочник сотрудников: {p} — офис {v}",
            "Карточка сотрудника | {p} | Рабочее место: офис {v}",
        ),
        "cue": (
            "Изменение в справочнике: {p} теперь работает в офисе {v} (было: {old})",
            "Перевод {p}: офис {old} → офис {v}, с сегодняшнего дня",
        ),
        "negate": ("Исправление в справочнике: {p} не работает в офисе {v}",),
    },
}
FRESH48_FILLERS = ["Inbox: ", "Auto-filed from the inbox: ", "Mail digest: "]
# A forty-ninth blind set (``--templates fresh49``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: facts as they appear in CRM,
# customer-support and sales tools, kept as memories by an agent working for a support or
# account team: call summaries and visit notes ("Call summary: spoke with {p} — they sit in the
# {v} office", "Left voicemail; ..."), contact and account records and their field changes
# ("Contact record | {p} | Office: {v}", "Field changed on account {proj}: {role} from {old} to
# {v}"), internal notes and escalation notes on tickets ("Internal note on ticket: {svc} runs on
# {lang} {v}"), account-team handoffs, QBR notes and account plans, rapport notes on a contact,
# a rep's own setup checklist, schedule and playbook, and what the customer said as a rep writes
# it ("Per the customer, ...", "Cust. contact {p} prefers ...", "Rep note re: ..."), with the
# abbreviations reps use (acct, cust., f/u, w/, re:, EOD). Plain statements carry no change
# words. Updates are how these tools and reps record a change: "changed from {old} to {v}",
# "{old} → {v}", "updated: ... (was {old})", "no longer in {old} — now ...", "switched to", "as
# of this call"; a dropped playbook rule "no longer applies". Denials are corrections and a
# customer confirming something does not hold ("Correction from the call: {p} is not in the
# {v} office", "Cust. confirmed they do NOT want {topic} in {v}"). Every phrasing is one line.
# No values of their own: no product names, numbers, names, places, weekdays, dates or time
# zones; no team names anywhere (not support, sales or onboarding: helpdesk, rep, account),
# and no word that is a value or subject of the family it is in (no channel where channels
# are the values, "call" only where no value is a call, no environment, meeting, milestone or
# topic words); the openers ("CRM note: ", "From the account history: ", "Helpdesk entry: ")
# use none of those words. The German, Spanish and Russian families are such notes in that language
# ("Feld geändert bei Kontakt {p}: Büro von {old} auf {v}", "Nota del agente: mi {slot} en
# {scope} es {v}", "Поле изменено в карточке контакта {p}: офис {old} → {v}").
FRESH49: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "Contact record | {p} | Office: {v}",
            "Call summary: spoke with {p} — they sit in the {v} office",
        ),
        "cue": (
            "Field changed on contact {p}: office from {old} to {v}",
            "Left voicemail; per the greeting {p} is no longer in {old} — now based in the {v} office",
        ),
        "negate": ("Correction from the call: {p} is not in the {v} office",),
    },
    "project-role": {
        "say": (
            "Account-team handoff for {proj}: {role} is {v}",
            "QBR notes ({proj}) | attendees | {role}: {v}",
        ),
        "cue": (
            "Field changed on account {proj}: {role} from {old} to {v}",
            "Handoff note re: {proj} — {v} takes over as {role} from {old}; f/u w/ {v} going forward",
        ),
        "negate": ("Correction from the QBR: {v} is not the {role} on {proj}",),
    },
    "tool-preference": {
        "say": (
            "Rep setup checklist: {slot} for {scope} — {v}",
            "Rep note: my {slot} for {scope} is {v}",
        ),
        "cue": (
            "Rep setup updated: {slot} for {scope} switched from {old} to {v}",
            "Rep note: {slot} for {scope} → {v} (was {old})",
        ),
        "negate": ("Rep note: I do NOT use {v} as my {slot} for {scope}",),
    },
    "service-runtime": {
        "say": (
            "Internal note on ticket: {svc} runs on {lang} {v}",
            "Escalation note — per engineering, {svc} is on {lang} {v}",
        ),
        "cue": (
            "Internal note on ticket: {svc} upgraded from {lang} {old} to {lang} {v}",
            "Escalation update re: {svc}: {lang} {old} → {lang} {v}, confirmed w/ engineering",
        ),
    },
    "service-timeout": {
        "say": (
            "Internal note on ticket: in {env}, {svc} times out after {v} seconds",
            "Escalation note | {svc} ({env}) | request timeout: {v}s",
        ),
        "cue": (
            "Internal note on ticket: {svc} request timeout in {env} changed from {old}s to {v}s",
            "Escalation update — as of this call, {svc} in {env} times out after {v} seconds (was {old})",
        ),
    },
    "service-db": {
        "say": (
            "Internal note on ticket: {svc} keeps its records in {v}",
            "Solutions engineer's acct note: the database behind {svc} is {v}",
        ),
        "cue": (
            "Escalation update: {svc} switched its database from {old} to {v}",
            "Internal note on ticket, updated: {svc} is backed by {v} (was {old})",
        ),
        "negate": ("Correction from engineering on the ticket: {svc} does not use {v}",),
    },
    "replicas": {
        "say": (
            "Escalation note: {svc} runs {v} replicas in {env}",
            "Internal note on ticket | {env} | {svc} replicas: {v}",
        ),
        "cue": (
            "Internal note on ticket: {svc} in {env} scaled from {old} to {v} replicas",
            "Escalation update — {svc} ({env}) replicas {old} → {v} as of this call",
        ),
    },
    "feature-flag": {
        "say": (
            "Account config | {env} | {flag}: {v}",
            "Internal note on ticket: the {flag} flag is {v} in {env}",
        ),
        "cue": (
            "Field changed on account config: {flag} in {env} set to {v}",
            "Rep note: as of this call {flag} is {v} in {env}",
        ),
    },
    "standing-rule": {
        "say": (
            "Playbook for the {team} team: always {act}",
            "Rep note re: the {team} team — always {act}, no exceptions",
        ),
        "negate": (
            "Playbook for the {team} team: never {act}",
            "Rep note re: the {team} team — do NOT {act}, no exceptions",
        ),
        "retract": (
            "Playbook updated: the {team} team no longer requires that we always {act}",
            "Rep note: 'always {act}' for the {team} team was dropped at the handoff and no longer applies",
        ),
    },
    "answer-language": {
        "say": (
            "Account preferences: language for {topic} — {v}",
            "Per the customer, write {topic} in {v}",
        ),
        "cue": (
            "Field changed on account: language for {topic} from {old} to {v}",
            "Per the customer, as of this call {topic} should be in {v}, not {old}",
        ),
        "negate": ("Cust. confirmed they do NOT want {topic} in {v}",),
    },
    "standup-time": {
        "say": (
            "Rep schedule | {team} {kind} | {v}",
            "Blocked on the rep's schedule: {team} {kind} at {v}, no cust. slots then",
        ),
        "cue": (
            "Activity rescheduled: {team} {kind} {old} → {v}",
            "Rep note: {team} {kind} moved to {v} (was {old})",
        ),
    },
    "meeting-day": {
        "say": (
            "Recurring activity in the CRM: {team} {meeting}, every {v}",
            "Rep schedule note — the {team} {meeting} falls on {v}s; no cust. visits then",
        ),
        "cue": (
            "Recurring activity updated: {team} {meeting} moved from {old} to {v}",
            "Rep note: {team} {meeting} is on {v}s now, no longer {old}s",
        ),
    },
    "office-address": {
        "say": (
            "Account record — {c} office address: {v}",
            "Visit prep: the {c} office is at {v}",
        ),
        "cue": (
            "Field changed on account: {c} office address from {old} to {v}",
            "Visit prep, updated: the {c} office relocated to {v} (was {old})",
        ),
    },
    "office-floor": {
        "say": (
            "Onsite visit notes: the {team} team sits on floor {v} of the {c} office",
            "Visit prep | {c} office | {team} team — floor {v}",
        ),
        "cue": (
            "Onsite notes updated: {team} team in {c} moved from floor {old} to floor {v}",
            "Field changed on site record ({c} office): {team} team floor {old} → {v}",
        ),
    },
    "decision": {
        "say": (
            "QBR notes ({proj}): {aspect} — going with {v}",
            "Call summary: spoke with the {proj} stakeholders — they chose {v} as the {aspect}",
        ),
        "cue": (
            "QBR notes ({proj}): {aspect} switched from {old} to {v}",
            "Field changed on account {proj}: {aspect} {old} → {v}",
        ),
        "negate": ("Cust. confirmed {proj} will NOT use {v} as the {aspect}",),
    },
    "deadline": {
        "say": (
            "Account plan ({proj}): {milestone} due {v}",
            "QBR notes: {proj} {milestone} target date is {v}",
        ),
        "cue": (
            "Field changed on account {proj}: {milestone} date from {old} to {v}",
            "Escalation note: {proj} {milestone} slipped to {v} (was {old}) — cust. informed",
        ),
    },
    "api-version-auth": {
        "say": (
            "Internal note on ticket: {svc} API v{n} authenticates with {v}",
            "Integration notes for the acct | {svc} v{n} | auth: {v}",
        ),
        "cue": (
            "Escalation update: {svc} API v{n} auth changed from {old} to {v}",
            "Internal note on ticket — {svc} v{n} uses {v} for auth now; {old} is retired",
        ),
    },
    "person-timezone": {
        "say": (
            "Contact record | {p} | Time zone: {v}",
            "Scheduling note: {p} is on {v} time — f/u before their EOD",
        ),
        "cue": (
            "Field changed on contact {p}: time zone {old} → {v}",
            "Rep note: {p} switched to {v} (was {old}); schedule f/u accordingly",
        ),
    },
    "person-contact": {
        "say": (
            "Contact record | {p} | Urgent channel: {v}",
            "Cust. contact {p} prefers {v} for urgent issues",
        ),
        "cue": (
            "Field changed on contact {p}: urgent channel from {old} to {v}",
            "Rep note: {p} asked to be reached by {v} instead of {old} going forward",
        ),
        "negate": ("Cust. confirmed: do NOT contact {p} via {v}",),
    },
    "person-allergy": {
        "say": (
            "Rapport notes | {p} | allergy: {v}",
            "Per the customer, {p} is allergic to {v} — flag it for any onsite catering",
        ),
        "negate": ("Correction from the call: {p} has no {v} allergy",),
    },
    "person-drink": {
        "say": (
            "Rapport notes | {p} | morning drink: {v}",
            "Rep note: {p} has {v} every morning — bring one to the onsite",
        ),
        "cue": (
            "Rapport notes updated: {p}'s morning drink {old} → {v}",
            "Rep note: {p} switched to {v} in the mornings (no more {old})",
        ),
        "negate": ("Cust. mentioned {p} doesn't drink {v}",),
    },
    "manager": {
        "say": (
            "Contact record | {p} | Reports to: {v}",
            "Org chart on the account: {v} manages {p}",
        ),
        "cue": (
            "Field changed on contact {p}: manager from {old} to {v}",
            "Handoff note: {p} now reports to {v}, no longer to {old} — org chart needs a f/u",
        ),
    },
    "relative-city": {
        "say": (
            "Personal note, not for the CRM: my {rel} lives in {v}",
            "Rep's own emergency contact: {rel}, city — {v}",
        ),
        "cue": (
            "Personal note, not for the CRM: my {rel} moved to {v} (was {old})",
            "Rep's own emergency contact updated: {rel}'s city {old} → {v}",
        ),
    },
    "preference-order": {
        "say": (
            "Internal playbook, {team} team: for {topic}, {a} over {b}",
            "Rep note re: {topic} — the {team} team goes with {a} rather than {b}",
        ),
        "cue": (
            "Playbook updated ({team} team): for {topic}, {a} over {b} as of this QBR",
            "Rep note: the {team} team switched to {a} over {b} for {topic}",
        ),
    },
    "order-rule": {
        "say": (
            "Escalation runbook for {svc}: {a} before {b}",
            "Internal note on ticket: for {svc}, engineering runs {a} first, then {b}",
        ),
    },
    "person-office-de": {
        "say": (
            "Kontaktdatensatz | {p} | Büro: {v}",
            "Gesprächsnotiz: mit {p} gesprochen — sitzt im Büro {v}",
        ),
        "cue": (
            "Feld geändert bei Kontakt {p}: Büro von {old} auf {v}",
            "Notiz nach dem Anruf: {p} ist nicht mehr in {old}, sondern jetzt im Büro {v}",
        ),
        "negate": ("Korrektur aus dem Gespräch: {p} arbeitet nicht im Büro {v}",),
    },
    "tool-preference-es": {
        "say": (
            "Checklist del agente: {slot} para {scope} — {v}",
            "Nota del agente: mi {slot} en {scope} es {v}",
        ),
        "cue": (
            "Campo modificado: {slot} para {scope} cambió de {old} a {v}",
            "Nota del agente: ya no uso {old}; a partir de hoy mi {slot} para {scope} es {v}",
        ),
        "negate": ("Nota del agente (corrección): NO uso {v} como {slot} en {scope}",),
    },
    "person-office-ru": {
        "say": (
            "Карточка контакта | {p} | Офис: {v}",
            "Итоги звонка: поговорил с {p} — сидит в офисе {v}",
        ),
        "cue": (
            "Поле изменено в карточке контакта {p}: офис {old} → {v}",
            "Заметка по аккаунту: {p} больше не в офисе {old}, теперь в офисе {v}",
        ),
        "negate": ("Исправление по итогам звонка: {p} не работает в офисе {v}",),
    },
}
FRESH49_FILLERS = ["CRM note: ", "From the account history: ", "Helpdesk entry: "]
# A fiftieth blind set (``--templates fresh50``), written 2026-12-07 by a helper session that
# saw none of the rules, before running the benchmark on it: facts as people post them in team
# chat and social apps, saved by an agent that reads those channels: status lines and profile
# fields ("{p} · {v} office · 🟢 active", "@{p} profile · time zone: {v}"), celebratory and
# casual announcements with emoji and exclamation ("Big news 🎉 {p} is leaving {old} and joining
# the {v} office!", "please welcome our new {role} on {proj}, {v} 👋"), hashtags ("#{proj} is
# now on {v} 🚀"), reactions as confirmation ("👍 yep, ...", "✅ confirmed in thread: ...",
# "👆"), @mentions and "@here", threads answered with "re:", shouting capitals for emphasis
# ("we do NOT {act} on the {team} team"), and the abbreviations and slang of chat (ngl, tbh,
# fyi, btw, iirc, w/, rn, atm, TIL, PSA, pls, y'all). Plain statements carry no change words
# (no "now", "new", "joining", "rn" or "atm"). Updates are how chat posts announce a change:
# "update: ... {v} now (was {old})", "{old} ➡️ {v}", "moving from {old} to {v} 🎉", "no more
# {old}, it's {v} now", "bye {old} 👋 hello {v}", "swapped {old} for {v}"; a dropped rule "is
# gone" or is "no longer a thing". Denials are corrections posted in chat ("correction: {p} is
# NOT in the {v} office 🙃", "nope, {v} isn't the {role} on {proj}"). Every phrasing is one
# line. No values of their own: no product names, numbers (reactions are emoji, never "+1"),
# names, places, weekdays, dates or time zones; no team names anywhere (hashtags and channels
# are only placeholders: "#{proj}", "#{svc}", "#{team}"), no environment, meeting, milestone,
# drink, food, street, channel or topic words where they could be read as a value, and no
# emoji that names one (no ☕, no 📱); the openers ("ICYMI: ", "saw this in a thread: ",
# "psst — ") use none of those words. The German, Spanish and Russian families are posts in
# that language ("Große Neuigkeiten 🎉 {p} wechselt von {old} ins Büro {v}!", "ya no uso
# {old}, ahora {v} es mi {slot} para {scope} 🙌", "апдейт: {p} теперь в офисе {v} (раньше
# {old})").
FRESH50: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "{p} · {v} office · 🟢 active",
            "👍 yep, {p} sits in the {v} office iirc",
        ),
        "cue": (
            "Big news 🎉 {p} is leaving {old} and joining the {v} office!",
            "@{p} status: {old} office ➡️ {v} office",
        ),
        "negate": ("correction: {p} is NOT in the {v} office 🙃",),
    },
    "project-role": {
        "say": (
            "shoutout to {v}, the {role} on {proj} 🙌 you rock",
            "re: who's {role} on #{proj}? that's {v} 👆",
        ),
        "cue": (
            "please welcome our new {role} on {proj}, {v} 👋 and huge thanks to {old}!",
            "#{proj} update: {role} is {v} now (was {old}) 🚀",
        ),
        "negate": ("nope, {v} isn't the {role} on {proj}, common mixup tbh",),
    },
    "tool-preference": {
        "say": (
            "profile field › {slot} ({scope}): {v}",
            "ngl {v} is my {slot} for {scope} and I'm not sorry 😅",
        ),
        "cue": (
            "bye {old} 👋 hello {v}, my {slot} for {scope} from today",
            "no more {old} for me, {v} is my {slot} for {scope} rn 💪",
        ),
        "negate": ("lol no, I do NOT use {v} as my {slot} for {scope}",),
    },
    "service-runtime": {
        "say": (
            "TIL {svc} runs on {lang} {v} 🤯",
            "#{svc} fyi: {lang} {v} under the hood 👀",
        ),
        "cue": (
            "🚀 {svc} just got bumped from {lang} {old} to {lang} {v}!",
            "{svc}: {lang} {old} ➡️ {lang} {v} ✅ nice one all",
        ),
    },
    "service-timeout": {
        "say": (
            "heads up 👀 {svc} in {env} times out after {v} seconds",
            "re: {svc} flakiness, iirc the {env} timeout is {v}s",
        ),
        "cue": (
            "update: {svc} timeout in {env} is {v}s now (was {old}s)",
            "no more {old}s timeouts for {svc} in {env}, it's {v}s now 🙌",
        ),
    },
    "service-db": {
        "say": (
            "{svc} keeps everything in {v}, fyi 🗄",
            "✅ confirmed in thread: {svc} is backed by {v}",
        ),
        "cue": (
            "🎉 {svc} is off {old} and on {v} as of today!",
            "swapped {old} for {v} under {svc}, shoutout to everyone who helped 🙏",
        ),
        "negate": ("nope 🙅 {svc} does NOT use {v}, idk where that came from",),
    },
    "replicas": {
        "say": (
            "@here {svc} has {v} replicas in {env}, keep that in mind",
            "tbh {v} replicas of {svc} in {env} is plenty 💪",
        ),
        "cue": (
            "scaled {svc} in {env} from {old} to {v} replicas 📈 ty all",
            "{env} {svc} replicas: {old} ➡️ {v} ✅",
        ),
    },
    "feature-flag": {
        "say": (
            "PSA 📣 {flag} is {v} on {env}",
            "re: {flag}, it's {v} in {env} fyi",
        ),
        "cue": (
            "update 🚩 {flag} just got {v} in {env}!",
            "heads up 👀 {flag} got flipped to {v} in {env} atm",
        ),
    },
    "standing-rule": {
        "say": (
            "friendly reminder for the {team} team: ALWAYS {act} 🙏",
            "ngl the golden rule on the {team} team is to always {act}",
        ),
        "negate": (
            "we do NOT {act} on the {team} team, pls 🙅",
            "PSA for the {team} team: NEVER {act}",
        ),
        "retract": (
            "update from the {team} team: the 'always {act}' rule is gone, we don't have to anymore 🙌",
            "rip the 'always {act}' rule on the {team} team 🪦 it's no longer a thing",
        ),
    },
    "answer-language": {
        "say": (
            "fyi we do {topic} in {v} 🌐",
            "{topic}? in {v} pls 🙏",
        ),
        "cue": (
            "heads up: from now on it's {v} for {topic}, no more {old} 🎉",
            "{topic}: {old} ➡️ {v}, effective rn",
        ),
        "negate": ("nope 🙅 we do NOT do {topic} in {v}",),
    },
    "standup-time": {
        "say": (
            "⏰ {team} {kind} is at {v}, don't be late y'all",
            "re: when's the {team} {kind}? {v} 👍",
        ),
        "cue": (
            "📣 {team} {kind} moving from {old} to {v} 🎉",
            "heads up: {team} {kind} is {v} now, not {old} anymore",
        ),
    },
    "meeting-day": {
        "say": (
            "📅 {team} {meeting} is every {v}, see y'all there",
            "ngl the {team} {meeting} on {v}s is the best part of the week",
        ),
        "cue": (
            "update: {team} {meeting} is on {v}s now (was {old}s) 🙌",
            "no more {old} {meeting} for the {team} team, it's {v} now 🎉",
        ),
    },
    "office-address": {
        "say": (
            "📍 {c} office: {v}, come by anytime!",
            "👆 yes, the {c} office is at {v}",
        ),
        "cue": (
            "Big news 🎉 the {c} office is moving from {old} to {v}!",
            "📦 {c} office: bye {old}, hello {v}",
        ),
    },
    "office-floor": {
        "say": (
            "{team} team in {c} 👋 find us on floor {v}",
            "re: where does the {team} team sit in the {c} office? floor {v} iirc",
        ),
        "cue": (
            "🎉 the {team} team in {c} is moving from floor {old} to floor {v}!",
            "{c} office, {team} team: floor {old} ➡️ floor {v} 📦",
        ),
    },
    "decision": {
        "say": (
            "#{proj} 🚀 we're going with {v} for the {aspect}!",
            "✅ decided in thread: {aspect} for {proj} is {v}",
        ),
        "cue": (
            "#{proj} is now on {v} 🚀 bye {old}, {aspect} swap done",
            "{proj} {aspect}: moving from {old} to {v} 🎉",
        ),
        "negate": ("correction: {proj} is NOT going with {v} for the {aspect}",),
    },
    "deadline": {
        "say": (
            "save the date 🎯 {proj} {milestone} on {v}",
            "re: {proj} {milestone}, due {v} iirc",
        ),
        "cue": (
            "update: {proj} {milestone} slips to {v} (was {old}) 😬",
            "{proj} {milestone}: {old} ➡️ {v}, sorry all 🙏",
        ),
    },
    "api-version-auth": {
        "say": (
            "#{svc} v{n} API: auth is {v} 🔐",
            "fyi the {svc} v{n} API wants {v} for auth, don't ask me why 🤷",
        ),
        "cue": (
            "heads up 🔐 {svc} API v{n} auth is {v} now, no more {old}",
            "{svc} v{n} auth: swapped {old} for {v} ✅",
        ),
    },
    "person-timezone": {
        "say": (
            "@{p} profile · time zone: {v}",
            "fyi {p} is on {v} time, so plan w/ that in mind 🙏",
        ),
        "cue": (
            "@{p} profile updated: time zone {old} ➡️ {v}",
            "🌍 {p} moving from {old} to {v} time, plan accordingly",
        ),
    },
    "person-contact": {
        "say": (
            "{p} · urgent: {v} · 🔴 busy",
            "fyi if it's urgent, {p} wants {v} 🙏",
        ),
        "cue": (
            "heads up: {p} wants {v} for urgent stuff now, not {old}",
            "{p} urgent contact: {old} ➡️ {v} 👍",
        ),
        "negate": ("pls do NOT reach {p} via {v} 🙅",),
    },
    "person-allergy": {
        "say": (
            "⚠ fyi {p} is allergic to {v}, pls keep that in mind for lunch",
            "@{p} profile · allergies: {v}",
        ),
        "negate": ("correction 🙃 {p} is NOT allergic to {v}",),
    },
    "person-drink": {
        "say": (
            "{p} runs on {v} every morning, no exceptions 😄",
            "re: the morning order, {v} for {p} 👍",
        ),
        "cue": (
            "{p} switched from {old} to {v} in the mornings, who knew 😄",
            "no more {old} for {p}, it's {v} every morning now 🙌",
        ),
        "negate": ("nope, {p} does NOT drink {v}, never has",),
    },
    "manager": {
        "say": (
            "{p} 👉 reports to {v}, loop them in w/ anything big",
            "tbh {p} is lucky to have {v} as manager 🙌",
        ),
        "cue": (
            "📣 {p} now reports to {v} (was {old})",
            "org update 🎉 {p} is moving from {old}'s team to {v}'s!",
        ),
    },
    "relative-city": {
        "say": (
            "ngl I miss my {rel}, who lives in {v} 🥲",
            "btw my {rel} is in {v}, so that's where I'll be over the holidays",
        ),
        "cue": (
            "big news 🎉 my {rel} is moving from {old} to {v}!",
            "my {rel}: {old} ➡️ {v}, helped carry boxes all weekend 📦",
        ),
    },
    "preference-order": {
        "say": (
            "#{team} poll 🗳 {a} over {b} for {topic}, by a mile",
            "re: {topic} on the {team} team, {a} > {b} tbh",
        ),
        "cue": (
            "the {team} team flipped: {a} over {b} for {topic} from now on 🔄",
            "ok it's official, the {team} team switched to {a} over {b} for {topic} 🎉",
        ),
    },
    "order-rule": {
        "say": (
            "reminder for anyone touching {svc}: {a} first, then {b} 🙏",
            "re: {svc} pipeline, {a} before {b}, ALWAYS 👍",
        ),
    },
    "person-office-de": {
        "say": (
            "{p} · Büro {v} · 🟢 aktiv",
            "👍 jep, {p} sitzt im Büro {v}, soweit ich weiß",
        ),
        "cue": (
            "Große Neuigkeiten 🎉 {p} wechselt von {old} ins Büro {v}!",
            "Update: {p} ist jetzt im Büro {v} (vorher {old})",
        ),
        "negate": ("Korrektur: {p} ist NICHT im Büro {v} 🙃",),
    },
    "tool-preference-es": {
        "say": (
            "perfil › {slot} para {scope}: {v}",
            "la verdad, mi {slot} para {scope} es {v} y punto 😅",
        ),
        "cue": (
            "¡Cambio! 🎉 de {old} a {v} como {slot} para {scope}",
            "ya no uso {old}, ahora {v} es mi {slot} para {scope} 🙌",
        ),
        "negate": ("ojo: NO uso {v} como {slot} para {scope} 🙅",),
    },
    "person-office-ru": {
        "say": (
            "{p} · офис {v} · 🟢 в сети",
            "👍 да, {p} сидит в офисе {v}, если не ошибаюсь",
        ),
        "cue": (
            "Отличные новости 🎉 {p} переходит из офиса {old} в офис {v}!",
            "апдейт: {p} теперь в офисе {v} (раньше {old})",
        ),
        "negate": ("поправка: {p} НЕ в офисе {v} 🙃",),
    },
}
FRESH50_FILLERS = ["ICYMI: ", "saw this in a thread: ", "psst — "]
# A fifty-first blind set (``--templates fresh51``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: facts as a voice assistant or
# a phone's dictation writes them down when a person speaks a memory aloud, kept as the
# transcript: mostly lower case and with little or no punctuation, spoken fillers ("um", "uh",
# "like", "you know", "so yeah"), the wake and command words people start with ("hey remind me
# that", "note to self", "ok so remember", "take a note"), self-corrections that do not change
# the fact ("the the {v} office", "{v} is {p}'s manager I mean {p} reports to {v}"), run-on
# sentences joined with "and", and symbols said as words ("{proj} dash {role} is {v}", "at {p}",
# "{svc} slash {env}"). Only the templates' own words are lower case; the placeholders keep the
# values as the generator fills them. Plain statements carry no change words (no "now", "new",
# "switched", "anymore", "these days" or "from today"). Updates are a change said aloud: "{p}
# moved from {old} to the {v} office", "we switched {svc} off {old} and onto {v}", "it used to
# be {old} but it's {v} now", "scratch {old} ...", "not {old} anymore it's {v}"; a dropped rule
# is said as dropped ("the {team} team dropped the always {act} rule we don't have to do that
# anymore"). Denials are spoken corrections ("no wait {p} is not in the {v} office", "that's
# wrong {v} isn't the {role} on {proj}"). Every phrasing is one line. No values of their own: no
# product names, numbers, names, places, weekdays, dates or time zones; no team names, emoji,
# environment, meeting, milestone, drink, food, street, channel or topic words where they could
# be read as a value (no "note" in the families whose topics or slots include meeting notes or
# a note-taking app; no "data", "call", "phone" or "text" in any template); the openers ("um ",
# "okay so ", "so like ") use none of those words. The German, Spanish and Russian families are
# dictation in that language, the same way ("äh notiz an mich {p} sitzt im büro {v}", "pues ya
# no uso {old} ahora uso {v} como {slot} para {scope}", "ну короче {p} сидит в офисе {v}").
FRESH51: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "hey remind me that {p} sits in the {v} office",
            "so {p} works out of the the {v} office you know",
        ),
        "cue": (
            "ok so remember {p} moved from {old} to the {v} office",
            "note to self {p} used to be in {old} but it's the {v} office now",
        ),
        "negate": ("no wait {p} is not in the {v} office",),
    },
    "project-role": {
        "say": (
            "take a note {v} is the {role} on {proj}",
            "uh {proj} dash {role} is {v} I mean {v} is the {role} for {proj}",
        ),
        "cue": (
            "hey remind me that {v} took over as {role} on {proj} from {old}",
            "so yeah it used to be {old} but {v} is the {role} on {proj} now",
        ),
        "negate": ("that's wrong {v} isn't the {role} on {proj}",),
    },
    "tool-preference": {
        "say": (
            "hey remind me that my {slot} for {scope} is {v}",
            "so like I use {v} as my {slot} for {scope} you know",
        ),
        "cue": (
            "ok so scratch {old} my {slot} for {scope} is {v}",
            "so yeah I switched my {slot} for {scope} from {old} to uh {v}",
        ),
        "negate": ("no no I don't use {v} as my {slot} for {scope}",),
    },
    "service-runtime": {
        "say": (
            "hey remind me that {svc} runs on {lang} {v}",
            "so {svc} is on uh {lang} {v} and that's what it gets built with",
        ),
        "cue": (
            "ok so we bumped {svc} from {lang} {old} to {lang} {v}",
            "note to self {svc} used to be on {lang} {old} but it's {lang} {v} now",
        ),
    },
    "service-timeout": {
        "say": (
            "uh the {svc} timeout in {env} is {v} seconds",
            "take a note {svc} slash {env} times out after {v} seconds you know",
        ),
        "cue": (
            "ok so we bumped the {svc} timeout in {env} from {old} to {v} seconds",
            "hey remind me the {svc} timeout in {env} isn't {old} seconds anymore it's {v}",
        ),
    },
    "service-db": {
        "say": (
            "note to self {svc} keeps everything in {v}",
            "uh so {svc} is backed by {v} I mean the the database for {svc} is {v}",
        ),
        "cue": (
            "we switched {svc} off {old} and onto {v}",
            "ok so remember {svc} used to run on {old} but it's on {v} now",
        ),
        "negate": ("that's wrong {svc} doesn't use {v}",),
    },
    "replicas": {
        "say": (
            "hey remind me {svc} has {v} replicas in {env}",
            "so we run {v} replicas of {svc} in {env} and that's plenty you know",
        ),
        "cue": (
            "ok so we scaled {svc} in {env} from {old} to {v} replicas",
            "note to self {svc} in {env} is at {v} replicas it used to be {old}",
        ),
    },
    "feature-flag": {
        "say": (
            "take a note {flag} is {v} in {env}",
            "uh so the {flag} flag is {v} on {env} you know",
        ),
        "cue": (
            "ok so we flipped {flag} to {v} in {env}",
            "hey remind me {flag} in {env} is {v} now we flipped it",
        ),
    },
    "standing-rule": {
        "say": (
            "note to self on the {team} team we always {act}",
            "uh the rule for the {team} team is always {act} like always",
        ),
        "negate": (
            "ok so remember on the {team} team we never {act}",
            "uh on the {team} team we don't {act} ever you know",
        ),
        "retract": (
            "so yeah the {team} team dropped the always {act} rule we don't have to do that anymore",
            "note to self the whole always {act} thing on the {team} team is gone that rule got dropped",
        ),
    },
    "answer-language": {
        "say": (
            "hey remind me we do {topic} in {v}",
            "ok so remember for {topic} we use {v} you know",
        ),
        "cue": (
            "so yeah for {topic} it used to be {old} but it's {v} now",
            "hey remind me we switched {topic} from {old} to {v}",
        ),
        "negate": ("no wait we don't do {topic} in {v}",),
    },
    "standup-time": {
        "say": (
            "take a note the {team} {kind} is at {v}",
            "so the {team} {kind} starts at uh {v} you know",
        ),
        "cue": (
            "ok so the {team} {kind} moved from {old} to {v}",
            "hey remind me the {team} {kind} isn't at {old} anymore it's at {v}",
        ),
    },
    "meeting-day": {
        "say": (
            "note to self the {team} {meeting} is every {v}",
            "uh the {team} {meeting} is on {v}s you know so yeah",
        ),
        "cue": (
            "ok so the {team} {meeting} moved from {old} to {v}",
            "hey remind me it used to be {old}s but the {team} {meeting} is on {v}s now",
        ),
    },
    "office-address": {
        "say": (
            "hey remind me the {c} office is at {v}",
            "so the the {c} office address is {v}",
        ),
        "cue": (
            "ok so the {c} office moved from {old} to {v}",
            "note to self the {c} office isn't at {old} anymore it's at {v}",
        ),
    },
    "office-floor": {
        "say": (
            "take a note the {team} team sits on floor {v} in the {c} office",
            "uh so in the {c} office the {team} team is on floor {v} I mean floor {v}",
        ),
        "cue": (
            "ok so the {team} team in {c} moved from floor {old} to floor {v}",
            "hey remind me the {team} team in the {c} office used to be on floor {old} but it's floor {v} now",
        ),
    },
    "decision": {
        "say": (
            "note to self for {proj} we're going with {v} for the {aspect}",
            "so the {aspect} on {proj} is {v} like we decided",
        ),
        "cue": (
            "ok so {proj} switched the {aspect} from {old} to {v}",
            "so yeah scratch {old} the {aspect} for {proj} is {v}",
        ),
        "negate": ("no wait {proj} is not going with {v} for the {aspect}",),
    },
    "deadline": {
        "say": (
            "hey remind me the {proj} {milestone} is due {v}",
            "uh so {proj} {milestone} dash due {v}",
        ),
        "cue": (
            "ok so the {proj} {milestone} slipped from {old} to {v}",
            "note to self the {proj} {milestone} was {old} but it got pushed to {v}",
        ),
    },
    "api-version-auth": {
        "say": (
            "take a note {svc} api version {n} uses {v} for auth",
            "so the {svc} v{n} api authenticates with {v} you know",
        ),
        "cue": (
            "ok so {svc} api version {n} switched from {old} to {v} for auth",
            "hey remind me {svc} v{n} auth isn't {old} anymore it's {v}",
        ),
    },
    "person-timezone": {
        "say": (
            "note to self {p} is on {v} time",
            "so at {p} is on uh {v} time you know",
        ),
        "cue": (
            "ok so {p} moved from {old} to {v} time",
            "hey remind me {p} isn't on {old} anymore it's {v}",
        ),
    },
    "person-contact": {
        "say": (
            "hey remind me if it's urgent {p} wants {v}",
            "so for urgent stuff reach {p} by uh {v}",
        ),
        "cue": (
            "ok so {p} wants {v} for urgent stuff it used to be {old}",
            "note to self not {old} anymore for {p} it's {v} when it's urgent",
        ),
        "negate": ("no wait do not reach {p} via {v}",),
    },
    "person-allergy": {
        "say": (
            "take a note {p} is allergic to {v}",
            "uh so {p} has a {v} allergy you know",
        ),
        "negate": ("that's wrong {p} isn't allergic to {v}",),
    },
    "person-drink": {
        "say": (
            "note to self {p} has {v} every morning",
            "so {p} drinks uh {v} in the morning you know",
        ),
        "cue": (
            "ok so {p} switched from {old} to {v} in the mornings",
            "hey remind me {p} used to have {old} but it's {v} in the morning now",
        ),
        "negate": ("no wait {p} doesn't drink {v}",),
    },
    "manager": {
        "say": (
            "hey remind me {p} reports to {v}",
            "uh {v} is {p}'s manager I mean {p} reports to {v}",
        ),
        "cue": (
            "ok so {p} reports to {v} now it used to be {old}",
            "note to self {p}'s manager changed from {old} to {v}",
        ),
    },
    "relative-city": {
        "say": (
            "note to self my {rel} lives in {v}",
            "so my {rel} lives in uh {v} you know",
        ),
        "cue": (
            "ok so my {rel} moved from {old} to {v}",
            "hey remind me my {rel} isn't in {old} anymore they live in {v}",
        ),
    },
    "preference-order": {
        "say": (
            "take a note the {team} team likes {a} over {b} for {topic}",
            "so for {topic} on the {team} team it's {a} over {b} you know",
        ),
        "cue": (
            "ok so the {team} team switched to {a} over {b} for {topic}",
            "hey remind me the {team} team flipped it it's {a} over {b} for {topic} now",
        ),
    },
    "order-rule": {
        "say": (
            "note to self for {svc} run {a} first and then {b}",
            "uh with {svc} it's {a} before {b} you know always",
        ),
    },
    "person-office-de": {
        "say": (
            "äh notiz an mich {p} sitzt im büro {v}",
            "also {p} arbeitet im büro {v} weißt du",
        ),
        "cue": (
            "also {p} ist von {old} ins büro {v} gewechselt",
            "erinner mich dass {p} nicht mehr in {old} ist sondern jetzt im büro {v}",
        ),
        "negate": ("nein warte {p} ist nicht im büro {v}",),
    },
    "tool-preference-es": {
        "say": (
            "bueno nota mi {slot} para {scope} es {v}",
            "pues uso {v} como {slot} en {scope} o sea eso",
        ),
        "cue": (
            "bueno antes usaba {old} pero ahora mi {slot} para {scope} es {v}",
            "pues ya no uso {old} ahora uso {v} como {slot} para {scope}",
        ),
        "negate": ("no espera no uso {v} como {slot} para {scope}",),
    },
    "person-office-ru": {
        "say": (
            "ну короче {p} сидит в офисе {v}",
            "напомни мне что {p} работает в офисе {v} ну вот",
        ),
        "cue": (
            "короче {p} переходит из офиса {old} в офис {v}",
            "запиши {p} больше не в офисе {old} а теперь в офисе {v}",
        ),
        "negate": ("нет подожди {p} не работает в офисе {v}",),
    },
}
FRESH51_FILLERS = ["um ", "okay so ", "so like "]
# A fifty-second blind set (``--templates fresh52``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: memories written in the
# user's own language, other than English, German, Spanish and Russian, the way users of an
# agent who write in their language keep facts. Each family is one language throughout (its
# say, cue, negate and retract), so two phrasings of one fact are paraphrases within that
# language: French (person-office, answer-language, office-floor), Italian (project-role,
# standup-time, api-version-auth), Brazilian Portuguese (tool-preference, meeting-day,
# person-timezone), Dutch (service-runtime, office-address, decision), Polish (service-timeout,
# person-contact), Turkish (service-db, manager), Swedish (replicas, deadline, person-drink),
# Japanese (feature-flag, person-allergy, preference-order) and Simplified Chinese
# (standing-rule, relative-city, order-rule); Japanese and Chinese are written without spaces
# between words, the placeholders inline ("{p}さんは{v}にアレルギーがあります", "我的{rel}住在
# {v}"). The placeholders keep the values as the generator fills them (English role, tool,
# city, weekday and time zone values in the middle of another language: mixed text), and
# Turkish suffixes hang on them with an apostrophe ("{svc} {old}'dan {v}'a geçti"). Each
# language keeps its own grammar: its negation (ne ... pas, non, não, geen / niet, nie, -mıyor,
# inte, ではない, 不), its change words for updates ("{p} est passé du bureau de {old} à celui
# de {v}", "è passato da {old} a {v}", "mudou de {old} para {v}", "is van {lang} {old} naar
# {lang} {v} gegaan", "zmienił się z {old} na {v}", "{old}'dan {v}'a geçti", "bytte från {old}
# till {v}", "{flag}が{v}に変わった", "从{old}搬到了{v}"); a dropped rule is said as dropped
# ("{team}团队取消了一定要{act}的规矩", "...的规定已经废除了"). Plain statements carry no change
# words (no maintenant, ora, agora, nu, teraz, şimdi, 今, 现在, and nothing like them).
# Every phrasing is one line. No values of their own: no product names, numbers, names,
# places, weekdays, dates, time zones, team names or emoji, and no word that names a language
# (no "français", "italiano", 日本語: the answer language is a value); the openers
# ("Remarque : ", "Nota: ", "メモ：") use no value words. The German, Spanish and Russian
# families stay in their language, phrased anew ("{p} hat den Standort gewechselt: von {old}
# nach {v}", "Para {scope} tiro siempre de {v} como {slot}", "Офис {p} сменился с {old} на {v}").
FRESH52: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {  # French
        "say": (
            "{p} travaille au bureau de {v}",
            "Le poste de {p} se trouve au bureau de {v}",
        ),
        "cue": (
            "{p} a quitté le bureau de {old} pour celui de {v}",
            "{p} est passé du bureau de {old} à celui de {v}",
        ),
        "negate": ("{p} ne travaille pas au bureau de {v}",),
    },
    "project-role": {  # Italian
        "say": (
            "{v} è il {role} di {proj}",
            "Il ruolo di {role} su {proj} spetta a {v}",
        ),
        "cue": (
            "Il {role} di {proj} è passato da {old} a {v}",
            "{v} è subentrato a {old} come {role} di {proj}",
        ),
        "negate": ("Il {role} di {proj} non è {v}",),
    },
    "tool-preference": {  # Brazilian Portuguese
        "say": (
            "Meu {slot} para {scope} é o {v}",
            "Para {scope} eu uso o {v} como {slot}",
        ),
        "cue": (
            "Mudei de {old} para {v} como {slot} em {scope}",
            "Troquei o {old} pelo {v} como {slot} para {scope}",
        ),
        "negate": ("Não uso o {v} como {slot} em {scope}",),
    },
    "service-runtime": {  # Dutch
        "say": (
            "{svc} draait op {lang} {v}",
            "Voor {svc} gebruiken we {lang} {v}",
        ),
        "cue": (
            "{svc} is van {lang} {old} naar {lang} {v} gegaan",
            "We hebben {svc} van {lang} {old} naar {lang} {v} geüpgraded",
        ),
    },
    "service-timeout": {  # Polish
        "say": (
            "Timeout dla {svc} w {env} wynosi {v} sekund",
            "W {env} {svc} przerywa żądania po {v} sekundach",
        ),
        "cue": (
            "Timeout dla {svc} w {env} zmienił się z {old} na {v} sekund",
            "Ustawiliśmy timeout {svc} w {env} na {v} sekund zamiast {old}",
        ),
    },
    "service-db": {  # Turkish
        "say": (
            "{svc} veritabanı olarak {v} kullanıyor",
            "{svc} her şeyi {v} üzerinde saklıyor",
        ),
        "cue": (
            "{svc} {old}'dan {v}'a geçti",
            "{svc} için {old} bırakıldı, yerine {v} kullanılıyor",
        ),
        "negate": ("{svc} {v} kullanmıyor",),
    },
    "replicas": {  # Swedish
        "say": (
            "{svc} kör {v} repliker i {env}",
            "I {env} har {svc} {v} repliker igång",
        ),
        "cue": (
            "{svc} i {env} skalades från {old} till {v} repliker",
            "Vi bytte från {old} till {v} repliker av {svc} i {env}",
        ),
    },
    "feature-flag": {  # Japanese
        "say": (
            "{env}の{flag}フラグは{v}です",
            "{env}環境の{flag}は{v}",
        ),
        "cue": (
            "{env}の{flag}を{v}に切り替えた",
            "{env}で{flag}が{v}に変わった",
        ),
    },
    "standing-rule": {  # Simplified Chinese
        "say": (
            "在{team}团队，我们总是要{act}",
            "{team}团队的规矩：每次都要{act}",
        ),
        "negate": (
            "在{team}团队，我们从来不{act}",
            "{team}团队的规矩：不要{act}",
        ),
        "retract": (
            "{team}团队取消了一定要{act}的规矩",
            "{team}团队那条必须{act}的规定已经废除了",
        ),
    },
    "answer-language": {  # French
        "say": (
            "Pour tout ce qui est {topic}, on écrit en {v}",
            "{topic} : rédaction en {v}",
        ),
        "cue": (
            "Pour {topic}, on est passé de {old} à {v}",
            "On rédige désormais {topic} en {v}, et non plus en {old}",
        ),
        "negate": ("On ne rédige pas {topic} en {v}",),
    },
    "standup-time": {  # Italian
        "say": (
            "Il {kind} del team {team} è alle {v}",
            "Per il team {team} il {kind} si tiene alle {v}",
        ),
        "cue": (
            "Il {kind} del team {team} è passato dalle {old} alle {v}",
            "Abbiamo spostato il {kind} del team {team} dalle {old} alle {v}",
        ),
    },
    "meeting-day": {  # Brazilian Portuguese
        "say": (
            "A {meeting} da equipe {team} é toda {v}",
            "A equipe {team} faz a {meeting} sempre na {v}",
        ),
        "cue": (
            "A {meeting} da equipe {team} mudou de {old} para {v}",
            "A equipe {team} passou a {meeting} da {old} para a {v}",
        ),
    },
    "office-address": {  # Dutch
        "say": (
            "Het kantoor in {c} zit op {v}",
            "Het adres van ons kantoor in {c} is {v}",
        ),
        "cue": (
            "Het kantoor in {c} is van {old} naar {v} verhuisd",
            "Ons kantoor in {c} zit niet meer op {old} maar op {v}",
        ),
    },
    "office-floor": {  # French
        "say": (
            "Au bureau de {c}, l'équipe {team} se trouve à l'étage {v}",
            "L'équipe {team} du bureau de {c} : étage {v}",
        ),
        "cue": (
            "L'équipe {team} du bureau de {c} est passée de l'étage {old} à l'étage {v}",
            "Au bureau de {c}, l'équipe {team} a déménagé de l'étage {old} à l'étage {v}",
        ),
    },
    "decision": {  # Dutch
        "say": (
            "Voor {proj} kiezen we {v} als {aspect}",
            "Besluit: {proj} gebruikt {v} als {aspect}",
        ),
        "cue": (
            "{proj} is voor de {aspect} van {old} naar {v} gegaan",
            "Voor {proj} vervangen we {old} door {v} als {aspect}",
        ),
        "negate": ("We gebruiken geen {v} als {aspect} voor {proj}",),
    },
    "deadline": {  # Swedish
        "say": (
            "{proj} {milestone} ska vara klar den {v}",
            "Deadline för {proj} {milestone}: {v}",
        ),
        "cue": (
            "{proj} {milestone} flyttades från {old} till {v}",
            "Deadline för {proj} {milestone} ändrades från {old} till {v}",
        ),
    },
    "api-version-auth": {  # Italian
        "say": (
            "La versione {n} dell'API di {svc} usa {v} per l'autenticazione",
            "Con l'API v{n} di {svc} ci si autentica tramite {v}",
        ),
        "cue": (
            "L'autenticazione dell'API v{n} di {svc} è passata da {old} a {v}",
            "Nella versione {n} dell'API di {svc} abbiamo sostituito {old} con {v} per l'autenticazione",
        ),
    },
    "person-timezone": {  # Brazilian Portuguese
        "say": (
            "O fuso horário de {p} é {v}",
            "{p} trabalha no fuso {v}",
        ),
        "cue": (
            "O fuso de {p} mudou de {old} para {v}",
            "{p} passou do fuso {old} para o {v}",
        ),
    },
    "person-contact": {  # Polish
        "say": (
            "W pilnych sprawach najlepiej kontaktować się z {p} przez {v}",
            "{p} woli {v} w pilnych sprawach",
        ),
        "cue": (
            "{p} woli teraz {v} zamiast {old} w pilnych sprawach",
            "W pilnych sprawach {p} przeszedł z {old} na {v}",
        ),
        "negate": ("Nie kontaktuj się z {p} przez {v}",),
    },
    "person-allergy": {  # Japanese
        "say": (
            "{p}は{v}アレルギーがある",
            "{p}さんは{v}にアレルギーがあります",
        ),
        "negate": ("{p}は{v}アレルギーではない",),
    },
    "person-drink": {  # Swedish
        "say": (
            "{p} dricker {v} på morgonen",
            "På morgonen vill {p} alltid ha {v}",
        ),
        "cue": (
            "{p} bytte från {old} till {v} på morgonen",
            "{p} dricker inte längre {old} på morgonen, utan {v}",
        ),
        "negate": ("{p} dricker inte {v}",),
    },
    "manager": {  # Turkish
        "say": (
            "{p}'in yöneticisi {v}",
            "{p}, {v}'e rapor veriyor",
        ),
        "cue": (
            "{p}'in yöneticisi {old} yerine {v} oldu",
            "{p}, {old}'un ekibinden {v}'in ekibine geçti",
        ),
    },
    "relative-city": {  # Simplified Chinese
        "say": (
            "我的{rel}住在{v}",
            "我{rel}在{v}生活",
        ),
        "cue": (
            "我的{rel}从{old}搬到了{v}",
            "我{rel}已经不住在{old}了，搬去了{v}",
        ),
    },
    "preference-order": {  # Japanese
        "say": (
            "{team}チームでは{topic}は{b}より{a}",
            "{topic}について、{team}チームは{b}よりも{a}を選ぶ",
        ),
        "cue": (
            "{team}チームは{topic}で{b}より{a}を選ぶように変わった",
            "{team}チームの{topic}の方針が{b}より{a}に切り替わった",
        ),
    },
    "order-rule": {  # Simplified Chinese
        "say": (
            "{svc}要先跑{a}，再跑{b}",
            "在{svc}的流水线里，{a}总是在{b}之前",
        ),
    },
    "person-office-de": {
        "say": (
            "Den Arbeitsplatz von {p} findet man im Büro {v}",
            "Der Schreibtisch von {p} steht im Büro {v}",
        ),
        "cue": (
            "{p} hat den Standort gewechselt: von {old} nach {v}",
            "{p} arbeitet inzwischen im Büro {v} statt in {old}",
        ),
        "negate": ("Im Büro {v} arbeitet {p} nicht",),
    },
    "tool-preference-es": {
        "say": (
            "Para {scope} tiro siempre de {v} como {slot}",
            "En {scope}, el {slot} que uso es {v}",
        ),
        "cue": (
            "He pasado de {old} a {v} como {slot} para {scope}",
            "Dejé {old} y me quedé con {v} como {slot} en {scope}",
        ),
        "negate": ("En {scope} no utilizo {v} como {slot}",),
    },
    "person-office-ru": {
        "say": (
            "{p} базируется в офисе {v}",
            "Постоянное место {p} — в офисе {v}",
        ),
        "cue": (
            "Офис {p} сменился с {old} на {v}",
            "Из офиса {old} {p} перешёл работать в офис {v}",
        ),
        "negate": ("{p} не базируется в офисе {v}",),
    },
}
FRESH52_FILLERS = ["Remarque : ", "Nota: ", "メモ："]
# A fifty-third blind set (``--templates fresh53``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: memories as other AI memory
# tools and agents store and export them, saved into this store. mem0 / Zep style atomic facts
# in third person, often without the subject named in the sentence, the person in a field
# ("[user: {p}] Works in the {v} office.", "Prefers {v} as the {slot} for {scope}."), some with
# metadata around them ("fact (confidence 0.92): ...", "category=work | ...", "valid_at
# 2026-03-02 | ..." only where a fact has no versions, so two versions never share a date);
# ChatGPT-style memory entries ("User's colleague {p} reports to {v}.", "Wants {topic} written
# in {v}."); rules-file bullets and imperative notes ("- On {team} team work, always {act}.",
# "- Draft {topic} in {v}."); core-memory and key: value lines ("human: colleague {p}, time
# zone {v}", "replicas({svc}, {env}) = {v}", "feature_flags[{env}][{flag}]: {v}"); and, in
# more than a third of the English phrasings, LLM-extracted memories of two or three sentences
# where one sentence holds the fact and the others say why it came up or what to do with it,
# the fact sentence first, in the middle or last, often without the subject named again ("The
# user is writing a client for the {svc} API, version {n}. It authenticates with {v}. Include
# the matching headers in examples."). Plain statements carry no change words. Changes are
# tool notices ("Memory updated: ... (previously {old}).", "Updated memory: ... (was {old}).",
# "Memory updated — ...", "Superseded: ...", "was: {old}, now: {v} — ...", "Decision revised:
# ...") or plain sentences with "now", "moved", "switched", "no longer", "replaced", some with a
# consequence sentence ("Reminders set for {old} need moving."). Denials say NOT, "is not",
# "Do not assume ...", "Never ..."; a lifted rule is the tool removing it ("Rule removed: ...",
# "Deleted memory: ..."). Numbers of their own appear only in metadata (a confidence, one
# validity date). The openers ("Exported memory: ", "From mem0: ", "[agent memory] ") use no
# value words. The German, Spanish and Russian families are such tool memories in that
# language ("[Nutzer: {p}] Arbeitet im Büro {v}.", "Memoria actualizada: usa {v} como {slot}
# para {scope} (antes {old}).", "Память обновлена: {p} работает в офисе {v} (ранее —
# {old}).").
FRESH53: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "[user: {p}] Works in the {v} office.",
            "fact (confidence 0.92): {p} is based at the {v} office",
            "{p} came up while the user sorted out seating for the offsite. They work out of the {v} office. "
            "Suggest in-person meetings with them there.",
        ),
        "cue": (
            "Memory updated: {p} works in the {v} office (previously {old}).",
            "{p} has switched offices and is in {v} now. Older memories that place them in {old} are stale.",
        ),
        "negate": (
            "[user: {p}] Does NOT work in the {v} office.",
            "Do not assume {p} is in the {v} office. They do not work there.",
        ),
    },
    "project-role": {
        "say": (
            "category=work | {v} is the {role} for {proj}",
            "{v} fills the {role} position on {proj}. Questions about {proj} priorities should go to them first.",
            "User's colleague {v} acts as {role} on project {proj}.",
        ),
        "cue": (
            "Memory updated — {proj}'s {role} is {v}, replacing {old}.",
            "was: {old}, now: {v} ({role}, {proj})",
        ),
        "negate": ("Do not assume {v} is {proj}'s {role} — they do not hold that role.",),
    },
    "tool-preference": {
        "say": (
            "Prefers {v} as the {slot} for {scope}.",
            "The user asked about setting up a fresh machine for {scope}. Their {slot} there is {v}, "
            "so config snippets should target it.",
            "- For {scope}, use {v} as the {slot}.",
        ),
        "cue": (
            "Updated memory: uses {v} as {slot} for {scope} (was {old}).",
            "- Use {v}, not {old}, as the {slot} for {scope} — the user switched this month.",
        ),
        "negate": (
            "Does NOT want {v} as the {slot} for {scope}.",
            "- Never set up {v} as the {slot} for {scope}; the user does not use it there.",
        ),
    },
    "service-runtime": {
        "say": (
            "runtime[{svc}]: {lang} {v}",
            "The user mentioned {svc} while debugging a dependency issue. It runs on {lang} {v}. "
            "Check library compatibility against that version.",
            "- {svc} is built for {lang} {v}; match that version in local environments.",
        ),
        "cue": (
            "Memory updated: {svc} runs on {lang} {v} (previously {lang} {old}).",
            "{svc} got bumped up to {lang} {v}. Notes that pin it to {lang} {old} no longer apply.",
        ),
    },
    "service-timeout": {
        "say": (
            "config | {svc} | {env} | request_timeout={v}s",
            "{svc} in {env} cuts off requests after {v} seconds. This came up while chasing gateway errors, "
            "so check it before blaming the client.",
            "Request timeout for {svc} ({env} environment) is set to {v} seconds.",
        ),
        "cue": (
            "was: {old}s, now: {v}s — {svc} request timeout in {env}",
            "The {env} request timeout for {svc} changed to {v} seconds. "
            "Anything tuned around the old {old}-second limit needs a second look.",
        ),
    },
    "service-db": {
        "say": (
            "{svc}: primary datastore = {v}",
            "The user asked for help writing a migration for {svc}. That service keeps its data in {v}. "
            "Write queries for that store.",
            "fact (confidence 0.88): {svc} uses {v} as its database",
        ),
        "cue": (
            "Superseded: {svc} uses {old}. Current: {svc} uses {v}.",
            "Migration done: {svc} left {old} and runs on {v}.",
        ),
        "negate": ("{svc} does NOT run on {v}. Do not generate {v} queries for it.",),
    },
    "replicas": {
        "say": (
            "replicas({svc}, {env}) = {v}",
            "In {env}, {svc} is deployed with a replica count of {v}.",
            "A capacity question came up in chat. {svc} has its replica count at {v} in {env}. "
            "Keep that in mind when estimating load.",
        ),
        "cue": (
            "Memory updated: {env} replica count of {svc} is {v} (previously {old}).",
            "Replica count for {svc} in {env} changed: was {old}, now {v}.",
        ),
    },
    "feature-flag": {
        "say": (
            "feature_flags[{env}][{flag}]: {v}",
            "In {env}, {flag} is {v}. QA should test with that setting.",
            "[env: {env}] Feature flag {flag} is {v}.",
        ),
        "cue": (
            "Memory updated: {flag} is {v} in {env} (previously {old}).",
            "{flag} was switched to {v} in {env}. Expect different behaviour than in last week's tests.",
        ),
    },
    "standing-rule": {
        "say": (
            "- On {team} team work, always {act}.",
            "The {team} team asked for this after a rough release. Always {act} when working with them.",
            "rule[{team}]: always {act}",
        ),
        "negate": (
            "- Never {act} (applies to the {team} team).",
            "Do not {act} when working for the {team} team. They flagged it in a review.",
        ),
        "retract": (
            "Rule removed: always {act} ({team} team). It is no longer in force.",
            "Deleted memory: the {team} team's rule to always {act}. They dropped it.",
        ),
    },
    "answer-language": {
        "say": (
            "Wants {topic} written in {v}.",
            "- Draft {topic} in {v}.",
            "Readers on the user's side asked for this. Any {topic} the assistant drafts should be in {v}.",
        ),
        "cue": (
            "Memory updated — {topic} should now be in {v}, not {old}.",
            "Updated memory: wants {topic} in {v} (was {old}).",
        ),
        "negate": (
            "Does not want {topic} written in {v}.",
            "- Never use {v} for {topic}.",
        ),
    },
    "standup-time": {
        "say": (
            "schedule | {team} team | {kind} @ {v}",
            "The {team} team's {kind} starts at {v}. Avoid booking anything for the user over it.",
            "User attends the {team} {kind}, which is held at {v}.",
        ),
        "cue": (
            "Memory updated: the {team} {kind} is at {v} now (previously {old}).",
            "The {team} team has shifted its {kind} to {v}. Reminders set for {old} need moving.",
        ),
    },
    "meeting-day": {
        "say": (
            "calendar: {team} team {meeting}, weekly on {v}",
            "The {team} {meeting} happens every {v}. The user likes to prepare notes the day before.",
            "- {team} {meeting} falls on {v}s; plan around it.",
        ),
        "cue": (
            "was: {old}, now: {v} — day of the {team} {meeting}",
            "Updated memory: the {team} {meeting} has moved to {v}.",
        ),
    },
    "office-address": {
        "say": (
            "location: {c} office | address: {v}",
            "Visitors to the {c} office often ask for directions. The office is at {v}. "
            "Send that address with invites.",
            "Office address on file for {c}: {v}",
        ),
        "cue": (
            "Memory updated: the {c} office address is {v} (previously {old}).",
            "The {c} office has relocated to {v}. Update any saved directions.",
        ),
    },
    "office-floor": {
        "say": (
            "team={team} | office={c} | floor={v}",
            "The {team} team is seated on floor {v} of the {c} office. Good to know when booking rooms nearby.",
            "[location] floor {v}, {c} office: {team} team",
        ),
        "cue": (
            "was: floor {old}, now: floor {v} ({team} team, {c} office)",
            "The {team} team relocated to floor {v} of the {c} office. Their old spot on floor {old} is free.",
        ),
    },
    "decision": {
        "say": (
            "decision (confidence 0.95): {proj} uses {v} as its {aspect}",
            "After comparing options, the team settled the {aspect} question for {proj}. They went with {v}. "
            "Write new code assuming it.",
            "- {proj}: the {aspect} is {v}.",
        ),
        "cue": (
            "Updated memory: {proj} moved its {aspect} from {old} to {v}.",
            "Decision revised: {proj} now uses {v} as the {aspect}. {old} is being phased out.",
        ),
        "negate": ("{proj} is not using {v} as its {aspect}. Do not propose it in design docs.",),
    },
    "deadline": {
        "say": (
            "category=project | {proj} {milestone} due {v}",
            "The {proj} {milestone} has to land by {v}. Flag anything that puts that date at risk.",
            "User is working toward the {proj} {milestone}, due {v}.",
        ),
        "cue": (
            "Memory updated: the {proj} {milestone} is due {v} (previously {old}).",
            "The {proj} {milestone} was moved to {v}. Plans built around {old} need revisiting.",
        ),
    },
    "api-version-auth": {
        "say": (
            "auth_method({svc} API v{n}) = {v}",
            "The user is writing a client for the {svc} API, version {n}. It authenticates with {v}. "
            "Include the matching headers in examples.",
            "{svc} v{n} API auth method is {v}.",
        ),
        "cue": (
            "was: {old}, now: {v} — auth for {svc} API v{n}",
            "Memory updated: {svc} API v{n} authenticates with {v} now (previously {old}).",
        ),
    },
    "person-timezone": {
        "say": (
            "[user: {p}] Lives and works on {v} time.",
            "{p} works in the {v} time zone. Keep calls with them inside their working day.",
            "human: colleague {p}, time zone {v}",
        ),
        "cue": (
            "Updated memory: {p} is on {v} time now (was {old}).",
            "{p} has switched to the {v} time zone. Meeting slots picked for {old} will be off.",
        ),
    },
    "person-contact": {
        "say": (
            "Prefers {v} for urgent matters [user: {p}]",
            "For urgent issues, {p} wants {v}. They answer that fastest.",
            "contact.urgent[{p}] = {v}",
        ),
        "cue": (
            "Memory updated — for urgent matters {p} now wants {v} instead of {old}.",
            "Superseded: urgent contact for {p} was {old}, is {v}.",
        ),
        "negate": ("Do not reach {p} via {v}. They asked for that explicitly.",),
    },
    "person-allergy": {
        "say": (
            "valid_at 2026-03-02 | {p} | allergic to {v}",
            "The user is planning a team dinner. {p} reacts allergically to {v}. Check the menu for it.",
            "- Keep {v} away from {p}: they are allergic.",
        ),
        "negate": (
            "Allergy check: {p} is NOT allergic to {v}. Team meals can include it.",
            "[user: {p}] Not allergic to {v}.",
        ),
    },
    "person-drink": {
        "say": (
            "[user: {p}] Drinks {v} every morning.",
            "Morning drink orders came up in chat. {p}'s morning order is {v}.",
            "human: {p} takes {v} in the morning",
        ),
        "cue": (
            "Updated memory: {p} drinks {v} in the morning now, having given up {old}.",
            "was: {old}, now: {v} — {p}'s morning drink",
        ),
        "negate": ("{p} does not drink {v} at all. Don't bring it for them.",),
    },
    "manager": {
        "say": (
            "User's colleague {p} reports to {v}.",
            "The user asked who signs off on leave requests for {p}. {p}'s line manager is {v}.",
            "human: {p} — manager: {v}",
        ),
        "cue": (
            "Memory updated: {p}'s manager is {v}; {old} no longer manages them.",
            "{p} has been moved into {v}'s team. Send approval requests there instead of to {old}.",
        ),
    },
    "relative-city": {
        "say": (
            "human: their {rel} lives in {v}",
            "The user talked about a family trip. Their {rel} is settled in {v}. "
            "Suggest travel options when it comes up.",
            "fact (confidence 0.9): the user's {rel} lives in {v}",
        ),
        "cue": (
            "Memory updated: user's {rel} moved to {v} (previously lived in {old}).",
            "The user's {rel} no longer lives in {old}; they live in {v} now.",
        ),
    },
    "preference-order": {
        "say": (
            "- {team} team, {topic}: prefer {a} to {b}.",
            "The {team} team argued about {topic} for a while. They favour {a} over {b}. Follow that in their repos.",
            "preference[{team}/{topic}]: {a} > {b}",
        ),
        "cue": (
            "Memory updated — the {team} team now prefers {a} over {b} for {topic}.",
            "The {team} team reversed its stance on {topic}: {a} over {b} from here on.",
        ),
    },
    "order-rule": {
        "say": (
            "- {svc}: run {a} first, {b} after.",
            "The user hit a flaky CI run on {svc}. Its pipeline does {a} first and {b} second. "
            "Keep that order when editing the workflow.",
            "pipeline.{svc}.order: {a}, then {b}",
        ),
    },
    "person-office-de": {
        "say": (
            "[Nutzer: {p}] Arbeitet im Büro {v}.",
            "Fakt (Konfidenz 0.9): {p} ist am Standort {v} tätig.",
            "Kam beim Planen der Bürotage zur Sprache. {p} arbeitet vom Büro {v} aus. "
            "Treffen vor Ort also dort vorschlagen.",
        ),
        "cue": (
            "Erinnerung aktualisiert: {p} arbeitet im Büro {v} (vorher {old}).",
            "Standortwechsel: {p} hat das Büro {old} verlassen und sitzt jetzt in {v}.",
        ),
        "negate": ("[Nutzer: {p}] Arbeitet NICHT im Büro {v}.",),
    },
    "tool-preference-es": {
        "say": (
            "Tiene preferencia por {v} como {slot} para {scope}.",
            "- En {scope}, usa {v} como {slot}.",
            "El usuario preguntó cómo configurar su equipo para {scope}. Su {slot} ahí es {v}. "
            "Los ejemplos deben pensarse para {v}.",
        ),
        "cue": (
            "Memoria actualizada: usa {v} como {slot} para {scope} (antes {old}).",
            "Ha sustituido {old} por {v} como {slot} en {scope}.",
        ),
        "negate": ("NO quiere {v} como {slot} para {scope}.",),
    },
    "person-office-ru": {
        "say": (
            "[пользователь: {p}] Работает в офисе {v}.",
            "Факт (уверенность 0.9): {p} числится в офисе {v}.",
            "Обсуждали рассадку на выездной встрече. "
            "Рабочее место у {p} — в офисе {v}. Очные встречи лучше назначать там.",
        ),
        "cue": (
            "Память обновлена: {p} работает в офисе {v} (ранее — {old}).",
            "{p} сменил офис: теперь {v} вместо {old}.",
        ),
        "negate": ("[пользователь: {p}] НЕ работает в офисе {v}.",),
    },
}
FRESH53_FILLERS = ["Exported memory: ", "From mem0: ", "[agent memory] "]
# A fifty-fourth blind set (``--templates fresh54``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: memories as rich text leaves
# them when a user or an agent pastes, clips or exports them from formatted sources into the
# store. Markdown notes, a third of the say phrasings on two lines (a "\n" inside the text),
# a heading or a bold label on the first line and the fact as a bullet or sentence under it
# ("## {p}\n- **Office:** {v}", "### {proj} roles\n* {role}: {v}", "**Contacts**\n{p} — {v}
# (preferred)"), two cues so too, none with a trailing newline. Emphasis and link markup
# around words (**bold**, *italic*, _italic_, `backticks` around identifiers,
# [links](https://wiki.example.com/page) whose text and address hold no value word, "- [x] "
# checkboxes, "> " quotes); HTML remnants of clipped pages and HTML e-mails (<b>, <i>, <p>,
# <li>, <br>, <del>, &amp;, &nbsp;, &quot;, &#39;, &ndash;, &mdash;: the one digit pair in
# the set is that of "&#39;"); typographic punctuation (curly quotes and apostrophes,
# "{p}’s", en and em dashes, an ellipsis, non-breaking spaces between some words, •
# bullets). Plain statements carry no change words and no arrows. Updates show the change
# as formatted notes do: a struck old value ("~~{old}~~ {v}", "<del>{old}</del> {v}"), an
# arrow ("{old} → {v}"), "Updated:" labels, "(was {old})", "moved from {old} to {v}", "now",
# "no longer", "switched"; the order of a preference-order pair is struck and rewritten
# ("~~{b} over {a}~~ → {a} over {b}").
# Denials mark the negation ("**not**", "<b>NOT</b>", "❌", "doesn’t", "never", "no {v}
# allergy"); a dropped rule is struck with a note ("~~Always {act} on the {team} team~~ (rule
# dropped)"). No values of their own: no numbers, product names, names, places, weekdays,
# dates, times, time zones, team, environment, channel, drink or food words; headings use
# placeholders and neutral words only (Rules, Settings, Preferences, Contacts, Family). The
# openers ("Clipped: ", "Pasted from the clipboard: ", "&gt; ") use no value words. The German,
# Spanish and Russian families are such notes in that language ("{p} – Büro: ~~{old}~~ → {v}",
# "**Preferencias ({scope})**\n- {slot}: {v}", "<p>{p} <b>НЕ</b> сидит в офисе {v}</p>").
FRESH54: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "## {p}\n- **Office:** {v}",
            "{p}’s desk is in the <b>{v}</b> office",
            "{p} works out of the {v}\u00a0office ([profile](https://wiki.example.com/page))",
        ),
        "cue": (
            "**{p}** – office: ~~{old}~~ → {v}",
            "{p} moved from the {old} office to the <i>{v}</i> office",
        ),
        "negate": (
            "{p} does **not** work in the {v} office",
            "<p>{p} is <b>NOT</b> based in the {v}&nbsp;office</p>",
        ),
    },
    "project-role": {
        "say": (
            "### {proj} roles\n* {role}: {v}",
            "{v} is the *{role}* on `{proj}`",
            "<li>{role} for {proj}: <b>{v}</b></li>",
        ),
        "cue": (
            "{proj} {role}: <del>{old}</del> {v}",
            "Updated: {v} took over from {old} as {role} on {proj}",
        ),
        "negate": (
            "{v} is **not** the {role} on {proj}",
            "> {v} isn’t {proj}’s {role}",
        ),
    },
    "tool-preference": {
        "say": (
            "**Preferences — {scope}**\n- {slot}: `{v}`",
            "For {scope}, my {slot} is *{v}*",
            "I use “{v}” as my {slot} for {scope}",
        ),
        "cue": (
            "{slot} for {scope}: ~~{old}~~ **{v}**",
            "Switched to {v} as my {slot} for {scope} (was {old})",
        ),
        "negate": (
            "I **don’t** use {v} as my {slot} for {scope}",
            "❌ {v} — not my {slot} for {scope}",
        ),
    },
    "service-runtime": {
        "say": (
            "`{svc}` runs on {lang}\u00a0{v}",
            "<p><b>{svc}</b> &mdash; runtime: {lang} {v}</p>",
            "### {svc}\n- Runtime: *{lang} {v}*",
        ),
        "cue": (
            "`{svc}` runtime: ~~{lang} {old}~~ → {lang} {v}",
            "{svc} is now on {lang} {v} (was {lang}&nbsp;{old})",
        ),
    },
    "service-timeout": {
        "say": (
            "**Settings — {svc} ({env})**\n- Request timeout: {v} seconds",
            "In {env}, `{svc}` times out requests after <b>{v}</b> seconds",
            "{svc} request timeout in {env} – {v}\u00a0seconds",
        ),
        "cue": (
            "{svc} ({env}) request timeout: <del>{old}</del> {v} seconds",
            "Updated: the {env} request timeout for `{svc}` is {v} seconds (was {old})",
        ),
    },
    "service-db": {
        "say": (
            "`{svc}` stores everything in **{v}**",
            "<li>{svc} &ndash; database: {v}</li>",
            "## {svc}\nDatabase: _{v}_",
        ),
        "cue": (
            "{svc} database: ~~{old}~~ → {v}",
            "`{svc}` moved from {old} to <b>{v}</b>",
        ),
        "negate": (
            "`{svc}` does **not** use {v}",
            "<p>{svc} <b>doesn’t</b> use {v} as its database</p>",
        ),
    },
    "replicas": {
        "say": (
            "`{svc}` runs {v} replicas in {env}",
            "<b>{env}</b>: {v}&nbsp;replicas of {svc}",
            "### {svc} ({env})\n* Replicas: {v}",
        ),
        "cue": (
            "{svc} in {env}: ~~{old}~~ {v} replicas",
            "Scaled `{svc}` in {env}: {old} → {v} replicas",
        ),
    },
    "feature-flag": {
        "say": (
            "`{flag}` is **{v}** in {env}",
            "<p>Feature flag &quot;{flag}&quot; ({env}): {v}</p>",
            "**Settings ({env})**\n{flag}: _{v}_",
        ),
        "cue": (
            "`{flag}` in {env}: ~~{old}~~ → **{v}**",
            "{flag} is now {v} in {env} (was {old})",
        ),
    },
    "standing-rule": {
        "say": (
            "## Rules &amp; conventions — {team} team\n- Always {act}",
            "On the {team} team we **always** {act}",
            "<li>{team} team: <b>always</b> {act}</li>",
        ),
        "negate": (
            "On the {team} team we **never** {act}",
            "❌ Don’t {act} on the {team} team",
        ),
        "retract": (
            "~~Always {act} on the {team} team~~ (rule dropped)",
            "<del>{team} team: always {act}</del> — no longer a rule",
        ),
    },
    "answer-language": {
        "say": (
            "Write {topic} in **{v}**",
            "<p>Language for {topic}: <i>{v}</i></p>",
            "**Preferences**\n- {topic}: written in {v}",
        ),
        "cue": (
            "Language for {topic}: ~~{old}~~ {v}",
            "Switched {topic} to {v}, no longer {old}",
        ),
        "negate": (
            "Do **not** write {topic} in {v}",
            "❌ Never use {v} for {topic}",
        ),
    },
    "standup-time": {
        "say": (
            "The {team} {kind} is at **{v}**",
            "<b>{team} team</b> – {kind} at {v}",
            "### {team} team\n• {kind}: {v}",
        ),
        "cue": (
            "{team} {kind}: ~~{old}~~ → {v}",
            "Heads-up: the {team} {kind} moved from {old} to {v}",
        ),
    },
    "meeting-day": {
        "say": (
            "The {team} {meeting} is on *{v}s*",
            "<li>{team} {meeting} &ndash; every {v}</li>",
            "**{team} team**\nThe {meeting} happens every {v}",
        ),
        "cue": (
            "{team} {meeting}: <del>{old}</del> {v}",
            "The {team} {meeting} moved to {v}s (was {old}s)",
        ),
    },
    "office-address": {
        "say": (
            "The {c} office is at **{v}** ([map](https://example.com/x))",
            "<p>{c} office<br>{v}</p>",
            "## {c} office\nAddress: {v}",
        ),
        "cue": (
            "{c} office address: ~~{old}~~ {v}",
            "**Updated — {c} office**\nThe address is {v} (was {old})",
        ),
    },
    "office-floor": {
        "say": (
            "The {team} team sits on floor {v} of the {c}\u00a0office",
            "<b>{c} office</b> &ndash; {team} team: floor {v}",
            "### {c} office\n- {team} team: floor {v}",
        ),
        "cue": (
            "{team} team ({c} office): floor ~~{old}~~ → {v}",
            "The {team} team moved from floor {old} to floor {v} in the {c} office",
        ),
    },
    "decision": {
        "say": (
            "**Decision:** {proj} uses {v} as its {aspect} ([ADR](https://wiki.example.com/page))",
            "<p>{proj} &ndash; {aspect}: <b>{v}</b></p>",
            "## {proj}\n- [x] Use {v} as the {aspect}",
        ),
        "cue": (
            "{proj} {aspect}: ~~{old}~~ → {v}",
            "Updated: {proj} switched its {aspect} from {old} to <i>{v}</i>",
        ),
        "negate": (
            "{proj} does **not** use {v} as its {aspect}",
            "<p>{aspect} for {proj}: <b>NOT</b> {v}</p>",
        ),
    },
    "deadline": {
        "say": (
            "The {proj} {milestone} is due on **{v}**",
            "<li>{proj} {milestone} &ndash; due {v}</li>",
            "### {proj}\n* {milestone} — due {v}",
        ),
        "cue": (
            "{proj} {milestone} due date: <del>{old}</del> {v}",
            "### {proj} {milestone}\nUpdated: due {v} (was {old})",
        ),
    },
    "api-version-auth": {
        "say": (
            "`{svc}` API v{n} authenticates with **{v}**",
            "<p>{svc} API, version {n} &ndash; auth: {v}</p>",
            "## {svc} API v{n}\n- Auth: {v}",
        ),
        "cue": (
            "{svc} API v{n} auth: ~~{old}~~ → {v}",
            "The v{n} `{svc}` API switched from {old} to {v} for authentication",
        ),
    },
    "person-timezone": {
        "say": (
            "{p}’s time zone is **{v}**",
            "<p>{p} works on <i>{v}</i> time</p>",
            "## {p}\n- Time zone: {v}",
        ),
        "cue": (
            "{p} – time zone: ~~{old}~~ → {v}",
            "{p} is now on {v} time (was {old})",
        ),
    },
    "person-contact": {
        "say": (
            "Best way to reach {p}: **{v}**",
            "<p>{p} prefers to be reached via <i>{v}</i></p>",
            "**Contacts**\n{p} — {v} (preferred)",
        ),
        "cue": (
            "{p} – preferred contact: ~~{old}~~ {v}",
            "{p} switched to {v} as the way to reach them, no longer {old}",
        ),
        "negate": (
            "Do **not** contact {p} via {v}",
            "❌ {v} — {p} doesn’t want to be reached that way",
        ),
    },
    "person-allergy": {
        "say": (
            "{p} is **allergic** to {v}",
            "<b>Allergy:</b> {p} &ndash; {v}",
            "## {p}\n- ⚠️ {v} allergy",
        ),
        "negate": (
            "{p} is **not** allergic to {v}",
            "<p>{p} has <b>no</b> {v} allergy</p>",
        ),
    },
    "person-drink": {
        "say": (
            "{p}’s usual morning drink… *{v}*",
            "<li>{p} has {v} in the morning</li>",
            "**{p}**\nMorning drink: {v}",
        ),
        "cue": (
            "{p}’s morning drink: ~~{old}~~ → {v}",
            "{p} switched to {v} in the mornings (was {old})",
        ),
        "negate": (
            "{p} **doesn’t** drink {v}",
            "<p>{p} <b>never</b> has {v}</p>",
        ),
    },
    "manager": {
        "say": (
            "{p} reports to **{v}** — see [org chart](https://wiki.example.com/page)",
            "<p>{p}&#39;s manager: <i>{v}</i></p>",
            "## {p}\n- Manager: {v}",
        ),
        "cue": (
            "{p} – manager: ~~{old}~~ → {v}",
            "{p} now reports to {v}, no longer to {old}",
        ),
    },
    "relative-city": {
        "say": (
            "My {rel} lives in **{v}**",
            "<p>The user’s {rel} &ndash; lives in {v}</p>",
            "**Family**\n- {rel}: lives in {v}",
        ),
        "cue": (
            "My {rel} lives in ~~{old}~~ {v}",
            "The user’s {rel} moved to {v} (was {old})",
        ),
    },
    "preference-order": {
        "say": (
            "For {topic} on the {team} team, prefer **{a}** over {b}",
            "<li>{team} team &ndash; {topic}: {a} rather than {b}</li>",
            "### {team} team\n- {topic}: *{a}* over *{b}*",
        ),
        "cue": (
            "{team} team, {topic}: ~~{b} over {a}~~ → {a} over {b}",
            "For {topic}, the {team} team now prefers <b>{a}</b> over {b}",
        ),
    },
    "order-rule": {
        "say": (
            "For `{svc}`, run {a} **before** {b}",
            "<p>{svc}: first {a}, then {b}</p>",
            "### {svc} pipeline\n- first {a}, then {b}",
        ),
    },
    "person-office-de": {
        "say": (
            "## {p}\n- **Büro:** {v}",
            "{p} sitzt im Büro <b>{v}</b>",
            "Der Arbeitsplatz von *{p}* ist im Büro\u00a0{v}",
        ),
        "cue": (
            "{p} – Büro: ~~{old}~~ → {v}",
            "{p} ist vom Büro {old} ins Büro <i>{v}</i> gewechselt",
        ),
        "negate": (
            "{p} arbeitet **nicht** im Büro {v}",
            "<p>{p} sitzt <b>NICHT</b> im Büro {v}</p>",
        ),
    },
    "tool-preference-es": {
        "say": (
            "Para {scope}, mi {slot} es **{v}**",
            "<p>Uso <i>{v}</i> como {slot} en {scope}</p>",
            "**Preferencias ({scope})**\n- {slot}: {v}",
        ),
        "cue": (
            "{slot} para {scope}: ~~{old}~~ → {v}",
            "Cambié de {old} a <b>{v}</b> como {slot} en {scope}",
        ),
        "negate": (
            "**No** uso {v} como {slot} en {scope}",
            "❌ {v} — nunca como {slot} para {scope}",
        ),
    },
    "person-office-ru": {
        "say": (
            "## {p}\n- **Офис:** {v}",
            "{p} работает в офисе <b>{v}</b>",
            "Рабочее место {p}\u00a0— в офисе *{v}*",
        ),
        "cue": (
            "{p} — офис: ~~{old}~~ → {v}",
            "{p} перешёл из офиса {old} в офис <i>{v}</i>",
        ),
        "negate": (
            "{p} **не** работает в офисе {v}",
            "<p>{p} <b>НЕ</b> сидит в офисе {v}</p>",
        ),
    },
}
FRESH54_FILLERS = ["Clipped: ", "Pasted from the clipboard: ", "&gt; "]
# A fifty-fifth blind set (``--templates fresh55``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: memories an agent saved from
# a conversation, keeping the question or the earlier message it answered together with the
# answer, so the fact is established by the pair, in the answerer's words. About half the
# phrasings are two lines (a "\n" inside the text): a quoted question or message on the first
# line, the way chat and e-mail clients quote ("> ", "» ", "Q: ... / A: ...", "User asked:
# ... / Answer: ...", a "Re: ..." subject line), the answer on the second, none with a trailing
# newline. The answer mostly restates the fact with its subject ("> Which office is {p} in?\n{p}
# works in the {v} office."), some only elliptically, the subject in the question ("> Who's the
# {role} on {proj}?\n{v}.", "Q: What runtime does {svc} use?\nA: {lang} {v}"), some as a yes to
# a question that holds the whole fact ("Q: Is {svc} backed by {v}?\nA: Yes, correct."). The
# other half are one line, question and answer run together ("Which office does {p} work in?
# The {v} office.", "Asked whether {v} is the {role} on {proj}: yes, confirmed.", "Best way to
# reach {p}? {v}."). Confirmations ("yes", "correct", "that's right", "confirmed") never change
# the fact. Plain statements carry no change words in the question or the answer (no now, new,
# these days, currently, moved, switched, no longer, anymore, changed, updated, since, going
# forward, instead, replaced, was, still). Updates are answers that correct what the question
# assumed, the previous value in the question and the new one as current in the answer ("> Is
# {p} still in the {old} office?\nNo, {p} moved to the {v} office.", "Which database does {svc}
# use — {old}? It switched to {v}."); the order of a preference-order pair is asked in the old
# order and answered in the new ("> Does the {team} team still prefer {b} over {a} for
# {topic}?\nNo, ..."). Denials are a no to a question about the value, naming no other value and
# no change ("» Is {p} in the {v} office?\nNo, {p} doesn't work in the {v} office.", "Is {v}
# {proj}'s {role}? No, {v} isn't."); a dropped rule is a no to whether it holds ("> Do we still
# always {act} on the {team} team?\nNo, the {team} team dropped that rule."). No values of their
# own: no numbers or digits, product names, names, places, weekdays, dates, times, time zones,
# team, environment, channel, drink or food words; subject lines use placeholders and neutral
# words only (timeout, seating, morning order). The openers ("Saved exchange: ", "From the
# chat: ", "Thread excerpt: ") use no value words. The German, Spanish and Russian families are
# such exchanges in that language ("> In welchem Büro sitzt {p}?\n{p} sitzt im Büro {v}.",
# "» ¿Qué {slot} usas para {scope}?\nUso {v}.", "> В каком офисе работает {p}?\n{p} работает в
# офисе {v}.").
FRESH55: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "> Which office is {p} in?\n{p} works in the {v} office.",
            "Which office does {p} work in? The {v} office.",
            "Is {p} based in the {v} office? Yes, that's right.",
        ),
        "cue": (
            "> Is {p} still in the {old} office?\nNo, {p} moved to the {v} office.",
            "Which office is {p} in — {old}? Not anymore: {p} works in the {v} office now.",
        ),
        "negate": (
            "» Is {p} in the {v} office?\nNo, {p} doesn't work in the {v} office.",
            "Asked whether {p} sits in the {v} office: no, {p} does not.",
        ),
    },
    "project-role": {
        "say": (
            "> Who's the {role} on {proj}?\n{v}.",
            "Asked whether {v} is the {role} on {proj}: yes, confirmed.",
            "Re: {role} for {proj}\n{v} is the {role} on {proj}.",
        ),
        "cue": (
            "Q: Is {old} the {role} on {proj}?\nA: Not anymore, {v} is the {role} on {proj} now.",
            "Is {old} still the {role} on {proj}? No, {v} replaced {old} in that role.",
        ),
        "negate": (
            "> Is {v} the {role} on {proj}?\nNo, {v} is not the {role} on {proj}.",
            "Is {v} {proj}'s {role}? No, {v} isn't.",
        ),
    },
    "tool-preference": {
        "say": (
            "» Which {slot} do you use for {scope}?\n{v} is my {slot} for {scope}.",
            "What {slot} does the user prefer for {scope}? {v}.",
            "User asked: Which {slot} do you prefer for {scope}?\nAnswer: {v} — that's my {slot} for {scope}.",
        ),
        "cue": (
            "> Still on {old} as your {slot} for {scope}?\nNo, I switched to {v}.",
            "Which {slot} for {scope} — {old}? Not anymore; I use {v} now.",
        ),
        "negate": (
            "> Do you use {v} as your {slot} for {scope}?\nNo, I don't use {v} for {scope}.",
            "Asked whether {v} is my {slot} for {scope}: no, it isn't.",
        ),
    },
    "service-runtime": {
        "say": (
            "Q: What runtime does {svc} use?\nA: {lang} {v}",
            "> Which {lang} version is {svc} on?\n{svc} runs on {lang} {v}.",
            "Which {lang} does {svc} run on? {lang} {v}, confirmed.",
        ),
        "cue": (
            "Q: {svc} on {lang} {old}?\nA: Not anymore, it's on {lang} {v} now.",
            "Is {svc} still on {lang} {old}? No, it moved to {lang} {v}.",
        ),
    },
    "service-timeout": {
        "say": (
            "> What's the request timeout for {svc} in {env}?\n{v} seconds.",
            "How long before {svc} times out requests in {env}? {v} seconds.",
            "Re: {svc} timeout ({env})\nRequests to {svc} in {env} time out after {v} seconds.",
        ),
        "cue": (
            "» Is the {env} timeout for {svc} still {old} seconds?\nNo, it was changed to {v} seconds.",
            "Request timeout for {svc} in {env}, {old} seconds? Not anymore: it's {v} seconds now.",
        ),
    },
    "service-db": {
        "say": (
            "> Which database does {svc} use?\n{svc} uses {v}.",
            "What does {svc} store its data in? {v}.",
            "Q: Is {svc} backed by {v}?\nA: Yes, correct.",
        ),
        "cue": (
            "Which database does {svc} use — {old}? It switched to {v}.",
            "> Does {svc} still run on {old}?\nNo, {svc} moved its data to {v}.",
        ),
        "negate": (
            "User asked: Does {svc} use {v}?\nAnswer: No, {svc} doesn't use {v}.",
            "Is {v} the database behind {svc}? No, it is not.",
        ),
    },
    "replicas": {
        "say": (
            "> How many replicas does {svc} run in {env}?\n{v}.",
            "How many copies of {svc} run in {env}? {v} replicas.",
            "Replica count for {svc} in {env}? {svc} runs {v} replicas in {env}.",
        ),
        "cue": (
            "> Still {old} replicas of {svc} in {env}?\nNo, {svc} was scaled to {v}.",
            "Is {svc} at {old} replicas in {env}? Not anymore, it runs {v} now.",
        ),
    },
    "feature-flag": {
        "say": (
            "> What's the state of the {flag} flag in {env}?\nThe {flag} flag is {v} in {env}.",
            "How is the {flag} flag set in {env}? It's {v}.",
            "{flag} in {env}, is it {v}? Yes, it is.",
        ),
        "cue": (
            "> Is {flag} still {old} in {env}?\nNo, {flag} is {v} in {env} now.",
            "Is the {flag} flag {old} in {env}? Not anymore; it was switched to {v}.",
        ),
    },
    "standing-rule": {
        "say": (
            "> Do we always {act} on the {team} team?\nYes, on the {team} team we always {act}.",
            "Is it a rule on the {team} team to always {act}? Yes, it is.",
            "Any standing rule for the {team} team? Always {act}.",
        ),
        "negate": (
            "» Should we {act} on the {team} team?\nNo, on the {team} team we never {act}.",
            "Is it fine to {act} on the {team} team? No, never {act} there.",
        ),
        "retract": (
            "> Do we still always {act} on the {team} team?\nNo, the {team} team dropped that rule.",
            "Does the {team} team's rule to always {act} hold? Not anymore; the team dropped it.",
        ),
    },
    "answer-language": {
        "say": (
            "> Which language should {topic} be written in?\n{v}, please.",
            "What language do you want for {topic}? {v}.",
            "Asked whether {topic} should be in {v}: yes, write {topic} in {v}.",
        ),
        "cue": (
            "> Still writing {topic} in {old}?\nNo, write {topic} in {v} from now on.",
            "Should {topic} be in {old}? Not anymore — {v} now.",
        ),
        "negate": (
            "> Should {topic} be written in {v}?\nNo, don't write {topic} in {v}.",
            "Asked whether to use {v} for {topic}: no, never.",
        ),
    },
    "standup-time": {
        "say": (
            "> What time is the {team} {kind}?\nThe {team} {kind} is at {v}.",
            "When does the {team} {kind} start? At {v}.",
            "Re: {team} {kind}\nWe hold the {team} {kind} at {v}.",
        ),
        "cue": (
            "» Is the {team} {kind} still at {old}?\nNo, it moved to {v}.",
            "{team} {kind} at {old}? Not anymore, it's at {v} now.",
        ),
    },
    "meeting-day": {
        "say": (
            "> Which day is the {team} {meeting}?\n{v}s.",
            "What day does the {team} team hold its {meeting}? Every {v}.",
            "Is the {team} {meeting} on {v}s? Yes, every {v}.",
        ),
        "cue": (
            "> Is the {team} {meeting} still on {old}?\nNo, it moved to {v}s.",
            "{team} {meeting} on {old}s? Not anymore; it's on {v}s now.",
        ),
    },
    "office-address": {
        "say": (
            "> What's the address of the {c} office?\n{v}.",
            "Where is the {c} office? At {v}.",
            "Is the {c} office at {v}? Yes, that's the address.",
        ),
        "cue": (
            "User asked: Is the {c} office still at {old}?\nAnswer: No, it moved to {v}.",
            "{c} office at {old}? Not anymore — the office relocated to {v}.",
        ),
    },
    "office-floor": {
        "say": (
            "> Which floor is the {team} team on in the {c} office?\nFloor {v}.",
            "Where does the {team} team sit in the {c} office? On floor {v}.",
            "Re: {team} team seating, {c} office\nThe {team} team sits on floor {v} of the {c} office.",
        ),
        "cue": (
            "> Is the {team} team still on floor {old} of the {c} office?\nNo, they moved to floor {v}.",
            "{team} team on floor {old} of the {c} office? Not anymore; it's on floor {v} now.",
        ),
    },
    "decision": {
        "say": (
            "> What did we pick as the {aspect} for {proj}?\n{v}.",
            "Which {aspect} does {proj} use? {proj} uses {v}.",
            "Q: Is {v} the {aspect} for {proj}?\nA: Yes, that's what the team chose.",
        ),
        "cue": (
            "> Is {proj} still on {old} for its {aspect}?\nNo, {proj} switched its {aspect} to {v}.",
            "{aspect} for {proj} — {old}? Not anymore; the team replaced it with {v}.",
        ),
        "negate": (
            "» Does {proj} use {v} as its {aspect}?\nNo, {proj} does not use {v}.",
            "Asked whether {v} is the {aspect} for {proj}: no, the team decided against {v}.",
        ),
    },
    "deadline": {
        "say": (
            "> When is the {proj} {milestone} due?\n{v}.",
            "What's the due date for the {proj} {milestone}? It's due on {v}.",
            "Re: {proj} {milestone}\nThe {proj} {milestone} is due on {v}.",
        ),
        "cue": (
            "> Is the {proj} {milestone} still due on {old}?\nNo, it slipped to {v}.",
            "{proj} {milestone} on {old}? Not anymore: the date moved to {v}.",
        ),
    },
    "api-version-auth": {
        "say": (
            "Q: How does the {svc} API v{n} authenticate?\nA: With {v}.",
            "What auth does version {n} of the {svc} API use? {v}.",
            "> Does the v{n} {svc} API use {v}?\nYes, {svc} API v{n} authenticates with {v}.",
        ),
        "cue": (
            "> Is {svc} API v{n} still on {old}?\nNo, it switched to {v} for authentication.",
            "{svc} v{n} API auth via {old}? Not anymore, it uses {v} now.",
        ),
    },
    "person-timezone": {
        "say": (
            "> Which time zone is {p} in?\n{p} is on {v} time.",
            "What's {p}'s time zone? {v}.",
            "Asked whether {p} is on {v} time: yes, correct.",
        ),
        "cue": (
            "» Is {p} still on {old} time?\nNo, {p} moved to {v}.",
            "{p} on {old}? Not anymore; {p} is on {v} time now.",
        ),
    },
    "person-contact": {
        "say": (
            "> What's the best way to reach {p}?\n{v}.",
            "Best way to reach {p}? By {v}.",
            "Is {v} the best way to reach {p}? Yes, that's right.",
        ),
        "cue": (
            "> Should we reach {p} by {old}?\nNot anymore, {p} prefers {v} now.",
            "Is {old} still the way to reach {p}? No, {p} switched to {v}.",
        ),
        "negate": (
            "> Can we contact {p} via {v}?\nNo, don't contact {p} via {v}.",
            "Asked whether {v} works for reaching {p}: no, {p} doesn't want {v}.",
        ),
    },
    "person-allergy": {
        "say": (
            "> Is {p} allergic to anything?\nYes, {p} is allergic to {v}.",
            "What is {p} allergic to? To {v}.",
            "Does {p} have a {v} allergy? Yes, confirmed.",
        ),
        "negate": (
            "» Is {p} allergic to {v}?\nNo, {p} isn't allergic to {v}.",
            "Asked whether {p} has a {v} allergy: no, {p} does not.",
        ),
    },
    "person-drink": {
        "say": (
            "> What does {p} drink in the morning?\n{v}.",
            "{p}'s usual morning drink? {v}.",
            "Re: {p}'s morning order\n{p} has {v} in the morning.",
        ),
        "cue": (
            "> Does {p} still have {old} in the morning?\nNo, {p} switched to {v}.",
            "Is {p}'s morning drink {old}? Not anymore; it's {v} now.",
        ),
        "negate": (
            "> Does {p} like {v}?\nNo, {p} doesn't like {v}.",
            "Asked whether {p} drinks {v}: no, never.",
        ),
    },
    "manager": {
        "say": (
            "> Who does {p} report to?\n{v}.",
            "Who manages {p}? {v}.",
            "Is {v} {p}'s manager? Yes, {p} reports to {v}.",
        ),
        "cue": (
            "» Does {p} still report to {old}?\nNo, {p} reports to {v} now.",
            "Is {old} {p}'s manager? Not anymore; {v} took over as {p}'s manager.",
        ),
    },
    "relative-city": {
        "say": (
            "> Where does your {rel} live?\nMy {rel} lives in {v}.",
            "Where does the user's {rel} live? In {v}.",
            "User asked: Is your {rel} in {v}?\nAnswer: Yes, that's where my {rel} lives.",
        ),
        "cue": (
            "> Is your {rel} still in {old}?\nNo, my {rel} moved to {v}.",
            "Does the user's {rel} live in {old}? Not anymore, the {rel} lives in {v} now.",
        ),
    },
    "preference-order": {
        "say": (
            "> For {topic}, what does the {team} team prefer?\n{a} over {b}.",
            "Which does the {team} team prefer for {topic}, {a} or {b}? {a}.",
            "Q: Does the {team} team prefer {a} over {b} for {topic}?\nA: Yes, {a} over {b}.",
        ),
        "cue": (
            "> Does the {team} team still prefer {b} over {a} for {topic}?\nNo, the {team} team switched to {a} over {b}.",
            "{b} over {a} for {topic} on the {team} team? Not anymore; it's {a} over {b} now.",
        ),
    },
    "order-rule": {
        "say": (
            "> In which order do the {svc} checks run?\n{a} first, then {b}.",
            "For {svc}, what runs before {b}? {a}.",
            "Does {svc} run {a} before {b}? Yes, {a} before {b}.",
        ),
    },
    "person-office-de": {
        "say": (
            "> In welchem Büro sitzt {p}?\n{p} sitzt im Büro {v}.",
            "Wo arbeitet {p}? Im Büro {v}.",
            "F: Arbeitet {p} im Büro {v}?\nA: Ja, richtig.",
        ),
        "cue": (
            "> Sitzt {p} noch im Büro {old}?\nNein, {p} ist ins Büro {v} gewechselt.",
            "Ist {p} im Büro {old}? Nicht mehr – {p} arbeitet jetzt im Büro {v}.",
        ),
        "negate": (
            "» Arbeitet {p} im Büro {v}?\nNein, {p} arbeitet nicht im Büro {v}.",
            "Gefragt, ob {p} im Büro {v} sitzt: nein, das tut {p} nicht.",
        ),
    },
    "tool-preference-es": {
        "say": (
            "» ¿Qué {slot} usas para {scope}?\nUso {v}.",
            "¿Tu {slot} para {scope}? {v}.",
            "P: ¿Usas {v} como {slot} en {scope}?\nR: Sí, correcto.",
        ),
        "cue": (
            "> ¿Sigues usando {old} como {slot} en {scope}?\nNo, me pasé a {v}.",
            "¿{old} como {slot} para {scope}? Ya no; ahora uso {v}.",
        ),
        "negate": (
            "> ¿Usas {v} como {slot} en {scope}?\nNo, no uso {v} en {scope}.",
            "¿Es {v} tu {slot} para {scope}? No, no lo es.",
        ),
    },
    "person-office-ru": {
        "say": (
            "> В каком офисе работает {p}?\n{p} работает в офисе {v}.",
            "Где сидит {p}? В офисе {v}.",
            "В: {p} работает в офисе {v}?\nО: Да, верно.",
        ),
        "cue": (
            "> {p} всё ещё в офисе {old}?\nНет, {p} перешёл в офис {v}.",
            "{p} работает в офисе {old}? Уже нет — теперь {p} в офисе {v}.",
        ),
        "negate": (
            "» {p} работает в офисе {v}?\nНет, {p} не работает в офисе {v}.",
            "Спросили, сидит ли {p} в офисе {v}: нет, не сидит.",
        ),
    },
}
FRESH55_FILLERS = ["Saved exchange: ", "From the chat: ", "Thread excerpt: "]
# A fifty-sixth blind set (``--templates fresh56``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it: facts as agents and users
# note them with a time qualifier saying when the fact was confirmed or how long it is
# expected to hold, in everyday English, one line each. About two thirds of the plain
# statements carry such a qualifier, at the start, the end or in the middle ("As of this week,
# {p} works in the {v} office.", "{p} is still based in the {v} office, last I checked.",
# "Confirmed this morning: {v} is {proj}'s {role}.", "Per today's standup, ...", "Until
# further notice, write {topic} in {v}.", "Going by last month's org chart, {p} reports to
# {v}.", "for now", "at the moment", "for the time being", "these days", "double-checked
# yesterday"); "still" only where nothing changed. Plain statements say nothing changed (no
# moved, switched, replaced, no longer, instead, was, new, from ... to). The two-valued flag
# and the order-sensitive pairs (the same template said the other way round is a conflict)
# take only qualifiers of confirmation ("Last I checked, ...", "Double-checked yesterday:
# ..."), none of onset ("as of", "these days"). Updates say the value changed with explicit
# change words ("moved from {old} to {v}", "switched from {old} to {v}", "no longer {old}",
# "now ... instead of {old}", "As of this week {v} replaced {old} as ...") and mostly also a
# time word ("this week", "this morning", "last month"); the order of a preference-order
# pair changes from "{b} over {a}" to "{a} over {b}". Denials are a plain "not", "doesn't",
# "no {v} allergy", "do not" with a qualifier of confirmation or duration ("Last I checked,
# {svc} does not use {v}.", "Until further notice, do not contact {p} via {v}."), naming no
# other value and no change; a dropped rule says the team no longer wants it, with a time
# word ("As of this week the {team} team no longer wants us to always {act}."). Time words
# are relative only (this week, this morning, yesterday, last month, today): no numbers or
# digits, product names, names, places, weekdays, month names, dates, times, time zones,
# team, environment, channel, drink or food words beyond the placeholders ("standup" once,
# in "per today's standup", about a milestone). The openers ("Status note: ", "Verified: ",
# "Logged: ") use no value words. The German, Spanish and Russian families are such notes in
# that language ("Stand diese Woche arbeitet {p} im Büro {v}.", "Por ahora, mi {slot} para
# {scope} es {v}.", "На данный момент {p} работает в офисе {v}.").
FRESH56: dict[str, dict[str, tuple[str, ...]]] = {
    "person-office": {
        "say": (
            "As of this week, {p} works in the {v} office.",
            "{p} is still based in the {v} office, last I checked.",
            "{p} sits in the {v} office.",
        ),
        "cue": (
            "{p} moved to the {v} office this week and is no longer in {old}.",
            "As of this week {p} works in the {v} office instead of the {old} office.",
        ),
        "negate": (
            "Last I checked, {p} does not work in the {v} office.",
            "Double-checked yesterday: {p} isn't based in the {v} office.",
        ),
    },
    "project-role": {
        "say": (
            "For the time being, {v} is the {role} on {proj}.",
            "Confirmed this morning: {v} is {proj}'s {role}.",
            "The {role} on {proj} is {v}.",
        ),
        "cue": (
            "As of this week {v} replaced {old} as the {role} on {proj}.",
            "{old} is no longer the {role} on {proj}; {v} took over this week.",
        ),
        "negate": (
            "Double-checked yesterday: {v} is not the {role} on {proj}.",
            "At the moment {v} isn't {proj}'s {role}.",
        ),
    },
    "tool-preference": {
        "say": (
            "For now, I use {v} as my {slot} for {scope}.",
            "These days my {slot} for {scope} is {v}.",
            "I use {v} as my {slot} for {scope}.",
        ),
        "cue": (
            "I switched from {old} to {v} as my {slot} for {scope} this week.",
            "For {scope} I now use {v} as my {slot} instead of {old}.",
        ),
        "negate": (
            "At the moment I don't use {v} as my {slot} for {scope}.",
            "I do not use {v} as my {slot} for {scope}, last I checked.",
        ),
    },
    "service-runtime": {
        "say": (
            "Last I checked, {svc} runs on {lang} {v}.",
            "{svc} is on {lang} {v} for the time being.",
            "{svc} uses {lang} {v}.",
        ),
        "cue": (
            "{svc} moved from {lang} {old} to {lang} {v} this week.",
            "As of this week {svc} runs on {lang} {v} instead of {lang} {old}.",
        ),
    },
    "service-timeout": {
        "say": (
            "Double-checked yesterday: the request timeout for {svc} in {env} is {v} seconds.",
            "Until further notice, {svc} times out requests after {v} seconds in {env}.",
            "In {env}, requests to {svc} time out after {v} seconds.",
        ),
        "cue": (
            "The {env} request timeout for {svc} was switched from {old} to {v} seconds this morning.",
            "{svc} in {env} now times out after {v} seconds instead of {old}, as of this week.",
        ),
    },
    "service-db": {
        "say": (
            "At the moment {svc} keeps everything in {v}.",
            "{svc} is still backed by {v}, confirmed this morning.",
            "The database behind {svc} is {v}.",
        ),
        "cue": (
            "As of this week {v} replaced {old} as the database for {svc}.",
            "{svc} no longer uses {old}; it moved to {v} last month.",
        ),
        "negate": (
            "Last I checked, {svc} does not use {v}.",
            "Confirmed this morning: {svc} doesn't store anything in {v}.",
        ),
    },
    "replicas": {
        "say": (
            "Double-checked yesterday: {svc} runs {v} replicas in {env}.",
            "For now we keep {v} replicas of {svc} in {env}.",
            "{svc} runs {v} replicas in {env}.",
        ),
        "cue": (
            "{svc} in {env} was scaled from {old} to {v} replicas this week.",
            "As of this morning {svc} runs {v} replicas in {env}, no longer {old}.",
        ),
    },
    "feature-flag": {
        "say": (
            "Last I checked, the {flag} flag is {v} in {env}.",
            "Double-checked yesterday: {flag} is {v} in {env}.",
            "In {env}, the {flag} feature flag is {v}.",
        ),
        "cue": (
            "The {flag} flag was switched from {old} to {v} in {env} this morning.",
            "As of this week {flag} is {v} in {env}, no longer {old}.",
        ),
    },
    "standing-rule": {
        "say": (
            "Until further notice, always {act} on the {team} team.",
            "For the time being the {team} team wants us to always {act}.",
            "On the {team} team we always {act}.",
        ),
        "negate": (
            "Double-checked yesterday: on the {team} team we never {act}.",
            "Last I checked, the {team} team does not want us to {act}.",
        ),
        "retract": (
            "As of this week the {team} team no longer wants us to always {act}.",
            "Confirmed this morning: the {team} team dropped its rule to always {act}.",
        ),
    },
    "answer-language": {
        "say": (
            "Until further notice, write {topic} in {v}.",
            "For the time being the user wants {topic} in {v}.",
            "Write {topic} in {v}.",
        ),
        "cue": (
            "As of this week, write {topic} in {v} instead of {old}.",
            "The user switched {topic} from {old} to {v} this morning.",
        ),
        "negate": (
            "Until further notice, do not write {topic} in {v}.",
            "Confirmed this morning: the user doesn't want {topic} in {v}.",
        ),
    },
    "standup-time": {
        "say": (
            "The {team} {kind} is at {v} these days.",
            "Last I checked, the {team} {kind} starts at {v}.",
            "We hold the {team} {kind} at {v}.",
        ),
        "cue": (
            "The {team} {kind} moved from {old} to {v} as of this week.",
            "The {team} {kind} no longer starts at {old}; it's at {v} now.",
        ),
    },
    "meeting-day": {
        "say": (
            "At the moment the {team} {meeting} is on {v}s.",
            "The {team} {meeting} is still every {v}, double-checked yesterday.",
            "The {team} team holds its {meeting} on {v}s.",
        ),
        "cue": (
            "The {team} {meeting} moved from {old}s to {v}s this week.",
            "As of this week the {team} {meeting} happens on {v}s, no longer on {old}s.",
        ),
    },
    "office-address": {
        "say": (
            "For now, the {c} office is at {v}.",
            "Confirmed this morning: the {c} office address is {v}.",
            "The {c} office is at {v}.",
        ),
        "cue": (
            "The {c} office moved from {old} to {v} last month.",
            "As of this week the {c} office is at {v} instead of {old}.",
        ),
    },
    "office-floor": {
        "say": (
            "For the time being the {team} team sits on floor {v} of the {c} office.",
            "Last I checked, the {team} team is on floor {v} in the {c} office.",
            "The {team} team is on floor {v} of the {c} office.",
        ),
        "cue": (
            "The {team} team moved from floor {old} to floor {v} of the {c} office this week.",
            "As of this week the {team} team sits on floor {v} in the {c} office, no longer on floor {old}.",
        ),
    },
    "decision": {
        "say": (
            "As of this week, {proj} uses {v} as its {aspect}.",
            "Until further notice, {v} is the {aspect} for {proj}.",
            "The team chose {v} as the {aspect} for {proj}.",
        ),
        "cue": (
            "{proj} switched its {aspect} from {old} to {v} this week.",
            "As of this week {v} replaced {old} as the {aspect} for {proj}.",
        ),
        "negate": (
            "Confirmed this morning: {proj} does not use {v} as its {aspect}.",
            "For the time being, {proj} will not use {v} for its {aspect}.",
        ),
    },
    "deadline": {
        "say": (
            "Per today's standup, the {proj} {milestone} is due on {v}.",
            "At the moment the {proj} {milestone} is due on {v}.",
            "The {proj} {milestone} is due on {v}.",
        ),
        "cue": (
            "The {proj} {milestone} slipped from {old} to {v}, confirmed this morning.",
            "As of this week the {proj} {milestone} is due on {v} instead of {old}.",
        ),
    },
    "api-version-auth": {
        "say": (
            "Last I checked, the v{n} {svc} API authenticates with {v}.",
            "For now, version {n} of the {svc} API uses {v} for authentication.",
            "The {svc} API v{n} signs clients in with {v}.",
        ),
        "cue": (
            "The v{n} {svc} API switched from {old} to {v} for authentication this week.",
            "As of this week {v} replaced {old} as the auth for {svc} API v{n}.",
        ),
    },
    "person-timezone": {
        "say": (
            "At the moment {p} is on {v} time.",
            "{p}'s time zone is still {v}, last I checked.",
            "{p} works on {v} time.",
        ),
        "cue": (
            "{p} moved from {old} to {v} time this week.",
            "As of this week {p} is on {v} time instead of {old}.",
        ),
    },
    "person-contact": {
        "say": (
            "For now, the best way to reach {p} is {v}.",
            "Confirmed this morning: {p} prefers {v} for urgent things.",
            "Contact {p} via {v}.",
        ),
        "cue": (
            "{p} switched from {old} to {v} for urgent things this week.",
            "{p} no longer wants {old}; as of this week reach {p} via {v}.",
        ),
        "negate": (
            "Until further notice, do not contact {p} via {v}.",
            "Double-checked yesterday: {p} doesn't want {v} for urgent things.",
        ),
    },
    "person-allergy": {
        "say": (
            "Double-checked yesterday: {p} is allergic to {v}.",
            "{p} has a {v} allergy, confirmed this morning.",
            "{p} is allergic to {v}.",
        ),
        "negate": (
            "Last I checked, {p} is not allergic to {v}.",
            "Confirmed this morning: {p} has no {v} allergy.",
        ),
    },
    "person-drink": {
        "say": (
            "{p} still has {v} in the morning.",
            "For the time being {p}'s morning drink is {v}.",
            "{p} likes {v} in the morning.",
        ),
        "cue": (
            "{p} switched from {old} to {v} in the mornings this week.",
            "{p} no longer drinks {old} in the morning; it's {v} now.",
        ),
        "negate": (
            "Last I checked, {p} does not like {v}.",
            "{p} doesn't drink {v}, double-checked yesterday.",
        ),
    },
    "manager": {
        "say": (
            "Going by last month's org chart, {p} reports to {v}.",
            "At the moment {p}'s manager is {v}.",
            "{v} manages {p}.",
        ),
        "cue": (
            "{p} now reports to {v} instead of {old}, as of this week.",
            "{p} moved from {old}'s team to {v}'s last month.",
        ),
    },
    "relative-city": {
        "say": (
            "My {rel} still lives in {v}.",
            "For now my {rel} is in {v}.",
            "The user's {rel} lives in {v}.",
        ),
        "cue": (
            "My {rel} moved from {old} to {v} last month.",
            "The user's {rel} no longer lives in {old}; as of this week the {rel} lives in {v}.",
        ),
    },
    "preference-order": {
        "say": (
            "For the time being, the {team} team prefers {a} over {b} for {topic}.",
            "Last I checked, for {topic} the {team} team goes with {a}, not {b}.",
            "On the {team} team, {a} over {b} for {topic}.",
        ),
        "cue": (
            "As of this week the {team} team switched from {b} over {a} to {a} over {b} for {topic}.",
            "The {team} team no longer prefers {b} over {a} for {topic}; it's {a} over {b} now.",
        ),
    },
    "order-rule": {
        "say": (
            "Until further notice, run {a} before {b} for {svc}.",
            "Last I checked, the {svc} pipeline runs {a} first, then {b}.",
            "For {svc}, run {a} before {b}.",
        ),
    },
    "person-office-de": {
        "say": (
            "Stand diese Woche arbeitet {p} im Büro {v}.",
            "{p} sitzt zurzeit im Büro {v}, gestern noch einmal geprüft.",
            "{p} arbeitet im Büro {v}.",
        ),
        "cue": (
            "{p} wechselte diese Woche vom Büro {old} ins Büro {v}.",
            "Seit dieser Woche arbeitet {p} im Büro {v} statt im Büro {old}.",
        ),
        "negate": (
            "Zuletzt geprüft: {p} arbeitet nicht im Büro {v}.",
            "Heute Morgen bestätigt: {p} sitzt nicht im Büro {v}.",
        ),
    },
    "tool-preference-es": {
        "say": (
            "Por ahora, mi {slot} para {scope} es {v}.",
            "De momento uso {v} como {slot} en {scope}.",
            "Uso {v} como {slot} en {scope}.",
        ),
        "cue": (
            "Esta semana cambié de {old} a {v} como {slot} en {scope}.",
            "Ya no uso {old}; desde esta semana mi {slot} para {scope} es {v}.",
        ),
        "negate": (
            "Hasta nuevo aviso, no uso {v} como {slot} en {scope}.",
            "Confirmado esta mañana: {v} no es mi {slot} para {scope}.",
        ),
    },
    "person-office-ru": {
        "say": (
            "На данный момент {p} работает в офисе {v}.",
            "{p} по-прежнему сидит в офисе {v}, вчера перепроверил.",
            "{p} работает в офисе {v}.",
        ),
        "cue": (
            "На этой неделе {p} перешёл из офиса {old} в офис {v}.",
            "{p} больше не в офисе {old}: с этой недели {p} работает в офисе {v}.",
        ),
        "negate": (
            "Вчера перепроверил: {p} не работает в офисе {v}.",
            "Подтвердили сегодня утром: {p} не сидит в офисе {v}.",
        ),
    },
}
FRESH56_FILLERS = ["Status note: ", "Verified: ", "Logged: "]
# A fifty-seventh blind set (``--templates fresh57``), written 2026-12-07 by a helper session
# that saw none of the rules, before running the benchmark on it. Unlike every set before it,
# it re-phrases none of the families above: it brings 22 of its own (FRESH57_FAMILIES, laid in
# through FAMILY_SETS), kinds of facts the rules were never tuned on, with their own
# vocabulary: a person's car, pet's name, diet, job title (promotions up a career ladder),
# birthday (versions as corrections), handle on GitHub / Slack / ..., weekend hobby (in
# German), diet (in Spanish, sharing the English diet's subjects: a person has one diet), and
# which of two things a person likes better ("window seats over aisle seats": order-sensitive,
# the pair said the other way round is a conflict); a service's port and cloud region per
# environment, its log retention in days and rate limit per minute; a repo's default branch,
# licence, visibility (public / private: two-valued, the other value said plainly is a
# conflict), a library pinned to a version, a contribution rule (always / never, withdrawn
# with "no longer requires"); a team's Slack channel for a purpose, its plan of a SaaS tool,
# the room of its recurring meeting, and a project's budget for a quarter. Plain everyday
# English, one line each, as an agent notes a fact ("Kenji Suzuki drives a Volvo XC40.",
# "The payments team's alerts channel is #pager-feed."). Plain statements name no change (no
# moved, now, switched, no longer, instead, new, from ... to). Updates say the change with a
# change word ("traded the {old} in for a {v}", "was promoted to", "Correction: ... is on
# {v}, not {old}", "renamed ... from {old} to {v}", "bumped ... from {old} to {v}",
# "upgraded", "relicensed", "is now", "moved to", "We made {repo} {v}", "now prefers");
# values that only go one way (titles, library versions, rate limits, plans) are drawn in
# order, so "promoted", "bumped", "raised" and "upgraded" are true. Denials are a plain
# "not", "doesn't", "isn't", "wasn't", "never" of the same value, with no change word and no
# other value; retention, rate limits and budgets have none, and the two-valued and
# order-sensitive families conflict through their other value or order instead. The
# look-alike is the same fact of another person, environment, service, repo, team, client
# tier, project or site. Vocabulary is plain lists (the set is never tuned on, so no list is
# split). The openers ("Fact to keep: ", "On file: ", "Jotted down: ") use no value words.
CARS = [
    "Volvo XC40",
    "Toyota Corolla",
    "Tesla Model 3",
    "VW Golf",
    "Honda Civic",
    "Kia Niro",
    "Mazda CX-5",
    "Skoda Octavia",
    "Ford Focus",
    "Renault Zoe",
    "BMW i3",
    "Subaru Outback",
    "Nissan Leaf",
    "Hyundai Kona",
    "Fiat 500",
    "Polestar 2",
    "Peugeot 208",
    "Mini Cooper",
]
PETS = ["dog", "cat", "rabbit", "parrot", "tortoise", "hamster", "guinea pig"]
PET_NAMES = """Biscuit Luna Milo Pepper Mochi Ziggy Olive Baxter Nala Pickle Waffles Noodle Pumpkin
Clementine Pixel Tofu Socks Gizmo Pretzel Maple""".split()
DIETS = ["vegetarian", "vegan", "pescatarian", "keto", "paleo", "flexitarian", "low-carb", "low-FODMAP"]
DIETS_ES = ["vegetariana", "vegana", "pescetariana", "cetogénica", "paleo", "flexitariana", "baja en carbohidratos"]
LADDERS = [  # job titles from junior up: a promotion moves one step
    [
        "Junior Software Engineer",
        "Software Engineer",
        "Senior Software Engineer",
        "Staff Software Engineer",
        "Principal Software Engineer",
        "Distinguished Engineer",
    ],
    [
        "Junior Designer",
        "Product Designer",
        "Senior Product Designer",
        "Lead Product Designer",
        "Principal Designer",
        "Design Director",
    ],
    [
        "Junior Data Scientist",
        "Data Scientist",
        "Senior Data Scientist",
        "Staff Data Scientist",
        "Principal Data Scientist",
    ],
    ["Product Manager", "Senior Product Manager", "Group Product Manager", "Director of Product", "VP of Product"],
]
SITES = ["GitHub", "GitLab", "Slack", "Discord", "Bitbucket", "Mastodon"]
HOBBIES_DE = """Klettern Segeln Rudern Bouldern Joggen Angeln Töpfern Yoga Radfahren Schwimmen Tennis
Schach""".split()
PICKS = {  # order-sensitive likings: topic -> two things one can like better than the other
    "seats on flights": ["window seats", "aisle seats"],
    "hot drinks": ["tea", "coffee"],
    "editor themes": ["light mode", "dark mode"],
    "laptops": ["MacBooks", "ThinkPads"],
    "keyboards": ["mechanical keyboards", "low-profile keyboards"],
    "meeting times": ["mornings", "afternoons"],
    "desks": ["standing desks", "sitting desks"],
    "monitor setups": ["one big monitor", "two small monitors"],
    "holidays": ["beach holidays", "city breaks"],
    "note-taking": ["paper notebooks", "note apps"],
    "pets": ["cats", "dogs"],
    "books": ["e-books", "paper books"],
    "flight times": ["early flights", "late flights"],
}
DEPLOY_ENVS = ENVS + ["canary", "load-test", "demo"]
PORTS = ["3000", "4000", "5000", "5050", "7000", "8000", "8080", "8081", "8443", "8888", "9000", "9090"]
RETAINED = [
    "logs",
    "traces",
    "metrics",
    "audit events",
    "access logs",
    "error reports",
    "crash dumps",
    "request samples",
]
RETENTION_DAYS = ["7", "14", "30", "60", "90", "180", "365"]
CLIENT_TIERS = ["free-tier", "paid", "internal", "anonymous", "partner", "enterprise", "trial", "mobile"]
RATES = ["30", "60", "100", "120", "300", "600", "1000", "1200", "3000", "6000"]  # ascending
REPO_PARTS = ["web", "api", "infra", "docs", "mobile", "cli", "sdk", "backend"]
BRANCHES = ["main", "master", "develop", "trunk", "dev", "next", "stable", "release"]
LICENCES = ["MIT", "Apache-2.0", "BSD-3-Clause", "GPL-3.0", "MPL-2.0", "AGPL-3.0", "LGPL-3.0", "ISC"]
LIBS = {  # a library -> its versions, oldest first
    "React": ["16.14.0", "17.0.2", "18.2.0", "18.3.1", "19.0.0"],
    "Django": ["3.2", "4.1", "4.2", "5.0", "5.1"],
    "pydantic": ["1.10", "2.5", "2.7", "2.8", "2.9"],
    "TypeScript": ["4.9", "5.2", "5.4", "5.5", "5.6"],
    "Express": ["4.17", "4.18", "4.19", "4.21", "5.0"],
    "Spring Boot": ["2.7", "3.1", "3.2", "3.3", "3.4"],
    "numpy": ["1.24", "1.26", "2.0", "2.1", "2.2"],
    "Rails": ["6.1", "7.0", "7.1", "7.2", "8.0"],
    "Next.js": ["13.5", "14.1", "14.2", "15.0", "15.1"],
    "FastAPI": ["0.95", "0.100", "0.110", "0.112", "0.115"],
}
REPO_ACTS = [  # contribution rules: always / never
    "sign commits",
    "add a changelog entry to every PR",
    "get two approvals before merging",
    "link the ticket in the PR description",
    "run the full test suite before pushing",
    "delete the branch after merging",
    "use conventional commit messages",
    "add screenshots to UI changes",
    "write an ADR for new dependencies",
    "update the API docs with endpoint changes",
    "tag a security reviewer on auth changes",
    "keep PRs under 400 lines",
    "label PRs with the affected area",
    "mention breaking changes in the PR title",
    "merge through the merge queue",
    "regenerate snapshots in CI",
]
CHANNEL_NAMES = {  # what a team's channel is for -> channel names it may have
    "alerts": ["#alerts", "#alerts-prod", "#alerts-critical", "#pager-feed", "#ops-alerts", "#alarms"],
    "incident": ["#incidents", "#inc-response", "#war-room", "#sev-chat", "#outages", "#incident-room"],
    "release": ["#releases", "#release-train", "#ship-it", "#deploys", "#go-live", "#rollouts"],
    "escalation": ["#escalations", "#support-escalations", "#triage", "#help-desk", "#tier2", "#urgent-asks"],
    "main": ["#eng", "#team-chat", "#general-eng", "#watercooler", "#squad", "#crew"],
    "code review": ["#code-review", "#prs", "#review-requests", "#pr-queue", "#reviews", "#needs-review"],
    "design": ["#design-crit", "#ux", "#figma-feed", "#design-review", "#pixels", "#ui-feedback"],
    "standup": ["#standup", "#daily-updates", "#async-standup", "#checkins", "#daily", "#status"],
    "on-call": ["#oncall", "#oncall-handover", "#rota", "#oncall-chat", "#who-is-on-call", "#pager-talk"],
    "hiring": ["#hiring", "#interviews", "#recruiting", "#hiring-loop", "#candidates", "#talent"],
    "social": ["#random", "#social", "#off-topic", "#fun", "#memes", "#lunch-club"],
}
SAAS_TOOLS = """Figma Notion Linear Miro Zoom Loom 1Password Postman Vercel Sentry Airtable Canva Calendly
Grammarly Dropbox Zapier Webflow Typeform""".split()
PLANS = ["Free", "Starter", "Pro", "Team", "Business", "Enterprise"]  # cheapest first
BUDGET_PERIODS = ["Q1", "Q2", "Q3", "Q4", "H1", "H2"]
BUDGETS = ["$20k", "$35k", "$40k", "$50k", "$75k", "$90k", "$120k", "$150k", "$200k", "$250k"]
ROOM_MEETINGS = [
    "weekly sync",
    "retro",
    "sprint planning",
    "design review",
    "backlog grooming",
    "demo",
    "quarterly planning",
    "incident review",
    "hiring debrief",
    "book club",
    "architecture review",
    "onboarding session",
    "roadmap review",
]
ROOMS = """Hopper Turing Lovelace Curie Noether Fuji Everest Aquarium Greenhouse Kilimanjaro Atrium
Lighthouse""".split()


def _ascii(name: str) -> str:
    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()


def _handles(pools: Pools, subject: dict, rng: random.Random) -> list[str]:
    """Four handles the person might have, made from their name."""
    first, _, last = subject["p"].partition(" ")
    f, la = _ascii(first), _ascii(last)
    options = [f"@{f}{la}", f"@{f[0]}{la}", f"@{f}-{la[0]}", f"@{f}.{la}", f"@{la}{f[0]}", f"@{f}_{la}",
               f"@{f}{rng.randint(2, 99)}", f"@{la}-{rng.randint(2, 99)}", f"@the-real-{f}", f"@{f}codes"]  # fmt: skip
    return rng.sample(list(dict.fromkeys(options)), 4)


def _in_order(pool: list, count: int, rng: random.Random) -> list:
    """``count`` entries of a list kept in its order (versions that only go up)."""
    return [pool[i] for i in sorted(rng.sample(range(len(pool)), count))]


def _title_steps(pools: Pools, subject: dict, rng: random.Random) -> list[str]:
    """Four job titles in a row on one career ladder, lowest first (each change a promotion)."""
    ladder = rng.choice(LADDERS)
    start = rng.randrange(len(ladder) - 3)
    return ladder[start : start + 4]


def _repo(pools: Pools, rng: random.Random) -> str:
    return f"{rng.choice(pools.projects).lower()}-{rng.choice(REPO_PARTS)}"


def _other_repo(pools: Pools, subject: dict, rng: random.Random) -> dict:
    """Another repo: often of the same project ("falcon-web" / "falcon-api")."""
    project, _, part = subject["repo"].rpartition("-")
    if rng.random() < 0.5:
        return dict(subject, repo=f"{project}-{_other(REPO_PARTS, part, rng)}")
    others = [p.lower() for p in pools.projects if p.lower() != project]
    return dict(subject, repo=f"{rng.choice(others)}-{part}")


FRESH57_FAMILIES: list[Family] = [
    Family(
        "person-car", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: rng.sample(CARS, 4),
        say=(
            "{p} drives a {v}.",
            "{p}'s car is a {v}.",
            "{p} has a {v}.",
            "{p} gets around in a {v}.",
        ),
        cue=(
            "{p} traded the {old} in for a {v}.",
            "{p} now drives a {v}.",
            "{p} sold the {old} and bought a {v}.",
            "{p} switched from a {old} to a {v}.",
        ),
        negate=("{p} does not drive a {v}.", "{p} doesn't own a {v}."),
        question="What car does {p} drive now?",
        lookalike=_person_like,
        weight=1.0,
    ),
    Family(
        "pet-name", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng), "pet": rng.choice(PETS)},
        values=lambda pools, s, rng: rng.sample(PET_NAMES, 4),
        say=(
            "{p}'s {pet} is called {v}.",
            "{p} has a {pet} named {v}.",
            "The name of {p}'s {pet} is {v}.",
            "{p}'s {pet}: {v}.",
        ),
        cue=(
            "Correction: {p}'s {pet} is called {v}, not {old}.",
            "{p} renamed the {pet} from {old} to {v}.",
            "I had it wrong before: {p}'s {pet} is {v}, not {old}.",
        ),
        negate=("{p}'s {pet} is not called {v}.", "{p}'s {pet} isn't named {v}."),
        question="What is {p}'s {pet} called?",
        lookalike=_person_like,
        weight=0.8,
    ),
    Family(
        "person-diet", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: rng.sample(DIETS, 4),
        say=(
            "{p} follows a {v} diet.",
            "{p} is on a {v} diet.",
            "{p} sticks to a {v} diet.",
            "When ordering lunch for {p}, go {v}.",
        ),
        cue=(
            "{p} switched from a {old} diet to a {v} one.",
            "{p} has gone {v}.",
            "{p} is on a {v} diet now.",
            "{p} dropped {old} and eats {v} these days.",
        ),
        negate=("{p} is not on a {v} diet.", "{p} doesn't follow a {v} diet."),
        question="What diet is {p} on now?",
        lookalike=_person_like,
        weight=0.8,
    ),
    Family(
        "person-diet-es", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: rng.sample(DIETS_ES, 4),
        say=(
            "{p} sigue una dieta {v}.",
            "{p} lleva una dieta {v}.",
            "La dieta de {p} es {v}.",
        ),
        cue=(
            "{p} cambió de una dieta {old} a una {v}.",
            "Ahora {p} sigue una dieta {v}.",
            "{p} dejó la dieta {old} y ahora sigue una {v}.",
        ),
        negate=("{p} no sigue una dieta {v}.", "La dieta de {p} no es {v}."),
        question="¿Qué dieta sigue {p} ahora?",
        lookalike=_person_like,
        weight=0.25,
        slot="person-diet",
    ),
    Family(
        "person-title", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=_title_steps,
        say=(
            "{p} is a {v}.",
            "{p}'s job title is {v}.",
            "{p} works as a {v}.",
            "Title for {p}: {v}.",
        ),
        cue=(
            "{p} was promoted to {v}.",
            "{p} got promoted from {old} to {v}.",
            "{p} is a {v} now.",
            "{p}'s title changed from {old} to {v}.",
        ),
        negate=("{p} is not a {v}.", "{p}'s title isn't {v}."),
        question="What is {p}'s job title now?",
        lookalike=_person_like,
        weight=1.0,
    ),
    Family(
        "person-birthday", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: _distinct_dates(rng, 8)[:4],
        say=(
            "{p}'s birthday is {v}.",
            "{p}'s birthday is on {v}.",
            "{p} was born on {v}.",
            "{p} celebrates their birthday on {v}.",
        ),
        cue=(
            "Correction: {p}'s birthday is on {v}, not {old}.",
            "I had {p}'s birthday wrong: it's {v}, not {old}.",
            "{p}'s birthday is actually {v}, not {old}.",
        ),
        negate=("{p}'s birthday is not on {v}.", "{p} wasn't born on {v}."),
        question="When is {p}'s birthday?",
        lookalike=_person_like,
        weight=0.7,
    ),
    Family(
        "person-handle", "person", "relationship", "person",
        subject=lambda pools, rng: {"p": pools.person(rng), "site": rng.choice(SITES)},
        values=_handles,
        say=(
            "{p}'s {site} handle is {v}.",
            "{p} is {v} on {site}.",
            "On {site}, {p} goes by {v}.",
            "{p}'s {site} username: {v}.",
        ),
        cue=(
            "{p} changed their {site} handle from {old} to {v}.",
            "{p} is {v} on {site} now.",
            "{p} renamed their {site} account to {v}.",
        ),
        negate=("{v} is not {p}'s {site} handle.", "{p} isn't {v} on {site}."),
        question="What is {p}'s {site} handle now?",
        lookalike=lambda pools, s, rng: dict(s, site=_other(SITES, s["site"], rng)),
        weight=0.8,
    ),
    Family(
        "person-hobby-de", "person", "relationship", "preference",
        subject=lambda pools, rng: {"p": pools.person(rng)},
        values=lambda pools, s, rng: rng.sample(HOBBIES_DE, 4),
        say=(
            "{p} ist am Wochenende meistens beim {v}.",
            "Das Hobby von {p} ist {v}.",
            "{p} verbringt die Wochenenden am liebsten mit {v}.",
            "In der Freizeit ist {p} beim {v} zu finden.",
        ),
        cue=(
            "{p} ist vom {old} zum {v} gewechselt.",
            "{p} hat das {old} aufgegeben und ist jetzt beim {v}.",
            "Inzwischen verbringt {p} die Wochenenden mit {v} statt mit {old}.",
        ),
        negate=("{v} ist nicht das Hobby von {p}.", "{p} interessiert sich nicht für {v}."),
        question="Welches Hobby hat {p} jetzt?",
        lookalike=_person_like,
        weight=0.3,
    ),
    Family(
        "person-pick", "preference", "relationship", "preference",
        subject=lambda pools, rng: {"p": pools.person(rng), "topic": rng.choice(sorted(PICKS))},
        values=lambda pools, s, rng: [tuple(PICKS[s["topic"]]), tuple(reversed(PICKS[s["topic"]]))],
        say=(
            "{p} prefers {a} over {b}.",
            "{p} would rather have {a} than {b}.",
            "Given the choice, {p} picks {a} over {b}.",
            "{p} likes {a} better than {b}.",
        ),
        cue=(
            "{p} now prefers {a} over {b}.",
            "{p} has come round to {a} over {b}.",
            "{p} changed their mind and now picks {a} over {b}.",
        ),
        question="What does {p} prefer when it comes to {topic} now?",
        lookalike=_person_like,
        reversible=True,
        weight=0.8,
    ),
    Family(
        "service-port", "config", "world", "config",
        subject=lambda pools, rng: {"svc": rng.choice(pools.services), "env": rng.choice(DEPLOY_ENVS)},
        values=lambda pools, s, rng: rng.sample(PORTS, 4),
        say=(
            "{svc} listens on port {v} in {env}.",
            "In {env}, {svc} runs on port {v}.",
            "The {env} port for {svc} is {v}.",
            "{svc} ({env}) is served on port {v}.",
        ),
        cue=(
            "{svc} moved to port {v} in {env}.",
            "Changed the {env} port of {svc} from {old} to {v}.",
            "{svc} now listens on port {v} in {env}.",
        ),
        negate=("{svc} does not listen on port {v} in {env}.", "In {env}, {svc} isn't on port {v}."),
        question="Which port does {svc} listen on in {env} now?",
        lookalike=lambda pools, s, rng: dict(s, env=_other(DEPLOY_ENVS, s["env"], rng)),
        lookalike_kind="environment",
        weight=0.9,
    ),
    Family(
        "service-region", "config", "world", "config",
        subject=lambda pools, rng: {"svc": rng.choice(pools.services), "env": rng.choice(DEPLOY_ENVS)},
        values=lambda pools, s, rng: rng.sample(REGIONS, 4),
        say=(
            "{svc} is deployed to {v} in {env}.",
            "The {env} {svc} runs in {v}.",
            "{svc}'s {env} region is {v}.",
            "In {env}, {svc} is hosted in {v}.",
        ),
        cue=(
            "{svc} was migrated from {old} to {v} in {env}.",
            "Moved the {env} {svc} to {v}.",
            "{svc} now runs in {v} in {env}.",
        ),
        negate=("{svc} is not deployed to {v} in {env}.", "The {env} {svc} doesn't run in {v}."),
        question="Which region does {svc} run in for {env} now?",
        lookalike=lambda pools, s, rng: dict(s, env=_other(DEPLOY_ENVS, s["env"], rng)),
        lookalike_kind="environment",
        weight=0.9,
    ),
    Family(
        "log-retention", "config", "world", "config",
        subject=lambda pools, rng: {"svc": rng.choice(pools.services), "data": rng.choice(RETAINED)},
        values=lambda pools, s, rng: rng.sample(RETENTION_DAYS, 4),
        say=(
            "{svc} keeps its {data} for {v} days.",
            "Retention of {svc} {data}: {v} days.",
            "We retain the {data} of {svc} for {v} days.",
            "{svc} {data} are kept for {v} days.",
        ),
        cue=(
            "{svc} now keeps its {data} for {v} days.",
            "Changed the retention of {svc} {data} from {old} to {v} days.",
            "{svc} {data} retention went from {old} to {v} days.",
        ),
        question="How long does {svc} keep its {data} now?",
        lookalike=lambda pools, s, rng: dict(s, svc=_other(pools.services, s["svc"], rng)),
        weight=0.7,
    ),
    Family(
        "rate-limit", "config", "world", "config",
        subject=lambda pools, rng: {"svc": rng.choice(pools.services), "tier": rng.choice(CLIENT_TIERS)},
        values=lambda pools, s, rng: _in_order(RATES, 4, rng),
        say=(
            "{svc} allows {v} requests per minute for {tier} clients.",
            "The rate limit on {svc} for {tier} clients is {v} requests a minute.",
            "{tier} clients get {v} requests per minute on {svc}.",
            "{svc} caps {tier} clients at {v} requests per minute.",
        ),
        cue=(
            "Raised the {tier} rate limit on {svc} from {old} to {v} requests per minute.",
            "{svc} now allows {tier} clients {v} requests per minute.",
            "Bumped the {svc} rate limit for {tier} clients to {v} a minute.",
        ),
        question="What is the rate limit on {svc} for {tier} clients now?",
        lookalike=lambda pools, s, rng: dict(s, tier=_other(CLIENT_TIERS, s["tier"], rng)),
        weight=0.7,
    ),
    Family(
        "repo-default-branch", "config", "world", "config",
        subject=lambda pools, rng: {"repo": _repo(pools, rng)},
        values=lambda pools, s, rng: rng.sample(BRANCHES, 4),
        say=(
            "The default branch of {repo} is {v}.",
            "{repo} uses {v} as its default branch.",
            "PRs against {repo} target {v}.",
            "{repo}'s default branch: {v}.",
        ),
        cue=(
            "Renamed {repo}'s default branch from {old} to {v}.",
            "{repo}'s default branch is now {v}.",
            "{repo} switched its default branch to {v}.",
        ),
        negate=("{v} is not the default branch of {repo}.", "{repo} doesn't use {v} as its default branch."),
        question="What is the default branch of {repo} now?",
        lookalike=_other_repo,
        weight=0.9,
    ),
    Family(
        "repo-licence", "config", "world", "config",
        subject=lambda pools, rng: {"repo": _repo(pools, rng)},
        values=lambda pools, s, rng: rng.sample(LICENCES, 4),
        say=(
            "{repo} is licensed under {v}.",
            "{repo} uses the {v} licence.",
            "The licence for {repo} is {v}.",
            "{repo} is released under {v}.",
        ),
        cue=(
            "{repo} was relicensed from {old} to {v}.",
            "{repo} moved to the {v} licence.",
            "{repo} is under {v} now.",
        ),
        negate=("{repo} is not licensed under {v}.", "{repo} doesn't use the {v} licence."),
        question="Which licence is {repo} under now?",
        lookalike=_other_repo,
        weight=0.8,
    ),
    Family(
        "repo-visibility", "config", "world", "config",
        subject=lambda pools, rng: {"repo": _repo(pools, rng)},
        values=lambda pools, s, rng: ["public", "private"] if rng.random() < 0.5 else ["private", "public"],
        say=(
            "The {repo} repo is {v}.",
            "{repo} is a {v} repository.",
            "On GitHub, {repo} is {v}.",
            "{repo}: {v} repo.",
        ),
        cue=(
            "We made {repo} {v}.",
            "{repo} is now {v}.",
            "{repo} was switched to {v}.",
        ),
        question="Is the {repo} repo public or private now?",
        lookalike=_other_repo,
        antonym=True,
        weight=0.8,
    ),
    Family(
        "library-pin", "config", "world", "config",
        subject=lambda pools, rng: {"repo": _repo(pools, rng), "lib": rng.choice(sorted(LIBS))},
        values=lambda pools, s, rng: _in_order(LIBS[s["lib"]], 4, rng),
        say=(
            "{repo} pins {lib} to {v}.",
            "{repo} is on {lib} {v}.",
            "{lib} is pinned at {v} in {repo}.",
            "{repo} depends on {lib} {v}.",
        ),
        cue=(
            "Bumped {lib} in {repo} from {old} to {v}.",
            "{repo} upgraded {lib} to {v}.",
            "{repo} now pins {lib} at {v}.",
        ),
        negate=("{repo} does not use {lib} {v}.",),
        question="Which {lib} version is {repo} pinned to now?",
        lookalike=_other_repo,
        weight=1.0,
    ),
    Family(
        "repo-rule", "decision", "self", "rule",
        subject=lambda pools, rng: {"act": rng.choice(REPO_ACTS), "repo": _repo(pools, rng)},
        values=lambda pools, s, rng: ["always"],
        say=(
            "In {repo}, always {act}.",
            "{repo} requires contributors to {act}.",
            "Rule for {repo}: always {act}.",
            "Contributors to {repo} must {act}.",
        ),
        negate=(
            "In {repo}, never {act}.",
            "Contributors to {repo} must not {act}.",
            "Rule for {repo}: do not {act}.",
        ),
        retract=(
            "{repo} no longer requires contributors to {act}.",
            "We dropped the rule to {act} in {repo}.",
            "Contributors to {repo} don't have to {act} anymore.",
        ),
        question="Do contributors to {repo} still have to {act}?",
        lookalike=_other_repo,
        weight=0.9,
    ),
    Family(
        "team-channel", "project", "world", "project",
        subject=lambda pools, rng: {"team": rng.choice(pools.teams), "purpose": rng.choice(sorted(CHANNEL_NAMES))},
        values=lambda pools, s, rng: rng.sample(CHANNEL_NAMES[s["purpose"]], 4),
        say=(
            "The {team} team's {purpose} channel is {v}.",
            "The {team} team uses {v} as its {purpose} channel.",
            "{team} team, {purpose} channel: {v}.",
            "The {purpose} channel of the {team} team is {v}.",
        ),
        cue=(
            "The {team} team renamed its {purpose} channel from {old} to {v}.",
            "The {team} team's {purpose} channel moved to {v}.",
            "The {team} team's {purpose} channel is now {v}.",
        ),
        negate=("{v} is not the {team} team's {purpose} channel.", "The {team} team doesn't use {v} as its {purpose} channel."),
        question="Which Slack channel is the {team} team's {purpose} channel now?",
        lookalike=lambda pools, s, rng: dict(s, team=_other(pools.teams, s["team"], rng)),
        weight=0.5,
    ),
    Family(
        "saas-plan", "config", "world", "config",
        subject=lambda pools, rng: {"team": rng.choice(pools.teams), "tool": rng.choice(SAAS_TOOLS)},
        values=lambda pools, s, rng: _in_order(PLANS, 4, rng),
        say=(
            "The {team} team is on the {tool} {v} plan.",
            "The {team} team's {tool} subscription is the {v} plan.",
            "{tool} for the {team} team: {v} plan.",
            "The {team} team uses {tool} on the {v} plan.",
        ),
        cue=(
            "The {team} team upgraded {tool} from {old} to {v}.",
            "The {team} team's {tool} plan is now {v}.",
            "Moved the {team} team's {tool} subscription up to the {v} plan.",
        ),
        negate=("The {team} team is not on the {tool} {v} plan.", "The {team} team doesn't have {tool} {v}."),
        question="Which {tool} plan is the {team} team on now?",
        lookalike=lambda pools, s, rng: dict(s, team=_other(pools.teams, s["team"], rng)),
        weight=0.7,
    ),
    Family(
        "project-budget", "project", "world", "project",
        subject=lambda pools, rng: {"proj": rng.choice(pools.projects), "period": rng.choice(BUDGET_PERIODS)},
        values=lambda pools, s, rng: rng.sample(BUDGETS, 4),
        say=(
            "{proj}'s {period} budget is {v}.",
            "The {period} budget for {proj} is {v}.",
            "{proj} has {v} to spend in {period}.",
            "Budget for {proj} ({period}): {v}.",
        ),
        cue=(
            "{proj}'s {period} budget was revised from {old} to {v}.",
            "{proj} now has {v} for {period}.",
            "Finance changed the {period} budget for {proj} to {v}.",
        ),
        question="What is {proj}'s {period} budget now?",
        lookalike=lambda pools, s, rng: dict(s, proj=_other(pools.projects, s["proj"], rng)),
        weight=0.8,
    ),
    Family(
        "meeting-room", "location", "world", "location",
        subject=lambda pools, rng: {"team": rng.choice(pools.teams), "meeting": rng.choice(ROOM_MEETINGS)},
        values=lambda pools, s, rng: rng.sample(ROOMS, 4),
        say=(
            "The {team} {meeting} is in the {v} room.",
            "The {team} team books {v} for its {meeting}.",
            "We hold the {team} {meeting} in {v}.",
            "Room for the {team} {meeting}: {v}.",
        ),
        cue=(
            "The {team} {meeting} moved to the {v} room.",
            "The {team} {meeting} is in {v} now, not {old}.",
            "Rebooked the {team} {meeting} from {old} to {v}.",
        ),
        negate=("The {team} {meeting} is not in the {v} room.", "The {team} team doesn't hold its {meeting} in {v}."),
        question="Which room is the {team} {meeting} in now?",
        lookalike=lambda pools, s, rng: dict(s, team=_other(pools.teams, s["team"], rng)),
        weight=0.6,
    ),
]  # fmt: skip
FRESH57_FILLERS = ["Fact to keep: ", "On file: ", "Jotted down: "]
FRESH_FILLERS = ["Quick note: ", "Btw, ", "For reference: "]
TEMPLATE_MODES = ("tuned", "heldout", "all", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43", "fresh44", "fresh45", "fresh46", "fresh47", "fresh48", "fresh49", "fresh50", "fresh51", "fresh52", "fresh53", "fresh54", "fresh55", "fresh56", "fresh57")
# each blind set: its phrasings and its fillers
FRESH_SETS = {
    "fresh": (FRESH, FRESH_FILLERS),
    "fresh2": (FRESH2, FRESH2_FILLERS),
    "fresh3": (FRESH3, FRESH3_FILLERS),
    "fresh4": (FRESH4, FRESH4_FILLERS),
    "fresh5": (FRESH5, FRESH5_FILLERS),
    "fresh6": (FRESH6, FRESH6_FILLERS),
    "fresh7": (FRESH7, FRESH7_FILLERS),
    "fresh8": (FRESH8, FRESH8_FILLERS),
    "fresh9": (FRESH9, FRESH9_FILLERS),
    "fresh10": (FRESH10, FRESH10_FILLERS),
    "fresh11": (FRESH11, FRESH11_FILLERS),
    "fresh12": (FRESH12, FRESH12_FILLERS),
    "fresh13": (FRESH13, FRESH13_FILLERS),
    "fresh14": (FRESH14, FRESH14_FILLERS),
    "fresh15": (FRESH15, FRESH15_FILLERS),
    "fresh16": (FRESH16, FRESH16_FILLERS),
    "fresh17": (FRESH17, FRESH17_FILLERS),
    "fresh18": (FRESH18, FRESH18_FILLERS),
    "fresh19": (FRESH19, FRESH19_FILLERS),
    "fresh20": (FRESH20, FRESH20_FILLERS),
    "fresh21": (FRESH21, FRESH21_FILLERS),
    "fresh22": (FRESH22, FRESH22_FILLERS),
    "fresh23": (FRESH23, FRESH23_FILLERS),
    "fresh24": (FRESH24, FRESH24_FILLERS),
    "fresh25": (FRESH25, FRESH25_FILLERS),
    "fresh26": (FRESH26, FRESH26_FILLERS),
    "fresh27": (FRESH27, FRESH27_FILLERS),
    "fresh28": (FRESH28, FRESH28_FILLERS),
    "fresh29": (FRESH29, FRESH29_FILLERS),
    "fresh30": (FRESH30, FRESH30_FILLERS),
    "fresh31": (FRESH31, FRESH31_FILLERS),
    "fresh32": (FRESH32, FRESH32_FILLERS),
    "fresh33": (FRESH33, FRESH33_FILLERS),
    "fresh34": (FRESH34, FRESH34_FILLERS),
    "fresh35": (FRESH35, FRESH35_FILLERS),
    "fresh36": (FRESH36, FRESH36_FILLERS),
    "fresh37": (FRESH37, FRESH37_FILLERS),
    "fresh38": (FRESH38, FRESH38_FILLERS),
    "fresh39": (FRESH39, FRESH39_FILLERS),
    "fresh40": (FRESH40, FRESH40_FILLERS),
    "fresh41": (FRESH41, FRESH41_FILLERS),
    "fresh42": (FRESH42, FRESH42_FILLERS),
    "fresh43": (FRESH43, FRESH43_FILLERS),
    "fresh44": (FRESH44, FRESH44_FILLERS),
    "fresh45": (FRESH45, FRESH45_FILLERS),
    "fresh46": (FRESH46, FRESH46_FILLERS),
    "fresh47": (FRESH47, FRESH47_FILLERS),
    "fresh48": (FRESH48, FRESH48_FILLERS),
    "fresh49": (FRESH49, FRESH49_FILLERS),
    "fresh50": (FRESH50, FRESH50_FILLERS),
    "fresh51": (FRESH51, FRESH51_FILLERS),
    "fresh52": (FRESH52, FRESH52_FILLERS),
    "fresh53": (FRESH53, FRESH53_FILLERS),
    "fresh54": (FRESH54, FRESH54_FILLERS),
    "fresh55": (FRESH55, FRESH55_FILLERS),
    "fresh56": (FRESH56, FRESH56_FILLERS),
}
# each blind set of its own kinds of facts: its families and its fillers
FAMILY_SETS = {
    "fresh57": (FRESH57_FAMILIES, FRESH57_FILLERS),
}

# Fillers a paraphrase may start with: they change nothing a memory says.
FILLERS = ["Note: ", "FYI, ", "Remember that ", "Heads up: ", "For the record, ", "Just so you know, ", "Reminder: "]
HELD_FILLERS = ["Worth remembering: ", "Keep in mind that ", "PS: "]
SOURCES = ["chat", "session", "import:CLAUDE.md", "import:notes.md", "slack", "email", "meeting-notes"]


# ---------------------------------------------------------------- items and the key
@dataclass
class Item:
    """One generated memory and its hidden labels."""

    id: str
    content: str
    domain: str
    category: str
    importance: float
    source: str
    created: datetime
    fact: str
    version: int
    side: int = 0  # for a conflict or a reversed pair: which of the two statements
    role: str = (
        "original"  # original, exact, paraphrase, update, update-cue, retract, contradiction, reversed, lookalike
    )
    family: str = ""
    cue: bool = False

    def line(self) -> dict:
        """What the stream holds: the fields capture --batch reads, nothing of the labels."""
        return {
            "content": self.content,
            "domain": self.domain,
            "category": self.category,
            "importance": self.importance,
            "source": self.source,
            "created": self.created.strftime("%Y-%m-%dT%H:%M:%SZ"),
        }


@dataclass
class Fact:
    id: str
    family: str
    kind: str  # single, exact, paraphrase, versions, conflict, lookalike, reversed
    subject: dict
    question: str = ""
    items: list[Item] = field(default_factory=list)
    lookalike_of: str | None = None
    lookalike_kind: str | None = None


@dataclass
class Dataset:
    seed: int
    mode: str
    items: list[Item]  # in stream order
    facts: dict[str, Fact]

    def key(self) -> dict:
        """The answer key: labels per item, and the pairs and versions they imply."""
        by_fact: dict[str, list[Item]] = {}
        for item in self.items:
            by_fact.setdefault(item.fact, []).append(item)
        duplicates, updates, conflicts, lookalikes, versions, current, questions = [], [], [], [], {}, {}, []
        for fact_id in sorted(by_fact):
            group = by_fact[fact_id]
            fact = self.facts[fact_id]
            for i, a in enumerate(group):
                for b in group[i + 1 :]:
                    relation = pair_truth(a, b)
                    pair = sorted([a.id, b.id])
                    if relation == "duplicate":
                        duplicates.append(pair)
                    elif relation == "update":
                        old, new = (a, b) if a.version < b.version else (b, a)
                        updates.append({"older": old.id, "newer": new.id})
                    elif relation == "conflict":
                        conflicts.append({"pair": pair, "kind": fact.kind})
            if fact.kind == "versions":
                chain: dict[int, list[str]] = {}
                for item in group:
                    chain.setdefault(item.version, []).append(item.id)
                versions[fact_id] = [sorted(chain[v]) for v in sorted(chain)]
                last = max(chain)
                current[fact_id] = sorted(chain[last])
                if fact.question:
                    newest = min((item for item in group if item.version == last), key=lambda item: item.created)
                    questions.append(
                        {
                            "fact": fact_id,
                            "question": fact.question,
                            "current_ids": current[fact_id],
                            "current_text": newest.content,
                            "stale_ids": sorted(item.id for item in group if item.version != last),
                        }
                    )
            if fact.lookalike_of is not None:
                for a in group:
                    for b in by_fact.get(fact.lookalike_of, []):
                        lookalikes.append({"pair": sorted([a.id, b.id]), "kind": fact.lookalike_kind})
        return {
            "seed": self.seed,
            "templates": self.mode,
            "items": [
                {
                    "id": item.id,
                    "line": number,
                    "fact": item.fact,
                    "version": item.version,
                    "side": item.side,
                    "role": item.role,
                    "family": item.family,
                    "cue": item.cue,
                }
                for number, item in enumerate(self.items, 1)
            ],
            "facts": {
                fact_id: {
                    "family": f.family,
                    "kind": f.kind,
                    "lookalike_of": f.lookalike_of,
                    "lookalike_kind": f.lookalike_kind,
                }
                for fact_id, f in sorted(self.facts.items())
            },
            "duplicates": duplicates,
            "updates": updates,
            "conflicts": conflicts,
            "lookalikes": lookalikes,
            "versions": versions,
            "current": current,
            "questions": questions,
        }


def pair_truth(a, b) -> str:
    """What a pair of labelled items is (items or key rows with fact, version and side)."""
    fact_a, fact_b = _label(a, "fact"), _label(b, "fact")
    if fact_a != fact_b:
        return "different"
    if _label(a, "version") != _label(b, "version"):
        return "update"
    if _label(a, "side") != _label(b, "side"):
        return "conflict"
    return "duplicate"


def _label(item, name: str):
    return item[name] if isinstance(item, dict) else getattr(item, name)


KINDS = [  # what share of facts gets each structure
    ("single", 0.28),
    ("exact", 0.10),
    ("paraphrase", 0.15),
    ("versions", 0.24),
    ("conflict", 0.08),
    ("lookalike", 0.11),
    ("reversed", 0.04),
]


class Generator:
    def __init__(self, seed: int, mode: str, end: datetime, span_days: int):
        self.rng = random.Random(seed)
        self.mode = mode
        self.pools = Pools(heldout=mode != "tuned")
        self.end = end
        self.span = span_days
        self.facts: dict[str, Fact] = {}
        self.items: list[Item] = []
        self.fillers = FILLERS + (HELD_FILLERS if mode != "tuned" else [])
        if mode == "heldout":
            self.fillers = HELD_FILLERS + FILLERS[:2]
        self.families = FAMILIES
        if mode in FRESH_SETS:
            table, fillers = FRESH_SETS[mode]
            self.fillers = fillers + FILLERS[:1]
            self.families = [
                replace(f, **{part: table[f.name].get(part, ()) for part in ("say", "cue", "negate", "retract")})
                for f in FAMILIES
            ]
        if mode in FAMILY_SETS:
            self.families, fillers = FAMILY_SETS[mode]
            self.fillers = fillers + FILLERS[:1]

    # -- drawing
    def family(self, need: Callable[[Family], bool]) -> Family:
        choices = [f for f in self.families if need(f)]
        return self.rng.choices(choices, weights=[f.weight for f in choices])[0]

    def subject(self, family: Family) -> dict | None:
        for _ in range(40):
            subject = family.subject(self.pools, self.rng)
            if self.pools.claim(family.slot or family.name, subject):
                return subject
        return None

    def when(self, start: datetime | None = None, min_gap: int = 0, max_gap: int = 90) -> datetime:
        if start is None:
            offset = self.rng.uniform(0, self.span)
            moment = self.end - timedelta(days=offset)
        else:
            moment = start + timedelta(days=self.rng.uniform(min_gap, max_gap), hours=self.rng.uniform(1, 20))
        return moment.replace(microsecond=0) + timedelta(seconds=self.rng.randint(0, 59))

    def source(self, created: datetime) -> str:
        kind = self.rng.choice(SOURCES)
        if kind.startswith("import:"):
            return kind
        return f"{kind}:{created.date().isoformat()}/{self.rng.getrandbits(24):06x}"

    def phrase(self, family: Family, pool: tuple[str, ...], fields: dict, avoid: str | None = None) -> tuple[str, str]:
        options = templates(pool, self.mode)
        if avoid is not None and len(options) > 1:
            options = [t for t in options if t != avoid] or options
        template = self.rng.choice(options)
        text = template.format(**fields)
        return template, text[0].upper() + text[1:] if text[:1].islower() and self.rng.random() < 0.7 else text

    @staticmethod
    def fields(subject: dict, value, old=None) -> dict:
        out = dict(subject)
        if isinstance(value, tuple):
            out["a"], out["b"] = value
        else:
            out["v"] = value
        if old is not None:
            out["old"] = old
        return out

    def surface(self, text: str) -> str:
        """The same text as typed again: case, final punctuation, spacing."""
        choice = self.rng.randrange(5)
        if choice == 0:
            return text.lower()
        if choice == 1:
            return text.rstrip(".!") + "."
        if choice == 2:
            return text + "!"
        if choice == 3:
            return "  ".join(text.split(" ", 1)) if " " in text else text + " "
        return text[0].swapcase() + text[1:]

    def add(
        self, fact: Fact, family: Family, text: str, created: datetime, version: int, side=0, role="original", cue=False
    ):
        item = Item(
            id="",
            content=text,
            domain=family.domain,
            category=family.category,
            importance=round(self.rng.uniform(0.35, 0.9), 2),
            source=self.source(created),
            created=created,
            fact=fact.id,
            version=version,
            side=side,
            role=role,
            family=family.name,
            cue=cue,
        )
        fact.items.append(item)
        self.items.append(item)
        return item

    def new_fact(self, family: Family, kind: str, subject: dict) -> Fact:
        fact = Fact(id=f"f{len(self.facts) + 1:05d}", family=family.name, kind=kind, subject=subject)
        if family.question:
            fact.question = family.question.format(**subject)
        self.facts[fact.id] = fact
        return fact

    # -- structures
    def plant(self, kind: str) -> None:
        rng = self.rng
        if kind == "versions":
            family = self.family(lambda f: len(templates(f.cue, self.mode)) > 0 or f.retract)
        elif kind == "conflict":
            family = self.family(lambda f: f.antonym or templates(f.negate, self.mode))
        elif kind == "lookalike":
            family = self.family(lambda f: f.lookalike is not None)
        elif kind == "reversed":
            family = self.family(lambda f: f.reversible)
        else:
            family = self.family(lambda f: True)
        subject = self.subject(family)
        if subject is None:
            return
        values = family.values(self.pools, subject, rng)
        fact = self.new_fact(family, kind, subject)
        start = self.when()
        say = family.say
        if kind in ("single", "exact", "paraphrase", "lookalike", "reversed"):
            value = values[0]
            template, text = self.phrase(family, say, self.fields(subject, value))
            first = self.add(fact, family, text, start, 0)
            if kind == "exact":
                for _ in range(rng.choice([1, 1, 2])):
                    self.add(fact, family, self.surface(text), self.when(start, 0, 40), 0, role="exact")
            elif kind == "paraphrase":
                for _ in range(rng.choice([1, 1, 2])):
                    _, other = self.phrase(family, say, self.fields(subject, value), avoid=template)
                    if rng.random() < 0.35:
                        other = rng.choice(self.fillers) + other[0].lower() + other[1:]
                    self.add(fact, family, other, self.when(start, 0, 40), 0, role="paraphrase")
            elif kind == "lookalike":
                other_subject = family.lookalike(self.pools, subject, rng)
                if not self.pools.claim(family.slot or family.name, other_subject):
                    return
                twin = self.new_fact(family, "single", other_subject)
                twin.lookalike_of, twin.lookalike_kind = fact.id, family.lookalike_kind
                if rng.random() < 0.7:  # mostly the very same template, the hardest case
                    twin_text = template.format(**self.fields(other_subject, value))
                else:
                    twin_text = self.phrase(family, say, self.fields(other_subject, value))[1]
                self.add(twin, family, twin_text, self.when(start, -30, 60), 0, role="lookalike")
            elif kind == "reversed":
                a, b = value
                reversed_text = template.format(**self.fields(subject, (b, a)))
                self.add(fact, family, reversed_text, self.when(start, 1, 60), 0, side=1, role="reversed")
            _ = first
            return
        if kind == "conflict":
            value = values[0]
            _, text = self.phrase(family, say, self.fields(subject, value))
            first = self.add(fact, family, text, start, 0)
            when = self.when(start, 1, 90)
            if family.antonym:
                _, opposite = self.phrase(family, say, self.fields(subject, values[1]))
            else:
                _, opposite = self.phrase(family, family.negate, self.fields(subject, value))
            second = self.add(fact, family, opposite, when, 0, side=1, role="contradiction")
            if rng.random() < 0.3:
                echo = rng.choice([first, second])
                self.add(
                    fact,
                    family,
                    self.surface(echo.content),
                    self.when(echo.created, 0, 20),
                    0,
                    side=echo.side,
                    role="exact",
                )
            return
        # versions: two to four values over time, each change with or without a cue
        when = start
        template, text = self.phrase(family, say, self.fields(subject, values[0]))
        self.add(fact, family, text, when, 0)
        if templates(family.retract, self.mode):
            # a standing rule withdrawn: the later version says it no longer holds
            _, text = self.phrase(family, family.retract, self.fields(subject, values[0]))
            self.add(fact, family, text, self.when(when, 7, 100), 1, role="retract", cue=True)
            return
        count = min(len(values), rng.choice([2, 2, 3, 3, 4]))
        for version in range(1, count):
            when = self.when(when, 7, 100)
            old, value = values[version - 1], values[version]
            cue_templates = templates(family.cue, self.mode)
            # Two values that contradict (enabled/disabled, X over Y / Y over X) are only an
            # update when a cue says so; without one they are a conflict (planted as such).
            must_cue = family.antonym or family.reversible
            if cue_templates and (must_cue or rng.random() < 0.5):
                _, text = self.phrase(family, family.cue, self.fields(subject, value, old))
                self.add(fact, family, text, when, version, role="update-cue", cue=True)
            else:
                _, text = self.phrase(family, say, self.fields(subject, value))
                self.add(fact, family, text, when, version, role="update")
            if rng.random() < 0.2:  # said again later
                if must_cue:  # in other words it would contradict the older value with no cue
                    self.add(
                        fact, family, self.surface(self.items[-1].content), self.when(when, 0, 5), version, role="exact"
                    )
                else:
                    _, again = self.phrase(family, say, self.fields(subject, value), avoid=template)
                    self.add(fact, family, again, self.when(when, 0, 5), version, role="paraphrase")

    def settle(self, fact: Fact) -> None:
        """A fact whose later items fall past the end moves back as a whole (no ties)."""
        last = max((item.created for item in fact.items), default=self.end)
        if last > self.end:
            shift = last - self.end + timedelta(hours=self.rng.uniform(1, 48))
            for item in fact.items:
                item.created -= shift

    def run(self, count: int) -> Dataset:
        names, weights = zip(*KINDS, strict=True)
        guard = 0
        while len(self.items) < count and guard < count * 20:
            guard += 1
            before = len(self.facts)
            self.plant(self.rng.choices(names, weights=weights)[0])
            for fact in list(self.facts.values())[before:]:
                self.settle(fact)
        items = self.items[:count]
        kept = {item.fact for item in items}
        facts = {k: v for k, v in self.facts.items() if k in kept}
        taken = {id(item) for item in items}
        for fact in facts.values():
            fact.items = [item for item in fact.items if id(item) in taken]
            if fact.lookalike_of not in kept:
                fact.lookalike_of = None
        # Stream order: mostly by time, with a few old notes imported late (created stays old).
        items.sort(key=lambda item: item.created)
        late = [item for item in items if self.rng.random() < 0.08]
        late_ids = {id(item) for item in late}
        stream = [item for item in items if id(item) not in late_ids]
        for item in late:
            stream.insert(self.rng.randint(len(stream) // 2, len(stream)), item)
        for number, item in enumerate(stream, 1):
            item.id = f"t{number:06d}"
        return Dataset(seed=-1, mode=self.mode, items=stream, facts=facts)


def generate(
    count: int, seed: int = 1, templates_mode: str = "tuned", end: str = "2026-11-28T18:00:00Z", span_days: int = 300
) -> Dataset:
    """A labelled stream of ``count`` memories, the same for the same arguments."""
    if templates_mode not in TEMPLATE_MODES:
        raise ValueError(f"templates must be one of {', '.join(TEMPLATE_MODES)}, not {templates_mode!r}")
    moment = datetime.strptime(end, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    dataset = Generator(seed, templates_mode, moment, span_days).run(count)
    dataset.seed = seed
    return dataset


def write(dataset: Dataset, out: Path) -> tuple[Path, Path]:
    """stream.jsonl (what capture --batch reads) and key.json (the hidden answers)."""
    out.mkdir(parents=True, exist_ok=True)
    stream, key = out / "stream.jsonl", out / "key.json"
    stream.write_bytes(b"".join(orjson.dumps(item.line()) + b"\n" for item in dataset.items))
    key.write_bytes(orjson.dumps(dataset.key(), option=orjson.OPT_INDENT_2))
    return stream, key


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--templates", choices=TEMPLATE_MODES, default="tuned")
    parser.add_argument("--out", type=Path, default=Path("/tmp/hippocampus-truth"))
    args = parser.parse_args()
    dataset = generate(args.items, args.seed, args.templates)
    stream, key = write(dataset, args.out)
    kinds: dict[str, int] = {}
    for fact in dataset.facts.values():
        kinds[fact.kind] = kinds.get(fact.kind, 0) + 1
    print(f"{len(dataset.items)} items, {len(dataset.facts)} facts {kinds}")
    print(f"stream: {stream}\nkey:    {key}")


if __name__ == "__main__":
    main()
