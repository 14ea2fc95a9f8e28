"""The memory folder's layout: the name of every file and folder in it, and which of
them are committed truth (shared through git) and which are derived on each machine.

    committed:  <domain>/*.md (memories), archive/ (forgotten memories), log/*.jsonl (each
                machine's uses), conflicts/ (pairs that disagree), handoffs/, packs/ (the packs imported,
                and which memory came from which), README.md,
                .gitignore, .gitattributes
    derived:    index.json, .cache/ (catalog, search cache, links, what sleep read), rebuilt from the committed files
    local:      .state/ (this machine's tag, watermarks, hook log), .lock, .pending/,
                lost+found/, schedule.json
"""

from __future__ import annotations

from hippocampus.memory_file import DOMAINS

INDEX = "index.json"
LOCK = ".lock"
PENDING = ".pending"
CACHE = ".cache"
STATE = ".state"
CATALOG = ".cache/catalog.bin"
SWEPT = ".cache/swept"
ARCHIVE = "archive"
CONFLICTS = "conflicts"
HANDOFFS = "handoffs"
PACKS = "packs"
LOG = "log"
LOST = "lost+found"
SCHEDULE = "schedule.json"
# Everything a snapshot copies: the committed truth, from which the rest is rebuilt.
COMMITTED = (*DOMAINS, ARCHIVE, LOG, CONFLICTS, HANDOFFS, PACKS, "README.md", ".gitignore", ".gitattributes")
GITIGNORE = ".gitignore"
GITATTRIBUTES = ".gitattributes"
LEGACY_JOURNAL = "index.journal"  # version 2's small writes, migrated on first use
LEGACY_BACKUP = "index.json.bak"

# What git must not share: derived on each machine, or this machine's own.
GITIGNORE_TEXT = """# hippocampus: derived on each machine (rebuilt from the files below), or this machine's own.
/index.json
/index.json.*
/index.journal
/.cache/
/.state/
/.pending/
/.lock
/.lock.owner
/lost+found/
/schedule.json
.*.tmp
"""
# Memory files are never merged line by line: sync.py resolves both sides' versions of a
# memory itself (a conflicting text is kept as a second version, never as conflict markers).
# Logs only ever grow, so the union of both sides' lines is their merge.
GITATTRIBUTES_TEXT = """# hippocampus: how git merges this folder (sync.py resolves what git leaves to it)
*.md -merge
log/*.jsonl merge=union
"""

__all__ = ["DOMAINS"]
