"""Check a memory store and, on request, repair it without losing anything.

``check`` only reads (under the lock, so a write in progress is never mistaken for a
crashed one) and returns findings, each naming the file at fault. ``repair`` fixes what
can be fixed through the store's own functions (store.py stays the only writer): restore
or rebuild an unreadable index (the bad one is kept), delete derived caches and stale
temp files, import hand edits and orphan files, rewrite files of a missing folder from the
index, and move what it cannot place into ``memory/lost+found/``.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import orjson

from hippocampus import memory_file
from hippocampus import store as storage
from hippocampus.errors import HippocampusError, InvalidInput, StoreBusy, StoreCorrupt

_ID_IN_NAME = re.compile(r"^(mem_[0-9]{3,})")
# Temp files a reader may be writing right now without the lock (the core file): leave
# them unless they are older than this.
UNLOCKED_TEMP_AGE = 60.0


@dataclass(frozen=True)
class Finding:
    code: str  # short stable name, e.g. "hand-edited"
    file: str  # the file or folder at fault
    message: str
    repair: str | None  # what --repair does about it; None when it cannot


def check(store) -> list[Finding]:
    """Every problem in the store, in a stable order. Holds the write lock while it looks."""
    if not store.root.is_dir() or not store.index_path.is_file():
        where = store.root if not store.root.is_dir() else store.index_path
        return [
            Finding(
                "no-store", str(where), "no memory store here", f"none (run install.py --workspace {store.workspace})"
            )
        ]
    try:
        with store.locked():
            return _check_locked(store)
    except StoreBusy as exc:
        return [Finding("busy", str(store.root / storage.LOCK), str(exc), None)]


def _check_locked(store) -> list[Finding]:
    root = store.root
    found: list[Finding] = []
    found += _check_cache(store)
    data = None
    try:
        data = store.load()
    except StoreCorrupt as exc:
        backup = _read_backup(store)
        fix = (
            f"restore it from {root / storage.BACKUP} (the bad one is kept as index.json.corrupt-<time>)"
            if backup is not None
            else "rebuild it from the Markdown files (scores restart; the bad one is kept as index.json.corrupt-<time>)"
        )
        found.append(Finding("index-unreadable", str(store.index_path), str(exc), fix))
    if data is not None:
        if (root / storage.BACKUP).exists() and _read_backup(store) is None:
            found.append(
                Finding(
                    "backup-unreadable",
                    str(root / storage.BACKUP),
                    "the backup index cannot be read",
                    "write a fresh backup",
                )
            )
        if store.journal_cut():
            found.append(
                Finding(
                    "journal-cut",
                    str(root / storage.JOURNAL),
                    "index.journal ends in a line cut off by a crash (a write that never happened)",
                    "fold the journal into index.json",
                )
            )
        largest = max((storage.id_number(r["id"]) for r in data["memories"]), default=0)
        if data["nextId"] <= largest:
            found.append(
                Finding(
                    "next-id",
                    str(store.index_path),
                    f"nextId {data['nextId']} is not above the largest id {storage.format_id(largest)}",
                    f"set it to {largest + 1}",
                )
            )
    pending = root / storage.PENDING
    if pending.exists():
        found.append(
            Finding(
                "pending",
                str(pending),
                "a write was interrupted (a killed process)",
                "finish or undo it (a write does)",
            )
        )
        # Until it is settled, files legitimately differ from the index: compare them after.
        data = None
    found += _check_folders(store, data)
    found += _check_temp_files(store)
    return found


def _read_backup(store) -> dict | None:
    try:
        return storage.parse_index((store.root / storage.BACKUP).read_bytes(), store.root / storage.BACKUP)
    except (OSError, StoreCorrupt):
        return None


def _parse_problem(raw: bytes, where: str) -> str | None:
    try:
        memory_file.parse(raw.decode("utf-8"), where)
    except UnicodeDecodeError:
        return "not UTF-8 text"
    except InvalidInput as exc:
        return str(exc).removeprefix(f"{where}: ")
    return None


def _check_folders(store, data: dict | None) -> list[Finding]:
    root = store.root
    found: list[Finding] = []
    records = data["memories"] if data else []
    claimed = {r["file"]: r for r in records if r.get("file")}
    blocked: set[str] = set()  # domain folders whose files cannot be compared
    for domain in memory_file.DOMAINS:
        folder = root / domain
        if folder.is_symlink() and not folder.resolve().is_relative_to(root.resolve()):
            blocked.add(domain)
            found.append(
                Finding(
                    "outside-folder",
                    str(folder),
                    f"a link to {folder.resolve()}, outside the memory folder; writes there are refused",
                    None,
                )
            )
            continue
        if os.path.lexists(folder) and not folder.is_dir():
            found.append(
                Finding(
                    "not-a-folder",
                    str(folder),
                    "a file where the domain folder belongs",
                    "move it to lost+found/ and recreate the folder",
                )
            )
            continue
        if not folder.is_dir():
            inside = [r for r in records if (r.get("file") or "").split("/", 1)[0] == domain]
            fix = f"recreate it and rewrite {len(inside)} memories' files from the index" if inside else "recreate it"
            found.append(
                Finding("missing-folder", str(folder), f"domain folder is missing ({len(inside)} memories)", fix)
            )
            continue
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            relpath = f"{domain}/{entry.name}"
            where = str(folder / entry.name)
            if entry.name.startswith("."):
                continue  # temp files are checked below; other hidden files belong to editors
            if entry.is_dir(follow_symlinks=False):
                found.append(Finding("stray-folder", where, "a folder inside a domain folder", None))
                continue
            if not entry.name.endswith(".md") or not entry.is_file(follow_symlinks=False):
                found.append(Finding("stray-file", where, "not a memory file (*.md)", "move it to lost+found/"))
                continue
            try:
                raw = Path(where).read_bytes()
            except OSError as exc:
                found.append(Finding("unreadable-file", where, f"cannot be read ({exc.strerror})", None))
                continue
            problem = _parse_problem(raw, where)
            record = claimed.get(relpath)
            if data is None:
                if problem:
                    found.append(Finding("unparseable", where, problem, None))
                continue
            if record is None:
                if problem:
                    found.append(Finding("unparseable", where, problem, "move it to lost+found/"))
                else:
                    found.append(
                        Finding(
                            "orphan-file", where, "a file no memory in the index points to", "import it as a memory"
                        )
                    )
            elif storage.content_hash(raw) != record.get("fileHash"):
                if problem:
                    found.append(
                        Finding(
                            "unparseable",
                            where,
                            f"{problem} ({record['id']} keeps its indexed version)",
                            "move it to lost+found/ and rewrite the file from the index",
                        )
                    )
                else:
                    found.append(
                        Finding(
                            "hand-edited",
                            where,
                            f"{record['id']} was edited by hand since the last sync",
                            "import the edit",
                        )
                    )
    for record in records:
        relpath = record.get("file")
        if not relpath:
            found.append(
                Finding("no-file", str(store.index_path), f"{record['id']} has no Markdown file yet", "write it")
            )
            continue
        domain, _, name = relpath.partition("/")
        if domain not in memory_file.DOMAINS or not name or "/" in name or name.startswith("."):
            found.append(
                Finding(
                    "bad-file-path",
                    str(store.index_path),
                    f"{record['id']}: file {relpath!r} is not in a domain folder",
                    "forget it (copy kept in archive/)",
                )
            )
        elif domain not in blocked and (root / domain).is_dir() and not (root / relpath).is_file():
            found.append(
                Finding(
                    "missing-file",
                    str(root / relpath),
                    f"{record['id']}'s file is missing (deleted by hand?)",
                    "forget the memory, keeping a copy in archive/ (as any command does)",
                )
            )
    return found


def _temp_files(store) -> list[Path]:
    """Leftover temp files: ours are always ``.<name>.<random>.tmp``."""
    root = store.root
    paths = [p for p in root.glob(".*.tmp") if p.is_file()]
    for domain in (*memory_file.DOMAINS, storage.ARCHIVE):
        folder = root / domain
        if folder.is_dir():
            paths += [p for p in folder.rglob(".*.tmp") if p.is_file()]
    paths += [p for p in store.workspace.glob(".HIPPOCAMPUS_CORE.md.*.tmp") if _older_than(p, UNLOCKED_TEMP_AGE)]
    return sorted(paths)


def _older_than(path: Path, seconds: float) -> bool:
    try:
        return time.time() - path.stat().st_mtime > seconds
    except OSError:
        return False


def _check_temp_files(store) -> list[Finding]:
    return [Finding("temp-file", str(p), "a temp file left by a killed write", "delete it") for p in _temp_files(store)]


def _check_cache(store) -> list[Finding]:
    """Caches are derived: a corrupt or stale one is only ever deleted."""
    folder = store.root / storage.CACHE
    if not folder.is_dir():
        return []
    found = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        if path.name.startswith(".") and path.name.endswith(".tmp"):
            if not _older_than(path, UNLOCKED_TEMP_AGE):
                continue  # readers write the cache without the lock: maybe in use right now
            found.append(Finding("temp-file", str(path), "a temp file left by a killed write", "delete the cache"))
            continue
        if path.suffix != ".json":
            continue
        try:
            value = orjson.loads(path.read_bytes())
        except (OSError, orjson.JSONDecodeError) as exc:
            found.append(Finding("cache-corrupt", str(path), f"cache cannot be read ({exc})", "delete the cache"))
            continue
        if path.name == storage.FILE_CACHE:
            problem = _file_cache_problem(store, value)
            if problem:
                found.append(Finding("cache-stale", str(path), problem, "delete the cache"))
    return found


def _file_cache_problem(store, cache: object) -> str | None:
    """A stat->hash entry that matches a file's stat but not its bytes would hide a hand edit."""
    if not isinstance(cache, dict):
        return "not a mapping of files to hashes"
    for relpath, entry in cache.items():
        if not (isinstance(entry, list) and len(entry) == 3 and isinstance(entry[2], str)):
            return f"entry for {relpath!r} is malformed"
        try:
            path = store.path_of(relpath)
            stat = path.stat()
        except (InvalidInput, OSError):
            continue  # a file since removed: harmless, dropped on the next scan
        if [stat.st_mtime_ns, stat.st_size] == entry[:2] and storage.content_hash(path.read_bytes()) != entry[2]:
            return f"hash for {relpath} is wrong (it would hide a hand edit)"
    return None


# ---------------------------------------------------------------------- repair
def repair(store, findings: list[Finding]) -> list[str]:
    """Fix what the findings allow, through the store; returns what was done, one line each."""
    done: list[str] = []
    codes = {f.code for f in findings}
    if "no-store" in codes or "busy" in codes:
        return done
    if "index-unreadable" in codes:
        backup = _read_backup(store)
        if backup is not None:
            kept = store.restore_index(backup)
            if kept:
                done.append(
                    f"restored {store.index_path} from {store.root / storage.BACKUP} (the bad one is kept as {kept})"
                )
        else:
            kept = store.restore_index(dict(storage.empty_index(), nextId=_largest_id_on_disk(store) + 1))
            if kept:
                done.append(f"rebuilt {store.index_path} from the Markdown files (the bad one is kept as {kept})")
    if codes & {"cache-corrupt", "cache-stale"} or any(
        f.code == "temp-file" and storage.CACHE in f.file for f in findings
    ):
        if store.clear_cache():
            done.append(f"deleted {store.root / storage.CACHE} (derived; rebuilt on the next command)")
    temps = [Path(f.file) for f in findings if f.code == "temp-file" and storage.CACHE not in Path(f.file).parts]
    if temps:
        done += [f"deleted temp file {p}" for p in store.remove_stale(temps)]
    for finding in findings:
        if finding.code == "not-a-folder" and os.path.lexists(finding.file):
            done.append(f"moved {finding.file} to {store.move_aside(Path(finding.file).name)}")
    missing = [Path(f.file) for f in findings if f.code in ("missing-folder", "not-a-folder")]
    store.rewrite_missing = True  # the transaction rewrites files of a missing folder first
    store.notes.clear()
    set_aside_paths: list[str] = []
    try:
        with store.transaction(thorough=True) as txn:
            set_aside = [
                (f.code, str(Path(f.file).relative_to(store.root)))
                for f in findings
                if f.code in ("unparseable", "stray-file") and f.repair
            ]
            for code, relpath in set_aside:
                path = store.path_of(relpath)
                if not path.is_file():
                    continue
                if code == "unparseable" and _parse_problem(path.read_bytes(), str(path)) is None:
                    continue  # fixed since the check (and picked up by this transaction)
                target = txn.set_aside(relpath)
                set_aside_paths.append(str(store.root / relpath))
                done.append(f"moved {store.root / relpath} to {store.root / target}")
            largest = max((storage.id_number(i) for i in txn.records), default=0)
            if txn.data["nextId"] <= largest:
                txn.data["nextId"] = largest + 1
                txn.dirty = True
                done.append(f"set nextId to {largest + 1}")
            if "journal-cut" in codes:
                txn.dirty = True  # a whole write folds the journal in and deletes it
                done.append(f"folded {store.root / storage.JOURNAL} into {store.index_path}")
            if "backup-unreadable" in codes:
                txn.dirty = True  # the write links the current good index in as the backup
                done.append(f"replaced {store.root / storage.BACKUP} with the current index")
    except HippocampusError as exc:
        done.append(f"could not finish the repair: {exc}")
    done += [note for note in store.notes if not any(path in note for path in set_aside_paths)]
    store.make_folders()  # the empty ones
    done += [f"recreated {folder}" for folder in missing if folder.is_dir()]
    if "pending" in codes:
        done.append("finished or undid the interrupted write")
    return done


def _largest_id_on_disk(store) -> int:
    """The largest mem_NNN named by any file under memory/, so a rebuilt index never reuses one."""
    largest = 0
    for path in store.root.rglob("mem_*"):
        match = _ID_IN_NAME.match(path.name)
        if match:
            largest = max(largest, storage.id_number(match.group(1)))
    return largest


def run(store, fix: bool = False) -> dict:
    """Check, optionally repair and check again; the report doctor.py prints."""
    findings = check(store)
    report = {"store": str(store.root), "healthy": not findings, "findings": [asdict(f) for f in findings]}
    if fix and findings:
        report["repaired"] = repair(store, findings)
        remaining = check(store)
        if remaining and any(f.code in ("index-unreadable", "pending") for f in findings):
            # With the index back (or the write settled) the files can be compared: one more round.
            report["repaired"] += repair(store, remaining)
            remaining = check(store)
        report["remaining"] = [asdict(f) for f in remaining]
        report["healthy"] = not remaining
    from hippocampus import hooks  # not a store problem: reported, never counted against health

    report["hookFailures"] = hooks.recent_failures(store.root, store.now)
    return report


def describe(report: dict) -> str:
    """doctor.py's Markdown report."""
    from hippocampus.hooks import describe_failures

    lines = []
    findings = report["findings"]
    if not findings:
        return f"{report['store']} is healthy" + describe_failures(report.get("hookFailures"))
    lines.append(f"{len(findings)} problem(s) in {report['store']}:")
    for f in findings:
        fix = f" (--repair: {f['repair']})" if f["repair"] else " (--repair cannot fix this; see the message)"
        lines.append(f"- {f['file']}: {f['message']}{fix if 'repaired' not in report else ''}")
    if "repaired" in report:
        lines.append("")
        lines.append("repaired:" if report["repaired"] else "nothing could be repaired")
        lines.extend(f"- {line}" for line in report["repaired"])
        remaining = report["remaining"]
        lines.append("")
        if remaining:
            lines.append(f"{len(remaining)} problem(s) remain:")
            lines.extend(f"- {f['file']}: {f['message']}" for f in remaining)
        else:
            lines.append(f"{report['store']} is healthy now")
    return "\n".join(lines) + describe_failures(report.get("hookFailures"))
