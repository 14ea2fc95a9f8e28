"""Check a memory store and, on request, repair it without losing anything.

``check`` only reads (under the lock, so a write in progress is never mistaken for a
crashed one) and returns findings, each naming the file at fault. ``repair`` fixes what
can be fixed through the store's own functions (store.py stays the only writer): rebuild
the derived index from the files and logs, delete derived caches and stale temp files,
pick up hand edits and hand-written files, split a file left with git conflict markers
into the two versions it holds, and move what cannot be placed into ``lost+found/``.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass

import orjson

from hippocampus import index_file, memory_file, records, uselog
from hippocampus import layout as storage
from hippocampus.errors import HippocampusError, InvalidInput, StoreBusy
from hippocampus.files import NotPlain, content_hash

UNLOCKED_TEMP_AGE = 60.0  # readers write caches without the lock: a younger temp file may be in use
_MARKERS = (b"\n<<<<<<< ", b"\n=======\n", b"\n>>>>>>> ")


@dataclass(frozen=True)
class Finding:
    code: str  # short stable name, e.g. "hand-edited"
    file: str  # the file or folder at fault
    message: str
    repair: str | None  # what --repair does about it; None when it cannot


def check(store) -> list[Finding]:
    """Every problem in the store, in a stable order. Holds the write lock while it looks."""
    try:
        store.require()
    except HippocampusError:
        return [
            Finding(
                "no-store",
                str(store.root),
                "no memory store here",
                f"none (run install.py --workspace {store.workspace})",
            )
        ]
    if store.folder.kind(storage.LOCK) not in (None, "file"):  # no process can hold the lock through it
        return [
            Finding(
                "not-a-file",
                str(store.folder.path(storage.LOCK)),
                "a link, folder or special file where the lock file belongs (never followed); every write refuses",
                "move it to lost+found/",
            )
        ]
    try:
        with store.locked():
            return check_locked(store)
    except StoreBusy as exc:
        return [Finding("busy", str(store.root / storage.LOCK), str(exc), None)]
    except HippocampusError as exc:
        return [Finding("store", str(store.root), str(exc), None)]


def check_locked(store) -> list[Finding]:
    """check's findings, for a caller that holds the lock (sync)."""
    folder = store.folder
    found: list[Finding] = []
    if store.pending():
        found.append(
            Finding(
                "pending",
                str(store.root / storage.PENDING),
                "a write was interrupted (a killed process)",
                "finish or undo it (any write does)",
            )
        )
    index = _check_index(store, found)
    found += _check_folders(store, index)
    found += _check_logs(store, index)
    found += _check_markers(store)
    found += _check_temp_files(store)
    for name, what in ((storage.ARCHIVE, "archive"), (uselog.LOG, "log"), (storage.LOST, "lost+found")):
        if folder.kind(name) not in (None, "folder"):
            found.append(
                Finding(
                    "not-a-folder",
                    str(folder.path(name)),
                    f"a file or link where the {what} folder belongs (never followed)",
                    "rename it to lost+found.N" if name == storage.LOST else "move it to lost+found/",
                )
            )
    for root in (storage.ARCHIVE, uselog.LOG, storage.CONFLICTS, storage.PACKS):  # committed folders hold plain files only
        for relpath, entry in folder.walk_files(root):
            where = str(folder.path(relpath))
            if entry.kind == "link":
                found.append(
                    Finding("link", where, "a symbolic link (never followed)", "move the link itself to lost+found/")
                )
            elif entry.kind == "other":
                found.append(
                    Finding(
                        "special-file", where, "not a regular file (a FIFO, socket or device)", "move it to lost+found/"
                    )
                )

    if folder.exists(storage.LEGACY_JOURNAL):
        found.append(
            Finding(
                "legacy",
                str(folder.path(storage.LEGACY_JOURNAL)),
                "a journal of an earlier version (not yet migrated)",
                "migrate it (any write does)",
            )
        )
    return found


def _check_index(store, found: list[Finding]) -> dict[str, dict] | None:
    """index.json's memories by id, or None (with a finding) when it is not usable."""
    path = str(store.index_path)
    kind = store.folder.kind(storage.INDEX)
    if kind is None:
        found.append(
            Finding(
                "index-missing",
                path,
                "index.json is missing",
                "rebuild it from the Markdown files and logs (every id and score kept)",
            )
        )
        return None
    if kind != "file":
        found.append(
            Finding(
                "index-unreadable",
                path,
                "index.json is not a regular file (a link, a folder or a special file)",
                "rebuild it from the Markdown files and logs",
            )
        )
        return None
    try:
        raw = store.folder.read(storage.INDEX, limit=1 << 34)
    except (OSError, NotPlain) as exc:
        found.append(
            Finding("index-unreadable", path, f"cannot be read ({exc})", "rebuild it from the Markdown files and logs")
        )
        return None
    try:
        layout = index_file.layout(raw)
    except index_file.NotLayout:
        try:
            data = orjson.loads(raw)
            old = isinstance(data, dict) and "memories" in data
        except orjson.JSONDecodeError:
            old = False
        if old:
            found.append(
                Finding(
                    "legacy",
                    path,
                    "an index of an earlier version (not yet migrated)",
                    "migrate it, keeping every id and score",
                )
            )
        else:
            found.append(
                Finding(
                    "index-unreadable", path, "not a hippocampus index", "rebuild it from the Markdown files and logs"
                )
            )
        return None
    by_id: dict[str, dict] = {}
    try:
        found_records = list(index_file.iter_records(raw, layout))
    except orjson.JSONDecodeError as exc:
        found.append(
            Finding(
                "index-unreadable",
                path,
                f"a memory's line is not JSON ({exc})",
                "rebuild it from the Markdown files and logs",
            )
        )
        return None
    for record in found_records:
        problem = records.record_problem(record)
        if problem:
            found.append(Finding("index-unreadable", path, problem, "rebuild it from the Markdown files and logs"))
            return None
        if record["id"] in by_id:
            found.append(
                Finding(
                    "index-unreadable",
                    path,
                    f"id {record['id']} appears twice",
                    "rebuild it from the Markdown files and logs",
                )
            )
            return None
        by_id[record["id"]] = record
    if store.folder.exists(storage.CATALOG) and store.read_catalog() is None:
        found.append(
            Finding(
                "cache-corrupt",
                str(store.folder.path(storage.CATALOG)),
                "the catalog cannot be read",
                "delete the cache (derived)",
            )
        )
    return by_id


def _parse_problem(raw: bytes, where: str) -> tuple[dict | None, str | None]:
    try:
        return memory_file.parse(raw.decode("utf-8"), where), None
    except UnicodeDecodeError:
        return None, "not UTF-8 text"
    except InvalidInput as exc:
        return None, str(exc).removeprefix(f"{where}: ")


def _check_folders(store, index: dict[str, dict] | None) -> list[Finding]:
    folder = store.folder
    found: list[Finding] = []
    by_file: dict[str, list[dict]] = {}
    for record in (index or {}).values():
        by_file.setdefault(record["file"], []).append(record)
    for relpath, owners in sorted(by_file.items()):
        if len(owners) > 1:
            ids = ", ".join(r["id"] for r in owners)
            found.append(
                Finding(
                    "shared-file",
                    str(folder.path(relpath)),
                    f"claimed by {len(owners)} memories ({ids})",
                    "give each its own file",
                )
            )
    for domain in memory_file.DOMAINS:
        kind = folder.kind(domain)
        if kind is None:
            inside = sum(1 for r in (index or {}).values() if r["file"].startswith(domain + "/"))
            found.append(
                Finding(
                    "missing-folder",
                    str(folder.path(domain)),
                    f"domain folder is missing ({inside} memories listed there)",
                    "recreate it",
                )
            )
            continue
        if kind != "folder":
            found.append(
                Finding(
                    "not-a-folder",
                    str(folder.path(domain)),
                    f"a {'link' if kind == 'link' else 'file'} where the domain folder belongs (never followed)",
                    "move it to lost+found/ and recreate the folder",
                )
            )
            continue
        try:
            _, entries = folder.listing(domain)
        except (OSError, NotPlain) as exc:
            found.append(Finding("unreadable-folder", str(folder.path(domain)), f"cannot be listed ({exc})", None))
            continue
        for entry in entries:
            relpath = f"{domain}/{entry.name}"
            where = str(folder.path(relpath))
            if entry.name.startswith("."):
                continue  # .gitkeep, editors' swap files; temp files are checked below
            if entry.kind == "link":
                found.append(
                    Finding(
                        "link",
                        where,
                        "a symbolic link in a memory folder (never followed)",
                        "move the link itself to lost+found/",
                    )
                )
                continue
            if entry.kind == "other":
                found.append(
                    Finding(
                        "special-file", where, "not a regular file (a FIFO, socket or device)", "move it to lost+found/"
                    )
                )
                continue
            if entry.kind == "folder":
                found.append(Finding("stray-folder", where, "a folder inside a domain folder", None))
                continue
            try:
                entry.name.encode("utf-8")
            except UnicodeEncodeError:
                found.append(Finding("bad-name", where, "its name is not valid UTF-8", "move it to lost+found/"))
                continue
            if not entry.name.endswith(".md"):
                found.append(Finding("stray-file", where, "not a memory file (*.md)", "move it to lost+found/"))
                continue
            try:
                raw = folder.read(relpath)
            except (OSError, NotPlain) as exc:
                found.append(
                    Finding("unreadable-file", where, f"cannot be read ({getattr(exc, 'strerror', None) or exc})", None)
                )
                continue
            fields, problem = _parse_problem(raw, where)
            owners = by_file.get(relpath)
            if not owners and problem:
                named = records.named_id(entry.name)
                if named and named not in (index or {}):
                    # The only version of that memory (its index entry is gone too): moving it
                    # away would lose the memory; fixed in place, it is taken back with its id.
                    found.append(Finding("unparseable", where, f"{problem} (the only version of {named})", None))
                else:
                    found.append(Finding("unparseable", where, problem, "move it to lost+found/"))
                continue
            if index is None:
                continue
            if not owners:
                found.append(
                    Finding("orphan-file", where, "a file no memory in the index points to", "take it in as a memory")
                )
                continue
            record = owners[0]
            if content_hash(raw) == record["fileHash"]:
                continue
            if problem:
                found.append(
                    Finding(
                        "unparseable",
                        where,
                        f"{problem} ({record['id']} keeps its indexed version)",
                        "move it to lost+found/ and rewrite the file from the index",
                    )
                )
            elif fields is not None and fields.get("content", "").strip() != record["content"].strip():
                found.append(
                    Finding(
                        "text-differs",
                        where,
                        f"{record['id']}: the index text differs from its file (a hand edit not yet picked up)",
                        "take the file's text",
                    )
                )
            else:
                found.append(
                    Finding(
                        "hand-edited", where, f"{record['id']} was edited by hand since the last sync", "take the edit"
                    )
                )
    for record in (index or {}).values():
        domain = record["file"].split("/", 1)[0]
        if folder.kind(domain) == "folder" and folder.kind(record["file"]) is None:
            found.append(
                Finding(
                    "missing-file",
                    str(folder.path(record["file"])),
                    f"{record['id']}'s file is missing (deleted by hand?)",
                    "forget the memory, keeping a copy in archive/ (as any command does)",
                )
            )
    return found


def _check_logs(store, index: dict[str, dict] | None) -> list[Finding]:
    logs = uselog.read_logs(store.folder)
    found = [
        Finding("log-damaged", p.split(" line ")[0].split(":")[0] if " line " in p else p.split(":")[0], p, None)
        for p in logs.problems
    ]
    if index is None:
        return found
    known = set(index)
    for root in (storage.ARCHIVE, *memory_file.DOMAINS):  # a file not taken in is reported by itself
        for _, entry in store.folder.walk_files(root):
            if entry.kind == "file" and records.named_id(entry.name):
                known.add(records.named_id(entry.name))
    forgotten = {e.memory_id for e in logs.events if e.op == "forget"}
    strangers = sorted({e.memory_id for e in logs.events} - known - forgotten)
    if strangers:
        tags = sorted({e.tag for e in logs.events if e.memory_id in set(strangers)})
        where = ", ".join(str(store.folder.path(uselog.log_path(t))) for t in tags)
        found.append(
            Finding(
                "log-strangers",
                where,
                f"{len(strangers)} logged memories this store has no file of (e.g. {strangers[0]}): lines of another store's log?",
                None,
            )
        )
    return found


def _check_markers(store) -> list[Finding]:
    """git's conflict markers left in any committed store file (a merge by hand)."""
    found = []
    folder = store.folder
    roots = (*memory_file.DOMAINS, storage.ARCHIVE, storage.CONFLICTS, uselog.LOG)
    for root in roots:
        for relpath, entry in folder.walk_files(root):
            if entry.kind != "file" or entry.name.startswith("."):
                continue
            try:
                raw = b"\n" + folder.read(relpath)
            except (OSError, NotPlain):
                continue
            if all(marker in raw for marker in _MARKERS):
                memory = relpath.split("/", 1)[0] in memory_file.DOMAINS
                found.append(
                    Finding(
                        "conflict-markers",
                        str(folder.path(relpath)),
                        "holds git conflict markers (<<<<<<< ... >>>>>>>)",
                        "keep both versions as two memories marked as a conflict" if memory else None,
                    )
                )
    for name in ("README.md", storage.GITIGNORE):
        try:
            raw = b"\n" + folder.read(name)
        except (OSError, NotPlain):
            continue
        if all(marker in raw for marker in _MARKERS):
            found.append(Finding("conflict-markers", str(folder.path(name)), "holds git conflict markers", None))
    return found


def _temp_files(store) -> list[str]:
    """Leftover temp files (ours are always ``.<name>.<random>.tmp``), relative to the store."""
    out = []
    for root in ("", *memory_file.DOMAINS, storage.ARCHIVE, uselog.LOG, storage.STATE, storage.CACHE):
        try:
            _, entries = store.folder.listing(root)
        except (OSError, NotPlain):
            continue
        for entry in entries:
            if entry.kind == "file" and entry.name.startswith(".") and entry.name.endswith(".tmp"):
                age = time.time() - entry.stamp.mtime_ns / 1e9
                if root in (storage.CACHE, storage.STATE, "") and age < UNLOCKED_TEMP_AGE:
                    continue
                out.append(f"{root}/{entry.name}" if root else entry.name)
    return sorted(out)


def _check_temp_files(store) -> list[Finding]:
    return [
        Finding("temp-file", str(store.folder.path(p)), "a temp file left by a killed write", "delete it")
        for p in _temp_files(store)
    ]


# ---------------------------------------------------------------------- repair
def repair(store, findings: list[Finding]) -> list[str]:
    """Fix what the findings allow, through the store; returns what was done, one line each."""
    done: list[str] = []
    codes = {f.code for f in findings}
    if codes & {"no-store", "busy"}:
        return done
    rel = {
        f.file: str(f.file)[len(str(store.root)) + 1 :]
        for f in findings
        if str(f.file).startswith(str(store.root) + "/")
    }
    if "not-a-file" in codes:  # the lock file: no write can run until it is a plain file again
        try:
            done.append(f"moved {store.folder.path(storage.LOCK)} to {store.folder.path(store.set_aside_lock())}")
        except (OSError, NotPlain, HippocampusError) as exc:
            done.append(f"could not move {store.folder.path(storage.LOCK)} ({exc})")
            return done
    for finding in findings:
        relpath = rel.get(finding.file)
        if relpath and finding.code in ("not-a-folder", "link", "special-file", "bad-name", "stray-file"):
            try:
                done.append(f"moved {finding.file} to {store.folder.path(store.move_aside(relpath))}")
            except (OSError, NotPlain, HippocampusError) as exc:
                done.append(f"could not move {finding.file} ({exc})")
    if codes & {"cache-corrupt", "index-unreadable", "index-missing", "legacy"}:
        if store.clear_cache():
            done.append(f"deleted {store.root / storage.CACHE} (derived; rebuilt now)")
    with store.locked():
        for relpath in _temp_files(store):
            if store.folder.remove(relpath):
                done.append(f"deleted temp file {store.folder.path(relpath)}")
    conflicted = [rel[f.file] for f in findings if f.code == "conflict-markers" and f.repair and f.file in rel]
    if conflicted:
        from hippocampus import gitsync

        done += gitsync.split_conflicted_files(store, conflicted)
    store.notes.clear()
    set_aside = [rel[f.file] for f in findings if f.code == "unparseable" and f.repair and f.file in rel]
    try:
        with store.transaction(full_scan=True) as txn:
            for domain in memory_file.DOMAINS:
                if txn.restore_files(domain):
                    done.append(f"recreated {store.folder.path(domain)} with its memories' files")
            for relpath in set_aside:
                if store.folder.kind(relpath) != "file":
                    continue
                _, problem = _parse_problem(store.folder.read(relpath), relpath)
                if problem is None:
                    continue  # fixed since the check (and picked up by this transaction)
                target = txn.set_aside(relpath)
                done.append(f"moved {store.folder.path(relpath)} to {store.folder.path(target)}")
    except HippocampusError as exc:
        done.append(f"could not finish the repair: {exc}")
    done += [f"recreated {store.folder.path(d)}" for d in store.make_folders()]
    done += [n for n in store.notes if not any(p in n for p in set_aside) and "was missing: wrote back" not in n]
    if codes & {"index-unreadable", "index-missing"}:
        done.append(f"rebuilt {store.index_path} from the Markdown files and logs")
    if "pending" in codes:
        done.append("finished or undid the interrupted write")
    return done


def run(store, fix: bool = False) -> dict:
    """Check, optionally repair and check again; the report doctor.py prints."""
    findings = check(store)
    report = {"store": str(store.root), "healthy": not findings, "findings": [asdict(f) for f in findings]}
    if fix and findings:
        report["repaired"] = repair(store, findings)
        remaining = check(store)
        if remaining and remaining != findings:
            report["repaired"] += repair(store, remaining)
            remaining = check(store)
        report["remaining"] = [asdict(f) for f in remaining]
        report["healthy"] = not remaining
    from hippocampus import failopen  # not a store problem: reported, never counted against health

    report["hookFailures"] = failopen.recent_failures(store.root, store.now)
    return report


def describe(report: dict) -> str:
    """doctor.py's Markdown report."""
    from hippocampus.failopen import describe_failures

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
